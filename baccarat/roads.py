"""Scoreboard roads: the bead plate, the big road and the three derived roads.

Roads only record past results. They change nothing in the drawing rules and predict
nothing: every coup is dealt from the shoe by the same fixed rules.

Results are written ``B`` (Banker win), ``P`` (Player win) and ``T`` (tie). Grid positions
are ``(column, row)`` counted from 0 at the top left, as a board draws them; the derived
roads' rule counts columns and rows from 1, as casino write-ups do.

How the big road is drawn here (boards differ on rare collisions):

- Each streak of Banker or Player wins goes down its column until the bottom row or an
  occupied cell, then turns right along that row (the "dragon tail"), and keeps going
  right, past any occupied cell.
- A new streak starts at the top of the column after the one where the previous streak
  started; if an older tail already fills that top cell, it starts in the next column
  whose top cell is free.

For example:

    >>> [len(column) for column in big_road("BBPTPB")]
    [2, 2, 1]
    >>> derived_road("BPBPP", 1)
    ('red', 'red', 'blue')

Every word the roads write for a reader is a :class:`~baccarat.errors.Saying`, which the render layer words in
the reader's language; the results, marks and states themselves are data (``B``, ``"red"``, ``"any coup"``) in
every language.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Iterable
from dataclasses import dataclass

from .coup import Coup, Outcome
from .errors import BaccaratError, Listed, Saying, mark, quote, said
from .shoe import Shoe

__all__ = [
    "DERIVED_ROADS",
    "LONG_RUN",
    "RESULT_NAMES",
    "BeadCell",
    "Observed",
    "RoadEntry",
    "bead_plate",
    "big_road",
    "big_road_grid",
    "colour_name",
    "derived_marks",
    "derived_reasons",
    "derived_road",
    "derived_road_columns",
    "derived_road_name",
    "grid",
    "joint_test",
    "latest",
    "next_coup_counts",
    "parse_results",
    "result_name",
    "road_reading",
    "shoe_results",
    "state_name",
    "streak_counts",
]

#: What each result letter means (in English: :func:`result_name` says it in any language).
RESULT_NAMES = {"B": "Banker", "P": "Player", "T": "Tie"}
_LETTERS = {Outcome.BANKER: "B", Outcome.PLAYER: "P", Outcome.TIE: "T"}
#: The derived roads, by the column distance they compare (in English: :func:`derived_road_name`).
DERIVED_ROADS = {1: "big eye boy", 2: "small road", 3: "cockroach pig"}
ROWS = 6


def result_name(result: str) -> Saying:
    """A result letter in words: ``B`` the Banker (hand), ``P`` the Player, ``T`` a tie.

        >>> from baccarat.i18n import words
        >>> str(result_name("B")), str(result_name("T")), words("zh-Hant").say(result_name("P"))
        ('Banker', 'Tie', '閒家')

    Raises :class:`KeyError` for any other letter.
    """
    named = {"B": Saying.pgettext("hand", "Banker"), "P": Saying.pgettext("hand", "Player"), "T": said(mark("Tie"))}
    return named[result]


def derived_road_name(k: int) -> Saying:
    """A derived road's name in running text, by the column distance ``k`` it compares.

        >>> from baccarat.i18n import words
        >>> hant, hans = words("zh-Hant"), words("zh-Hans")
        >>> str(derived_road_name(3)), hant.say(derived_road_name(3)), hans.say(derived_road_name(3))
        ('cockroach pig', '曱甴路', '蟑螂路')

    Raises :class:`KeyError` for k other than 1, 2, 3.
    """
    named = {1: said(mark("big eye boy")), 2: said(mark("small road")), 3: said(mark("cockroach pig"))}
    return named[k]


def colour_name(mark: str) -> Saying:
    """A derived road's mark, ``"red"`` or ``"blue"``, in words.

        >>> from baccarat.i18n import words
        >>> str(colour_name("red")), words("zh-Hans").say(colour_name("blue"))
        ('red', '蓝')

    Raises :class:`KeyError` for any other mark.
    """
    # Translators: the colour of a derived road's mark (red: the big road repeats its pattern).
    named = {"red": Saying.pgettext("road mark", "red"), "blue": Saying.pgettext("road mark", "blue")}
    return named[mark]


def _ties(ties: int) -> Saying:
    return Saying.ngettext("{count} tie", "{count} ties", ties, count=format(ties, ","))


Results = str | Iterable[str | Outcome | Coup]


@dataclass(frozen=True, slots=True)
class BeadCell:
    """One result on the bead plate: where it is drawn, and which coup it was (from 1)."""

    column: int
    row: int
    result: str
    coup: int


@dataclass(frozen=True, slots=True)
class RoadEntry:
    """A Banker or Player win on the big road, with the ties recorded on it.

    ``coup`` is the coup (from 1) of the win; ``ties`` counts the ties that followed it
    (or, on the first entry, also the ties before it).
    """

    winner: str
    ties: int
    coup: int

    @property
    def name(self) -> str:
        """The entry in words, for screen readers: ``'coup 12: Banker, 1 tie'`` (:meth:`named` in any language)."""
        return str(self.named())

    def named(self) -> Saying:
        """The entry in words, for screen readers.

            >>> from baccarat.i18n import words
            >>> str(RoadEntry("B", 1, 12).named()), words("zh-Hant").say(RoadEntry("P", 0, 3).named())
            ('coup 12: Banker, 1 tie', '第 3 局：閒家')

        Raises nothing.
        """
        result = result_name(self.winner)
        if not self.ties:
            return said(mark("coup {coup}: {result}"), coup=self.coup, result=result)
        return said(mark("coup {coup}: {result}, {ties}"), coup=self.coup, result=result, ties=_ties(self.ties))


def parse_results(results: Results) -> str:
    """Results as a string of ``B``, ``P`` and ``T``: from text, result letters, outcomes or coups.

        >>> parse_results("bp t,B")
        'BPTB'
        >>> parse_results([Outcome.BANKER, "P"])
        'BP'

    Raises :class:`BaccaratError` naming any letter other than B, P or T.
    """
    if isinstance(results, str):
        text = "".join(results.split()).replace(",", "").upper()
        bad = sorted(set(text) - set(RESULT_NAMES))
        if bad:
            shown = Listed(tuple(quote(letter) for letter in bad), Saying.pgettext("list", ", "))
            raise BaccaratError.said(
                mark("results are written B (Banker), P (Player) and T (tie), not {shown}"), shown=shown
            )
        return text
    letters = []
    for item in results:
        if isinstance(item, Coup):
            item = item.outcome
        if isinstance(item, Outcome):
            letters.append(_LETTERS[item])
        elif isinstance(item, str) and item.upper() in RESULT_NAMES:
            letters.append(item.upper())
        else:
            raise BaccaratError(f"{item!r} is not a result: use B, P or T, an Outcome, or a Coup")
    return "".join(letters)


@functools.lru_cache(maxsize=16)
def shoe_results(seed: int, decks: int = 8) -> str:
    """Every result of the shoe shuffled by ``seed``, dealt to the cut card (kept: stepping through a
    shoe redraws its roads, never re-deals it).

        >>> len(shoe_results(42)) > 60
        True

    Raises :class:`~baccarat.errors.ShoeError` for bad decks or seed.
    """
    shoe = Shoe(decks, seed=seed)
    return parse_results(shoe.deal_many(shoe.cards_left))  # a coup takes at least four cards


def latest(results: str) -> Saying:
    """The latest result in words: ``'Coup 10: Banker.'``, or that nothing is dealt yet.

        >>> str(latest("BPT")), str(latest(""))
        ('Coup 3: Tie.', 'No coup dealt yet.')
        >>> from baccarat.i18n import words
        >>> words("zh-Hans").say(latest("BPT"))
        '第 3 局：和局。'

    Raises nothing.
    """
    if not results:
        return said(mark("No coup dealt yet."))
    return said(mark("Coup {coup}: {result}."), coup=len(results), result=result_name(results[-1]))


def bead_plate(results: Results, *, rows: int = ROWS) -> tuple[BeadCell, ...]:
    """Every result, ties included, in columns of ``rows``, top to bottom, then left to right.

        >>> [(c.column, c.row, c.result) for c in bead_plate("BPT" * 3)][5:8]
        [(0, 5, 'T'), (1, 0, 'B'), (1, 1, 'P')]

    Raises :class:`BaccaratError` for a letter other than B, P or T.
    """
    return tuple(
        BeadCell(index // rows, index % rows, result, index + 1) for index, result in enumerate(parse_results(results))
    )


def big_road(results: Results) -> tuple[tuple[RoadEntry, ...], ...]:
    """The logical big road: one column per streak of Banker or Player wins, ties counted on entries.

        >>> road = big_road("TBTTPP")
        >>> [[(e.winner, e.ties, e.coup) for e in column] for column in road]
        [[('B', 3, 2)], [('P', 0, 5), ('P', 0, 6)]]

    Raises :class:`BaccaratError` for a letter other than B, P or T.
    """
    columns: list[list[RoadEntry]] = []
    ties_before = 0
    for coup, result in enumerate(parse_results(results), 1):
        if result == "T":
            if columns:
                last = columns[-1][-1]
                columns[-1][-1] = RoadEntry(last.winner, last.ties + 1, last.coup)
            else:
                ties_before += 1  # marked on the first entry when it comes
            continue
        entry = RoadEntry(result, ties_before, coup)
        ties_before = 0
        if columns and columns[-1][-1].winner == result:
            columns[-1].append(entry)
        else:
            columns.append([entry])
    return tuple(tuple(column) for column in columns)


def grid(lengths: Iterable[int], *, rows: int = ROWS) -> list[list[tuple[int, int]]]:
    """Where a board draws columns of these lengths: ``(column, row)`` for each mark, column by column.

    A column goes down until the bottom row or an occupied cell, then right along its row;
    each new column starts at the top of the column after the previous start (see the
    module notes for collisions).

        >>> grid([7, 1])
        [[(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (0, 5), (1, 5)], [(1, 0)]]

    Raises :class:`BaccaratError` for fewer than one row.
    """
    if rows < 1:
        raise BaccaratError(f"a road needs at least one row, not {rows}")
    taken: set[tuple[int, int]] = set()
    placed: list[list[tuple[int, int]]] = []
    start = -1
    for length in lengths:
        start += 1
        while (start, 0) in taken:  # an older dragon tail lies across this top cell
            start += 1
        column, row, turned = start, 0, False
        cells: list[tuple[int, int]] = []
        for _ in range(length):
            if cells:
                if not turned and row + 1 < rows and (column, row + 1) not in taken:
                    row += 1
                else:
                    turned = True
                    column += 1
                    while (column, row) in taken:
                        column += 1
            cells.append((column, row))
            taken.add((column, row))
        placed.append(cells)
    return placed


def big_road_grid(results: Results, *, rows: int = ROWS) -> list[tuple[int, int, RoadEntry]]:
    """Where each big-road entry is drawn: ``(column, row, entry)`` in the order of the coups.

        >>> [(c, r, e.winner) for c, r, e in big_road_grid("BPPB")]
        [(0, 0, 'B'), (1, 0, 'P'), (1, 1, 'P'), (2, 0, 'B')]

    Raises :class:`BaccaratError` for a letter other than B, P or T, or fewer than one row.
    """
    road = big_road(results)
    cells = grid((len(column) for column in road), rows=rows)
    return [
        (c, r, entry)
        for column, where in zip(road, cells, strict=True)
        for entry, (c, r) in zip(column, where, strict=True)
    ]


def derived_marks(results: Results, k: int) -> tuple[tuple[RoadEntry, str], ...]:
    """Each mark of a derived road with the big-road entry that made it: k = 1 big eye boy,
    2 small road, 3 cockroach pig (see :func:`derived_reasons` for the rule).

        >>> [(entry.coup, mark) for entry, mark in derived_marks("BPBPP", 1)]
        [(3, 'red'), (4, 'red'), (5, 'blue')]

    Raises :class:`BaccaratError` for a letter other than B, P or T, or k other than 1, 2, 3.
    """
    return tuple((entry, mark) for entry, mark, _ in derived_reasons(results, k))


def derived_reasons(results: Results, k: int) -> tuple[tuple[RoadEntry, str, Saying], ...]:
    """Each mark of a derived road with its entry and, in words, why it is that colour.

    Read from the logical big road (full column lengths). For an entry in column c,
    row r (from 1): starting a column, red if columns c−1 and c−1−k have the same
    length, else blue; lower down, red if column c−k reaches row r, blue if it is
    exactly r−1 long, red if shorter. The road starts with the first entry whose
    comparison column exists. A mark looks only at earlier columns, so it is known
    as soon as its coup is dealt.

        >>> entry, colour, why = derived_reasons("BPB", 1)[0]
        >>> colour, str(why)
        ('red', 'it starts a column, so compare column 2 (1 long) with column 1 (1 long): the same length')

    Raises :class:`BaccaratError` for a letter other than B, P or T, or k other than 1, 2, 3.
    """
    if k not in DERIVED_ROADS:
        raise BaccaratError(f"derived roads compare 1, 2 or 3 columns back, not {k!r}")
    road = big_road(results)
    lengths = [len(column) for column in road]
    marks = []
    for c, column in enumerate(road, 1):
        for r, entry in enumerate(column, 1):
            if r == 1 and c - 1 - k >= 1:
                before, further = lengths[c - 2], lengths[c - 2 - k]
                same = before == further
                marks.append((entry, "red" if same else "blue", _start_reason(same, c, k, before, further)))
            elif r > 1 and c - k >= 1:
                compared = lengths[c - k - 1]
                why = _lower_reason(compared, c, k, r)
                marks.append((entry, "blue" if compared == r - 1 else "red", why))
    return tuple(marks)


def _start_reason(same: bool, c: int, k: int, before: int, further: int) -> Saying:
    """Why an entry that starts column ``c`` makes its mark: one whole sentence for each verdict."""
    columns = {"before_column": c - 1, "before": before, "further_column": c - 1 - k, "further": further}
    if same:
        return said(
            mark(
                "it starts a column, so compare column {before_column} ({before} long) with column {further_column} "
                "({further} long): the same length"
            ),
            **columns,
        )
    return said(
        mark(
            "it starts a column, so compare column {before_column} ({before} long) with column {further_column} "
            "({further} long): different lengths"
        ),
        **columns,
    )


def _lower_reason(compared: int, c: int, k: int, r: int) -> Saying:
    """Why an entry in row ``r`` (below the top) of column ``c`` makes its mark, from the compared column's length."""
    if compared >= r:
        return said(
            mark("it is lower in its column, so look at column {column}, {k} to the left: it reaches row {row}"),
            column=c - k,
            k=k,
            row=r,
        )
    if compared == r - 1:
        return said(
            mark("it is lower in its column, so look at column {column}, {k} to the left: it is exactly {length} long"),
            column=c - k,
            k=k,
            length=r - 1,
        )
    return said(
        mark("it is lower in its column, so look at column {column}, {k} to the left: it is shorter than {length}"),
        column=c - k,
        k=k,
        length=r - 1,
    )


def derived_road(results: Results, k: int) -> tuple[str, ...]:
    """The marks of a derived road, ``"red"`` or ``"blue"``, in order (see :func:`derived_marks`).

        >>> derived_road("BPBPP", 2), derived_road("BPBPP", 3), derived_road("BPPPB", 1)
        (('red', 'blue'), ('blue',), ('blue', 'red', 'blue'))

    Raises as :func:`derived_marks` does.
    """
    return tuple(mark for _, mark in derived_marks(results, k))


def derived_road_columns(results: Results, k: int) -> tuple[tuple[str, ...], ...]:
    """A derived road's marks as the board draws them: a new column whenever the colour changes.

        >>> derived_road_columns("BPPPB", 1)
        (('blue',), ('red',), ('blue',))

    Raises as :func:`derived_road` does.
    """
    columns: list[list[str]] = []
    for colour in derived_road(results, k):
        if columns and columns[-1][-1] == colour:
            columns[-1].append(colour)
        else:
            columns.append([colour])
    return tuple(tuple(column) for column in columns)


@dataclass(frozen=True, slots=True)
class Observed:
    """How often something followed a road state, over many dealt shoes: ``hits`` of ``coups``."""

    state: str
    coups: int
    hits: int

    @property
    def share(self) -> float:
        """The observed share."""
        return self.hits / self.coups if self.coups else 0.0

    def interval(self, z: float = 1.96) -> tuple[float, float]:
        """The Wilson score interval for the share (95% for z = 1.96)."""
        if not self.coups:
            return 0.0, 1.0
        n, p = self.coups, self.share
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return centre - half, centre + half


def _count(shoes: object) -> int:
    if isinstance(shoes, bool) or not isinstance(shoes, int) or shoes < 0:
        raise BaccaratError(f"the number of shoes must be a whole number 0 or more, not {shoes!r}")
    return shoes


@functools.lru_cache(maxsize=4)
def _dealt(shoes: int, decks: int, seed: int) -> tuple[str, ...]:
    """The results of ``shoes`` shoes, seeds ``seed`` on (kept: the page counts two things in the same shoes)."""
    return tuple(shoe_results(seed + number, decks) for number in range(shoes))


def next_coup_counts(*, shoes: int, decks: int = 8, seed: int = 0) -> tuple[Observed, ...]:
    """Deal ``shoes`` shoes (seeds ``seed``, ``seed + 1``, …) and count Banker wins (``hits``) on the coup
    after each road state: any coup; a big-road streak of 1, 2, 3 or 4+; the latest mark of each derived road.

        >>> counts = next_coup_counts(shoes=2)
        >>> counts[0].state, counts[0].coups > 100
        ('any coup', True)

    A state's name is the same in every language (``"big eye boy: red"``): :func:`state_name` words it.

    Raises :class:`BaccaratError` for a negative number of shoes, or bad decks.
    """
    names = list(_NEXT_COUP_STATES)
    tally = {name: [0, 0] for name in names}
    for results in _dealt(_count(shoes), decks, seed):
        streak_at = {entry.coup: row for column in big_road(results) for row, entry in enumerate(column, 1)}
        marks = {k: {entry.coup: mark for entry, mark in derived_marks(results, k)} for k in DERIVED_ROADS}
        streak, latest = 0, dict.fromkeys(DERIVED_ROADS, "")
        for coup, following in enumerate(results[1:], 1):
            streak = streak_at.get(coup, streak)
            states = ["any coup"]
            if streak:
                states.append(f"big road: a streak of {streak if streak < 4 else '4 or more'}")
            for k, road in DERIVED_ROADS.items():
                latest[k] = marks[k].get(coup, latest[k])
                if latest[k]:
                    states.append(f"{road}: {latest[k]}")
            for state in states:
                tally[state][0] += 1
                tally[state][1] += following == "B"
    return tuple(Observed(name, coups, banker) for name, (coups, banker) in tally.items())


#: The longest run counted on its own by :func:`streak_counts`; longer runs are counted with it.
LONG_RUN = 6
_RUNS = [f"{n}" for n in range(1, LONG_RUN)] + [f"{LONG_RUN} or more"]
_STREAKS = ("1", "2", "3", "4 or more")
#: Every state :func:`next_coup_counts` counts, in its order, with what it is: (kind, streak or road, colour).
_NEXT_COUP_STATES: dict[str, tuple[str, str | int, str]] = {
    "any coup": ("any", "", ""),
    **{f"big road: a streak of {n}": ("streak", n, "") for n in _STREAKS},
    **{f"{road}: {colour}": ("derived", k, colour) for k, road in DERIVED_ROADS.items() for colour in ("red", "blue")},
}
#: Every state :func:`streak_counts` counts, in its order: (side, run).
_RUN_STATES = {f"{RESULT_NAMES[side]}: a run of {run}": (side, run) for side in "BP" for run in _RUNS}


def state_name(state: str, *, short: bool = False) -> Saying:
    """A road state that :func:`next_coup_counts` or :func:`streak_counts` counts, in words; ``short`` for a
    chart's label (``"streak of 2"``, ``"small road red"``).

        >>> str(state_name("big road: a streak of 4 or more")), str(state_name("small road: red", short=True))
        ('big road: a streak of 4 or more', 'small road red')
        >>> from baccarat.i18n import words
        >>> hant, hans = words("zh-Hant"), words("zh-Hans")
        >>> hant.say(state_name("cockroach pig: blue")), hans.say(state_name("Player: a run of 2"))
        ('曱甴路：藍', '闲家：连赢 2 局')

    Raises :class:`KeyError` for a state neither counts.
    """
    if state in _RUN_STATES:
        side, run = _RUN_STATES[state]
        if run == _RUNS[-1]:
            return said(mark("{side}: a run of {run} or more"), side=result_name(side), run=LONG_RUN)
        return said(mark("{side}: a run of {run}"), side=result_name(side), run=run)
    kind, what, colour = _NEXT_COUP_STATES[state]
    if kind == "any":
        return said(mark("any coup"))
    if kind == "streak":
        if what == _STREAKS[-1]:
            n = _STREAKS[-1].split()[0]
            return (
                said(mark("streak of {n} or more"), n=n)
                if short
                else said(mark("big road: a streak of {n} or more"), n=n)
            )
        return said(mark("streak of {n}"), n=what) if short else said(mark("big road: a streak of {n}"), n=what)
    road, named = derived_road_name(int(what)), colour_name(colour)
    return (
        said(mark("{road} {colour}"), road=road, colour=named)
        if short
        else said(mark("{road}: {colour}"), road=road, colour=named)
    )


def streak_counts(*, shoes: int, decks: int = 8, seed: int = 0) -> tuple[Observed, ...]:
    """Deal ``shoes`` shoes and, after every run of n Banker (or Player) wins in a row, count whether
    the next decided coup continued it (``hits``). Ties neither continue nor break a run, as on the
    big road; a run is never followed into the next shoe. One row per side and run of 1 … 5 and
    ``LONG_RUN`` or more, Banker first.

        >>> counts = streak_counts(shoes=1, seed=7)
        >>> [count.state for count in counts[:2]], len(counts)
        (['Banker: a run of 1', 'Banker: a run of 2'], 12)
        >>> decided = shoe_results(7).replace("T", "")
        >>> sum(count.coups for count in counts) == len(decided) - 1
        True

    Raises :class:`BaccaratError` for a negative number of shoes, or bad decks.
    """
    runs = _RUNS
    tally = {(side, run): [0, 0] for side in "BP" for run in runs}
    for results in _dealt(_count(shoes), decks, seed):
        decided = results.replace("T", "")
        run, before = 0, ""
        for side, following in itertools.pairwise(decided):
            run, before = (run + 1 if side == before else 1), side
            cell = tally[side, runs[min(run, LONG_RUN) - 1]]
            cell[0] += 1
            cell[1] += following == side
    return tuple(
        Observed(f"{RESULT_NAMES[side]}: a run of {run}", coups, hits) for (side, run), (coups, hits) in tally.items()
    )


def joint_test(counts: Iterable[Observed], chances: Iterable[float]) -> tuple[float, float]:
    """Pearson's chi-squared test of every count against its chance at once: the statistic and its
    p-value (the chance that counts this far off, or further, come from these chances by luck alone).
    With many rows, one 95% interval in 20 misses by chance; this test asks about all of them together.

        >>> joint_test([Observed("a", 100, 50), Observed("b", 100, 50)], [0.5, 0.5])
        (0.0, 1.0)

    Raises :class:`BaccaratError` for an odd number of rows (the p-value's closed form needs an even
    number of degrees of freedom) or a chance outside 0 to 1 exclusive.
    """
    pairs = list(zip(counts, chances, strict=True))
    if len(pairs) % 2 or any(not 0 < chance < 1 for _, chance in pairs):
        raise BaccaratError("the joint test needs an even number of rows, each with a chance between 0 and 1")
    statistic = sum((c.hits - c.coups * p) ** 2 / (c.coups * p * (1 - p)) for c, p in pairs if c.coups)
    half = statistic / 2  # the chi-squared tail for 2k degrees of freedom is a Poisson sum
    p_value = math.exp(-half) * sum(half**k / math.factorial(k) for k in range(len(pairs) // 2))
    return statistic, min(p_value, 1.0)


def road_reading(results: Results) -> Saying:
    """What a road reader would see at the end of ``results``, in their words: the streak,
    a chop, and the latest mark of each derived road (red: the big road repeats its pattern; blue: it breaks it).

        >>> str(road_reading("BBBB"))
        'The big road shows a dragon: 4 Bankers in a row, and road readers argue whether it runs on or breaks.'
        >>> str(road_reading("PBPB"))[:54]
        'The big road shows a chop: the sides have taken turns '
        >>> str(road_reading(""))
        'There is no road yet: type some results.'
        >>> from baccarat.i18n import words
        >>> words("zh-Hant").say(road_reading("BBBB"))
        '大路出現長龍：莊家連贏 4 局，看路的人爭論這條龍會繼續還是會斷。'

    Raises :class:`BaccaratError` for anything that is not a result.
    """
    letters = parse_results(results)
    decided = letters.replace("T", "")
    if not decided:
        return (
            said(mark("There is no road yet: type some results."))
            if not letters
            else said(mark("Only ties so far: no road yet."))
        )
    last = decided[-1]
    run = len(decided) - len(decided.rstrip(last))
    turns = 1
    while turns < len(decided) and decided[-turns - 1] != decided[-turns]:
        turns += 1
    if run >= 4:
        reading = _dragon(last, run)
    elif turns >= 4:
        reading = said(
            mark(
                "The big road shows a chop: the sides have taken turns {turns} times, and pattern players bet the "
                "next turn."
            ),
            turns=turns,
        )
    else:
        reading = _column(last, run)
    marks = tuple(
        said(mark("{road} {colour}"), road=derived_road_name(k), colour=colour_name(made[-1][1]))
        for k in DERIVED_ROADS
        if (made := derived_marks(letters, k))
    )
    if marks:
        reading = said(
            mark("{said} The derived roads end {marks}."),
            said=reading,
            marks=Listed(marks, Saying.pgettext("list", ", ")),
        )
    return reading


def _dragon(side: str, run: int) -> Saying:
    """A long run on the big road, as a road reader names it: one whole sentence for each side."""
    if side == "B":
        return said(
            mark(
                "The big road shows a dragon: {run} Bankers in a row, and road readers argue whether it runs on or "
                "breaks."
            ),
            run=run,
        )
    return said(
        mark(
            "The big road shows a dragon: {run} Players in a row, and road readers argue whether it runs on or breaks."
        ),
        run=run,
    )


def _column(side: str, run: int) -> Saying:
    """The big road's latest column, when it is no dragon and no chop: one whole sentence for each side."""
    if side == "B":
        if run == 1:
            return said(mark("The big road's latest column is a single Banker."))
        return said(mark("The big road's latest column is {run} Bankers in a row."), run=run)
    if run == 1:
        return said(mark("The big road's latest column is a single Player."))
    return said(mark("The big road's latest column is {run} Players in a row."), run=run)
