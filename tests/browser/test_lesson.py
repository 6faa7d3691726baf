"""Your first shoe in a real browser: the first question on screen, answers marked and explained, the
dealer's next card shown, progress kept over a reload, and no Python anywhere."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Locator, Page, Route, expect

from baccarat.lesson import first_shoe

pytestmark = pytest.mark.browser

LESSON = '[data-widget="lesson"]'
#: Where the lesson keeps the reader's place (storage.js), and where it sets aside what it cannot read.
KEY = "baccarat-lesson"
SHOE = first_shoe()
COUPS = [coup for coup, _ in SHOE]


def answer(lesson: Locator, value: str) -> None:
    lesson.locator(f'.bac-lesson-question [data-answer="{value}"]').click()


def test_a_coup_asked_answered_and_kept_over_a_reload(page: Page, site_url: str, no_runtime: list[Route]) -> None:
    page.set_viewport_size({"width": 375, "height": 812})
    page.goto(site_url)
    lesson = page.locator(LESSON)
    expect(lesson).to_have_attribute("data-state", "ready")
    assert json.loads(lesson.get_attribute("data-coups") or "[]") == [
        [card.token for card in coup.cards] for coup in COUPS
    ]
    first = SHOE[0][1]
    assert len(first) == 4 and sum(len(asked) for _, asked in SHOE) <= 20  # a first shoe of about five minutes
    wrong = next(value for value, _ in first[0].choices if value != first[0].answer)
    answer(lesson, wrong)  # a wrong answer: marked, explained in one sentence, with the rule a link away
    told = lesson.locator(".bac-lesson-told")
    expect(told.locator(".bac-feedback")).to_have_attribute("data-correct", "false")
    expect(told.locator(".bac-verdict")).to_have_text(f"✗ Not quite. {first[0].explanation}")
    expect(told.get_by_role("link", name="Read the rule")).to_have_attribute("href", f"{site_url}{first[0].rule}")
    expect(lesson.locator(f'[data-answer="{first[0].answer}"]')).to_have_attribute("data-correct", "")
    expect(lesson.locator(f'[data-answer="{wrong}"]')).to_contain_text("✗ your answer")
    expect(told.locator("[data-action=next]")).to_be_in_viewport()
    told.locator("[data-action=next]").click()
    expect(lesson).to_have_attribute("data-index", "1")
    answer(lesson, first[1].answer)  # right: the Banker's score shows, the verdict says so
    expect(told.locator(".bac-verdict")).to_have_text(f"✓ Right. {first[1].explanation}")
    expect(lesson.locator('.bac-hand[data-side="banker"] .bac-score')).to_be_visible()
    told.locator("[data-action=next]").click()
    expect(lesson).to_have_attribute("data-index", "2")
    # The progress is saved in turn behind any save before it (storage.js): reload once it is.
    page.wait_for_function(f"() => JSON.parse(localStorage.getItem('{KEY}') ?? '{{}}').index === 2")
    page.reload()
    expect(lesson).to_have_attribute("data-state", "ready")
    expect(lesson).to_have_attribute("data-index", "2")  # where the reader left off
    expect(lesson.locator(".bac-lesson-count")).to_have_text(f"Coup 1 of {len(COUPS)} · question 3 of {len(first)}")
    # The second coup: its Player's third card comes only once the reader has said it does.
    lesson.locator("[data-action=skip]").click()
    second = SHOE[1][1]
    assert [question.topic for question in second] == ["player", "banker"]
    expect(lesson.locator(".bac-lesson-count")).to_have_text(f"Coup 2 of {len(COUPS)} · question 1 of {len(second)}")
    third_card = lesson.locator('.bac-hand[data-side="player"] .bac-card.bac-third')
    expect(third_card).to_be_hidden()
    answer(lesson, second[0].answer)  # the Player's decision: the dealer shows what happens
    expect(lesson.locator(".bac-verdict")).to_contain_text(second[0].explanation)
    # The rest skipped: the summary says what was right, and leads into the Drill.
    while lesson.get_attribute("data-phase") != "done":
        moves = told.locator("[data-action=next]"), lesson.locator("[data-action=skip]")
        (moves[0] if moves[0].is_visible() else moves[1]).click()
    expect(lesson.locator(".bac-lesson-question .bac-prompt")).to_have_text(
        f"You answered 3 of the {sum(len(asked) for _, asked in SHOE)} questions, and got 2 right."
    )
    summary = lesson.locator(".bac-lesson-summary li")
    expect(summary).to_have_text(["Scoring a hand: 1 of 2 right.", "Spotting a natural: skipped.",
                                  "The Player's rule: 1 of 1 right.", "The Banker's chart: skipped.",
                                  "Calling the winner: skipped."])  # fmt: skip
    expect(told.get_by_role("link", name="Practise what you missed in the Drill")).to_have_attribute(
        "href", f"{site_url}drill/?kind=score"
    )
    assert page.evaluate("window.__baccarat?.workersStarted ?? 0") == 0 and no_runtime == []  # no Python at all


@pytest.mark.parametrize(
    "stored", ["{not json", '{"version": 1, "lesson": "x", "index": 3, "answers": "r"}', "[]" * 9000]
)
def test_progress_it_cannot_read_is_set_aside_and_the_lesson_starts_afresh(
    page: Page, site_url: str, stored: str
) -> None:
    page.goto(site_url)
    page.evaluate(f"(text) => localStorage.setItem('{KEY}', text)", stored)
    page.reload()
    lesson = page.locator(LESSON)
    expect(lesson).to_have_attribute("data-state", "ready")
    expect(lesson).to_have_attribute("data-index", "0")
    # Set aside in turn (the save's lock): wait for the copy to be kept, then check it is the one stored.
    kept = page.wait_for_function(
        f"() => {{ const kept = Object.keys(localStorage).filter((k) => k.startsWith('{KEY}-set-aside-'))"
        ".map((k) => localStorage.getItem(k)); return kept.length ? kept : null; }"
    ).json_value()
    assert kept == [stored]  # never deleted
