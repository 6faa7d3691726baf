"""The dealer in a real browser: a card table useful before Python starts, at any width; dealing,
stepping, typed cards and links; bad input shown as text; and the page readable when Python fails."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any, Literal
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

from baccarat import Coup, Shoe, resolve, resolve_hands
from baccarat.lesson import questions
from baccarat.pocket import position
from baccarat.render.coup import verdict
from baccarat.render.deal import ASKED_TOPICS, OPENING_HAND, OPENING_SEEDS, banker_rules, rule_of
from tests.conftest import ROOT

from .guard import Guard, guarded, watch_page
from .host import CONTENT_SECURITY_POLICY
from .kept_tab import reach_for, visit
from .test_accessibility import AXE, RUN_AXE
from .widgets import expect_named_as_text, open_widget, selector

pytestmark = pytest.mark.browser

DEAL = selector("deal")


def open_deal(page: Page, site_url: str, query: str = "", *, enter_cards: bool = True) -> None:
    open_widget(page, site_url, "deal", query)
    # The typed-cards form sits in a disclosure, out of the way until asked for (a link with cards opens it).
    if enter_cards and not page.locator(f"{DEAL} .bac-enter-cards").evaluate("details => details.open"):
        page.click(f"{DEAL} .bac-enter-cards summary")


def steps_shown(page: Page) -> list[str]:
    return page.locator(f"{DEAL} ol.bac-steps > li:visible").all_inner_texts()


def all_steps(page: Page) -> list[str]:
    return [t.strip() for t in page.locator(f"{DEAL} ol.bac-steps > li").all_text_contents()]


def error_text(page: Page) -> str:
    return page.locator(f"{DEAL} .bac-error").inner_text()


def test_dealer_becomes_ready_its_download_bar_goes_and_it_deals_on(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}deal/")
    widget = page.locator(DEAL)
    expect(widget).to_have_attribute("data-state", "ready")
    expect(widget).to_have_attribute("aria-busy", "false")
    assert page.evaluate("window.__baccarat.workersStarted") == 1
    expect(widget).to_have_attribute("data-python", re.compile(r"^3\.14\."))  # Pyodide's Python, not ours
    # Where the reader is, in words for readers (no runtime jargon, and no "Ready" left over mid-coup).
    # The hand's number, and the shoe's seed only where it does something: under the felt, as what deals it again.
    expect(widget.locator(".bac-status")).to_have_text("Hand 1 of this shoe")
    # The count is the shoe's before this hand (405), never after it (399: the hand's six cards would say, at "Draw or
    # stand?", that both hands draw), the same at every step (reader hans9 #10).
    opening_info = (
        "Hand 1, dealt from the 405 cards left in this shoe of 8 decks. Seed 10 deals the same shoe again; Copy link "
        "shares this hand."
    )
    expect(widget.locator(".bac-shoe-info")).to_have_text(opening_info)
    expect(widget.locator("progress")).to_have_count(0)
    # It opens on its first call, and says why it stands at step 3: both hands are dealt and scored. Back goes one
    # step back, as "Step 3" says (the question folds away), and Next step brings the question back. While a
    # question is open the count has no total: how many steps the coup has would give its draws away.
    count, asked = widget.locator(".bac-step-count"), widget.locator(".bac-ask:not([hidden])")
    expect(count).to_have_text("Step 3")
    # N (Material's "next page") never throws the coup under way away: the key is kept from Material (a listener
    # after the dealer's never hears it), and the page and its question stay.
    page.evaluate("() => addEventListener('keydown', (e) => { window.__turned ||= e.key.toLowerCase() === 'n'; })")
    page.keyboard.press("n")
    page.keyboard.press("N")
    assert page.evaluate("() => window.__turned") is None  # no key reached it: the dealer's guard stopped both
    expect(asked).to_have_attribute("data-topic", "natural")
    assert page.evaluate("location.pathname").endswith("/deal/")
    expect(asked.locator(".bac-ask-lead")).to_have_text(
        "The dealer has dealt both hands and scored them: Player 0, Banker 6. Your first call:"
    )
    expect(asked.locator(".bac-ask-lead")).to_be_in_viewport()
    widget.locator("[data-action=back]").click()
    expect(count).to_have_text("Step 2")
    expect(asked).to_have_count(0)
    assert len(steps_shown(page)) == 2
    widget.locator("[data-action=back]").click()
    expect(count).to_have_text("Step 1")
    widget.locator("[data-action=forward]").click()
    widget.locator("[data-action=forward]").click()
    expect(count).to_have_text("Step 3")
    expect(asked).to_have_attribute("data-topic", "natural")
    expect(widget.locator(".bac-shoe-info")).to_have_text(opening_info)  # after Back and Next, as before them
    # Copy link is a quiet button, never underlined link text in a box (the hand's controls are quieter while a
    # question is on show: the same style, smaller).
    copy_style = """(b) => { const s = getComputedStyle(b);
      return [s.textDecorationLine, s.borderTopStyle, s.borderTopColor !== "rgba(0, 0, 0, 0)", s.fontWeight]; }"""
    assert widget.locator("[data-action=copy]").evaluate(copy_style) == ["none", "solid", True, "400"]
    # While the dealer asks, Next hand waits for the coup's questions (it would drop them): disabled, saying why,
    # on screen right under it (a pale button alone looked broken) and to screen readers.
    next_hand = widget.locator("[data-action=next-hand]")
    waits = "Next hand waits until this coup's questions are answered, or choose “Just show me”."
    expect(next_hand).to_have_attribute("aria-disabled", "true")
    expect(next_hand).to_have_accessible_description(waits)
    reason = widget.locator(".bac-hand-waits")
    expect(reason).to_have_text(waits)
    assert reason.evaluate(
        """(reason) => { const box = reason.getBoundingClientRect();
             const button = reason.parentElement.querySelector("[data-action=next-hand]").getBoundingClientRect();
             return box.top >= button.bottom - 1 && box.top - button.bottom < 24 && box.height > 0
               && parseFloat(getComputedStyle(reason).fontSize) >= 12; }"""
    )
    next_hand.dispatch_event("click")  # Playwright clicks no aria-disabled button; a reader can
    expect(widget.locator(".bac-status")).to_have_text(waits)
    expect(widget.locator(".bac-ask:not([hidden]) [data-answer]").first).to_be_focused()  # taken to the question
    expect(widget.locator(".bac-shoe-info")).to_contain_text("Hand 1, ")  # nothing dealt
    choose(page, "no")  # answered: the status says where the reader is again once they go on
    widget.locator(".bac-ask:not([hidden]) [data-ask-next]").click()
    expect(widget.locator(".bac-status")).to_have_text("Hand 1 of this shoe")
    expect(next_hand).to_have_attribute("aria-disabled", "true")  # still questions to come in this coup
    widget.get_by_label("Just show me").check()  # showing: nothing is asked, and Next hand deals on
    expect(next_hand).to_have_attribute("aria-disabled", "false")
    assert widget.locator("[data-action=copy]").evaluate(copy_style) == ["none", "solid", True, "400"]
    expect(widget.locator(".bac-hand-waits")).to_be_hidden()
    next_hand.click()  # continues shoe 10 from its first hand
    expect(widget.locator(".bac-shoe-info")).to_contain_text("Hand 2, ")
    expect(widget.locator(".bac-shoe-info")).to_contain_text("Seed 10 deals the same shoe again")
    expect(page).to_have_url(re.compile(r"/deal/\?seed=10&decks=8&hand=2&mode=show$"))


def test_in_chinese_the_status_follows_start_up_and_a_half_right_answer_says_which_half(
    page: Page, site_url: str
) -> None:
    """The reader answers the opening coup's first question before Python is ready (the page answers it); once it is,
    the status says where they are, never the start-up words left over (zh-Hans). A Banker's answer with one half
    wrong says which, in each script's own words, and the dealer's call has no colon inside a colon. The draw or
    stand is marked at once (✓/✗), then "Which rule decides?" is asked on its own, three short rules to choose."""
    for edition, status, banker, rule, said in (
        ("zh-hans", "这靴牌的第 1 局", "draw", "player-stood", "“补牌”答对了，但规则选错了。"),
        ("zh-hant", "這靴牌的第 1 局", "stand", "banker-6", "✗「停牌」答錯了；✓ 規則選對了。"),
    ):
        page.goto(f"{site_url}{edition}/deal/")
        widget = page.locator(DEAL)
        expect(widget.locator(".bac-coup.bac-live")).to_have_count(1)  # the dealer's script has woken its coup
        choose(page, "no")  # no natural, answered at once (before Python on a first visit)
        expect(widget).to_have_attribute("data-state", "ready")
        expect(widget.locator(".bac-status")).to_have_text(status)
        feedback = widget.locator(".bac-ask:not([hidden]) .bac-feedback")
        for answer in ("draw", banker):  # the Player draws, then the Banker (row 6, column 7: it draws)
            feedback.locator("[data-ask-next]").dispatch_event("click")
            choose(page, answer)
        ask = widget.locator(".bac-ask:not([hidden])")
        # The draw or stand is marked at once (the right one ✓, a wrong pick ✗), then the rule asked on its own.
        expect(ask.locator("[data-answer='draw'] .bac-answer-mark")).to_have_text(re.compile("^✓ "))
        expect(ask.locator("[data-answer='stand'] .bac-answer-mark")).to_have_count(0 if banker == "draw" else 1)
        expect(ask.locator(".bac-ask-why [data-answer]")).to_have_count(3)
        choose(page, rule)
        expect(feedback.locator(".bac-verdict")).to_have_text(said)
        told = feedback.locator("p").all_inner_texts()
        assert all(line.count("：") <= 1 for line in told), told


@pytest.mark.warm
def test_a_seeded_shoe_deals_what_cpython_deals(page: Page, site_url: str) -> None:
    open_deal(page, site_url)
    page.locator(DEAL).get_by_label("Just show me").check()  # asking, Next hand would wait for each coup's questions
    page.fill(f"{DEAL} input[name=seed]", "42")
    page.select_option(f"{DEAL} select[name=decks]", "6")
    page.click(f"{DEAL} button:has-text('New shoe')")
    shoe = Shoe(6, seed=42)
    for hand in range(1, 4):
        before = shoe.cards_left  # the count before the hand: the line never tells whether third cards came
        coup = shoe.deal()
        info = page.locator(f"{DEAL} .bac-shoe-info")
        expect(info).to_contain_text(f"Hand {hand}, dealt from the {before} cards left")
        assert all_steps(page) == [step.text for step in coup.steps]
        page.click(f"{DEAL} [data-action=next-hand]")
    expect(page).to_have_url(re.compile(r"/deal/\?seed=42&decks=6&hand=4&mode=show$"))


@pytest.mark.warm
def test_step_forward_back_and_show_all(page: Page, site_url: str) -> None:
    open_deal(page, site_url, "?player=2,2,8&banker=3,K&mode=show")
    coup = resolve_hands(player="2 2 8", banker="3 K")
    live = page.locator(f"{DEAL} [aria-live=polite]").last
    assert steps_shown(page) == [coup.steps[0].text]
    expect(page.locator(f"{DEAL} .bac-outcome")).to_be_hidden()
    page.click(f"{DEAL} [data-action=forward]")
    expect(live).to_have_text(f"Step 2 of 6: {coup.steps[1].text}")
    assert len(steps_shown(page)) == 2
    page.click(f"{DEAL} [data-action=back]")
    assert len(steps_shown(page)) == 1
    page.click(f"{DEAL} [data-action=all]")
    assert steps_shown(page) == [step.text for step in coup.steps]
    expect(page.locator(f"{DEAL} .bac-outcome")).to_have_text("Banker wins, 3 to 2")
    assert verdict(coup) == "Banker wins, 3 to 2"
    expect(page.locator(f"{DEAL} [data-action=forward]")).to_be_disabled()
    # From the keyboard, with a step button focused: the arrows, Home and End.
    count = page.locator(f"{DEAL} .bac-step-count")
    page.focus(f"{DEAL} [data-action=back]")
    page.keyboard.press("Home")
    expect(count).to_have_text("Step 1 of 6")
    page.focus(f"{DEAL} [data-action=forward]")
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowRight")
    expect(count).to_have_text("Step 3 of 6")
    page.keyboard.press("End")
    expect(count).to_have_text("Step 6 of 6")
    page.keyboard.press("Home")
    expect(count).to_have_text("Step 1 of 6")
    # The running scores: each hand's as it stands after the step, the Banker's called at step 2.
    widget = page.locator(DEAL)
    player, banker = (widget.locator(f".bac-hand[data-side={side}] .bac-score") for side in ("player", "banker"))
    expect(player).to_have_text("has 4")
    expect(banker).to_be_hidden()
    expect(widget.locator(".bac-card:visible")).to_have_count(4)  # all four first cards are dealt at once
    widget.locator("[data-action=forward]").click()
    expect(banker).to_have_text("has 3")
    widget.locator("[data-action=forward]").click()
    widget.locator("[data-action=forward]").click()
    expect(player).to_have_text("has 2")  # 2 + 2 + 8 = 12
    expect(widget.locator(".bac-card:visible")).to_have_count(5)
    expect(widget.locator(".bac-outcome")).to_be_hidden()


@pytest.mark.warm
def test_keyboard_only(page: Page, site_url: str) -> None:
    open_deal(page, site_url, enter_cards=False)
    page.focus(f"{DEAL} .bac-enter-cards summary")
    page.keyboard.press("Enter")  # opens "Enter your own cards"
    page.keyboard.press("Tab")
    page.keyboard.type("7 K")
    page.keyboard.press("Tab")
    page.keyboard.type("3 K")
    page.keyboard.press("Enter")  # submits the form
    # Player 7 stands; Banker 3 must draw, so the dealer says that the next card is the Banker's third:
    expect(page.locator(f"{DEAL} .bac-partial .bac-pocket-says")).to_contain_text("The next card is the Banker's third")
    page.focus(f"{DEAL} input[name=banker]")
    page.keyboard.press("End")
    page.keyboard.type(" 5")
    page.keyboard.press("Enter")
    expect(page.locator(f"{DEAL} .bac-error")).to_be_hidden()
    # The error clears when the form is sent; the new coup replaces the old one when Python answers.
    # A new reader is asked: the coup stops at its first decision, answered from the keyboard too.
    expect(page).to_have_url(re.compile(r"player=7,K&banker=3,K,5&mode=ask&step=2$"))
    expect(page.locator(f"{DEAL} [data-action=forward]")).to_be_hidden()  # the one way on is the question's
    page.focus(f"{DEAL} [data-action=back]")
    page.keyboard.press("ArrowRight")  # held: the question is asked first, and the dealer says so
    expect(page.locator(f"{DEAL} .bac-step-count")).to_have_text("Step 3")  # the decision asked (muteBar)
    expect(page.locator(f"{DEAL} .bac-ask:not([hidden]) .bac-prompt")).to_contain_text("either hand have a natural")
    waits = "Answer the question first, then the dealer goes on."
    expect(page.locator(f"{DEAL} .bac-ask-wait")).to_have_text(waits)
    expect(page.locator(f"{DEAL} .bac-ask-wait")).to_be_visible()
    expect(page.locator(f"{DEAL} .bac-status")).to_have_text(waits)
    expect(page.locator(f"{DEAL} .bac-ask:not([hidden]) [data-answer]").first).to_be_focused()  # taken to it
    page.focus(f"{DEAL} .bac-ask:not([hidden]) [data-answer=no]")
    page.keyboard.press("Enter")
    expect(page.locator(f"{DEAL} .bac-step-count")).to_have_text("Step 3")  # just answered: no total until the end
    expect(page.locator(f"{DEAL} .bac-ask-wait")).to_be_hidden()  # answered: the note goes
    expect(page.locator(f"{DEAL} .bac-status")).to_have_text("")  # no stale "Answer…": cards typed in, no shoe to say
    # On to the next decision, from right under the dealer's feedback.
    expect(page.locator(f"{DEAL} .bac-ask:not([hidden]) .bac-feedback [data-ask-next]")).to_be_focused()


def test_on_a_phone_the_banker_chart_heading_is_one_line_of_text(phone_tab: Page, site_url: str) -> None:
    """The heading of "This coup in the Banker chart" runs on into the cell's words: no column of their own."""
    widget = open_widget(phone_tab, site_url, "deal", "?player=2,2,8&banker=3,K&mode=show&step=6")
    summary = widget.locator("details.bac-coup-chart > summary")
    widget.locator("details.bac-coup-chart").evaluate("details => { details.open = true; }")  # open, as at its turn
    expect(summary).to_have_text("This coup in the Banker chart: Banker 3, Player's third card 8")
    assert summary.locator("span").evaluate("span => getComputedStyle(span).display") == "inline"


