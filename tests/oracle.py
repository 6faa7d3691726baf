"""An independent restatement of the rules, written from the published rule texts (the Sources page:
Pennsylvania 58 Pa. Code § 631a.11 and its Table 1; Tasmania's Baccarat rules, s. 11) for the tests.

It shares no code with ``baccarat``: if both agree on every case, a mistake would
have to be made twice, in two different shapes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from fractions import Fraction
from functools import cache
from math import perm


def player_acts(two_card_total: int) -> str:
    """'draw' on 0-5, 'stand' on 6-7 (naturals are handled before)."""
    return "draw" if two_card_total <= 5 else "stand"


def banker_acts(banker_total: int, player_third: int | None) -> str:
    """The Banker's table, row by row as 58 Pa. Code § 631a.11, Table 1, prints it."""
    if player_third is None:
        return "draw" if banker_total <= 5 else "stand"
    if banker_total <= 2:
        return "draw"
    if banker_total == 3:
        return "stand" if player_third == 8 else "draw"
    if banker_total == 4:
        return "draw" if 2 <= player_third <= 7 else "stand"
    if banker_total == 5:
        return "draw" if 4 <= player_third <= 7 else "stand"
    if banker_total == 6:
        return "draw" if player_third in (6, 7) else "stand"
    return "stand"


def play_values(values: list[int]) -> tuple[list[int], list[int]]:
    """Deal point values in order; returns the two hands. Raises IndexError if too few."""
    player = [values[0], values[2]]
    banker = [values[1], values[3]]
    position = 4
    p, b = sum(player) % 10, sum(banker) % 10
    if p >= 8 or b >= 8:
        return player, banker
    third = None
    if player_acts(p) == "draw":
        third = values[position]
        position += 1
        player.append(third)
    if b < 7 and banker_acts(b, third) == "draw":
        banker.append(values[position])
    return player, banker


def winner(player: list[int], banker: list[int]) -> str:
    p, b = sum(player) % 10, sum(banker) % 10
    return "player" if p > b else "banker" if b > p else "tie"


def _ways(prefix: list[int], counts: list[int]) -> Iterator[tuple[list[int], list[int], int]]:
    """Every way a coup that starts with ``prefix`` can go on, drawing from ``counts``: its two hands and
    its weight (how many orderings of the remaining cards deal it, card by card)."""
    left = list(counts)

    def walk(values: list[int], weight: int) -> Iterator[tuple[list[int], list[int], int]]:
        try:
            player, banker = play_values(values)
        except IndexError:
            for v in range(10):
                if left[v]:
                    w = left[v]
                    left[v] -= 1
                    yield from walk([*values, v], weight * w)
                    left[v] += 1
            return
        yield player, banker, weight

    return walk(list(prefix), 1)


#: What :func:`brute_force_counts` counts.
COUNTED = ("player", "banker", "tie", "natural", "player_draws", "banker_draws", "banker_6", "banker_6_two_cards",
           "banker_6_three_cards", "banker_7_three_cards")  # fmt: skip


def counted(player: list[int], banker: list[int]) -> tuple[str, ...]:
    """What a coup dealt to these two hands counts towards (:data:`COUNTED`)."""
    found = [winner(player, banker)]
    banker_total = sum(banker) % 10
    if len(player) == 2 and len(banker) == 2 and max(sum(player) % 10, banker_total) >= 8:
        found.append("natural")
    if len(player) == 3:
        found.append("player_draws")
    if len(banker) == 3:
        found.append("banker_draws")
    if found[0] == "banker" and banker_total == 6:
        found += ["banker_6", "banker_6_two_cards" if len(banker) == 2 else "banker_6_three_cards"]
    if found[0] == "banker" and len(banker) == 3 and banker_total == 7:
        found.append("banker_7_three_cards")
    return tuple(found)


def every_coup() -> Iterator[tuple[list[int], list[int], list[int]]]:
    """Every coup by point values, each exactly as long as :func:`play_values` deals it, with its two hands."""

    def walk(values: list[int]) -> Iterator[tuple[list[int], list[int], list[int]]]:
        try:
            player, banker = play_values(values)
        except IndexError:
            for v in range(10):
                yield from walk([*values, v])
            return
        yield values, player, banker

    return walk([])


@cache
def _coup_shapes() -> tuple[tuple[tuple[tuple[int, int], ...], int, tuple[str, ...], int], ...]:
    """Every coup of :func:`every_coup`, grouped by what a shoe's weight needs of it: how many cards of each value
    it takes, how many cards it takes, and what it counts towards; with how many coups share all three."""
    shapes: Counter[tuple[tuple[tuple[int, int], ...], int, tuple[str, ...]]] = Counter()
    for values, player, banker in every_coup():
        taken = tuple((value, values.count(value)) for value in sorted(set(values)))
        shapes[taken, len(values), counted(player, banker)] += 1
    return tuple((taken, used, found, number) for (taken, used, found), number in shapes.items())


def brute_force_counts(counts: list[int]) -> dict[str, int]:
    """Straightforward enumeration with removal: outcome deals for a shoe of value counts.

    Every coup by point values (:func:`every_coup`, dealt by :func:`play_values`) is weighed by the number of the
    shoe's orderings that deal it: for each value it takes k times, the shoe's c cards of that value give
    c·(c−1)·…·(c−k+1) ways (``perm(c, k)``, none when k > c), and the cards the coup leaves unseen are in any order.
    """
    n = sum(counts)
    result = dict.fromkeys(COUNTED, 0)
    rest = [perm(n - used, 6 - used) for used in range(7)]  # orderings of the cards a coup leaves unseen
    for taken, used, found, number in _coup_shapes():
        deals = number * rest[used]
        for value, k in taken:
            deals *= perm(counts[value], k)
        if deals:
            for name in found:
                result[name] += deals
    return result


def chances_after(prefix: list[int], counts: list[int]) -> dict[str, Fraction]:
    """The chance of each result once the point values ``prefix`` are dealt, the rest from ``counts``
    (the shoe less the prefix), by plain enumeration of every way the coup can go on."""
    n = sum(counts)
    deals = {"player": 0, "banker": 0, "tie": 0}
    for player, banker, weight in _ways(prefix, counts):
        more = len(player) + len(banker) - len(prefix)
        deals[winner(player, banker)] += weight * perm(n - more, 6 - len(prefix) - more)
    return {result: Fraction(count, perm(n, 6 - len(prefix))) for result, count in deals.items()}
