"""Median time of a session's distribution (the /edge/ calculator's core) under CPython, for 100,
1,000 and 10,000 bets, on the fast path; the risk of ruin; and the exact path at its limit."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from decimal import Decimal
from functools import partial

from baccarat.payouts import PAY_TABLES, Bet, PayTable
from baccarat.session import EXACT_LIMIT, one_bet, ruin_chance, session

RUNS = 7
CASES = [
    ("Banker, standard", Bet.BANKER, "standard"),
    ("Player, standard", Bet.PLAYER, "standard"),
    ("Tie, standard", Bet.TIE, "standard"),
    ("Banker, no commission", Bet.BANKER, "no-commission"),
    ("Dragon Bonus, Player", Bet.DRAGON_BONUS_PLAYER, "standard"),
]


def median_ms(task: Callable[[], object], runs: int = RUNS) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        task()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    for label, bet, table in CASES:
        pays = PAY_TABLES[table]
        one_bet(bet, pays)  # the one-coup chances, computed once (exact odds)

        def timed(n: int, bet: Bet = bet, pays: PayTable = pays) -> float:
            return median_ms(lambda: session(bet, table=pays, coups=n), 3 if n > 1000 else RUNS)

        figures = ", ".join(f"{n:,}: {timed(n):.1f} ms" for n in (100, 1_000, 10_000))
        print(f"Session distribution, {label} (fast path), bets {figures} (target: 1,000 under 50 ms in the browser)")
    exact = median_ms(lambda: session(Bet.BANKER, coups=EXACT_LIMIT, exact=True), 3)
    print(f"Session distribution, Banker, exact fractions, {EXACT_LIMIT} bets: {exact:.1f} ms")
    for n in (100, 1_000):
        ms = median_ms(partial(ruin_chance, Bet.BANKER, bankroll=Decimal(200), stake=Decimal(10), coups=n), 3)
        print(f"Risk of ruin, Banker, 200 with stakes of 10, {n:,} bets: {ms:.1f} ms")


if __name__ == "__main__":
    main()
