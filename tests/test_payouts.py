from __future__ import annotations

import itertools
import re
from decimal import Decimal
from fractions import Fraction
from operator import attrgetter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from baccarat import BaccaratError, Coup, Outcome, Shoe, parse_cards, resolve, value_counts
from baccarat.cards import RANKS
from baccarat.odds import exact_odds
from baccarat.payouts import (
    EZ,
    FINISHES,
    NO_COMMISSION,
    PAY_TABLES,
    SIDE_BETS,
    STANDARD,
    THREE_CARD_PAYS,
    Bet,
    CommissionRounding,
    PayTable,
    banker_edge_with_commission,
    commission,
    house_edge,
    net_distribution,
    pair_odds,
    parse_stakes,
    pay_table,
    pays,
    settle,
    settle_slip,
)
from baccarat.render.payouts import bet_reason
from tests.oracle import brute_force_counts


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
def test_settle(cards: str, bet: Bet, table: PayTable, result: Fraction) -> None:
    assert settle(bet, resolve(cards), table=table) == result


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


# The published exact house edges for 8 decks (the Wizard of Odds' baccarat appendices; see Sources).
PUBLISHED_8_DECKS = [
    (Bet.BANKER, EZ, "1.0183%"),
    (Bet.BANKER, NO_COMMISSION, "1.4581%"),
    (Bet.DRAGON_7, STANDARD, "7.6113%"),
    (Bet.PANDA_8, STANDARD, "10.1876%"),
    (Bet.PLAYER_PAIR, STANDARD, "10.3614%"),
    (Bet.BANKER_PAIR, STANDARD, "10.3614%"),
    (Bet.EITHER_PAIR, STANDARD, "13.7099%"),
    (Bet.PERFECT_PAIR, STANDARD, "13.0294%"),
    (Bet.DRAGON_BONUS_PLAYER, STANDARD, "2.6517%"),
    (Bet.DRAGON_BONUS_BANKER, STANDARD, "9.3731%"),
    # Its own page (https://wizardofodds.com/games/baccarat/side-bets/lucky-6/, "Macau Pay Table"): 0.166836.
    (Bet.LUCKY_6, STANDARD, "16.6836%"),
]


@pytest.mark.parametrize(("bet", "table", "edge"), PUBLISHED_8_DECKS)
def test_side_bets_and_variants_match_the_published_edges(bet: Bet, table: PayTable, edge: str) -> None:
    assert f"{float(house_edge(bet, table=table, odds=exact_odds(8))):.4%}" == edge


def oracle_side_bet(bet: Bet, coup: Coup) -> Fraction:
    """The side bets again, restated from 58 Pa. Code § 627a.1 and § 627a.12 (see Sources), and the Lucky 6 from
    Macau's regulation, arts. 13 and 17(5), straight from the cards."""
    p_cards, b_cards = coup.player.cards, coup.banker.cards
    p, b = sum(c.points for c in p_cards) % 10, sum(c.points for c in b_cards) % 10
    if bet is Bet.PERFECT_PAIR_250:
        perfect_hands = (p_cards[0] == p_cards[1]) + (b_cards[0] == b_cards[1])
        return Fraction({0: -1, 1: 25, 2: 250}[perfect_hands])
    if bet in (Bet.PLAYER_PAIR, Bet.BANKER_PAIR, Bet.EITHER_PAIR, Bet.PERFECT_PAIR):
        pp, bp = p_cards[0].rank == p_cards[1].rank, b_cards[0].rank == b_cards[1].rank
        perfect = p_cards[0] == p_cards[1] or b_cards[0] == b_cards[1]
        won = {Bet.PLAYER_PAIR: pp, Bet.BANKER_PAIR: bp, Bet.EITHER_PAIR: pp or bp, Bet.PERFECT_PAIR: perfect}[bet]
        return Fraction({Bet.PERFECT_PAIR: 25, Bet.EITHER_PAIR: 5}.get(bet, 11)) if won else Fraction(-1)
    if bet is Bet.DRAGON_7:
        return Fraction(40) if b > p and b == 7 and len(b_cards) == 3 else Fraction(-1)
    if bet is Bet.PANDA_8:
        return Fraction(25) if p > b and p == 8 and len(p_cards) == 3 else Fraction(-1)
    if bet in (Bet.SUPER_6, Bet.SUPER_6_15):
        return Fraction(12 if bet is Bet.SUPER_6 else 15) if b > p and b == 6 else Fraction(-1)
    if bet is Bet.LUCKY_6:
        return Fraction(12 if len(b_cards) == 2 else 20) if b > p and b == 6 else Fraction(-1)
    mine, mine_cards, theirs, theirs_cards = (
        (p, p_cards, b, b_cards) if bet is Bet.DRAGON_BONUS_PLAYER else (b, b_cards, p, p_cards)
    )
    mine_natural = len(mine_cards) == 2 and mine >= 8
    theirs_natural = len(theirs_cards) == 2 and theirs >= 8
    if mine_natural and theirs_natural and mine == theirs:
        return Fraction(0)
    if mine_natural and mine > theirs:
        return Fraction(1)
    if mine_natural or theirs_natural or mine <= theirs:
        return Fraction(-1)
    return Fraction({9: 30, 8: 10, 7: 6, 6: 4, 5: 2, 4: 1}.get(mine - theirs, -1))


