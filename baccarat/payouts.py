"""Bets, pay tables, settling a bet, and the exact house edge of each bet.

Scoring decides who wins; the pay table decides what a winning bet is paid. The side
bets pay by their own fixed tables, whatever the main pay table.
"""

from __future__ import annotations

import enum
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import ROUND_CEILING, Decimal
from fractions import Fraction
from typing import Any, TypeVar

from .cards import RANKS, SUITS, Card, parse_cards
from .coup import Coup, Outcome, winner
from .errors import BaccaratError, Sayable, Saying, Worded, mark, quoted, said, verbatim
from .odds import ExactOdds, FinalState, exact_odds
from .params import keys, said_shown
from .rules import is_natural
from .shoe import value_counts

__all__ = [
    "BET_NAMES",
    "DRAGON_BONUS_MARGINS",
    "DRAGON_BONUS_NATURAL",
    "EZ",
    "FINISHES",
    "FIXED_PAYS",
    "MAIN_BETS",
    "NO_COMMISSION",
    "PAY_TABLES",
    "PERFECT_PAIRS",
    "PERFECT_PAIR_BOTH",
    "SIDE_BETS",
    "STANDARD",
    "THREE_CARD_PAYS",
    "Bet",
    "CommissionRounding",
    "Finish",
    "PayTable",
    "Settlement",
    "banker_edge_with_commission",
    "bet_name",
    "commission",
    "edge_of_deals",
    "house_edge",
    "net_distribution",
    "outcome_word",
    "pair_odds",
    "paired_hands",
    "parse_stake",
    "parse_stakes",
    "pay_table",
    "pays",
    "percent_text",
    "ratio",
    "rounding_name",
    "settle",
    "settle_slip",
    "stake_of",
]


class Bet(enum.Enum):
    """Every bet, placed before the deal: the three main bets and the common side bets (values are the keys)."""

    PLAYER = "player"
    BANKER = "banker"
    TIE = "tie"
    PLAYER_PAIR = "player-pair"
    BANKER_PAIR = "banker-pair"
    EITHER_PAIR = "either-pair"
    PERFECT_PAIR = "perfect-pair"
    PERFECT_PAIR_250 = "perfect-pair-250"
    DRAGON_7 = "dragon-7"
    PANDA_8 = "panda-8"
    DRAGON_BONUS_PLAYER = "dragon-bonus-player"
    DRAGON_BONUS_BANKER = "dragon-bonus-banker"
    SUPER_6 = "super-6"
    SUPER_6_15 = "super-6-15"
    LUCKY_6 = "lucky-6"


#: The three main bets, whose pay depends on the table.
MAIN_BETS = (Bet.PLAYER, Bet.BANKER, Bet.TIE)
#: The side bets, each with its own fixed pay.
SIDE_BETS = tuple(bet for bet in Bet if bet not in MAIN_BETS)


def bet_name(bet: Bet) -> Saying:
    """``bet``'s name as a table's layout prints it.

        >>> str(bet_name(Bet.BANKER_PAIR)), str(bet_name(Bet.SUPER_6_15))
        ('Banker Pair', 'Super 6, 15 to 1 table')

    Raises nothing.
    """
    names = {
        # Translators: the bets by the names a table's layout prints; Player and Banker are the hands.
        Bet.PLAYER: Saying.pgettext("bet", "Player"),
        Bet.BANKER: Saying.pgettext("bet", "Banker"),
        Bet.TIE: Saying.pgettext("bet", "Tie"),
        Bet.PLAYER_PAIR: Saying.pgettext("bet", "Player Pair"),
        Bet.BANKER_PAIR: Saying.pgettext("bet", "Banker Pair"),
        Bet.EITHER_PAIR: Saying.pgettext("bet", "Either Pair"),
        Bet.PERFECT_PAIR: Saying.pgettext("bet", "Perfect Pair"),
        Bet.PERFECT_PAIR_250: Saying.pgettext("bet", "Perfect Pair, 250 to 1 for both hands"),
        Bet.DRAGON_7: Saying.pgettext("bet", "Dragon 7"),
        Bet.PANDA_8: Saying.pgettext("bet", "Panda 8"),
        Bet.DRAGON_BONUS_PLAYER: Saying.pgettext("bet", "Dragon Bonus, Player"),
        Bet.DRAGON_BONUS_BANKER: Saying.pgettext("bet", "Dragon Bonus, Banker"),
        Bet.SUPER_6: Saying.pgettext("bet", "Super 6"),
        Bet.SUPER_6_15: Saying.pgettext("bet", "Super 6, 15 to 1 table"),
        Bet.LUCKY_6: Saying.pgettext("bet", "Lucky 6"),
    }
    return names[bet]