#: The worked coups of the rules pages (rules/calling-a-hand), each linked past its last step.
WORKED = [
    ("?player=2,2,8&banker=3,K", "2 2 8", "3 K"),  # the first worked coup (rules/calling-a-hand)
    ("?player=2,2,3&banker=4,K,5", "2 2 3", "4 K 5"),  # coup 2: Banker 4 draws against a 3
    ("?player=2,2,8&banker=4,K", "2 2 8", "4 K"),  # coup 3: Banker 4 stands against an 8
    ("?player=8,K&banker=9,K", "8 K", "9 K"),  # coup 4: naturals
    ("?player=7,K&banker=5,K,3", "7 K", "5 K 3"),  # coup 5: Player stands, Banker draws on 5
    ("?player=6,K&banker=K,K,2", "6 K", "K K 2"),  # coup 5: Banker draws on 0
]


@pytest.mark.warm
def test_links_open_the_rules_worked_coups_and_a_seeded_shoes_step(page: Page, site_url: str) -> None:
    """Each worked coup of the rules opens from its link (a step past its last is named, and all are shown); the
    first at its last step marks its chart cell; a shoe's link opens its hand at the step it names."""
    widget = page.locator(DEAL)
    for query, player, banker in WORKED:
        open_deal(page, site_url, query + "&step=20")
        coup = resolve_hands(player=player, banker=banker)
        outcome = {"player": "Player wins", "banker": "Banker wins", "tie": "Tie"}[coup.outcome.value]
        expect(widget.locator(".bac-outcome")).to_contain_text(outcome)
        assert all_steps(page) == [step.text for step in coup.steps]
        expect(widget.locator(".bac-error")).to_contain_text("asks for step 20, but this coup has")
        if coup.player.drew:
            expect(widget.locator("td.bac-here")).to_have_count(1)
    open_deal(page, site_url, "?player=2,2,8&banker=3,K&step=6")
    expect(widget.locator(".bac-outcome")).to_have_text("Banker wins, 3 to 2")
    expect(widget.locator("td.bac-here")).to_contain_text("S")
    expect(widget.locator(".bac-coup")).to_have_class(re.compile("bac-chart-reached"))
    open_deal(page, site_url, "?seed=42&decks=8&hand=2&mode=show&step=3")
    coup = Shoe(8, seed=42).deal_many(2)[-1]
    expect(widget.locator(".bac-step-count")).to_have_text(f"Step 3 of {len(coup.steps)}")
    assert steps_shown(page) == [step.text for step in coup.steps[:3]]
    assert all_steps(page) == [step.text for step in coup.steps]
    expect(widget.locator("input[name=seed]")).to_have_value("42")


