"""Sessions of equal bets: the exact distribution against brute force, the fast one within its bound,
the risk of ruin and the Martingale against enumeration of every sequence of results."""

from __future__ import annotations

import itertools
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import baccarat.session as session_module
from baccarat.errors import BaccaratError
from baccarat.odds import exact_odds
from baccarat.payouts import PAY_TABLES, Bet, PayTable, house_edge, net_distribution
from baccarat.session import (
    EXACT_LIMIT,
    MAX_COUPS,
    Session,
    losses_to_limit,
    martingale_evening,
    martingale_limit_chance,
    martingale_run,
    one_bet,
    ruin_chance,
    sample_sessions,
    session,
)

STANDARD, NO_COMMISSION = PAY_TABLES["standard"], PAY_TABLES["no-commission"]
#: Bets with two, three, four and eight different results, so both fast paths are tested.
CASES = [
    (Bet.BANKER, STANDARD),
    (Bet.PLAYER, PAY_TABLES["ez"]),
    (Bet.TIE, STANDARD),
    (Bet.PLAYER_PAIR, STANDARD),
    (Bet.BANKER, NO_COMMISSION),
    (Bet.DRAGON_BONUS_PLAYER, STANDARD),
]
IDS = [f"{bet.value}-{table.key}" for bet, table in CASES]


def brute_force(bet: Bet, table: PayTable, coups: int, decks: int = 8) -> dict[Fraction, Fraction]:
    """Every sequence of one-bet results, multiplied out: the session's result (in stakes) to its chance."""
    results = net_distribution(bet, table=table, odds=exact_odds(decks))
    totals: dict[Fraction, Fraction] = {}
    for sequence in itertools.product(results.items(), repeat=coups):
        net = sum((value for value, _ in sequence), start=Fraction(0))
        chance = Fraction(1)
        for _, p in sequence:
            chance *= p
        totals[net] = totals.get(net, Fraction(0)) + chance
    return totals


def as_results(s: Session) -> dict[Fraction, Fraction | float]:
    return {(s.low + i) * s.step: p for i, p in enumerate(s.chances) if p}


@pytest.mark.parametrize(("bet", "table"), CASES, ids=IDS)
@pytest.mark.parametrize("coups", [1, 2, 3])
def test_the_exact_distribution_is_the_brute_force_one(bet: Bet, table: PayTable, coups: int) -> None:
    assert as_results(session(bet, table=table, coups=coups, exact=True)) == brute_force(bet, table, coups)


@pytest.mark.parametrize(("bet", "table"), CASES, ids=IDS)
@pytest.mark.parametrize("coups", [1, 7, 40])
def test_the_fast_path_stays_within_its_bound_of_the_exact_one(bet: Bet, table: PayTable, coups: int) -> None:
    exact = session(bet, table=table, coups=coups, exact=True)
    fast = session(bet, table=table, coups=coups)
    assert 0 < fast.error_bound < 1e-9
    exact_results, fast_results = as_results(exact), as_results(fast)
    for result in exact_results.keys() | fast_results.keys():
        assert abs(float(exact_results.get(result, 0)) - fast_results.get(result, 0.0)) <= fast.error_bound
    for name in ("ahead", "even", "behind"):
        assert abs(float(getattr(exact, name)) - getattr(fast, name)) <= fast.error_bound, name
    for q in (5, 25, 50, 75, 95):
        assert exact.percentile(q) == fast.percentile(q), q


@pytest.mark.parametrize(("bet", "table"), CASES, ids=IDS)
def test_the_exact_session_sums_to_one_with_mean_and_variance_n_times_one_bet(bet: Bet, table: PayTable) -> None:
    coups = 12
    s = session(bet, table=table, coups=coups, exact=True)
    one = one_bet(bet, table)
    results = as_results(s)
    mean = sum(v * p for v, p in results.items())
    assert sum(results.values()) == 1
    assert mean == coups * one.mean == -coups * house_edge(bet, table=table)
    assert sum((v - mean) ** 2 * p for v, p in results.items()) == coups * one.variance


@pytest.mark.parametrize(("bet", "table"), CASES, ids=IDS)
@pytest.mark.parametrize("path", ["multinomial", "fourier"])
def test_both_fast_paths_stay_within_their_bounds_of_the_exact_one(bet: Bet, table: PayTable, path: str) -> None:
    """Whichever path a session takes, the other is held to the exact fractions too."""
    one = one_bet(bet, table)
    if path == "multinomial" and len(one.steps) > 3:
        pytest.skip("the multinomial path takes at most three results")
    fast = {"multinomial": session_module._multinomial, "fourier": session_module._fourier}[path]
    exact = session(bet, table=table, coups=EXACT_LIMIT, exact=True)
    low, values, bound = fast(one.steps, [float(p) for p in one.chances], EXACT_LIMIT)
    assert 0 < bound < 1e-9
    exact_results = {exact.low + i: float(p) for i, p in enumerate(exact.chances)}
    for result in exact_results.keys() | set(range(low, low + len(values))):
        found = values[result - low] if low <= result < low + len(values) else 0.0
        assert abs(exact_results.get(result, 0.0) - found) <= bound, result


