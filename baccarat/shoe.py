"""A shoe of 1–8 decks: reproducible shuffles, the burn, and the cut card.

How a shoe is dealt (as in a casino's Punto Banco game):

1. ``decks`` standard 52-card decks are shuffled together with a
   :class:`random.Random` seeded by ``seed``, so a seed always gives the same
   shoe, on CPython and on Pyodide alike.
2. The cut card goes ``cut_card`` cards from the back of the shoe.
3. The burn: by default the first card is shown and as many cards as its value
   (ten and court cards count 10 here) are discarded face down; or, by the shoe's
   :class:`BurnRule`, as many cards as decks, or a number from 1 to 8 the house has
   set (two of the burns Macau's regulation allows, article 2(1)).
4. Coups are dealt one after another until the cut card comes out. What follows is
   the shoe's :class:`CutCardRule`: by default an anonymous rules sheet's (it names no casino), where the
   coup in progress is finished and one more is dealt, except that a cut card that
   comes out in place of a coup's first card makes that coup the last; or the French
   regulation's, where the coup in progress is the last.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterable
from itertools import product

from .cards import RANK_POINTS, RANKS, SUITS, Card, parse_card, parse_cards
from .coup import Coup, Side, play
from .errors import ShoeError, counted, mark

__all__ = [
    "DEFAULT_CUT_CARD",
    "HOUSE_BURNS",
    "MAX_DECKS",
    "MIN_DECKS",
    "BurnRule",
    "CutCardRule",
    "Shoe",
    "burn_count",
    "check_decks",
    "new_shoe_cards",
    "value_counts",
]

MIN_DECKS, MAX_DECKS = 1, 8
DEFAULT_CUT_CARD = 16
# A coup starts in front of the cut card and takes up to 6 cards; then the last
# coup takes up to 6 more, so at least 12 cards must lie behind the cut card.
MIN_CUT_CARD = 12


class CutCardRule(enum.Enum):
    """What a shoe deals once the cut card has come out."""

    #: The coup in progress is finished and one more is dealt; a cut card that comes out in
    #: place of a coup's first card makes that coup the last (an anonymous rules sheet that names no casino).
    ONE_MORE = "one-more"
    #: The coup in progress is the last (France: arrêté of 14 May 2007).
    LAST_IN_PROGRESS = "last-in-progress"


class BurnRule(enum.Enum):
    """How many cards a shoe burns before its first coup."""

    #: The first card is shown, then as many as its value go face down, ten for a ten or a court card
    #: (an anonymous rules sheet that names no casino).
    FIRST_CARD = "first-card"
    #: As many cards as decks (Macau: Despacho 55/2004, article 2(1), formula 1).
    DECKS = "decks"
    #: A number the house has set, from 1 to 8 (Macau: article 2(1), formula 3, added by Despacho 83/2011).
    HOUSE = "house"


#: The numbers a house may set for :attr:`BurnRule.HOUSE`.
HOUSE_BURNS = range(1, 9)


def check_decks(decks: int) -> int:
    """Return ``decks`` if it is a whole number of decks from 1 to 8.

        >>> check_decks(6)
        6

    Raises :class:`ShoeError` otherwise.
    """
    if isinstance(decks, bool) or not isinstance(decks, int) or not MIN_DECKS <= decks <= MAX_DECKS:
        raise ShoeError(f"decks must be a whole number from {MIN_DECKS} to {MAX_DECKS}, not {decks!r}")
    return decks


def burn_count(shown: Card | str) -> int:
    """How many cards the burn discards face down after ``shown``, the shoe's first card.

    Its point value, except that a ten or a court card (worth 0) burns ten.

        >>> burn_count("7h"), burn_count("K"), burn_count("A")
        (7, 10, 1)

    Raises :class:`~baccarat.errors.CardError` for a token that is not a card.
    """
    card = shown if isinstance(shown, Card) else parse_card(shown)
    return card.points or 10


def new_shoe_cards(decks: int) -> list[Card]:
    """The cards of ``decks`` fresh decks in a fixed order (suit by suit, ace to king).

        >>> len(new_shoe_cards(8)), new_shoe_cards(1)[:2]
        (416, [Card('A', 's'), Card('2', 's')])

    Raises :class:`ShoeError` for a deck count outside 1–8.
    """
    check_decks(decks)
    return list(_ONE_DECK * decks)


#: One deck in its fixed order, made once: cards are immutable, so every shoe shares them.
_ONE_DECK = tuple(Card(rank, suit) for suit, rank in product(SUITS, RANKS))


def value_counts(decks: int, removed: Iterable[str | Card] = ()) -> tuple[int, ...]:
    """How many cards of each point value (0–9) an N-deck shoe holds after removals.

        >>> value_counts(1)
        (16, 4, 4, 4, 4, 4, 4, 4, 4, 4)
        >>> value_counts(1, removed="K K 5")
        (14, 4, 4, 4, 4, 3, 4, 4, 4, 4)

    Raises :class:`ShoeError` when a card is removed more often than the shoe holds it.
    """
    check_decks(decks)
    cards = parse_cards(removed, allow_empty=True)
    per_rank: dict[str, int] = {}
    per_card: dict[Card, int] = {}
    for card in cards:
        per_rank[card.rank] = per_rank.get(card.rank, 0) + 1
        if per_rank[card.rank] > 4 * decks:
            raise ShoeError.said(
                mark("cannot remove {count} cards of rank {rank}: a {decks}-deck shoe holds only {most}"),
                count=per_rank[card.rank],
                rank=card.rank,
                decks=decks,
                most=4 * decks,
            )
        if card.suit is not None:
            per_card[card] = per_card.get(card, 0) + 1
            if per_card[card] > decks:
                raise ShoeError.said(
                    mark("cannot remove {count} copies of {card}: a {decks}-deck shoe holds only {most}"),
                    count=per_card[card],
                    card=str(card),
                    decks=decks,
                    most=decks,
                )
    counts = [0] * 10
    for rank, value in RANK_POINTS.items():
        counts[value] += 4 * decks - per_rank.get(rank, 0)
    return tuple(counts)


class Shoe:
    """A shuffled shoe that deals coup after coup (see the module notes).

        >>> shoe = Shoe(8, seed=42)
        >>> shoe.deal() == Shoe(8, seed=42).deal()
        True

    Raises :class:`ShoeError` for bad decks, seed or cut-card depth, and when
    dealing from a finished shoe.
    """

    def __init__(
        self,
        decks: int = 8,
        *,
        seed: int | None = None,
        cut_card: int = DEFAULT_CUT_CARD,
        cut_card_rule: CutCardRule = CutCardRule.ONE_MORE,
        burn_rule: BurnRule = BurnRule.FIRST_CARD,
        house_burn: int | None = None,
    ) -> None:
        check_decks(decks)
        if not isinstance(cut_card_rule, CutCardRule):
            raise ShoeError(f"cut_card_rule must be a CutCardRule, not {cut_card_rule!r}")
        if not isinstance(burn_rule, BurnRule):
            raise ShoeError(f"burn_rule must be a BurnRule, not {burn_rule!r}")
        if burn_rule is BurnRule.HOUSE and (
            isinstance(house_burn, bool) or not isinstance(house_burn, int) or house_burn not in HOUSE_BURNS
        ):
            raise ShoeError(f"house_burn must be a whole number from 1 to 8 with BurnRule.HOUSE, not {house_burn!r}")
        if burn_rule is not BurnRule.HOUSE and house_burn is not None:
            raise ShoeError("house_burn goes only with BurnRule.HOUSE")
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise ShoeError(f"seed must be a whole number 0 or more, not {seed!r}")
        cards = new_shoe_cards(decks)
        if (
            isinstance(cut_card, bool)
            or not isinstance(cut_card, int)
            or not (MIN_CUT_CARD <= cut_card <= len(cards) // 2)
        ):
            raise ShoeError(
                f"cut_card must be {MIN_CUT_CARD}–{len(cards) // 2} cards from the back "
                f"for {counted(decks, 'deck')}, not {cut_card!r}"
            )
        random.Random(seed).shuffle(cards)
        self.decks, self.seed, self.cut_card, self.cut_card_rule = decks, seed, cut_card, cut_card_rule
        self.burn_rule, self.house_burn = burn_rule, house_burn
        self._cards = cards
        self._next = 0
        if burn_rule is BurnRule.FIRST_CARD:
            shown = self._take()
            self.burned: tuple[Card, ...] = (shown, *(self._take() for _ in range(burn_count(shown))))
        else:
            self.burned = tuple(self._take() for _ in range(decks if burn_rule is BurnRule.DECKS else house_burn or 0))
        self.coups_dealt = 0
        self._last_coup_due = False
        self.finished = False

    def __repr__(self) -> str:
        rule = "" if self.cut_card_rule is CutCardRule.ONE_MORE else f", cut_card_rule={self.cut_card_rule}"
        if self.burn_rule is not BurnRule.FIRST_CARD:
            rule += f", burn_rule={self.burn_rule}"
        if self.house_burn is not None:
            rule += f", house_burn={self.house_burn}"
        return f"Shoe({self.decks}, seed={self.seed}, cut_card={self.cut_card}{rule})"

    @property
    def cards_left(self) -> int:
        """Cards still in the shoe, including those behind the cut card."""
        return len(self._cards) - self._next

    @property
    def cut_card_out(self) -> bool:
        """Whether the cut card has come out: a card from behind it has been dealt."""
        return self._next > self._cut_position

    @property
    def _cut_position(self) -> int:
        """The index of the first card behind the cut card."""
        return len(self._cards) - self.cut_card

    def _take(self) -> Card:
        if self._next >= len(self._cards):  # unreachable with MIN_CUT_CARD; a guard, not a rule
            raise ShoeError("the shoe ran out of cards in the middle of a coup")
        card = self._cards[self._next]
        self._next += 1
        return card

    def deal(self) -> Coup:
        """Deal the next coup.

        Raises :class:`ShoeError` when the shoe is finished.
        """
        if self.finished:
            raise ShoeError(
                f"this shoe is finished after {self.coups_dealt} coups (the cut card came out): start a new shoe"
            )
        # The cut card in place of this coup's first card makes it the last, under either rule.
        last = self._last_coup_due or self._next == self._cut_position
        out_before = self.cut_card_out

        def draw(side: Side) -> Card:
            return self._take()

        coup = play(draw)
        self.coups_dealt += 1
        came_out = self.cut_card_out and not out_before
        if last or (came_out and self.cut_card_rule is CutCardRule.LAST_IN_PROGRESS):
            self.finished = True
        elif came_out:
            self._last_coup_due = True
        return coup

    def deal_many(self, count: int) -> list[Coup]:
        """Deal up to ``count`` coups, stopping early when the shoe finishes.

            >>> len(Shoe(1, seed=7).deal_many(3))
            3

        Raises :class:`ShoeError` for a negative count.
        """
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise ShoeError(f"the number of coups must be a whole number 0 or more, not {count!r}")
        coups: list[Coup] = []
        while len(coups) < count and not self.finished:
            coups.append(self.deal())
        return coups
