"""Browser fixtures: the built site on 127.0.0.1, Chromium, a guarded tab per test or the kept tab.

Every test fails if any request leaves 127.0.0.1 or the page logs a console error (unless the test
says it expects errors): see :mod:`.guard`. Tests marked ``warm`` use the kept tab (:mod:`.kept_tab`).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, Route, expect, sync_playwright

from .chromium import TEST_ARGS, TEST_CHROMIUM
from .guard import PHONE, ContextOptions, Guard, guarded, watch_page
from .kept_tab import VIEWPORT, KeptTab, open_kept_tab, use_kept_tab

# Python boots in a few seconds here; leave room for a slow, busy CI machine.
expect.set_options(timeout=60_000)


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
    assert Path(TEST_CHROMIUM).exists(), f"{TEST_CHROMIUM} is missing: run scripts/setup --browser"
    browser = playwright.chromium.launch(executable_path=TEST_CHROMIUM, args=TEST_ARGS)
    yield browser
    browser.close()


@pytest.fixture()
def guard() -> Guard:
    return Guard()


@pytest.fixture()
def context(browser: Browser, guard: Guard) -> Iterator[BrowserContext]:
    yield from guarded(browser, guard, viewport={"width": 1280, "height": 900})


@pytest.fixture()
def page(request: pytest.FixtureRequest, guard: Guard) -> Iterator[Page]:
    """A new tab, whose first page arrives cold with Python still to start; or, for a test marked
    ``warm``, the test process's kept tab (:mod:`.kept_tab`)."""
    if request.node.get_closest_marker("warm"):
        yield from use_kept_tab(request.getfixturevalue("kept_tab"), guard, request.getfixturevalue("site_url"))
    else:
        context: BrowserContext = request.getfixturevalue("context")
        yield watch_page(context.new_page(), lambda: guard)


@pytest.fixture(scope="session")
def kept_tab(browser: Browser) -> Iterator[KeptTab]:
    """The test process's kept tab."""
    yield from open_kept_tab(browser, viewport=VIEWPORT)


@pytest.fixture(scope="session")
def kept_zh_hant(browser: Browser) -> Iterator[KeptTab]:
    """The test process's kept tab in the traditional Chinese edition (its dealer's page first)."""
    yield from open_kept_tab(browser, home="zh-hant/deal/")


@pytest.fixture(scope="session")
def kept_zh_hans(browser: Browser) -> Iterator[KeptTab]:
    """The test process's kept tab in the simplified Chinese edition (its dealer's page first)."""
    yield from open_kept_tab(browser, home="zh-hans/deal/")


#: Each edition's kept tab, by the edition's path.
KEPT_EDITIONS = {"": "kept_tab", "zh-hant/": "kept_zh_hant", "zh-hans/": "kept_zh_hans"}


@pytest.fixture()
def edition_tab(request: pytest.FixtureRequest, guard: Guard, site_url: str) -> Iterator[Page]:
    """The kept tab of the test's ``edition`` parameter (an edition's path: "" for English): Python running on one
    of the edition's pages, loaded whole, so that the edition's pages open in it as a reader's link opens them."""
    edition = request.node.callspec.params["edition"]
    yield from use_kept_tab(request.getfixturevalue(KEPT_EDITIONS[edition]), guard, site_url)


#: With the motion most readers have: what comes into view scrolls there smoothly.
MOTION: ContextOptions = {"reduced_motion": "no-preference"}


@pytest.fixture(scope="session")
def kept_phone(browser: Browser) -> Iterator[KeptTab]:
    """The test process's kept tab on a phone (:data:`PHONE`), with the motion most readers have."""
    phone: ContextOptions = {**PHONE, **MOTION}
    yield from open_kept_tab(browser, **phone)


@pytest.fixture()
def phone_tab(kept_phone: KeptTab, guard: Guard, site_url: str) -> Iterator[Page]:
    """A kept phone tab with Python running: for tests that look at a widget page once it is ready."""
    yield from use_kept_tab(kept_phone, guard, site_url)


@pytest.fixture()
def no_runtime(page: Page) -> list[Route]:
    """The Python runtime and the wheel are never served: the page must not need them (the requests are kept)."""
    asked: list[Route] = []

    def refuse(route: Route) -> None:
        asked.append(route)
        route.abort()

    page.route("**/pyodide/**", refuse)
    page.route("**/wheels/**", refuse)
    return asked
