"""What the built pages need once rendered (steps of the site build: :mod:`sitebuild.plugin`).

Anchors inside generated tables are made known to MkDocs' link check (the API pages'
cross-references are :mod:`.reference`'s), Material's script starts when the reader first reaches
for the page (see ``theme-later.js``), and every page, the 404 page too, carries the browser's words
in its edition's language (:mod:`.words`).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

from mkdocs.exceptions import PluginError

from baccarat.widgets.catalog import named
from sitebuild.words import with_words


class _IdCollector(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.ids.update(value for name, value in attrs if name == "id" and value)


_THEME_SCRIPT = re.compile(r'<script src="([^"]*)assets/javascripts/(bundle\.[0-9a-f]+\.min\.js)"></script>')
THEME_LATER = "assets/javascripts/theme-later.js"


_WIDGET = re.compile(r'<div class="bac-widget" data-widget="([a-z_]+)"')
#: The modules every widget imports: fetched with the page, not one import after another.
SHARED_MODULES = ("runtime", "dom", "mounted", "offline", "stepper", "storage")


def finished_page(output: str, src_uri: str, lang: str) -> str:
    """Page ``src_uri``'s HTML (``output``), finished in its edition's language ``lang``: Material's script starts
    when the reader first reaches for the page (see theme-later.js); every page gets the browser's words
    (:func:`.words.with_words`); on a page with a widget each widget's element names its module (``data-module``,
    from :data:`baccarat.widgets.CATALOG`), and the page's widget modules are preloaded (the registry would
    otherwise find them one by one)."""
    live = _WIDGET.search(output) is not None
    to_root = ""

    def later(match: re.Match[str]) -> str:
        nonlocal to_root
        to_root, bundle = match.groups()
        return f'<script src="{to_root}{THEME_LATER}" data-theme="{to_root}assets/javascripts/{bundle}"></script>'

    replaced, count = _THEME_SCRIPT.subn(later, output, count=1)
    if count != 1:
        raise PluginError(f"{src_uri}: Material's script was not found in the page to start it later")
    replaced = with_words(replaced, src_uri, lang)
    if not live:
        return replaced
    names: set[str] = set()

    def mark(match: re.Match[str]) -> str:
        widget = named(match.group(1))
        if widget is None:
            raise PluginError(f"{src_uri}: no widget is called {match.group(1)!r}")
        names.add(widget.name)
        return f'{match.group(0)} data-module="{widget.name}"'

    replaced = _WIDGET.sub(mark, replaced)
    modules = [*SHARED_MODULES, *(f"widgets/{name}" for name in sorted(names))]
    links = "".join(
        f'<link rel="modulepreload" href="{to_root}assets/javascripts/baccarat/{name}.js">' for name in modules
    )
    return replaced.replace("</head>", f"{links}</head>", 1)


def finished_template(output_content: str, template_name: str, lang: str) -> str:
    """The 404 page's words too (in ``lang``): it is a page of the guide, with its scripts (other templates are
    not pages)."""
    if template_name != "404.html":
        return output_content
    return with_words(output_content, template_name, lang)


def with_anchor_ids(html: str, page: Any) -> str:
    """Let MkDocs validate links to ids inside generated tables (``page``'s).

    MkDocs collects anchors before superfences has rendered the fences, so the
    ids of generated tables (``#banker-3``) are added here, from the final HTML.
    """
    collector = _IdCollector()
    collector.feed(html)
    page.present_anchor_ids = (page.present_anchor_ids or set()) | collector.ids
    return html
