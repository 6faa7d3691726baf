from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baccarat import Card, CardError, hand_total, parse_card, parse_cards, points
from baccarat.cards import RANKS, SUITS

cards = st.builds(Card, st.sampled_from(RANKS), st.none() | st.sampled_from(SUITS))


@pytest.mark.parametrize(
    ("rank", "expected"),
    [("A", 1), *((str(n), n) for n in range(2, 10)), ("10", 0), ("J", 0), ("Q", 0), ("K", 0)],
)
def test_point_values(rank: str, expected: int) -> None:
    assert Card(rank).points == expected
    for suit in SUITS:
        assert Card(rank, suit).points == expected  # suits never matter


@pytest.mark.parametrize(
    ("token", "card"),
    [
        ("Kd", Card("K", "d")),
        ("kD", Card("K", "d")),
        ("10♥", Card("10", "h")),
        ("10♥\ufe0f", Card("10", "h")),
        ("t", Card("10")),
        ("Ts", Card("10", "s")),
        ("a", Card("A")),
        ("9♣", Card("9", "c")),
        ("q♦", Card("Q", "d")),
    ],
)
def test_parse_card_notations(token: str, card: Card) -> None:
    assert parse_card(token) == card


def test_parse_cards_accepts_spaces_and_commas() -> None:
    assert parse_cards("2,3, 2 K ,8") == tuple(Card(r) for r in ("2", "3", "2", "K", "8"))
    assert parse_cards("  A\tK\n") == (Card("A"), Card("K"))


@pytest.mark.parametrize(
    ("bad", "quoted"),
    [
        ("11", "'11'"),
        ("1", "'1'"),
        ("Z", "'Z'"),
        ("Kx", "'Kx'"),
        ("😀", "'😀'"),
        ("<script>", "'<script>'"),
        ("K♥♥", "'K♥♥'"),
        ("0", "'0'"),
    ],
)
def test_unknown_tokens_are_named(bad: str, quoted: str) -> None:
    with pytest.raises(CardError) as error:
        parse_cards(f"2 {bad} 3")
    assert quoted in str(error.value)
    assert "use A, 2–9, 10 or T, J, Q, K" in str(error.value)


def test_ace_hint() -> None:
    with pytest.raises(CardError, match="an ace is written A"):
        parse_card("11")


@pytest.mark.parametrize("empty", ["", "   ", " , ,", []])
def test_no_cards(empty: str | list[str]) -> None:
    with pytest.raises(CardError, match="no cards given"):
        parse_cards(empty)


def test_very_long_token_is_quoted_briefly_not_truncated_silently() -> None:
    with pytest.raises(CardError) as error:
        parse_cards("x" * 10_000)
    message = str(error.value)
    assert "(10000 characters)" in message
    assert len(message) < 300


def test_non_text_token() -> None:
    with pytest.raises(CardError, match="as text, not int"):
        parse_cards([5])  # type: ignore[list-item]


def test_card_constructor_validates() -> None:
    with pytest.raises(CardError, match="unknown rank '1'"):
        Card("1")
    with pytest.raises(CardError, match="unknown suit 'x'"):
        Card("K", "x")


def test_errors_are_value_errors() -> None:
    with pytest.raises(ValueError):
        parse_card("nope")


def test_repr_reads_like_the_constructor() -> None:
    assert repr(Card("K", "d")) == "Card('K', 'd')"
    assert eval(repr(Card("10"))) == Card("10")


def test_names_for_screen_readers() -> None:
    assert Card("10", "h").name == "ten of hearts"
    assert Card("7").name == "7"


def test_scoring_examples_from_the_rules() -> None:
    assert hand_total("7 8") == 5
    assert hand_total("K A") == 1
    assert hand_total("6 7 9") == 2
    assert hand_total("9 4 7") == 0
    assert hand_total("A 6") == 7
    assert hand_total("A 9") == 0
    assert points("Q") == 0


@given(cards)
def test_token_and_symbol_round_trip(card: Card) -> None:
    assert parse_card(card.token) == card
    assert parse_card(str(card)) == card
    assert parse_card(card.token.lower()) == card


@given(st.lists(cards, min_size=1, max_size=12))
def test_printing_and_parsing_round_trip(hand: list[Card]) -> None:
    assert parse_cards(" ".join(map(str, hand))) == tuple(hand)
    assert parse_cards(",".join(card.token for card in hand)) == tuple(hand)


@given(st.lists(cards, min_size=1, max_size=3))
def test_totals_always_0_to_9(hand: list[Card]) -> None:
    total = hand_total(hand)
    assert 0 <= total <= 9
    assert total == sum(card.points for card in hand) % 10


@given(st.text(max_size=6))
def test_any_text_parses_or_raises_card_error(text: str) -> None:
    try:
        parsed = parse_cards(text)
    except CardError as error:
        assert str(error)
    else:
        assert parse_cards(" ".join(map(str, parsed))) == parsed
