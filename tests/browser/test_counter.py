"""The live counter in a real browser: taps answered at once, edges that are the package's, and bad taps named."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from baccarat.counting import counter_state
from baccarat.render.counter import edges_text

from .widgets import open_widget, selector

pytestmark = pytest.mark.browser

COUNTER = selector("counter")


def test_the_first_tap_is_answered_before_python(page: Page, site_url: str) -> None:
    page.route("**/pyodide/**", lambda route: route.abort())  # Python never starts
    page.goto(f"{site_url}lab/")
    widget = page.locator(COUNTER)
    widget.locator("[data-rank='9']").click()
    expect(widget).to_have_attribute("data-cards", "9")
    expect(widget).to_have_attribute("data-edges", edges_text(counter_state("9")))


@pytest.mark.warm
def test_taps_undo_and_a_card_the_shoe_cannot_hold(page: Page, site_url: str) -> None:
    widget = open_widget(page, site_url, "counter")
    for rank in ("8", "9", "9", "4"):
        widget.locator(f"[data-rank='{rank}']").click()
    expect(widget).to_have_attribute("data-cards", "8 9 9 4")
    expect(widget).to_have_attribute("data-edges", edges_text(counter_state("8 9 9 4")))
    expect(widget.locator("[data-count='dragon-7']")).to_contain_text("running +5")
    widget.locator("[data-action=undo]").click()
    expect(widget).to_have_attribute("data-cards", "8 9 9")
    widget.locator("select[name=decks]").select_option("1")
    for _ in range(2):
        widget.locator("[data-rank='9']").click()
    expect(widget).to_have_attribute("data-cards", "8 9 9 9 9")
    widget.locator("[data-rank='9']").click()  # a fifth 9 in one deck
    expect(widget.locator(".bac-error")).to_contain_text(re.compile("cannot remove 5 cards of rank 9", re.I))
    expect(widget).to_have_attribute("data-cards", "8 9 9 9 9")  # the counter keeps what it had
