"""The side colours, for drawings that carry their own ink (the roads' white board, standalone SVG).

The site's stylesheet defines the same colours once as CSS custom properties (``--bac-banker``,
``--bac-player``, ``--bac-tie``), light and dark; a test holds the two to the same values.
"""

from __future__ import annotations

__all__ = ["SIDE_INK"]

#: Banker red, Player blue, Tie green, on a light background (WCAG AA against white).
SIDE_INK = {"banker": "#b3261e", "player": "#1f4fbf", "tie": "#1b5e20"}
