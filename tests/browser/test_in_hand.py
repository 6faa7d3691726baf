"""The widgets in a reader's hand, at 1280 px and on a 375 px touch screen: what the reader is looking
at (the new cards, the button, the next question, a message) stays on screen; a message sits by the
field that caused it; every control is a 44 px target on touch; the cards settled are the cards typed;
and nothing in a widget is cut off."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Locator, Page, ViewportSize, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from .guard import PHONE, Guard
from .kept_tab import KeptTab, use_kept_tab, visit

pytestmark = pytest.mark.browser

#: The window of each screen; the phone's is the kept phone tab's (a 375 px touch screen, conftest.py).
#: Both tabs have the motion most readers have: what comes into view scrolls there smoothly.
SCREENS: dict[str, ViewportSize] = {"desktop": {"width": 1280, "height": 800}, "phone": PHONE["viewport"]}


@pytest.fixture(params=list(SCREENS))
def hand(request: pytest.FixtureRequest, guard: Guard, site_url: str) -> Iterator[Page]:
    """A kept tab with Python running, at 1280 px or on the phone, with the motion most readers have: the widgets
    open as a reader's click on a link opens them."""
    kept: KeptTab = request.getfixturevalue("kept_tab" if request.param == "desktop" else "kept_phone")
    yield from use_kept_tab(kept, guard, site_url, SCREENS[request.param], motion="no-preference")


def ready(page: Page, url: str, widget: str) -> Page:
    visit(page, url)
    expect(page.locator(f'[data-widget="{widget}"]')).to_have_attribute("data-state", "ready")
    return page


ON_SCREEN = """(node) => {
  const box = node.getBoundingClientRect();
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
  return box.height > 0 && box.top >= header - 1 && box.bottom <= innerHeight + 1;
}"""


def on_screen(page: Page, target: Locator) -> None:
    """The whole of ``target`` comes to lie in the viewport, below the sticky header (the page scrolls
    smoothly, so this waits for that state; it fails if the page never gets there)."""
    try:
        page.wait_for_function(ON_SCREEN, arg=target.element_handle())
    except PlaywrightTimeout:  # say where it stayed
        raise AssertionError(f"{target} stayed off screen: {target.bounding_box()} in {page.viewport_size}") from None


def test_next_hand_keeps_the_cards_on_screen_and_a_bad_card_message_sits_by_its_field(
    hand: Page, site_url: str
) -> None:
    """The dealer's Next hand keeps the new cards and the button on screen; then a card typed wrong gets its message
    right under its field, on screen, and the message clears as the field is edited."""
    page = ready(hand, f"{site_url}deal/", "deal")
    widget = page.locator('[data-widget="deal"]')
    widget.get_by_label("Just show me").check()  # asking, Next hand waits for each coup's questions (test_deal.py)
    for number in (2, 3, 4):
        widget.locator("[data-action=next-hand]").click()
        expect(widget.locator(".bac-shoe-info")).to_contain_text(f"Hand {number},")
        on_screen(page, widget.locator(".bac-table"))
        on_screen(page, widget.locator("[data-action=next-hand]"))
    widget.locator(".bac-enter-cards summary").click()
    widget.locator("input[name=player]").fill("2 Z")
    widget.locator("input[name=banker]").fill("3 K")
    widget.get_by_role("button", name="Explain").click()
    message = widget.locator(".bac-error")
    expect(message).to_have_text(
        "'Z' is not a card: use A, 2–9, 10 or T, J, Q, K, optionally followed by a suit s h d c or ♠ ♥ ♦ ♣."
    )
    field = widget.locator("input[name=player]")
    expect(field).to_have_attribute("aria-invalid", "true")
    assert message.get_attribute("id") in (field.get_attribute("aria-describedby") or "").split()
    # Right under the field's label, and on screen.
    assert message.evaluate("box => box.previousElementSibling.contains(box.closest('form').elements.player)")
    on_screen(page, message)
    field.press("End")  # (focused by script, the caret would be at the start)
    field.press("Backspace")
    expect(message).to_be_hidden()
    expect(field).not_to_have_attribute("aria-invalid", "true")


def test_four_drill_questions_with_nothing_off_screen(hand: Page, site_url: str) -> None:
    page = ready(hand, f"{site_url}drill/?seed=7", "drill")
    widget = page.locator('[data-widget="drill"]')
    widget.locator("[data-question]").scroll_into_view_if_needed()  # the reader comes to the Drill
    for _ in range(4):
        question = widget.locator("[data-question]")
        asked = question.locator(".bac-question-count").inner_text()
        on_screen(page, question.locator(".bac-prompt"))
        on_screen(page, question.locator(".bac-answers"))
        question.locator("[data-answer]").first.click()
        next_question = widget.locator("[data-action=next]")
        expect(next_question).to_be_visible()
        on_screen(page, widget.locator(".bac-verdict"))
        on_screen(page, next_question)
        next_question.click()
        expect(widget.locator("[data-question] .bac-question-count")).not_to_have_text(asked)


