from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from baccarat import Outcome, ShoeError, value_counts
from baccarat.cards import RANKS
from baccarat.odds import exact_odds
from baccarat.payouts import PAY_TABLES, Bet, house_edge
from tests.oracle import brute_force_counts, chances_after

GOLDEN = json.loads((Path(__file__).parent / "golden" / "odds_8_decks.json").read_text())


def two_decimals(share: Fraction) -> str:
    return f"{float(share * 100):.2f}"


def test_published_8_deck_counts() -> None:
    odds = exact_odds(8)
    assert odds.deals == GOLDEN["deals"]
    assert {o.value: n for o, n in odds.outcome_deals.items()} == GOLDEN["outcome_deals"]
    assert odds.banker == Fraction(GOLDEN["outcome_deals"]["banker"], GOLDEN["deals"])


def test_published_8_deck_shares() -> None:
    odds = exact_odds(8)
    for name, expected in GOLDEN["percent_two_decimals"].items():
        assert two_decimals(getattr(odds, name)) == expected, name


def test_published_house_edges() -> None:
    odds = exact_odds(8)
    for key, expected in GOLDEN["house_edge_percent_two_decimals"].items():
        table, bet = key.split("/")
        assert two_decimals(house_edge(Bet(bet), table=PAY_TABLES[table], odds=odds)) == expected, key


@pytest.mark.parametrize("decks", [1, 2, 6, 8])
def test_matches_a_straightforward_enumeration(decks: int) -> None:
    odds = exact_odds(decks)
    expected = brute_force_counts(list(value_counts(decks)))
    assert {o.value: n for o, n in odds.outcome_deals.items()} == {k: expected[k] for k in ("player", "banker", "tie")}
    for name in ("natural", "player_draws", "banker_draws"):
        assert getattr(odds, name) == Fraction(expected[name], odds.deals), name


@pytest.mark.parametrize("removed", ["", "K K 5 5 5 9"])
def test_the_oracle_s_two_enumerations_agree(removed: str) -> None:
    """The oracle's counts (each coup's shape weighed once) and its card-by-card walk (``chances_after``) agree."""
    counts = list(value_counts(1, removed))
    expected = brute_force_counts(counts)
    deals = sum(expected[result] for result in ("player", "banker", "tie"))
    walked = chances_after([], counts)
    assert walked == {result: Fraction(expected[result], deals) for result in ("player", "banker", "tie")}


@settings(max_examples=8)
@given(st.integers(1, 8), st.lists(st.sampled_from(RANKS), max_size=12))
def test_removed_cards_match_a_straightforward_enumeration(decks: int, removed: list[str]) -> None:
    try:
        odds = exact_odds(decks, removed=removed)
    except ShoeError:
        assert max(removed.count(rank) for rank in set(removed)) > 4 * decks
        return
    expected = brute_force_counts(list(value_counts(decks, removed)))
    assert odds.outcome_deals[Outcome.BANKER] == expected["banker"]
    assert odds.outcome_deals[Outcome.TIE] == expected["tie"]
    assert odds.player_draws == Fraction(expected["player_draws"], odds.deals)


def test_everything_adds_up() -> None:
    odds = exact_odds(6, removed="5 5 5 K")
    assert odds.banker + odds.player + odds.tie == 1
    assert sum(odds.cards_dealt.values()) == 1
    assert sum(odds.player_totals) == 1 and sum(odds.banker_totals) == 1
    assert sum(odds.counts.values()) == odds.deals
    assert 0 < odds.banker_wins_on_6 < odds.banker
    assert odds.cards_dealt[4] >= odds.natural


def test_removing_cards_changes_the_odds() -> None:
    assert exact_odds(1, removed="5 5 5 5").banker != exact_odds(1).banker


@pytest.mark.parametrize("decks", [0, 9, -1, 2.5, True])
def test_decks_outside_1_to_8(decks: object) -> None:
    with pytest.raises(ShoeError, match="decks must be a whole number from 1 to 8"):
        exact_odds(decks)  # type: ignore[arg-type]


def test_more_copies_than_the_shoe_holds() -> None:
    with pytest.raises(ShoeError, match="cannot remove 5 cards of rank K: a 1-deck shoe holds only 4"):
        exact_odds(1, removed="K K K K K")
    with pytest.raises(ShoeError, match="cannot remove 2 copies of K♥"):
        exact_odds(1, removed="Kh Kh")


def test_too_few_cards_left() -> None:
    with pytest.raises(ShoeError, match="only 2 card"):
        exact_odds(1, removed=[r for r in RANKS for _ in range(4)][:50])


def test_final_totals_and_margins_agree_with_the_outcomes() -> None:
    odds = exact_odds(8)
    assert sum(odds.player_totals) == sum(odds.banker_totals) == 1
    shares = odds.margins
    assert sum(shares[(Outcome.TIE, True)]) + sum(shares[(Outcome.TIE, False)]) == odds.tie
    assert sum(sum(shares[(Outcome.BANKER, n)]) for n in (True, False)) == odds.banker
    assert sum(sum(shares[(w, True)]) for w in Outcome) == odds.natural
    # A win is by at least one point, and a tie by none.
    assert all(shares[(w, n)][0] == 0 for w in (Outcome.PLAYER, Outcome.BANKER) for n in (True, False))
    assert all(share == 0 for n in (True, False) for share in shares[(Outcome.TIE, n)][1:])
    # The Dragon Bonus edge follows from the margins alone: restate its pay table on them.
    pays = {9: 30, 8: 10, 7: 6, 6: 4, 5: 2, 4: 1}
    expected = (
        sum(shares[(Outcome.BANKER, True)]) * 1
        + sum(share * pays.get(m, -1) for m, share in enumerate(shares[(Outcome.BANKER, False)]))
        - sum(shares[(Outcome.PLAYER, True)])
        - sum(shares[(Outcome.PLAYER, False)])
        - sum(shares[(Outcome.TIE, False)])
    )
    assert -expected == house_edge(Bet.DRAGON_BONUS_BANKER, odds=odds)
