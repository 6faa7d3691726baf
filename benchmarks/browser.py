"""Browser benchmarks: the live widgets against a bare Pyodide boot, in headless Chromium.

Builds the site for a local port and serves it on 127.0.0.1 from a process of
its own (like any static host), beside a bare page that only boots the same
Pyodide runtime in a module worker. Prints: cold start versus the bare boot,
instant-navigation start, Deal-to-explained latency, the longest main-thread
task during start-up, and the bytes a reader downloads before any Python is
needed.
"""

from __future__ import annotations

import gzip
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import Browser, sync_playwright

from tests.browser.chromium import ARGS, CHROMIUM
from tests.browser.server import serve_in_process
from tests.conftest import free_port

ROOT = Path(__file__).resolve().parent.parent
RUNS = 20
SETTLE_S = 0.5
DEALS = 30
WIDGET_READY = '[data-widget="deal"][data-state="ready"]'
BARE_READY = "#state:has-text('ready')"

BARE_HTML = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare Pyodide boot</title></head>
<body><p id="state">loading</p><script type="module">
const worker = new Worker("bench-bare-worker.js", { type: "module" });
worker.onmessage = () => {
  performance.mark("bare:python-ready");
  document.getElementById("state").textContent = "ready";
};
</script></body></html>"""
# The same runtime files the site ships (its Pyodide folder and its trimmed standard library), nothing else.
BARE_WORKER = """import { loadPyodide } from "./FOLDER/pyodide.mjs";
const url = (path) => new URL(path, import.meta.url).href;
await loadPyodide({ indexURL: url("./FOLDER/"), stdLibURL: url("./FOLDER/STDLIB") });
postMessage("ready");"""

# Registered before any page script runs: collects long main-thread tasks.
LONG_TASKS = """window.__longTasks = [];
new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration)))
  .observe({ type: "longtask", buffered: true });"""


def mark(page: Any, name: str) -> float:
    return float(page.evaluate(f"performance.getEntriesByName({name!r}).at(-1).startTime"))


def cold(browser: Browser, url: str, ready: str, mark_name: str) -> tuple[float, float]:
    """One cold-cache load: ms from navigation start to ready, and the longest main-thread task."""
    context = browser.new_context()
    context.add_init_script(LONG_TASKS)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(ready, timeout=120_000)
    elapsed = mark(page, mark_name)
    longest = float(page.evaluate("Math.max(0, ...window.__longTasks)"))
    context.close()
    time.sleep(SETTLE_S)  # let the closed page's processes wind down before the next cold load
    return elapsed, longest


def bytes_by_kind(browser: Browser, url: str, ready: str, site: Path) -> dict[str, int]:
    """Bytes one cold load downloads, the page (HTML, CSS, JS, search index) and the Python runtime,
    raw and as a static host sends them gzipped (level 6, each file as served from ``site``).

    A separate, untimed load: asking the browser for every response's size slows the page.
    """
    context = browser.new_context()
    sizes: dict[str, int] = {}

    def count(request: Any) -> None:
        kind = "runtime" if "/pyodide/" in request.url or "/wheels/" in request.url else "page"
        body = request.sizes()
        sizes[kind] = sizes.get(kind, 0) + body["responseBodySize"] + body["responseHeadersSize"]
        path = site / urlsplit(request.url).path.lstrip("/")
        path = path / "index.html" if path.is_dir() else path
        if path.is_file() and request.method == "GET":  # the worker's HEAD probe of the .wasm has no body
            sizes[f"{kind}-gzip"] = sizes.get(f"{kind}-gzip", 0) + len(gzip.compress(path.read_bytes(), 6))

    context.on("requestfinished", count)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(ready, timeout=120_000)
    page.wait_for_load_state("networkidle")  # late requests: the search index
    context.close()
    return sizes


def second_visit(browser: Browser, base: str) -> list[float]:
    """A returning reader: /deal/ opened again in the same browser, with the runtime in its HTTP cache."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{base}deal/")
    page.wait_for_selector(WIDGET_READY, timeout=120_000)
    page.close()
    times = []
    for _ in range(5):
        page = context.new_page()
        page.goto(f"{base}deal/")
        page.wait_for_selector(WIDGET_READY, timeout=120_000)
        times.append(mark(page, "baccarat:widget-ready"))
        page.close()
    context.close()
    return times


