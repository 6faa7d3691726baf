"""Browser fixtures: the built site on 127.0.0.1, Chromium, and guards on every page.

Every test fails if any request leaves 127.0.0.1 or the page logs a console
error (unless the test says it expects errors).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect, sync_playwright

from .chromium import CHROMIUM, TEST_ARGS

# Python boots in a few seconds here; leave room for a slow, busy CI machine.
expect.set_options(timeout=60_000)
#: ``scripts/test --throttle`` slows every page's CPU this many times, the way a reader's phone
#: would: a test that waits for time rather than for a state the page exposes fails then.
CPU_THROTTLE = float(os.environ.get("BACCARAT_CPU_THROTTLE") or 1)


@pytest.fixture(scope="session")
def site_url(site_port: int) -> str:
    """The built site, served for the whole test run (see ``shared_site``)."""
    return f"http://127.0.0.1:{site_port}/"


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    assert Path(CHROMIUM).exists(), "Debian's chromium is missing: run scripts/setup --browser"
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=TEST_ARGS)
    yield browser
    browser.close()


class Guard:
    """Records requests to other hosts and console errors."""

    def __init__(self) -> None:
        self.outside: list[str] = []
        self.errors: list[str] = []
        self.expect_errors = False


@pytest.fixture()
def guard() -> Guard:
    return Guard()


@pytest.fixture()
def context(browser: Browser, guard: Guard) -> Iterator[BrowserContext]:
    yield from guarded(browser, guard, viewport={"width": 1280, "height": 900})


#: A phone as the tests hold one: 375 px wide, a touch screen without a mouse.
PHONE = {"viewport": {"width": 375, "height": 667}, "is_mobile": True, "has_touch": True}


def guarded(browser: Browser, guard: Guard, **options: object) -> Iterator[BrowserContext]:
    """A browser context (``options`` as Playwright takes them) whose requests may not leave 127.0.0.1,
    checked for console errors when it closes."""
    context = watched_context(browser, lambda: guard, **options)
    yield context
    context.close()
    check_guard(guard)


def watched_context(browser: Browser, current: Callable[[], Guard | None], **options: object) -> BrowserContext:
    """A context whose requests are noted in the ``current()`` guard if they would leave 127.0.0.1."""
    # Service workers blocked unless asked for: the guard must see every request. Less motion unless
    # asked for: a widget then brings what changed into view at once, where a smooth scroll took a
    # second to settle and Playwright's next click waited for it (test_in_hand keeps the motion most
    # readers have, and test_table checks both).
    options = {"service_workers": "block", "reduced_motion": "reduce", **options}
    context = browser.new_context(**options)  # type: ignore[arg-type]
    # Watched, not routed: routing a request through Playwright turns off the browser's caches and
    # sends every request through this process. Nothing can leave anyway: the test browser resolves
    # no host but 127.0.0.1 (chromium.py).
    context.on("request", lambda request: _record_outside(current(), request.url))
    if CPU_THROTTLE > 1:
        context.on("page", lambda page: _throttle(context, page))
    return context


def _record_outside(guard: Guard | None, url: str) -> None:
    """Note ``url`` if it would leave 127.0.0.1 (a ``data:`` URL stays in the page, a ``blob:`` URL
    belongs to the origin it names)."""
    parts = urlsplit(url.removeprefix("blob:"))
    if guard is not None and parts.scheme != "data" and parts.hostname != "127.0.0.1":
        guard.outside.append(url)


def check_guard(guard: Guard) -> None:
    assert guard.outside == [], f"requests left 127.0.0.1: {guard.outside}"
    if not guard.expect_errors:
        assert guard.errors == [], f"console errors: {guard.errors}"


def _throttle(context: BrowserContext, page: Page) -> None:
    context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": CPU_THROTTLE})


def watch_page(page: Page, current: Callable[[], Guard | None]) -> Page:
    """Console errors, uncaught errors and dialogs of ``page`` go to the ``current()`` guard."""

    def error(text: str) -> None:
        guard = current()
        if guard is not None:
            guard.errors.append(text)

    page.on("console", lambda message: error(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda exception: error(str(exception)))
    page.on("dialog", lambda dialog: (error(f"dialog: {dialog.message}"), dialog.dismiss()))
    page.set_default_timeout(60_000)
    return page


@pytest.fixture()
def page(request: pytest.FixtureRequest, guard: Guard) -> Iterator[Page]:
    """A new tab, whose first page arrives cold with Python still to start; or, for a test marked
    ``warm``, the test process's kept tab (below)."""
    if request.node.get_closest_marker("warm"):
        yield from use_kept_tab(request.getfixturevalue("kept_tab"), guard, request.getfixturevalue("site_url"))
    else:
        context: BrowserContext = request.getfixturevalue("context")
        yield watch_page(context.new_page(), lambda: guard)


