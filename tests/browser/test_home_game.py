"""The home game's score keeper in a real browser: a whole game, bad cards, reloads, undo, storage, two tabs."""

from __future__ import annotations

import csv
import io
import json
import re

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from baccarat import resolve_hands
from baccarat.home_game import new_game, record_round, standing, summary_code

from .guard import Guard, check_guard, watch_page, watched_context
from .kept_tab import MATERIAL_RUNNING
from .test_accessibility import summary, violations
from .test_offline import QUIET_MS
from .widgets import open_widget, selector

pytestmark = pytest.mark.browser

HOME = selector("home_game")
KEY = "baccarat-home-game"


def start(page: Page, names: str, rounds: str = "3", first: str = "0") -> None:
    page.fill(f"{HOME} textarea[name=players]", names)
    page.fill(f"{HOME} input[name=rounds]", rounds)
    page.select_option(f"{HOME} select[name=first]", first)
    page.click(f"{HOME} [data-action=start]")
    expect(page.locator(f"{HOME} [data-dealer]")).to_be_visible()


def play(page: Page, calls: dict[str, str], player: str, banker: str) -> None:
    for name, call in calls.items():
        page.locator(f"{HOME} fieldset[data-player]", has_text=name).locator(f"input[value={call}]").check()
    page.fill(f"{HOME} input[name=player]", player)
    page.fill(f"{HOME} input[name=banker]", banker)
    before = page.locator(f"{HOME} .bac-home_game-rounds tbody tr").count()
    page.click(f"{HOME} [data-action=record]")
    expect(page.locator(f"{HOME} .bac-home_game-rounds tbody tr")).to_have_count(before + 1)


def scores(page: Page) -> dict[str, int]:
    cells = page.locator(f"{HOME} [data-score]")
    return {cell.get_attribute("data-score") or "": int(cell.inner_text()) for cell in cells.all()}


BANKER_WINS = ("2 2 8", "3 K")  # Banker 3 beats Player 2
PLAYER_WINS = ("9 K", "8 K")
TIE = ("7 K", "3 4")


@pytest.mark.warm
def test_a_whole_game_of_three_with_a_tie_and_a_tiebreak(page: Page, site_url: str) -> None:
    open_widget(page, site_url, "home_game")
    start(page, "Ann\nBo\nCy", rounds="3", first="0")
    expect(page.locator(f"{HOME} [data-dealer]")).to_have_attribute("data-dealer", "Ann")
    expect(page.locator(f'{HOME} fieldset[data-player="Ann"]')).to_have_count(0)  # the dealer sits out
    play(page, {"Bo": "banker", "Cy": "player"}, *BANKER_WINS)  # Bo 1
    expect(page.locator(f"{HOME} [data-dealer]")).to_have_attribute("data-dealer", "Bo")
    # After a recorded round, a refused one says only what is wrong: "Round recorded and saved." goes.
    status, error = page.locator(f"{HOME} .bac-status"), page.locator(f"{HOME} .bac-error")
    expect(status).to_have_text("Round recorded and saved.")
    page.click(f"{HOME} [data-action=record]")  # nobody has predicted round 2
    expect(error).to_have_text("Ann has not predicted yet: choose Player or Banker for Ann.")
    expect(page.locator(HOME)).to_have_attribute("aria-busy", "false")
    expect(status).to_have_text("")
    expect(page.locator(f"{HOME} .bac-home_game-rounds tbody tr")).to_have_count(1)
    play(page, {"Ann": "player", "Cy": "player"}, *PLAYER_WINS)  # Ann 1, Cy 1
    play(page, {"Ann": "banker", "Bo": "banker"}, *TIE)  # a tie scores nobody
    assert scores(page) == {"Ann": 1, "Bo": 1, "Cy": 1}
    # Everyone is tied for first: a tiebreak round, and the dealer (Ann, next in turn) predicts too.
    expect(page.locator(f"{HOME} .bac-home_game-round h3")).to_contain_text("Tiebreak, round 4")
    expect(page.locator(f"{HOME} [data-dealer]")).to_have_attribute("data-dealer", "Ann")
    expect(page.locator(f"{HOME} fieldset[data-player]")).to_have_count(3)
    play(page, {"Ann": "banker", "Bo": "player", "Cy": "banker"}, *BANKER_WINS)  # Ann 2, Cy 2
    expect(page.locator(f"{HOME} .bac-home_game-round h3")).to_contain_text("Ann and Cy are tied for first")
    expect(page.locator(f"{HOME} [data-dealer]")).to_have_attribute("data-dealer", "Bo")  # not tied: Bo deals
    play(page, {"Ann": "player", "Cy": "banker"}, *PLAYER_WINS)
    expect(page.locator(f"{HOME} .bac-home_game-end h3")).to_have_text("Game over: Ann wins, with 3 points.")
    assert scores(page) == {"Ann": 3, "Bo": 1, "Cy": 2}
    expect(page.locator(f"{HOME} .bac-home_game-last")).to_contain_text("Scored: Ann.")
    # The summary link shows the same final table to anyone (here on a page reached by instant
    # navigation, where Material would have changed only the address).
    link = page.locator(f"{HOME} a.bac-home_game-summary-link").get_attribute("href")
    assert link and re.fullmatch(r"\?summary=[A-Za-z0-9_-]+", link)
    page.click(f"{HOME} a.bac-home_game-summary-link")
    expect(page.locator(f"{HOME} .bac-home_game-summary")).to_be_visible()
    assert scores(page) == {"Ann": 3, "Bo": 1, "Cy": 2}


