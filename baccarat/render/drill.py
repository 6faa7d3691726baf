"""The Drill as HTML: a question with real cards, its feedback, the reader's Banker chart, and the
printable practice sheet. Every piece of text is escaped here.

Links are relative to the Drill page (``/drill/``), so the site works under any path.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..cards import Card
from ..drill import (
    ANSWER_KEYS,
    BANKER_CELLS,
    MASTERED,
    PASS_MARK,
    SESSION_LENGTH,
    Feedback,
    Question,
    Settings,
    answer_labels,
    cell_link,
    cell_name,
    choose_cell,
    kind_names,
    link_query,
    mastery,
    passed,
    question,
)
from ..i18n import DEFAULT, Words, words
from .cards import card_html
from .charts import banker_grid_table
from .markup import attrs, escape, widget_frame

__all__ = [
    "answer_words",
    "drawn_html",
    "feedback_html",
    "finish_html",
    "mastery_html",
    "printable_html",
    "question_html",
    "session_bar_html",
    "widget_html",
]


def _guide(link: str) -> str:
    return "../" + link


def answer_words(kind: str, *, lang: str = "en") -> dict[str, str]:
    """Every answer a question of ``kind`` accepts, by its key, as its button says it in ``lang``: the words
    :func:`baccarat.drill.read_answer` reads besides the English.

        >>> answer_words("banker", lang="zh-Hant")
        {'draw': '補牌', 'stand': '停牌'}

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    return {key: w.say(label) for key, label in answer_labels(kind).items()}


def _hand(side: str, name: str, cards: Sequence[Card], lang: str) -> str:
    shown = "".join(
        card_html(card, third=index == 2, lang=lang) for index, card in enumerate(cards)
    )  # a third lies sideways
    return (
        f'<div class="bac-hand" data-side="{side}"><p class="bac-hand-head"><span class="bac-hand-name">'
        f'{escape(name)}</span></p><div class="bac-cards">{shown}</div></div>'
    )


def _tokens(cards: Sequence[Card]) -> str:
    return ",".join(card.token for card in cards)


def _answer_button(key: str, label: str, disabled: bool) -> str:
    """An answer's button, with its key on a cap, unless its label is that key already (a score's digit)."""
    cap = ANSWER_KEYS[key].upper()
    shown = "" if label == ANSWER_KEYS[key] else f' <kbd aria-hidden="true">{cap}</kbd>'
    off = " disabled" if disabled else ""
    return (
        f'<button type="button" class="md-button" data-answer="{key}" aria-keyshortcuts="{cap}"{off}>'
        f"{escape(label)}{shown}</button>"
    )


