"""Long computations report progress through the door: the actions that declare it, a few rising fractions, the same
answer with a callback or without one, and no answer lost whatever the callback does."""

from __future__ import annotations

import inspect
import json
from itertools import pairwise
from typing import Any

import pytest

from baccarat.progress import MOST_REPORTS
from baccarat.widgets import door, handle, handle_json
from baccarat.widgets.catalog import actions, widgets

ACTIONS = actions()
REPORTING = [name for name, action in ACTIONS.items() if action.reports_progress]
#: Answer fields that time the work (for the benchmark), so differ from one run to the next.
TIMINGS = ("session_ms", "ruin_ms")
#: A long request of each reporting action, at a size that still runs quickly here: as each widget declares it.
LONG = {name: dict(request) for widget in widgets() for name, request in widget.long.items()}


def untimed(answer: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in answer.items() if key not in TIMINGS}


def test_the_long_computations_are_the_actions_that_report_progress_and_each_can() -> None:
    assert sorted(REPORTING) == sorted(LONG)
    for name in REPORTING:
        parameter = inspect.signature(ACTIONS[name].answer).parameters.get("progress")
        assert parameter is not None and parameter.kind is inspect.Parameter.KEYWORD_ONLY, name
        assert parameter.default is None, name


@pytest.mark.parametrize("name", sorted(LONG))
def test_a_reporting_action_answers_the_same_and_tells_a_few_rising_fractions(name: str) -> None:
    told: list[float] = []
    answer = handle(LONG[name], progress=told.append)
    assert answer["ok"] is True
    assert untimed(answer) == untimed(handle(LONG[name]))
    assert 1 <= len(told) <= MOST_REPORTS and told[0] <= 0.1 and told[-1] == 1.0
    assert all(earlier < later for earlier, later in pairwise(told))


@pytest.mark.parametrize("name", sorted(LONG))
def test_every_example_of_a_reporting_action_answers_the_same_with_progress(name: str) -> None:
    examples = [request for widget in widgets() for request in widget.examples if request["action"] == name]
    assert examples
    for request in examples:
        assert untimed(handle(request, progress=lambda fraction: None)) == untimed(handle(request))


def test_an_action_that_does_not_report_never_calls_the_callback() -> None:
    told: list[float] = []
    assert handle({"action": "deal", "seed": 42}, progress=told.append)["ok"] is True
    assert told == []


def test_a_callback_that_raises_is_told_nothing_more_and_the_answer_is_the_same(
    capsys: pytest.CaptureFixture[str],
) -> None:
    calls: list[float] = []

    def broken(fraction: float) -> None:
        calls.append(fraction)
        raise RuntimeError("the page went away")

    request = LONG["system"]
    assert handle(request, progress=broken) == handle(request)
    assert len(calls) == 1
    assert "RuntimeError: the page went away" in capsys.readouterr().err  # the console, for developers
    reply = json.loads(handle_json(json.dumps(request), progress=broken))
    assert reply == handle(request)


@pytest.mark.parametrize("progress", [5, "a callback", None, object()])
def test_a_callback_that_is_not_one_is_ignored(progress: Any) -> None:
    request = LONG["system"]
    assert handle(request, progress=progress) == handle(request)


def test_the_door_tells_fractions_from_0_to_1_never_smaller_than_the_last() -> None:
    told: list[float] = []
    report = door._guarded(told.append)
    assert report is not None
    for fraction in (0.5, 0.3, 2.0, -1.0, 1.0):
        report(fraction)
    assert told == [0.5, 0.5, 1.0, 1.0, 1.0]


def test_a_refused_request_of_a_reporting_action_is_refused_the_same() -> None:
    told: list[float] = []
    request = {"action": "system", "shoes": 5_000}
    assert handle(request, progress=told.append) == handle(request)
    assert told == []
