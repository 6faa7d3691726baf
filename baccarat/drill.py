"""The Drill: practice questions on the drawing rules, graded by the rules themselves.

A drill is a seed, a kind and (for Banker questions) a choice of Banker rows.
Question ``number`` of a drill asks about one *cell*: a Player two-card total
(``player-4``), a Banker chart cell (``banker-4-7``, ``banker-5-stood``), a hand's
score (``score-6``) or a whole coup called step by step (``call``). Which cell
comes up is drawn with a weighting: missed cells come back sooner than mastered
ones. A link with a seed replays the same questions anywhere, so it ignores the
reader's progress and weighs every cell alike.

The cards of a question are chosen at random (seeded) to fit its cell, so every
cell, even the rarest, comes up as often as the weighting asks; a called coup is
really dealt from a seeded 8-deck shoe.

Everything here is pure: the same seed, number and cell give the same question
on CPython and in the browser's Python.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .cards import RANK_POINTS, RANKS, SUITS, Card, points_added
from .coup import Coup, Hand, Side, explain, play
from .errors import BaccaratError, Listed, Sayable, Saying, Worded, mark, quote, said
from .params import read_json
from .rules import BANKER_DRAWS_ON, CARD_VALUES, PLAYER_DRAWS_ON, PLAYER_STANDS_ON, TOTALS
from .shoe import Shoe

__all__ = [
    "ANSWER_KEYS",
    "BANKER_CELLS",
    "COMEBACKS",
    "COMEBACK_QUESTIONS",
    "KINDS",
    "MASTERED",
    "MIXED",
    "NATURAL",
    "PASS_MARK",
    "PROGRESS_VERSION",
    "REVIEWED",
    "ROWS",
    "ROW_RANGE",
    "SESSION_LENGTH",
    "Question",
    "Settings",
    "again_note",
    "answer_labels",
    "cell_link",
    "cell_name",
    "check_progress",
    "choose_cell",
    "comeback_reason",
    "due_reason",
    "fold_queue",
    "grade",
    "kind_names",
    "lean_note",
    "link_query",
    "load_progress",
    "mastery",
    "missed_query",
    "owes_call",
    "passed",
    "question",
    "read_answer",
    "record",
    "row_range",
    "session_cells",
    "session_summary",
    "weight",
]


def kind_names() -> dict[str, Saying]:
    """What a reader can drill, by the key a link names it with.

        >>> str(kind_names()["call"])
        'Call a whole coup'

    Raises nothing.
    """
    return {
        "mix": said(mark("A mix of everything")),
        "player": said(mark("The Player: draw, stand or a natural?")),
        "banker": said(mark("The Banker: draw or stand?")),
        "score": said(mark("What does the hand score?")),
        "call": said(mark("Call a whole coup")),
    }


#: What a reader can drill: a mix, one kind of question, or whole coups called like a dealer.
KINDS = {kind: str(name) for kind, name in kind_names().items()}


def answer_labels(kind: str) -> dict[str, Sayable]:
    """Every answer a question of ``kind`` accepts, by its key, as its button says it.

        >>> {key: str(label) for key, label in answer_labels("winner").items()}
        {'player': 'Player', 'banker': 'Banker', 'tie': 'Tie'}

    Raises :class:`KeyError` for another kind.
    """
    if kind == "score":
        return {str(n): str(n) for n in range(10)}
    if kind == "winner":
        # The hands' names, as the lessons and the rules pages' quizzes label who wins (the same messages).
        return {
            "player": Saying.pgettext("hand", "Player"),
            "banker": Saying.pgettext("hand", "Banker"),
            "tie": Saying.pgettext("answer", "Tie"),
        }
    draw_or_stand: dict[str, Sayable] = {
        "draw": Saying.pgettext("answer", "Draw"),
        "stand": Saying.pgettext("answer", "Stand"),
    }
    if kind == "banker":
        return draw_or_stand
    if kind == "player":
        # Whose hand each answer means, on the button itself: the prompt only asks (issue 59).
        return {
            "draw": said(mark("Player draws")),
            "stand": said(mark("Player stands")),
            "neither": said(mark("Natural: neither draws")),
        }
    raise KeyError(kind)


#: Every answer a question of each kind accepts, and the key that gives it (English; :func:`answer_labels`).
ANSWERS: dict[str, dict[str, str]] = {
    kind: {key: str(label) for key, label in answer_labels(kind).items()}
    for kind in ("player", "banker", "score", "winner")
}
ANSWER_KEYS = {"draw": "d", "stand": "s", "neither": "n", "player": "p", "banker": "b", "tie": "t"} | {
    str(n): str(n) for n in range(10)
}
#: What else a reader may type for an answer, besides its key, its keyboard key and its button's words (in every
#: language of the guide): the short words a reader of either Chinese script types, and who wins said in full.
SAID: dict[str, tuple[str, ...]] = {
    "draw": ("補", "补", "補牌", "补牌", "要補牌", "要补牌"),
    "stand": ("停", "停牌"),
    "neither": ("例牌", "天牌", "都不補", "都不补", "都不補牌", "都不补牌", "兩家都不補牌", "两家都不补牌"),
    "player": ("Player wins", "閒", "闲", "閒家", "闲家", "閒家贏", "闲家赢", "閒贏", "闲赢"),
    "banker": ("Banker wins", "莊", "庄", "莊家", "庄家", "莊家贏", "庄家赢", "莊贏", "庄赢"),
    "tie": ("和", "和局"),
}
#: A score as typed: one digit (full-width digits are read as digits) or a Chinese numeral, then 點 (点) or not.
_SCORE_SAID = re.compile(r"([0-9〇零一二兩两三四五六七八九])\s*[點点]?")
_NUMERALS = dict(zip("〇零一二兩两三四五六七八九", "0012223456789", strict=True))
#: Full-width forms (U+FF01 to U+FF5E) read as their ASCII letters and digits, and the ideographic space as a space.
_NARROW = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)} | {0x3000: 0x20}

PLAYER_CELLS = tuple(f"player-{total}" for total in TOTALS)
_THIRDS: tuple[int | None, ...] = (None, *CARD_VALUES)
#: The Banker chart's cells, row by row: every Banker total that can draw or stand, by the Player's third card.
BANKER_CELLS = tuple(
    f"banker-{total}-{'stood' if third is None else third}" for total in sorted(BANKER_DRAWS_ON) for third in _THIRDS
)
SCORE_CELLS = tuple(f"score-{total}" for total in TOTALS)
_CELLS = {"player": PLAYER_CELLS, "banker": BANKER_CELLS, "score": SCORE_CELLS}
#: A coup that a natural (8 or 9 on two cards) ends at once, when the Player's own two cards are no natural.
NATURAL = "natural"
#: Every cell a drill asks about, by its place in the chart's order (a summary lists them so).
_ORDER = {cell: index for index, cell in enumerate((*PLAYER_CELLS, *BANKER_CELLS, *SCORE_CELLS, NATURAL, "winner"))}
_ALL_CELLS = frozenset(_ORDER)
#: The cells a miss brings back (a called coup's "who wins" is asked only within a coup).
_REVIEWABLE = _ALL_CELLS - {"winner"}

#: The Banker chart's rows, which a drill of Banker questions may choose from, and how to say them.
ROWS = sorted(BANKER_DRAWS_ON)


def row_range() -> Saying:
    """Which Banker rows a drill may choose from, in words.

        >>> str(row_range())
        'Banker totals from 0 to 7'

    Raises nothing.
    """
    return said(mark("Banker totals from {low} to {high}"), low=ROWS[0], high=ROWS[-1])


ROW_RANGE = str(row_range())
PROGRESS_VERSION = 1
_MAX_BOX = 4  # the top box: four right answers in a row (a cell is mastered from box 3)
#: Right answers in a row that master a cell.
MASTERED = 3
#: The questions of one session of the Drill, which ends on a finish screen.
SESSION_LENGTH = 10
#: The pass mark of a session, in per cent: the lessons' and the quizzes' (``PASS_MARK`` in lesson_state.js).
PASS_MARK = 80


def passed(asked: int, right: int) -> bool:
    """Whether ``right`` answers of ``asked`` reach the pass mark (:data:`PASS_MARK`), as a lesson's do.

        >>> passed(10, 8), passed(10, 7), passed(12, 10), passed(0, 0)
        (True, False, True, False)

    Raises nothing.
    """
    return asked > 0 and 100 * right >= PASS_MARK * asked


#: Where an answer was given: the Drill itself, the home page's lesson, or a rules page's quiz.
REVIEWED = ("drill", "lesson", "quiz")
#: How many times at most a session brings back the same missed cell (asked this often, it waits for the next).
COMEBACKS = 2
#: How many of a session's questions at most bring back misses: the odd ones.
COMEBACK_QUESTIONS = (SESSION_LENGTH + 1) // 2
#: How many answers after a miss in the Drill the missed cell is due again (a miss elsewhere is due at once).
_GAP = 2
_MAX_DUE = 24  # cells kept due at once (the latest misses)


@dataclass(frozen=True, slots=True)
class Settings:
    """What to drill: ``rows`` limits Banker questions to those Banker totals (empty: all)."""

    seed: int
    kind: str = "mix"
    rows: tuple[int, ...] = ()
    #: A shared link: every browser gets the same questions, whatever its progress.
    replay: bool = False


def link_query(kind: str, rows: Iterable[int] = (), *, seed: int | None = None) -> dict[str, str]:
    """The query of a link to the Drill: its ``seed`` (when given), ``kind`` and ``rows`` (comma-separated, in
    order, when it has any and they apply: to Banker questions and a mix), as text.

        >>> link_query("banker", [6, 4, 4], seed=5)
        {'seed': '5', 'kind': 'banker', 'rows': '4,6'}
        >>> link_query("call", [4])
        {'kind': 'call'}

    Raises nothing: the link is read back, and checked, by the Drill's page.
    """
    query = {} if seed is None else {"seed": str(seed)}
    query["kind"] = kind
    chosen = sorted(set(rows)) if kind in ("banker", "mix") else []
    if chosen:
        query["rows"] = ",".join(str(row) for row in chosen)
    return query


def missed_query(drills: Iterable[Mapping[str, str]]) -> dict[str, str]:
    """The query of the Drill's link after a set of questions: the one kind of the missed questions' ``drills``
    (each a kind and, for the Banker, the ``rows`` of its chart, as :class:`baccarat.lesson.Question` has them),
    with their rows; the whole Drill (no query) when they were of several kinds, or none was missed.

        >>> missed_query([{"kind": "banker", "rows": "6"}, {"kind": "banker", "rows": "3"}])
        {'kind': 'banker', 'rows': '3,6'}
        >>> missed_query([{"kind": "score"}, {"kind": "call"}])
        {}

    Raises nothing.
    """
    missed = list(drills)
    kinds = {drill["kind"] for drill in missed}
    if len(kinds) != 1:
        return {}
    return link_query(kinds.pop(), (int(drill["rows"]) for drill in missed if drill.get("rows")))


@dataclass(frozen=True, slots=True)
class Question:
    """One question, and everything needed to grade and explain it."""

    kind: str  # player | banker | score | winner
    number: int
    cell: str  # what the answer counts towards (a "call" asks player-, banker- and winner questions)
    step: int  # within a called coup, 1 to steps; otherwise 1
    steps: int
    player: tuple[Card, ...]
    banker: tuple[Card, ...]
    cards: tuple[Card, ...]  # a score question's one hand
    prompt: Sayable  # words to say (the render layer words them), as are rule and where
    answer: str
    rule: Sayable  # the rule that decides it, in the words of the coup's step
    link: str  # where the guide explains it, relative to the site's root
    where: Sayable  # that place's name, for the link
    chart_cell: tuple[int, int | None] | None = None
    #: The hands once the decision asked about is carried out, when it draws a card (the card the rule's words
    #: name, shown on the felt after the answer); None when it draws none.
    drawn: tuple[tuple[Card, ...], tuple[Card, ...]] | None = None

    @property
    def answers(self) -> dict[str, str]:
        return ANSWERS[self.kind]


# ---------------------------------------------------------------- choosing what to ask


def _rng(*parts: int) -> random.Random:
    """A generator seeded by whole numbers only (a string seed would need hashlib in the browser)."""
    seed = 0
    for part in parts:
        seed = seed * 1_000_003 + part
    return random.Random(seed)


def weight(progress: Mapping[str, Any], cell: str) -> int:
    """How strongly ``cell`` is drawn: 16 just after a miss, halving with each right answer down to 1; 4 unseen.

        >>> weight({}, "banker-4-7"), weight({"cells": {"banker-4-7": [0, 0, 1]}}, "banker-4-7")
        (4, 16)
        >>> weight({"cells": {"banker-4-7": [4, 5, 5]}}, "banker-4-7")
        1

    Raises nothing (progress is checked by :func:`load_progress`).
    """
    entry = progress.get("cells", {}).get(cell)
    if not entry:
        return 4
    return int(2 ** (_MAX_BOX - entry[0]))


def _cells(settings: Settings, kind: str) -> tuple[str, ...]:
    if kind == "banker" and settings.rows:
        return tuple(cell for cell in BANKER_CELLS if int(cell.split("-")[1]) in settings.rows)
    return _CELLS[kind]


def choose_cell(settings: Settings, number: int, progress: Mapping[str, Any]) -> str:
    """The cell question ``number`` asks about: weighted by progress, or evenly for a shared link.

        >>> choose_cell(Settings(seed=7, kind="banker", rows=(4,)), 1, {}).startswith("banker-4-")
        True

    Raises nothing.
    """
    rng = _rng(settings.seed, number)
    kind = settings.kind
    if kind == "mix":
        kind = _mixed_kind(settings.seed, number)
    # A session brings back what was missed on its odd questions only (the first at once), so at most half of it
    # comes back, and no missed cell more than twice; a mix keeps its own turn of kinds on the rest (and its coup to
    # call, the next question when a miss took its turn: owes_call), so a session leans on the misses without
    # turning into one kind.
    asked = _asked_this_session(settings, number, progress)
    if not settings.replay and number % 2 == 1:
        due = [cell for cell in _due_cells(settings, progress) if _may_come_back(asked, cell)]
        if due:
            return due[0]
    if kind == "call":
        return "call"
    # Drawn by weight, a cell just missed is likely: one the session asked twice already waits for the next (a
    # shared link draws evenly, and keeps its questions as they always were).
    every = _cells(settings, kind)
    cells = every if settings.replay else tuple(c for c in every if _may_come_back(asked, c)) or every
    weights = [1 if settings.replay else weight(progress, cell) for cell in cells]
    return rng.choices(cells, weights)[0]


def comeback_reason(settings: Settings, number: int, progress: Mapping[str, Any], cell: str) -> str | None:
    """Where the reader missed ``cell`` (one of :data:`REVIEWED`) when question ``number`` brings it back as a
    miss (what :func:`choose_cell` does on a session's odd questions, a cell at most twice), else None: a cell
    drawn by weight on another question is not said to come back, even if it is due.

        >>> progress = {"revision": 3, "due": {"banker-3-8": [3, "lesson"]}}
        >>> [comeback_reason(Settings(seed=1), n, progress, "banker-3-8") for n in (1, 2)]
        ['lesson', None]

    Raises nothing.
    """
    if settings.replay or number % 2 == 0:
        return None
    if not _may_come_back(_asked_this_session(settings, number, progress), cell):
        return None
    return due_reason(progress, cell)


#: The kinds a mix turns through: each block of four questions asks each kind once, in a seeded order.
MIXED = ("player", "banker", "score", "call")


def _mixed_kind(seed: int, number: int) -> str:
    """The kind question ``number`` of a mix asks when it brings back no miss: each block of four questions
    (1-4, 5-8, ...) asks each of :data:`MIXED` once, in an order its seed shuffles, so no kind takes more than
    three of a session's ten."""
    block, place = divmod(number - 1, len(MIXED))
    order = list(MIXED)
    _rng(seed, block, 3).shuffle(order)
    return order[place]


def owes_call(settings: Settings, number: int, cell: str) -> bool:
    """Whether question ``number + 1`` of a mix is the coup to call that question ``number`` owes: its turn was the
    coup, and a miss brought back (``cell``, a single decision) took its place. Misses come back on the odd
    questions, so a turn that fell there in both blocks of four once left a round of ten with no coup to call
    (reader hans9 #5); the coup now comes next. A shared link brings back no miss, so it owes none.

        >>> _mixed_kind(1, 1), owes_call(Settings(seed=1), 1, "banker-3-8"), owes_call(Settings(seed=1), 1, "call")
        ('call', True, False)

    Raises nothing.
    """
    return settings.kind == "mix" and cell != "call" and _mixed_kind(settings.seed, number) == "call"


def _asked_this_session(settings: Settings, number: int, progress: Mapping[str, Any]) -> Mapping[str, Any]:
    """The cells the session under way (of ``settings``, before question ``number``) has asked: ``{cell: [right,
    seen]}``; none at a session's first question, or when the session saved is another drill's."""
    session = progress.get("session") or {}
    if number == 1 or (session.get("seed"), session.get("kind")) != (settings.seed, settings.kind):
        return {}
    return session.get("cells") or {}


def _may_come_back(asked: Mapping[str, Any], cell: str) -> bool:
    """Whether the session under way (its ``asked`` cells) may still ask ``cell``: :data:`COMEBACKS` times at most."""
    return bool(asked.get(cell, (0, 0))[1] < COMEBACKS)


def _due_cells(settings: Settings, progress: Mapping[str, Any]) -> list[str]:
    """The cells a reader missed that are due again now and fit this drill, the longest due first."""
    if settings.kind == "call":
        return []
    kinds = ("player", "banker", "score") if settings.kind == "mix" else (settings.kind,)
    fits = {cell for kind in kinds for cell in _cells(settings, kind)} | ({NATURAL} if "player" in kinds else set())
    now = progress.get("revision", 0)
    due = progress.get("due", {})
    return sorted((cell for cell, (at, _) in due.items() if at <= now and cell in fits), key=lambda c: (due[c][0], c))


def due_reason(progress: Mapping[str, Any], cell: str) -> str | None:
    """Where the reader missed ``cell``, when it is due again now (one of :data:`REVIEWED`), else None.

        >>> due_reason({"revision": 3, "due": {"banker-3-8": [3, "lesson"]}}, "banker-3-8")
        'lesson'

    Raises nothing.
    """
    entry = progress.get("due", {}).get(cell)
    if entry is None or entry[0] > progress.get("revision", 0):
        return None
    return str(entry[1])


def _topic(cell: str) -> str:
    """Which part of the rules ``cell`` belongs to, as :func:`lean_note` groups the misses."""
    return NATURAL if cell == NATURAL else cell.partition("-")[0]


def _topic_names() -> dict[str, Saying]:
    return {
        "banker": said(mark("the Banker's chart")),
        "player": said(mark("the Player's rule")),
        NATURAL: said(mark("naturals")),
        "score": said(mark("scoring a hand")),
    }


def lean_note(settings: Settings, progress: Mapping[str, Any]) -> Sayable:
    """What a session brings back, said before its first question: the parts of the rules whose decisions the
    reader missed (in the lesson, a quiz or the Drill) and that are due again, with how many of each; ``""`` when
    none is, and on a shared link (which ignores progress).

        >>> progress = {"revision": 2, "due": {"banker-3-8": [1, "lesson"], "banker-6-7": [2, "quiz"],
        ...             "score-4": [1, "lesson"]}}
        >>> str(lean_note(Settings(seed=1), progress))
        "Your earlier misses come back on up to 5 of these 10 questions, each at most twice: the Banker's chart \
(2 missed), scoring a hand (1 missed). The rest are a mix."

    Raises nothing.
    """
    if settings.replay:
        return ""
    due = _due_cells(settings, progress)
    if not due:
        return ""
    names = _topic_names()
    counted = {topic: sum(1 for cell in due if _topic(cell) == topic) for topic in names}
    topics = Listed(
        tuple(said(mark("{topic} ({count} missed)"), topic=names[topic], count=count)
              for topic, count in sorted(counted.items(), key=lambda item: -item[1]) if count),
        Saying.pgettext("between a list's items", ", "),
    )  # fmt: skip
    if settings.kind == "mix":
        # Translators: {most} of the session's {questions} questions at most bring a miss back (5 of 10), the same
        # miss twice at most; {topics} lists the parts of the rules missed ("the Banker's chart (2 missed)").
        return said(mark("Your earlier misses come back on up to {most} of these {questions} questions, each at most "
                         "twice: {topics}. The rest are a mix."),
                    topics=topics, most=COMEBACK_QUESTIONS, questions=SESSION_LENGTH)  # fmt: skip
    # Translators: as the line above, for a drill of one kind, which asks the misses first.
    return said(mark("Your earlier misses come first, on up to {most} of these {questions} questions, each at most "
                     "twice: {topics}."),
                topics=topics, most=COMEBACK_QUESTIONS, questions=SESSION_LENGTH)  # fmt: skip


# ---------------------------------------------------------------- building a question


def _card(rng: random.Random, points: int | None = None) -> Card:
    ranks = RANKS if points is None else [rank for rank in RANKS if RANK_POINTS[rank] == points]
    return Card(rng.choice(ranks), rng.choice(SUITS))


def _hand(rng: random.Random, total: int, size: int = 2) -> tuple[Card, ...]:
    """``size`` cards that score ``total``: the first ones at random, the last one to fit."""
    first = [_card(rng) for _ in range(size - 1)]
    return (*first, _card(rng, (total - sum(card.points for card in first)) % 10))


def _played(rng: random.Random, player: Sequence[Card], banker: Sequence[Card], third: Card | None = None) -> Coup:
    """The coup these first cards (and the Player's third card, if the rules give one) start, played out by
    the rules with random cards for whatever else is drawn."""
    first = iter((player[0], banker[0], player[1], banker[1]))

    def draw(side: Side) -> Card:
        card = next(first, None)
        if card is None:
            card = third if side is Side.PLAYER and third is not None else _card(rng)
        return card

    return play(draw)


def _place(where: str) -> tuple[str, Saying]:
    """Where the guide explains one of a coup's decisions, and its name there."""
    if where == "natural":
        return "rules/naturals/", said(mark("naturals"))
    if where == "player":
        return "rules/player/#player-chart", said(mark("the Player's rule"))
    return "rules/calling-a-hand/", said(mark("calling a hand"))


def _ask(kind: str, number: int, coup: Coup, *, step: int = 1, steps: int = 1) -> Question:
    """The question of ``kind`` on ``coup`` (its cards shown as dealt up to that decision), answered and
    explained by the coup's own step: the same words the dealer uses."""
    p, b = coup.player.cards, coup.banker.cards
    if kind == "player":
        decided = next(s for s in coup.steps if s.rule in ("natural", "player-draws", "player-stands"))
        answer = {"natural": "neither", "player-draws": "draw", "player-stands": "stand"}[decided.rule]
        link, where = _place("natural" if answer == "neither" else "player")
        own = coup.steps[0].player_total
        # A natural is named as one: in a called coup always, elsewhere when the Player's own cards are none.
        named = NATURAL if answer == "neither" and (steps > 1 or own < 8) else f"player-{own}"
        drawn = (p[:3], b[:2]) if answer == "draw" else None
        return Question(kind, number, named, step, steps, p[:2], b[:2], (),
                        said(mark("The Player's next move?")), answer,
                        explain(decided), link, where, drawn=drawn)  # fmt: skip
    if kind == "banker":
        decided, cell = next((s, s.chart_cell) for s in coup.steps if s.chart_cell is not None)
        total, third = cell
        if third is None:
            prompt = said(mark("The Player stood. Does the Banker draw a third card, or stand?"))
        else:
            prompt = said(mark("The Player drew a third card. Does the Banker draw a third card, or stand?"))
        return Question(kind, number, f"banker-{total}-{'stood' if third is None else third}", step, steps,
                        p, b[:2], (), prompt, "draw" if decided.draws else "stand",
                        explain(decided), f"rules/banker/#banker-{total}",
                        said(mark("Banker row {total}"), total=total), cell,
                        (p, b[:3]) if decided.draws else None)  # fmt: skip
    link, where = _place("compare")
    return Question("winner", number, "winner", step, steps, p, b, (), said(mark("Both hands are complete. Who wins?")),
                    coup.outcome.value, explain(coup.steps[-1]), link, where)  # fmt: skip


#: How many hands a question draws, at most, to find one that is fresh (:func:`_fresh`): one in ten fits.
_TRIES = 200


def _fresh(number: int, hand: Sequence[Card], cards: Sequence[Card]) -> bool:
    """Whether question ``number`` may show ``hand`` (the hand the reader reads first: the Player's, or a score
    question's one hand) in a coup of ``cards``: no card twice in it (legal in 8 decks, but a beginner reads it
    as a slip), its first card of the suit that ``number`` gives (the four in turn) and its second of none that
    the questions either side begin with, so that two questions in a row never show the same hand.
    """
    suits = [SUITS[(number + shift) % len(SUITS)] for shift in (-1, 0, 1)]
    return len(set(cards)) == len(cards) and hand[0].suit == suits[1] and hand[1].suit not in (suits[0], suits[2])


def question(settings: Settings, number: int, cell: str, step: int = 1) -> Question:
    """Question ``number`` of the drill, about ``cell`` (``step`` counts the questions of a called coup); its words
    are sayings (:meth:`baccarat.i18n.Words.say` words them). Two questions in a row never show the same hand,
    and no question shows a card twice (:func:`_fresh`).

        >>> q = question(Settings(seed=1), 3, "banker-4-7")
        >>> q.kind, q.answer, q.player[2].points, q.link
        ('banker', 'draw', 7, 'rules/banker/#banker-4')

    Raises :class:`BaccaratError` for an unknown cell or a step the coup does not have.
    """
    if cell == "call":
        shoes = _rng(settings.seed, number)
        for _ in range(_TRIES):
            coup = Shoe(8, seed=shoes.getrandbits(48)).deal()
            if _fresh(number, coup.player.cards, coup.cards):
                break
        plan = ["player"] + ([] if coup.natural else ["banker"]) + ["winner"]
        if not 1 <= step <= len(plan):
            raise BaccaratError(f"step must be a whole number from 1 to {len(plan)}, not {step}", field="step")
        return _ask(plan[step - 1], number, coup, step=step, steps=len(plan))
    if step != 1:
        raise BaccaratError(f"step must be 1 for a single question, not {step}", field="step")
    rng = _rng(settings.seed, number, 2)
    for _ in range(_TRIES):
        q = _single(rng, number, cell)
        player, banker = q.drawn or (q.player, q.banker)  # every card the question shows, after its answer too
        if _fresh(number, q.cards or q.player, (*q.cards, *player, *banker)):
            break
    return q


def _single(rng: random.Random, number: int, cell: str) -> Question:
    """Question ``number``, about ``cell``, of one step, its cards drawn with ``rng``."""
    _, _, rest = cell.partition("-")
    if cell in PLAYER_CELLS:
        banker = (_card(rng), _card(rng))
        while int(rest) < 8 and Hand(banker).total >= 8:  # the Player's rule is asked about, not a Banker natural
            banker = (_card(rng), _card(rng))
        return _ask("player", number, _played(rng, _hand(rng, int(rest)), banker))
    if cell == NATURAL:  # a Banker natural against a Player who would otherwise draw or stand
        player = _hand(rng, rng.choice(range(8)))
        return _ask("player", number, _played(rng, player, _hand(rng, rng.choice((8, 9)))))
    if cell in BANKER_CELLS:
        total, third = rest.split("-")
        # The Player's two cards: a total it stands on, or one it draws on (then the third card asked about).
        if third == "stood":
            player = _hand(rng, rng.choice(sorted(PLAYER_STANDS_ON)))
            return _ask("banker", number, _played(rng, player, _hand(rng, int(total))))
        player = _hand(rng, rng.choice(sorted(PLAYER_DRAWS_ON)))
        return _ask("banker", number, _played(rng, player, _hand(rng, int(total)), _card(rng, int(third))))
    if cell in SCORE_CELLS:
        cards = _hand(rng, int(rest), size=rng.choice((2, 3)))
        return Question("score", number, cell, 1, 1, (), (), cards, said(mark("What does this hand score?")),
                        str(Hand(cards).total), _score_rule(cards), "rules/card-values/#card-values",
                        said(mark("card values and scores")))  # fmt: skip
    raise BaccaratError(f"unknown drill cell {quote(cell)}", field="cell")


def _score_rule(cards: Sequence[Card]) -> Saying:
    total = sum(card.points for card in cards)
    if total < 10:
        return said(
            mark("The cards count {added}, so the hand scores {score}."), added=points_added(cards), score=total
        )
    return said(mark("The cards count {added}; only the last digit counts, so the hand scores {score}."),
             added=points_added(cards), score=total % 10)  # fmt: skip


# ---------------------------------------------------------------- grading and progress


@dataclass(frozen=True, slots=True)
class Feedback:
    correct: bool
    text: Sayable  # words to say: the render layer words them


def _plain(said: str) -> str:
    return said.translate(_NARROW).strip().casefold()


def _forms(key: str, kind: str, labels: Mapping[str, str]) -> set[str]:
    """Every way of typing answer ``key`` to a question of ``kind`` (letters in any case, full width or not):
    its button's words in English and as the reader's language words them (``labels``, by key: the door words
    them, as the browser's Python holds only its reader's catalogue)."""
    worded = (ANSWERS[kind][key], *((labels[key],) if key in labels else ()))
    return {_plain(form) for form in (key, ANSWER_KEYS[key], *worded, *SAID.get(key, ()))}


def read_answer(q: Question, said: str, *, labels: Mapping[str, str] | None = None) -> str:
    """The answer key that ``said`` gives to ``q``: its key, its keyboard key, its button's words (in English or
    as the reader's language words them: ``labels``, each answer's by its key), or a reader's short word for it
    in either Chinese script (:data:`SAID`); a score as a digit or a Chinese numeral, 點 (点) after it or not.
    Full-width letters and digits count as ASCII ones; case and the spaces around are ignored, nothing else.

        >>> q = question(Settings(seed=1), 3, "banker-4-7")
        >>> read_answer(q, "draw"), read_answer(q, " D "), read_answer(q, "補牌"), read_answer(q, "停")
        ('draw', 'draw', 'draw', 'stand')
        >>> read_answer(question(Settings(seed=1), 1, "score-5"), "五點")
        '5'

    Raises :class:`BaccaratError` (field ``answer``) for anything else, naming the answers ``q`` takes.
    """
    plain = _plain(said)
    if q.kind == "score":
        score = _SCORE_SAID.fullmatch(plain)
        if score is not None:
            return _NUMERALS.get(score.group(1), score.group(1))
    else:
        for key in q.answers:
            if plain in _forms(key, q.kind, labels or {}):
                return key
    # English names the keys a request sends, as it always has; another language the words on its buttons.
    buttons = Listed(tuple(answer_labels(q.kind).values()), Saying.pgettext("between a list's items", ", "))
    raise BaccaratError.said(
        mark("answer must be one of {answers}, not {given}"),
        field="answer",
        answers=Worded(", ".join(q.answers), buttons),
        given=quote(said),
    )


def grade(q: Question, answer: str, *, labels: Mapping[str, str] | None = None) -> Feedback:
    """Whether ``answer`` is right, and why, in words that never just say "wrong". ``answer`` is read by
    :func:`read_answer` (``labels`` as it takes them): a key, or what a reader types for it.

        >>> q = question(Settings(seed=1), 3, "banker-4-7")
        >>> str(grade(q, "stand").text)
        "You answered Stand, but the Banker draws. Banker has 4; the Player's third card counts 7, and on 4 ..."
        >>> grade(q, "補牌").correct
        True

    Raises :class:`BaccaratError` for an answer the question does not take.
    """
    key = read_answer(q, answer, labels=labels)
    label = answer_labels(q.kind)[key]
    if key == q.answer:
        return Feedback(True, said(mark("{answer}, as you said. {rule}"), answer=label, rule=q.rule))
    return Feedback(False, said(mark("You answered {answer}, but {truth}. {rule}"), answer=label, truth=_truth(q),
                                rule=q.rule))  # fmt: skip


def _truth(q: Question) -> Saying:
    if q.kind == "score":
        return said(mark("the hand scores {score}"), score=q.answer)
    if q.kind == "winner":
        return {
            "tie": said(mark("it is a tie")),
            "player": said(mark("the Player wins")),
            "banker": said(mark("the Banker wins")),
        }[q.answer]
    if q.answer == "neither":
        return said(mark("neither hand draws"))
    if q.kind == "player":
        return said(mark("the Player draws")) if q.answer == "draw" else said(mark("the Player stands"))
    return said(mark("the Banker draws")) if q.answer == "draw" else said(mark("the Banker stands"))


def empty_progress() -> dict[str, Any]:
    return {"version": PROGRESS_VERSION, "cells": {}}


def load_progress(stored: str | None) -> tuple[dict[str, Any], Sayable]:
    """Progress as the browser stored it (JSON), checked; anything unreadable is discarded with a note (words to
    say, ``""`` when there is none).

    Each cell holds ``[box, right, seen]``: ``box`` counts right answers in a row (up to 4),
    ``right`` and ``seen`` count every answer. ``revision`` (absent before the first answer)
    counts the answers recorded, so two tabs' copies are told apart.

        >>> load_progress('{"version": 1, "cells": {"player-4": [1, 1, 1]}}')
        ({'version': 1, 'cells': {'player-4': [1, 1, 1]}}, '')
        >>> str(load_progress("{oops")[1])
        'Your saved Drill progress could not be read, so it was cleared (it is not valid JSON).'

    Raises nothing.
    """
    if not stored:
        return empty_progress(), ""
    try:
        data = read_json(stored, "it")
    except BaccaratError as error:  # not JSON, too large, or nested too deep to be progress
        # English says which, in the JSON reader's own words; another language says it in its own.
        # Translators: why saved progress was cleared: it is too long, too deeply nested, or not JSON at all.
        why = Worded(str(error), said(mark("it is not progress this guide can read")))
        return empty_progress(), _cleared(why)
    return check_progress(data)


def check_progress(data: object) -> tuple[dict[str, Any], Sayable]:
    """:func:`load_progress` for data already read from JSON (what a widget request carries).

    Raises nothing.
    """
    if data is None:
        return empty_progress(), ""
    if not isinstance(data, dict) or data.get("version") != PROGRESS_VERSION:
        return empty_progress(), _cleared(said(mark("it came from another version of this guide")))
    cells = data.get("cells")
    if not isinstance(cells, dict):
        return empty_progress(), _cleared(said(mark("it has no cells")))
    for cell, entry in cells.items():
        if cell not in _ALL_CELLS or not _good_entry(entry):
            return empty_progress(), _cleared(said(mark("it has a bad entry for {cell}"), cell=quote(str(cell)[:40])))
    revision = data.get("revision", 0)
    if isinstance(revision, bool) or not isinstance(revision, int) or not 0 <= revision <= 10**9:
        return empty_progress(), _cleared(said(mark("its revision is not a count")))
    checked = {cell: list(entry) for cell, entry in cells.items()}
    # What a later version of this guide added (misses due again, the session under way) is read if sound and
    # left out if not: the cells, which are the reader's progress, are never lost for it.
    due = _checked_due(data.get("due"), revision)
    session = _checked_session(data.get("session"))
    return {"version": PROGRESS_VERSION, **({"revision": revision} if revision else {}), "cells": checked,
            **({"due": due} if due else {}), **({"session": session} if session else {})}, ""  # fmt: skip


def session_cells(cells: object) -> dict[str, list[int]] | None:
    """The cells a session asked (``{cell: [right, seen]}``), checked: None when they are not sound.

        >>> session_cells({"score-3": [1, 2]}), session_cells({"banana": [1, 2]}), session_cells([])
        ({'score-3': [1, 2]}, None, None)

    Raises nothing.
    """
    most = 3 * SESSION_LENGTH  # a called coup asks three cells
    if not isinstance(cells, dict) or len(cells) > most:
        return None
    for cell, entry in cells.items():
        if cell not in _ALL_CELLS or not isinstance(entry, list) or len(entry) != 2:
            return None
        if not all(_count(n, most) for n in entry) or entry[0] > entry[1]:
            return None
    return {cell: list(entry) for cell, entry in cells.items()}


def _count(value: object, most: int = 10**9) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= most


def _checked_due(due: object, revision: int) -> dict[str, list[Any]]:
    if not isinstance(due, dict) or len(due) > _MAX_DUE:
        return {}
    checked: dict[str, list[Any]] = {}
    for cell, when in due.items():
        if cell not in _REVIEWABLE or not isinstance(when, list) or len(when) != 2:
            return {}
        at, where = when
        if not _count(at, revision + _GAP) or where not in REVIEWED:
            return {}
        checked[cell] = [at, where]
    return checked


#: A session's counts, as the Drill keeps them.
_COUNTS = ("asked", "right", "streak", "best", "missed")


def _checked_session(session: object) -> dict[str, Any] | None:
    """The session under way, as saved with the progress (its drill, what comes next, its counts and the cells
    it asked), or None when there is none or it is not sound."""
    if not isinstance(session, dict):
        return None
    kind, rows, following, cells = (session.get(k) for k in ("kind", "rows", "next", "cells"))
    if not _count(session.get("seed"), 2**53) or kind not in KINDS or not isinstance(session.get("replay"), bool):
        return None
    if not isinstance(rows, list) or not all(_count(row) and row in ROWS for row in rows):
        return None
    raised = session.get("raised", 0)  # none in a session saved before a coup counted at its first step
    if not all(_count(session.get(k), SESSION_LENGTH) for k in _COUNTS) or session["missed"] > 1:
        return None
    if not _count(raised, 1):
        return None
    if not isinstance(following, dict) or not _count(following.get("number"), 100_000) or following["number"] < 1:
        return None
    step = following.get("step", 1)
    if not _count(step, 3) or step < 1 or following.get("cell", "call" if step > 1 else None) not in ("call", None):
        return None
    # A session's last question ends it, unless it is a called coup still under way (counted at its first step).
    if session["right"] > session["asked"] or session["asked"] > SESSION_LENGTH - (step == 1):
        return None
    asked = session_cells(cells)
    if asked is None:
        return None
    return {
        "seed": session["seed"], "kind": kind, "rows": sorted(set(rows)), "replay": session["replay"],
        "next": {"number": following["number"], **({"cell": "call"} if following.get("cell") == "call" else {}),
                 **({"step": step} if step > 1 else {})},
        **{k: session[k] for k in _COUNTS}, "raised": raised, "cells": asked,
    }  # fmt: skip


def _good_entry(entry: object) -> bool:
    if not isinstance(entry, list) or len(entry) != 3:
        return False
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in entry):
        return False
    box, right, seen = entry
    return bool(0 <= box <= _MAX_BOX and 0 <= right <= seen <= 10**9 and box <= right)


