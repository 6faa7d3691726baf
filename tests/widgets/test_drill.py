"""The Drill's actions, through the facade."""

from __future__ import annotations

from itertools import chain, combinations
from urllib.parse import parse_qsl

import pytest

from baccarat.drill import (
    KINDS,
    ROWS,
    Settings,
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
    assert reply["correct"] and reply["session"] == {"asked": 3, "right": 2, "streak": 2, "best": 2, "missed": 0}
    assert reply["progress"]["cells"] == {asked["cell"]: [1, 1, 1]} and reply["next"] == {"number": 2}
    bad = handle({"action": "drill-answer", **settings, "number": 1, "cell": asked["cell"], "answer": "<b>"})
    assert bad["error"] == "answer must be one of draw, stand, not '<b>'"
    assert handle({"action": "drill-question", **settings, "seed": -1})["error"].startswith("seed must be")
    assert handle({"action": "drill-question", **settings, "cell": "banker-9-9"})["error"].startswith(
        "unknown drill cell"
    )


@pytest.mark.parametrize("missed_step", [None, 1, 2, 3])
def test_a_coup_called_step_by_step_counts_once_in_the_score_as_it_is_numbered(missed_step: int | None) -> None:
    # The score counts questions as "Question n" and "Coup n" number them: a coup is one, right if every step was.
    drill = {"seed": 5, "kind": "call", "rows": [], "replay": True}
    session = {"asked": 3, "right": 2, "streak": 2, "best": 2}  # questions 1 to 3 answered
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
        if step < steps:
            assert session["asked"] == 3 and session["right"] == 2  # the coup is not over
    right = missed_step is None
    assert which == {"number": 5}
    assert session == {"asked": 4, "right": 2 + right, "streak": 3 if right else 0, "best": 3 if right else 2,
                       "missed": 0}  # fmt: skip


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
