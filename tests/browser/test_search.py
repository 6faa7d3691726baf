"""The search answers a query however it reaches the field (typed, pasted, or committed by an input method), and
its Chinese results break lines as Chinese text does.

Material's search reads its field on a key's release; a paste from the menu or a word a Chinese input method
commits comes with no key released after it. The Chinese index holds a zero-width space between two words, which
would let a line start with a full stop (baccarat/search.js).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page, expect

from .kept_tab import reach_for

RESULT = ".md-search-result__item"


INDEX = re.compile(r"/search/search_index\.json$")


def open_search(page: Page, url: str) -> list[str]:
    """Open ``url``, then its search; the search index's requests so far, and from then on as they come: none
    until the search was reached for (theme-later.js holds Material's, which it sends as it starts)."""
    indexes: list[str] = []
    page.on("request", lambda request: indexes.append(request.url) if INDEX.search(request.url) else None)
    page.goto(url)
    reach_for(page)  # the reader's pointer moves over the page: Material runs, and its request is made
    with page.expect_request(url):  # a request after it: Material's, had it been sent, was seen before
        page.evaluate("(url) => fetch(url)", url)
    assert indexes == [], "the search index was fetched before the reader reached for the search"
    field = page.locator("input[data-md-component=search-query]")
    field.click()  # at 1280 px the field is in the header
    expect(field).to_be_focused()
    return indexes


def test_a_pasted_query_and_an_input_method_s_word_are_searched(page: Page, site_url: str) -> None:
    field = page.locator("input[data-md-component=search-query]")
    # A paste (or dictation): the value changes with one input event and no key.
    open_search(page, f"{site_url}zh-hans/glossary/")
    field.fill("补牌")
    expect(page.locator(RESULT).first).to_be_visible()
    expect(page.locator(".md-search-result__meta")).not_to_have_text("输入关键词开始搜索")
    shown = page.locator(".md-search-result__list").inner_text()
    assert "补牌" in shown and "\u200b" not in shown  # the index's word breaks are not shown

    # A Chinese input method: letters composed, then the word committed, and no key released after it.
    open_search(page, f"{site_url}zh-hant/glossary/")
    ime = page.context.new_cdp_session(page)
    ime.send("Input.imeSetComposition", {"text": "bu", "selectionStart": 2, "selectionEnd": 2})
    ime.send("Input.insertText", {"text": "補牌"})
    expect(field).to_have_value("補牌")
    expect(page.locator(RESULT).first).to_be_visible()
    expect(page.locator(RESULT).first).to_contain_text("補牌")


def _first_entry(page: Page) -> tuple[Locator, Locator]:
    """The first result's page link and its best section's link (Material shows a page, then its best sections)."""
    first = page.locator(RESULT).first
    expect(first).to_be_visible()
    links = first.locator("a.md-search-result__link")
    return links.nth(0), links.nth(1)


@pytest.mark.parametrize(
    ("edition", "found"),
    [
        (
            "",
            [("cut card", "Cut card", "cut-card", "plastic card"), ("natural", "Natural", "natural", "two-card score")],
        ),
        ("zh-hant/", [("白咭", "白咭", "cut-card", "塑膠牌")]),
    ],
)
def test_a_glossary_term_is_found_as_its_own_entry_at_its_anchor(
    page: Page, site_url: str, edition: str, found: list[tuple[str, str, str, str]]
) -> None:
    """A search for a term gives its glossary entry first, linking its anchor (the glossary's anchors are its public
    addresses), with the entry's definition as the result's text: not the whole glossary as one result (en9 #1)."""
    indexes = open_search(page, f"{site_url}{edition}")
    for query, term, anchor, defined in found:
        page.locator("input[data-md-component=search-query]").fill(query)
        glossary, entry = _first_entry(page)
        expect(glossary).to_have_attribute("href", re.compile(rf"/{edition}glossary/(\?[^#]*)?$"))
        expect(entry).to_have_attribute("href", re.compile(rf"/{edition}glossary/(\?[^#]*)?#{anchor}$"))
        expect(entry.locator("h2")).to_have_text(term)
        expect(entry).to_contain_text(defined)
    assert len(indexes) == 1, indexes  # fetched once the search was reached for, once
    entry.click()  # the last one found: the glossary opens at its entry
    expect(page).to_have_url(re.compile(rf"/{edition}glossary/(\?[^#]*)?#{anchor}$"))
    expect(page.locator(f"#{anchor}")).to_be_in_viewport()