def _cleared(why: Sayable) -> Saying:
    return said(mark("Your saved Drill progress could not be read, so it was cleared ({why})."), why=why)


def record(progress: Mapping[str, Any], cell: str, correct: bool, *, where: str = "drill") -> dict[str, Any]:
    """Progress after one answer (given ``where``, one of :data:`REVIEWED`): a right answer moves the cell up a
    box, a miss sends it back to box 0 and makes it due again: two answers later after a miss in the Drill, at
    once after one in the lesson or a quiz. A right answer to a due cell makes it due no more.

        >>> p = record(record({"version": 1, "cells": {}}, "score-3", True), "score-3", False)
        >>> p["cells"]["score-3"], p["due"]
        ([0, 1, 2], {'score-3': [4, 'drill']})
        >>> record(p, "score-3", True)["cells"]["score-3"], "due" in record(p, "score-3", True)
        ([1, 2, 3], False)

    Raises nothing. The session under way (``session``) is the Drill's business and is kept as it is.
    """
    box, right, seen = progress.get("cells", {}).get(cell, [0, 0, 0])
    entry = [min(box + 1, _MAX_BOX), right + 1, seen + 1] if correct else [0, right, seen + 1]
    # The revision counts saves, so that two tabs' copies of the same progress are told apart.
    revision = progress.get("revision", 0) + 1
    due = {name: list(when) for name, when in progress.get("due", {}).items() if name != cell}
    if not correct and cell in _REVIEWABLE:
        due[cell] = [revision + (_GAP if where == "drill" else 0), where]
        while len(due) > _MAX_DUE:  # the oldest miss goes first
            del due[min(due, key=lambda name: due[name][0])]
    kept = {"session": progress["session"]} if "session" in progress else {}
    return {"version": PROGRESS_VERSION, "revision": revision, "cells": {**progress.get("cells", {}), cell: entry},
            **({"due": due} if due else {}), **kept}  # fmt: skip


