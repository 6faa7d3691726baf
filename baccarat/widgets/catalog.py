"""Every live widget, listed once: its module, its hook and its actions' names.

The door loads a widget's module when a request first names one of its actions (the browser's Python
starts with none of them); the build's ``data-module`` marks, the shipped answers and the runtime's
measurements read the same list, through :func:`widgets` and :func:`by_hook`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import import_module

from .action import Action, Widget

__all__ = ["CATALOG", "MODULE_OF", "Listing", "actions", "by_hook", "widget", "widgets"]


@dataclass(frozen=True, slots=True)
class Listing:
    """A widget as the catalogue lists it, before its module is loaded: ``name`` (its module in
    :mod:`baccarat.widgets`, and its :attr:`Widget.name`), its ``hook`` and its ``actions``' names, each
    as its module's ``WIDGET`` declares them (a test checks that they agree).

    >>> Listing("odds", "odds", ("odds",)).actions
    ('odds',)
    """

    name: str
    hook: str
    actions: tuple[str, ...]


#: Every live widget, in the order the guide introduces them.
CATALOG: tuple[Listing, ...] = (
    Listing("deal", "deal", ("resolve", "deal", "permalink")),
    Listing("pocket", "pocket", ("pocket",)),
    Listing("odds", "odds", ("odds",)),
    Listing("roads", "roads", ("roads", "roads-permalink")),
    Listing("payouts", "payout", ("payout", "payout-permalink")),
    Listing("drill", "drill", ("drill-start", "drill-question", "drill-answer")),
    Listing(
        "home_game",
        "home-game",
        ("home-new", "home-load", "home-deal", "home-record", "home-undo", "home-share", "home-csv", "home-summary"),
    ),
    Listing("session", "edge", ("edge", "edge-samples", "edge-permalink")),
    Listing("system", "system", ("system", "system-permalink")),
    Listing("road_paste", "road-paste", ("road-paste",)),
    Listing("counter", "counter", ("counter",)),
)

#: Each action's widget module, by the action's name, in the catalogue's order.
MODULE_OF: dict[str, str] = {action: listing.name for listing in CATALOG for action in listing.actions}


@cache
def widget(name: str) -> Widget:
    """The widget of module ``name`` (its ``WIDGET``), the module loaded on first use.

        >>> widget("payouts").hook
        'payout'

    Raises KeyError for a name the catalogue does not list.
    """
    if name not in {listing.name for listing in CATALOG}:
        raise KeyError(name)
    declared: object = import_module(f"{__package__}.{name}").WIDGET
    if not isinstance(declared, Widget):
        raise TypeError(f"baccarat.widgets.{name}.WIDGET is not a Widget")
    return declared


def widgets() -> tuple[Widget, ...]:
    """Every widget, in the catalogue's order, each module loaded (the build and the tests need them all;
    the browser loads only those its page asks for).

        >>> [widget.name for widget in widgets()][:3]
        ['deal', 'pocket', 'odds']

    Raises nothing.
    """
    return tuple(widget(listing.name) for listing in CATALOG)


def actions() -> dict[str, Action]:
    """Every widget's actions, by name, in the catalogue's order, each module loaded.

        >>> list(actions())[:4]
        ['resolve', 'deal', 'permalink', 'pocket']

    Raises nothing.
    """
    return {action.name: action for widget in widgets() for action in widget.actions}


def by_hook(hook: str) -> Widget | None:
    """The widget whose pages carry ``data-widget="<hook>"``, or None (only its module is loaded).

        >>> by_hook("payout").name, by_hook("edge").name, by_hook("nonsense")
        ('payouts', 'session', None)

    Raises nothing.
    """
    return next((widget(listing.name) for listing in CATALOG if listing.hook == hook), None)