def test_every_side_bet_settles_as_its_restated_rule_on_real_shoes() -> None:
    coups = [coup for seed in range(25) for coup in Shoe(8, seed=seed).deal_many(200)]
    assert len(coups) > 1800
    seen: dict[Bet, set[Fraction]] = {bet: set() for bet in SIDE_BETS}
    for coup in coups:
        for bet in SIDE_BETS:
            result = settle(bet, coup)
            assert result == oracle_side_bet(bet, coup), (bet, coup)
            seen[bet].add(result)
    rare = {Bet.PERFECT_PAIR_250}  # both hands perfect: about once in 40,000 coups
    assert all(len(results) >= 2 for bet, results in seen.items() if bet not in rare), seen
    assert seen[Bet.LUCKY_6] == {Fraction(-1), Fraction(12), Fraction(20)}  # both of its pays met
    assert seen[Bet.PERFECT_PAIR_250] >= {Fraction(-1), Fraction(25)}
    assert settle(Bet.PERFECT_PAIR_250, resolve("Kh 2s Kh 2s 5c 4s")) == 250


@pytest.mark.parametrize(
    ("cards", "bet", "table", "result"),
    [
        ("2 3 2 K K 4", Bet.BANKER, EZ, Fraction(0)),  # Banker wins with a three-card 7: push on EZ
        ("2 3 2 K K 4", Bet.BANKER, STANDARD, Fraction(19, 20)),
        ("2 3 2 K K 4", Bet.DRAGON_7, STANDARD, Fraction(40)),
        ("K 6 5 K K", Bet.BANKER, EZ, Fraction(1)),  # EZ pays a winning 6 in full
        ("9 K K K", Bet.DRAGON_BONUS_PLAYER, STANDARD, Fraction(1)),  # natural win
        ("9 9 K K", Bet.DRAGON_BONUS_PLAYER, STANDARD, Fraction(0)),  # natural tie pushes
        ("8 9 K K", Bet.DRAGON_BONUS_PLAYER, STANDARD, Fraction(-1)),
        ("8 9 K K", Bet.DRAGON_BONUS_BANKER, STANDARD, Fraction(1)),
        ("7 6 K K", Bet.DRAGON_BONUS_PLAYER, STANDARD, Fraction(-1)),  # won by 1: loses
        ("7 K K K K", Bet.DRAGON_BONUS_PLAYER, STANDARD, Fraction(6)),  # 7 to 0, not a natural: 6:1
        ("2 2 2 2 K", Bet.PLAYER_PAIR, STANDARD, Fraction(11)),
        ("10 K K 10 9 9", Bet.EITHER_PAIR, STANDARD, Fraction(-1)),  # a ten and a king are not a pair
        ("Kh 2s Kh 3d 5c 4s", Bet.PERFECT_PAIR, STANDARD, Fraction(25)),
        ("Kh 2s Kd 3d 5c 4s", Bet.PERFECT_PAIR, STANDARD, Fraction(-1)),
    ],
)
def test_settle_side_bets(cards: str, bet: Bet, table: PayTable, result: Fraction) -> None:
    assert settle(bet, resolve(cards), table=table) == result


