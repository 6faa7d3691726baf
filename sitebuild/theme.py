"""MkDocs hook: two changes to Material's built files.

Material's palette stylesheet, without the rule that restyles every element twice as the theme starts:

Material's script marks the page ``data-md-color-switching`` while it applies the colour scheme, on
every page as it starts, and its palette stylesheet switches every transition off under that mark
(``[data-md-color-switching] *``). A rule over every element makes each change of the mark restyle the
whole page: twice as Material starts, 80-150 ms of a phone's main thread on a widget page. Without the
rule the mark restyles nothing; the one cost is that colours may fade for a quarter second when the
reader switches between light and dark.

Material's script, without its search for each alternate edition's sitemap: it takes every
``<link rel="alternate">`` of a page for an edition's home page and fetches ``sitemap.xml`` beside it,
but the guide's alternates name the same page in every edition (hreflang), so each would be a missing
file. The guide's own language switcher links straight to the same page (partials/alternate.html).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError

_SWITCHING = re.compile(
    r"\[data-md-color-switching\] \*,\[data-md-color-switching\] :after,"
    r"\[data-md-color-switching\] :before\{transition-duration:0s!important\}"
)


def without_switching_rule(css: str) -> str:
    """``css`` (Material's palette stylesheet) without its scheme-switch rule.

        >>> without_switching_rule("a{color:red}[data-md-color-switching] *,[data-md-color-switching] :after,"
        ...                        "[data-md-color-switching] :before{transition-duration:0s!important}b{x:y}")
        'a{color:red}b{x:y}'
        >>> without_switching_rule("a{color:red}")
        Traceback (most recent call last):
        mkdocs.exceptions.PluginError: Material's palette stylesheet has no scheme-switch rule to remove: ...

    Raises :class:`PluginError` when the rule is not found (a new Material release: look again).
    """
    trimmed, count = _SWITCHING.subn("", css)
    if count != 1:
        raise PluginError(
            "Material's palette stylesheet has no scheme-switch rule to remove: "
            "check sitebuild/theme.py against this Material release"
        )
    return trimmed


_ALTERNATES = 'M("link[rel=alternate]")'
#: A selector nothing in the guide matches: Material's alternate sitemaps are never looked for.
_NO_ALTERNATES = 'M("link[rel=alternate][data-md-edition-home]")'


def without_alternate_sitemaps(script: str) -> str:
    """``script`` (Material's bundle) looking for no alternate edition's sitemap.

        >>> without_alternate_sitemaps('e.pipe(b(()=>M("link[rel=alternate]")),m(r=>new URL(r.href)))')
        'e.pipe(b(()=>M("link[rel=alternate][data-md-edition-home]")),m(r=>new URL(r.href)))'

    Raises :class:`PluginError` unless the selector is found exactly once (a new Material release: look again).
    """
    if script.count(_ALTERNATES) != 1:
        raise PluginError(
            "Material's script no longer looks for alternate sitemaps as expected: "
            "check sitebuild/theme.py against this Material release"
        )
    return script.replace(_ALTERNATES, _NO_ALTERNATES)


def on_post_build(config: Any) -> None:
    """Rewrite the built palette stylesheet and script (before they are precompressed)."""
    for path in Path(config.site_dir).glob("assets/stylesheets/palette.*.min.css"):
        path.write_text(without_switching_rule(path.read_text(encoding="utf-8")), encoding="utf-8")
    for path in Path(config.site_dir).glob("assets/javascripts/bundle.*.min.js"):
        path.write_text(without_alternate_sitemaps(path.read_text(encoding="utf-8")), encoding="utf-8")
