"""Widget pages start Material's script after Python (theme-later.js), without losing the reader's input."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, Route, expect

pytestmark = pytest.mark.browser

DEAL = '[data-widget="deal"]'
MATERIAL_RUNNING = "() => window.document$ !== undefined"
LIGHT_TOGGLE = 'label[for="__palette_1"]'  # shown in light mode: "Switch to dark mode"


def test_material_starts_once_python_is_ready(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}deal/", wait_until="domcontentloaded")
    expect(page.locator(LIGHT_TOGGLE)).to_be_visible()  # the toggle is there from the first paint
    expect(page.locator(DEAL)).to_have_attribute("data-state", "ready")
    page.wait_for_function(MATERIAL_RUNNING)
    ready = page.evaluate("performance.getEntriesByName('baccarat:python-ready')[0].startTime")
    theme = page.evaluate(
        "performance.getEntriesByType('resource').find((entry) => /bundle\\.[0-9a-f]+\\.min\\.js$/.test(entry.name))"
        ".startTime"
    )
    assert theme >= ready, f"Material's script was requested at {theme:.0f} ms, before Python was ready at {ready:.0f}"
    # Material then runs the page as anywhere else: instant navigation, and the widgets it brings in.
    page.click('nav.md-nav a:has-text("Odds")')
    page.wait_for_url("**/odds/")
    expect(page.locator('[data-widget="odds"]')).to_have_attribute("data-state", "ready")
    assert page.evaluate("performance.getEntriesByType('navigation').length") == 1  # no full reload


def test_pages_without_widgets_load_material_at_once(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}glossary/")
    assert page.locator('script[src*="theme-later"]').count() == 0
    page.wait_for_function(MATERIAL_RUNNING)


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


def test_the_keyboard_starts_material_at_once(page: Page, site_url: str) -> None:
    held: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(f"{site_url}deal/", wait_until="domcontentloaded")
    page.keyboard.press("Tab")
    page.wait_for_function(MATERIAL_RUNNING)
    expect(page.locator(DEAL)).to_have_attribute("data-state", "loading")
