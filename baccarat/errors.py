"""One exception family for every malformed or impossible input."""

from __future__ import annotations

__all__ = [
    "BaccaratError",
    "CardError",
    "CoupError",
    "ShoeError",
    "quote",
]

_QUOTE_LIMIT = 40


class BaccaratError(ValueError):
    """Base of every error the package raises for bad input.

    It subclasses :class:`ValueError`, so ``except ValueError`` also works.
    """


class CardError(BaccaratError):
    """A card token that is not in the accepted notation."""


class CoupError(BaccaratError):
    """Cards that cannot form a coup under the drawing rules."""


class ShoeError(BaccaratError):
    """A shoe, deck count or card removal that cannot exist."""


def quote(text: str) -> str:
    """Quote user input for an error message, shortening very long input.

    The input itself is never changed; only the message shows less of it.

        >>> quote("Z")
        "'Z'"
        >>> quote("x" * 100)
        "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (100 characters)"

    Raises nothing.
    """
    if len(text) <= _QUOTE_LIMIT:
        return repr(text)
    return f"{text[:_QUOTE_LIMIT] + '…'!r} ({len(text)} characters)"
