"""The SVG kit every drawing uses: a chart's cells and notes, its size, and link-preview cards.

Drawings are real SVG text with a ``<title>`` and a ``<desc>``: nothing is loaded, no
fonts, no images. Colours are presentation classes, so a page may restyle them (dark
mode); words carry the meaning, never the colour alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import words
from .markup import FONT, escape
from .palette import CELL_INK, FELT, SIDE_INK, TEXT

__all__ = ["CHAR", "PAD", "ROW", "STYLE", "TITLE", "Drawing", "columns", "preview_svg", "svg_size", "text_width"]

#: The light colours of a standalone chart, one rule per class; an embedding page may
#: leave this out and style the same classes itself (dark mode). WCAG AA contrast throughout.
STYLE = (
    f".page{{fill:#fff}}.title,.note{{fill:{TEXT};font-weight:700}}"
    f".c rect{{stroke:#b8b8b8}}.c text{{fill:{TEXT}}}"
    f".head rect{{fill:{FELT}}}"
    ".head text{fill:#fff;font-weight:700}"
    ".plain rect{fill:#fff}"
    f".draw rect{{fill:{CELL_INK['light']['draw']}}}.draw text{{fill:{CELL_INK['light']['draw-fg']}}}"
    f".stand rect{{fill:{CELL_INK['light']['stand']}}}.stand text{{fill:{CELL_INK['light']['stand-fg']}}}"
    f".bold text,.here text{{font-weight:700}}.here rect{{stroke:{SIDE_INK['banker']};stroke-width:4}}"
)
ROW = 34  # row height, px
PAD = 14  # margin around the chart
TITLE = 30  # height of the title line
CHAR = 9.2  # width allowance per character at 15 px (DejaVu Sans is wide)
WIDE = 15.0  # a Chinese character (or full-width punctuation) is a whole em wide
_WIDE_FROM = 0x2E80  # where East Asian scripts (and their punctuation) begin


def text_width(text: str) -> float:
    """Room for ``text`` in a cell, margins included (an allowance: no font is measured).

        >>> text_width("Card"), text_width("牌值")
        (52.8, 46.0)

    Raises nothing.
    """
    wide = sum(1 for char in text if ord(char) >= _WIDE_FROM)
    return (len(text) - wide) * CHAR + wide * WIDE + 16


class Drawing:
    """Collects SVG elements for one chart; :meth:`svg` wraps them."""

    def __init__(self, key: str, title: str, desc: str) -> None:
        self.key, self.title, self.desc = key, title, desc
        self.parts: list[str] = []
        self.marked: list[str] = []
        self.width = 0.0
        self.height = 0.0

    def cell(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        lines: Sequence[str],
        kind: str,
        *,
        data: str = "",
        here: bool = False,
        bold: bool = False,
    ) -> None:
        """One cell: a box and centred text, as a group other code can find by ``data``."""
        classes = f"c {kind}" + (" here" if here else "") + (" bold" if bold else "")
        first = y + h / 2 - (len(lines) - 1) * 9 + 5
        text = "".join(
            f'<text x="{x + w / 2:g}" y="{first + 18 * i:g}">{escape(line)}</text>' for i, line in enumerate(lines)
        )
        group = f'<g class="{classes}"{data}><rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}"/>{text}</g>'
        # A marked cell is drawn last, so that its neighbours never paint over its outline.
        (self.marked if here else self.parts).append(group)

    def note(self, text: str) -> None:
        """A line of words under the chart (what is marked, in words as well as by the outline)."""
        self.parts.append(
            f'<text class="note" x="{PAD}" y="{self.height + 22:g}" text-anchor="start">{escape(text)}</text>'
        )
        self.height += 32

    def svg(self) -> str:
        width, height = round(self.width + PAD), round(self.height + PAD)
        ids = f"{self.key}-title {self.key}-desc"
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
            f'height="{height}" role="img" aria-labelledby="{ids}" class="bac-chart" data-chart="{self.key}" '
            f'font-family="{FONT}" font-size="15" text-anchor="middle">'
            f'<title id="{self.key}-title">{escape(self.title)}</title>'
            f'<desc id="{self.key}-desc">{escape(self.desc)}</desc>'
            + f"<style>{STYLE}</style>"
            + f'<rect class="page" width="{width}" height="{height}"/>'
            f'<text class="title" x="{PAD}" y="{PAD + 18}" text-anchor="start" font-size="18">'
            f"{escape(self.title)}</text>"
            f"{''.join(self.parts + self.marked)}</svg>"
        )


def columns(widths: Sequence[float]) -> list[float]:
    """Left edges of columns with these widths, after the margin."""
    edges, x = [], float(PAD)
    for width in widths:
        edges.append(x)
        x += width
    return edges


def svg_size(svg: str) -> tuple[int, int]:
    """The width and height of a drawing made here, in pixels.

        >>> svg_size('<svg xmlns="http://www.w3.org/2000/svg" width="538" height="194">')
        (538, 194)

    Raises :class:`ValueError` for a string that is not one of these drawings.
    """
    head = svg.partition(">")[0]
    try:
        return int(head.split(' width="')[1].split('"')[0]), int(head.split(' height="')[1].split('"')[0])
    except (IndexError, ValueError):
        raise ValueError(f"not a drawing made here: {head[:40]!r}") from None


def _inner(svg: str) -> tuple[float, float, str]:
    """Width, height and contents of a chart drawn here (the outer ``<svg>`` tag removed)."""
    width, height = svg_size(svg)
    return width, height, svg.partition(">")[2].removesuffix("</svg>")


def preview_svg(title: str, subtitle: str, chart: str | None = None, *, lang: str = "en") -> str:
    """A 1200×630 link-preview card: the site's name, a title, and a chart scaled to fit (or none), in ``lang``.

        >>> 'viewBox="0 0 1200 630"' in preview_svg("Baccarat, explained", "The rules")
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    width, height = 1200, 630
    band = 124
    body = ""
    if chart is not None:
        chart_width, chart_height, inner = _inner(chart)
        body = (
            f'<svg x="40" y="{band + 24}" width="{width - 80}" height="{height - band - 48}" '
            f'viewBox="0 0 {chart_width:g} {chart_height:g}" preserveAspectRatio="xMidYMid meet" font-family="{FONT}" '
            f'font-size="15" text-anchor="middle">{inner}</svg>'
        )
    else:
        lines = [w("Card values and scores"), w("The Player's and the Banker's third card"),
                 w("Exact odds and payouts"), w("A live dealer that explains every step")]  # fmt: skip
        body = "".join(
            f'<text x="80" y="{band + 110 + 70 * i}" font-size="40" fill="{TEXT}">• {escape(line)}</text>'
            for i, line in enumerate(lines)
        )
    # Translators: the site's name.
    site = w("Baccarat, explained")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
        f'font-family="{FONT}"><rect width="{width}" height="{height}" fill="#fff"/>'
        f'<rect width="{width}" height="{band}" fill="{FELT}"/>'
        f'<text x="40" y="52" font-size="30" fill="#fff">{escape(site)}</text>'
        f'<text x="40" y="100" font-size="38" font-weight="700" fill="#fff">{escape(title)}</text>'
        f'<text x="{width - 40}" y="52" font-size="22" text-anchor="end" fill="#fff">'
        f"{escape(subtitle)}</text>{body}</svg>"
    )
