"""What a reader's thumb and voice reach: the keypads' keys by the names they show, 44 px targets on a touch
screen (folded blocks' headers, the links that open another widget), and the Drill's own chart on a 320 px phone."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, expect

from .guard import Guard, guarded
from .widgets import selector

pytestmark = pytest.mark.browser

EDITIONS = ["", "zh-hant/", "zh-hans/"]


@pytest.fixture()
def touch_phone(browser: Browser, guard: Guard) -> Iterator[BrowserContext]:
    yield from guarded(browser, guard, viewport={"width": 375, "height": 667}, is_mobile=True, has_touch=True)


@pytest.fixture()
def narrow_phone(browser: Browser, guard: Guard) -> Iterator[BrowserContext]:
    yield from guarded(browser, guard, viewport={"width": 320, "height": 640}, is_mobile=True, has_touch=True)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("path", "widget"), [("pocket/", "pocket"), ("lab/", "counter")])
def test_the_10_key_is_found_by_the_10_it_shows(
    touch_phone: BrowserContext, site_url: str, edition: str, path: str, widget: str
) -> None:
    # WCAG 2.5.3 (label in name): a reader who says "tap 10" to voice control reaches the key, in every language.
    page = touch_phone.new_page()
    page.goto(f"{site_url}{edition}{path}")
    keypad = page.locator(f"{selector(widget)} .bac-keypad")
    expect(keypad.get_by_role("button", name="10")).to_have_count(1)
    expect(keypad.get_by_role("button", name="10")).to_have_attribute("data-rank", "10")
    for rank in ("A", "J", "Q", "K", "7"):  # every key's name begins with what it shows
        key = keypad.locator(f'button[data-rank="{rank}"]')
        name = key.get_attribute("aria-label") or key.inner_text()
        assert name.lower().startswith(rank.lower()), (rank, name)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("path", ["payouts/", "drill/"])
def test_folded_blocks_headers_are_44_px_targets_on_a_touch_screen(
    touch_phone: BrowserContext, site_url: str, edition: str, path: str
) -> None:
    page = touch_phone.new_page()
    page.goto(f"{site_url}{edition}{path}")
    summaries = page.locator(".md-typeset details > summary")
    expect(summaries.first).to_be_attached()
    boxes = summaries.evaluate_all(
        "all => all.filter((s) => s.getClientRects().length).map((s) => s.getBoundingClientRect().height)"
    )
    assert boxes and min(boxes) >= 44, boxes


def test_the_link_to_the_payout_calculator_is_a_44_px_target_on_a_touch_screen(
    touch_phone: BrowserContext, site_url: str
) -> None:
    page = touch_phone.new_page()
    page.goto(f"{site_url}deal/")
    expect(page.locator(selector("deal"))).to_have_attribute("data-state", "ready")
    link = page.locator(f"{selector('deal')} a.bac-open")
    expect(link).to_have_count(1)
    box = link.bounding_box()
    assert box is not None and box["height"] >= 44, box


def test_the_drill_s_own_chart_opens_without_widening_a_320_px_page(
    narrow_phone: BrowserContext, site_url: str
) -> None:
    page = narrow_phone.new_page()
    page.goto(f"{site_url}drill/")
    drill = page.locator(selector("drill"))
    expect(drill).to_have_attribute("data-state", "ready")
    chart = drill.locator("details.bac-your-chart")
    chart.locator("summary").click()
    expect(chart).to_have_attribute("open", "")
    expect(chart.locator(".bac-mastery")).to_be_visible()
    width = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert width[0] <= width[1] == 320, width  # the chart scrolls inside its box, if at all; the page does not
