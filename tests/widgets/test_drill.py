"""The Drill's actions, through the facade."""

from __future__ import annotations

import json
from itertools import chain, combinations
from typing import Any
from urllib.parse import parse_qsl

import pytest

from baccarat.drill import (
    KINDS,
    ROWS,
    SESSION_LENGTH,
    Settings,
    check_progress,
    link_query,
    missed_query,
    question,
)
from baccarat.lesson import QUIZZES, first_shoe, quiz
from baccarat.render.lesson import QUIZ_DRILLS
from baccarat.widgets import handle
from baccarat.widgets.drill import parse_link, read_link, settings_from


def test_the_drill_actions() -> None:
    start = handle({"action": "drill-start", "stored": "{oops", "pairs": [["seed", "4"], ["kind", "nope"]]})
    assert start["note"].startswith("Your saved Drill progress") and start["link"] == {"seed": 4}
    assert start["link_refusal"]["error"].startswith("kind must be one of")
    assert start["link_refusal"]["field"] == "kind" and start["link_refusal"]["ok"] is False
    settings = {"seed": 4, "kind": "banker", "rows": [3], "replay": True}
    asked = handle({"action": "drill-question", **settings, "number": 1, "progress": None})
    assert asked["ok"] and asked["cell"].startswith("banker-3-")
    q = question(Settings(seed=4, kind="banker", rows=(3,), replay=True), 1, asked["cell"])
    reply = handle({"action": "drill-answer", **settings, "number": 1, "cell": asked["cell"], "answer": q.answer,
                    "progress": None, "session": {"asked": 2, "right": 1, "streak": 1, "best": 1}})  # fmt: skip
    assert reply["correct"] and reply["session"] == {"asked": 3, "right": 2, "streak": 2, "best": 2, "missed": 0,
                                                     "raised": 0, "cells": {asked["cell"]: [1, 1]}}  # fmt: skip
    assert reply["progress"]["cells"] == {asked["cell"]: [1, 1, 1]} and reply["next"] == {"number": 2}
    bad = handle({"action": "drill-answer", **settings, "number": 1, "cell": asked["cell"], "answer": "<b>"})
    assert bad["error"] == "answer must be one of draw, stand, not '<b>'"
    assert handle({"action": "drill-question", **settings, "seed": -1})["error"].startswith("seed must be")
    assert handle({"action": "drill-question", **settings, "cell": "banker-9-9"})["error"].startswith(
        "unknown drill cell"
    )


@pytest.mark.parametrize("missed_step", [None, 1, 2, 3])
def test_a_coup_called_step_by_step_counts_from_its_first_step_as_it_is_numbered(missed_step: int | None) -> None:
    # The score counts questions as "Question n" numbers them, from a question's first answer: a coup is one, right
    # while every step so far is (a right step moves the score with its verdict), missed from its first missed step.
    drill = {"seed": 5, "kind": "call", "rows": [], "replay": True}
    session: dict[str, Any] = {"asked": 3, "right": 2, "streak": 2, "best": 2}  # questions 1 to 3 answered
    which: dict[str, object] = {"number": 4}
    step, steps = 0, 3
    while step < steps:
        asked = handle({"action": "drill-question", **drill, **which, "progress": None})
        step, steps = asked["step"], asked["steps"]
        assert asked["number"] == 4 and steps == 3  # coup 4 of seed 5: Player, Banker, then the winner
        q = question(Settings(seed=5, kind="call", replay=True), 4, "call", step)
        chosen = q.answer if step != missed_step else next(a for a in q.answers if a != q.answer)
        reply = handle({"action": "drill-answer", **drill, "number": 4, "cell": asked["cell"], "step": step,
                        "answer": chosen, "progress": None, "session": session})  # fmt: skip
        session, which = reply["session"], reply["next"]
        if step < steps:  # the coup is not over, and already counted: right so far (a new best), or missed
            missed = missed_step is not None and missed_step <= step
            counts = (session["asked"], session["right"], session["streak"], session["best"])
            assert counts == ((4, 2, 0, 2) if missed else (4, 3, 3, 3))
            assert (session["missed"], session["raised"]) == ((1, 0) if missed else (0, 1))
            # A reload carries on with the same counts, at the coup's next step.
            stored = json.dumps(reply["progress"])
            start = handle({"action": "drill-start", "stored": stored, "queue": None, "pairs": []})
            assert start["session"] == session and start["resume"]["next"] == which
    right = missed_step is None
    assert which == {"number": 5}
    assert {key: value for key, value in session.items() if key != "cells"} == {
        "asked": 4, "right": 2 + right, "streak": 3 if right else 0, "best": 3 if right else 2, "missed": 0,
        "raised": 0,
    }  # fmt: skip
    cells: dict[str, list[int]] = session["cells"]
    assert [entry[0] for entry in cells.values()] == [step != missed_step for step in (1, 2, 3)]


