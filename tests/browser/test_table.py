"""The dealer as a reader meets it: a card table that is useful before Python starts, at any width."""

from __future__ import annotations

import re
from collections.abc import Iterator
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

from baccarat import Shoe, resolve_hands
from baccarat.render import OPENING_HAND, verdict

from .conftest import Guard, visit

pytestmark = pytest.mark.browser

DEAL = '[data-widget="deal"]'


def opening_coup():  # type: ignore[no-untyped-def]
    return Shoe(OPENING_HAND["decks"], seed=OPENING_HAND["seed"]).deal_many(OPENING_HAND["hand"])[-1]


OVERFLOW = """() => {
  const width = document.documentElement.clientWidth;
  const wide = [...document.querySelectorAll('[data-widget] *')]
    .filter((node) => node.getClientRects().length && node.getBoundingClientRect().right > width + 0.5)
    .map((node) => `${node.tagName}.${node.className}`);
  const scrolls = [...document.querySelectorAll('[data-widget] .bac-coup-chart')]
    .filter((node) => node.scrollWidth > node.clientWidth + 1).map((node) => node.className);
  return { wide, scrolls, page: document.documentElement.scrollWidth - width };
}"""


@pytest.mark.warm
@pytest.mark.parametrize("width", [1280, 375, 360])
def test_the_table_reads_top_to_bottom_and_nothing_overflows(page: Page, site_url: str, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 900})
    visit(page, f"{site_url}deal/?player=2,2,8&banker=3,K&step=6")
    expect(page.locator(DEAL)).to_have_attribute("data-state", "ready")
    expect(page.locator(f"{DEAL} .bac-step-count")).to_have_text("Step 6 of 6")  # the link's coup, after "ready"
    page.locator(f"{DEAL} .bac-enter-cards summary").click() if width == 360 else None
    steps = page.locator(f"{DEAL} ol.bac-steps").bounding_box()
    widget = page.locator(DEAL).bounding_box()
    table = page.locator(f"{DEAL} .bac-table").bounding_box()
    chart = page.locator(f"{DEAL} .bac-coup-chart").bounding_box()
    assert steps and widget and table and chart
    assert steps["width"] >= 0.6 * widget["width"]  # the explanation at a readable width
    assert table["y"] < steps["y"] < chart["y"]  # table, then explanation, then the chart
    player, banker = (
        page.locator(f"{DEAL} .bac-hand[data-side={side}]").bounding_box() for side in ("player", "banker")
    )
    assert player and banker and abs(player["y"] - banker["y"]) < 2 and player["x"] < banker["x"]  # side by side
    found = page.evaluate(OVERFLOW)
    assert found == {"wide": [], "scrolls": [], "page": 0}, found
    page.screenshot(path=f"/tmp/deal-{width}.png")  # for a person to look at; nothing asserted on pixels


def test_a_dealt_explained_hand_before_any_script(browser: Browser, site_url: str) -> None:
    context = browser.new_context(java_script_enabled=False, service_workers="block")
    page = context.new_page()
    page.goto(f"{site_url}deal/")
    coup = opening_coup()
    steps = page.locator(f"{DEAL} ol.bac-steps > li")
    expect(steps).to_have_count(len(coup.steps))
    assert [text.strip() for text in steps.all_text_contents()] == [step.text for step in coup.steps]
    expect(page.locator(f"{DEAL} .bac-outcome")).to_have_text(verdict(coup))
    names = page.locator(f"{DEAL} .bac-card svg").evaluate_all(
        "cards => cards.map((c) => c.getAttribute('aria-label'))"
    )
    assert names[:3] == [card.name for card in coup.player.cards]
    expect(page.locator(f"{DEAL} noscript")).to_have_count(1)
    context.close()


@pytest.fixture()
def stalled(context: BrowserContext) -> Iterator[list[Route]]:
    """Python's WebAssembly never arrives (a very slow connection): the page must still be useful."""
    held: list[Route] = []
    context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    yield held
    for route in held:
        route.abort()


def test_before_python_is_ready_the_hand_steps_and_the_download_shows(
    page: Page, site_url: str, stalled: list[Route], guard: Guard
) -> None:
    guard.expect_errors = True  # the stalled download is aborted when the test ends
    page.goto(f"{site_url}deal/")
    widget = page.locator(DEAL)
    expect(widget.locator(".bac-step-count")).to_have_text(re.compile(r"^Step (\d) of \1$"))  # all of it, at once
    expect(widget).to_have_attribute("data-state", "loading")
    # The page ships the shoe's next hands, so "Next hand" works before Python (tests/browser/test_answers.py).
    expect(widget.locator("[data-action=next-hand]")).to_be_enabled()
    expect(widget.locator(".bac-status")).to_contain_text("The live dealer is starting")
    assert page.evaluate("location.search") == ""  # the opening hand leaves the address alone...
    widget.locator("[data-action=back]").click()
    expect(widget.locator(".bac-step-count")).to_have_text(re.compile(r"^Step 5 of "))
    bar = widget.locator("progress.bac-progress")
    expect(bar).to_have_attribute("aria-label", "Getting the live dealer ready")
    meta = page.locator('meta[name="baccarat-worker"]').get_attribute("content") or ""
    total = parse_qs(urlsplit(meta).query)["bytes"][0]
    expect(bar).to_have_attribute("max", total)  # bytes of the runtime, from the build
    assert page.evaluate("location.search") == "?seed=10&decks=8&hand=1&step=5"  # ...until the reader moves


