"""Charts as standalone SVG, drawn from the rules data (in the spirit of python-chess's ``chess.svg``).

Every chart is real SVG text with a ``<title>`` and a ``<desc>`` that states the
whole rule in words, so it reads without the picture. Nothing is loaded: no
fonts, no images. Colours are presentation attributes, so a page may restyle
them (dark mode) with CSS classes; the words "Draw" and "Stand" carry the
meaning, never the colour alone.

    >>> svg = banker_chart_svg(highlight=(4, 3))
    >>> svg.startswith("<svg") and "Banker draws" in svg
    True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import RANK_POINTS, SUIT_SYMBOLS, Card
from .markup import escape
from .rules import (
    BANKER_ALWAYS_STANDS_ON,
    BANKER_DRAWS_ON,
    CARD_VALUES,
    banker_chart,
    player_actions,
    value_ranges,
)

__all__ = [
    "CHARTS",
    "Chart",
    "banker_chart_svg",
    "banker_compact_svg",
    "card_svg",
    "card_values_svg",
    "chart_svg",
    "player_chart_svg",
    "preview_svg",
    "svg_size",
]

FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
#: The light colours of a standalone chart, one rule per class; an embedding page may
#: leave this out and style the same classes itself (dark mode). WCAG AA contrast throughout.
STYLE = (
    ".page{fill:#fff}.title,.note{fill:#1f1f1f;font-weight:700}"
    ".c rect{stroke:#b8b8b8}.c text{fill:#1f1f1f}"
    ".head rect{fill:#1b5e20}.head text{fill:#fff;font-weight:700}"
    ".plain rect{fill:#fff}.draw rect{fill:#e3f2e5}.draw text{fill:#14401c}"
    ".stand rect{fill:#f1f1f1}.stand text{fill:#333}"
    ".bold text,.here text{font-weight:700}.here rect{stroke:#b3261e;stroke-width:4}"
)
ROW = 34  # row height, px
PAD = 14  # margin around the chart
TITLE = 30  # height of the title line
CHAR = 9.2  # width allowance per character at 15 px (DejaVu Sans is wide)


_RED_SUITS = frozenset({"h", "d"})


def card_svg(card: Card | None) -> str:
    """A playing card as inline SVG: rank and suit in two corners, a big suit in the middle.

    Hearts and diamonds are red (class ``red``), spades and clubs black; the page's
    stylesheet colours them, and the accessible name says the card in words. A card
    typed without a suit shows its rank alone, in a dashed outline. ``None`` is a
    card lying face down.

        >>> 'aria-label="8 of diamonds"' in card_svg(Card("8", "d"))
        True
        >>> 'aria-label="8, suit not given"' in card_svg(Card("8"))
        True
        >>> 'aria-label="a face-down card"' in card_svg(None)
        True

    Raises nothing.
    """
    box = '<svg viewBox="0 0 60 84" width="60" height="84" role="img"'
    if card is None:
        return (
            f'{box} class="bac-card-svg back" aria-label="a face-down card"><title>a face-down card</title>'
            '<rect class="edge" x="1" y="1" width="58" height="82" rx="6"/>'
            '<rect class="pattern" x="6" y="6" width="48" height="72" rx="3"/></svg>'
        )
    suit = SUIT_SYMBOLS[card.suit] if card.suit else ""
    name = card.name if card.suit else f"{card.name}, suit not given"
    colour = "red" if card.suit in _RED_SUITS else "black"
    corner = f'<tspan x="7" dy="0">{escape(card.rank)}</tspan>' + (
        f'<tspan x="7" dy="15" font-size="13">{suit}</tspan>' if suit else ""
    )
    middle = suit or escape(card.rank)
    return (
        f'{box} class="bac-card-svg {colour}{"" if suit else " suitless"}" aria-label="{escape(name)}">'
        f"<title>{escape(name)}</title>"
        '<rect class="edge" x="1" y="1" width="58" height="82" rx="6"/>'
        f'<text class="corner" x="7" y="19" text-anchor="start">{corner}</text>'
        f'<text class="corner" x="7" y="19" text-anchor="start" transform="rotate(180 30 42)">{corner}</text>'
        f'<text class="middle" x="30" y="{53 if suit else 51}" text-anchor="middle" '
        f'font-size="{30 if suit else 24}">{middle}</text></svg>'
    )


@dataclass(frozen=True, slots=True)
class Chart:
    """A chart's public name, its title, and how to draw it."""

    key: str
    title: str
    page: str  # the guide page and anchor that explain it