def mastery(progress: Mapping[str, Any], cell: str) -> str:
    """``"mastered"`` (three or more right in a row), ``"shaky"`` (seen, not yet mastered) or ``"unseen"``.

        >>> mastery({"cells": {"banker-3-8": [3, 3, 4]}}, "banker-3-8"), mastery({}, "banker-3-8")
        ('mastered', 'unseen')

    Raises nothing.
    """
    entry = progress.get("cells", {}).get(cell)
    if not entry:
        return "unseen"
    return "mastered" if entry[0] >= MASTERED else "shaky"


# ---------------------------------------------------------------- the cells in words, and answers given elsewhere


def cell_name(cell: str) -> Saying:
    """A cell in words, as a reader names the decision it stands for.

        >>> [str(cell_name(cell)) for cell in ("banker-3-8", "banker-5-stood", "player-4", "score-7")]
        ["Banker 3 when the Player's third card is 8", 'Banker 5 when the Player stood', 'the Player on 4', \
'a hand that scores 7']

    Raises :class:`BaccaratError` (field ``cell``) for a cell the Drill does not have.
    """
    if cell == "winner":
        return said(mark("who wins a coup"))
    if cell == NATURAL:
        return said(mark("a natural (8 or 9 on two cards)"))
    _, _, rest = cell.partition("-")
    if cell in PLAYER_CELLS:
        return said(mark("the Player on {total}"), total=rest)
    if cell in SCORE_CELLS:
        return said(mark("a hand that scores {score}"), score=rest)
    if cell in BANKER_CELLS:
        total, third = rest.split("-")
        if third == "stood":
            return said(mark("Banker {total} when the Player stood"), total=total)
        return said(mark("Banker {total} when the Player's third card is {third}"), total=total, third=third)
    raise BaccaratError(f"unknown drill cell {quote(cell)}", field="cell")


