"""Your first shoe and the rules pages' questions as HTML: the first question ready to answer, the coup as it
stands before it, and every coup and question as data the page's script reads back exactly."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import replace
from itertools import combinations
from typing import Any
from urllib.parse import urlencode

import pytest
from bs4 import Tag

from baccarat.drill import missed_query
from baccarat.lesson import (
    LESSON_SETS,
    QUIZ_VARIANTS,
    TEACHING,
    first_shoe,
    lesson_set,
    lesson_words,
    lessons,
    quiz,
    quiz_v2,
    rule_card,
)
from baccarat.render.lesson import (
    EARLIER_SETS,
    QUIZ_PAGES,
    QUIZ_TITLES,
    drill_key,
    drill_links,
    fnv_digest,
    question_html,
    quiz_html,
    widget_html,
)
from tests.render.structure import HOSTILE, checked, one


def test_a_question_is_its_prompt_and_a_button_per_answer() -> None:
    _, asked = first_shoe()[0]
    question = asked[0]
    soup = checked(question_html(question, "here-prompt"))
    prompt = one(soup, "p.bac-prompt")
    assert (prompt["id"], prompt.get_text()) == ("here-prompt", str(question.prompt))  # a Saying: its English
    group = one(soup, ".bac-answers")
    assert (group["role"], group["aria-labelledby"]) == ("group", "here-prompt")
    buttons = group.select("button")
    assert [(b["type"], b["data-answer"], b.get_text()) for b in buttons] == [
        ("button", value, str(label)) for value, label in question.choices
    ]
    assert question.answer in [value for value, _ in question.choices]


def test_a_question_s_words_are_text_never_markup() -> None:
    _, asked = first_shoe()[0]
    hostile = replace(asked[0], prompt=HOSTILE, choices=((HOSTILE, HOSTILE), ("stand", "Stand")))
    soup = checked(question_html(hostile))
    assert one(soup, "p.bac-prompt").get_text() == HOSTILE
    first = soup.select("button")[0]
    assert (first["data-answer"], first.get_text()) == (HOSTILE, HOSTILE)


def _data(root: Tag) -> dict[str, Any]:
    data = json.loads(str(root["data-lesson"]))
    assert isinstance(data, dict)
    return data


def _template(root: Tag) -> Tag:
    return one(root, "template.bac-lesson-coups")


def test_the_lessons_open_on_the_first_question_with_its_rule_card_and_a_progress_bar() -> None:
    taught = lessons()
    soup = checked(widget_html())
    root = one(soup, 'section[data-widget="lesson"]')
    assert (root["data-state"], root["data-index"], root["data-save-key"]) == ("loading", "0", "baccarat-lesson")
    assert (root["data-session"], root["data-mode"]) == ("0", "lesson")
    lesson, shoe = taught[0]
    # The heading is the lesson's title: the first screen holds the rule, the coup and the question.
    heading = one(root, "h2#bac-lesson-title.bac-lesson-session")
    assert root["aria-labelledby"] == "bac-lesson-title" and heading.get_text() == str(lesson_words(lesson)[0])
    assert not root.select(".bac-lesson-intro") and len(root.select(".bac-lesson-session")) == 1
    first_coup, first_questions = shoe[0]
    first = first_questions[0]
    assert root["data-asking"] == f"{first.topic}-{first.step}"
    total = sum(len(asked) for _, asked in shoe)
    bar = one(root, "[role=progressbar]")
    assert (bar["aria-valuemin"], bar["aria-valuenow"], bar["aria-valuemax"]) == ("0", "0", str(total))
    assert bar["aria-valuetext"] == f"0 of {total} questions answered" and bar["aria-label"] == "Progress"
    # One count for the reader: the question in the session (as the progress bar counts), the coup as context.
    assert one(root, ".bac-lesson-count").get_text() == f"Question 1 of {total} · coup 1 of {len(shoe)}"
    stage = one(root, ".bac-lesson-stage .bac-coup")
    assert stage["data-cards"] == " ".join(card.token for card in first_coup.cards)
    assert one(stage, ".bac-outcome").has_attr("hidden")  # asked before the dealer shows it
    # The rule first, open, with its worked example; then the question.
    card = one(root, ".bac-lesson-teach .bac-rule-card")
    assert card["data-teach"] == first.teach == "score"
    toggle = one(card, "button.bac-rule-toggle")
    assert toggle["aria-expanded"] == "true" and toggle["aria-controls"] == one(card, ".bac-rule-body")["id"]
    assert one(card, ".bac-rule-text").get_text() == str(rule_card("score").rule)
    assert one(card, ".bac-rule-example").get_text().startswith("Example: Player holds")
    order = [" ".join(node.get_attribute_list("class")) for node in root.find_all(recursive=False)]
    assert order.index("bac-lesson-teach") < order.index("bac-lesson-question")
    assert one(root, ".bac-lesson-question p.bac-prompt").get_text() == str(first.prompt)
    assert one(root, "button[data-action=skip]").get_text() == "Skip this coup"
    assert one(root, ".bac-lesson-told").has_attr("hidden") and one(root, ".bac-error").has_attr("hidden")
    assert one(root, "noscript a")["href"] == "rules/calling-a-hand/"
    data = _data(root)
    assert [session["title"] for session in data["sessions"]] == [str(lesson_words(lesson)[0]) for lesson, _ in taught]
    assert set(data["cards"]) == set(TEACHING)


def test_every_coup_is_in_the_template_its_pictures_once_and_the_data_reads_it_back() -> None:
    banker = [quiz("banker", n) for n in range(1, QUIZ_VARIANTS + 1)]
    for html, sessions in [(widget_html(), [shoe for _, shoe in lessons()]), (quiz_html("banker"), banker)]:
        root = one(checked(html), 'section[data-widget="lesson"]')
        data = _data(root)
        template = _template(root)
        held = template.find_all("div", attrs={"data-session": True}, recursive=False)
        pictures = [span.svg for span in one(template, "[data-svgs]").find_all("span", recursive=False)]
        assert len(held) == len(sessions) == len(data["sessions"])
        assert len({str(svg) for svg in pictures}) == len(pictures)  # each picture once
        for div, shoe, session in zip(held, sessions, data["sessions"], strict=True):
            coups = div.find_all("div", recursive=False)
            assert len(coups) == len(shoe) == len(session["coups"])
            for node, (coup, asked), shipped in zip(coups, shoe, session["coups"], strict=True):
                drawn = one(node, ".bac-coup")
                assert drawn["data-cards"] == " ".join(card.token for card in coup.cards) == " ".join(shipped["cards"])
                assert not drawn.select("svg")  # its pictures are the template's, by number
                for card in drawn.select(".bac-card"):
                    picture = pictures[int(str(card["data-svg"]))]
                    assert picture is not None and picture["aria-label"], card
                questions = shipped["questions"]
                asks = data["asks"]
                assert [asks[q["ask"]]["prompt"] for q in questions] == [str(q.prompt) for q in asked]
                assert [(q["answer"], q["cell"], q["teach"]) for q in questions] == [
                    (q.answer, q.cell, q.teach) for q in asked
                ]


@pytest.mark.parametrize("rule", QUIZ_PAGES)
def test_each_rules_page_s_questions_save_under_their_own_key_and_lead_to_the_drill(rule: str) -> None:
    soup = checked(quiz_html(rule))
    root = one(soup, 'section[data-widget="lesson"]')
    assert root["data-save-key"] == f"baccarat-quiz-{rule}" and root["data-mode"] == "quiz"
    assert one(root, "h2").get_text() == QUIZ_TITLES[rule] and root["aria-labelledby"] == f"bac-quiz-{rule}-title"
    assert one(root, ".bac-lesson-intro").get_text().startswith("Answer before the dealer shows you")
    # No bare "Set 1" label: a learner has no use for a set's number; its share line, at the finish, names it.
    assert not root.select(".bac-lesson-session") and "Set 1" not in root.get_text()
    # A natural asked first (the naturals' page): the hands' totals hidden until it is answered; else shown.
    hides = quiz(rule)[0][1][0].topic in ("natural", "winner")
    assert root.get("data-hide-totals") == ("player banker" if hides else None)
    data = _data(root)
    assert len(data["sessions"]) == QUIZ_VARIANTS and len(data["sessions"][0]["coups"]) == len(quiz(rule))
    more = one(root, ".bac-lesson-more a")
    assert str(more["href"]).startswith("../../drill/?kind=")
    assert one(root, ".bac-prompt")["id"] == f"bac-quiz-{rule}-prompt"
    legacy = data["legacy"]
    # What version 2's page held as data-coups, and its script digested: its saved progress names that digest.
    old = json.dumps([[card.token for card in coup.cards] for coup, _ in quiz_v2(rule)], separators=(",", ":"))
    assert legacy["id"] == fnv_digest(old) and len(legacy["to"]) == sum(len(asked) for _, asked in quiz_v2(rule))
    # The digests of the page's sets as shipped before they last changed: their saved progress is carried over.
    assert legacy.get("was", []) == list(EARLIER_SETS.get(rule, ()))
    # (Calling a hand kept its coups, and asks fewer questions of each: its sets of twelve are its own digest's.)
    assert (fnv_digest(str(root["data-coups"])) in legacy.get("was", [])) == (rule == "calling-a-hand")


def test_the_browser_s_digest_is_python_s() -> None:
    # storage.js's digest, by hand: 32-bit FNV-1a over UTF-16 code units, base 36 (node printed these).
    assert (fnv_digest(""), fnv_digest("a"), fnv_digest("中")) == ("ztntfp", "1r9wi7g", "b7cu2g")
    assert fnv_digest("😀") != fnv_digest("😁")  # an astral character is two code units, each counted


def test_every_set_of_questions_has_a_key_of_its_own_and_an_unknown_page_has_none() -> None:
    keys = [one(checked(quiz_html(rule)), "section")["data-save-key"] for rule in QUIZ_PAGES]
    assert len(set(keys)) == len(keys) and "baccarat-lesson" not in keys
    with pytest.raises(KeyError):
        quiz_html("roulette")


def _old_browser_query(drills: Iterable[Mapping[str, str]]) -> str:
    """The oracle: the query lesson.js wrote itself, from the missed questions' drills, before Python wrote it."""
    kinds: set[str] = set()
    rows: set[str] = set()
    for drill in drills:
        kinds.add(drill["kind"])
        if drill.get("rows"):
            rows.add(drill["rows"])
    if rows and len(kinds) == 1:
        return f"kind=banker&rows={','.join(sorted(rows))}"  # JavaScript's sort() of strings: by code unit
    return f"kind={kinds.pop()}" if len(kinds) == 1 else ""


