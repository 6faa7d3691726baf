"""The Fourier path: a sum of many results against exact whole-number arithmetic, within its bound."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from baccarat.fourier import sum_chances, window


def exact_sum(steps: list[int], weights: list[int], copies: int) -> dict[int, Fraction]:
    """The sum's chances, exactly, when each result has chance weight / sum(weights) (small cases only):
    repeated convolution of the whole-number weights (fast: no fraction reduced on the way), then one
    division each."""
    totals = {0: 1}
    for _ in range(copies):
        grown: dict[int, int] = {}
        for total, count in totals.items():
            for k, w in zip(steps, weights, strict=True):
                grown[total + k] = grown.get(total + k, 0) + count * w
        totals = grown
    whole = sum(weights) ** copies
    return {total: Fraction(count, whole) for total, count in totals.items()}


def test_a_fair_coin_is_the_binomial_to_the_last_bit_of_its_bound() -> None:
    copies = 2_000
    low, values, bound = sum_chances([0, 1], [0.5, 0.5], copies, 1e-18)
    assert 0 < bound < 1e-9
    for heads in range(copies + 1):
        exact = math.comb(copies, heads) / 2**copies
        found = values[heads - low] if low <= heads < low + len(values) else 0.0
        assert abs(found - exact) <= bound, heads


@settings(max_examples=30, deadline=None)
@given(
    results=st.lists(
        st.tuples(st.integers(min_value=-40, max_value=40), st.integers(min_value=1, max_value=50)),
        min_size=1,
        max_size=8,
        unique_by=lambda r: r[0],
    ),
    copies=st.integers(min_value=1, max_value=25),
)
def test_any_small_result_within_the_bound_of_exact_fractions(results: list[tuple[int, int]], copies: int) -> None:
    steps = [k for k, _ in results]
    whole = sum(w for _, w in results)
    weights = [w for _, w in results]
    low, values, bound = sum_chances(steps, [float(Fraction(w, whole)) for w in weights], copies, 1e-18)
    exact = exact_sum(steps, weights, copies)
    assert all(v >= 0 for v in values)
    for total in exact.keys() | set(range(low, low + len(values))):
        found = values[total - low] if low <= total < low + len(values) else 0.0
        assert abs(found - float(exact.get(total, 0))) <= bound, total
    # Any set of sums: those above the middle, say.
    middle = (min(exact) + max(exact)) // 2
    above = sum(v for i, v in enumerate(values) if low + i > middle)
    assert abs(above - float(sum(p for t, p in exact.items() if t > middle))) <= bound


@pytest.mark.parametrize("copies", [1, 10, 1_000])
def test_the_window_holds_all_but_a_negligible_tail(copies: int) -> None:
    steps, chances = [-1, 0, 30], [0.6, 0.39, 0.01]
    low, high = window(steps, chances, copies, 1e-18)
    assert -copies <= low <= high <= 30 * copies
    mean = copies * (-0.6 + 0.3)
    assert low < mean < high
    if copies == 1:
        assert (low, high) == (-1, 30)  # nothing can be cut from one result