def _text_width(text: str) -> float:
    return len(text) * CHAR + 16


class _Drawing:
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


def _columns(widths: Sequence[float]) -> list[float]:
    """Left edges of columns with these widths, after the margin."""
    edges, x = [], float(PAD)
    for width in widths:
        edges.append(x)
        x += width
    return edges


def card_values_svg() -> str:
    """The card values: each rank's points, in one row (suits never matter)."""
    groups: dict[int, list[str]] = {}
    for rank, value in RANK_POINTS.items():
        groups.setdefault(value, []).append(rank)
    order = sorted(groups, key=lambda value: (value == 0, value))
    labels = [" ".join(groups[value]) for value in order]
    desc = "; ".join(f"{label.replace(' ', ', ')}: {value} point{'s' if value != 1 else ''}"
                     for label, value in zip(labels, order, strict=True))  # fmt: skip
    drawing = _Drawing("card-values", "Card values (suits never matter)", f"Card values. {desc}. Suits never matter.")
    widths = [86] + [max(52.0, _text_width(label)) for label in labels]
    xs, y = _columns(widths), float(PAD + TITLE)
    for line, (name, cells) in enumerate((("Card", labels), ("Points", [str(value) for value in order]))):
        top = y + line * ROW * 1.3
        drawing.cell(xs[0], top, widths[0], ROW * 1.3, [name], "head")
        for x, width, text in zip(xs[1:], widths[1:], cells, strict=True):
            drawing.cell(x, top, width, ROW * 1.3, [text], "plain", bold=line == 1)
    drawing.width, drawing.height = xs[-1] + widths[-1], y + 2 * ROW * 1.3
    return drawing.svg()


def player_chart_svg(*, row: int | None = None) -> str:
    """The Player's third-card chart; ``row`` (a two-card total) marks its line."""
    groups = player_actions()
    desc = "; ".join(f"Player {value_ranges(totals)}: {action.lower()}" for totals, action in groups)
    drawing = _Drawing(
        "player-chart", "The Player's third card", f"The Player's third card, by two-card total. {desc}."
    )
    widths = [210.0, 300.0]
    xs, y = _columns(widths), float(PAD + TITLE)
    drawing.cell(xs[0], y, widths[0], ROW, ["Player's two-card total"], "head")
    drawing.cell(xs[1], y, widths[1], ROW, ["Player"], "head")
    marked = None
    for index, (totals, action) in enumerate(groups, 1):
        here = row is not None and row in totals
        kind = "draw" if action == "Draws" else "stand"
        label = str(totals[0]) if len(totals) == 1 else f"{totals[0]}–{totals[-1]}"
        data = f' data-row="{totals[0]}"'
        drawing.cell(xs[0], y + index * ROW, widths[0], ROW, [label], "plain", data=data, bold=here)
        drawing.cell(xs[1], y + index * ROW, widths[1], ROW, [action], kind, data=data, here=here)
        marked = f"Marked: a Player total of {row}: {action.lower()}." if here else marked
    drawing.width, drawing.height = xs[-1] + widths[-1], y + (len(groups) + 1) * ROW
    if marked:
        drawing.note(marked)
    return drawing.svg()


def banker_compact_svg(*, row: int | None = None) -> str:
    """The Banker rule in compact form; ``row`` (a Banker total) marks its line."""
    heads = [
        ["Banker's", "two-card total"],
        ["If the Player", "stood"],
        ["If the Player drew: Banker draws", "when the third card is"],
        ["and stands", "when it is"],
    ]
    widths = [150.0, 130.0, 310.0, 170.0]
    drawing = _Drawing(
        "banker-compact",
        "The Banker's third card: compact form",
        f"The Banker's third card, compact form. {_banker_desc()}",
    )
    xs, y = _columns(widths), float(PAD + TITLE)
    for x, width, lines in zip(xs, widths, heads, strict=True):
        drawing.cell(x, y, width, ROW * 1.5, lines, "head")
    y += ROW * 1.5
    for line in banker_chart():
        total = line[0].banker_total
        draws_on = BANKER_DRAWS_ON[total]
        here = row == total
        texts = [
            (str(total), "plain"),
            ("Draws" if line[0].draws else "Stands", "draw" if line[0].draws else "stand"),
            (value_ranges(draws_on), "draw" if draws_on else "stand"),
            (value_ranges(set(CARD_VALUES) - draws_on), "stand" if set(CARD_VALUES) - draws_on else "draw"),
        ]
        for x, width, (text, kind) in zip(xs, widths, texts, strict=True):
            drawing.cell(x, y, width, ROW, [text], kind, data=f' data-row="{total}"', here=here and x != xs[0],
                         bold=here)  # fmt: skip
        y += ROW
    drawing.width, drawing.height = xs[-1] + widths[-1], y
    if row is not None and row in BANKER_DRAWS_ON:
        drawing.note(f"Marked: the row for a Banker total of {row}.")
    return drawing.svg()


