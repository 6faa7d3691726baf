"""Tables that read: figures right-aligned in tabular figures, two decimals with four on demand, the
key numbers first, and every side in its own colour."""

from __future__ import annotations

import re
from typing import Literal

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
    first = page.locator("#odds-by-decks td").first  # 8 decks: the first column
    expect(first).to_have_text("45.86%")
    toggle = page.get_by_role("button", name="Four decimals: Exact probabilities by number of decks")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    toggle.click()
    expect(first).to_have_text("45.8597%")
    expect(toggle).to_have_attribute("aria-pressed", "true")
    toggle.press("Enter")
    expect(first).to_have_text("45.86%")
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
    # The same load of the Banker's page: no violet in its chart, in this scheme; and, in print, one A4 page.
    no_violet_in_the_banker_chart(page, "light" if scheme == "light" else "dark")
    if scheme == "light":
        banker_chart_prints_on_one_a4_page(page)


def banker_chart_prints_on_one_a4_page(page: Page) -> None:
    """The Banker's page, loaded in ``page``, prints on one A4 page (checked in the light scheme's colour test)."""
    page.emulate_media(media="print")
    pdf = page.pdf(format="A4", print_background=True)
    pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    assert pages == 1, f"{pages} pages"


#: Violet and purple: hues from blue's far side to magenta, when there is colour at all.
VIOLET = """(colour) => {
  const [r, g, b] = colour.match(/[\\d.]+/g).slice(0, 3).map((part) => Number(part) / 255);
  const high = Math.max(r, g, b), low = Math.min(r, g, b), chroma = high - low;
  if (chroma < 0.06) return false;  // a grey
  const hue = high === r ? ((g - b) / chroma + 6) % 6 : high === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return hue * 60 >= 250 && hue * 60 <= 320;
}"""


def no_violet_in_the_banker_chart(page: Page, scheme: Literal["light", "dark"]) -> None:
    """The HTML chart's Draw cells are the green of its SVG and embed (the palette's CELL_INK), not lavender: on the
    Banker's page, loaded in ``page`` in ``scheme`` (checked in each scheme's colour test)."""
    from baccarat.render.palette import CELL_INK

    expected = "default" if scheme == "light" else "slate"
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", expected)
    colours = page.eval_on_selector_all(
        "#banker-chart :is(th, td)",
        "cells => cells.flatMap(c => [getComputedStyle(c).backgroundColor, getComputedStyle(c).color])",
    )
    violet = [colour for colour in set(colours) if page.evaluate(VIOLET, colour)]
    assert violet == []
    ink = CELL_INK[scheme]
    draw = page.locator("#banker-chart td.bac-draw").first
    rgb = [int(ink["draw"][i : i + 2], 16) for i in (1, 3, 5)]
    assert draw.evaluate("c => getComputedStyle(c).backgroundColor") == f"rgb({rgb[0]}, {rgb[1]}, {rgb[2]})"
