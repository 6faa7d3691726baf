"""Punto Banco (baccarat) rules: cards, drawing rules, coups, shoes, exact odds and payouts.

    >>> import baccarat
    >>> baccarat.resolve("2 3 2 K 8").outcome.value
    'banker'

See :func:`resolve`, :func:`exact_odds` and the modules below.
"""

from .cards import Card, hand_total, parse_card, parse_cards, points
from .coup import Coup, Hand, Outcome, Side, Step, play, resolve, resolve_hands
from .errors import BaccaratError, CardError, CoupError, ShoeError
from .odds import ExactOdds, exact_odds
from .rules import BankerDecision, banker_chart, banker_decision, banker_draws, is_natural, player_draws
from .shoe import Shoe, value_counts

__version__ = "0.1.0"

__all__ = [
    "BaccaratError",
    "BankerDecision",
    "Card",
    "CardError",
    "Coup",
    "CoupError",
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