def test_the_download_bar_goes_once_python_is_ready(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}deal/")
    expect(page.locator(DEAL)).to_have_attribute("data-state", "ready")
    expect(page.locator(f"{DEAL} progress")).to_have_count(0)
    page.locator(f"{DEAL} [data-action=next-hand]").click()  # continues shoe 10 from its first hand
    expect(page.locator(f"{DEAL} .bac-shoe-info")).to_contain_text("Shoe 10 (8 decks), hand 2:")
    expect(page).to_have_url(re.compile(r"/deal/\?seed=10&decks=8&hand=2$"))


@pytest.mark.warm
def test_running_scores_and_the_result_headline(page: Page, site_url: str) -> None:
    visit(page, f"{site_url}deal/?player=2,2,8&banker=3,K")
    widget = page.locator(DEAL)
    expect(widget).to_have_attribute("data-state", "ready")
    player, banker = (
        widget.locator(".bac-hand[data-side=player] .bac-score"),
        widget.locator(".bac-hand[data-side=banker] .bac-score"),
    )
    expect(player).to_have_text("has 4")
    expect(banker).to_be_hidden()  # the Banker's score is called at step 2
    expect(widget.locator(".bac-card:visible")).to_have_count(4)  # all four first cards are dealt at once
    widget.locator("[data-action=forward]").click()
    expect(banker).to_have_text("has 3")
    widget.locator("[data-action=forward]").click()
    widget.locator("[data-action=forward]").click()
    expect(player).to_have_text("has 2")  # 2 + 2 + 8 = 12
    expect(widget.locator(".bac-card:visible")).to_have_count(5)
    expect(widget.locator(".bac-outcome")).to_be_hidden()
    widget.locator("[data-action=all]").click()
    coup = resolve_hands(player="2 2 8", banker="3 K")
    expect(widget.locator(".bac-outcome")).to_have_text(verdict(coup))
    assert verdict(coup) == "Banker wins, 3 to 2"


@pytest.mark.parametrize(("motion", "animation"), [("no-preference", "bac-deal"), ("reduce", "none")])
def test_dealing_is_animated_unless_the_reader_asks_for_less_motion(
    browser: Browser, site_url: str, motion: str, animation: str
) -> None:
    context = browser.new_context(reduced_motion=motion, service_workers="block")  # type: ignore[arg-type]
    page = context.new_page()
    page.goto(f"{site_url}deal/?player=2,2,8&banker=3,K")
    expect(page.locator(DEAL)).to_have_attribute("data-state", "ready")
    # The link's coup arrives after "ready": wait for its stepper and its first four cards.
    expect(page.locator(f"{DEAL} .bac-coup.bac-live .bac-card:visible")).to_have_count(4)
    style = "(card) => getComputedStyle(card)"
    names = page.locator(f"{DEAL} .bac-card:visible").evaluate_all(
        f"cards => cards.map((card) => `${{({style})(card).animationName}} ${{({style})(card).animationDelay}}`)"
    )
    if animation == "none":
        assert all(name.startswith("none") for name in names)
    else:  # one card at a time, in dealing order: Player, Banker, Player, Banker
        delays = {name.split()[1] for name in names}
        assert all(name.startswith("bac-deal") for name in names) and len(delays) == 4
    context.close()


@pytest.mark.warm
def test_cards_are_named_for_screen_readers_and_suitless_cards_say_so(page: Page, site_url: str) -> None:
    visit(page, f"{site_url}rules/banker/")
    example = page.locator('.bac-coup[data-cards="2 3 2 K 8"]')
    labels = example.locator(".bac-card svg").evaluate_all("cards => cards.map((c) => c.getAttribute('aria-label'))")
    assert labels == [
        "2, suit not given",
        "2, suit not given",
        "8, suit not given",
        "3, suit not given",
        "king, suit not given",
    ]
    visit(page, f"{site_url}deal/?player=10h,Jc,7s&banker=Js,6s,4c")
    expect(page.locator(DEAL)).to_have_attribute("data-state", "ready")
    first = page.locator(f"{DEAL} .bac-card svg").first
    expect(first).to_have_attribute("aria-label", "ten of hearts")
    expect(first).to_have_class(re.compile(r"\bred\b"))


@pytest.mark.parametrize("wait_for_python", [True, False])
def test_search_on_a_widget_page_starts_after_python_and_still_finds(
    page: Page, site_url: str, wait_for_python: bool
) -> None:
    page.goto(f"{site_url}deal/")
    if wait_for_python:
        expect(page.locator(DEAL)).to_have_attribute("data-state", "ready")
    page.locator("input.md-search__input").click()  # going to the search box starts search at once
    page.keyboard.type("natural")
    expect(page.locator(".md-search-result__item").first).to_be_visible()
    expect(page.locator(".md-search-result__meta")).to_contain_text("matching")