def test_a_perfect_pair_needs_suits() -> None:
    with pytest.raises(BaccaratError, match="give the suits of the first four cards"):
        settle(Bet.PERFECT_PAIR, resolve("K 2 K 3 5 4"))


def weighted_pairs(counts: dict[str, int]) -> tuple[Fraction, Fraction]:
    """Pair chances by brute force over the four first cards' ranks (Player, Banker, Player, Banker)."""
    ranks = list(counts)
    n = sum(counts.values())
    one = both = Fraction(0)
    for a, b, c, d in itertools.product(ranks, repeat=4):
        left = dict(counts)
        weight = 1
        for rank in (a, b, c, d):
            weight *= left[rank]
            left[rank] -= 1
        share = Fraction(weight, n * (n - 1) * (n - 2) * (n - 3))
        one += share if a == c else 0
        both += share if a == c and b == d else 0
    return one, both


@pytest.mark.parametrize(("decks", "removed"), [(1, ""), (2, "Ks Kh 5d"), (1, "As Ad Ah Ac 2s")])
def test_pair_odds_agree_with_brute_force(decks: int, removed: str) -> None:
    counts = {rank: 4 * decks for rank in RANKS}
    for card in parse_cards(removed, allow_empty=True):
        counts[card.rank] -= 1
    one, both = weighted_pairs(counts)
    odds = pair_odds(decks, removed)
    assert odds[Bet.PLAYER_PAIR] == odds[Bet.BANKER_PAIR] == one
    assert odds[Bet.EITHER_PAIR] == 2 * one - both
    assert pair_odds(1)[Bet.PERFECT_PAIR] == 0  # one deck has no perfect pair


def test_side_bet_edges_follow_the_shoe() -> None:
    full, without = exact_odds(8), exact_odds(8, removed="7 7 7 7 7 7")
    assert house_edge(Bet.DRAGON_7, odds=without) != house_edge(Bet.DRAGON_7, odds=full)
    # Two kings out make a pair very slightly more likely: the other twelve ranks are denser (10.3485% < 10.3614%).
    assert house_edge(Bet.PLAYER_PAIR, odds=exact_odds(8, removed="Ks Kh")) == Fraction(983, 9499)
    with pytest.raises(BaccaratError, match="give the suits of removed cards"):
        house_edge(Bet.PERFECT_PAIR, odds=exact_odds(8, removed="K K"))


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("-5", "the banker stake must be an amount such as 25 or 12.50 (at most two decimals), not '-5'"),
        ("0", "the banker stake must be more than 0, not 0"),
        ("NaN", "not 'NaN'"),
        ("1e9999", "not '1e9999'"),
        ("12.345", "not '12.345'"),
        ("ten", "not 'ten'"),
        (12.5, "not 12.5"),  # a float is never an amount
        ("1000000000", "not '1000000000'"),
    ],
)
def test_bad_stakes_are_named(value: object, message: str) -> None:
    with pytest.raises(BaccaratError, match=re.escape(message)):
        slip: dict[str, object] = {"banker": value}
        settle_slip(slip, resolve("2 3 2 K 8"))


