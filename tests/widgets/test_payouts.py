"""The payout calculator's actions: slips settled from typed stakes or links, bad input named."""

from __future__ import annotations

from baccarat.widgets import handle
from baccarat.widgets.payouts import parse_link


def test_the_payout_action_and_its_link() -> None:
    answer = handle({"action": "payouts", "table": "ez", "cards": "2 3 2 K K 4", "stakes": "banker:10,dragon-7:1"})
    assert answer["ok"] and 'data-bet="banker" data-net="0.00"' in answer["html"]
    assert 'data-bet="dragon-7" data-net="40.00"' in answer["html"]
    dealt = handle({"action": "payouts", "seed": 42, "decks": 8, "hand": 2, "stakes": "tie:5"})
    assert dealt["hand"] == 2 and dealt["shoe_info"].startswith("Shoe 42 (8 decks), hand 2")
    assert handle({"action": "payouts", "cards": "2 3 2 K 8", "stakes": ""})["error"].startswith("the slip is empty")
    assert handle({"action": "payouts", "cards": "2 3 2 K 8", "stakes": "tie:5," * 100})["error"].startswith("stakes:")
    assert parse_link([("seed", "3"), ("hand", "2"), ("stakes", "tie:5")]) == {
        "ok": True,
        "request": {"stakes": "tie:5", "stake_fields": {"tie": "5"}, "seed": 3, "decks": 8, "hand": 2},
    }
    assert parse_link([("table", "vegas")])["error"].startswith("table: unknown pay table 'vegas'")
    assert parse_link([("step", "2")])["error"].startswith("unknown link parameter 'step'")


def test_stake_fields_are_read_by_python_and_written_back_as_the_link() -> None:
    fields = {"player": "", "banker": " 25 ", "tie": "5", "player-pair": "\t"}
    answer = handle({"action": "payouts", "table": "standard", "cards": "2 3 2 K 8", "stake_fields": fields})
    assert answer["ok"] and answer["stakes"] == "banker:25,tie:5" and answer["table"] == "standard"
    assert 'data-bet="banker" data-net="23.75"' in answer["html"]
    assert 'data-total="18.75" data-net-shown="+18.75"' in answer["html"]
    # A field holds one amount: it cannot smuggle in another bet.
    smuggled = handle({"action": "payouts", "cards": "2 3 2 K 8", "stake_fields": {"banker": "25,tie:5"}})
    assert smuggled["error"].startswith("stakes: the banker stake must be an amount such as 25")
    for bad_fields, message in (
        ({"banana": "5"}, "stake_fields: unknown bet 'banana'"),
        ({"banker": 25}, "stake_fields: the stake for 'banker' is not a short text"),
        ({"banker": "1" * 10_000}, "stake_fields: the stake for 'banker' is not a short text"),
        (["banker:5"], "stake_fields: give each bet's stake as text"),
        ({}, "the slip is empty"),
    ):
        assert handle({"action": "payouts", "cards": "2 3 2 K 8", "stake_fields": bad_fields})["error"].startswith(
            message
        )
    link = parse_link([("stakes", "banker:12.50,tie:5")])
    assert link["request"]["stake_fields"] == {"banker": "12.50", "tie": "5"}
