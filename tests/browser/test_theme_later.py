"""Material's script starts when the reader first reaches for the page, or after ten seconds (theme-later.js),
without losing the reader's input or the page's stylesheets."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

from .guard import PHONE, Guard, guarded
from .kept_tab import MATERIAL_RUNNING, SETTLED, reach_for

pytestmark = pytest.mark.browser

DEAL = '[data-widget="deal"]'
LIGHT_TOGGLE = 'label[for="__palette_1"]'  # shown in light mode: "Switch to dark mode"


THEME = re.compile(r"/bundle\.[0-9a-f]+\.min\.js$")


def theme_requests(page: Page) -> list[str]:
    """The requests for Material's script that ``page`` makes from now on, as they come."""
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url) if THEME.search(request.url) else None)
    return asked


@pytest.mark.parametrize("reach", ["pointer", "wheel", "scroll"])
def test_material_starts_when_the_reader_reaches_for_the_page(page: Page, site_url: str, reach: str) -> None:
    """Material's script is not even asked for while the page loads and Python starts, nor once the page has settled,
    until the reader reaches for the page: then it starts at once, and runs the page as anywhere (instant
    navigation, and the widgets it brings in)."""
    asked = theme_requests(page)
    page.goto(f"{site_url}deal/")
    expect(page.locator(LIGHT_TOGGLE)).to_be_visible()  # the toggle is there from the first paint
    expect(page.locator(DEAL)).to_have_attribute("data-state", "ready")
    expect(page.locator(SETTLED)).to_be_attached()  # after Python's start
    assert asked == []
    if reach == "pointer":
        page.mouse.move(640, 300)
    elif reach == "wheel":
        page.mouse.wheel(0, 200)
    else:  # a scroll with no wheel: the scroll bar, a restored place
        page.evaluate("scrollBy(0, 200)")
    page.wait_for_function(MATERIAL_RUNNING)
    assert len(asked) == 1
    page.evaluate("window.__samePage = true")
    page.click('nav.md-nav a:has-text("Odds")')
    page.wait_for_url("**/odds/")
    expect(page.locator('[data-widget="odds"]')).to_have_attribute("data-state", "ready")
    assert page.evaluate("window.__samePage") is True  # no full reload


#: Material's script has been added to the page (theme-later.js adds it in the task of the move that starts it).
THEME_ADDED = "() => document.querySelector('script[src*=\"/bundle.\"]') !== null"


def test_on_a_phone_material_waits_for_the_reader_s_touch(touch_phone: BrowserContext, site_url: str) -> None:
    """Chromium sends a still pointer move (where the pointer already is) as it lays a phone-sized page out, now and
    then: no reader's move, so Material's script is not asked for, with the page settled and Python ready, until a
    touch."""
    page = touch_phone.new_page()
    asked = theme_requests(page)
    page.goto(f"{site_url}deal/")
    expect(page.locator(DEAL)).to_have_attribute("data-state", "ready")
    expect(page.locator(SETTLED)).to_be_attached()  # after Python's start
    page.mouse.move(0, 0)  # such a still move: the pointer starts in that corner
    assert page.evaluate(THEME_ADDED) is False
    assert asked == []
    page.locator("article h1").tap()  # the page's title: no link, no control
    page.wait_for_function(MATERIAL_RUNNING)
    assert len(asked) == 1


def test_a_reader_who_only_reads_has_material_after_ten_seconds(touch_phone: BrowserContext, site_url: str) -> None:
    """A page left open (a reader reading, a tab in the background) starts Material's script ten seconds after it
    has settled, on its clock, on a page without a widget as on one with: links then open by instant navigation."""
    page = touch_phone.new_page()
    asked = theme_requests(page)
    page.clock.install()
    page.goto(f"{site_url}glossary/")
    expect(page.locator(SETTLED)).to_be_attached()
    assert asked == []
    page.clock.fast_forward(10_000)
    page.wait_for_function(MATERIAL_RUNNING)
    page.evaluate("window.__samePage = true")
    page.locator('article a[href$="/roads/"]').first.tap()
    page.wait_for_url("**/roads/")
    assert page.evaluate("window.__samePage") is True  # no full reload


