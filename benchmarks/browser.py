"""Browser benchmarks: the live widgets against a bare Pyodide boot, in headless Chromium.

Builds the site for a local port and serves it on 127.0.0.1 from a process of
its own (like any static host, with the build's precompressed files), beside two
reference pages that only boot Pyodide in a module worker: the standard boot
(npm's full ``python_stdlib.zip``, as a self-hosted Pyodide starts) and the bare
boot of the site's own runtime files (its compiled standard library). Prints:
cold start of every widget page against both, a returning visit, instant
navigation, each widget action's latency, the longest main-thread task during
start-up, and the bytes a reader downloads, raw, brotli and gzip.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import Browser, sync_playwright

from tests.browser.chromium import ARGS, CHROMIUM
from tests.browser.host import free_port, serve_in_process

ROOT = Path(__file__).resolve().parent.parent
RUNS = 15
SETTLE_S = 0.5
DEALS = 30
WIDGET_READY = '[data-widget="deal"][data-state="ready"]'

REFERENCE_HTML = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>NAME Pyodide boot</title></head>
<body><p id="state">loading</p><script type="module">
const worker = new Worker("bench-NAME-worker.js", { type: "module" });
worker.onmessage = () => {
  performance.mark("NAME:python-ready");
  document.getElementById("state").textContent = "ready";
};
</script></body></html>"""
REFERENCE_WORKER = """import { loadPyodide } from "./FOLDER/pyodide.mjs";
const url = (path) => new URL(path, import.meta.url).href;
await loadPyodide({ indexURL: url("./FOLDER/"), stdLibURL: url("./STDLIB") });
postMessage("ready");"""
REFERENCE_READY = "#state:has-text('ready')"
#: The other pages with a live widget, each timed cold against the same standard boot. (Not /home-game/: with nothing
#: saved its form is ready without Python, which starts when the reader reaches for it; its page is Lighthouse's.)
WIDGET_PAGES = {"odds/": "odds", "roads/": "roads", "payouts/": "payouts", "drill/": "drill"}
PAGE_RUNS = 7
#: JavaScript for the pages' timing loops: ``await until(test, what)`` waits until ``test()`` holds, checking
#: each frame (or at each ``tick``), and fails the benchmark naming ``what`` after a minute: a wait for
#: something that never comes would otherwise hang the benchmark without a word.
UNTIL = """const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const task = () => new Promise((resolve) => setTimeout(resolve, 0));
const until = async (test, what, tick = frame) => {
  const deadline = performance.now() + 60000;
  while (!test()) {
    if (performance.now() > deadline) throw new Error(`waited a minute for ${what}`);
    await tick();
  }
};"""
RETURNING_VISITS = 7


