"""The home page's lessons, and the questions after each rule on the rules pages: the first question ready to
answer with its rule card, and every lesson (or every set of a page's questions: each coup drawn by the same
renderer as every worked coup, and its questions) as data for the page's script, with the rule cards and the
way a reader's progress in the guide's version 2 carries over."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import asdict, replace
from itertools import combinations

from ..drill import ANSWER_KEYS as DRILL_KEYS
from ..drill import link_query, missed_query
from ..i18n import Words, words
from ..lesson import (
    LESSON_SETS,
    LESSONS,
    QUIZ_VARIANTS,
    QUIZZES,
    SKILLS,
    TEACHING,
    Asked,
    Question,
    first_shoe,
    first_shoe_v2,
    lesson_words,
    lessons,
    quiz,
    quiz_v2,
    rule_card,
    skill_of,
)
from .coup import coup_html
from .markup import attrs, escape

__all__ = [
    "ANSWER_KEYS",
    "EARLIER_SETS",
    "QUIZ_PAGES",
    "QUIZ_PARAMETER",
    "QUIZ_TITLES",
    "drill_key",
    "drill_links",
    "fnv_digest",
    "legacy_map",
    "lesson_data",
    "question_html",
    "quiz_html",
    "quiz_title",
    "rule_card_html",
    "v4_map",
    "widget_html",
    "worded_question",
    "worded_shoe",
]

#: The key a reader presses for each answer a lesson or a rules page offers, as printed on it: the Drill's
#: (:data:`baccarat.drill.ANSWER_KEYS`: a score its digit; D and S; P, B and T), and Y or N for a natural. (The
#: lessons' rules, :mod:`baccarat.lesson`, need no keys: the dealer, which asks them too, never loads the Drill's.)
ANSWER_KEYS = {value: key.upper() for value, key in (DRILL_KEYS | {"yes": "y", "no": "n"}).items()}

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


_CARD_SVG = re.compile(r'(<span class="bac-card[^"]*" data-card="[^"]*"[^>]*)>(<svg .*?</svg>)</span>')
_STEP_TEXT = re.compile(r"(<li data-step=[^>]*>)[^<]*(</li>)")  # before the names go
_STEP_NAMES = re.compile(r'(?<=<li )data-step="\d+" data-rule="[^"]*"(?: data-banker="[^"]*" data-third="[^"]*")? ')


def compact(html: str, svgs: dict[str, int]) -> str:
    """A lesson's coup without what the lesson never shows or shows once: each card's picture stands in ``svgs``
    (each picture once, numbered in order; the card names its number, ``data-svg``, and the page's script puts the
    picture back), and each step keeps its totals but not its words (the question's explanation says them) nor
    its names (its number and rule: the lesson reads only the totals).

        >>> from baccarat import resolve
        >>> pictures: dict[str, int] = {}
        >>> html = compact(coup_html(resolve("9h 8s Kc Kd"), chart=False), pictures)
        >>> html.count("<svg"), len(pictures), html.count('data-svg="')
        (0, 4, 4)

    Raises nothing.
    """

    def numbered(found: re.Match[str]) -> str:
        number = svgs.setdefault(found[2], len(svgs))
        return f'{found[1]} data-svg="{number}"></span>'

    return _STEP_NAMES.sub("", _STEP_TEXT.sub(r"\1\2", _CARD_SVG.sub(numbered, html)))


def worded_question(question: Question, w: Words) -> Question:
    """``question`` with its words (its prompt, its choices' labels, its explanation, its note and its line after)
    said in ``w``'s language, as the page shows them.

        >>> from baccarat import resolve
        >>> from baccarat.lesson import questions
        >>> asked = worded_question(questions(resolve("2 3 2 K 8"))[3], words("zh-Hant"))
        >>> asked.prompt, asked.choices
        ('閒家要補第三張牌嗎？', (('draw', '補牌'), ('stand', '停牌')))

    Raises nothing.
    """
    return replace(
        question,
        prompt=w.say(question.prompt),
        choices=tuple((value, w.say(label)) for value, label in question.choices),
        explanation=w.say(question.explanation),
        note=w.say(question.note),
        after=w.say(question.after),
    )


def worded_shoe(shoe: Iterable[Asked], w: Words) -> tuple[Asked, ...]:
    """Every coup of ``shoe`` with its questions worded in ``w``'s language (:func:`worded_question`).

    Raises nothing.
    """
    return tuple((coup, tuple(worded_question(question, w) for question in asked)) for coup, asked in shoe)


def _question_data(question: Question, w: Words, drill: str) -> dict[str, object]:
    """A question as the page's script reads it: worded, its drill's key, and the skill it counts towards."""
    return {**asdict(worded_question(question, w)), "drill": drill, "skill": skill_of(question)}


def lesson_data(
    shoe: Sequence[Asked],
    *,
    lang: str = "en",
    svgs: dict[str, int] | None = None,
    drills_of: Sequence[Asked] | None = None,
) -> list[dict[str, object]]:
    """Every coup asked about: its cards in dealing order, its HTML and the questions asked of it, worded in
    ``lang`` (each with the key of its drill in :func:`drill_links` of ``drills_of``, by default the shoe, in place
    of the drill itself). With ``svgs``, each coup's HTML is :func:`compact`, its card pictures gathered there."""
    w = words(lang)
    drills = _drills(shoe if drills_of is None else drills_of)
    return [
        {
            "cards": [card.token for card in coup.cards],
            "html": coup_html(coup, chart=False, lang=lang)
            if svgs is None
            else compact(coup_html(coup, chart=False, lang=lang), svgs),
            "questions": [_question_data(question, w, _key_of(drills, question.drill)) for question in asked],
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


def question_html(question: Question, prompt_id: str = "bac-lesson-prompt", *, lang: str = "en") -> str:
    """One question, worded in ``lang``: its prompt and a button per answer (the page's script draws the later ones
    alike).

        >>> from baccarat import resolve
        >>> from baccarat.lesson import questions
        >>> question_html(questions(resolve("9 8 K K"))[2]).count("data-answer=")
        2

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    buttons = "".join(
        f'<button type="button" class="md-button"{attrs(data_answer=value)}>{escape(w.say(label))}</button>'
        for value, label in question.choices
    )
    return (
        f'<p class="bac-prompt" id="{prompt_id}">{escape(w.say(question.prompt))}</p>'
        f'<div class="bac-answers" role="group" aria-labelledby="{prompt_id}">{buttons}</div>'
    )


def fnv_digest(text: str) -> str:
    """The short digest the browser's ``digest`` (storage.js) gives ``text``: 32-bit FNV-1a over its UTF-16 code
    units, in base 36.

        >>> fnv_digest(""), fnv_digest("a")
        ('ztntfp', '1r9wi7g')

    Raises nothing.
    """
    value = 0x811C9DC5
    units = text.encode("utf-16-le")
    for i in range(0, len(units), 2):
        value = ((value ^ int.from_bytes(units[i : i + 2], "little")) * 0x01000193) & 0xFFFFFFFF
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    shown = ""
    while True:
        value, rest = divmod(value, 36)
        shown = digits[rest] + shown
        if not value:
            return shown


def _coups_json(shoe: Sequence[Asked]) -> str:
    """The coups' cards in dealing order, as the page's ``data-coups`` holds them (and the browser digests)."""
    return json.dumps([[card.token for card in coup.cards] for coup, _ in shoe], separators=(",", ":"))


def _alike(question: Question) -> tuple[tuple[str, ...], ...]:
    """What of ``question`` the legacy map compares, closest first: its topic and Drill cell, its topic and rule
    card, its topic."""
    return (question.topic, question.cell), (question.topic, question.teach), (question.topic,)


def legacy_map(old: Sequence[Asked], new: Sequence[Asked]) -> list[int]:
    """Where each question of ``old`` (a set of questions of the guide's version 2) lands in ``new`` (its number in
    the new questions, in order): the first one not yet taken that asks the same topic of the same Drill cell, else
    of the same rule card, else of the same topic; -1 where none is left.

        >>> from baccarat.lesson import first_shoe_v2
        >>> sorted(legacy_map(first_shoe_v2(), first_shoe_v2())) == list(range(19))
        True

    Raises nothing.
    """
    fresh = [question for _, asked in new for question in asked]
    taken: set[int] = set()
    landed: list[int] = []
    for question in (question for _, asked in old for question in asked):
        keys = _alike(question)
        place = next(
            (n for key in keys for n, q in enumerate(fresh) if n not in taken and _alike(q)[keys.index(key)] == key), -1
        )
        if place >= 0:
            taken.add(place)
        landed.append(place)
    return landed


def _data_coups(shoe: Iterable[Asked]) -> str:
    """The coups' cards as the page's ``data-coups`` holds them: a coup's tokens spaced, coups comma-separated."""
    return ",".join(" ".join(card.token for card in coup.cards) for coup, _ in shoe)


def v4_map() -> dict[str, object]:
    """Where the lessons' progress saved by the guide's version 4 lands now: the digest of its coups (``id``) and, for
    each lesson whose questions moved (the chart's rows now asked in an order of their own, lesson 2's questions
    added), each set's map, in the order of the questions then, to their numbers now (a question is its coup and
    step: no question is lost).

        >>> moved = v4_map()["to"]
        >>> sorted(moved), moved["1"][0]
        (['1', '3'], [0, 1, 2, 4, 6, 7])

    Raises nothing.
    """

    def keyed(variant: int, s: int, *, v4: bool) -> list[tuple[tuple[str, ...], int]]:
        shoe = lessons(variant=variant, v4=v4)[s][1]
        return [(tuple(card.token for card in coup.cards), q.step) for coup, asked in shoe for q in asked]

    moved: dict[str, list[list[int]]] = {}
    for s in range(len(LESSONS)):
        maps = []
        for variant in range(LESSON_SETS):
            now = keyed(variant, s, v4=False)
            maps.append([now.index(key) for key in keyed(variant, s, v4=True)])
        if any(to != list(range(len(keyed(0, s, v4=False)))) for to in maps):
            moved[str(s)] = maps
    return {"id": fnv_digest(_data_coups(asked for _, shoe in lessons(v4=True) for asked in shoe)), "to": moved}


def rule_card_html(key: str, w: Words, *, open_: bool = True, ids: str = "bac-lesson", cell: str = "") -> str:
    """A rule card as the page opens with it (the page's script draws the later ones alike): a disclosure button
    naming it, and its rule and worked example (never one of the question's own ``cell``: it would answer it).

        >>> html = rule_card_html("player", words("en"))
        >>> 'aria-expanded="true"' in html and "Example: Player holds 4♠ and Q♦. Player has 4" in html
        True

    Raises :class:`KeyError` for an unknown card.
    """
    card = rule_card(key)
    body = f"{ids}-rule"
    label = w("The rule")
    return (
        f'<div class="bac-rule-card"{attrs(data_teach=key)}>'
        f'<p class="bac-rule-head"><button type="button" class="bac-rule-toggle" aria-expanded="{str(open_).lower()}"'
        f' aria-controls="{body}"><span class="bac-rule-label">{escape(label)}</span> '
        f'<span class="bac-rule-title">{escape(w.say(card.title))}</span></button></p>'
        f'<div class="bac-rule-body" id="{body}"{"" if open_ else " hidden"}>'
        f'<p class="bac-rule-text">{escape(w.say(card.rule))}</p>'
        f'<p class="bac-rule-example">{escape(w.say(card.example_for(cell)))}</p>'
        "</div></div>"
    )


def _cards(w: Words) -> dict[str, dict[str, str]]:
    """Every rule card's words, by key, for the page's script: with the cell of its example, and the example shown
    instead with a question of that cell (``other``)."""
    cards: dict[str, dict[str, str]] = {}
    for key in TEACHING:
        card = rule_card(key)
        cards[key] = {"title": w.say(card.title), "rule": w.say(card.rule), "example": w.say(card.example)}
        if card.other is not None:
            cards[key] |= {"cell": card.cell, "other": w.say(card.other)}
    return cards


_ASKED_ALIKE = ("topic", "skill", "prompt", "choices", "rule")


def _session(
    shoe: Sequence[Asked],
    every: Sequence[Asked],
    w: Words,
    svgs: dict[str, int],
    asks: list[dict[str, object]],
    **words_: str,
) -> tuple[dict[str, object], str]:
    """A session's data for the page's script and its coups' HTML (:func:`compact`), each coup in a ``div`` of its
    own, for the widget's template. A question names what it shares with others (its topic, prompt, choices and
    rule: ``ask``, a number in ``asks``) and its drill's key in :func:`drill_links` of ``every`` session's."""
    coups = lesson_data(shoe, lang=w.lang, svgs=svgs, drills_of=every)
    html = "".join(f"<div data-coup>{coup.pop('html')}</div>" for coup in coups)
    for coup in coups:
        for question in coup["questions"]:  # type: ignore[attr-defined]
            for line in ("note", "after"):
                if not question[line]:
                    del question[line]  # most questions have none
            alike = {name: question.pop(name) for name in _ASKED_ALIKE}
            if alike not in asks:
                asks.append(alike)
            question["ask"] = asks.index(alike)
    return {**words_, "coups": coups}, html


def _progress_html(w: Words, questions: int) -> str:
    """The session's progress bar, as the page opens (the page's script moves it)."""
    text = w("{done} of {total} questions answered", done=0, total=questions)
    name = w("Progress")
    return (
        f'<div class="bac-progress" role="progressbar" aria-valuemin="0" aria-valuemax="{questions}"'
        f' aria-valuenow="0"{attrs(aria_valuetext=text, aria_label=name)}>'
        '<span class="bac-progress-done"></span></div>'
    )


def _asking_html(
    sessions: Sequence[tuple[Sequence[Asked], dict[str, str]]],
    w: Words,
    *,
    mode: str,
    key: str,
    title: str,
    intro: str,
    legacy: tuple[Sequence[Asked], Sequence[Asked]],
    was: Sequence[str] = (),
    fallback: str,
    more: str = "",
    fresh: Sequence[Sequence[Sequence[Asked]]] = (),
    said: dict[str, object] | None = None,
) -> str:
    """The root of a widget of sessions (the lessons, or a page's sets of questions): the first session's first coup
    as it stands before its first question, that question's rule card and the question, the data, and ``key``,
    where the reader's progress is saved (one key per widget, so none overwrites another's). ``fresh`` holds, for
    each session, the fresh sets of coups it deals when asked again (the lessons'); ``said``, words of the widget's
    own for the page's script."""
    shoe, first_words = sessions[0]
    first_coup, first_questions = shoe[0]
    first = first_questions[0]
    ids = f"bac-{key}"
    every = [asked for session, _ in sessions for asked in session]
    dealt = every + [asked for sets in fresh for set_ in sets for asked in set_]  # every coup, for the drills
    questions = sum(len(asked) for _, asked in shoe)
    count = w("Question {question} of {questions} · coup {coup} of {coups}")
    counted = count.format(question=1, questions=questions, coup=1, coups=len(shoe))
    stage = coup_html(first_coup, chart=False, shown=max(1, first.step - 1), lang=w.lang)
    skip = w("Skip this coup")
    old, new = legacy
    svgs: dict[str, int] = {}
    asks: list[dict[str, object]] = []
    drawn = [_session(session, dealt, w, svgs, asks, **words_) for session, words_ in sessions]
    # Each fresh set of a session: its coups for the script, its HTML for the template (``data-set="s.k"``).
    again = [[_session(set_, dealt, w, svgs, asks) for set_ in sets] for sets in fresh]
    for (shipped, _), sets in zip(drawn, again, strict=False):
        shipped["sets"] = [{"coups": set_["coups"]} for set_, _ in sets]
    data = {
        "mode": mode,
        "sessions": [session for session, _ in drawn],
        "asks": asks,
        "words": {"count": count, **(said or {})},
        "drills": drill_links(dealt),
        "cards": _cards(w),
        # The skills a finish lists, in order, and each answer's key as printed on it (the page's script knows none).
        "skills": SKILLS,
        "keys": ANSWER_KEYS,
        # Where older progress lands: version 2's (a map of its questions), and the lessons' version 4's (v4_map).
        "legacy": {"id": fnv_digest(_coups_json(old)), "to": legacy_map(old, new),
                   **({"v4": v4_map()} if mode == "lesson" else {}), **({"was": list(was)} if was else {})},
    }  # fmt: skip
    # Every coup's HTML and every card picture, as markup the browser parses but never shows (a template): each
    # session's coups in order, then the pictures, in the order their numbers (data-svg) count.
    template = (
        '<template class="bac-lesson-coups" data-search-exclude="answers">'  # never searched: it holds the answers
        + "".join(f"<div data-session>{html}</div>" for _, html in drawn)
        + "".join(
            f'<div data-set="{s}.{k}">{html}</div>'
            for s, sets in enumerate(again)
            for k, (_, html) in enumerate(sets, 1)
        )
        + "<div data-svgs>"
        + "".join(f"<span>{svg}</span>" for svg in svgs)
        + "</div></template>"
    )
    state = attrs(
        # The cards of every coup (a coup's tokens spaced, coups comma-separated): what the reader's progress is of.
        data_coups=_data_coups(every),
        data_index="0",
        data_session="0",
        data_mode=mode,
        data_asking=f"{first.topic}-{first.step}",
        # A natural or who wins, asked first in its coup (no hand scored yet): both totals hidden until it is
        # answered (they would answer it; lesson_view.js names the hands a later question hides).
        data_hide_totals="player banker" if first.topic in ("natural", "winner") else None,
        data_save_key=f"baccarat-{key}",
        # The questions themselves, in an attribute (escaped here, read back exactly by the browser): a script
        # element would be re-inserted by Material's instant navigation after the page's script looks for it.
        data_lesson=json.dumps(data, ensure_ascii=False, separators=(",", ":")),
    )
    # The lessons' heading is the lesson's own title (the page's first screen holds a rule, a coup and a question);
    # a page's questions have a title, an intro, then the set on show.
    session = escape(first_words["title"])
    heading = (
        f'<h2 id="{ids}-title" class="bac-lesson-title bac-lesson-session">{session}</h2>'
        if not title
        else f'<h2 id="{ids}-title" class="bac-lesson-title">{escape(title)}</h2>'
        + (f'<p class="bac-lesson-intro">{escape(intro)}</p>' if intro else "")
    )  # a page's set is not named on screen: a learner has no use for its number, which its share line names
    return (
        f'<section class="bac-lesson" data-widget="lesson"{state} data-state="loading" aria-labelledby="{ids}-title">'
        f'{heading}<div class="bac-lesson-head">{_progress_html(w, questions)}'
        f'<p class="bac-lesson-count" aria-live="polite">{escape(counted)}</p></div>'
        '<p class="bac-error" role="alert" hidden></p>'
        # The coup as it stands before the first question's step, as the page's script shows every later one.
        f'<div class="bac-lesson-stage">{stage}</div>'
        f'<div class="bac-lesson-teach">{rule_card_html(first.teach, w, ids=ids, cell=first.cell)}</div>'
        f'<div class="bac-lesson-question" id="{ids}-question">'
        f"{question_html(first, f'{ids}-prompt', lang=w.lang)}</div>"
        '<div class="bac-lesson-told" hidden></div>'
        '<p class="bac-lesson-moves">'
        f'<button type="button" class="md-button" data-action="skip">{escape(skip)}</button></p>'
        f"<noscript><p>{fallback}</p></noscript>{more}{template}"
        "</section>"
    )


def widget_html(*, lang: str = "en") -> str:
    """The home page's lessons, in ``lang``.

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    name = w("Calling a hand")
    page = f'<a href="rules/calling-a-hand/">{escape(name)}</a>'
    # The sentence is escaped around the link it names (a link is no text to escape).
    before, _, after = w("The lessons ask their questions with JavaScript. Without it, the worked coups in {page} "
                         "show the same decisions.", page="\0").partition("\0")  # fmt: skip
    sessions = []
    for lesson, shoe in lessons():
        title, knows = (w.say(said) for said in lesson_words(lesson))
        sessions.append((shoe, {"title": title, "knows": knows, "rule": lesson.rule}))
    fresh = list(zip(*(tuple(shoe for _, shoe in lessons(variant=n)) for n in range(1, LESSON_SETS)),
                     strict=True))  # fmt: skip
    return _asking_html(
        sessions,
        w,
        mode="lesson",
        key="lesson",
        title="",
        intro="",
        legacy=(first_shoe_v2(), first_shoe()),
        fallback=f"{escape(before)}{page}{escape(after)}",
        fresh=fresh,
        said=_course_words(w),
    )


def _course_words(w: Words) -> dict[str, object]:
    """The lessons' own words for the page's script: "again" with fresh coups, and the finish of the whole course
    (what the reader can now do, and where to go: each way's page and words)."""
    return {
        "again": w("Practise this lesson again, with new coups"),
        "badSet": w(
            "The saved progress named a set of coups this page does not have ({given}): this lesson deals its "
            "first set, and nothing else is lost."
        ),
        "course": {
            "title": w("Course complete"),
            # the heading instead, when the last lesson ended under the pass mark: one skill, or more, to practise
            "behind": [
                w("All four lessons done, and one thing still to practise"),
                w("All four lessons done, and a few things still to practise"),
            ],
            "done": w(
                "You can now score any hand, spot a natural at a glance, and call any coup by the Player's "
                "rule and the Banker's chart."
            ),
            "next": w("Where to go from here:"),
            "ways": [
                ["deal/?mode=ask", w("Deal new hands and answer the dealer's questions")],
                ["drill/", w("Build speed in the Drill")],
                ["rules/calling-a-hand/", w("Read the rules in full")],
                ["home-game/", w("Play a home game with friends")],
            ],
        },
    }


#: The digests of a page's coups (``data-coups``) as the guide shipped them before its sets last changed (the Player's
#: page asked a natural, the naturals' page three coups a set; calling a hand asked the same coups' two scores too,
#: twelve questions a set, now eight: its digest is the same): progress saved of them is carried over (lesson_saved.js
#: keeps every set's progress whose questions still count alike, the rule cards learnt and the page's finished mark).
EARLIER_SETS: dict[str, tuple[str, ...]] = {
    "naturals": ("u64een",),
    "player": ("kwnhnz",),
    "calling-a-hand": ("16ru1av",),
}

#: The link parameter that names a rules page's set of questions (``?quiz=17``): read by the page's script.
QUIZ_PARAMETER = "quiz"


def quiz_html(rule: str, *, lang: str = "en") -> str:
    """A rules page's questions, asked before the worked coups that answer them, in ``lang``: :data:`QUIZ_VARIANTS`
    sets of them, of which the browser asks one a visit.

        >>> html = quiz_html("player")
        >>> html.count('data-widget="lesson"'), 'data-save-key="baccarat-quiz-player"' in html
        (1, True)

    Raises :class:`KeyError` for a page with no questions, and :class:`~baccarat.errors.BaccaratError`
    (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    more = escape(w("More questions like these in the Drill"))
    page = "rules/" + rule + "/"
    sessions = [
        (quiz(rule, variant),
         {"title": w("Set {number}", number=variant), "knows": "", "rule": page})
        for variant in range(1, QUIZ_VARIANTS + 1)
    ]  # fmt: skip
    return _asking_html(
        sessions,
        w,
        mode="quiz",
        key=f"quiz-{rule}",
        title=quiz_title(rule, lang=lang),
        intro=w("Answer before the dealer shows you: each answer is checked and explained."),
        legacy=(quiz_v2(rule), quiz(rule, 1)),
        was=EARLIER_SETS.get(rule, ()),
        fallback=escape(
            w("These questions are asked with JavaScript. Without it, the worked coups below show the same decisions.")
        ),
        more=f'<p class="bac-lesson-more"><a href="../../drill/?{QUIZ_DRILLS[rule]}">{more}</a></p>',
    )


#: Every rules page with questions, for the build's fence (``baccarat-quiz player``) and the tests.
QUIZ_PAGES = tuple(QUIZZES)
