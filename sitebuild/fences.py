"""MkDocs hook: the generated-content fences, the "Link to this guide" list and the embed codes.

Every table and worked example is rendered by :mod:`sitebuild.formatters`; this hook
registers those fences with superfences, fails the build loudly on an unknown one
(naming page and fence), and expands the two lists that need the site's own pages.
"""

from __future__ import annotations

import posixpath
import re
from typing import Any

from mkdocs.exceptions import PluginError

from baccarat.errors import BaccaratError
from baccarat.render.charts import CHARTS, chart_svg, svg_size
from baccarat.render.markup import escape
from baccarat.rules import BANKER_DRAWS_ON
from sitebuild.editions import current_lang
from sitebuild.formatters import FENCES, FIGURE, inline_formatter, render_figure, superfences_formatter

LINKS_FENCE = "baccarat-links"
EMBEDS_FENCE = "baccarat-embeds"
_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})[ \t]*(baccarat[\w-]*)[^\n]*\n(.*?)^[ \t]*\1[ \t]*$", re.M | re.S)

#: The public link targets: (page source, anchor, what it is). Other sites link
#: to these, so they only ever grow.
LINK_TARGETS: list[tuple[str, str, str]] = [
    ("rules/card-values.md", "card-values", "The card value table"),
    ("rules/card-values.md", "scoring-examples", "Scoring examples"),
    ("rules/player.md", "player-chart", "The Player's third-card chart"),
    ("rules/banker.md", "banker-compact", "The Banker's third-card rule, compact form"),
    ("rules/banker.md", "banker-chart", "The Banker's third-card grid, every case"),
    *(
        ("rules/banker.md", f"banker-{total}", f"The Banker grid row for a Banker total of {total}")
        for total in sorted(BANKER_DRAWS_ON)
    ),
    ("odds.md", "odds-by-decks", "Exact probabilities for 1, 2, 4, 6 and 8 decks"),
    ("odds.md", "house-edge", "House edge of every bet and pay table"),
    ("odds.md", "side-bets", "House edge of every bet, side bets included, for 1, 6 and 8 decks"),
    ("payouts.md", "pay-tables", "What each bet pays"),
    ("payouts.md", "side-bet-pays", "What each side bet needs and pays"),
    ("payouts.md", "worked-settlements", "Every bet settled on a real coup"),
]


_INLINE = re.compile(r"`#!(baccarat[\w-]*)\s([^`]*)`")


def on_config(config: Any) -> Any:
    """Register the baccarat-* fences with superfences, and the inline figure with inlinehilite."""
    superfences = config.mdx_configs.setdefault("pymdownx.superfences", {})
    custom = superfences.setdefault("custom_fences", [])
    custom.extend({"name": name, "class": name, "format": superfences_formatter} for name in FENCES)
    inline = config.mdx_configs.setdefault("pymdownx.inlinehilite", {}).setdefault("custom_inline", [])
    inline.append({"name": FIGURE, "class": FIGURE, "format": inline_formatter})
    return config


def _url(src: str, anchor: str) -> str:
    page = "" if src == "index.md" else src.removesuffix(".md") + "/"
    return f"/{page}#{anchor}"


def _links_list(page_src: str) -> str:
    """The public link targets as Markdown links, so that MkDocs checks every one."""
    here = posixpath.dirname(page_src) or "."
    items = [
        f"- [`{_url(src, anchor)}`]({posixpath.relpath(src, here)}#{anchor}): {what}"
        for src, anchor, what in LINK_TARGETS
    ]
    return "\n".join([f'<div class="bac-links"{_english()} markdown>', "", *items, "", "</div>"])


def _english() -> str:
    """The two lists are worded in English: on another edition's page they say so, as the Sources lists do
    (the Copy buttons, beside the fields, speak the page's language)."""
    return ' lang="en"' if current_lang() != "en" else ""


def _copy_field(label: str, value: str, *, multiline: bool = False) -> str:
    """A labelled read-only field; the page script adds its Copy button after it (so none is dead without
    scripts)."""
    field = (
        f'<textarea readonly rows="4" spellcheck="false">{escape(value)}</textarea>'
        if multiline
        else f'<input type="text" readonly spellcheck="false" value="{escape(value)}">'
    )
    return f'<label class="bac-copy" data-copy{_english()}><span>{escape(label)}</span>{field}</label>'


def _embeds_list(page_src: str, site_url: str, root_url: str) -> str:
    """For each chart: its page, its images and a ready-to-paste iframe, each in a field with a Copy button."""
    here = posixpath.dirname(page_src) or "."
    blocks = []
    for key, chart in CHARTS.items():
        page, _, anchor = chart.page.partition("#")
        source = posixpath.relpath(page.rstrip("/") + ".md", here)
        width, height = svg_size(chart_svg(key))
        iframe = (
            f'<iframe src="{root_url}embed/{key}/" title="{chart.title} (Baccarat, explained)" '
            f'width="{width + 16}" height="{height + 96}" style="max-width:100%;border:0" loading="lazy"></iframe>'
        )
        marks = (
            "Add `?cell=4,3` (Banker total 4, Player's third card 3; `4,stood` for the Player-stood column) "
            "or `?row=4` to the embed's address to mark a cell or a row"
            if key == "banker-chart"
            else "Add `?row=N` to the embed's address to mark a row"
            if key != "card-values"
            else "The embed follows the reader's light or dark setting"
        )
        fields = "".join(
            (
                _copy_field("Link", f"{site_url}{chart.page}"),
                _copy_field("Image (SVG)", f"{root_url}charts/{key}.svg"),
                _copy_field("Image (PNG, 1200×630, for link previews)", f"{root_url}charts/{key}.png"),
                _copy_field("Embed code (paste it into your page)", iframe, multiline=True),
            )
        )
        blocks += [
            f"### {chart.title} {{ #embed-{key}{_english()} }}",
            "",
            f"[Open the chart in the guide]({source}#{anchor}). {marks}; `?theme=dark` or `?theme=light` "
            "fixes its colours." + (f"\n{{:{_english()} }}" if _english() else ""),
            "",
            f'<div class="bac-copies">{fields}</div>',
            "",
        ]
    return "\n".join(blocks)


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """Reject unknown baccarat fences (naming page and fence) and expand the links and embeds lists."""

    def expand(match: re.Match[str]) -> str:
        name = match.group(2)
        if name == LINKS_FENCE:
            return _links_list(page.file.src_uri)
        if name == EMBEDS_FENCE:
            # The chart images and embed pages are the root edition's, drawn once for every edition.
            root_url = config.extra.get("edition", {}).get("root_url") or config.site_url or "/"
            return _embeds_list(page.file.src_uri, config.site_url or "/", root_url)
        if name not in FENCES:
            known = ", ".join([*FENCES, LINKS_FENCE, EMBEDS_FENCE])
            raise PluginError(f"{page.file.src_uri}: unknown fence ```{name}: use one of {known}")
        return match.group(0)

    for match in _INLINE.finditer(markdown):
        name, source = match.groups()
        try:
            if name != FIGURE:
                raise BaccaratError(f"unknown inline {name!r}: use {FIGURE}")
            render_figure(source)
        except BaccaratError as error:
            raise PluginError(f"{page.file.src_uri}: `#!{name} {source}`: {error}") from error
    return _FENCE.sub(expand, markdown)
