"""Scoreboard roads: hand-worked sequences, properties, and a second statement of the derived-road rule."""

from __future__ import annotations

import itertools
import math
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baccarat import BaccaratError, Outcome, Shoe
from baccarat.render.palette import SIDE_INK
from baccarat.render.roads import ROAD_KINDS, road_svg
from baccarat.roads import (
    Observed,
    bead_plate,
    big_road,
    big_road_grid,
    derived_road,
    derived_road_columns,
    grid,
    joint_test,
    parse_results,
    shoe_results,
    streak_counts,
)

results_text = st.text(alphabet="BPT", max_size=120)


@pytest.mark.parametrize(
    ("results", "k", "marks"),
    [
        ("BPBPP", 1, ("red", "red", "blue")),  # the roads page's worked example
        ("BPBPP", 2, ("red", "blue")),
        ("BPBPP", 3, ("blue",)),
        ("BPP", 1, ("blue",)),
        ("BPPPB", 1, ("blue", "red", "blue")),
        ("BP", 1, ()),  # column 2 row 1 has no column 0 to compare: the road has not started
        ("BPB", 1, ("red",)),  # big eye boy starts at column 3 row 1...
        ("BB", 1, ()),  # ...or column 2 row 2 (no column 2 here)
        ("BBPP", 1, ("red",)),  # ...here column 2 row 2: column 1 reaches row 2
        ("BPBP", 2, ("red",)),  # small road starts at column 4 row 1 (or column 3 row 2)
        ("BPBPB", 3, ("red",)),  # cockroach pig at column 5 row 1 (or column 4 row 2)
        ("TTBTPTT", 1, ()),  # ties never make entries
    ],
)
def test_worked_derived_roads(results: str, k: int, marks: tuple[str, ...]) -> None:
    assert derived_road(results, k) == marks


def test_ties_are_counted_on_entries_and_those_before_the_first_win_on_the_first() -> None:
    road = big_road("TTBTPPTT")
    assert [[(e.winner, e.ties, e.coup) for e in column] for column in road] == [
        [("B", 3, 3)],
        [("P", 0, 5), ("P", 2, 6)],
    ]
    assert road[0][0].name == "coup 3: Banker, 3 ties" and road[1][1].name == "coup 6: Player, 2 ties"
    assert big_road("TTT") == ()


def test_a_streak_turns_at_the_bottom_and_a_long_dragon_runs_right() -> None:
    cells = [(c, r) for c, r, _ in big_road_grid("B" * 9 + "P")]
    assert cells == [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (0, 5), (1, 5), (2, 5), (3, 5), (1, 0)]


def test_a_streak_turns_early_above_an_older_tail() -> None:
    # Banker 7 (tail along row 5 to column 1), Player 7: column 1 is blocked at row 5, so it turns at row 4.
    cells = [(c, r) for c, r, _ in big_road_grid("B" * 7 + "P" * 7)]
    assert cells[7:] == [(1, 0), (1, 1), (1, 2), (1, 3), (1, 4), (2, 4), (3, 4)]


def test_a_new_streak_whose_top_cell_is_taken_starts_in_the_next_free_column() -> None:
    # On one row every streak of two is a tail along the top: the next streak's top cell is taken.
    assert grid([1, 2, 1], rows=1) == [[(0, 0)], [(1, 0), (2, 0)], [(3, 0)]]
    # Six rows: Banker 6 fills column 0; Player 1; Banker 7 turns at row 5 under nothing and runs right.
    assert grid([6, 1, 7]) == [
        [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (0, 5)],
        [(1, 0)],
        [(2, 0), (2, 1), (2, 2), (2, 3), (2, 4), (2, 5), (3, 5)],
    ]


def test_the_bead_plate_fills_columns_of_six() -> None:
    cells = bead_plate("BPTBPTB")
    assert [(c.column, c.row, c.result, c.coup) for c in cells][-2:] == [(0, 5, "T", 6), (1, 0, "B", 7)]