#: Every bet's name as a table's layout prints it (in English: :func:`bet_name` says it in any language).
BET_NAMES = {bet: str(bet_name(bet)) for bet in Bet}

#: Dragon Bonus: what a non-natural win by each margin pays (less than 4 loses). Some casinos post others.
DRAGON_BONUS_MARGINS = {9: 30, 8: 10, 7: 6, 6: 4, 5: 2, 4: 1}
#: Dragon Bonus: what a win with a natural pays (a natural tie pushes).
DRAGON_BONUS_NATURAL = Fraction(1)
#: What each side bet with a fixed pay is paid when it wins (the Dragon Bonus pays by margin, above;
#: the 250 to 1 Perfect Pair pays this for one hand and :data:`PERFECT_PAIR_BOTH` for both; the Lucky 6
#: pays this on two cards and :data:`THREE_CARD_PAYS` on three).
FIXED_PAYS = {
    Bet.PLAYER_PAIR: Fraction(11),
    Bet.BANKER_PAIR: Fraction(11),
    Bet.EITHER_PAIR: Fraction(5),
    Bet.PERFECT_PAIR: Fraction(25),
    Bet.PERFECT_PAIR_250: Fraction(25),
    Bet.DRAGON_7: Fraction(40),
    Bet.PANDA_8: Fraction(25),
    Bet.SUPER_6: Fraction(12),
    Bet.SUPER_6_15: Fraction(15),
    Bet.LUCKY_6: Fraction(12),
}
#: What the 250 to 1 Perfect Pair pays when both hands' first two cards are perfect pairs.
PERFECT_PAIR_BOTH = Fraction(250)
#: What a side bet won by how a hand finishes pays instead when the winning hand drew a third card: Macau's
#: Lucky 6 (幸運6) pays a Banker win with 6 at 12 to 1 on two cards (:data:`FIXED_PAYS`) and 20 to 1 on three.
THREE_CARD_PAYS = {Bet.LUCKY_6: Fraction(20)}


@dataclass(frozen=True, slots=True)
class Finish:
    """What wins a side bet on how a hand finishes: ``side`` wins with ``total``, on three cards only when
    ``three_cards`` (Dragon 7, Panda 8), else on two or three (Super 6, Lucky 6).

    Only a win counts: a tie is no win for either side, so a Banker 6 that ties a Player 6 loses the Super 6
    and the Lucky 6 alike (neither pushes).

        >>> FINISHES[Bet.DRAGON_7].words, FINISHES[Bet.SUPER_6].words
        ('a three-card 7', '6')
        >>> FINISHES[Bet.LUCKY_6].won(5, 6, True, True), FINISHES[Bet.LUCKY_6].won(6, 6, False, False)
        (True, False)
    """

    side: Outcome
    total: int
    three_cards: bool

    @property
    def words(self) -> str:
        """The finish as a sentence names it: ``a three-card 7``, or the total alone."""
        return f"a three-card {self.total}" if self.three_cards else str(self.total)

    def won(self, p: int, b: int, player_drew: bool, banker_drew: bool) -> bool:
        """Whether a coup that ends Player ``p``, Banker ``b`` wins the bet."""
        total, drew = (b, banker_drew) if self.side is Outcome.BANKER else (p, player_drew)
        return winner(p, b) is self.side and total == self.total and (drew or not self.three_cards)

    def drew(self, player_drew: bool, banker_drew: bool) -> bool:
        """Whether the hand this finish looks at took a third card."""
        return banker_drew if self.side is Outcome.BANKER else player_drew


#: The side bets won by how a hand finishes, each once: the pays (:data:`FIXED_PAYS`), the settling,
#: the words of the pay table and of the slip's reasons are all drawn from these.
FINISHES = {
    Bet.DRAGON_7: Finish(Outcome.BANKER, 7, three_cards=True),
    Bet.PANDA_8: Finish(Outcome.PLAYER, 8, three_cards=True),
    # A Banker win with 6, on two cards or three: what a no-commission table pays half.
    Bet.SUPER_6: Finish(Outcome.BANKER, 6, three_cards=False),
    Bet.SUPER_6_15: Finish(Outcome.BANKER, 6, three_cards=False),
    # The same finish, paid by the Banker's cards: 12 to 1 on two, 20 to 1 on three (THREE_CARD_PAYS).
    Bet.LUCKY_6: Finish(Outcome.BANKER, 6, three_cards=False),
}


