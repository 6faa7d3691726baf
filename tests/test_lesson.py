"""Your first shoe: coups that cover every kind of decision, and questions whose answers are the rules'."""

from __future__ import annotations

import json

from baccarat.coup import Coup
from baccarat.lesson import KINDS, QUIZZES, Asked, first_shoe, kind_of, lesson_coups, questions, quiz
from baccarat.render.lesson import QUIZ_DRILLS, QUIZ_TITLES, lesson_data, quiz_html, widget_html
from tests.oracle import banker_acts, play_values, player_acts, winner


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


def oracle_answers(coup: Coup) -> list[str]:
    """Each question's answer, restated from the oracle (the published rule texts, written apart)."""
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
    return expected


def check_asked(shoe: tuple[Asked, ...]) -> None:
    """Each coup's questions are some of its dealer's steps, in order, each answered as the oracle does."""
    for coup, asked in shoe:
        every = questions(coup)
        assert [q.answer for q in every] == oracle_answers(coup)
        assert all(q.answer in dict(q.choices) for q in every)
        assert asked and list(asked) == [q for q in every if q in asked]


def test_every_answer_is_the_rules_answer() -> None:
    for coup in lesson_coups():
        assert [q.answer for q in questions(coup)] == oracle_answers(coup)
        assert all(q.answer in dict(q.choices) for q in questions(coup))


def test_the_first_shoe_asks_every_kind_of_decision_in_at_most_20_questions() -> None:
    shoe = first_shoe()
    check_asked(shoe)
    asked = [q for _, questions_ in shoe for q in questions_]
    assert len(asked) <= 20 and [kind_of(coup) for coup, _ in shoe] == list(KINDS)
    assert {q.topic for q in asked} == {"score", "natural", "player", "banker", "winner"}
    # Every Banker row that depends on the Player's third card is asked, drawing and standing.
    cells = {(q.drill.get("rows"), q.answer) for q in asked if q.topic == "banker"}
    assert all((str(total), action) in cells for total in (3, 4, 5, 6) for action in ("draw", "stand"))


def test_each_rules_page_asks_at_least_three_questions_on_its_own_rule() -> None:
    topics = {"card-values": {"score"}, "naturals": {"natural", "winner"}, "player": {"player", "natural"},
              "banker": {"banker"}, "calling-a-hand": {"score", "natural", "player", "banker", "winner"}}  # fmt: skip
    assert set(QUIZZES) == set(topics) == set(QUIZ_TITLES) == set(QUIZ_DRILLS)
    for rule, wanted in topics.items():
        shoe = quiz(rule)
        check_asked(shoe)
        asked = [q for _, questions_ in shoe for q in questions_]
        assert len(asked) >= 3 and {q.topic for q in asked} == wanted, rule
        assert len({coup for coup, _ in shoe}) == len(shoe)  # no coup twice
        answers = {q.answer for q in asked if q.topic in ("player", "banker", "natural")}
        assert len(answers) >= 2 or rule == "card-values", rule  # both ways of each decision, not one answer
        html = quiz_html(rule)
        assert f'data-save-key="baccarat-quiz-{rule}"' in html and f"../../drill/?{QUIZ_DRILLS[rule]}" in html


def test_the_page_carries_the_coups_and_opens_on_the_first_question() -> None:
    html = widget_html()
    coups = [[card.token for card in coup.cards] for coup in lesson_coups()]
    assert f'data-coups="{json.dumps(coups, separators=(",", ":")).replace(chr(34), "&quot;")}"' in html
    assert 'data-index="0"' in html and "What does the Player&#x27;s hand score?" in html
    assert [coup["cards"] for coup in lesson_data(first_shoe())] == coups
    assert html.count("<section") == 1 and html.count("<script") == 0
