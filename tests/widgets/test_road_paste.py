"""The road paste's action: the roads read, the next coup's exact chances, and bad results named."""

from __future__ import annotations

import pytest

from baccarat.odds import exact_odds
from baccarat.widgets import handle


def test_the_chances_are_the_full_shoes_whatever_the_road() -> None:
    full = exact_odds(8)
    expected = " ".join(f"{float(chance):.10f}" for chance in (full.player, full.banker, full.tie))
    for results in ("B B B B B B", "P B P B", ""):
        answer = handle({"action": "road_paste", "results": results})
        assert answer["ok"] and answer["next"] == expected
    assert "a dragon: 6 Bankers in a row" in handle({"action": "road_paste", "results": "BBBBBB"})["html"]


def test_with_cards_seen_the_chances_come_from_what_is_left() -> None:
    answer = handle({"action": "road_paste", "results": "BP", "cards": "8 9 9 K", "decks": "1"})
    left = exact_odds(1, removed="8 9 9 K")
    assert answer["next"] == " ".join(f"{float(c):.10f}" for c in (left.player, left.banker, left.tie))
    assert "From the 48 cards left" in answer["html"]


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        ({"action": "road_paste", "results": "BPX"}, "not 'X'"),
        ({"action": "road_paste", "results": "B", "cards": "A A A A A", "decks": 1}, "cannot remove 5 cards of rank A"),
        ({"action": "road_paste", "results": "B" * 700}, "results"),
        ({"action": "road_paste", "results": ["B"]}, "results must be text"),
    ],
)
def test_bad_requests_are_named(request_: dict[str, object], message: str) -> None:
    answer = handle(request_)
    assert answer["ok"] is False and message in answer["error"]
