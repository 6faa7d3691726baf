"""The odds calculator in a real browser: exact odds of a shoe with cards removed, bad input as text."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from baccarat.odds import exact_odds

from .kept_tab import visit

pytestmark = pytest.mark.browser


@pytest.mark.warm
def test_exact_odds_in_the_browser(page: Page, site_url: str) -> None:
    visit(page, f"{site_url}odds/")
    widget = page.locator('[data-widget="odds"]')
    expect(widget).to_have_attribute("data-state", "ready")
    widget.locator("select[name=decks]").select_option("1")
    widget.locator("input[name=removed]").fill("5 5 5 5")
    widget.locator("button[type=submit]").click()
    without = exact_odds(1, removed="5 5 5 5")
    row = widget.get_by_role("row", name=re.compile(r"^Banker wins \d"))
    expect(row).to_contain_text(f"{float(without.banker) * 100:.4f}%")
    expect(widget.locator(".bac-status")).to_contain_text("Computed exactly in")
    widget.locator("input[name=removed]").fill("K K K K K")
    widget.locator("button[type=submit]").click()
    expect(widget.locator(".bac-error")).to_have_text("Cannot remove 5 cards of rank K: a 1-deck shoe holds only 4.")
    widget.locator("input[name=removed]").fill("<img src=x>")
    widget.locator("button[type=submit]").click()
    expect(widget.locator(".bac-error")).to_contain_text("'<img' is not a card")
    assert widget.locator("img").count() == 0
