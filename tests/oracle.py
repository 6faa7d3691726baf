"""An independent restatement of the rules, written from the published rule texts (the Sources page:
Pennsylvania 58 Pa. Code § 631a.11 and its Table 1; Tasmania's Baccarat rules, s. 11) for the tests.

It shares no code with ``baccarat``: if both agree on every case, a mistake would
have to be made twice, in two different shapes.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
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


def brute_force_counts(counts: list[int]) -> dict[str, int]:
    """Straightforward enumeration with removal: outcome deals for a shoe of value counts."""
    n = sum(counts)
    result = {"player": 0, "banker": 0, "tie": 0, "natural": 0, "player_draws": 0, "banker_draws": 0, "banker_6": 0,
              "banker_6_two_cards": 0, "banker_6_three_cards": 0, "banker_7_three_cards": 0}  # fmt: skip
    rest = [perm(n - used, 6 - used) for used in range(7)]  # orderings of the cards a coup leaves unseen
    for player, banker, weight in _ways([], counts):
        deals = weight * rest[len(player) + len(banker)]
        won = winner(player, banker)
        result[won] += deals
        banker_total = sum(banker) % 10
        if len(player) == 2 and len(banker) == 2 and max(sum(player) % 10, banker_total) >= 8:
            result["natural"] += deals
        if len(player) == 3:
            result["player_draws"] += deals
        if len(banker) == 3:
            result["banker_draws"] += deals
        if won == "banker" and banker_total == 6:
            result["banker_6"] += deals
            result["banker_6_two_cards" if len(banker) == 2 else "banker_6_three_cards"] += deals
        if won == "banker" and len(banker) == 3 and banker_total == 7:
            result["banker_7_three_cards"] += deals
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