def test_a_slip_shows_commission_as_a_casino_does() -> None:
    slip: dict[Bet | str, object] = {Bet.BANKER: "100", "player-pair": "5", "tie": Decimal("5")}  # both kinds of key
    rows, total = settle_slip(slip, resolve("2 3 2 K 8"))
    banker, pair, tie = rows
    assert (banker.outcome, banker.paid, banker.commission, banker.net) == (
        "win",
        Decimal(100),
        Decimal(5),
        Decimal(95),
    )
    assert str(banker.paid) == "100" and str(banker.net) == "95"
    assert (pair.outcome, pair.net) == ("win", Decimal(55))  # 2 and 2: a Player pair pays 11:1
    assert (tie.outcome, tie.net) == ("lose", Decimal(-5))
    assert total == 145
    rows, total = settle_slip({"banker": "25"}, resolve("K 6 5 K K"), table=NO_COMMISSION)
    assert (rows[0].paid, rows[0].commission, rows[0].net, total) == (
        Decimal("12.5"),
        Decimal(0),
        Decimal("12.5"),
        Decimal("12.5"),
    )
    with pytest.raises(BaccaratError, match="unknown bet 'horse'"):
        settle_slip({"horse": "5"}, resolve("2 3 2 K 8"))


amounts = st.decimals(min_value=Decimal("0.01"), max_value=Decimal("99999"), places=2, allow_nan=False)


@given(st.dictionaries(st.sampled_from(list(Bet)), amounts, min_size=1), st.integers(0, 40))
def test_a_slips_total_is_the_sum_of_its_bets(stakes: dict[Bet, Decimal], coup_number: int) -> None:
    coup = Shoe(8, seed=3).deal_many(41)[coup_number]
    if any(card.suit is None for card in coup.cards):  # dealt cards always have suits
        return
    rows, total = settle_slip(stakes, coup, table=EZ)
    assert total == sum(row.net for row in rows)
    for row in rows:
        rate = settle(row.bet, coup, table=EZ)
        assert row.net == row.stake * Decimal(rate.numerator) / Decimal(rate.denominator)
        assert row.paid - row.commission == (row.net if row.outcome == "win" else 0)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("banker", "stakes are written bet:amount, e.g. banker:25, not 'banker'"),
        ("banana:5", "unknown bet 'banana'"),
        ("tie:5,tie:2", "the slip gives the tie stake twice"),
        ("tie:1e9999", "not '1e9999'"),
        ("tie:NaN", "not 'NaN'"),
        ("tie:0", "the tie stake must be more than 0"),
        ("<b>:5", "unknown bet '<b>'"),
    ],
)
def test_bad_stakes_text_is_named(text: str, message: str) -> None:
    with pytest.raises(BaccaratError, match=re.escape(message)):
        parse_stakes(text)


def test_stakes_text_reads_every_bet() -> None:
    text = ",".join(f"{bet.value}:{n}.50" for n, bet in enumerate(Bet, 1))
    assert parse_stakes(text) == {bet: Decimal(f"{n}.50") for n, bet in enumerate(Bet, 1)}
    assert parse_stakes(" ") == {}


@pytest.mark.parametrize("decks", [1, 2, 4, 6, 8])
def test_the_4_percent_commission_and_super_6_agree_with_an_independent_enumeration(decks: int) -> None:
    counts = brute_force_counts(list(value_counts(decks)))
    deals = counts["player"] + counts["banker"] + counts["tie"]
    odds = exact_odds(decks)
    banker_4 = Fraction(24, 25) * counts["banker"] - counts["player"]  # a tie pushes
    assert house_edge(Bet.BANKER, table=pay_table("commission-4"), odds=odds) == -Fraction(banker_4, deals)
    super_6 = 12 * counts["banker_6"] - (deals - counts["banker_6"])
    assert house_edge(Bet("super-6"), table=pay_table("no-commission"), odds=odds) == -Fraction(super_6, deals)
    super_6_15 = 15 * counts["banker_6"] - (deals - counts["banker_6"])
    assert house_edge(Bet("super-6-15"), odds=odds) == -Fraction(super_6_15, deals)