@settings(max_examples=40, deadline=None)
@given(
    case=st.sampled_from(CASES),
    decks=st.sampled_from([1, 6, 8]),
    coups=st.integers(min_value=1, max_value=MAX_COUPS // 4),
)
def test_fast_sessions_sum_to_one_and_keep_mean_and_variance(
    case: tuple[Bet, PayTable], decks: int, coups: int
) -> None:
    bet, table = case
    s = session(bet, table=table, decks=decks, coups=coups)
    one = one_bet(bet, table, decks)
    values = [float((s.low + i) * s.step) for i in range(len(s.chances))]
    chances = [float(p) for p in s.chances]  # a fast session's chances are floats already
    total = sum(chances)
    mean = sum(v * p for v, p in zip(values, chances, strict=True))
    variance = sum((v - mean) ** 2 * p for v, p in zip(values, chances, strict=True))
    spread = max(abs(values[0]), abs(values[-1])) or 1
    assert abs(total - 1) <= s.error_bound
    assert abs(mean - coups * float(one.mean)) <= s.error_bound * spread + 1e-9 * coups
    assert abs(variance - coups * float(one.variance)) <= s.error_bound * spread**2 + 1e-7 * coups
    assert abs(float(s.ahead + s.even + s.behind) - 1) <= s.error_bound


def test_the_published_figures() -> None:
    banker = session(Bet.BANKER, coups=100)
    assert f"{one_bet(Bet.BANKER).sd:.4f}" == "0.9274"
    assert f"{one_bet(Bet.PLAYER).sd:.4f}" == "0.9512"
    assert f"{float(banker.ahead):.4f}" == "0.4474"
    assert banker.expected == -100 * house_edge(Bet.BANKER)
    assert banker.percentile(50) <= 0 <= banker.percentile(75)


def money_walk(bet: Bet, table: PayTable, coups: int, bankroll: Fraction, stake: Fraction) -> Fraction:
    """Ruin by brute force: every sequence, ruined as soon as less than one stake is left."""
    results = net_distribution(bet, table=table, odds=exact_odds(8))
    ruined = Fraction(0)
    for sequence in itertools.product(results.items(), repeat=coups):
        chance = Fraction(1)
        for _, p in sequence:
            chance *= p
        money = bankroll
        for value, _ in sequence:
            money += value * stake
            if money < stake:
                ruined += chance
                break
    return ruined


@pytest.mark.parametrize(("bankroll", "coups"), [("10", 1), ("20", 3), ("19.50", 4), ("30", 5), ("25", 6)])
@pytest.mark.parametrize(
    ("bet", "table"), [(Bet.BANKER, STANDARD), (Bet.BANKER, NO_COMMISSION)], ids=["one-way", "several"]
)
def test_the_risk_of_ruin_is_the_brute_force_one(bet: Bet, table: PayTable, bankroll: str, coups: int) -> None:
    expected = money_walk(bet, table, coups, Fraction(bankroll), Fraction(10))
    found = ruin_chance(bet, table=table, bankroll=Decimal(bankroll), stake=Decimal(10), coups=coups)
    assert abs(found - float(expected)) < 1e-12


def test_ruin_of_a_long_session_only_for_bets_with_one_way_to_win() -> None:
    assert 0 < ruin_chance(Bet.BANKER, bankroll=Decimal(1000), stake=Decimal(10), coups=MAX_COUPS) < 1
    with pytest.raises(BaccaratError, match="up to 1,000 bets"):
        ruin_chance(Bet.DRAGON_BONUS_PLAYER, bankroll=Decimal(1000), stake=Decimal(10), coups=1_001)


def test_ruin_is_certain_below_one_stake_and_grows_with_the_evening() -> None:
    assert ruin_chance(Bet.BANKER, bankroll=Decimal("9.99"), stake=Decimal(10), coups=5) == 1.0
    chances = [ruin_chance(Bet.PLAYER, bankroll=Decimal(100), stake=Decimal(10), coups=n) for n in (10, 50, 200)]
    assert chances == sorted(chances) and 0 < chances[0] < chances[-1] < 1
    with pytest.raises(BaccaratError, match="more than 0"):
        ruin_chance(Bet.BANKER, bankroll=Decimal(0), stake=Decimal(10), coups=5)


def martingale_walk(coups: int, limit: int) -> Fraction:
    """The Martingale by brute force: ``limit`` losses in a row (pushes between) within ``coups`` bets."""
    results = net_distribution(Bet.BANKER, odds=exact_odds(8))
    met = Fraction(0)
    for sequence in itertools.product(results.items(), repeat=coups):
        chance = Fraction(1)
        for _, p in sequence:
            chance *= p
        streak = 0
        for value, _ in sequence:
            streak = streak + 1 if value < 0 else 0 if value > 0 else streak
            if streak == limit:
                met += chance
                break
    return met


@pytest.mark.parametrize(("coups", "maximum"), [(3, "20"), (6, "40"), (7, "75")])
def test_the_martingale_meets_the_limit_as_brute_force_says(coups: int, maximum: str) -> None:
    limit = losses_to_limit(Decimal(10), Decimal(maximum))
    assert martingale_limit_chance(Bet.BANKER, base=Decimal(10), maximum=Decimal(maximum), coups=coups) == (
        martingale_walk(coups, limit)
    )


def test_losses_to_limit() -> None:
    assert [losses_to_limit(Decimal(10), Decimal(m)) for m in (10, 19, 20, 1000, 1280)] == [1, 1, 2, 7, 8]


def test_sample_sessions_are_the_shoe_s_own_coups_and_repeat_with_their_seed() -> None:
    first = sample_sessions(Bet.BANKER, coups=120, seed=9, count=3)
    assert first == sample_sessions(Bet.BANKER, coups=120, seed=9, count=3)
    assert len(first) == 3 and all(len(path) == 120 for path in first)
    assert first != sample_sessions(Bet.BANKER, coups=120, seed=10, count=3)
    steps = {b - a for path in first for a, b in itertools.pairwise((Fraction(0), *path))}
    assert steps <= {Fraction(-1), Fraction(0), Fraction(19, 20)}


@pytest.mark.parametrize("coups", [0, -1, MAX_COUPS + 1, True, 2.0, "100"])
def test_a_bad_number_of_bets_is_named(coups: object) -> None:
    with pytest.raises(BaccaratError, match="number of bets"):
        session(Bet.BANKER, coups=coups)  # type: ignore[arg-type]
    with pytest.raises(BaccaratError, match="number of bets"):
        session(Bet.BANKER, coups=EXACT_LIMIT + 1, exact=True)


def test_the_martingale_evening_against_a_walk_through_its_stakes() -> None:
    """The guide's example, worked out again from the published 8-deck counts (Casino Exploit, see
    Sources) by following the chance of every stake bet by bet, and settling each bet as the table does."""
    banker, player, tie = 2_292_252_566_437_888, 2_230_518_282_592_256, 475_627_426_473_216
    deals = banker + player + tie
    win, lose, push = Fraction(banker, deals), Fraction(player, deals), Fraction(tie, deals)
    stakes: dict[int, Fraction] = {10: Fraction(1)}
    staked = result = Fraction(0)
    for _ in range(100):
        after: dict[int, Fraction] = {}
        for stake, chance in stakes.items():
            staked += chance * stake
            result += chance * (win * Fraction(19, 20) * stake - lose * stake)
            doubled = stake * 2 if stake * 2 <= 1000 else 10
            for nxt, p in ((10, win), (doubled, lose), (stake, push)):
                after[nxt] = after.get(nxt, Fraction(0)) + chance * p
        stakes = after
    assert max(stakes) == 640
    evening = martingale_evening(Bet.BANKER, base=Decimal(10), maximum=Decimal(1000), coups=100)
    assert (evening.staked, evening.result) == (staked, result)
    assert evening.flat_staked == 1000 and f"{float(-evening.flat_result):.2f}" == "10.58"
    assert f"{float(staked):.2f}" == "3353.45" and f"{float(-result):.2f}" == "35.48"


def test_a_martingale_run_won_after_k_losses_on_banker() -> None:
    # Lost 10 + 20 + ... before the win, then the winning stake is paid 19 for 20.
    for k, nets in enumerate(["9.5", "9", "8", "6", "2", "-6", "-22"]):
        lost = sum(10 * 2**i for i in range(k))
        assert Fraction(19, 20) * 10 * 2**k - lost == Fraction(nets)
        assert martingale_run(Bet.BANKER, base=Decimal(10), losses=k) == Fraction(nets)
        assert martingale_run(Bet.PLAYER, base=Decimal(10), losses=k) == 10
    with pytest.raises(BaccaratError, match="not tie"):
        martingale_run(Bet.TIE, base=Decimal(10), losses=1)
