"""The browser's plural words in a real browser: the system tester says "1 shoe" and "2 shoes", and Chinese says its
one form for both, each picked by words.js with its edition's plural rule from the words the page carries."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .widgets import open_widget, selector

pytestmark = pytest.mark.browser


@pytest.mark.warm
def test_the_system_tester_says_one_shoe_and_two_shoes(page: Page, site_url: str) -> None:
    widget = open_widget(page, site_url, "system", "?system=martingale&shoes=1&seed=5")
    status = widget.locator(".bac-status")
    expect(status).to_have_text("Played 1 shoe from seed 5.")  # a link plays its shoes at once
    widget.locator("input[name=shoes]").fill("2")
    widget.get_by_role("button", name="Play these shoes").click()
    expect(status).to_have_text("Played 2 shoes from seed 5.")


def test_the_chinese_system_tester_says_its_one_form_for_one_shoe_and_two(page: Page, site_url: str) -> None:
    # A whole page load: the words are the edition's of the page first loaded (instant navigation keeps them).
    page.goto(f"{site_url}zh-hant/lab/?system=martingale&shoes=1&seed=5")
    widget = page.locator(selector("system"))
    expect(widget).to_have_attribute("data-state", "ready")
    status = widget.locator(".bac-status")
    expect(status).to_have_text("已用洗牌種子 5 玩了 1 靴牌。")
    widget.locator("input[name=shoes]").fill("2")
    widget.locator("button[type=submit]").click()
    expect(status).to_have_text("已用洗牌種子 5 玩了 2 靴牌。")
