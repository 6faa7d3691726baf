"""The Drill as HTML: questions carry what they ask as data; the practice sheet."""

from __future__ import annotations

import re

from baccarat.drill import (
    Settings,
    choose_cell,
    grade,
    question,
    record,
)
from baccarat.render.drill import (
    OPENING_DRILL,
    feedback_html,
    finish_html,
    mastery_html,
    printable_html,
    question_html,
    widget_html,
)


def test_markup_carries_what_it_asks_as_data() -> None:
    q = question(Settings(seed=1), 3, "banker-4-7")
    html = question_html(q)
    tokens = ",".join(card.token for card in q.player)
    assert f'data-player="{tokens}"' in html and 'data-kind="banker"' in html
    assert [a for a in ("draw", "stand") if f'data-answer="{a}"' in html] == ["draw", "stand"]
    assert 'data-correct="true"' in feedback_html(q, grade(q, "draw"))
    score = question_html(question(Settings(seed=1), 4, "score-7"))
    assert "data-cards=" in score and 'data-answer="9"' in score
    assert mastery_html(record({"version": 1, "cells": {}}, "banker-4-7", False)).count("bac-shaky") == 1


def test_the_practice_sheet() -> None:
    html = printable_html(7, 12)
    assert html.count("<li>") == 24 and '<details class="bac-practice-answers">' in html


def test_the_static_drill_holds_a_place_for_everything_the_script_fills_in() -> None:
    """The bar, the score (under the verdict) and the link are drawn before Python, so nothing below moves."""
    html = widget_html()
    bar = re.search(r'<div class="bac-session-bar" role="progressbar"[^>]*>', html)
    assert bar is not None
    for name, value in (("valuenow", "0"), ("valuemin", "0"), ("valuemax", "10")):
        assert f'aria-{name}="{value}"' in bar.group()
    assert 'aria-valuetext="0 of 10 questions answered"' in bar.group() and 'aria-label="This session"' in bar.group()
    assert html.index("bac-feedback-place") < html.index("bac-drill-score") < html.index('data-action="next"')
    assert '<p class="bac-drill-link"><a href="?seed=2026&amp;kind=mix">A link to these questions' in html
    assert "Question 1 of 10" in question_html(question(Settings(seed=1), 1, "score-7"))
    # A new reader's first question is built into the page face up (its answers ship with the page: a returning
    # reader's script turns it face down until their own question shows).
    first = question_html(question(OPENING_DRILL, 1, choose_cell(OPENING_DRILL, 1, {})), disabled=True)
    assert f'<div class="bac-result" aria-busy="true">{first}</div>' in html


def test_a_question_back_again_says_why_and_the_finish_names_the_cells() -> None:
    q = question(Settings(seed=1), 2, "banker-3-8")
    html = question_html(q, again="In the lesson you missed <b>: here it is again.")
    assert '<p class="bac-again" data-again>In the lesson you missed &lt;b&gt;: here it is again.</p>' in html
    summary = {"mastered": [], "practise": ["banker-3-8", "player-4"], "weakest": "banker-3-8"}
    finish = finish_html({"asked": 10, "right": 7, "best": 3}, summary)
    # The verdict as a lesson's finish says it (its pass mark, in every edition).
    assert "<strong>Not passed yet: 7 of 10 right (pass mark: 80%).</strong>" in finish
    assert "Nothing mastered yet" in finish
    counts = {"asked": 10, "right": 7, "best": 3}
    assert "還未過關：10 題中答對 7 題（答對 80% 或以上即合格）。" in finish_html(counts, summary, lang="zh-Hant")
    assert "还没过关：10 题中答对 7 题（及格线：80%）。" in finish_html(counts, summary, lang="zh-Hans")
    assert "To practise next: Banker 3 when the Player&#x27;s third card is 8; the Player on 4." in finish
    assert '<a href="../rules/banker/#banker-3" data-weakest="banker-3-8">' in finish
    perfect = finish_html({"asked": 10, "right": 10, "best": 10}, {"mastered": ["score-3"], "practise": [],
                                                                   "weakest": None})  # fmt: skip
    assert "Mastered: a hand that scores 3." in perfect and "every answer was right" in perfect
    assert "data-weakest" not in perfect and 'data-action="again">Another 10</button>' in perfect


def test_a_called_coup_s_count_says_how_many_steps_it_has_only_once_it_is_settled() -> None:
    """hant8 #1: 「第 1 步（共 2 步）」 beside 「閒家下一步？」 told a natural. While a step is asked the count says
    "step n" alone (as the dealer's page says "Step n"); the last step carries the full count, which the page's
    script shows once it is answered ("Step n of m", as the dealer's page says once the coup is settled)."""
    settings = Settings(seed=1, kind="call")
    steps = question(settings, 1, "call").steps
    counts = {
        "en": ("Question 1 of 10 · step {step}", "Question 1 of 10 · step {step} of {steps}"),
        "zh-Hant": ("第 1 題（共 10 題）· 第 {step} 步", "第 1 題（共 10 題）· 第 {step} 步（共 {steps} 步）"),
        "zh-Hans": ("第 1 题（共 10 题）· 第 {step} 步", "第 1 题（共 10 题）· 第 {step} 步（共 {steps} 步）"),
    }
    for lang, (asking, settled) in counts.items():
        for step in range(1, steps + 1):
            html = question_html(question(settings, 1, "call", step), lang=lang)
            shown = re.search(r'<p class="bac-question-count"( data-settled="([^"]*)")?>([^<]*)</p>', html)
            assert shown is not None and shown[3] == asking.format(step=step)
            assert f"共 {steps} 步" not in shown[3] and f"of {steps}" not in shown[3]
            assert shown[2] == (settled.format(step=step, steps=steps) if step == steps else None), (lang, step)
