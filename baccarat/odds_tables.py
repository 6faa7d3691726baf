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
from .payouts import MAIN_BETS, PAY_TABLES, PayTable, house_edge
from .render import row_html, table_html

__all__ = [
    "deal_counts_table",
    "house_edge_table",
    "odds_comparison_table",
    "odds_table",
    "pay_table_table",
    "removed_cards_table",
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


def _ratio(amount: Fraction) -> str:
    """A payout as odds: 19/20 -> '19:20', 8 -> '8:1'."""
    return f"{amount.numerator}:{amount.denominator}"


def _three_card_7(table: PayTable) -> str:
    paid = table.banker_on_three_card_7
    return _ratio(table.banker) if paid is None else "push" if paid == 0 else _ratio(paid)


def pay_table_table(tables: Sequence[PayTable] | None = None) -> str:
    """What each winning bet pays under each pay table (anchor ``#pay-tables``)."""
    tables = list(tables or PAY_TABLES.values())
    rows = [
        row_html("Player", *(_ratio(t.player) for t in tables)),
        row_html("Banker", *(_ratio(t.banker) for t in tables)),
        row_html("Banker, winning with 6", *(_ratio(t.banker_on_6) for t in tables)),
        row_html("Banker, winning with a three-card 7", *(_three_card_7(t) for t in tables)),
        row_html("Tie", *(_ratio(t.tie) for t in tables)),
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
