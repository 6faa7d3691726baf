"""Cards, their point values, the card notation, and hand totals."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from .errors import CardError, Sayable, Saying, mark, quoted, said

__all__ = [
    "RANKS",
    "SUITS",
    "Card",
    "card_name",
    "hand_total",
    "parse_card",
    "parse_cards",
    "points",
    "points_added",
    "rank_word",
]

#: Every rank, lowest first, with its point value. Ten and the court cards
#: are worth nothing, which is why a total can never "bust".
RANK_POINTS: dict[str, int] = {
    "A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9,
    "10": 0, "J": 0, "Q": 0, "K": 0,
}  # fmt: skip
RANKS: tuple[str, ...] = tuple(RANK_POINTS)

#: Suit letters (the canonical, URL-safe form) and the symbols they print as.
SUIT_SYMBOLS: dict[str, str] = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
SUITS: tuple[str, ...] = tuple(SUIT_SYMBOLS)
RANK_NAMES: dict[str, str] = {
    "A": "ace", "J": "jack", "Q": "queen", "K": "king", "10": "ten",
}  # fmt: skip

_SYMBOL_SUITS = {symbol: letter for letter, symbol in SUIT_SYMBOLS.items()}
_TOKEN = re.compile(r"(10|[2-9]|[ATJQK])([SHDC♠♥♦♣])?", re.IGNORECASE)
_SEPARATORS = re.compile(r"[\s,]+")
# Emoji suits often arrive with a "show as emoji" selector; it carries no meaning.
_VARIATION_SELECTOR = "\ufe0f"

#: The card notation, as the help under a field that takes cards states it (translated where it is shown).
ACCEPTED = mark("A, 2–9, 10 or T, J, Q, K, optionally followed by a suit s h d c or ♠ ♥ ♦ ♣")


@dataclass(frozen=True, slots=True)
class Card:
    """A playing card: a rank and, optionally, a suit (suits never matter).

        >>> Card("K", "d")
        Card('K', 'd')
        >>> Card("7").points
        7
        >>> str(Card("10", "h"))
        '10♥'

    Raises :class:`CardError` for an unknown rank or suit.
    """

    rank: str
    suit: str | None = None

    def __post_init__(self) -> None:
        if self.rank not in RANK_POINTS:
            raise CardError(f"unknown rank {self.rank!r}: use one of {', '.join(RANKS)}")
        if self.suit is not None and self.suit not in SUIT_SYMBOLS:
            raise CardError(f"unknown suit {self.suit!r}: use one of {', '.join(SUITS)}")

    @property
    def points(self) -> int:
        """The card's point value: ace 1, two to nine face value, ten and court cards 0."""
        return RANK_POINTS[self.rank]

    @property
    def token(self) -> str:
        """The ASCII notation, safe in a URL: ``'10h'``, ``'K'``."""
        return self.rank + (self.suit or "")

    @property
    def name(self) -> str:
        """The card in words, for screen readers: ``'ten of hearts'``, ``'7'`` (:func:`card_name` in any language)."""
        return str(card_name(self))

    def __str__(self) -> str:
        return self.rank + (SUIT_SYMBOLS[self.suit] if self.suit else "")

    def __repr__(self) -> str:
        args = repr(self.rank) if self.suit is None else f"{self.rank!r}, {self.suit!r}"
        return f"Card({args})"


def rank_word(rank: str) -> Sayable:
    """A rank as a sentence names it: ``'ace'``, ``'ten'``, ``'7'`` (as the rank, where the language says no more).

        >>> str(rank_word("A")), str(rank_word("10")), rank_word("7")
        ('ace', 'ten', '7')

    Raises nothing.
    """
    named = {
        "A": Saying.pgettext("rank", "ace"),
        "J": Saying.pgettext("rank", "jack"),
        "Q": Saying.pgettext("rank", "queen"),
        "K": Saying.pgettext("rank", "king"),
        "10": Saying.pgettext("rank", "ten"),
    }
    return named.get(rank, rank)


