"""The HTML kit every renderer uses: escaping, attributes, tables, rows and a live widget's frame.

Nothing in :mod:`baccarat.render` writes a tag around user-visible text without
going through :func:`escape` (directly or through these helpers).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from decimal import ROUND_HALF_EVEN, Decimal
from typing import TYPE_CHECKING, SupportsFloat

from ..i18n import words
from ..shoe import MAX_DECKS, MIN_DECKS

if TYPE_CHECKING:
    from fractions import Fraction

__all__ = [
    "FONT",
    "Number",
    "attrs",
    "decks_select",
    "escape",
    "money",
    "percent",
    "row_html",
    "scroll_hint",
    "scroll_region",
    "signed",
    "table_html",
    "widget_frame",
    "wrap_tables",
]

#: The font every drawing names: no font is ever loaded, so a reader's own is used.
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"

# html.escape's table, without importing the html package: its entity table costs
# about 25 ms at start-up in the browser, before the first widget can answer.
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def escape(text: str) -> str:
    """Escape text for HTML and SVG content and attribute values, exactly as ``html.escape`` does.

        >>> escape("<b>'K' & Q</b>")
        '&lt;b&gt;&#x27;K&#x27; &amp; Q&lt;/b&gt;'

    Raises nothing.
    """
    return text.translate(_ESCAPES)


def attrs(**attributes: str | None) -> str:
    """Escaped HTML attributes; ``None`` leaves one out, ``_`` in a name becomes ``-``.

        >>> attrs(class_="bac-card", data_card='"K"', hidden=None)
        ' class="bac-card" data-card="&quot;K&quot;"'

    Raises nothing.
    """
    return "".join(
        f' {name.rstrip("_").replace("_", "-")}="{escape(value)}"'
        for name, value in attributes.items()
        if value is not None
    )


def table_html(
    caption: str,
    head: Sequence[str],
    rows: Iterable[str],
    *,
    foot: str = "",
    groups: Sequence[tuple[str, Sequence[str]]] = (),
    column_groups: Sequence[tuple[str, int]] = (),
    **attributes: str | None,
) -> str:
    """A table with a caption and column headers; ``rows`` (and a ``foot`` row) come from :func:`row_html`.

    ``groups`` (a title and its rows, each) follow ``rows``, each in a body of its own under a heading
    row, so that a label shared by several rows is written once. ``column_groups`` (a title and how
    many columns it spans, each) add a header row above ``head``, which then names only the columns
    of groups wider than one; a group of one column is headed by its title alone, over both rows.

        >>> table_html("Scores", ("Hand", "Score"), [row_html("K 5", "5")])[:39]
        '<table><caption>Scores</caption><thead>'
        >>> table_html("Edges", ("Bet", "Edge"), [], groups=[("Standard", [])]).split("</thead>")[1]
        '<tbody><tr class="bac-group"><th scope="rowgroup" colspan="2">Standard</th></tr></tbody></table>'

    Raises nothing.
    """
    header = "".join(f'<th scope="col">{escape(cell)}</th>' for cell in head)
    if column_groups:
        above = "".join(
            f'<th scope="col" rowspan="2">{escape(title)}</th>'
            if span == 1
            else f'<th scope="colgroup" colspan="{span}">{escape(title)}</th>'
            for title, span in column_groups
        )
        header = f"{above}</tr><tr>{header}"
    footer = f"<tfoot>{foot}</tfoot>" if foot else ""
    ungrouped = "".join(rows)
    body = f"<tbody>{ungrouped}</tbody>" if ungrouped or not groups else ""
    for title, grouped in groups:
        width = sum(span for _, span in column_groups) or len(head)
        heading = f'<tr class="bac-group"><th scope="rowgroup" colspan="{width}">{escape(title)}</th></tr>'
        body += f"<tbody>{heading}{''.join(grouped)}</tbody>"
    if 'class="bac-num"' in body:  # a table of figures: the stylesheet aligns and rules it
        attributes["class_"] = " ".join(filter(None, (attributes.get("class_"), "bac-figures")))
    return (
        f"<table{attrs(**attributes)}><caption>{escape(caption)}</caption>"
        f"<thead><tr>{header}</tr></thead>{body}{footer}</table>"
    )


@dataclass(frozen=True, slots=True)
class Number:
    """A figure in a table cell: right-aligned in tabular figures, with more decimals on demand (said in ``lang``)."""

    text: str
    exact: str | None = None
    lang: str = field(default="en", repr=False)

    def cell(self, label: str | None = None) -> str:
        """The cell, with its column's name as ``data-label`` when given (a table that stacks on a phone)."""
        w = words(self.lang)
        title = self.exact and w("{exact} to four decimals", exact=self.exact)
        extra = attrs(data_label=label, data_exact=self.exact, title=title)
        return f'<td class="bac-num"{extra}>{escape(self.text)}</td>'


