"""The payout calculator in a real browser: permalinks, every table, bad stakes, keyboard, and links to the dealer."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from baccarat import Shoe, resolve_hands
from baccarat.payouts import PAY_TABLES, parse_stakes, pay_table, ratio, settle_slip

from .guard import Guard, guarded
from .kept_tab import COUNT_DOCUMENTS, reach_for, visit
from .test_accessibility import summary, violations
from .widgets import open_widget, selector

pytestmark = pytest.mark.browser

PAYOUT = selector("payouts")


def nets(page: Page) -> dict[str, str]:
    rows = page.locator(f"{PAYOUT} tr[data-bet]")
    return {row.get_attribute("data-bet") or "": row.get_attribute("data-net") or "" for row in rows.all()}


def expected_nets(table: str, player: str, banker: str, stakes: str) -> dict[str, str]:
    rows, _ = settle_slip(parse_stakes(stakes), resolve_hands(player=player, banker=banker), table=pay_table(table))
    return {row.bet.value: f"{row.net:.2f}" for row in rows}


def spots(page: Page) -> dict[str, str]:
    """Each spot with chips on it, and its stake."""
    found = page.locator(f"{PAYOUT} [data-spot]").all()
    return {spot.get_attribute("data-spot") or "": spot.get_attribute("data-stake") or "" for spot in found}


def staked(page: Page) -> dict[str, str]:
    return {bet: stake for bet, stake in spots(page).items() if stake != "0.00"}


def open_coup_form(page: Page) -> None:
    """Open "Type the coup you saw, or choose the shoe" (it starts closed, under the layout)."""
    details = page.locator(f"{PAYOUT} details.bac-payout-coup")
    if details.get_attribute("open") is None:
        details.locator("summary").click()


#: Each choice of the Table menu whose text is wider than the menu shows it (cut off: "Standard (5% commission…").
CUT_CHOICES = """(select) => {
  const style = getComputedStyle(select);
  const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const probe = document.createElement("span");
  probe.style.cssText = `font: ${style.font}; white-space: pre; position: absolute; visibility: hidden`;
  document.body.append(probe);
  const cut = [...select.options].filter((option) => {
    probe.textContent = option.text;
    return probe.getBoundingClientRect().width > room + 0.5;
  }).map((option) => option.text);
  probe.remove();
  return cut;
}"""


def test_before_python_the_table_is_empty_and_says_how_to_bet(page: Page, site_url: str) -> None:
    """Issue 59 (EN reader, problem 7): the table opened with someone's bets on it and a settled slip. It opens
    empty, saying how to bet, with no Python needed; and the Table menu shows each table whole on a 320 px phone."""
    page.route("**/pyodide/**", lambda route: route.abort())  # Python never starts
    page.goto(f"{site_url}payouts/")
    widget = page.locator(PAYOUT)
    assert staked(page) == {}
    expect(widget.locator(".bac-on-table")).to_have_text("No bets yet: pick a chip, tap a bet, then Deal.")
    expect(widget.locator(".bac-payout")).to_have_count(0)  # no slip the reader did not bet
    expect(widget.locator("select[name=table]")).to_have_value("standard")
    expect(widget.locator("[data-spot=tie] .bac-spot-pays")).to_have_text("pays 8 to 1")
    expect(widget.locator("[data-spot=banker] .bac-spot-pays")).to_have_text("pays 0.95 to 1")  # the commission
    for width in (320, 375):
        page.set_viewport_size({"width": width, "height": 700})
        table = widget.locator("select[name=table]")
        assert table.evaluate(CUT_CHOICES) == [], width
        box = table.bounding_box()
        assert box is not None and box["x"] + box["width"] <= width, (width, box)


#: Every tick box's and radio's label on the page (those in folded blocks opened), as wide and high as it is drawn.
CHOICE_LABELS = """() => {
  for (const fold of document.querySelectorAll(".bac-widget details")) fold.open = true;
  return [...document.querySelectorAll(".bac-widget label")]
    .filter((label) => label.querySelector("input[type=radio], input[type=checkbox]") && label.getClientRects().length)
    .map((label) => { const box = label.getBoundingClientRect();
      return [label.textContent.trim().slice(0, 30), Math.round(box.width), Math.round(box.height)]; });
}"""


def test_every_radio_and_tick_box_is_a_44_px_target_through_its_label_on_a_phone(
    browser: Browser, guard: Guard, site_url: str
) -> None:
    """Issue 59, item 4: a radio or a tick box is 24 px; on a touch screen its whole label is the target, at least
    44 px each way, on every page whose widgets have them (the payout table's way of typing the coup, the dealer's
    modes, the Drill's rows, the home game's calls), at 320 px."""
    # One 320 px touch screen, its guard checked as it closes.
    for phone in guarded(browser, guard, viewport={"width": 320, "height": 640}, is_mobile=True, has_touch=True):
        page = phone.new_page()
        page.goto(f"{site_url}payouts/")
        expect(page.locator(PAYOUT)).to_have_attribute("data-state", "ready")
        reach_for(page)  # the next pages open as a reader's link does, on the Python running
        page.evaluate(COUNT_DOCUMENTS)
        seen = 0
        for path in ("payouts/", "deal/", "drill/", "home-game/"):
            if path != "payouts/":
                visit(page, f"{site_url}{path}")
            expect(page.locator(".bac-widget[data-state=ready]").first).to_be_attached()
            labels = page.evaluate(CHOICE_LABELS)
            seen += len(labels)
            assert [label for label in labels if label[1] < 44 or label[2] < 44] == [], path
        assert seen >= 10  # the radios and tick boxes were there to measure


@pytest.mark.warm
def test_chips_onto_spots_settle_to_the_cent_and_undo_clear_rebet(page: Page, site_url: str) -> None:
    widget = open_widget(page, site_url, "payouts")
    assert staked(page) == {}  # the table opens empty

    # Undo, Clear and Rebet look pressable only once they have something to act on (aria-disabled, still focusable).
    def useful() -> list[str | None]:
        return [widget.locator(f"[data-action={a}]").get_attribute("aria-disabled") for a in ("undo", "clear", "rebet")]

    assert useful() == ["true", "true", "true"]
    assert widget.locator("[data-action=undo]").evaluate("(b) => getComputedStyle(b).opacity") == "0.45"
    widget.locator("[data-chip='25']").click()
    expect(widget.locator("[data-chip='25']")).to_have_attribute("aria-pressed", "true")
    widget.locator("[data-spot=banker]").click()
    widget.locator("[data-chip='1']").click()
    for _ in range(3):
        widget.locator("[data-spot=tie]").click()
    widget.locator("[data-spot=banker]").click()
    expect(widget.locator("[data-spot=banker]")).to_have_attribute("data-stake", "26.00")
    expect(widget.locator("[data-spot=banker] .bac-amount")).to_have_text("26.00")
    assert useful() == ["false", "false", "true"]  # no slip settled yet: nothing to bet again
    widget.locator("[data-action=undo]").click()  # the Banker's last chip of 1
    expect(widget.locator("[data-spot=banker]")).to_have_attribute("data-stake", "25.00")
    expect(widget.locator(".bac-on-table")).to_have_text("On the table: 28.00")
    widget.locator(".bac-more-bets > summary").click()
    widget.locator("[data-spot=dragon-7]").click()
    open_coup_form(page)
    widget.locator("input[name=cards]").fill("2 3 2 K 8")
    widget.get_by_role("button", name="Settle this coup").click()
    expect(widget.locator("tr[data-bet=dragon-7]")).to_have_count(1)
    assert nets(page) == expected_nets("standard", "2 2 8", "3 K", "banker:25,tie:3,dragon-7:1")
    assert nets(page)["banker"] == "23.75"  # to the cent: 25 less 5% of 25
    expect(page).to_have_url(re.compile(r"stakes=banker:25,tie:3,dragon-7:1$"))
    expect(widget.locator("tfoot")).to_contain_text("1 bet won, 2 bets lost")  # said as a value reads
    assert useful() == ["true", "false", "true"]  # settled: no chip to take back; the same bets are on
    widget.locator("[data-action=clear]").click()
    expect(widget.locator(".bac-on-table")).to_have_text("No bets yet: pick a chip, tap a bet, then Deal.")
    assert useful() == ["true", "true", "false"]
    widget.locator("[data-action=rebet]").click()
    assert staked(page) == {"banker": "25.00", "tie": "3.00", "dragon-7": "1.00"}


@pytest.mark.warm
def test_a_refused_slip_clears_the_old_one(page: Page, site_url: str) -> None:
    widget = open_widget(page, site_url, "payouts")
    widget.locator("[data-spot=banker]").click()  # a chip of 5
    widget.get_by_role("button", name="Deal", exact=True).click()
    expect(widget.locator(".bac-payout")).to_have_count(1)
    widget.locator("[data-action=clear]").click()
    widget.locator("[data-action=deal-one]").click()
    expect(widget.locator(".bac-error")).to_have_text("The slip is empty: put a stake on at least one bet.")
    expect(widget.locator(".bac-payout")).to_have_count(0)  # no old slip left standing as if it were the answer
    widget.locator("[data-action=rebet]").click()
    widget.locator(".bac-more-bets > summary").click()
    widget.locator("[data-spot=perfect-pair]").click()
    open_coup_form(page)
    widget.locator("input[name=cards]").fill("K 6 5 K K")  # no suits: a Perfect Pair cannot be settled
    widget.get_by_role("button", name="Settle this coup").click()
    expect(widget.locator(".bac-error")).to_contain_text("suit")
    expect(widget.locator(".bac-payout")).to_have_count(0)


@pytest.mark.warm
def test_the_issue_permalink_settles_every_bet(page: Page, site_url: str) -> None:
    query = "?table=no-commission&player=K,6&banker=5,K,2&stakes=banker:25,tie:5,player-pair:5"
    open_widget(page, site_url, "payouts", query)
    # The link's own slip, not the opening one (which has three bets too): its coup is the link's.
    expect(page.locator(f"{PAYOUT} .bac-payout .bac-coup")).to_have_attribute("data-cards", "K 5 6 K 2")
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
    assert staked(page) == {"player": "10.00", "banker": "10.50", "tie": "2.00", "dragon-7": "1.00",
                            "dragon-bonus-banker": "3.00"}  # fmt: skip
    expect(page.locator(f"{PAYOUT} .bac-more-bets")).to_have_attribute("open", "")  # its chips are on show
    open_coup_form(page)
    for table in PAY_TABLES:  # one page, the table chosen in one control
        page.select_option(f"{PAYOUT} select[name=table]", table)
        expect(page.locator(f"{PAYOUT} [data-spot=tie] .bac-spot-pays")).to_have_text(
            f"pays {ratio(pay_table(table).tie)}"
        )
        page.click(f"{PAYOUT} button[type=submit]")
        expect(page).to_have_url(re.compile(f"table={table}&"))
        expect(page.locator(f"{PAYOUT} tr[data-bet]")).to_have_count(5)
        assert nets(page) == expected_nets(table, "2 3 K", "2 K 5", stakes)
        _, total = settle_slip(parse_stakes(stakes), coup, table=pay_table(table))
        expect(page.locator(f"{PAYOUT} tr[data-total]")).to_have_attribute("data-total", f"{total:.2f}")


@pytest.mark.warm
def test_deal_one_from_a_seeded_shoe_and_its_link(page: Page, site_url: str) -> None:
    open_widget(page, site_url, "payouts")
    widget = page.locator(PAYOUT)
    widget.locator("[data-spot=player]").click()
    open_coup_form(page)
    widget.locator("input[name=seed]").fill("42")
    widget.locator("[data-action=deal-one]").click()
    expect(page).to_have_url(re.compile(r"seed=42&decks=8&hand=1&stakes="))
    widget.locator("[data-action=deal-one]").click()
    expect(page).to_have_url(re.compile(r"seed=42&decks=8&hand=2&stakes="))
    # The shoe's number is said as what it does (deals the same shoe again), beside Copy link: never bare.
    expect(widget.locator(".bac-status")).to_contain_text("Hand 2, ")
    expect(widget.locator(".bac-status")).to_contain_text("Seed 42 deals the same shoe again; Copy link shares")
    shoe = Shoe(8, seed=42)
    coup = shoe.deal_many(2)[-1]
    expect(widget.locator("input[name=cards]")).to_have_value(" ".join(card.token for card in coup.cards))
    expect(widget.locator(".bac-coup")).to_have_attribute("data-outcome", coup.outcome.value)
    # The link replays the same hand in a fresh mount of the widget, opened as a reader's click on it opens it.
    visit(page, page.url)
    expect(widget).to_have_attribute("data-state", "ready")
    expect(widget.locator(".bac-coup")).to_have_attribute("data-cards", " ".join(card.token for card in coup.cards))


@pytest.mark.warm
def test_the_dealer_opens_the_same_coup_in_the_calculator(page: Page, site_url: str) -> None:
    visit(page, f"{site_url}deal/?player=2,2,8&banker=3,K&mode=show")  # the whole coup: no question waits
    deal = page.locator('[data-widget="deal"]')
    expect(deal).to_have_attribute("data-state", "ready")
    expect(page).to_have_url(re.compile(r"player=2,2,8&banker=3,K(&|$)"))  # the dealer may add its way and step
    deal.get_by_role("link", name="Open in the payout calculator").click()
    expect(page.locator(PAYOUT)).to_have_attribute("data-state", "ready")
    expect(page.locator(f"{PAYOUT} .bac-coup")).to_have_attribute("data-cards", "2 3 2 K 8")
    # The table opens empty: a link with a coup and no slip settles the opening slip's bets on it, shown on the layout.
    assert nets(page) == expected_nets("standard", "2 2 8", "3 K", "banker:20,tie:5,player-pair:5")
    assert staked(page) == {"banker": "20.00", "tie": "5.00", "player-pair": "5.00"}


@pytest.mark.warm
def test_keyboard_only_and_accessibility(page: Page, site_url: str) -> None:
    widget = open_widget(page, site_url, "payouts")
    widget.locator("select[name=table]").focus()
    page.keyboard.press("Home")  # the first table: standard
    widget.locator("[data-action=clear]").focus()
    page.keyboard.press("Enter")
    widget.locator("[data-chip='25']").focus()
    page.keyboard.press("Enter")  # the chip in hand
    for _ in range(5):  # past the 100 and the 500, the Player and the Tie, to the Banker
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    page.keyboard.press("Space")  # two chips of 25
    expect(widget.locator("[data-spot=banker]")).to_have_attribute("data-stake", "50.00")
    expect(widget.locator(".bac-status")).to_have_text("Banker: 50.00 (a chip of 25.00 added).")
    widget.locator("details.bac-payout-coup > summary").focus()
    page.keyboard.press("Enter")
    widget.locator("input[name=cards]").focus()
    page.keyboard.press("Control+a")
    page.keyboard.type("2 3 2 K 8")
    page.keyboard.press("Enter")
    expect(widget.locator("tr[data-bet=banker]")).to_have_attribute("data-net", "47.50")
    expect(widget.locator("tr[data-bet=banker]")).to_contain_text("less 5% commission")
    assert nets(page) == {"banker": "47.50"}
    found = violations(page)
    assert found == [], summary(found)


@pytest.mark.warm
@pytest.mark.parametrize("width", [1280, 375])
def test_nothing_overflows_and_a_phone_shows_the_whole_slip(page: Page, site_url: str, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 900})
    open_widget(page, site_url, "payouts", "?table=no-commission-tie-9&player=K,6&banker=5,K,2&stakes=banker:25,tie:5")
    expect(page.locator(f"{PAYOUT} tr[data-bet]")).to_have_count(2)
    found = page.evaluate(
        """() => {
          const width = document.documentElement.clientWidth;
          return [...document.querySelectorAll('[data-widget="payouts"] *')]
            .filter((node) => node.getClientRects().length)
            .filter((node) => node.getBoundingClientRect().right > width + 0.5)
            .map((node) => `${node.tagName}.${node.className}`);
        }"""
    )
    assert found == []
    assert page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth") == 0
    slip = page.locator(f"{PAYOUT} .bac-slip")
    assert slip.evaluate("(node) => node.scrollWidth - node.clientWidth") == 0  # nothing of it to scroll to
    expect(slip.locator("tr[data-bet=tie] td[data-label=Why]")).to_be_in_viewport()


#: Each hand's cards on the felt: how far below its lowest card its place on the felt still runs, in px.
FELT_BAND = """(places) => places.map((place) => {
  const cards = [...place.querySelectorAll('.bac-card')];
  const bottom = Math.max(...cards.map((card) => card.getBoundingClientRect().bottom));
  return Math.round(place.getBoundingClientRect().bottom - bottom);
})"""


@pytest.mark.warm
def test_a_typed_coup_is_what_the_main_button_settles(page: Page, site_url: str) -> None:
    """Issue 59, items 2 and 3: with "Type the coup you saw" open and a coup typed in it, the big button says it
    settles that coup and does, leaving the reader's text as typed (it once dealt a random coup over it); once
    settled it deals again. The slip's reasons read without brackets in brackets. A coup of four cards leaves no empty
    band of felt under them, on a desktop or a phone (the felt kept room for third cards it never dealt)."""
    widget = open_widget(page, site_url, "payouts")
    deal, cards = widget.locator("[data-action=deal-one]"), widget.locator("input[name=cards]")
    for bet in ("banker", "tie"):
        widget.locator(f"[data-spot={bet}]").click()
    open_coup_form(page)
    expect(deal).to_have_attribute("data-does", "deal")  # nothing typed yet: it deals
    cards.fill("9h 5s Kd Kc")  # the Player's natural 9 against 5
    expect(deal).to_have_attribute("data-does", "settle")
    expect(deal).to_have_text("Settle the typed coup")
    deal.click()
    expect(widget.locator("tr[data-bet=tie]")).to_contain_text("No tie: Player wins, 9 to 5, with a natural. Loses.")
    for width in (1280, 375):  # two cards a hand: the felt as tall as its cards, no empty band under them
        page.set_viewport_size({"width": width, "height": 900})
        band = widget.locator(".bac-payout .bac-cards").evaluate_all(FELT_BAND)
        assert len(band) == 2 and max(band) <= 2, (width, band)
    expect(widget.locator(".bac-slip-headline")).to_have_text("You lose 10.00")  # the loss said once
    expect(widget.locator("tr[data-bet=banker]")).to_contain_text("Player wins, 9 to 5, with a natural. Loses.")
    expect(cards).to_have_value("9h 5s Kd Kc")  # as typed, and settled
    expect(deal).to_have_text("Deal")
    cards.fill("")  # a field emptied holds no coup: the button deals
    expect(deal).to_have_attribute("data-does", "deal")
    deal.click()
    expect(widget.locator("input[name=seed]")).not_to_have_value("")  # dealt from a shoe: its seed shown
    expect(cards).not_to_have_value("")  # and its cards
    widget.locator("details.bac-payout-coup > summary").click()  # closed: whatever it holds, the button deals
    cards.evaluate("input => { input.value = '2 3 2 K 8'; input.dispatchEvent(new Event('input')); }")
    expect(deal).to_have_attribute("data-does", "deal")
