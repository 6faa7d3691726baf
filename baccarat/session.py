"""What a session of equal bets does to your money, exactly: the distribution of the net result
after *n* bets, and the chance of losing a bankroll on the way.

One bet's result has a handful of values (for a Banker bet at a standard table: win 19/20 of the
stake, push, lose it), each with its exact chance from :func:`~baccarat.payouts.net_distribution`.
A session of *n* such bets, one per coup from fresh shoes of the same size, is the sum of *n*
independent copies. Every result is a whole number of *steps* (the stake divided by the common
denominator of the bet's results: 1/20 of the stake at a standard table), so the session's
distribution is a list of chances, step by step.

Two ways to get it, both without simulation:

- **exact** (:class:`fractions.Fraction`), for up to :data:`EXACT_LIMIT` bets: every chance as a
  fraction;
- **fast** (floating point), for up to :data:`MAX_COUPS` bets, by whichever of two ways does less
  work. A bet with at most three results may be summed over the multinomial counts of wins, pushes
  and losses, walking out from the most likely count until the rest is provably negligible; any
  bet may be worked out by one inverse Fourier transform of its one-bet chances raised to the
  *n*-th power (:mod:`baccarat.fourier`), which is quicker unless the results lie far apart in
  steps (a standard Banker bet's win is 19 twentieths of a stake). Either way the session reports
  ``error_bound``: a bound on how far any chance it gives (of any set of results) can be from the
  exact one, counting every trimmed tail and the floating-point rounding. The tests check it
  against the exact path.

The risk of ruin (:func:`ruin_chance`) follows the bankroll coup by coup (dynamic programming with
an absorbing barrier): ruined means left with less than one stake, so the next bet cannot be made.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import cache
from itertools import accumulate, compress, count
from operator import add, mul

from .errors import BaccaratError, mark
from .fourier import sum_chances, window
from .odds import exact_odds
from .payouts import STANDARD, Bet, PayTable, net_distribution, settle
from .progress import Progress, Steps
from .shoe import Shoe

__all__ = [
    "EXACT_LIMIT",
    "MAX_COUPS",
    "MAX_RUIN_COUPS",
    "MartingaleEvening",
    "OneBet",
    "Session",
    "losses_to_limit",
    "martingale_evening",
    "martingale_limit_chance",
    "martingale_run",
    "one_bet",
    "ruin_chance",
    "sample_sessions",
    "session",
]

#: The most bets the exact path takes (its whole numbers grow with every bet).
EXACT_LIMIT = 60
#: The most bets the fast path takes.
MAX_COUPS = 10_000
#: The most bets the risk of ruin follows for a bet with more than one way to win or lose (it follows
#: the money step by step); a bet with one of each is followed up to :data:`MAX_COUPS`.
MAX_RUIN_COUPS = 1_000
#: Chances below this are left out of the fast path (and counted in its error bound).
_NEGLIGIBLE = 1e-18
#: Relative rounding of one floating-point step, with room to spare.
_ROUNDING = 4 * 2.0**-53


@dataclass(frozen=True)
class OneBet:
    """One bet's result in steps of ``step`` stakes: ``steps[i]`` with chance ``chances[i]`` (exact)."""

    step: Fraction
    steps: tuple[int, ...]
    chances: tuple[Fraction, ...]

    @property
    def mean(self) -> Fraction:
        """The average result per unit staked: minus the house edge."""
        return self.step * sum(k * p for k, p in zip(self.steps, self.chances, strict=True))

    @property
    def variance(self) -> Fraction:
        """The variance of one bet's result, per unit staked squared."""
        square = self.step**2 * sum(k * k * p for k, p in zip(self.steps, self.chances, strict=True))
        return square - self.mean**2

    @property
    def sd(self) -> float:
        """The standard deviation of one bet's result, per unit staked."""
        return math.sqrt(self.variance)


@cache
def one_bet(bet: Bet, table: PayTable = STANDARD, decks: int = 8) -> OneBet:
    """One bet's results as whole steps, with their exact chances.

        >>> banker = one_bet(Bet.BANKER)
        >>> banker.step, banker.steps, f"{banker.sd:.4f}"
        (Fraction(1, 20), (-20, 0, 19), '0.9274')

    Raises :class:`~baccarat.errors.ShoeError` for a deck count outside 1–8.
    """
    results = net_distribution(bet, table=table, odds=exact_odds(decks))
    denominator = math.lcm(*(net.denominator for net in results))
    step = Fraction(1, denominator)
    return OneBet(step, tuple(int(net * denominator) for net in results), tuple(results.values()))


