"""Paste your road in a real browser: taps answered at once, the contract, and bad results named as text."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from baccarat.odds import exact_odds
from baccarat.render.road_paste import next_text

from .widgets import expect_named_as_text, open_widget, selector

pytestmark = pytest.mark.browser

ROAD = selector("road_paste")


def test_a_first_tap_is_read_before_python(page: Page, site_url: str) -> None:
    page.route("**/pyodide/**", lambda route: route.abort())  # Python never starts
    page.goto(f"{site_url}lab/")
    widget = page.locator(ROAD)
    expect(widget).to_have_attribute("data-next", next_text(exact_odds(8)))
    widget.locator("[data-result=B]").click()
    expect(widget).to_have_attribute("data-results", "B")
    expect(widget.locator(".bac-road-reading")).to_have_text("The big road's latest column is a single Banker.")


@pytest.mark.warm
def test_a_pasted_road_and_the_cards_seen(page: Page, site_url: str) -> None:
    widget = open_widget(page, site_url, "road_paste")
    widget.locator("input[name=results]").fill("b b b b p b b b b b")
    widget.get_by_role("button", name="Read the road").click()
    expect(widget).to_have_attribute("data-results", "BBBBPBBBBB")
    expect(widget.locator(".bac-road-reading")).to_contain_text("a dragon: 5 Bankers in a row")
    expect(widget).to_have_attribute("data-next", next_text(exact_odds(8)))  # the road moves nothing
    widget.locator("input[name=cards]").fill("9 9 8 8 K")
    widget.get_by_role("button", name="Read the road").click()
    expect(widget).to_have_attribute("data-next", next_text(exact_odds(8, removed="9 9 8 8 K")))
    chances = widget.get_attribute("data-next")
    assert chances is not None
    for chance in chances.split():
        assert re.fullmatch(r"0\.\d{10}", chance)
    widget.locator("[data-action=undo]").click()
    expect(widget).to_have_attribute("data-results", "BBBBPBBBB")


@pytest.mark.warm
def test_a_bad_result_is_named_as_text_and_clears_the_old_reading(page: Page, site_url: str) -> None:
    widget = open_widget(page, site_url, "road_paste")
    widget.locator("input[name=results]").fill('B P <img src=x onerror="window.__pwned=1">')
    widget.get_by_role("button", name="Read the road").click()
    expect_named_as_text(page, widget, "Results are written B (Banker), P (Player) and T (tie)")
    expect(widget.locator(".bac-road-reading")).to_have_count(0)
    expect(widget.locator("input[name=results]")).to_have_attribute("aria-invalid", "true")
