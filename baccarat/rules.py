"""The drawing rules of Punto Banco, written once, as data.

Everything else (coup resolution, exact odds, the site's charts and the live
widgets) asks these tables and functions; nothing restates them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .errors import CoupError, Listed, Sayable, Saying, mark, said

__all__ = [
    "BANKER_ALWAYS_DRAWS_ON",
    "BANKER_ALWAYS_STANDS_ON",
    "BANKER_DRAWS_ON",
    "BANKER_STOOD_PLAYER_DRAWS_ON",
    "NATURAL_TOTALS",
    "PLAYER_DRAWS_ON",
    "PLAYER_STANDS_ON",
    "BankerDecision",
    "banker_chart",
    "banker_decision",
    "banker_draws",
    "is_natural",
    "player_actions",
    "player_draws",
    "value_ranges",
]

TOTALS = range(10)
CARD_VALUES = range(10)

#: Two-card totals that are naturals: a natural ends the coup at once.
NATURAL_TOTALS = frozenset({8, 9})

#: Two-card Player totals on which the Player draws.
PLAYER_DRAWS_ON = frozenset(range(0, 6))

#: Two-card Player totals on which the Player stands (neither drawing nor a natural).
PLAYER_STANDS_ON = frozenset(TOTALS) - PLAYER_DRAWS_ON - NATURAL_TOTALS

#: When the Player stood, the Banker follows the Player's own rule.
BANKER_STOOD_PLAYER_DRAWS_ON = PLAYER_DRAWS_ON

#: When the Player drew: Banker two-card total -> values of the Player's third
#: card on which the Banker draws. Totals 7 and above are absent: Banker stands.
BANKER_DRAWS_ON: dict[int, frozenset[int]] = {
    0: frozenset(CARD_VALUES),
    1: frozenset(CARD_VALUES),
    2: frozenset(CARD_VALUES),
    3: frozenset(CARD_VALUES) - {8},
    4: frozenset(range(2, 8)),
    5: frozenset(range(4, 8)),
    6: frozenset({6, 7}),
    7: frozenset(),
}


#: The Banker total on which the Banker stands whatever happened (7).
BANKER_ALWAYS_STANDS_ON = min(total for total, draws_on in BANKER_DRAWS_ON.items() if not draws_on)

#: The Banker totals on which the Banker draws whatever the Player's third card (0, 1, 2).
BANKER_ALWAYS_DRAWS_ON = tuple(total for total, draws_on in BANKER_DRAWS_ON.items() if draws_on == set(CARD_VALUES))


def value_ranges(values: Iterable[int], *, conjunction: str = ", ") -> Sayable:
    """Values in words: runs of three or more as ranges, the last item joined by ``conjunction``
    (``", "`` or ``" or "``, which another language writes its own way).

        >>> str(value_ranges({0, 1, 2, 3, 4, 5, 6, 7, 9})), str(value_ranges({0, 1, 8, 9}))
        ('0–7, 9', '0, 1, 8, 9')
        >>> str(value_ranges(PLAYER_DRAWS_ON)), str(value_ranges(PLAYER_STANDS_ON, conjunction=" or "))
        ('0–5', '6 or 7')
        >>> str(value_ranges(CARD_VALUES)), str(value_ranges(()))
        ('any value', 'none')

    Raises nothing.
    """
    ordered = sorted(set(values))
    if ordered == list(CARD_VALUES):
        return said(mark("any value"))
    if not ordered:
        return said(mark("none"))
    runs: list[list[int]] = []
    for value in ordered:
        if runs and value == runs[-1][-1] + 1:
            runs[-1].append(value)
        else:
            runs.append([value])
    items: list[str] = []
    for run in runs:
        items += [f"{run[0]}–{run[-1]}"] if len(run) > 2 else [str(value) for value in run]
    if len(items) == 1:
        return items[0]
    # Translators: the separator of a list of numbers ("0, 1, 8, 9").
    separator = Saying.pgettext("list", ", ")
    if conjunction == ", ":
        return Listed(tuple(items), separator)
    listed = Listed(tuple(items[:-1]), separator)
    if conjunction == " or ":
        return said(mark("{items} or {last}"), items=listed, last=items[-1])
    return Listed((listed, conjunction, items[-1]))


def _check_total(total: int, who: str) -> None:
    if isinstance(total, bool) or not isinstance(total, int) or total not in TOTALS:
        raise CoupError(f"{who} total {total!r} is not a score: scores run from 0 to 9")


def is_natural(total: int) -> bool:
    """Whether a two-card total is a natural (8 or 9).

        >>> is_natural(8), is_natural(7)
        (True, False)

    Raises :class:`CoupError` for a total outside 0–9.
    """
    _check_total(total, "two-card")
    return total in NATURAL_TOTALS


def player_draws(total: int) -> bool:
    """Whether the Player draws a third card on this two-card total (no natural).

        >>> player_draws(5), player_draws(6)
        (True, False)

    Raises :class:`CoupError` for a total outside 0–9 or a natural.
    """
    _check_total(total, "Player")
    if total in NATURAL_TOTALS:
        raise CoupError(f"Player total {total} is a natural: neither hand draws")
    return total in PLAYER_DRAWS_ON


def player_actions() -> list[tuple[list[int], Saying]]:
    """The Player's chart: two-card totals 0–9 in runs with the same action, as the charts print them.

        >>> [(totals, str(action)) for totals, action in player_actions()]
        [([0, 1, 2, 3, 4, 5], 'Draws'), ([6, 7], 'Stands'), ([8, 9], 'Natural: both hands stand')]

    Raises nothing: the rules are fixed data.
    """
    groups: list[tuple[list[int], Saying]] = []
    for total in TOTALS:
        if is_natural(total):
            action = said(mark("Natural: both hands stand"))
        else:
            action = said(mark("Draws")) if player_draws(total) else said(mark("Stands"))
        if groups and groups[-1][1] == action:
            groups[-1][0].append(total)
        else:
            groups.append(([total], action))
    return groups


@dataclass(frozen=True, slots=True)
class BankerDecision:
    """The Banker's decision and the chart cell that gives it.

    ``player_third`` is the point value of the Player's third card, or
    ``None`` when the Player stood (the chart's "Player stood" column).
    """

    banker_total: int
    player_third: int | None
    draws: bool

    @property
    def rule(self) -> str:
        """The stable id of the rule applied: ``banker-stands-7``, ``banker-player-stood`` or ``banker-chart``."""
        if self.banker_total == 7:
            return "banker-stands-7"
        return "banker-player-stood" if self.player_third is None else "banker-chart"


def banker_decision(banker_total: int, player_third: int | None) -> BankerDecision:
    """The Banker's decision on a two-card total, given the Player's third card value.

        >>> banker_decision(3, 8).draws, banker_decision(4, 3).draws
        (False, True)
        >>> banker_decision(5, None)
        BankerDecision(banker_total=5, player_third=None, draws=True)

    Raises :class:`CoupError` for a total outside 0–9, a natural, or a card value outside 0–9.
    """
    _check_total(banker_total, "Banker")
    if banker_total in NATURAL_TOTALS:
        raise CoupError(f"Banker total {banker_total} is a natural: neither hand draws")
    if player_third is None:
        draws = banker_total in BANKER_STOOD_PLAYER_DRAWS_ON
    else:
        if isinstance(player_third, bool) or player_third not in CARD_VALUES:
            raise CoupError(f"Player's third card value {player_third!r} must be 0–9")
        draws = player_third in BANKER_DRAWS_ON.get(banker_total, frozenset())
    return BankerDecision(banker_total, player_third, draws)


def banker_draws(banker_total: int, player_third: int | None) -> bool:
    """Whether the Banker draws; ``player_third`` is ``None`` when the Player stood.

        >>> banker_draws(6, 7), banker_draws(6, None)
        (True, False)

    Raises :class:`CoupError` as :func:`banker_decision` does.
    """
    return banker_decision(banker_total, player_third).draws


def banker_chart() -> tuple[tuple[BankerDecision, ...], ...]:
    """The full Banker grid: rows for Banker totals 0–7, columns "Player stood" then 0–9.

        >>> grid = banker_chart()
        >>> len(grid), len(grid[0])
        (8, 11)
        >>> grid[3][1 + 8].draws
        False

    Raises nothing: the rules are fixed data.
    """
    columns: tuple[int | None, ...] = (None, *CARD_VALUES)
    return tuple(tuple(banker_decision(total, third) for third in columns) for total in sorted(BANKER_DRAWS_ON))