@dataclass(frozen=True)
class Session:
    """The net result of ``coups`` equal bets, in steps of ``step`` stakes: ``chances[i]`` is the
    chance of finishing ``(low + i) * step`` stakes up (down when negative).

    ``chances`` are fractions on the exact path and floats on the fast one, whose every answer is
    within ``error_bound`` of the exact answer (0 on the exact path).
    """

    bet: OneBet
    coups: int
    low: int
    chances: Sequence[float | Fraction]
    error_bound: float

    @property
    def step(self) -> Fraction:
        return self.bet.step

    def _where(self, keep: Callable[[int], bool]) -> float | Fraction:
        total: float | Fraction = Fraction(0) if isinstance(self.chances[0], Fraction) else 0.0
        for i, p in enumerate(self.chances):
            if keep(self.low + i):
                total += p
        return total

    @property
    def ahead(self) -> float | Fraction:
        """The chance of finishing ahead."""
        return self._where(lambda k: k > 0)

    @property
    def even(self) -> float | Fraction:
        """The chance of finishing exactly even."""
        return self._where(lambda k: k == 0)

    @property
    def behind(self) -> float | Fraction:
        """The chance of finishing behind."""
        return self._where(lambda k: k < 0)

    @property
    def expected(self) -> Fraction:
        """The average result in stakes, exactly: ``coups`` times minus the house edge."""
        return self.coups * self.bet.mean

    @property
    def sd(self) -> float:
        """The standard deviation of the result in stakes: the per-bet one times the square root of ``coups``."""
        return self.bet.sd * math.sqrt(self.coups)

    def percentile(self, q: float) -> Fraction:
        """The result (in stakes) that ``q`` percent of sessions finish at or below: the smallest
        with a cumulative chance of at least ``q``/100.

        Raises :class:`BaccaratError` for ``q`` outside 0–100.
        """
        if not 0 <= q <= 100:
            raise BaccaratError(f"a percentile runs from 0 to 100, not {q!r}")
        target = q / 100
        for i, total in enumerate(accumulate(self.chances)):
            if total >= target - self.error_bound:
                return (self.low + i) * self.step
        return (self.low + len(self.chances) - 1) * self.step


def _check(coups: object, limit: int) -> int:
    if isinstance(coups, bool) or not isinstance(coups, int) or not 1 <= coups <= limit:
        raise BaccaratError(f"the number of bets must be a whole number from 1 to {limit:,}, not {coups!r}")
    return coups


def session(bet: Bet, *, table: PayTable = STANDARD, decks: int = 8, coups: int = 100, exact: bool = False) -> Session:
    """The distribution of the net result after ``coups`` equal bets on ``bet``.

        >>> s = session(Bet.BANKER, coups=100)
        >>> f"{float(s.ahead):.4f} {float(s.expected):.4f} {s.sd:.3f}"
        '0.4474 -1.0579 9.274'
        >>> session(Bet.TIE, coups=2, exact=True).chances
        (Fraction(...), Fraction(...), Fraction(...))

    Raises :class:`BaccaratError` for a number of bets outside 1 to :data:`MAX_COUPS`
    (:data:`EXACT_LIMIT` with ``exact``), and :class:`~baccarat.errors.ShoeError` for bad decks.
    """
    one = one_bet(bet, table, decks)
    if exact:
        _check(coups, EXACT_LIMIT)
        low, chances = _exact_power(one, coups)
        return Session(one, coups, low, chances, 0.0)
    _check(coups, MAX_COUPS)
    floats = [float(p) for p in one.chances]
    low, values, bound = _fast(one.steps, floats, coups)
    return Session(one, coups, low, tuple(values), bound)


# ── Exact: whole numbers over one common denominator ────────────────────


