"""Each rules page asks before it tells: its questions come before its worked coups, and answer with no
Python at all, on a phone and on a desktop."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, Route, expect

from baccarat.lesson import quiz
from baccarat.render.lesson import QUIZ_PAGES

pytestmark = pytest.mark.browser

QUIZ = '[data-widget="lesson"]'


@pytest.mark.parametrize("width", [375, 1280])
@pytest.mark.parametrize("rule", QUIZ_PAGES)
def test_a_rules_page_asks_three_questions_before_python(
    page: Page, site_url: str, rule: str, width: int, no_runtime: list[Route]
) -> None:
    page.set_viewport_size({"width": width, "height": 812})
    page.goto(f"{site_url}rules/{rule}/")
    box = page.locator(QUIZ)
    expect(box).to_have_attribute("data-state", "ready")
    # Asked before told: the questions come before the page's first worked coup or scoring table.
    assert page.evaluate(
        """(quiz) => {
            const asking = document.querySelector(quiz);
            const worked = [...document.querySelectorAll("article .bac-coup, article #scoring-examples")]
                .find((node) => !asking.contains(node));
            return !worked || Boolean(asking.compareDocumentPosition(worked) & Node.DOCUMENT_POSITION_FOLLOWING);
        }""",
        QUIZ,
    )
    questions = [question for _coup, of_coup in quiz(rule) for question in of_coup]
    told = box.locator(".bac-lesson-told")
    for number, question in enumerate(questions[:3]):
        expect(box).to_have_attribute("data-index", str(number))
        expect(box.locator(".bac-lesson-question .bac-prompt")).to_have_text(question.prompt)
        if question.topic in ("player", "banker"):  # the card that would answer it is not dealt yet
            third = box.locator(f'.bac-hand[data-side="{question.topic}"] .bac-card.bac-third')
            for card in third.all():
                expect(card).to_be_hidden()
        box.locator(f'.bac-lesson-question [data-answer="{question.answer}"]').click()
        expect(told.locator(".bac-verdict")).to_have_text(f"✓ Right. {question.explanation}")
        expect(told.locator("[data-action=next]")).to_be_in_viewport()
        told.locator("[data-action=next]").click()
    expect(box).to_have_attribute("data-index", "3")
    drill = {"card-values": "kind=score", "calling-a-hand": "kind=call", "banker": "kind=banker"}.get(
        rule, "kind=player"
    )
    assert box.locator(".bac-lesson-more a").evaluate("(a) => a.href") == f"{site_url}drill/?{drill}"
    assert no_runtime == []  # no Python was even asked for
    # Its own progress: the home page's first shoe is where it was (untouched).
    assert page.evaluate("() => localStorage.getItem('baccarat-lesson')") is None
    page.wait_for_function(f"() => localStorage.getItem('baccarat-quiz-{rule}') !== null")  # saved in turn


def test_the_banker_rows_missed_lead_to_the_drill_of_those_rows(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}rules/banker/")
    box = page.locator(QUIZ)
    expect(box).to_have_attribute("data-state", "ready")
    questions = [question for _coup, of_coup in quiz("banker") for question in of_coup]
    missed = (1, 3)  # two rows, the higher missed first
    assert [questions[n].drill["rows"] for n in missed] == ["6", "4"]
    told = box.locator(".bac-lesson-told")
    for number, question in enumerate(questions):
        expect(box).to_have_attribute("data-index", str(number))
        if number in missed or number == 0:
            pick = next(value for value, _ in question.choices if (value == question.answer) == (number == 0))
            box.locator(f'.bac-lesson-question [data-answer="{pick}"]').click()
            told.locator("[data-action=next]").click()
        else:
            box.locator("[data-action=skip]").click()
    expect(box).to_have_attribute("data-phase", "done")
    link = told.get_by_role("link", name="Practise what you missed in the Drill")
    expect(link).to_have_attribute("href", f"{site_url}drill/?kind=banker&rows=4,6")
