"""Your first shoe, and the questions after each rule: coups chosen from the rules so that together they
ask every kind of decision, each turned into questions in the order a dealer calls the hand.

The first shoe asks about twenty questions: the whole of its first coup, then, of each later coup, the
decision its kind turns on. Each rules page asks its own few, on coups picked for that rule
(:data:`QUIZZES`). Both are worked out once, by the site build, and ship with the page: the browser asks
the questions and checks the answers it was given, with no Python.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from functools import cache
from itertools import count, pairwise
from random import Random

from .coup import Coup, Step, explain
from .errors import Sayable, Saying, mark, said
from .rules import (
    BANKER_ALWAYS_DRAWS_ON,
    BANKER_ALWAYS_STANDS_ON,
    BANKER_DRAWS_ON,
    BANKER_STOOD_PLAYER_DRAWS_ON,
    CARD_VALUES,
    NATURAL_TOTALS,
    PLAYER_DRAWS_ON,
    PLAYER_STANDS_ON,
    value_ranges,
)
from .shoe import Shoe

__all__ = [
    "EXAMPLE_SEED",
    "KINDS",
    "LESSONS",
    "LESSON_DECKS",
    "LESSON_SEED",
    "LESSON_SETS",
    "MAX_COUPS",
    "QUIZZES",
    "QUIZ_SEED",
    "QUIZ_VARIANTS",
    "SKILLS",
    "TEACHING",
    "Asked",
    "Lesson",
    "Question",
    "RuleCard",
    "first_shoe",
    "first_shoe_v2",
    "kind_of",
    "lesson_coups",
    "lesson_set",
    "lesson_words",
    "lessons",
    "questions",
    "quiz",
    "quiz_v2",
    "rule_card",
    "skill_of",
    "teach_key",
    "teachable",
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


def teachable(coup: Coup) -> bool:
    """Whether a coup can teach: no card (rank and suit) shows twice in it. Eight decks hold eight of each card,
    so a coup may deal the same card twice, but a beginner reads it as a mistake; a lesson never shows one.

        >>> from baccarat import resolve
        >>> teachable(resolve("6h 6h K K")), teachable(resolve("6h 6d Kc Ks"))
        (False, True)

    Raises nothing.
    """
    tokens = [card.token for card in coup.cards]
    return len(set(tokens)) == len(tokens)


def _coups(first_seed: int = 1, *, teaching: bool = True) -> Iterator[Coup]:
    """Every coup of this guide's shoes from shoe ``first_seed`` on, in order: where the lessons look for their
    coups. With ``teaching``, only the coups that can teach (:func:`teachable`)."""
    for seed in count(first_seed):
        shoe = Shoe(LESSON_DECKS, seed=seed)
        while not shoe.finished:
            coup = shoe.deal()
            if not teaching or teachable(coup):
                yield coup


@cache
def _by_kind(*, teaching: bool = True) -> tuple[Coup, ...]:
    found: dict[str, Coup] = {}
    for coup in _coups(teaching=teaching):
        found.setdefault(kind_of(coup), coup)
        if len(found) == len(KINDS):
            return tuple(found[kind] for kind in KINDS)
    raise AssertionError("unreachable: the shoes never end")


def lesson_coups() -> tuple[Coup, ...]:
    """One coup of each kind, in the order of :data:`KINDS`: the first of this guide's shoes that can teach.

        >>> [kind_of(coup) for coup in lesson_coups()] == list(KINDS)
        True
        >>> all(teachable(coup) for coup in lesson_coups())
        True

    Raises nothing.
    """
    return _by_kind()


@dataclass(frozen=True, slots=True)
class Question:
    """One decision of a coup, asked before the dealer shows it.

    ``step`` is the coup step (from 1) that answers it: the page shows the coup up to the step before
    while asking, then ``step`` once answered. ``choices`` are (value, label) pairs and ``answer`` the
    right value; ``explanation`` is the dealer's own words for the step, ``rule`` the page (and anchor)
    of the rule it applies, and ``drill`` the Drill's questions of the same kind (``kind`` and, for the
    Banker, the ``rows`` of its chart). ``cell`` is the Drill's cell the answer counts towards (``score-5``,
    ``player-4``, ``banker-3-8``, ``banker-6-stood``; for a natural, the cell that asks it again, ``player-8`` or
    ``natural``; ``""`` for a winner, which the Drill has no cell for), ``teach`` the key of the rule card shown
    with it (:func:`rule_card`), and ``note`` a line shown before the prompt: in a lesson, the first time the coup
    on screen shows a third card whose rule a later lesson teaches (:func:`lessons`); ``after`` a line shown once
    the last question of its coup is answered, when the coup would then go on with a third card whose rule a later
    lesson teaches (the page stops the coup there; else it deals it to its end). The prompt, the choices' labels,
    the explanation, the note and the line after are words to say (``""`` for no note or line): the render layer
    words them (:func:`baccarat.render.lesson.worded_question`).
    """

    step: int
    topic: str
    prompt: Sayable
    choices: tuple[tuple[str, Sayable], ...]
    answer: str
    explanation: Sayable
    rule: str
    drill: dict[str, str]
    cell: str = ""
    teach: str = ""
    note: Sayable = ""
    after: Sayable = ""


_SCORES: tuple[tuple[str, Sayable], ...] = tuple((str(n), str(n)) for n in range(10))
_DRAW_OR_STAND: tuple[tuple[str, Sayable], ...] = (
    ("draw", Saying.pgettext("answer", "Draw")),
    ("stand", Saying.pgettext("answer", "Stand")),
)
_HANDS: tuple[tuple[str, Sayable], ...] = (
    ("player", Saying.pgettext("hand", "Player")),
    ("banker", Saying.pgettext("hand", "Banker")),
    ("tie", Saying.pgettext("answer", "Tie")),
)

#: The skills a session's finish lists, in its order (:func:`skill_of`).
SKILLS: tuple[str, ...] = ("score", "natural", "player", "banker-simple", "banker", "winner")


def skill_of(question: Question) -> str:
    """The skill (of :data:`SKILLS`) ``question`` counts towards in a session's finish: its topic, a Banker's
    question split by what it applies, its simple cases (the Player stood, a total that always draws, or always
    stands) or a row of its chart.

        >>> from baccarat import resolve
        >>> [skill_of(q) for q in questions(resolve("2 3 2 K 8"))]
        ['score', 'score', 'natural', 'player', 'banker', 'winner']
        >>> [skill_of(q) for q in questions(resolve("7c 5s 9h 8s 3s")) if q.topic == "banker"]
        ['banker-simple']

    Raises nothing.
    """
    simple = question.topic == "banker" and question.teach in ("banker-stood", "banker-low", "banker-7")
    return "banker-simple" if simple else question.topic


def teach_key(step: Step) -> str:
    """The rule card (:data:`TEACHING`) that teaches the decision ``step`` makes.

        >>> from baccarat import resolve
        >>> [teach_key(step) for step in resolve("2 3 2 K 8").steps]
        ['score', 'score', 'natural', 'player', 'banker-3', 'winner']

    Raises nothing.
    """
    if step.rule in ("player-total", "banker-total"):
        return "score"
    if step.rule in ("natural", "no-natural"):
        return "natural"
    if step.rule in ("player-draws", "player-stands"):
        return "player"
    if step.chart_cell is None:
        return "winner"
    total, third = step.chart_cell
    if third is None:
        return "banker-stood"
    if total == BANKER_ALWAYS_STANDS_ON:
        return "banker-7"
    return "banker-low" if total in BANKER_ALWAYS_DRAWS_ON else f"banker-{total}"


def _natural_cell(coup: Coup) -> str:
    """The Drill's cell that asks again what a natural question asks of ``coup``: the Player's own two-card total
    (a Player 8 or 9 is a natural; on any other the Drill asks whether the Player draws, stands, or neither), or,
    for a Banker natural against a Player without one, the Drill's natural cell. A missed natural comes back in
    the Drill (``?kind=player`` asks both)."""
    player, banker = _scores(coup)
    return "natural" if banker >= 8 > player else f"player-{player}"


def _question(number: int, step: Step, coup: Coup) -> Question:
    explanation = explain(step)
    teach = teach_key(step)
    if step.rule in ("player-total", "banker-total"):
        if step.rule == "player-total":
            prompt, total = said(mark("What does the Player's hand score?")), step.player_total
        else:
            prompt, total = said(mark("What does the Banker's hand score?")), step.banker_total
        return Question(
            number, "score", prompt, _SCORES, str(total), explanation, "rules/card-values/#scoring-a-hand",
            {"kind": "score"}, f"score-{total}", teach,
        )  # fmt: skip
    if step.rule in ("natural", "no-natural"):
        return Question(
            number, "natural", said(mark("Does either hand have a natural (8 or 9 on two cards)?")),
            (("yes", said(mark("Yes: nobody draws"))), ("no", said(mark("No: the drawing rules decide")))),
            "yes" if step.rule == "natural" else "no", explanation, "rules/naturals/", {"kind": "player"},
            _natural_cell(coup), teach,
        )  # fmt: skip
    if step.rule in ("player-draws", "player-stands"):
        return Question(
            number, "player", said(mark("Does the Player draw a third card?")), _DRAW_OR_STAND,
            "draw" if step.draws else "stand", explanation, "rules/player/", {"kind": "player"},
            f"player-{coup.steps[1].player_total}", teach,
        )  # fmt: skip
    if step.chart_cell is not None:
        total, third = step.chart_cell
        return Question(
            number, "banker", said(mark("Does the Banker draw a third card?")), _DRAW_OR_STAND,
            "draw" if step.draws else "stand", explanation, "rules/banker/#banker-chart",
            {"kind": "banker", "rows": str(total)}, f"banker-{total}-{'stood' if third is None else third}", teach,
        )  # fmt: skip
    return Question(
        number, "winner", said(mark("Who wins?")), _HANDS, coup.outcome.value, explanation, "rules/calling-a-hand/",
        {"kind": "call"}, "", teach,
    )  # fmt: skip


@cache
def questions(coup: Coup) -> tuple[Question, ...]:
    """The coup's decisions, one question per step, in the order the dealer calls them; their words are sayings
    (:func:`baccarat.render.lesson.worded_question` words them in a reader's language).

        >>> from baccarat import resolve
        >>> asked = questions(resolve("2 3 2 K 8"))
        >>> [q.answer for q in asked], str(asked[3].prompt)
        (['4', '3', 'no', 'draw', 'stand', 'banker'], 'Does the Player draw a third card?')

    Raises nothing.
    """
    return tuple(_question(number, step, coup) for number, step in enumerate(coup.steps, 1))


#: A coup and the questions asked of it.
Asked = tuple[Coup, tuple[Question, ...]]

#: What the first shoe of the guide's version 2 asked of a coup of each kind, beyond the Banker's decision it
#: asked of every other kind (:func:`first_shoe_v2`, kept so that a reader's progress in it is not lost).
_FIRST_SHOE_TOPICS: dict[str, tuple[str, ...]] = {
    "natural": ("score", "natural", "winner"),
    "player-stands-banker-draws": ("player", "banker"),
    "banker-low": ("player", "banker"),
    KINDS[-1]: ("banker", "winner"),
}


def _in_context(question: Question, coup: Coup) -> Question:
    """``question`` with what it depends on said in its prompt: a Banker's question names what the Player did, stood
    on its total or drew a third card of so many points (the felt shows the cards; the prompt says which rule applies).
    """
    if question.topic != "banker":
        return question
    player = next(step for step in coup.steps if step.rule in ("player-draws", "player-stands"))
    if player.draws and player.card is not None:
        prompt = said(mark("The Player drew a third card that counts {points}. Does the Banker draw a third card?"),
                      points=player.card.points)  # fmt: skip
    else:
        prompt = said(mark("The Player stood on {total}. Does the Banker draw a third card?"),
                      total=player.player_total)  # fmt: skip
    return replace(question, prompt=prompt)


def _asking(coup: Coup, topics: tuple[str, ...]) -> Asked:
    """``coup`` and the questions of ``topics`` asked of it, each with what it depends on said (:func:`_in_context`)."""
    return coup, tuple(_in_context(question, coup) for question in questions(coup) if question.topic in topics)


@cache
def first_shoe_v2() -> tuple[Asked, ...]:
    """The home page's first shoe as the guide's version 2 asked it, in one sitting: thirteen coups (some showing
    a card twice), nineteen questions. No page asks it now; a reader's saved answers to it are carried over
    into :data:`LESSONS`.

        >>> shoe = first_shoe_v2()
        >>> len(shoe), sum(len(asked) for _, asked in shoe)
        (13, 19)

    Raises nothing.
    """
    coups = _by_kind(teaching=False)
    return tuple(_asking(coup, _FIRST_SHOE_TOPICS.get(kind_of(coup), ("banker",))) for coup in coups)


def _scores(coup: Coup) -> tuple[int, int]:
    """The Player's and the Banker's two-card scores."""
    return coup.steps[1].player_total, coup.steps[1].banker_total


def _two_card_sum(coup: Coup, hand: str = "player") -> int:
    """A hand's (by default the Player's) first two cards' points added, before the last digit is kept."""
    return sum(card.points for card in (coup.banker if hand == "banker" else coup.player).cards[:2])