def card_name(card: Card) -> Sayable:
    """The card in words, for screen readers.

        >>> str(card_name(Card("10", "h"))), str(card_name(Card("7"))), str(card_name(Card("Q", "s")))
        ('ten of hearts', '7', 'queen of spades')

    Raises nothing.
    """
    rank = rank_word(card.rank)
    if card.suit == "s":
        return said(mark("{rank} of spades"), rank=rank)
    if card.suit == "h":
        return said(mark("{rank} of hearts"), rank=rank)
    if card.suit == "d":
        return said(mark("{rank} of diamonds"), rank=rank)
    if card.suit == "c":
        return said(mark("{rank} of clubs"), rank=rank)
    return rank


def parse_card(token: str) -> Card:
    """Read one card token, case-insensitively.

        >>> parse_card("Kd")
        Card('K', 'd')
        >>> parse_card("t")
        Card('10')
        >>> parse_card("10♥")
        Card('10', 'h')

    Raises :class:`CardError` naming the token and the accepted notation.
    """
    if not isinstance(token, str):
        raise CardError(f"a card must be given as text, not {type(token).__name__}")
    match = _TOKEN.fullmatch(token.replace(_VARIATION_SELECTOR, ""))
    if match is None:
        shown = quoted(token) if token else said(mark("an empty token"))
        if token.strip() in {"1", "11"}:
            raise CardError.said(
                mark("{token} is not a card (an ace is written A and always counts 1): use {accepted}"),
                token=shown,
                accepted=said(ACCEPTED),
            )
        raise CardError.said(mark("{token} is not a card: use {accepted}"), token=shown, accepted=said(ACCEPTED))
    rank, suit = match.groups()
    rank = "10" if rank.upper() == "T" else rank.upper()
    if suit is not None:
        suit = _SYMBOL_SUITS.get(suit, suit.lower())
    return Card(rank, suit)


def parse_cards(cards: str | Iterable[str | Card], *, allow_empty: bool = False) -> tuple[Card, ...]:
    """Read cards separated by spaces and/or commas, or an iterable of tokens or cards.

        >>> parse_cards("2, 3 2 K,8")
        (Card('2'), Card('3'), Card('2'), Card('K'), Card('8'))
        >>> parse_cards(["As", Card("9")])
        (Card('A', 's'), Card('9'))
        >>> parse_cards("", allow_empty=True)
        ()

    Raises :class:`CardError` for an unknown token, or when no card is given
    unless ``allow_empty``.
    """
    if isinstance(cards, str):
        tokens: list[str | Card] = [t for t in _SEPARATORS.split(cards) if t]
    else:
        tokens = list(cards)
    if not tokens and not allow_empty:
        raise CardError.said(
            mark("no cards given: expected tokens such as {example} ({accepted})"),
            example=quoted("2 3 2 K 8"),
            accepted=said(ACCEPTED),
        )
    return tuple(t if isinstance(t, Card) else parse_card(t) for t in tokens)


def points(card: Card | str) -> int:
    """The point value of a card or card token.

        >>> points("Q"), points("A"), points("9")
        (0, 1, 9)

    Raises :class:`CardError` for an unknown token.
    """
    return (card if isinstance(card, Card) else parse_card(card)).points


def points_added(cards: Iterable[Card]) -> str:
    """The points of ``cards`` added up, as a dealer says it (a hand's score is the last digit of this sum,
    :func:`hand_total`); one card is just its points.

        >>> points_added(parse_cards("7 8")), points_added(parse_cards("9 4 7")), points_added(parse_cards("K"))
        ('7 + 8 = 15', '9 + 4 + 7 = 20', '0')

    Raises nothing.
    """
    values = [card.points for card in cards]
    total = sum(values)
    return str(total) if len(values) == 1 else f"{' + '.join(map(str, values))} = {total}"


def hand_total(cards: str | Iterable[str | Card]) -> int:
    """A hand's score: the sum of its points with only the last digit kept.

        >>> hand_total("7 8"), hand_total("K A"), hand_total("9 4 7")
        (5, 1, 0)

    Raises :class:`CardError` for an unknown token or an empty hand.
    """
    return sum(card.points for card in parse_cards(cards)) % 10