@dataclass(frozen=True, slots=True)
class PayTable:
    """What each winning bet is paid per unit staked (the stake is also returned).

    On a tie, Player and Banker bets push: the stake comes back, nothing more.
    """

    key: str
    player: Fraction
    banker: Fraction
    banker_on_6: Fraction
    tie: Fraction
    #: What a Banker bet nets when the Banker wins with a three-card 7 (EZ Baccarat: 0, a push).
    banker_on_three_card_7: Fraction | None = None
    #: The table's name in a few words, where the Tie's pay is beside the point ("No commission").
    short_name: str = ""

    @property
    def name(self) -> str:
        """The table's full name, made from its pays (:meth:`named` in any language).

        >>> STANDARD.name
        'Standard (5% commission: Banker pays 0.95 to 1), Tie 8 to 1'
        """
        return str(self.named())

    @property
    def heading(self) -> str:
        """The table's name short enough for a column heading: ``'No commission, Tie 8 to 1'``."""
        return str(self.headed())

    def named(self) -> Saying:
        """The table's full name, made from its pays.

            >>> str(NO_COMMISSION.named())
            'No commission (no commission; a Banker 6 pays 0.5 to 1), Tie 8 to 1'

        Raises nothing.
        """
        if self.banker < 1:
            rule = said(
                mark("{commission} commission: Banker pays {pays}"),
                commission=percent_text(1 - self.banker),
                pays=ratio(self.banker),
            )
        elif self.banker_on_three_card_7 == 0:
            rule = said(mark("no commission; a Banker three-card 7 pushes"))
        else:
            rule = said(mark("no commission; a Banker 6 pays {pays}"), pays=ratio(self.banker_on_6))
        return said(mark("{table} ({rule}), Tie {pays}"), table=self.short(), rule=rule, pays=ratio(self.tie))

    def headed(self) -> Saying:
        """The table's name short enough for a column heading.

            >>> str(NO_COMMISSION.headed())
            'No commission, Tie 8 to 1'

        Raises nothing.
        """
        return said(mark("{table}, Tie {pays}"), table=self.short(), pays=ratio(self.tie))

    def short(self) -> Sayable:
        """The table's name in a few words (:attr:`short_name`).

            >>> str(EZ.short())
            'EZ Baccarat'

        Raises nothing.
        """
        return _SHORT_NAMES.get(self.short_name, self.short_name)


#: Each pay table's name in a few words, by its English name.
_SHORT_NAMES = {
    # Translators: a pay table's name in a few words.
    "Standard": Saying.pgettext("pay table", "Standard"),
    "No commission": Saying.pgettext("pay table", "No commission"),
    "EZ Baccarat": Saying.pgettext("pay table", "EZ Baccarat"),
    "Reduced commission": Saying.pgettext("pay table", "Reduced commission"),
}


def _table(key: str, *, short: str, banker: str, banker_on_6: str, tie: int, on_7: str | None = None) -> PayTable:
    seven = None if on_7 is None else Fraction(on_7)
    return PayTable(key, Fraction(1), Fraction(banker), Fraction(banker_on_6), Fraction(tie), seven, short)


STANDARD = _table("standard", short="Standard", banker="19/20", banker_on_6="19/20", tie=8)
NO_COMMISSION = _table("no-commission", short="No commission", banker="1", banker_on_6="1/2", tie=8)
EZ = _table("ez", short="EZ Baccarat", banker="1", banker_on_6="1", tie=8, on_7="0")

#: Every pay table the guide describes, by key.
PAY_TABLES: dict[str, PayTable] = {
    table.key: table
    for table in (
        STANDARD,
        _table("standard-tie-9", short="Standard", banker="19/20", banker_on_6="19/20", tie=9),
        _table("commission-4", short="Reduced commission", banker="24/25", banker_on_6="24/25", tie=8),
        NO_COMMISSION,
        _table("no-commission-tie-9", short="No commission", banker="1", banker_on_6="1/2", tie=9),
        EZ,
    )
}


def ratio(rate: Fraction) -> Saying:
    """A pay rate as the guide writes every pay: what one unit staked wins, "to 1".

        >>> str(ratio(Fraction(19, 20))), str(ratio(Fraction(8))), str(ratio(Fraction(1, 2)))
        ('0.95 to 1', '8 to 1', '0.5 to 1')

    Raises nothing.
    """
    exact = Decimal(rate.numerator) / Decimal(rate.denominator)
    if exact * rate.denominator != rate.numerator:  # no short decimal: keep the fraction
        # Translators: a pay, what {staked} units staked win ("8 to 1"); the stake comes back too.
        return Saying.pgettext("pay", "{won} to {staked}", won=rate.numerator, staked=rate.denominator)
    return Saying.pgettext("pay", "{won} to {staked}", won=_exact(exact), staked=1)