@pytest.mark.warm
def test_copy_link_reproduces_the_view(page: Page, site_url: str) -> None:
    """The copied link, opened as a reader's click opens it, shows the view it was copied from."""
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    try:
        copy_link_reproduces_the_view(page, site_url)
    finally:  # the kept tab's next tests get the clipboard as a new tab has it
        page.context.clear_permissions()


def copy_link_reproduces_the_view(page: Page, site_url: str) -> None:
    open_deal(page, site_url)
    page.fill(f"{DEAL} input[name=cards]", "2 3 2 K 8")
    page.click(f"{DEAL} button:has-text('Explain')")
    expect(page.locator(f"{DEAL} .bac-coup")).to_have_attribute("data-cards", "2 3 2 K 8")
    page.click(f"{DEAL} .bac-ask:not([hidden]) [data-answer=no]")  # the dealer asks: no natural
    page.click(f"{DEAL} [data-action=copy]")
    link = f"{site_url}deal/?player=2,2,8&banker=3,K&mode=ask&step=3"
    expect(page.locator(f"{DEAL} input.bac-link")).to_have_value(link)
    visit(page, link)
    page.wait_for_selector(f"{DEAL}[data-state='ready']")
    expect(page.locator(f"{DEAL} .bac-step-count")).to_have_text("Step 4")  # the decision asked next
    expect(page.locator(f"{DEAL} .bac-ask:not([hidden]) .bac-prompt")).to_have_text(
        "Does the Player draw a third card?"
    )


HOSTILE = '<img src=x onerror="window.__pwned=1">'


#: Cards typed wrong, hostile or huge, and the message each gets (as text).
BAD_CARDS: list[tuple[dict[str, str], str]] = [
    ({"player": "2 Z", "banker": "3 K"}, "'Z' is not a card"),
    ({"player": "7 K 5", "banker": "6 K"}, "Player cannot have a third card (5)"),
    ({"cards": "2 3 2 K 8 9"}, "1 card left over"),
    ({"player": "", "banker": "3 K"}, "The Player hand is empty"),
    ({"player": HOSTILE, "banker": "3 K"}, "'<img' is not a card"),
    ({"player": "<b>K</b>", "banker": "3 K"}, "'<b>K</b>' is not a card"),
    ({"player": "K" * 10_000, "banker": "3 K"}, "Player is 10,000 characters long: give at most 2,000"),
]


@pytest.mark.warm
def test_bad_cards_show_a_message_as_text(page: Page, site_url: str) -> None:
    open_deal(page, site_url)
    for fields, message in BAD_CARDS:
        for name in ("player", "banker", "cards"):
            page.fill(f"{DEAL} input[name={name}]", fields.get(name, ""))
        page.click(f"{DEAL} button:has-text('Explain')")
        expect(page.locator(f"{DEAL} .bac-error")).to_contain_text(message)
        assert page.locator(f"{DEAL} .bac-error *").count() == 0  # text only, no markup
        assert page.locator(f"{DEAL} img").count() == 0
        assert page.evaluate("window.__pwned") is None
        expect(page.locator(DEAL)).to_have_attribute("data-state", "ready")  # still usable
        page.fill(f"{DEAL} input[name=player]", "")
        page.fill(f"{DEAL} input[name=banker]", "")
        page.fill(f"{DEAL} input[name=cards]", "9 8 K K")
        page.click(f"{DEAL} button:has-text('Explain')")
        expect(page.locator(f"{DEAL} .bac-error")).to_be_hidden()
        expect(page.locator(f"{DEAL} .bac-coup")).to_have_attribute("data-cards", "9 8 K K")


@pytest.mark.warm
def test_typed_cards_are_answered_where_the_reader_looks(page: Page, site_url: str) -> None:
    """A coup typed part way says what happens next; a whole coup is explained; either way its felt and
    words come into view (the form that asked is far below the felt), on a phone and at 1280 px."""
    open_deal(page, site_url)
    for width in (375, 1280):
        page.set_viewport_size({"width": width, "height": 812})
        typed_cards_come_into_view(page)


def typed_cards_come_into_view(page: Page) -> None:
    page.locator(f"{DEAL} input[name=cards]").scroll_into_view_if_needed()
    page.fill(f"{DEAL} input[name=cards]", "2 3 2 K")
    page.click(f"{DEAL} button:has-text('Explain')")
    partial = page.locator(f"{DEAL} .bac-partial")
    expect(partial.locator(".bac-pocket-says")).to_have_text(position("2 3 2 K").says)
    expect(partial.locator(".bac-table")).to_be_in_viewport()
    expect(page).to_have_url(re.compile(r"player=2,2&banker=3,K&mode=ask$"))
    page.locator(f"{DEAL} input[name=cards]").scroll_into_view_if_needed()
    page.fill(f"{DEAL} input[name=cards]", "2 3 2 K 8")
    page.click(f"{DEAL} button:has-text('Explain')")
    expect(page.locator(f"{DEAL} .bac-coup")).to_have_attribute("data-cards", "2 3 2 K 8")
    expect(page.locator(f"{DEAL} .bac-coup .bac-table")).to_be_in_viewport()
    expect(page.locator(f"{DEAL} .bac-coup ol.bac-steps > li").first).to_be_in_viewport()  # its first step


