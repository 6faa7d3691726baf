"""All five roads of a full 8-deck shoe under CPython, and the roads page's build-time demonstration."""

from __future__ import annotations

import statistics
import time

from baccarat.render.roads import predict_nothing
from baccarat.roads import bead_plate, big_road_grid, derived_road_columns, shoe_results

RUNS = 30


def main() -> None:
    results = shoe_results(7)
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        bead_plate(results)
        big_road_grid(results)
        for k in (1, 2, 3):
            derived_road_columns(results, k)
        times.append(time.perf_counter() - start)
    print(
        f"All five roads of an 8-deck shoe ({len(results)} coups): median {statistics.median(times) * 1000:.2f} ms "
        f"over {RUNS} runs (target < 20 ms)"
    )
    start = time.perf_counter()
    predict_nothing(400)
    print(f"'Roads predict nothing' (400 shoes dealt and counted at build time): {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
