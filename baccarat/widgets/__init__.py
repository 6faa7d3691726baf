"""The browser's facade: :func:`handle` and one module per widget, each declaring its actions.

``deal`` (the dealer), ``odds``, ``roads``, ``payout``, ``drill``, ``home_game`` and ``edge`` (the
session calculator) each hold
their widget's actions and link parsing; :mod:`.door` gathers them and answers every request.
"""

from __future__ import annotations

from .deal import PERMALINK_PARAMETERS, coup_to_json, parse_permalink
from .door import ACTIONS, UNEXPECTED, handle, handle_json
from .payout import PAYOUT_PARAMETERS, parse_payout_link
from .roads import ROADS_PARAMETERS, parse_roads_link

__all__ = [
    "ACTIONS",
    "PAYOUT_PARAMETERS",
    "PERMALINK_PARAMETERS",
    "ROADS_PARAMETERS",
    "UNEXPECTED",
    "coup_to_json",
    "handle",
    "handle_json",
    "parse_payout_link",
    "parse_permalink",
    "parse_roads_link",
]
