"""Exact odds by complete enumeration: every ordered deal counted, no simulation.

A deal is the ordered sequence of the six top cards of the shoe; all are
equally likely. A coup that uses only four or five of them is counted once for
each way the unused cards could lie, so every figure is a whole number of
deals out of ``n·(n−1)·…·(n−5)`` for a shoe of ``n`` cards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from math import perm
from types import MappingProxyType

from .cards import Card, parse_cards
from .coup import Outcome, winner
from .errors import ShoeError, counted_cards, mark
from .rules import banker_draws, is_natural, player_draws
from .shoe import value_counts

__all__ = ["ExactOdds", "FinalState", "deal_counts", "exact_odds"]

#: (Player final total, Banker final total, Player drew, Banker drew).
FinalState = tuple[int, int, bool, bool]
StatePredicate = Callable[[int, int, bool, bool], bool]
DEAL_SIZE = 6


@dataclass(frozen=True)
class ExactOdds:
    """Exact results for one shoe composition.

    ``counts`` maps each :data:`FinalState` to the number of equally likely
    ordered deals that end in it; every other figure is derived from it.
    """

    decks: int
    removed: tuple[Card, ...]
    deals: int
    counts: Mapping[FinalState, int] = field(repr=False)

    def deals_where(self, predicate: StatePredicate) -> int:
        """Number of deals whose final state satisfies ``predicate(pf, bf, player_drew, banker_drew)``.

            >>> exact_odds(8).deals_where(lambda pf, bf, pd, bd: bf > pf)
            2292252566437888

        Raises whatever ``predicate`` raises.
        """
        return sum(n for state, n in self.counts.items() if predicate(*state))

    def _share(self, predicate: StatePredicate) -> Fraction:
        return Fraction(self.deals_where(predicate), self.deals)

    def _deals_won(self, outcome: Outcome) -> int:
        return self.deals_where(lambda p, b, pd, bd: winner(p, b) is outcome)

    @property
    def outcome_deals(self) -> dict[Outcome, int]:
        """Deals won by each side, and ties."""
        return {outcome: self._deals_won(outcome) for outcome in (Outcome.BANKER, Outcome.PLAYER, Outcome.TIE)}

    @property
    def banker(self) -> Fraction:
        """Probability that the Banker hand wins."""
        return Fraction(self._deals_won(Outcome.BANKER), self.deals)

    @property
    def player(self) -> Fraction:
        """Probability that the Player hand wins."""
        return Fraction(self._deals_won(Outcome.PLAYER), self.deals)

    @property
    def tie(self) -> Fraction:
        """Probability of a tie."""
        return Fraction(self._deals_won(Outcome.TIE), self.deals)

    @property
    def natural(self) -> Fraction:
        """Probability that either hand has a natural (neither draws, and a total is 8 or 9)."""
        return self._share(lambda p, b, pd, bd: not (pd or bd) and (is_natural(p) or is_natural(b)))

    @property
    def player_draws(self) -> Fraction:
        """Probability that the Player draws a third card."""
        return self._share(lambda p, b, pd, bd: pd)

    @property
    def banker_draws(self) -> Fraction:
        """Probability that the Banker draws a third card."""
        return self._share(lambda p, b, pd, bd: bd)

    @property
    def four_cards(self) -> Fraction:
        """Probability that a coup ends on its first four cards: neither hand draws (naturals included)."""
        return self._share(lambda p, b, pd, bd: not (pd or bd))

    @property
    def banker_decided(self) -> Fraction:
        """Probability that the Banker wins a coup that is not a tie."""
        return self.banker / (self.banker + self.player)

    @property
    def player_decided(self) -> Fraction:
        """Probability that the Player wins a coup that is not a tie."""
        return self.player / (self.banker + self.player)

    @property
    def cards_dealt(self) -> dict[int, Fraction]:
        """Probability that a coup uses 4, 5 or 6 cards."""
        deals = dict.fromkeys((4, 5, 6), 0)
        for (_pf, _bf, pd, bd), n in self.counts.items():
            deals[4 + pd + bd] += n
        return {cards: Fraction(n, self.deals) for cards, n in deals.items()}

    @property
    def banker_wins_on_6(self) -> Fraction:
        """Probability that the Banker wins with a total of 6 (the no-commission half-pay case)."""
        return self._share(lambda p, b, pd, bd: b == 6 and p < 6)

    def _totals(self, side: int) -> tuple[Fraction, ...]:
        deals = [0] * 10
        for state, n in self.counts.items():
            deals[state[side]] += n
        return tuple(Fraction(n, self.deals) for n in deals)

    @property
    def player_totals(self) -> tuple[Fraction, ...]:
        """Distribution of the Player's final total, 0–9."""
        return self._totals(0)

    @property
    def banker_totals(self) -> tuple[Fraction, ...]:
        """Distribution of the Banker's final total, 0–9."""
        return self._totals(1)

    @property
    def margins(self) -> dict[tuple[Outcome, bool], tuple[Fraction, ...]]:
        """The chance of each winning margin, 0 (a tie) to 9, by winner and by whether the coup was a natural.

        A natural is a two-card 8 or 9 (then neither hand draws), what the Dragon Bonus pays 1 to 1 on.

            >>> shares = exact_odds(8).margins
            >>> sum(sum(v) for v in shares.values()) == 1
            True

        Raises nothing.
        """
        deals = {(outcome, natural): [0] * 10 for outcome in Outcome for natural in (True, False)}
        for (p, b, pd, bd), n in self.counts.items():
            natural = not (pd or bd) and is_natural(max(p, b))  # two-card totals: neither hand drew
            deals[(winner(p, b), natural)][abs(p - b)] += n
        return {key: tuple(Fraction(n, self.deals) for n in counts) for key, counts in deals.items()}


