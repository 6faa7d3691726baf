"""MkDocs hooks: wire the generated-content fences in, and fail loudly on unknown ones.

Every table and worked example is rendered by ``baccarat.fences`` (see there);
this file only connects it to MkDocs and builds the "Link to this guide" list.
"""

from __future__ import annotations

import hashlib
import posixpath
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from site_bytecode import browser_bytecode
from site_charts import ChartBuildError, write_charts
from site_compress import precompress
from site_runtime import PYODIDE, RuntimeBuildError, cached_trimmed_stdlib, pyodide_version, stdlib_name
from site_wheel import build_wheel

from baccarat.fences import FENCES, superfences_formatter
from baccarat.render import escape
from baccarat.rules import BANKER_DRAWS_ON
from baccarat.svg import CHARTS, chart_svg, svg_size

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


ROOT = Path(__file__).resolve().parent.parent
#: The Pyodide runtime files a page needs, copied from the pinned npm package (the standard
#: library is not among them: the site ships its own, trimmed, see site_runtime).
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")
#: The runtime files Pyodide fetches (the .mjs files are imported as modules, not fetched).
FETCHED = ("pyodide.asm.wasm", "pyodide-lock.json")
#: Python's module worker; its query names the runtime and the wheel, relative to the worker.
WORKER = "assets/javascripts/baccarat-worker.js"
_wheel: dict[str, Any] = {}
_runtime: dict[str, Any] = {}


def on_config(config: Any) -> Any:
    """Register the fences; build the wheel and the standard library, compiled, so pages can name their URLs."""
    superfences = config.mdx_configs.setdefault("pymdownx.superfences", {})
    custom = superfences.setdefault("custom_fences", [])
    custom.extend({"name": name, "class": name, "format": superfences_formatter} for name in FENCES)
    runtime = config.extra.setdefault("baccarat", {})
    runtime.setdefault("pyodide_url", "")  # empty: self-hosted under pyodide/<version>/
    file_name, wheel_sources = build_wheel(ROOT)
    try:
        folder = f"pyodide/{pyodide_version()}/"
        # Bytecode compiled now, by the pinned Pyodide, so no visit compiles a module (see site_bytecode).
        stdlib, data = browser_bytecode(None if runtime["pyodide_url"] else cached_trimmed_stdlib(), wheel_sources)
    except RuntimeBuildError as error:
        raise PluginError(str(error)) from error
    # The content hash in the path means a browser never runs a stale cached wheel.
    _wheel.update(path=f"wheels/{hashlib.sha256(data).hexdigest()[:16]}/{file_name}", data=data)
    to_root = "../" * WORKER.count("/")
    query = {"pyodide": runtime["pyodide_url"], "wheel": to_root + _wheel["path"]}
    fetched = len(data) + sum((PYODIDE / name).stat().st_size for name in FETCHED if (PYODIDE / name).is_file())
    if stdlib is not None:
        _runtime.update(folder=folder, stdlib_name=stdlib_name(stdlib), stdlib=stdlib)
        query.update(pyodide=to_root + folder, stdlib=to_root + folder + _runtime["stdlib_name"])
        fetched += len(stdlib)
    else:
        fetched += (PYODIDE / "python_stdlib.zip").stat().st_size  # a CDN serves Pyodide's whole library
    # What the worker downloads, for its progress bar: the runtime's fetched files and the wheel.
    query["bytes"] = str(fetched)
    runtime["worker"] = f"{WORKER}?{urlencode(query)}"
    return config


@event_priority(-100)  # last, once every plugin has written its files: then compress them all
def on_post_build(config: Any) -> None:
    """Put the chart images, embed pages, the wheel and the runtime into the built site, then precompress it."""
    site = Path(config.site_dir)
    try:
        write_charts(site, config.site_url or "/")
    except ChartBuildError as error:
        raise PluginError(str(error)) from error
    wheel = site / _wheel["path"]
    wheel.parent.mkdir(parents=True, exist_ok=True)
    wheel.write_bytes(_wheel["data"])
    if not config.extra["baccarat"]["pyodide_url"]:
        _copy_runtime(site)
    precompress(site)