def question_html(q: Question, *, disabled: bool = False, again: str = "", lean: str = "", lang: str = "en") -> str:
    """A question: its cards on the felt, what it asks, and a button per answer (with its key), in ``lang``;
    ``again`` says why it comes back (a cell the reader missed), above it, and ``lean`` (a session's first
    question) what the session brings back, above that.

        >>> from baccarat.drill import Settings, question
        >>> html = question_html(question(Settings(seed=1), 3, "banker-4-7"))
        >>> 'data-question data-kind="banker"' in html and 'data-answer="draw"' in html
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    if q.kind == "score":
        hand = _hand("hand", w("The hand"), q.cards, lang)
        table = f'<div class="bac-table bac-table-one">{hand}</div>'
        data = attrs(data_cards=_tokens(q.cards))
    else:
        table = _felt(q.player, q.banker, w, lang)
        data = attrs(data_player=_tokens(q.player), data_banker=_tokens(q.banker))
    buttons = "".join(_answer_button(key, label, disabled) for key, label in answer_words(q.kind, lang=lang).items())
    # The page's question before its script runs: its answers keep their room, hidden under this line (the
    # stylesheet), until a tap on one is answered (issue 59, reader en9 #5).
    # Translators: in the answer buttons' place while the page's Drill is starting (they show once they work).
    waiting = attrs(data_waiting=w("The answers appear once the Drill has started…")) if disabled else ""
    settled = ""
    if q.steps > 1:
        # One count, as the score and the bar count: the question of the session, the coup's step as context. How
        # many steps the coup has is said only once it is settled (its last step answered: the page's script shows
        # data-settled then): before, it would give the answer away (two steps: a natural; three: a hand draws).
        # Translators: a called coup's step while its question is open, no total: "Step {step}" as the dealer says.
        step = w("Question {number} of {questions} · step {step}", number=q.number, questions=SESSION_LENGTH,
                 step=q.step)  # fmt: skip
        if q.step == q.steps:
            said = w("Question {number} of {questions} · step {step} of {steps}", number=q.number,
                     questions=SESSION_LENGTH, step=q.step, steps=q.steps)  # fmt: skip
            settled = f' data-settled="{escape(said)}"'
    else:
        step = w("Question {number} of {questions}", number=q.number, questions=SESSION_LENGTH)
    attributes = attrs(data_number=str(q.number), data_cell=q.cell, data_step=str(q.step), data_steps=str(q.steps))
    return (
        f'<div class="bac-question" data-question data-kind="{q.kind}"{data}{attributes}>'
        + (f'<p class="bac-lean" data-lean>{escape(lean)}</p>' if lean else "")
        + (f'<p class="bac-again" data-again>{escape(again)}</p>' if again else "")
        + f'<p class="bac-question-count"{settled}>{escape(step)}</p>{table}'
        f'<p class="bac-prompt" id="bac-prompt-{q.number}-{q.step}">{escape(w.say(q.prompt))}</p>'
        f'<div class="bac-answers" role="group" aria-labelledby="bac-prompt-{q.number}-{q.step}"{waiting}>'
        f"{buttons}</div>"
        "</div>"
    )


def _felt(player: Sequence[Card], banker: Sequence[Card], w: Words, lang: str) -> str:
    hands = _hand("player", w.pgettext("hand", "Player"), player, lang)
    return f'<div class="bac-table">{hands}{_hand("banker", w.pgettext("hand", "Banker"), banker, lang)}</div>'


def drawn_html(q: Question, *, lang: str = "en") -> str:
    """The felt once the decision ``q`` asks about is carried out, with the card it draws (the card its rule's
    words name), in ``lang``; ``""`` when it draws none.

        >>> from baccarat.drill import Settings, question
        >>> q = question(Settings(seed=1), 3, "banker-4-7")
        >>> drawn_html(q).count("bac-third"), drawn_html(question(Settings(seed=1), 3, "banker-7-stood"))
        (2, '')

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    if q.drawn is None:
        return ""
    player, banker = q.drawn
    return _felt(player, banker, words(lang), lang).replace('class="bac-table"', 'class="bac-table" data-drawn', 1)


def feedback_html(q: Question, feedback: Feedback, *, lang: str = "en") -> str:
    """Right or wrong, the rule in one sentence, where the guide says it, and for a Banker question the
    chart with the deciding cell marked as the dealer marks it (in ``lang``).

        >>> from baccarat.drill import Settings, grade, question
        >>> q = question(Settings(seed=1), 3, "banker-4-7")
        >>> 'data-feedback data-correct="false"' in feedback_html(q, grade(q, "stand"))
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    verdict = w("Right.") if feedback.correct else w("Not quite.")
    mark = "✓" if feedback.correct else "✗"
    chart = ""
    if q.chart_cell is not None:
        summary = w("This question in the Banker chart")
        chart = (
            # Folded, so the verdict and "Next question" fit one phone screen; the summary names the cell.
            f'<details class="bac-coup-chart"><summary>{escape(summary)}</summary>'
            f"{banker_grid_table(highlight=q.chart_cell, anchors=False, compact=True, lang=lang)}</details>"
        )
    guide = w("Read it in the guide: {where}", where=w.say(q.where))
    return (
        f'<div class="bac-feedback" data-feedback data-correct="{str(feedback.correct).lower()}">'
        f'<p class="bac-verdict"><span aria-hidden="true">{mark}</span> <strong>{escape(verdict)}</strong> '
        f"{escape(w.say(feedback.text))}</p>"
        f'<p><a href="{escape(_guide(q.link))}">{escape(guide)}</a></p>{chart}</div>'
    )


def session_bar_html(asked: int = 0, *, lang: str = "en") -> str:
    """The session's progress bar: ``asked`` of its questions answered (its ARIA values, and a bar drawn by CSS
    from its ``--done`` share, which the page's script updates), in ``lang``.

        >>> 'aria-valuenow="0" aria-valuemin="0" aria-valuemax="10"' in session_bar_html()
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    said = w("{done} of {questions} questions answered", done=asked, questions=SESSION_LENGTH)
    label = w("This session")
    return (
        f'<div class="bac-session-bar" role="progressbar" aria-label="{escape(label)}" aria-valuenow="{asked}" '
        f'aria-valuemin="0" aria-valuemax="{SESSION_LENGTH}" aria-valuetext="{escape(said)}">'
        '<span class="bac-session-done"></span></div>'
    )