def pays(bet: Bet, table: PayTable) -> Saying:
    """What ``bet`` pays on ``table``, in the few words a layout prints beside its spot.

        >>> str(pays(Bet.BANKER, STANDARD)), str(pays(Bet.BANKER, NO_COMMISSION)), str(pays(Bet.TIE, STANDARD))
        ('0.95 to 1', '1 to 1 (a 6: 0.5 to 1)', '8 to 1')
        >>> str(pays(Bet.PERFECT_PAIR_250, STANDARD)), str(pays(Bet.DRAGON_BONUS_BANKER, STANDARD))
        ('25 to 1 (both hands: 250 to 1)', 'up to 30 to 1')
        >>> str(pays(Bet.LUCKY_6, STANDARD))
        '12 to 1 (three cards: 20 to 1)'

    Raises nothing.
    """
    if bet is Bet.PLAYER:
        return ratio(table.player)
    if bet is Bet.TIE:
        return ratio(table.tie)
    if bet is Bet.BANKER:
        if table.banker_on_three_card_7 == 0:
            return said(mark("{pays} (a three-card 7 pushes)"), pays=ratio(table.banker))
        if table.banker_on_6 != table.banker:
            return said(mark("{pays} (a 6: {six})"), pays=ratio(table.banker), six=ratio(table.banker_on_6))
        return ratio(table.banker)
    if bet is Bet.PERFECT_PAIR_250:
        return said(
            mark("{pays} (both hands: {both})"),
            pays=ratio(FIXED_PAYS[bet]),
            both=ratio(PERFECT_PAIR_BOTH),
        )
    if bet in THREE_CARD_PAYS:
        return said(
            mark("{pays} (three cards: {three})"),
            pays=ratio(FIXED_PAYS[bet]),
            three=ratio(THREE_CARD_PAYS[bet]),
        )
    if bet in FIXED_PAYS:
        return ratio(FIXED_PAYS[bet])
    return said(mark("up to {pays}"), pays=ratio(Fraction(max(DRAGON_BONUS_MARGINS.values()))))


def percent_text(share: Fraction) -> str:
    """A share with no rounding, as a percentage: ``5%``, ``1.25%``.

        >>> percent_text(Fraction(1, 20)), percent_text(Fraction(1, 80))
        ('5%', '1.25%')

    Raises nothing.
    """
    return f"{_exact(Decimal(share.numerator) * 100 / Decimal(share.denominator))}%"


def pay_table(key: str) -> PayTable:
    """Look up a pay table by key.

        >>> pay_table("no-commission").banker_on_6
        Fraction(1, 2)

    Raises :class:`BaccaratError` for an unknown key, listing the known ones.
    """
    try:
        return PAY_TABLES[key]
    except KeyError:
        raise BaccaratError.said(
            mark("unknown pay table {given}: use one of {tables}"), given=quoted(str(key)), tables=keys(PAY_TABLES)
        ) from None


def _payout(bet: Bet, p: int, b: int, player_drew: bool, banker_drew: bool, table: PayTable) -> Fraction:
    """Net result per unit staked for every bet decided by the final state: winnings, 0 a push, -1 a loss."""
    outcome = winner(p, b)
    if bet is Bet.TIE:
        return table.tie if outcome is Outcome.TIE else Fraction(-1)
    if bet in (Bet.PLAYER, Bet.BANKER):
        if outcome is Outcome.TIE:
            return Fraction(0)
        if bet.value != outcome.value:
            return Fraction(-1)
        if bet is Bet.PLAYER:
            return table.player
        if b == 7 and banker_drew and table.banker_on_three_card_7 is not None:
            return table.banker_on_three_card_7
        return table.banker_on_6 if b == 6 else table.banker
    if bet in FINISHES:
        finish = FINISHES[bet]
        if not finish.won(p, b, player_drew, banker_drew):
            return Fraction(-1)
        if bet in THREE_CARD_PAYS and finish.drew(player_drew, banker_drew):
            return THREE_CARD_PAYS[bet]
        return FIXED_PAYS[bet]
    # Dragon Bonus: a natural is a two-card 8 or 9 (then neither hand drew).
    mine, theirs = (p, b) if bet is Bet.DRAGON_BONUS_PLAYER else (b, p)
    natural = not (player_drew or banker_drew) and is_natural(max(p, b))
    if natural and mine == theirs:
        return Fraction(0)
    if natural and mine > theirs and is_natural(mine):
        return DRAGON_BONUS_NATURAL
    return Fraction(DRAGON_BONUS_MARGINS.get(mine - theirs, -1)) if not natural else Fraction(-1)