def test_the_new_tables_are_everywhere_the_others_are() -> None:
    assert pay_table("commission-4").banker == Fraction(24, 25) and "super-6" in [bet.value for bet in SIDE_BETS]
    odds = exact_odds(8)
    assert f"{float(house_edge(Bet.SUPER_6, odds=odds)):.2%}" == "29.98%"  # as published (see Sources)
    assert f"{float(house_edge(Bet.SUPER_6_15, odds=odds)):.2%}" == "13.82%"
    assert f"{float(house_edge(Bet.BANKER, table=pay_table('commission-4'), odds=odds)):.2%}" == "0.60%"
    coup = resolve("K 6 5 K K")  # a Banker 6
    assert settle(Bet.SUPER_6, coup) == 12 and settle(Bet.SUPER_6, resolve("2 3 2 K 8")) == -1
    assert settle(Bet.BANKER, resolve("2 3 2 K 8"), table=pay_table("commission-4")) == Fraction(24, 25)


def perfect_pairs_by_enumeration(decks: int) -> tuple[Fraction, Fraction]:
    """The chances that exactly one hand, and that both hands, start with a perfect pair: every kind
    of card (rank and suit) for each of the first three cards, dealt Player, Banker, Player, then how
    many cards left make the Banker's second card a match, counted card by card."""
    kinds = [(rank, suit) for rank in RANKS for suit in "shdc"]
    n = 52 * decks
    one = both = 0
    for first_p, first_b, second_p in itertools.product(kinds, repeat=3):
        left = dict.fromkeys((first_p, first_b, second_p), decks)
        ways = 1
        for kind in (first_p, first_b, second_p):
            ways *= left[kind]
            left[kind] -= 1
        banker_matches = left[first_b]
        if second_p == first_p:
            both += ways * banker_matches
            one += ways * (n - 3 - banker_matches)  # the Player's pair only
        else:
            one += ways * banker_matches  # the Banker's pair only
    deals = n * (n - 1) * (n - 2) * (n - 3)
    return Fraction(one, deals), Fraction(both, deals)


@pytest.mark.parametrize("decks", [1, 6, 8])
def test_the_perfect_pair_paying_250_for_both_agrees_with_an_independent_enumeration(decks: int) -> None:
    one, both = perfect_pairs_by_enumeration(decks)
    assert net_distribution(Bet.PERFECT_PAIR_250, odds=exact_odds(decks)) == {
        Fraction(-1): 1 - one - both,
        Fraction(25): one,
        Fraction(250): both,
    }
    assert (one, both) == (Fraction(0), Fraction(0)) if decks == 1 else one > 0 and both > 0
    assert house_edge(Bet.PERFECT_PAIR, odds=exact_odds(decks)) == 1 - 26 * (one + both)
    assert house_edge(Bet.PERFECT_PAIR_250, odds=exact_odds(decks)) == 1 - 26 * one - 251 * both


# Exactly 8 decks' Banker, Player and Tie deal counts, as published (Casino Exploit; see Sources).
BANKER_DEALS, PLAYER_DEALS, TIE_DEALS = 2_292_252_566_437_888, 2_230_518_282_592_256, 475_627_426_473_216
# What a casino collects on a winning Banker bet of each stake, rule by rule, worked out by hand.
COMMISSIONS = {
    CommissionRounding.EXACT: {5: "0.25", 10: "0.50", 15: "0.75", 20: "1", 25: "1.25", 100: "5"},
    CommissionRounding.UP_TO_QUARTER: {5: "0.25", 10: "0.50", 15: "0.75", 20: "1", 25: "1.25", 100: "5"},
    CommissionRounding.UP_TO_HALF: {5: "0.50", 10: "0.50", 15: "1", 20: "1", 25: "1.50", 100: "5"},
    CommissionRounding.UP_TO_WHOLE: {5: "1", 10: "1", 15: "1", 20: "1", 25: "2", 100: "5"},
    CommissionRounding.MINIMUM_ONE: {5: "1", 10: "1", 15: "1", 20: "1", 25: "1.25", 100: "5"},
}


