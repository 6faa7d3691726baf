"""Answers that ship with the page: with the Python runtime's files held back, the dealer's next hands
and a worked coup's steps answer at once, from the page, and the answers are the package's own."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, Route, expect

from baccarat import Shoe

from .kept_tab import visit

pytestmark = pytest.mark.browser

DEAL = '[data-widget="deal"]'


@pytest.fixture()
def held_runtime(page: Page) -> list[Route]:
    """Every request for the runtime or the wheel waits, unanswered, until the page closes."""
    held: list[Route] = []
    page.route("**/pyodide/**", lambda route: held.append(route))
    page.route("**/wheels/**", lambda route: held.append(route))
    return held


def test_next_hand_before_python(page: Page, site_url: str, held_runtime: list[Route]) -> None:
    page.goto(f"{site_url}deal/")
    widget = page.locator(DEAL)
    shoe = Shoe(8, seed=10)
    expected = [shoe.deal() for _ in range(4)][1:]
    expect(widget.locator('[data-action="copy"]')).to_be_enabled()  # the dealer has mounted: its switch is live
    widget.get_by_label("Just show me").check()  # asking, Next hand waits for the coup's questions (test_deal.py)
    for hand, coup in enumerate(expected, start=2):
        widget.locator("[data-action=next-hand]").click()
        expect(widget.locator(".bac-shoe-info")).to_contain_text(f"Hand {hand},")
        cards = " ".join(card.token for card in coup.cards)
        expect(widget.locator(".bac-coup").first).to_have_attribute("data-cards", cards)
    expect(widget).to_have_attribute("data-state", "loading")  # Python is still on its way
    assert held_runtime, "the runtime was asked for, and held back"
    assert page.evaluate("window.__baccarat.shippedAnswers") == 3


def test_a_worked_coup_steps_without_python(page: Page, site_url: str, held_runtime: list[Route]) -> None:
    page.goto(f"{site_url}rules/calling-a-hand/")
    coup = page.locator("article .bac-coup[data-cards]:not([data-widget] .bac-coup)").first
    cards = coup.get_attribute("data-cards")
    page.get_by_role("button", name=f"Try it live: step through the coup {cards}").click()
    live = page.locator('[data-widget="coup"]')
    expect(live).to_have_attribute("data-state", "ready")
    expect(live.locator(".bac-status")).to_have_text("Live: step through the coup.")
    expect(live.locator("ol.bac-steps > li").first).to_be_visible()
    # No Python was needed: the page shipped the steps, and no worker started.
    assert page.evaluate("window.__baccarat.workersStarted") == 0
    assert held_runtime == []


CHINESE = [("zh-Hant", "zh-hant/", "閒家"), ("zh-Hans", "zh-hans/", "闲家")]


@pytest.mark.parametrize(("lang", "edition", "player"), CHINESE)
def test_a_chinese_page_ships_its_answers_in_its_language(
    page: Page, site_url: str, held_runtime: list[Route], lang: str, edition: str, player: str
) -> None:
    """The requests carry the page's lang, and the build asked its answers so: found in the page."""
    page.goto(f"{site_url}{edition}deal/")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    widget = page.locator(DEAL)
    shoe = Shoe(8, seed=10)
    expected = [shoe.deal() for _ in range(2)][1]  # the page shows hand 1: Next hand deals hand 2
    # The dealer's script has taken the page's coup over (its links row is its own): a click before that could be
    # undone as it mounts, on a loaded machine.
    expect(widget.locator(".bac-links .bac-open")).to_be_attached()
    widget.locator(".bac-mode input[value=show]").check()  # asking, Next hand waits for the coup's questions
    widget.locator("[data-action=next-hand]").click()
    cards = " ".join(card.token for card in expected.cards)
    expect(widget.locator(".bac-coup").first).to_have_attribute("data-cards", cards)
    expect(widget.locator("ol.bac-steps")).to_contain_text(player)  # Python's words, from the page
    expect(widget).to_have_attribute("data-state", "loading")
    assert page.evaluate("window.__baccarat.shippedAnswers") == 1


@pytest.mark.parametrize(("lang", "edition", "player"), CHINESE)
def test_a_chinese_page_asks_python_in_its_language(
    edition_tab: Page, site_url: str, lang: str, edition: str, player: str
) -> None:
    """A request no page shipped goes to Python with the page's lang; the widget's own words are the edition's (the
    link opened in the edition's kept tab, as a reader's link opens it: the widget mounts on the Python running)."""
    from baccarat.widgets.browser_words import browser_words, say

    said = browser_words(lang)
    page = edition_tab
    visit(page, f"{site_url}{edition}deal/?player=2,2,8&banker=3,K&mode=show")  # a link: only Python reads it
    expect(page.locator("html")).to_have_attribute("lang", lang)
    widget = page.locator(DEAL)
    expect(widget).to_have_attribute("data-state", "ready")
    expect(widget.locator(".bac-status")).to_have_text("")  # a typed coup: no shoe to say, and no stale "Ready"
    expect(widget.locator("a.bac-open").first).to_have_text(said["deal.open-payouts"])
    expect(widget.locator(".bac-coup").first).to_have_attribute("data-cards", "2 3 2 K 8")
    expect(widget.locator("ol.bac-steps")).to_contain_text(player)
    steps = widget.locator("ol.bac-steps > li").count()
    count = say(lang, "stepper.count", step=1, steps=steps)  # the link names no step: the first
    expect(widget.locator(".bac-step-count").first).to_have_text(count)
