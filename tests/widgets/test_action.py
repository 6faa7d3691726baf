"""What a widget module declares, and the one shape of every refusal: the package's words, and the reader's
sentence beside the field at fault."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, Literal, TypedDict

import pytest

from baccarat.errors import BaccaratError
from baccarat.widgets.action import Action, Answer, Widget, refusal, refused
from baccarat.widgets.contract import Asked


@pytest.mark.parametrize(
    ("error", "field", "message"),
    [
        ("stakes: the banker stake must be an amount", "stakes", "The banker stake must be an amount."),
        # Without a field, the field's name stays: nothing else says what it is about.
        ("stakes: the banker stake must be an amount", None, "Stakes: the banker stake must be an amount."),
        ("  seed must be a whole number  ", "seed", "Seed must be a whole number."),
        ("Tie, 7 to 7?", None, "Tie, 7 to 7?"),
        ("nothing to undo!", None, "Nothing to undo!"),
        ("already a sentence.", None, "Already a sentence."),
        ("", None, "."),
    ],
)
def test_a_refusal_reads_as_a_sentence_beside_its_field(error: str, field: str | None, message: str) -> None:
    assert refusal(error, field) == {"ok": False, "error": error, "message": message, "field": field}


def test_only_a_request_field_s_name_is_taken_off_the_front() -> None:
    # "Banker 3" is no field name: a capital letter, a space, a digit.
    assert refusal("Banker 3: stands against an 8", "cards")["message"] == "Banker 3: stands against an 8."
    assert refusal("player_third: is not a card", "player_third")["message"] == "Is not a card."


def test_refused_is_the_refusal_of_an_error_beside_the_field_it_names() -> None:
    assert refused(BaccaratError("decks: must be 1 to 8", field="decks")) == refusal("decks: must be 1 to 8", "decks")
    assert refused(BaccaratError("the slip is empty"))["field"] is None


def _echo(request: Mapping[str, Any]) -> Answer:
    return {"ok": True, "echo": dict(request)}


class EchoRequest(Asked):
    text: str


class EchoAnswer(TypedDict):
    ok: Literal[True]
    echo: dict[str, str]


def test_an_action_answers_through_its_function_and_a_widget_declares_its_actions_once() -> None:
    action = Action("echo", EchoRequest, EchoAnswer, _echo)
    assert action.fields == ("text",)
    assert action.answer({"text": "hi"}) == {"ok": True, "echo": {"text": "hi"}}
    widget = Widget("echo", (action,), examples=({"action": "echo", "text": "hi"},))
    assert (widget.name, widget.actions, widget.first_requests) == ("echo", (action,), None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        widget.name = "other"  # type: ignore[misc]
