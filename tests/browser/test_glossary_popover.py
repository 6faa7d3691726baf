"""A glossary term's definition opens in place (widgets/glossary.js): by a tap on a phone, by Enter or Space
from the keyboard, inside the screen at 320, 375 and 1280 px, light and dark, under the sentence being read rather
than over it; its labelled × (a 44 px target) and Escape close it and give the term back its focus; the glossary
link inside it leads to the entry; axe finds nothing with it open; and the reader can still select the text around
it. The term is inline text, so Chinese punctuation after it never begins a line. Without the script the term stays
the link the build wrote."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect

from .guard import PHONE, Guard, guarded
from .kept_tab import COUNT_DOCUMENTS, reach_for, visit
from .test_accessibility import AXE, NO_MOTION, RUN_AXE, summary

pytestmark = pytest.mark.browser

OPEN = ".bac-term-pop:popover-open"
TERMS = "article .bac-term[role=button]"
#: The glossary's words for the link inside a definition, in each edition.
MORE = {"": "More in the glossary", "zh-hant/": "到詞彙表看詳細解釋", "zh-hans/": "到术语表查看详细解释"}
#: The name of the × that closes a definition, in each edition.
CLOSE = {"": "Close the definition", "zh-hant/": "關閉解釋", "zh-hans/": "关闭解释"}


@pytest.fixture()
def touch_phone(browser: Browser, guard: Guard) -> Iterator[BrowserContext]:
    yield from guarded(browser, guard, **PHONE)


@pytest.fixture()
def desktop(browser: Browser, guard: Guard) -> Iterator[BrowserContext]:
    yield from guarded(browser, guard, viewport={"width": 1280, "height": 800})


def within_screen(page: Page, box: Locator) -> None:
    """``box`` is wholly on screen, and the page is no wider than the screen."""
    width, height = page.evaluate("[document.documentElement.clientWidth, window.innerHeight]")
    shown = box.bounding_box()
    assert shown is not None
    assert shown["x"] >= 0 and shown["x"] + shown["width"] <= width, (width, shown)
    assert shown["y"] >= 0 and shown["y"] + shown["height"] <= height, (height, shown)
    assert page.evaluate("document.documentElement.scrollWidth") <= width


#: The lines of the sentence a term is in (from the term to the sentence's full stop) that its open definition lies
#: over, where the screen has room for the definition above or below that sentence (EN reader, problem 10).
COVERS_THE_SENTENCE = """(term) => {
  const pop = document.getElementById(term.getAttribute("aria-controls")).getBoundingClientRect();
  const range = document.createRange();
  range.setStartBefore(term);
  range.setEndAfter(term.closest("p, li, dd") ?? term.parentElement);
  const walker = document.createTreeWalker(term.closest("p, li, dd") ?? term.parentElement, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(term.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) || term.contains(node)) continue;
    if (node.parentElement.closest(".bac-term-pop")) continue;
    const stop = node.textContent.search(/[。！？]|[.!?](\\s|$)/);
    if (stop >= 0) { range.setEnd(node, stop + 1); break; }
  }
  // The definition itself, right after the term, left out.
  const definition = document.getElementById(term.getAttribute("aria-controls"));
  const before = range.cloneRange(), after = range.cloneRange();
  before.setEndBefore(definition);
  after.setStartAfter(definition);
  const lines = [...before.getClientRects(), ...after.getClientRects()].filter((line) => line.width > 0);
  const top = Math.min(...lines.map((line) => line.top)), bottom = Math.max(...lines.map((line) => line.bottom));
  const header = document.querySelector(".md-header").getBoundingClientRect().bottom;
  const room = innerHeight - bottom >= pop.height + 8 || top - header >= pop.height + 8;
  const over = lines.filter((line) => line.top < pop.bottom - 1 && line.bottom > pop.top + 1
    && line.left < pop.right && line.right > pop.left);
  return room && over.length ? over.map((line) => [Math.round(line.top), Math.round(line.bottom)]) : null;
}"""

#: Every character of the article's prose that is one of these marks and begins a line box: it stands lower than
#: the character before it, and to its left. A closed definition is not drawn, and not read.
LINE_STARTS = """() => {
  const closing = "。，、；：）";
  const found = [];
  for (const block of document.querySelectorAll("article :is(p, li, dd)")) {
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    let before = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent;
      for (let i = 0; i < text.length; i++) {
        if (/\\s/.test(text[i])) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box) continue;
        if (before && closing.includes(text[i]) && box.top >= before.bottom - 2 && box.left < before.left) {
          found.push(`${text.slice(Math.max(0, i - 6), i)}|${text.slice(i, i + 8)}`);
        }
        before = box;
      }
    }
  }
  return found;
}"""


def axe_clean(page: Page, where: str) -> None:
    if not page.evaluate("typeof axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    found = page.evaluate(RUN_AXE)
    assert found == [], f"{where}: {summary(found)}"


def dark(page: Page, on: bool = True) -> None:
    """The reader's toggle (to dark, or back to light), with Material running, as once the reader has reached for
    the page."""
    reach_for(page)
    page.click(f"label[for=__palette_{1 if on else 0}]")
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate" if on else "default")


@pytest.mark.parametrize("edition", ["zh-hant/", "zh-hans/"])
def test_chinese_punctuation_after_a_term_never_begins_a_line(
    touch_phone: BrowserContext, site_url: str, edition: str
) -> None:
    """Issue 59 (zh reader, problem 4): a term was a <button>, an atomic inline box a line may break beside, so
    "。" or "，" after it began a line (the home pages after Punto Banco, the Player's and the naturals' pages). Now
    it is inline text: on each of those pages, at 320 and 375 px, light and dark, no line begins with 。，、；：）.
    The edition's home page is loaded whole, the others opened from it as a reader's link does (instant navigation,
    in the same edition: the same language and styles)."""
    page = touch_phone.new_page()
    for number, path in enumerate(("", "rules/player/", "rules/naturals/")):
        if number == 0:
            page.goto(f"{site_url}{edition}{path}")
        else:
            visit(page, f"{site_url}{edition}{path}")
        expect(page.locator("html")).to_have_attribute("lang", re.compile("^zh-"))
        expect(page.locator(TERMS).first).to_be_attached()  # the script has made the links inline disclosures
        assert page.locator("article a.bac-term, article button.bac-term").count() == 0
        for night in (False, True):
            if night:
                dark(page)
            for width in (320, 375):
                page.set_viewport_size({"width": width, "height": 640})
                assert page.evaluate(LINE_STARTS) == [], (path, width, night)
        dark(page, on=False)  # the next page opens light, as a reader's first visit does
        if number == 0:
            reach_for(page)  # Material follows links from now on
            page.evaluate(COUNT_DOCUMENTS)  # so that visit() opens the next pages by instant navigation


@pytest.mark.parametrize("edition", ["", "zh-hant/", "zh-hans/"])
def test_a_tap_opens_a_term_in_place_on_320_and_375_px_phones_light_and_dark(
    touch_phone: BrowserContext, site_url: str, edition: str
) -> None:
    page = touch_phone.new_page()
    page.goto(f"{site_url}{edition}at-the-table/")
    page.add_style_tag(content=NO_MOTION)
    terms = page.locator(TERMS)
    expect(terms.first).to_be_visible()  # the script has made the links disclosures
    assert page.locator("article a.bac-term").count() == 0
    for width in (320, 375):
        page.set_viewport_size({"width": width, "height": 640})
        for index in (0, terms.count() // 2, terms.count() - 1):  # near the left, the middle, the end
            term = terms.nth(index)
            term.scroll_into_view_if_needed()
            term.tap()
            expect(term).to_have_attribute("aria-expanded", "true")
            pop = page.locator(f"#{term.get_attribute('aria-controls')}")
            expect(pop).to_be_visible()
            expect(pop.locator("dfn")).not_to_be_empty()
            expect(pop.get_by_role("link", name=MORE[edition])).to_be_visible()
            within_screen(page, pop)
            within_screen(page, term)  # opening it moved nothing the reader looks at
            covered = term.evaluate(COVERS_THE_SENTENCE)
            assert not covered, (width, term.inner_text(), covered)
            term.tap()  # the term again closes it
            expect(page.locator(OPEN)).to_have_count(0)
            expect(term).to_have_attribute("aria-expanded", "false")
    term = terms.first
    term.scroll_into_view_if_needed()
    term.tap()
    expect(page.locator(OPEN)).to_have_count(1)
    link = page.locator(OPEN).get_by_role("link")
    box = link.bounding_box()
    assert box is not None and box["height"] >= 44, box  # a thumb's target
    axe_clean(page, "light, open")
    # Its × closes it, a thumb's target at the definition's corner over none of its words, and the term has
    # the focus back.
    close = page.locator(OPEN).get_by_role("button", name=CLOSE[edition])
    expect(close).to_have_text("×")
    corner = close.bounding_box()
    assert corner is not None and corner["width"] >= 44 and corner["height"] >= 44, corner
    frame = page.locator(OPEN).bounding_box()
    words = page.locator(f"{OPEN} dfn").evaluate(
        "(dfn) => { const r = document.createRange(); r.selectNodeContents(dfn);"
        " return r.getBoundingClientRect().right; }"
    )
    assert frame is not None and corner["x"] + corner["width"] <= frame["x"] + frame["width"] + 1, (corner, frame)
    assert words <= corner["x"] + 1, (words, corner)
    within_screen(page, close)
    close.tap()
    expect(page.locator(OPEN)).to_have_count(0)
    expect(term).to_be_focused()
    expect(term).to_have_attribute("aria-expanded", "false")
    term.tap()
    expect(page.locator(OPEN)).to_have_count(1)
    page.locator("h1").tap()  # a tap elsewhere closes it
    expect(page.locator(OPEN)).to_have_count(0)
    dark(page)
    term.tap()
    expect(page.locator(OPEN)).to_have_count(1)
    axe_clean(page, "dark, open")
    anchor = str(link.get_attribute("href")).rpartition("#")[2]
    link.tap()
    expect(page).to_have_url(f"{site_url}{edition}glossary/#{anchor}")


def test_the_keyboard_opens_and_closes_a_term_and_its_glossary_link_leads_to_the_entry(
    desktop: BrowserContext, site_url: str
) -> None:
    page = desktop.new_page()
    page.goto(f"{site_url}myths/")
    page.add_style_tag(content=NO_MOTION)
    term = page.locator(TERMS).first
    expect(term).to_be_visible()
    entry = page.locator(f"#{term.get_attribute('aria-controls')}")
    term.focus()
    page.keyboard.press("Enter")
    expect(term).to_have_attribute("aria-expanded", "true")
    expect(entry).to_be_visible()
    within_screen(page, entry)
    page.keyboard.press("Tab")  # from the term into its definition: the link to the glossary comes next
    more = entry.get_by_role("link", name=MORE[""])
    expect(more).to_be_focused()
    page.keyboard.press("Tab")  # then its × (at the top corner, last in order)
    expect(entry.get_by_role("button", name=CLOSE[""])).to_be_focused()
    page.keyboard.press("Enter")
    expect(entry).to_be_hidden()
    expect(term).to_be_focused()  # the × gives the term its focus back
    page.keyboard.press("Enter")
    expect(entry).to_be_visible()
    page.keyboard.press("Escape")
    expect(entry).to_be_hidden()
    expect(term).to_be_focused()  # Escape gives the term its focus back
    expect(term).to_have_attribute("aria-expanded", "false")
    page.keyboard.press("Space")
    expect(entry).to_be_visible()
    axe_clean(page, "light, open")
    page.keyboard.press("Escape")
    expect(term).to_be_focused()
    page.keyboard.press("Tab")  # on to the page's next focusable thing: the closed definition is skipped
    expect(entry.locator("a")).not_to_be_focused()
    expect(page.locator(OPEN)).to_have_count(0)

    # The text around a term can still be selected, across the term.
    paragraph = term.locator("xpath=ancestor::p[1]")
    box = paragraph.bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + 1, box["y"] + 8)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] - 2, box["y"] + box["height"] - 8, steps=5)
    page.mouse.up()
    assert str(term.inner_text()) in page.evaluate("String(getSelection())")
    expect(page.locator(OPEN)).to_have_count(0)

    dark(page)
    term.click()
    expect(entry).to_be_visible()
    within_screen(page, entry)
    axe_clean(page, "dark, open")
    anchor = str(entry.get_by_role("link").get_attribute("href")).rpartition("#")[2]
    entry.get_by_role("link").click()
    expect(page).to_have_url(f"{site_url}glossary/#{anchor}")
    expect(page.locator(f"dt#{anchor}")).to_be_in_viewport()


def test_without_the_script_a_term_is_the_link_to_its_entry(
    touch_phone: BrowserContext, guard: Guard, site_url: str
) -> None:
    touch_phone.route("**/baccarat/widgets/glossary.js", lambda route: route.abort())
    guard.expect_errors = True  # the registry says in the console that the module did not load
    page = touch_phone.new_page()
    page.goto(f"{site_url}rules/banker/")
    reach_for(page)
    link = page.locator("article a.bac-term").first
    expect(link).to_have_attribute("href", re.compile(r"/glossary/#banker$"))
    expect(page.locator(TERMS)).to_have_count(0)
    link.tap()
    expect(page).to_have_url(f"{site_url}glossary/#banker")
