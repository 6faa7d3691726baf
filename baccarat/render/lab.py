"""The lab's tables: the effect of removal on every bet, from the package's exact odds."""

from __future__ import annotations

from ..lab import EOR_BETS, EOR_RANKS, effect_of_removal
from ..odds import exact_odds
from ..payouts import BET_NAMES, Bet, house_edge
from .markup import Number, row_html, signed, table_html

__all__ = ["eor_table"]

#: A short column heading for each bet (the pairs: the Player's and the Banker's are the same bet).
_HEADS = {Bet.PLAYER_PAIR: "Player or Banker Pair", Bet.DRAGON_BONUS_PLAYER: "Dragon Bonus, Player",
          Bet.DRAGON_BONUS_BANKER: "Dragon Bonus, Banker"}  # fmt: skip


def _points(change: float) -> Number:
    """A change in percentage points, signed, to 4 decimals (one that rounds to nothing reads 0.0000)."""
    return Number(signed(change * 100, 4))


def eor_table(decks: int = 8) -> str:
    """The effect of removing one card of each rank on every bet's house edge (anchor ``#eor``), with
    the full shoe's edges as the foot row.

        >>> html = eor_table(8)
        >>> html.count('<tr data-rank='), 'data-rank="9"' in html
        (10, True)

    Raises :class:`~baccarat.errors.ShoeError` for decks outside 1–8.
    """
    effects = effect_of_removal(decks)
    rows = []
    for rank in EOR_RANKS:
        changes = (_points(float(effects[rank][bet])) for bet in EOR_BETS)
        rows.append(row_html("10, J, Q or K" if rank == "10" else rank, *changes, data_rank=rank))
    full = exact_odds(decks)
    edges = (Number(f"{float(house_edge(bet, odds=full)) * 100:.4f}%") for bet in EOR_BETS)
    foot = row_html("Full shoe: the edge", *edges)
    return table_html(
        f"Effect of removal: the change in each house edge, in percentage points, with one card out of a full "
        f"{decks}-deck shoe",
        ("Card out", *(_HEADS.get(bet, BET_NAMES[bet]) for bet in EOR_BETS)),
        rows,
        foot=foot,
        id="eor",
    )
