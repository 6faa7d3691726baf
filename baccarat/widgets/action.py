"""What a widget module declares: its actions, each with the fields it reads and the function that answers."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["Action", "Answer"]

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
