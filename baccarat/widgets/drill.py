"""The Drill's actions: open it (stored progress and a link checked), ask a question, grade an answer."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from typing import Annotated, Any, Literal, NotRequired, TypedDict

from ..drill import (
    KINDS,
    ROW_RANGE,
    ROWS,
    SESSION_LENGTH,
    Settings,
    again_note,
    answer_labels,
    check_progress,
    choose_cell,
    comeback_reason,
    fold_queue,
    grade,
    lean_note,
    link_query,
    load_progress,
    owes_call,
    question,
    record,
    row_range,
    session_cells,
    session_summary,
)
from ..errors import BaccaratError, quote
from ..i18n import DEFAULT, read_lang, words
from ..params import MAX_SEED, link_pairs, seed_number, shown, whole_number
from ..render.drill import (
    OPENING_DRILL,
    answer_words,
    drawn_html,
    feedback_html,
    finish_html,
    mastery_html,
    question_html,
)
from .action import Action, Answer, Widget, refusal
from .browser_words import Words, mark, ngettext
from .contract import JSON, Asked, Default, LinkPairs, Range, Refusal, Samples, Seed, Text, samples

__all__ = [
    "LINK_NAMES",
    "WIDGET",
    "AnswerRequest",
    "QuestionRequest",
    "first_requests",
    "link_parameters",
    "parse_link",
    "read_link",
    "settings_from",
]


#: The parameters a drill link may carry (each described in the reader's language by :func:`link_parameters`).
LINK_NAMES = ("seed", "kind", "rows")


@cache
def link_parameters(*, lang: str = "en") -> dict[str, str]:
    """Query parameters a drill link may carry, and what each means (in ``lang``): in words from
    :mod:`baccarat.drill`.

    Raises :class:`BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    described = {
        "seed": w("the drill's seed, a whole number: the same seed asks the same questions"),
        "kind": w("what to drill: {kinds}", kinds=", ".join(KINDS)),
        "rows": w("Banker rows to drill, {rows}, comma-separated (e.g. 4,5,6)", rows=w.say(row_range())),
    }
    return {name: described[name] for name in LINK_NAMES}


_MAX_NUMBER = 100_000
_MAX_PARAMETER = 100
_MAX_STEPS = 3  # the steps of the longest question (the call: Player, then Banker, then the winner)
_MAX_COUNT = 10**9  # answers in one session: more than anyone gives


class Progress(TypedDict):
    """A reader's progress: each cell's ``[box, right, seen]``, the missed cells due again (``{cell: [at, where]}``)
    and the session under way (its drill, what comes next, its counts and cells), all read and checked behind the
    door (:func:`baccarat.drill.check_progress`)."""

    version: int
    revision: NotRequired[int]
    cells: dict[str, list[int]]
    due: NotRequired[JSON]
    session: NotRequired[JSON]


class Counts(TypedDict, total=False):
    """A session's questions answered so far, the right ones, the streak and the best streak, and, while a coup is
    called step by step, whether a step of it was missed and whether its steps so far set the best streak."""

    asked: Annotated[int | str, Range(0, _MAX_COUNT)]
    right: Annotated[int | str, Range(0, _MAX_COUNT)]
    streak: Annotated[int | str, Range(0, _MAX_COUNT)]
    best: Annotated[int | str, Range(0, _MAX_COUNT)]
    missed: Annotated[int | str, Range(0, 1)]
    raised: Annotated[int | str, Range(0, 1)]
    cells: JSON


class Session(TypedDict):
    """A session's counts, as the Drill answers them: by question, as the questions are numbered, so the score's
    ``asked`` is the number of the question last answered. A coup called step by step is one question, counted at
    its first step: right while every step so far is, missed from its first missed step on. While it is under way
    ``missed`` is 1 once a step was missed, and ``raised`` is 1 while its right steps set the best streak (taken
    back if a later step is missed)."""

    asked: int
    right: int
    streak: int
    best: int
    missed: int
    raised: int
    cells: dict[str, list[int]]


class StartRequest(Asked, total=False):
    """The stored progress (JSON text, as the browser stored it), the answers queued by the lesson and the quizzes
    (JSON text, review.js's queue) and the page's link."""

    stored: JSON
    queue: JSON
    pairs: LinkPairs


class DrillLink(TypedDict, total=False):
    """What a drill link asks for (a bad part is left out, and named in ``link_refusal``)."""

    seed: int
    kind: str
    rows: list[int]


class Resumed(TypedDict):
    """The drill of a session under way, and what it asks next."""

    settings: DrillSettings
    next: Following


class DrillSettings(TypedDict):
    """A drill: its seed, kind, rows and whether it replays a link."""

    seed: int
    kind: str
    rows: list[int]
    replay: bool


class StartAnswer(TypedDict):
    """The Drill opened: progress checked (``note`` says what was set aside) with the queued answers folded in
    (``queue_note`` names those it could not use; ``queue_unread``: none could be read), the link read, and the
    session under way to ``resume`` (None: a fresh session, ``session``). ``opening`` is the seed of a new reader's
    first session (nothing stored, no link's seed): the build's, whose first question ships with the page; None
    when the reader's session takes a seed of its own."""

    ok: Literal[True]
    progress: Progress
    note: str
    queue_note: str
    queue_unread: bool
    link: DrillLink
    link_refusal: Refusal | None
    chart: str
    session: Session
    resume: Resumed | None
    opening: int | None


class _Drill(Asked):
    """The drill named by ``seed``, ``kind``, ``rows`` and ``replay``, a question's ``cell`` and ``step``, and the
    reader's ``progress``."""

    seed: Seed
    kind: NotRequired[str]
    rows: NotRequired[list[int] | None]
    replay: NotRequired[bool | None]
    progress: NotRequired[Progress | None]
    cell: NotRequired[Text]
    step: NotRequired[Annotated[int | str, Range(1, _MAX_STEPS), Default(1)]]


class QuestionRequest(_Drill):
    """Question ``number`` of a drill: about ``cell`` at ``step`` when given, else a cell chosen by ``progress``."""

    number: NotRequired[Annotated[int | str, Range(1, _MAX_NUMBER), Default(1)]]


class DrillQuery(TypedDict):
    """A drill link's query: the drill's seed, kind and rows (comma-separated, when it has any), as text."""

    seed: str
    kind: str
    rows: NotRequired[str]


class QuestionAnswer(TypedDict):
    """The question drawn, where it is (its number, cell, kind and step of its steps), the link that asks the
    same questions again, and the reader's ``progress``: at a session's first question, with that session under
    way from it (saved as a new round starts, so that a reload before its first answer comes back to it)."""

    ok: Literal[True]
    html: str
    number: int
    cell: str
    kind: str
    step: int
    steps: int
    link: DrillQuery
    again: str
    progress: Progress


class AnswerRequest(_Drill):
    """A reader's ``answer`` to a question, with the session so far."""

    number: Annotated[int | str, Range(1, _MAX_NUMBER)]
    answer: Text
    session: NotRequired[Counts | None]


class Following(TypedDict):
    """What comes next: the next question, or the next step of this one."""

    number: int
    cell: NotRequired[str]
    step: NotRequired[int]


class GradedAnswer(TypedDict):
    """The answer graded: feedback, the right answer, the felt with the card the decision draws (``drawn``: empty
    when it draws none), progress and session after it, and what comes next; at the session's last answer, its
    ``finish`` screen (otherwise empty)."""

    ok: Literal[True]
    html: str
    drawn: str
    correct: bool
    right: str
    progress: Progress
    session: Session
    next: Following
    chart: str
    finish: str


def parse_link(pairs: Iterable[tuple[str, str]] | object, *, lang: str = "en") -> tuple[dict[str, Any], str]:
    """A drill link's settings (``seed``, ``kind``, ``rows``) and, if any was bad, a message naming it (in ``lang``).

    A bad parameter is left out and the drill goes on with its default. The parameters' names and values are the
    link's own, in every language.

        >>> parse_link([("seed", "5"), ("kind", "banker"), ("rows", "4,5,6")])
        ({'seed': 5, 'kind': 'banker', 'rows': [4, 5, 6]}, '')
        >>> parse_link([("kind", "banana")])[1]
        "kind must be one of mix, player, banker, score, call, not 'banana'"

    Raises :class:`BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    wanted, refused_link = read_link(pairs, lang=lang)
    return wanted, refused_link["error"] if refused_link else ""


