"""Phones never scroll sideways: every page fits a 320 px screen as soon as it is parsed, and a 375 px one
then too (before Material's script, which starts late on widget pages); once its widgets are ready, a 375 px
screen still (checked with every page's accessibility on a phone, tests/browser/test_accessibility.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.conftest import browsed_pages

from .guard import CPU_THROTTLE, _throttle
from .kept_tab import visit
from .widgets import SCROLL_SETTLED, open_widget

pytestmark = pytest.mark.browser

WIDTH_NOW = "document.documentElement.scrollWidth"


@pytest.mark.long
def test_no_page_is_wider_than_a_phone(browser: Browser, built_site: Path, site_url: str) -> None:
    """Each page loaded once, on a 320 px phone, and measured as parsed; then the same page with the window
    widened to 375 px (a layout of its own, of the same parsed page)."""
    context = browser.new_context(
        viewport={"width": 320, "height": 740}, is_mobile=True, has_touch=True, service_workers="block"
    )
    if CPU_THROTTLE > 1:
        context.on("page", lambda page: _throttle(context, page))
    # Measured as parsed: Python is not needed, and not started (each widget page would start it, only to be left).
    context.route("**/pyodide/**", lambda route: route.abort())
    context.route("**/wheels/**", lambda route: route.abort())
    page = context.new_page()
    too_wide = []
    try:
        for path in browsed_pages(built_site):
            relative = path.parent.relative_to(built_site).as_posix()
            url = site_url if relative == "." else f"{site_url}{relative}/"
            page.set_viewport_size({"width": 320, "height": 740})
            page.goto(url, wait_until="domcontentloaded")
            for width in (320, 375):
                if width != 320:
                    page.set_viewport_size({"width": width, "height": 740})
                if page.evaluate(WIDTH_NOW) > width:
                    too_wide.append(f"{relative} ({page.evaluate(WIDTH_NOW)} px at {width} px, as parsed)")
    finally:
        context.close()
    assert too_wide == [], f"wider than a phone: {too_wide}"


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (375, 812)])
def test_the_home_page_deals_you_in_above_the_fold(browser: Browser, site_url: str, width: int, height: int) -> None:
    phone = width < 500
    context = browser.new_context(
        viewport={"width": width, "height": height}, is_mobile=phone, has_touch=phone, service_workers="block"
    )
    page = context.new_page()
    try:
        page.goto(site_url)
        lesson = page.locator('[data-widget="lesson"]')  # "Your first shoe": its first question, and every answer
        expect(lesson).to_have_attribute("data-state", "ready")
        expect(lesson.locator(".bac-prompt")).to_have_text("What does the Player's hand score?")
        # What the game is (two hands, a bet on which wins) comes first, over the lesson (issue 59: teach, then ask),
        # then the first rule, the coup and the question with all ten answers (two rows of five on a phone), on the
        # first screen of a 375 x 812 phone as of a desktop (readers en9 #7, hant9 #10).
        intro = page.locator("article h1 + p")
        expect(intro).to_contain_text("Two hands are dealt")
        answers = lesson.locator(".bac-lesson-question [data-answer]")
        expect(answers).to_have_count(10)
        shown = answers.all()
        for choice in shown:
            box = choice.bounding_box()
            assert box is not None and box["y"] + box["height"] <= height, box
            assert box["height"] >= 44 and box["width"] >= 44, box
    finally:
        context.close()


@pytest.mark.warm
def test_the_full_banker_chart_fits_a_320_px_phone(page: Page, site_url: str) -> None:
    """Letters in the cells, a key under the caption, the words kept for screen readers: nothing scrolls (the
    stylesheet's work: the kept tab, narrowed to 320 px, opens the page as a link does)."""
    page.set_viewport_size({"width": 320, "height": 640})
    visit(page, f"{site_url}rules/banker/")
    chart = page.locator("#banker-chart")
    fits = chart.evaluate("t => [t.scrollWidth, (t.closest('.bac-scroll') ?? t.parentElement).clientWidth]")
    assert fits[0] <= fits[1], fits
    expect(chart.locator("xpath=ancestor::*[contains(@class, 'bac-overflows')]")).to_have_count(0)
    cell = chart.locator("#banker-3 td").nth(9)  # Banker 3 against an 8: stands
    shown = cell.evaluate("td => getComputedStyle(td, '::before').content")
    assert shown.startswith('"S"') and cell.text_content() == "Stand"


@pytest.mark.parametrize(
    ("edition", "stands", "key"),
    [("zh-hant/", "停", "補：莊家補牌。停：莊家停牌。"), ("zh-hans/", "停", "补：庄家补牌。停：庄家停牌。")],
)
def test_a_chinese_banker_chart_on_a_320_px_phone_speaks_its_script(
    browser: Browser, site_url: str, edition: str, stands: str, key: str
) -> None:
    """The stylesheet's own words (the cells' letters, the key) in the page's script, the chart's own heads kept."""
    context = browser.new_context(viewport={"width": 320, "height": 640}, service_workers="block")
    # The stylesheet's words: Python is not needed, and not started (the page's lesson would start it).
    context.route("**/pyodide/**", lambda route: route.abort())
    context.route("**/wheels/**", lambda route: route.abort())
    page = context.new_page()
    try:
        page.goto(f"{site_url}{edition}rules/banker/")
        chart = page.locator("#banker-chart")
        cell = chart.locator("#banker-3 td").nth(9)  # Banker 3 against an 8: stands
        assert cell.evaluate("td => getComputedStyle(td, '::before').content").startswith(f'"{stands}"')
        caption = chart.locator("caption")
        assert caption.evaluate("c => getComputedStyle(c, '::after').content").startswith(f'"{key}"')
        head = chart.locator("thead tr").first.locator("th").nth(1)
        assert head.evaluate("th => getComputedStyle(th, '::before').content") == "none"
    finally:
        context.close()


@pytest.mark.warm
def test_another_games_player_chart_keys_the_players_draws_on_a_phone(page: Page, site_url: str) -> None:
    """The Player's chart on the other games' page keeps its own heads, and its key names the Player."""
    page.set_viewport_size({"width": 375, "height": 700})
    visit(page, f"{site_url}other-games/")
    chart = page.locator("#other-games-player")
    caption = chart.locator("caption")
    assert caption.evaluate("c => getComputedStyle(c, '::after').content").startswith('"D: the Player draws.')
    head = chart.locator("thead tr").first.locator("th").nth(1)
    assert head.evaluate("th => getComputedStyle(th, '::before').content") == "none"
    expect(head).to_have_text("Punto Banco")


def test_a_wide_table_says_it_scrolls_once_the_reader_nears_it(browser: Browser, site_url: str) -> None:
    """The page's script marks a region with more to its right as the browser lays it out (its hint then shows),
    never by laying every region out as the page starts: one far below the screen is measured when it comes near."""
    context = browser.new_context(viewport={"width": 320, "height": 640}, service_workers="block")
    page = context.new_page()
    try:
        page.goto(f"{site_url}lab/")
        region = page.locator(".bac-scroll:has(#counts-played)")
        page.wait_for_function("() => document.readyState === 'complete'")
        assert "bac-overflows" not in (region.get_attribute("class") or "")  # far below: not laid out yet
        region.scroll_into_view_if_needed()
        expect(region).to_have_class(re.compile(r"\bbac-overflows\b"))
        # The hint is the region's own words (data-hint, from the catalogue), shown and read once in each edition.
        hints = {"": "Scroll sideways to see it all →", "zh-hant/": "可左右捲動 →", "zh-hans/": "可左右滚动 →"}
        for edition, hint in hints.items():
            if edition:
                page.goto(f"{site_url}{edition}lab/")
                region.scroll_into_view_if_needed()
                expect(region).to_have_class(re.compile(r"\bbac-overflows\b"))
            assert region.evaluate("r => getComputedStyle(r, '::before').content") == f'"{hint}"', edition
            assert region.aria_snapshot().count(hint) == 1, edition
        page.set_viewport_size({"width": 1280, "height": 800})  # wide enough for the whole table
        expect(region).not_to_have_class(re.compile(r"\bbac-overflows\b"))
    finally:
        context.close()


#: Whether each row's last cell lies whole on screen, with nothing to scroll sideways to reach it.
LAST_COLUMN_SHOWN = """(table) => {
  const region = table.closest('.bac-scroll, .bac-home_game-rounds') ?? table.parentElement;
  const problems = region.scrollWidth > region.clientWidth ? [`scrolls: ${region.scrollWidth}`] : [];
  for (const row of table.tBodies[0].rows) {
    const box = row.cells[row.cells.length - 1].getBoundingClientRect();
    if (box.width === 0 || box.right > Math.min(innerWidth, region.getBoundingClientRect().right) + 1) {
      problems.push(`${row.cells[0].textContent}: ${box.left}-${box.right}`);
    }
  }
  return problems;
}"""


def test_tables_show_their_last_column_on_a_375_px_phone(phone_tab: Page, site_url: str) -> None:
    """The Martingale's runs (what the Banker nets) and the home game's round by round (each player's point):
    each row stacks, every figure named, rather than scrolling sideways (on the kept touch phone, as links open)."""
    page = phone_tab
    page.set_viewport_size({"width": 375, "height": 740})
    visit(page, f"{site_url}edge/")
    runs = page.locator("#martingale-runs")
    runs.scroll_into_view_if_needed()
    assert runs.evaluate(LAST_COLUMN_SHOWN) == []
    expect(runs.locator("tbody tr").first.locator("td").last).to_have_attribute("data-label", "Banker nets")
    home = open_widget(page, site_url, "home_game")
    home.locator("textarea[name=players]").fill("Ann\nBo\nCy\nDee")
    home.locator("[data-action=start]").click()
    for name in ("Bo", "Cy", "Dee"):
        home.locator("fieldset[data-player]", has_text=name).locator("input[value=player]").check()
    home.locator("[data-action=deal]").click()
    expect(home.locator(".bac-home_game-felt .bac-table")).to_be_visible()
    home.locator("[data-action=record]").click()
    rounds = home.locator(".bac-home_game-rounds table")
    expect(rounds.locator("tbody tr")).to_have_count(1)
    # The sheet brings the round just recorded into view, smoothly: once it rests, the reader scrolls to the rounds
    # (a script's scroll during it would be undone where it ends, as only a reader's wheel, finger or key stops it).
    page.wait_for_function(SCROLL_SETTLED)
    rounds.scroll_into_view_if_needed()
    assert rounds.evaluate(LAST_COLUMN_SHOWN) == []
    expect(rounds.locator('td[data-label="Result"]')).to_be_in_viewport()
    assert page.evaluate(WIDTH_NOW) <= 375
