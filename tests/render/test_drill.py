"""The Drill as HTML: questions carry what they ask as data; the practice sheet."""

from __future__ import annotations

from baccarat.drill import (
    Settings,
    grade,
    question,
    record,
)
from baccarat.render.drill import feedback_html, mastery_html, printable_html, question_html


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