@pytest.mark.warm
def test_bad_set_ups_and_typed_cards_that_break_the_rules_are_named(page: Page, site_url: str) -> None:
    open_widget(page, site_url, "home_game")
    thirteen = "\n".join(f"P{n}" for n in range(13))
    bad = {"Ann": "only one player ('Ann')", "Ann\nann": "'ann' is given twice (lines 1 and 2)",
           "Ann\n\nBo": "Line 2 is empty", thirteen: "not 13"}  # fmt: skip
    for names, message in bad.items():
        page.fill(f"{HOME} textarea[name=players]", names)
        page.click(f"{HOME} [data-action=start]")
        expect(page.locator(f"{HOME} .bac-error")).to_contain_text(message)
    start(page, "Ann\nBo")  # then a good one starts the game
    page.click(f"{HOME} [data-action=record]")
    expect(page.locator(f"{HOME} .bac-error")).to_have_text("Bo has not predicted yet: choose Player or Banker for Bo.")
    page.check(f'{HOME} fieldset[data-player="Bo"] input[value=player]')
    page.fill(f"{HOME} input[name=player]", "2 2")
    page.fill(f"{HOME} input[name=banker]", "3 K")
    page.click(f"{HOME} [data-action=record]")
    expect(page.locator(f"{HOME} .bac-error")).to_contain_text(
        "The coup is not over yet. No natural: Player has 4 on two cards, and draws on 0–5."
    )
    page.fill(f"{HOME} input[name=player]", "Kh 5s 2d")
    page.fill(f"{HOME} input[name=banker]", "Kh 6c")
    page.click(f"{HOME} [data-action=record]")
    expect(page.locator(f"{HOME} .bac-error")).to_have_text("The K♥ appears twice, but a single deck has only one.")
    expect(page.locator(f"{HOME} .bac-home_game-rounds tbody tr")).to_have_count(0)


@pytest.mark.warm
def test_reload_mid_round_resumes_and_undo_takes_back(page: Page, site_url: str) -> None:
    open_widget(page, site_url, "home_game")
    start(page, "Ann\nBo\nCy")
    play(page, {"Bo": "banker", "Cy": "player"}, *BANKER_WINS)
    page.check(f'{HOME} fieldset[data-player="Ann"] input[value=banker]')  # round 2 in progress
    page.fill(f"{HOME} input[name=player]", "9 K")
    # The round in progress is saved as it is typed, in turn behind any save before it: reload once it is.
    page.wait_for_function("() => (localStorage.getItem('baccarat-home-game') ?? '').includes('9 K')")
    page.reload()
    expect(page.locator(HOME)).to_have_attribute("data-state", "ready")
    expect(page.locator(f'{HOME} fieldset[data-player="Ann"] input[value=banker]')).to_be_checked()
    expect(page.locator(f"{HOME} input[name=player]")).to_have_value("9 K")
    assert scores(page) == {"Bo": 1, "Ann": 0, "Cy": 0}
    page.click(f"{HOME} [data-action=undo]")
    expect(page.locator(f"{HOME} .bac-status")).to_have_text(
        "Round 1 is taken back (2 3 2 K 8: Banker wins, 3 to 2). Record it again."
    )
    expect(page.locator(f"{HOME} .bac-home_game-rounds tbody tr")).to_have_count(0)
    assert scores(page) == {"Ann": 0, "Bo": 0, "Cy": 0}
    expect(page.locator(f"{HOME} [data-dealer]")).to_have_attribute("data-dealer", "Ann")


