"""The guide's editions: one MkDocs configuration per language, the same paths and anchors in each.

English is ``mkdocs.yml``, at the site's root; each other edition's configuration (``mkdocs.<path>.yml``)
inherits it and names its ``extra.edition``: its ``lang`` (a :data:`baccarat.i18n.LANGUAGES` tag) and
its ``path`` under the root (``zh-hant/``). Every renderer the build calls is given :func:`current_lang`.
"""

from __future__ import annotations

from typing import Any

from baccarat.i18n import DEFAULT, read_lang

__all__ = ["current_lang", "edition", "on_config"]

_building = {"lang": DEFAULT, "path": ""}


def edition(config: Any) -> dict[str, str]:
    """The edition ``config`` builds: ``{"lang": …, "path": …}`` (English at the root unless it says)."""
    named = dict(config.extra.get("edition") or {})
    return {"lang": read_lang(named), "path": str(named.get("path", ""))}


def current_lang() -> str:
    """The language of the edition being built (the fences' renderers take it: Markdown knows no config)."""
    return _building["lang"]


def on_config(config: Any) -> Any:
    _building.update(edition(config))
    return config