def read_link(pairs: Iterable[tuple[str, str]] | object, *, lang: str = "en") -> tuple[dict[str, Any], Answer | None]:
    """A drill link's settings, as :func:`parse_link` reads them, and its refusal (:class:`.contract.Refusal`, the
    shape of every widget's refused link, naming the first parameter at fault), or None when every part is good.

        >>> read_link([("seed", "5"), ("kind", "banana")])[1]["field"]
        'kind'

    Raises :class:`BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    known = link_parameters(lang=lang)
    wanted: dict[str, Any] = {}
    problems: list[tuple[str | None, str]] = []
    seen: set[str] = set()
    try:
        given = link_pairs(pairs)
    except BaccaratError as error:
        # English in the shared words of every widget's links; another language in its own.
        return wanted, refusal(str(error) if w.lang == DEFAULT else w("this link's parameters cannot be read"))
    for name, value in given:
        if name not in known:
            problems.append((name, w("unknown link parameter {name}: use seed, kind or rows", name=quote(name))))
            continue
        if name in seen:
            problems.append((name, w("the link gives {name} twice: give it once", name=name)))
            continue
        seen.add(name)
        if len(value) > _MAX_PARAMETER:
            length = format(len(value), ",")
            problems.append((name, w("{name} is {length} characters long: {meaning}", name=name, length=length,
                              meaning=known[name])))  # fmt: skip
        elif name == "seed":
            try:
                wanted["seed"] = seed_number(value)
            except BaccaratError as error:
                # English in the shared words of every seed; another language in its own.
                problems.append((name, str(error) if w.lang == DEFAULT else w(
                    "seed must be a whole number from 0 to {most}, not {given}", most=MAX_SEED, given=quote(value)
                )))  # fmt: skip
        elif name == "kind":
            if value in KINDS:
                wanted["kind"] = value
            else:
                problems.append((name, w("kind must be one of {kinds}, not {given}", kinds=", ".join(KINDS),
                                  given=quote(value))))  # fmt: skip
        else:
            try:
                rows = {whole_number("rows", row, min(ROWS), max(ROWS)) for row in value.split(",")}
                wanted["rows"] = sorted(rows)
            except BaccaratError:
                problems.append((name, w("rows must be {rows}, comma-separated (e.g. 4,5,6), not {given}",
                                  rows=w.say(row_range()), given=quote(value))))  # fmt: skip
    if wanted.get("rows") and wanted.get("kind", "banker") not in ("banker", "mix"):
        problems.append(("rows", w("rows only apply to Banker questions: use kind=banker or kind=mix, not kind={kind}",
                          kind=wanted["kind"])))  # fmt: skip
        del wanted["rows"]
    if not problems:
        return wanted, None
    # Translators: between two problems of one link.
    said = w.pgettext("between a link's problems", "; ").join(problem for _, problem in problems)
    return wanted, refusal(said, problems[0][0])


def settings_from(request: Mapping[str, Any]) -> Settings:
    """The drill a widget request names: ``seed``, ``kind``, ``rows`` and ``replay``."""
    kind, rows = request.get("kind", "mix"), request.get("rows") or []
    if not isinstance(kind, str) or kind not in KINDS:
        raise BaccaratError(f"kind must be one of {', '.join(KINDS)}, not {shown(kind)}", field="kind")
    if not isinstance(rows, list) or not all(isinstance(r, int) and not isinstance(r, bool) and r in ROWS
                                             for r in rows):  # fmt: skip
        raise BaccaratError(f"rows must be {ROW_RANGE}", field="rows")
    chosen = tuple(sorted(set(rows))) if kind in ("banker", "mix") else ()
    return Settings(seed_number(request.get("seed")), kind, chosen, bool(request.get("replay")))


#: A session before its first answer: the page's script starts each session from this.
_FRESH_SESSION: dict[str, Any] = {"asked": 0, "right": 0, "streak": 0, "best": 0, "missed": 0, "raised": 0, "cells": {}}
_DRILL_KEYS = ("seed", "kind", "rows", "replay")


def _start(request: Mapping[str, Any]) -> Answer:
    """Open the Drill: the reader's stored progress checked, the answers the lesson and the quizzes queued
    folded in, the drill a link asks for (bad parts named), and the session under way, if the link asks for no
    other drill, or a fresh one, in the request's language."""
    lang = read_lang(request)
    stored, queue = request.get("stored"), request.get("queue")
    progress, note = load_progress(stored if isinstance(stored, str) else None)
    queue_text = queue if isinstance(queue, str) else None
    progress, queue_note, queue_unread = fold_queue(progress, queue_text)
    wanted, problem = read_link(request.get("pairs"), lang=lang)
    under_way = progress.get("session")
    resume = None
    session = {**_FRESH_SESSION, "cells": {}}
    if under_way and all(under_way[key] == value for key, value in wanted.items()):
        resume = {"settings": {key: under_way[key] for key in _DRILL_KEYS}, "next": under_way["next"]}
        session = {key: under_way[key] for key in _FRESH_SESSION}
    # A new reader's first session: the build's seed, so that its first question is the one the page shipped.
    opening = OPENING_DRILL.seed if not stored and resume is None and "seed" not in wanted else None
    w = words(lang)
    return {"ok": True, "progress": progress, "note": w.say(note), "queue_note": w.say(queue_note),
            "queue_unread": queue_unread,
            "link": wanted, "link_refusal": problem, "chart": mastery_html(progress, lang=lang),
            "session": session, "resume": resume, "opening": opening}  # fmt: skip


