from __future__ import annotations

from fractions import Fraction

import pytest

from baccarat import BaccaratError, exact_odds, resolve
from baccarat.payouts import NO_COMMISSION, PAY_TABLES, STANDARD, Bet, house_edge, pay_table, settle


@pytest.mark.parametrize(
    ("cards", "bet", "table", "result"),
    [
        ("2 3 2 K 8", Bet.BANKER, STANDARD, Fraction(19, 20)),
        ("2 3 2 K 8", Bet.PLAYER, STANDARD, Fraction(-1)),
        ("2 3 2 K 8", Bet.TIE, STANDARD, Fraction(-1)),
        ("9 K K K", Bet.PLAYER, STANDARD, Fraction(1)),
        ("7 7 K K", Bet.PLAYER, STANDARD, Fraction(0)),  # tie: push
        ("7 7 K K", Bet.BANKER, NO_COMMISSION, Fraction(0)),
        ("7 7 K K", Bet.TIE, STANDARD, Fraction(8)),
        ("7 7 K K", Bet.TIE, PAY_TABLES["standard-tie-9"], Fraction(9)),
        ("K 6 5 K K", Bet.BANKER, NO_COMMISSION, Fraction(1, 2)),  # Banker wins with 6: half
        ("K 7 5 K K", Bet.BANKER, NO_COMMISSION, Fraction(1)),
        ("K 6 5 K K", Bet.BANKER, STANDARD, Fraction(19, 20)),
    ],
)
def test_settle(cards: str, bet: Bet, table: object, result: Fraction) -> None:
    assert settle(bet, resolve(cards), table=table) == result  # type: ignore[arg-type]


def test_excluding_ties() -> None:
    odds = exact_odds(8)
    per_hand = house_edge(Bet.BANKER, odds=odds)
    assert house_edge(Bet.BANKER, odds=odds, excluding_ties=True) == per_hand / (1 - odds.tie)
    assert f"{float(house_edge(Bet.PLAYER, odds=odds, excluding_ties=True)):.4%}" == "1.3650%"
    assert house_edge(Bet.TIE, odds=odds, excluding_ties=True) == house_edge(Bet.TIE, odds=odds)


def test_banker_edge_is_exact_formula() -> None:
    odds = exact_odds(8)
    assert house_edge(Bet.BANKER, odds=odds) == odds.player - odds.banker * Fraction(19, 20)
    expected_nc = odds.player - (odds.banker - odds.banker_wins_on_6) - odds.banker_wins_on_6 / 2
    assert house_edge(Bet.BANKER, table=NO_COMMISSION, odds=odds) == expected_nc


def test_unknown_pay_table() -> None:
    with pytest.raises(BaccaratError, match="unknown pay table 'vegas': use one of standard"):
        pay_table("vegas")