#: The hands whose first two cards each pair bet looks at.
PAIR_HANDS = {
    Bet.PLAYER_PAIR: ("player",),
    Bet.BANKER_PAIR: ("banker",),
    Bet.EITHER_PAIR: ("player", "banker"),
    Bet.PERFECT_PAIR: ("player", "banker"),
    Bet.PERFECT_PAIR_250: ("player", "banker"),
}
#: The pair bets that need the same rank and suit.
PERFECT_PAIRS = (Bet.PERFECT_PAIR, Bet.PERFECT_PAIR_250)


def paired_hands(bet: Bet, coup: Coup) -> tuple[str, ...]:
    """The hands whose first two cards make ``bet``'s pair: the same rank (a perfect pair: rank and suit).

        >>> from baccarat import resolve
        >>> paired_hands(Bet.EITHER_PAIR, resolve("10 9 K 9")), paired_hands(Bet.PLAYER_PAIR, resolve("10 9 K 9"))
        (('banker',), ())

    Raises :class:`BaccaratError` for a perfect pair bet on cards typed without suits.
    """
    firsts = {"player": coup.player.cards[:2], "banker": coup.banker.cards[:2]}
    if bet in PERFECT_PAIRS:
        if any(card.suit is None for two in firsts.values() for card in two):
            raise BaccaratError.said(
                mark("a perfect pair is the same rank and suit: give the suits of the first four cards")
            )
        return tuple(side for side in PAIR_HANDS[bet] if firsts[side][0] == firsts[side][1])
    return tuple(side for side in PAIR_HANDS[bet] if firsts[side][0].rank == firsts[side][1].rank)


def settle(bet: Bet, coup: Coup, *, table: PayTable = STANDARD) -> Fraction:
    """The net result of a one-unit bet on a coup: winnings, 0 for a push, -1 for a loss.

        >>> from baccarat import resolve
        >>> settle(Bet.BANKER, resolve("2 3 2 K 8"))
        Fraction(19, 20)
        >>> settle(Bet.PLAYER, resolve("7 7 K K"))
        Fraction(0, 1)
        >>> settle(Bet.DRAGON_7, resolve("2 3 2 K K 4")), settle(Bet.PLAYER_PAIR, resolve("2 3 2 K 8"))
        (Fraction(40, 1), Fraction(11, 1))
        >>> settle(Bet.LUCKY_6, resolve("K 6 5 K K")), settle(Bet.LUCKY_6, resolve("K 2 K K 5 4"))
        (Fraction(12, 1), Fraction(20, 1))

    Raises :class:`BaccaratError` for a perfect pair bet on cards typed without suits.
    """
    if bet in PAIR_HANDS:
        paired = len(paired_hands(bet, coup))
        if bet is Bet.PERFECT_PAIR_250 and paired == 2:
            return PERFECT_PAIR_BOTH
        return FIXED_PAYS[bet] if paired else Fraction(-1)
    return _payout(bet, coup.player.total, coup.banker.total, coup.player.drew, coup.banker.drew, table)


def pair_odds(decks: int = 8, removed: str | Iterable[str | Card] = ()) -> dict[Bet, Fraction]:
    """Exact chances that the pair bets win, from rank (and rank-and-suit) counts of the shoe.

    A hand's first two cards are a pair when their ranks match (a ten and a king are both
    worth 0, but are not a pair); a perfect pair when rank and suit match.

        >>> f"{float(pair_odds(8)[Bet.PLAYER_PAIR]):.4%}"
        '7.4699%'

    Leaves out the perfect pair when removed cards lack suits (it depends on them).

    Raises :class:`ShoeError` for impossible removals.
    """
    cards = parse_cards(removed, allow_empty=True)
    value_counts(decks, cards)  # checks the removals
    ranks = Counter(dict.fromkeys(RANKS, 4 * decks))
    ranks.subtract(Counter(card.rank for card in cards))
    chances = {
        Bet.PLAYER_PAIR: _one_hand(ranks),
        Bet.BANKER_PAIR: _one_hand(ranks),  # the Banker's first two cards are just as random
        Bet.EITHER_PAIR: 2 * _one_hand(ranks) - _both_hands(ranks),
    }
    if any(card.suit is None for card in cards):
        return chances  # a perfect pair depends on suits the removals do not give
    kinds = _suited_counts(decks, cards)
    perfect = 2 * _one_hand(kinds) - _both_hands(kinds)
    return {**chances, Bet.PERFECT_PAIR: perfect, Bet.PERFECT_PAIR_250: perfect}