def _exact_power(one: OneBet, coups: int) -> tuple[int, tuple[Fraction, ...]]:
    """Every chance as a whole number of the ``denominator ** coups`` equally likely ways: for up to
    three results by the multinomial formula, else by repeated squaring; then as fractions."""
    denominator = math.lcm(*(p.denominator for p in one.chances))
    ways = [int(p * denominator) for p in one.chances]
    low = min(one.steps) * coups
    counts = [0] * ((max(one.steps) - min(one.steps)) * coups + 1)
    if len(ways) <= 3:
        steps, ways = [*one.steps, 0, 0][:3], [*ways, 0, 0][:3]
        powers = [list(accumulate([w] * coups, mul, initial=1)) for w in ways]
        for n_a in range(coups + 1):
            for n_b in range(coups - n_a + 1):
                n_c = coups - n_a - n_b
                share = math.comb(coups, n_a) * math.comb(coups - n_a, n_b)
                total = n_a * steps[0] + n_b * steps[1] + n_c * steps[2]
                counts[total - low] += share * powers[0][n_a] * powers[1][n_b] * powers[2][n_c]
    else:
        single = [0] * (max(one.steps) - min(one.steps) + 1)
        for k, w in zip(one.steps, ways, strict=True):
            single[k - min(one.steps)] += w
        result, base, remaining = [1], single, coups
        while remaining:
            if remaining & 1:
                result = _convolve_exact(result, base)
            remaining >>= 1
            if remaining:
                base = _convolve_exact(base, base)
        counts = result
    whole = denominator**coups
    return low, tuple(Fraction(c, whole) for c in counts)


def _convolve_exact(a: list[int], b: list[int]) -> list[int]:
    """The product of two polynomials with whole coefficients of 0 or more, by one product of two large
    integers (Kronecker substitution): each coefficient in a field of bytes wider than the largest a
    coefficient of the product or of either factor can be (the product of the two sums, each at least 1),
    so none carries into the next."""
    width = (max(sum(a), 1) * max(sum(b), 1)).bit_length() // 8 + 1
    length = len(a) + len(b) - 1

    def packed(coefficients: list[int]) -> int:
        return int.from_bytes(b"".join(c.to_bytes(width, "little") for c in coefficients), "little")

    product = (packed(a) * packed(b)).to_bytes(width * length, "little")
    return [int.from_bytes(product[i * width : (i + 1) * width], "little") for i in range(length)]


# ── Fast: at most three results, summed over the multinomial counts ──────


def _binomial_run(trials: int, chance: float, tolerance: float = _NEGLIGIBLE) -> tuple[int, list[float], float]:
    """Binomial(trials, chance) around its mode, out to where what is left is provably below
    ``tolerance``: ``(first count, chances from it, the mass left out)``.

    The terms come from the mode by their ratios (a running product, so no factorial is ever
    large); beyond the last one the ratios only fall, so each tail is at most a geometric series.
    """
    if trials == 0 or chance <= 0.0 or chance >= 1.0:
        return (trials if chance >= 1.0 else 0), [1.0], 0.0
    mode = min(trials, int((trials + 1) * chance))
    top = math.exp(
        math.lgamma(trials + 1) - math.lgamma(mode + 1) - math.lgamma(trials - mode + 1)
        + mode * math.log(chance) + (trials - mode) * math.log1p(-chance)
    )  # fmt: skip
    odds = chance / (1 - chance)
    # A normal tail is below tolerance beyond sqrt(2 ln(1/tolerance)) deviations; widened below if need be.
    deviations = math.sqrt(2 * math.log(1 / tolerance)) + 1
    reach = int(deviations * math.sqrt(trials * chance * (1 - chance))) + 8
    while True:
        low, high = max(0, mode - reach), min(trials, mode + reach)
        up = list(accumulate([(trials - k) / (k + 1) * odds for k in range(mode, high)], mul, initial=top))
        down = list(accumulate([k / (trials - k + 1) / odds for k in range(mode, low, -1)], mul, initial=top))
        lost = 0.0
        if high < trials:
            ratio = (trials - high) / (high + 1) * odds
            lost += up[-1] * ratio / (1 - ratio) if ratio < 1 else math.inf
        if low > 0:
            ratio = low / (trials - low + 1) / odds
            lost += down[-1] * ratio / (1 - ratio) if ratio < 1 else math.inf
        if lost < tolerance:
            return low, [*reversed(down), *up[1:]], lost
        reach *= 2


