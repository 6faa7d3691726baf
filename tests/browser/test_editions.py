"""The Chinese editions in the browser: the switcher keeps the reader's page, Chinese search finds the
rules, and the widgets answer in the page's language, from the page and from Python."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser


def test_the_language_switcher_keeps_the_page(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}zh-hant/rules/naturals/#what-is-not-a-natural")
    expect(page.locator("html")).to_have_attribute("lang", "zh-Hant")
    page.wait_for_function("() => window.document$ !== undefined")  # Material's header is running
    page.locator(".md-header .md-select button").hover()
    page.locator('a.md-select__link[hreflang="zh-Hans"]').click()
    page.wait_for_url(f"{site_url}zh-hans/rules/naturals/")
    expect(page.locator("html")).to_have_attribute("lang", "zh-Hans")
    expect(page.locator("h1")).to_have_text(re.compile("例牌"))
    page.locator(".md-header .md-select button").hover()
    page.locator('a.md-select__link[hreflang="en"]').click()
    page.wait_for_url(f"{site_url}rules/naturals/")
    expect(page.locator("h1")).to_have_text(re.compile("Naturals"))


@pytest.mark.parametrize(
    ("edition", "query", "found"),
    [
        ("zh-hant", "補牌", "rules/player/"),
        ("zh-hans", "补牌", "rules/player/"),
        ("zh-hant", "例牌", "rules/naturals/"),
        ("zh-hans", "例牌", "rules/naturals/"),
    ],
)
def test_chinese_search_finds_the_rule(page: Page, site_url: str, edition: str, query: str, found: str) -> None:
    page.goto(f"{site_url}{edition}/")
    page.wait_for_function("() => window.document$ !== undefined")
    page.locator("input.md-search__input").click()
    page.locator("input.md-search__input").fill(query)
    results = page.locator(".md-search-result__item a")
    expect(results.first).to_be_visible()
    hrefs = [str(link.get_attribute("href")) for link in results.all()]
    assert any(f"{edition}/{found}" in href for href in hrefs), hrefs
