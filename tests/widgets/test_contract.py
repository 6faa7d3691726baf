"""Each action's contract: the door refuses a request its declaration does not allow, naming the field; every
answer is of its declared type; every request the build predicts is one the declarations allow; and the
browser's types are the ones the declarations write."""

from __future__ import annotations

import typing
from dataclasses import replace
from html.parser import HTMLParser
from importlib import import_module
from typing import Any

import pytest

from baccarat.widgets import door as door_module
from baccarat.widgets import handle, widgets
from baccarat.widgets.catalog import actions
from baccarat.widgets.contract import MaxLen, PermalinkRequest, Range, Refusal, check, conforms, fields_of
from baccarat.widgets.drill import link_parameters
from sitebuild.answers import page_requests
from sitebuild.contract_types import TARGET, declarations
from tests.generated import assert_generated_for_tsc

WIDGETS = widgets()
ACTIONS = actions()
EXAMPLES = [example for widget in WIDGETS for example in widget.examples]


def root_of(name: str) -> dict[str, str | None]:
    """The attributes of widget ``name``'s root, as its renderer draws its frame: what the build reads its first
    requests from."""

    class Root(HTMLParser):
        found: dict[str, str | None] | None = None

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            if self.found is None:
                self.found = dict(attrs)

    parser = Root()
    parser.feed(import_module(f"baccarat.render.{name}").widget_html())
    assert parser.found is not None and parser.found["data-widget"] == name
    return parser.found


def test_the_browser_s_types_are_the_ones_the_declarations_write() -> None:
    """contract.d.ts is generated, not committed: scripts/setup writes it where strict tsc reads it."""
    assert_generated_for_tsc(TARGET, declarations(), "python -m sitebuild.contract_types")


def test_every_action_declares_its_request_and_answer() -> None:
    assert len(ACTIONS) == sum(len(widget.actions) for widget in WIDGETS) > len(WIDGETS)
    for action in ACTIONS.values():
        assert typing.is_typeddict(action.request), action.name
        assert fields_of(action.request), action.name


@pytest.mark.parametrize("request_", EXAMPLES, ids=lambda request: str(request["action"]))
def test_every_example_answers_its_declared_type(request_: dict[str, Any]) -> None:
    answer = handle(request_)
    declared = ACTIONS[request_["action"]].answers
    assert conforms(answer, declared if answer["ok"] else Refusal), answer


def predicted() -> list[dict[str, Any]]:
    requests = []
    for widget in WIDGETS:
        if widget.first_requests is not None:
            requests += widget.first_requests(root_of(widget.name))
    html = '<div class="bac-result" data-seed="42" data-decks="8" data-hand="1"></div>'
    html += '<div class="bac-coup" data-cards="2 3 2 K 8"></div>'
    return requests + page_requests(html, "zh-Hant")


def test_every_predicted_first_request_is_one_the_declarations_allow() -> None:
    """A request the page can no longer make fails here, instead of waiting for Python in the browser."""
    requests = predicted()
    assert {request["action"] for request in requests} >= {"deal", "deal-resolve", "drill-start", "pocket", "counter"}
    for request in requests:
        check(ACTIONS[request["action"]].request, request)
        answer = handle(request)
        assert answer["ok"] and conforms(answer, ACTIONS[request["action"]].answers), request


def _wrong_values(kind: Any, limits: tuple[object, ...]) -> list[object]:
    """Values a field of this declaration refuses: another type, out of its range, too long."""
    for limit in limits:
        if isinstance(limit, Range):
            return [True, 1.5, [limit.low], limit.high + 1, str(limit.high + 1), "²"]
        if isinstance(limit, MaxLen):
            return [5, ["x"], "x" * (limit.most + 1)]
    options = [option for option in typing.get_args(kind) if option is not type(None)] or [kind]
    origin = typing.get_origin(options[0]) or options[0]
    if len(options) > 1 or origin is object or options[0] is Any:
        return []  # any JSON value, or more than one type: their reader behind the door names the problem
    if typing.is_typeddict(origin) or origin is dict:
        return [[], "x", 5]
    return {str: [5, [], True], bool: ["true", 1, []], list: ["x", {}, 1], int: [True, "1", 1.5]}.get(origin, [])