def _copy_runtime(site: Path) -> None:
    """The pinned Pyodide's files and the compiled standard library, under the Pyodide version."""
    missing = [name for name in RUNTIME_FILES if not (PYODIDE / name).is_file()]
    if missing:
        raise PluginError(f"Pyodide runtime files missing from {PYODIDE}: {', '.join(missing)}; run scripts/setup")
    # Under the Pyodide version: a host may let browsers cache these files forever (see README).
    folder = site / _runtime["folder"]
    folder.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME_FILES:
        shutil.copyfile(PYODIDE / name, folder / name)
    (folder / _runtime["stdlib_name"]).write_bytes(_runtime["stdlib"])


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
    return "\n".join(['<div class="bac-links" markdown>', "", *items, "", "</div>"])


def _copy_field(label: str, value: str, *, multiline: bool = False) -> str:
    """A labelled read-only field; the page script adds its Copy button (so none is dead without scripts)."""
    field = (
        f'<textarea readonly rows="4" spellcheck="false">{escape(value)}</textarea>'
        if multiline
        else f'<input type="text" readonly spellcheck="false" value="{escape(value)}">'
    )
    return f'<label class="bac-copy" data-copy><span>{escape(label)}</span>{field}</label>'


def _embeds_list(page_src: str, site_url: str) -> str:
    """For each chart: its page, its images and a ready-to-paste iframe, each in a field with a Copy button."""
    here = posixpath.dirname(page_src) or "."
    blocks = []
    for key, chart in CHARTS.items():
        page, _, anchor = chart.page.partition("#")
        source = posixpath.relpath(page.rstrip("/") + ".md", here)
        width, height = svg_size(chart_svg(key))
        iframe = (
            f'<iframe src="{site_url}embed/{key}/" title="{chart.title} (Baccarat, explained)" '
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
                _copy_field("Image (SVG)", f"{site_url}charts/{key}.svg"),
                _copy_field("Image (PNG, 1200×630, for link previews)", f"{site_url}charts/{key}.png"),
                _copy_field("Embed code (paste it into your page)", iframe, multiline=True),
            )
        )
        blocks += [
            f"### {chart.title} {{ #embed-{key} }}",
            "",
            f"[Open the chart in the guide]({source}#{anchor}). {marks}; `?theme=dark` or `?theme=light` "
            "fixes its colours.",
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
            return _embeds_list(page.file.src_uri, config.site_url or "/")
        if name not in FENCES:
            known = ", ".join([*FENCES, LINKS_FENCE, EMBEDS_FENCE])
            raise PluginError(f"{page.file.src_uri}: unknown fence ```{name}: use one of {known}")
        return match.group(0)

    return _FENCE.sub(expand, markdown)


class _IdCollector(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.ids.update(value for name, value in attrs if name == "id" and value)


_ROLE = re.compile(r":(?:class|func|data|mod|meth|attr):<code>~?([\w.]+)</code>")


def _link_roles(html: str, ids: set[str]) -> str:
    """Turn the docstrings' Sphinx roles (:class:`CardError`) into links within the API page."""

    def link(match: re.Match[str]) -> str:
        target = match.group(1)
        found = [i for i in ids if i == target or i.endswith("." + target)]
        short = target.rsplit(".", 1)[-1]
        return f'<a href="#{found[0]}"><code>{short}</code></a>' if len(found) == 1 else f"<code>{short}</code>"

    return _ROLE.sub(link, html)


_THEME_SCRIPT = re.compile(r'<script src="([^"]*)assets/javascripts/(bundle\.[0-9a-f]+\.min\.js)"></script>')
THEME_LATER = "assets/javascripts/theme-later.js"


def on_post_page(output: str, page: Any, config: Any) -> str:
    """On pages with a live widget, Material's script starts after Python (see theme-later.js)."""
    if 'data-widget="' not in output:
        return output

    def later(match: re.Match[str]) -> str:
        to_root, bundle = match.groups()
        return f'<script src="{to_root}{THEME_LATER}" data-theme="{to_root}assets/javascripts/{bundle}"></script>'

    replaced, count = _THEME_SCRIPT.subn(later, output, count=1)
    if count != 1:
        raise PluginError(f"{page.file.src_uri}: Material's script was not found in the page to start it later")
    return replaced


def on_page_content(html: str, page: Any, config: Any, files: Any) -> str:
    """Let MkDocs validate links to ids inside generated tables; link API cross-references.

    MkDocs collects anchors before superfences has rendered the fences, so the
    ids of generated tables (``#banker-3``) are added here, from the final HTML.
    """
    collector = _IdCollector()
    collector.feed(html)
    page.present_anchor_ids = (page.present_anchor_ids or set()) | collector.ids
    return _link_roles(html, collector.ids) if ":<code>" in html else html