def _suited_counts(decks: int, cards: Iterable[Card]) -> Counter[tuple[str, str]]:
    """How many cards of each rank and suit are left."""
    kinds = Counter({(rank, suit): decks for rank in RANKS for suit in SUITS})
    kinds.subtract(Counter((card.rank, str(card.suit)) for card in cards))
    return kinds


def _one_hand(counts: Counter[Any]) -> Fraction:
    """Chance that two cards drawn from these counts match."""
    n = sum(counts.values())
    return Fraction(sum(c * (c - 1) for c in counts.values()), n * (n - 1))


def _both_hands(counts: Counter[Any]) -> Fraction:
    """Chance that both hands' first two cards match (the four cards drawn in turn)."""
    n = sum(counts.values())
    pairs = [c * (c - 1) for c in counts.values()]
    same = sum(c * (c - 1) * (c - 2) * (c - 3) for c in counts.values())
    return Fraction(sum(pairs) ** 2 - sum(x * x for x in pairs) + same, n * (n - 1) * (n - 2) * (n - 3))


def net_distribution(
    bet: Bet, *, table: PayTable = STANDARD, odds: ExactOdds | None = None
) -> dict[Fraction, Fraction]:
    """What one unit staked on ``bet`` nets in one coup, and how often: each result (lowest first)
    with its exact chance. ``odds`` defaults to an 8-deck shoe.

        >>> {str(net): f"{float(chance):.4f}" for net, chance in net_distribution(Bet.BANKER).items()}
        {'-1': '0.4462', '0': '0.0952', '19/20': '0.4586'}

    Raises :class:`BaccaratError` for a perfect pair on removed cards given without suits.
    """
    odds = odds or exact_odds(8)
    if bet in PAIR_HANDS:
        chances = pair_odds(odds.decks, odds.removed)
        if bet not in chances:
            raise BaccaratError("give the suits of removed cards: a perfect pair depends on them")
        if bet is Bet.PERFECT_PAIR_250:
            both = _both_hands(_suited_counts(odds.decks, parse_cards(odds.removed, allow_empty=True)))
            return {Fraction(-1): 1 - chances[bet], FIXED_PAYS[bet]: chances[bet] - both, PERFECT_PAIR_BOTH: both}
        return {Fraction(-1): 1 - chances[bet], FIXED_PAYS[bet]: chances[bet]}
    return _nets(bet, odds.counts, odds.deals, table)


def _nets(bet: Bet, counts: Mapping[FinalState, int], deals: int, table: PayTable) -> dict[Fraction, Fraction]:
    """What one unit on a bet decided by the final state nets, and how often, from final-state deal counts."""
    by_net: dict[Fraction, int] = {}
    for (pf, bf, pd, bd), count in counts.items():
        net = _payout(bet, pf, bf, pd, bd, table)
        by_net[net] = by_net.get(net, 0) + count
    return {net: Fraction(by_net[net], deals) for net in sorted(by_net)}


def edge_of_deals(bet: Bet, counts: Mapping[FinalState, int], *, table: PayTable = STANDARD) -> Fraction:
    """The exact house edge of a bet decided by the final state (any but the pairs), from final-state
    deal counts such as :func:`~baccarat.odds.deal_counts` gives for a shoe known only by point values.

        >>> from baccarat.odds import deal_counts
        >>> edge_of_deals(Bet.DRAGON_7, deal_counts(value_counts(8))) == house_edge(Bet.DRAGON_7)
        True

    Raises :class:`BaccaratError` for a pair bet (it needs the ranks, which point values do not give).
    """
    if bet in PAIR_HANDS:
        raise BaccaratError(f"the {bet.value} bet needs the cards' ranks, not only their point values")
    nets = _nets(bet, counts, sum(counts.values()), table)
    return -sum((net * chance for net, chance in nets.items()), start=Fraction(0))


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
    results = net_distribution(bet, table=table, odds=odds)
    edge = -sum((net * chance for net, chance in results.items()), start=Fraction(0))
    if excluding_ties and bet in (Bet.PLAYER, Bet.BANKER):
        edge /= 1 - odds.tie
    return edge


class CommissionRounding(enum.Enum):
    """How a table turns 5% of a winning Banker bet into an amount it can collect in chips."""

    EXACT = "exactly 5%"
    UP_TO_QUARTER = "rounded up to 0.25"
    UP_TO_HALF = "rounded up to 0.50"
    UP_TO_WHOLE = "rounded up to 1"
    MINIMUM_ONE = "5%, at least 1"


