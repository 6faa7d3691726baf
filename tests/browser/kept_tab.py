"""The kept tab, and opening a page in it the way a reader's click does.

The kept tab: most widget tests need Python ready on a page opened by link, not a cold start (the
cold starts have tests of their own). One tab per test process keeps Python running, and a test
marked ``warm`` opens its page (:func:`visit`) the way a reader's click does under Material's
instant navigation: the content is replaced and the widgets mount on the running Python, in a
fraction of a cold start. Not for tests that need stored data, emulated media or routed requests.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal, Unpack
from urllib.parse import urlsplit

from playwright.sync_api import Browser, Page, ViewportSize

from .guard import ContextOptions, Guard, check_guard, watch_page, watched_context

VIEWPORT: ViewportSize = {"width": 1280, "height": 900}
#: Counts the documents Material has shown in the tab (its first, then one per instant navigation).
COUNT_DOCUMENTS = "() => document$.subscribe(() => { window.baccaratDocuments = (window.baccaratDocuments ?? 0) + 1; })"
KEPT = "() => typeof window.baccaratDocuments === 'number'"
#: Material's script is running (it starts when the reader first reaches for the page: theme-later.js).
MATERIAL_RUNNING = "() => window.document$ !== undefined"
#: The page has settled (its load, its widgets mounted and, on a page whose widget started Python, Python ready or
#: failed): offline.js says where the page stands from then on.
SETTLED = "html[data-offline]"
#: Instant navigation to a URL (the argument), as Material starts it on a click on a link: a history entry, then
#: the new location, whose page Material then fetches.
NAVIGATE = "url => { history.pushState(null, '', url); location$.next(new URL(url)); }"
#: Nothing stored (the saves' ledger included), and the light scheme (a test may have chosen the dark
#: one with the reader's toggle).
FRESH = """async () => {
  localStorage.clear();
  sessionStorage.clear();
  await new Promise((done) => {
    const deleting = indexedDB.deleteDatabase("baccarat-saves");
    deleting.onsuccess = deleting.onerror = deleting.onblocked = done;
  });
  const light = document.querySelector("[data-bac-palette] input");
  if (document.body.dataset.mdColorScheme !== light.dataset.mdColorScheme) light.click();
}"""


#: The reader's motion preference, as Playwright emulates it.
Motion = Literal["reduce", "no-preference"]


@dataclass
class KeptTab:
    """A tab kept open across tests, the window it was opened with, and the guard of the test using it."""

    page: Page
    viewport: ViewportSize
    #: The page it opens first, whose edition's words its widgets then speak: the English dealer unless another's.
    home: str = "deal/"
    #: The motion its context has (a test may ask for the other for itself: :func:`use_kept_tab`).
    motion: Motion = "reduce"
    guard: Guard | None = None


def open_kept_tab(browser: Browser, home: str = "deal/", **options: Unpack[ContextOptions]) -> Iterator[KeptTab]:
    """A kept tab in a context of its own (``options`` as Playwright takes them; the window is
    :data:`VIEWPORT` unless they give one), whose first page, opened by its first test, is ``home`` (a dealer's
    page: an edition's)."""
    options.setdefault("viewport", VIEWPORT)
    options.setdefault("reduced_motion", "reduce")  # as watched_context's default
    context = watched_context(browser, lambda: kept.guard, **options)
    motion: Motion = "no-preference" if options["reduced_motion"] == "no-preference" else "reduce"
    kept = KeptTab(context.new_page(), options["viewport"], home, motion)
    watch_page(kept.page, lambda: kept.guard)
    yield kept
    context.close()


def use_kept_tab(
    kept: KeptTab, guard: Guard, site_url: str, viewport: ViewportSize | None = None, motion: Motion | None = None
) -> Iterator[Page]:
    """A kept tab for one test: Python running, nothing stored, the light scheme, its usual window (or
    ``viewport``) and its context's motion (or ``motion``, emulated for this test alone, as the reader's setting
    read at each scroll); checked as a new context is when the test ends."""
    tab = kept.page
    kept.guard = guard
    if not tab.evaluate(KEPT):  # the first test, or the last one left by a full page load
        tab.goto(f"{site_url}{kept.home}")
        tab.wait_for_selector('[data-widget="deal"][data-state="ready"]')
        reach_for(tab)
        tab.evaluate(COUNT_DOCUMENTS)
    tab.set_viewport_size(viewport or kept.viewport)
    tab.emulate_media(reduced_motion=motion or kept.motion)
    tab.evaluate(FRESH)
    yield tab
    kept.guard = None
    check_guard(guard)


def reach_for(page: Page, running: str = MATERIAL_RUNNING) -> None:
    """The reader reaches for the page, as every reader does before following a link: the pointer moves over it
    (in the header's corner, where it points at nothing). That starts Material's script (theme-later.js); returns
    once ``running`` holds (by default: Material runs)."""
    if not page.evaluate(MATERIAL_RUNNING):
        page.mouse.move(2, 2)
        page.mouse.move(1, 1)  # at least one of both moves the pointer, wherever it was
    page.wait_for_function(running)


def rearm(page: Page) -> None:
    """A warm test that loaded pages whole, now on an English page with Python running: the tab is the kept
    tab again (Material follows links, instant navigation counted), so the next warm test starts no Python."""
    assert page.evaluate("document.documentElement.lang") == "en", "the kept tab is an English page"
    reach_for(page)
    page.evaluate(COUNT_DOCUMENTS)


def visit(page: Page, url: str) -> None:
    """Open ``url`` in ``page``: as a link typed in, or on the kept tab as a reader's click on a link
    to it does under instant navigation."""
    if not page.evaluate(KEPT):
        page.goto(url)
        return
    target = urlsplit(url)
    if page.evaluate("() => location.pathname") == target.path:
        # Material replaces the content only when the path changes: go by another page of the edition first.
        edition = next((path for path in ("zh-hant/", "zh-hans/") if target.path.startswith(f"/{path}")), "")
        _follow(page, f"{target.scheme}://{target.netloc}/{edition}sources/")
    _follow(page, url)


def _follow(page: Page, url: str) -> None:
    """Instant navigation to ``url``, as Material does it on a click: a history entry, then the new
    location; returns once the page's content has been replaced."""
    replaced = page.evaluate("() => window.baccaratDocuments")
    page.evaluate(NAVIGATE, url)
    page.wait_for_function("n => window.baccaratDocuments > n", arg=replaced)