def finish_html(session: Mapping[str, Any], summary: Mapping[str, Any], *, lang: str = "en") -> str:
    """A session's finish screen: one headline with the verdict, by the lessons' pass mark ("Passed: 9 of 10 right
    (pass mark: 80%)."), then at most three short lines: what the reader now knows (the decisions mastered, else the
    nearest to it), what to practise next, and the way on (the rule for the weakest), then "Another 10", in ``lang``.

        >>> html = finish_html({"asked": 10, "right": 9, "best": 6},
        ...                    {"mastered": ["score-3"], "practise": ["banker-3-8"], "weakest": "banker-3-8"})
        >>> html.count("<p"), 'href="../rules/banker/#banker-3"' in html and 'data-action="again"' in html
        (4, True)
        >>> "<strong>Passed: 9 of 10 right (pass mark: 80%).</strong>" in html
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    # Translators: between the decisions listed on the finish screen (a decision's name may hold a comma).
    between = w.pgettext("between the cells of a list", "; ")
    asked, right = session["asked"], session["right"]
    # Translators: a finish's headline, the lessons' pass mark ({mark}: a percentage, 80) as they say it
    # ("Passed (pass mark: 80%)."): {right} of the {total} questions right.
    head = (w("Passed: {right} of {total} right (pass mark: {mark}%).", right=right, total=asked, mark=PASS_MARK)
            if passed(asked, right) else
            w("Not passed yet: {right} of {total} right (pass mark: {mark}%).", right=right, total=asked,
              mark=PASS_MARK))  # fmt: skip
    if summary["practise"]:
        names = between.join(w.say(cell_name(cell)) for cell in summary["practise"])
        practise = w("To practise next: {cells}.", cells=names)
    else:
        practise = w("Nothing to practise from this session: every answer was right.")
    lines = [f'<p class="bac-finish-head"><strong>{escape(head)}</strong></p>', f"<p>{escape(_known(summary, w))}</p>",
             f"<p>{escape(practise)}</p>"]  # fmt: skip
    if summary["weakest"]:
        link, where = cell_link(summary["weakest"])
        read = w("Read the rule for {cell}: {where}", cell=w.say(cell_name(summary["weakest"])), where=w.say(where))
        lines.append(f'<p><a href="{escape(_guide(link))}" data-weakest="{summary["weakest"]}">{escape(read)}</a></p>')
    again = w("Another 10")
    return (
        f'<div class="bac-finish" data-finish tabindex="-1">{"".join(lines)}'
        f'<button type="button" class="md-button md-button--primary" data-action="again">{escape(again)}</button>'
        "</div>"
    )


def _known(summary: Mapping[str, Any], w: Words) -> str:
    """What the reader now knows, in one line: the decisions mastered; else the one nearest to it ("2 of 3 right
    in a row"); else how a decision is mastered."""
    # Translators: between the decisions listed on the finish screen (a decision's name may hold a comma).
    between = w.pgettext("between the cells of a list", "; ")
    mastered, close = summary["mastered"], summary.get("close", [])
    if mastered:
        return w("Mastered: {cells}.", cells=between.join(w.say(cell_name(cell)) for cell in mastered))
    if close:
        cell, in_a_row = close[0]
        # Translators: a decision on the way to mastery: {right} right answers in a row so far, of the {needed} (3).
        line = w("{cell}: {right} of {needed} right in a row.", cell=w.say(cell_name(cell)), right=in_a_row,
                 needed=MASTERED)  # fmt: skip
        return line[:1].upper() + line[1:]  # a sentence's first letter (a Chinese line is left as it is)
    return w("Nothing mastered yet: a decision is mastered after three right answers in a row.")


_MARKS = {"mastered": "✓", "shaky": "~", "unseen": "·"}


def _state_words(w: Words) -> dict[str, str]:
    return {
        "mastered": w.pgettext("mastery", "mastered"),
        "shaky": w.pgettext("mastery", "shaky"),
        "unseen": w.pgettext("mastery", "unseen"),
    }


def mastery_html(progress: Mapping[str, Any], *, lang: str = "en") -> str:
    """The reader's Banker chart: each cell mastered (✓), shaky (~) or unseen (·), in words for screen readers
    (in ``lang``).

        >>> '<td class="bac-unseen" data-cell="banker-0-stood">' in mastery_html({})
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    states = _state_words(w)
    rows = []
    for total in range(8):
        cells = []
        for cell in (c for c in BANKER_CELLS if c.startswith(f"banker-{total}-")):
            state = mastery(progress, cell)
            entry = progress.get("cells", {}).get(cell)
            # Translators: after a cell's state ("shaky"): how many of the reader's answers to it were right.
            tally = w(", {right} of {seen} right", right=entry[1], seen=entry[2]) if entry else ""
            cells.append(
                f'<td class="bac-{state}" data-cell="{cell}"><span aria-hidden="true">{_MARKS[state]}</span>'
                f'<span class="bac-sr">{escape(states[state])}{escape(tally)}</span></td>'
            )
        rows.append(f'<tr><th scope="row">{total}</th>{"".join(cells)}</tr>')
    seen = sum(1 for cell in BANKER_CELLS if mastery(progress, cell) != "unseen")
    mastered = sum(1 for cell in BANKER_CELLS if mastery(progress, cell) == "mastered")
    head = "".join(f'<th scope="col">{v}</th>' for v in range(10))
    caption = w(
        "Your Banker chart: {mastered} of {cells} cells mastered (✓), {shaky} shaky (~), {unseen} not yet seen (·)",
        mastered=mastered, cells=len(BANKER_CELLS), shaky=seen - mastered, unseen=len(BANKER_CELLS) - seen,
    )  # fmt: skip
    banker, stood = w.pgettext("hand", "Banker"), w.pgettext("mastery", "Player stood")
    return (
        f'<table class="bac-mastery"><caption>{escape(caption)}</caption>'
        f'<thead><tr><th scope="col">{escape(banker)}</th><th scope="col">{escape(stood)}</th>'
        f"{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )


def _kind_select(selected: str, w: Words) -> str:
    options = "".join(
        f'<option value="{key}"{" selected" if key == selected else ""}>{escape(w.say(name))}</option>'
        for key, name in kind_names().items()
    )
    # Translators: the label before the list of what to drill ("Drill: A mix of everything").
    label = w.pgettext("what to drill", "Drill")
    return f'<label>{escape(label)} <select name="kind">{options}</select></label>'


#: A new reader's first drill, whose first question the page is built with (and the printable sheet's default): a
#: mix whose first question is a coup to call, starting with the Player's move (not the Banker's chart, the hardest).
OPENING_DRILL = Settings(seed=2026, kind="mix")


def widget_html(*, lang: str = "en") -> str:
    """The live Drill as static HTML: its first question (answer buttons waiting for Python) and its settings,
    in ``lang``.

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    first = question(OPENING_DRILL, 1, choose_cell(OPENING_DRILL, 1, {}))
    rows = "".join(
        f'<label class="bac-row-choice"><input type="checkbox" name="rows" value="{n}"> {n}</label>' for n in range(8)
    )
    said = {
        "what": w("What to drill"),
        "rows": w("Only these Banker rows (none ticked: all)"),
        "start": w("Start a new drill"),
        "reset": w("Reset progress"),
        "next": w("Next question"),
        "chart": w("Your Banker chart"),
    }
    said = {key: escape(text) for key, text in said.items()}
    # The key's name as printed on a keyboard, in every language (so marked as English in another's page).
    enter = f'<kbd{attrs(lang=None if lang == DEFAULT else "en")} aria-hidden="true">Enter</kbd>'
    forms = (
        '<form class="bac-controls" data-form="drill"><fieldset disabled>'
        f'<legend class="bac-sr">{said["what"]}</legend>'
        f"{_kind_select(OPENING_DRILL.kind, w)} "
        f'<fieldset class="bac-rows"><legend>{said["rows"]}</legend>'
        f"{rows}</fieldset>"
        f'<button type="submit" class="md-button" data-action="start">{said["start"]}</button> '
        f'<button type="button" class="md-button" data-action="reset">{said["reset"]}</button>'
        "</fieldset></form>"
    )
    # Everything the script fills in has its place (and the link its words) from the start, so that nothing
    # below moves when the drill starts.
    link = "?" + "&".join(f"{key}={value}" for key, value in link_query(OPENING_DRILL.kind, seed=OPENING_DRILL.seed)
                          .items())  # fmt: skip
    same = escape(w("A link to these questions, for a class or a friend"))
    result = (
        session_bar_html(lang=lang) + '<p class="bac-sr bac-drill-said" aria-live="polite"></p>'
        # A new reader's first question, face up from the first paint (the script shows the same one, its answers
        # shipped with the page); a returning reader's script turns it face down (bac-pending) until theirs shows.
        f'<div class="bac-result" aria-busy="true">{question_html(first, disabled=True, lang=lang)}</div>'
        '<div class="bac-after"><div class="bac-feedback-place"></div>'
        '<p class="bac-drill-score"></p>'  # the score, under the verdict, from the first answer on
        '<button type="button" class="md-button md-button--primary" data-action="next" hidden>'
        f'<span class="bac-next-label">{said["next"]}</span> {enter}</button><div class="bac-finish-place"></div></div>'
        f'<details class="bac-your-chart"><summary>{said["chart"]}</summary>'
        f'<div class="bac-mastery-place">{mastery_html({}, lang=lang)}</div></details>'
        f'<p class="bac-drill-link"><a href="{escape(link)}">{same}</a></p>'
    )
    return widget_frame(
        "drill",
        starting=w("The Drill is starting…"),
        without_script=w("The live Drill needs JavaScript and WebAssembly; the practice sheet below works on paper."),
        forms=result + forms,
    )


def printable_html(seed: int, count: int, *, lang: str = "en") -> str:
    """A practice sheet of ``count`` questions (mixed, seeded) with the answers in a collapsed block, in ``lang``.

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    asked = []
    for number in range(1, count + 1):
        # On paper, one decision at a time: the Player, the Banker and a score, in turn.
        settings = Settings(seed=seed, kind=("player", "banker", "score")[number % 3], replay=True)
        asked.append(question(settings, number, choose_cell(settings, number, {})))
    items, answers = [], []
    for q in asked:
        if q.kind == "score":
            hands = w("Hand: {cards}", cards=" ".join(str(c) for c in q.cards))
        else:
            hands = w("Player: {player}; Banker: {banker}", player=" ".join(str(c) for c in q.player),
                      banker=" ".join(str(c) for c in q.banker))  # fmt: skip
        items.append(f"<li><p>{escape(hands)}</p><p>{escape(w.say(q.prompt))}</p></li>")
        # Translators: an answer on the practice sheet, as a sentence of its own ("Draw."), before its rule.
        answer = w("{answer}.", answer=w.say(answer_labels(q.kind)[q.answer]))
        answers.append(f"<li><strong>{escape(answer)}</strong> {escape(w.say(q.rule))}</li>")
    summary = w("Answers, with the rule for each")
    return (
        f'<ol class="bac-practice" id="practice-sheet">{"".join(items)}</ol>'
        f'<details class="bac-practice-answers"><summary>{escape(summary)}</summary>'
        f'<ol id="practice-answers">{"".join(answers)}</ol></details>'
    )
