"""Hostile input is normal input: the facade answers every JSON value, for every action, without raising.

Each request is an action with fields drawn from every name any action reads, each holding any
JSON value: control characters, Unicode digits, huge strings and numbers, deep nesting, markup.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from dataclasses import replace
from functools import partial
from typing import Any
from urllib.parse import parse_qsl

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from baccarat.widgets import UNEXPECTED, door, handle, handle_json
from baccarat.widgets.catalog import actions

ACTIONS = actions()
MARKUP = "<b data-x=1>&amp;</b>"
#: The answer fields a widget inserts as HTML (every other field is shown as text).
HTML_FIELDS = ("html", "chart")
HOSTILE_TEXT = [
    "\x1c4",
    "4\x1f",
    "\x00",
    "²",
    "٣",
    "１２",
    "4\u2028",
    "\ud800",
    "1e9999",
    "-0",
    "9" * 400,
    "x" * 100_000,
    "Ann\n" * 20_000,
    "{" * 5_000,
    "[" * 5_000 + "]" * 5_000,
    MARKUP,
    "banker:25" + ",tie:5" * 5_000,
    "K,6",
    "2 2 8",
    "B" * 2_000,
    "42",
]


def nested(depth: int) -> Any:
    """A list nested ``depth`` deep, built without recursion."""
    value: Any = []
    for _ in range(depth):
        value = [value]
    return value


text = st.one_of(st.text(max_size=20), st.sampled_from(HOSTILE_TEXT))
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.sampled_from([2**53, 2**64, -(2**63), 10**400]),
    st.floats(allow_nan=False),
    text,
)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(text, inner, max_size=4),
    max_leaves=12,
) | st.sampled_from([nested(5_000), {"a": nested(100)}, [["seed", "42"]] * 3_000])
LINK_NAMES = ["seed", "decks", "hand", "step", "coups", "results", "kind", "rows", "table", "stakes"]
pairs = st.lists(st.tuples(st.sampled_from([*LINK_NAMES, "colour", "\x1c"]), text).map(list), max_size=6)
# Mostly hostile text and odd scalars, where a field's own parser must catch them; sometimes any JSON.
field_values = st.one_of(st.sampled_from(HOSTILE_TEXT), text, scalars, json_values, pairs)


def request_for(action: str) -> st.SearchStrategy[dict[str, Any]]:
    """Requests for ``action`` with any of the fields it reads, each holding a hostile value."""
    fields = {name: field_values for name in ACTIONS[action].fields}
    return st.fixed_dictionaries({"action": st.just(action)}, optional=fields)


requests = st.sampled_from(sorted(ACTIONS)).flatmap(request_for)


def strings_in(value: Any) -> list[str]:
    """Every string inside a JSON value (iteratively: the value may be nested 5,000 deep)."""
    found, todo = [], [value]
    while todo:
        item = todo.pop()
        if isinstance(item, str):
            found.append(item)
        elif isinstance(item, dict):
            todo += [*item.keys(), *item.values()]
        elif isinstance(item, list):
            todo += item
    return found


def check(request: Any, answer: Any, elapsed: float) -> None:
    """``elapsed``: this process's CPU seconds, the work a request costs (a wall clock would also count
    the time a busy machine gives to other processes: once 1.3 s for a request of 0.09 s)."""
    assert isinstance(answer, dict) and isinstance(answer.get("ok"), bool), answer
    json.dumps(answer)  # the worker sends it on as JSON
    if not answer["ok"]:
        error = answer["error"]
        assert isinstance(error, str) and 0 < len(error) <= 400, error
        assert error != UNEXPECTED, f"an unexpected error for {str(request)[:300]}"
    # Not a speed test (scripts/bench measures speed): a guard against work the door let through unbounded,
    # which would take minutes. The largest bounded request (1,000 shoes of a system) takes about 1 s here.
    assert elapsed < 10.0, f"{elapsed:.2f} s for {str(request)[:300]}"
    markup = [answer[key] for key in HTML_FIELDS if isinstance(answer.get(key), str)]
    if markup and any(MARKUP in text for text in strings_in(request)):
        assert not any(MARKUP in html for html in markup), "markup from the input came back as markup"


# 400 requests a run (1,000 cost every run of the suite a few seconds more): each action meets dozens of hostile
# fields, every run draws new ones, and the parametrized tests below keep the hostile cases worth keeping.
@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(requests)
def test_handle_answers_every_hostile_request_without_raising(request: dict[str, Any]) -> None:
    start = time.process_time()
    answer = handle(request)
    check(request, answer, time.process_time() - start)


@pytest.mark.parametrize(
    ("action", "query"),
    [
        ("deal-permalink", "seed=%1C4"),
        ("deal-permalink", "seed=%C2%B2"),
        ("deal-permalink", "seed=4&step=%EF%BC%92"),
        ("roads-permalink", "seed=1&coups=%1F5"),
        ("payouts-permalink", "seed=%E2%80%A84&stakes=banker:5"),
        ("drill-start", "seed=%C2%B2&rows=4,%D9%A3"),
    ],
)
def test_links_with_control_characters_and_unicode_digits_are_named(action: str, query: str) -> None:
    answer = handle({"action": action, "pairs": [list(pair) for pair in parse_qsl(query)]})
    error = answer["error"] if action != "drill-start" else answer["link_refusal"]["error"]
    assert "must be a whole number" in error or "must be Banker totals" in error, answer


@pytest.mark.parametrize(
    "value",
    [None, 0, 1.5, "deal", [], ["action", "deal"], True, nested(5_000), {"action": nested(10)}, {"action": None}],
)
def test_handle_answers_any_json_value(value: Any) -> None:
    answer = handle(value)
    assert answer["ok"] is False and answer["error"] != UNEXPECTED


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        "[" * 5_000 + "]" * 5_000,
        '{"action": "deal", "seed": ' + "[" * 5_000 + "]" * 5_000 + "}",
        json.dumps({"action": "deal-resolve", "player": "x" * 2_000_000}),
        "1e99999",
        '"\\ud800"',
    ],
)
def test_handle_json_answers_any_text(text: str) -> None:
    start = time.process_time()
    answer = json.loads(handle_json(text))
    check(text, answer, time.process_time() - start)
    assert answer["ok"] is False


@pytest.mark.parametrize("action", ["home_game-load", "drill-start"])
def test_saved_state_nested_5000_deep_is_set_aside_with_a_note(action: str) -> None:
    answer = json.loads(handle_json(json.dumps({"action": action, "stored": "[" * 5_000 + "]" * 5_000})))
    assert answer["ok"] is True and "nests more than 20 levels deep" in answer["note"]


def test_an_unexpected_failure_is_a_plain_sentence_and_a_traceback_for_developers(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(request: Any) -> Any:
        raise KeyError("a bug")

    monkeypatch.setattr(door, "action_named", lambda name: replace(ACTIONS[name], answer=broken))
    answer = handle({"action": "deal-resolve"})
    assert answer == {"ok": False, "error": UNEXPECTED, "message": UNEXPECTED, "field": None}
    assert "KeyError: 'a bug'" in capsys.readouterr().err  # the worker's console, for developers


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_not_json_in_a_request(constant: str) -> None:
    """Python's json reads them; JavaScript's does not, and an answer that echoed one would not be JSON."""
    answer = json.loads(handle_json(f'{{"action": "deal", "seed": 1, "decks": {constant}}}'))
    assert answer["error"] == "the request is not valid JSON"


def answering(value: object, request: Any) -> dict[str, Any]:
    """A broken action: its answer holds ``value``."""
    return {"ok": True, "x": value}


def test_an_answer_that_is_not_json_is_answered_as_a_bug(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The safety net: whatever a bug puts in an answer, the worker receives strict JSON."""
    for bad in (float("nan"), float("-inf"), {1, 2}):
        broken = replace(ACTIONS["deal-resolve"], answer=partial(answering, bad))
        monkeypatch.setattr(door, "action_named", lambda name, broken=broken: broken)
        reply = handle_json('{"action": "deal-resolve"}')
        assert json.loads(reply) == {"ok": False, "error": UNEXPECTED, "message": UNEXPECTED, "field": None}
        assert "an answer held a value that is not JSON" in capsys.readouterr().err


