"""The odds calculator in a real browser: exact odds of a shoe with cards removed, bad input as text."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from baccarat.odds import exact_odds

from .guard import PHONE, Guard, guarded
from .kept_tab import reach_for, visit

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


#: At each width: the page's overflow, how the house-edge table is laid out, and each row name of that table (a pay
#: table in a sentence) and of the calculator's result, as lines of text and the left edge of its text.
READ_ROWS = """() => {
  const lines = (cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
    const left = Math.round(range.getBoundingClientRect().left);
    return {lines: tops.size, left, sticky: getComputedStyle(cell).position};
  };
  const rows = (selector) => [...document.querySelectorAll(selector)].map(lines);
  return {
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    edge: rows('table#house-edge tbody th[scope="row"]'),
    edgeLayout: getComputedStyle(document.getElementById('house-edge')).display,
    result: rows('[data-widget="odds"] .bac-result tbody th'),
  };
}"""


#: Every block laid out now (the stylesheet skips the layout of blocks far below the screen until the reader nears).
LAID_OUT = (
    "() => { for (const block of document.querySelectorAll('article *')) block.style.contentVisibility = 'visible'; }"
)


@pytest.mark.parametrize(("edition", "removed"), [("", "K K 5 2"), ("zh-hant/", "K K 5 2"), ("zh-hans/", "5 5")])
def test_the_tables_read_on_a_phone(edition_tab: Page, site_url: str, edition: str, removed: str) -> None:
    """Issue 59, item 4, at 320 and 375 px: the house-edge table stacks, each pay table a block of its own (its name
    took six or seven lines beside its figures, then four with its column held at the left while the figures scrolled,
    and the Tie's was cut to "14."), so a pay table's name reads in at most two lines; the calculator's row names start
    at one edge (zh-Hant's "派出 4 張牌" stood right of "莊家補第三張牌"), a Chinese one on one line; nothing widens
    the page."""
    page = edition_tab  # the edition's kept tab: its lang, its type rules, as a reader in that edition has them
    visit(page, f"{site_url}{edition}odds/")
    widget = page.locator('[data-widget="odds"]')
    expect(widget).to_have_attribute("data-state", "ready")
    widget.locator("input[name=removed]").fill(removed)
    widget.locator("button[type=submit]").click()
    expect(widget.locator(".bac-result tbody th")).to_have_count(10)
    page.evaluate(LAID_OUT)
    for width in (320, 375):
        page.set_viewport_size({"width": width, "height": 800})
        found = page.evaluate(READ_ROWS)
        assert found["overflow"] == 0, width
        assert found["edgeLayout"] == "block", width  # stacked: no figure off the screen
        assert max(row["lines"] for row in found["edge"]) <= 2, (width, found["edge"])
        assert len({row["left"] for row in found["result"]}) == 1, (width, found["result"])
        if edition:
            assert {row["lines"] for row in found["result"]} == {1}, (width, found["result"])


#: Where the page's first wide table region and Material's "Back to top" pill are: the region's top on the page, the
#: pill's box on screen, whether Material shows it (not ``hidden``) and whether the reader can see it.
PILL_AND_HINT = """() => {
  const region = document.querySelector("article .bac-scroll.bac-overflows");
  const pill = document.querySelector(".md-top");
  const box = pill.getBoundingClientRect();
  return {region: region.getBoundingClientRect().top + scrollY, top: box.top, bottom: box.bottom,
          shown: !pill.hidden, seen: getComputedStyle(pill).visibility === "visible"};
}"""


#: Every sideways-scrolling region the reader can see (not in a closed <details>) is marked as the layout at this
#: width has it: the page's ResizeObserver marks them a frame after a resize, and until then the first marked region
#: can be one that fits the new width.
MARKED_FOR_THIS_WIDTH = """() => [...document.querySelectorAll("article .bac-scroll")]
  .filter((box) => box.firstElementChild.checkVisibility({ contentVisibilityAuto: true }))
  .every((box) => box.classList.contains("bac-overflows") === box.scrollWidth > box.clientWidth + 1)"""


#: Scroll to a place and resolve once the page has heard the scroll (Material's listener, registered first, has
#: run by then): two jumps in a row must each be seen, or Material reads only the second, from the first place.
SCROLLED_TO = """(y) => new Promise((done) => {
  addEventListener("scroll", () => done(scrollY), { once: true });
  scrollTo(0, y);
})"""


@pytest.fixture()
def phone(browser: Browser, guard: Guard) -> Iterator[BrowserContext]:
    yield from guarded(browser, guard, **PHONE)


def test_the_back_to_top_pill_keeps_off_a_wide_table_s_hint_on_a_phone(phone: BrowserContext, site_url: str) -> None:
    """Issue 59 (EN reader, problem 10): on a phone, as the reader scrolls back up to a wide table (the decks table
    then; it now fits a phone whole, so the page's first table that still scrolls sideways), Material's
    "Back to top" pill lay over its "Scroll sideways to see it all →" hint. While it would, it keeps away; it comes
    back once the hint has moved on. At 320 and 375 px, in one load."""
    page = phone.new_page()
    page.goto(f"{site_url}odds/")
    expect(page.locator('[data-widget="odds"]')).to_have_attribute("data-state", "ready")
    reach_for(page)  # Material's script running: it hears every scroll from the first
    page.evaluate(LAID_OUT)
    for width in (320, 375):
        page.set_viewport_size({"width": width, "height": 667})
        page.wait_for_function(MARKED_FOR_THIS_WIDTH)
        expect(page.locator("article .bac-scroll.bac-overflows").first).to_be_attached()
        region = page.evaluate(PILL_AND_HINT)["region"]
        page.evaluate(SCROLLED_TO, region + 600)  # past the table, then back up: Material shows its pill
        page.evaluate(SCROLLED_TO, region + 300)
        page.wait_for_function("() => !document.querySelector('.md-top').hidden")
        pill = page.evaluate(PILL_AND_HINT)
        page.evaluate(SCROLLED_TO, region - pill["top"] - 4)  # on up: the hint's line just under the pill
        page.wait_for_function("() => 'bacHintUnderPill' in document.documentElement.dataset")
        now = page.evaluate(PILL_AND_HINT)
        assert now["shown"] and not now["seen"], (width, now)  # Material would show it: it keeps away
        page.evaluate(SCROLLED_TO, region - pill["bottom"] - 120)  # on up: the hint is well below the pill
        page.wait_for_function("() => !('bacHintUnderPill' in document.documentElement.dataset)")
        now = page.evaluate(PILL_AND_HINT)
        assert now["shown"] and now["seen"], (width, now)  # and it is back