#: Where the felt and "Next step" are on screen, and what bounds the screen (the header's foot, the window's).
BOXES = """(selector) => {
  const widget = document.querySelector(selector);
  const box = (node) => {
    const r = node.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  };
  const shown = (query) => [...widget.querySelectorAll(query)].find((node) => node.getClientRects().length);
  const ask = shown(".bac-ask:not([hidden])");
  return {
    felt: box(widget.querySelector(".bac-coup .bac-table")),
    asks: box(widget.querySelector(".bac-asks")),
    // The question on show (its part the reader answers now), or the dealer's feedback and the button under it.
    question: ask && box(ask),
    feedback: ask && ask.querySelector(".bac-feedback:not([hidden])") && box(ask.querySelector(".bac-feedback")),
    verdict: ask && ask.querySelector(".bac-feedback:not([hidden])") && box(ask.querySelector(".bac-verdict")),
    goOn: ask && ask.querySelector("[data-ask-next]") && box(ask.querySelector("[data-ask-next]")),
    header: document.querySelector(".md-header").getBoundingClientRect().bottom,
    height: window.innerHeight,
  };
}"""


def boxes(page: Page) -> dict[str, Any]:
    found: dict[str, Any] = page.evaluate(BOXES, DEAL)
    return found


def expect_put(page: Page, before: dict[str, Any], *parts: str) -> None:
    """The felt is whole on screen, under the header, and it and the questions' place under it are where they
    were; each of ``parts`` (the question, the button that goes on) is whole on screen with it."""
    now = boxes(page)
    assert now["header"] - 1 <= now["felt"]["top"] and now["felt"]["bottom"] <= now["height"] + 1, now
    for part in ("felt", "asks"):
        assert abs(now[part]["top"] - before[part]["top"]) <= 2 and abs(now[part]["left"] - before[part]["left"]) <= 2
    for part in parts:
        assert now[part] is not None, (part, now)
        assert now["felt"]["bottom"] <= now[part]["top"] and now[part]["bottom"] <= now["height"] + 1, (part, now)


def choose(page: Page, value: str) -> None:
    """Tap an answer of the question on show, as a click the page gets (Playwright scrolls nothing for it)."""
    page.locator(f"{DEAL} .bac-ask:not([hidden]) .bac-answers:visible [data-answer='{value}']").last.dispatch_event(
        "click"
    )


#: The buttons on show whose words start so (one per action: never two "Next step ▶", nor two "Next hand").
SHOWN_BUTTONS = """([widget, words]) => [...widget.querySelectorAll("button")].filter((button) =>
  button.getClientRects().length && button.textContent.trim().startsWith(words)).length"""
#: A bar's control that moves the coup on (Next step, Show all): hidden while the dealer's question is on show.
BAR_END = ".bac-coup > .bac-stepper [data-action={}]"


#: How tall a felt's rows of cards are, in card widths: a card stands about 1.4 wide (the dealer's one row).
FELT_ROWS = """(felt) => Math.max(...[...felt.querySelectorAll(".bac-cards")].map((cards) => cards.offsetHeight))
  / felt.querySelector(".bac-card-svg").getBoundingClientRect().width"""


def shown_buttons(page: Page, words: str) -> int:
    found: int = page.locator(DEAL).evaluate(f"(widget) => ({SHOWN_BUTTONS})([widget, {json.dumps(words)}])")
    return found


def expect_one_way_on(page: Page, muted: bool) -> None:
    """The step bar's Next step and Show all are hidden while a question is on show, asked or answered: the one way
    on is in it (no faded twin that looks disabled); they are the bar's own again once none is."""
    for action in ("forward", "all"):
        end = page.locator(f"{DEAL} {BAR_END.format(action)}")
        expect(end).to_be_hidden() if muted else expect(end).to_be_visible()
    assert shown_buttons(page, "Next step") <= 1