@pytest.mark.parametrize("rounding", list(CommissionRounding))
def test_commission_rounding_against_published_counts(rounding: CommissionRounding) -> None:
    deals = BANKER_DEALS + PLAYER_DEALS + TIE_DEALS
    for stake, collected in COMMISSIONS[rounding].items():
        assert commission(Decimal(stake), rounding) == Decimal(collected)
        won = Fraction(stake) - Fraction(collected)  # what a winning Banker bet keeps
        expected = Fraction(PLAYER_DEALS * stake - BANKER_DEALS * won, deals * stake)
        assert banker_edge_with_commission(Decimal(stake), rounding) == expected


@pytest.mark.parametrize("bet", sorted(FINISHES, key=attrgetter("value")))
def test_a_finish_bet_wins_exactly_on_its_finish(bet: Bet) -> None:
    """Every coup of a small shoe: the bet wins when, and only when, its side wins with its total (on
    three cards when it says so), and the slip's reason names that finish."""
    finish = FINISHES[bet]
    coups = [coup for seed in range(20) for coup in Shoe(8, seed=seed).deal_many(80)]
    assert sum(settle(bet, coup) > 0 for coup in coups) > 10
    for coup in coups:
        hand = coup.banker if finish.side is Outcome.BANKER else coup.player
        wins = coup.outcome is finish.side and hand.total == finish.total and (hand.drew or not finish.three_cards)
        assert (settle(bet, coup) > 0) == wins
        assert finish.words in bet_reason(bet, coup, STANDARD)


# Macau's Lucky 6 (幸運6): a Banker win with 6 pays 12 to 1 on two cards, 20 to 1 on three (arts. 13 and 17(5)).
LUCKY_6_COUPS = [
    ("K 6 5 K K", Fraction(12), "The Banker won with a two-card 6: pays 12 to 1."),  # Banker stands on 6 v 5
    ("K 2 K K 5 4", Fraction(20), "The Banker won with a three-card 6: pays 20 to 1."),  # Banker 2 draws a 4
    # A tie is no Banker win: loses, a three-card 6 tie too.
    ("6 6 K K", Fraction(-1), "Needs a Banker win with 6; the result: Tie, 6 to 6. Loses."),
    ("K 2 K K 6 4", Fraction(-1), "Needs a Banker win with 6; the result: Tie, 6 to 6. Loses."),
    ("K 7 5 K K", Fraction(-1), "Needs a Banker win with 6; the result: Banker wins, 7 to 5. Loses."),
    ("9 K K K", Fraction(-1), "Needs a Banker win with 6; the result: Player wins, 9 to 0, with a natural. Loses."),
]


@pytest.mark.parametrize(("cards", "result", "reason"), LUCKY_6_COUPS)
def test_lucky_6_pays_by_the_banker_s_cards_and_only_on_a_banker_win(cards: str, result: Fraction, reason: str) -> None:
    coup = resolve(cards)
    for table in PAY_TABLES.values():  # a side bet: the same on every table
        assert settle(Bet.LUCKY_6, coup, table=table) == result
    assert bet_reason(Bet.LUCKY_6, coup, STANDARD) == reason
    (row,), total = settle_slip({"lucky-6": "10"}, coup)
    expected_net = Decimal(10) * Decimal(int(result))
    assert (row.outcome, row.net, row.commission, total) == ("win" if result > 0 else "lose", expected_net,
                                                              Decimal(0), expected_net)  # fmt: skip
    assert row.paid == (expected_net if result > 0 else 0)


def test_lucky_6_pays_as_the_layout_prints_it() -> None:
    assert str(pays(Bet.LUCKY_6, STANDARD)) == "12 to 1 (three cards: 20 to 1)"
    assert THREE_CARD_PAYS.get(Bet.LUCKY_6) == 20 and len(THREE_CARD_PAYS) == 1  # the one bet paid by the cards


