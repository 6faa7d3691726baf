"""Tables that read: figures right-aligned in tabular figures, two decimals with four on demand, the
key numbers first, and every side in its own colour."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from .kept_tab import visit

pytestmark = pytest.mark.browser


@pytest.mark.warm
def test_figures_on_the_odds_page_are_right_aligned_in_tabular_figures(page: Page, site_url: str) -> None:
    visit(page, f"{site_url}odds/")
    styles = page.eval_on_selector_all(
        "article table td.bac-num",
        "cells => cells.map(c => [getComputedStyle(c).textAlign, getComputedStyle(c).fontVariantNumeric])",
    )
    assert len(styles) > 100
    assert {tuple(style) for style in styles} == {("right", "tabular-nums")}
    # Every cell that holds only a figure is one of them.
    loose = page.eval_on_selector_all("article table td:not(.bac-num)", "cells => cells.map(c => c.textContent.trim())")
    assert [text for text in loose if re.fullmatch(r"[−+-]?[\d,.]+%?", text)] == []


@pytest.mark.warm
def test_two_decimals_and_four_on_demand(page: Page, site_url: str) -> None:
    visit(page, f"{site_url}odds/")
    first = page.locator("#odds-by-decks td").first
    expect(first).to_have_text("45.96%")
    toggle = page.get_by_role("button", name="Four decimals: Exact probabilities by number of decks")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    toggle.click()
    expect(first).to_have_text("45.9624%")
    expect(toggle).to_have_attribute("aria-pressed", "true")
    toggle.press("Enter")
    expect(first).to_have_text("45.96%")
    # The house-edge table is one row per pay table, its figures to two decimals too.
    expect(page.locator('#house-edge tr[data-table="standard"] td')).to_have_text(
        ["1.24%", "1.06%", "14.36%", "1.36%", "1.17%"]
    )


@pytest.mark.warm
def test_the_key_numbers_open_the_odds_page(page: Page, site_url: str) -> None:
    visit(page, f"{site_url}odds/")
    key = page.locator("#key-numbers")
    expect(key).to_contain_text("8 decks")
    for side, edge in (("banker", "1.06%"), ("player", "1.24%"), ("tie", "14.36%")):
        expect(key.locator(f'[data-side="{side}"] .bac-key-edge')).to_contain_text(f"{edge} house edge")
    # Above the first table: the first thing a reader meets.
    assert page.evaluate(
        "document.querySelector('#key-numbers').compareDocumentPosition(document.querySelector('article table')) & 4"
    )


@pytest.mark.parametrize("scheme", ["light", "slate"])
def test_each_side_has_one_colour_everywhere(page: Page, site_url: str, scheme: str) -> None:
    # The reader's system setting chooses the scheme (set under Material, it raced Material's own start).
    page.emulate_media(color_scheme="dark" if scheme == "slate" else "light")
    page.goto(f"{site_url}odds/")
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "default" if scheme == "light" else scheme)

    def colour(expression: str) -> str:
        """A CSS colour as the browser computes it (so a variable and a literal compare)."""
        return str(page.evaluate(
            "e => { const probe = document.createElement('i'); probe.style.color = e; document.body.append(probe);"
            " const c = getComputedStyle(probe).color; probe.remove(); return c; }",
            expression,
        ))  # fmt: skip

    sides = {side: colour(f"var(--bac-{side})") for side in ("banker", "player", "tie")}
    assert len(set(sides.values())) == 3
    for side, ink in sides.items():
        border = page.eval_on_selector(f'#key-numbers [data-side="{side}"]', "e => getComputedStyle(e).borderLeftColor")
        assert border == ink
    # Right, wrong and the accent are colours of their own, never a side's.
    others = {colour(f"var(--bac-{name})") for name in ("right", "wrong", "accent")}
    assert len(others) == 3 and not others & set(sides.values())
    assert colour("var(--md-accent-fg-color)") == colour("var(--bac-accent)")
    # A coup's result banner takes the winner's colour.
    page.goto(f"{site_url}rules/banker/")
    banner = page.locator('article .bac-coup[data-outcome="banker"] .bac-outcome').first
    assert banner.evaluate("e => getComputedStyle(e).borderLeftColor") == colour("var(--bac-banker)")


def test_banker_chart_prints_on_one_a4_page(page: Page, site_url: str, tmp_path: Path) -> None:
    page.goto(f"{site_url}rules/banker/")
    page.emulate_media(media="print")
    pdf = page.pdf(format="A4", print_background=True)
    pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    assert pages == 1, f"{pages} pages"
