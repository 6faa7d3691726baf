"""The guide's charts, each derived once from the rules as a model, then drawn as an HTML table and as SVG.

A :class:`ChartModel` holds what a chart says (its rows, their words and whether a
cell means draw or stand); :func:`player_chart_table` and :func:`player_chart_svg`
(and their kin) only lay it out. The SVG is standalone, in the spirit of
python-chess's ``chess.svg``: every drawing has a ``<desc>`` that states the whole
rule in words, so it reads without the picture.

    >>> svg = banker_chart_svg(highlight=(4, 3))
    >>> svg.startswith("<svg") and "Banker draws" in svg
    True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from ..cards import RANK_POINTS
from ..errors import counted
from ..rules import (
    BANKER_ALWAYS_STANDS_ON,
    BANKER_DRAWS_ON,
    CARD_VALUES,
    banker_chart,
    player_actions,
    value_ranges,
)
from .drawing import PAD, ROW, STYLE, TITLE, Drawing, columns, preview_svg, svg_size, text_width
from .markup import attrs, escape, row_html, table_html

__all__ = [
    "CHARTS",
    "Cell",
    "Chart",
    "ChartModel",
    "Row",
    "banker_chart_svg",
    "banker_compact_svg",
    "banker_compact_table",
    "banker_grid_table",
    "card_values_svg",
    "card_values_table",
    "chart_model",
    "chart_svg",
    "player_chart_svg",
    "player_chart_table",
    "preview_svg",
    "svg_size",
]


@dataclass(frozen=True, slots=True)
class Chart:
    """A published chart: its public name, its title, and the guide page and anchor that explain it."""

    key: str
    title: str
    page: str


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


# The models are named tuples, not dataclasses: the browser's Python imports this module at start,
# and a named tuple is several times quicker to define.
class Cell(NamedTuple):
    """One cell of a chart: its words and what it means (``"draw"``, ``"stand"`` or ``"plain"``)."""

    text: str
    kind: str = "plain"


class Row(NamedTuple):
    """One row: its header, the totals it stands for, and its cells.

    ``short`` is the header where a drawing has little room (the rank ``A`` for an ace).
    """

    label: str
    totals: tuple[int, ...]
    cells: tuple[Cell, ...]
    short: str = ""

    @property
    def drawn(self) -> str:
        """The header as a drawing writes it."""
        return self.short or self.label


class ChartModel(NamedTuple):
    """What a chart says, derived from the rules once: its key, title, caption, column heads and rows.

    ``columns`` names each cell column where a cell is looked up by position (the
    Banker grid: ``None`` for "Player stood", then the Player's third card 0–9).
    """

    key: str
    title: str
    caption: str
    head: tuple[str, ...]
    rows: tuple[Row, ...]
    columns: tuple[int | None, ...] = ()


def _draw_or_stand(draws: bool) -> str:
    return "draw" if draws else "stand"


@cache
def chart_model(key: str) -> ChartModel:
    """The model of a published chart (see :data:`CHARTS`), derived from the rules.

        >>> [row.label for row in chart_model("player-chart").rows]
        ['0–5', '6–7', '8–9']
        >>> chart_model("banker-chart").rows[3].cells[1 + 8]
        Cell(text='Stand', kind='stand')

    Raises :class:`KeyError` for an unknown key.
    """
    return _MODELS[key]()


def _card_values() -> ChartModel:
    by_points: dict[int, list[str]] = {}
    for rank, value in RANK_POINTS.items():
        by_points.setdefault(value, []).append(rank)
    names = {"A": "Ace"}
    rows = tuple(
        Row(", ".join(names.get(rank, rank) for rank in ranks), (value,), (Cell(str(value)),), short=" ".join(ranks))
        for value, ranks in sorted(by_points.items(), key=lambda item: (item[0] == 0, item[0]))
    )
    title = CHARTS["card-values"].title
    return ChartModel("card-values", title, title, ("Card", "Points"), rows)


def _player_chart() -> ChartModel:
    rows = tuple(
        Row(
            str(totals[0]) if len(totals) == 1 else f"{totals[0]}–{totals[-1]}",
            tuple(totals),
            (Cell(action, _draw_or_stand(action == "Draws")),),
        )
        for totals, action in player_actions()
    )
    return ChartModel(
        "player-chart",
        CHARTS["player-chart"].title,
        "The Player's third card, by the Player's two-card total",
        ("Player's two-card total", "Player"),
        rows,
    )


def _banker_compact() -> ChartModel:
    rows = []
    for line in banker_chart():
        total = line[0].banker_total
        draws_on = BANKER_DRAWS_ON[total]
        stands_on = set(CARD_VALUES) - draws_on
        cells = (
            Cell("Draws" if line[0].draws else "Stands", _draw_or_stand(line[0].draws)),
            Cell(value_ranges(draws_on), _draw_or_stand(bool(draws_on))),
            Cell(value_ranges(stands_on), _draw_or_stand(not stands_on)),
        )
        rows.append(Row(str(total), (total,), cells))
    return ChartModel(
        "banker-compact",
        CHARTS["banker-compact"].title,
        f"The Banker's third card: compact form. Banker stands on {BANKER_ALWAYS_STANDS_ON} "
        "and does not draw after any natural.",
        (
            "Banker's two-card total",
            "If the Player stood",
            "If the Player drew: Banker draws when the Player's third card is",
            "and stands when it is",
        ),
        tuple(rows),
    )


def _banker_grid() -> ChartModel:
    rows = tuple(
        Row(
            str(line[0].banker_total),
            (line[0].banker_total,),
            tuple(Cell(word, word.lower()) for word in ("Draw" if cell.draws else "Stand" for cell in line)),
        )
        for line in banker_chart()
    )
    return ChartModel(
        "banker-chart",
        CHARTS["banker-chart"].title,
        f"The Banker's third card: every case. Banker stands on {BANKER_ALWAYS_STANDS_ON}, "
        "and nobody draws after a natural.",
        ("Banker total", "Player stood", "Player drew, and the third card counts"),
        rows,
        columns=(None, *CARD_VALUES),
    )


_MODELS = {
    "card-values": _card_values,
    "player-chart": _player_chart,
    "banker-compact": _banker_compact,
    "banker-chart": _banker_grid,
}


# ── As HTML tables ───────────────────────────────────────────────────────


def _plain_table(model: ChartModel, anchor: str) -> str:
    rows = (row_html(row.label, *(cell.text for cell in row.cells)) for row in model.rows)
    return table_html(model.caption, model.head, rows, id=anchor)


def card_values_table() -> str:
    """The card value table (anchor ``#card-values``), generated from the rank values."""
    return _plain_table(chart_model("card-values"), "card-values")


def player_chart_table() -> str:
    """The Player's third-card chart (anchor ``#player-chart``)."""
    return _plain_table(chart_model("player-chart"), "player-chart")


def banker_compact_table() -> str:
    """The Banker rule in compact form (anchor ``#banker-compact``)."""
    return _plain_table(chart_model("banker-compact"), "banker-compact")


def banker_grid_table(
    *, highlight: tuple[int, int | None] | None = None, anchors: bool = True, compact: bool = False
) -> str:
    """The full Banker grid: Banker total 0–7 by "Player stood" and the Player's third card 0–9.

    With ``anchors`` the table is ``#banker-chart`` and each row ``#banker-N``
    (public link targets). ``highlight`` marks one cell (Banker total, Player's
    third-card value or ``None`` for "Player stood") and its row, in words as
    well as style. ``compact`` writes D and S (explained in the caption), to fit
    beside a worked coup.
    """
    model = chart_model("banker-chart")
    first, stood, drew = model.head
    values = model.columns[1:]
    numbers = "".join(f'<th scope="col">{value}</th>' for value in values)
    head = (
        f'<thead><tr><th scope="col" rowspan="2">{escape(first)}</th>'
        f'<th scope="col" rowspan="2">{escape(stood)}</th>'
        f'<th scope="colgroup" colspan="{len(values)}">{escape(drew)}</th></tr>'
        f"<tr>{numbers}</tr></thead>"
    )
    rows = []
    for row in model.rows:
        total = row.totals[0]
        in_row = highlight is not None and highlight[0] == total
        cells = []
        for column, cell in zip(model.columns, row.cells, strict=True):
            here = in_row and highlight is not None and highlight[1] == column
            classes = f"bac-{cell.kind}" + (" bac-here" if here else "")
            marker = '<span class="bac-sr"> (this coup)</span>' if here else ""
            cells.append(f'<td class="{classes}">{cell.text[0] if compact else cell.text}{marker}</td>')
        attributes = attrs(id=f"banker-{total}" if anchors else None, class_="bac-here-row" if in_row else None)
        rows.append(f'<tr{attributes}><th scope="row">{row.label}</th>{"".join(cells)}</tr>')
    caption = "The Banker's third card (D: Banker draws; S: Banker stands)" if compact else model.caption
    attributes = attrs(id="banker-chart" if anchors else None, class_="bac-grid bac-compact" if compact else "bac-grid")
    return f"<table{attributes}><caption>{escape(caption)}</caption>{head}<tbody>{''.join(rows)}</tbody></table>"


# ── As SVG ───────────────────────────────────────────────────────────────


def card_values_svg() -> str:
    """The card values: each rank's points, in one row (suits never matter)."""
    model = chart_model("card-values")
    labels = [row.drawn for row in model.rows]
    order = [row.totals[0] for row in model.rows]
    desc = "; ".join(f"{label.replace(' ', ', ')}: {counted(value, 'point')}"
                     for label, value in zip(labels, order, strict=True))  # fmt: skip
    drawing = Drawing(model.key, model.title, f"Card values. {desc}. Suits never matter.")
    widths = [86] + [max(52.0, text_width(label)) for label in labels]
    xs, y = columns(widths), float(PAD + TITLE)
    for line, (name, cells) in enumerate(zip(model.head, (labels, [str(value) for value in order]), strict=True)):
        top = y + line * ROW * 1.3
        drawing.cell(xs[0], top, widths[0], ROW * 1.3, [name], "head")
        for x, width, text in zip(xs[1:], widths[1:], cells, strict=True):
            drawing.cell(x, top, width, ROW * 1.3, [text], "plain", bold=line == 1)
    drawing.width, drawing.height = xs[-1] + widths[-1], y + 2 * ROW * 1.3
    return drawing.svg()


def player_chart_svg(*, row: int | None = None) -> str:
    """The Player's third-card chart; ``row`` (a two-card total) marks its line."""
    model = chart_model("player-chart")
    desc = "; ".join(f"Player {value_ranges(line.totals)}: {line.cells[0].text.lower()}" for line in model.rows)
    drawing = Drawing(model.key, model.title, f"The Player's third card, by two-card total. {desc}.")
    widths = [210.0, 300.0]
    xs, y = columns(widths), float(PAD + TITLE)
    for x, width, head in zip(xs, widths, model.head, strict=True):
        drawing.cell(x, y, width, ROW, [head], "head")
    marked = None
    for index, line in enumerate(model.rows, 1):
        here = row is not None and row in line.totals
        (action,) = line.cells
        data = f' data-row="{line.totals[0]}"'
        drawing.cell(xs[0], y + index * ROW, widths[0], ROW, [line.drawn], "plain", data=data, bold=here)
        drawing.cell(xs[1], y + index * ROW, widths[1], ROW, [action.text], action.kind, data=data, here=here)
        marked = f"Marked: a Player total of {row}: {action.text.lower()}." if here else marked
    drawing.width, drawing.height = xs[-1] + widths[-1], y + (len(model.rows) + 1) * ROW
    if marked:
        drawing.note(marked)
    return drawing.svg()


def banker_compact_svg(*, row: int | None = None) -> str:
    """The Banker rule in compact form; ``row`` (a Banker total) marks its line."""
    model = chart_model("banker-compact")
    # The table's heads, broken over two lines to fit.
    heads = [
        ["Banker's", "two-card total"],
        ["If the Player", "stood"],
        ["If the Player drew: Banker draws", "when the third card is"],
        ["and stands", "when it is"],
    ]
    widths = [150.0, 130.0, 310.0, 170.0]
    drawing = Drawing(model.key, model.title, f"The Banker's third card, compact form. {_banker_desc()}")
    xs, y = columns(widths), float(PAD + TITLE)
    for x, width, lines in zip(xs, widths, heads, strict=True):
        drawing.cell(x, y, width, ROW * 1.5, lines, "head")
    y += ROW * 1.5
    for line in model.rows:
        total = line.totals[0]
        here = row == total
        cells = (Cell(line.drawn), *line.cells)
        for x, width, cell in zip(xs, widths, cells, strict=True):
            drawing.cell(x, y, width, ROW, [cell.text], cell.kind, data=f' data-row="{total}"',
                         here=here and x != xs[0], bold=here)  # fmt: skip
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


def banker_chart_svg(
    *, highlight: tuple[int, int | None] | None = None, row: int | None = None, letters: bool = False
) -> str:
    """The full Banker grid: Banker total 0–7 by "Player stood" and the Player's third card 0–9.

    ``highlight`` marks one cell (Banker total, third-card value or ``None`` for
    "Player stood") and ``row`` one row; both are named in words under the chart.
    With ``letters`` each cell says D or S (a key under the grid says which is which), in a drawing
    narrow enough to keep its text at a readable size on a phone.

        >>> 'data-cell="3,8"' in banker_chart_svg()
        True
        >>> svg_size(banker_chart_svg(letters=True))[0] <= 380
        True

    Raises nothing.
    """
    model = chart_model("banker-chart")
    drawing = Drawing(model.key, model.title, f"The Banker's third card. {_banker_desc()}")
    values = model.columns[1:]
    first, stood, value = (66.0, 66.0, 22.0) if letters else (100.0, 96.0, 58.0)
    widths: list[float] = [first, stood, *([value] * len(values))]
    xs, y = columns(widths), float(PAD + TITLE)
    group = ROW * 1.5 if letters else ROW
    drawing.cell(xs[0], y, first, group + ROW, ["Banker", "total"], "head")
    drawing.cell(xs[1], y, stood, group + ROW, ["Player", "stood"], "head")
    drawing.cell(xs[2], y, value * len(values), group,
                 ["Player drew: its", "third card counts"] if letters else [model.head[2]], "head")  # fmt: skip
    for x, card_value in zip(xs[2:], values, strict=True):
        drawing.cell(x, y + group, value, ROW, [str(card_value)], "head")
    y += group + ROW
    marked_row = highlight[0] if highlight else row
    note = None
    for line in model.rows:
        total = line.totals[0]
        in_row = marked_row == total
        drawing.cell(xs[0], y, first, ROW, [line.drawn], "plain", data=f' data-row="{total}"', bold=in_row)
        for x, width, column, cell in zip(xs[1:], widths[1:], model.columns, line.cells, strict=True):
            third = "stood" if column is None else str(column)
            here = highlight is not None and highlight == (total, column)
            drawing.cell(
                x, y, width, ROW, [cell.text[0] if letters else cell.text], cell.kind,
                data=f' data-cell="{total},{third}"', here=here, bold=in_row,
            )  # fmt: skip
            if here:
                note = f"Marked: Banker {total}, {_third_name(column)}: Banker {cell.text.lower()}s."
        y += ROW
    drawing.width, drawing.height = xs[-1] + widths[-1], y
    if letters:
        drawing.note("D: the Banker draws.")
        drawing.note("S: the Banker stands.")
    if note is None and row is not None and row in BANKER_DRAWS_ON:
        note = f"Marked: the row for a Banker total of {row}."
    if note:
        drawing.note(note)
    return drawing.svg()


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
        >>> svg_size(chart_svg("player-chart"))
        (538, 194)

    Raises :class:`KeyError` for an unknown key.
    """
    svg = _DRAW[key]()
    return svg if style else svg.replace(f"<style>{STYLE}</style>", "", 1)