@pytest.mark.warm
@pytest.mark.parametrize(("width", "height", "scheme"), [(320, 568, "dark"), (375, 667, "light"), (1280, 800, "dark")])
def test_a_new_reader_is_asked_and_the_felt_and_next_step_stay_put(
    page: Page, site_url: str, width: int, height: int, scheme: Literal["light", "dark"]
) -> None:
    """A new reader's dealer asks each decision of the opening coup (a wrong answer; the Banker's draw right and its
    rule wrong; then right ones), grades each part on its own and keeps both rows of answers on screen, marked as
    the lessons mark them; its verdicts are the lessons' ("✗ Not quite.") or name the half that was wrong ("Draw ✓ ·
    rule ✗"), and its call is said once. Each question opens right under the felt, whole on screen with it, the
    bar's Next step and Show all hidden: one way on at a time; "Step n" names the decision asked, without the
    coup's total until it is settled ("Step 6 of 6"). The Banker's draw or stand is marked at once, then "Which
    rule decides?" asks its three short rules on their own, all on screen with the felt. After every
    answer the felt, the verdict, the dealer's call and the button under it are on screen together, even when the
    reader had scrolled the cards away; the coup's result sits right under the cards, and one Next hand shows."""
    page.set_viewport_size({"width": width, "height": height})  # the kept tab's next test gets its own back
    visit(page, f"{site_url}deal/")
    if scheme == "dark":  # the reader's toggle (the kept tab's next test starts light again)
        page.click("label[for=__palette_1]")
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate" if scheme == "dark" else "default")
    widget = page.locator(DEAL)
    expect(widget).to_have_attribute("data-state", "ready")
    coup = opening_coup()
    count, feedback = widget.locator(".bac-step-count"), widget.locator(".bac-ask:not([hidden]) .bac-feedback")
    go_on = feedback.locator("[data-ask-next]")
    expect(count).to_have_text(f"Step {questions(coup)[2].step}")  # the decision asked, no total to give it away
    expect(widget.locator(".bac-ask:not([hidden]) .bac-prompt")).to_have_text(str(questions(coup)[2].prompt))
    expect_one_way_on(page, muted=True)
    # The reader brings the felt up under the header, as they would to play.
    page.evaluate(
        "(s) => { const felt = document.querySelector(s + ' .bac-table');"
        " scrollBy(0, felt.getBoundingClientRect().top - document.querySelector('.md-header').offsetHeight - 8); }",
        DEAL,
    )
    before = boxes(page)
    expect_put(page, before, "question")
    asked = [question for question in questions(coup) if question.topic in ASKED_TOPICS]
    fitted = True
    for number, question in enumerate(asked):
        if number:
            go_on.dispatch_event("click")  # on to the next decision, from right under the feedback
            expect(widget.locator(".bac-ask:not([hidden]) .bac-prompt").first).to_have_text(str(question.prompt))
            expect(count).to_have_text(f"Step {question.step}")
            if not fitted:  # the short screen's feedback had left the felt above: it comes back with the question
                page.wait_for_function(
                    f"(s) => {{ const b = ({BOXES})(s); return b.header - 1 <= b.felt.top"
                    " && b.question.bottom <= b.height + 1; }",
                    arg=DEAL,
                )
                before = boxes(page)
            expect_put(page, before, "question")
            expect_one_way_on(page, muted=True)
        if question.topic == "winner":  # the reader has scrolled the cards away to read
            page.evaluate("() => scrollBy(0, 400)")
        wrong = next(value for value, _ in question.choices if value != question.answer)
        choose(page, wrong if number == 0 else question.answer)
        said = "✗ Not quite." if number == 0 else "✓ Right."
        ask = widget.locator(".bac-ask:not([hidden])")
        if question.topic == "banker":
            rule = rule_of(coup.steps[question.step - 1])
            why = ask.locator(".bac-ask-why")
            expect(why).to_be_visible()
            # The draw or stand is marked at once, its right answer shown; then the rule is asked on its own: three
            # short rules, every one on screen with the felt, the feedback not yet shown.
            expect(ask.locator("[data-answer]:visible .bac-answer-mark").first).to_have_text("✓ your answer, right")
            expect(why.locator("[data-answer]")).to_have_count(3)
            expect(feedback).to_be_hidden()
            expect(widget.locator("[data-action=next-hand]")).to_have_attribute("aria-disabled", "true")
            expect(widget.locator(".bac-hand-waits")).to_be_visible()  # why Next hand waits, under it
            page.wait_for_function(
                """(s) => { const w = document.querySelector(s + ' .bac-ask:not([hidden]) .bac-ask-why');
                  const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
                  return [...w.querySelectorAll('[data-answer]')].every((b) => { const r = b.getBoundingClientRect();
                    return r.top >= header - 1 && r.bottom <= innerHeight + 1; }); }""",
                arg=DEAL,
            )
            if height >= 667:  # the felt too, on all but the shortest phone
                page.wait_for_function(f"(s) => ({BOXES})(s).felt.top >= ({BOXES})(s).header - 1", arg=DEAL)
            page.screenshot(path=f"/tmp/deal-pick-{width}-{scheme}.png")  # for a person to look at
            other = next(
                value
                for value, _ in banker_rules()
                if value != rule and why.locator(f"[data-answer='{value}']").count()
            )
            choose(page, other)  # the draw right, the rule wrong: each half graded on its own
            label = str(dict(question.choices)[question.answer])
            said = f"{label} ✓ · rule ✗"
            # Both rows stay, marked: the draw "your answer, right"; the rule "your answer" and "the right answer".
            marks = ask.locator("[data-answer]:visible .bac-answer-mark")
            expect(marks).to_have_text(["✓ your answer, right", "✗ your answer", "✓ the right answer"])
            expect(ask.locator(f".bac-ask-why [data-answer='{rule}']")).to_contain_text(dict(banker_rules())[rule])
            expect(feedback).to_contain_text("In the Banker chart: row 6, column 7.")
            # The chart opens under the step bar, its cell marked, below the feedback that names it.
            expect(
                widget.locator(".bac-coup > .bac-stepper + details.bac-coup-chart[open] td.bac-here")
            ).to_be_visible()
        settled = question.step == len(coup.steps)  # the total once the coup is settled, not before
        expect(count).to_have_text(f"Step {question.step}" + (f" of {len(coup.steps)}" if settled else ""))
        expect(feedback.locator(".bac-verdict")).to_have_text(said)
        expect(feedback).to_have_attribute("data-correct", str(said == "✓ Right.").lower())
        expect(feedback).to_contain_text(coup.steps[question.step - 1].text)
        right = ask.locator(f".bac-answers [data-answer='{question.answer}']").first
        expect(right).to_have_attribute("data-correct", "")  # the right answer, marked in words too
        expect(right.locator(".bac-answer-mark")).to_have_text(re.compile(r"^✓ "))
        expect(ask.locator(".bac-answers").first).to_be_visible()  # the answers stay, with their marks
        expect(go_on).to_have_text("Next hand" if question.topic == "winner" else "Next step ▶")
        expect(go_on).to_be_focused()
        expect_one_way_on(page, muted=True)
        # The verdict, the dealer's words (the step's own explanation last, said once), then the one button.
        told = feedback.locator("p").all_inner_texts()
        assert coup.steps[question.step - 1].text in told[-1] and told[0] == said, told
        assert not any(line.startswith(("The answer is", "The rule:")) for line in told), told
        assert go_on.evaluate("(button) => button === button.parentElement.lastElementChild")
        assert shown_buttons(page, "Next hand") == 1  # the bar's, or at the coup's end the feedback's in its place
        # While questions wait ahead, why the bar's Next hand waits is on show; at the coup's end it is gone.
        waits = widget.locator(".bac-hand-waits")
        expect(waits).to_be_hidden() if question.topic == "winner" else expect(waits).to_be_visible()
        # The cards, the verdict, the call and the way on, on screen together (brought back if scrolled away); on a
        # screen too short for all of them (under 700 px, the Banker's two rows), the feedback whole at its foot.
        fits = "(b) => b.feedback.bottom - b.felt.top <= b.height - b.header"
        page.wait_for_function(
            f"(s) => {{ const b = ({BOXES})(s); return b.header - 1 <= (({fits})(b) ? b.felt : b.verdict).top"
            " && b.goOn.bottom <= b.height + 1; }",
            arg=DEAL,
        )
        fitted = page.evaluate(f"(s) => ({fits})(({BOXES})(s))", DEAL)
        # Nothing of the coup's is left under the header: the felt, or the verdict, tops what is on screen, and
        # "Step n of m" is below them (on screen, or further down), never hidden above.
        header = page.evaluate("() => document.querySelector('.md-header').getBoundingClientRect().bottom")
        assert count.evaluate("(count) => count.getBoundingClientRect().top") >= header - 1
        assert fitted or (question.topic == "banker" and height < 700), question.topic  # only its two rows
        if question.topic != "winner" and not (question.topic == "banker" and height < 700):
            expect_put(page, before, "verdict", "goOn")
        now = boxes(page)
        assert now["felt"]["bottom"] <= now["feedback"]["top"] < now["goOn"]["top"], now
        if question.topic == "banker":
            page.screenshot(path=f"/tmp/deal-banker-{width}-{scheme}.png")  # for a person to look at
            page.add_script_tag(path=str(AXE))
            found = page.evaluate(RUN_AXE)
            assert found == [], found
    # The result, right under the cards, above the question and the controls.
    outcome = widget.locator(".bac-outcome")
    expect(outcome).to_have_text(verdict(coup))
    felt_box, outcome_box, asks_box = (
        widget.locator(part).bounding_box() for part in (".bac-table", ".bac-outcome", ".bac-asks")
    )
    assert felt_box and outcome_box and asks_box
    assert (
        felt_box["y"] + felt_box["height"] <= outcome_box["y"] + 1
        and outcome_box["y"] + outcome_box["height"] <= asks_box["y"] + 1
    )
    # Each answer is saved as it is given: wait for the coup's last, which counts the coup (an earlier save may be in).
    page.wait_for_function("() => JSON.parse(localStorage.getItem('baccarat-dealer') ?? '{}').coups === 1")
    assert json.loads(page.evaluate("localStorage.getItem('baccarat-dealer')")) == {
        "version": 1, "coups": 1, "mode": None, "asked": 4, "right": 2, "missed": ["natural", "banker"]
    }  # fmt: skip
    # Each hand's third card lies upright beside its two, within the felt: one row of cards, as tall in a coup that
    # deals third cards (hand 1: both hands draw) as in one that does not (hand 2: K 6 against 5 A), so no empty
    # band, nothing giving a draw away, nothing moving as a third card comes.
    felt = widget.locator(".bac-table")
    assert felt.evaluate(FELT_ROWS) < 1.6
    assert felt.evaluate(
        """(felt) => { const box = felt.getBoundingClientRect();
          return [...felt.querySelectorAll('.bac-card-svg')].every((card) => { const r = card.getBoundingClientRect();
            return r.left >= box.left && r.right <= box.right; }); }"""
    )
    tall = felt.evaluate("(felt) => felt.getBoundingClientRect().height")
    go_on.dispatch_event("click")  # Next hand, from under the last feedback
    expect(widget.locator(".bac-shoe-info")).to_contain_text("Hand 2, ")
    expect(widget.locator(".bac-table .bac-third")).to_have_count(0)
    assert abs(felt.evaluate("(felt) => felt.getBoundingClientRect().height") - tall) < 1
    expect(widget.locator(".bac-status")).to_have_text("Hand 2 of this shoe")
    expect(count).to_have_text("Step 3")
    expect(widget.locator(".bac-ask:not([hidden]) .bac-prompt")).to_have_text(str(questions(coup)[2].prompt))
    expect_one_way_on(page, muted=True)
    widget.screenshot(path=f"/tmp/deal-hand2-{width}-{scheme}.png")  # the bar, Next hand waiting: for a person


