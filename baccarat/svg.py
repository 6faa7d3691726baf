"""The charts as standalone SVG, under their first module name: see :mod:`baccarat.render.charts`.

Each chart is one model in :mod:`baccarat.render.charts`, drawn there both as an HTML
table and as SVG; cards are drawn by :mod:`baccarat.render.cards` and link previews by
:mod:`baccarat.render.drawing`. This module keeps the names other code imported from here.
"""

from __future__ import annotations

from .render.cards import card_svg
from .render.charts import (
    CHARTS,
    Chart,
    banker_chart_svg,
    banker_compact_svg,
    card_values_svg,
    chart_svg,
    player_chart_svg,
)
from .render.drawing import preview_svg, svg_size
from .render.roads import ROAD_KINDS, road_svg

__all__ = [
    "CHARTS",
    "ROAD_KINDS",
    "Chart",
    "banker_chart_svg",
    "banker_compact_svg",
    "card_svg",
    "card_values_svg",
    "chart_svg",
    "player_chart_svg",
    "preview_svg",
    "road_svg",
    "svg_size",
]
