"""What a reader's thumb and voice reach: the keypads' keys by the names they show, 44 px targets on a touch
screen (folded blocks' headers, the links that open another widget), and the Drill's own chart on a 320 px phone."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from .guard import Guard, guarded
from .kept_tab import COUNT_DOCUMENTS, reach_for, visit
from .widgets import selector

pytestmark = pytest.mark.browser

EDITIONS = ["", "zh-hant/", "zh-hans/"]


@pytest.fixture()
def touch_phone(browser: Browser, guard: Guard) -> Iterator[BrowserContext]:
    yield from guarded(browser, guard, viewport={"width": 375, "height": 667}, is_mobile=True, has_touch=True)


@pytest.mark.parametrize("edition", EDITIONS)
def test_keys_folded_headers_and_links_reach_a_thumb_and_a_voice_in_every_edition(
    request: pytest.FixtureRequest, site_url: str, edition: str
) -> None:
    """One tab per edition: a Chinese edition's first page loaded whole, the others opened from it as a reader's link
    does (instant navigation, the widgets mounting on the Python already running), each checked as the reader finds
    it; the English pages opened so from the kept touch phone (an English page with Python running)."""
    if edition:
        page = request.getfixturevalue("touch_phone").new_page()
        page.goto(f"{site_url}{edition}pocket/")
        expect(page.locator(selector("pocket"))).to_have_attribute("data-state", "ready")
        reach_for(page)  # Material follows links from now on
        page.evaluate(COUNT_DOCUMENTS)  # so that visit() opens the next pages by instant navigation
    else:
        page = request.getfixturevalue("phone_tab")
        assert page.viewport_size == {"width": 375, "height": 667}
    for path, widget in (("pocket/", "pocket"), ("lab/", "counter")):
        if path != "pocket/" or not edition:
            visit(page, f"{site_url}{edition}{path}")
            expect(page.locator(selector(widget))).to_have_attribute("data-state", "ready")
        _the_10_key_is_found_by_the_10_it_shows(page, widget)
    for path in ("payouts/", "drill/"):
        visit(page, f"{site_url}{edition}{path}")
        _folded_blocks_headers_are_44_px_targets(page)
    if edition == "":
        visit(page, f"{site_url}deal/")
        _the_link_to_the_payout_calculator_is_a_44_px_target(page)
        page.set_viewport_size({"width": 320, "height": 640})  # a narrow phone, before the page opens
        visit(page, f"{site_url}drill/")
        _the_drill_s_own_chart_opens_without_widening_a_320_px_page(page)


def _the_10_key_is_found_by_the_10_it_shows(page: Page, widget: str) -> None:
    # WCAG 2.5.3 (label in name): a reader who says "tap 10" to voice control reaches the key, in every language.
    keypad = page.locator(f"{selector(widget)} .bac-keypad")
    expect(keypad.get_by_role("button", name="10")).to_have_count(1)
    expect(keypad.get_by_role("button", name="10")).to_have_attribute("data-rank", "10")
    for rank in ("A", "J", "Q", "K", "7"):  # every key's name begins with what it shows
        key = keypad.locator(f'button[data-rank="{rank}"]')
        name = key.get_attribute("aria-label") or key.inner_text()
        assert name.lower().startswith(rank.lower()), (widget, rank, name)


def _folded_blocks_headers_are_44_px_targets(page: Page) -> None:
    summaries = page.locator(".md-typeset details > summary")
    expect(summaries.first).to_be_attached()
    boxes = summaries.evaluate_all(
        "all => all.filter((s) => s.getClientRects().length).map((s) => s.getBoundingClientRect().height)"
    )
    assert boxes and min(boxes) >= 44, (page.url, boxes)


def _the_link_to_the_payout_calculator_is_a_44_px_target(page: Page) -> None:
    expect(page.locator(selector("deal"))).to_have_attribute("data-state", "ready")
    link = page.locator(f"{selector('deal')} a.bac-open")
    expect(link).to_have_count(1)
    box = link.bounding_box()
    assert box is not None and box["height"] >= 44, box


def _the_drill_s_own_chart_opens_without_widening_a_320_px_page(page: Page) -> None:
    drill = page.locator(selector("drill"))
    expect(drill).to_have_attribute("data-state", "ready")
    chart = drill.locator("details.bac-your-chart")
    chart.locator("summary").click()
    expect(chart).to_have_attribute("open", "")
    expect(chart.locator(".bac-mastery")).to_be_visible()
    width = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert width[0] <= width[1] == 320, width  # the chart scrolls inside its box, if at all; the page does not