def test_every_fifth_coup_ends_on_a_finish_that_asks_and_back_to_top_keeps_off(
    browser: Browser, site_url: str, guard: Guard
) -> None:
    """On a phone, a reader who was asked four coups (their tally kept) finishes a fifth with a miss: in the place of
    Next hand, a finish in the lessons' style says how many decisions they called right, links the rules they missed,
    and asks whether to keep asking; nothing has changed the dealer's way meanwhile. It is on screen with the cards,
    with one way on per action. "Just show me" deals the next hand, shown, and is kept. Scrolling up a little over
    the dealer (when Material shows "Back to top"), the pill covers none of the dealer's words or controls."""
    contexts = guarded(browser, guard, viewport={"width": 375, "height": 812}, is_mobile=True, has_touch=True)
    context = next(contexts)
    context.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        " localStorage.setItem('baccarat-dealer', JSON.stringify("
        "{version: 1, coups: 4, mode: null, asked: 12, right: 11, missed: ['player']})) }"
    )
    page = watch_page(context.new_page(), lambda: guard)
    page.goto(f"{site_url}deal/")
    widget = page.locator(DEAL)
    expect(widget).to_have_attribute("data-state", "ready")
    # A returning reader: the page opens on one of the shoes it ships, at random, asking. They bring the felt up.
    expect(widget.get_by_label("Ask me")).to_be_checked()
    coup = resolve(widget.locator(".bac-coup").get_attribute("data-cards") or "")
    widget.locator(".bac-table").evaluate("(felt) => scrollBy(0, felt.getBoundingClientRect().top - 64)")
    feedback = widget.locator(".bac-ask:not([hidden]) .bac-feedback")
    go_on = feedback.locator("[data-ask-next]")
    asked = [question for question in questions(coup) if question.topic in ASKED_TOPICS]
    for question in asked:
        expect(widget.locator(".bac-ask:not([hidden]) .bac-prompt").first).to_have_text(str(question.prompt))
        wrong = next(value for value, _ in question.choices if value != question.answer)
        choose(page, wrong if question.topic == "natural" else question.answer)  # one miss: the natural
        if question.topic == "banker":
            choose(page, rule_of(coup.steps[question.step - 1]))
        if question.topic != "winner":
            go_on.dispatch_event("click")
    finish = feedback.locator(".bac-ask-finish")
    expect(finish).to_be_visible()
    total = 12 + len(asked)
    expect(finish.locator("p").first).to_have_text(f"You called {11 + len(asked) - 1} of {total} decisions right.")
    links = finish.locator("a")
    expect(links).to_have_text(["The Player's rule", "Spotting a natural"])  # the misses, each linked to its rule
    assert [link.get_attribute("href") for link in links.all()] == ["../rules/player/", "../rules/naturals/"]
    keep, show = finish.get_by_role("button", name="Keep asking"), finish.get_by_role("button", name="Just show me")
    expect(keep).to_have_class(re.compile("md-button--primary"))
    expect(keep).to_be_focused()
    expect(go_on).to_have_count(0)  # the finish's two choices are the way on: no other Next hand on show
    assert shown_buttons(page, "Next hand") == 0
    expect(widget.get_by_label("Ask me")).to_be_checked()  # never switched by itself
    on_screen = "(node) => { const r = node.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }"
    page.wait_for_function(f"(node) => ({on_screen})(node)", arg=show.element_handle())
    assert widget.locator(".bac-table").evaluate(on_screen) and keep.evaluate(on_screen)
    # The two choices never touch (a mis-tap): side by side or one under the other, with a gap (issue 59).
    k, s = keep.bounding_box(), show.bounding_box()
    assert k is not None and s is not None
    assert max(s["x"] - k["x"] - k["width"], s["y"] - k["y"] - k["height"]) >= 8, (k, s)
    # The page's tips fold away under their heading, closed until the reader opens them (they ran 8 paragraphs).
    tips = page.locator("h2#tips + details.tip")
    expect(tips).to_have_count(1)
    assert tips.get_attribute("open") is None and tips.locator("li").count() == 8
    page.wait_for_function("() => JSON.parse(localStorage.getItem('baccarat-dealer')).coups === 5")
    assert json.loads(page.evaluate("localStorage.getItem('baccarat-dealer')")) == {
        "version": 1, "coups": 5, "mode": None, "asked": 0, "right": 0, "missed": []
    }  # fmt: skip
    page.screenshot(path="/tmp/deal-finish-375.png")  # for a person to look at
    show.dispatch_event("click")
    expect(widget.locator(".bac-status")).to_have_text("Hand 2 of this shoe")
    expect(widget.locator(".bac-step-count")).to_have_text(re.compile(r"^Step 1 of "))
    expect(widget.locator(".bac-ask:visible")).to_have_count(0)  # shown, not asked
    expect(widget.get_by_label("Just show me")).to_be_checked()
    page.wait_for_function("() => JSON.parse(localStorage.getItem('baccarat-dealer')).mode === 'show'")
    # Material shows "Back to top" as the page scrolls up: over the dealer, it covers nothing of it.
    widget.locator(".bac-table").scroll_into_view_if_needed()
    page.mouse.wheel(0, 600)
    page.wait_for_function("() => scrollY > 300")
    page.mouse.wheel(0, -120)
    page.wait_for_function("() => document.querySelector('.md-top') && !document.querySelector('.md-top').hidden")
    covered = page.evaluate(
        """(selector) => {
          const pill = document.querySelector(".md-top");
          const style = getComputedStyle(pill);
          if (style.visibility === "hidden" || style.opacity === "0") return [];
          const p = pill.getBoundingClientRect();
          return [...document.querySelector(selector).querySelectorAll("button, a, input, label, p, .bac-step-count")]
            .filter((node) => {
              const r = node.getBoundingClientRect();
              return r.width > 0 && r.left < p.right && p.left < r.right && r.top < p.bottom && p.top < r.bottom;
            })
            .map((node) => node.textContent);
        }""",
        DEAL,
    )
    assert covered == []
    next(contexts, None)  # closed, and its console checked


@pytest.mark.warm
def test_the_switch_and_the_link_choose_between_asking_and_showing(page: Page, site_url: str) -> None:
    widget = open_widget(page, site_url, "deal")
    count = widget.locator(".bac-step-count")
    widget.get_by_label("Just show me").check()
    expect(widget.locator(".bac-ask:visible")).to_have_count(0)
    widget.locator("[data-action=forward]").click()  # no question holds it now
    expect(count).to_have_text("Step 3 of 6")
    expect(page).to_have_url(re.compile(r"\?seed=10&decks=8&hand=1&mode=show&step=3$"))
    page.wait_for_function("() => JSON.parse(localStorage.getItem('baccarat-dealer')).mode === 'show'")
    # Kept in this browser: the page opens showing, on a fresh hand at its first step (its first cards only: the
    # reader steps on, or shows all).
    visit(page, f"{site_url}deal/")
    expect(widget).to_have_attribute("data-state", "ready")
    expect(widget.locator(".bac-status")).to_have_text("Hand 1 of this shoe")
    expect(widget.locator(".bac-shoe-info")).not_to_contain_text(f"Seed {OPENING_HAND['seed']} deals")  # a fresh shoe
    expect(count).to_have_text("Step 1 of 6")
    expect(widget.get_by_label("Just show me")).to_be_checked()
    expect(widget.locator(".bac-card:visible")).to_have_count(4)
    expect_one_way_on(page, muted=False)
    # "Ask me" in the middle of the hand asks from where it stands: the next decision, at once.
    widget.locator("[data-action=forward]").click()
    widget.get_by_label("Ask me").check()
    asked = widget.locator(".bac-ask:not([hidden])")
    expect(asked).to_have_attribute("data-step", "3")
    expect(count).to_have_text("Step 3")
    expect_one_way_on(page, muted=True)
    choose(page, asked.get_attribute("data-answer") or "")
    expect(asked.locator(".bac-verdict")).to_have_text("✓ Right.")
    widget.get_by_label("Just show me").check()
    expect_one_way_on(page, muted=True)  # the answer just given stays, its Next step the one way on...
    asked.locator("[data-ask-next]").click()
    expect(count).to_have_text("Step 4 of 6")
    expect(widget.locator(".bac-ask:visible")).to_have_count(0)
    expect_one_way_on(page, muted=False)  # ...then the bar's own again, showing
    # A link's way holds for its visit, and is not saved.
    open_widget(page, site_url, "deal", "?seed=42&hand=2&mode=ask")
    expect(widget.locator(".bac-shoe-info")).to_contain_text("Hand 2, ")
    expect(widget.locator(".bac-shoe-info")).to_contain_text("Seed 42 deals the same shoe again")
    expect(count).to_have_text("Step 3")  # its first decision asked
    expect(widget.get_by_label("Ask me")).to_be_checked()
    expect(widget.locator(".bac-ask:not([hidden]) .bac-prompt")).to_contain_text("Does either hand have a natural")
    assert json.loads(page.evaluate("localStorage.getItem('baccarat-dealer')"))["mode"] == "show"
    widget.get_by_label("Just show me").check()
    widget.get_by_label("Ask me").check()  # the reader's own choice is kept
    page.wait_for_function("() => JSON.parse(localStorage.getItem('baccarat-dealer')).mode === 'ask'")


