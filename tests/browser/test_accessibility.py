"""axe-core (from npm) finds no accessibility violations on the widget and chart pages, light and dark."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.conftest import ROOT

from .kept_tab import reach_for, visit

pytestmark = pytest.mark.browser

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
#: axe-core over the whole page, computing its violations only (passes and the rest take as long again).
RUN_AXE = "async () => (await axe.run(document, { resultTypes: ['violations'] })).violations"
#: Material's script has run and the page's own script has named its search dialog: nothing still mounts.
MATERIAL_STARTED = "() => window.document$ && document.querySelector('.md-search[role=dialog][aria-label]')"
#: Transitions and animations off, so that colours are final when axe measures them.
NO_MOTION = "*, *::before, *::after { transition: none !important; animation: none !important; }"
#: Whether the page has a style element of exactly this text.
HAS_STYLE = "css => [...document.querySelectorAll('style')].some((style) => style.textContent === css)"


def violations(page: Page) -> list[dict[str, Any]]:
    """axe-core's violations on the page as it is now (axe added unless the tab still has it: a kept tab keeps it
    across instant navigations), with motion off, so that a colour half-way through a transition (Material's header
    title fading in after a scroll) is never measured."""
    if not page.evaluate("() => typeof window.axe?.run === 'function'"):
        page.add_script_tag(path=str(AXE))
    if not page.evaluate(HAS_STYLE, NO_MOTION):
        page.add_style_tag(content=NO_MOTION)
    found: list[dict[str, Any]] = page.evaluate(RUN_AXE)
    return found


def summary(found: list[dict[str, Any]]) -> str:
    return json.dumps(
        [{"id": v["id"], "impact": v["impact"], "nodes": [n["target"] for n in v["nodes"]][:5]} for v in found],
        indent=1,
    )


@pytest.mark.warm
@pytest.mark.parametrize(
    "url",
    [
        "",
        "rules/card-values/",
        "rules/player/",
        "rules/banker/",
        "rules/calling-a-hand/",
        "odds/",
        "payouts/",
        "sources/",
        "myths/",
        "at-the-table/",
        "edge/",
        "other-games/",
        "glossary/",
        "roads/",
        "drill/",
        "home-game/",
        "deal/",
        "rules/naturals/",
        "reference/",
        "reference/baccarat/payouts/",
        "lab/",
    ],
)
def test_chart_pages(page: Page, site_url: str, url: str) -> None:
    """Clean in the light scheme as the page arrives, then in the dark one (Material's slate, as its
    toggle sets it) once any widget on it is ready."""
    visit(page, f"{site_url}{url}")
    found = violations(page)
    assert found == [], summary(found)
    for widget in page.locator("[data-widget]").all():
        expect(widget).to_have_attribute("data-state", "ready")
    # The reader has reached for the page, so Material's script has run, and the page's own script has named its
    # search dialog: nothing is still mounting while axe reads the page.
    reach_for(page, MATERIAL_STARTED)
    # Transitions and the dealing animation off, so that colours are final when they are measured.
    page.add_style_tag(content=NO_MOTION)
    # The reader's toggle: it shows once Material's palette is set up, which then cannot undo the choice.
    page.click("label[for=__palette_1]")
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate")
    found = page.evaluate(RUN_AXE)
    assert found == [], "dark: " + summary(found)


@pytest.mark.warm
def test_dealer_with_a_coup_and_an_error(page: Page, site_url: str) -> None:
    visit(page, f"{site_url}deal/?player=2,2,8&banker=3,K&step=5")
    page.wait_for_selector('[data-widget="deal"][data-state="ready"]')
    found = violations(page)
    assert found == [], summary(found)
    expect(page.locator(".bac-enter-cards")).to_have_attribute("open", "")  # a link with cards opens the form
    page.fill("input[name=player]", "2 Z")
    page.click("button:has-text('Explain')")
    page.wait_for_selector(".bac-error:visible")
    found = violations(page)
    assert found == [], summary(found)


@pytest.mark.warm
def test_try_it_live(page: Page, site_url: str) -> None:
    visit(page, f"{site_url}rules/banker/")
    page.click("button.bac-try")
    page.wait_for_selector('[data-widget="coup"][data-state="ready"]')
    found = violations(page)
    assert found == [], summary(found)


def test_dark_scheme(page: Page, site_url: str) -> None:
    """A reader whose system is dark: each page, loaded whole in one tab, arrives in Material's slate. (A new tab:
    on the kept one, a page already running heard the system turn dark and could store a scheme before it left.)"""
    page.emulate_media(color_scheme="dark")
    for url in ("rules/banker/", "deal/?seed=42&decks=8&hand=2&step=5"):
        if page.url.startswith(site_url):
            page.evaluate("() => localStorage.clear()")  # the scheme is the system's, not one Material stored
        page.goto(f"{site_url}{url}")
        assert page.evaluate("document.body.dataset.mdColorScheme") == "slate", url
        if "deal" in url:
            page.wait_for_selector('[data-widget="deal"][data-state="ready"]')
        found = violations(page)
        assert found == [], f"{url}: {summary(found)}"


#: Every page of the guide, from its sources (the embeds are checked with the pages that show them).
PAGES = sorted(
    "" if path.name == "index.md" else path.relative_to(ROOT / "docs").with_suffix("").as_posix() + "/"
    for path in (ROOT / "docs").rglob("*.md")
)
#: The page whose phone check ends its narrow-phone test (one visit for both).
NARROW = "lab/"


@pytest.mark.parametrize("url", [url for url in PAGES if url != NARROW])
def test_every_page_on_a_phone_in_the_dark(phone_tab: Page, site_url: str, url: str) -> None:
    """At 375 px what scrolls sideways must be reachable by keyboard, and dark code keeps its contrast."""
    page = phone_tab
    visit(page, f"{site_url}{url}")
    for widget in page.locator("[data-widget]").all():
        expect(widget).to_have_attribute("data-state", "ready")
    # Nothing scrolls sideways with the widgets ready (as parsed: tests/browser/test_phones.py).
    assert page.evaluate("document.documentElement.scrollWidth") <= 375, url
    reach_for(page, MATERIAL_STARTED)
    page.add_style_tag(content=NO_MOTION)
    page.click("label[for=__palette_1]")  # the reader's toggle, as on a desktop
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate")
    found = violations(page)
    assert found == [], summary(found)


def test_the_lab_on_a_narrow_phone_light_and_dark(phone_tab: Page, site_url: str) -> None:
    """The lab's long tables and its system tester's result, at a phone's widths, in both schemes: one visit, the
    window set to each width in turn, ending with the every-page check's dark scheme at 375 px."""
    assert NARROW in PAGES
    page = phone_tab
    kept = page.viewport_size
    page.set_viewport_size({"width": 320, "height": 740})
    try:
        visit(page, f"{site_url}{NARROW}")
        for widget in page.locator("[data-widget]").all():
            expect(widget).to_have_attribute("data-state", "ready")
        reach_for(page, MATERIAL_STARTED)
        page.add_style_tag(content=NO_MOTION)
        expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "default")
        found = violations(page)
        assert found == [], "light at 320: " + summary(found)
        page.set_viewport_size({"width": 375, "height": 740})
        found = page.evaluate(RUN_AXE)
        assert found == [], "light at 375: " + summary(found)
        page.set_viewport_size({"width": 320, "height": 740})
        page.click("label[for=__palette_1]")
        expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate")
        found = page.evaluate(RUN_AXE)
        assert found == [], "dark at 320: " + summary(found)
        page.set_viewport_size({"width": 375, "height": 667})  # the every-page check's phone
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
        found = page.evaluate(RUN_AXE)
        assert found == [], "dark at 375: " + summary(found)
    finally:
        assert kept is not None
        page.set_viewport_size(kept)
