"""Your first shoe, as the home page shows it: the first question ready to answer, and the whole lesson
(each coup drawn by the same renderer as every worked coup, and its questions) as data for the page's script."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict

from ..coup import Coup
from ..lesson import Question, lesson_coups, questions
from .coup import coup_html
from .markup import attrs, escape

__all__ = ["lesson_data", "question_html", "widget_html"]


def lesson_data(coups: Sequence[Coup]) -> list[dict[str, object]]:
    """Every coup of the lesson: its cards in dealing order, its HTML and its questions."""
    return [
        {
            "cards": [card.token for card in coup.cards],
            "html": coup_html(coup, chart=False),
            "questions": [asdict(question) for question in questions(coup)],
        }
        for coup in coups
    ]


def question_html(question: Question) -> str:
    """One question: its prompt and a button per answer (the page's script draws the later ones alike).

        >>> from baccarat import resolve
        >>> from baccarat.lesson import questions
        >>> question_html(questions(resolve("9 8 K K"))[2]).count("data-answer=")
        2

    Raises nothing.
    """
    buttons = "".join(
        f'<button type="button" class="md-button"{attrs(data_answer=value)}>{escape(label)}</button>'
        for value, label in question.choices
    )
    return (
        f'<p class="bac-prompt" id="bac-lesson-prompt">{escape(question.prompt)}</p>'
        f'<div class="bac-answers" role="group" aria-labelledby="bac-lesson-prompt">{buttons}</div>'
    )


def widget_html() -> str:
    """The lesson's root: the first coup as it stands before the first question, that question, and the data."""
    coups = lesson_coups()
    data = lesson_data(coups)
    first = questions(coups[0])[0]
    state = attrs(
        data_coups=json.dumps([coup["cards"] for coup in data], separators=(",", ":")),
        data_index="0",
        data_asking=f"{first.topic}-{first.step}",
        # The lesson itself, in an attribute (escaped here, read back exactly by the browser): a script
        # element would be re-inserted by Material's instant navigation after the page's script looks for it.
        data_lesson=json.dumps(data, ensure_ascii=False, separators=(",", ":")),
    )
    return (
        f'<section class="bac-lesson" data-widget="lesson"{state} data-state="loading" '
        'aria-labelledby="bac-lesson-title">'
        '<h2 id="bac-lesson-title" class="bac-lesson-title">Your first shoe</h2>'
        f'<p class="bac-lesson-count" aria-live="polite">Coup 1 of {len(coups)} · question 1 of '
        f"{len(questions(coups[0]))}</p>"
        '<p class="bac-error" role="alert" hidden></p>'
        f'<div class="bac-lesson-stage">{coup_html(coups[0], chart=False, shown=first.step)}</div>'
        f'<div class="bac-lesson-question">{question_html(first)}</div>'
        '<div class="bac-lesson-told" hidden></div>'
        '<p class="bac-lesson-moves">'
        '<button type="button" class="md-button" data-action="skip">Skip this coup</button></p>'
        "<noscript><p>The lesson asks its questions with JavaScript. Without it, the worked coups in "
        '<a href="rules/calling-a-hand/">Calling a hand</a> show the same decisions.</p></noscript>'
        "</section>"
    )
