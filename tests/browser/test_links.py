"""Every widget's bad links, in one check: each widget whose ``WIDGET`` declares ``link_parameters`` (read from the
catalogue, so a new widget with links is checked here without a test of its own), and the home game's summary link.

Hostile links (an unknown parameter, a parameter twice, a control character, a Unicode digit, a 100 KB value,
markup) and each widget's own bad links are opened one after another in the kept tab, as a reader's clicks on them
would: each shows Python's refusal, naming the parameter, as text, in the widget's message line; and the widget
still works afterwards.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, Route, expect

from baccarat.widgets.catalog import widgets

from .test_drill import answer, right_answer
from .test_home_game import start
from .test_payouts import open_coup_form
from .widgets import PAGES, expect_named_as_text, open_widget, selector

pytestmark = [pytest.mark.browser, pytest.mark.warm]

MARKUP = "<img src=x onerror=window.__pwned=1>"
LONG = 100_000  # characters: more than the host takes in an address (deploy/nginx.conf), so it is served (below)


def hostile(name: str) -> list[tuple[str, str]]:
    """Links no widget can use, each with the words its refusal names them by (``name``: a parameter it takes)."""
    return [
        ("?colour=red", "unknown link parameter 'colour'"),
        (f"?{name}=1&{name}=2", f"gives {name} twice"),
        (f"?{name}=%1C4", "'[U+001C]4'"),
        (f"?{name}=%C2%B2", "'²'"),
        (f"?{name}={'9' * LONG}", f"{name} is {LONG:,} characters long"),
        (f"?{name}={quote(MARKUP)}", f"'{MARKUP}'"),
    ]


#: Each widget's own bad links, and the words of their refusals.
OWN: dict[str, list[tuple[str, str]]] = {
    "deal": [
        ("?player=2,2,8", "needs both player and banker"),
        ("?seed=abc", "seed must be a whole number"),
        ("?seed=1&decks=9", "decks must be a whole number from 1 to 8, not 9"),
        ("?player=%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E&banker=K,K", "'<script>window.__pwned=1</script>'"),
        ("?player=" + "9" * 5000 + "&banker=K,K", "player is 5,000 characters long: a link gives at most 2,000"),
        ("?seed=7&hand=200", "this shoe ends after 79 hands"),
        ("?seed=7&mode=quiz", "mode must be ask or show, not 'quiz'"),
        ("?mode=%3Cb%3Eask%3C%2Fb%3E", "mode must be ask or show, not '<b>ask</b>'"),
        ("?seed=7&step=99", "step must be a whole number from 1 to 20, not 99"),
    ],
    "roads": [
        ("?results=BPX", "not 'X'"),
        ("?results=%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%22%3E", "results are written B"),
        ("?results=" + "B" * 400, "at most 300 results"),
        ("?seed=abc", "seed must be a whole number"),
        ("?seed=1&coups=999", "coups must be a whole number"),
    ],
    "payouts": [
        ("?stakes=banker:-5", "stakes: the banker stake must be an amount"),
        ("?stakes=tie:1e9999", "not '1e9999'"),
        ("?stakes=banker:NaN", "not 'NaN'"),
        ("?stakes=banana:5", "unknown bet 'banana'"),
        ("?table=vegas", "table: unknown pay table 'vegas'"),
        ("?stakes=%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%22%3E", "stakes are written bet:amount"),
        ("?player=K,6", "a link with cards needs both player and banker"),
        ("?seed=-1", "seed must be a whole number"),
    ],
    "drill": [
        ("?kind=banana", "kind must be one of mix, player, banker, score, call, not 'banana'"),
        ("?seed=-1", "seed must be a whole number"),
        ("?rows=9", "rows must be Banker totals from 0 to 7"),
        ("?seed=" + "9" * 10_000, "seed is 10,000 characters long"),
        ("?kind=%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%22%3E", "kind must be one of"),
    ],
    "session": [
        ("?coups=%C2%B2", "coups must be a whole number"),
        ("?stake=%1C4", "stake must be an amount"),
        ("?bet=%3Cimg%20src=x%3E", "bet: unknown bet '<img src=x>'"),
        ("?coups=100&bankroll=5", "bankroll: give at least one stake"),
    ],
    "system": [
        ("?system=voodoo", "unknown system 'voodoo'"),
        ("?shoes=%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%22%3E", "shoes must be a whole number"),
    ],
    # The home game's summary link: its one parameter, read as every link's, then its code checked.
    "home_game": [
        ("?colour=red", "unknown link parameter 'colour': use summary"),
        ("?summary=A&summary=B", "gives summary twice"),
        ("?summary=%3Cscript%3Ealert(1)%3C/script%3E", "this summary link is damaged or incomplete"),
        ("?summary=eyJ2IjoxLCJwIjpbIkEiXSwiciI6W119", "damaged or incomplete"),  # one player: not a game
    ],
}


def _deal_works(page: Page) -> None:
    widget = page.locator(selector("deal"))
    widget.locator(".bac-mode input[value=show]").check()  # asking, Next hand waits for the coup's questions
    widget.locator("[data-action=next-hand]").click()  # the opening shoe deals on
    expect(widget.locator(".bac-shoe-info")).to_contain_text("Hand 2,")


def _roads_work(page: Page) -> None:
    widget = page.locator(selector("roads"))
    widget.locator("[data-action=next-coup]").click()  # the opening shoe carries on
    expect(widget.locator(".bac-roads-info")).to_contain_text("21 of")


def _payouts_work(page: Page) -> None:
    widget = page.locator(selector("payouts"))
    widget.locator("[data-spot=banker]").click()  # a chip of 5 on the Banker (the table opens empty)
    open_coup_form(page)
    widget.locator("button[type=submit]").click()  # the form's coup settles it
    expect(widget.locator("tr[data-total]")).to_have_attribute("data-total", re.compile(r"^\d+\.\d\d$"))


def _drill_works(page: Page) -> None:
    answer(page, right_answer(page))
    expect(page.locator(f"{selector('drill')} [data-feedback]")).to_have_attribute("data-correct", "true")


def _session_works(page: Page) -> None:
    widget = page.locator(selector("session"))
    widget.locator("button[type=submit]").click()  # the opening session's fields still work
    expect(widget.locator(".bac-status")).to_contain_text("Worked out exactly in")
    expect(widget.locator(".bac-session")).to_have_attribute("data-coups", "100")


def _system_works(page: Page) -> None:
    widget = page.locator(selector("system"))
    widget.get_by_role("button", name="Play these shoes").click()
    expect(widget.locator(".bac-system-result")).to_have_count(1)


def _home_game_works(page: Page) -> None:
    start(page, "Ann\nBo")  # a new game starts


#: What each widget does to show it still works after the bad links.
WORKS: dict[str, Callable[[Page], None]] = {
    "deal": _deal_works,
    "roads": _roads_work,
    "payouts": _payouts_work,
    "drill": _drill_works,
    "session": _session_works,
    "system": _system_works,
    "home_game": _home_game_works,
}

LINKED = [widget.name for widget in widgets() if widget.link_parameters]


def test_every_widget_with_links_is_tried() -> None:
    assert set(LINKED) | {"home_game"} == OWN.keys() == WORKS.keys()
    assert all("seed" in widget.link_parameters for widget in widgets() if widget.link_parameters)


def open_served(page: Page, site_url: str, name: str, query: str) -> None:
    """Open widget ``name`` at ``query``; an address longer than the host takes is served the page without it,
    so the widget reads the whole address as a reader's browser would give it."""
    if len(query) < 60_000:
        open_widget(page, site_url, name, query)
        return
    short = f"{site_url}{PAGES[name]}"

    def serve(route: Route) -> None:
        route.fulfill(response=route.fetch(url=short))

    def too_long(url: str) -> bool:
        return len(url) > 60_000

    page.route(too_long, serve)
    try:
        open_widget(page, site_url, name, query)
    finally:
        page.unroute(too_long, serve)


@pytest.mark.parametrize("name", [*LINKED, "home_game"])
def test_bad_links_are_refused_naming_the_parameter_as_text_and_the_widget_still_works(
    page: Page, site_url: str, name: str
) -> None:
    widget = page.locator(selector(name))
    bad = OWN[name] + (hostile("seed") if name in LINKED else [])
    for number, (query, message) in enumerate(bad):
        # Each link is opened as a reader's click on it: Material replaces the page only for another path, so
        # every other link goes to the same page by its file's own name (a detour by another page would double it).
        open_served(page, site_url, name, f"index.html{query}" if number % 2 else query)
        expect_named_as_text(page, widget, message)
        # One function shows every link's refusal, in the same words around Python's.
        expect(widget.locator(".bac-error")).to_contain_text("could not be")
    WORKS[name](page)
    expect(widget.locator(".bac-error")).to_be_hidden()