@pytest.mark.parametrize(
    ("pairs", "wanted", "problem"),
    [
        ([("seed", "5"), ("kind", "banker"), ("rows", "6, 4,5")], {"seed": 5, "kind": "banker", "rows": [4, 5, 6]}, ""),
        ([("kind", "banana")], {}, "kind must be one of mix, player, banker, score, call, not 'banana'"),
        ([("seed", "-1")], {}, "seed must be a whole number from 0 to 9007199254740991, not '-1'"),
        ([("rows", "9")], {}, "rows must be Banker totals from 0 to 7"),
        ([("rows", "4"), ("kind", "score")], {"kind": "score"}, "rows only apply to Banker questions"),
        ([("seed", "9" * 10_000)], {}, "seed is 10,000 characters long"),
        ([("colour", "red"), ("seed", "1")], {"seed": 1}, "unknown link parameter 'colour'"),
        ([("seed", "1"), ("seed", "2")], {"seed": 1}, "the link gives seed twice"),
    ],
)
def test_drill_links(pairs: list[tuple[str, str]], wanted: dict[str, object], problem: str) -> None:
    got, said = parse_link(pairs)
    assert got == wanted
    assert said.startswith(problem) if problem else said == ""


def _subsets(items: list[int]) -> list[tuple[int, ...]]:
    return list(chain.from_iterable(combinations(items, size) for size in range(len(items) + 1)))


@pytest.mark.parametrize("seed", [None, 5])
@pytest.mark.parametrize("kind", KINDS)
def test_every_drill_link_python_writes_is_read_back_as_the_drill_it_names(kind: str, seed: int | None) -> None:
    for rows in _subsets(ROWS):
        query = link_query(kind, rows, seed=seed)
        wanted, refused = read_link(list(query.items()))
        applies = sorted(rows) if kind in ("banker", "mix") else []
        assert refused is None
        seeded = {} if seed is None else {"seed": seed}
        assert wanted == {"kind": kind} | ({"rows": applies} if applies else {}) | seeded
        # Accepted only if the request it leads to is: the Drill asks its question with these settings.
        settings = settings_from({"seed": seed or 0, **wanted})
        assert (settings.kind, list(settings.rows)) == (kind, applies)


@pytest.mark.parametrize("page", ["home", *QUIZZES])
def test_the_link_after_each_set_of_missed_questions_is_read_back_as_the_drill_it_names(page: str) -> None:
    shoe = first_shoe() if page == "home" else quiz(page)
    drills = [dict(t) for t in dict.fromkeys(tuple(q.drill.items()) for _, asked in shoe for q in asked)]
    for missed in _subsets(list(range(len(drills)))):
        query = missed_query(drills[n] for n in missed)
        wanted, refused = read_link(list(query.items()))
        kinds = {drills[n]["kind"] for n in missed}
        rows = sorted({int(drills[n]["rows"]) for n in missed if "rows" in drills[n]})
        assert refused is None
        assert wanted == ({} if len(kinds) != 1 else {"kind": kinds.pop()} | ({"rows": rows} if rows else {}))


@pytest.mark.parametrize("rule", QUIZ_DRILLS)
def test_each_rules_page_s_more_questions_link_is_read_back_as_its_kind(rule: str) -> None:
    wanted, refused = read_link(parse_qsl(QUIZ_DRILLS[rule], strict_parsing=True))
    assert refused is None and set(wanted) == {"kind"}


# ---------------------------------------------------------------- sessions of 10, and answers queued elsewhere


