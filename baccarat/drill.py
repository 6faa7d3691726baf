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
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .cards import RANK_POINTS, RANKS, SUITS, Card, points_added
from .coup import Coup, Hand, Side, play
from .errors import BaccaratError, quote
from .params import read_json
from .rules import BANKER_DRAWS_ON, CARD_VALUES, PLAYER_DRAWS_ON, PLAYER_STANDS_ON, TOTALS
from .shoe import Shoe

__all__ = [
    "ANSWER_KEYS",
    "BANKER_CELLS",
    "KINDS",
    "PROGRESS_VERSION",
    "ROWS",
    "ROW_RANGE",
    "Question",
    "Settings",
    "check_progress",
    "choose_cell",
    "grade",
    "load_progress",
    "mastery",
    "question",
    "record",
    "weight",
]

#: What a reader can drill: a mix, one kind of question, or whole coups called like a dealer.
KINDS = {
    "mix": "A mix of everything",
    "player": "The Player: draw or stand?",
    "banker": "The Banker: draw or stand?",
    "score": "What does the hand score?",
    "call": "Call a whole coup",
}
#: Every answer a question of each kind accepts, and the key that gives it.
ANSWERS: dict[str, dict[str, str]] = {
    "player": {"draw": "Draw", "stand": "Stand", "neither": "Neither hand draws (a natural)"},
    "banker": {"draw": "Draw", "stand": "Stand"},
    "score": {str(n): str(n) for n in range(10)},
    "winner": {"player": "Player wins", "banker": "Banker wins", "tie": "Tie"},
}
ANSWER_KEYS = {"draw": "d", "stand": "s", "neither": "n", "player": "p", "banker": "b", "tie": "t"} | {
    str(n): str(n) for n in range(10)
}

PLAYER_CELLS = tuple(f"player-{total}" for total in TOTALS)
_THIRDS: tuple[int | None, ...] = (None, *CARD_VALUES)
#: The Banker chart's cells, row by row: every Banker total that can draw or stand, by the Player's third card.
BANKER_CELLS = tuple(
    f"banker-{total}-{'stood' if third is None else third}" for total in sorted(BANKER_DRAWS_ON) for third in _THIRDS
)
SCORE_CELLS = tuple(f"score-{total}" for total in TOTALS)
_CELLS = {"player": PLAYER_CELLS, "banker": BANKER_CELLS, "score": SCORE_CELLS}
_ALL_CELLS = frozenset((*PLAYER_CELLS, *BANKER_CELLS, *SCORE_CELLS, "winner"))

#: The Banker chart's rows, which a drill of Banker questions may choose from, and how to say them.
ROWS = sorted(BANKER_DRAWS_ON)
ROW_RANGE = f"Banker totals from {ROWS[0]} to {ROWS[-1]}"
PROGRESS_VERSION = 1
_MAX_BOX = 4  # the top box: four right answers in a row (a cell is mastered from box 3)


@dataclass(frozen=True, slots=True)
class Settings:
    """What to drill: ``rows`` limits Banker questions to those Banker totals (empty: all)."""

    seed: int
    kind: str = "mix"
    rows: tuple[int, ...] = ()
    #: A shared link: every browser gets the same questions, whatever its progress.
    replay: bool = False


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
    prompt: str
    answer: str
    rule: str  # the rule that decides it, in the words of the coup's step
    link: str  # where the guide explains it, relative to the site's root
    where: str  # that place's name, for the link
    chart_cell: tuple[int, int | None] | None = None

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
        kind = rng.choice(("player", "banker", "score", "call"))
    if kind == "call":
        return "call"
    cells = _cells(settings, kind)
    weights = [1 if settings.replay else weight(progress, cell) for cell in cells]
    return rng.choices(cells, weights)[0]


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


#: Where the guide explains each of a coup's decisions, and its name there.
_PLACES = {
    "natural": ("rules/naturals/", "naturals"),
    "player": ("rules/player/#player-chart", "the Player's rule"),
    "compare": ("rules/calling-a-hand/", "calling a hand"),
}


