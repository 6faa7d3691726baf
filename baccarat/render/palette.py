"""The guide's inks, defined once, for drawings that carry their own (the roads' white board, standalone
SVG, link previews, the app icon).

The site's stylesheet defines the same colours as CSS custom properties (``--bac-banker``,
``--bac-player``, ``--bac-tie``, ``--bac-card-red``, ``--bac-card-black``, and Material's
``--md-primary-fg-color`` for the felt), light and dark; a test holds the light ones to these values,
and both schemes of the chart cells (``--bac-draw``, ``--bac-stand`` and their inks) to :data:`CELL_INK`.
"""

from __future__ import annotations

__all__ = ["CARD_INK", "CELL_INK", "FELT", "SIDE_INK", "TEXT"]

#: Banker red, Player blue, Tie green, on a light background (WCAG AA against white).
SIDE_INK = {"banker": "#b3261e", "player": "#1f4fbf", "tie": "#1b5e20"}
#: Text on white.
TEXT = "#1f1f1f"
#: A card's indices: red suits in the Banker's red, black suits in the text's near-black.
CARD_INK = {"red": SIDE_INK["banker"], "black": TEXT}
#: The felt green: the header, the table and the brand.
FELT = "#1b5e20"
#: A chart's Draw and Stand cells, light then dark: Draw a pale felt green beside the green heads (the one
#: green family of the table, never a colour of its own), Stand grey; each with its ink (WCAG AA) and its word.
CELL_INK = {
    "light": {"draw": "#e3f2e5", "draw-fg": "#14401c", "stand": "#f1f1f1", "stand-fg": "#333333"},
    "dark": {"draw": "#1d3a22", "draw-fg": "#d6f5dc", "stand": "#2a2c36", "stand-fg": "#e6e6e6"},
}
