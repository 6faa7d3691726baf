"""Try it live: a worked coup on a rules page steps through in place, before Python and after, and
instant navigation keeps Python running."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page, expect

from baccarat import resolve

from .kept_tab import reach_for, visit
from .test_deal import DEAL, open_deal
from .test_in_hand import on_screen

pytestmark = pytest.mark.browser

#: The page's worked coups (not the coups its questions ask about, inside their own widget).
WORKED = "article .bac-coup[data-cards]:not([data-widget] .bac-coup)"


@pytest.mark.warm
def test_try_it_live_and_instant_navigation(page: Page, site_url: str) -> None:
    open_deal(page, site_url)
    reach_for(page)  # Material, started as the reader reaches for the page
    page.click('nav.md-nav a:has-text("The Banker\'s third card")')
    page.wait_for_url("**/rules/banker/")
    example = page.locator('.bac-coup[data-cards="2 3 2 K 8"]').first
    example.locator("button.bac-try").click()
    widget = page.locator('[data-widget="coup"]').first
    expect(widget).to_have_attribute("data-state", "ready", timeout=2_000)  # Python is already running
    widget.locator("[data-action=all]").click()
    expect(widget.locator(".bac-outcome")).to_have_text("Banker wins, 3 to 2")
    page.click('nav.md-nav a:has-text("Deal a hand")')
    page.wait_for_url("**/deal/")
    expect(page.locator(DEAL)).to_have_attribute("data-state", "ready", timeout=2_000)
    assert page.evaluate("window.__baccarat.workersStarted") == 1  # Python started once
    assert page.evaluate("performance.getEntriesByType('navigation').length") == 1  # no full reload


def test_try_it_live_on_a_cold_page(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}rules/calling-a-hand/")
    examples = page.locator(WORKED)
    cards = examples.nth(3).get_attribute("data-cards")
    examples.nth(3).locator("button.bac-try").click()
    widget = page.locator('[data-widget="coup"]')
    expect(widget).to_have_attribute("data-state", "ready")
    felt_in_view(page, widget)  # where the reader looks, once Python has started for it
    assert widget.locator("ol.bac-steps > li:visible").count() == 1
    widget.locator("[data-action=all]").click()
    coup = resolve(cards or "")
    assert [t.strip() for t in widget.locator("ol.bac-steps > li").all_text_contents()] == [s.text for s in coup.steps]
    href = widget.locator("a.bac-open").get_attribute("href") or ""
    assert href.endswith(
        "deal/?player="
        + ",".join(c.token for c in coup.player.cards)
        + "&banker="
        + ",".join(c.token for c in coup.banker.cards)
    )


#: Where the live felt and its Next step are on screen.
PLACES = """(widget) => ["felt", "next"].map((part) => {
  const r = widget.querySelector(part === "felt" ? ".bac-table" : "[data-action=forward]").getBoundingClientRect();
  return [Math.round(r.top), Math.round(r.left)];
})"""


@pytest.mark.warm
@pytest.mark.parametrize(("width", "height"), [(320, 568), (375, 812), (1280, 900)])
@pytest.mark.parametrize("url", ["rules/calling-a-hand/", "rules/banker/"])
def test_the_live_felt_is_where_the_reader_looks(page: Page, site_url: str, url: str, width: int, height: int) -> None:
    """A reader taps "Try it live" at the foot of a worked coup (its steps and chart above the button): the
    live felt and its step bar come into view under the header, not above the top of the screen (on a
    cold page too: :func:`test_try_it_live_on_a_cold_page`). Stepping through the coup, the Banker's turn and
    its chart included, never scrolls: the felt and Next step stay where they are, under the reader's finger."""
    page.set_viewport_size({"width": width, "height": height})
    visit(page, f"{site_url}{url}")
    button = page.locator(WORKED).first.locator("button.bac-try")
    button.scroll_into_view_if_needed()
    button.click()
    widget = page.locator('[data-widget="coup"]')
    expect(widget).to_have_attribute("data-state", "ready")
    felt_in_view(page, widget)
    places = widget.evaluate(PLACES)
    steps = widget.locator("ol.bac-steps > li").count()
    count = widget.locator(".bac-step-count")
    for step in range(2, steps + 1):
        widget.locator("[data-action=forward]").click()
        expect(count).to_have_text(f"Step {step} of {steps}")
        now = widget.evaluate(PLACES)
        assert all(abs(a - b) <= 2 for was, is_ in zip(places, now, strict=True) for a, b in zip(was, is_, strict=True))
    expect(widget.locator(".bac-outcome")).to_be_visible()


def felt_in_view(page: Page, widget: Locator) -> None:
    """The live felt, and its step bar under it, come to lie under the header and above the foot of the screen."""
    on_screen(page, widget.locator(".bac-table"))
    on_screen(page, widget.locator(".bac-stepper"))