def _multinomial(steps: Sequence[int], chances: Sequence[float], coups: int) -> tuple[int, list[float], float]:
    """A bet with two or three results: the rarest result's count (binomial), then the higher of
    the other two among the rest (binomial again); the session's result is the sum of count times steps.

    Answers ``(lowest result, chances, error bound)``: the tails left out, and the rounding (lgamma's
    error, relative to its size, passes through exp into each term; each step of a running product
    rounds once; a sum of chances rounds no worse).
    """
    if len(steps) == 2:
        steps, chances = (*steps, steps[0]), (*chances, 0.0)
    rarest = min(range(3), key=lambda i: chances[i])
    a, pa = steps[rarest], chances[rarest]
    (c, pc), (b, pb) = sorted((steps[i], chances[i]) for i in range(3) if i != rarest)  # b > c (or equal)
    low, high = min(steps) * coups, max(steps) * coups
    values = [0.0] * (high - low + 1)
    share = pb / (pb + pc) if pb + pc > 0 else 0.0
    first, outer, lost = _binomial_run(coups, pa)
    longest = 0
    gap = max(b - c, 1)  # b == c only for a bet with two results: then the inner run has one term
    for offset, p_outer in enumerate(outer):
        n_a = first + offset
        rest = coups - n_a
        # Each inner run may leave out more the less likely its outer count: at most _NEGLIGIBLE in all.
        start, inner, left = _binomial_run(rest, share, min(0.5, _NEGLIGIBLE / p_outer))
        lost += p_outer * left
        longest = max(longest, len(inner))
        base = n_a * a + rest * c - low + start * (b - c)
        where = slice(base, base + gap * len(inner), gap)
        values[where] = map(add, values[where], map(p_outer.__mul__, inner))
    rounding = (6 * math.lgamma(coups + 1) + 4 * (len(outer) + longest) + 16) * _ROUNDING
    return _trimmed(low, values, lost + rounding)


def _fast(steps: Sequence[int], chances: Sequence[float], coups: int) -> tuple[int, list[float], float]:
    """Whichever fast path does less work. The multinomial one (at most three results) walks a run
    of counts of the rarest result, each with a run of the next; the Fourier one transforms the
    whole window of results, which is wide when the results are far apart in steps (a standard
    Banker bet works in 1/20 of a stake). Both estimates count list elements touched."""
    reduced, _, _ = _in_units(steps)
    bounds = window(reduced, chances, coups, _NEGLIGIBLE)
    if len(steps) <= 3:
        rarest = min(chances)
        reach = math.sqrt(2 * math.log(1 / _NEGLIGIBLE)) + 1  # deviations a run covers (see _binomial_run)
        outer = min(coups + 1, 2 * (reach * math.sqrt(coups * rarest * (1 - rarest)) + 8))
        inner = min(coups + 1, 2 * (reach * math.sqrt(coups) / 2 + 8))
        size = 1 << (bounds[1] - bounds[0]).bit_length()
        if outer * (inner + 500) < size * (size.bit_length() + 16):  # an outer count costs ~500 elements
            return _multinomial(steps, chances, coups)
    return _fourier(steps, chances, coups, bounds=bounds)


