"""Your first shoe, and the questions after each rule: coups chosen from the rules so that together they
ask every kind of decision, each turned into questions in the order a dealer calls the hand.

The first shoe asks about twenty questions: the whole of its first coup, then, of each later coup, the
decision its kind turns on. Each rules page asks its own few, on coups picked for that rule
(:data:`QUIZZES`). Both are worked out once, by the site build, and ship with the page: the browser asks
the questions and checks the answers it was given, with no Python.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import count

from .coup import Coup, Step, explain
from .i18n import Words, words
from .rules import BANKER_DRAWS_ON
from .shoe import Shoe

__all__ = [
    "KINDS",
    "LESSON_DECKS",
    "QUIZZES",
    "Asked",
    "Question",
    "first_shoe",
    "kind_of",
    "lesson_coups",
    "questions",
    "quiz",
]

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


def _draw_or_stand(w: Words) -> tuple[tuple[str, str], ...]:
    return ("draw", w.pgettext("answer", "Draw")), ("stand", w.pgettext("answer", "Stand"))


def _question(number: int, step: Step, coup: Coup, w: Words) -> Question:
    explanation = explain(step, lang=w.lang)
    if step.rule in ("player-total", "banker-total"):
        if step.rule == "player-total":
            prompt, total = w("What does the Player's hand score?"), step.player_total
        else:
            prompt, total = w("What does the Banker's hand score?"), step.banker_total
        return Question(
            number, "score", prompt, _SCORES, str(total), explanation, "rules/card-values/#scoring-a-hand",
            {"kind": "score"},
        )  # fmt: skip
    if step.rule in ("natural", "no-natural"):
        return Question(
            number, "natural", w("Does either hand have a natural (8 or 9 on two cards)?"),
            (("yes", w("Yes: nobody draws")), ("no", w("No: the drawing rules decide"))),
            "yes" if step.rule == "natural" else "no", explanation, "rules/naturals/", {"kind": "player"},
        )  # fmt: skip
    if step.rule in ("player-draws", "player-stands"):
        return Question(
            number, "player", w("Does the Player draw a third card?"), _draw_or_stand(w),
            "draw" if step.draws else "stand", explanation, "rules/player/", {"kind": "player"},
        )  # fmt: skip
    if step.chart_cell is not None:
        return Question(
            number, "banker", w("Does the Banker draw a third card?"), _draw_or_stand(w),
            "draw" if step.draws else "stand", explanation, "rules/banker/#banker-chart",
            {"kind": "banker", "rows": str(step.chart_cell[0])},
        )  # fmt: skip
    hands = (("player", w.pgettext("hand", "Player")), ("banker", w.pgettext("hand", "Banker")),
             ("tie", w.pgettext("answer", "Tie")))  # fmt: skip
    return Question(
        number, "winner", w("Who wins?"), hands, coup.outcome.value, explanation, "rules/calling-a-hand/",
        {"kind": "call"},
    )  # fmt: skip


def questions(coup: Coup, *, lang: str = "en") -> tuple[Question, ...]:
    """The coup's decisions, one question per step, in the order the dealer calls them, worded in ``lang``.

        >>> from baccarat import resolve
        >>> [q.answer for q in questions(resolve("2 3 2 K 8"))]
        ['4', '3', 'no', 'draw', 'stand', 'banker']

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    return tuple(_question(number, step, coup, w) for number, step in enumerate(coup.steps, 1))


#: A coup and the questions asked of it.
Asked = tuple[Coup, tuple[Question, ...]]

#: What the first shoe asks of a coup of each kind, beyond the Banker's decision it asks of every other
#: kind: the first coup is asked in full, the first two after it also ask the Player's rule, and the
#: last asks who wins. Nineteen questions, every kind of decision among them.
_FIRST_SHOE_TOPICS: dict[str, tuple[str, ...]] = {
    "natural": ("score", "natural", "winner"),
    "player-stands-banker-draws": ("player", "banker"),
    "banker-low": ("player", "banker"),
    KINDS[-1]: ("banker", "winner"),
}


def _asking(coup: Coup, topics: tuple[str, ...], lang: str) -> Asked:
    return coup, tuple(question for question in questions(coup, lang=lang) if question.topic in topics)