def play_session(drill: dict[str, Any], progress: Any, *, upto: int = SESSION_LENGTH, wrong: int = 0) -> dict[str, Any]:
    """Answer questions as the page does (each step of a coup in turn) until ``upto`` are answered, the first
    ``wrong`` of them wrongly; the last grading is answered, with the question after it."""
    session: Any = None
    which: dict[str, Any] = {"number": 1}
    while True:
        asked = handle({"action": "drill-question", **drill, **which, "progress": progress})
        q = question(Settings(**drill), asked["number"], asked["cell"], asked["step"])
        chosen = q.answer if asked["number"] > wrong else next(a for a in q.answers if a != q.answer)
        reply = handle({"action": "drill-answer", **drill, "number": asked["number"], "cell": asked["cell"],
                        "step": asked["step"], "answer": chosen, "progress": progress, "session": session})  # fmt: skip
        assert reply["ok"], reply
        progress, session, which = reply["progress"], reply["session"], reply["next"]
        if session["asked"] == upto and asked["step"] == asked["steps"]:
            return reply


@pytest.mark.parametrize("kind", ["mix", "call", "banker"])
def test_a_session_ends_after_10_questions_on_its_finish_and_nothing_is_left_to_resume(kind: str) -> None:
    drill = {"seed": 12, "kind": kind, "rows": [], "replay": False}
    ninth = play_session(drill, None, upto=SESSION_LENGTH - 1, wrong=2)
    assert ninth["finish"] == "" and ninth["progress"]["session"]["next"] == ninth["next"]
    last = play_session(drill, None, wrong=2)
    assert last["session"]["asked"] == SESSION_LENGTH and last["session"]["right"] == SESSION_LENGTH - 2
    finish = last["finish"]
    assert "Passed: 8 of 10 right (pass mark: 80%)." in finish and 'data-action="again"' in finish
    assert "To practise next: " in finish and 'href="../rules/' in finish and "session" not in last["progress"]
    assert 'data-weakest="' in finish


def test_a_reload_resumes_the_session_under_way_with_its_score_and_an_other_link_starts_afresh() -> None:
    drill = {"seed": 31, "kind": "mix", "rows": [], "replay": False}
    reply = play_session(drill, None, upto=4, wrong=1)
    stored = json.dumps(reply["progress"])
    start = handle({"action": "drill-start", "stored": stored, "queue": None, "pairs": []})
    assert start["resume"] == {"settings": drill, "next": reply["next"]}
    assert start["session"] == reply["session"] and start["session"]["asked"] == 4
    same = handle({"action": "drill-start", "stored": stored, "pairs": [["kind", "mix"]]})
    assert same["resume"] is not None
    other = handle({"action": "drill-start", "stored": stored, "pairs": [["kind", "banker"]]})
    assert other["resume"] is None and other["session"]["asked"] == 0
    assert other["progress"]["cells"] == reply["progress"]["cells"]  # the progress itself is the reader's, always


def test_progress_saved_before_sessions_loads_with_nothing_lost() -> None:
    old = {"version": 1, "revision": 2, "cells": {"player-4": [1, 1, 1], "banker-3-8": [0, 0, 1]}}
    start = handle({"action": "drill-start", "stored": json.dumps(old), "queue": None, "pairs": []})
    assert start["progress"] == old and start["note"] == "" and start["resume"] is None


def test_answers_queued_by_the_lesson_are_folded_in_and_a_miss_comes_back_first_saying_where() -> None:
    queue = json.dumps({"version": 1, "count": 2, "answers": [["banker-3-8", False, "lesson"], ["score-2", True]]})
    start = handle({"action": "drill-start", "stored": None, "queue": queue, "pairs": []})
    assert start["queue_note"] == "" and not start["queue_unread"]
    assert start["progress"]["cells"] == {"banker-3-8": [0, 0, 1], "score-2": [1, 1, 1]}
    drill = {"seed": 77, "kind": "mix", "rows": [], "replay": False}
    asked = handle({"action": "drill-question", **drill, "number": 1, "progress": start["progress"]})
    assert asked["cell"] == "banker-3-8" and asked["again"] == "lesson"
    assert (
        "In the lesson you missed Banker 3 when the Player&#x27;s third card is 8: here it is again." in asked["html"]
    )
    shared = handle({"action": "drill-question", **drill, "replay": True, "number": 1, "progress": start["progress"]})
    assert shared["again"] == ""