def percent(share: SupportsFloat, places: int = 2, *, lang: str = "en") -> Number:
    """A share as a percentage, to 2 decimals with 4 on demand (or to ``places`` of 4 or more); a share
    too small to show says so instead of reading 0.00%.

        >>> percent(0.458597)
        Number(text='45.86%', exact='45.8597%')
        >>> percent(0.00004).text, percent(0).text, percent(0.458597, places=4)
        ('under 0.01%', '0.00%', Number(text='45.8597%', exact=None))

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    value = float(share) * 100
    if places >= 4:
        return Number(f"{value:.{places}f}%", lang=lang)
    if 0 < value < 10**-places / 2:
        w, smallest = words(lang), f"{10**-places:.{places}f}%"
        shown = w("under {share}", share=smallest)
    else:
        shown = f"{value:.{places}f}%"
    return Number(shown, f"{value:.4f}%", lang=lang)


def signed(value: float, places: int) -> str:
    """A change, signed, to ``places`` decimals, with a real minus sign; one that rounds to nothing is
    plain ``0``.

        >>> signed(0.00454, 4), signed(-0.0084, 4), signed(0.00001, 4)
        ('+0.0045', '−0.0084', '0.0000')

    Raises nothing.
    """
    return f"{value:+.{places}f}".replace("-", "−") if round(value, places) else f"{0:.{places}f}"


def money(amount: Decimal | Fraction, *, sign: bool = False, whole: bool = False) -> str:
    """An amount of money, the one way the guide writes it: to the cent, thousands separated, a real
    minus sign (read as "minus"); with ``sign``, a plus on a gain; with ``whole``, a whole amount without
    its cents (a stake named in a sentence).

        >>> from decimal import Decimal
        >>> from fractions import Fraction
        >>> money(Decimal("23.75"), sign=True), money(Decimal("-5"), sign=True), money(Decimal("1234.5"))
        ('+23.75', '−5.00', '1,234.50')
        >>> money(Fraction(-21, 2)), money(Decimal("1000.00"), whole=True), money(Fraction(1058, 100), whole=True)
        ('−10.50', '1,000', '10.58')

    Raises nothing for a finite amount.
    """
    exact = Decimal(amount.numerator) / Decimal(amount.denominator) if not isinstance(amount, Decimal) else amount
    cents = exact.quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
    text = f"{abs(cents).quantize(Decimal(1)):,}" if whole and cents == cents.to_integral_value() else f"{abs(cents):,}"
    if cents < 0:
        return "−" + text
    return "+" + text if sign and cents > 0 else text


def row_html(
    header: str,
    *cells: str | Number,
    labels: Sequence[str] = (),
    header_label: str | None = None,
    **attributes: str | None,
) -> str:
    """A table row whose first cell is its header; every cell is text, escaped here. ``labels`` (the
    columns' names after the first) go on the cells as ``data-label``, and ``header_label`` (the first
    column's name) on the header, for a table that stacks on a phone.

        >>> row_html("K 5", "5")
        '<tr><th scope="row">K 5</th><td>5</td></tr>'
        >>> row_html("Banker", percent(0.0105791))[31:]
        '<td class="bac-num" data-exact="1.0579%" title="1.0579% to four decimals">1.06%</td></tr>'
        >>> row_html("Tie", "5.00", labels=("Stake",))
        '<tr><th scope="row">Tie</th><td data-label="Stake">5.00</td></tr>'
        >>> row_html("3", Number("70"), labels=("Lost",), header_label="Losses")
        '<tr><th scope="row" data-label="Losses">3</th><td class="bac-num" data-label="Lost">70</td></tr>'

    Raises nothing.
    """
    named = [*labels, *[None] * (len(cells) - len(labels))]
    body = "".join(
        cell.cell(label) if isinstance(cell, Number) else f"<td{attrs(data_label=label)}>{escape(cell)}</td>"
        for cell, label in zip(cells, named, strict=False)
    )
    return f'<tr{attrs(**attributes)}><th scope="row"{attrs(data_label=header_label)}>{escape(header)}</th>{body}</tr>'


def scroll_region(label: str, html: str, *, lang: str = "en") -> str:
    """``html`` (a wide table) in a region of its own that scrolls sideways on a narrow screen.

    The region takes keyboard focus and is named, so a reader without a pointer can scroll it. It carries
    its hint (:func:`scroll_hint`), which the stylesheet shows while more of it lies to the right.

        >>> region = scroll_region("Pay tables", "<table></table>")
        >>> region[24:93]
        'tabindex="0" role="region" aria-label="Pay tables (scrolls sideways)"'
        >>> region[93:]
        ' data-hint="Scroll sideways to see it all →"><table></table></div>'

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    region = attrs(tabindex="0", role="region", aria_label=w("{label} (scrolls sideways)", label=label))
    return f'<div class="bac-scroll"{region}{scroll_hint(lang=lang)}>{html}</div>'


def scroll_hint(*, lang: str = "en") -> str:
    """The ``data-hint`` attribute of a region that scrolls sideways (``.bac-scroll``), in ``lang``: the stylesheet
    shows it above the region while the page's script finds more of it to the right (``.bac-overflows``).

        >>> scroll_hint(lang="zh-Hans")
        ' data-hint="可左右滚动 →"'

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    # Translators: shown above a wide table on a narrow screen while more of it lies to the right (the arrow's way).
    return attrs(data_hint=w("Scroll sideways to see it all →"))


_TABLE = re.compile(r"<table\b.*?</table>", re.S)
_CAPTION = re.compile(r"<caption\b[^>]*>(.*?)</caption>", re.S)
# A region's opening tag, whatever language names it: a table right after one is already in a region.
_REGION_OPENED = re.compile(r'<div class="bac-scroll" tabindex="0" role="region" aria-label="[^"]*" data-hint="[^"]*">')


def wrap_tables(html: str, *, lang: str = "en") -> str:
    """Every table in ``html`` not already in a :func:`scroll_region`, put in one named by its caption.

    So a wide table scrolls inside its own region on a phone, in the static page itself, and the page
    never scrolls sideways (Material's own wrapper comes only with its script, late on widget pages).

        >>> wrap_tables("<table><caption>Odds &amp; ends</caption></table>")[:98]
        '<div class="bac-scroll" tabindex="0" role="region" aria-label="Odds &amp; ends (scrolls sideways)"'
        >>> wrap_tables(scroll_region("Pay", "<table></table>")).count("bac-scroll")
        1

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)

    def wrap(match: re.Match[str]) -> str:
        region = html.rfind('<div class="bac-scroll"', 0, match.start())
        if region >= 0 and _REGION_OPENED.fullmatch(html, region, match.start()):
            return match.group(0)
        caption = _CAPTION.search(match.group(0))
        label = re.sub(r"<[^>]+>", "", caption.group(1)) if caption else w("Table")
        # The caption is already escaped HTML: undo that once, for scroll_region escapes it again.
        label = label.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&#x27;", "'")
        return scroll_region(label.replace("&amp;", "&"), match.group(0), lang=lang)

    return _TABLE.sub(wrap, html)


def decks_select(selected: int, *, lang: str = "en") -> str:
    """A widget's "Decks" choice, 1 to 8, with ``selected`` chosen.

        >>> decks_select(8).count("<option")
        8

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    options = "".join(
        f'<option value="{n}"{" selected" if n == selected else ""}>{n}</option>'
        for n in range(MIN_DECKS, MAX_DECKS + 1)
    )
    w = words(lang)
    # Translators: the label of a choice of 1 to 8: how many decks the shoe holds.
    label = w("Decks")
    return f'<label>{escape(label)} <select name="decks">{options}</select></label> '


def widget_frame(
    name: str, *, starting: str, without_script: str, forms: str, result: str = "", state: str = ""
) -> str:
    """A live widget's static frame: state contract, status line, no-script note, result area, error line, controls.
    ``name`` is the widget's one name (:mod:`baccarat.widgets.catalog`), its root's ``data-widget``.

    Its controls stay disabled until Python is ready in the browser, and the
    status line says what is happening, so nothing on the page is a dead end.
    ``result`` is what the widget shows before Python answers (rendered at build time), and ``state``
    the root's own contract attributes (from :func:`attrs`) as the build knows them.

        >>> widget_frame("deal", starting="Starting", without_script="-", forms="")[:70]
        '<div class="bac-widget" data-widget="deal" data-state="loading" aria-b'

    Raises nothing.
    """
    return (
        f'<div class="bac-widget" data-widget="{name}"{state} data-state="loading" aria-busy="true">'
        f'<p class="bac-status" role="status">{escape(starting)}</p>'
        f"<noscript><p>{escape(without_script)}</p></noscript>"
        f'<p class="bac-error" role="alert" hidden></p>{result}{forms}</div>'
    )