def rounding_name(rounding: CommissionRounding) -> Saying:
    """How ``rounding`` rounds the commission, as a column heading says it.

        >>> str(rounding_name(CommissionRounding.EXACT)), str(rounding_name(CommissionRounding.MINIMUM_ONE))
        ('Exactly 5%', '5%, at least 1')

    Raises nothing.
    """
    names = {
        CommissionRounding.EXACT: said(mark("Exactly 5%")),
        CommissionRounding.UP_TO_QUARTER: said(mark("Rounded up to 0.25")),
        CommissionRounding.UP_TO_HALF: said(mark("Rounded up to 0.50")),
        CommissionRounding.UP_TO_WHOLE: said(mark("Rounded up to 1")),
        CommissionRounding.MINIMUM_ONE: said(mark("5%, at least 1")),
    }
    return names[rounding]


_STEPS = {
    CommissionRounding.UP_TO_QUARTER: Decimal("0.25"),
    CommissionRounding.UP_TO_HALF: Decimal("0.50"),
    CommissionRounding.UP_TO_WHOLE: Decimal(1),
}


def commission(stake: Decimal, rounding: CommissionRounding = CommissionRounding.EXACT) -> Decimal:
    """The commission a table collects on a winning Banker bet of ``stake`` (won at even money).

        >>> [str(commission(Decimal(15), rule)) for rule in CommissionRounding]
        ['0.75', '0.75', '1.00', '1', '1']

    Raises nothing.
    """
    exact = stake * Decimal("0.05")
    if rounding is CommissionRounding.MINIMUM_ONE:
        return max(exact, Decimal(1))
    step = _STEPS.get(rounding)
    if step is None:
        return exact
    return (exact / step).to_integral_value(rounding=ROUND_CEILING) * step


def banker_edge_with_commission(
    stake: Decimal, rounding: CommissionRounding, *, odds: ExactOdds | None = None
) -> Fraction:
    """The Banker bet's exact house edge per hand dealt when the commission on ``stake`` is rounded so.

        >>> f"{float(banker_edge_with_commission(Decimal(5), CommissionRounding.UP_TO_WHOLE)):.2%}"
        '7.94%'

    Raises :class:`BaccaratError` unless the stake is more than 0. ``odds`` defaults to 8 decks.
    """
    if stake <= 0:
        raise BaccaratError(f"the Banker stake must be more than 0, not {stake}")
    odds = odds or exact_odds(8)
    kept = Fraction(stake - commission(stake, rounding)) / Fraction(stake)
    return odds.player - odds.banker * kept


_AMOUNT = re.compile(r"[0-9]{1,9}(?:\.[0-9]{1,2})?")


def parse_stake(bet: Bet, value: object) -> Decimal:
    """A stake as an exact decimal amount: more than 0, at most two decimals, under a billion.

        >>> parse_stake(Bet.BANKER, "25.50")
        Decimal('25.50')

    Raises :class:`BaccaratError` naming the bet and the value for anything else: floats,
    negative or zero amounts, NaN, exponents such as ``1e9999``, or text.
    """
    named = stake_of(bet)
    if isinstance(value, Decimal):
        text = format(value, "f") if value.is_finite() else str(value)
    elif isinstance(value, int) and not isinstance(value, bool):
        if value.bit_length() > 64:  # refused before str(), which raises on over 4,300 digits
            raise BaccaratError.said(
                mark("the {bet} stake must be an amount under a billion, not {given}"),
                bet=named,
                given=said_shown(value),
            )
        text = str(value)
    elif isinstance(value, str):
        text = value.strip(" \t\r\n")  # not str.strip(): it also eats control characters such as \x1c
    else:
        raise BaccaratError.said(
            mark("the {bet} stake must be an amount such as 25 or 12.50, not {given}"),
            bet=named,
            given=said_shown(value),
        )
    if not _AMOUNT.fullmatch(text):
        raise BaccaratError.said(
            mark("the {bet} stake must be an amount such as 25 or 12.50 (at most two decimals), not {given}"),
            bet=named,
            given=quoted(text),
        )
    stake = Decimal(text)
    if stake <= 0:
        raise BaccaratError.said(
            mark("the {bet} stake must be more than 0, not {given}"), bet=named, given=verbatim(text)
        )
    return stake


def stake_of(bet: Bet) -> Worded:
    """``bet`` as a refusal about its stake names it: by its key in English (``the banker stake``), by the name a
    table's layout prints in another language (:func:`bet_name`).

        >>> from baccarat.i18n import words
        >>> str(stake_of(Bet.DRAGON_7)), words("zh-Hant").say(stake_of(Bet.DRAGON_7))
        ('dragon-7', '龍7')

    Raises nothing.
    """
    return Worded(bet.value, bet_name(bet))


