"""Your first shoe, as the home page shows it, and the questions after each rule on the rules pages: the
first question ready to answer, and the whole set (each coup drawn by the same renderer as every worked
coup, and its questions) as data for the page's script."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import asdict
from itertools import combinations

from ..drill import link_query, missed_query
from ..i18n import Words, words
from ..lesson import QUIZZES, Asked, Question, first_shoe, quiz
from .coup import coup_html
from .markup import attrs, escape

__all__ = [
    "QUIZ_PAGES",
    "QUIZ_TITLES",
    "drill_key",
    "drill_links",
    "lesson_data",
    "question_html",
    "quiz_html",
    "quiz_title",
    "widget_html",
]

#: Each rules page's Drill, for more questions of the same kind (the rules pages sit two folders deep): its
#: link's query, as :func:`baccarat.drill.link_query` writes it (a kind needs no escaping).
QUIZ_DRILLS = {
    rule: "&".join(f"{name}={value}" for name, value in link_query(kind).items())
    for rule, kind in {
        "card-values": "score",
        "naturals": "player",
        "player": "player",
        "banker": "banker",
        "calling-a-hand": "call",
    }.items()
}


def quiz_title(rule: str, *, lang: str = "en") -> str:
    """The heading of a rules page's questions, in ``lang``.

        >>> quiz_title("banker")
        'Your turn: does the Banker draw?'

    Raises :class:`KeyError` for a page with no questions.
    """
    w = words(lang)
    titles = {
        "card-values": w("Your turn: score these hands"),
        "naturals": w("Your turn: spot the naturals"),
        "player": w("Your turn: does the Player draw?"),
        "banker": w("Your turn: does the Banker draw?"),
        "calling-a-hand": w("Your turn: call these coups"),
    }
    return titles[rule]


#: Each rules page's questions: their heading (in English; :func:`quiz_title` in any language).
QUIZ_TITLES = {rule: quiz_title(rule) for rule in QUIZ_DRILLS}


def _drills(shoe: Sequence[Asked]) -> dict[str, dict[str, str]]:
    """The drills the shoe's questions lead to, each once, by a short key of its own (its number, as text, in
    order of first appearance)."""
    found: list[dict[str, str]] = []
    for question in (question for _, asked in shoe for question in asked):
        if question.drill not in found:
            found.append(question.drill)
    return {str(number): drill for number, drill in enumerate(found)}


def _key_of(drills: dict[str, dict[str, str]], drill: dict[str, str]) -> str:
    return next(key for key, known in drills.items() if known == drill)


def lesson_data(shoe: Sequence[Asked], *, lang: str = "en") -> list[dict[str, object]]:
    """Every coup asked about: its cards in dealing order, its HTML and the questions asked of it (each with the
    key of its drill in :func:`drill_links`, in place of the drill itself)."""
    drills = _drills(shoe)
    return [
        {
            "cards": [card.token for card in coup.cards],
            "html": coup_html(coup, chart=False, lang=lang),
            "questions": [{**asdict(question), "drill": _key_of(drills, question.drill)} for question in asked],
        }
        for coup, asked in shoe
    ]


def drill_key(keys: Iterable[str]) -> str:
    """The key, in :func:`drill_links`, of the missed questions' drill ``keys`` (as :func:`lesson_data` gives
    them): each once, sorted as text (as the browser sorts them), comma-separated.

        >>> drill_key(["3", "0", "3"])
        '0,3'

    Raises nothing.
    """
    return ",".join(sorted(set(keys)))


def drill_links(shoe: Sequence[Asked]) -> dict[str, dict[str, str]]:
    """The Drill's link after the shoe's questions, by :func:`drill_key` of the missed questions' drills: the
    query of each combination that narrows the Drill (:func:`baccarat.drill.missed_query`), and under ``""``
    (nothing missed) the whole Drill's, which is also every other combination's.

        >>> from baccarat.lesson import quiz
        >>> drill_links(quiz("player"))
        {'': {}, '0': {'kind': 'player'}}

    Raises nothing.
    """
    drills = _drills(shoe)
    links: dict[str, dict[str, str]] = {"": missed_query([])}
    for size in range(1, len(drills) + 1):
        for keys in combinations(drills, size):
            query = missed_query(drills[key] for key in keys)
            if query != links[""]:
                links[drill_key(keys)] = query
    return links


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
    shoe: Sequence[Asked],
    w: Words,
    *,
    key: str,
    title: str,
    intro: str,
    again: str,
    over: str,
    fallback: str,
    more: str = "",
) -> str:
    """The root of a set of questions: the first coup as it stands before the first question, that question,
    the data, and ``key``, where the reader's progress is saved (one key per set, so no set overwrites
    another's)."""
    data = lesson_data(shoe, lang=w.lang)
    first_coup, first_questions = shoe[0]
    first = first_questions[0]
    ids = f"bac-{key}"
    counted = w("Coup {coup} of {coups} · question {question} of {questions}",
                coup=1, coups=len(shoe), question=1, questions=len(first_questions))  # fmt: skip
    skip = w("Skip this coup")
    stage = coup_html(first_coup, chart=False, shown=max(1, first.step - 1), lang=w.lang)
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
        # The Drill's link after the questions, for whichever the reader misses (written here, looked up there).
        data_drills=json.dumps(drill_links(shoe), separators=(",", ":")),
    )
    return (
        f'<section class="bac-lesson" data-widget="lesson"{state} data-state="loading" aria-labelledby="{ids}-title">'
        f'<h2 id="{ids}-title" class="bac-lesson-title">{escape(title)}</h2>'
        + (f'<p class="bac-lesson-intro">{escape(intro)}</p>' if intro else "")
        + f'<p class="bac-lesson-count" aria-live="polite">{escape(counted)}</p>'
        '<p class="bac-error" role="alert" hidden></p>'
        # The coup as it stands before the first question's step, as the page's script shows every later one.
        f'<div class="bac-lesson-stage">{stage}</div>'
        f'<div class="bac-lesson-question">{question_html(first, f"{ids}-prompt")}</div>'
        '<div class="bac-lesson-told" hidden></div>'
        '<p class="bac-lesson-moves">'
        f'<button type="button" class="md-button" data-action="skip">{escape(skip)}</button></p>'
        f"<noscript><p>{fallback}</p></noscript>{more}"
        "</section>"
    )


