"""The pocket dealer in a real browser: the contract after every tapped card, undo and a new coup,
a refused card named, big keys, the first tap answered before Python, and a whole coup on one phone screen."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page, Route, expect

from baccarat import resolve
from baccarat.i18n import words
from baccarat.pocket import chances, position
from baccarat.render.coup import winner_and_score
from baccarat.render.pocket import chances_text, fraction_text

from .guard import Guard, guarded
from .kept_tab import reach_for
from .test_accessibility import MATERIAL_STARTED, summary, violations
from .widgets import open_widget, selector

pytestmark = pytest.mark.browser


def expect_position(widget: Locator, cards: str, decks: int) -> None:
    """The root's contract and the words on screen are the package's own for these cards."""
    now = position(cards)
    expect(widget).to_have_attribute("data-cards", cards)
    expect(widget).to_have_attribute("data-decks", str(decks))
    expect(widget).to_have_attribute("data-next", now.next)
    expect(widget).to_have_attribute("data-chances", chances_text(chances(cards, decks)))
    expect(widget.locator(".bac-pocket-says")).to_have_text(now.says)


def tap(widget: Locator, ranks: str) -> None:
    for rank in ranks.split():
        widget.locator(f'button[data-rank="{rank}"]').click()


@pytest.mark.warm
def test_tapping_a_coup_card_by_card(page: Page, site_url: str) -> None:
    widget = open_widget(page, site_url, "pocket")
    expect_position(widget, "", 8)
    dealt: list[str] = []
    for rank in ["2", "3", "2", "K", "3", "Q"]:  # Player draws on 4; the Banker's 3 draws against a 3
        tap(widget, rank)
        dealt.append(rank)
        expect_position(widget, " ".join(dealt), 8)
        expect(widget.locator(".bac-table")).to_be_in_viewport()
    expect(widget.locator('button[data-rank="A"]')).to_be_disabled()  # the coup is over
    expect(widget.get_by_role("table")).to_contain_text("The result, now that the coup is over")
    # Issue 59 (EN reader, problem 8): the status line says the coup is over and what to do (it kept "Ready: tap
    # each card…"), and one heading says it is over: the felt's line says who won.
    result = winner_and_score(resolve("2 3 2 K 3 Q"), words("en"))
    expect(widget.locator(".bac-status")).to_have_text(f"Coup over: {result}. Tap New coup for the next one.")
    expect(widget.locator(".bac-pocket-next")).to_have_text(result)
    expect(widget.get_by_text(re.compile("coup is over", re.I))).to_have_count(1)
    widget.locator('[data-action="undo"]').click()
    expect_position(widget, "2 3 2 K 3", 8)
    # Mid-coup the status line says what is happening, not a stale "Ready…" (issue 59).
    expect(widget.locator(".bac-status")).to_have_text("Cards turned so far: 5.")
    widget.locator("select[name=decks]").select_option("1")
    expect_position(widget, "2 3 2 K 3", 1)
    widget.locator('[data-action="new"]').click()
    expect_position(widget, "", 1)
    expect(widget.locator('[data-action="undo"]')).to_be_disabled()
    # A card the shoe cannot hold: named, and the felt keeps the cards it had.
    tap(widget, "A A A A A")
    expect(widget.locator(".bac-error")).to_have_text("Cannot remove 5 cards of rank A: a 1-deck shoe holds only 4.")
    expect_position(widget, "A A A A", 1)
    for key in widget.locator("button[data-rank]").all():
        box = key.bounding_box()
        assert box and box["height"] >= 44 and box["width"] >= 44


def test_the_first_tap_before_python(page: Page, site_url: str) -> None:
    held: list[Route] = []
    page.route("**/pyodide/**", lambda route: held.append(route))
    page.route("**/wheels/**", lambda route: held.append(route))
    page.goto(f"{site_url}pocket/")
    widget = page.locator(selector("pocket"))
    tap(widget, "7")
    expect_position(widget, "7", 8)
    widget.locator('[data-action="new"]').click()
    expect_position(widget, "", 8)
    expect(widget).to_have_attribute("data-state", "loading")  # Python is still on its way
    tap(widget, "7 9")  # the second card is Python's to work out: the widget says it is getting ready
    expect(widget.locator(".bac-status")).to_contain_text("Getting Python ready")


#: What a reader at a table needs after every tap, each whole on screen below the sticky header: the last row of
#: keys (K, Undo) and the dealer's words, and where the screen has room (``all``) the felt, the chances and every key.
OFF_SCREEN = """(widget, all) => {
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
  const always = [widget.querySelector('[data-rank=K]'), widget.querySelector('[data-action=undo]'),
                  widget.querySelector('.bac-pocket-next'), widget.querySelector('.bac-pocket-says')];
  const room = [widget.querySelector('.bac-table'), widget.querySelector('.bac-pocket-chances'),
                ...widget.querySelectorAll('[data-rank]')];
  return [...always, ...(all ? room : [])].filter((part) => {
    const box = part.getBoundingClientRect();
    return !(box.height > 0 && box.top >= header - 1 && box.bottom <= innerHeight + 1);
  }).map((part) => `${part.dataset.rank ?? part.dataset.action ?? part.className}: ${part.getBoundingClientRect().y}`);
}"""

#: Every figure in the chances' row, as the reader reads it.
SHOWN = "(widget) => [...widget.querySelectorAll('.bac-pocket-chances td')].map((cell) => cell.textContent)"


@pytest.fixture()
def phone_in_hand(browser: Browser, guard: Guard) -> Iterator[BrowserContext]:
    """A 320 x 568 touch screen, the smallest a reader holds at a table (resized in the test to larger ones)."""
    yield from guarded(browser, guard, viewport={"width": 320, "height": 568}, is_mobile=True, has_touch=True)


def test_on_any_screen_the_keys_and_the_dealer_s_words_stay_in_view_light_and_dark(
    phone_in_hand: BrowserContext, site_url: str
) -> None:
    """Six taps (the dealer's words at their longest) on each screen, from the top of the page: K, Undo and the
    words on screen after every tap, everything on a tall enough one; two decimals, the exact fraction on demand
    (the package's own), and nothing axe finds, in the light scheme and in the dark."""
    page = phone_in_hand.new_page()
    page.goto(f"{site_url}pocket/")
    widget = page.locator(selector("pocket"))
    expect(widget).to_have_attribute("data-state", "ready")
    reach_for(page, MATERIAL_STARTED)
    screens = [
        (320, 568, "light", False),
        (375, 667, "dark", False),
        (375, 812, "dark", True),
        (1280, 800, "light", True),
    ]
    for width, height, scheme, everything in screens:
        page.set_viewport_size({"width": width, "height": height})
        if (page.evaluate("document.body.dataset.mdColorScheme") == "slate") != (scheme == "dark"):
            page.locator("label[for^=__palette]:visible").click()  # the reader's toggle
            expect(page.locator("body")).to_have_attribute(
                "data-md-color-scheme", "slate" if scheme == "dark" else "default"
            )
        widget.locator('[data-action="new"]').click()
        expect_position(widget, "", 8)
        page.evaluate("scrollTo(0, 0)")  # the reader starts at the page's top
        dealt: list[str] = []
        for rank in ["2", "3", "2", "K", "3", "Q"]:  # Player draws on 4; the Banker's 3 draws against a 3
            tap(widget, rank)
            dealt.append(rank)
            expect_position(widget, " ".join(dealt), 8)
            off = widget.evaluate(OFF_SCREEN, everything)
            assert off == [], f"{width} x {height} after {' '.join(dealt)}: {off}"
            shown = widget.evaluate(SHOWN)
            assert shown == [f"{float(share) * 100:.2f}%" for share in chances(" ".join(dealt), 8)], shown
            # "Cards turned so far: n." keeps no empty line under it (its room for the two-line start words goes).
            lines = widget.locator(".bac-status").evaluate(
                "(s) => s.getBoundingClientRect().height / parseFloat(getComputedStyle(s).lineHeight)"
            )
            assert len(dealt) == 6 or lines < 1.5, f"{width} x {height} after {' '.join(dealt)}: {lines} lines"
        found = violations(page)
        assert found == [], f"{width} x {height}, {scheme}: " + summary(found)

    # The exact fractions, on demand, are the package's own; they stay open as the reader taps on.
    widget.locator("[data-action=undo]").click()
    widget.locator("[data-action=undo]").click()
    expect_position(widget, "2 3 2 K", 8)
    exact = widget.locator(".bac-pocket-exact")
    expect(exact.locator("li").first).to_be_hidden()
    exact.locator("summary").click()
    for cards in ("2 3 2 K", "2 3 2 K 3"):
        expect(exact.locator("li")).to_have_text(
            [f"{name}: exactly {fraction_text(share)}"
             for name, share in zip(("Player wins", "Banker wins", "Tie"), chances(cards, 8), strict=True)]
        )  # fmt: skip
        expect(exact.locator("li").first).to_be_visible()
        if cards == "2 3 2 K":
            tap(widget, "3")
            expect_position(widget, "2 3 2 K 3", 8)
    expect(exact.locator("li").first).to_contain_text("105/137")  # the Player's 7 against a Banker's 3 to draw
