"""Chart images, link-preview cards and embed pages, written into the built site.

- ``/charts/<chart>.svg``: each chart of :data:`baccarat.render.charts.CHARTS`, standalone.
- ``/charts/<chart>.png``: the same chart on a 1200×630 link-preview card.
- ``/charts/site-card.png``: the preview card of every other page.
- ``/embed/<chart>/``: a chrome-less page for an ``<iframe>`` (no theme script, no search).

Each edition writes its own, in its language, under its path (``/zh-hant/charts/…``, ``/zh-hant/embed/…``).

PNGs are drawn by resvg (from PyPI, no system libraries) with pinned fonts only, never the machine's, so the same
code gives the same bytes anywhere: DejaVu (the npm package) for every letter and digit, and Noto Sans CJK (its
regular and bold, PyPI packages in the lock) for the Chinese characters, which resvg takes from it.
"""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Mapping
from pathlib import Path
from string import Template
from types import MappingProxyType

import resvg_py

from baccarat.i18n import Words, mark, words
from baccarat.render.charts import CHARTS, banker_chart_svg, chart_svg
from baccarat.render.drawing import STYLE, preview_svg, svg_size
from baccarat.render.markup import escape
from baccarat.render.palette import CELL_INK, FELT, SIDE_INK, TEXT

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "node_modules" / "dejavu-fonts-ttf" / "ttf"
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
#: Noto Sans CJK's regular and bold, each the only font file of its package.
CJK_FONT_PACKAGES = ("cvttf_NotoSansCJK_Regular", "cvttf_NotoSansCJK_Bold")
SITE_CARD = "site-card"
PREVIEW_SUBTITLE = mark("Punto Banco, from first principles")

#: The embed pages' colours, light then dark (contrast checked by axe-core in the browser tests).
LIGHT = MappingProxyType({
    "bg": "#ffffff", "fg": TEXT, "line": "#b8b8b8", "head": FELT, "head-fg": "#ffffff", **CELL_INK["light"],
    "here": SIDE_INK["banker"], "link": FELT,
})  # fmt: skip
DARK = MappingProxyType({
    "bg": "#1e2129", "fg": "#e6e6e6", "line": "#4a4f5c", "head": "#2e7d32", "head-fg": "#ffffff", **CELL_INK["dark"],
    "here": "#ff8a80", "link": "#8fd694",
})  # fmt: skip


class ChartBuildError(RuntimeError):
    """The chart images could not be drawn (for example, the fonts are not installed)."""


def font_files(lang: str = "en") -> list[str]:
    """The font files of a chart image in ``lang``: DejaVu's, and Noto Sans CJK's for a Chinese one."""
    found = [FONTS / name for name in FONT_FILES]
    if lang != "en":
        found += [_cjk_font(package) for package in CJK_FONT_PACKAGES]
    missing = [str(path) for path in found if not path.is_file()]
    if missing:
        raise ChartBuildError(f"fonts for the chart images are missing ({', '.join(missing)}): run scripts/setup")
    return [str(path) for path in found]


def _cjk_font(package: str) -> Path:
    spec = importlib.util.find_spec(package)
    if spec is None or spec.origin is None:
        return Path(f"<the Python package {package}>")  # named as missing by font_files
    return next(Path(spec.origin).parent.glob("*.otf"), Path(spec.origin).parent / "<its .otf file>")


def png(svg: str, lang: str = "en") -> bytes:
    """Render SVG to PNG with the project's own fonts only (see :func:`font_files`)."""
    return bytes(
        resvg_py.svg_to_bytes(
            svg_string=svg,
            skip_system_fonts=True,
            font_files=font_files(lang),
            font_family="DejaVu Sans",
            sans_serif_family="DejaVu Sans",
        )
    )


def _variables(colours: Mapping[str, str]) -> str:
    return "".join(f"--{name}:{value};" for name, value in colours.items())


def _colours_css() -> str:
    dark = _variables(DARK)
    return (
        f":root{{color-scheme:light;{_variables(LIGHT)}}}\n"
        f"@media (prefers-color-scheme: dark){{:root:not([data-theme=light]){{color-scheme:dark;{dark}}}}}\n"
        f":root[data-theme=dark]{{color-scheme:dark;{dark}}}"
    )


#: The narrowest screen on which the full Banker grid's words still read at 12 px: below it, its letters.
NARROW = 660


def _region(w: Words, title: str, svg: str, class_: str = "chart") -> str:
    label = escape(w("{title} (scrolls sideways on a narrow screen)", title=title))
    return f'<div class="{class_}" tabindex="0" role="region" aria-label="{label}">{svg}</div>'


