"""Progress of a long computation: a few reports, rising, the last at 1, and the same result with them or without."""

from __future__ import annotations

from decimal import Decimal
from functools import partial
from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baccarat.lab import SYSTEMS, play_system
from baccarat.payouts import PAY_TABLES, Bet
from baccarat.progress import MOST_REPORTS, Steps
from baccarat.session import ruin_chance, sample_sessions


def assert_few_and_rising(told: list[float], near: float = 0.1) -> None:
    """Reports as a bar needs them: a few, each larger than the last, from near 0 (at most ``near``) up to 1."""
    assert 1 <= len(told) <= MOST_REPORTS
    assert all(0 < fraction <= 1 for fraction in told)
    assert all(earlier < later for earlier, later in pairwise(told))
    assert told[-1] == 1.0
    assert told[0] <= near


@given(st.integers(1, 100_000), st.sampled_from([1, 3, 7, 1000]))
def test_steps_report_each_twentieth_once_whatever_the_total_and_the_stride(total: int, stride: int) -> None:
    told: list[float] = []
    steps = Steps(told.append, total)
    for done in [*range(stride, total, stride), total]:
        steps.done(done)
    assert_few_and_rising(told, near=max(0.1, stride / total, 1 / total))


def test_steps_without_a_callback_say_nothing() -> None:
    steps = Steps(None, 10)
    for done in range(1, 11):
        steps.done(done)  # nothing to tell, nothing raised


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_a_system_played_with_progress_is_the_same_and_reports_a_few_rising_fractions(system: str) -> None:
    told: list[float] = []
    assert play_system(system, shoes=45, seed=3, progress=told.append) == play_system(system, shoes=45, seed=3)
    assert_few_and_rising(told)


@pytest.mark.parametrize(
    ("bet", "table", "coups"),
    [
        (Bet.BANKER, "standard", 3_000),  # one way to win, one to lose: followed by the number of wins
        (Bet.PLAYER, "standard", 25),
        (Bet.DRAGON_BONUS_BANKER, "standard", 300),  # several: followed by the money left
        (Bet.BANKER, "no-commission", 200),
    ],
)
def test_the_risk_of_ruin_with_progress_is_the_same_and_reports_a_few_rising_fractions(
    bet: Bet, table: str, coups: int
) -> None:
    told: list[float] = []
    ruin = partial(ruin_chance, bet, bankroll=Decimal(200), stake=Decimal(10), table=PAY_TABLES[table], coups=coups)
    assert ruin(progress=told.append) == ruin()
    assert_few_and_rising(told)


def test_a_ruin_certain_before_the_last_bet_still_reports_its_end() -> None:
    told: list[float] = []
    # A bankroll of one stake on Tie: ruined for certain long before 10,000 bets, the walk stops early.
    ruin_chance(Bet.TIE, bankroll=Decimal(10), stake=Decimal(10), coups=10_000, progress=told.append)
    assert_few_and_rising(told)


def test_sample_sessions_with_progress_are_the_same_and_report_a_few_rising_fractions() -> None:
    told: list[float] = []
    assert sample_sessions(Bet.TIE, coups=30, seed=5, progress=told.append) == sample_sessions(
        Bet.TIE, coups=30, seed=5
    )
    assert_few_and_rising(told)
