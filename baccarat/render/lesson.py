"""Your first shoe, as the home page shows it, and the questions after each rule on the rules pages: the
first question ready to answer, and the whole set (each coup drawn by the same renderer as every worked
coup, and its questions) as data for the page's script."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict

from ..lesson import QUIZZES, Asked, Question, first_shoe, quiz
from .coup import coup_html
from .markup import attrs, escape

__all__ = ["QUIZ_PAGES", "QUIZ_TITLES", "lesson_data", "question_html", "quiz_html", "widget_html"]

#: Each rules page's Drill, for more questions of the same kind (the rules pages sit two folders deep).
QUIZ_DRILLS = {
    "card-values": "kind=score",
    "naturals": "kind=player",
    "player": "kind=player",
    "banker": "kind=banker",
    "calling-a-hand": "kind=call",
}
#: Each rules page's questions: their heading.
QUIZ_TITLES = {
    "card-values": "Your turn: score these hands",
    "naturals": "Your turn: spot the naturals",
    "player": "Your turn: does the Player draw?",
    "banker": "Your turn: does the Banker draw?",
    "calling-a-hand": "Your turn: call these coups",
}


def lesson_data(shoe: Sequence[Asked]) -> list[dict[str, object]]:
    """Every coup asked about: its cards in dealing order, its HTML and the questions asked of it."""
    return [
        {
            "cards": [card.token for card in coup.cards],
            "html": coup_html(coup, chart=False),
            "questions": [asdict(question) for question in asked],
        }
        for coup, asked in shoe
    ]


def question_html(question: Question, prompt_id: str = "bac-lesson-prompt") -> str:
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
        f'<p class="bac-prompt" id="{prompt_id}">{escape(question.prompt)}</p>'
        f'<div class="bac-answers" role="group" aria-labelledby="{prompt_id}">{buttons}</div>'
    )


def _asking_html(
    shoe: Sequence[Asked], *, key: str, title: str, intro: str, again: str, over: str, fallback: str, more: str = ""
) -> str:
    """The root of a set of questions: the first coup as it stands before the first question, that question,
    the data, and ``key``, where the reader's progress is saved (one key per set, so no set overwrites
    another's)."""
    data = lesson_data(shoe)
    first_coup, first_questions = shoe[0]
    first = first_questions[0]
    ids = f"bac-{key}"
    state = attrs(
        data_coups=json.dumps([coup["cards"] for coup in data], separators=(",", ":")),
        data_index="0",
        data_asking=f"{first.topic}-{first.step}",
        data_save_key=f"baccarat-{key}",
        data_again=again,
        data_over=over,
        # The questions themselves, in an attribute (escaped here, read back exactly by the browser): a script
        # element would be re-inserted by Material's instant navigation after the page's script looks for it.
        data_lesson=json.dumps(data, ensure_ascii=False, separators=(",", ":")),
    )
    return (
        f'<section class="bac-lesson" data-widget="lesson"{state} data-state="loading" aria-labelledby="{ids}-title">'
        f'<h2 id="{ids}-title" class="bac-lesson-title">{escape(title)}</h2>'
        + (f'<p class="bac-lesson-intro">{escape(intro)}</p>' if intro else "")
        + f'<p class="bac-lesson-count" aria-live="polite">Coup 1 of {len(shoe)} · question 1 of '
        f"{len(first_questions)}</p>"
        '<p class="bac-error" role="alert" hidden></p>'
        # The coup as it stands before the first question's step, as the page's script shows every later one.
        f'<div class="bac-lesson-stage">{coup_html(first_coup, chart=False, shown=max(1, first.step - 1))}</div>'
        f'<div class="bac-lesson-question">{question_html(first, f"{ids}-prompt")}</div>'
        '<div class="bac-lesson-told" hidden></div>'
        '<p class="bac-lesson-moves">'
        '<button type="button" class="md-button" data-action="skip">Skip this coup</button></p>'
        f"<noscript><p>{fallback}</p></noscript>{more}"
        "</section>"
    )


def widget_html() -> str:
    """The home page's first shoe."""
    return _asking_html(
        first_shoe(),
        key="lesson",
        title="Your first shoe",
        intro="",
        again="Deal the shoe again",
        over="The shoe is over",
        fallback='The lesson asks its questions with JavaScript. Without it, the worked coups in <a href="'
        'rules/calling-a-hand/">Calling a hand</a> show the same decisions.',
    )


def quiz_html(rule: str) -> str:
    """A rules page's questions, asked before the worked coups that answer them.

        >>> html = quiz_html("player")
        >>> html.count('data-widget="lesson"'), 'data-save-key="baccarat-quiz-player"' in html
        (1, True)

    Raises :class:`KeyError` for a page with no questions.
    """
    return _asking_html(
        quiz(rule),
        key=f"quiz-{rule}",
        title=QUIZ_TITLES[rule],
        intro="Answer before the dealer shows you: each answer is checked and explained.",
        again="Ask these again",
        over="That was the last of them",
        fallback="These questions are asked with JavaScript. Without it, the worked coups below show the same "
        "decisions.",
        more=f'<p class="bac-lesson-more"><a href="../../drill/?{QUIZ_DRILLS[rule]}">More questions like these in '
        "the Drill</a></p>",
    )


#: Every rules page with questions, for the build's fence (``baccarat-quiz player``) and the tests.
QUIZ_PAGES = tuple(QUIZZES)