def _is_kind(kind: str) -> Callable[[Coup], bool]:
    return lambda coup: kind_of(coup) == kind


def _player_two_card(totals: range) -> Callable[[Coup], bool]:
    return lambda coup: not coup.natural and _scores(coup)[0] in totals


def _cell(total: int, third: int) -> Callable[[Coup], bool]:
    return lambda coup: any(step.chart_cell == (total, third) for step in coup.steps)


#: A pick: what it looks for (in English, for the reader of this code), the test a coup must pass, and the topics
#: asked of the coup found.
_Pick = tuple[str, Callable[[Coup], bool], tuple[str, ...]]
_EVERY_STEP = ("score", "natural", "player", "banker", "winner")
#: What calling a hand asks of each coup: its decisions, four a coup, eight a set (a set short enough for a reading
#: page). The scores are counted all the same: the natural is asked first, the totals hidden until it is answered.
_CALLING = ("natural", "player", "banker", "winner")


def _kind_pick(kind: str, topics: tuple[str, ...] = ("banker",)) -> _Pick:
    return kind, _is_kind(kind), topics


@dataclass(frozen=True, slots=True)
class Lesson:
    """One short lesson of the home page: ``key`` (its saved progress's name), the ``rule`` page it teaches, the
    words of its title and of what a reader knows once it is done (in English; :func:`lesson_words` in any
    language), and its picks (never more than :data:`MAX_COUPS` coups). ``added`` numbers the picks added after the
    guide's version 4, which are found after every other lesson's (so that no coup a reader's saved progress names
    changes); ``shuffled``, whether each set asks its coups in an order of its own (seeded by the set: the same
    for every reader of it), no two coups of one kind's row next to each other."""

    key: str
    rule: str
    picks: tuple[_Pick, ...]
    added: frozenset[int] = frozenset()
    shuffled: bool = False


