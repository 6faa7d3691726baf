"""The payout calculator's slip: each bet's reason agrees with its settlement; money as a slip shows it."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from baccarat import BaccaratError, Shoe, resolve
from baccarat.payouts import EZ, NO_COMMISSION, PAY_TABLES, STANDARD, Bet, PayTable, settle
from baccarat.render.markup import money
from baccarat.render.payouts import bet_reason, slip_html

# Each reason against a hand-worked coup: what the reader is told, and that it agrees with settle().
REASONS = [
    (Bet.BANKER, STANDARD, "2 3 2 K 8", "The Banker won, 3 to 2: paid even money, less 5% commission on the win."),
    (
        Bet.BANKER,
        NO_COMMISSION,
        "K 6 5 K K",
        "The Banker won with 6: this table pays a winning Banker 6 half, 0.5 to 1.",
    ),
    (Bet.BANKER, EZ, "2 3 2 K K 4", "The Banker won with a three-card 7: on this table the Banker bet pushes."),
    (Bet.BANKER, EZ, "2 3 2 K 8", "The Banker won, 3 to 2: pays 1 to 1, no commission."),
    (Bet.BANKER, STANDARD, "7 7 K K", "A tie, 7 to 7: Player and Banker bets push (the stake comes back)."),
    (Bet.PLAYER, STANDARD, "9 8 K K", "The Player won, 9 to 8: pays 1 to 1."),
    (Bet.PLAYER, STANDARD, "2 3 2 K 8", "Banker wins, 3 to 2. Loses."),
    (Bet.TIE, PAY_TABLES["standard-tie-9"], "7 7 K K", "A tie, 7 to 7: pays 9 to 1."),
    (Bet.PLAYER_PAIR, STANDARD, "2 2 2 2 K", "The Player's first two cards, 2 and 2, are a pair: pays 11 to 1."),
    (Bet.BANKER_PAIR, STANDARD, "10 8 K K", "No pair: the Banker's 8 and K; a pair needs the same rank"),
    (Bet.EITHER_PAIR, STANDARD, "10 9 K 9", "The Banker's first two cards, 9 and 9, are a pair: pays 5 to 1."),
    (Bet.PERFECT_PAIR, STANDARD, "Kh 8s Kd 9s 5c", "No perfect pair: the Player's K♥ and K♦ and the Banker's"),
    (Bet.PERFECT_PAIR, STANDARD, "Kh 2s Kh 3d 5c 4s", "The Player's first two cards, K♥ and K♥, are the same rank"),
    (Bet.DRAGON_7, STANDARD, "2 3 2 K K 4", "The Banker won with a three-card 7: pays 40 to 1."),
    (Bet.PANDA_8, STANDARD, "2 6 2 K 4", "The Player won with a three-card 8: pays 25 to 1."),
    (
        Bet.PANDA_8,
        STANDARD,
        "9 8 K K",
        "Needs a Player win with a three-card 8; the result: Player wins, 9 to 8, with a natural. Loses.",
    ),
    (
        Bet.DRAGON_BONUS_PLAYER,
        STANDARD,
        "7 K K K K",
        "The Player won by 7 points, 7 to 0, without a natural: pays 6 to 1.",
    ),
    (Bet.DRAGON_BONUS_PLAYER, STANDARD, "9 8 K K", "The Player won with a natural, 9 to 8: pays 1 to 1."),
    (Bet.DRAGON_BONUS_BANKER, STANDARD, "8 8 K K", "A natural tie, 8 to 8: the Dragon Bonus pushes."),
    (Bet.DRAGON_BONUS_BANKER, STANDARD, "2 3 2 K 8", "The Banker won by only 1 point"),
    (Bet.DRAGON_BONUS_BANKER, STANDARD, "9 8 K K", "The Banker lost to a natural"),
]


@pytest.mark.parametrize(("bet", "table", "cards", "reason"), REASONS)
def test_each_bet_says_the_rule_that_settled_it(bet: Bet, table: PayTable, cards: str, reason: str) -> None:
    coup = resolve(cards)
    said = bet_reason(bet, coup, table)
    assert said.startswith(reason)
    rate = settle(bet, coup, table=table)
    assert said.endswith("Loses.") == (rate < 0)
    assert ("push" in said) == (rate == 0)


def test_every_reason_on_real_shoes_agrees_with_the_settlement() -> None:
    """Over a dealt shoe, every bet on every table: a loss says "Loses.", a push says so, a win names its pay."""
    for coup in Shoe(8, seed=5).deal_many(80):
        for table in PAY_TABLES.values():
            for bet in Bet:
                rate = settle(bet, coup, table=table)
                said = bet_reason(bet, coup, table)
                assert said.endswith("Loses.") == (rate < 0), (coup, bet, said)
                assert ("push" in said) == (rate == 0), (coup, bet, said)
                if rate > 0 and not (bet is Bet.BANKER and table.banker < 1):
                    pay = f"{rate.numerator} to 1" if rate.denominator == 1 else f"{float(rate):g} to 1"
                    assert pay in said, (coup, bet, said)


def test_money_and_the_slip_rows() -> None:
    assert money(Decimal("-1234.5"), sign=True) == "−1,234.50"
    html = slip_html(resolve("K 6 5 K K"), {Bet.BANKER: Decimal(25), Bet.TIE: Decimal("5.50")}, NO_COMMISSION)
    assert re.findall(r'data-bet="([^"]+)" data-net="([^"]+)"', html) == [("banker", "12.50"), ("tie", "-5.50")]
    assert 'data-total="7.00"' in html
    # The foot's Outcome says how many bets won and lost as a value reads ("Outcome: 1 bet won"), in each script.
    stakes = {Bet.BANKER: Decimal(25), Bet.TIE: Decimal(5), Bet.PLAYER: Decimal(5)}
    said_in = {"en": "1 bet won, 2 bets lost", "zh-Hant": "贏了 1 注、輸了 2 注", "zh-Hans": "赢了 1 注、输了 2 注"}
    for lang, said in said_in.items():
        assert f">{said}<" in slip_html(resolve("K 6 5 K K"), stakes, STANDARD, lang=lang), lang


def test_a_worked_coup_can_settle_bets() -> None:
    from sitebuild.formatters import render_fence

    html = render_fence("baccarat-coup", "K 6 5 K K\nsettle: banker 10 no-commission\nsettle: tie 5")
    assert re.findall(r'data-bet="([^"]+)" data-net="([^"]+)"', html) == [("banker", "5.00"), ("tie", "-5.00")]
    hands = render_fence("baccarat-coup", "player: K 6\nbanker: 5 K 2\nsettle: dragon-7 1")
    assert 'data-net="40.00"' in hands  # a Banker 7 on three cards
    bad_lines = {
        "settle: banana 5": "unknown bet 'banana'",
        "settle: tie": "give 'settle: BET STAKE",
        "settle: tie -5": "the tie stake must be",
        "settle: tie 5 vegas": "unknown pay table",
    }
    for bad, message in bad_lines.items():
        with pytest.raises(BaccaratError, match=re.escape(message)):
            render_fence("baccarat-coup", f"K 6 5 K K\n{bad}")
