"""The browser's plural words in a real browser: the system tester says "1 shoe" and "2 shoes", and Chinese says its
one form, each picked by words.js with its edition's plural rule from the words the page carries."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .kept_tab import visit
from .widgets import open_widget, selector

pytestmark = pytest.mark.browser


@pytest.mark.warm
def test_the_system_tester_says_one_shoe_two_shoes_and_chinese_its_one_form(page: Page, site_url: str) -> None:
    widget = open_widget(page, site_url, "system", "?system=martingale&shoes=1&seed=5")
    status = widget.locator(".bac-status")
    expect(status).to_have_text("Played 1 shoe from seed 5.")  # a link plays its shoes at once
    widget.locator("input[name=shoes]").fill("2")
    widget.get_by_role("button", name="Play these shoes").click()
    expect(status).to_have_text("Played 2 shoes from seed 5.")
    for edition, played in (("zh-hant/", "已用洗牌種子 5 玩了 1 靴牌。"), ("zh-hans/", "已用洗牌种子 5 玩了 2 靴牌。")):
        shoes = 1 if edition == "zh-hant/" else 2
        visit(page, f"{site_url}{edition}lab/?system=martingale&shoes={shoes}&seed=5")
        chinese = page.locator(selector("system"))
        expect(chinese).to_have_attribute("data-state", "ready")
        expect(chinese.locator(".bac-status")).to_have_text(played)
