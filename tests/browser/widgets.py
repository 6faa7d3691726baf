"""Opening a live widget on its page, waiting for its scrolling to rest, watching it at work, and checking what a
bad link says: one helper for every widget."""

from __future__ import annotations

from playwright.sync_api import Locator, Page, expect

from baccarat.widgets import widgets

from .kept_tab import visit

#: The page has stopped scrolling, any smooth scroll a widget started come to rest: the same place eight frames
#: running (a smooth scroll a tap started may wait two).
SCROLL_SETTLED = """() => new Promise((done) => {
  let y = scrollY, still = 0;
  const frame = () => {
    still = scrollY === y ? still + 1 : 0;
    y = scrollY;
    if (still >= 8) done(true); else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})"""

#: Watches a widget at work (dom.js's ``workProgress``): each report is recorded as the page shows it, with its bar's
#: name, whether the bar is on screen, the class of what follows it, and the share done in words. A quick computation
#: can show its reports and take them away between two of a test's looks (a loaded machine's); the record holds
#: every report the page showed. Read it back with :data:`WORK_SHOWN`.
WATCH_WORK = """(root) => {
  const shown = (root.bacWorkShown = []);
  new MutationObserver(() => {
    const bar = root.querySelector(".bac-working progress");
    if (root.dataset.progress === undefined || !bar) return;
    shown.push({
      progress: Number(root.dataset.progress),
      name: bar.getAttribute("aria-label"),
      seen: bar.checkVisibility(),
      before: bar.parentElement.nextElementSibling?.className ?? "",
      words: bar.parentElement.querySelector(".bac-work-progress[aria-hidden=true]")?.textContent ?? "",
    });
  }).observe(root, { attributes: true, attributeFilter: ["data-progress"] });
}"""
WORK_SHOWN = "(root) => root.bacWorkShown"


def pages() -> dict[str, str]:
    """Where each widget lives, by its name, as it declares it (the page's address is public, the widget's name is
    not)."""
    found = {widget.name: widget.page for widget in widgets()}
    assert all(found.values()), "a widget without its page"
    return found


#: Where each widget lives, by its name.
PAGES = pages()


def selector(name: str) -> str:
    """The CSS selector of widget ``name``'s element: ``[data-widget="<name>"]``."""
    assert name in PAGES, name
    return f'[data-widget="{name}"]'


def open_widget(page: Page, site_url: str, name: str, query: str = "") -> Locator:
    """Open widget ``name``'s page (with ``query``), wait until the widget is ready, and return it."""
    visit(page, f"{site_url}{PAGES[name]}{query}")
    widget = page.locator(selector(name))
    expect(widget).to_have_attribute("data-state", "ready")
    return widget


def expect_named_as_text(page: Page, widget: Locator, message: str) -> None:
    """The widget's message line says ``message``, as text: nothing from the link became markup or ran."""
    error = widget.locator(".bac-error")
    expect(error).to_contain_text(message)
    assert error.locator("*").count() == 0
    assert widget.locator("script, img").count() == 0
    assert page.evaluate("window.__pwned") is None