def _as_the_browser_writes(query: Mapping[str, str]) -> str:
    """A query as ``pageLink`` (dom.js) writes it: URLSearchParams, its commas and colons left readable."""
    return urlencode(query).replace("%2C", ",").replace("%3A", ":")


@pytest.mark.parametrize("page", ["home", *QUIZ_PAGES])
def test_the_drill_link_after_any_missed_questions_is_the_one_the_browser_wrote(page: str) -> None:
    if page == "home":  # every set of the lessons: the first pass, then each fresh set
        sessions = [lesson_set(variant) for variant in range(LESSON_SETS)]
    else:
        sessions = [quiz(page, n) for n in range(1, QUIZ_VARIANTS + 1)]
    every = [asked for shoe in sessions for asked in shoe]
    root = one(checked(widget_html() if page == "home" else quiz_html(page)), 'section[data-widget="lesson"]')
    data = _data(root)
    links = data["drills"]
    assert links == json.loads(json.dumps(drill_links(every)))
    sets = [[session["coups"] for session in data["sessions"]]]
    if page == "home":
        sets += [[session["sets"][k]["coups"] for session in data["sessions"]] for k in range(LESSON_SETS - 1)]
    shipped = [q["drill"] for set_ in sets for coups in set_ for coup in coups for q in coup["questions"]]
    # Each question carries its drill's key, one key a drill (the shipped data names no kind and no row).
    drills = dict(zip(shipped, (q.drill for _, asked in every for q in asked), strict=True))
    assert len(set(map(str, drills.values()))) == len(drills)
    keys = sorted(drills)
    for size in range(min(len(keys), 3) + 1):
        for missed in combinations(keys, size):
            oracle = _old_browser_query(drills[key] for key in missed)
            assert _as_the_browser_writes(missed_query(drills[key] for key in missed)) == oracle
            # As lesson.js looks it up: the missed keys, each once, sorted as strings, comma-separated.
            looked_up = links.get(",".join(sorted(set(missed))), links[""])
            assert drill_key(missed) == ",".join(sorted(set(missed)))
            assert _as_the_browser_writes(looked_up) == oracle, missed