def test_while_python_starts_the_ten_seconds_wait_and_a_start_that_never_ends_has_material_after_a_minute(
    page: Page, site_url: str
) -> None:
    """A slow start (a phone's processor, a slow network: here Python's runtime held) never shares the processor
    with Material's: the ten seconds count from when the page has settled, Python ready. Counted from the page's
    start they ran out during a start at a quarter of this machine's speed. A start that never ends (a download
    stalled for good) has Material a minute after the page's start all the same."""
    held: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.clock.install()
    page.goto(f"{site_url}deal/")
    page.wait_for_load_state("load")
    page.clock.fast_forward(30_000)
    assert page.evaluate(THEME_ADDED) is False  # added in the timer's own task, had it run
    expect(page.locator(DEAL)).to_have_attribute("data-state", "loading")
    page.clock.fast_forward(30_000)
    page.wait_for_function(MATERIAL_RUNNING)
    expect(page.locator(DEAL)).to_have_attribute("data-state", "loading")  # Python still without its runtime


def test_a_colour_scheme_chosen_while_python_starts_is_kept(page: Page, site_url: str) -> None:
    held: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))  # Python never gets ready while this is held
    page.goto(f"{site_url}deal/", wait_until="domcontentloaded")
    page.click(LIGHT_TOGGLE)  # the reader's click starts Material, which then applies the choice
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate")
    expect(page.locator('label[for="__palette_0"]')).to_be_visible()  # "Switch to light mode"
    assert page.evaluate("__md_get('__palette').color.scheme") == "slate"
    expect(page.locator(DEAL)).to_have_attribute("data-state", "loading")
    # The stored choice is applied on the next visit from the first paint, before Material runs.
    page.reload(wait_until="domcontentloaded")
    assert page.evaluate("[document.body.dataset.mdColorScheme, window.document$]") == ["slate", None]
    expect(page.locator('label[for="__palette_0"]')).to_be_visible()


#: Scrolled to the page's end: the menu (its scrolling box) ends above the footer, not drawn over it.
MENU_ABOVE_THE_FOOTER = """() => {
  scrollTo(0, document.scrollingElement.scrollHeight);
  const menu = document.querySelector('.md-sidebar--primary .md-sidebar__scrollwrap').getBoundingClientRect();
  return menu.height > 200 && menu.bottom <= document.querySelector('.md-footer').getBoundingClientRect().top;
}"""


def test_before_material_starts_the_page_is_whole_at_1280_px(page: Page, site_url: str) -> None:
    """<html> is marked "js" from the first paint (overrides/main.html), as Material's script would mark it as it
    starts; until it has, the menu keeps its height and never runs over the footer."""
    held: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))  # Python held: the page as it loads
    page.clock.install()
    page.clock.pause_at(time.time() + 1)  # a loaded machine's slow load never reaches the ten seconds' start
    page.goto(f"{site_url}deal/")
    assert page.evaluate("document.documentElement.className") == "js js-focus-visible"
    assert page.evaluate(MATERIAL_RUNNING) is False
    assert page.evaluate(MENU_ABOVE_THE_FOOTER)  # read in the same task as its scroll: before Material can run
    page.clock.resume()
    page.wait_for_function(MATERIAL_RUNNING)  # the scroll, a reader's, starts Material: the same
    page.wait_for_function(MENU_ABOVE_THE_FOOTER)


def test_the_keyboard_starts_material_at_once(page: Page, site_url: str) -> None:
    held: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(f"{site_url}deal/", wait_until="domcontentloaded")
    page.keyboard.press("Tab")
    page.wait_for_function(MATERIAL_RUNNING)
    expect(page.locator(DEAL)).to_have_attribute("data-state", "loading")