def _ask(kind: str, number: int, coup: Coup, *, step: int = 1, steps: int = 1) -> Question:
    """The question of ``kind`` on ``coup`` (its cards shown as dealt up to that decision), answered and
    explained by the coup's own step: the same words the dealer uses."""
    p, b = coup.player.cards, coup.banker.cards
    if kind == "player":
        decided = next(s for s in coup.steps if s.rule in ("natural", "player-draws", "player-stands"))
        answer = {"natural": "neither", "player-draws": "draw", "player-stands": "stand"}[decided.rule]
        link, where = _PLACES["natural" if answer == "neither" else "player"]
        return Question(kind, number, f"player-{coup.steps[0].player_total}", step, steps, p[:2], b[:2], (),
                        "Does the Player draw a third card, or stand?", answer, decided.text, link, where)  # fmt: skip
    if kind == "banker":
        decided, cell = next((s, s.chart_cell) for s in coup.steps if s.chart_cell is not None)
        total, third = cell
        prompt = "The Player " + ("stood." if third is None else "drew a third card.")
        return Question(kind, number, f"banker-{total}-{'stood' if third is None else third}", step, steps,
                        p, b[:2], (), f"{prompt} Does the Banker draw a third card, or stand?",
                        "draw" if decided.draws else "stand", decided.text, f"rules/banker/#banker-{total}",
                        f"Banker row {total}", cell)  # fmt: skip
    return Question("winner", number, "winner", step, steps, p, b, (), "Both hands are complete. Who wins?",
                    coup.outcome.value, coup.steps[-1].text, *_PLACES["compare"])  # fmt: skip


def question(settings: Settings, number: int, cell: str, step: int = 1) -> Question:
    """Question ``number`` of the drill, about ``cell`` (``step`` counts the questions of a called coup).

        >>> q = question(Settings(seed=1), 3, "banker-4-7")
        >>> q.kind, q.answer, q.player[2].points, q.link
        ('banker', 'draw', 7, 'rules/banker/#banker-4')

    Raises :class:`BaccaratError` for an unknown cell or a step the coup does not have.
    """
    rng = _rng(settings.seed, number, 1 + step)
    _, _, rest = cell.partition("-")
    if cell == "call":
        coup = Shoe(8, seed=_rng(settings.seed, number).getrandbits(48)).deal()
        plan = ["player"] + ([] if coup.natural else ["banker"]) + ["winner"]
        if not 1 <= step <= len(plan):
            raise BaccaratError(f"step must be a whole number from 1 to {len(plan)}, not {step}", field="step")
        return _ask(plan[step - 1], number, coup, step=step, steps=len(plan))
    if step != 1:
        raise BaccaratError(f"step must be 1 for a single question, not {step}", field="step")
    if cell in PLAYER_CELLS:
        return _ask("player", number, _played(rng, _hand(rng, int(rest)), (_card(rng), _card(rng))))
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
        return Question("score", number, cell, 1, 1, (), (), cards, "What does this hand score?",
                        str(Hand(cards).total), _score_rule(cards), "rules/card-values/#card-values",
                        "card values and scores")  # fmt: skip
    raise BaccaratError(f"unknown drill cell {quote(cell)}", field="cell")


def _score_rule(cards: Sequence[Card]) -> str:
    total = sum(card.points for card in cards)
    if total < 10:
        return f"The cards count {points_added(cards)}, so the hand scores {total}."
    return f"The cards count {points_added(cards)}; only the last digit counts, so the hand scores {total % 10}."


# ---------------------------------------------------------------- grading and progress


@dataclass(frozen=True, slots=True)
class Feedback:
    correct: bool
    text: str


def grade(q: Question, answer: str) -> Feedback:
    """Whether ``answer`` is right, and why, in words that never just say "wrong".

        >>> q = question(Settings(seed=1), 3, "banker-4-7")
        >>> grade(q, "stand").text
        "You answered Stand, but the Banker draws. Banker has 4; the Player's third card counts 7, and on 4 ..."

    Raises :class:`BaccaratError` for an answer the question does not take.
    """
    if answer not in q.answers:
        raise BaccaratError(f"answer must be one of {', '.join(q.answers)}, not {quote(answer)}", field="answer")
    if answer == q.answer:
        return Feedback(True, f"{q.answers[answer]}, as you said. {q.rule}")
    return Feedback(False, f"You answered {q.answers[answer]}, but {_truth(q)}. {q.rule}")