def test_results_from_outcomes_coups_and_text() -> None:
    coups = Shoe(8, seed=42).deal_many(5)
    letters = parse_results(coups)
    assert letters == "".join({"banker": "B", "player": "P", "tie": "T"}[c.outcome.value] for c in coups)
    assert parse_results([Outcome.TIE, "b"]) == "TB"
    assert parse_results(" b, p t ") == "BPT"


@pytest.mark.parametrize("bad", ["BPX", "<b>", "B P 1"])
def test_bad_results_are_named(bad: str) -> None:
    with pytest.raises(BaccaratError, match="results are written B"):
        parse_results(bad)
    with pytest.raises(BaccaratError, match="derived roads compare 1, 2 or 3"):
        derived_road("BP", 4)


@given(results_text)
def test_the_bead_plate_has_one_cell_per_result(results: str) -> None:
    cells = bead_plate(results)
    assert [c.result for c in cells] == list(results)
    assert all(0 <= c.row < 6 for c in cells)


@given(results_text)
def test_the_big_road_has_one_entry_per_win_and_keeps_every_tie(results: str) -> None:
    road = big_road(results)
    entries = [entry for column in road for entry in column]
    assert [e.winner for e in entries] == [r for r in results if r != "T"]
    if entries:
        assert sum(e.ties for e in entries) == results.count("T")
    assert all(len({e.winner for e in column}) == 1 for column in road)
    assert all(a[0].winner != b[0].winner for a, b in itertools.pairwise(road))


@given(results_text)
def test_every_entry_gets_its_own_cell(results: str) -> None:
    cells = [(c, r) for c, r, _ in big_road_grid(results)]
    assert len(cells) == len(set(cells)) == len(results) - results.count("T")
    assert all(0 <= r < 6 for _, r in cells)


def oracle_derived_road(results: str, k: int) -> list[str]:
    """The rule again, as a board reader applies it: look up cells of the big road, not lengths."""
    occupied: set[tuple[int, int]] = set()  # (column, row) from 1, on the logical big road
    order: list[tuple[int, int]] = []
    column, row, last = 0, 0, None
    for result in results:
        if result == "T":
            continue
        column, row = (column, row + 1) if result == last else (column + 1, 1)
        last = result
        occupied.add((column, row))
        order.append((column, row))
    marks = []
    for c, r in order:
        if r == 1:
            if (c - 1 - k, 1) not in occupied:
                continue
            depth = {n: max(rr for cc, rr in occupied if cc == n) for n in (c - 1, c - 1 - k)}
            marks.append("red" if depth[c - 1] == depth[c - 1 - k] else "blue")
        else:
            if (c - k, 1) not in occupied:
                continue
            here, above = (c - k, r) in occupied, (c - k, r - 1) in occupied
            marks.append("red" if here or not above else "blue")
    return marks


@given(results_text, st.sampled_from([1, 2, 3]))
def test_derived_roads_agree_with_a_second_statement_of_the_rule(results: str, k: int) -> None:
    assert list(derived_road(results, k)) == oracle_derived_road(results, k)
    columns = derived_road_columns(results, k)
    assert [mark for column in columns for mark in column] == list(derived_road(results, k))
    assert all(len(set(column)) == 1 for column in columns)


def oracle_streaks(results: str) -> dict[tuple[str, int], list[int]]:
    """The runs in a shoe's decided coups, counted run by run: a run of length L that is followed by
    another continued at 1 … L-1 and ended at L; the shoe's last run was never ended."""
    tally: dict[tuple[str, int], list[int]] = {(side, n): [0, 0] for side in "BP" for n in range(1, 7)}
    runs = [match.group(0) for match in re.finditer(r"B+|P+", results.replace("T", ""))]
    for index, run in enumerate(runs):
        last = index == len(runs) - 1
        for n in range(1, len(run) + (0 if last else 1)):
            cell = tally[run[0], min(n, 6)]
            cell[0] += 1
            cell[1] += n < len(run)
    return tally


