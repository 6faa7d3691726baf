"""The payout calculator in a real browser: permalinks, every table, bad stakes, keyboard, and links to the dealer."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from baccarat import Shoe, resolve_hands
from baccarat.payouts import PAY_TABLES, parse_stakes, pay_table, settle_slip

from .kept_tab import visit
from .test_accessibility import summary, violations
from .widgets import expect_named_as_text, open_widget, selector

pytestmark = pytest.mark.browser

PAYOUT = selector("payouts")


def nets(page: Page) -> dict[str, str]:
    rows = page.locator(f"{PAYOUT} tr[data-bet]")
    return {row.get_attribute("data-bet") or "": row.get_attribute("data-net") or "" for row in rows.all()}


def expected_nets(table: str, player: str, banker: str, stakes: str) -> dict[str, str]:
    rows, _ = settle_slip(parse_stakes(stakes), resolve_hands(player=player, banker=banker), table=pay_table(table))
    return {row.bet.value: f"{row.net:.2f}" for row in rows}


def test_before_python_the_opening_slip_is_settled(page: Page, site_url: str) -> None:
    page.route("**/pyodide/**", lambda route: route.abort())  # Python never starts
    page.goto(f"{site_url}payouts/")
    assert nets(page) == {"banker": "12.50", "tie": "-5.00", "player-pair": "-5.00"}  # a Banker 6 pays half
    expect(page.locator(f"{PAYOUT} tr[data-total]")).to_have_attribute("data-total", "2.50")


@pytest.mark.warm
def test_the_issue_permalink_settles_every_bet(page: Page, site_url: str) -> None:
    query = "?table=no-commission&player=K,6&banker=5,K,2&stakes=banker:25,tie:5,player-pair:5"
    open_widget(page, site_url, "payouts", query)
    expect(page.locator(f"{PAYOUT} tr[data-bet]")).to_have_count(3)
    assert nets(page) == expected_nets("no-commission", "K 6", "5 K 2", "banker:25,tie:5,player-pair:5")
    assert nets(page)["banker"] == "25.00"  # a Banker 7 on three cards: even money, no commission
    expect(page.locator(f"{PAYOUT} tr[data-bet=banker]")).to_contain_text("pays 1 to 1, no commission")
    expect(page).to_have_url(re.compile(re.escape(f"/payouts/{query}") + "$"))
    dealer = page.locator(f"{PAYOUT} a.bac-open")
    expect(dealer).to_have_text("Open in the dealer")
    dealer.click()
    expect(page.locator('[data-widget="deal"] .bac-coup')).to_have_attribute("data-cards", "K 5 6 K 2")


@pytest.mark.warm
def test_every_table_settles_as_the_package_does(page: Page, site_url: str) -> None:
    stakes = "player:10,banker:10.50,tie:2,dragon-7:1,dragon-bonus-banker:3"
    open_widget(
        page, site_url, "payouts", f"?table=standard&player=2,3,K&banker=2,K,5&stakes={stakes}"
    )  # a Banker three-card 7
    coup = resolve_hands(player="2 3 K", banker="2 K 5")
    for table in PAY_TABLES:  # one page, the table chosen in the form
        page.select_option(f"{PAYOUT} select[name=table]", table)
        page.click(f"{PAYOUT} button[type=submit]")
        expect(page).to_have_url(re.compile(f"table={table}&"))
        expect(page.locator(f"{PAYOUT} tr[data-bet]")).to_have_count(5)
        assert nets(page) == expected_nets(table, "2 3 K", "2 K 5", stakes)
        _, total = settle_slip(parse_stakes(stakes), coup, table=pay_table(table))
        expect(page.locator(f"{PAYOUT} tr[data-total]")).to_have_attribute("data-total", f"{total:.2f}")


def test_deal_one_from_a_seeded_shoe_and_its_link(page: Page, site_url: str) -> None:
    open_widget(page, site_url, "payouts")
    widget = page.locator(PAYOUT)
    widget.locator("input[name=seed]").fill("42")
    widget.locator("[data-action=deal-one]").click()
    expect(page).to_have_url(re.compile(r"seed=42&decks=8&hand=1&stakes="))
    widget.locator("[data-action=deal-one]").click()
    expect(page).to_have_url(re.compile(r"seed=42&decks=8&hand=2&stakes="))
    shoe = Shoe(8, seed=42)
    coup = shoe.deal_many(2)[-1]
    expect(widget.locator("input[name=cards]")).to_have_value(" ".join(card.token for card in coup.cards))
    expect(widget.locator(".bac-coup")).to_have_attribute("data-outcome", coup.outcome.value)
    # The link replays the same hand in a fresh page.
    page.goto(page.url)
    expect(widget).to_have_attribute("data-state", "ready")
    expect(widget.locator(".bac-coup")).to_have_attribute("data-cards", " ".join(card.token for card in coup.cards))


@pytest.mark.warm
def test_the_dealer_opens_the_same_coup_in_the_calculator(page: Page, site_url: str) -> None:
    visit(page, f"{site_url}deal/?player=2,2,8&banker=3,K")
    deal = page.locator('[data-widget="deal"]')
    expect(deal).to_have_attribute("data-state", "ready")
    expect(page).to_have_url(re.compile(r"banker=3,K$"))
    deal.get_by_role("link", name="Open in the payout calculator").click()
    expect(page.locator(PAYOUT)).to_have_attribute("data-state", "ready")
    expect(page.locator(f"{PAYOUT} .bac-coup")).to_have_attribute("data-cards", "2 3 2 K 8")
    assert nets(page) == expected_nets("no-commission", "2 2 8", "3 K", "banker:25,tie:5,player-pair:5")


@pytest.mark.warm
@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("?stakes=banker:-5", "stakes: the banker stake must be an amount"),
        ("?stakes=tie:1e9999", "not '1e9999'"),
        ("?stakes=banker:NaN", "not 'NaN'"),
        ("?stakes=banana:5", "unknown bet 'banana'"),
        ("?table=vegas", "table: unknown pay table 'vegas'"),
        ("?stakes=%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%22%3E", "stakes are written bet:amount"),
        ("?player=K,6", "a link with cards needs both player and banker"),
        ("?seed=-1", "seed must be a whole number"),
    ],
)
def test_bad_links_are_named_as_text_and_the_calculator_still_works(
    page: Page, site_url: str, query: str, message: str
) -> None:
    open_widget(page, site_url, "payouts", query)
    error = page.locator(f"{PAYOUT} .bac-error")
    expect_named_as_text(page, page.locator(PAYOUT), message)
    page.locator(f"{PAYOUT} button[type=submit]").click()  # the opening slip settles
    expect(error).to_be_hidden()
    expect(page.locator(f"{PAYOUT} tr[data-total]")).to_have_attribute("data-total", "2.50")


@pytest.mark.warm
def test_bad_stakes_typed_are_named(page: Page, site_url: str) -> None:
    open_widget(page, site_url, "payouts")
    widget = page.locator(PAYOUT)
    for stake, message in [("-5", "The tie stake must be an amount"), ("0", "The tie stake must be more than 0"),
                           ("5.555", "at most two decimals"), ("five", "not 'five'")]:  # fmt: skip
        widget.locator("input[name=stake-tie]").fill(stake)
        widget.locator("button[type=submit]").click()
        expect(widget.locator(".bac-error")).to_contain_text(message)
        expect(widget.locator("input[name=stake-tie]")).to_have_value(stake)  # never silently changed


@pytest.mark.warm
def test_keyboard_only_and_accessibility(page: Page, site_url: str) -> None:
    open_widget(page, site_url, "payouts")
    widget = page.locator(PAYOUT)
    widget.locator("select[name=table]").focus()
    page.keyboard.press("Home")  # the first table: standard
    page.keyboard.press("Tab")
    page.keyboard.type("10")  # the Player stake
    page.keyboard.press("Tab")
    page.keyboard.press("Control+a")
    page.keyboard.type("20")  # the Banker stake
    widget.locator("input[name=cards]").focus()
    page.keyboard.press("Control+a")
    page.keyboard.type("2 3 2 K 8")
    page.keyboard.press("Enter")
    expect(widget.locator("tr[data-bet=banker]")).to_have_attribute("data-net", "19.00")
    expect(widget.locator("tr[data-bet=banker]")).to_contain_text("less 5% commission")
    assert nets(page) == {"player": "-10.00", "banker": "19.00", "tie": "-5.00", "player-pair": "55.00"}
    found = violations(page)
    assert found == [], summary(found)


@pytest.mark.warm
@pytest.mark.parametrize("width", [1280, 375])
def test_nothing_overflows_but_the_slip_scrolls_in_its_own_region(page: Page, site_url: str, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 900})
    open_widget(page, site_url, "payouts", "?table=no-commission-tie-9&player=K,6&banker=5,K,2&stakes=banker:25,tie:5")
    expect(page.locator(f"{PAYOUT} tr[data-bet]")).to_have_count(2)
    found = page.evaluate(
        """() => {
          const width = document.documentElement.clientWidth;
          return [...document.querySelectorAll('[data-widget="payout"] *')]
            .filter((node) => !node.closest(".bac-slip") && node.getClientRects().length)
            .filter((node) => node.getBoundingClientRect().right > width + 0.5)
            .map((node) => `${node.tagName}.${node.className}`);
        }"""
    )
    assert found == []
    assert page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth") == 0
    page.screenshot(path=f"/tmp/payouts-{width}.png", full_page=True)  # for a person to look at