def test_the_page_keeps_its_stylesheets_while_material_starts(page: Page, site_url: str) -> None:
    """Material makes every address absolute as it starts; the page's head does it first for the stylesheets,
    before the page is first styled (overrides/main.html): one request a sheet, the same link elements from the
    first paint on, so Material finds nothing to change and never restyles the page for a sheet taken out and put
    back (a long task on a big page: /payouts/, issue 59)."""
    asked: list[str] = []
    held: list[Route] = []

    def stylesheet(route: Route) -> None:
        asked.append(route.request.url)
        route.continue_()

    page.route("**/assets/baccarat.css", stylesheet)
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))  # Python never gets ready while this is held
    page.goto(f"{site_url}payouts/", wait_until="domcontentloaded")
    hrefs = "links => links.map((link) => link.getAttribute('href'))"
    first = page.eval_on_selector_all("link[rel=stylesheet]", hrefs)
    assert len(first) == 4 and all(href.startswith(site_url) for href in first), first
    page.evaluate("document.querySelectorAll('link[rel=stylesheet]').forEach((link) => { link.dataset.first = '' })")
    ours = "() => getComputedStyle(document.documentElement).getPropertyValue('--md-primary-fg-color').trim()"
    assert page.evaluate(ours) == "#1b5e20"
    assert page.evaluate(MATERIAL_RUNNING) is False  # Material waits for the reader
    page.keyboard.press("Tab")  # the reader's key starts it at once
    page.wait_for_function(MATERIAL_RUNNING)
    assert page.eval_on_selector_all("link[rel=stylesheet]", hrefs) == first
    assert page.locator("link[rel=stylesheet][data-first]").count() == 4  # the same elements: none swapped
    assert page.evaluate(ours) == "#1b5e20"
    assert asked == [f"{site_url}assets/baccarat.css"]  # asked for once: Material found nothing to ask for again


def test_one_colour_scheme_for_every_edition(page: Page, site_url: str) -> None:
    """Dark chosen in one edition is dark in the others: Material keeps the choice for the whole site
    (mkdocs.yml's ``extra.scope``), not under each edition's path."""
    page.goto(f"{site_url}zh-hans/glossary/", wait_until="domcontentloaded")
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "default")
    page.click(LIGHT_TOGGLE)
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate")
    assert page.evaluate("Object.keys(localStorage).filter((key) => key.endsWith('.__palette'))") == ["/.__palette"]
    for edition in ("zh-hant/", "", "zh-hans/"):
        page.goto(f"{site_url}{edition}", wait_until="domcontentloaded")
        expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate")
        expect(page.locator('label[for="__palette_0"]')).to_be_visible()  # "Switch to light mode", from the first paint


#: Scroll to a place and resolve once the page has heard the scroll (Material's listener, registered first, has run
#: by then): two jumps in a row must each be seen, or Material reads only the second, from the first place.
SCROLLED_TO = """(y) => new Promise((done) => {
  addEventListener("scroll", () => done(scrollY), { once: true });
  scrollTo(0, y);
})"""
#: Material's "Back to top" and the header's foot, on screen, and whether the reader sees it.
PILL = """() => {
  const pill = document.querySelector(".md-top"), box = pill.getBoundingClientRect();
  return {left: box.left, right: box.right, top: box.top, bottom: box.bottom, width: box.width, height: box.height,
          header: document.querySelector(".md-header").getBoundingClientRect().bottom,
          seen: !pill.hidden && getComputedStyle(pill).visibility === "visible",
          screen: [document.documentElement.clientWidth, innerHeight]};
}"""


@pytest.fixture()
def touch_phone(browser: Browser, guard: Guard) -> Iterator[BrowserContext]:
    yield from guarded(browser, guard, **PHONE)


def test_back_to_top_sits_at_the_bottom_right_clear_of_the_text_under_the_header(
    touch_phone: BrowserContext, site_url: str
) -> None:
    """Issue 59 (readers hant7 and hans7, #10): as the reader scrolled up, Material's "Back to top" pill came out
    right under the header, over the first line of text. It now comes out at the screen's bottom right, a round
    arrow on a phone (a 44 px target at least, named by its words), a labelled pill on a desktop; Enter on it goes
    to the top. At 320, 375 and 1280 px, light and dark, in one load."""
    page = touch_phone.new_page()
    page.goto(f"{site_url}zh-hant/glossary/")
    reach_for(page)
    pill = page.get_by_role("button", name="回到頂部")
    for night in (False, True):
        if night:
            page.click(LIGHT_TOGGLE)
            expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate")
        for width, height in ((320, 568), (375, 667), (1280, 800)):
            page.set_viewport_size({"width": width, "height": height})
            page.evaluate(SCROLLED_TO, 3000)
            page.evaluate(SCROLLED_TO, 2700)  # back up a little: Material shows its pill
            page.wait_for_function("() => !document.querySelector('.md-top').hidden")
            at = page.evaluate(PILL)
            right, bottom = at["screen"]
            assert at["seen"], (width, night, at)
            assert right - 40 <= at["right"] <= right and bottom - 60 <= at["bottom"] <= bottom, (width, night, at)
            assert at["top"] > at["header"] + 200, (width, night, at)  # far from the line under the header
            assert at["width"] >= 44 and at["height"] >= 44, (width, night, at)
            if width < 1000:
                assert at["width"] <= 56, (width, at)  # the arrow alone; its words are its name
            else:
                expect(pill).to_contain_text("回到頂部")  # the words shown beside the arrow
            pill.focus()
            page.keyboard.press("Enter")
            page.wait_for_function("() => scrollY === 0")