#: A lesson's most coups: a sitting of a few minutes.
MAX_COUPS = 10

#: The home page's lessons, in order: scoring and naturals, the Player's rule, the Banker's simple rows, the
#: Banker's chart. Each kind of decision of :data:`KINDS` is in one of them, each Banker row both ways.
LESSONS: tuple[Lesson, ...] = (
    Lesson("scoring", "rules/card-values/", (
        ("a natural", _is_kind("natural"), ("score", "natural", "winner")),
        ("a total of ten or more, no natural", lambda c: not c.natural and _two_card_sum(c) >= 10,
         ("score", "natural")),
        ("a natural against a lower score", lambda c: c.natural and min(_scores(c)) < 8, ("score", "natural")),
        ("a two-card 7, which is not a natural", lambda c: not c.natural and 7 in _scores(c), ("natural", "winner")),
    )),
    Lesson("player", "rules/player/", (
        ("a Player 5", _player_two_card(range(5, 6)), ("player",)),
        ("a Player 6 or 7", _player_two_card(range(6, 8)), ("player",)),
        ("a natural", _is_kind("natural"), ("natural",)),
        ("a Player 4", _player_two_card(range(4, 5)), ("player",)),
        ("a Player 0", _player_two_card(range(0, 1)), ("player",)),
        ("a Player 7", _player_two_card(range(7, 8)), ("player",)),
        ("a Player 3", _player_two_card(range(3, 4)), ("player", "winner")),
    ), added=frozenset({3, 5})),
    Lesson("banker-first", "rules/banker/", (
        _kind_pick("player-stands-banker-draws"),
        _kind_pick("player-stands-banker-stands"),
        _kind_pick("banker-low", ("player", "banker")),
        _kind_pick("banker-7", ("banker", "winner")),
    )),
    Lesson("banker-chart", "rules/banker/#banker-chart", tuple(
        _kind_pick(kind, ("banker", "winner") if kind == KINDS[-1] else ("banker",)) for kind in KINDS[5:]
    ), shuffled=True),
)  # fmt: skip


