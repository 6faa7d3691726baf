"""Your first shoe: coups that cover every kind of decision, and questions whose answers are the rules'."""

from __future__ import annotations

import json

from baccarat.lesson import KINDS, kind_of, lesson_coups, questions
from baccarat.render.lesson import lesson_data, widget_html
from oracle import banker_acts, play_values, player_acts, winner


def test_the_coups_cover_every_kind_of_decision_once() -> None:
    coups = lesson_coups()
    assert len(coups) >= 12 and [kind_of(coup) for coup in coups] == list(KINDS)
    cells = {step.chart_cell for coup in coups for step in coup.steps if step.chart_cell}
    for total in (3, 4, 5, 6):  # the chart's rows that depend on the Player's third card: one draw, one stand
        draws = {banker_acts(total, third) for (row, third) in cells if row == total and third is not None}
        assert draws == {"draw", "stand"}, total
    assert any(row in (0, 1, 2) and third is not None for row, third in cells)
    assert any(row == 7 and third is not None for row, third in cells)
    assert {coup.natural for coup in coups} == {True, False}


def test_every_answer_is_the_rules_answer() -> None:
    """Each question's answer, restated from the oracle (the published rule texts, written apart)."""
    for coup in lesson_coups():
        values = [card.points for card in coup.cards]
        player, banker = play_values(values)
        p, b = (values[0] + values[2]) % 10, (values[1] + values[3]) % 10
        natural = p >= 8 or b >= 8
        expected = [str(p), str(b), "yes" if natural else "no"]
        if not natural:
            expected.append(player_acts(p))
            third = player[2] if len(player) == 3 else None
            expected.append("stand" if b == 7 else banker_acts(b, third))
        expected.append(winner(player, banker))
        assert [q.answer for q in questions(coup)] == expected
        assert all(q.answer in dict(q.choices) for q in questions(coup))


def test_the_page_carries_the_coups_and_opens_on_the_first_question() -> None:
    html = widget_html()
    coups = [[card.token for card in coup.cards] for coup in lesson_coups()]
    assert f'data-coups="{json.dumps(coups, separators=(",", ":")).replace(chr(34), "&quot;")}"' in html
    assert 'data-index="0"' in html and "What does the Player&#x27;s hand score?" in html
    assert [coup["cards"] for coup in lesson_data(lesson_coups())] == coups
    assert html.count("<section") == 1 and html.count("<script") == 0
