"""A coup on the table: both hands, every step explained, and the result.

One renderer for the site build and the browser: the worked examples on the rules
pages and the dealer widget's hands (:mod:`.deal`) are the same HTML. Every text is escaped.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from ..coup import Coup, Step
from .cards import card_html
from .charts import banker_grid_table
from .markup import attrs, escape

__all__ = ["coup_html", "verdict"]


def _hand_html(
    side: str, cards: Sequence[Card], total: int, reveal: Sequence[int], order: Sequence[int], shown: int | None
) -> str:
    """One hand on the table: its name, its score (kept current while stepping) and its cards.

    ``reveal`` gives the step at which each card is dealt and ``order`` its place in
    the dealing order; the score shows once the hand's step is reached. With ``shown``, what
    the steps after it reveal starts hidden.
    """
    dealt = zip(cards, reveal[: len(cards)], order[: len(cards)], strict=True)
    laid = "".join(
        card_html(card, reveal=step, order=place, third=index == 2, hidden=_later(step, shown))
        for index, (card, step, place) in enumerate(dealt)
    )
    score_step = reveal[0] + (side == "banker")
    return (
        f'<div class="bac-hand" data-side="{side}"><p class="bac-hand-head"><span class="bac-hand-name">'
        f'{side.capitalize()}</span> <span class="bac-score" data-reveal="{score_step}"'
        f"{' hidden' if _later(score_step, shown) else ''}>"
        f'<span class="bac-sr">has </span><span class="bac-score-value">{total}</span></span></p>'
        f'<div class="bac-cards">{laid}</div></div>'
    )


def _later(step: int, shown: int | None) -> bool:
    """Whether what ``step`` reveals starts hidden, the coup being shown up to step ``shown``."""
    return shown is not None and step > shown


def _step_html(number: int, step: Step) -> str:
    cell = step.chart_cell
    attributes = attrs(
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


def coup_html(coup: Coup, *, chart: bool = True, steps_collapsed: bool = False, shown: int | None = None) -> str:
    """A worked coup: the table (both hands), the result, every step, and the Banker grid with its cell marked.

    With ``shown``, the coup starts as it stands after that step: the cards, scores and result of later
    steps are hidden (the page's script reveals them).

        >>> from baccarat import resolve
        >>> html = coup_html(resolve("2 3 2 K 8"))
        >>> '<li data-step="5" data-rule="banker-chart" data-banker="3" data-third="8"' in html
        True

    Raises nothing: every resolved coup renders.
    """
    steps = "".join(_step_html(number, step) for number, step in enumerate(coup.steps, 1))
    cell = next((step.chart_cell for step in coup.steps if step.chart_cell), None)
    reached = next((number for number, step in enumerate(coup.steps, 1) if step.chart_cell), 0)
    grid = ""
    if chart and cell is not None:
        where = "the Player stood" if cell[1] is None else f"Player's third card {cell[1]}"
        grid = (
            # The cell is named (and marked) only once the steps reach the Banker's turn.
            f'<details class="bac-coup-chart"><summary>This coup in the Banker chart<span data-reveal="{reached}">: '
            f"Banker {cell[0]}, {escape(where)}</span></summary>"
            f"{banker_grid_table(highlight=cell, anchors=False, compact=True)}</details>"
        )
    # All four first cards are dealt at step 1, in dealing order (Player, Banker, Player, Banker);
    # a third card appears at the step that draws it.
    drawn = {step.rule.split("-")[0]: number for number, step in enumerate(coup.steps, 1) if step.card is not None}
    last = len(coup.steps)
    table = _hand_html(
        "player", coup.player.cards, coup.player.total, (1, 1, drawn.get("player", 0)), (0, 2, 0), shown
    ) + _hand_html("banker", coup.banker.cards, coup.banker.total, (1, 1, drawn.get("banker", 0)), (1, 3, 0), shown)
    tokens = " ".join(card.token for card in coup.cards)
    return (
        f'<div class="bac-coup" data-cards="{escape(tokens)}" data-outcome="{coup.outcome.value}">'
        f'<div class="bac-table">{table}</div>'
        f'<p class="bac-outcome" data-reveal="{last}"{" hidden" if _later(last, shown) else ""}>'
        f"<strong>{escape(verdict(coup))}</strong></p>"
        f"{_steps_block(steps, steps_collapsed)}{grid}</div>"
    )


def _steps_block(steps: str, collapsed: bool) -> str:
    listed = f'<ol class="bac-steps">{steps}</ol>'
    return (
        f"<details><summary>How the coup was dealt, step by step</summary>{listed}</details>" if collapsed else listed
    )