def _found(picks: tuple[_Pick, ...], coups: Iterable[Coup], taken: set[tuple[str, ...]]) -> tuple[Coup, ...]:
    """The first coup of ``coups`` that fits each pick, none twice and none of ``taken`` (cards in dealing order),
    which the coups found join."""
    found: dict[int, Coup] = {}
    for coup in coups:
        tokens = tuple(card.token for card in coup.cards)
        if tokens in taken:
            continue
        number = next((n for n, (_, fits, _) in enumerate(picks) if n not in found and fits(coup)), None)
        if number is not None:
            found[number] = coup
            taken.add(tokens)
            if len(found) == len(picks):
                return tuple(found[n] for n in range(len(picks)))
    raise AssertionError("unreachable: the shoes never end")


def _found_lessons(first_seed: int, taken: set[tuple[str, ...]], *, v4: bool = False) -> tuple[tuple[Coup, ...], ...]:
    """Each lesson's coups in the shoes from ``first_seed`` on (:func:`_found`): every lesson's picks of the guide's
    version 4 first, lesson by lesson, then the picks added since (:attr:`Lesson.added`; none with ``v4``)."""
    kept = [tuple(n for n in range(len(lesson.picks)) if n not in lesson.added) for lesson in LESSONS]
    found = [dict(zip(numbers, _found(tuple(lesson.picks[n] for n in numbers), _coups(first_seed), taken),
                      strict=True)) for lesson, numbers in zip(LESSONS, kept, strict=True)]  # fmt: skip
    if not v4:
        for lesson, coups in zip(LESSONS, found, strict=True):
            if lesson.added:
                numbers = sorted(lesson.added)
                more = _found(tuple(lesson.picks[n] for n in numbers), _coups(first_seed), taken)
                coups.update(zip(numbers, more, strict=True))
    return tuple(tuple(coups[n] for n in sorted(coups)) for coups in found)


@cache
def _lesson_coups_by_lesson(*, v4: bool = False) -> tuple[tuple[Coup, ...], ...]:
    return _found_lessons(1, set(), v4=v4)


#: How many sets of coups each lesson ships: set 0, every reader's first pass (the same for all, as tests and links
#: expect), then fresh sets of the same kinds, dealt when the reader practises a lesson again.
LESSON_SETS = 4

#: Where the lessons' fresh sets are found: set ``n`` in the shoes from ``LESSON_SEED + 1_000 * n``, far from the
#: first pass's, the quizzes' and the rule cards' examples.
LESSON_SEED = 300_000


@cache
def _lesson_sets(*, v4: bool = False) -> tuple[tuple[tuple[Coup, ...], ...], ...]:
    """Each set's coups, lesson by lesson: set 0 the first pass; no coup (cards in dealing order) in two sets. With
    ``v4``, as the guide's version 4 dealt them (no pick added since)."""
    first = _lesson_coups_by_lesson(v4=v4)
    taken = {tuple(card.token for card in coup.cards) for coups in first for coup in coups}
    fresh = (_found_lessons(LESSON_SEED + 1_000 * number, taken, v4=v4) for number in range(1, LESSON_SETS))
    return first, *fresh


def _row(coup: Coup) -> str:
    """The row of the Banker's chart a coup's kind is of (its kind itself, for a kind of no row)."""
    kind = kind_of(coup)
    return kind.rsplit("-", 1)[0] if kind.endswith(("-draws", "-stands")) else kind


def _in_order(lesson: Lesson, variant: int, shoe: tuple[Asked, ...]) -> tuple[Asked, ...]:
    """A shuffled lesson's coups in set ``variant``'s own order (seeded by the set), no two of one row next to each
    other: its rows asked in no order a reader could answer from; any other lesson's as its picks list them."""
    if not lesson.shuffled:
        return shoe
    chance = Random(LESSON_SEED + variant)
    order = list(shoe)
    while True:
        chance.shuffle(order)
        rows = [_row(coup) for coup, _ in order]
        if all(before != after for before, after in pairwise(rows)):
            return tuple(order)


def _draws_shown(coup: Coup, step: int) -> dict[str, str]:
    """The third cards on screen while the question of ``step`` is asked (the coup dealt up to the step before),
    by hand (``player``, ``banker``): the rule card (:func:`teach_key`) that teaches each."""
    return {
        "player" if shown.rule == "player-draws" else "banker": teach_key(shown)
        for shown in coup.steps[: max(1, step - 1)]
        if shown.draws and shown.card is not None
    }


