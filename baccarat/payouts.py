"""Bets, pay tables, settling a bet, and the exact house edge of each bet.

Scoring decides who wins; the pay table decides what a winning bet is paid.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction

from .coup import Coup, Outcome
from .errors import BaccaratError
from .odds import ExactOdds, exact_odds

__all__ = ["NO_COMMISSION", "PAY_TABLES", "STANDARD", "Bet", "PayTable", "house_edge", "pay_table", "settle"]


class Bet(enum.Enum):
    """The three bets, placed before the deal."""

    PLAYER = "player"
    BANKER = "banker"
    TIE = "tie"


@dataclass(frozen=True, slots=True)
class PayTable:
    """What each winning bet is paid per unit staked (the stake is also returned).

    On a tie, Player and Banker bets push: the stake comes back, nothing more.
    """

    key: str
    name: str
    player: Fraction
    banker: Fraction
    banker_on_6: Fraction
    tie: Fraction


def _table(key: str, name: str, *, banker: str, banker_on_6: str, tie: int) -> PayTable:
    return PayTable(key, name, Fraction(1), Fraction(banker), Fraction(banker_on_6), Fraction(tie))


_COMMISSION = "Standard (5% commission)"
_NO_COMMISSION = "No commission (Banker 6 pays 1:2)"
STANDARD = _table("standard", f"{_COMMISSION}, Tie 8:1", banker="19/20", banker_on_6="19/20", tie=8)
NO_COMMISSION = _table("no-commission", f"{_NO_COMMISSION}, Tie 8:1", banker="1", banker_on_6="1/2", tie=8)

#: Every pay table the guide describes, by key.
PAY_TABLES: dict[str, PayTable] = {
    table.key: table
    for table in (
        STANDARD,
        _table("standard-tie-9", f"{_COMMISSION}, Tie 9:1", banker="19/20", banker_on_6="19/20", tie=9),
        NO_COMMISSION,
        _table("no-commission-tie-9", f"{_NO_COMMISSION}, Tie 9:1", banker="1", banker_on_6="1/2", tie=9),
    )
}


def pay_table(key: str) -> PayTable:
    """Look up a pay table by key.

        >>> pay_table("no-commission").banker_on_6
        Fraction(1, 2)

    Raises :class:`BaccaratError` for an unknown key, listing the known ones.
    """
    try:
        return PAY_TABLES[key]
    except KeyError:
        raise BaccaratError(f"unknown pay table {key!r}: use one of {', '.join(PAY_TABLES)}") from None


def _payout(bet: Bet, outcome: Outcome, banker_total: int, table: PayTable) -> Fraction:
    """Net result per unit staked: the winnings, 0 for a push, -1 for a loss."""
    if bet is Bet.TIE:
        return table.tie if outcome is Outcome.TIE else Fraction(-1)
    if outcome is Outcome.TIE:
        return Fraction(0)
    if bet.value != outcome.value:
        return Fraction(-1)
    if bet is Bet.PLAYER:
        return table.player
    return table.banker_on_6 if banker_total == 6 else table.banker


def settle(bet: Bet, coup: Coup, *, table: PayTable = STANDARD) -> Fraction:
    """The net result of a one-unit bet on a coup: winnings, 0 for a push, -1 for a loss.

        >>> from baccarat import resolve
        >>> settle(Bet.BANKER, resolve("2 3 2 K 8"))
        Fraction(19, 20)
        >>> settle(Bet.PLAYER, resolve("7 7 K K"))
        Fraction(0, 1)

    Raises nothing: every bet has a result on every coup.
    """
    return _payout(bet, coup.outcome, coup.banker.total, table)


def house_edge(
    bet: Bet, *, table: PayTable = STANDARD, odds: ExactOdds | None = None, excluding_ties: bool = False
) -> Fraction:
    """The exact house edge: the share of each unit staked that the bet loses on average.

    ``odds`` defaults to an 8-deck shoe. With ``excluding_ties`` the edge is per
    bet that is settled (ties, which push Player and Banker bets, left out).

        >>> f"{float(house_edge(Bet.BANKER)):.4%}"
        '1.0579%'
        >>> f"{float(house_edge(Bet.TIE, table=PAY_TABLES['standard-tie-9'])):.2%}"
        '4.84%'

    Raises :class:`~baccarat.errors.ShoeError` only through building default odds (never for 8 decks).
    """
    odds = odds or exact_odds(8)
    expected = Fraction(0)
    for (pf, bf, _pd, _bd), deals in odds.counts.items():
        outcome = Outcome.PLAYER if pf > bf else Outcome.BANKER if bf > pf else Outcome.TIE
        expected += _payout(bet, outcome, bf, table) * deals
    edge = -expected / odds.deals
    if excluding_ties and bet is not Bet.TIE:
        edge /= 1 - odds.tie
    return edge