@pytest.mark.parametrize("seed", [7, 1_000, 1_001])
def test_streak_counts_agree_with_counting_run_by_run(seed: int) -> None:
    expected = oracle_streaks(shoe_results(seed))
    counts = streak_counts(shoes=1, seed=seed)
    assert [(c.coups, c.hits) for c in counts] == [tuple(expected[side, n]) for side in "BP" for n in range(1, 7)]
    assert [c.state for c in counts[5:7]] == ["Banker: a run of 6 or more", "Player: a run of 1"]


def test_streak_counts_over_several_shoes_add_up_and_never_cross_a_shoe() -> None:
    counts = streak_counts(shoes=3, seed=1_000)
    singles = [[c.coups for c in streak_counts(shoes=1, seed=seed)] for seed in (1_000, 1_001, 1_002)]
    assert [c.coups for c in counts] == [sum(column) for column in zip(*singles, strict=True)]
    with pytest.raises(BaccaratError, match="whole number 0 or more"):
        streak_counts(shoes=-1)


def test_the_joint_test_matches_known_chi_squared_tails() -> None:
    # Two degrees of freedom: the tail is exp(-x/2). Twelve: 21.026 is the 5% point, 26.217 the 1% point.
    statistic, p = joint_test([Observed("a", 100, 60), Observed("b", 100, 50)], [0.5, 0.5])
    assert statistic == pytest.approx(4.0) and p == pytest.approx(math.exp(-2))
    rows = [Observed(str(n), 1, 1) for n in range(12)]
    for critical, tail in ((21.026, 0.05), (26.217, 0.01)):
        chance = 1 / (1 + critical / 12)  # each row adds (1 - chance) / chance = critical / 12
        assert joint_test(rows, [chance] * 12)[1] == pytest.approx(tail, abs=2e-5)
    with pytest.raises(BaccaratError, match="even number of rows"):
        joint_test([Observed("a", 10, 5)], [0.5])


#: How casino screens draw each derived road's marks, in both colours: what the drawing must show.
CASINO_MARKS = {
    "big-eye-boy": re.compile(r'^<circle r="[\d.]+" fill="none" stroke="(#[0-9a-f]{6})" stroke-width="[\d.]+"/>$'),
    "small-road": re.compile(r'^<circle r="[\d.]+" fill="(#[0-9a-f]{6})"/>$'),
    "cockroach-pig": re.compile(
        r'^<line x1="-[\d.]+" y1="[\d.]+" x2="[\d.]+" y2="-[\d.]+" stroke="(#[0-9a-f]{6})" [^>]*/>$'
    ),
}


@pytest.mark.parametrize("kind", list(CASINO_MARKS))
@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans"])
def test_each_derived_road_draws_the_casino_screens_mark_in_red_and_in_blue(kind: str, lang: str) -> None:
    results = shoe_results(7)
    k = ROAD_KINDS.index(kind) - 1
    colours = [colour for column in derived_road_columns(results, k) for colour in column]
    svg = road_svg(kind, results, cells=True, lang=lang)
    drawn = re.findall(r'<g role="listitem" transform="[^"]+">(.*?)<title>([^<]*)</title></g>', svg)
    assert len(drawn) == len(colours) and {"red", "blue"} <= set(colours)
    ink = {"red": SIDE_INK["banker"], "blue": SIDE_INK["player"]}
    for (shape, name), colour in zip(drawn, colours, strict=True):
        found = CASINO_MARKS[kind].match(shape)
        assert found and found[1] == ink[colour], (shape, colour)  # one shape per road; the colour says red or blue
        assert re.fullmatch(r"(coup|第) \d+( 局)?[:：] ?(red|blue|紅|藍|红|蓝)", name), name  # named in words
    picture = road_svg(kind, results, lang=lang)  # the page's figure: one image, its marks listed in words
    shape_words = {"big-eye-boy": ("hollow circles", "空心圈"), "small-road": ("solid dots", "實心點", "实心点"),
                   "cockroach-pig": ("short slashes", "短斜線", "短斜线")}[kind]  # fmt: skip
    description = re.search(r"<desc>([^<]*)</desc>", picture)
    assert description and any(word in description[1] for word in shape_words), description
    assert "filled" not in picture and "hollow blue" not in picture and "實心紅" not in picture
