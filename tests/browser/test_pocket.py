"""The pocket dealer in a real browser: the contract after every tapped card, undo and a new coup,
a refused card named, big keys, the first tap answered before Python, and a whole coup on one phone screen."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page, Route, expect

from baccarat.pocket import chances, position
from baccarat.render.pocket import chances_text

from .guard import Guard, guarded
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
    widget.locator('[data-action="undo"]').click()
    expect_position(widget, "2 3 2 K 3", 8)
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


#: What a reader at a table needs at once, each whole on screen below the sticky header: the felt, the
#: chances, the 13 rank keys and Undo (named by what they are, for the message).
OFF_SCREEN = """(widget) => {
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
  const parts = [widget.querySelector('.bac-table'), widget.querySelector('.bac-pocket-chances'),
                 ...widget.querySelectorAll('[data-rank]'), widget.querySelector('[data-action=undo]')];
  return parts.filter((part) => {
    const box = part.getBoundingClientRect();
    return !(box.height > 0 && box.top >= header - 1 && box.bottom <= innerHeight + 1);
  }).map((part) => `${part.dataset.rank ?? part.dataset.action ?? part.className}: ${part.getBoundingClientRect().y}`);
}"""


@pytest.fixture()
def phone_in_hand(browser: Browser, guard: Guard) -> Iterator[BrowserContext]:
    """A 375 x 812 touch screen, as a reader holds one at a table."""
    yield from guarded(browser, guard, viewport={"width": 375, "height": 812}, is_mobile=True, has_touch=True)


def test_a_phone_shows_the_felt_the_keys_undo_and_the_chances_for_a_whole_coup(
    phone_in_hand: BrowserContext, site_url: str
) -> None:
    page = phone_in_hand.new_page()
    page.goto(f"{site_url}pocket/")
    widget = page.locator(selector("pocket"))
    expect(widget).to_have_attribute("data-state", "ready")
    widget.locator(".bac-table").evaluate("felt => felt.scrollIntoView({block: 'start'})")  # the reader comes to it
    assert widget.evaluate(OFF_SCREEN) == []
    dealt: list[str] = []
    for rank in ["2", "3", "2", "K", "3", "Q"]:  # six cards: the dealer's words at their longest
        tap(widget, rank)
        dealt.append(rank)
        expect_position(widget, " ".join(dealt), 8)
        assert widget.evaluate(OFF_SCREEN) == [], f"after {' '.join(dealt)}"
    expect(widget.locator(".bac-pocket-chances")).to_contain_text("The result, now that the coup is over")