CASES = [
    pytest.param(action.name, field.name, value, id=f"{action.name}.{field.name}={value!r:.20}")
    for action in ACTIONS.values()
    for field in fields_of(action.request)
    if field.name != "lang"
    for value in _wrong_values(field.kind, field.limits)
]


@pytest.mark.parametrize(("action", "name", "value"), CASES)
def test_the_door_refuses_a_field_its_declaration_does_not_allow_and_names_it(
    action: str, name: str, value: object
) -> None:
    example = next((dict(e) for e in EXAMPLES if e["action"] == action), {"action": action})
    answer = handle({**example, name: value})
    assert answer["ok"] is False and answer["field"] == name, answer
    assert conforms(answer, Refusal)


def test_the_door_counts_the_wrong_fields_it_refuses() -> None:
    assert len(CASES) > 100


@pytest.mark.parametrize(
    ("request_", "field", "message"),
    [
        ({"action": "deal", "seed": 42, "hand": True}, "hand", "hand must be a whole number from 1 to 200, not True"),
        ({"action": "deal"}, "seed", "seed is missing: give a whole number"),
        ({"action": "drill-question", "seed": 5, "replay": "yes"}, "replay", "replay must be true or false, not 'yes'"),
        ({"action": "drill-question", "seed": 5, "rows": "4,5"}, "rows", "rows must be a list, not '4,5'"),
        ({"action": "home_game-undo", "game": []}, "game", "game must be an object, not a list"),
        ({"action": "home_game-undo"}, "game", "game is missing"),
        ({"action": "home_game-record", "game": {}, "calls": {"Bo": 1}}, "calls", "calls must be text"),
        (
            {"action": "deal-permalink", "pairs": [["seed"]]},
            "pairs",
            "a link's parameters must be name=value pairs of text",
        ),
        (
            {"action": "drill-answer", "seed": 5, "number": 1, "answer": "x", "session": {"asked": -1}},
            "session",
            "session.asked: asked must be a whole number from 0 to 1000000000, not -1",
        ),
    ],
)
def test_a_refusal_names_the_field_and_says_what_it_must_be(request_: dict[str, Any], field: str, message: str) -> None:
    answer = handle(request_)
    assert answer["ok"] is False and answer["field"] == field and message in answer["error"], answer


def test_a_refusal_of_the_door_is_said_in_the_request_s_language() -> None:
    answer = handle({"action": "drill-question", "seed": 5, "replay": "yes", "lang": "zh-Hant"})
    assert answer["field"] == "replay" and answer["message"] == "「replay」須是布林值（true 或 false），不能是「yes」。"


def test_an_answer_over_the_limit_is_refused_with_its_length(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(door_module, "MAX_ANSWER", 100)
    answer = handle({"action": "deal-resolve", "cards": "2 3 2 K 8"})
    assert answer["ok"] is False and answer["field"] is None
    assert answer["error"].startswith("the answer would be ") and "characters long" in answer["error"]


def test_a_refused_request_never_reaches_the_code_behind_the_door(monkeypatch: pytest.MonkeyPatch) -> None:
    def behind(request: Any) -> dict[str, Any]:
        raise AssertionError(f"reached with {request}")

    monkeypatch.setitem(ACTIONS, "deal", replace(ACTIONS["deal"], answer=behind))
    for bad in ({"seed": True}, {"seed": 42, "decks": "8.0"}, {"seed": 42, "hand": [1]}, {"decks": 8}):
        answer = handle({"action": "deal", **bad})
        assert answer["ok"] is False and answer["field"] in bad.keys() | {"seed"}, answer


def test_a_number_json_has_not_is_refused_where_an_answer_would_carry_it_back() -> None:
    answer = handle({"action": "pocket", "cards": "2", "decks": float("nan")})
    assert answer["ok"] is False and answer["field"] == "decks"


def test_each_widget_declares_the_parameters_its_links_carry() -> None:
    links = {widget.name: widget.link_parameters for widget in WIDGETS if widget.link_parameters}
    assert links["drill"] == tuple(link_parameters(lang="zh-Hans"))
    for widget in WIDGETS:
        if widget.link is not None:  # its permalink action and its parameters: from its link's declaration
            assert widget.link_parameters == widget.link.parameters == tuple(widget.link_limits)
            assert widget.actions[-1].name == f"{widget.name}-permalink"
            assert widget.actions[-1].request is PermalinkRequest