@cache
def _taught_in() -> dict[str, int]:
    """The lesson (from 0) that first asks about each rule card's kind of decision."""
    taught: dict[str, int] = {}
    for number, (lesson, coups) in enumerate(zip(LESSONS, _lesson_coups_by_lesson(), strict=True)):
        for coup, (_, _, topics) in zip(coups, lesson.picks, strict=True):
            for question in questions(coup):
                if question.topic in topics:
                    taught.setdefault(question.teach, number)
    return taught


def _noted(number: int, shoe: tuple[Asked, ...]) -> tuple[Asked, ...]:
    """Lesson ``number``'s coups and questions, a note added to the first question asked while a hand's third card
    is on screen before a later lesson teaches its rule (once a hand, a lesson): the reader counts it, and knows
    when its rule comes."""
    noted: set[str] = set()
    shown: list[Asked] = []
    for coup, asked in shoe:
        marked: list[Question] = []
        for question in asked:
            later = {
                hand: _taught_in()[key] + 1
                for hand, key in _draws_shown(coup, question.step).items()
                if hand not in noted and _taught_in().get(key, number) > number
            }
            noted |= set(later)
            note: Sayable = ""
            if len(later) == 2:
                note = said(mark("Both hands draw a third card here. Lessons {player} and {banker} show when; for "
                                 "now, just count them."), **later)  # fmt: skip
            elif "player" in later:
                note = said(mark("The Player draws a third card here. Lesson {number} shows when; for now, just "
                                 "count it."), number=later["player"])  # fmt: skip
            elif "banker" in later:
                note = said(mark("The Banker draws a third card here. Lesson {number} shows when; for now, just "
                                 "count it."), number=later["banker"])  # fmt: skip
            marked.append(replace(question, note=note) if note else question)
        if marked:
            marked[-1] = replace(marked[-1], after=_after(number, coup, marked[-1].step))
        shown.append((coup, tuple(marked)))
    return tuple(shown)


def _after(number: int, coup: Coup, step: int) -> Sayable:
    """Lesson ``number``'s line after the last question asked of ``coup`` (at ``step``), when a hand would then draw a
    third card whose rule a later lesson teaches ("" if none does): the page then stops the coup there (a lesson shows
    no rule it has not taught), and the line says which lesson comes to that move."""
    later = {
        "player" if drawn.rule == "player-draws" else "banker": _taught_in().get(teach_key(drawn), number) + 1
        for drawn in coup.steps[step:]
        if drawn.draws and drawn.card is not None and _taught_in().get(teach_key(drawn), number) > number
    }
    if len(later) == 2:
        return said(mark("The Player's and the Banker's moves come in Lessons {player} and {banker}: the coup stops "
                         "here for now."), **later)  # fmt: skip
    if "player" in later:
        return said(mark("The Player's move comes in Lesson {number}: the coup stops here for now."),
                    number=later["player"])  # fmt: skip
    if "banker" in later:
        return said(mark("The Banker's move comes in Lesson {number}: the coup stops here for now."),
                    number=later["banker"])  # fmt: skip
    return ""


@cache
def lessons(*, variant: int = 0, v4: bool = False) -> tuple[tuple[Lesson, tuple[Asked, ...]], ...]:
    """The home page's lessons, each with its coups and the questions asked of them: set ``variant``
    (0, the first pass, to ``LESSON_SETS - 1``). In the first pass each coup is the first of this guide's shoes
    that fits its pick and can teach (:func:`teachable`); a fresh set's, the first from its own shoes
    (:data:`LESSON_SEED`); no coup in two lessons or two sets. A question asked while a third card shows before
    its rule is taught carries a note (:attr:`Question.note`). The Banker's chart asks its rows in each set's own
    order (:attr:`Lesson.shuffled`). With ``v4``, the lessons as the guide's version 4 asked them (in the picks'
    order, none added since), for carrying a reader's progress in them over.

        >>> [(lesson.key, len(asked)) for lesson, asked in lessons()]
        [('scoring', 4), ('player', 7), ('banker-first', 4), ('banker-chart', 8)]
        >>> [kind_of(coup) for coup, _ in lessons()[3][1]][:3]
        ['banker-5-draws', 'banker-4-stands', 'banker-3-stands']
        >>> lessons(variant=2)[0][1][0][0] != lessons()[0][1][0][0]
        True

    Raises :class:`IndexError` for a set not shipped.
    """
    if not 0 <= variant < LESSON_SETS:
        raise IndexError(f"no set of lessons {variant}: use 0 to {LESSON_SETS - 1}")
    picked = ((lesson, tuple(pick for n, pick in enumerate(lesson.picks) if not (v4 and n in lesson.added)))
              for lesson in LESSONS)  # fmt: skip
    return tuple(
        (lesson, _noted(number, shoe if v4 else _in_order(lesson, variant, shoe)))
        for number, ((lesson, picks), coups) in enumerate(zip(picked, _lesson_sets(v4=v4)[variant], strict=True))
        for shoe in [tuple(_asking(coup, topics) for coup, (_, _, topics) in zip(coups, picks, strict=True))]
    )  # fmt: skip


def lesson_set(variant: int) -> tuple[Asked, ...]:
    """Every coup of the lessons' set ``variant``, lesson after lesson, with its questions (:func:`lessons`).

    Raises :class:`IndexError` for a set not shipped.
    """
    return tuple(asked for _, shoe in lessons(variant=variant) for asked in shoe)