def write_references(site: Path) -> None:
    """The two reference boots, beside the site: ``bench-standard.html`` (npm's whole standard library,
    as sources) and ``bench-bare.html`` (the site's own runtime files: its compiled standard library)."""
    compiled = next(site.glob("pyodide/*/python_stdlib-*.zip")).relative_to(site)
    standard = Path("bench-standard") / "python_stdlib.zip"
    (site / standard).parent.mkdir()
    shutil.copyfile(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip", site / standard)
    for name, stdlib in (("standard", standard), ("bare", compiled)):
        (site / f"bench-{name}.html").write_text(REFERENCE_HTML.replace("NAME", name))
        worker = REFERENCE_WORKER.replace("FOLDER", compiled.parent.as_posix()).replace("STDLIB", stdlib.as_posix())
        (site / f"bench-{name}-worker.js").write_text(worker)


# Registered before any page script runs: collects long main-thread tasks, and marks the moment the
# first widget's data-state turns "ready" (every widget exposes that; not every one marks it itself).
LONG_TASKS = """window.__longTasks = [];
new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => [e.startTime, e.duration])))
  .observe({ type: "longtask", buffered: true });
new MutationObserver((records, observer) => {
  if (records.some((record) => record.target.dataset && record.target.dataset.state === "ready")) {
    performance.mark("bench:widget-ready");
    observer.disconnect();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-state"] });"""


def mark(page: Any, name: str) -> float:
    return float(page.evaluate(f"performance.getEntriesByName({name!r}).at(-1).startTime"))


def cold(browser: Browser, url: str, ready: str, mark_name: str, *, after: bool = False) -> tuple[float, float, float]:
    """One cold-cache load: ms from navigation start to ready, the longest main-thread task that
    began before ready (start-up), and (``after``) the longest in the second after it (the widgets' first work; the
    theme waits for the reader)."""
    context = browser.new_context()
    context.add_init_script(LONG_TASKS)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(ready, timeout=120_000)
    elapsed = mark(page, mark_name)
    if after:
        page.wait_for_timeout(1000)
    tasks: list[list[float]] = page.evaluate("window.__longTasks")
    before = max((duration for start, duration in tasks if start < elapsed), default=0.0)
    later = max((duration for start, duration in tasks if start >= elapsed), default=0.0)
    context.close()
    time.sleep(SETTLE_S)  # let the closed page's processes wind down before the next cold load
    return elapsed, before, later


def bytes_by_kind(browser: Browser, url: str, ready: str, site: Path) -> dict[str, int]:
    """Bytes one cold load downloads, the page (HTML, CSS, JS) and the Python runtime:
    as Chromium received them (``kind``), and as each file or its precompressed sibling weighs
    (``kind-raw``, ``kind-br``, ``kind-gzip``; a file without a sibling counts whole).

    A separate, untimed load: asking the browser for every response's size slows the page. The
    service worker is blocked: it saves the guide from the HTTP cache later, which downloads nothing.
    """
    context = browser.new_context(service_workers="block")
    sizes: dict[str, int] = {}

    def add(key: str, size: int) -> None:
        sizes[key] = sizes.get(key, 0) + size

    def count(request: Any) -> None:
        kind = "runtime" if "/pyodide/" in request.url or "/wheels/" in request.url else "page"
        body = request.sizes()
        add(kind, body["responseBodySize"] + body["responseHeadersSize"])
        path = site / urlsplit(request.url).path.lstrip("/")
        path = path / "index.html" if path.is_dir() else path
        if path.is_file() and request.method == "GET":  # the worker's HEAD probe of the .wasm has no body
            add(f"{kind}-raw", path.stat().st_size)
            for suffix, key in ((".br", "br"), (".gz", "gzip")):
                sibling = path.with_name(path.name + suffix)
                add(f"{kind}-{key}", (sibling if sibling.is_file() else path).stat().st_size)

    context.on("requestfinished", count)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(ready, timeout=120_000)
    page.wait_for_load_state("networkidle")  # late requests: the sitemap
    context.close()
    return sizes


def _visit_deal_again_and_again(context: Any, base: str) -> list[float]:
    """/deal/ opened ``RETURNING_VISITS`` times in ``context``: ms from navigation start to ready, each."""
    times = []
    for _ in range(RETURNING_VISITS):
        page = context.new_page()
        page.goto(f"{base}deal/")
        page.wait_for_selector(WIDGET_READY, timeout=120_000)
        times.append(mark(page, "baccarat:widget-ready"))
        time.sleep(2)  # the reader reads; the browser finishes compiling and stores the code
        page.close()
    return times


def returning_visits(driver: Any, base: str) -> list[float]:
    """A returning reader: /deal/ opened again and again in a browser with a profile on disk, as a
    reader's is (a fresh context keeps no compiled WebAssembly between pages, so it would measure a
    first visit with the files cached). Chromium keeps the compiled runtime from the second visit on."""
    with tempfile.TemporaryDirectory() as profile:
        context = driver.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=ARGS)
        times = _visit_deal_again_and_again(context, base)
        context.close()
    return times


