"""HTML for every table, chart and worked example: one renderer for the site build and the browser.

Everything returned is a string of HTML in which all text is escaped, so it is
safe to insert into a page; user input never reaches it unescaped.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import ACCEPTED, RANK_POINTS, Card, parse_cards
from .coup import Coup, Step
from .markup import escape
from .rules import (
    BANKER_ALWAYS_STANDS_ON,
    BANKER_DRAWS_ON,
    CARD_VALUES,
    banker_chart,
    player_actions,
    value_ranges,
)
from .shoe import MAX_DECKS, MIN_DECKS, Shoe
from .svg import card_svg

__all__ = [
    "OPENING_HAND",
    "OPENING_ROADS",
    "banker_compact_table",
    "banker_grid_table",
    "card_html",
    "card_values_table",
    "coup_html",
    "deal_widget_html",
    "escape",
    "odds_widget_html",
    "player_chart_table",
    "roads_html",
    "roads_info",
    "roads_widget_html",
    "scoring_table",
    "shoe_info",
    "verdict",
]


def _attrs(**attributes: str | None) -> str:
    """Escaped HTML attributes; ``None`` leaves one out, ``_`` in a name becomes ``-``."""
    return "".join(
        f' {name.rstrip("_").replace("_", "-")}="{escape(value)}"'
        for name, value in attributes.items()
        if value is not None
    )


def table_html(
    caption: str, head: Sequence[str], rows: Iterable[str], *, foot: str = "", **attributes: str | None
) -> str:
    """A table with a caption and column headers; ``rows`` (and a ``foot`` row) come from :func:`row_html`."""
    header = "".join(f'<th scope="col">{escape(cell)}</th>' for cell in head)
    footer = f"<tfoot>{foot}</tfoot>" if foot else ""
    return (
        f"<table{_attrs(**attributes)}><caption>{escape(caption)}</caption>"
        f"<thead><tr>{header}</tr></thead><tbody>{''.join(rows)}</tbody>{footer}</table>"
    )


def row_html(header: str, *cells: str, **attributes: str | None) -> str:
    """A table row whose first cell is its header; every cell is text, escaped here."""
    body = "".join(f"<td>{escape(cell)}</td>" for cell in cells)
    return f'<tr{_attrs(**attributes)}><th scope="row">{escape(header)}</th>{body}</tr>'


def card_html(card: Card, *, reveal: int | None = None, order: int | None = None) -> str:
    """A card as a picture (:func:`baccarat.svg.card_svg`) that screen readers name in words.

    ``reveal`` is the step of a worked coup at which the card is dealt, and ``order``
    its place in the dealing order within that step (for the dealing animation).

        >>> card_html(Card("10", "h")).startswith('<span class="bac-card" data-card="10h"><svg')
        True

    Raises nothing.
    """
    attributes = _attrs(
        class_="bac-card",
        data_card=card.token,
        data_reveal=None if reveal is None else str(reveal),
        data_order=None if order is None else str(order),
    )
    return f"<span{attributes}>{card_svg(card)}</span>"


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


def player_chart_table() -> str:
    """The Player's third-card chart (anchor ``#player-chart``)."""
    rows = [
        row_html(str(totals[0]) if len(totals) == 1 else f"{totals[0]}–{totals[-1]}", action)
        for totals, action in player_actions()
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


def _hand_html(side: str, cards: Sequence[Card], total: int, reveal: Sequence[int], order: Sequence[int]) -> str:
    """One hand on the table: its name, its score (kept current while stepping) and its cards.

    ``reveal`` gives the step at which each card is dealt and ``order`` its place in
    the dealing order; the score shows once the hand's step is reached.
    """
    dealt = zip(cards, reveal[: len(cards)], order[: len(cards)], strict=True)
    shown = "".join(card_html(card, reveal=step, order=place) for card, step, place in dealt)
    return (
        f'<div class="bac-hand" data-side="{side}"><p class="bac-hand-head"><span class="bac-hand-name">'
        f'{side.capitalize()}</span> <span class="bac-score" data-reveal="{reveal[0] + (side == "banker")}">'
        f'<span class="bac-sr">has </span><span class="bac-score-value">{total}</span></span></p>'
        f'<div class="bac-cards">{shown}</div></div>'
    )


def _step_html(number: int, step: Step) -> str:
    cell = step.chart_cell
    attributes = _attrs(
        data_step=str(number),
        data_rule=step.rule,
        data_banker=str(cell[0]) if cell else None,
        data_third=("stood" if cell[1] is None else str(cell[1])) if cell else None,
        data_player_total=str(step.player_total),
        data_banker_total=str(step.banker_total),
    )
    return f"<li{attributes}>{escape(step.text)}</li>"


def verdict(coup: Coup) -> str:
    """The result as a dealer announces it.

        >>> from baccarat import resolve
        >>> verdict(resolve("2 3 2 K 8")), verdict(resolve("7 3 K 4")), verdict(resolve("8 9 K K"))
        ('Banker wins, 3 to 2', 'Tie, 7 to 7', 'Banker wins, 9 to 8 (a natural)')

    Raises nothing.
    """
    p, b = coup.player.total, coup.banker.total
    if coup.outcome.value == "tie":
        text = f"Tie, {p} to {b}"
    else:
        text = f"{coup.outcome.value.capitalize()} wins, {max(p, b)} to {min(p, b)}"
    return text + (" (a natural)" if coup.natural else "")


def coup_html(coup: Coup, *, chart: bool = True, steps_collapsed: bool = False) -> str:
    """A worked coup: the table (both hands), the result, every step, and the Banker grid with its cell marked.

        >>> from baccarat import resolve
        >>> html = coup_html(resolve("2 3 2 K 8"))
        >>> '<li data-step="5" data-rule="banker-chart" data-banker="3" data-third="8"' in html
        True

    Raises nothing: every resolved coup renders.
    """
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
    # All four first cards are dealt at step 1, in dealing order (Player, Banker, Player, Banker);
    # a third card appears at the step that draws it.
    drawn = {step.rule.split("-")[0]: number for number, step in enumerate(coup.steps, 1) if step.card is not None}
    last = len(coup.steps)
    table = _hand_html(
        "player", coup.player.cards, coup.player.total, (1, 1, drawn.get("player", 0)), (0, 2, 0)
    ) + _hand_html("banker", coup.banker.cards, coup.banker.total, (1, 1, drawn.get("banker", 0)), (1, 3, 0))
    tokens = " ".join(card.token for card in coup.cards)
    return (
        f'<div class="bac-coup" data-cards="{escape(tokens)}" data-outcome="{coup.outcome.value}">'
        f'<div class="bac-table">{table}</div>'
        f'<p class="bac-outcome" data-reveal="{last}"><strong>{escape(verdict(coup))}</strong></p>'
        f"{_steps_block(steps, steps_collapsed)}{grid}</div>"
    )


def _steps_block(steps: str, collapsed: bool) -> str:
    listed = f'<ol class="bac-steps">{steps}</ol>'
    return (
        f"<details><summary>How the coup was dealt, step by step</summary>{listed}</details>" if collapsed else listed
    )


def _decks_select(selected: int) -> str:
    options = "".join(
        f'<option value="{n}"{" selected" if n == selected else ""}>{n}</option>'
        for n in range(MIN_DECKS, MAX_DECKS + 1)
    )
    return f'<label>Decks <select name="decks">{options}</select></label> '


def _widget_frame(kind: str, *, starting: str, without_script: str, forms: str, result: str = "") -> str:
    """A live widget's static frame: state contract, status line, no-script note, result area, error line, controls.

    Its controls stay disabled until Python is ready in the browser, and the
    status line says what is happening, so nothing on the page is a dead end.
    ``result`` is what the widget shows before Python answers (rendered at build time).
    """
    return (
        f'<div class="bac-widget" data-widget="{kind}" data-state="loading" aria-busy="true">'
        f'<p class="bac-status" role="status">{escape(starting)}</p>'
        f"<noscript><p>{escape(without_script)}</p></noscript>"
        f'<p class="bac-error" role="alert" hidden></p>{result}{forms}</div>'
    )


_CARD_HELP = f'<p class="bac-help">Cards: {escape(ACCEPTED)}.</p>'

#: The shoe hand the dealer shows before Python starts: a Banker 6 drawing against a Player 7.
OPENING_HAND = {"seed": 10, "decks": 8, "hand": 1}


def _opening_coup() -> str:
    shoe = Shoe(OPENING_HAND["decks"], seed=OPENING_HAND["seed"])
    coup = shoe.deal_many(OPENING_HAND["hand"])[-1]
    attributes = _attrs(**{f"data_{name}": str(value) for name, value in OPENING_HAND.items()})
    info = shoe_info(OPENING_HAND["seed"], OPENING_HAND["decks"], OPENING_HAND["hand"], shoe.cards_left, shoe.finished)
    return f'<div class="bac-result"{attributes}>{coup_html(coup)}</div><p class="bac-shoe-info">{escape(info)}</p>'


def shoe_info(seed: int, decks: int, hand: int, cards_left: int, finished: bool) -> str:
    """Where a dealt hand comes from, in words.

        >>> shoe_info(10, 8, 1, 401, False)
        'Shoe 10 (8 decks), hand 1: 401 cards left.'

    Raises nothing.
    """
    end = " The cut card is out: this shoe is finished. Start a new shoe." if finished else ""
    return f"Shoe {seed} ({decks} deck{'s' if decks > 1 else ''}), hand {hand}: {cards_left} cards left.{end}"


def deal_widget_html() -> str:
    """The "Deal a hand" widget as static HTML: a dealt, explained hand, and controls the page's script enables."""
    forms = (
        '<div class="bac-controls">'
        '<form class="bac-shoe" data-form="deal"><fieldset disabled><legend class="bac-sr">Deal from a shoe</legend>'
        '<button type="button" class="md-button md-button--primary" data-action="next-hand">Next hand</button> '
        '<button type="submit" class="md-button">New shoe</button> '
        f"{_decks_select(8)}"
        '<label>Seed <input name="seed" inputmode="numeric" autocomplete="off" size="10" '
        'placeholder="random" aria-describedby="bac-seed-help"></label>'
        '<span id="bac-seed-help" class="bac-help">The same seed always shuffles the same shoe.</span>'
        "</fieldset></form>"
        '<details class="bac-enter-cards"><summary>Enter your own cards</summary>'
        '<form class="bac-enter" data-form="resolve"><fieldset disabled><legend class="bac-sr">Enter cards</legend>'
        '<label>Player <input name="player" autocomplete="off" spellcheck="false" placeholder="2 2 8"></label> '
        '<label>Banker <input name="banker" autocomplete="off" spellcheck="false" placeholder="3 K"></label>'
        '<p class="bac-help">or, in dealing order (Player, Banker, Player, Banker, then third cards):</p>'
        '<label>Dealing order <input name="cards" autocomplete="off" spellcheck="false" '
        'placeholder="2 3 2 K 8"></label> '
        f'<button type="submit" class="md-button md-button--primary">Explain</button>{_CARD_HELP}'
        "</fieldset></form></details></div>"
    )
    return _widget_frame(
        "deal",
        starting="The live dealer is starting: it runs this guide's own Python rules code in your browser. "
        "Meanwhile, here is the first hand of shoe 10.",
        without_script="The live dealer needs JavaScript and WebAssembly. The hand below, and every worked "
        "example in the rules pages, reads fine without them.",
        forms=forms,
        result=_opening_coup(),
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
        starting="The live calculator is starting: it runs this guide's own Python in your browser. "
        "Meanwhile, the table below is the full shoe.",
        without_script="The live calculator needs JavaScript and WebAssembly; the tables above are complete "
        "without it.",
        forms=forms + f'<div class="bac-result">{_full_shoe_odds(decks)}</div>',
    )


def _full_shoe_odds(decks: int) -> str:
    """What the calculator shows before Python is ready: the full shoe, computed at build time."""
    # Imported here: exact arithmetic is slow to import in the browser's Python, which never needs this.
    from .odds_tables import removed_cards_table

    return removed_cards_table(decks, "")


def roads_html(results: str) -> str:
    """The five roads of ``results`` for the live widget: every mark an item named in words."""
    from .svg import ROAD_KINDS, road_svg

    return "".join(
        f'<figure class="bac-road-figure" data-road="{kind}"><figcaption>{kind.replace("-", " ").capitalize()}'
        f'</figcaption><div class="bac-road-scroll">{road_svg(kind, results, cells=True)}</div></figure>'
        for kind in ROAD_KINDS
    )


def roads_info(seed: int, decks: int, coups: int, total: int, latest: str) -> str:
    """Where a live road stands, in words.

        >>> roads_info(42, 8, 20, 81, "Coup 20: Player.")
        'Shoe 42 (8 decks): 20 of 81 coups dealt. Coup 20: Player.'

    Raises nothing.
    """
    return f"Shoe {seed} ({decks} deck{'s' if decks > 1 else ''}): {coups} of {total} coups dealt. {latest}"


#: The shoe the roads widget shows before Python is ready, dealt this far.
OPENING_ROADS = {"seed": 42, "decks": 8, "coups": 20}


def roads_widget_html() -> str:
    """The live roads: a shoe dealt coup by coup (or results typed in), all five roads redrawn each time."""
    from .roads import latest, shoe_results

    whole = shoe_results(OPENING_ROADS["seed"], OPENING_ROADS["decks"])
    results = whole[: OPENING_ROADS["coups"]]
    info = roads_info(OPENING_ROADS["seed"], OPENING_ROADS["decks"], len(results), len(whole), latest(results))
    attributes = _attrs(**{f"data_{name}": str(value) for name, value in OPENING_ROADS.items()})
    result = (
        f'<p class="bac-roads-info" aria-live="polite">{escape(info)}</p>'
        f'<div class="bac-result"{attributes}>{roads_html(results)}</div>'
    )
    forms = (
        '<div class="bac-controls">'
        '<form data-form="roads-shoe"><fieldset disabled><legend class="bac-sr">Deal a shoe</legend>'
        '<button type="button" class="md-button md-button--primary" data-action="next-coup">Next coup</button> '
        '<button type="button" class="md-button" data-action="deal-to-end">Deal to the end</button> '
        '<button type="submit" class="md-button">New shoe</button> '
        f"{_decks_select(8)}"
        '<label>Seed <input name="seed" inputmode="numeric" autocomplete="off" size="10" placeholder="random">'
        "</label></fieldset></form>"
        '<details class="bac-enter-results"><summary>Type results instead</summary>'
        '<form data-form="roads-results"><fieldset disabled><legend class="bac-sr">Type results</legend>'
        '<label>Results <input name="results" autocomplete="off" spellcheck="false" size="30" '
        'placeholder="BPPTB"></label> '
        '<button type="submit" class="md-button md-button--primary">Draw the roads</button>'
        '<p class="bac-help">B for a Banker win, P for a Player win, T for a tie, in the order they came.</p>'
        "</fieldset></form></details></div>"
    )
    return _widget_frame(
        "roads",
        starting="The live roads are starting: they run this guide's own Python in your browser. "
        f"Meanwhile, here is shoe {OPENING_ROADS['seed']} after {OPENING_ROADS['coups']} coups.",
        without_script="The live roads need JavaScript and WebAssembly; every road on this page is drawn without them.",
        forms=forms + result,  # the buttons above the roads, which grow downwards
    )