def cell_link(cell: str) -> tuple[str, Saying]:
    """Where the guide explains ``cell`` (relative to the site's root), and that place's name.

        >>> link, name = cell_link("banker-3-8")
        >>> link, str(name)
        ('rules/banker/#banker-3', 'Banker row 3')

    Raises :class:`BaccaratError` (field ``cell``) for a cell the Drill does not have.
    """
    if cell in BANKER_CELLS:
        total = cell.split("-")[1]
        return f"rules/banker/#banker-{total}", said(mark("Banker row {total}"), total=total)
    if cell in PLAYER_CELLS:
        return _place("player")
    if cell in SCORE_CELLS:
        return "rules/card-values/#card-values", said(mark("card values and scores"))
    if cell == "winner":
        return _place("compare")
    if cell == NATURAL:
        return _place("natural")
    raise BaccaratError(f"unknown drill cell {quote(cell)}", field="cell")


def again_note(where: str, cell: str) -> Saying:
    """Why a question comes back: the reader missed its cell ``where`` (one of :data:`REVIEWED`), said as the
    question they missed. A Player cell is named by both of its decisions, on the hand: the lesson and the
    quizzes queue a missed natural question under the Player's total too, and the Drill's Player question asks
    both (a natural, then the Player's rule); on 8 or 9 there is only the natural.

        >>> str(again_note("lesson", "banker-3-8"))
        "In the lesson you missed Banker 3 when the Player's third card is 8: here it is again."
        >>> str(again_note("lesson", "player-2"))
        "In the lesson you missed the Player's next move on a two-card 2 (a natural? draw or stand?): here it is again."
        >>> str(again_note("quiz", "player-8"))
        "In a rules page's quiz you missed that a Player 8 on two cards is a natural: here it is again."

    Raises :class:`BaccaratError` for a cell the Drill does not have.
    """
    name = cell_name(cell)
    total = cell.partition("-")[2]
    if cell in PLAYER_CELLS and int(total) in PLAYER_STANDS_ON | PLAYER_DRAWS_ON:
        # Translators: what a reader missed: on a two-card {total}, whether there is a natural, then the Player's rule.
        name = said(mark("the Player's next move on a two-card {total} (a natural? draw or stand?)"), total=total)
    elif cell in PLAYER_CELLS:
        name = said(mark("that a Player {total} on two cards is a natural"), total=total)
    elif cell == NATURAL:
        name = said(mark("that a Banker 8 or 9 on two cards is a natural, so the Player does not draw"))
    if where == "lesson":
        return said(mark("In the lesson you missed {cell}: here it is again."), cell=name)
    if where == "quiz":
        return said(mark("In a rules page's quiz you missed {cell}: here it is again."), cell=name)
    return said(mark("A few questions ago you missed {cell}: here it is again."), cell=name)