def first_shoe() -> tuple[Asked, ...]:
    """Every coup the home page's lessons ask about, lesson after lesson, with its questions.

        >>> shoe = first_shoe()
        >>> sorted({q.topic for _, asked in shoe for q in asked})
        ['banker', 'natural', 'player', 'score', 'winner']

    Raises nothing.
    """
    return tuple(asked for _, shoe in lessons() for asked in shoe)


def lesson_words(lesson: Lesson) -> tuple[Saying, Saying]:
    """A lesson's title, and what a reader knows once it is done (words to say).

        >>> str(lesson_words(LESSONS[1])[0])
        "Lesson 2 of 4: the Player's rule"

    Raises :class:`KeyError` for a lesson not of :data:`LESSONS`.
    """
    number = LESSONS.index(lesson) + 1
    named = {
        "scoring": (
            said(mark("Lesson {number} of {count}: scores and naturals"), number=number, count=len(LESSONS)),
            said(mark("You can score any hand, and tell at once when a natural ends the coup.")),
        ),
        "player": (
            said(mark("Lesson {number} of {count}: the Player's rule"), number=number, count=len(LESSONS)),
            said(mark("You know when the Player draws a third card and when it stands.")),
        ),
        "banker-first": (
            said(mark("Lesson {number} of {count}: the Banker's simple cases"), number=number, count=len(LESSONS)),
            said(
                mark("You know what the Banker does after the Player stands, on {low} and on {seven}."),
                low=value_ranges(_ALWAYS_DRAWS),
                seven=BANKER_ALWAYS_STANDS_ON,
            ),
        ),
        "banker-chart": (
            said(mark("Lesson {number} of {count}: the Banker's chart"), number=number, count=len(LESSONS)),
            said(
                mark("You can read the Banker's chart: rows {rows}, against the Player's third card."),
                rows=value_ranges(_CHART_ROWS),
            ),
        ),
    }
    return named[lesson.key]


#: The Banker's totals that draw whatever the Player's third card, and the rows that depend on it.
_ALWAYS_DRAWS = BANKER_ALWAYS_DRAWS_ON
_CHART_ROWS = tuple(total for total, draws_on in BANKER_DRAWS_ON.items() if 0 < len(draws_on) < len(CARD_VALUES))

#: Every rule card, in the order a dealer meets them: the key each question names (:func:`teach_key`).
TEACHING: tuple[str, ...] = (
    "score", "natural", "player", "banker-stood", "banker-low", "banker-7",
    *(f"banker-{total}" for total in _CHART_ROWS), "winner",
)  # fmt: skip

#: Where the rule cards' worked examples are found: shoes far from the lessons' and the quizzes'.
EXAMPLE_SEED = 900_001


@dataclass(frozen=True, slots=True)
class RuleCard:
    """The rule a kind of question applies, shown with the question until the reader has it: its ``title``, the
    ``rule`` in a sentence or two, and a worked ``example``, one step of a coup explained by the dealer (a draw's
    with the hand's first two cards named: an example sums only cards it shows)."""

    key: str
    title: Saying  # words to say, as are rule and example: the render layer words them
    rule: Saying
    example: Saying
    #: The Drill's cell of the example's step (:attr:`Question.cell`), and a second example of another cell, shown
    #: with a question of that very cell (the card would answer it): :meth:`example_for`.
    cell: str = ""
    other: Saying | None = None

    def example_for(self, cell: str) -> Saying:
        """The example to show with a question of ``cell``: never one of that very cell (``""``: any).

            >>> card = rule_card("banker-3")
            >>> card.example_for(card.cell) is card.other, card.example_for("") is card.example
            (True, True)

        Raises nothing.
        """
        return self.other if cell and cell == self.cell and self.other is not None else self.example


def _teaches(key: str) -> Callable[[Step], bool]:
    if key == "score":
        return lambda step: step.rule == "player-total"
    return lambda step: teach_key(step) == key and (key != "natural" or step.rule == "natural")


def _example_cell(coup: Coup, index: int) -> str:
    """The Drill's cell a question of the example's step counts towards (:attr:`Question.cell`)."""
    return _question(index + 1, coup.steps[index], coup).cell


@cache
def _example_step(key: str, avoid: str = "") -> tuple[Coup, int]:
    """The first coup (of the shoes from :data:`EXAMPLE_SEED`, teachable) with a step that ``key`` teaches, and
    that step's index; for a score, a hand whose points add up past nine; for a Banker row, a draw. With ``avoid``,
    the first whose step is of another cell (:func:`_example_cell`) than that."""
    fits = _teaches(key)
    for coup in _coups(EXAMPLE_SEED):
        for index, step in enumerate(coup.steps):
            if avoid and fits(step) and _example_cell(coup, index) == avoid:
                continue
            scored = key != "score" or sum(card.points for card in coup.player.cards[:2]) >= 10
            drew = not key.startswith("banker-") or key == "banker-7" or step.draws
            # A card drawn changes the hand's total: a 0-point card would show the reader nothing.
            drew = drew and not (step.draws and step.card is not None and step.card.points == 0)
            if fits(step) and scored and drew and coup.outcome.value != "tie":
                return coup, index
    raise AssertionError("unreachable: the shoes never end")


