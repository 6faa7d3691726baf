"""Each rules page asks before it tells: its questions come before its worked coups, a fresh set each visit (none of
the home page's coups), the set a link names reproduced exactly, a hostile link said and a set asked anyway, a mark in
the navigation once a set is finished, and no Python at all, on a phone and on a desktop."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, Route, ViewportSize, expect

from baccarat.drill import again_note
from baccarat.lesson import QUIZ_VARIANTS, quiz
from baccarat.render.lesson import EARLIER_SETS, QUIZ_PAGES, fnv_digest

from .test_lesson import TOLD_ON_SCREEN

pytestmark = pytest.mark.browser

QUIZ = '[data-widget="lesson"]'
#: The ✓ beside the page itself in the navigation (its link is "./" until Material, running, makes it absolute).
PAGE_MARK = "nav.md-nav--primary a.md-nav__link--active .bac-nav-mark"
#: The phone screens an answer is told on, in turn: a small one, a common one, a tall one.
PHONES: list[ViewportSize] = [
    {"width": 320, "height": 568},
    {"width": 375, "height": 667},
    {"width": 375, "height": 812},
]


def cards_of(rule: str, variant: int) -> list[str]:
    return [" ".join(card.token for card in coup.cards) for coup, _ in quiz(rule, variant)]


def finish_by_skipping(box: Locator) -> None:
    while box.get_attribute("data-phase") != "done":
        box.locator("[data-action=skip]").click()


@pytest.mark.parametrize("width", [375, 1280])
@pytest.mark.parametrize("rule", QUIZ_PAGES)
def test_a_rules_page_asks_a_set_of_questions_before_python(
    page: Page, site_url: str, rule: str, width: int, no_runtime: list[Route]
) -> None:
    page.set_viewport_size({"width": width, "height": 812})
    page.goto(f"{site_url}rules/{rule}/?quiz=5")
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
    expect(box).to_have_attribute("data-session", "4")
    # No bare set number ("Set 5": a learner has no use for it; the finish's share line names it), and nothing to
    # share before the first question.
    expect(box.locator(".bac-lesson-session")).to_have_count(0)
    expect(box).not_to_contain_text("Set 5")
    expect(box.locator('[data-action="copy-set"]')).to_have_count(0)
    questions = [question for _coup, of_coup in quiz(rule, 5) for question in of_coup]
    told = box.locator(".bac-lesson-told")
    for number, question in enumerate(questions[:3]):
        if width < 1280:  # each phone in turn; the second answer wrong (the longest feedback: the rule's link too)
            page.set_viewport_size(PHONES[number])
        expect(box).to_have_attribute("data-index", str(number))
        expect(box.locator(".bac-lesson-question .bac-prompt")).to_have_text(str(question.prompt))
        expect(box.locator(".bac-rule-card")).to_have_attribute("data-teach", question.teach)  # its rule with it
        if question.topic in ("player", "banker"):  # the card that would answer it is not dealt yet
            third = box.locator(f'.bac-hand[data-side="{question.topic}"] .bac-card.bac-third')
            for card in third.all():
                expect(card).to_be_hidden()
        # A natural or who wins asked of hands this coup has not scored: their totals hidden until it is answered
        # (the lessons' way: the totals would answer it). A page's set asks scores in no coup that asks either.
        totals = box.locator(".bac-lesson-stage .bac-hand .bac-score")
        scored = any(q.topic == "score" for q in questions[:number])
        hidden = question.topic in ("winner", "natural") and not scored
        if hidden:
            for total in totals.all():
                expect(total).to_be_hidden()
        wrong = width < 1280 and number == 1
        given = next(v for v, _ in question.choices if v != question.answer) if wrong else question.answer
        box.locator(f'.bac-lesson-question [data-answer="{given}"]').click()
        if hidden:
            expect(totals).to_have_count(2)
            for total in totals.all():
                expect(total).to_be_visible()
        verdict = "✗ Not quite." if wrong else "✓ Right."
        expect(told.locator(".bac-verdict")).to_have_text(f"{verdict} {question.explanation}")
        if width < 1280:  # the marked answers, the verdict below them and "Next", covering nothing, on every phone
            page.wait_for_function(f"() => ({TOLD_ON_SCREEN})([document.querySelector('{QUIZ}'), false])")
        if rule == "card-values":  # scores only: never dealt on to a result that names a natural, not yet taught
            expect(box.locator(".bac-lesson-stage .bac-outcome")).to_be_hidden()
        expect(told.locator("[data-action=next]")).to_be_in_viewport()
        told.locator("[data-action=next]").click()
    expect(box).to_have_attribute("data-index", "3")
    drill = {"card-values": "kind=score", "calling-a-hand": "kind=call", "banker": "kind=banker"}.get(
        rule, "kind=player"
    )
    assert box.locator(".bac-lesson-more a").evaluate("(a) => a.href") == f"{site_url}drill/?{drill}"
    assert no_runtime == []  # no Python was even asked for
    # Its own progress: the home page's lessons are where they were (untouched).
    assert page.evaluate("() => localStorage.getItem('baccarat-lesson')") is None
    page.wait_for_function(f"() => localStorage.getItem('baccarat-quiz-{rule}') !== null")  # saved in turn


def test_a_link_reproduces_its_set_a_visit_asks_an_unseen_one_and_a_finished_set_is_marked(
    page: Page, site_url: str
) -> None:
    page.set_viewport_size({"width": 375, "height": 812})
    page.goto(f"{site_url}rules/banker/?quiz=17")
    box = page.locator(QUIZ)
    expect(box).to_have_attribute("data-state", "ready")
    expect(box).to_have_attribute("data-session", "16")
    wanted = cards_of("banker", 17)
    expect(box.locator(".bac-lesson-stage .bac-coup")).to_have_attribute("data-cards", wanted[0])
    seen = []
    for coup in wanted:  # every coup of set 17, in order
        expect(box.locator(".bac-lesson-stage .bac-coup")).to_have_attribute("data-cards", coup)
        seen.append(coup)
        box.locator("[data-action=skip]").click()
    assert seen == wanted
    expect(box).to_have_attribute("data-phase", "done")
    # At the finish, as the Drill's: the link to these questions, copied (or shown, where the clipboard is refused).
    expect(box.locator(".bac-lesson-told .bac-lesson-share")).to_contain_text("Share these questions (Set 17):")
    # The set's number only there: the count line says the score, to a screen reader (the heading shows it).
    expect(box.locator(".bac-lesson-count")).to_have_text(box.locator(".bac-lesson-result").inner_text())
    assert box.inner_text().count("Set 17") == 1
    box.locator('.bac-lesson-told [data-action="copy-set"]').click()
    expect(box.locator(".bac-lesson-link")).to_have_value(f"{site_url}rules/banker/?quiz=17#bac-quiz-banker-title")
    # Finished but not passed (every question skipped): no ✓ in the navigation, which means passed.
    mark = page.locator(PAGE_MARK)
    page.wait_for_function("() => JSON.parse(localStorage.getItem('baccarat-quiz-banker') ?? '{}').passed === false")
    expect(mark).to_have_count(0)
    # Another visit asks a set not asked yet, none of the home page's coups (tested in Python); passed (one answer
    # wrong of eight at most), its page is marked in the navigation (a ✓, and a word for screen readers).
    page.goto(f"{site_url}rules/banker/")
    expect(box).to_have_attribute("data-state", "ready")
    assert box.get_attribute("data-session") != "16"
    expect(mark).to_have_count(0)
    asked = [q for _, of_coup in quiz("banker", int(box.get_attribute("data-session") or "0") + 1) for q in of_coup]
    for number, question in enumerate(asked):
        given = next(v for v, _ in question.choices if v != question.answer) if number == 0 else question.answer
        box.locator(f'.bac-lesson-question [data-answer="{given}"]').click()
        box.locator(".bac-lesson-told [data-action=next]").click()
    expect(box.locator(".bac-lesson-mark")).to_have_text("Passed (pass mark: 80%).")
    expect(mark.first).to_be_attached()
    expect(mark.first.locator(".bac-sr")).to_have_text("passed")
    assert page.locator('nav.md-nav--primary a.md-nav__link[href$="player/"] .bac-nav-mark').count() == 0
    box.get_by_role("button", name="Another set of questions").click()
    expect(box).to_have_attribute("data-phase", "ask")
    # Three sets asked, each once (the new set's start is saved in turn, under the save's lock: wait for it).
    page.wait_for_function(
        "() => Object.keys(JSON.parse(localStorage.getItem('baccarat-quiz-banker') ?? '{}').progress ?? {}).length >= 3"
    )
    sessions = page.evaluate("() => Object.keys(JSON.parse(localStorage.getItem('baccarat-quiz-banker')).progress)")
    assert len(set(sessions)) == 3
    finish_by_skipping(box)  # a set under the pass mark after one passed: the passed best keeps the ✓
    expect(box.locator(".bac-lesson-mark")).to_have_count(0)
    page.wait_for_function(  # the skipped set's finish saved (the marks are redrawn after each save)
        "(s) => { const p = JSON.parse(localStorage.getItem('baccarat-quiz-banker')).progress[s];"
        " return !!p && p[0] >= p[1].length; }",
        arg=box.get_attribute("data-session"),
    )
    expect(mark.first).to_be_attached()
    page.goto(f"{site_url}rules/banker/?quiz=17")  # the link again: the same coups, from the start
    expect(mark.first).to_be_attached()
    expect(box).to_have_attribute("data-session", "16")
    expect(box).to_have_attribute("data-phase", "ask")
    expect(box).to_have_attribute("data-index", "0")
    expect(box.locator(".bac-lesson-stage .bac-coup")).to_have_attribute("data-cards", wanted[0])


@pytest.mark.parametrize(
    ("given", "shown"),
    [("0", "0"), ("25", "25"), ("%EF%BC%91%EF%BC%97", "１７"), ("1%00%07x", "1��x"), ("-3", "-3"), ("17.0", "17.0"),
     ("x" * 100_000, "x" * 24 + "…"), ("%3Cb%3E1%3C%2Fb%3E", "<b>1</b>")],
)  # fmt: skip
def test_a_hostile_set_in_a_link_is_said_and_a_set_is_asked_anyway(
    page: Page, site_url: str, built_site: Path, given: str, shown: str
) -> None:
    if len(given) > 1000:  # past what the test server reads of an address: the page is served as the server would
        html = (built_site / "rules" / "player" / "index.html").read_text()
        page.route("**/rules/player/?quiz=*", lambda route: route.fulfill(body=html, content_type="text/html"))
    page.goto(f"{site_url}rules/player/?quiz={given}")
    box = page.locator(QUIZ)
    expect(box).to_have_attribute("data-state", "ready")
    expect(box.locator(".bac-error")).to_have_text(
        f"The link asks for the set of questions “{shown}”, which is not a number from 1 to {QUIZ_VARIANTS}: "
        "here is another set."
    )
    assert box.locator(".bac-error b").count() == 0  # text, never markup
    variant = int(box.get_attribute("data-session") or "-1") + 1
    first = quiz("player", variant)[0][1][0]
    box.locator(f'.bac-lesson-question [data-answer="{first.answer}"]').click()  # and it plays
    expect(box.locator(".bac-feedback")).to_have_attribute("data-correct", "true")


def test_a_missed_natural_comes_back_in_the_drill_and_the_finish_shows_one_drill_link_in_one_button_style(
    page: Page, site_url: str
) -> None:
    """/rules/naturals/ on a phone, with progress saved of the page's sets as shipped before they changed (three coups
    a set): carried over, never set aside, the page's finished mark and the rule cards learnt kept (each set's marks
    no longer fit its questions: asked afresh). No set number shown, no share line before its first question; a
    natural missed, the finish has the share line and one Drill link (the page's own hidden), its buttons and links
    one width and height; the Drill it opens asks the missed natural again, saying so."""
    page.set_viewport_size({"width": 375, "height": 812})
    page.goto(f"{site_url}sources/")  # a page with no quiz, whose own save cannot race the one stored
    earlier = {"version": 4, "lesson": EARLIER_SETS["naturals"][0], "at": 0, "progress": {"0": [5, "rrwrr"]},
               "taught": {"natural": 2}, "done": [0], "complete": True, "picks": {"0.2": "yes"}}  # fmt: skip
    page.evaluate("(text) => localStorage.setItem('baccarat-quiz-naturals', text)", json.dumps(earlier))
    page.goto(f"{site_url}rules/naturals/?quiz=1")
    box = page.locator(QUIZ)
    expect(box).to_have_attribute("data-state", "ready")
    expect(box.locator(".bac-error")).to_be_hidden()
    expect(box).to_have_attribute("data-index", "0")
    expect(box.locator(".bac-rule-toggle")).to_have_attribute("aria-expanded", "false")  # spotting a natural: learnt
    carried = page.wait_for_function(
        "(id) => { const s = JSON.parse(localStorage.getItem('baccarat-quiz-naturals') ?? '{}');"
        " return s.lesson === id ? s : null; }",
        arg=fnv_digest(str(box.get_attribute("data-coups"))),
    ).json_value()
    assert carried["complete"] is True and carried["taught"] == {"natural": 2} and carried["picks"] == {}
    kept = page.evaluate("Object.keys(localStorage)")
    assert not any(key.startswith("baccarat-quiz-naturals-set-aside") for key in kept)
    expect(page.locator(PAGE_MARK).first).to_be_attached()
    expect(box.locator(".bac-lesson-session")).to_have_count(0)
    expect(box.locator(".bac-lesson-share")).to_have_count(0)
    asked = [question for _coup, of_coup in quiz("naturals", 1) for question in of_coup]
    missed = next(q for q in asked if q.topic == "natural" and q.cell == "natural")  # a Banker natural
    for question in asked:
        given = ("no" if question.answer == "yes" else "yes") if question is missed else question.answer
        box.locator(f'.bac-lesson-question [data-answer="{given}"]').click()
        expect(box).to_have_attribute("data-phase", "told")
        box.locator(".bac-lesson-told [data-action=next]").click()
    expect(box).to_have_attribute("data-phase", "done")
    # A clean finish on the phone: the last coup's felt folded away, the result and its main way on first on screen.
    expect(box.locator(".bac-lesson-stage")).to_be_hidden()
    expect(box.locator(".bac-lesson-result")).to_be_in_viewport(ratio=1)
    expect(box.locator(".bac-lesson-next .md-button--primary")).to_be_in_viewport(ratio=1)
    expect(box.locator(".bac-lesson-told .bac-lesson-share")).to_contain_text("Share these questions (Set 1):")
    expect(box.locator(".bac-lesson-more")).to_be_hidden()
    drills = box.locator('.bac-lesson-told a[href*="/drill/"]')
    expect(drills).to_have_count(1)
    expect(drills).to_have_text("Practise what you missed in the Drill")
    assert drills.evaluate("(a) => a.href") == f"{site_url}drill/?kind=player"
    sizes = box.locator(".bac-lesson-next > *").evaluate_all(
        "(ways) => ways.map((w) => [Math.round(w.getBoundingClientRect().width), w.getBoundingClientRect().height,"
        " getComputedStyle(w).textAlign])"
    )
    assert len(sizes) >= 3 and len({(w, a) for w, _, a in sizes}) == 1 and all(h >= 44 for _, h, _ in sizes), sizes
    page.wait_for_function(
        "() => (JSON.parse(localStorage.getItem('baccarat-review-queue') ?? '{}').answers ?? [])"
        ".some(([cell, right]) => cell === 'natural' && !right)"
    )
    drills.click()
    drill = page.locator('[data-widget="drill"]')
    # The Drill's own words for the comeback (baccarat.drill.again_note): the natural missed, said as its question.
    expect(drill.locator("[data-again]")).to_have_text(str(again_note("quiz", "natural")))


def test_a_set_half_skipped_says_what_was_not_tried_and_is_under_the_pass_mark(page: Page, site_url: str) -> None:
    """/rules/calling-a-hand/ set 1 on a phone (eight questions: each coup's four decisions): its first coup answered,
    the winner missed, its second coup's natural and Player answered, the rest skipped. A skill answered all right
    never needs practice; a skill only skipped is not tried yet; a skipped question counts as not right, so 5 right of
    8 is under the pass mark (skipping never turns a miss into a pass): the winner missed needs practice, and the
    Drill is the main way on, as the advice says."""
    page.set_viewport_size({"width": 375, "height": 812})
    # Set 1 finished when it asked twelve questions (the same coups, their scores too): that page's progress is
    # carried over, no error said; the set of twelve is asked afresh, as eight.
    page.goto(f"{site_url}sources/")  # a page with no quiz, whose own save cannot race the one stored
    twelve = {"version": 4, "lesson": EARLIER_SETS["calling-a-hand"][0], "at": 0, "progress": {"0": [12, "r" * 12]},
              "taught": {"score": 2}, "done": [0], "complete": True, "picks": {}}  # fmt: skip
    page.evaluate("(text) => localStorage.setItem('baccarat-quiz-calling-a-hand', text)", json.dumps(twelve))
    page.goto(f"{site_url}rules/calling-a-hand/?quiz=1")
    box = page.locator(QUIZ)
    expect(box).to_have_attribute("data-state", "ready")
    expect(box.locator(".bac-error")).to_be_hidden()
    expect(box).to_have_attribute("data-index", "0")
    (_, first), (_, second) = quiz("calling-a-hand", 1)
    assert [q.topic for q in first] == [q.topic for q in second] == ["natural", "player", "banker", "winner"]
    assert (first[2].teach, second[2].teach) == ("banker-3", "banker-stood")  # the chart's row, a simple case
    for question in [*first, *second[:2]]:
        given = next(v for v, _ in question.choices if v != question.answer) if question.topic == "winner" else None
        box.locator(f'.bac-lesson-question [data-answer="{given or question.answer}"]').click()
        box.locator(".bac-lesson-told [data-action=next]").click()
    expect(box).to_have_attribute("data-index", str(len(first) + 2))
    box.locator("[data-action=skip]").click()
    expect(box).to_have_attribute("data-phase", "done")
    expect(box.locator(".bac-lesson-result")).to_have_text("You answered 6 of the 8 questions, and got 5 right.")
    expect(box.locator(".bac-lesson-mark")).to_have_text("Not passed yet (pass mark: 80%).")
    expect(box.locator(".bac-lesson-summary li")).to_have_text(
        ["Spotting a natural: 2 of 2 right.", "The Player's rule: 2 of 2 right.",
         "The Banker's simple cases: not tried yet (1 skipped).", "The Banker's chart: 1 of 1 right.",
         "Calling the winner: 0 of 1 right (1 skipped). Needs practice."]
    )  # fmt: skip
    expect(box.locator(".bac-lesson-summary strong")).to_have_count(1)
    expect(box.locator(".bac-lesson-knows")).to_have_text(
        "Still to practise: Calling the winner. Try the Drill, then this set again."
    )
    expect(box.locator(".bac-lesson-next > *").first).to_have_class(re.compile(r"md-button--primary"))
    expect(box.locator(".bac-lesson-next > *").first).to_have_attribute("href", re.compile(r"/drill/"))
