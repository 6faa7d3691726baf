"""Browser fixtures: the built site on 127.0.0.1, Chromium, and guards on every page.

Every test fails if any request leaves 127.0.0.1 or the page logs a console
error (unless the test says it expects errors).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
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
    # Service workers blocked unless asked for: the guard below must see every request.
    options = {"service_workers": "block", **options}
    context = browser.new_context(**options)  # type: ignore[arg-type]
    # Watched, not routed: routing a request through Playwright turns off the browser's caches, and
    # Material re-requests each stylesheet once the page has loaded (it rewrites every relative link
    # as absolute), so a routed stylesheet went missing for as long as its second request took.
    # Nothing can leave anyway: the test browser resolves no host but 127.0.0.1 (chromium.py).
    context.on("request", lambda request: _record_outside(guard, request.url))
    if CPU_THROTTLE > 1:
        context.on("page", lambda page: _throttle(context, page))
    yield context
    context.close()
    assert guard.outside == [], f"requests left 127.0.0.1: {guard.outside}"
    if not guard.expect_errors:
        assert guard.errors == [], f"console errors: {guard.errors}"


def _record_outside(guard: Guard, url: str) -> None:
    """Note ``url`` if it would leave 127.0.0.1 (a ``data:`` URL stays in the page, a ``blob:`` URL
    belongs to the origin it names)."""
    parts = urlsplit(url.removeprefix("blob:"))
    if parts.scheme != "data" and parts.hostname != "127.0.0.1":
        guard.outside.append(url)


def _throttle(context: BrowserContext, page: Page) -> None:
    context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": CPU_THROTTLE})


@pytest.fixture()
def page(context: BrowserContext, guard: Guard) -> Page:
    page = context.new_page()
    page.on("console", lambda message: guard.errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: guard.errors.append(str(error)))
    page.on("dialog", lambda dialog: (guard.errors.append(f"dialog: {dialog.message}"), dialog.dismiss()))
    page.set_default_timeout(60_000)
    return page
