"""The odds calculator's tables: a full shoe beside the same shoe with cards removed, from the exact odds."""

from __future__ import annotations

import re

from baccarat.odds import exact_odds
from baccarat.payouts import FIXED_PAYS, SIDE_BETS, ratio
from baccarat.render.odds import removed_cards_table, side_bet_pay_table, widget_html


def row(html: str, name: str) -> list[str]:
    found = re.search(rf'<th scope="row">{name}</th>(.*?)</tr>', html)
    assert found, name
    return re.findall(r'<td class="bac-num">([^<]+)</td>', found.group(1))


def test_a_shoe_beside_the_same_shoe_without_the_removed_cards() -> None:
    html = removed_cards_table(1, "5 5 5 5")
    assert "Without 5 5 5 5" in html
    full, without = exact_odds(1), exact_odds(1, removed="5 5 5 5")
    assert row(html, "Banker wins") == [f"{float(full.banker):.4%}", f"{float(without.banker):.4%}"]


def test_nothing_removed_shows_the_full_shoe_alone() -> None:
    html = removed_cards_table(8, "")
    assert "<caption>Exact probabilities, 8 decks, to four decimals</caption>" in html
    assert len(row(html, "Banker wins")) == 1


def test_every_side_bet_has_its_row_and_its_pay_from_the_data() -> None:
    html = side_bet_pay_table()
    assert html.count('<th scope="row">') == len(SIDE_BETS)
    for bet, pays in FIXED_PAYS.items():
        assert ratio(pays) in html, bet


def test_the_frame_waits_for_python() -> None:
    assert "<fieldset disabled>" in widget_html()