WIDGET_PAGES = {
    "deal/": "deal",
    "odds/": "odds",
    "payouts/": "payouts",
    "roads/": "roads",
    "drill/": "drill",
    "home-game/": "home_game",
    "edge/": "session",
    "pocket/": "pocket",
    "lab/": "road_paste",
    "": "lesson",
}
SMALL_TARGETS = """(widget) => {
  const small = [];
  for (const control of widget.querySelectorAll('button, select, input, textarea, summary')) {
    if (!control.offsetParent) continue;  // not shown
    // A tick box or a radio is reached through its label, which is the target.
    const target = control.matches('[type=radio], [type=checkbox]') ? control.closest('label') ?? control : control;
    const box = target.getBoundingClientRect();
    if (box.width < 44 || box.height < 44) small.push(`${control.outerHTML.slice(0, 80)}: ${box.width}x${box.height}`);
  }
  return small;
}"""


@pytest.mark.parametrize("url", list(WIDGET_PAGES))
def test_every_widget_control_is_a_44_px_target_on_touch_and_no_part_is_cut_off(
    phone_tab: Page, site_url: str, url: str
) -> None:
    page = phone_tab
    visit(page, f"{site_url}{url}")
    expect(page.locator(f'[data-widget="{WIDGET_PAGES[url]}"]')).to_have_attribute("data-state", "ready")
    widget = page.locator(f'[data-widget="{WIDGET_PAGES[url]}"]')
    assert widget.evaluate(CLIPPED) == []  # as it opens
    for details in widget.locator("details").all():
        details.evaluate("details => (details.open = true)")
    assert widget.evaluate(SMALL_TARGETS) == []
    # Key hints are for keyboards: none shows on a touch screen.
    assert widget.locator("kbd:visible").count() == 0


#: Regions that scroll sideways on purpose (each focusable, named, and with a hint where it overflows).
SCROLLERS = ", ".join(
    (".bac-scroll", ".bac-slip", ".bac-road-scroll", ".bac-home_game-rounds", ".bac-bars-figure", ".bac-your-chart",
     ".bac-coup-chart")
)  # fmt: skip
CLIPPED = f"""(widget) => {{
  const edge = widget.getBoundingClientRect().right;
  const cut = [];
  for (const node of widget.querySelectorAll('*')) {{
    if (!node.offsetParent || node.closest('{SCROLLERS}')) continue;
    const right = node.getBoundingClientRect().right;
    if (right > edge + 1) cut.push(`${{node.tagName.toLowerCase()}}.${{node.className}}: ${{right}} > ${{edge}}`);
  }}
  return cut.slice(0, 10);
}}"""


def test_the_typed_hands_are_the_hands_settled(hand: Page, site_url: str) -> None:
    page = ready(hand, f"{site_url}payouts/", "payouts")
    widget = page.locator('[data-widget="payouts"]')
    for bet in ("banker", "banker", "banker", "banker", "tie", "player-pair"):  # the table opens empty: chips of 5
        widget.locator(f"[data-spot={bet}]").click()
    widget.locator("details.bac-payout-coup > summary").click()
    widget.get_by_role("radio", name="Two hands").check()
    expect(widget.locator("input[name=cards]")).to_be_hidden()
    widget.locator("input[name=player]").fill("7 K")
    widget.locator("input[name=banker]").fill("2 3 3")
    widget.get_by_role("button", name="Settle this coup").click()
    coup = widget.locator(".bac-result .bac-coup")
    expect(coup).to_have_attribute("data-cards", "7 2 K 3 3")  # dealing order: P B P B, then the Banker's third
    expect(coup.locator(".bac-outcome")).to_have_text("Banker wins, 8 to 7")
    expect(widget.locator(".bac-slip-headline")).to_have_text("You collect 39.00: +9.00")
    on_screen(page, widget.locator(".bac-slip-headline"))
    # The other way of typing it now holds the same coup; what was typed is left as typed.
    widget.get_by_role("radio", name="Dealing order").check()
    expect(widget.locator("input[name=cards]")).to_have_value("7 2 K 3 3")
    widget.get_by_role("radio", name="Two hands").check()
    expect(widget.locator("input[name=player]")).to_have_value("7 K")


#: The points of ``target`` (a grid of nine) where something else lies on top of it, as the reader's eye and
#: finger meet it (a hidden or see-through overlay takes no hits, so it is not counted; nor does the box
#: the target sits in).
COVERED = """(target) => {
  const box = target.getBoundingClientRect();
  const over = [];
  for (const across of [0.1, 0.5, 0.9]) for (const down of [0.1, 0.5, 0.9]) {
    const x = box.left + box.width * across, y = box.top + box.height * down;
    const top = document.elementFromPoint(x, y);
    const clear = !top || target.contains(top) || top.contains(target);
    if (!clear) over.push(`${top.tagName.toLowerCase()}.${top.className} at ${x},${y}`);
  }
  return over;
}"""
#: Material has taken in the widget's scroll up: its "Back to top" pill has come out (under it or not).
PILL_OUT = "() => !document.querySelector('.md-top').hidden"