def exact_odds(decks: int = 8, *, removed: str | Iterable[str | Card] = ()) -> ExactOdds:
    """Exact odds for an N-deck shoe, optionally with specific cards removed.

        >>> odds = exact_odds(8)
        >>> odds.deals
        4998398275503360
        >>> f"{float(odds.banker):.4%} {float(odds.player):.4%} {float(odds.tie):.4%}"
        '45.8597% 44.6247% 9.5156%'

    Raises :class:`~baccarat.errors.ShoeError` for decks outside 1–8, impossible
    removals, or a shoe left with fewer than six cards.
    """
    removed_cards = parse_cards(removed, allow_empty=True)
    counts = value_counts(decks, removed_cards)
    n = sum(counts)
    if n < DEAL_SIZE:
        raise ShoeError.said(
            mark("only {cards} left after the removals: a coup may need {need}"), cards=counted_cards(n), need=DEAL_SIZE
        )
    return ExactOdds(decks, removed_cards, perm(n, DEAL_SIZE), MappingProxyType(_count_deals(counts)))


def deal_counts(values: tuple[int, ...]) -> dict[FinalState, int]:
    """How many ordered six-card deals end in each final state, for a shoe holding ``values[v]`` cards
    of point value ``v`` (what a count tracks as the shoe goes down, with no cards named).

        >>> sum(deal_counts(value_counts(8)).values()) == exact_odds(8).deals
        True

    Raises :class:`~baccarat.errors.ShoeError` unless ``values`` is ten counts of 0 or more, with at
    least six cards in all.
    """
    if len(values) != 10 or any(isinstance(n, bool) or not isinstance(n, int) or n < 0 for n in values):
        raise ShoeError("give ten counts of cards, one for each point value 0 to 9, each 0 or more")
    if sum(values) < DEAL_SIZE:
        raise ShoeError.said(
            mark("only {cards} left: a coup may need {need}"), cards=counted_cards(sum(values)), need=DEAL_SIZE
        )
    return dict(_count_deals(tuple(values)))