@pytest.mark.warm
@pytest.mark.parametrize("tab", ["page", "phone_tab"], ids=["1280px", "375px"])
def test_undo_works_after_a_refused_round_was_recorded(request: pytest.FixtureRequest, site_url: str, tab: str) -> None:
    """A refusal puts the message line beside the round's form; the recorded round then redraws the
    form: the next action (Undo) must still find its message line, and take the round back."""
    page: Page = request.getfixturevalue(tab)
    open_widget(page, site_url, "home_game")
    start(page, "Ann\nBo")
    page.check(f'{HOME} fieldset[data-player="Bo"] input[value=banker]')
    page.fill(f"{HOME} input[name=player]", "2 2")
    page.fill(f"{HOME} input[name=banker]", "3 K")
    page.click(f"{HOME} [data-action=record]")
    expect(page.locator(f"{HOME} .bac-error")).to_contain_text("The coup is not over yet.")
    page.fill(f"{HOME} input[name=player]", BANKER_WINS[0])
    page.click(f"{HOME} [data-action=record]")
    expect(page.locator(f"{HOME} .bac-status")).to_have_text("Round recorded and saved.")
    expect(page.locator(f"{HOME} .bac-home_game-rounds tbody tr")).to_have_count(1)
    expect(page.locator(f"{HOME} .bac-error")).to_be_hidden()
    page.click(f"{HOME} [data-action=undo]")
    expect(page.locator(f"{HOME} .bac-status")).to_have_text(
        "Round 1 is taken back (2 3 2 K 8: Banker wins, 3 to 2). Record it again."
    )
    expect(page.locator(f"{HOME} .bac-home_game-rounds tbody tr")).to_have_count(0)
    assert scores(page) == {"Ann": 0, "Bo": 0}
    page.wait_for_function(f"() => JSON.parse(localStorage.getItem('{KEY}')).history.length === 0")  # saved in turn
    # The message line still works, in its place: a refusal after the undo is shown.
    page.click(f"{HOME} [data-action=record]")
    expect(page.locator(f"{HOME} .bac-error")).to_have_text("Bo has not predicted yet: choose Player or Banker for Bo.")


@pytest.mark.warm
def test_the_keepers_deck_deals_and_records(page: Page, site_url: str) -> None:
    open_widget(page, site_url, "home_game")
    start(page, "Ann\nBo")
    page.click(f"{HOME} [data-action=deal]")
    expect(page.locator(f"{HOME} .bac-error")).to_contain_text("Bo has not predicted yet")  # predictions first
    page.check(f'{HOME} fieldset[data-player="Bo"] input[value=banker]')
    page.click(f"{HOME} [data-action=deal]")
    expect(page.locator(f"{HOME} input[name=player]")).not_to_have_value("")
    player = page.locator(f"{HOME} input[name=player]").input_value()
    banker = page.locator(f"{HOME} input[name=banker]").input_value()
    coup = resolve_hands(player=player, banker=banker)
    # The cards are on the felt before anything is recorded, stepped through as on the dealer page.
    felt = page.locator(f"{HOME} .bac-home_game-felt .bac-coup")
    expect(felt).to_have_attribute("data-cards", " ".join(card.token for card in coup.cards))
    expect(felt.locator(".bac-card:not([hidden])")).to_have_count(4)  # the first four, dealt in order
    expect(felt.locator(".bac-outcome")).to_be_hidden()  # who won is told at the last step
    expect(page.locator(f"{HOME} [data-action=forward]")).to_be_focused()
    page.click(f"{HOME} [data-action=all]")
    expect(felt.locator(".bac-card:not([hidden])")).to_have_count(len(coup.cards))
    expect(felt.locator(".bac-outcome")).to_be_visible()
    page.click(f"{HOME} [data-action=record]")
    expect(page.locator(f"{HOME} .bac-home_game-last .bac-coup")).to_have_attribute("data-outcome", coup.outcome.value)
    # The log writes the cards as the rest of the guide does (K♦ A♣), each named for a screen reader.
    logged = page.locator(f'{HOME} .bac-home_game-rounds tbody tr td[data-label="Cards"]')
    expect(logged.locator("[aria-hidden=true]")).to_have_text(" ".join(map(str, coup.cards)))
    expect(logged.locator(".bac-sr")).to_have_text(", ".join(card.name for card in coup.cards))
    kept = page.wait_for_function(
        f"() => JSON.parse(localStorage.getItem('{KEY}') || '{{}}').history?.length && localStorage.getItem('{KEY}')"
    )
    assert json.loads(kept.json_value())["history"][0]["source"] == "shoe"


