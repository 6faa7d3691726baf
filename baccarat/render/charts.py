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
from ..coup import then
from ..i18n import Words, mark, words
from ..rules import (
    BANKER_ALWAYS_STANDS_ON,
    BANKER_DRAWS_ON,
    CARD_VALUES,
    PLAYER_DRAWS_ON,
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
    "grid_key",
    "grid_letter",
    "player_chart_svg",
    "player_chart_table",
    "preview_svg",
    "svg_size",
]


@dataclass(frozen=True, slots=True)
class Chart:
    """A published chart: its public name, its title (in English: :meth:`title_in` says it in another
    language), and the guide page and anchor that explain it."""

    key: str
    title: str
    page: str

    def title_in(self, lang: str) -> str:
        """The title in ``lang``.

            >>> CHARTS["player-chart"].title_in("en")
            "The Player's third card"

        Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
        """
        return words(lang)(self.title)


#: The published charts, by the file name they are served under (``/charts/<key>.svg``).
CHARTS: dict[str, Chart] = {
    chart.key: chart
    for chart in (
        Chart("card-values", mark("Card values (suits never matter)"), "rules/card-values/#card-values"),
        Chart("player-chart", mark("The Player's third card"), "rules/player/#player-chart"),
        Chart("banker-compact", mark("The Banker's third card: compact form"), "rules/banker/#banker-compact"),
        Chart("banker-chart", mark("The Banker's third card: every case"), "rules/banker/#banker-chart"),
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
    """What a chart says, derived from the rules once: its key, title, caption, column heads and rows
    (the words in one language).

    ``columns`` names each cell column where a cell is looked up by position (the
    Banker grid: ``None`` for "Player stood", then the Player's third card 0–9). ``groups`` (a title and
    how many columns it spans, each) head the columns above ``head``, which then names only the columns
    of groups wider than one (as :func:`~baccarat.render.markup.table_html` takes them).
    """

    key: str
    title: str
    caption: str
    head: tuple[str, ...]
    rows: tuple[Row, ...]
    columns: tuple[int | None, ...] = ()
    groups: tuple[tuple[str, int], ...] = ()


def _draw_or_stand(draws: bool) -> str:
    return "draw" if draws else "stand"


@cache
def chart_model(key: str, *, lang: str = "en") -> ChartModel:
    """The model of a published chart (see :data:`CHARTS`), derived from the rules, in ``lang``.

        >>> [row.label for row in chart_model("player-chart").rows]
        ['0–5', '6–7', '8–9']
        >>> chart_model("banker-chart").rows[3].cells[1 + 8]
        Cell(text='Stand', kind='stand')

    Raises :class:`KeyError` for an unknown key, and :class:`~baccarat.errors.BaccaratError` (field ``lang``)
    for a language the guide is not written in.
    """
    return _MODELS[key](words(lang))


def _card_values(w: Words) -> ChartModel:
    by_points: dict[int, list[str]] = {}
    for rank, value in RANK_POINTS.items():
        by_points.setdefault(value, []).append(rank)
    # Translators: the ace as a row of the card values table names it (the other ranks are written as they are).
    names = {"A": w.pgettext("card", "Ace")}
    separator = w.pgettext("list", ", ")
    rows = tuple(
        Row(separator.join(names.get(rank, rank) for rank in ranks), (value,), (Cell(str(value)),),
            short=" ".join(ranks))
        for value, ranks in sorted(by_points.items(), key=lambda item: (item[0] == 0, item[0]))
    )  # fmt: skip
    title = w(CHARTS["card-values"].title)
    return ChartModel("card-values", title, title, (w("Card"), w("Points")), rows)


def _player_chart(w: Words) -> ChartModel:
    rows = tuple(
        Row(
            str(totals[0]) if len(totals) == 1 else f"{totals[0]}–{totals[-1]}",
            tuple(totals),
            (Cell(w.say(action), _draw_or_stand(totals[0] in PLAYER_DRAWS_ON)),),
        )
        for totals, action in player_actions()
    )
    return ChartModel(
        "player-chart",
        w(CHARTS["player-chart"].title),
        w("The Player's third card, by the Player's two-card total"),
        (w("Player's two-card total"), w.pgettext("hand", "Player")),
        rows,
    )


def _banker_compact(w: Words) -> ChartModel:
    rows = []
    for line in banker_chart():
        total = line[0].banker_total
        draws_on = BANKER_DRAWS_ON[total]
        stands_on = set(CARD_VALUES) - draws_on
        cells = (
            Cell(w("Draws") if line[0].draws else w("Stands"), _draw_or_stand(line[0].draws)),
            Cell(w.say(value_ranges(draws_on)), _draw_or_stand(bool(draws_on))),
            Cell(w.say(value_ranges(stands_on)), _draw_or_stand(not stands_on)),
        )
        rows.append(Row(str(total), (total,), cells))
    return ChartModel(
        "banker-compact",
        w(CHARTS["banker-compact"].title),
        w(
            "The Banker's third card: compact form. Banker stands on {total} and does not draw after any natural.",
            total=BANKER_ALWAYS_STANDS_ON,
        ),
        # Short heads under one that spans them, so that the four columns fit a 320 px phone.
        (w("Banker draws"), w("Banker stands")),
        tuple(rows),
        groups=(
            (w("Banker's two-card total"), 1),
            (w("If the Player stood"), 1),
            # Translators: heads the compact Banker chart's last two columns ("Banker draws", "Banker stands"), which
            # list the values of the Player's third card on which the Banker does each.
            (w("If the Player drew, by the Player's third card"), 2),
        ),
    )


def _banker_grid(w: Words) -> ChartModel:
    rows = tuple(
        Row(
            str(line[0].banker_total),
            (line[0].banker_total,),
            tuple(Cell(w("Draw"), "draw") if cell.draws else Cell(w("Stand"), "stand") for cell in line),
        )
        for line in banker_chart()
    )
    return ChartModel(
        "banker-chart",
        w(CHARTS["banker-chart"].title),
        w(
            "The Banker's third card: every case. Banker stands on {total}, and nobody draws after a natural.",
            total=BANKER_ALWAYS_STANDS_ON,
        ),
        (w("Banker total"), w("Player stood"), w("Player drew, and the third card counts")),
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
    return table_html(model.caption, model.head, rows, column_groups=model.groups, id=anchor)


def card_values_table(*, lang: str = "en") -> str:
    """The card value table (anchor ``#card-values``), generated from the rank values, in ``lang``.

        >>> card_values_table().count('<th scope="row">')
        10

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    return _plain_table(chart_model("card-values", lang=lang), "card-values")


def player_chart_table(*, lang: str = "en") -> str:
    """The Player's third-card chart (anchor ``#player-chart``), in ``lang``.

        >>> player_chart_table().count('<th scope="row">')
        3

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    return _plain_table(chart_model("player-chart", lang=lang), "player-chart")


def banker_compact_table(*, lang: str = "en") -> str:
    """The Banker rule in compact form (anchor ``#banker-compact``), in ``lang``.

        >>> banker_compact_table().count('<th scope="row">')
        8

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    return _plain_table(chart_model("banker-compact", lang=lang), "banker-compact")


def _letter(cell: Cell, w: Words) -> str:
    """A grid cell in one letter (the compact grid's, the narrow drawing's, a full grid's on a phone): D or S."""
    return grid_letter(cell.kind, w) or cell.text


def grid_letter(kind: str, w: Words) -> str | None:
    """A chart cell of ``kind`` ("draw" or "stand") in one letter, for a chart too narrow for the word: D or S;
    ``None`` for a cell of any other kind (a game's "Choice").

        >>> [grid_letter(kind, words("zh-Hans")) for kind in ("draw", "stand", "choice")]
        ['补', '停', None]

    Raises nothing.
    """
    if kind == "draw":
        # Translators: one letter (or character) for "draws" in a narrow chart's cells (the Banker's or the Player's).
        return w.pgettext("grid", "D")
    if kind == "stand":
        # Translators: one letter (or character) for "stands" in a narrow chart's cells.
        return w.pgettext("grid", "S")
    return None


def grid_key(w: Words, *, player: bool = False) -> str:
    """What a narrow chart's letters stand for (its caption's key on a phone): the Banker's chart's, or the Player's.

        >>> grid_key(words("en"))
        'D: the Banker draws. S: the Banker stands.'
        >>> grid_key(words("zh-Hant"), player=True)
        '補：閒家補牌。停：閒家停牌。'

    Raises nothing.
    """
    if player:
        # Translators: the key under the Player's chart on a phone, where each cell shows one letter (D or S).
        draws, stands = w("D: the Player draws."), w("S: the Player stands.")
    else:
        draws, stands = w("D: the Banker draws."), w("S: the Banker stands.")
    return w("{first} {second}", first=draws, second=stands)


def _short_heads(first: str, stood: str, w: Words) -> tuple[str | None, str | None]:
    """The full Banker grid's first two column heads as a phone shows them, each ``None`` where it is the head
    itself (a translation repeats a head that fits as it is): its narrow columns hold "Banker" for "Banker total"."""
    # Translators: the full Banker chart's first column head ("Banker total"), shortened for a phone (or the same).
    banker = w.pgettext("grid", "Banker")
    # Translators: the full Banker chart's second column head ("Player stood"), shortened for a phone (or the same).
    player_stood = w.pgettext("grid", "Player stood")
    return (banker if banker != first else None), (player_stood if player_stood != stood else None)


def banker_grid_table(
    *,
    highlight: tuple[int, int | None] | None = None,
    anchors: bool = True,
    compact: bool = False,
    lang: str = "en",
) -> str:
    """The full Banker grid: Banker total 0–7 by "Player stood" and the Player's third card 0–9, in ``lang``.

    With ``anchors`` the table is ``#banker-chart`` and each row ``#banker-N``
    (public link targets). ``highlight`` marks one cell (Banker total, Player's
    third-card value or ``None`` for "Player stood") and its row, in words as
    well as style. ``compact`` writes D and S (explained in the caption), to fit
    beside a worked coup. The full grid gives each cell its letter, and its caption
    their key (:func:`grid_key`), for a phone to show (``data-abbr``, ``data-key``).

        >>> banker_grid_table(compact=True).count(">D<") + banker_grid_table(compact=True).count(">S<")
        88
        >>> banker_grid_table().count(' data-abbr="D">Draw<') + banker_grid_table().count(' data-abbr="S">Stand<')
        88

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    model = chart_model("banker-chart", lang=lang)
    first, stood, drew = model.head
    values = model.columns[1:]
    numbers = "".join(f'<th scope="col">{value}</th>' for value in values)
    short = (None, None) if compact else _short_heads(first, stood, w)
    head = (
        f'<thead><tr><th scope="col" rowspan="2"{attrs(data_abbr=short[0])}>{escape(first)}</th>'
        f'<th scope="col" rowspan="2"{attrs(data_abbr=short[1])}>{escape(stood)}</th>'
        f'<th scope="colgroup" colspan="{len(values)}">{escape(drew)}</th></tr>'
        f"<tr>{numbers}</tr></thead>"
    )
    # Translators: read by a screen reader after the marked cell of the Banker grid.
    this_coup = w(" (this coup)")
    rows = []
    for row in model.rows:
        total = row.totals[0]
        in_row = highlight is not None and highlight[0] == total
        cells = []
        for column, cell in zip(model.columns, row.cells, strict=True):
            here = in_row and highlight is not None and highlight[1] == column
            classes = f"bac-{cell.kind}" + (" bac-here" if here else "")
            marker = f'<span class="bac-sr">{escape(this_coup)}</span>' if here else ""
            letter = None if compact else _letter(cell, w)  # a phone shows it
            text = _letter(cell, w) if compact else cell.text
            cells.append(f"<td{attrs(class_=classes, data_abbr=letter)}>{escape(text)}{marker}</td>")
        attributes = attrs(id=f"banker-{total}" if anchors else None, class_="bac-here-row" if in_row else None)
        rows.append(f'<tr{attributes}><th scope="row">{row.label}</th>{"".join(cells)}</tr>')
    caption = w("The Banker's third card (D: Banker draws; S: Banker stands)") if compact else model.caption
    attributes = attrs(id="banker-chart" if anchors else None, class_="bac-grid bac-compact" if compact else "bac-grid")
    key = attrs(data_key=None if compact else grid_key(w))
    return f"<table{attributes}><caption{key}>{escape(caption)}</caption>{head}<tbody>{''.join(rows)}</tbody></table>"


# ── As SVG ───────────────────────────────────────────────────────────────


def card_values_svg(*, lang: str = "en") -> str:
    """The card values: each rank's points, in one row (suits never matter), in ``lang``.

        >>> card_values_svg().count('class="c plain')
        20

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    model = chart_model("card-values", lang=lang)
    labels = [row.drawn for row in model.rows]
    order = [row.totals[0] for row in model.rows]
    separator = w.pgettext("list", ", ")
    desc = w.pgettext("list", "; ").join(
        w.ngettext("{ranks}: {count} point", "{ranks}: {count} points", value,
                   ranks=separator.join(label.split(" ")), count=value)
        for label, value in zip(labels, order, strict=True)
    )  # fmt: skip
    drawing = Drawing(model.key, model.title, w("Card values. {values}. Suits never matter.", values=desc))
    widths = [86] + [max(52.0, text_width(label)) for label in labels]
    xs, y = columns(widths), float(PAD + TITLE)
    for line, (name, cells) in enumerate(zip(model.head, (labels, [str(value) for value in order]), strict=True)):
        top = y + line * ROW * 1.3
        drawing.cell(xs[0], top, widths[0], ROW * 1.3, [name], "head")
        for x, width, text in zip(xs[1:], widths[1:], cells, strict=True):
            drawing.cell(x, top, width, ROW * 1.3, [text], "plain", bold=line == 1)
    drawing.width, drawing.height = xs[-1] + widths[-1], y + 2 * ROW * 1.3
    return drawing.svg()


def player_chart_svg(*, row: int | None = None, lang: str = "en") -> str:
    """The Player's third-card chart; ``row`` (a two-card total) marks its line. Its words are in ``lang``.

        >>> "Marked: a Player total of 7: stands." in player_chart_svg(row=7)
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    model = chart_model("player-chart", lang=lang)
    desc = w.pgettext("list", "; ").join(
        w("Player {totals}: {action}", totals=w.say(value_ranges(line.totals)), action=_lower(line.cells[0].text))
        for line in model.rows
    )
    drawing = Drawing(model.key, model.title, w("The Player's third card, by two-card total. {rows}.", rows=desc))
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
        if here:
            marked = w("Marked: a Player total of {total}: {action}.", total=row, action=_lower(action.text))
    drawing.width, drawing.height = xs[-1] + widths[-1], y + (len(model.rows) + 1) * ROW
    if marked:
        drawing.note(marked)
    return drawing.svg()


def banker_compact_svg(*, row: int | None = None, lang: str = "en") -> str:
    """The Banker rule in compact form; ``row`` (a Banker total) marks its line. Its words are in ``lang``.

        >>> "Marked: the row for a Banker total of 6." in banker_compact_svg(row=6)
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    model = chart_model("banker-compact", lang=lang)
    # The table's heads, broken over two lines to fit.
    # Translators: each head of the compact Banker chart, in two lines (a line break between them).
    heads = [
        w("Banker's\ntwo-card total").split("\n"),
        w("If the Player\nstood").split("\n"),
        w("If the Player drew: Banker draws\nwhen the third card is").split("\n"),
        w("and stands\nwhen it is").split("\n"),
    ]
    widths = [150.0, 130.0, 310.0, 170.0]
    desc = w("The Banker's third card, compact form. {rules}", rules=_banker_desc(w))
    drawing = Drawing(model.key, model.title, desc)
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
        drawing.note(w("Marked: the row for a Banker total of {total}.", total=row))
    return drawing.svg()


def _lower(word: str) -> str:
    """A chart's word as it reads inside a sentence: "Draws" in "Player 0–5: draws" (only its first letter)."""
    return word[:1].lower() + word[1:]


def _banker_desc(w: Words) -> str:
    """The Banker rule in words, one sentence per Banker total (the chart's text alternative)."""
    lines = []
    for line in banker_chart():
        total = line[0].banker_total
        draws_on = BANKER_DRAWS_ON[total]
        # Translators: what the Banker does, inside a sentence ("if the Player stood, draws").
        stood = w.pgettext("banker does", "draws") if line[0].draws else w.pgettext("banker does", "stands")
        if not draws_on:
            drew = w("stands whatever the Player's third card")
        elif draws_on == set(CARD_VALUES):
            drew = w("draws whatever the Player's third card")
        else:
            drew = w(
                "draws when the Player's third card is {values}, else stands",
                values=w.say(value_ranges(draws_on)),
            )
        lines.append(w("Banker {total}: if the Player stood, {stood}; if the Player drew, {drew}.",
                       total=total, stood=stood, drew=drew))  # fmt: skip
    rest = w("Banker always stands on {total}, and nobody draws after a natural.", total=BANKER_ALWAYS_STANDS_ON)
    return w.say(then(*lines, rest))


def _third_name(third: int | None, w: Words) -> str:
    return w("the Player stood") if third is None else w("Player's third card {third}", third=third)


def banker_chart_svg(
    *,
    highlight: tuple[int, int | None] | None = None,
    row: int | None = None,
    letters: bool = False,
    lang: str = "en",
) -> str:
    """The full Banker grid: Banker total 0–7 by "Player stood" and the Player's third card 0–9, in ``lang``.

    ``highlight`` marks one cell (Banker total, third-card value or ``None`` for
    "Player stood") and ``row`` one row; both are named in words under the chart.
    With ``letters`` each cell says D or S (a key under the grid says which is which), in a drawing
    narrow enough to keep its text at a readable size on a phone.

        >>> 'data-cell="3,8"' in banker_chart_svg()
        True
        >>> svg_size(banker_chart_svg(letters=True))[0] <= 380
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    model = chart_model("banker-chart", lang=lang)
    drawing = Drawing(model.key, model.title, w("The Banker's third card. {rules}", rules=_banker_desc(w)))
    values = model.columns[1:]
    first, stood, value = (66.0, 66.0, 22.0) if letters else (100.0, 96.0, 58.0)
    widths: list[float] = [first, stood, *([value] * len(values))]
    xs, y = columns(widths), float(PAD + TITLE)
    group = ROW * 1.5 if letters else ROW
    # Translators: heads of the drawn Banker grid, each in two lines (a line break between them).
    drawing.cell(xs[0], y, first, group + ROW, w("Banker\ntotal").split("\n"), "head")
    drawing.cell(xs[1], y, stood, group + ROW, w("Player\nstood").split("\n"), "head")
    drew = w("Player drew: its\nthird card counts").split("\n") if letters else [model.head[2]]
    drawing.cell(xs[2], y, value * len(values), group, drew, "head")
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
                x, y, width, ROW, [_letter(cell, w) if letters else cell.text], cell.kind,
                data=f' data-cell="{total},{third}"', here=here, bold=in_row,
            )  # fmt: skip
            if here and cell.kind == "draw":
                note = w("Marked: Banker {total}, {where}: Banker draws.", total=total, where=_third_name(column, w))
            elif here:
                note = w("Marked: Banker {total}, {where}: Banker stands.", total=total, where=_third_name(column, w))
        y += ROW
    drawing.width, drawing.height = xs[-1] + widths[-1], y
    if letters:
        drawing.note(w("D: the Banker draws."))
        drawing.note(w("S: the Banker stands."))
    if note is None and row is not None and row in BANKER_DRAWS_ON:
        note = w("Marked: the row for a Banker total of {total}.", total=row)
    if note:
        drawing.note(note)
    return drawing.svg()


_DRAW = {
    "card-values": card_values_svg,
    "player-chart": player_chart_svg,
    "banker-compact": banker_compact_svg,
    "banker-chart": banker_chart_svg,
}


def chart_svg(key: str, *, style: bool = True, lang: str = "en") -> str:
    """A published chart by key (see :data:`CHARTS`), in ``lang``; without ``style``, the page showing it styles
    its classes.

        >>> chart_svg("player-chart").count("<title")
        1
        >>> "<style>" in chart_svg("player-chart", style=False)
        False
        >>> svg_size(chart_svg("player-chart"))
        (538, 194)

    Raises :class:`KeyError` for an unknown key, and :class:`~baccarat.errors.BaccaratError` (field ``lang``)
    for a language the guide is not written in.
    """
    svg = _DRAW[key](lang=lang)
    return svg if style else svg.replace(f"<style>{STYLE}</style>", "", 1)
