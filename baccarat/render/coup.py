"""A coup on the table: both hands, every step explained, and the result.

One renderer for the site build and the browser: the worked examples on the rules
pages and the dealer widget's hands (:mod:`.deal`) are the same HTML. Every text is escaped.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card, hand_total
from ..coup import Coup, Step, explain
from ..i18n import Words, words
from .cards import card_html
from .charts import banker_grid_table
from .markup import attrs, escape

__all__ = ["coup_html", "hand_html", "stepper_html", "verdict"]


def hand_html(
    side: str,
    cards: Sequence[Card],
    *,
    reveal: Sequence[int] | None = None,
    order: Sequence[int] = (),
    shown: int | None = None,
    waiting: bool = False,
    total: int | None = None,
    lang: str = "en",
) -> str:
    """One hand on the table: its name, its score and its cards (a third one sideways). One drawing for
    every felt: a worked coup's, and the pocket dealer's coup so far (``waiting`` for its next card).

    In a worked coup, ``reveal`` gives the step at which each card is dealt and ``order`` its place in
    the dealing order; the score shows once the hand's step is reached (kept current while stepping).
    With ``shown``, what the steps after it reveal starts hidden, and ``total`` is the score as it stands
    then (the final one by default). A hand with no card yet has no score. Its words are in ``lang``.

        >>> from baccarat.cards import parse_cards
        >>> '<span class="bac-hand-name">Banker</span>' in hand_html("banker", parse_cards("3 K"))
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    steps = reveal[: len(cards)] if reveal is not None else [None] * len(cards)
    places = order[: len(cards)] if reveal is not None else [None] * len(cards)
    laid = "".join(
        card_html(
            card, reveal=step, order=place, third=index == 2, hidden=step is not None and _later(step, shown), lang=lang
        )
        for index, (card, step, place) in enumerate(zip(cards, steps, places, strict=True))
    )
    score = ""
    if cards:
        score_step = None if reveal is None else reveal[0] + (side == "banker")
        when = "" if score_step is None else f' data-reveal="{score_step}"'
        hide = " hidden" if score_step is not None and _later(score_step, shown) else ""
        value = hand_total(cards) if total is None else total
        # Translators: a screen reader reads the hand's name, then this; only {score} is seen.
        before, _, after = w("has {score}").partition("{score}")
        said_before = f'<span class="bac-sr">{escape(before)}</span>' if before else ""
        said_after = f'<span class="bac-sr">{escape(after)}</span>' if after else ""
        score = (
            f'<span class="bac-score"{when}{hide}>'
            f'{said_before}<span class="bac-score-value">{value}</span>{said_after}</span>'
        )
    marker = ' data-waiting=""' if waiting else ""
    name = _hand_name(side, w)
    return (
        f'<div class="bac-hand" data-side="{side}"{marker}><p class="bac-hand-head">'
        f'<span class="bac-hand-name">{escape(name)}</span> {score}</p><div class="bac-cards">{laid}</div></div>'
    )


def _hand_name(side: str, w: Words) -> str:
    """``"player"`` or ``"banker"`` as the hand's name: the hand, never a person at the table."""
    return w.pgettext("hand", "Player") if side == "player" else w.pgettext("hand", "Banker")


def _later(step: int, shown: int | None) -> bool:
    """Whether what ``step`` reveals starts hidden, the coup being shown up to step ``shown``."""
    return shown is not None and step > shown


def _step_html(number: int, step: Step, lang: str, shown: int | None = None) -> str:
    cell = step.chart_cell
    attributes = attrs(
        data_step=str(number),
        data_rule=step.rule,
        data_banker=str(cell[0]) if cell else None,
        data_third=("stood" if cell[1] is None else str(cell[1])) if cell else None,
        data_player_total=str(step.player_total),
        data_banker_total=str(step.banker_total),
    )
    hidden = " hidden" if _later(number, shown) else ""
    return f"<li{attributes}{hidden}>{escape(words(lang).say(explain(step)))}</li>"


def verdict(coup: Coup, *, lang: str = "en") -> str:
    """The result as a dealer announces it.

        >>> from baccarat import resolve
        >>> verdict(resolve("2 3 2 K 8")), verdict(resolve("7 3 K 4")), verdict(resolve("8 9 K K"))
        ('Banker wins, 3 to 2', 'Tie, 7 to 7', 'Banker wins, 9 to 8 (a natural)')

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    text = winner_and_score(coup, w)
    return w("{verdict} (a natural)", verdict=text) if coup.natural else text


def winner_and_score(coup: Coup, w: Words) -> str:
    """Who won and by what score, the winner's first ("Banker wins, 3 to 2"; "Tie, 7 to 7"), nothing about a natural.

    >>> from baccarat import resolve
    >>> from baccarat.i18n import words
    >>> winner_and_score(resolve("9 5 K K"), words("en"))
    'Player wins, 9 to 5'
    """
    p, b = coup.player.total, coup.banker.total
    if coup.outcome.value == "tie":
        return w("Tie, {player} to {banker}", player=p, banker=b)
    if coup.outcome.value == "player":
        return w("Player wins, {high} to {low}", high=p, low=b)
    return w("Banker wins, {high} to {low}", high=b, low=p)


def stepper_html(steps: int, shown: int, actions: str = "", *, asking: bool = False, lang: str = "en") -> str:
    """The bar under a live coup's felt that steps through it (the page's script enables its buttons):
    Back, where the steps stand, Next step and Show all, then any other ``actions`` (buttons' HTML). While the
    coup is ``asking`` its questions, where the steps stand is said without how many there are (how many steps
    a coup has tells whether a hand draws).

    Drawn with the coup, so that it takes its place before the page's script runs: nothing under the
    felt moves when the script wakes the coup.

        >>> bar = stepper_html(5, 5)
        >>> "Step 5 of 5" in bar, bar.count('aria-disabled="true"'), bar.count(" disabled>")
        (True, 2, 3)
        >>> ">Step 2<" in stepper_html(6, 2, asking=True)
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)

    def button(label: str, action: str, at_end: bool, primary: bool = False) -> str:
        kind = "md-button md-button--primary" if primary else "md-button"
        ended = "true" if at_end else "false"
        state = f'aria-disabled="{ended}" disabled'
        return f'<button type="button" class="{kind}" data-action="{action}" {state}>{escape(label)}</button>'

    named = attrs(aria_label=w("Explanation steps"))
    back = button(w("◀ Back"), "back", shown == 1)
    count = w("Step {shown}", shown=shown) if asking else w("Step {shown} of {steps}", shown=shown, steps=steps)
    forward = button(w("Next step ▶"), "forward", shown == steps, primary=True)
    every = button(w("Show all"), "all", shown == steps)
    return (
        f'<div class="bac-stepper" role="group"{named}>{back}'
        f'<span class="bac-step-count">{escape(count)}</span>{forward}{every}{actions}</div>'
    )


