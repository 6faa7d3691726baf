"""The lab's effect-of-removal table: a row per rank out, a column per bet, the full shoe's edges at its foot."""

from __future__ import annotations

import functools

import pytest

from baccarat.errors import ShoeError
from baccarat.lab import EOR_BETS, EOR_RANKS, effect_of_removal
from baccarat.payouts import BET_NAMES, Bet
from baccarat.render.lab import eor_table
from tests.render.structure import checked, one, table_rows

#: The full 8-deck shoe's house edges as published (Wizard of Odds, on the Sources page), in column order.
PUBLISHED = ["1.2351%", "1.0579%", "14.3596%", "7.6113%", "10.1876%", "10.3614%", "13.7099%", "2.6517%", "9.3731%"]


@functools.cache
def eight_decks() -> str:
    return eor_table(8)


def points(text: str) -> float:
    """A change in percentage points as the table writes it (a real minus sign, four decimals), read back."""
    assert "-" not in text and len(text.split(".")[1]) == 4, text
    return float(text.replace("−", "-"))


def test_the_table_has_a_row_per_rank_out_and_a_column_per_bet() -> None:
    soup = checked(eight_decks())
    table = one(soup, "table#eor")
    assert one(table, "caption").get_text() == (
        "Effect of removal: the change in each house edge, in percentage points, with one card out of a full "
        "8-deck shoe"
    )
    heads = [th.get_text() for th in table.select("thead th")]
    assert heads[0] == "Card out" and len(heads) == 1 + len(EOR_BETS)
    assert heads[1:4] == [BET_NAMES[Bet.PLAYER], BET_NAMES[Bet.BANKER], BET_NAMES[Bet.TIE]]
    assert "Player or Banker Pair" in heads  # one column: the Player's pair and the Banker's are the same bet
    assert [row["data-rank"] for row in table.select("tbody tr")] == list(EOR_RANKS)
    rows = table_rows(table)
    assert [row[0] for row in rows] == [*EOR_RANKS[:-1], "10, J, Q or K"]
    assert all(len(row) == 1 + len(EOR_BETS) for row in rows)


def test_every_change_is_the_package_s_exact_effect_in_points() -> None:
    effects = effect_of_removal(8)
    for rank, row in zip(EOR_RANKS, table_rows(one(checked(eight_decks()), "table#eor")), strict=True):
        for bet, cell in zip(EOR_BETS, row[1:], strict=True):
            assert abs(points(cell) - float(effects[rank][bet]) * 100) <= 0.00005, (rank, bet, cell)
    # A 9 out is the Dragon 7 count's best card: that edge falls by 0.4785 points (as effect_of_removal says).
    assert table_rows(one(checked(eight_decks()), "table#eor"))[8][4] == "−0.4785"


def test_the_foot_row_is_the_full_shoe_s_published_edges() -> None:
    foot = one(checked(eight_decks()), "tfoot tr")
    cells = [cell.get_text() for cell in foot.find_all(["th", "td"])]
    assert cells == ["Full shoe: the edge", *PUBLISHED]
    assert all("bac-num" in cell.get_attribute_list("class") for cell in foot.select("td"))


def test_one_deck_says_so_and_decks_outside_1_to_8_are_refused() -> None:
    assert "with one card out of a full 1-deck shoe" in eor_table(1)
    with pytest.raises(ShoeError):
        eor_table(9)