@pytest.mark.warm
@pytest.mark.parametrize(
    ("stored", "why"),
    [("{oops", "it is not valid JSON"), ('{"format": "baccarat-home-game", "version": 99}', "another version"),
     ('{"something": "else"}', "not a game saved by this score keeper")],
)  # fmt: skip
def test_corrupt_or_foreign_saved_data_is_set_aside_with_a_message(
    page: Page, site_url: str, stored: str, why: str
) -> None:
    page.evaluate("([key, value]) => localStorage.setItem(key, value)", [KEY, stored])  # on the site already
    open_widget(page, site_url, "home_game")
    expect(page.locator(f"{HOME} .bac-error")).to_contain_text(why)
    kept = page.wait_for_function(  # set aside in turn (the save's lock): wait for the copy to be kept
        "() => { const kept = Object.keys(localStorage).filter((k) => k.startsWith('baccarat-home-game-set-aside-'))"
        ".map((k) => localStorage.getItem(k)); return kept.length ? kept : null; }"
    ).json_value()
    assert kept == [stored]  # set aside, never deleted
    start(page, "Ann\nBo")  # and the keeper works


def two_tabs(context: BrowserContext, site_url: str, rounds: str = "3") -> tuple[Page, Page]:
    """A game started in one tab, and a second tab that has resumed it."""
    first = context.new_page()
    open_widget(first, site_url, "home_game")
    start(first, "Ann\nBo", rounds=rounds)
    second = context.new_page()
    open_widget(second, site_url, "home_game")
    expect(second.locator(f"{HOME} [data-dealer]")).to_have_attribute("data-dealer", "Ann")
    return first, second


def test_a_tab_that_changed_nothing_follows_the_other_and_a_lost_save_is_told(
    context: BrowserContext, site_url: str
) -> None:
    """Two tabs on one game: the one that changed nothing follows the other's round; then the race two tabs can
    lose, both saving the same revision with different rounds: the tab whose save was overwritten must be told,
    though seed and revision match (only the content differs)."""
    first, second = two_tabs(context, site_url)
    play(second, {"Bo": "banker"}, *BANKER_WINS)  # the later tab records a round
    # The first tab's own changes (the game it started) are all in the newer copy: it follows at once,
    # with no notice in the way.
    expect(first.locator(f"{HOME} .bac-status")).to_have_text("This game was updated in another tab.")
    expect(first.locator(f"{HOME} .bac-home_game-conflict")).to_have_count(0)
    expect(first.locator(f"{HOME} [data-score]")).to_have_count(2)
    # The score sheet is drawn again by Python, after the notice: wait for the newer copy's score.
    expect(first.locator(f'{HOME} [data-score="Bo"]')).to_have_text("1")
    assert scores(first) == {"Bo": 1, "Ann": 0}
    # Round 2 (Bo deals, Ann predicts), recorded in the first tab: revision r+1 over the copy both tabs hold.
    play(first, {"Ann": "banker"}, *BANKER_WINS)
    first.wait_for_function("() => JSON.parse(localStorage.getItem('baccarat-home-game')).history.length === 2")
    # The other tab's save of the same revision lands just after (as two processes can interleave).
    second.evaluate("""() => {
        const game = JSON.parse(localStorage.getItem("baccarat-home-game"));
        game.history[1].calls = { Ann: "player" };
        localStorage.setItem("baccarat-home-game", JSON.stringify(game));
    }""")
    expect(first.locator(f"{HOME} .bac-home_game-conflict")).to_contain_text("changed in another tab")


