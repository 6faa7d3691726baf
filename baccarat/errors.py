"""One exception family for every malformed or impossible input."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = [
    "BaccaratError",
    "CardError",
    "CoupError",
    "ShoeError",
    "about",
    "counted",
    "quote",
]

_QUOTE_LIMIT = 40


class BaccaratError(ValueError):
    """Base of every error the package raises for bad input.

    It subclasses :class:`ValueError`, so ``except ValueError`` also works. ``field``, when
    given, names the form field at fault, for a widget to show the message beside it.
    """

    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


class CardError(BaccaratError):
    """A card token that is not in the accepted notation."""


class CoupError(BaccaratError):
    """Cards that cannot form a coup under the drawing rules."""


class ShoeError(BaccaratError):
    """A shoe, deck count or card removal that cannot exist."""


@contextmanager
def about(field: str) -> Iterator[None]:
    """Name ``field`` as the field of an error raised inside that names none: the caller knows which
    value it was reading when the rules refused it.

        >>> try:
        ...     with about("removed"):
        ...         raise ShoeError("cannot remove that")
        ... except ShoeError as error:
        ...     print(error.field)
        removed
    """
    try:
        yield
    except BaccaratError as error:
        if error.field is None:
            error.field = field
        raise


def quote(text: str) -> str:
    """Quote user input for an error message, shortening very long input.

    The input itself is never changed; only the message shows less of it. A character a reader cannot
    see, or that would turn the message's text around (a control character, a right-to-left override),
    is named by its code point instead.

        >>> quote("Z"), quote("it's"), quote("\x1c4"), quote("ab\u202ecd")
        ("'Z'", "'it's'", "'[U+001C]4'", "'ab[U+202E]cd'")
        >>> quote("x" * 100)
        "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (100 characters)"

    Raises nothing.
    """
    if len(text) <= _QUOTE_LIMIT:
        return f"'{_visible(text)}'"
    return f"'{_visible(text[:_QUOTE_LIMIT])}…' ({len(text)} characters)"


def _visible(text: str) -> str:
    """``text`` with every invisible or direction-changing character named by its code point."""
    return "".join(f"[U+{ord(c):04X}]" if unicodedata.category(c)[0] in "CZ" and c != " " else c for c in text)


def counted(n: int, noun: str, plural: str | None = None) -> str:
    """A number with its noun, singular or plural as English has it.

        >>> counted(1, "deck"), counted(8, "deck"), counted(2, "copy", "copies")
        ('1 deck', '8 decks', '2 copies')

    Raises nothing.
    """
    return f"{n:,} {noun if n == 1 else plural or noun + 's'}"
