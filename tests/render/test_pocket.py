"""The pocket dealer's HTML: the coup so far on the felt, where the next card goes, the dealer's words, the
exact chances in one row, the keypad, and the static frame."""

from __future__ import annotations

from fractions import Fraction

import pytest

from baccarat.cards import RANKS, parse_cards
from baccarat.i18n import LANGUAGES
from baccarat.pocket import chances, position
from baccarat.render.pocket import (
    chances_html,
    chances_text,
    exact_html,
    fraction_text,
    keypad_html,
    position_html,
    widget_html,
)
from tests.render.structure import HOSTILE, checked, one, table_rows


@pytest.mark.parametrize(
    ("cards", "next_card", "words"),
    [
        ("", "player", "Next card: Player"),
        ("2 3", "player", "Next card: Player"),
        ("2 3 2", "banker", "Next card: Banker"),
        ("2 3 2 K", "player-third", "Next card: the Player's third"),
        ("2 3 2 K 3", "banker-third", "Next card: the Banker's third"),
        ("2 3 2 K 8", "done", "The coup is over"),
    ],
)
def test_the_felt_holds_the_cards_so_far_and_says_where_the_next_one_goes(
    cards: str, next_card: str, words: str
) -> None:
    now = position(cards)
    assert now.next == next_card
    soup = checked(position_html(now.player, now.banker, now.next, now.says))
    hands = {str(hand["data-side"]): hand for hand in soup.select(".bac-table > .bac-hand")}
    assert list(hands) == ["player", "banker"]
    dealt = parse_cards(cards, allow_empty=True)
    assert [c["data-card"] for c in hands["player"].select(".bac-card")] == [c.token for c in now.player]
    assert [c["data-card"] for c in hands["banker"].select(".bac-card")] == [c.token for c in now.banker]
    assert len(now.player) + len(now.banker) == len(dealt)
    waiting = [side for side, hand in hands.items() if hand.has_attr("data-waiting")]
    assert waiting == ([] if next_card == "done" else [next_card.split("-")[0]])
    told = one(soup, ".bac-pocket-next")
    assert (told["data-next"], told.get_text()) == (next_card, words)
    says = one(soup, ".bac-pocket-says")
    assert (says["aria-live"], says.get_text()) == ("polite", now.says)


def test_the_dealer_s_words_are_text_never_markup() -> None:
    soup = checked(position_html((), (), "player", HOSTILE))
    assert one(soup, ".bac-pocket-says").get_text() == HOSTILE


def test_the_chances_are_one_row_of_three_figures_to_two_decimals_captioned_by_the_shoe() -> None:
    shares = chances("2 3 2 K", 8)
    soup = checked(chances_html(shares, 8, 4, False))
    table = one(soup, "table.bac-pocket-chances")
    assert one(table, "caption").get_text() == "Chances from here: a fresh 8-deck shoe less the 4 cards on the felt"
    assert [th.get_text() for th in table.select("thead th")] == ["Player wins", "Banker wins", "Tie"]
    (row,) = table_rows(table)
    assert row == [f"{float(share) * 100:.2f}%" for share in shares] == ["48.35%", "42.73%", "8.92%"]
    assert one(checked(chances_html(shares, 6, 1, False)), "caption").get_text().endswith("less the 1 card on the felt")
    assert one(checked(chances_html(chances("", 6), 6, 0, False)), "caption").get_text() == (
        "Chances from here: a fresh 6-deck shoe"
    )


@pytest.mark.parametrize(("cards", "decks"), [("", 8), ("", 1), ("2 3", 8), ("2 3 2 K", 8), ("2 3 2 K 3", 1)])
def test_the_exact_fractions_fold_under_the_table_and_are_the_package_s_own(cards: str, decks: int) -> None:
    shares = chances(cards, decks)
    soup = checked(chances_html(shares, decks, len(cards.split()), False))
    exact = one(soup, "details.bac-pocket-exact")
    assert not exact.has_attr("open")  # on demand
    assert one(exact, "summary").get_text() == "Exact chances, as fractions"
    lines = [li.get_text() for li in exact.select("li")]
    assert lines == [
        f"{name}: exactly {share.numerator:,}/{share.denominator:,}"
        for name, share in zip(("Player wins", "Banker wins", "Tie"), shares, strict=True)
    ]
    # Each line's fraction is the chance itself, in lowest terms, not a rounding of the percentage.
    for line, share in zip(lines, shares, strict=True):
        numerator, denominator = line.rsplit(" ", 1)[1].replace(",", "").split("/")
        assert Fraction(int(numerator), int(denominator)) == share and share.denominator == int(denominator)
    # A long fraction breaks after its slash, never inside a number.
    assert all(li.find("wbr") for li in exact.select("li"))