def _banker_desc() -> str:
    """The Banker rule in words, one sentence per Banker total (the chart's text alternative)."""
    lines = []
    for line in banker_chart():
        total = line[0].banker_total
        draws_on = BANKER_DRAWS_ON[total]
        stood = "draws" if line[0].draws else "stands"
        if not draws_on:
            drew = "stands whatever the Player's third card"
        elif draws_on == set(CARD_VALUES):
            drew = "draws whatever the Player's third card"
        else:
            drew = f"draws when the Player's third card is {value_ranges(draws_on)}, else stands"
        lines.append(f"Banker {total}: if the Player stood, {stood}; if the Player drew, {drew}.")
    return " ".join(lines) + f" Banker always stands on {BANKER_ALWAYS_STANDS_ON}, and nobody draws after a natural."


def _third_name(third: int | None) -> str:
    return "the Player stood" if third is None else f"Player's third card {third}"


def banker_chart_svg(*, highlight: tuple[int, int | None] | None = None, row: int | None = None) -> str:
    """The full Banker grid: Banker total 0–7 by "Player stood" and the Player's third card 0–9.

    ``highlight`` marks one cell (Banker total, third-card value or ``None`` for
    "Player stood") and ``row`` one row; both are named in words under the chart.

        >>> 'data-cell="3,8"' in banker_chart_svg()
        True

    Raises nothing.
    """
    drawing = _Drawing(
        "banker-chart", "The Banker's third card: every case", f"The Banker's third card. {_banker_desc()}"
    )
    first, stood, value = 100.0, 96.0, 58.0
    widths: list[float] = [first, stood, *([value] * len(CARD_VALUES))]
    xs, y = _columns(widths), float(PAD + TITLE)
    drawing.cell(xs[0], y, first, ROW * 2, ["Banker", "total"], "head")
    drawing.cell(xs[1], y, stood, ROW * 2, ["Player", "stood"], "head")
    drawing.cell(xs[2], y, value * len(CARD_VALUES), ROW, ["Player drew, and the third card counts"], "head")
    for x, card_value in zip(xs[2:], CARD_VALUES, strict=True):
        drawing.cell(x, y + ROW, value, ROW, [str(card_value)], "head")
    y += 2 * ROW
    marked_row = highlight[0] if highlight else row
    note = None
    for line in banker_chart():
        total = line[0].banker_total
        in_row = marked_row == total
        drawing.cell(xs[0], y, first, ROW, [str(total)], "plain", data=f' data-row="{total}"', bold=in_row)
        for x, width, decision in zip(xs[1:], widths[1:], line, strict=True):
            third = "stood" if decision.player_third is None else str(decision.player_third)
            here = highlight is not None and highlight == (total, decision.player_third)
            word = "Draw" if decision.draws else "Stand"
            drawing.cell(
                x, y, width, ROW, [word], word.lower(), data=f' data-cell="{total},{third}"', here=here, bold=in_row
            )
            if here:
                action = "Banker draws" if decision.draws else "Banker stands"
                note = f"Marked: Banker {total}, {_third_name(decision.player_third)}: {action}."
        y += ROW
    drawing.width, drawing.height = xs[-1] + widths[-1], y
    if note is None and row is not None and row in BANKER_DRAWS_ON:
        note = f"Marked: the row for a Banker total of {row}."
    if note:
        drawing.note(note)
    return drawing.svg()


