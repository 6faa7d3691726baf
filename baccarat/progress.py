"""Progress of a long computation: a callback told the fraction done, a few times, never once per item.

A computation that may take seconds (a thousand shoes of the system tester, the risk of ruin over ten
thousand bets) takes an optional keyword-only ``progress`` callback (:data:`Progress`) and reports through a
:class:`Steps` counter: at most :data:`MOST_REPORTS` calls, each with a larger fraction than the last, the
last of them 1. Its result is the same with a callback or without one.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["MOST_REPORTS", "Progress", "Steps"]

#: A progress callback: given the fraction done, from above 0 to 1.
Progress = Callable[[float], None]
#: The most reports one computation makes: enough for a bar to move smoothly, few enough to cost nothing.
MOST_REPORTS = 20


class Steps:
    """Counts a computation's ``total`` items done and tells ``progress`` (if any) the fraction done each time
    another twentieth of them is (:data:`MOST_REPORTS`): at most that many calls, rising, the last with 1.

        >>> told = []
        >>> steps = Steps(told.append, 40)
        >>> for done in range(1, 41):
        ...     steps.done(done)
        >>> told[:3], told[-1], len(told)
        ([0.05, 0.1, 0.15], 1.0, 20)

    Raises nothing of its own; whatever ``progress`` raises passes on to the computation's caller.
    """

    __slots__ = ("_next", "_progress", "_total")

    def __init__(self, progress: Progress | None, total: int) -> None:
        self._progress = progress
        self._total = max(total, 1)
        self._next = self._threshold(1)  # the items done at which the next report falls due

    def _threshold(self, report: int) -> int:
        """The items done at which report number ``report`` (1 to :data:`MOST_REPORTS`) is due."""
        return -(-report * self._total // MOST_REPORTS)  # rounded up: the last falls due at the total

    def done(self, count: int) -> None:
        """Say that ``count`` items of the total are done (a count that has passed no new twentieth says nothing)."""
        if self._progress is None or count < self._next:
            return
        reported = min(count * MOST_REPORTS // self._total, MOST_REPORTS)  # the twentieths passed
        self._next = self._threshold(reported + 1) if reported < MOST_REPORTS else self._total + 1
        self._progress(min(count / self._total, 1.0))