def _truth(q: Question) -> str:
    if q.kind == "score":
        return f"the hand scores {q.answer}"
    if q.kind == "winner":
        return "it is a tie" if q.answer == "tie" else f"the {q.answer.capitalize()} wins"
    if q.answer == "neither":
        return "neither hand draws"
    who = "Player" if q.kind == "player" else "Banker"
    return f"the {who} {q.answer}s"


def empty_progress() -> dict[str, Any]:
    return {"version": PROGRESS_VERSION, "cells": {}}


def load_progress(stored: str | None) -> tuple[dict[str, Any], str]:
    """Progress as the browser stored it (JSON), checked; anything unreadable is discarded with a note.

    Each cell holds ``[box, right, seen]``: ``box`` counts right answers in a row (up to 4),
    ``right`` and ``seen`` count every answer. ``revision`` (absent before the first answer)
    counts the answers recorded, so two tabs' copies are told apart.

        >>> load_progress('{"version": 1, "cells": {"player-4": [1, 1, 1]}}')
        ({'version': 1, 'cells': {'player-4': [1, 1, 1]}}, '')
        >>> load_progress("{oops")[1]
        'Your saved Drill progress could not be read, so it was cleared (it is not valid JSON).'

    Raises nothing.
    """
    if not stored:
        return empty_progress(), ""
    try:
        data = read_json(stored, "it")
    except BaccaratError as error:  # not JSON, too large, or nested too deep to be progress
        return empty_progress(), _cleared(str(error))
    return check_progress(data)


def check_progress(data: object) -> tuple[dict[str, Any], str]:
    """:func:`load_progress` for data already read from JSON (what a widget request carries).

    Raises nothing.
    """
    if data is None:
        return empty_progress(), ""
    if not isinstance(data, dict) or data.get("version") != PROGRESS_VERSION:
        return empty_progress(), _cleared("it came from another version of this guide")
    cells = data.get("cells")
    if not isinstance(cells, dict):
        return empty_progress(), _cleared("it has no cells")
    for cell, entry in cells.items():
        if cell not in _ALL_CELLS or not _good_entry(entry):
            return empty_progress(), _cleared(f"it has a bad entry for {quote(str(cell)[:40])}")
    revision = data.get("revision", 0)
    if isinstance(revision, bool) or not isinstance(revision, int) or not 0 <= revision <= 10**9:
        return empty_progress(), _cleared("its revision is not a count")
    checked = {cell: list(entry) for cell, entry in cells.items()}
    return {"version": PROGRESS_VERSION, **({"revision": revision} if revision else {}), "cells": checked}, ""


def _good_entry(entry: object) -> bool:
    if not isinstance(entry, list) or len(entry) != 3:
        return False
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in entry):
        return False
    box, right, seen = entry
    return bool(0 <= box <= _MAX_BOX and 0 <= right <= seen <= 10**9 and box <= right)


def _cleared(why: str) -> str:
    return f"Your saved Drill progress could not be read, so it was cleared ({why})."


def record(progress: Mapping[str, Any], cell: str, correct: bool) -> dict[str, Any]:
    """Progress after one answer: a right answer moves the cell up a box, a miss sends it back to box 0.

        >>> p = record(record({"version": 1, "cells": {}}, "score-3", True), "score-3", False)
        >>> p["cells"]["score-3"]
        [0, 1, 2]

    Raises nothing.
    """
    box, right, seen = progress.get("cells", {}).get(cell, [0, 0, 0])
    entry = [min(box + 1, _MAX_BOX), right + 1, seen + 1] if correct else [0, right, seen + 1]
    # The revision counts saves, so that two tabs' copies of the same progress are told apart.
    revision = progress.get("revision", 0) + 1
    return {"version": PROGRESS_VERSION, "revision": revision, "cells": {**progress.get("cells", {}), cell: entry}}


def mastery(progress: Mapping[str, Any], cell: str) -> str:
    """``"mastered"`` (three or more right in a row), ``"shaky"`` (seen, not yet mastered) or ``"unseen"``.

        >>> mastery({"cells": {"banker-3-8": [3, 3, 4]}}, "banker-3-8"), mastery({}, "banker-3-8")
        ('mastered', 'unseen')

    Raises nothing.
    """
    entry = progress.get("cells", {}).get(cell)
    if not entry:
        return "unseen"
    return "mastered" if entry[0] >= 3 else "shaky"
