"""The theme's words in the edition's language, and two changes to Material's built files (steps of
:mod:`sitebuild.plugin`).

The words of the frame that mkdocs.yml and Material give in English, or in words the guide does not use, come
from the catalogue (``locale/<lang>/site.po``), as every word of the guide does: the colour toggle's names
(mkdocs.yml's palette), a heading's permanent link (the toc extension's title), and the Material words of
:data:`THEME_WORDS`, which ``overrides/partials/language.html`` looks up before Material's own (Material's
Traditional Chinese writes 頁脚 and 找到 1 个, with Simplified characters, and its footer's credit is English in
every language).

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
from types import MappingProxyType
from typing import Any

from mkdocs.exceptions import PluginError

from baccarat.i18n import mark, words

#: The colour toggle's names, as mkdocs.yml's palette writes them (in English): each edition says them in its words.
TOGGLE_NAMES = (mark("Switch to dark mode"), mark("Switch to light mode"))
#: A heading's permanent link (the toc extension's title for the ¶ after each heading).
PERMALINK_TITLE = mark("Permanent link")
#: Material's words that the guide says in its own words, by Material's key (``made.with``, the footer's credit,
#: and ``not.found``, the 404 page's heading, are the guide's: Material writes them in English only); English is
#: Material's own text.
THEME_WORDS = MappingProxyType(
    {
        "action.skip": mark("Skip to content"),
        "clipboard.copy": mark("Copy to clipboard"),
        "clipboard.copied": mark("Copied to clipboard"),
        "footer": mark("Footer"),
        "search.result.one": mark("1 matching document"),
        "search.result.placeholder": mark("Type to start searching"),
        "made.with": mark("Made with {name}"),
        "not.found": mark("Not found"),
    }
)


def translate_frame(config: Any, lang: str) -> None:
    """The frame's words in the edition's language ``lang``: the colour toggle's names, the permanent link's title, and
    :data:`THEME_WORDS` (``config.extra.theme_words``, for ``overrides/partials/language.html``).

    Raises :class:`PluginError` for a toggle name this step does not know (mkdocs.yml changed: add it here).
    """
    w = words(lang)
    for option in config.theme["palette"]:
        name = option.get("toggle", {}).get("name")
        if name is None:
            continue
        if name not in TOGGLE_NAMES:
            raise PluginError(f"mkdocs.yml's palette names a toggle {name!r} sitebuild/theme.py does not translate")
        option["toggle"]["name"] = w(name)
    config.mdx_configs.setdefault("toc", {})["permalink_title"] = w(PERMALINK_TITLE)
    config.extra["theme_words"] = {key: w(message) for key, message in THEME_WORDS.items()}


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


def trim_material(site: Path) -> None:
    """Rewrite the built palette stylesheet and script in ``site`` (before they are precompressed)."""
    for path in site.glob("assets/stylesheets/palette.*.min.css"):
        path.write_text(without_switching_rule(path.read_text(encoding="utf-8")), encoding="utf-8")
    for path in site.glob("assets/javascripts/bundle.*.min.js"):
        path.write_text(without_alternate_sitemaps(path.read_text(encoding="utf-8")), encoding="utf-8")
