"""What a widget module declares: its actions, each with the fields it reads, and the widget itself."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["Action", "Answer", "Widget"]

Answer = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Action:
    """One request a widget sends: its ``name``, the request ``fields`` it reads, and its ``answer``.

    >>> Action("ping", (), lambda request: {"ok": True}).answer({})
    {'ok': True}
    """

    name: str
    fields: tuple[str, ...]
    answer: Callable[[Mapping[str, Any]], Answer]


@dataclass(frozen=True, slots=True)
class Widget:
    """One live widget, as its facade module declares it (as ``WIDGET``).

    ``name`` is the widget's name in every file: ``render/<name>.py``, ``widgets/<name>.py``, the
    browser's ``widgets/<name>.js`` and the tests' ``test_<name>.py``. ``hook`` is the ``data-widget``
    value its pages carry, a public interface kept when a name changed. ``examples`` are requests that
    run every action, good input and bad (the standard library the browser ships is trimmed to what
    they import). A widget whose links carry a state parses them in its module's ``parse_link``, with
    its ``LINK_PARAMETERS``. ``first_requests``, given the attributes of the widget's root as the build
    wrote them, lists the requests a reader is likely to make first: the build answers them to ship
    with the page.

    >>> Widget("ping", "ping", (Action("ping", (), lambda request: {"ok": True}),)).examples
    ()
    """

    name: str
    hook: str
    actions: tuple[Action, ...]
    examples: tuple[Mapping[str, Any], ...] = ()
    first_requests: Callable[[Mapping[str, str | None]], list[dict[str, Any]]] | None = None
