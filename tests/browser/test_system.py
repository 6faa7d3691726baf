"""The system tester in a real browser: its result before Python, its link, and bad input named beside the field."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page, Route, expect

from baccarat.lab import play_system

from .kept_tab import NAVIGATE, reach_for
from .widgets import WATCH_WORK, WORK_SHOWN, open_widget, selector

pytestmark = pytest.mark.browser

SYSTEM = selector("system")


def expect_contract(result: Locator, system: str, shoes: int, seed: int) -> None:
    """The result's contract is the package's own play of the same shoes."""
    played = play_system(system, shoes=shoes, seed=seed)
    expect(result).to_have_attribute("data-system", system)
    expect(result).to_have_attribute("data-shoes", str(shoes))
    expect(result).to_have_attribute("data-bets", str(played.bets))
    expect(result).to_have_attribute("data-staked", f"{played.staked / 100:.2f}")
    expect(result).to_have_attribute("data-average", f"{played.net / 100 / played.bets:.10f}")
    expect(result).to_have_attribute("data-expected", f"{float(played.expected) / 100 / played.bets:.10f}")
    expect(result).to_have_attribute("data-ahead", f"{float(played.ahead):.6f}")


def test_before_python_the_page_shows_100_shoes_of_flat_banker_bets(page: Page, site_url: str) -> None:
    page.route("**/pyodide/**", lambda route: route.abort())  # Python never starts
    page.goto(f"{site_url}lab/")
    expect_contract(page.locator(f"{SYSTEM} .bac-system-result"), "flat-banker", 100, 1)
    verdict = page.locator(f"{SYSTEM} .bac-system-verdict")
    expect(verdict).to_contain_text("these bets cost 1.06 per 100 staked")


@pytest.mark.warm
def test_a_link_plays_the_same_shoes_and_the_form_plays_others(page: Page, site_url: str) -> None:
    widget = open_widget(page, site_url, "system", "?system=martingale&shoes=20&seed=5")
    expect_contract(widget.locator(".bac-system-result"), "martingale", 20, 5)
    expect(widget.locator("select[name=system]")).to_have_value("martingale")
    expect(page).to_have_url(re.compile(r"/lab/\?system=martingale&shoes=20&seed=5$"))
    widget.locator("select[name=system]").select_option("big-road")
    widget.locator("input[name=shoes]").fill("7")
    widget.get_by_role("button", name="Play these shoes").click()
    expect_contract(widget.locator(".bac-system-result"), "big-road", 7, 5)
    expect(page).to_have_url(re.compile(r"system=big-road&shoes=7&seed=5$"))


@pytest.mark.warm
@pytest.mark.parametrize(("shoes", "message"), [("5000", "Shoes must be a whole number from 1 to 1000"),
                                                ("٣", "not '٣'"), ("", "Shoes must be a whole number")])  # fmt: skip
def test_bad_shoes_are_named_beside_the_field_and_clear_the_old_result(
    page: Page, site_url: str, shoes: str, message: str
) -> None:
    widget = open_widget(page, site_url, "system")
    widget.locator("input[name=shoes]").fill(shoes)
    widget.get_by_role("button", name="Play these shoes").click()
    expect(widget.locator(".bac-error")).to_contain_text(message)
    expect(widget.locator("input[name=shoes]")).to_have_attribute("aria-invalid", "true")
    expect(widget.locator(".bac-system-result")).to_have_count(0)
    expect(widget.locator("input[name=shoes]")).to_have_value(shoes)  # never silently changed


@pytest.mark.warm
def test_a_long_play_shows_its_progress_then_only_its_result(page: Page, site_url: str) -> None:
    """Python reports how far it has got: a bar named as the status line says, where the result will appear (under
    the button just pressed), the share done beside it (hidden from screen readers, who hear the status line's
    start and end) and a fraction on the widget; all of it goes when the answer comes."""
    widget = open_widget(page, site_url, "system")
    widget.locator("input[name=shoes]").fill("400")
    widget.evaluate(WATCH_WORK)
    widget.get_by_role("button", name="Play these shoes").click()
    expect_contract(widget.locator(".bac-system-result"), "flat-banker", 400, 1)
    expect(widget.locator(".bac-status")).to_have_text("Played 400 shoes from seed 1.")
    # While it played: the bar on screen, named, right above where the result appeared, with the share done in words.
    shown = widget.evaluate(WORK_SHOWN)
    under_way = [report for report in shown if 0 < report["progress"] < 1]
    assert under_way, shown
    for report in under_way:
        assert report["name"] == "Dealing 400 shoes…" and report["seen"], report
        assert "bac-result" in report["before"].split() and "% worked out" in report["words"], report
    expect(widget.locator("progress")).to_have_count(0)
    expect(page.locator(f"{SYSTEM}:not([data-progress])")).to_have_count(1)


def test_a_play_that_ends_as_the_reader_leaves_gives_the_next_page_no_query(page: Page, site_url: str) -> None:
    """Material's instant navigation changes the address before it replaces the page. A play that ended in between
    (a long play, a slow phone) wrote its link's query into the next page's address, whose widget then refused it
    ("unknown link parameter 'system'"). The next page keeps its own address."""
    widget = open_widget(page, site_url, "system")
    reach_for(page)  # Material runs, for its navigation
    held: list[Route] = []

    def hold(route: Route) -> None:  # the next page waits here until the play has ended
        held.append(route)

    page.route(f"{site_url}home-game/", hold)
    widget.get_by_role("button", name="Play these shoes").click()
    with page.expect_request(f"{site_url}home-game/"):  # a reader's click on a link, as Material takes it
        page.evaluate(NAVIGATE, f"{site_url}home-game/")
    expect(widget.locator(".bac-status")).to_contain_text("Played")
    assert page.evaluate("location.pathname + location.search") == "/home-game/"
    assert len(held) == 1
    held[0].continue_()
    expect(page.locator(selector("home_game"))).to_be_attached()
    assert page.evaluate("location.pathname + location.search") == "/home-game/"