def _question(request: Mapping[str, Any]) -> Answer:
    """Question ``number`` of a drill: about ``cell`` at ``step`` when given, else a cell chosen by progress."""
    lang = read_lang(request)
    settings = settings_from(request)
    number = request["number"]
    progress, _ = check_progress(request.get("progress"))
    cell = request["cell"] or choose_cell(settings, number, progress)
    q = question(settings, number, cell, request["step"])
    # A miss brought back says where it was missed (on an odd question; never on a shared link, which ignores
    # progress).
    where = comeback_reason(settings, number, progress, q.cell) or ""
    note = words(lang).say(again_note(where, q.cell)) if where and q.steps == 1 else ""
    lean = ""
    if number == 1 and q.step == 1:  # a session's first question: the session under way from here
        lean = words(lang).say(lean_note(settings, progress))  # what it brings back, said before it starts
        drill = {"seed": settings.seed, "kind": settings.kind, "rows": list(settings.rows), "replay": settings.replay}
        progress = {**progress, "session": {**drill, "next": {"number": 1}, **_FRESH_SESSION, "cells": {}}}
    return {"ok": True, "html": question_html(q, again=note, lean=lean, lang=lang), "number": number,
            "cell": q.cell if q.steps == 1 else "call", "kind": q.kind, "step": q.step, "steps": q.steps,
            "link": _link(settings), "again": where if note else "", "progress": progress}  # fmt: skip