def widget_html(*, lang: str = "en") -> str:
    """The home page's first shoe, in ``lang``.

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    name = w("Calling a hand")
    page = f'<a href="rules/calling-a-hand/">{escape(name)}</a>'
    # The sentence is escaped around the link it names (a link is no text to escape).
    before, _, after = w("The lesson asks its questions with JavaScript. Without it, the worked coups in {page} "
                         "show the same decisions.", page="\0").partition("\0")  # fmt: skip
    return _asking_html(
        first_shoe(lang=lang),
        w,
        key="lesson",
        title=w("Your first shoe"),
        intro="",
        again=w("Deal the shoe again"),
        over=w("The shoe is over"),
        fallback=f"{escape(before)}{page}{escape(after)}",
    )


def quiz_html(rule: str, *, lang: str = "en") -> str:
    """A rules page's questions, asked before the worked coups that answer them, in ``lang``.

        >>> html = quiz_html("player")
        >>> html.count('data-widget="lesson"'), 'data-save-key="baccarat-quiz-player"' in html
        (1, True)

    Raises :class:`KeyError` for a page with no questions, and :class:`~baccarat.errors.BaccaratError`
    (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    more = escape(w("More questions like these in the Drill"))
    return _asking_html(
        quiz(rule, lang=lang),
        w,
        key=f"quiz-{rule}",
        title=quiz_title(rule, lang=lang),
        intro=w("Answer before the dealer shows you: each answer is checked and explained."),
        again=w("Ask these again"),
        over=w("That was the last of them"),
        fallback=escape(
            w("These questions are asked with JavaScript. Without it, the worked coups below show the same decisions.")
        ),
        more=f'<p class="bac-lesson-more"><a href="../../drill/?{QUIZ_DRILLS[rule]}">{more}</a></p>',
    )


#: Every rules page with questions, for the build's fence (``baccarat-quiz player``) and the tests.
QUIZ_PAGES = tuple(QUIZZES)