def parse_stakes(text: str) -> dict[Bet, Decimal]:
    """A slip written as ``bet:amount`` pairs, comma-separated (the form a link carries).

        >>> parse_stakes("banker:25, tie:5")
        {<Bet.BANKER: 'banker'>: Decimal('25'), <Bet.TIE: 'tie'>: Decimal('5')}

    Raises :class:`BaccaratError` naming the piece that is not ``bet:amount``, an unknown
    or repeated bet, or a bad stake.
    """
    stakes: dict[Bet, Decimal] = {}
    for piece in text.split(","):
        key, colon, amount = piece.strip().partition(":")
        if not piece.strip():
            continue
        if not colon:
            raise BaccaratError.said(
                mark("stakes are written bet:amount, e.g. banker:25, not {given}"), given=quoted(piece.strip())
            )
        bet = _bet(key.strip())
        if bet in stakes:
            raise BaccaratError.said(mark("the slip gives the {bet} stake twice: give it once"), bet=stake_of(bet))
        stakes[bet] = parse_stake(bet, amount)
    return stakes


def _bet(key: Bet | str) -> Bet:
    if isinstance(key, Bet):
        return key
    try:
        return Bet(key)
    except ValueError:
        raise BaccaratError.said(
            mark("unknown bet {given}: use one of {bets}"), given=quoted(str(key)), bets=keys(b.value for b in Bet)
        ) from None


@dataclass(frozen=True, slots=True)
class Settlement:
    """One bet on a slip, settled: ``paid`` is the win before commission, ``net`` what the bettor gains or loses."""

    bet: Bet
    stake: Decimal
    outcome: str  # "win", "lose" or "push"
    paid: Decimal
    commission: Decimal
    net: Decimal


# A slip's keys: bets, or their names, or both on one slip.
_BetKey = TypeVar("_BetKey", bound=Bet | str)


def outcome_word(outcome: str) -> Saying:
    """A settled bet's :attr:`Settlement.outcome` (``"win"``, ``"lose"`` or ``"push"``) as a word.

        >>> str(outcome_word("push"))
        'push'

    Raises :class:`KeyError` for any other outcome.
    """
    # Translators: what a settled bet did: won, lost, or pushed (the stake came back, nothing more).
    named = {"win": Saying.pgettext("outcome", "win"), "lose": Saying.pgettext("outcome", "lose"),
             "push": Saying.pgettext("outcome", "push")}  # fmt: skip
    return named[outcome]


def settle_slip(
    stakes: Mapping[_BetKey, object], coup: Coup, *, table: PayTable = STANDARD
) -> tuple[tuple[Settlement, ...], Decimal]:
    """Settle every bet on a slip; answer each bet's settlement and the slip's total net.

    Commission is shown as a casino shows it: a standard table pays a winning Banker
    bet even money and takes 5% of the win.

        >>> from baccarat import resolve
        >>> rows, total = settle_slip({"banker": "25", "tie": 5}, resolve("2 3 2 K 8"))
        >>> [(r.bet.value, r.outcome, str(r.paid), str(r.commission), str(r.net)) for r in rows]
        [('banker', 'win', '25', '1.25', '23.75'), ('tie', 'lose', '0', '0', '-5')]
        >>> total
        Decimal('18.75')

    Raises :class:`BaccaratError` naming an unknown bet or a bad stake.
    """
    settled = []
    for key, value in stakes.items():
        bet = _bet(key)
        stake = parse_stake(bet, value)
        rate = settle(bet, coup, table=table)
        commission_rate = Fraction(0)
        if bet is Bet.BANKER and rate > 0 and table.banker < 1 and rate == table.banker:
            commission_rate = 1 - table.banker  # paid even money, 5% of the win taken back
        paid = _exact(stake * _decimal(rate + commission_rate)) if rate > 0 else Decimal(0)
        commission = _exact(paid * _decimal(commission_rate))
        net = paid - commission if rate > 0 else Decimal(0) if rate == 0 else -stake
        outcome = "win" if rate > 0 else "push" if rate == 0 else "lose"
        settled.append(Settlement(bet, stake, outcome, paid, commission, net))
    return tuple(settled), sum((row.net for row in settled), Decimal(0))


def _decimal(rate: Fraction) -> Decimal:
    """A pay rate as an exact decimal (every rate here has a denominator of 1, 2 or 20)."""
    return Decimal(rate.numerator) / Decimal(rate.denominator)


def _exact(amount: Decimal) -> Decimal:
    """An amount without trailing zeros (25, 23.75), never in exponent form (100, not 1E+2)."""
    return amount.quantize(Decimal(1)) if amount == amount.to_integral_value() else amount.normalize()
