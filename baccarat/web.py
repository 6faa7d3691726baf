"""The browser's door into the package, under its first name: see :mod:`baccarat.widgets`.

The worker imports this module and calls :func:`handle_json`; the facade itself lives in
:mod:`baccarat.widgets` (one module per widget, gathered by :mod:`baccarat.widgets.door`).
"""

from __future__ import annotations

from .widgets import (
    ACTIONS,
    PAYOUT_PARAMETERS,
    PERMALINK_PARAMETERS,
    ROADS_PARAMETERS,
    UNEXPECTED,
    coup_to_json,
    handle,
    handle_json,
    parse_payout_link,
    parse_permalink,
    parse_roads_link,
)

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
