"""The live scoreboard roads in a real browser: dealt coup by coup, linked, typed, and named for everyone."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from baccarat import Shoe
from baccarat.roads import big_road, parse_results

from .test_accessibility import summary, violations
from .widgets import open_widget, selector

pytestmark = pytest.mark.browser

ROADS = selector("roads")


@pytest.mark.warm
def test_before_python_a_dealt_shoe_is_drawn_and_then_it_deals_coup_by_coup(page: Page, site_url: str) -> None:
    whole = parse_results(Shoe(8, seed=42).deal_many(200))
    open_widget(page, site_url, "roads")
    widget = page.locator(ROADS)
    # The status line says what the reader's last action did, read out politely (role=status), never stale.
    status = widget.locator(".bac-status")
    expect(status).to_have_attribute("role", "status")
    expect(status).to_have_text("Ready: deal the next coup, a new shoe, or type results in.")
    expect(widget.locator(".bac-roads-info")).to_have_text(re.compile(r"^Shoe 42 \(8 decks\): 20 of \d+ coups dealt"))
    widget.locator("[data-action=next-coup]").click()
    expect(widget.locator(".bac-roads-info")).to_contain_text(f"21 of {len(whole)} coups dealt")
    expect(status).to_have_text(f"Dealt one more coup. Coup 21: {_name(whole[20])}. So far: {_tally(whole[:21])}.")
    expect(page).to_have_url(re.compile(r"/roads/\?seed=42&decks=8&coups=21$"))
    beads = widget.locator('[data-road="bead-plate"] [role=listitem]')
    expect(beads).to_have_count(21)
    widget.locator("[data-action=deal-to-end]").click()
    expect(beads).to_have_count(len(whole))
    expect(status).to_have_text(f"Dealt the shoe to the end: {len(whole)} coups; {_tally(whole)}.")
    expect(widget.locator("[data-action=next-coup]")).to_be_disabled()  # the shoe is over


def _name(result: str) -> str:
    return {"B": "Banker", "P": "Player", "T": "Tie"}[result]


def _tally(results: str) -> str:
    return ", ".join(f"{_name(side)} {results.count(side)}" for side in "BPT")


@pytest.mark.warm
def test_a_link_to_a_shoe_and_every_cell_named(page: Page, site_url: str) -> None:
    open_widget(page, site_url, "roads", "?seed=7&decks=8&coups=40")
    whole = parse_results(Shoe(8, seed=7).deal_many(200))
    results = whole[:40]
    widget = page.locator(ROADS)
    expect(widget.locator("input[name=seed]")).to_have_value("7")
    expect(widget.locator(".bac-status")).to_have_text(
        f"Opened the linked shoe at coup 40 of {len(whole)}. So far: {_tally(results)}."
    )
    names = widget.locator('[data-road="big-road"] [role=listitem] > title').all_text_contents()
    assert names == [entry.name for column in big_road(results) for entry in column]
    assert any("tie" in name for name in names) or "T" not in results


@pytest.mark.warm
def test_typed_results_from_a_link_and_the_form(page: Page, site_url: str) -> None:
    open_widget(page, site_url, "roads", "?results=BPPTB")
    widget = page.locator(ROADS)
    expect(widget.locator(".bac-roads-info")).to_have_text("5 results typed in. Coup 5: Banker.")
    status = widget.locator(".bac-status")
    expect(status).to_have_text("Drew the roads of the 5 results typed in: Banker 2, Player 2, Tie 1.")
    expect(widget.locator("input[name=results]")).to_have_value("BPPTB")
    expect(widget.locator('[data-road="big-road"] [role=listitem] > title')).to_have_text(
        ["coup 1: Banker", "coup 2: Player", "coup 3: Player, 1 tie", "coup 5: Banker"]
    )
    widget.locator("input[name=results]").fill("bpbpx")  # refused: said so, and the roads stay as they were
    widget.locator("input[name=results]").press("Enter")
    expect(widget.locator(".bac-error")).to_contain_text("not 'X'")
    expect(status).to_have_text("Nothing drawn: the roads are as they were.")
    expect(widget.locator(".bac-roads-info")).to_have_text("5 results typed in. Coup 5: Banker.")
    widget.locator("input[name=results]").fill("")  # an empty box: the results are what is missing, not a seed
    widget.locator("input[name=results]").press("Enter")
    expect(widget.locator(".bac-error")).to_have_text("There is no road yet: type some results.")
    expect(status).to_have_text("Nothing drawn: the roads are as they were.")
    widget.locator("input[name=results]").fill("bpbpp")
    widget.locator("input[name=results]").press("Enter")
    expect(widget.locator('[data-road="big-eye-boy"] [role=listitem] > title')).to_have_text(
        ["coup 3: red", "coup 4: red", "coup 5: blue"]  # the roads page's worked big eye boy
    )
    expect(status).to_have_text("Drew the roads of the 5 results typed in: Banker 2, Player 3, Tie 0.")
    # Each derived road in casino screens' mark, shown beside its legend in red and in blue.
    for road, mark in (
        ("big-eye-boy", "circle[fill=none]"),
        ("small-road", "circle:not([fill=none])"),
        ("cockroach-pig", "line"),
    ):
        key = widget.locator(f'[data-road="{road}"] figcaption svg.bac-road-key[aria-hidden=true]')
        expect(key.locator(mark)).to_have_count(2)
    expect(widget.locator("[data-action=next-coup]")).to_be_disabled()


@pytest.mark.warm
def test_keyboard_and_accessibility(page: Page, site_url: str) -> None:
    open_widget(page, site_url, "roads")
    page.focus(f"{ROADS} [data-action=next-coup]")
    page.keyboard.press("Enter")
    expect(page.locator(f"{ROADS} .bac-roads-info")).to_contain_text("21 of")
    page.fill(f"{ROADS} input[name=seed]", "5")
    page.locator(f"{ROADS} input[name=seed]").press("Enter")  # a new shoe, by the keyboard
    first = _name(parse_results(Shoe(8, seed=5).deal_many(1)))
    expect(page.locator(f"{ROADS} .bac-status")).to_have_text(
        f"Shuffled a new shoe (seed 5) and dealt its first coup. Coup 1: {first}."
    )
    found = violations(page)
    assert found == [], summary(found)
