"""The system tester's actions: a system played over the package's shoes, its link, and bad requests named."""

from __future__ import annotations

import pytest

from baccarat.lab import play_system
from baccarat.widgets import handle


def test_a_system_is_played_and_its_contract_is_the_packages() -> None:
    answer = handle({"action": "system", "system": "paroli", "shoes": "4", "seed": "9"})
    assert answer["ok"] and (answer["system"], answer["shoes"], answer["seed"]) == ("paroli", 4, 9)
    played = play_system("paroli", shoes=4, seed=9)
    assert f'data-bets="{played.bets}"' in answer["html"]
    assert f'data-expected="{float(played.expected) / 100 / played.bets:.10f}"' in answer["html"]
    assert "these bets cost 1.06 per 100 staked" in answer["html"]  # the Banker's edge, exactly


def test_a_link_is_checked_in_python() -> None:
    assert handle({"action": "system-permalink", "pairs": [["system", "follow"], ["shoes", "12"]]}) == {
        "ok": True,
        "request": {"system": "follow", "shoes": 12, "seed": 1},
    }


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        ({"action": "system", "system": "voodoo"}, "unknown system 'voodoo'"),
        ({"action": "system", "shoes": "1001"}, "shoes must be a whole number from 1 to 1000, not 1001"),
        ({"action": "system", "shoes": "٣"}, "shoes must be a whole number"),
        ({"action": "system", "seed": -1}, "seed must be a whole number"),
        ({"action": "system", "system": ["flat-banker"]}, "system must be text"),
        ({"action": "system-permalink", "pairs": [["colour", "red"]]}, "unknown link parameter 'colour'"),
    ],
)
def test_bad_requests_are_named(request_: dict[str, object], message: str) -> None:
    answer = handle(request_)
    assert answer["ok"] is False and message in answer["error"]
