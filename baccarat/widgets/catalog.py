"""Every live widget, listed once: what the door answers, what the build marks and what the runtime is measured on."""

from __future__ import annotations

from . import counter, deal, drill, home_game, odds, payouts, pocket, road_paste, roads, session, system
from .action import Widget

__all__ = ["WIDGETS", "by_hook"]

#: Every live widget, in the order the guide introduces them.
WIDGETS: tuple[Widget, ...] = tuple(
    module.WIDGET
    for module in (deal, pocket, odds, roads, payouts, drill, home_game, session, system, road_paste, counter)
)


def by_hook(hook: str) -> Widget | None:
    """The widget whose pages carry ``data-widget="<hook>"``, or None.

        >>> by_hook("payout").name, by_hook("edge").name, by_hook("nonsense")
        ('payouts', 'session', None)

    Raises nothing.
    """
    return next((widget for widget in WIDGETS if widget.hook == hook), None)