#: What a browser may hold under the dealer's key, and whether the dealer then asks (it asks until the reader
#: chooses otherwise, however many coups they were asked: a saved copy from before the finish's tally still reads;
#: anything it cannot read is set aside, and a new reader is asked).
STORED = [
    ('{"version": 1, "coups": 5, "mode": null}', "ask", False),
    ('{"version": 1, "coups": 2, "mode": "show"}', "show", False),
    ('{"version": 1, "coups": 7, "mode": "show", "asked": 9, "right": 8, "missed": ["banker"]}', "show", False),
    ('{"version": 1, "coups": 7, "mode": "show", "asked": 9, "right": 10, "missed": []}', "ask", True),
    ('{"version": 1, "coups": 7, "mode": "show", "asked": 9, "right": 1, "missed": ["<b>"]}', "ask", True),
    ('{"version": 1, "coups": "x", "mode": null}', "ask", True),
    ('{"version": 1, "coups": 1e400, "mode": "show"}', "ask", True),
    ('{"version": 9, "coups": 0, "mode": "show"}', "ask", True),
    ('{"version": 1, "coups": 0, "mode": "<img src=x onerror=window.__pwned=1>"}', "ask", True),
    ("{{{\u001c", "ask", True),
    ("[" * 5000 + "]" * 5000, "ask", True),
    ('"' + "9" * 100_000 + '"', "ask", True),
]


@pytest.mark.warm
def test_what_the_browser_kept_decides_whether_the_dealer_asks(page: Page, site_url: str) -> None:
    widget = open_widget(page, site_url, "deal")
    # How the dealer reads each copy (dealer_asks.js, as the page loaded it): its way, or none (set aside).
    read = page.evaluate(
        """async (texts) => { const module = "/assets/javascripts/baccarat/dealer_asks.js";
             const { readSaved } = await import(location.origin + module);
             return texts.map((text) => readSaved(text)?.mode ?? (readSaved(text) ? "ask" : null)); }""",
        [stored for stored, _, _ in STORED],
    )
    assert read == [None if set_aside else mode for _, mode, set_aside in STORED]
    # And the page as a reader meets it, for a copy of each kind (sound, asking or showing, with a tally or not; set
    # aside: a hostile way, 5,000 deep, 100 KB).
    for turn, (stored, mode, set_aside) in enumerate(STORED[i] for i in (0, 1, 2, 8, 10, 11)):
        page.evaluate("(text) => { localStorage.clear(); localStorage.setItem('baccarat-dealer', text); }", stored)
        # The page again, by one instant navigation: its two addresses in turn (the same path twice would go by
        # another page first, twice the navigation).
        visit(page, f"{site_url}deal/{'' if turn % 2 else 'index.html'}")
        expect(widget.get_by_label("Ask me" if mode == "ask" else "Just show me")).to_be_checked()
        expect(widget.locator(".bac-step-count")).to_have_text("Step 3" if mode == "ask" else "Step 1 of 6")
        expect(widget.locator(".bac-ask:visible")).to_have_count(1 if mode == "ask" else 0)
        if set_aside:  # never deleted: put aside under a dated key, and the dealer starts afresh
            page.wait_for_function("() => localStorage.getItem('baccarat-dealer') === null")
            kept = page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('baccarat-dealer-set-aside-'))")
            assert len(kept) == 1, stored[:40]
        assert page.evaluate("window.__pwned") is None
    choose(page, "no")  # the dealer still plays
    expect(widget.locator(".bac-step-count")).to_have_text("Step 3")


#: Hostile links, and what the dealer says of each (as text) before it plays on.
HOSTILE_LINKS = [
    ("?seed=42&mode=quiz", "mode must be ask or show, not 'quiz'"),
    ("?seed=42&mode=%3Cb%3Eshow%3C%2Fb%3E", "mode must be ask or show, not '<b>show</b>'"),
    ("?seed=42&step=%C2%B2", "step must be a whole number from 1 to 20, not '²'"),
    ("?seed=42&step=0", "step must be a whole number from 1 to 20, not 0"),
]


@pytest.mark.warm
def test_a_hostile_mode_or_step_is_named_and_the_dealer_plays_on(page: Page, site_url: str) -> None:
    for query, message in HOSTILE_LINKS:
        widget = open_widget(page, site_url, "deal", query)
        expect_named_as_text(page, widget, message)
        choose(page, "no")  # the opening coup, still asking
        expect(widget.locator(".bac-step-count")).to_have_text("Step 3")
        expect(widget.locator(".bac-ask:not([hidden]) .bac-verdict")).to_have_text("✓ Right.")


def test_runtime_failure_is_explained_and_the_page_stays_readable(page: Page, site_url: str, guard: Guard) -> None:
    guard.expect_errors = True
    page.route(
        "**/pyodide.asm.wasm", lambda route: route.fulfill(status=200, body=b"not wasm", content_type="text/html")
    )
    page.goto(f"{site_url}deal/")
    widget = page.locator(DEAL)
    expect(widget).to_have_attribute("data-state", "error")
    expect(widget.locator(".bac-status")).to_contain_text("could not start")
    expect(widget.locator(".bac-error")).to_contain_text("must be application/wasm")
    expect(widget).to_have_attribute("aria-busy", "false")
    reach_for(page)  # Material starts all the same, once the reader reaches for the page
    page.goto(f"{site_url}rules/banker/")
    expect(page.locator("#banker-chart")).to_be_visible()


def test_works_under_the_documented_content_security_policy(page: Page, site_url: str) -> None:
    # The test host is nginx with deploy/nginx.conf, which sends the policy the README documents.
    readme = (ROOT / "README.md").read_text()
    assert CONTENT_SECURITY_POLICY in readme.replace("\n", " ")
    response = page.goto(f"{site_url}deal/?player=2,2,8&banker=3,K&step=6")
    assert response is not None and response.headers["content-security-policy"] == CONTENT_SECURITY_POLICY
    expect(page.locator(DEAL)).to_have_attribute("data-state", "ready")
    expect(page.locator(f"{DEAL} .bac-outcome")).to_have_text("Banker wins, 3 to 2")


def opening_coup() -> Coup:
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
def test_the_table_reads_top_to_bottom_and_nothing_overflows(page: Page, site_url: str) -> None:
    visit(page, f"{site_url}deal/?player=2,2,8&banker=3,K&step=6&mode=show")
    expect(page.locator(DEAL)).to_have_attribute("data-state", "ready")
    expect(page.locator(f"{DEAL} .bac-step-count")).to_have_text("Step 6 of 6")  # the link's coup, after "ready"
    for width in (1280, 375, 360):
        page.set_viewport_size({"width": width, "height": 900})
        if width == 360:
            page.locator(f"{DEAL} .bac-enter-cards summary").click()
        table_reads_top_to_bottom(page, width)


def table_reads_top_to_bottom(page: Page, width: int) -> None:
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
    # The third card (the Player's 8 here) stands upright beside the two, as they do: not turned.
    angles = page.locator(f"{DEAL} .bac-card.bac-third:not([hidden])").evaluate_all(UPRIGHT_ANGLES)
    assert angles and all(angle["card"] == 0 for angle in angles), angles
    page.screenshot(path=f"/tmp/deal-{width}.png")  # for a person to look at; nothing asserted on pixels


#: For each sideways card: its turn on screen, and its upright index's turn all told (the card's CSS
#: transform, then the index's own SVG transform), in whole degrees, with the index's text.
UPRIGHT_ANGLES = """cards => cards.map((card) => {
  const svg = card.querySelector("svg"), index = svg.querySelector(".upright text");
  const turn = new DOMMatrix(getComputedStyle(svg).transform);
  const all = turn.multiply(index.transform.baseVal.consolidate().matrix);
  const degrees = (m) => Math.round(Math.atan2(m.b, m.a) * 180 / Math.PI) + 0;
  return {card: degrees(turn), rank: degrees(all), text: index.textContent};
})"""


