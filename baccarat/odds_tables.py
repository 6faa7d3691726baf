"""The odds and pay tables, under their first module name: see :mod:`baccarat.render.odds`."""

from __future__ import annotations

from .render.odds import (
    WORKED_SETTLEMENTS,
    deal_counts_table,
    house_edge_table,
    odds_comparison_table,
    odds_table,
    pay_table_table,
    removed_cards_table,
    side_bet_edge_table,
    side_bet_pay_table,
    worked_settlements,
)

__all__ = [
    "WORKED_SETTLEMENTS",
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