#: The published charts, by the file name they are served under (``/charts/<key>.svg``).
CHARTS: dict[str, Chart] = {
    chart.key: chart
    for chart in (
        Chart("card-values", "Card values (suits never matter)", "rules/card-values/#card-values"),
        Chart("player-chart", "The Player's third card", "rules/player/#player-chart"),
        Chart("banker-compact", "The Banker's third card: compact form", "rules/banker/#banker-compact"),
        Chart("banker-chart", "The Banker's third card: every case", "rules/banker/#banker-chart"),
    )
}

_DRAW = {
    "card-values": card_values_svg,
    "player-chart": player_chart_svg,
    "banker-compact": banker_compact_svg,
    "banker-chart": banker_chart_svg,
}


def chart_svg(key: str, *, style: bool = True) -> str:
    """A published chart by key (see :data:`CHARTS`); without ``style``, the page showing it styles its classes.

        >>> chart_svg("player-chart").count("<title")
        1
        >>> "<style>" in chart_svg("player-chart", style=False)
        False

    Raises :class:`KeyError` for an unknown key.
    """
    svg = _DRAW[key]()
    return svg if style else svg.replace(f"<style>{STYLE}</style>", "", 1)


def svg_size(svg: str) -> tuple[int, int]:
    """The width and height of a drawing made here, in pixels.

        >>> svg_size(player_chart_svg())
        (538, 194)

    Raises :class:`ValueError` for a string that is not one of these drawings.
    """
    head = svg.partition(">")[0]
    return int(head.split(' width="')[1].split('"')[0]), int(head.split(' height="')[1].split('"')[0])


def _inner(svg: str) -> tuple[float, float, str]:
    """Width, height and contents of a chart drawn here (the outer ``<svg>`` tag removed)."""
    width, height = svg_size(svg)
    return width, height, svg.partition(">")[2].removesuffix("</svg>")


def preview_svg(title: str, subtitle: str, chart: str | None = None) -> str:
    """A 1200×630 link-preview card: the site's name, a title, and a chart scaled to fit (or none).

        >>> 'viewBox="0 0 1200 630"' in preview_svg("Baccarat, explained", "The rules")
        True

    Raises nothing.
    """
    width, height = 1200, 630
    band = 124
    body = ""
    if chart is not None:
        w, h, inner = _inner(chart)
        body = (
            f'<svg x="40" y="{band + 24}" width="{width - 80}" height="{height - band - 48}" '
            f'viewBox="0 0 {w:g} {h:g}" preserveAspectRatio="xMidYMid meet" font-family="{FONT}" '
            f'font-size="15" text-anchor="middle">{inner}</svg>'
        )
    else:
        lines = ["Card values and scores", "The Player's and the Banker's third card", "Exact odds and payouts",
                 "A live dealer that explains every step"]  # fmt: skip
        body = "".join(
            f'<text x="80" y="{band + 110 + 70 * i}" font-size="40" fill="#1f1f1f">• {escape(line)}</text>'
            for i, line in enumerate(lines)
        )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
        f'font-family="{FONT}"><rect width="{width}" height="{height}" fill="#fff"/>'
        f'<rect width="{width}" height="{band}" fill="#1b5e20"/>'
        f'<text x="40" y="52" font-size="30" fill="#fff">Baccarat, explained</text>'
        f'<text x="40" y="100" font-size="38" font-weight="700" fill="#fff">{escape(title)}</text>'
        f'<text x="{width - 40}" y="52" font-size="22" text-anchor="end" fill="#fff">'
        f"{escape(subtitle)}</text>{body}</svg>"
    )


ROAD_KINDS = ("bead-plate", "big-road", "big-eye-boy", "small-road", "cockroach-pig")
_ROAD_INK = {"B": "#b3261e", "P": "#1f4fbf", "T": "#1b5e20", "red": "#b3261e", "blue": "#1f4fbf"}
_CELL = 22


