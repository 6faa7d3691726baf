"""A coup on the table: both hands, the steps the rules take, and the verdict, as text."""

from __future__ import annotations

import re

import pytest

from baccarat import resolve
from baccarat.render.coup import coup_html, verdict


@pytest.mark.parametrize(
    ("cards", "said"),
    [
        ("2 3 2 K 8", "Banker wins, 3 to 2"),
        ("8 9 K K", "Banker wins, 9 to 8 (a natural)"),
        ("7 7 K K", "Tie, 7 to 7"),
    ],
)
def test_the_verdict(cards: str, said: str) -> None:
    assert verdict(resolve(cards)) == said


def test_every_step_is_listed_in_order_and_each_hand_holds_its_cards() -> None:
    coup = resolve("2 3 2 K 8")
    html = coup_html(coup)
    steps = re.findall(r'<li[^>]*data-rule="([a-z-]+)"', html)
    assert steps == [step.rule for step in coup.steps]
    assert 'data-cards="2 3 2 K 8"' in html and 'data-outcome="banker"' in html
    shown = re.findall(r'data-card="([^"]+)"', html)
    assert shown == [card.token for card in (*coup.player.cards, *coup.banker.cards)]  # each hand on its side


def test_the_chart_comes_with_a_coup_that_reaches_it_and_can_be_left_out() -> None:
    coup = resolve("2 3 2 K 8")  # the Banker's 3 against a Player's 8: a chart cell
    assert "bac-coup-chart" in coup_html(coup)
    assert "bac-coup-chart" not in coup_html(coup, chart=False)
    assert "<details><summary>How the coup was dealt" in coup_html(coup, steps_collapsed=True)
