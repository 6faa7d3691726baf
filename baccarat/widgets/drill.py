"""The Drill's actions: open it (stored progress and a link checked), ask a question, grade an answer."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..params import text, whole_number
from .action import Action, Answer

__all__ = ["ACTIONS"]

_SETTINGS = ("seed", "kind", "rows", "replay")
_MAX_NUMBER = 100_000


def _start(request: Mapping[str, Any]) -> Answer:
    """Open the Drill: the reader's stored progress checked, and the drill a link asks for (bad parts named)."""
    from ..drill import load_progress, parse_drill_link
    from ..render.drill import mastery_html

    stored = request.get("stored")
    progress, note = load_progress(stored if isinstance(stored, str) else None)
    wanted, problem = parse_drill_link(request.get("pairs"))
    return {"ok": True, "progress": progress, "note": note, "link": wanted, "link_error": problem,
            "chart": mastery_html(progress)}  # fmt: skip


def _question(request: Mapping[str, Any]) -> Answer:
    """Question ``number`` of a drill: about ``cell`` at ``step`` when given, else a cell chosen by progress."""
    from ..drill import check_progress, choose_cell, question, settings_from
    from ..render.drill import question_html

    settings = settings_from(request)
    number = whole_number("number", request.get("number", 1), 1, _MAX_NUMBER)
    progress, _ = check_progress(request.get("progress"))
    cell = text(request, "cell") or choose_cell(settings, number, progress)
    q = question(settings, number, cell, whole_number("step", request.get("step", 1), 1, 3))
    return {"ok": True, "html": question_html(q), "number": number, "cell": q.cell if q.steps == 1 else "call",
            "kind": q.kind, "step": q.step, "steps": q.steps}  # fmt: skip


def _answer(request: Mapping[str, Any]) -> Answer:
    """Grade an answer: feedback, progress and session after it, and what comes next."""
    from ..drill import check_progress, grade, question, record, settings_from
    from ..render.drill import feedback_html, mastery_html

    settings = settings_from(request)
    number = whole_number("number", request.get("number"), 1, _MAX_NUMBER)
    step = whole_number("step", request.get("step", 1), 1, 3)
    q = question(settings, number, text(request, "cell"), step)
    feedback = grade(q, text(request, "answer"))
    progress, _ = check_progress(request.get("progress"))
    progress = record(progress, q.cell, feedback.correct)
    before = request.get("session")
    counts: Mapping[str, Any] = before if isinstance(before, dict) else {}
    asked, right, streak, best = (
        whole_number(k, counts.get(k, 0), 0, 10**9) for k in ("asked", "right", "streak", "best")
    )
    streak = streak + 1 if feedback.correct else 0
    session = {"asked": asked + 1, "right": right + feedback.correct, "streak": streak, "best": max(best, streak)}
    following = {"number": number, "cell": "call", "step": step + 1} if step < q.steps else {"number": number + 1}
    return {"ok": True, "html": feedback_html(q, feedback), "correct": feedback.correct, "progress": progress,
            "session": session, "next": following, "chart": mastery_html(progress)}  # fmt: skip


ACTIONS = (
    Action("drill-start", ("stored", "pairs"), _start),
    Action("drill-question", (*_SETTINGS, "number", "progress", "cell", "step"), _question),
    Action("drill-answer", (*_SETTINGS, "number", "step", "cell", "answer", "progress", "session"), _answer),
)
