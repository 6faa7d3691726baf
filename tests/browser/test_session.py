"""The session calculator on /edge/: the exact figures of the package, links, hostile links, sample sessions."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest
from playwright.sync_api import Page, expect

from baccarat.payouts import PAY_TABLES, Bet
from baccarat.session import ruin_chance, session

from .widgets import WATCH_WORK, WORK_SHOWN, open_widget, selector

pytestmark = pytest.mark.browser
EDGE = selector("session")


@pytest.mark.warm
def test_a_link_opens_its_session_with_the_package_s_exact_figures(page: Page, site_url: str) -> None:
    open_widget(page, site_url, "session", "?bet=banker&coups=100&decks=8&stake=10&bankroll=200")
    widget = page.locator(EDGE)
    exact = session(Bet.BANKER, coups=100)
    result = widget.locator(".bac-session")
    expect(result).to_have_attribute("data-ahead", f"{float(exact.ahead):.10f}")
    expect(result).to_have_attribute("data-even", f"{float(exact.even):.10f}")
    expect(result).to_have_attribute("data-behind", f"{float(exact.behind):.10f}")
    expect(result).to_have_attribute("data-expected", f"{float(exact.expected * 10):.6f}")
    ruin = ruin_chance(Bet.BANKER, bankroll=Decimal(200), stake=Decimal(10), coups=100)
    expect(result).to_have_attribute("data-ruin", f"{ruin:.10f}")
    expect(widget.locator(".bac-session-headline")).to_have_text(
        "After 100 Banker bets of 10 you finish ahead 44.74% of the time; on average you lose 10.58."
    )
    expect(widget.locator(".bac-samples polyline.sample")).to_have_count(20)


@pytest.mark.warm
def test_the_form_works_out_another_session_and_the_address_follows(page: Page, site_url: str) -> None:
    open_widget(page, site_url, "session")
    widget = page.locator(EDGE)
    widget.locator("select[name=bet]").select_option("tie")
    widget.locator("select[name=table]").select_option("standard-tie-9")
    widget.locator("input[name=coups]").fill("1000")
    widget.locator("input[name=bankroll]").fill("")
    widget.locator("button[type=submit]").click()
    exact = session(Bet.TIE, table=PAY_TABLES["standard-tie-9"], coups=1000)
    result = widget.locator(".bac-session")
    expect(result).to_have_attribute("data-ahead", f"{float(exact.ahead):.10f}")
    expect(result).not_to_have_attribute("data-ruin", re.compile(".*"))
    expect(page).to_have_url(re.compile(r"/edge/\?bet=tie&table=standard-tie-9&decks=8&stake=10&coups=1000$"))
    expect(widget.locator(".bac-status")).to_contain_text("Worked out exactly in")


def test_every_label_of_the_chart_is_at_least_12_px_on_a_phone(page: Page, site_url: str) -> None:
    """The chart's words (the marks along it, and any text drawn in its pictures) read on a 375 px phone."""
    page.route("**/pyodide/**", lambda route: route.abort())  # the chart the page opens with
    page.set_viewport_size({"width": 375, "height": 740})
    page.goto(f"{site_url}edge/")
    sizes = page.locator(EDGE).evaluate(
        """(root) => [
          ...[...root.querySelectorAll('.bac-chart-marks .bac-mark')].map(
            (mark) => [mark.textContent, parseFloat(getComputedStyle(mark).fontSize)]),
          ...[...root.querySelectorAll('svg text')].map((text) => [
            text.textContent, parseFloat(getComputedStyle(text).fontSize) * text.ownerSVGElement.getScreenCTM().a]),
        ]"""
    )
    assert sizes and all(size >= 12 for _, size in sizes), [pair for pair in sizes if pair[1] < 12]


def test_the_opening_samples_ship_with_the_page_and_others_are_dealt_on_request(page: Page, site_url: str) -> None:
    """The opening session's sample sessions are drawn at build time (seed 1): nothing is dealt as Python
    starts; "Deal other sample sessions", enabled once it is ready, deals a new seed's."""
    page.goto(f"{site_url}edge/")
    widget = page.locator(EDGE)
    samples = widget.locator(".bac-samples")
    expect(samples.locator("polyline.sample")).to_have_count(20)
    expect(samples.locator("figcaption")).to_contain_text("from seed 1:")
    again = widget.locator("[data-action=samples]")
    expect(widget).to_have_attribute("data-state", "ready")
    expect(samples.locator("figcaption")).to_contain_text("from seed 1:")  # still the page's own
    expect(again).to_be_enabled()
    again.click()
    expect(samples.locator("figcaption")).not_to_contain_text("from seed 1:")
    expect(samples.locator("polyline.sample")).to_have_count(20)
    expect(again).to_be_visible()


@pytest.mark.warm
def test_a_long_risk_of_ruin_shows_its_progress_then_only_its_result(page: Page, site_url: str) -> None:
    """The risk of ruin over thousands of bets reports how far it has got, as a bar named as the status line says
    and a fraction on the widget; both go when the answer comes (and the samples' own bar when they are dealt)."""
    open_widget(page, site_url, "session")
    widget = page.locator(EDGE)
    widget.locator("input[name=coups]").fill("4000")
    widget.locator("input[name=bankroll]").fill("10000")
    widget.evaluate(WATCH_WORK)
    widget.locator("button[type=submit]").click()
    ruin = ruin_chance(Bet.BANKER, bankroll=Decimal(10000), stake=Decimal(10), coups=4000)
    expect(widget.locator(".bac-session")).to_have_attribute("data-ruin", f"{ruin:.10f}")
    # While it worked: its bar on screen, named as the status line says, part of the way (the samples' bar follows).
    working = [report for report in widget.evaluate(WORK_SHOWN) if report["name"] == "Working it out…"]
    assert any(0 < report["progress"] < 1 for report in working), working
    assert all(report["seen"] for report in working), working
    expect(widget.locator(".bac-status")).to_contain_text("Worked out exactly in")
    expect(page).to_have_url(re.compile(r"coups=4000&bankroll=10000$"))  # the samples are asked for after this
    expect(widget.locator("progress")).to_have_count(0)
    expect(page.locator(f"{EDGE}:not([data-progress])")).to_have_count(1)