def rule_card(key: str) -> RuleCard:
    """The rule card ``key`` (one of :data:`TEACHING`): its rule said from the rules' own data, its example one step
    of a coup the package deals and explains.

        >>> card = rule_card("banker-6")
        >>> str(card.rule)
        "When the Player drew, a Banker on 6 draws if the Player's third card counts 6 or 7, and stands otherwise."
        >>> str(card.example).startswith("Example: Banker holds K♠ and 6♥. Banker has 6")
        True

    Raises :class:`KeyError` for an unknown card.
    """

    def ranges(values: Iterable[int]) -> Sayable:
        return value_ranges(values, conjunction=" or ")

    cards = {
        "score": (
            said(mark("Scoring a hand")),
            said(
                mark(
                    "Aces count 1, tens and court cards 0, every other card its face value. A "
                    "hand scores the last digit of its total: 0 to 9."
                )
            ),
        ),
        "natural": (
            said(mark("Spotting a natural")),
            said(
                mark("A two-card {totals} is a natural. If either hand has one, nobody draws: the higher score wins."),
                totals=ranges(NATURAL_TOTALS),
            ),
        ),
        "player": (
            said(mark("The Player's rule")),
            said(
                mark("With no natural, the Player draws a third card on {draws} and stands on {stands}."),
                draws=ranges(PLAYER_DRAWS_ON),
                stands=ranges(PLAYER_STANDS_ON),
            ),
        ),
        "banker-stood": (
            said(mark("The Banker, when the Player stood")),
            said(
                mark(
                    "If the Player stood on two cards, the Banker follows the Player's rule: it draws on "
                    "{draws} and stands on {stands}."
                ),
                draws=ranges(BANKER_STOOD_PLAYER_DRAWS_ON),
                stands=ranges(PLAYER_STANDS_ON),
            ),
        ),
        "banker-low": (
            said(mark("The Banker on {totals}"), totals=ranges(_ALWAYS_DRAWS)),
            said(
                mark("When the Player drew, a Banker on {totals} always draws, whatever the Player's third card."),
                totals=ranges(_ALWAYS_DRAWS),
            ),
        ),
        "banker-7": (
            said(mark("The Banker on {total}"), total=BANKER_ALWAYS_STANDS_ON),
            said(mark("A Banker on {total} always stands."), total=BANKER_ALWAYS_STANDS_ON),
        ),
        **{
            f"banker-{total}": (
                said(mark("The Banker's chart: row {total}"), total=total),
                said(
                    mark(
                        "When the Player drew, a Banker on {total} draws if the Player's third card counts {values}, "
                        "and stands otherwise."
                    ),
                    total=total,
                    values=ranges(BANKER_DRAWS_ON[total]),
                ),
            )
            for total in _CHART_ROWS
        },
        "winner": (
            said(mark("Calling the winner")),
            said(mark("Once no hand draws again, the higher score wins; equal scores are a tie.")),
        ),
    }
    title, rule = cards[key]
    coup, index = _example_step(key)
    cell = _example_cell(coup, index)
    # A question of the example's very cell is shown another example (the first would answer it); a winner's
    # question has no cell.
    other = _example(*_example_step(key, cell)) if cell else None
    return RuleCard(key, title, rule, _example(coup, index), cell, other)


def _example(coup: Coup, index: int) -> Saying:
    """A rule card's worked example: the step ``index`` of ``coup``, explained by the dealer."""
    step = coup.steps[index]
    explained = explain(step)
    if not (step.draws and step.card is not None):
        return said(mark("Example: {step}"), step=explained)
    # A draw adds the hand's first two cards to the card drawn: the example names them too, as the reader sees
    # none of its coup.
    first, second = (str(card) for card in step.cards[:2])
    if step.rule == "player-draws":
        return said(
            mark("Example: Player holds {first} and {second}. {step}"), first=first, second=second, step=explained
        )
    return said(mark("Example: Banker holds {first} and {second}. {step}"), first=first, second=second, step=explained)


#: How many sets of questions each rules page ships: the browser asks one a visit, or the one a link names.
QUIZ_VARIANTS = 24

#: Where a rules page's sets are found: set ``n`` in the shoes from ``QUIZ_SEED * n``, far from the lessons'.
QUIZ_SEED = 1_000

#: A rules page's questions: for each coup it picks, the topics it asks. Each page asks its own rule in (nearly)
#: every question: the Player's page only coups with no natural (the Player's decision, drawing and standing), the
#: Banker's only the Banker's decision, the naturals' page whether there is a natural of every coup (two naturals,
#: with who wins, and two coups with none). Set 1 asks these picks in this order; every other set draws its own
#: (:func:`_quiz_picks`).
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
        ("a total of ten or more, no natural", lambda c: not c.natural and _two_card_sum(c) >= 10, ("natural",)),
    ),
    "player": (
        ("a Player 5", _player_two_card(range(5, 6)), ("player",)),
        ("a Player 0", _player_two_card(range(0, 1)), ("player",)),
        ("a Player 6", _player_two_card(range(6, 7)), ("player",)),
        ("a Player 7", _player_two_card(range(7, 8)), ("player",)),
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
        ("the Banker stands on 3 against an 8", _cell(3, 8), _CALLING),
        ("the Player stands", _is_kind("player-stands-banker-draws"), _CALLING),
    ),
}