def _link(settings: Settings) -> dict[str, str]:
    """The query of a link to the drill of ``settings``: its seed, kind and rows (if it has any)."""
    return link_query(settings.kind, settings.rows, seed=settings.seed)


def _answer(request: Mapping[str, Any]) -> Answer:
    """Grade an answer (a key, or what a reader typed for it: :func:`baccarat.drill.read_answer`): feedback,
    progress and session after it, and what comes next."""
    lang = read_lang(request)
    settings = settings_from(request)
    number, step = request["number"], request["step"]
    q = question(settings, number, request["cell"], step)
    feedback = grade(q, request["answer"], labels=answer_words(q.kind, lang=lang))
    progress, _ = check_progress(request.get("progress"))
    progress = record(progress, q.cell, feedback.correct)
    before = request.get("session")
    counts: Mapping[str, Any] = before if isinstance(before, dict) else {}
    asked, right, streak, best = (
        whole_number(k, counts.get(k, 0), 0, _MAX_COUNT) for k in ("asked", "right", "streak", "best")
    )
    cells = session_cells(counts.get("cells")) or {}  # unsound: left out (they only word the finish)
    got, seen = cells.get(q.cell, [0, 0])
    cells[q.cell] = [got + feedback.correct, seen + 1]
    # A question counts once, as it is numbered, from its first answer: a coup called step by step counts at its
    # first step, right while every step so far is (the score moves with each right step's verdict), and turns to
    # missed at its first missed step; so the score, the bar and "Question n" agree at every moment.
    earlier = step > 1 and whole_number("missed", counts.get("missed", 0), 0, 1) == 1  # an earlier step missed
    raised = step > 1 and whole_number("raised", counts.get("raised", 0), 0, 1) == 1  # its right so far set the best
    counted = step > 1 and asked >= number  # at an earlier step (a session saved by an earlier version: counted now)
    missed = earlier or not feedback.correct
    if not counted:
        asked, raised = asked + 1, False
        if missed:
            streak = 0
        else:
            right, streak = right + 1, streak + 1
            raised, best = streak > best, max(best, streak)
    elif missed and not earlier:  # right so far, missed now: the question turns to missed, and its streak goes
        right, streak, best, raised = max(right - 1, 0), 0, best - raised, False
    session: dict[str, Any] = {"asked": asked, "right": right, "streak": streak, "best": best}
    if step < q.steps:
        session.update(missed=int(missed), raised=int(raised))
        following: dict[str, Any] = {"number": number, "cell": "call", "step": step + 1}
    else:  # the next question: the coup to call, when this one (a miss brought back) took its turn in a mix
        session.update(missed=0, raised=0)
        following = {"number": number + 1, **({"cell": "call"} if owes_call(settings, number, request["cell"]) else {})}
    session["cells"] = cells
    finish = ""
    progress.pop("session", None)
    if step == q.steps and asked >= SESSION_LENGTH:  # the session's last answer: its finish, nothing to resume
        finish = finish_html(session, session_summary(progress, cells), lang=lang)
    else:  # kept with the progress, so that a reload carries on where the reader was
        drill = {"seed": settings.seed, "kind": settings.kind, "rows": list(settings.rows), "replay": settings.replay}
        progress["session"] = {**drill, "next": following, **session}
    return {"ok": True, "html": feedback_html(q, feedback, lang=lang), "drawn": drawn_html(q, lang=lang),
            "correct": feedback.correct, "right": q.answer,
            "progress": progress, "session": session, "next": following,
            "chart": mastery_html(progress, lang=lang), "finish": finish}  # fmt: skip


