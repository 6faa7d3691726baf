"""The browser's facade: :func:`handle`, and one module per live widget, each declaring its ``WIDGET``.

:data:`~.catalog.CATALOG` lists them once, each with its one name (its module's and its pages' ``data-widget``)
and its actions' names. Each module declares its actions (their request and answer types), its link parameters
and example requests, and owns its link parsing. :mod:`.door` answers every request from that list, loading a
widget's module when a request first needs it; the site build marks each widget's element with its module
(``data-module``); the standard library the browser ships is measured on the examples (:func:`widgets` loads
them all). The guide's Python API has a page for every module here (``/reference/baccarat/widgets/``),
generated from the package.
"""

from __future__ import annotations

from .action import Action, Answer, Widget
from .catalog import CATALOG, named, widgets
from .door import UNEXPECTED, handle, handle_json

__all__ = ["CATALOG", "UNEXPECTED", "Action", "Answer", "Widget", "handle", "handle_json", "named", "widgets"]
