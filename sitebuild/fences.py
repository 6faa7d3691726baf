"""The generated-content fences, the "Link to this guide" list and the embed codes (steps of
:mod:`sitebuild.plugin`).

Every table and worked example is rendered by :mod:`sitebuild.formatters`; this module
registers those fences with superfences, fails the build loudly on an unknown one
(naming page and fence), and expands the two lists that need the site's own pages.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable
from typing import Any

from mkdocs.exceptions import PluginError

from baccarat.errors import BaccaratError
from baccarat.i18n import mark, words
from baccarat.render.charts import CHARTS, chart_svg, svg_size
from baccarat.render.markup import escape
from baccarat.rules import BANKER_DRAWS_ON
from sitebuild.formatters import FENCES, FIGURE, render_figure

LINKS_FENCE = "baccarat-links"
EMBEDS_FENCE = "baccarat-embeds"
_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})[ \t]*(baccarat[\w-]*)[^\n]*\n(.*?)^[ \t]*\1[ \t]*$", re.M | re.S)

#: The public link targets: (page source, anchor, what it is, marked for the catalogues: a Banker row's
#: ``{total}`` is filled in when the list is written). Other sites link to these, so they only ever grow.
LINK_TARGETS: tuple[tuple[str, str, str], ...] = (
    ("rules/card-values.md", "card-values", mark("The card value table")),
    ("rules/card-values.md", "scoring-examples", mark("Scoring examples")),
    ("rules/player.md", "player-chart", mark("The Player's third-card chart")),
    ("rules/banker.md", "banker-compact", mark("The Banker's third-card rule, compact form")),
    ("rules/banker.md", "banker-chart", mark("The Banker's third-card grid, every case")),
    *(
        ("rules/banker.md", f"banker-{total}", mark("The Banker grid row for a Banker total of {total}"))
        for total in sorted(BANKER_DRAWS_ON)
    ),
    ("odds.md", "odds-by-decks", mark("Exact probabilities for 1, 2, 4, 6 and 8 decks")),
    ("odds.md", "house-edge", mark("House edge of every bet and pay table")),
    ("odds.md", "side-bets", mark("House edge of every bet, side bets included, for 1, 6 and 8 decks")),
    ("payouts.md", "pay-tables", mark("What each bet pays")),
    ("payouts.md", "side-bet-pays", mark("What each side bet needs and pays")),
    ("payouts.md", "worked-settlements", mark("Every bet settled on a real coup")),
)


_INLINE = re.compile(r"`#!(baccarat[\w-]*)\s([^`]*)`")


def register_fences(config: Any, fence: Callable[..., str], figure: Callable[..., str]) -> None:
    """Register the baccarat-* fences with superfences (each drawn by ``fence``, which the build gives the
    language of the page it draws: :func:`sitebuild.formatters.superfences_formatter`), and the inline figure
    with inlinehilite (``figure``: :func:`sitebuild.formatters.inline_formatter`)."""
    superfences = config.mdx_configs.setdefault("pymdownx.superfences", {})
    custom = superfences.setdefault("custom_fences", [])
    custom.extend({"name": name, "class": name, "format": fence} for name in FENCES)
    inline = config.mdx_configs.setdefault("pymdownx.inlinehilite", {}).setdefault("custom_inline", [])
    inline.append({"name": FIGURE, "class": FIGURE, "format": figure})


def _url(site_path: str, src: str, anchor: str) -> str:
    page = "" if src == "index.md" else src.removesuffix(".md") + "/"
    return f"/{site_path}{page}#{anchor}"


def _links_list(page_src: str, site_path: str, lang: str) -> str:
    """The public link targets as Markdown links (so that MkDocs checks every one), in the edition's words and
    at its addresses (``site_path``: ``zh-hant/`` in the Traditional edition)."""
    w = words(lang)
    here = posixpath.dirname(page_src) or "."
    colon = ": " if lang == "en" else "："  # Chinese writes its own colon, with no space after it
    items = [
        f"- [`{_url(site_path, src, anchor)}`]({posixpath.relpath(src, here)}#{anchor}){colon}"
        f"{w(what, total=anchor.removeprefix('banker-'))}"
        for src, anchor, what in LINK_TARGETS
    ]
    return "\n".join(['<div class="bac-links" markdown>', "", *items, "", "</div>"])


def _copy_field(label: str, value: str, *, multiline: bool = False) -> str:
    """A labelled read-only field; the page script adds its Copy button after it (so none is dead without
    scripts)."""
    field = (
        f'<textarea readonly rows="4" spellcheck="false">{escape(value)}</textarea>'
        if multiline
        else f'<input type="text" readonly spellcheck="false" value="{escape(value)}">'
    )
    return f'<label class="bac-copy" data-copy><span>{escape(label)}</span>{field}</label>'


def _embeds_list(page_src: str, site_url: str, lang: str) -> str:
    """For each chart: its page, its images and a ready-to-paste iframe, each in a field with a Copy button, in
    the edition's words; the images and embeds are the edition's own (``site_url``), drawn in its language."""
    w = words(lang)
    here = posixpath.dirname(page_src) or "."
    site_name = w("Baccarat, explained")
    blocks = []
    for key, chart in CHARTS.items():
        page, _, anchor = chart.page.partition("#")
        source = posixpath.relpath(page.rstrip("/") + ".md", here)
        title = chart.title_in(lang)
        width, height = svg_size(chart_svg(key, lang=lang))
        iframe_title = w("{title} ({site})", title=title, site=site_name)
        iframe = (
            f'<iframe src="{site_url}embed/{key}/" title="{escape(iframe_title)}" '
            f'width="{width + 16}" height="{height + 96}" style="max-width:100%;border:0" loading="lazy"></iframe>'
        )
        if key == "banker-chart":
            marks = w(
                "Add `?cell=4,3` (Banker total 4, Player's third card 3; `4,stood` for the Player-stood column) "
                "or `?row=4` to the embed's address to mark a cell or a row; `?theme=dark` or `?theme=light` "
                "fixes its colours."
            )
        elif key != "card-values":
            marks = w("Add `?row=N` to the embed's address to mark a row; `?theme=dark` or `?theme=light` fixes "
                      "its colours.")  # fmt: skip
        else:
            marks = w("The embed follows the reader's light or dark setting; `?theme=dark` or `?theme=light` "
                      "fixes its colours.")  # fmt: skip
        fields = "".join(
            (
                _copy_field(w("Link"), f"{site_url}{chart.page}"),
                _copy_field(w("Image (SVG)"), f"{site_url}charts/{key}.svg"),
                _copy_field(w("Image (PNG, 1200×630, for link previews)"), f"{site_url}charts/{key}.png"),
                _copy_field(w("Embed code (paste it into your page)"), iframe, multiline=True),
            )
        )
        open_chart = w("Open the chart in the guide")
        blocks += [
            f"### {title} {{ #embed-{key} }}",
            "",
            f"[{open_chart}]({source}#{anchor})",  # a paragraph of its own: no full stop in either script
            "",
            marks,
            "",
            f'<div class="bac-copies">{fields}</div>',
            "",
        ]
    return "\n".join(blocks)


def expand_fences(markdown: str, page: Any, config: Any, lang: str) -> str:
    """Reject unknown baccarat fences (naming page and fence) and expand the links and embeds lists, in ``lang``
    (the language of the page being built)."""

    def expand(match: re.Match[str]) -> str:
        name = match.group(2)
        if name == LINKS_FENCE:
            return _links_list(page.file.src_uri, config.extra.get("edition", {}).get("path", ""), lang)
        if name == EMBEDS_FENCE:
            return _embeds_list(page.file.src_uri, config.site_url or "/", lang)
        if name not in FENCES:
            known = ", ".join([*FENCES, LINKS_FENCE, EMBEDS_FENCE])
            raise PluginError(f"{page.file.src_uri}: unknown fence ```{name}: use one of {known}")
        return match.group(0)

    for match in _INLINE.finditer(markdown):
        name, source = match.groups()
        try:
            if name != FIGURE:
                raise BaccaratError(f"unknown inline {name!r}: use {FIGURE}")
            render_figure(source, lang=lang)
        except BaccaratError as error:
            raise PluginError(f"{page.file.src_uri}: `#!{name} {source}`: {error}") from error
    return _FENCE.sub(expand, markdown)
