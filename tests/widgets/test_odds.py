"""The odds calculator's action: exact odds with cards removed, and its bad requests named."""

from __future__ import annotations

import pytest

from baccarat.odds import exact_odds
from baccarat.widgets import handle


def test_odds_beside_the_full_shoe() -> None:
    answer = handle({"action": "odds", "decks": "1", "removed": "5 5 5 5"})
    assert answer["ok"]
    full, without = exact_odds(1), exact_odds(1, removed="5 5 5 5")
    cells = "".join(f'<td class="bac-num">{float(odds.banker) * 100:.4f}%</td>' for odds in (full, without))
    row = f'<th scope="row">Banker wins</th>{cells}'
    assert row in answer["html"] and "Without 5 5 5 5" in answer["html"]
    assert "Without" not in handle({"action": "odds", "decks": 8, "removed": ""})["html"]


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        (
            {"action": "odds", "decks": 1, "removed": "K K K K K"},
            "cannot remove 5 cards of rank K: a 1-deck shoe holds only 4",
        ),
        ({"action": "odds", "decks": 1, "removed": "<b>"}, "'<b>' is not a card"),
        ({"action": "odds", "decks": 9}, "decks must be a whole number from 1 to 8, not 9"),
        ({"action": "odds", "removed": 5}, "removed must be text"),
    ],
)
def test_bad_odds_requests(request_: dict[str, object], message: str) -> None:
    answer = handle(request_)
    assert answer["ok"] is False and message in answer["error"]