_MAX_QUEUE = 100_000  # characters: 200 answers take about 6,000
_PROBLEMS_SHOWN = 3


def fold_queue(progress: Mapping[str, Any], stored: str | None) -> tuple[dict[str, Any], Sayable, bool]:
    """``progress`` with the answers queued by the lesson and the quizzes (``stored``: the queue's JSON,
    ``{"version": 1, "count": n, "answers": [[cell, right, where], ...]}``) recorded in turn, and a notice (words
    to say, ``""`` when there is none) naming what could not be used, and whether the queue could not be read at
    all; every sound answer is recorded, whatever else the queue holds.

        >>> p, said, unread = fold_queue({"version": 1, "cells": {}}, '{"version": 1, "count": 2, '
        ...                      '"answers": [["banker-3-8", false, "lesson"], ["banana", true]]}')
        >>> p["cells"], p["due"]
        ({'banker-3-8': [0, 0, 1]}, {'banker-3-8': [1, 'lesson']})
        >>> str(said)
        "1 of the answers saved from the lesson and the quizzes could not be used (answer 2 names no cell of the \
Drill: 'banana'); the others are in your progress."

    Raises nothing.
    """
    folded = dict(progress)
    if not stored:
        return folded, "", False
    try:
        queue = read_json(stored, "the queue", max_chars=_MAX_QUEUE)
    except BaccaratError as error:
        why = Worded(str(error), said(mark("it is not a queue this guide can read")))
        return folded, _unread(why), True
    answers = queue.get("answers") if isinstance(queue, dict) and queue.get("version") == 1 else None
    if not isinstance(answers, list):
        return folded, _unread(said(mark("it is not a list of answers"))), True
    problems: list[Saying] = []
    for number, entry in enumerate(answers, start=1):
        problem = _entry_problem(number, entry)
        if problem is not None:
            problems.append(problem)
            continue
        folded = record(folded, entry[0], entry[1], where=entry[2] if len(entry) == 3 else "lesson")
    if not problems:
        return folded, "", False
    shown: Sayable = Listed(tuple(problems[:_PROBLEMS_SHOWN]), Saying.pgettext("between a list's items", ", "))
    if len(problems) > _PROBLEMS_SHOWN:
        shown = said(mark("{problems} and {more} more"), problems=shown, more=len(problems) - _PROBLEMS_SHOWN)
    notice = said(mark("{count} of the answers saved from the lesson and the quizzes could not be used ({problems}); "
                       "the others are in your progress."), count=len(problems), problems=shown)  # fmt: skip
    return folded, notice, False


