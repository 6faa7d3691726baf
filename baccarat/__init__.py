"""Punto Banco (baccarat) rules: cards, drawing rules, coups, shoes, exact odds and payouts.

    >>> import baccarat
    >>> baccarat.resolve("2 3 2 K 8").outcome.value
    'banker'

See :func:`resolve` and the modules below. Exact odds are not exported here: import them from
:mod:`baccarat.odds` (``from baccarat.odds import exact_odds``). They need exact arithmetic (the
``fractions`` module), and the browser's Python imports this package to start its widgets, most of which
never need it.
"""

from .cards import Card, hand_total, parse_card, parse_cards, points
from .coup import Coup, Hand, Outcome, Side, Step, play, resolve, resolve_hands
from .errors import BaccaratError, CardError, CoupError, ShoeError
from .rules import BankerDecision, banker_chart, banker_decision, banker_draws, is_natural, player_draws
from .shoe import BurnRule, CutCardRule, Shoe, value_counts

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
    "Hand",
    "Outcome",
    "Shoe",
    "ShoeError",
    "Side",
    "Step",
    "banker_chart",
    "banker_decision",
    "banker_draws",
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