@pytest.mark.parametrize("decks", [1, 2, 6, 8])
def test_lucky_6_agrees_with_an_independent_enumeration(decks: int) -> None:
    counts = brute_force_counts(list(value_counts(decks)))
    deals = counts["player"] + counts["banker"] + counts["tie"]
    two, three = counts["banker_6_two_cards"], counts["banker_6_three_cards"]
    assert two + three == counts["banker_6"]
    odds = exact_odds(decks)
    assert net_distribution(Bet.LUCKY_6, odds=odds) == {
        Fraction(-1): Fraction(deals - two - three, deals),
        Fraction(12): Fraction(two, deals),
        Fraction(20): Fraction(three, deals),
    }
    assert house_edge(Bet.LUCKY_6, odds=odds) == Fraction(deals - two - three - 12 * two - 20 * three, deals)


def test_lucky_6_matches_the_published_8_deck_counts() -> None:
    """The Wizard of Odds' Lucky 6 page, "Macau Pay Table": the deals (of 4,998,398,275,503,360) that end in a
    two-card and a three-card winning Banker 6, and a house edge of 16.68%."""
    counts = brute_force_counts(list(value_counts(8)))
    assert (counts["banker_6_two_cards"], counts["banker_6_three_cards"]) == (186_173_936_904_192, 83_058_367_551_488)
    edge = house_edge(Bet.LUCKY_6, odds=exact_odds(8))
    assert edge == Fraction(4_998_398_275_503_360 - 13 * 186_173_936_904_192 - 21 * 83_058_367_551_488,
                            4_998_398_275_503_360)  # fmt: skip
    assert f"{float(edge):.2%}" == "16.68%"
    assert house_edge(Bet.SUPER_6, odds=exact_odds(8)) > edge > house_edge(Bet.SUPER_6_15, odds=exact_odds(8))


@settings(max_examples=6, deadline=None)
@given(st.integers(1, 8), st.lists(st.sampled_from(RANKS), max_size=12))
def test_lucky_6_follows_the_shoe_as_an_independent_enumeration_does(decks: int, removed: list[str]) -> None:
    """Any shoe, with any cards already dealt: the edge is the plain enumeration's, card by card."""
    if any(removed.count(rank) > 4 * decks for rank in removed):
        return
    counts = brute_force_counts(list(value_counts(decks, removed)))
    deals = counts["player"] + counts["banker"] + counts["tie"]
    two, three = counts["banker_6_two_cards"], counts["banker_6_three_cards"]
    edge = house_edge(Bet.LUCKY_6, odds=exact_odds(decks, removed=removed))
    assert edge == Fraction(deals - 13 * two - 21 * three, deals)


@given(st.integers(0, 2**32 - 1), st.integers(0, 59))
def test_lucky_6_wins_with_the_super_6_and_pays_more_on_three_cards(seed: int, hand: int) -> None:
    """Whatever the coup: the Lucky 6 wins exactly when the Super 6 does, 12 to 1 as it does on two cards and
    20 to 1 on three, and loses otherwise."""
    coup = Shoe(8, seed=seed).deal_many(hand + 1)[hand]
    super_6, lucky_6 = settle(Bet.SUPER_6, coup), settle(Bet.LUCKY_6, coup)
    assert (lucky_6 > 0) == (super_6 > 0)
    assert lucky_6 == (-1 if super_6 < 0 else 20 if coup.banker.drew else 12)


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans"])
def test_no_reason_on_the_slip_nests_brackets(lang: str) -> None:
    """A slip's reason reads as one sentence: "No tie: Player wins, 9 to 5, with a natural. Loses.", never the
    "No tie (Player wins, 9 to 5 (a natural))" it once said, in any edition (issue 59)."""
    naturals = [resolve(cards) for cards in ("9h 5s Kd Kc", "8h 9s Kd Kc", "8h 8s Kd Kc")]  # Player, Banker, a tie
    for coup in [*naturals, *Shoe(8, seed=59).deal_many(60)]:
        for bet in Bet:
            said = bet_reason(bet, coup, STANDARD, lang=lang)
            depth = 0
            for char in said:
                depth += char in "(（"
                assert depth <= 1, (lang, coup, bet, said)
                depth -= char in ")）"