#: A round made ready in a tab without a keystroke (so neither tab saves its round in progress, which
#: the other would follow), recorded when the word is given on the "race" channel, by every tab at once.
READY_TO_RECORD = """([call, player, banker]) => {
    const home = document.querySelector('[data-widget="home_game"]');
    for (const choice of home.querySelectorAll(`fieldset[data-player] input[value="${call}"]`)) choice.checked = true;
    home.querySelector("input[name=player]").value = player;
    home.querySelector("input[name=banker]").value = banker;
    window.raceRecorded = performance.getEntriesByName("baccarat:home_game-recorded").length;
    const race = new BroadcastChannel("race");
    race.onmessage = ({ data: until }) => {
        race.close();
        window.raceBase = home.dataset.saved;  // the copy this tab's round builds on
        home.querySelector("[data-action=record]").click();
        // Once the round is asked of Python, this tab holds its page until the agreed instant, as the
        // other tab does: both answers then arrive in the same millisecond, and both tabs save at once.
        // (A barrier, not a wait: whenever the answers come, the verdict below is the same.)
        setTimeout(() => { while (Date.now() < until); });
    };
}"""
#: The word to record, with the instant both tabs hold their pages until (time enough for Python's answers).
RECORD = "() => new BroadcastChannel('race').postMessage(Date.now() + 500)"
#: "saved" once the tab has said its round is recorded and saved, "conflict" once it says it was not.
OUTCOME = """() => {
    const home = document.querySelector('[data-widget="home_game"]');
    if (performance.getEntriesByName("baccarat:home_game-recorded").length > window.raceRecorded) {
        return home.querySelector(".bac-status").textContent === "Round recorded and saved." && "saved";
    }
    return home.querySelector(".bac-home_game-conflict") !== null && "conflict";
}"""


def rounds_table(page: Page) -> list[str]:
    return [row.inner_text() for row in page.locator(f"{HOME} .bac-home_game-rounds tbody tr").all()]


def test_two_tabs_recording_at_the_same_moment_never_both_say_saved(context: BrowserContext, site_url: str) -> None:
    """Both tabs record a round over the same copy at once: their saves take turns, and the second
    finds the first's round, writes nothing and says so. No tab says "saved" for a round that is
    lost: a third tab finds exactly the rounds the tabs said were saved."""
    tabs = two_tabs(context, site_url, rounds="20")
    rounds = {tabs[0]: ("banker", *BANKER_WINS), tabs[1]: ("player", *PLAYER_WINS)}
    kept: list[str] = []  # the rows of the rounds said saved, in order
    for race in range(1, 6):
        for tab in tabs:
            tab.evaluate(READY_TO_RECORD, list(rounds[tab]))
        tabs[race % 2].evaluate(RECORD)
        outcomes = {tab: tab.wait_for_function(OUTCOME).json_value() for tab in tabs}
        said_saved = sorted((tab for tab in tabs if outcomes[tab] == "saved"), key=lambda tab: len(rounds_table(tab)))
        bases = [tab.evaluate("() => window.raceBase") for tab in said_saved]
        assert len(set(bases)) == len(bases), f"race {race}: both tabs said saved over the same copy"
        assert said_saved, f"race {race}: neither tab saved its round"
        for tab in said_saved:  # each round said saved builds on every round said saved before it
            table = rounds_table(tab)
            assert table[:-1] == kept, f"race {race}: a round said saved is not in the next tab's game"
            kept.append(table[-1])
        for tab in tabs:
            if outcomes[tab] == "conflict":
                expect(tab.locator(f"{HOME} .bac-status")).to_have_text("This tab's last change was not saved.")
                tab.click(f"{HOME} .bac-home_game-conflict [data-action=reload]")
            expect(tab.locator(f"{HOME} .bac-home_game-rounds tbody tr")).to_have_count(len(kept))
            assert rounds_table(tab) == kept
    third = context.new_page()
    open_widget(third, site_url, "home_game")
    assert rounds_table(third) == kept


def test_without_web_locks_rounds_are_saved_as_before(page: Page, site_url: str) -> None:
    """An old browser has no navigator.locks: each save compares and writes at once, as it did before."""
    page.add_init_script("delete Navigator.prototype.locks")
    open_widget(page, site_url, "home_game")
    assert page.evaluate("() => navigator.locks") is None
    start(page, "Ann\nBo")
    play(page, {"Bo": "banker"}, *BANKER_WINS)
    expect(page.locator(f"{HOME} .bac-status")).to_have_text("Round recorded and saved.")
    page.reload()
    expect(page.locator(HOME)).to_have_attribute("data-state", "ready")
    assert scores(page) == {"Bo": 1, "Ann": 0}


