"""HTML tables of exact odds, pay tables and house edges, from :mod:`baccarat.odds`.

Apart from :mod:`baccarat.render` (cards, charts and coups) because exact
arithmetic needs the ``fractions`` module, which is slow to import in the
browser's Python, and the dealer widget never needs it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from .cards import Card
from .odds import ExactOdds, exact_odds
from .payouts import BET_NAMES, MAIN_BETS, PAY_TABLES, SIDE_BETS, Bet, PayTable, house_edge, ratio
from .render import row_html, table_html

__all__ = [
    "deal_counts_table",
    "house_edge_table",
    "odds_comparison_table",
    "odds_table",
    "pay_table_table",
    "removed_cards_table",
    "side_bet_edge_table",
    "side_bet_pay_table",
    "worked_settlements",
]


def _percent(share: Fraction, places: int = 4) -> str:
    return f"{float(share) * 100:.{places}f}%"


def _decks_name(decks: int) -> str:
    return f"{decks} deck{'s' if decks > 1 else ''}"


def odds_comparison_table(
    columns: Sequence[tuple[str, ExactOdds]], *, caption: str, table_id: str | None = None
) -> str:
    """Exact probabilities (and the standard house edges) for several shoes, one column each."""
    figures: list[tuple[str, Callable[[ExactOdds], Fraction]]] = [
        ("Banker wins", lambda o: o.banker),
        ("Player wins", lambda o: o.player),
        ("Tie", lambda o: o.tie),
        ("Either hand has a natural", lambda o: o.natural),
        ("Player draws a third card", lambda o: o.player_draws),
        ("Banker draws a third card", lambda o: o.banker_draws),
        *((f"{n} cards dealt", lambda o, n=n: o.cards_dealt[n]) for n in (4, 5, 6)),
        ("Banker wins with a total of 6", lambda o: o.banker_wins_on_6),
    ]
    rows = [row_html(name, *(_percent(share(odds)) for _, odds in columns)) for name, share in figures]
    head = ("How often", *(title for title, _ in columns))
    return table_html(caption, head, rows, id=table_id)


def odds_table(decks: Sequence[int] = (1, 2, 4, 6, 8)) -> str:
    """Exact odds for several shoe sizes, as percentages (anchor ``#odds-by-decks``)."""
    columns = [(_decks_name(n), exact_odds(n)) for n in decks]
    return odds_comparison_table(columns, caption="Exact probabilities by number of decks", table_id="odds-by-decks")


def removed_cards_table(decks: int, removed: str | Sequence[str | Card]) -> str:
    """A full shoe beside the same shoe with some cards already dealt: how the odds move."""
    after = exact_odds(decks, removed=removed)
    full = (f"Full shoe, {_decks_name(decks)}", exact_odds(decks))
    if not after.removed:
        return odds_comparison_table([full], caption=f"Exact probabilities, {_decks_name(decks)}")
    shown = " ".join(str(card) for card in after.removed)
    columns = [full, (f"Without {shown}", after)]
    return odds_comparison_table(columns, caption=f"Exact probabilities, {_decks_name(decks)}, without {shown}")


def deal_counts_table(odds: ExactOdds) -> str:
    """The exact deal counts behind the figures for one shoe."""
    rows = [row_html("All ordered deals", f"{odds.deals:,}")]
    names = {"banker": "Banker wins", "player": "Player wins", "tie": "Tie"}
    rows += [row_html(names[outcome.value], f"{n:,}") for outcome, n in odds.outcome_deals.items()]
    return table_html(
        f"Exact counts of equally likely deals, {odds.decks} decks",
        ("Result", "Deals"),
        rows,
        id=f"deal-counts-{odds.decks}",
    )


def _three_card_7(table: PayTable) -> str:
    paid = table.banker_on_three_card_7
    return ratio(table.banker) if paid is None else "push" if paid == 0 else ratio(paid)


def pay_table_table(tables: Sequence[PayTable] | None = None) -> str:
    """What each winning bet pays under each pay table (anchor ``#pay-tables``)."""
    tables = list(tables or PAY_TABLES.values())
    rows = [
        row_html("Player", *(ratio(t.player) for t in tables)),
        row_html("Banker", *(ratio(t.banker) for t in tables)),
        row_html("Banker, winning with 6", *(ratio(t.banker_on_6) for t in tables)),
        row_html("Banker, winning with a three-card 7", *(_three_card_7(t) for t in tables)),
        row_html("Tie", *(ratio(t.tie) for t in tables)),
        row_html("Player or Banker bet when the coup ties", *("push" for _ in tables)),
    ]
    return table_html(
        "What a winning bet pays, per unit staked", ("Bet", *(t.name for t in tables)), rows, id="pay-tables"
    )


def house_edge_table(decks: int = 8) -> str:
    """The exact house edge of every bet under every pay table (anchor ``#house-edge``)."""
    odds = exact_odds(decks)
    rows = []
    for table in PAY_TABLES.values():
        for bet in MAIN_BETS:
            per_hand = house_edge(bet, table=table, odds=odds)
            settled = house_edge(bet, table=table, odds=odds, excluding_ties=True)
            rows.append(row_html(f"{bet.value.capitalize()} bet, {table.name}", _percent(per_hand), _percent(settled)))
    return table_html(
        f"House edge, {decks} decks: the share of each stake the bet loses on average",
        ("Bet and pay table", "Per hand dealt", "Per bet settled (ties left out)"),
        rows,
        id="house-edge",
    )


_SIDE_BET_RULES = {
    Bet.PLAYER_PAIR: ("The Player's first two cards are the same rank (a ten and a king are not a pair)", "11:1"),
    Bet.BANKER_PAIR: ("The Banker's first two cards are the same rank", "11:1"),
    Bet.EITHER_PAIR: ("Either hand's first two cards are the same rank", "5:1"),
    Bet.PERFECT_PAIR: ("Either hand's first two cards are the same rank and the same suit", "25:1"),
    Bet.DRAGON_7: ("The Banker wins with a three-card 7", "40:1"),
    Bet.PANDA_8: ("The Player wins with a three-card 8", "25:1"),
    Bet.DRAGON_BONUS_PLAYER: (
        "The Player wins: with a natural 1:1 (a natural tie pushes); otherwise by 9, 8, 7, 6, 5 or 4 points "
        "30:1, 10:1, 6:1, 4:1, 2:1 or 1:1; anything else loses",
        "up to 30:1",
    ),
    Bet.DRAGON_BONUS_BANKER: ("The same for the Banker hand", "up to 30:1"),
}


def side_bet_pay_table() -> str:
    """What each side bet needs and pays (anchor ``#side-bet-pays``)."""
    rows = [row_html(BET_NAMES[bet], *_SIDE_BET_RULES[bet]) for bet in SIDE_BETS]
    return table_html(
        "Side bets: what wins and what it pays, per unit staked (whatever the main pay table)",
        ("Side bet", "Wins when", "Pays"),
        rows,
        id="side-bet-pays",
    )


def side_bet_edge_table(decks: Sequence[int] = (1, 6, 8)) -> str:
    """The exact house edge of every bet, main bets on every pay table and the side bets, by deck count
    (anchor ``#side-bets``)."""
    odds = [exact_odds(n) for n in decks]
    rows = []
    for table in PAY_TABLES.values():
        for bet in MAIN_BETS:
            edges = (_percent(house_edge(bet, table=table, odds=o)) for o in odds)
            rows.append(row_html(f"{bet.value.capitalize()} bet, {table.name}", *edges))
    for bet in SIDE_BETS:
        edges = (_percent(house_edge(bet, odds=o)) for o in odds)
        rows.append(row_html(BET_NAMES[bet], *edges))
    return table_html(
        "House edge of every bet, per hand dealt, by the number of decks (exact). "
        "A Perfect Pair never wins with one deck: its edge is then 100%.",
        ("Bet", *(_decks_name(n) for n in decks)),
        rows,
        id="side-bets",
    )


#: One real coup per bet (dealing order), each showing what decides that bet.
WORKED_SETTLEMENTS = (
    (Bet.BANKER, "standard", "2 3 2 K 8"),
    (Bet.BANKER, "no-commission", "K 6 5 K K"),
    (Bet.BANKER, "ez", "2 3 2 K K 4"),
    (Bet.PLAYER, "standard", "7 7 K K"),
    (Bet.TIE, "standard", "7 7 K K"),
    (Bet.PLAYER_PAIR, "standard", "2 2 2 2 K"),
    (Bet.BANKER_PAIR, "standard", "9 5 K 5"),
    (Bet.EITHER_PAIR, "standard", "10 K K 10 9 9"),
    (Bet.PERFECT_PAIR, "standard", "Kh 2s Kh 3d 5c 4s"),
    (Bet.DRAGON_7, "standard", "2 3 2 K K 4"),
    (Bet.PANDA_8, "standard", "2 6 2 K 4"),
    (Bet.DRAGON_BONUS_PLAYER, "standard", "7 K K K K"),
    (Bet.DRAGON_BONUS_BANKER, "standard", "8 9 K K"),
)


_SHORT_TABLE_NAMES = {"standard": "Standard", "no-commission": "No commission", "ez": "EZ Baccarat"}


def worked_settlements(stake: str = "10") -> str:
    """Each bet settled on a real coup, as a casino pays it (anchor ``#worked-settlements``)."""
    from .coup import resolve
    from .payouts import pay_table, settle_slip
    from .render import verdict

    rows = []
    for bet, key, cards in WORKED_SETTLEMENTS:
        coup = resolve(cards)
        (row,), _ = settle_slip({bet: stake}, coup, table=pay_table(key))
        name = BET_NAMES[bet] + (" bet" if bet in MAIN_BETS else "")
        shown = " ".join(str(card) for card in coup.cards)
        if bet in MAIN_BETS:
            name += f" ({_SHORT_TABLE_NAMES[key]})"
        commission = str(row.commission) if row.commission else "none"
        rows.append(row_html(name, shown, verdict(coup), row.outcome, str(row.paid),
                             commission, str(row.net)))  # fmt: skip
    return table_html(
        f"Every bet settled on a real coup: {stake} staked, paid as a casino pays it (side bets pay the same "
        "on every table)",
        ("Bet (table)", "Cards dealt", "Result", "Outcome", "Paid", "Commission", "Net"),
        rows,
        id="worked-settlements",
    )