def first_shoe(*, lang: str = "en") -> tuple[Asked, ...]:
    """The home page's first shoe: each of :func:`lesson_coups` with the questions asked of it, in ``lang``.

        >>> shoe = first_shoe()
        >>> sum(len(asked) for _, asked in shoe), sorted({q.topic for _, asked in shoe for q in asked})
        (19, ['banker', 'natural', 'player', 'score', 'winner'])

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    return tuple(_asking(coup, _FIRST_SHOE_TOPICS.get(kind_of(coup), ("banker",)), lang) for coup in lesson_coups())


def _scores(coup: Coup) -> tuple[int, int]:
    """The Player's and the Banker's two-card scores."""
    return coup.steps[1].player_total, coup.steps[1].banker_total


def _two_card_sum(coup: Coup) -> int:
    """The Player's first two cards' points added, before the last digit is kept."""
    return sum(card.points for card in coup.player.cards[:2])


def _is_kind(kind: str) -> Callable[[Coup], bool]:
    return lambda coup: kind_of(coup) == kind


def _player_two_card(totals: range) -> Callable[[Coup], bool]:
    return lambda coup: not coup.natural and _scores(coup)[0] in totals


def _cell(total: int, third: int) -> Callable[[Coup], bool]:
    return lambda coup: any(step.chart_cell == (total, third) for step in coup.steps)


#: A rules page's questions: for each coup it picks (the first coup of this guide's shoes that the test
#: accepts), the topics it asks. Each rule's decisions, at least three questions a page.
_Pick = tuple[str, Callable[[Coup], bool], tuple[str, ...]]
_EVERY_STEP = ("score", "natural", "player", "banker", "winner")
QUIZZES: dict[str, tuple[_Pick, ...]] = {
    "card-values": (
        ("a total of ten or more", lambda c: _two_card_sum(c) >= 10, ("score",)),
        ("a ten or a court card", lambda c: any(card.points == 0 for card in c.player.cards[:2]), ("score",)),
        ("an ace", lambda c: any(card.rank == "A" for card in c.banker.cards[:2]), ("score",)),
    ),
    "naturals": (
        ("a natural 9 against a natural 8", lambda c: set(_scores(c)) == {8, 9}, ("natural", "winner")),
        ("a natural against a lower score", lambda c: c.natural and min(_scores(c)) < 8, ("natural", "winner")),
        ("a two-card 7, which is not a natural", lambda c: not c.natural and 7 in _scores(c), ("natural",)),
    ),
    "player": (
        ("a Player 5", _player_two_card(range(5, 6)), ("player",)),
        ("a Player 0", _player_two_card(range(0, 1)), ("player",)),
        ("a Player 6 or 7", _player_two_card(range(6, 8)), ("player",)),
        ("a natural", _is_kind("natural"), ("natural",)),
    ),
    "banker": (
        ("the Player stood, the Banker has 0 to 5", _is_kind("player-stands-banker-draws"), ("banker",)),
        ("the Player stood, the Banker has 6", _is_kind("player-stands-banker-stands"), ("banker",)),
        ("Banker 3 against a third card of 8", _cell(3, 8), ("banker",)),
        ("Banker 4 against a third card of 3", _cell(4, 3), ("banker",)),
        ("Banker 6 against a third card of 7", _cell(6, 7), ("banker",)),
        ("Banker 5 against a third card of 2", _cell(5, 2), ("banker",)),
    ),
    "calling-a-hand": (
        ("the Banker stands on 3 against an 8", _cell(3, 8), _EVERY_STEP),
        ("the Player stands", _is_kind("player-stands-banker-draws"), _EVERY_STEP),
    ),
}


def quiz(rule: str, *, lang: str = "en") -> tuple[Asked, ...]:
    """A rules page's questions (``rule``: a key of :data:`QUIZZES`), each on the first coup of this guide's
    shoes that fits it, none used twice, worded in ``lang``.

        >>> [len(asked) for _, asked in quiz("player")]
        [1, 1, 1, 1]

    Raises :class:`KeyError` for a rule with no questions, and :class:`~baccarat.errors.BaccaratError`
    (field ``lang``) for a language the guide is not written in.
    """
    words(lang)  # an unknown language is refused before the shoes are searched
    picks = QUIZZES[rule]
    found: dict[int, Coup] = {}
    for coup in _coups():
        for number, (_what, fits, _topics) in enumerate(picks):
            if number not in found and coup not in found.values() and fits(coup):
                found[number] = coup
        if len(found) == len(picks):
            return tuple(_asking(found[number], topics, lang) for number, (_what, _fits, topics) in enumerate(picks))
    raise AssertionError("unreachable: the shoes never end")