def test_fractions_are_written_in_lowest_terms_thousands_separated() -> None:
    assert fraction_text(Fraction(4096, 8193)) == "4,096/8,193"
    assert fraction_text(Fraction(2, 4)) == "1/2"
    assert (fraction_text(Fraction(1)), fraction_text(Fraction(0))) == ("1", "0")
    assert fraction_text(chances("", 8)[0]) == "8,712,962,041,376/19,524,993,263,685"


@pytest.mark.parametrize(("lang", "summary", "line"), [
    ("zh-Hant", "精確概率（以分數表示）", "閒家贏：精確值為 1/3"),
    ("zh-Hans", "精确概率（以分数表示）", "闲家赢：精确值为 1/3"),
])  # fmt: skip
def test_the_exact_fractions_are_said_in_each_chinese_script(lang: str, summary: str, line: str) -> None:
    exact = checked(exact_html((Fraction(1, 3), Fraction(1, 2), Fraction(1, 6)), lang=lang))
    assert one(exact, "summary").get_text() == summary
    assert exact.select("li")[0].get_text() == line


def test_a_finished_coup_shows_its_one_certain_result() -> None:
    soup = checked(chances_html(chances("2 3 2 K 8"), 8, 5, True))
    assert one(soup, "caption").get_text() == "The result, now that the coup is over"
    assert table_rows(one(soup, "table")) == [["0.00%", "100.00%", "0.00%"]]
    assert [li.get_text() for li in soup.select(".bac-pocket-exact li")] == [
        "Player wins: exactly 0",
        "Banker wins: exactly 1",
        "Tie: exactly 0",
    ]


def test_a_chance_too_small_for_two_decimals_says_so() -> None:
    tiny = (Fraction(1, 2), Fraction(1, 2) - Fraction(1, 10**6), Fraction(1, 10**6))
    (row,) = table_rows(one(checked(chances_html(tiny, 8, 4, False)), "table"))
    assert row == ["50.00%", "50.00%", "under 0.01%"]


def test_chances_text_is_player_banker_tie_to_ten_decimals() -> None:
    assert chances_text((Fraction(1, 4), Fraction(1, 2), Fraction(1, 4))) == "0.2500000000 0.5000000000 0.2500000000"
    text = chances_text(chances("", 8))
    assert text == "0.4462466093 0.4585974226 0.0951559680"  # the published 45.86% Banker, to 10 places


def test_the_keypad_has_a_named_key_per_rank_and_ends_with_the_widget_s_own() -> None:
    soup = checked(keypad_html('<button type="button" data-action="undo">Undo</button>'))
    pad = one(soup, ".bac-keypad")
    keys = pad.select("button")
    assert [key.get("data-rank") for key in keys] == [*RANKS, None]
    assert keys[-1]["data-action"] == "undo"
    # Each name begins with what the key shows (WCAG 2.5.3): the 10 is named by its "10".
    assert [key.get("aria-label") for key in keys[:1] + keys[9:13]] == ["Ace", None, "Jack", "Queen", "King"]
    assert all(key.get_text() == key["data-rank"] for key in keys[:-1])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_key_s_name_begins_with_what_it_shows(lang: str) -> None:
    # WCAG 2.5.3 (label in name): a reader who says "10" to voice control finds the 10, in every language.
    for key in checked(keypad_html(lang=lang)).select("button[data-rank]"):
        name = str(key.get("aria-label") or key.get_text())
        assert name.lower().startswith(key.get_text().lower()), (lang, name)


def test_the_frame_waits_for_python_with_an_empty_felt_and_the_fresh_shoe_s_chances() -> None:
    soup = checked(widget_html(8))
    root = one(soup, '[data-widget="pocket"]')
    assert [root[key] for key in ("data-state", "data-cards", "data-decks", "data-next")] == [
        "loading",
        "",
        "8",
        "player",
    ]
    assert root["data-chances"] == chances_text(chances("", 8))
    assert not root.select(".bac-result .bac-card")
    assert one(root, ".bac-result .bac-pocket-next").get_text() == "Next card: Player"
    form = one(root, 'form[data-form="pocket"]')
    assert one(form, "fieldset").has_attr("disabled")
    assert len(form.select("button[data-rank]")) == len(RANKS)
    assert one(form, ".bac-keypad button.bac-key-undo")["data-action"] == "undo"  # Undo among the keys
    assert one(form, "button[data-action=new]").get_text() == "New coup"
    assert one(root, ".bac-pocket-odds caption").get_text() == "Chances from here: a fresh 8-deck shoe"