@pytest.mark.parametrize(
    ("queue", "said"),
    [
        ("{oops", "could not be read"),
        ("[" * 5_000 + "]" * 5_000, "nests more than 20 levels deep"),
        ("x" * 100_001, "characters long"),
        (json.dumps({"version": 1, "count": 1, "answers": [["banker-3-8", "\u0000"]]}), "neither right nor wrong"),
        (json.dumps({"version": 1, "count": 1, "answers": [["\u0663", True]]}), "names no cell of the Drill"),
        (json.dumps({"version": 1, "count": 1, "answers": [[1, True]]}), "names no cell"),
    ],
)
def test_a_hostile_queue_is_named_and_the_drill_opens(queue: str, said: str) -> None:
    start = handle({"action": "drill-start", "stored": None, "queue": queue, "pairs": []})
    assert start["ok"] and said in start["queue_note"] and start["progress"] == {"version": 1, "cells": {}}
    for hostile in (5, ["x"], {"a": 1}, True):
        assert handle({"action": "drill-start", "stored": None, "queue": hostile, "pairs": []})["queue_note"] == ""


@pytest.mark.parametrize("cells", ["x" * 100_000, {"banana": [1, 1]}, {"score-1": [2, 1]}, [["score-1", 1]], 5])
def test_an_answer_with_a_hostile_session_s_cells_is_graded_and_they_start_again(cells: object) -> None:
    drill = {"seed": 5, "kind": "score", "rows": [], "replay": False}
    asked = handle({"action": "drill-question", **drill, "number": 1})
    reply = handle({"action": "drill-answer", **drill, "number": 1, "cell": asked["cell"], "answer": "0",
                    "session": {"asked": 1, "cells": cells}})  # fmt: skip
    assert reply["ok"] and reply["session"]["asked"] == 2 and reply["session"]["cells"] == {asked["cell"]: [
        int(reply["correct"]), 1]}  # fmt: skip


def test_a_miss_in_the_last_coup_counts_at_once_and_the_session_ends_at_its_last_step() -> None:
    drill = {"seed": 5, "kind": "call", "rows": [], "replay": True}
    session: dict[str, Any] = {"asked": 9, "right": 5, "streak": 1, "best": 3}  # questions 1 to 9 answered
    which: dict[str, Any] = {"number": 10}
    for _ in range(3):
        asked = handle({"action": "drill-question", **drill, **which, "progress": None})
        q = question(Settings(seed=5, kind="call", replay=True), 10, "call", asked["step"])
        wrong = asked["step"] == 1
        chosen = next(a for a in q.answers if a != q.answer) if wrong else q.answer
        reply = handle({"action": "drill-answer", **drill, **which, "cell": "call", "step": asked["step"],
                        "answer": chosen, "progress": None, "session": session})  # fmt: skip
        session, which = reply["session"], reply["next"]
        # Missed at step 1: the score says so at once, with the verdict, and stays so to the coup's end.
        assert (session["asked"], session["right"], session["streak"], session["best"]) == (10, 5, 0, 3)
        if asked["step"] < asked["steps"]:
            assert reply["finish"] == ""  # the coup goes on, and a reload carries on with it
            kept = check_progress(reply["progress"])[0]["session"]
            assert kept["next"] == {"number": 10, "cell": "call", "step": asked["step"] + 1}
            assert kept["missed"] == 1
            continue
        assert (
            "Not passed yet: 5 of 10 right (pass mark: 80%)." in reply["finish"] and "session" not in reply["progress"]
        )
        break
    else:
        raise AssertionError("the coup never ended")


@pytest.mark.parametrize(("missed", "counted"), [(0, (4, 3, 3)), (1, (4, 2, 0))])
def test_a_session_saved_by_an_earlier_version_counts_its_coup_once(missed: int, counted: tuple[int, ...]) -> None:
    # Earlier versions counted a coup's right steps at its last, and a missed step at its last too: their saved
    # session (asked 3 before question 4's step 2, a step missed or not) gets the coup counted at its next step, once.
    drill = {"seed": 5, "kind": "call", "rows": [], "replay": True}
    q = question(Settings(seed=5, kind="call", replay=True), 4, "call", 2)
    saved = {"asked": 3, "right": 2, "streak": 2, "best": 2, "missed": missed}
    reply = handle({"action": "drill-answer", **drill, "number": 4, "cell": "call", "step": 2, "answer": q.answer,
                    "progress": None, "session": saved})  # fmt: skip
    assert (reply["session"]["asked"], reply["session"]["right"], reply["session"]["streak"]) == counted