#: Counts the times the page hears the system's scheme change (after the page's own listeners, registered before).
COUNT_SYSTEM_CHANGES = """() => {
  window.__systemChanges = 0;
  matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => (window.__systemChanges += 1));
}"""


def test_the_guide_s_own_toggle_follows_the_system_takes_enter_and_never_trusts_a_stored_item(
    page: Page, site_url: str
) -> None:
    """The scheme's toggle is the guide's (partials/javascripts/palette.html), not Material's component, whose start
    restyled the whole page twice (issue 59): with nothing stored the page follows the system as it changes; Enter on
    the toggle switches and keeps the keyboard there; Material's start changes nothing; and a stored item that is not
    a place on the toggle (hostile, foreign, 100 KB, nested deep) is set aside for the system's scheme."""
    page.emulate_media(color_scheme="light")
    page.goto(f"{site_url}glossary/", wait_until="domcontentloaded")
    body = page.locator("body")
    expect(body).to_have_attribute("data-md-color-scheme", "default")
    page.emulate_media(color_scheme="dark")  # nothing stored: the system decides, as it changes
    expect(body).to_have_attribute("data-md-color-scheme", "slate")
    assert page.evaluate("__md_get('__palette')") is None
    expect(page.locator('label[for="__palette_0"]')).to_be_visible()  # "Switch to light mode"
    page.focus("#__palette_1")  # the checked option: the one the keyboard reaches
    page.keyboard.press("Enter")  # (a key: Material starts too, and must change nothing)
    expect(body).to_have_attribute("data-md-color-scheme", "default")
    assert page.evaluate("document.activeElement.id") == "__palette_0"
    light = {"media": "(prefers-color-scheme: light)", "scheme": "default", "primary": "custom", "accent": "custom"}
    assert page.evaluate("__md_get('__palette')") == {"index": 0, "color": light}
    page.wait_for_function(MATERIAL_RUNNING)
    page.evaluate(COUNT_SYSTEM_CHANGES)
    page.emulate_media(color_scheme="light")
    page.wait_for_function("() => window.__systemChanges === 1")
    page.emulate_media(color_scheme="dark")  # a stored choice outlives the system's changes
    page.wait_for_function("() => window.__systemChanges === 2")  # heard, the page's own listener first
    assert page.evaluate("document.body.dataset.mdColorScheme") == "default"
    assert page.evaluate("document.querySelector('meta[name=color-scheme]').content") == "light"
    key = page.evaluate("() => __md_scope.pathname + '.__palette'")
    hostile = ['{"index": 7}', '{"index": "1"}', '{"index": 1.5}', "[" * 5000 + "]" * 5000, '"' + "x" * 100_000 + '"']
    for stored in hostile:
        page.evaluate("([key, stored]) => localStorage.setItem(key, stored)", [key, stored])
        page.reload(wait_until="domcontentloaded")
        expect(body).to_have_attribute("data-md-color-scheme", "slate")  # the system's (dark)
        expect(page.locator('label[for="__palette_0"]')).to_be_visible()


def test_a_search_opened_before_material_starts_loses_no_letter(touch_phone: BrowserContext, site_url: str) -> None:
    """The header's search button shows from the first paint: tapped before Material's search runs (the tap starts
    it), its box takes the keyboard at once, and every letter typed reaches the search."""
    page = touch_phone.new_page()
    held: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))  # Python held: the page as it loads
    page.goto(f"{site_url}deal/")
    assert page.evaluate(MATERIAL_RUNNING) is False
    page.tap("label.md-header__button[for=__search]")
    page.keyboard.type("natural")
    expect(page.locator(".md-search__input")).to_have_value("natural")
    expect(page.locator(".md-search-result__item").first).to_be_visible()
