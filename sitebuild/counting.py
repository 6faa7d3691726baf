"""The lab's counting data: the published Dragon 7 and Panda 8 counts played out over the package's own
seeded shoes, every betting coup weighed exactly. ``scripts/simulate-counts`` runs it (minutes) and writes
``sitebuild/data/counting.json``; the build only renders that file, and the browser never needs any of it.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from fractions import Fraction
from typing import Any

from baccarat.counting import COUNTS
from baccarat.coup import Coup
from baccarat.odds import deal_counts
from baccarat.payouts import Bet, edge_of_deals, settle
from baccarat.shoe import Shoe, value_counts

__all__ = ["FEWEST_COUPS", "HOURLY_COUPS", "coups_of", "side_edges", "simulate"]

#: How many coups an hour at a busy table, for the hourly figure.
HOURLY_COUPS = 60
#: A true count seen in fewer coups of the first shoes than this is too rare to choose a betting point by.
FEWEST_COUPS = 100


def side_edges(values: tuple[int, ...]) -> dict[Bet, Fraction]:
    """The Dragon 7's and the Panda 8's exact house edges for a shoe of these point-value counts.

        >>> from baccarat.payouts import house_edge
        >>> from baccarat.shoe import value_counts
        >>> side_edges(value_counts(8))[Bet.DRAGON_7] == house_edge(Bet.DRAGON_7)
        True

    Raises :class:`~baccarat.errors.ShoeError` as :func:`~baccarat.odds.deal_counts` does.
    """
    counts = deal_counts(values)
    return {bet: edge_of_deals(bet, counts) for bet in (Bet.DRAGON_7, Bet.PANDA_8)}


def coups_of(seed: int, decks: int = 8) -> Iterator[tuple[int, int, tuple[int, ...], dict[str, int], Coup]]:
    """Shoe ``seed`` coup by coup: its number (from 1), the cards left, in all and by point value, and
    each count's running count before the coup, then the coup. The burned cards are out of the shoe
    but unseen: no count has them.

        >>> number, left, values, running, coup = next(coups_of(7))
        >>> number, left == sum(values), running
        (1, True, {'dragon-7': 0, 'panda-8': 0})
    """
    shoe = Shoe(decks, seed=seed)
    values = list(value_counts(decks, shoe.burned))
    running = dict.fromkeys(COUNTS, 0)
    while not shoe.finished:
        left = shoe.cards_left
        before = tuple(values)
        coup = shoe.deal()
        yield shoe.coups_dealt, left, before, dict(running), coup
        for card in coup.cards:
            values[card.points] -= 1
            for key, count in COUNTS.items():
                running[key] += count.tag(card)


def _bucket(running: int, left: int) -> int:
    """The true count, whole: the running count per deck left (52 cards), rounded down."""
    return math.floor(Fraction(running * 52, left))


def simulate(*, shoes: int, seed: int, subset: int, points: dict[str, int] | None = None) -> dict[str, Any]:
    """Play each count over ``shoes`` eight-deck shoes (seeds ``seed`` on).

    First, every coup of the first ``subset`` shoes is weighed exactly, by true count: how often each
    true count comes, and the bet's average exact edge there. A count bets from the lowest true count,
    seen in at least :data:`FEWEST_COUPS` coups, whose average edge favours the player (or from
    ``points``, given). Then every shoe is played: at
    each coup where the count says bet, the exact edge and the result of one unit bet. Returns plain
    data (exact edges as fractions in text) for the golden file.
    """
    by_count: dict[str, dict[int, list[Any]]] = {key: {} for key in COUNTS}
    for number in range(subset):
        for _number, left, values, running, _coup in coups_of(seed + number):
            edges = side_edges(values)
            for key, count in COUNTS.items():
                cell = by_count[key].setdefault(_bucket(running[key], left), [0, 0.0])
                cell[0] += 1
                cell[1] += float(edges[count.bet])
    if points is None:
        points = {}
        for key, table in by_count.items():
            favourable = [tc for tc, (coups, total) in table.items() if coups >= FEWEST_COUPS and total < 0]
            points[key] = min(favourable) if favourable else max(table) + 1
    played: dict[str, dict[str, Any]] = {
        key: {"bets": [], "units": [], "expected": [], "samples": []} for key in COUNTS
    }
    coups = 0
    for number in range(shoes):
        bets, units = dict.fromkeys(COUNTS, 0), dict.fromkeys(COUNTS, 0)
        expected = dict.fromkeys(COUNTS, Fraction(0))
        for coup_number, left, values, running, coup in coups_of(seed + number):
            coups += 1
            betting = [key for key in COUNTS if _bucket(running[key], left) >= points[key]]
            if not betting:
                continue
            edges = side_edges(values)
            for key in betting:
                bet = COUNTS[key].bet
                bets[key] += 1
                units[key] += int(settle(bet, coup))
                expected[key] -= edges[bet]
                samples = played[key]["samples"]
                if len(samples) < 12:
                    samples.append({"seed": seed + number, "coup": coup_number,
                                    "running": running[key], "left": left, "edge": str(edges[bet])})  # fmt: skip
        for key in COUNTS:
            played[key]["bets"].append(bets[key])
            played[key]["units"].append(units[key])
            played[key]["expected"].append(round(float(expected[key]), 9))
    return {
        "seed": seed,
        "shoes": shoes,
        "subset": subset,
        "coups": coups,
        "points": points,
        "by_true_count": {
            key: [[tc, coups_at, round(total / coups_at, 9)] for tc, (coups_at, total) in sorted(table.items())]
            for key, table in by_count.items()
        },
        "played": played,
    }
