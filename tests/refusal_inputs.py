"""Real bad input for every widget action a reader uses: what a reader types, taps or follows a link with, refused.

Each widget declares its own (:attr:`~baccarat.widgets.action.Widget.refusals`), one request per refusal a reader can
reach; this is every widget's, read from the declarations. The English answers to them are kept in
``tests/golden/refusals_en.json``, written before the refusals could be worded in another language: English must read
exactly as it did.
"""

from __future__ import annotations

from typing import Any

from baccarat.widgets.catalog import widgets


def bad() -> dict[str, dict[str, Any]]:
    """Every refusal a reader can meet, by a name that says what is wrong, from every widget's declaration."""
    return {name: dict(request) for widget in widgets() for name, request in widget.refusals.items()}


#: Every refusal a reader can meet, by a name that says what is wrong.
BAD: dict[str, dict[str, Any]] = bad()
