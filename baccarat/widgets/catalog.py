"""Every live widget, listed once: its one name.

A widget's name is its module's in :mod:`baccarat.widgets`, and the first word of each of its actions' names
(``<name>`` or ``<name>-<verb>``): the door finds an action's module from the action's name alone, and loads it when a
request first names one of its actions (the browser's Python starts with none of them); the build's ``data-module``
marks, the shipped answers and the runtime's measurements read the same list, through :func:`widgets` and
:func:`named`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import import_module

from .action import Action, Widget

__all__ = ["CATALOG", "NAMES", "Listing", "actions", "module_of", "named", "widget", "widgets"]

#: Every live widget's name, in the order the guide introduces them.
NAMES: tuple[str, ...] = (
    "deal",
    "pocket",
    "odds",
    "roads",
    "payouts",
    "drill",
    "home_game",
    "session",
    "system",
    "road_paste",
    "counter",
)


@dataclass(frozen=True, slots=True)
class Listing:
    """A widget as the catalogue lists it, before its module is loaded: its ``name`` alone (its module in
    :mod:`baccarat.widgets`, its :attr:`Widget.name` and its pages' ``data-widget``).

    >>> Listing("odds").name
    'odds'
    """

    name: str


#: Every live widget, in the order the guide introduces them.
CATALOG: tuple[Listing, ...] = tuple(Listing(name) for name in NAMES)
_NAMES = frozenset(NAMES)


def module_of(action: str) -> str | None:
    """The widget module of the action named ``action`` (``<name>`` or ``<name>-<verb>``), or None for a name no
    widget's could be (the module may still not declare that action).

        >>> module_of("home_game-deal"), module_of("odds"), module_of("payout")
        ('home_game', 'odds', None)

    Raises nothing.
    """
    name = action.partition("-")[0]
    return name if name in _NAMES else None


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
    return tuple(widget(name) for name in NAMES)


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