def test_a_dealt_explained_hand_before_any_script(browser: Browser, site_url: str) -> None:
    context = browser.new_context(java_script_enabled=False, service_workers="block")
    page = context.new_page()
    page.goto(f"{site_url}deal/")
    coup = opening_coup()
    steps = page.locator(f"{DEAL} ol.bac-steps > li")
    expect(steps).to_have_count(len(coup.steps))
    assert [text.strip() for text in steps.all_text_contents()] == [step.text for step in coup.steps]
    # A new reader's first screen, drawn before any script: the coup's first cards and scores, the rest to come.
    assert steps_shown(page) == [step.text for step in coup.steps[:2]]
    # Where the steps stand, not how many there are: the dealer is about to ask, and the total gives its draws away.
    expect(page.locator(f"{DEAL} .bac-step-count")).to_have_text("Step 2")
    expect(page.locator(f"{DEAL} .bac-outcome")).to_be_hidden()
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
    # A new reader's first screen: the coup at its first question, answerable before Python has started.
    expect(widget.locator(".bac-step-count")).to_have_text("Step 3")  # the decision asked
    expect(widget.locator(".bac-ask:not([hidden]) .bac-prompt")).to_contain_text("Does either hand have a natural")
    expect(widget).to_have_attribute("data-state", "loading")
    # The page ships the shoe's next hands, so "Next hand" works before Python (tests/browser/test_answers.py):
    # not disabled, only waiting, while the dealer asks, for the coup's questions.
    assert widget.locator("[data-action=next-hand]").evaluate("(button) => !button.disabled")
    expect(widget.locator("[data-action=next-hand]")).to_have_attribute("aria-disabled", "true")
    # Its questions answer already: the status says where the reader is, no "starting" line that contradicts them.
    expect(widget.locator(".bac-status")).to_have_text("Hand 1 of this shoe")
    assert page.evaluate("location.search") == ""  # the opening hand leaves the address alone...
    widget.locator(".bac-ask:not([hidden]) [data-answer=no]").click()
    expect(widget.locator(".bac-step-count")).to_have_text("Step 3")
    widget.locator(".bac-ask:not([hidden]) [data-ask-next]").click()  # on, from under the answer
    expect(widget.locator(".bac-step-count")).to_have_text("Step 4")
    expect(widget.locator(".bac-ask:not([hidden]) .bac-prompt")).to_have_text("Does the Player draw a third card?")
    bar = widget.locator("progress.bac-progress")
    expect(bar).to_have_attribute("aria-label", "Getting the live dealer ready")
    meta = page.locator('meta[name="baccarat-worker"]').get_attribute("content") or ""
    total = parse_qs(urlsplit(meta).query)["bytes"][0]
    expect(bar).to_have_attribute("max", total)  # bytes of the runtime, from the build
    assert page.evaluate("location.search") == "?seed=10&decks=8&hand=1&mode=ask&step=3"  # ...until the reader moves


@pytest.mark.parametrize(("motion", "animation"), [("no-preference", "bac-deal"), ("reduce", "none")])
def test_dealing_is_animated_unless_the_reader_asks_for_less_motion(
    browser: Browser, site_url: str, motion: Literal["no-preference", "reduce"], animation: str
) -> None:
    context = browser.new_context(reduced_motion=motion, service_workers="block")
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


# Registered before the page's scripts: every layout shift, with the elements it moved.
LAYOUT_SHIFTS = """window.__shifts = [];
new PerformanceObserver((list) => window.__shifts.push(...list.getEntries().map((entry) => ({
  time: entry.startTime, value: entry.value, nodes: entry.sources.map((source) => source.node).filter(Boolean),
})))).observe({ type: "layout-shift", buffered: true });"""


@pytest.mark.parametrize("returning", [False, True])
def test_the_opening_hand_stays_still_as_the_dealer_wakes(browser: Browser, site_url: str, returning: bool) -> None:
    """The hand the page holds is drawn with its step bar (Python's), so nothing under the felt moves when the
    page's script wakes it, and its cards, on screen from the first paint, are not dealt again; a new hand is.
    A reader who comes back (this browser kept the dealer's count) opens on a fresh shoe's first hand, one the page
    ships, as still, and its link names that shoe; a link still opens exactly the hand it names."""
    context = browser.new_context(viewport={"width": 412, "height": 823}, service_workers="block")
    context.add_init_script(LAYOUT_SHIFTS)
    if returning:
        context.add_init_script(
            "if (localStorage.getItem('baccarat-dealer') === null)"
            " localStorage.setItem('baccarat-dealer', JSON.stringify({version: 1, coups: 1, mode: null}));"
        )
    page = context.new_page()
    page.goto(f"{site_url}deal/")
    widget = page.locator(DEAL)
    expect(widget).to_have_attribute("data-state", "ready")
    moved = page.evaluate(
        """(selector) => {
          const widget = document.querySelector(selector);
          const ready = performance.getEntriesByName("baccarat:widget-ready")[0].startTime;
          const inside = (shift) => shift.nodes.some((node) => widget.contains(node));
          return window.__shifts.filter((shift) => shift.time <= ready && inside(shift)).map((shift) => shift.value);
        }""",
        DEAL,
    )
    assert moved == []
    still = "(cards) => cards.map((card) => card.getAnimations().length + getComputedStyle(card).animationName)"
    assert set(widget.locator(".bac-card:visible").evaluate_all(still)) == {"0none"}
    status = widget.locator(".bac-status")
    expect(status).to_have_text("Hand 1 of this shoe")
    info = widget.locator(".bac-shoe-info")
    expect(info).to_have_text(re.compile(r"^Hand 1, dealt from the \d+ cards left in this shoe of 8 decks\. Seed \d+ "))
    seed = int(re.findall(r"Seed (\d+)", info.inner_text())[0])
    assert (seed != OPENING_HAND["seed"] and seed in OPENING_SEEDS) if returning else seed == OPENING_HAND["seed"]
    coup = Shoe(OPENING_HAND["decks"], seed=seed).deal_many(1)[-1]
    expect(widget.locator(".bac-coup")).to_have_attribute("data-cards", " ".join(card.token for card in coup.cards))
    choose(page, "no")  # its first question (no natural), and its link, which names its shoe
    expect(page).to_have_url(re.compile(rf"\?seed={seed}&decks=8&hand=1&mode=ask&step=3$"))
    widget.get_by_label("Just show me").check()  # asking, Next hand would wait for the coup's other questions
    widget.locator("[data-action=next-hand]").click()
    expect(widget.locator(".bac-shoe-info")).to_contain_text("Hand 2, ")
    dealt = widget.locator(".bac-card:visible").evaluate_all(
        "(cards) => cards.map((card) => card.hasAttribute('data-just-dealt') && getComputedStyle(card).animationName)"
    )
    assert set(dealt) == {"bac-deal"}
    if not returning:
        # A link to a four-card coup: it takes the place of the page's own hand (six cards) once Python answers, in
        # the same felt, so nothing under it moves as the page loads (its first question where the page's was).
        page.evaluate("localStorage.clear()")  # a new reader's link
        page.goto(f"{site_url}deal/?player=9,K&banker=7,2")
        places = """(widget) => [".bac-table", ".bac-asks"].map((part) => {
          const box = document.querySelector(widget + " " + part).getBoundingClientRect();
          return [Math.round(box.top), Math.round(box.height)]; })"""
        before = page.evaluate(places, DEAL)
        expect(widget.locator(".bac-coup")).to_have_attribute("data-cards", "9 7 K 2")
        expect(widget.locator(".bac-ask:not([hidden]) .bac-ask-lead")).to_contain_text("Player 9, Banker 9")
        after = page.evaluate(places, DEAL)
        assert after[0] == before[0] and after[1][0] == before[1][0], (before, after)
    if returning:
        page.goto(f"{site_url}deal/?seed={OPENING_HAND['seed']}&decks=8&hand=1")  # a link: exactly its hand
        expect(status).to_have_text("Hand 1 of this shoe")
        expect(info).to_contain_text(f"Seed {OPENING_HAND['seed']} deals the same shoe again")
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