def offline_returning_visits(driver: Any, base: str) -> list[float]:
    """A reader at the table: /deal/ once online, until the guide says it is saved for offline use
    (html[data-offline="saved"]), then again and again with the network gone (the service worker's copy)."""
    with tempfile.TemporaryDirectory() as profile:
        context = driver.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=ARGS)
        page = context.new_page()
        page.goto(f"{base}deal/")
        page.wait_for_selector(WIDGET_READY, timeout=120_000)
        page.wait_for_selector('html[data-offline="saved"]', timeout=180_000)
        time.sleep(2)
        page.close()
        context.set_offline(True)
        times = _visit_deal_again_and_again(context, base)
        context.close()
    return times


def warm_navigation(browser: Browser, base: str) -> tuple[float, list[float]]:
    """Instant navigation back to the dealer, and Deal-to-explained latencies."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{base}deal/")
    page.wait_for_selector(WIDGET_READY, timeout=120_000)
    # Material's script starts when the reader reaches for the page (theme-later.js): until then a click is a
    # plain page load, not the instant navigation timed here. A reader's pointer moves over the page first.
    page.mouse.move(1, 1)
    page.wait_for_function("() => window.document$ !== undefined")
    page.click('nav.md-nav a:has-text("The Banker\'s third card")')
    page.wait_for_url("**/rules/banker/")
    page.evaluate("""() => { window.__t0 = performance.now();
        [...document.querySelectorAll('nav.md-nav a')].find((a) => a.textContent.includes('Deal a hand')).click(); }""")
    page.wait_for_selector(WIDGET_READY)
    assert page.evaluate("performance.getEntriesByType('navigation').length") == 1, "not an instant navigation"
    assert page.evaluate("window.__baccarat.workersStarted") == 1
    instant = mark(page, "baccarat:widget-ready") - float(page.evaluate("window.__t0"))
    page.check('input[name="mode"][value="show"]')  # "Just show me": 'Next hand' deals at once (asking, it waits)
    page.fill("input[name=seed]", "42")
    page.click("button:has-text('New shoe')")
    page.wait_for_selector("ol.bac-steps")
    deals = timed(page, "baccarat:explained", DEALS, """root.querySelector('[data-action="next-hand"]').click();""")
    context.close()
    return instant, deals


def browser_odds(browser: Browser, base: str) -> list[float]:
    """The /odds/ calculator: ms per request for an 8-deck shoe beside the same shoe minus a card or two.

    Each request runs exact_odds twice (full shoe and with the cards removed) in Pyodide. The package remembers
    the shoes it has counted, and the full shoe is the same in every request: the cards removed differ each time
    (one of each value, then two), so that every request counts one shoe afresh, as a reader's next one does.
    """
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{base}odds/")
    page.wait_for_selector('[data-widget="odds"][data-state="ready"]', timeout=120_000)
    values = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "K"]
    removals = [*values, *(f"{value} {value}" for value in values)]
    times = []
    for removed in removals[:RUNS]:
        page.fill('[data-widget="odds"] input[name=removed]', removed)
        page.evaluate("document.querySelector('[data-widget=\"odds\"] .bac-status').textContent = ''")
        page.click("button:has-text('Compute exactly')")
        status = page.locator('[data-widget="odds"] .bac-status:has-text("Computed exactly in")')
        status.wait_for()
        times.append(float(status.inner_text().split(" in ")[1].split(" ms")[0]))
    context.close()
    return times


def before_python(browser: Browser, base: str) -> tuple[list[float], float, float]:
    """With the runtime's files held back (never answered): ms from each of three clicks on 'Next hand' (the
    reader's "Just show me" chosen) to the new hand shown, from 'Try it live' on a worked coup to its steps, and
    from a new reader's first Drill answer to its grading (only the first question ships with the page), all
    from the page's answers."""
    context = browser.new_context()
    page = context.new_page()
    held: list[Any] = []  # Python never arrives: its requests wait until the end
    page.route("**/pyodide/**", lambda route: held.append(route))
    page.route("**/wheels/**", lambda route: held.append(route))
    page.goto(f"{base}deal/")
    hands: list[float] = page.evaluate(
        f"""async () => {{
        {UNTIL}
        const root = document.querySelector('[data-widget="deal"]');
        const next = root.querySelector('[data-action="next-hand"]');
        // The reader's "Just show me", once the dealer has mounted ('Next hand' is disabled until then): 'Next
        // hand' deals at once (while the dealer asks, it waits for the coup's questions).
        await until(() => !next.disabled, "'Next hand' to be enabled");
        root.querySelector('input[name="mode"][value="show"]').click();
        const times = [];
        for (let hand = 2; hand <= 4; hand += 1) {{
          // The button is disabled until the widget has mounted (a click on it would be lost).
          await until(() => !next.disabled, "'Next hand' to be enabled");
          const info = root.querySelector(".bac-shoe-info");
          const start = performance.now();
          next.click();
          await until(() => info.textContent.startsWith(`Hand ${{hand}},`), `hand ${{hand}}`, task);
          times.push(performance.now() - start);
        }}
        return times;
      }}"""
    )
    page.goto(f"{base}rules/calling-a-hand/")
    page.wait_for_selector("button.bac-try")
    coup: float = page.evaluate(
        f"""async () => {{
        {UNTIL}
        const start = performance.now();
        document.querySelector("button.bac-try").click();
        await until(() => document.querySelector('[data-widget="coup"][data-state="ready"]'), "the coup's steps");
        return performance.now() - start;
      }}"""
    )
    page.goto(f"{base}drill/")  # a new reader: the page's own drill, its first question graded from the page
    page.wait_for_selector('[data-widget="drill"] .bac-result [data-answer]:not([disabled])')
    drill: float = page.evaluate(
        f"""async () => {{
        {UNTIL}
        const root = document.querySelector('[data-widget="drill"]');
        const start = performance.now();
        root.querySelector(".bac-result [data-answer]").click();
        await until(() => root.querySelector(".bac-feedback"), "the Drill's grading");
        return performance.now() - start;
      }}"""
    )
    for route in held:
        route.abort()
    context.close()
    return hands, coup, drill