@pytest.mark.warm
def test_csv_export_and_names_with_markup_shown_as_text(page: Page, site_url: str) -> None:
    open_widget(page, site_url, "home_game")
    hostile = '<img src=x onerror="window.__pwned=1">'
    start(page, f"{hostile}\n=SUM(1)\nCy", rounds="2")
    expect(page.locator(f"{HOME} [data-dealer]")).to_have_text(f"Dealer: {hostile} ({hostile} sits it out).")
    play(page, {"=SUM(1)": "banker", "Cy": "player"}, *BANKER_WINS)
    assert page.evaluate("window.__pwned") is None and page.locator(f"{HOME} img").count() == 0
    with page.expect_download() as download:
        page.click(f"{HOME} [data-action=export]")
    text = download.value.path().read_text(encoding="utf-8")
    table = list(csv.reader(io.StringIO(text)))
    assert table[0][:6] == ["Round", "Dealer", "Cards", "Result", hostile, f"{hostile} points"]
    assert table[0][6] == "'=SUM(1)"  # a spreadsheet shows it, never runs it
    assert table[1] == ["1", hostile, "2 3 2 K 8", "Banker wins", "deals", "", "Banker", "1", "Player", "0"]
    assert table[-1] == ["Total", "", "", "", "", "0", "", "1", "", "0"]


@pytest.mark.warm
def test_keyboard_only_play_and_accessibility(page: Page, site_url: str) -> None:
    open_widget(page, site_url, "home_game")
    page.focus(f"{HOME} textarea[name=players]")
    page.keyboard.type("Ann\nBo")
    page.focus(f"{HOME} [data-action=start]")
    page.keyboard.press("Enter")
    expect(page.locator(f"{HOME} .bac-home_game-round h3")).to_be_focused()
    page.focus(f'{HOME} fieldset[data-player="Bo"] input[value=player]')
    page.keyboard.press("ArrowRight")  # radio buttons move with the arrow keys: Banker
    page.focus(f"{HOME} [data-action=deal]")
    page.keyboard.press("Enter")
    expect(page.locator(f"{HOME} [data-action=forward]")).to_be_focused()  # the dealt coup, step by step
    page.keyboard.press("End")  # every step at once
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")  # past "Show all", to the round's own button
    expect(page.locator(f"{HOME} [data-action=record]")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator(f"{HOME} .bac-home_game-rounds tbody tr")).to_have_count(1)
    row = page.locator(f"{HOME} .bac-home_game-rounds tbody tr").first
    expect(row).to_contain_text("Banker")
    found = violations(page)
    assert found == [], summary(found)


def summary_link(players: int, rounds: int) -> str:
    """A finished game's summary query: ``players`` with long names, half of the predictors calling Banker."""
    names = "\n".join(f"Player number {n + 1:02}" for n in range(players))
    game = new_game(names, rounds, 0, seed=7)
    while not standing(game).finished:
        predictors = standing(game).predictors
        calls = {name: ("banker", "player")[n % 2] for n, name in enumerate(predictors)}
        game = record_round(game, calls, from_shoe=True)
    return f"?summary={summary_code(game)}"


WIDE_TABLE = f"{HOME} .bac-home_game-summary .bac-home_game-rounds"

# Whether the round-by-round table's last column, scrolled to within its own region, is wholly on screen, and the
# region itself within the widget (nothing cut off by an ancestor), and the page no wider than the screen.
LAST_COLUMN_SHOWN = """(region) => {
  region.scrollLeft = region.scrollWidth;
  const last = region.querySelector("thead th:last-child, tbody tr:first-child td:last-child");
  const cell = last.getBoundingClientRect(), box = region.getBoundingClientRect();
  const widget = region.closest(".bac-widget").getBoundingClientRect();
  return {
    cellInRegion: cell.right <= box.right + 1 && cell.width > 0,
    regionInWidget: box.left >= widget.left - 1 && box.right <= widget.right + 1,
    pageFits: document.documentElement.scrollWidth <= window.innerWidth,
  };
}"""