def test_json_boundary() -> None:
    assert json.loads(handle_json("not json")) == {
        "ok": False,
        "error": "the request is not valid JSON",
        "message": "The request is not valid JSON.",
        "field": None,
    }
    assert json.loads(handle_json("[1, 2]"))["ok"] is False
    assert json.loads(handle_json('{"action": "deal-resolve", "cards": "9 8 K K"}'))["outcome"] == "player"


def test_the_dealer_starts_without_slow_imports() -> None:
    # The browser's Python compiles every module it imports: the widget start-up path
    # leaves out the html package and exact arithmetic (fractions), which it never needs.
    # Nor the rules of the other widgets: each loads on its widget's first request.
    slow = {"html", "fractions", "baccarat.odds"} | {
        f"baccarat.{rules}" for rules in ("drill", "home_game", "payouts", "session")
    }
    code = f"import sys, baccarat.widgets; print(sorted({slow} & set(sys.modules)))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"
    # Nor the dealer's first hand, which loads the dealer's module and not the pocket dealer's arithmetic.
    dealt = "baccarat.widgets.handle({'action': 'deal', 'seed': 42, 'decks': 8, 'hand': 2})"
    code = f"import sys, baccarat.widgets; {dealt}; print(sorted({slow} & set(sys.modules)))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


