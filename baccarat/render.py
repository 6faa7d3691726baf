"""HTML for every table, chart and worked example: one renderer for the site build and the browser.

Everything returned is a string of HTML in which all text is escaped, so it is
safe to insert into a page; user input never reaches it unescaped.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import ACCEPTED, RANK_POINTS, Card, parse_cards
from .coup import Coup, Step
from .rules import (
    BANKER_ALWAYS_STANDS_ON,
    BANKER_DRAWS_ON,
    CARD_VALUES,
    TOTALS,
    banker_chart,
    is_natural,
    player_draws,
    value_ranges,
)
from .shoe import MAX_DECKS, MIN_DECKS

__all__ = [
    "banker_compact_table",
    "banker_grid_table",
    "card_html",
    "card_values_table",
    "coup_html",
    "deal_widget_html",
    "odds_widget_html",
    "player_chart_table",
    "scoring_table",
]

_RED_SUITS = {"h", "d"}
# html.escape's table, without importing the html package: its entity table costs
# about 25 ms at start-up in the browser, before the first widget can answer.
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def escape(text: str) -> str:
    """Escape text for HTML content and attribute values, exactly as ``html.escape`` does.

        >>> escape("<b>'K' & Q</b>")
        '&lt;b&gt;&#x27;K&#x27; &amp; Q&lt;/b&gt;'

    Raises nothing.
    """
    return text.translate(_ESCAPES)


def _attrs(**attributes: str | None) -> str:
    """Escaped HTML attributes; ``None`` leaves one out, ``_`` in a name becomes ``-``."""
    return "".join(
        f' {name.rstrip("_").replace("_", "-")}="{escape(value)}"'
        for name, value in attributes.items()
        if value is not None
    )


def table_html(caption: str, head: Sequence[str], rows: Iterable[str], **attributes: str | None) -> str:
    """A table with a caption and column headers; ``rows`` come from :func:`row_html`."""
    header = "".join(f'<th scope="col">{escape(cell)}</th>' for cell in head)
    return (
        f"<table{_attrs(**attributes)}><caption>{escape(caption)}</caption>"
        f"<thead><tr>{header}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )


def row_html(header: str, *cells: str, **attributes: str | None) -> str:
    """A table row whose first cell is its header; every cell is text, escaped here."""
    body = "".join(f"<td>{escape(cell)}</td>" for cell in cells)
    return f'<tr{_attrs(**attributes)}><th scope="row">{escape(header)}</th>{body}</tr>'


def card_html(card: Card, *, reveal: int | None = None) -> str:
    """A card as text, red for hearts and diamonds (the suit symbol carries the meaning too).

        >>> card_html(Card("10", "h"))
        '<span class="bac-card bac-red">10♥</span>'

    Raises nothing.
    """
    colour = " bac-red" if card.suit in _RED_SUITS else ""
    attributes = _attrs(class_=f"bac-card{colour}", data_reveal=None if reveal is None else str(reveal))
    return f"<span{attributes}>{escape(str(card))}</span>"


def card_values_table() -> str:
    """The card value table (anchor ``#card-values``), generated from the rank values."""
    by_points: dict[int, list[str]] = {}
    for rank, value in RANK_POINTS.items():
        by_points.setdefault(value, []).append(rank)
    names = {"A": "Ace"}
    rows = []
    for value, ranks in sorted(by_points.items(), key=lambda item: (item[0] == 0, item[0])):
        rows.append(row_html(", ".join(names.get(rank, rank) for rank in ranks), str(value)))
    return table_html("Card values (suits never matter)", ("Card", "Points"), rows, id="card-values")


def scoring_table(hands: Iterable[str | Sequence[str | Card]]) -> str:
    """Worked scoring examples: cards, the sum, and the score with only the last digit kept."""
    rows = []
    for hand in hands:
        cards = parse_cards(hand)
        values = [card.points for card in cards]
        total = sum(values)
        sum_text = " + ".join(map(str, values)) + f" = {total}"
        rows.append(row_html(" ".join(map(str, cards)), sum_text, str(total % 10)))
    return table_html(
        "Scoring examples", ("Cards", "Points added up", "Score (last digit)"), rows, id="scoring-examples"
    )


def _grouped_totals() -> list[tuple[list[int], str]]:
    """Player totals 0–9 grouped into runs with the same action."""
    groups: list[tuple[list[int], str]] = []
    for total in TOTALS:
        action = "Natural: both hands stand" if is_natural(total) else "Draws" if player_draws(total) else "Stands"
        if groups and groups[-1][1] == action:
            groups[-1][0].append(total)
        else:
            groups.append(([total], action))
    return groups


def player_chart_table() -> str:
    """The Player's third-card chart (anchor ``#player-chart``)."""
    rows = [
        row_html(str(totals[0]) if len(totals) == 1 else f"{totals[0]}–{totals[-1]}", action)
        for totals, action in _grouped_totals()
    ]
    return table_html(
        "The Player's third card, by the Player's two-card total",
        ("Player's two-card total", "Player"),
        rows,
        id="player-chart",
    )


def banker_compact_table() -> str:
    """The Banker rule in compact form (anchor ``#banker-compact``)."""
    rows = []
    for row in banker_chart():
        total = row[0].banker_total
        draws_on = BANKER_DRAWS_ON[total]
        stood = "Draws" if row[0].draws else "Stands"
        rows.append(row_html(str(total), stood, value_ranges(draws_on), value_ranges(set(CARD_VALUES) - draws_on)))
    return table_html(
        f"The Banker's third card: compact form. Banker stands on {BANKER_ALWAYS_STANDS_ON} "
        "and does not draw after any natural.",
        (
            "Banker's two-card total",
            "If the Player stood",
            "If the Player drew: Banker draws when the Player's third card is",
            "and stands when it is",
        ),
        rows,
        id="banker-compact",
    )


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
    values = "".join(f'<th scope="col">{value}</th>' for value in CARD_VALUES)
    head = (
        '<thead><tr><th scope="col" rowspan="2">Banker total</th>'
        '<th scope="col" rowspan="2">Player stood</th>'
        '<th scope="colgroup" colspan="10">Player drew, and the third card counts</th></tr>'
        f"<tr>{values}</tr></thead>"
    )
    rows = []
    for row in banker_chart():
        total = row[0].banker_total
        in_row = highlight is not None and highlight[0] == total
        cells = []
        for cell in row:
            word = "Draw" if cell.draws else "Stand"
            here = in_row and highlight is not None and highlight[1] == cell.player_third
            classes = f"bac-{word.lower()}" + (" bac-here" if here else "")
            marker = '<span class="bac-sr"> (this coup)</span>' if here else ""
            cells.append(f'<td class="{classes}">{word[0] if compact else word}{marker}</td>')
        attributes = _attrs(id=f"banker-{total}" if anchors else None, class_="bac-here-row" if in_row else None)
        rows.append(f'<tr{attributes}><th scope="row">{total}</th>{"".join(cells)}</tr>')
    caption = (
        f"The Banker's third card: every case. Banker stands on {BANKER_ALWAYS_STANDS_ON}, "
        "and nobody draws after a natural."
    )
    if compact:
        caption = "The Banker's third card (D: Banker draws; S: Banker stands)"
    attributes = _attrs(
        id="banker-chart" if anchors else None, class_="bac-grid bac-compact" if compact else "bac-grid"
    )
    return f"<table{attributes}><caption>{escape(caption)}</caption>{head}<tbody>{''.join(rows)}</tbody></table>"


def _hand_html(title: str, cards: Sequence[Card], total: int, reveal: Sequence[int], final_step: int) -> str:
    """One hand; ``reveal`` gives the step at which each card is dealt (used when stepping live)."""
    shown = " ".join(card_html(card, reveal=step) for card, step in zip(cards, reveal[: len(cards)], strict=True))
    return (
        f'<p class="bac-hand"><strong>{title}</strong> {shown} '
        f'<span class="bac-total" data-reveal="{final_step}">scores {total}</span></p>'
    )


def _step_html(number: int, step: Step) -> str:
    cell = step.chart_cell
    cell_attrs = _attrs(
        data_banker=str(cell[0]) if cell else None,
        data_third=("stood" if cell[1] is None else str(cell[1])) if cell else None,
    )
    return f'<li data-step="{number}" data-rule="{escape(step.rule)}"{cell_attrs}>{escape(step.text)}</li>'


def coup_html(coup: Coup, *, chart: bool = True) -> str:
    """A worked coup: both hands, the outcome and every step, plus the Banker grid with its cell marked.

        >>> from baccarat import resolve
        >>> html = coup_html(resolve("2 3 2 K 8"))
        >>> '<li data-step="5" data-rule="banker-chart" data-banker="3" data-third="8">' in html
        True

    Raises nothing: every resolved coup renders.
    """
    verdict = {"player": "Player wins", "banker": "Banker wins", "tie": "Tie"}[coup.outcome.value]
    if coup.outcome.value != "tie":
        verdict += f" {coup.winner_total} to {min(coup.player.total, coup.banker.total)}"
    if coup.natural:
        verdict += " (a natural)"
    steps = "".join(_step_html(number, step) for number, step in enumerate(coup.steps, 1))
    cell = next((step.chart_cell for step in coup.steps if step.chart_cell), None)
    grid = ""
    if chart and cell is not None:
        where = "the Player stood" if cell[1] is None else f"Player's third card {cell[1]}"
        grid = (
            f'<details class="bac-coup-chart"><summary>This coup in the Banker chart: '
            f"Banker {cell[0]}, {escape(where)}</summary>"
            f"{banker_grid_table(highlight=cell, anchors=False, compact=True)}</details>"
        )
    # The step at which each card is dealt: Player's first two at step 1, Banker's at 2, third cards when drawn.
    drawn = {step.rule.split("-")[0]: number for number, step in enumerate(coup.steps, 1) if step.card is not None}
    last = len(coup.steps)
    hands = _hand_html(
        "Player", coup.player.cards, coup.player.total, (1, 1, drawn.get("player", 0)), last
    ) + _hand_html("Banker", coup.banker.cards, coup.banker.total, (2, 2, drawn.get("banker", 0)), last)
    tokens = " ".join(card.token for card in coup.cards)
    return (
        f'<div class="bac-coup" data-cards="{escape(tokens)}" data-outcome="{coup.outcome.value}">'
        f'<div class="bac-coup-hands">{hands}'
        f'<p class="bac-outcome" data-reveal="{last}"><strong>{escape(verdict)}</strong></p></div>'
        f'<ol class="bac-steps">{steps}</ol>{grid}</div>'
    )


def _decks_select(selected: int) -> str:
    options = "".join(
        f'<option value="{n}"{" selected" if n == selected else ""}>{n}</option>'
        for n in range(MIN_DECKS, MAX_DECKS + 1)
    )
    return f'<label>Decks <select name="decks">{options}</select></label> '


def _widget_frame(kind: str, *, starting: str, without_script: str, forms: str) -> str:
    """A live widget's static frame: state contract, status line, no-script note, error line, result area.

    Its controls stay disabled until Python is ready in the browser, and the
    status line says what is happening, so nothing on the page is a dead end.
    """
    return (
        f'<div class="bac-widget" data-widget="{kind}" data-state="loading" aria-busy="true">'
        f'<p class="bac-status" role="status">{escape(starting)}</p>'
        f"<noscript><p>{escape(without_script)}</p></noscript>{forms}"
        '<p class="bac-error" role="alert" hidden></p><div class="bac-result"></div></div>'
    )


_CARD_HELP = f'<p class="bac-help">Cards: {escape(ACCEPTED)}.</p>'


def deal_widget_html() -> str:
    """The "Deal a hand" widget as static HTML; the page's script brings it to life."""
    forms = (
        '<div class="bac-forms">'
        '<form class="bac-shoe" data-form="deal"><fieldset disabled><legend>Deal from a shoe</legend>'
        f"{_decks_select(8)}"
        '<label>Seed <input name="seed" inputmode="numeric" autocomplete="off" size="12" '
        'placeholder="random" aria-describedby="bac-seed-help"></label>'
        '<p id="bac-seed-help" class="bac-help">The same seed always shuffles the same shoe.</p>'
        '<button type="submit" class="md-button md-button--primary">New shoe</button> '
        '<button type="button" class="md-button" data-action="next-hand">Next hand</button>'
        '<p class="bac-shoe-info"></p></fieldset></form>'
        '<form class="bac-enter" data-form="resolve"><fieldset disabled><legend>Enter cards</legend>'
        '<label>Player <input name="player" autocomplete="off" spellcheck="false" placeholder="2 2 8"></label> '
        '<label>Banker <input name="banker" autocomplete="off" spellcheck="false" placeholder="3 K"></label>'
        '<p class="bac-help">or, in dealing order (Player, Banker, Player, Banker, then third cards):</p>'
        '<label>Dealing order <input name="cards" autocomplete="off" spellcheck="false" '
        'placeholder="2 3 2 K 8"></label> '
        f'<button type="submit" class="md-button md-button--primary">Explain</button>{_CARD_HELP}'
        "</fieldset></form></div>"
    )
    return _widget_frame(
        "deal",
        starting="The live dealer is starting: it runs this guide's own Python rules code in your browser.",
        without_script="The live dealer needs JavaScript and WebAssembly. "
        "Every worked example in the rules pages reads fine without them.",
        forms=forms,
    )


def odds_widget_html(decks: int = 8) -> str:
    """The "cards already dealt" exact-odds calculator as static HTML; the page's script brings it to life."""
    forms = (
        '<form data-form="odds"><fieldset disabled><legend>Cards already dealt from the shoe</legend>'
        f"{_decks_select(decks)}"
        '<label>Cards out <input name="removed" autocomplete="off" spellcheck="false" size="24" '
        'placeholder="5 5 5 K Q"></label> '
        f'<button type="submit" class="md-button md-button--primary">Compute exactly</button>{_CARD_HELP}'
        '<p class="bac-help">Every deal is counted, so the figures are exact, not estimates.</p>'
        "</fieldset></form>"
    )
    return _widget_frame(
        "odds",
        starting="The live calculator is starting: it runs this guide's own Python in your browser.",
        without_script="The live calculator needs JavaScript and WebAssembly; the tables above are complete "
        "without it.",
        forms=forms,
    )
