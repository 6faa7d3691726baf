"""Every live widget, listed once: its one name and its actions' names.

The door loads a widget's module when a request first names one of its actions (the browser's Python
starts with none of them); the build's ``data-module`` marks, the shipped answers and the runtime's
measurements read the same list, through :func:`widgets` and :func:`named`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import import_module

from .action import Action, Widget

__all__ = ["CATALOG", "MODULE_OF", "Listing", "actions", "named", "widget", "widgets"]


@dataclass(frozen=True, slots=True)
class Listing:
    """A widget as the catalogue lists it, before its module is loaded: ``name`` (its module in
    :mod:`baccarat.widgets`, its :attr:`Widget.name` and its pages' ``data-widget``) and its ``actions``'
    names (each ``<name>`` or ``<name>-<verb>``), as its module's ``WIDGET`` declares them (a test checks
    that they agree).

    >>> Listing("odds", ("odds",)).actions
    ('odds',)
    """

    name: str
    actions: tuple[str, ...]


#: Every live widget, in the order the guide introduces them.
CATALOG: tuple[Listing, ...] = (
    Listing("deal", ("deal-resolve", "deal", "deal-permalink")),
    Listing("pocket", ("pocket",)),
    Listing("odds", ("odds",)),
    Listing("roads", ("roads", "roads-permalink")),
    Listing("payouts", ("payouts", "payouts-permalink")),
    Listing("drill", ("drill-start", "drill-question", "drill-answer")),
    Listing(
        "home_game",
        (
            "home_game-new",
            "home_game-load",
            "home_game-deal",
            "home_game-record",
            "home_game-undo",
            "home_game-share",
            "home_game-csv",
            "home_game-summary",
        ),
    ),
    Listing("session", ("session", "session-samples", "session-permalink")),
    Listing("system", ("system", "system-permalink")),
    Listing("road_paste", ("road_paste",)),
    Listing("counter", ("counter",)),
)

#: Each action's widget module, by the action's name, in the catalogue's order.
MODULE_OF: dict[str, str] = {action: listing.name for listing in CATALOG for action in listing.actions}
_NAMES = frozenset(listing.name for listing in CATALOG)


@cache
def widget(name: str) -> Widget:
    """The widget of module ``name`` (its ``WIDGET``), the module loaded on first use.

        >>> [action.name for action in widget("payouts").actions]
        ['payouts', 'payouts-permalink']

    Raises KeyError for a name the catalogue does not list.
    """
    if name not in _NAMES:
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
        ['deal-resolve', 'deal', 'deal-permalink', 'pocket']

    Raises nothing.
    """
    return {action.name: action for widget in widgets() for action in widget.actions}


def named(name: str) -> Widget | None:
    """The widget named ``name`` (whose pages carry ``data-widget="<name>"``), or None (only its module is
    loaded).

        >>> named("payouts").name, named("nonsense")
        ('payouts', None)

    Raises nothing.
    """
    return widget(name) if name in _NAMES else None