def warm_navigation(browser: Browser, base: str) -> tuple[float, list[float]]:
    """Instant navigation back to the dealer, and Deal-to-explained latencies."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{base}deal/")
    page.wait_for_selector(WIDGET_READY, timeout=120_000)
    page.click('nav.md-nav a:has-text("The Banker\'s third card")')
    page.wait_for_url("**/rules/banker/")
    page.evaluate("""() => { window.__t0 = performance.now();
        [...document.querySelectorAll('nav.md-nav a')].find((a) => a.textContent.includes('Deal a hand')).click(); }""")
    page.wait_for_selector(WIDGET_READY)
    assert page.evaluate("performance.getEntriesByType('navigation').length") == 1, "not an instant navigation"
    assert page.evaluate("window.__baccarat.workersStarted") == 1
    instant = mark(page, "baccarat:widget-ready") - float(page.evaluate("window.__t0"))
    page.fill("input[name=seed]", "42")
    page.click("button:has-text('New shoe')")
    page.wait_for_selector("ol.bac-steps")
    deals = timed(page, "baccarat:explained", DEALS, """root.querySelector('[data-action="next-hand"]').click();""")
    context.close()
    return instant, deals


def browser_odds(browser: Browser, base: str) -> list[float]:
    """The /odds/ calculator: ms per request for an 8-deck shoe beside the same shoe minus a card.

    Each request runs exact_odds twice (full shoe and with the cards removed) in Pyodide.
    """
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{base}odds/")
    page.wait_for_selector('[data-widget="odds"][data-state="ready"]', timeout=120_000)
    page.fill('[data-widget="odds"] input[name=removed]', "5")
    times = []
    for _ in range(RUNS):
        page.evaluate("document.querySelector('[data-widget=\"odds\"] .bac-status').textContent = ''")
        page.click("button:has-text('Compute exactly')")
        status = page.locator('[data-widget="odds"] .bac-status:has-text("Computed exactly in")')
        status.wait_for()
        times.append(float(status.inner_text().split(" in ")[1].split(" ms")[0]))
    context.close()
    return times


def timed(page: Any, mark_name: str, count: int, act: str, prepare: str = "") -> list[float]:
    """ms from each of ``count`` actions (JavaScript ``act``, given the index ``i`` and the widget ``root``)
    until the page marks ``mark_name`` again; ``prepare`` runs before the clock starts."""
    times: list[float] = page.evaluate(
        f"""async (count) => {{
        const root = document.querySelector("[data-widget][data-state='ready']");
        const times = [];
        for (let i = 0; i < count; i += 1) {{
          {prepare}
          const before = performance.getEntriesByName({mark_name!r}).length;
          const t0 = performance.now();
          {act}
          while (performance.getEntriesByName({mark_name!r}).length === before) {{
            await new Promise((resolve) => setTimeout(resolve, 0));
          }}
          times.push(performance.getEntriesByName({mark_name!r}).at(-1).startTime - t0);
        }}
        return times;
      }}""",
        count,
    )
    return times


def ready_page(browser: Browser, url: str, widget: str) -> tuple[Any, Any]:
    """A fresh context's page at ``url`` with its ``widget`` ready."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(f'[data-widget="{widget}"][data-state="ready"]', timeout=120_000)
    return context, page


def browser_roads(browser: Browser, base: str) -> list[float]:
    """The live roads: ms from a click (next coup, or the whole shoe) until all five roads are redrawn."""
    context, page = ready_page(browser, f"{base}roads/?seed=42&decks=8&coups=1", "roads")
    act = (
        """root.querySelector(i === count - 1 ? '[data-action="deal-to-end"]' : '[data-action="next-coup"]').click();"""
    )
    times = timed(page, "baccarat:roads-drawn", RUNS, act)
    context.close()
    return times


def browser_payout(browser: Browser, base: str) -> list[float]:
    """The payout calculator: ms from "Settle" (or "Deal one") until the settled slip is shown."""
    context, page = ready_page(browser, f"{base}payouts/", "payout")
    act = """if (i % 2) root.querySelector('[data-action="deal-one"]').click();
          else root.querySelector("form").requestSubmit();"""
    times = timed(page, "baccarat:settled", RUNS * 2, act)
    context.close()
    return times


def browser_drill(browser: Browser, base: str) -> tuple[list[float], list[float]]:
    """The Drill: ms from clicking an answer to its feedback, and from "Next" to the next question."""
    context, page = ready_page(browser, f"{base}drill/?seed=1&kind=mix", "drill")
    feedback, following = [], []
    for _ in range(RUNS * 2):
        feedback += timed(
            page, "baccarat:drill-feedback", 1, 'root.querySelector("[data-question] [data-answer]").click();'
        )
        following += timed(
            page, "baccarat:drill-question", 1, """root.querySelector('[data-action="next"]').click();"""
        )
    context.close()
    return feedback, following


def browser_home_game(browser: Browser, base: str) -> list[float]:
    """The home game: ms from "Record the round" until the score sheet is updated (a game of six players)."""
    context, page = ready_page(browser, f"{base}home-game/", "home-game")
    page.fill("textarea[name=players]", "Ann\nBo\nCy\nDi\nEd\nFay")
    page.fill("input[name=rounds]", "100")
    page.click("[data-action=start]")
    page.wait_for_selector("[data-dealer]")
    prepare = """for (const fieldset of root.querySelectorAll("fieldset[data-player]")) {
            fieldset.querySelector(i % 2 ? 'input[value="player"]' : 'input[value="banker"]').click();
          }
          root.querySelector('input[name="player"]').value = "2 2 8";
          root.querySelector('input[name="banker"]').value = "3 K";"""
    act = """root.querySelector('[data-action="record"]').click();"""
    times = timed(page, "baccarat:home-recorded", RUNS * 2, act, prepare)
    context.close()
    return times


