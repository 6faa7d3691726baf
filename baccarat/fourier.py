"""The chances of the sum of many independent copies of one small whole-number result, in one
inverse discrete Fourier transform.

A result ``steps[j]`` with chance ``chances[j]`` has, at frequency ``k`` of ``size``, the
transform ``φ(k) = Σ chances[j] · e^(−2πi·k·steps[j]/size)``; the sum of ``copies`` of it has
``φ(k) ** copies``. One inverse transform of those powers gives every chance of the sum at once,
folded modulo ``size``. The fold is harmless: ``size`` covers a window outside which the sum
provably lies with a chance under ``tolerance`` on each side (Chernoff's bound, worked out for this
very result), so what folds back is within the bound.

The answer comes with a bound on how far the chance of *any set* of sums can be from the exact one:
the two tails outside the window (twice, as they also fold in), the rounding of the chances to
floating point, and the rounding of the transform itself (the error of each power, then the
inverse transform's, after Higham, *Accuracy and Stability of Numerical Algorithms*, 2nd ed., §24.1).
The tests hold it to the exact fractions.

Pure Python, radix 2, each butterfly stage a few list-wide ``map`` calls: 1,000 bets of eight
results take a few milliseconds.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache
from itertools import repeat
from operator import add, mul, sub

__all__ = ["sum_chances", "window"]

#: Unit roundoff of a double, and the bound on one twiddle factor's error (its angle is 2π·j/size,
#: rounded relative to 2π at most thrice, then a cosine and a sine within one unit in the last place).
_U = 2.0**-53
_TWIDDLE = 32 * _U


def window(steps: Sequence[int], chances: Sequence[float], copies: int, tolerance: float) -> tuple[int, int]:
    """The sums ``low..high`` outside which the sum of ``copies`` results lies with a chance under
    ``tolerance`` on each side: for any ``t > 0``, ``P(sum ≥ a) ≤ M(t)**copies · e**(−t·a)``, ``M`` the
    moment generating function, tried on a grid of ``t`` (any ``t`` gives a true bound).

        >>> window([-1, 1], [0.5, 0.5], 100, 1e-18)
        (-86, 86)

    Raises nothing; a result that cannot be exceeded bounds the window itself.
    """
    least, most = min(steps) * copies, max(steps) * copies
    log_tolerance = math.log(tolerance)
    spread = max(steps) - min(steps) or 1
    high, low = most, least
    for i in range(80):
        t = 1e-7 * 1.25**i / spread  # from far below to far above any useful t
        for sign in (1, -1):
            exponents = [sign * t * k for k in steps]
            top = max(exponents)
            log_mgf = top + math.log(math.fsum(p * math.exp(e - top) for p, e in zip(chances, exponents, strict=True)))
            # sign · sum ≥ a has chance ≤ exp(copies·log M − t·a); equal to tolerance at:
            edge = (copies * log_mgf - log_tolerance) / t
            edge += 1e-9 * abs(edge) + 1  # room for the rounding of the line above
            if sign > 0:
                high = min(high, math.ceil(edge))
            else:
                low = max(low, math.floor(-edge))
    return low, max(low, high)


def sum_chances(
    steps: Sequence[int],
    chances: Sequence[float],
    copies: int,
    tolerance: float,
    *,
    bounds: tuple[int, int] | None = None,
) -> tuple[int, list[float], float]:
    """The chances of the sum of ``copies`` independent results (``steps[j]`` with ``chances[j]``):
    ``(lowest sum, chances from it up, error bound)``. Chances are floating point, never negative;
    the chance of any set of sums is within the error bound of the exact one (with the exact
    chances the floats were rounded from). ``bounds`` is :func:`window` of the same arguments, if
    the caller has worked it out already.

        >>> low, values, bound = sum_chances([0, 1], [0.5, 0.5], 3, 1e-18)
        >>> low, [round(v, 12) for v in values], bound < 1e-12
        (0, [0.125, 0.375, 0.375, 0.125], True)

    Raises nothing for steps of any size and chances that sum to 1.
    """
    low, high = bounds or window(steps, chances, copies, tolerance)
    size = 1 << (high - low).bit_length()  # a power of two with room for every sum in the window
    roots = _roots(size)
    mask = size - 1
    half = size // 2
    # The transform of one result, at frequencies 0..size/2 (the rest are their conjugates).
    phis = [0j] * (half + 1)
    for k, p in zip(steps, chances, strict=True):
        column = [roots[(-k * f) & mask] for f in range(half + 1)]
        phis = list(map(add, phis, map(mul, column, repeat(p))))
    shift = [roots[(low * f) & mask] for f in range(half + 1)]  # index 0 is the sum ``low``
    powers = list(map(mul, map(pow, phis, repeat(copies)), shift))
    spectrum = powers + [z.conjugate() for z in reversed(powers[1:half])] if size > 1 else powers[:1]
    folded = _inverse(spectrum, roots)
    scale = 1.0 / size  # exact: a power of two
    values = [max(0.0, folded[r].real * scale) for r in _bit_reversed(size)][: high - low + 1]
    return low, values, _bound(phis, steps, copies, size, len(values), tolerance)


def _bound(phis: list[complex], steps: Sequence[int], copies: int, size: int, kept: int, tolerance: float) -> float:
    """How far the chance of any set of sums can be from the exact one (see the module's notes)."""
    terms = len(steps)
    phi_error = (_TWIDDLE + (terms + 4) * _U) * (1 + terms * _U)  # each φ(k), a sum of ``terms`` products
    power_error = (11 * copies + 8) * _U + _TWIDDLE + 4 * _U  # pow's own rounding, then the shift's
    squares = 0.0
    for i, phi in enumerate(phis):
        size_of = abs(phi)
        error = copies * phi_error * (size_of + phi_error) ** (copies - 1) + size_of**copies * power_error
        # Frequencies 1..size/2-1 stand for their conjugates too.
        squares += (2 if 0 < i < size // 2 else 1) * error * error
    spectrum_error = 2 * math.sqrt(squares) / math.sqrt(size)  # ‖error‖₂ of the chances from the powers
    stages = max(1, size.bit_length() - 1)
    eta = _TWIDDLE + 4 * _U / (1 - 4 * _U) * (math.sqrt(2) + _TWIDDLE)
    transform_error = stages * eta / (1 - stages * eta) * (1 + spectrum_error)
    # Clamping a negative chance to 0 only moves it nearer the truth. Any set of sums: at most
    # sqrt(kept) times the 2-norm of the errors, plus the tails (outside, and folded back in).
    rounding_of_chances = copies * _U * (1 + copies * _U) * 1.01
    return math.sqrt(kept) * (spectrum_error + transform_error) + 4 * tolerance + rounding_of_chances


@cache
def _roots(size: int) -> tuple[complex, ...]:
    """``e^(2πi·j/size)`` for ``j`` in ``0..size-1``."""
    turn = 2 * math.pi / size
    return tuple(complex(math.cos(turn * j), math.sin(turn * j)) for j in range(size))


@cache
def _bit_reversed(size: int) -> tuple[int, ...]:
    """Where the radix-2 transform leaves each index: its bits reversed."""
    order = [0]
    while len(order) < size:
        order = [2 * i for i in order] + [2 * i + 1 for i in order]
    return tuple(order)


def _inverse(values: list[complex], roots: Sequence[complex]) -> list[complex]:
    """The unscaled inverse transform, ``y[i] = Σ values[k]·e^(2πi·k·i/size)``, in bit-reversed
    order (decimation in frequency). Each stage works on whole slices: along the blocks when they
    are few, along the offsets inside a block when those are few."""
    x = list(values)
    size = len(x)
    h = size // 2
    while h >= 1:
        stride = size // (2 * h)  # this stage's twiddles are every stride-th root
        if h >= stride:
            twiddles = roots[: size // 2 : stride]
            for b in range(0, size, 2 * h):
                a, c = x[b : b + h], x[b + h : b + 2 * h]
                x[b : b + h] = map(add, a, c)
                x[b + h : b + 2 * h] = map(mul, map(sub, a, c), twiddles)
        else:
            for j in range(h):
                a, c = x[j :: 2 * h], x[j + h :: 2 * h]
                x[j :: 2 * h] = map(add, a, c)
                x[j + h :: 2 * h] = map(roots[j * stride].__mul__, map(sub, a, c))
        h //= 2
    return x
