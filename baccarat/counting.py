"""Counting the Dragon 7 and the Panda 8: the published counts, and a counter's view of a shoe part way down.

A count gives each card a tag; the running count adds the tags of the cards seen, and the true count
divides it by the decks left. Where the true count is high, the cards left favour the side bet. The
counter weighs every bet exactly instead: its edge from the cards really left in the shoe. (The counts
played out over thousands of shoes are the build's: ``sitebuild/counting.py``.)
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from fractions import Fraction

from .cards import Card, parse_cards
from .errors import Saying, mark, said
from .odds import exact_odds
from .payouts import Bet, house_edge

__all__ = ["COUNTER_BETS", "COUNTS", "TAG_RANKS", "Count", "CounterState", "count_name", "counter_state"]

#: The ranks a count tags, the four ten-valued ranks as one ("10").
TAG_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")


@dataclass(frozen=True, slots=True)
class Count:
    """A published count for one side bet: a tag for each rank of :data:`TAG_RANKS`, and who published it."""

    key: str
    bet: Bet
    tags: tuple[int, ...]
    source: str

    def tag(self, card: Card) -> int:
        """The card's tag: by its point value, a ten or a court card as "10"."""
        return self.tags[card.points - 1] if card.points else self.tags[-1]


COUNTS = {
    "dragon-7": Count(
        "dragon-7", Bet.DRAGON_7, (0, 0, 0, -1, -1, -1, -1, 2, 2, 0),
        "Eliot Jacobson, Card Counting the Dragon Side Bet in EZ Baccarat (Wizard of Odds)",
    ),
    "panda-8": Count(
        "panda-8", Bet.PANDA_8, (1, 1, -2, -2, -2, -1, -1, -2, 4, 1),
        "Eliot Jacobson, Co-Card Counting the Dragon and Panda Side Bets in EZ Baccarat (888casino blog)",
    ),
}  # fmt: skip


def count_name(key: str) -> Saying:
    """A count's name, by its key in :data:`COUNTS`.

        >>> from baccarat.i18n import words
        >>> str(count_name("dragon-7")), words("zh-Hans").say(count_name("panda-8"))
        ('Dragon 7 count', '熊猫8计数法')

    Raises :class:`KeyError` for an unknown count.
    """
    named = {"dragon-7": said(mark("Dragon 7 count")), "panda-8": said(mark("Panda 8 count"))}
    return named[key]


#: The bets a live counter weighs: every bet but the perfect pairs, which need the suits a keypad leaves out.
COUNTER_BETS = tuple(bet for bet in Bet if bet not in (Bet.PERFECT_PAIR, Bet.PERFECT_PAIR_250))


@dataclass(frozen=True, slots=True)
class CounterState:
    """A shoe part way down, as a counter sees it: the cards seen, each count's running and true count,
    and every bet's exact edge from the cards left (beside the full shoe's)."""

    decks: int
    cards: tuple[Card, ...]
    running: dict[str, int]
    true: dict[str, Fraction]
    edges: dict[Bet, Fraction]
    full: dict[Bet, Fraction]


def counter_state(cards: str, decks: int = 8) -> CounterState:
    """The counts and every bet's exact edge once ``cards`` have left a fresh shoe of ``decks`` decks.

        >>> state = counter_state("8 9 9")
        >>> state.running, f"{float(state.true['dragon-7']):.2f}"
        ({'dragon-7': 6, 'panda-8': 6}, '0.76')
        >>> state.edges[Bet.DRAGON_7] < state.full[Bet.DRAGON_7]
        True

    Raises :class:`~baccarat.errors.BaccaratError` for a card that is not one, or one the shoe cannot
    hold (a fifth ace in one deck), naming it; and when fewer than six cards would be left.
    """
    seen = tuple(parse_cards(cards, allow_empty=True))
    now = exact_odds(decks, removed=seen)
    left = decks * 52 - len(seen)
    running = {key: sum(count.tag(card) for card in seen) for key, count in COUNTS.items()}
    return CounterState(
        decks,
        seen,
        running,
        {key: Fraction(value * 52, left) for key, value in running.items()},
        {bet: house_edge(bet, odds=now) for bet in COUNTER_BETS},
        _full_edges(decks),
    )


@functools.cache
def _full_edges(decks: int) -> dict[Bet, Fraction]:
    """Every counter bet's edge from a full shoe (kept: every tap compares with it)."""
    fresh = exact_odds(decks)
    return {bet: house_edge(bet, odds=fresh) for bet in COUNTER_BETS}