def road_svg(kind: str, results: str, *, rows: int = 6, cells: bool = False) -> str:
    """One scoreboard road drawn from results (``B``, ``P``, ``T``), as a board shows it.

    Colour is never the only cue: the bead plate writes B, P and T; the big road rings
    Banker in red and Player in blue, and the derived roads draw red marks filled and
    blue marks hollow. The ``<desc>`` lists what the road shows, in words.

        >>> 'Banker' in road_svg("big-road", "BPPTB")
        True

    With ``cells`` the road is a list whose every mark is an item named in words
    (``coup 12: Banker, 1 tie``), for the live widget; otherwise one image.

    Raises :class:`KeyError` for an unknown kind; results are checked by :mod:`baccarat.roads`.
    """
    from . import roads  # drawing needs the road rules; importing them here keeps this module light

    names = {"bead-plate": "Bead plate", "big-road": "Big road"}
    names |= {kind: name.capitalize() for kind, name in zip(ROAD_KINDS[2:], roads.DERIVED_ROADS.values(), strict=True)}
    marks: list[tuple[int, int, str]] = []
    if kind == "bead-plate":
        beads = roads.bead_plate(results, rows=rows)
        for cell in beads:
            ink = _ROAD_INK[cell.result]
            marks.append((cell.column, cell.row, (
                f'<circle r="9" fill="{ink}"/><text y="4.5" fill="#fff" font-size="12" font-weight="700">'
                f"{cell.result}</text><title>coup {cell.coup}: {roads.RESULT_NAMES[cell.result]}</title>"
            )))  # fmt: skip
        desc = "Every result in order, ties included: " + (" ".join(c.result for c in beads) or "none yet") + "."
    elif kind == "big-road":
        placed = roads.big_road_grid(results, rows=rows)
        for column, row, entry in placed:
            ink = _ROAD_INK[entry.winner]
            tie = '<line x1="-7" y1="7" x2="7" y2="-7" stroke="#1b5e20" stroke-width="2.5"/>' if entry.ties else ""
            count = f'<text y="4" font-size="10" fill="#1b5e20">{entry.ties}</text>' if entry.ties > 1 else ""
            marks.append((column, row, (
                f'<circle r="8" fill="none" stroke="{ink}" stroke-width="3"/>{tie}{count}'
                f"<title>{escape(entry.name)}</title>"
            )))  # fmt: skip
        desc = "Wins in order, a column per streak: " + (
            "; ".join(escape(entry.name) for _, _, entry in placed) or "none yet"
        ) + "."  # fmt: skip
    else:
        k = ROAD_KINDS.index(kind) - 1
        columns: list[list[tuple[int, str]]] = []
        for entry, mark in roads.derived_marks(results, k):
            if columns and columns[-1][-1][1] == mark:
                columns[-1].append((entry.coup, mark))
            else:
                columns.append([(entry.coup, mark)])
        for where, in_column in zip(roads.grid((len(c) for c in columns), rows=rows), columns, strict=True):
            for (c, r), (coup, mark) in zip(where, in_column, strict=True):
                fill = _ROAD_INK[mark] if mark == "red" else "none"
                marks.append((c, r, (
                    f'<circle r="7" fill="{fill}" stroke="{_ROAD_INK[mark]}" stroke-width="3"/>'
                    f"<title>coup {coup}: {mark}{' (filled)' if mark == 'red' else ' (hollow)'}</title>"
                )))  # fmt: skip
        flat = [mark for in_column in columns for _, mark in in_column]
        desc = "Marks in order (red filled, blue hollow): " + (", ".join(flat) or "none yet") + "."
    width = (max((c for c, _, _ in marks), default=-1) + 2) * _CELL
    height = rows * _CELL
    lines = "".join(f'<line x1="{x}" y1="0" x2="{x}" y2="{height}"/>' for x in range(0, width + 1, _CELL))
    lines += "".join(f'<line x1="0" y1="{y}" x2="{width}" y2="{y}"/>' for y in range(0, height + 1, _CELL))
    title = names[kind]
    if cells:  # each mark an item named by its <title>; the grid is decoration
        item, role = ' role="listitem"', f'role="list" aria-label="{escape(title)}"'
        head = f'<rect width="{width}" height="{height}" fill="#fff" aria-hidden="true"/>'
    else:
        item, role = "", f'role="img" aria-label="{escape(title)}: {escape(desc)}"'
        head = f"<title>{escape(title)}</title><desc>{escape(desc)}</desc>"
        head += f'<rect width="{width}" height="{height}" fill="#fff"/>'
    body = "".join(
        f'<g{item} transform="translate({c * _CELL + _CELL // 2} {r * _CELL + _CELL // 2})">{inner}</g>'
        for c, r, inner in marks
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'{role} class="bac-road" data-road="{kind}" font-family="{FONT}" text-anchor="middle">'
        f'{head}<g stroke="#d0d0d0" aria-hidden="true">{lines}</g>{body}</svg>'
    )