def _entry_problem(number: int, entry: object) -> Saying | None:
    """What is wrong with answer ``number`` of the queue, or nothing."""
    if not isinstance(entry, list) or len(entry) not in (2, 3):
        return said(mark("answer {number} is not a cell and a verdict"), number=number)
    cell, right, *where = entry
    if not isinstance(cell, str) or cell not in _REVIEWABLE:
        return said(
            mark("answer {number} names no cell of the Drill: {given}"), number=number, given=quote(str(cell)[:40])
        )
    if not isinstance(right, bool):
        return said(
            mark("answer {number} is neither right nor wrong: {given}"), number=number, given=quote(str(right)[:40])
        )
    if where and where[0] not in ("lesson", "quiz"):
        return said(mark("answer {number} names no page it was given on: {given}"), number=number,
                 given=quote(str(where[0])[:40]))  # fmt: skip
    return None


def _unread(why: Sayable) -> Saying:
    return said(mark("The answers saved from the lesson and the quizzes could not be read, so they were left out "
                     "({why})."), why=why)  # fmt: skip


def session_summary(progress: Mapping[str, Any], asked: Mapping[str, Sequence[int]]) -> dict[str, Any]:
    """A finished session in cells: of the cells it ``asked`` (each ``[right, seen]`` in the session), those the
    reader has now mastered, and at most three to practise: those missed in this session, weakest first (most
    missed in the session, then lowest box, then fewest right of those seen); ``weakest`` is the first of them,
    or None; ``close``: those on the way to mastery (each with its right answers in a row, 1 or 2, the nearest
    first), of the cells answered right every time in the session.

        >>> progress = {"cells": {"score-3": [3, 3, 3], "banker-3-8": [0, 1, 3], "player-2": [1, 1, 1]}}
        >>> summary = session_summary(progress, {"score-3": [1, 1], "banker-3-8": [0, 1], "player-2": [1, 1]})
        >>> summary["mastered"], summary["close"], summary["practise"], summary["weakest"]
        (['score-3'], [('player-2', 1)], ['banker-3-8'], 'banker-3-8')

    Raises nothing.
    """
    cells = progress.get("cells", {})

    def weakness(cell: str) -> tuple[int, int, float, str]:
        box, right, seen = cells.get(cell, [0, 0, 0])
        return asked[cell][0] - asked[cell][1], box, (right / seen if seen else 0.0), cell

    mastered = [cell for cell in asked if mastery(progress, cell) == "mastered" and asked[cell][0] == asked[cell][1]]
    missed = [cell for cell in asked if asked[cell][0] < asked[cell][1]]
    practise = sorted(missed, key=weakness)[:_PRACTISE_SHOWN]
    # On the way: answered right every time this session, one or two right in a row so far (the nearest first).
    close = [(cell, cells[cell][0]) for cell in asked
             if cell not in missed and cell in cells and 1 <= cells[cell][0] < MASTERED]  # fmt: skip
    return {
        "mastered": sorted(mastered, key=_order),
        "close": sorted(close, key=lambda item: (-item[1], _order(item[0]))),
        "practise": practise,
        "weakest": practise[0] if practise else None,
    }


_PRACTISE_SHOWN = 3


def _order(cell: str) -> int:
    return _ORDER.get(cell, len(_ORDER))