@pytest.mark.warm
def test_a_wide_summary_scrolls_in_its_own_named_region(page: Page, site_url: str) -> None:
    """One load of a summary link, read at 1280 px and then with the window narrowed to 320 px."""
    open_widget(page, site_url, "home_game", summary_link(12, 12))
    expect(page.locator(f"{HOME} .bac-home_game-summary")).to_be_visible()
    region = page.locator(WIDE_TABLE)
    expect(region).to_have_attribute("role", "region")
    expect(region).to_have_attribute("tabindex", "0")
    expect(region).to_have_attribute("aria-label", "Round by round (scrolls sideways)")
    expect(page.locator(f"{HOME} .bac-home_game-scores caption")).to_have_text("Final scores: Player number 04 wins")
    expect(page.locator(f"{HOME} .bac-home_game-scores thead th").first).to_have_text("Name")
    scores_table = page.locator(f"{HOME} .bac-home_game-summary .bac-home_game-scores")
    for width in (1280, 320):
        page.set_viewport_size({"width": width, "height": 900})
        region.evaluate("(region) => { region.scrollLeft = 0; }")
        shown = region.evaluate(LAST_COLUMN_SHOWN)
        assert shown == {"cellInRegion": True, "regionInWidget": True, "pageFits": True}, width
        assert scores_table.evaluate("(e) => e.getBoundingClientRect().right") <= page.evaluate("window.innerWidth")


#: The page's layout shifts as they happen (none the reader caused), added up from the start of its load.
SHIFTS = """window.__shifts = 0;
new PerformanceObserver((list) => {
  for (const shift of list.getEntries()) if (!shift.hadRecentInput) window.__shifts += shift.value;
}).observe({ type: "layout-shift", buffered: true });"""


def test_the_first_screen_needs_no_python_until_the_reader_reaches_for_it(
    browser: Browser, guard: Guard, site_url: str
) -> None:
    """With nothing saved and no link, the set-up form is the whole first screen: usable at once, drawn without
    Python and with nothing shifting, and the page settles (it even tries to save the guide for offline use) without
    starting Python. The reader's first touch starts Python in time for the game. With a game saved, Python starts
    at once to show it."""
    context = watched_context(
        browser, lambda: guard, viewport={"width": 375, "height": 740}, is_mobile=True, has_touch=True
    )
    context.add_init_script(SHIFTS)
    page = watch_page(context.new_page(), lambda: guard)
    context.clock.install()  # the page's clock runs as the real one does, until the test moves it on
    try:
        page.goto(f"{site_url}home-game/")
        home = page.locator(HOME)
        expect(home).to_have_attribute("data-state", "ready")
        expect(home.locator(".bac-status")).to_have_text("Ready: type the players' names to start, one per line.")
        expect(home.locator("textarea[name=players]")).to_be_enabled()
        # The page has settled, and its offline saving has had its turn (here service workers are blocked): on a
        # page whose widget had started Python, that waits for Python to be ready. The clock moves on through the
        # idle moment after the page's load, then through the quiet time and the idle moment after it (fewer
        # seconds than the real clock spent here).
        # Moved too early, the clock runs on as the real one does: the wait is longer, the test the same.
        page.wait_for_load_state("load")
        page.clock.fast_forward(100)
        page.clock.fast_forward(QUIET_MS + 100)
        expect(page.locator("html")).to_have_attribute("data-offline", "unavailable", timeout=60_000)
        assert page.evaluate("window.__baccarat.workersStarted") == 0
        assert page.evaluate("window.__shifts") == 0
        # The reader's first touch: Start, with only the grey example names in the box. Said at once (no Python
        # needed), right under the button, on screen and focused; it goes once a name is typed.
        start_button, said = home.locator("[data-action=start]"), home.locator(".bac-error")
        start_button.tap()
        expect(said).to_have_text(
            "Type the players' names in the box above first, one per line: the grey names are only an example."
        )
        expect(said).to_be_focused()
        expect(said).to_be_in_viewport()
        button, line = start_button.bounding_box(), said.bounding_box()
        assert button and line and 0 <= line["y"] - (button["y"] + button["height"]) < 60
        page.wait_for_function("() => window.__baccarat.workersStarted === 1")
        home.locator("textarea[name=players]").tap()  # the reader reaches for the names
        home.locator("textarea[name=players]").press_sequentially("A")
        expect(said).to_be_hidden()
        page.wait_for_function(MATERIAL_RUNNING)
        start(page, "Ann\nBo")
        expect(home.locator(".bac-status")).to_have_text(
            "The game is on, and saved in this browser after every change."
        )
        page.reload()  # the game saved: Python starts at once, and shows it
        expect(home.locator("[data-dealer]")).to_have_attribute("data-dealer", "Ann")
        assert page.evaluate("window.__baccarat.workersStarted") == 1
    finally:
        context.close()
    check_guard(guard)
