"""The Drill as HTML: a question with real cards, its feedback, the reader's Banker chart, and the
printable practice sheet. Every piece of text is escaped here.

Links are relative to the Drill page (``/drill/``), so the site works under any path.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..cards import Card
from ..drill import ANSWER_KEYS, BANKER_CELLS, KINDS, Feedback, Question, Settings, choose_cell, mastery, question
from .cards import card_html
from .charts import banker_grid_table
from .markup import attrs, escape, widget_frame

__all__ = ["feedback_html", "mastery_html", "printable_html", "question_html", "widget_html"]


def _guide(link: str) -> str:
    return "../" + link


def _hand(side: str, cards: Sequence[Card]) -> str:
    shown = "".join(card_html(card, third=index == 2) for index, card in enumerate(cards))  # a third lies sideways
    return (
        f'<div class="bac-hand" data-side="{side}"><p class="bac-hand-head"><span class="bac-hand-name">'
        f'{side.capitalize()}</span></p><div class="bac-cards">{shown}</div></div>'
    )


def _tokens(cards: Sequence[Card]) -> str:
    return ",".join(card.token for card in cards)


def question_html(q: Question, *, disabled: bool = False) -> str:
    """A question: its cards on the felt, what it asks, and a button per answer (with its key).

        >>> from baccarat.drill import Settings, question
        >>> html = question_html(question(Settings(seed=1), 3, "banker-4-7"))
        >>> 'data-question data-kind="banker"' in html and 'data-answer="draw"' in html
        True

    Raises nothing.
    """
    if q.kind == "score":
        table = f'<div class="bac-table bac-table-one">{_hand("hand", q.cards).replace("Hand", "The hand")}</div>'
        data = attrs(data_cards=_tokens(q.cards))
    else:
        table = f'<div class="bac-table">{_hand("player", q.player)}{_hand("banker", q.banker)}</div>'
        data = attrs(data_player=_tokens(q.player), data_banker=_tokens(q.banker))
    buttons = "".join(
        f'<button type="button" class="md-button" data-answer="{key}" aria-keyshortcuts="{ANSWER_KEYS[key].upper()}"'
        f'{" disabled" if disabled else ""}>{escape(label)} <kbd aria-hidden="true">{ANSWER_KEYS[key].upper()}</kbd>'
        "</button>"
        for key, label in q.answers.items()
    )
    step = f"Coup {q.number}, question {q.step} of {q.steps}" if q.steps > 1 else f"Question {q.number}"
    attributes = attrs(data_number=str(q.number), data_cell=q.cell, data_step=str(q.step), data_steps=str(q.steps))
    return (
        f'<div class="bac-question" data-question data-kind="{q.kind}"{data}{attributes}>'
        f'<p class="bac-question-count">{escape(step)}</p>{table}'
        f'<p class="bac-prompt" id="bac-prompt-{q.number}-{q.step}">{escape(q.prompt)}</p>'
        f'<div class="bac-answers" role="group" aria-labelledby="bac-prompt-{q.number}-{q.step}">{buttons}</div>'
        "</div>"
    )


def feedback_html(q: Question, feedback: Feedback) -> str:
    """Right or wrong, the rule in one sentence, where the guide says it, and for a Banker question the
    chart with the deciding cell marked as the dealer marks it.

        >>> from baccarat.drill import Settings, grade, question
        >>> q = question(Settings(seed=1), 3, "banker-4-7")
        >>> 'data-feedback data-correct="false"' in feedback_html(q, grade(q, "stand"))
        True

    Raises nothing.
    """
    verdict = "Right" if feedback.correct else "Not quite"
    mark = "✓" if feedback.correct else "✗"
    chart = ""
    if q.chart_cell is not None:
        chart = (
            # Folded, so the verdict and "Next question" fit one phone screen; the summary names the cell.
            '<details class="bac-coup-chart"><summary>This question in the Banker chart</summary>'
            f"{banker_grid_table(highlight=q.chart_cell, anchors=False, compact=True)}</details>"
        )
    return (
        f'<div class="bac-feedback" data-feedback data-correct="{str(feedback.correct).lower()}">'
        f'<p class="bac-verdict"><span aria-hidden="true">{mark}</span> <strong>{verdict}.</strong> '
        f"{escape(feedback.text)}</p>"
        f'<p><a href="{escape(_guide(q.link))}">Read it in the guide: {escape(q.where)}</a></p>{chart}</div>'
    )


_MARKS = {"mastered": "✓", "shaky": "~", "unseen": "·"}


def mastery_html(progress: Mapping[str, Any]) -> str:
    """The reader's Banker chart: each cell mastered (✓), shaky (~) or unseen (·), in words for screen readers.

        >>> '<td class="bac-unseen" data-cell="banker-0-stood">' in mastery_html({})
        True

    Raises nothing.
    """
    rows = []
    for total in range(8):
        cells = []
        for cell in (c for c in BANKER_CELLS if c.startswith(f"banker-{total}-")):
            state = mastery(progress, cell)
            entry = progress.get("cells", {}).get(cell)
            tally = f", {entry[1]} of {entry[2]} right" if entry else ""
            cells.append(
                f'<td class="bac-{state}" data-cell="{cell}"><span aria-hidden="true">{_MARKS[state]}</span>'
                f'<span class="bac-sr">{state}{escape(tally)}</span></td>'
            )
        rows.append(f'<tr><th scope="row">{total}</th>{"".join(cells)}</tr>')
    seen = sum(1 for cell in BANKER_CELLS if mastery(progress, cell) != "unseen")
    mastered = sum(1 for cell in BANKER_CELLS if mastery(progress, cell) == "mastered")
    head = "".join(f'<th scope="col">{v}</th>' for v in range(10))
    return (
        f'<table class="bac-mastery"><caption>Your Banker chart: {mastered} of 88 cells mastered (✓), '
        f"{seen - mastered} shaky (~), {88 - seen} not yet seen (·)</caption>"
        '<thead><tr><th scope="col">Banker</th><th scope="col">Player stood</th>'
        f"{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )


def _kind_select(selected: str) -> str:
    options = "".join(
        f'<option value="{key}"{" selected" if key == selected else ""}>{escape(name)}</option>'
        for key, name in KINDS.items()
    )
    return f'<label>Drill <select name="kind">{options}</select></label>'


#: The drill shown before Python is ready (and the printable sheet's default).
OPENING_DRILL = Settings(seed=2024, kind="mix")


def widget_html() -> str:
    """The live Drill as static HTML: its first question (answer buttons waiting for Python) and its settings."""
    first = question(OPENING_DRILL, 1, choose_cell(OPENING_DRILL, 1, {}))
    rows = "".join(
        f'<label class="bac-row-choice"><input type="checkbox" name="rows" value="{n}"> {n}</label>' for n in range(8)
    )
    forms = (
        '<form class="bac-controls" data-form="drill"><fieldset disabled><legend class="bac-sr">What to drill</legend>'
        f"{_kind_select(OPENING_DRILL.kind)} "
        '<fieldset class="bac-rows"><legend>Only these Banker rows (none ticked: all)</legend>'
        f"{rows}</fieldset>"
        '<button type="submit" class="md-button" data-action="start">Start a new drill</button> '
        '<button type="button" class="md-button" data-action="reset">Reset progress</button>'
        "</fieldset></form>"
    )
    result = (
        '<p class="bac-drill-score"></p>'  # the score shows from the first answer on
        '<p class="bac-sr bac-drill-said" aria-live="polite"></p>'
        f'<div class="bac-result">{question_html(first, disabled=True)}</div>'
        '<div class="bac-after"><div class="bac-feedback-place"></div>'
        '<button type="button" class="md-button md-button--primary" data-action="next" hidden>'
        'Next question <kbd aria-hidden="true">Enter</kbd></button></div>'
        '<details class="bac-your-chart"><summary>Your Banker chart</summary>'
        f'<div class="bac-mastery-place">{mastery_html({})}</div></details>'
        '<p class="bac-drill-link"></p>'
    )
    return widget_frame(
        "drill",
        starting="The Drill is starting…",
        without_script="The live Drill needs JavaScript and WebAssembly; the practice sheet below works on paper.",
        forms=result + forms,
        state=attrs(data_seed=str(OPENING_DRILL.seed)),  # a new reader's first drill: its answers ship with the page
    )


def printable_html(seed: int, count: int) -> str:
    """A practice sheet of ``count`` questions (mixed, seeded) with the answers in a collapsed block."""
    asked = []
    for number in range(1, count + 1):
        # On paper, one decision at a time: the Player, the Banker and a score, in turn.
        settings = Settings(seed=seed, kind=("player", "banker", "score")[number % 3], replay=True)
        asked.append(question(settings, number, choose_cell(settings, number, {})))
    items, answers = [], []
    for q in asked:
        if q.kind == "score":
            hands = "Hand: " + " ".join(str(c) for c in q.cards)
        else:
            hands = f"Player: {' '.join(str(c) for c in q.player)}; Banker: {' '.join(str(c) for c in q.banker)}"
        items.append(f"<li><p>{escape(hands)}</p><p>{escape(q.prompt)}</p></li>")
        answers.append(f"<li><strong>{escape(q.answers[q.answer])}.</strong> {escape(q.rule)}</li>")
    return (
        f'<ol class="bac-practice" id="practice-sheet">{"".join(items)}</ol>'
        '<details class="bac-practice-answers"><summary>Answers, with the rule for each</summary>'
        f'<ol id="practice-answers">{"".join(answers)}</ol></details>'
    )
