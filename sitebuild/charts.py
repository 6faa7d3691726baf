"""Chart images, link-preview cards and embed pages, written into the built site.

- ``/charts/<chart>.svg``: each chart of :data:`baccarat.render.charts.CHARTS`, standalone.
- ``/charts/<chart>.png``: the same chart on a 1200×630 link-preview card.
- ``/charts/site-card.png``: the preview card of every other page.
- ``/embed/<chart>/``: a chrome-less page for an ``<iframe>`` (no theme script, no search).

PNGs are drawn by resvg (from PyPI, no system libraries) with the DejaVu fonts from the
pinned npm package and no system fonts, so the same code gives the same bytes anywhere.
"""

from __future__ import annotations

from pathlib import Path
from string import Template
from typing import Any

import resvg_py
from mkdocs.exceptions import PluginError

from baccarat.render.charts import CHARTS, banker_chart_svg, chart_svg
from baccarat.render.drawing import STYLE, preview_svg, svg_size
from baccarat.render.markup import escape
from baccarat.render.palette import CELL_INK, FELT, SIDE_INK, TEXT
from sitebuild.editions import is_root

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "node_modules" / "dejavu-fonts-ttf" / "ttf"
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
SITE_CARD = "site-card"
PREVIEW_SUBTITLE = "Punto Banco, from first principles"

#: The embed pages' colours, light then dark (contrast checked by axe-core in the browser tests).
LIGHT = {
    "bg": "#ffffff", "fg": TEXT, "line": "#b8b8b8", "head": FELT, "head-fg": "#ffffff", **CELL_INK["light"],
    "here": SIDE_INK["banker"], "link": FELT,
}  # fmt: skip
DARK = {
    "bg": "#1e2129", "fg": "#e6e6e6", "line": "#4a4f5c", "head": "#2e7d32", "head-fg": "#ffffff", **CELL_INK["dark"],
    "here": "#ff8a80", "link": "#8fd694",
}  # fmt: skip


class ChartBuildError(RuntimeError):
    """The chart images could not be drawn (for example, the fonts are not installed)."""


def font_files() -> list[str]:
    found = [FONTS / name for name in FONT_FILES]
    missing = [str(path) for path in found if not path.is_file()]
    if missing:
        raise ChartBuildError(f"fonts for the chart images are missing ({', '.join(missing)}): run scripts/setup")
    return [str(path) for path in found]


def png(svg: str) -> bytes:
    """Render SVG to PNG with the project's own fonts only."""
    return bytes(
        resvg_py.svg_to_bytes(
            svg_string=svg,
            skip_system_fonts=True,
            font_files=font_files(),
            font_family="DejaVu Sans",
            sans_serif_family="DejaVu Sans",
        )
    )


def _variables(colours: dict[str, str]) -> str:
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


def _region(title: str, svg: str, class_: str = "chart") -> str:
    label = escape(f"{title} (scrolls sideways on a narrow screen)")
    return f'<div class="{class_}" tabindex="0" role="region" aria-label="{label}">{svg}</div>'


def embed_page(key: str, site_url: str) -> str:
    """The chrome-less page ``/embed/<key>/`` for an ``<iframe>``."""
    chart = CHARTS[key]
    svg = chart_svg(key, style=False)
    width = svg_size(svg)[0]
    page, _, anchor = chart.page.partition("#")
    charts = _region(chart.title, svg)
    narrow = ""
    if key == "banker-chart":
        # On a phone the grid's twelve columns of words would shrink to 9 px or scroll sideways: there the
        # page shows the same grid drawn with D and S (and its key), whole, its text at 12 px or more.
        letters = banker_chart_svg(letters=True).replace(f"<style>{STYLE}</style>", "", 1)
        for part in ("title", "desc"):  # ids of its own: both drawings are in the page
            letters = letters.replace(f"{key}-{part}", f"{key}-letters-{part}")
        charts = _region(chart.title, svg, "chart wide") + _region(chart.title, letters, "chart narrow")
        narrow = (
            f"@media (max-width: {NARROW - 1}px) {{ .wide {{ display: none; }} body {{ padding: 6px; }} }}\n"
            f"@media (min-width: {NARROW}px) {{ .narrow {{ display: none; }} }}\n"
            f".narrow svg {{ min-width: 0; max-width: {svg_size(letters)[0]}px; }}"
        )
    return Template((ROOT / "overrides" / "embed.html").read_text()).substitute(
        title=escape(chart.title),
        description=escape(f"{chart.title}: a chart from Baccarat, explained, generated from tested rules code."),
        canonical=escape(f"{site_url}{chart.page}"),
        page=escape(f"../../{page}#{anchor}"),
        colours=_colours_css(),
        width=f"{width}px",
        # Wide grids keep a readable size on a phone and scroll sideways instead.
        min_width=f"{min(width, 460)}px",
        narrow=narrow,
        charts=charts,
    )


def write_charts(site: Path, site_url: str) -> None:
    """Write every chart image, the site card and every embed page into the built ``site``."""
    charts = site / "charts"
    charts.mkdir(parents=True, exist_ok=True)
    for key, chart in CHARTS.items():
        svg = chart_svg(key)
        (charts / f"{key}.svg").write_text(svg)
        (charts / f"{key}.png").write_bytes(png(preview_svg(chart.title, PREVIEW_SUBTITLE, svg)))
        embed = site / "embed" / key
        embed.mkdir(parents=True, exist_ok=True)
        (embed / "index.html").write_text(embed_page(key, site_url))
    card = preview_svg("The rules of Punto Banco", "from first principles, proved by code")
    (charts / f"{SITE_CARD}.png").write_bytes(png(card))


def on_post_build(config: Any) -> None:
    """MkDocs hook: the chart images, preview cards and embed pages, into the built site (the root edition's)."""
    if not is_root():
        return
    try:
        write_charts(Path(config.site_dir), config.site_url or "/")
    except ChartBuildError as error:
        raise PluginError(str(error)) from error
