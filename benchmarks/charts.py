"""Build time of the chart images, previews and embed pages, and of the whole site build."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from sitebuild.charts import write_charts
from sitebuild.editions import EDITIONS, build_all

ROOT = Path(__file__).resolve().parent.parent

RUNS = 5


def main() -> None:
    charts, builds = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for run in range(RUNS):
            start = time.perf_counter()
            write_charts(Path(tmp) / f"charts-{run}", "https://example.org/")
            charts.append(time.perf_counter() - start)
        env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "DISABLE_MKDOCS_2_WARNING": "true"}
        for run in range(3):
            start = time.perf_counter()
            command = [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", f"{tmp}/site-{run}"]
            subprocess.run(command, cwd=ROOT, env=env, check=True, capture_output=True)
            builds.append(time.perf_counter() - start)
        editions = []
        for run in range(3):
            start = time.perf_counter()
            build_all(Path(tmp) / f"all-{run}")
            editions.append(time.perf_counter() - start)
    print(
        f"Chart images, preview cards and embed pages: median {statistics.median(charts) * 1000:.0f} ms "
        f"over {RUNS} runs (what they add to the site build; target < 3 s)"
    )
    print(f"Whole site build (mkdocs build --strict): median {statistics.median(builds):.1f} s over 3 runs")
    print(
        f"Every edition (scripts/build: {len(EDITIONS)} editions, then the sitemap, offline copy and compression): "
        f"median {statistics.median(editions):.1f} s over 3 runs (target < 180 s)"
    )


if __name__ == "__main__":
    main()