def not_covered(page: Page, target: Locator) -> None:
    """``target``, just brought into view by a widget, is on screen with nothing lying over it (Material's
    "Back to top" pill, which comes out as the page scrolls up, lies just under the header)."""
    on_screen(page, target)
    page.wait_for_function(PILL_OUT)  # the page did scroll up to the result: the case in question
    assert target.evaluate(COVERED) == []


@pytest.fixture()
def phone(kept_phone: KeptTab, guard: Guard, site_url: str) -> Iterator[Page]:
    """The kept phone tab with less motion: no card being dealt crosses the result while it is checked."""
    yield from use_kept_tab(kept_phone, guard, site_url, motion="reduce")


def test_back_to_top_never_covers_the_explained_coup(phone: Page, site_url: str) -> None:
    page = ready(phone, f"{site_url}deal/", "deal")
    widget = page.locator('[data-widget="deal"]')
    widget.locator(".bac-enter-cards summary").click()
    widget.locator("input[name=player]").fill("2 2 8")
    widget.locator("input[name=banker]").fill("3 K")
    widget.get_by_role("button", name="Explain").click()
    expect(widget.locator(".bac-coup")).to_have_attribute("data-cards", "2 3 2 K 8")
    not_covered(page, widget.locator('.bac-hand[data-side="player"] .bac-score'))
    not_covered(page, widget.locator('.bac-hand[data-side="player"] .bac-hand-head'))


def test_back_to_top_never_covers_the_round_just_recorded(phone: Page, site_url: str) -> None:
    page = ready(phone, f"{site_url}home-game/", "home_game")
    widget = page.locator('[data-widget="home_game"]')
    widget.locator("textarea[name=players]").fill("Ann\nBo\nCy")
    widget.locator("[data-action=start]").click()
    for name in ("Bo", "Cy"):
        widget.locator("fieldset[data-player]", has_text=name).locator("input[value=banker]").check()
    widget.locator("input[name=player]").fill("2 2 8")
    widget.locator("input[name=banker]").fill("3 K")
    widget.locator("[data-action=record]").click()
    heading = widget.locator("#bac-home_game-last-title")
    expect(heading).to_have_text("Round 1: Banker wins, 3 to 2")
    not_covered(page, heading)


#: Every two of these controls: how far apart they are, and how big each is.
SPACING = """(controls) => {
  const shown = controls.filter((control) => control.offsetParent);
  const problems = [];
  for (const [i, a] of shown.entries()) {
    const one = a.getBoundingClientRect();
    if (one.width < 44 || one.height < 44) problems.push(`${a.textContent.trim()}: ${one.width}x${one.height}`);
    for (const b of shown.slice(i + 1)) {
      const other = b.getBoundingClientRect();
      const across = Math.max(0, Math.max(one.left, other.left) - Math.min(one.right, other.right));
      const down = Math.max(0, Math.max(one.top, other.top) - Math.min(one.bottom, other.bottom));
      if (Math.hypot(across, down) < 8) problems.push(`${a.textContent.trim()} | ${b.textContent.trim()}`);
    }
  }
  return problems;
}"""


@pytest.fixture(params=[320, 375])
def narrow_phone(kept_phone: KeptTab, guard: Guard, site_url: str, request: pytest.FixtureRequest) -> Iterator[Page]:
    """The kept phone tab, 320 or 375 px wide (buttons keep their places as the motion plays)."""
    yield from use_kept_tab(kept_phone, guard, site_url, {"width": request.param, "height": 740})


def test_buttons_side_by_side_or_stacked_keep_8_px_apart(narrow_phone: Page, site_url: str) -> None:
    page = ready(narrow_phone, site_url, "lesson")
    assert page.locator(".bac-ways-in .md-button").evaluate_all(SPACING) == []
    page = ready(narrow_phone, f"{site_url}deal/", "deal")
    deal = page.locator('[data-widget="deal"]')
    expect(deal.locator("[data-action=next-hand]")).to_be_visible()
    assert deal.locator(".bac-stepper .md-button").evaluate_all(SPACING) == []  # "Next hand", "Copy link" and the steps
    page = ready(narrow_phone, f"{site_url}home-game/", "home_game")
    home = page.locator('[data-widget="home_game"]')
    home.locator("textarea[name=players]").fill("Ann\nBo\nCy")
    home.locator("[data-action=start]").click()
    expect(home.locator(".bac-home_game-controls")).to_be_visible()
    assert home.locator(".bac-home_game-controls .md-button").evaluate_all(SPACING) == []
    home.locator("[data-action=new-game]").click()
    assert home.locator(".bac-home_game-confirm .md-button").evaluate_all(SPACING) == []