def coup_html(
    coup: Coup,
    *,
    chart: bool = True,
    steps_collapsed: bool = False,
    shown: int | None = None,
    stepper: bool = False,
    actions: str = "",
    asked: str = "",
    lang: str = "en",
) -> str:
    """A worked coup: the table (both hands), the result, every step, and the Banker grid with its cell marked.

    With ``shown``, the coup starts as it stands after that step: the cards, scores and result of later
    steps are hidden (the page's script reveals them). A live coup (``stepper``) has the bar that steps
    through it under its felt (:func:`stepper_html`, with ``actions``), and between the felt and the bar what is
    ``asked`` of the coup (the dealer's questions, :func:`baccarat.render.deal.asks_html`). Every word is in
    ``lang``.

        >>> from baccarat import resolve
        >>> html = coup_html(resolve("2 3 2 K 8"))
        >>> '<li data-step="5" data-rule="banker-chart" data-banker="3" data-third="8"' in html
        True

    Raises nothing for a language of :data:`~baccarat.i18n.LANGUAGES`: every resolved coup renders.
    """
    w = words(lang)
    # A live coup's steps past ``shown`` start hidden too (its bar reveals them); any other lists every step.
    listed = shown if stepper else None
    steps = "".join(_step_html(number, step, lang, listed) for number, step in enumerate(coup.steps, 1))
    cell = next((step.chart_cell for step in coup.steps if step.chart_cell), None)
    reached = next((number for number, step in enumerate(coup.steps, 1) if step.chart_cell), 0)
    grid = ""
    if chart and cell is not None:
        if cell[1] is None:
            where = w(": Banker {banker}, the Player stood", banker=cell[0])
        else:
            where = w(": Banker {banker}, Player's third card {third}", banker=cell[0], third=cell[1])
        summary = w("This coup in the Banker chart")
        grid = (
            # The cell is named (and marked) only once the steps reach the Banker's turn.
            f'<details class="bac-coup-chart"><summary>{escape(summary)}'
            f'<span data-reveal="{reached}">{escape(where)}</span></summary>'
            f"{banker_grid_table(highlight=cell, anchors=False, compact=True, lang=lang)}</details>"
        )
    # All four first cards are dealt at step 1, in dealing order (Player, Banker, Player, Banker);
    # a third card appears at the step that draws it.
    drawn = {step.rule.split("-")[0]: number for number, step in enumerate(coup.steps, 1) if step.card is not None}
    last = len(coup.steps)
    then = coup.steps[min(shown, last) - 1] if shown else coup.steps[-1]  # the scores as they stand when shown
    table = hand_html(
        "player", coup.player.cards, reveal=(1, 1, drawn.get("player", 0)), order=(0, 2, 0), shown=shown,
        total=then.player_total, lang=lang,
    ) + hand_html(
        "banker", coup.banker.cards, reveal=(1, 1, drawn.get("banker", 0)), order=(1, 3, 0), shown=shown,
        total=then.banker_total, lang=lang,
    )  # fmt: skip
    tokens = " ".join(card.token for card in coup.cards)
    asking = bool(asked) and bool(shown) and (shown or last) < last  # a question still open: no total said
    bar = stepper_html(last, shown or last, actions, asking=asking, lang=lang) if stepper else ""
    outcome = (
        f'<p class="bac-outcome" data-reveal="{last}"{" hidden" if _later(last, shown) else ""}>'
        f"<strong>{escape(verdict(coup, lang=lang))}</strong></p>"
    )
    # What the dealer asks sits right under the felt, above the bar: the cards and the question in one view. The
    # result follows the bar, so stepping never moves the bar; while the dealer asks, its page puts the result
    # under the cards (dealer_asks.js, placeChart).
    return (
        f'<div class="bac-coup" data-cards="{escape(tokens)}" data-outcome="{coup.outcome.value}">'
        f'<div class="bac-table">{table}</div>{asked}{bar}{outcome}'
        f"{_steps_block(steps, steps_collapsed, w)}{grid}</div>"
    )


def _steps_block(steps: str, collapsed: bool, w: Words) -> str:
    listed = f'<ol class="bac-steps">{steps}</ol>'
    if not collapsed:
        return listed
    summary = w("How the coup was dealt, step by step")
    return f"<details><summary>{escape(summary)}</summary>{listed}</details>"
