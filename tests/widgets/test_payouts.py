"""The payout calculator's actions: slips settled from typed stakes or links, bad input named."""

from __future__ import annotations

from baccarat.widgets import handle
from baccarat.widgets.payouts import parse_link


def test_the_payout_action_and_its_link() -> None:
    answer = handle({"action": "payouts", "table": "ez", "cards": "2 3 2 K K 4", "stakes": "banker:10,dragon-7:1"})
    assert answer["ok"] and 'data-bet="banker" data-net="0.00"' in answer["html"]
    assert 'data-bet="dragon-7" data-net="40.00"' in answer["html"]
    dealt = handle({"action": "payouts", "seed": 42, "decks": 8, "hand": 2, "stakes": "tie:5"})
    assert dealt["hand"] == 2 and dealt["shoe_info"].startswith("Hand 2, ") and "Seed 42 deals" in dealt["shoe_info"]
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


def test_the_lucky_6_goes_through_the_door_in_every_language() -> None:
    """Macau's Lucky 6 is settled like every bet: from a link's slip or the layout's fields, said in the page's
    language, its refusals naming it there too."""
    three_card_6 = {"action": "payouts", "cards": "K 2 K K 5 4"}  # the Banker's 2 draws a 4: a three-card 6
    answer = handle({**three_card_6, "stakes": "lucky-6:10,super-6:10"})
    assert answer["ok"] and answer["stakes"] == "lucky-6:10,super-6:10"
    assert 'data-bet="lucky-6" data-net="200.00"' in answer["html"]
    assert 'data-bet="super-6" data-net="120.00"' in answer["html"]
    assert "The Banker won with a three-card 6: pays 20 to 1." in answer["html"]
    fields = handle({"action": "payouts", "cards": "K 6 5 K K", "stake_fields": {"lucky-6": " 5 "}})
    assert fields["ok"] and fields["stakes"] == "lucky-6:5" and 'data-bet="lucky-6" data-net="60.00"' in fields["html"]
    tie = handle({"action": "payouts", "cards": "6 6 K K", "stakes": "lucky-6:5"})
    assert 'data-bet="lucky-6" data-net="-5.00" data-outcome="lose"' in tie["html"]
    for lang, name, pay in (("zh-Hant", "幸運6", "1 賠 20"), ("zh-Hans", "幸运6", "1 赔 20")):
        said = handle({**three_card_6, "stakes": "lucky-6:10", "lang": lang})
        assert said["ok"] and name in said["html"] and pay in said["html"] and "Lucky" not in said["html"]
        refused = handle({**three_card_6, "stakes": "lucky-6:six", "lang": lang})
        assert refused["field"] == "stakes" and refused["message"].startswith(name)
        field = handle({**three_card_6, "stake_fields": {"lucky-6": "0"}, "lang": lang})
        assert field["field"] == "stake-lucky-6" and field["message"].startswith(name)
    assert parse_link([("stakes", "lucky-6:2.50")])["request"]["stake_fields"] == {"lucky-6": "2.50"}
    assert handle({"action": "session", "bet": "lucky-6", "coups": 20})["ok"]
