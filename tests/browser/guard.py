"""The guard on every page a test opens: no request may leave 127.0.0.1, and no console error may pass.

A test that expects errors says so (``guard.expect_errors``). Contexts made here may also slow the
page's CPU (``scripts/test --throttle``), the way a reader's phone would.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Literal, TypedDict, Unpack
from urllib.parse import urlsplit

from playwright.sync_api import Browser, BrowserContext, Dialog, Page, ViewportSize

#: ``scripts/test --throttle`` slows every page's CPU this many times, the way a reader's phone
#: would: a test that waits for time rather than for a state the page exposes fails then.
CPU_THROTTLE = float(os.environ.get("BACCARAT_CPU_THROTTLE") or 1)


class Guard:
    """Records requests to other hosts and console errors."""

    def __init__(self) -> None:
        self.outside: list[str] = []
        self.errors: list[str] = []
        self.expect_errors = False


class ContextOptions(TypedDict, total=False):
    """The options of Playwright's ``Browser.new_context`` that the tests give, typed as Playwright types them."""

    viewport: ViewportSize
    is_mobile: bool
    has_touch: bool
    reduced_motion: Literal["no-preference", "null", "reduce"]
    service_workers: Literal["allow", "block"]


#: A phone as the tests hold one: 375 px wide, a touch screen without a mouse.
PHONE: ContextOptions = {"viewport": {"width": 375, "height": 667}, "is_mobile": True, "has_touch": True}


def guarded(browser: Browser, guard: Guard, **options: Unpack[ContextOptions]) -> Iterator[BrowserContext]:
    """A browser context (``options`` as Playwright takes them) whose requests may not leave 127.0.0.1,
    checked for console errors when it closes."""
    context = watched_context(browser, lambda: guard, **options)
    yield context
    context.close()
    check_guard(guard)


def watched_context(
    browser: Browser, current: Callable[[], Guard | None], **options: Unpack[ContextOptions]
) -> BrowserContext:
    """A context whose requests are noted in the ``current()`` guard if they would leave 127.0.0.1."""
    # Service workers blocked unless asked for: the guard must see every request. Less motion unless
    # asked for: a widget then brings what changed into view at once, where a smooth scroll took a
    # second to settle and Playwright's next click waited for it (test_in_hand keeps the motion most
    # readers have, and test_deal checks both).
    chosen: ContextOptions = {"service_workers": "block", "reduced_motion": "reduce", **options}
    context = browser.new_context(**chosen)
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

    def dialog(opened: Dialog) -> None:
        error(f"dialog: {opened.message}")
        opened.dismiss()

    page.on("dialog", dialog)
    page.set_default_timeout(60_000)
    return page