def _in_units(steps: Sequence[int]) -> tuple[list[int], int, int]:
    """The results counted from the lowest, in units of their common factor (the no-commission
    Banker's half stakes, a pair's 12 stakes between losing and winning): ``(those, lowest, unit)``."""
    least = min(steps)
    unit = math.gcd(*(k - least for k in steps)) or 1
    return [(k - least) // unit for k in steps], least, unit


def _fourier(
    steps: Sequence[int], chances: Sequence[float], coups: int, *, bounds: tuple[int, int] | None = None
) -> tuple[int, list[float], float]:
    """Every chance at once by one inverse Fourier transform (:func:`~baccarat.fourier.sum_chances`),
    in units of the results' common factor, so no array holds the zeros in between; ``bounds`` is
    the window of those units if :func:`_fast` has worked it out.

    Answers ``(lowest result, chances, error bound)``.
    """
    reduced, least, unit = _in_units(steps)
    low, values, bound = sum_chances(reduced, chances, coups, _NEGLIGIBLE, bounds=bounds)
    if unit > 1:
        spread = [0.0] * (unit * (len(values) - 1) + 1)
        spread[::unit] = values
        values = spread
    return _trimmed(least * coups + unit * low, values, bound)


def _trimmed(low: int, values: list[float], lost: float) -> tuple[int, list[float], float]:
    """Without the zero chances at either end (found by ``compress``, at C speed: the multinomial
    path's array spans every result from all losses to all wins, mostly zeros)."""
    first = next(compress(count(), values), 0)
    last = next(compress(count(len(values) - 1, -1), reversed(values)), first)
    return low + first, values[first : last + 1], lost


def ruin_chance(
    bet: Bet,
    *,
    bankroll: Decimal,
    stake: Decimal,
    table: PayTable = STANDARD,
    decks: int = 8,
    coups: int = 100,
    progress: Progress | None = None,
) -> float:
    """The chance of being left with less than one ``stake`` (unable to bet again) at some point in
    ``coups`` bets, starting with ``bankroll``: dynamic programming with an absorbing barrier.
    ``progress``, if given, is told the fraction of the bets followed a few times (:class:`~.progress.Steps`).

    A push moves no money, so the walk is followed over the bets that are decided; the chance of
    ruin within ``coups`` bets is then the chance of ruin within ``m`` decided bets, weighted by how
    likely ``m`` of the ``coups`` are decided. A bet with one way to win and one to lose (the main
    bets on most tables, and the fixed-pay side bets) is followed by its number of wins, a short
    array; any other by the money left, step by step.

        >>> f"{ruin_chance(Bet.BANKER, bankroll=Decimal(200), stake=Decimal(10), coups=100):.4f}"
        '0.0441'

    Raises :class:`BaccaratError` for a stake or bankroll that is not positive, for more than
    :data:`MAX_RUIN_COUPS` bets on a bet with several ways to win or lose, and as :func:`session` does.
    """
    _check(coups, MAX_COUPS)
    if stake <= 0 or bankroll <= 0:
        raise BaccaratError("the stake and the bankroll must both be more than 0")
    one = one_bet(bet, table, decks)
    moves = [(k, float(p)) for k, p in zip(one.steps, one.chances, strict=True) if k != 0]
    if len(moves) > 2 and coups > MAX_RUIN_COUPS:
        raise BaccaratError.said(
            mark("the risk of ruin of this bet is worked out for up to {most} bets"), most=format(MAX_RUIN_COUPS, ",")
        )
    if bankroll < stake:
        return 1.0
    unit = Fraction(stake) * one.step  # money in steps; ruined with less than one stake left
    room = Fraction(bankroll - stake) / unit  # how far the money may fall, in steps, and still bet again
    decided = sum(p for _, p in moves)
    if decided == 0:
        return 0.0
    moves = [(k, p / decided) for k, p in moves]
    steps = Steps(progress, coups)
    follow = _ruin_two_ways if len(moves) == 2 else _ruin_any
    ruined_by = follow(moves, room, coups, steps)
    first, weights, _ = _binomial_run(coups, min(decided, 1.0))
    return sum(w * ruined_by[first + i] for i, w in enumerate(weights))


def _ruin_two_ways(moves: list[tuple[int, float]], room: Fraction, steps: int, followed: Steps) -> list[float]:
    """Ruin within each number of decided bets, for a win of ``up`` steps or a loss of ``down``:
    after ``j`` bets with ``w`` wins the money has moved ``up * w + down * (j - w)`` steps."""
    (down, lose), (up, win) = sorted(moves)
    ruined_by = [0.0]
    values, low = [1.0], 0  # values[i]: the chance of being alive with low + i wins
    ruined = 0.0
    for j in range(1, steps + 1):
        grown = [v * lose for v in values] + [0.0]
        grown[1:] = map(add, grown[1:], map(win.__mul__, values))
        # Alive while up*w + down*j - down*w >= -room, i.e. w >= (-room - down*j) / (up - down).
        needed = math.ceil((-room - down * j) / (up - down))
        cut = max(0, needed - low)
        lost, values = _absorbed(grown, cut)
        ruined, low = ruined + lost, low + cut
        ruined_by.append(ruined)
        followed.done(j)
        if not values:
            followed.done(steps)
            return ruined_by + [ruined] * (steps - j)
    return ruined_by


def _absorbed(grown: list[float], cut: int) -> tuple[float, list[float]]:
    """The chance ruined (the lowest ``cut`` entries) and the chances still alive, without a
    negligible tail at the top (far from the barrier, and never ruined in the bets left)."""
    alive = grown[cut:]
    while alive and alive[-1] < _NEGLIGIBLE:
        alive.pop()
    return sum(grown[:cut]), alive


def _ruin_any(moves: list[tuple[int, float]], room: Fraction, steps: int, followed: Steps) -> list[float]:
    """Ruin within each number of decided bets, following the money left step by step."""
    low, high = min(k for k, _ in moves), max(k for k, _ in moves)
    floor = -math.floor(room)  # the lowest whole move that leaves one stake (room's fraction never matters)
    ruined_by = [0.0]
    values, base = [1.0], 0  # values[i]: the chance of being alive, moved base + i steps
    ruined = 0.0
    for j in range(1, steps + 1):
        grown = [0.0] * (len(values) + high - low)
        for k, p in moves:
            where = slice(k - low, k - low + len(values))
            grown[where] = map(add, grown[where], map(p.__mul__, values))
        base += low
        cut = max(0, floor - base)
        lost, values = _absorbed(grown, cut)
        ruined, base = ruined + lost, base + cut
        ruined_by.append(ruined)
        followed.done(j)
        if not values:
            followed.done(steps)
            return ruined_by + [ruined] * (steps - j)
    return ruined_by


def sample_sessions(
    bet: Bet,
    *,
    table: PayTable = STANDARD,
    decks: int = 8,
    coups: int = 100,
    seed: int = 1,
    count: int = 20,
    progress: Progress | None = None,
) -> tuple[tuple[Fraction, ...], ...]:
    """Play money: ``count`` sessions of ``coups`` bets, each coup dealt by the package's own shoe
    (shoe after shoe, seeded from ``seed``); each session as its running net result in stakes.
    ``progress``, if given, is told the fraction of the sessions dealt a few times (:class:`~.progress.Steps`).

        >>> [float(net) for net in sample_sessions(Bet.BANKER, coups=3, count=1)[0]]
        [0.95, 1.9, 2.85]

    Raises :class:`BaccaratError` for a bad number of bets or sessions, and
    :class:`~baccarat.errors.ShoeError` for bad decks or seed.
    """
    _check(coups, MAX_COUPS)
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= 100:
        raise BaccaratError(f"the number of sessions must be a whole number from 1 to 100, not {count!r}")
    sessions = []
    shoe_seed = seed
    shoe = Shoe(decks, seed=shoe_seed)
    dealt = Steps(progress, count)
    for number in range(count):
        running, path = Fraction(0), []
        for _ in range(coups):
            if shoe.finished:
                shoe_seed += 1
                shoe = Shoe(decks, seed=shoe_seed)
            running += settle(bet, shoe.deal(), table=table)
            path.append(running)
        sessions.append(tuple(path))
        dealt.done(number + 1)
    return tuple(sessions)


def losses_to_limit(base: Decimal, maximum: Decimal) -> int:
    """How many losses in a row make a doubling stake (``base``, ``2 base``, ``4 base``…) exceed ``maximum``.

        >>> losses_to_limit(Decimal(10), Decimal(1000))
        7

    Raises :class:`BaccaratError` unless ``0 < base <= maximum``.
    """
    if not 0 < base <= maximum:
        raise BaccaratError("the first stake must be more than 0 and at most the table maximum")
    losses = 0
    while base * 2**losses <= maximum:
        losses += 1
    return losses


def _win_push_lose(one: OneBet) -> tuple[Fraction, Fraction, Fraction]:
    """The chances that one bet wins (any amount), pushes, and loses: what moves a doubling stake."""
    lose = sum((p for k, p in zip(one.steps, one.chances, strict=True) if k < 0), start=Fraction(0))
    push = sum((p for k, p in zip(one.steps, one.chances, strict=True) if k == 0), start=Fraction(0))
    return 1 - lose - push, push, lose


def martingale_limit_chance(
    bet: Bet, *, base: Decimal, maximum: Decimal, table: PayTable = STANDARD, decks: int = 8, coups: int = 100
) -> Fraction:
    """The exact chance that a Martingale (stake ``base``; double after a loss, back to ``base`` after a
    win, the same again after a push) meets the table ``maximum`` within ``coups`` bets: that is, loses
    enough bets in a row that the next doubled stake is over the limit.

        >>> f"{float(martingale_limit_chance(Bet.BANKER, base=Decimal(10), maximum=Decimal(1000), coups=200)):.4f}"
        '0.4780'

    Raises :class:`BaccaratError` for a bad number of bets or stakes.
    """
    _check(coups, MAX_COUPS)
    limit = losses_to_limit(base, maximum)
    win, push, lose = _win_push_lose(one_bet(bet, table, decks))
    streaks = [Fraction(0)] * limit  # the chance of being on each losing streak, not yet at the limit
    streaks[0] = Fraction(1)
    met = Fraction(0)
    for _ in range(coups):
        met += streaks[-1] * lose
        moved = [sum(streaks, start=Fraction(0)) * win, *(s * lose for s in streaks[:-1])]
        streaks = [m + s * push for m, s in zip(moved, streaks, strict=True)]
    return met


@dataclass(frozen=True)
class MartingaleEvening:
    """What a Martingale evening stakes and returns on average (exact), beside flat bets of its base."""

    coups: int
    staked: Fraction
    result: Fraction
    flat_staked: Fraction
    flat_result: Fraction


def martingale_evening(
    bet: Bet, *, base: Decimal, maximum: Decimal, table: PayTable = STANDARD, decks: int = 8, coups: int = 100
) -> MartingaleEvening:
    """The average amount a Martingale stakes over ``coups`` bets, and its average result, exactly.

    The stake starts at ``base``, doubles after a loss, stays after a push, and goes back to ``base``
    after a win or when the doubled stake would be over ``maximum``. Each bet loses the house edge
    times its stake on average, whatever came before, so the average result is the edge times the
    average amount staked; a plan can change how much is staked, never the edge.

        >>> evening = martingale_evening(Bet.BANKER, base=Decimal(10), maximum=Decimal(1000))
        >>> f"{float(evening.flat_result):.2f}", f"{float(evening.staked):.2f}", f"{float(evening.result):.2f}"
        ('-10.58', '3353.45', '-35.48')

    Raises :class:`BaccaratError` for a bad number of bets or stakes.
    """
    _check(coups, MAX_COUPS)
    levels = losses_to_limit(base, maximum)
    one = one_bet(bet, table, decks)
    win, push, lose = _win_push_lose(one)
    stakes = [Fraction(base) * 2**level for level in range(levels)]
    where = [Fraction(0)] * levels  # the chance of each stake on the next bet
    where[0] = Fraction(1)
    staked = Fraction(0)
    for _ in range(coups):
        staked += sum((p * stake for p, stake in zip(where, stakes, strict=True)), start=Fraction(0))
        # A loss on the largest stake goes back to the base, as a win does.
        back = win * sum(where, start=Fraction(0)) + lose * where[-1]
        where = [back + push * where[0], *(lose * where[i - 1] + push * where[i] for i in range(1, levels))]
    flat = Fraction(base) * coups
    return MartingaleEvening(coups, staked, staked * one.mean, flat, flat * one.mean)


def martingale_run(bet: Bet, *, base: Decimal, losses: int, table: PayTable = STANDARD) -> Fraction:
    """What a run of doubled stakes nets when it is won after ``losses`` losses in a row.

        >>> [str(martingale_run(Bet.BANKER, base=Decimal(10), losses=k)) for k in (0, 4, 5, 6)]
        ['19/2', '2', '-6', '-22']

    Raises :class:`BaccaratError` for a bet whose win is not paid at one fixed rate (Player or Banker).
    """
    if bet not in (Bet.PLAYER, Bet.BANKER):
        raise BaccaratError(f"a Martingale run is worked out for the Player or Banker bet, not {bet.value}")
    pay = table.player if bet is Bet.PLAYER else table.banker
    stake: Fraction = Fraction(base) * 2**losses
    return stake * pay - (stake - Fraction(base))
