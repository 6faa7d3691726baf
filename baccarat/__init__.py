"""Punto Banco (baccarat) rules: cards, drawing rules, coups, shoes, exact odds and payouts.

    >>> import baccarat
    >>> baccarat.resolve("2 3 2 K 8").outcome.value
    'banker'

See :func:`resolve`, :func:`exact_odds` and the modules below.
"""

from typing import TYPE_CHECKING

from .cards import Card, hand_total, parse_card, parse_cards, points
from .coup import Coup, Hand, Outcome, Side, Step, play, resolve, resolve_hands
from .errors import BaccaratError, CardError, CoupError, ShoeError
from .rules import BankerDecision, banker_chart, banker_decision, banker_draws, is_natural, player_draws
from .shoe import BurnRule, CutCardRule, Shoe, value_counts

if TYPE_CHECKING:
    from .odds import ExactOdds, exact_odds

__version__ = "0.1.0"

__all__ = [
    "BaccaratError",
    "BankerDecision",
    "BurnRule",
    "Card",
    "CardError",
    "Coup",
    "CoupError",
    "CutCardRule",
    "ExactOdds",
    "Hand",
    "Outcome",
    "Shoe",
    "ShoeError",
    "Side",
    "Step",
    "banker_chart",
    "banker_decision",
    "banker_draws",
    "exact_odds",
    "hand_total",
    "is_natural",
    "parse_card",
    "parse_cards",
    "play",
    "player_draws",
    "points",
    "resolve",
    "resolve_hands",
    "value_counts",
]


def __getattr__(name: str) -> object:
    # Exact odds load on first use: they need the fractions module, slow to import
    # in the browser's Python, where the dealer widget starts without them.
    if name in {"ExactOdds", "exact_odds"}:
        from . import odds

        return getattr(odds, name)
    raise AttributeError(f"module 'baccarat' has no attribute {name!r}")