# Remembered: the build, the tests and a reader's widgets ask again and again for the same few shoes (the full
# eight decks above all), and each count costs a few milliseconds here, many more in the browser. Callers get
# the dictionary read-only (exact_odds) or a copy (deal_counts).
@lru_cache(maxsize=64)
def _count_deals(c: tuple[int, ...]) -> dict[FinalState, int]:
    """Count ordered six-card deals per final state for value counts ``c``.

    Card removal is exact: each card's weight is how many of its value remain.
    The Banker's third card is not looped over: its weight ``c[z] - used[z]`` is
    split into ``c[z]`` (summed once per state at the end) minus one term per
    card already used, which keeps the enumeration fast enough for a browser.
    """
    banker_rule = [[banker_draws(b, v) for v in range(10)] for b in range(8)]
    banker_rule_player_stood = [banker_draws(b, None) for b in range(8)]
    # The naturals, asked of the rules: they are the top totals, so one comparison tests for one
    # (the loop below runs some two million times, and a comparison is its cheapest test).
    natural = min(t for t in range(10) if is_natural(t))
    assert all(is_natural(t) == (t >= natural) for t in range(10))
    player_rule = [t < natural and player_draws(t) for t in range(10)]
    cnt = list(c)
    # Weighted counts of the cards actually used, index pf * 10 + bf, per who-drew case.
    stand, p_only, b_only, both = ([0] * 100 for _ in range(4))
    # Deferred Banker-draw weights per (final Player total, Banker two-card total).
    b_only_deferred, both_deferred = [0] * 100, [0] * 100
    pairs = [(x, y, 1 if x == y else 2) for x in range(10) for y in range(x, 10)]
    for x1, x2, order1 in pairs:
        w = cnt[x1]
        cnt[x1] -= 1
        w *= cnt[x2]
        cnt[x2] -= 1
        if w > 0:
            w *= order1
            p = (x1 + x2) % 10
            for y1, y2, order2 in pairs:
                wb = cnt[y1]
                cnt[y1] -= 1
                wb *= cnt[y2]
                cnt[y2] -= 1
                if wb > 0:
                    weight = w * wb * order2
                    b = (y1 + y2) % 10
                    if p >= natural or b >= natural:
                        stand[p * 10 + b] += weight
                    elif player_rule[p]:
                        rule = banker_rule[b]
                        for v in range(10):
                            wv = cnt[v]
                            if wv <= 0:
                                continue
                            pf = (p + v) % 10
                            weight_v = weight * wv
                            if rule[v]:
                                both_deferred[pf * 10 + b] += weight_v
                                for used in (x1, x2, y1, y2, v):
                                    both[pf * 10 + (b + used) % 10] -= weight_v
                            else:
                                p_only[pf * 10 + b] += weight_v
                    elif banker_rule_player_stood[b]:
                        b_only_deferred[p * 10 + b] += weight
                        for used in (x1, x2, y1, y2):
                            b_only[p * 10 + (b + used) % 10] -= weight
                    else:
                        stand[p * 10 + b] += weight
                cnt[y1] += 1
                cnt[y2] += 1
        cnt[x1] += 1
        cnt[x2] += 1
    for state in range(100):
        pf, b = divmod(state, 10)
        for deferred, target in ((both_deferred, both), (b_only_deferred, b_only)):
            if deferred[state]:
                for z in range(10):
                    target[pf * 10 + (b + z) % 10] += deferred[state] * c[z]
    n = sum(c)
    result: dict[FinalState, int] = {}
    cases = {(False, False): stand, (True, False): p_only, (False, True): b_only, (True, True): both}
    for (pd, bd), table in cases.items():
        used = 4 + pd + bd
        # Each way the unused cards of the six-card deal could lie counts once.
        tail = perm(n - used, DEAL_SIZE - used)
        for index, count in enumerate(table):
            if count:
                pf, bf = divmod(index, 10)
                result[(pf, bf, pd, bd)] = count * tail
    return result
