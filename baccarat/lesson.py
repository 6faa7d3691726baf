"""Your first shoe: coups chosen from the rules so that together they ask every kind of decision,
each turned into questions in the order a dealer calls the hand.

The lesson is worked out once, by the site build, and ships with the page: the browser asks the
questions and checks the answers it was given, with no Python.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import count

from .coup import Coup, Step
from .rules import BANKER_DRAWS_ON
from .shoe import Shoe

__all__ = ["KINDS", "LESSON_DECKS", "Question", "kind_of", "lesson_coups", "questions"]

LESSON_DECKS = 8

#: Every kind of decision the lesson covers, one coup each, in the order it teaches them: a natural; the
#: Player standing with the Banker drawing, then standing; the Banker's rows that always draw and its
#: 7; then each row that depends on the Player's third card, drawing and standing.
KINDS: tuple[str, ...] = (
    "natural",
    "player-stands-banker-draws",
    "player-stands-banker-stands",
    "banker-low",
    "banker-7",
    *(
        f"banker-{total}-{action}"
        for total in sorted(t for t, draws_on in BANKER_DRAWS_ON.items() if 0 < len(draws_on) < 10)
        for action in ("draws", "stands")
    ),
)


def kind_of(coup: Coup) -> str:
    """The kind of decision a coup turns on (one of :data:`KINDS`).

        >>> from baccarat import resolve
        >>> kind_of(resolve("9 8 K K")), kind_of(resolve("2 3 2 K 8")), kind_of(resolve("K 3 6 K 2"))
        ('natural', 'banker-3-stands', 'player-stands-banker-draws')

    Raises nothing.
    """
    if coup.natural:
        return "natural"
    banker = coup.steps[-2]  # the Banker's decision comes just before the result
    total, third = banker.chart_cell or (coup.banker.total, None)
    action = "draws" if banker.draws else "stands"
    if third is None:
        return f"player-stands-banker-{action}"
    if banker.rule == "banker-stands-7":
        return "banker-7"
    rule_row = BANKER_DRAWS_ON.get(total, frozenset())
    return "banker-low" if len(rule_row) == 10 else f"banker-{total}-{action}"


def _coups() -> Iterator[Coup]:
    """Every coup of this guide's shoes, shoe 1 first: where the lesson looks for its coups."""
    for seed in count(1):
        shoe = Shoe(LESSON_DECKS, seed=seed)
        while not shoe.finished:
            yield shoe.deal()


def lesson_coups() -> tuple[Coup, ...]:
    """The lesson's coups: the first coup of this guide's shoes of each kind, in the order of :data:`KINDS`.

        >>> [kind_of(coup) for coup in lesson_coups()] == list(KINDS)
        True

    Raises nothing.
    """
    found: dict[str, Coup] = {}
    for coup in _coups():
        found.setdefault(kind_of(coup), coup)
        if len(found) == len(KINDS):
            return tuple(found[kind] for kind in KINDS)
    raise AssertionError("unreachable: the shoes never end")


@dataclass(frozen=True, slots=True)
class Question:
    """One decision of a coup, asked before the dealer shows it.

    ``step`` is the coup step (from 1) that answers it: the page shows the coup up to the step before
    while asking, then ``step`` once answered. ``choices`` are (value, label) pairs and ``answer`` the
    right value; ``explanation`` is the dealer's own words for the step, ``rule`` the page (and anchor)
    of the rule it applies, and ``drill`` the Drill's questions of the same kind (``kind`` and, for the
    Banker, the ``rows`` of its chart).
    """

    step: int
    topic: str
    prompt: str
    choices: tuple[tuple[str, str], ...]
    answer: str
    explanation: str
    rule: str
    drill: dict[str, str]


_SCORES = tuple((str(n), str(n)) for n in range(10))
_DRAW = (("draw", "Draw"), ("stand", "Stand"))


def _question(number: int, step: Step, coup: Coup) -> Question:
    if step.rule in ("player-total", "banker-total"):
        side = step.rule.split("-")[0]
        total = step.player_total if side == "player" else step.banker_total
        return Question(
            number, "score", f"What does the {side.capitalize()}'s hand score?", _SCORES, str(total), step.text,
            "rules/card-values/#scoring-a-hand", {"kind": "score"},
        )  # fmt: skip
    if step.rule in ("natural", "no-natural"):
        return Question(
            number, "natural", "Does either hand have a natural (8 or 9 on two cards)?",
            (("yes", "Yes: nobody draws"), ("no", "No: the drawing rules decide")),
            "yes" if step.rule == "natural" else "no", step.text, "rules/naturals/", {"kind": "player"},
        )  # fmt: skip
    if step.rule in ("player-draws", "player-stands"):
        return Question(
            number, "player", "Does the Player draw a third card?", _DRAW,
            "draw" if step.draws else "stand", step.text, "rules/player/", {"kind": "player"},
        )  # fmt: skip
    if step.chart_cell is not None:
        return Question(
            number, "banker", "Does the Banker draw a third card?", _DRAW, "draw" if step.draws else "stand",
            step.text, "rules/banker/#banker-chart", {"kind": "banker", "rows": str(step.chart_cell[0])},
        )  # fmt: skip
    return Question(
        number, "winner", "Who wins?", (("player", "Player"), ("banker", "Banker"), ("tie", "Tie")),
        coup.outcome.value, step.text, "rules/calling-a-hand/", {"kind": "call"},
    )  # fmt: skip


def questions(coup: Coup) -> tuple[Question, ...]:
    """The coup's decisions, one question per step, in the order the dealer calls them.

        >>> from baccarat import resolve
        >>> [q.answer for q in questions(resolve("2 3 2 K 8"))]
        ['4', '3', 'no', 'draw', 'stand', 'banker']

    Raises nothing.
    """
    return tuple(_question(number, step, coup) for number, step in enumerate(coup.steps, 1))