def first_requests(root: Mapping[str, str | None]) -> list[dict[str, Any]]:
    """A new reader's opening of the Drill (nothing stored, no link), as the page's script asks it: its progress
    and chart, the first question of the opening drill (the build's seed: :data:`OPENING_DRILL`), which the page
    shows from its first paint, and the grading of each answer to it, all shipped with the page, so that the
    reader can answer before Python has started. A returning reader's saved session replaces it.

        >>> [request["action"] for request in first_requests({})][:2]
        ['drill-start', 'drill-question']

    Raises nothing.
    """
    start: dict[str, Any] = {"action": "drill-start", "stored": None, "queue": None, "pairs": []}
    opened = _start(start)
    drill = {"seed": opened["opening"], "kind": OPENING_DRILL.kind, "rows": [], "replay": False}
    first = {"action": "drill-question", **drill, "number": 1, "progress": opened["progress"]}
    asked = _question({**first, "cell": None, "step": 1})
    asked_q = {"number": 1, "cell": asked["cell"], "step": asked["step"]}
    answers = [
        {"action": "drill-answer", **drill, **asked_q, "answer": key, "progress": asked["progress"],
         "session": opened["session"]}
        for key in answer_labels(asked["kind"])
    ]  # fmt: skip
    return [start, first, *answers]


#: An answer to the Drill's first question on Banker row 4 (an example, and a refusal with another answer).
_ANSWERED: dict[str, Any] = {
    "action": "drill-answer",
    "seed": 5,
    "kind": "banker",
    "rows": [4],
    "replay": False,
    "number": 1,
    "cell": "banker-4-7",
    "answer": "stand",
    "progress": None,
    "session": {},
}

#: Every refusal a reader can reach here, by a name that says what is wrong: the tests keep its English answer
#: (``tests/golden/refusals_en.json``) and word it in every language.
REFUSALS: dict[str, dict[str, Any]] = {"drill-answer": {**_ANSWERED, "answer": "maybe"}}