# The kept tab: most widget tests need Python ready on a page opened by link, not a cold start (the
# cold starts have tests of their own). One tab per test process keeps Python running, and a test
# marked ``warm`` opens its page (:func:`visit`) the way a reader's click does under Material's
# instant navigation: the content is replaced and the widgets mount on the running Python, in a
# fraction of a cold start. Not for tests that need stored data, emulated media or routed requests.

VIEWPORT = {"width": 1280, "height": 900}
#: Counts the documents Material has shown in the tab (its first, then one per instant navigation).
COUNT_DOCUMENTS = "() => document$.subscribe(() => { window.baccaratDocuments = (window.baccaratDocuments ?? 0) + 1; })"
KEPT = "() => typeof window.baccaratDocuments === 'number'"
#: Nothing stored, and the light scheme (a test may have chosen the dark one with the reader's toggle).
FRESH = """() => {
  localStorage.clear();
  sessionStorage.clear();
  const light = document.querySelector("[data-md-component=palette] input");
  if (document.body.dataset.mdColorScheme !== light.dataset.mdColorScheme) light.click();
}"""


@dataclass
class KeptTab:
    """A tab kept open across tests, the window it was opened with, and the guard of the test using it."""

    page: Page
    viewport: dict[str, int]
    guard: Guard | None = None


@pytest.fixture(scope="session")
def kept_tab(browser: Browser) -> Iterator[KeptTab]:
    """The test process's kept tab."""
    yield from open_kept_tab(browser, viewport=VIEWPORT)


def open_kept_tab(browser: Browser, *, viewport: dict[str, int], **options: object) -> Iterator[KeptTab]:
    """A kept tab in a context of its own (``options`` as Playwright takes them)."""
    context = watched_context(browser, lambda: kept.guard, viewport=viewport, **options)
    kept = KeptTab(context.new_page(), viewport)
    watch_page(kept.page, lambda: kept.guard)
    yield kept
    context.close()


def use_kept_tab(kept: KeptTab, guard: Guard, site_url: str) -> Iterator[Page]:
    """A kept tab for one test: Python running, nothing stored, the light scheme, its usual window;
    checked as a new context is when the test ends."""
    tab = kept.page
    kept.guard = guard
    if not tab.evaluate(KEPT):  # the first test, or the last one left by a full page load
        tab.goto(f"{site_url}deal/")
        tab.wait_for_selector('[data-widget="deal"][data-state="ready"]')
        tab.wait_for_function("() => window.document$")  # Material starts after Python (theme-later.js)
        tab.evaluate(COUNT_DOCUMENTS)
    tab.set_viewport_size(kept.viewport)  # type: ignore[arg-type]
    tab.evaluate(FRESH)
    yield tab
    kept.guard = None
    check_guard(guard)


def visit(page: Page, url: str) -> None:
    """Open ``url`` in ``page``: as a link typed in, or on the kept tab as a reader's click on a link
    to it does under instant navigation."""
    if not page.evaluate(KEPT):
        page.goto(url)
        return
    target = urlsplit(url)
    if page.evaluate("() => location.pathname") == target.path:
        # Material replaces the content only when the path changes: go by another page first.
        _follow(page, f"{target.scheme}://{target.netloc}/sources/")
    _follow(page, url)


def _follow(page: Page, url: str) -> None:
    """Instant navigation to ``url``, as Material does it on a click: a history entry, then the new
    location; returns once the page's content has been replaced."""
    replaced = page.evaluate("() => window.baccaratDocuments")
    page.evaluate("url => { history.pushState(null, '', url); location$.next(new URL(url)); }", url)
    page.wait_for_function("n => window.baccaratDocuments > n", arg=replaced)