def timed(page: Any, mark_name: str, count: int, act: str, prepare: str = "") -> list[float]:
    """ms from each of ``count`` actions (JavaScript ``act``, given the index ``i`` and the widget ``root``)
    until the page marks ``mark_name`` again; ``prepare`` runs before the clock starts."""
    times: list[float] = page.evaluate(
        f"""async (count) => {{
        {UNTIL}
        const root = document.querySelector("[data-widget][data-state='ready']");
        const times = [];
        for (let i = 0; i < count; i += 1) {{
          {prepare}
          const before = performance.getEntriesByName({mark_name!r}).length;
          const t0 = performance.now();
          {act}
          await until(() => performance.getEntriesByName({mark_name!r}).length > before, {mark_name!r}, task);
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
    context, page = ready_page(browser, f"{base}payouts/", "payouts")
    page.click('[data-widget="payouts"] [data-spot="banker"]')  # a chip on the Banker: the layout starts empty
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


#: Coups tapped into the pocket dealer, card by card: each deals six cards (both hands draw).
POCKET_COUPS = ("2 3 2 K 3 Q", "A 5 4 K 5 7", "K 2 3 A 6 4", "5 K 10 3 7 8")


def browser_pocket(browser: Browser, base: str) -> list[float]:
    """The pocket dealer at 8 decks: ms from tapping a card (the second to the sixth of a coup: the first
    ships with the page) until Python's words and exact chances are shown."""
    context, page = ready_page(browser, f"{base}pocket/", "pocket")
    times: list[float] = []
    for _ in range(max(1, RUNS // 2)):
        for coup in POCKET_COUPS:
            page.click('[data-widget="pocket"] [data-action="new"]')
            page.wait_for_selector('[data-widget="pocket"][data-cards=""]')
            ranks = coup.split()
            page.click(f'[data-widget="pocket"] [data-rank="{ranks[0]}"]')
            page.wait_for_selector(f'[data-widget="pocket"][data-cards="{ranks[0]}"]')
            for rank in ranks[1:]:
                tap = f"root.querySelector('[data-rank=\"{rank}\"]').click();"
                times += timed(page, "baccarat:pocket-answered", 1, tap)
    context.close()
    return times


def browser_lab(browser: Browser, base: str) -> tuple[list[float], list[float], list[float]]:
    """The lab: ms from tapping a card into the live counter (8 decks, every bet's exact edge from the cards
    left; past the first tap, which ships with the page) until shown; from reading a pasted road; and
    from "Play these shoes" (100 shoes of the Martingale) until the result is shown."""
    context, page = ready_page(browser, f"{base}lab/", "counter")
    page.wait_for_selector('[data-widget="system"][data-state="ready"]')
    page.wait_for_selector('[data-widget="road_paste"][data-state="ready"]')
    counter: list[float] = []
    for _ in range(max(1, RUNS // 2)):
        page.click('[data-widget="counter"] [data-action="new"]')
        page.wait_for_selector('[data-widget="counter"][data-cards=""]')
        for rank in ("9", "8", "5", "K", "4", "7", "2", "9", "Q", "6"):
            tap = f'document.querySelector(\'[data-widget="counter"] [data-rank="{rank}"]\').click();'
            counter += timed(page, "baccarat:counter-answered", 1, tap)
    page.fill('[data-widget="road_paste"] input[name=results]', "B P P B B B B T P B P B B P P P P B " * 4)
    road = timed(page, "baccarat:road-read", RUNS,
                 """document.querySelector('[data-form="road_paste"]').requestSubmit();""")  # fmt: skip
    page.select_option('[data-widget="system"] select[name=system]', "martingale")
    system = timed(page, "baccarat:system-played", max(1, RUNS // 2),
                   """document.querySelector('[data-form="system"]').requestSubmit();""")  # fmt: skip
    context.close()
    return counter, road, system


def browser_home_game(browser: Browser, base: str) -> list[float]:
    """The home game: ms from "Record the round" until the score sheet is updated (a game of six players)."""
    context, page = ready_page(browser, f"{base}home-game/", "home_game")
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
    times = timed(page, "baccarat:home_game-recorded", RUNS * 2, act, prepare)
    context.close()
    return times


#: The sessions the browser benchmark times: (label, bet, table, number of bets).
SESSIONS = [
    *((f"Banker, {n:,} bets", "banker", "standard", n) for n in (100, 1_000, 10_000)),
    ("no-commission Banker, 1,000 bets", "banker", "no-commission", 1_000),
    ("Dragon Bonus (Player), 1,000 bets", "dragon-bonus-player", "standard", 1_000),
]


def browser_session(browser: Browser, base: str) -> dict[str, tuple[float, float]]:
    """The /edge/ calculator in Pyodide: for each of :data:`SESSIONS`, the median ms of the
    distribution alone (timed by Python in the worker) and of the whole request (page to answer)."""
    context, page = ready_page(browser, f"{base}edge/", "session")
    figures = {}
    for label, bet, table, coups in SESSIONS:
        runs = page.evaluate(
            """async ([bet, table, coups]) => {
            const { call } = await import(new URL("/assets/javascripts/baccarat/runtime.js", location.origin).href);
            const runs = [];
            for (let i = 0; i < 5; i += 1) {
              const t0 = performance.now();
              const answer = await call({ action: "session", bet, table, coups: String(coups) });
              runs.push([answer.session_ms, performance.now() - t0]);
            }
            return runs;
          }""",
            [bet, table, coups],
        )
        figures[label] = (statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs))
    context.close()
    return figures


def cold_starts(browser: Browser, base: str) -> tuple[dict[str, list[float]], list[tuple[float, float]]]:
    """``RUNS`` cold loads each of the standard boot, the bare boot and ``/deal/``, interleaved so all
    three see the same machine load, the order rotating so none always follows another; and the
    longest main-thread tasks of each ``/deal/`` load (before ready, and just after)."""
    pages = {
        "standard": (f"{base}bench-standard.html", REFERENCE_READY, "standard:python-ready"),
        "bare": (f"{base}bench-bare.html", REFERENCE_READY, "bare:python-ready"),
        "deal": (f"{base}deal/", WIDGET_READY, "baccarat:widget-ready"),
    }
    times: dict[str, list[float]] = {side: [] for side in pages}
    long_tasks: list[tuple[float, float]] = []
    sides = list(pages)
    for run in range(RUNS):
        for side in sides[run % 3 :] + sides[: run % 3]:
            elapsed, before, after = cold(browser, *pages[side], after=side == "deal")
            times[side].append(elapsed)
            if side == "deal":
                long_tasks.append((before, after))
    return times, long_tasks


def widget_pages(browser: Browser, base: str) -> dict[str, list[float]]:
    """Every other widget page, cold, each run paired with a standard boot: the ratios, per page."""
    standard = (f"{base}bench-standard.html", REFERENCE_READY, "standard:python-ready")
    ratios: dict[str, list[float]] = {}
    for path, kind in WIDGET_PAGES.items():
        widget = (f"{base}{path}", f'[data-widget="{kind}"][data-state="ready"]', "bench:widget-ready")
        for run in range(PAGE_RUNS):
            first, second = (standard, widget) if run % 2 == 0 else (widget, standard)
            a, b = cold(browser, *first)[0], cold(browser, *second)[0]
            reference, elapsed = (a, b) if run % 2 == 0 else (b, a)
            ratios.setdefault(path, []).append(elapsed / reference)
    return ratios


def main() -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}/"
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        env = {**os.environ, "BACCARAT_SITE_URL": base}
        subprocess.run([str(ROOT / "scripts" / "build"), str(site)], check=True, env=env, capture_output=True)
        write_references(site)
        with serve_in_process(site, port=port), sync_playwright() as driver:
            browser = driver.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            shipped_hands, shipped_coup, shipped_drill = before_python(browser, base)
            times, long_tasks = cold_starts(browser, base)
            page_ratios = widget_pages(browser, base)
            sizes = bytes_by_kind(browser, f"{base}deal/", WIDGET_READY, site)
            chart_sizes = bytes_by_kind(browser, f"{base}rules/banker/", "#banker-chart", site)
            returning = returning_visits(driver, base)
            offline = offline_returning_visits(driver, base)
            instant, deals = warm_navigation(browser, base)
            odds_times = browser_odds(browser, base)
            roads_times = browser_roads(browser, base)
            payout_times = browser_payout(browser, base)
            drill_feedback, drill_next = browser_drill(browser, base)
            home_times = browser_home_game(browser, base)
            pocket_times = browser_pocket(browser, base)
            counter_times, road_times, system_times = browser_lab(browser, base)
            session_times = browser_session(browser, base)
            browser.close()
    standard, bare, deal = (statistics.median(times[side]) for side in ("standard", "bare", "deal"))
    # Paired: each /deal/ run against the reference run beside it, under the same machine load.
    paired = {ref: statistics.median(d / r for d, r in zip(times["deal"], times[ref], strict=True)) for ref in times}
    print(f"Cold cache, navigation start -> ready (median of {RUNS}):")
    for side, label in (
        ("standard", "standard Pyodide boot"),
        ("bare", "bare boot, site's files"),
        ("deal", "/deal/ widget ready"),
    ):
        runs = ", ".join(f"{t:.0f}" for t in times[side])
        print(f"  {label:24} {statistics.median(times[side]):8.0f} ms  (runs: {runs})")
    print(f"  /deal/ / standard boot   {deal / standard:8.2f}    (paired {paired['standard']:.2f}; no target)")
    print(f"  /deal/ / bare boot       {deal / bare:8.2f}    (paired {paired['bare']:.2f}; target <= 1.25)")
    print(f"  bare / standard boot     {bare / standard:8.2f}")
    for path, ratios in page_ratios.items():
        print(f"  /{path:18} / standard {statistics.median(ratios):6.2f}    (median of {len(ratios)} paired runs)")
    warm = statistics.median(returning[2:])
    print(
        f"Returning visits to /deal/ online (a browser profile on disk: files in the HTTP cache and, from the "
        f"second visit on, the offline copy; compiled code kept) -> ready: second visit {returning[1]:.0f} ms; "
        f"later visits median {warm:.0f} ms, "
        f"{warm / standard:.2f} x the standard cold boot (target <= 0.30; "
        f"runs: {', '.join(f'{t:.0f}' for t in returning)})"
    )
    offline_warm = statistics.median(offline[1:])
    print(
        f"Offline returning visits to /deal/ (saved by the service worker after one online visit, then the "
        f"network gone) -> ready: median {offline_warm:.0f} ms from the second on, {offline_warm / standard:.2f} x "
        f"the standard cold boot (target <= 0.30; runs: {', '.join(f'{t:.0f}' for t in offline)})"
    )
    print(f"Instant navigation back to /deal/ -> ready: {instant:.1f} ms (target <= 100)")
    print(
        "Before Python (runtime files held back), from the answers shipped with the page: 'Next hand' x3 "
        f"{', '.join(f'{t:.1f}' for t in shipped_hands)} ms; 'Try it live' on a worked coup {shipped_coup:.1f} ms; "
        f"Drill's first answer -> grading {shipped_drill:.1f} ms (target: within 100 ms)"
    )
    print(
        f"Click 'Next hand' -> explanation rendered: median {statistics.median(deals):.1f} ms over {DEALS} deals "
        f"(max {max(deals):.1f}; target median < 50)"
    )
    print(
        f"Exact odds in the browser, 8 decks, full shoe (remembered) and minus a card or two (a new count each): "
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
        f"Pocket dealer, 8 decks, tap a card -> next card and exact chances shown: median "
        f"{statistics.median(pocket_times):.1f} ms (max {max(pocket_times):.1f}; over {len(pocket_times)} taps, "
        "the second to the sixth card of a coup; target < 50)"
    )
    print(
        f"Live counter, 8 decks, tap a card -> both counts and every bet's exact edge shown: median "
        f"{statistics.median(counter_times):.1f} ms (max {max(counter_times):.1f}; over {len(counter_times)} taps; "
        f"target <= 60). Paste your road, 72 results -> read: median {statistics.median(road_times):.1f} ms. "
        f"System tester, 100 shoes of the Martingale -> result: median {statistics.median(system_times):.0f} ms"
    )
    print(
        f"Home game, Record the round -> score sheet updated: median {statistics.median(home_times):.1f} ms "
        f"(over {len(home_times)} rounds of a six-player game, the last {home_times[-1]:.1f} ms; target < 30)"
    )
    print(
        "Session calculator (/edge/), in the browser: "
        + "; ".join(
            f"{label}: distribution {dist:.1f} ms, whole request {whole:.1f} ms"
            for label, (dist, whole) in session_times.items()
        )
        + " (target: 1,000 bets under 50 ms)"
    )
    print(
        f"Longest main-thread task during start-up (before ready): {max(b for b, _ in long_tasks):.0f} ms "
        f"(per run: {', '.join(f'{b:.0f}' for b, _ in long_tasks)}; target: none over 200); in the second after "
        f"ready (the theme waits for the reader): {max(a for _, a in long_tasks):.0f} ms "
        f"(median {statistics.median(a for _, a in long_tasks):.0f})"
    )
    for kind, label in (
        ("page", "Page before any Python is needed (/deal/: HTML, CSS, JS)"),
        ("runtime", "Python runtime and wheel, downloaded by the worker"),
    ):
        print(
            f"{label}: {sizes.get(f'{kind}-raw', 0):,} B raw, {sizes.get(f'{kind}-br', 0):,} brotli, "
            f"{sizes.get(f'{kind}-gzip', 0):,} gzip; as received here {sizes.get(kind, 0):,}"
            + (" (targets: <= 4,000,000 brotli, <= 5,000,000 gzip)" if kind == "runtime" else "")
        )
    print(f"Bytes for a chart page without widgets (/rules/banker/): {chart_sizes.get('page', 0):,} as received")


if __name__ == "__main__":
    main()
