"""The live counter's action: both counts and every bet's exact edge, and bad cards named."""

from __future__ import annotations

import pytest

from baccarat.counting import COUNTER_BETS
from baccarat.odds import exact_odds
from baccarat.payouts import Bet, house_edge
from baccarat.widgets import handle


def test_the_counts_and_edges_are_the_packages() -> None:
    answer = handle({"action": "counter", "cards": "8 9 9 K", "decks": "8"})
    assert answer["ok"] and answer["cards"] == ["8", "9", "9", "K"]
    edges = dict(pair.split(":") for pair in answer["edges"].split(","))
    assert list(edges) == [bet.value for bet in COUNTER_BETS]
    odds = exact_odds(8, removed="8 9 9 K")
    assert edges["dragon-7"] == f"{float(house_edge(Bet.DRAGON_7, odds=odds)):.10f}"
    assert "Dragon 7 count</strong>: running +6, true +0.8" in answer["html"]


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        ({"action": "counter", "cards": "A A A A A", "decks": 1}, "cannot remove 5 cards of rank A"),
        ({"action": "counter", "cards": "<b>"}, "'<b>' is not a card"),
        ({"action": "counter", "decks": 0}, "decks must be a whole number from 1 to 8"),
        ({"action": "counter", "cards": 7}, "cards must be text"),
    ],
)
def test_bad_requests_are_named(request_: dict[str, object], message: str) -> None:
    answer = handle(request_)
    assert answer["ok"] is False and message in answer["error"]
