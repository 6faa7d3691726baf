"""Median time of exact_odds(decks=8): the figure the browser recomputes live."""

from __future__ import annotations

import statistics
import time

from baccarat import exact_odds

RUNS = 15


def main() -> None:
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        exact_odds(decks=8)
        times.append(time.perf_counter() - start)
    print(
        f"exact_odds(decks=8): median {statistics.median(times) * 1000:.1f} ms over {RUNS} runs "
        f"(min {min(times) * 1000:.1f} ms, max {max(times) * 1000:.1f} ms)"
    )


if __name__ == "__main__":
    main()
