"""Every table, chart and worked example as HTML and SVG: one renderer for the site build and the browser.

Everything returned is a string of markup in which all text is escaped, so it is safe
to insert into a page; user input never reaches it unescaped. :mod:`.markup` is the
kit (escape, attributes, tables, the widget frame) that every subject module uses:
:mod:`.cards`, :mod:`.charts` (each chart one model, drawn as a table and as SVG),
:mod:`.coup`, :mod:`.roads`, :mod:`.odds`, :mod:`.payouts`, :mod:`.drill` and
:mod:`.home_game`.
"""

from __future__ import annotations

from .cards import card_html, scoring_table
from .charts import banker_compact_table, banker_grid_table, card_values_table, player_chart_table
from .coup import OPENING_HAND, coup_html, deal_widget_html, shoe_info, verdict
from .markup import escape

__all__ = [
    "OPENING_HAND",
    "OPENING_ROADS",
    "banker_compact_table",
    "banker_grid_table",
    "card_html",
    "card_values_table",
    "coup_html",
    "deal_widget_html",
    "escape",
    "odds_widget_html",
    "player_chart_table",
    "roads_html",
    "roads_info",
    "roads_widget_html",
    "scoring_table",
    "shoe_info",
    "verdict",
]


#: Names found on first use, so that the browser's Python starts without their modules: the odds
#: calculator's frame needs exact arithmetic, and the roads the road rules.
_LATER = {"odds_widget_html": "odds", **dict.fromkeys(("OPENING_ROADS", "roads_html", "roads_info",
          "roads_widget_html"), "roads")}  # fmt: skip


def __getattr__(name: str) -> object:
    if name in _LATER:
        from importlib import import_module

        return getattr(import_module(f".{_LATER[name]}", __name__), name)
    raise AttributeError(f"module 'baccarat.render' has no attribute {name!r}")