def _opens(link: Mapping[str, Any]) -> list[dict[str, Any]]:
    """What a new reader's page asks of a link it has read (:func:`_start`'s answer): the first question of the
    link's drill, on the page's own seed if the link names none."""
    wanted = link["link"]
    drill = {"seed": wanted.get("seed", OPENING_DRILL.seed), "kind": wanted.get("kind", "mix"),
             "rows": wanted.get("rows", []), "replay": "seed" in wanted}  # fmt: skip
    return [{"action": "drill-question", **drill, "number": 1, "progress": None}]


WIDGET = Widget(
    "drill",
    (
        Action("drill-start", StartRequest, StartAnswer, _start),
        Action("drill-question", QuestionRequest, QuestionAnswer, _question),
        Action("drill-answer", AnswerRequest, GradedAnswer, _answer),
    ),
    (
        {
            "action": "drill-start",
            "stored": '{"version": 1, "cells": {"player-4": [1, 1, 1]}}',
            "pairs": [["seed", "5"], ["kind", "call"]],
        },
        {"action": "drill-start", "stored": "{oops", "pairs": [["kind", "banana"]]},
        {
            "action": "drill-question",
            "seed": 5,
            "kind": "mix",
            "rows": [],
            "replay": False,
            "number": 1,
            "progress": None,
        },
        {
            "action": "drill-question",
            "seed": 5,
            "kind": "call",
            "rows": [],
            "replay": True,
            "number": 2,
            "cell": "call",
            "step": 2,
        },
        _ANSWERED,
    ),
    first_requests=first_requests,
    link_parameters=LINK_NAMES,
    page="drill/",
    refusals=REFUSALS,
    opens=_opens,
    link_values={
        "seed": samples(Seed),
        "kind": Samples(tuple(KINDS), ("banana", "", "MIX")),
        "rows": Samples(("4,5,6", "6", "3,3"), ("4,٣", "0", "")),
    },
)


#: The words drill.js and drill_view.js say (the Drill, and what its answers show), by key: see :mod:`.browser_words`.
BROWSER_WORDS: Words = {
    "drill.getting-ready": mark("Getting the Drill ready"),
    # Translators: the button after an answer: the same coup's next step, or the next question (a new coup).
    "drill_view.next-step": mark("Next step"),
    "drill_view.next-question": mark("Next question"),
    # Translators: in the answers' place when Next question is pressed before the Drill has started (a slow phone).
    "drill_view.next-waiting": mark("The next question comes once the Drill has started…"),
    # Translators: how to answer, shown until the reader's first answer (a learner's words, not a system's).
    "drill.ready-keys": mark("Answer with a button or the key on it; Enter asks the next question."),
    "drill.ready-touch": mark("Tap an answer, then Next question."),
    # Translators: {note} says why the stored progress could not be read; {key} is where its copy is kept.
    "drill.set-aside": mark("{note} The old copy is kept in this browser as {key}."),
    "drill.conflict": mark(
        "Your Drill progress was changed in another tab or window, so this tab saved nothing since. "
        "Nothing has been lost."
    ),
    "drill.take-latest": mark("Carry on with the latest progress"),
    "drill.latest-loaded": mark("The latest progress is loaded."),
    # Translators: the session's progress bar, read out: {questions} is the session's length (10).
    "drill_view.session-progress": mark("{done} of {questions} questions answered"),
    # Translators: the score so far, as a lesson's finish says it (the same message): {total} answered, {right} right.
    "drill_view.score": ngettext(
        "{total} question, {right} right.", "{total} questions, {right} right.", count="total"
    ),
    # Translators: after the score: right answers in a row now, and the most in a row this session.
    "drill_view.streak": mark("Streak: {streak} (best {best})."),
    # Translators: read out after an answer: the verdict's sentence, then the score's.
    "drill_view.said": mark("{verdict} {score}"),
    "drill.cleared": mark("Progress cleared: a new session starts."),
    "drill.reset-confirm": mark("Clear all your progress? Tap again to clear it"),
    "drill.link-partial": mark("This link could not be used in full: {error}. The drill goes on without it."),
}