#: The picks of the pages whose questions changed since the guide's version 2, as it asked them (:func:`quiz_v2`):
#: the Player's page also asked a natural, the naturals' page one coup without one, calling a hand every step.
_QUIZZES_V2: dict[str, tuple[_Pick, ...]] = {
    "calling-a-hand": tuple((name, fits, _EVERY_STEP) for name, fits, _ in QUIZZES["calling-a-hand"]),
    "naturals": QUIZZES["naturals"][:3],
    "player": (*QUIZZES["player"][:2], ("a Player 6 or 7", _player_two_card(range(6, 8)), ("player",)),
               ("a natural", _is_kind("natural"), ("natural",))),
}  # fmt: skip

#: The naturals page's other sets draw two coups of these (a natural: whether there is one, and who wins) ...
_NATURALS: tuple[_Pick, ...] = (
    ("a natural 9 against a natural 8", lambda c: set(_scores(c)) == {8, 9}, ("natural", "winner")),
    ("two equal naturals", lambda c: _scores(c)[0] == _scores(c)[1] >= 8, ("natural", "winner")),
    ("a Player natural against a lower score", lambda c: _scores(c)[0] >= 8 > _scores(c)[1], ("natural", "winner")),
    ("a Banker natural against a lower score", lambda c: _scores(c)[1] >= 8 > _scores(c)[0], ("natural", "winner")),
)
#: ... and two of these (no natural, however close: whether there is one).
_NOT_NATURALS: tuple[_Pick, ...] = (
    ("a two-card 7, which is not a natural", lambda c: not c.natural and 7 in _scores(c), ("natural",)),
    ("a two-card 6", lambda c: not c.natural and 6 in _scores(c), ("natural",)),
    ("a total of ten or more, no natural", lambda c: not c.natural and _two_card_sum(c) >= 10, ("natural",)),
    ("a Banker total of ten or more", lambda c: not c.natural and _two_card_sum(c, "banker") >= 10, ("natural",)),
)


def _quiz_picks(rule: str, variant: int) -> tuple[_Pick, ...]:
    """Set ``variant``'s picks. Set 1 asks them as :data:`QUIZZES` lists them (older saved progress lands on it);
    every other set asks them in its own seeded order, the Player's page on other totals (two or three draws, the
    rest stands, never a natural), the Banker's on four other cells of the chart where the third card decides (two
    draws, two stands), the naturals' page two naturals and two coups without one, of kinds of its own: no answer
    comes from remembering a position."""
    picks = QUIZZES[rule]
    if variant == 1:
        return picks
    chance = Random(QUIZ_SEED * variant)
    if rule == "player":
        drawing = chance.randint(2, 3)
        totals = chance.sample(sorted(PLAYER_DRAWS_ON), drawing) + chance.sample(sorted(PLAYER_STANDS_ON), 4 - drawing)
        picks = tuple((f"a Player {t}", _player_two_card(range(t, t + 1)), ("player",)) for t in totals)
    if rule == "naturals":
        picks = (*chance.sample(_NATURALS, 2), *chance.sample(_NOT_NATURALS, 2))
    if rule == "banker":
        deciding = [(total, third) for total in range(3, 7) for third in sorted(CARD_VALUES)]
        draws = [cell for cell in deciding if cell[1] in BANKER_DRAWS_ON[cell[0]]]
        stands = [cell for cell in deciding if cell[1] not in BANKER_DRAWS_ON[cell[0]]]
        cells = chance.sample(draws, 2) + chance.sample(stands, 2)
        picks = picks[:2] + tuple(
            (f"Banker {t} against a third card of {c}", _cell(t, c), ("banker",)) for t, c in cells
        )
    order = list(picks)
    chance.shuffle(order)
    return tuple(order)


@cache
def _quiz_coups(rule: str) -> tuple[tuple[Coup, ...], ...]:
    taken = {tuple(card.token for card in coup.cards) for coup, _ in first_shoe()}
    return tuple(
        _found(_quiz_picks(rule, variant), _coups(QUIZ_SEED * variant), taken)
        for variant in range(1, QUIZ_VARIANTS + 1)
    )


def quiz(rule: str, variant: int = 1) -> tuple[Asked, ...]:
    """A rules page's set of questions number ``variant`` (1 to :data:`QUIZ_VARIANTS`; ``rule``: a key of
    :data:`QUIZZES`): each on the first teachable coup that fits it in the shoes from
    ``QUIZ_SEED * variant``, none a coup of the lessons or of another set, none used twice.

        >>> [len(asked) for _, asked in quiz("player")]
        [1, 1, 1, 1]
        >>> quiz("player", 2)[0][0] != quiz("player", 1)[0][0]
        True

    Raises :class:`KeyError` for a rule with no questions, and :class:`IndexError` for a set that is not shipped.
    """
    if not 1 <= variant <= QUIZ_VARIANTS:
        raise IndexError(f"no set of questions {variant}: use 1 to {QUIZ_VARIANTS}")
    coups = _quiz_coups(rule)[variant - 1]
    picks = _quiz_picks(rule, variant)
    return tuple(_asking(coup, topics) for coup, (_, _, topics) in zip(coups, picks, strict=True))


def quiz_v2(rule: str) -> tuple[Asked, ...]:
    """A rules page's questions as the guide's version 2 asked them (the first coups of shoe 1 on, some of them the
    home page's): no page asks them now; a reader's saved answers to them are carried over into set 1.

    Raises :class:`KeyError` for a rule with no questions.
    """
    picks = _QUIZZES_V2.get(rule, QUIZZES[rule])
    coups = _found(picks, _coups(teaching=False), set())
    return tuple(_asking(coup, topics) for coup, (_, _, topics) in zip(coups, picks, strict=True))