def _embed_words(w: Words) -> dict[str, str]:
    """What the embed page's script says about its link's marks, in the page's language ({…}: its values)."""
    return {
        "row-player": w("Marked: the row for a Player total of {total}."),
        "row-banker": w("Marked: the row for a Banker total of {total}."),
        "cell": w("Marked: Banker {total}, {third}: {action}."),
        "stood": w("the Player stood"),
        "third": w("Player's third card {card}"),
        "draws": w("Banker draws"),
        "stands": w("Banker stands"),
        "ignored": w("{name}={value} ignored: {why}."),
        "long": w("{start}… ({count} characters)"),
        "twice": w("given twice"),
        "theme": w("use theme=dark or theme=light"),
        "no-row": w("this chart has no such row"),
        "no-cell": w(
            "no such cell in this chart: give the Banker total and the Player's third card, "
            "e.g. cell=4,3 or cell=4,stood"
        ),
        "unknown": w("unknown parameter (this page takes row, cell and theme)"),
    }


def embed_page(key: str, site_url: str, lang: str = "en") -> str:
    """The chrome-less page ``/embed/<key>/`` for an ``<iframe>``, in ``lang``, its edition's (``site_url``)."""
    w = words(lang)
    chart = CHARTS[key]
    title = chart.title_in(lang)
    site_name = w("Baccarat, explained")
    svg = chart_svg(key, style=False, lang=lang)
    width = svg_size(svg)[0]
    page, _, anchor = chart.page.partition("#")
    charts = _region(w, title, svg)
    narrow = ""
    if key == "banker-chart":
        # On a phone the grid's twelve columns of words would shrink to 9 px or scroll sideways: there the
        # page shows the same grid drawn with D and S (and its key), whole, its text at 12 px or more.
        letters = banker_chart_svg(letters=True, lang=lang).replace(f"<style>{STYLE}</style>", "", 1)
        for part in ("title", "desc"):  # ids of its own: both drawings are in the page
            letters = letters.replace(f"{key}-{part}", f"{key}-letters-{part}")
        charts = _region(w, title, svg, "chart wide") + _region(w, title, letters, "chart narrow")
        narrow = (
            f"@media (max-width: {NARROW - 1}px) {{ .wide {{ display: none; }} body {{ padding: 6px; }} }}\n"
            f"@media (min-width: {NARROW}px) {{ .narrow {{ display: none; }} }}\n"
            f".narrow svg {{ min-width: 0; max-width: {svg_size(letters)[0]}px; }}"
        )
    back = escape(f"../../{page}#{anchor}")
    named = w("{site}: {title}", site=site_name, title=title)
    link = f'<a href="{back}" target="_blank" rel="noopener">{escape(named)}</a>'
    credit = w("From {link}", link=link)
    return Template((ROOT / "overrides" / "embed.html").read_text()).substitute(
        lang=escape(lang),
        title=escape(title),
        site_name=escape(site_name),
        description=escape(
            w("{title}: a chart from {site}, generated from tested rules code.", title=title, site=site_name)
        ),
        canonical=escape(f"{site_url}{chart.page}"),
        credit=credit,
        # Script-safe JSON: no "<" can close the script element.
        words=json.dumps(_embed_words(w), ensure_ascii=False).replace("<", "\\u003c"),
        colours=_colours_css(),
        width=f"{width}px",
        # Wide grids keep a readable size on a phone and scroll sideways instead.
        min_width=f"{min(width, 460)}px",
        narrow=narrow,
        charts=charts,
    )


def write_charts(site: Path, site_url: str, lang: str = "en") -> None:
    """Write every chart image, the site card and every embed page, in ``lang``, into its edition's ``site``."""
    w = words(lang)
    charts = site / "charts"
    charts.mkdir(parents=True, exist_ok=True)
    subtitle = w(PREVIEW_SUBTITLE)
    for key, chart in CHARTS.items():
        svg = chart_svg(key, lang=lang)
        # A standalone file says its language (a browser picks the Chinese glyphs' forms by it).
        standalone = svg if lang == "en" else svg.replace("<svg ", f'<svg xml:lang="{lang}" ', 1)
        (charts / f"{key}.svg").write_text(standalone)
        (charts / f"{key}.png").write_bytes(png(preview_svg(chart.title_in(lang), subtitle, svg, lang=lang), lang))
        embed = site / "embed" / key
        embed.mkdir(parents=True, exist_ok=True)
        (embed / "index.html").write_text(embed_page(key, site_url, lang))
    card = preview_svg(w("The rules of Punto Banco"), w("from first principles, proved by code"), lang=lang)
    (charts / f"{SITE_CARD}.png").write_bytes(png(card, lang))
