"""Median time of exact_odds(decks=8), the figure the browser recomputes live, and of the full
side-bet table (every side bet's exact house edge) for 8 decks."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from baccarat.counting import counter_state
from baccarat.lab import play_system
from baccarat.odds import _count_deals, exact_odds
from baccarat.payouts import SIDE_BETS, house_edge

RUNS = 15


def median_ms(task: Callable[[], object]) -> tuple[float, float, float]:
    times = []
    for _ in range(RUNS):
        _count_deals.cache_clear()  # each run counts afresh: the package remembers the shoes it has counted
        start = time.perf_counter()
        task()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000, min(times) * 1000, max(times) * 1000


def main() -> None:
    median, low, high = median_ms(lambda: exact_odds(decks=8))
    print(f"exact_odds(decks=8): median {median:.1f} ms over {RUNS} runs (min {low:.1f} ms, max {high:.1f} ms)")

    def side_bets() -> None:
        odds = exact_odds(decks=8)
        for bet in SIDE_BETS:
            house_edge(bet, odds=odds)

    median, low, high = median_ms(side_bets)
    print(f"Every side bet's exact house edge, 8 decks (with the enumeration): median {median:.1f} ms (target < 100)")

    seen = "9 8 5 K 4 7 2 9 Q 6 A 3 3 K 8 5 " * 5  # 80 cards out, as a counter has them late in a shoe
    median, low, high = median_ms(lambda: counter_state(seen, 8))
    print(f"The live counter: every bet from a remaining 8-deck shoe: median {median:.1f} ms (target <= 20)")
    started = time.perf_counter()
    play_system("martingale", shoes=100, seed=1)
    print(f"The system tester: 100 shoes of the Martingale in {(time.perf_counter() - started) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
