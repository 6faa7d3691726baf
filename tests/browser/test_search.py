"""The search answers a query however it reaches the field (typed, pasted, or committed by an input method), and
its Chinese results break lines as Chinese text does.

Material's search reads its field on a key's release; a paste from the menu or a word a Chinese input method
commits comes with no key released after it. The Chinese index holds a zero-width space between two words, which
would let a line start with a full stop (baccarat/search.js).
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

RESULT = ".md-search-result__item"


def open_search(page: Page, url: str) -> None:
    page.goto(url)
    page.wait_for_function("() => window.document$ !== undefined")  # Material is running
    field = page.locator("input[data-md-component=search-query]")
    field.click()  # at 1280 px the field is in the header
    expect(field).to_be_focused()


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
