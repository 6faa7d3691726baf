"""The guide's inks, defined once, for drawings that carry their own (the roads' white board, standalone
SVG, link previews, the app icon).

The site's stylesheet defines the same colours as CSS custom properties (``--bac-banker``,
``--bac-player``, ``--bac-tie``, ``--bac-card-red``, ``--bac-card-black``, and Material's
``--md-primary-fg-color`` for the felt), light and dark; a test holds the light ones to these values.
"""

from __future__ import annotations

__all__ = ["CARD_INK", "FELT", "SIDE_INK", "TEXT"]

#: Banker red, Player blue, Tie green, on a light background (WCAG AA against white).
SIDE_INK = {"banker": "#b3261e", "player": "#1f4fbf", "tie": "#1b5e20"}
#: A card's indices: red suits in the Banker's red, black suits in the text's near-black.
CARD_INK = {"red": SIDE_INK["banker"], "black": "#1f1f1f"}
#: The felt green: the header, the table and the brand.
FELT = "#1b5e20"
#: Text on white.
TEXT = "#1f1f1f"
