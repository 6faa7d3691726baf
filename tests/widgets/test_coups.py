"""Coups asked for by a request, which the dealer, the payout calculator and the command line share."""

from __future__ import annotations

import json

import pytest

from baccarat import Shoe, resolve, resolve_hands
from baccarat.errors import BaccaratError
from baccarat.widgets import deal, payouts, roads
from baccarat.widgets.contract import fields_of, parse
from baccarat.widgets.coups import (
    COUP_PARAMETERS,
    HandsRequest,
    complete_coup,
    coup_to_json,
    dealt,
    linked_coup,
    shoe_request,
    typed_coup,
)


def test_a_coup_as_json_is_its_cards_totals_outcome_and_steps() -> None:
    coup = resolve_hands(player="2 2 8", banker="3 K")
    data = coup_to_json(coup)
    assert json.loads(json.dumps(data)) == data
    assert (data["player"], data["banker"], data["outcome"], data["natural"]) == (
        ["2", "2", "8"],
        ["3", "K"],
        "banker",
        False,
    )
    assert [step["rule"] for step in data["steps"]] == [step.rule for step in coup.steps]
    assert coup_to_json(coup, lang="zh-Hant")["steps"][0]["text"] != data["steps"][0]["text"]


def test_a_coup_is_typed_as_two_hands_or_in_dealing_order() -> None:
    assert typed_coup(parse(HandsRequest, {"player": "2 2 8", "banker": "3 K"})) == resolve("2 3 2 K 8")
    typed = parse(HandsRequest, {"cards": "2 3 2 K 8"})
    assert typed_coup(typed) == complete_coup(typed)


@pytest.mark.parametrize(
    ("request_", "message", "field"),
    [
        ({"cards": "2 3 2 K 8", "player": "2 2"}, "not both", "cards"),
        ({"player": "2 2 8"}, "the Banker hand is empty", "banker"),
        # Typed part way: what happens next, beside the hand it happens to.
        ({"player": "2 2", "banker": "3 K"}, "The next card is the Player's third", "player"),
        ({"cards": "2 3 2"}, "The next card is the Banker's second", "cards"),
    ],
)
def test_a_coup_typed_wrong_is_refused_beside_its_field(request_: dict[str, str], message: str, field: str) -> None:
    with pytest.raises(BaccaratError, match=message) as refused:
        typed_coup(parse(HandsRequest, request_))
    assert refused.value.field == field


def test_a_dealt_hand_is_the_shoe_s_and_says_where_the_shoe_stands() -> None:
    coup, shoe = dealt({"seed": 42, "decks": 8, "hand": 3})
    assert coup == Shoe(8, seed=42).deal_many(3)[-1]
    assert (shoe["seed"], shoe["decks"], shoe["hand"], shoe["finished"]) == (42, 8, 3, False)
    assert shoe_request({"seed": "42"}) == {"seed": 42, "decks": 8, "hand": 1}
    with pytest.raises(BaccaratError, match="there is no hand 150") as after:
        dealt({"seed": 42, "decks": 1, "hand": 150})
    assert after.value.field == "hand"


def test_a_link_names_a_coup_typed_or_dealt_or_none() -> None:
    assert linked_coup({"player": "2,2,8", "banker": "3,K", "table": "ez"}) == {
        "kind": "deal-resolve",
        "request": {"player": "2,2,8", "banker": "3,K"},
    }
    assert linked_coup({"seed": "7", "hand": "2"}) == {"kind": "deal", "request": {"seed": 7, "decks": 8, "hand": 2}}
    assert linked_coup({"step": "3"}) == {"kind": "none", "request": {}}
    for params, message in (
        ({"player": "2,2", "seed": "4"}, "not both"),
        ({"player": "2,2"}, "needs both"),
        ({"decks": "6"}, "needs its"),
        ({"seed": "42", "decks": "1", "hand": "150"}, "no hand 150"),
    ):
        with pytest.raises(BaccaratError, match=message):
            linked_coup(params)


def test_the_kind_of_a_link_is_the_dealer_s_action_that_shows_it() -> None:
    kinds = {linked_coup({"player": "2", "banker": "3"})["kind"], linked_coup({"seed": "1"})["kind"]}
    assert kinds <= {action.name for action in deal.WIDGET.actions}


def test_every_link_that_names_a_coup_declares_its_parameters_alike() -> None:
    """The dealer's and the payout calculator's links name a coup with the same parameters and bounds (the roads' a
    shoe with the same seed and decks)."""
    declared = {module: dict(zip(module.LINK.parameters, fields_of(module.LINK.query), strict=True))
                for module in (deal, payouts, roads)}  # fmt: skip
    for module in (deal, payouts):
        assert {name: declared[module][name] for name in COUP_PARAMETERS} == {
            name: declared[deal][name] for name in COUP_PARAMETERS
        }
    assert declared[roads]["seed"] == declared[deal]["seed"] and declared[roads]["decks"] == declared[deal]["decks"]