def main() -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}/"
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        env = {**os.environ, "BACCARAT_SITE_URL": base}
        subprocess.run([str(ROOT / "scripts" / "build"), str(site)], check=True, env=env, capture_output=True)
        (site / "bench-bare.html").write_text(BARE_HTML)
        stdlib = next(site.glob("pyodide/*/python_stdlib-*.zip")).relative_to(site)
        bare = BARE_WORKER.replace("FOLDER", stdlib.parent.as_posix()).replace("STDLIB", stdlib.name)
        (site / "bench-bare-worker.js").write_text(bare)
        with serve_in_process(site, port=port), sync_playwright() as driver:
            browser = driver.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            bare, widget, long_tasks = [], [], []
            for run in range(RUNS):
                # Interleaved, so both see the same machine load, and in alternating order
                # (bare first, then widget first), so neither always follows the other.
                for side in ("bare", "widget") if run % 2 == 0 else ("widget", "bare"):
                    if side == "bare":
                        bare.append(cold(browser, f"{base}bench-bare.html", BARE_READY, "bare:python-ready")[0])
                    else:
                        elapsed, longest = cold(browser, f"{base}deal/", WIDGET_READY, "baccarat:widget-ready")
                        widget.append(elapsed)
                        long_tasks.append(longest)
            sizes = bytes_by_kind(browser, f"{base}deal/", WIDGET_READY, site)
            chart_sizes = bytes_by_kind(browser, f"{base}rules/banker/", "#banker-chart", site)
            returning = second_visit(browser, base)
            instant, deals = warm_navigation(browser, base)
            odds_times = browser_odds(browser, base)
            roads_times = browser_roads(browser, base)
            payout_times = browser_payout(browser, base)
            drill_feedback, drill_next = browser_drill(browser, base)
            home_times = browser_home_game(browser, base)
            browser.close()
    ratio = statistics.median(widget) / statistics.median(bare)
    # Each widget run follows a bare run under the same machine load: the pairs' ratios are steadier.
    paired = statistics.median(w / b for w, b in zip(widget, bare, strict=True))
    runs = {name: ", ".join(f"{t:.0f}" for t in times) for name, times in (("bare", bare), ("widget", widget))}
    print(f"Cold cache, navigation start -> ready (median of {RUNS}):")
    print(f"  bare Pyodide boot        {statistics.median(bare):8.0f} ms  (runs: {runs['bare']})")
    print(f"  /deal/ widget ready      {statistics.median(widget):8.0f} ms  (runs: {runs['widget']})")
    print(f"  ratio widget / bare      {ratio:8.2f}    (target <= 1.10)")
    print(f"  median of paired ratios  {paired:8.2f}")
    print(f"Instant navigation back to /deal/ -> ready: {instant:.1f} ms (target <= 100)")
    print(
        f"Click 'Next hand' -> explanation rendered: median {statistics.median(deals):.1f} ms over {DEALS} deals "
        f"(max {max(deals):.1f}; target median < 50)"
    )
    print(
        f"Exact odds in the browser, 8 decks, full shoe and minus one card (two enumerations): "
        f"median {statistics.median(odds_times):.0f} ms per request"
    )
    print(
        f"Live roads, click -> all five roads redrawn: median {statistics.median(roads_times):.1f} ms "
        f"(next coup; whole shoe {roads_times[-1]:.1f} ms; target < 20)"
    )
    print(
        f"Payout calculator, Settle or Deal one -> slip settled: median {statistics.median(payout_times):.1f} ms "
        f"(max {max(payout_times):.1f}; target < 30)"
    )
    print(
        f"Drill, answer -> feedback shown: median {statistics.median(drill_feedback):.1f} ms "
        f"(max {max(drill_feedback):.1f}; target < 30); Next -> next question: median "
        f"{statistics.median(drill_next):.1f} ms (max {max(drill_next):.1f}; target < 30)"
    )
    print(
        f"Home game, Record the round -> score sheet updated: median {statistics.median(home_times):.1f} ms "
        f"(over {len(home_times)} rounds of a six-player game, the last {home_times[-1]:.1f} ms; target < 30)"
    )
    print(
        f"Longest main-thread task during start-up: {max(long_tasks):.0f} ms "
        f"(per run: {', '.join(f'{t:.0f}' for t in long_tasks)}; target: none over 200)"
    )
    print(
        f"Bytes before any Python is needed (/deal/, HTML+CSS+JS+search index): {sizes.get('page', 0):,} "
        f"({sizes.get('page-gzip', 0):,} gzipped)"
    )
    print(
        f"Python runtime and wheel downloaded by the worker: {sizes.get('runtime', 0):,} "
        f"({sizes.get('runtime-gzip', 0):,} gzipped; target < 4,500,000)"
    )
    print(
        f"Second visit to /deal/ (runtime in the HTTP cache) -> ready: median {statistics.median(returning):.0f} ms "
        f"(runs: {', '.join(f'{t:.0f}' for t in returning)})"
    )
    print(f"Bytes for a chart page without widgets (/rules/banker/): {chart_sizes.get('page', 0):,}")


if __name__ == "__main__":
    sys.exit(main())