@pytest.mark.parametrize(
    ("request_", "field", "message"),
    [
        ({"action": "deal-resolve", "player": "2 Z", "banker": "3 K"}, "player", "'Z' is not a card: use A"),
        ({"action": "deal-resolve", "player": "2 2", "banker": "3 Q 5 5"}, "banker", "Banker has 4 cards:"),
        ({"action": "deal-resolve", "player": "2 2"}, "banker", "The Banker hand is empty"),
        ({"action": "deal-resolve", "cards": "2 3 2 K 8 9"}, "cards", "1 card left over"),
        ({"action": "deal", "seed": "abc", "decks": 8}, "seed", "Seed must be a whole number"),
        ({"action": "odds", "decks": "1", "removed": "K K K K K"}, "removed", "Cannot remove 5 cards of rank K"),
        ({"action": "payouts", "stakes": "banker:-5", "cards": "K 6 5 K K"}, "stakes", "The banker stake must"),
        ({"action": "roads", "results": "BXP"}, "results", "Results are written B"),
        ({"action": "session", "bet": "banker", "stake": "1", "coups": "²"}, "coups", "Coups must be a whole number"),
        (
            {"action": "payouts", "stakes": "banker:5", "player": "K 5", "banker": "6 K"},
            "player",
            "The coup is not over yet. No natural: Player has 5",
        ),
    ],
)
def test_a_refusal_names_its_field_and_reads_as_a_sentence(request_: dict[str, Any], field: str, message: str) -> None:
    """The widget shows the message beside the field at fault: a capital, a full stop, no field prefix."""
    answer = handle(request_)
    assert answer["ok"] is False and answer["field"] == field
    assert answer["message"].startswith(message) and answer["message"].endswith(".")
    assert answer["error"].lower().endswith(answer["message"][1:-1].lower())  # the same words, as the package says them


def test_a_refusal_about_no_one_field_names_none() -> None:
    answer = handle({"action": "home_game-record", "game": {}, "calls": {}})
    assert answer["ok"] is False and answer["field"] is None and answer["message"][0].isupper()
