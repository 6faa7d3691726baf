"""The browser's facade: :func:`handle`, and one module per live widget, each declaring its ``WIDGET``.

:data:`WIDGETS` (in :mod:`.catalog`) lists them once. Each module declares its actions, its link
parameters and example requests, and owns its link parsing. :mod:`.door` answers every request from that
list; the site build marks each widget's element with its module (``data-module``); the standard library
the browser ships is measured on the examples. The guide's Python API has a page for every module here
(``/reference/baccarat/widgets/``), generated from the package.
"""

from __future__ import annotations

from .action import Action, Answer, Widget
from .catalog import WIDGETS, by_hook
from .door import UNEXPECTED, handle, handle_json

__all__ = ["UNEXPECTED", "WIDGETS", "Action", "Answer", "Widget", "by_hook", "handle", "handle_json"]
