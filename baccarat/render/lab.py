"""The lab's tables: the effect of removal on every bet, from the package's exact odds."""

from __future__ import annotations

from ..i18n import Words, words
from ..lab import EOR_BETS, EOR_RANKS, effect_of_removal
from ..odds import exact_odds
from ..payouts import Bet, house_edge
from .markup import Number, row_html, signed, table_html

__all__ = ["bet_name", "eor_table"]


def bet_name(bet: Bet, *, lang: str = "en") -> str:
    """A bet's name as a table's layout prints it, in ``lang`` (in English, :data:`~baccarat.payouts.BET_NAMES`).

        >>> bet_name(Bet.DRAGON_BONUS_PLAYER), bet_name(Bet.PANDA_8, lang="zh-Hant")
        ('Dragon Bonus, Player', '熊貓8')

    Raises :class:`BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    return _bet_names(words(lang))[bet]


def _bet_names(w: Words) -> dict[Bet, str]:
    # The English words are BET_NAMES' own (a test holds them equal): the payouts' names, said in any language.
    return {
        Bet.PLAYER: w.pgettext("bet", "Player"),
        Bet.BANKER: w.pgettext("bet", "Banker"),
        Bet.TIE: w.pgettext("bet", "Tie"),
        Bet.PLAYER_PAIR: w("Player Pair"),
        Bet.BANKER_PAIR: w("Banker Pair"),
        Bet.EITHER_PAIR: w("Either Pair"),
        Bet.PERFECT_PAIR: w("Perfect Pair"),
        Bet.PERFECT_PAIR_250: w("Perfect Pair, 250 to 1 for both hands"),
        Bet.DRAGON_7: w("Dragon 7"),
        Bet.PANDA_8: w("Panda 8"),
        Bet.DRAGON_BONUS_PLAYER: w("Dragon Bonus, Player"),
        Bet.DRAGON_BONUS_BANKER: w("Dragon Bonus, Banker"),
        Bet.SUPER_6: w("Super 6"),
        Bet.SUPER_6_15: w("Super 6, 15 to 1 table"),
        Bet.LUCKY_6: w("Lucky 6"),
    }


def _head(bet: Bet, w: Words) -> str:
    """A short column heading for each bet (the pairs: the Player's and the Banker's are the same bet)."""
    if bet is Bet.PLAYER_PAIR:
        return w("Player or Banker Pair")
    return bet_name(bet, lang=w.lang)


def _points(change: float) -> Number:
    """A change in percentage points, signed, to 4 decimals (one that rounds to nothing reads 0.0000)."""
    return Number(signed(change * 100, 4))


def eor_table(decks: int = 8, *, lang: str = "en") -> str:
    """The effect of removing one card of each rank on every bet's house edge (anchor ``#eor``), with
    the full shoe's edges as the foot row.

        >>> html = eor_table(8)
        >>> html.count('<tr data-rank='), 'data-rank="9"' in html
        (10, True)

    Raises :class:`~baccarat.errors.ShoeError` for decks outside 1–8, :class:`BaccaratError` (field ``lang``)
    for a language the guide is not written in.
    """
    w = words(lang)
    effects = effect_of_removal(decks)
    rows = []
    for rank in EOR_RANKS:
        changes = (_points(float(effects[rank][bet])) for bet in EOR_BETS)
        rows.append(row_html(w("10, J, Q or K") if rank == "10" else rank, *changes, data_rank=rank))
    full = exact_odds(decks)
    edges = (Number(f"{float(house_edge(bet, odds=full)) * 100:.4f}%") for bet in EOR_BETS)
    foot = row_html(w("Full shoe: the edge"), *edges)
    return table_html(
        w(
            "Effect of removal: the change in each house edge, in percentage points, with one card out of a full "
            "{decks}-deck shoe",
            decks=decks,
        ),
        (w("Card out"), *(_head(bet, w) for bet in EOR_BETS)),
        rows,
        foot=foot,
        id="eor",
        class_="bac-many",  # ten columns of figures: smaller type, so it fits a desktop column (the stylesheet)
    )
