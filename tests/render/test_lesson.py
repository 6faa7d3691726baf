"""Your first shoe and the rules pages' questions as HTML: the first question ready to answer, the coup as it
stands before it, and every coup and question as data the page's script reads back exactly."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import replace
from itertools import chain, combinations
from urllib.parse import urlencode

import pytest

from baccarat.drill import missed_query
from baccarat.lesson import first_shoe, quiz
from baccarat.render.lesson import (
    QUIZ_PAGES,
    QUIZ_TITLES,
    drill_key,
    drill_links,
    lesson_data,
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
    assert (prompt["id"], prompt.get_text()) == ("here-prompt", question.prompt)
    group = one(soup, ".bac-answers")
    assert (group["role"], group["aria-labelledby"]) == ("group", "here-prompt")
    buttons = group.select("button")
    assert [(b["type"], b["data-answer"], b.get_text()) for b in buttons] == [
        ("button", value, label) for value, label in question.choices
    ]
    assert question.answer in [value for value, _ in question.choices]


def test_a_question_s_words_are_text_never_markup() -> None:
    _, asked = first_shoe()[0]
    hostile = replace(asked[0], prompt=HOSTILE, choices=((HOSTILE, HOSTILE), ("stand", "Stand")))
    soup = checked(question_html(hostile))
    assert one(soup, "p.bac-prompt").get_text() == HOSTILE
    first = soup.select("button")[0]
    assert (first["data-answer"], first.get_text()) == (HOSTILE, HOSTILE)


def test_the_first_shoe_opens_on_its_first_question_with_every_coup_as_data() -> None:
    shoe = first_shoe()
    soup = checked(widget_html())
    root = one(soup, 'section[data-widget="lesson"]')
    assert (root["data-state"], root["data-index"], root["data-save-key"]) == ("loading", "0", "baccarat-lesson")
    assert root["aria-labelledby"] == "bac-lesson-title" and one(root, "h2#bac-lesson-title").get_text() == (
        "Your first shoe"
    )
    first_coup, first_questions = shoe[0]
    first = first_questions[0]
    assert root["data-asking"] == f"{first.topic}-{first.step}"
    # Both data attributes read back exactly as the package made them (escaped here, parsed by the browser).
    assert json.loads(str(root["data-coups"])) == [[card.token for card in coup.cards] for coup, _ in shoe]
    assert json.loads(str(root["data-lesson"])) == json.loads(json.dumps(lesson_data(shoe)))
    assert one(root, ".bac-lesson-count").get_text() == f"Coup 1 of {len(shoe)} · question 1 of {len(first_questions)}"
    stage = one(root, ".bac-lesson-stage .bac-coup")
    assert stage["data-cards"] == " ".join(card.token for card in first_coup.cards)
    assert one(stage, ".bac-outcome").has_attr("hidden")  # asked before the dealer shows it
    assert one(root, ".bac-lesson-question p.bac-prompt").get_text() == first.prompt
    assert one(root, "button[data-action=skip]").get_text() == "Skip this coup"
    assert one(root, ".bac-lesson-told").has_attr("hidden") and one(root, ".bac-error").has_attr("hidden")
    assert one(root, "noscript a")["href"] == "rules/calling-a-hand/"


def test_lesson_data_holds_each_coup_s_cards_html_and_questions() -> None:
    shoe = first_shoe()
    data = lesson_data(shoe)
    assert len(data) == len(shoe)
    for entry, (coup, asked) in zip(data, shoe, strict=True):
        assert entry["cards"] == [card.token for card in coup.cards]
        html = checked(str(entry["html"]))
        assert one(html, ".bac-coup")["data-outcome"] == coup.outcome.value
        assert not html.select("details.bac-coup-chart")  # the lesson leaves the chart to the rules pages
        questions = entry["questions"]
        assert isinstance(questions, list) and [q["prompt"] for q in questions] == [q.prompt for q in asked]


@pytest.mark.parametrize("rule", QUIZ_PAGES)
def test_each_rules_page_s_questions_save_under_their_own_key_and_lead_to_the_drill(rule: str) -> None:
    soup = checked(quiz_html(rule))
    root = one(soup, 'section[data-widget="lesson"]')
    assert root["data-save-key"] == f"baccarat-quiz-{rule}"
    assert one(root, "h2").get_text() == QUIZ_TITLES[rule] and root["aria-labelledby"] == f"bac-quiz-{rule}-title"
    assert one(root, ".bac-lesson-intro").get_text().startswith("Answer before the dealer shows you")
    assert len(json.loads(str(root["data-lesson"]))) == len(quiz(rule))
    more = one(root, ".bac-lesson-more a")
    assert str(more["href"]).startswith("../../drill/?kind=")
    assert one(root, ".bac-prompt")["id"] == f"bac-quiz-{rule}-prompt"


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
    shoe = first_shoe() if page == "home" else quiz(page)
    root = one(checked(widget_html() if page == "home" else quiz_html(page)), 'section[data-widget="lesson"]')
    links = json.loads(str(root["data-drills"]))
    assert links == json.loads(json.dumps(drill_links(shoe)))
    shipped = [q["drill"] for coup in json.loads(str(root["data-lesson"])) for q in coup["questions"]]
    # Each question carries its drill's key, one key a drill (the shipped data names no kind and no row).
    drills = dict(zip(shipped, (q.drill for _, asked in shoe for q in asked), strict=True))
    assert len(set(map(str, drills.values()))) == len(drills)
    keys = sorted(drills)
    for missed in chain.from_iterable(combinations(keys, size) for size in range(len(keys) + 1)):
        oracle = _old_browser_query(drills[key] for key in missed)
        assert _as_the_browser_writes(missed_query(drills[key] for key in missed)) == oracle
        # As lesson.js looks it up: the missed keys, each once, sorted as strings, comma-separated.
        looked_up = links.get(",".join(sorted(set(missed))), links[""])
        assert drill_key(missed) == ",".join(sorted(set(missed)))
        assert _as_the_browser_writes(looked_up) == oracle, missed
