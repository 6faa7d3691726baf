"""Your first shoe: coups that cover every kind of decision, and questions whose answers are the rules'."""

from __future__ import annotations

import html
import json
import re
from dataclasses import replace
from itertools import pairwise

import pytest

from baccarat.coup import Coup, Hand
from baccarat.drill import BANKER_CELLS, NATURAL, PLAYER_CELLS, SCORE_CELLS, Settings
from baccarat.drill import question as drill_question
from baccarat.i18n import LANGUAGES, words
from baccarat.lesson import (
    KINDS,
    LESSON_SETS,
    LESSONS,
    MAX_COUPS,
    QUIZ_VARIANTS,
    QUIZZES,
    SKILLS,
    TEACHING,
    Asked,
    Question,
    _lesson_sets,
    _quiz_coups,
    _quiz_picks,
    first_shoe,
    first_shoe_v2,
    kind_of,
    lesson_coups,
    lesson_set,
    lesson_words,
    lessons,
    questions,
    quiz,
    quiz_v2,
    rule_card,
    skill_of,
    teach_key,
    teachable,
)
from baccarat.render.lesson import (
    EARLIER_SETS,
    QUIZ_DRILLS,
    QUIZ_TITLES,
    _data_coups,
    fnv_digest,
    legacy_map,
    quiz_html,
    v4_map,
    widget_html,
    worded_shoe,
)
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
        # A lesson's lines are its own, not the coup's; so is a Banker's prompt, which says what the Player did.
        plain = [replace(q, note="", after="", prompt=every[q.step - 1].prompt) for q in asked]
        assert asked and plain == [q for q in every if q in plain]


def test_every_answer_is_the_rules_answer() -> None:
    for coup in lesson_coups():
        assert [q.answer for q in questions(coup)] == oracle_answers(coup)
        assert all(q.answer in dict(q.choices) for q in questions(coup))


def test_the_lessons_ask_every_kind_of_decision_in_sessions_of_at_most_ten_coups() -> None:
    taught = lessons()
    assert [lesson.key for lesson, _ in taught] == [lesson.key for lesson in LESSONS]
    for lesson, shoe in taught:
        check_asked(shoe)
        assert 1 <= len(shoe) <= MAX_COUPS, lesson.key
        title, knows = (str(said) for said in lesson_words(lesson))
        assert title.startswith(f"Lesson {LESSONS.index(lesson) + 1} of {len(LESSONS)}: ") and knows
    shoe = first_shoe()
    asked = [q for _, questions_ in shoe for q in questions_]
    assert {q.topic for q in asked} == {"score", "natural", "player", "banker", "winner"}
    assert {kind_of(coup) for coup, _ in shoe} >= set(KINDS)  # every kind of decision is among the coups
    # Every Banker row that depends on the Player's third card is asked, drawing and standing.
    cells = {(q.drill.get("rows"), q.answer) for q in asked if q.topic == "banker"}
    assert all((str(total), action) in cells for total in (3, 4, 5, 6) for action in ("draw", "stand"))
    assert len({coup for coup, _ in shoe}) == len(shoe)  # no coup in two lessons


def test_every_question_names_its_rule_card_and_its_drill_cell() -> None:
    every = [q for rule in QUIZZES for variant in (1, QUIZ_VARIANTS) for _, asked in quiz(rule, variant) for q in asked]
    shoe = [(coup, q) for rule in QUIZZES for variant in (1, QUIZ_VARIANTS) for coup, asked in quiz(rule, variant)
            for q in asked] + [(coup, q) for coup, asked in first_shoe() for q in asked]  # fmt: skip
    assert every == [q for _, q in shoe][: len(every)]
    for _, question in shoe:
        assert question.teach in TEACHING
        if question.topic == "winner":
            assert question.cell == ""
        elif question.topic == "natural":  # the Drill's cell that asks it again: behaviour, in the next test
            assert question.cell in (*PLAYER_CELLS, NATURAL), question
        else:  # one of the Drill's own cells, whose answer is this question's
            assert question.cell in (*PLAYER_CELLS, *BANKER_CELLS, *SCORE_CELLS), question
    for key in TEACHING:
        for lang in LANGUAGES:
            card = rule_card(key)
            w = words(lang)
            assert w.say(card.title) and w.say(card.rule) and w.say(card.example), (key, lang)


def test_a_missed_natural_comes_back_in_the_drill_as_the_same_decision() -> None:
    """The Drill asked at a natural question's cell asks the same decision again: a natural there exactly when the
    coup had one (the Drill's answer "neither"), on the coup's own Player total where the Player's hand decides."""
    shoe = [(coup, q) for rule in QUIZZES for variant in (1, QUIZ_VARIANTS) for coup, asked in quiz(rule, variant)
            for q in asked] + [(coup, q) for coup, asked in first_shoe() for q in asked]  # fmt: skip
    naturals = [(coup, q) for coup, q in shoe if q.topic == "natural"]
    assert {q.answer for _, q in naturals} == {"yes", "no"} and {q.cell for _, q in naturals} >= {NATURAL}
    for number, (coup, question) in enumerate(naturals, 1):
        again = drill_question(Settings(seed=number), number, question.cell)
        assert again.kind == "player" and (again.answer == "neither") == (question.answer == "yes"), (coup, question)
        if question.cell != NATURAL:  # the Player's hand decides: the Drill deals the coup's Player total
            assert Hand(again.player[:2]).total == Hand(coup.player.cards[:2]).total, (coup, question)
        else:  # a Banker natural the Player's own hand does not have
            assert Hand(again.banker[:2]).total >= 8 > Hand(again.player[:2]).total


def test_the_natural_question_says_its_choices_alike_everywhere_as_the_dealer_says_them() -> None:
    """Same choice, same label: the natural question's answers read the same in the lessons and every rules page's
    quiz, in every language; and "No" is worded as the dealer's own explanation of a coup without a natural."""
    naturals = [q for _, asked in first_shoe() for q in asked if q.topic == "natural"]
    naturals += [q for rule in QUIZZES for _, asked in quiz(rule, QUIZ_VARIANTS) for q in asked if q.topic == "natural"]
    for lang in LANGUAGES:
        w = words(lang)
        labels = {tuple((value, w.say(label)) for value, label in q.choices) for q in naturals}
        assert len(labels) == 1, (lang, labels)
        ((_, _), (_, no)) = next(iter(labels))
        said = {w.say(q.explanation) for q in naturals if q.answer == "no"}
        # The label's words after its "No" (as each script punctuates it) close the dealer's line.
        rest = re.split(r"[:：，,]\s*", no, maxsplit=1)[1]
        assert rest and all(line.rstrip("。.").endswith(rest) for line in said), (lang, no, said)


def test_the_finish_counts_each_question_towards_one_skill_in_the_page_s_order() -> None:
    """A Banker question counts towards its simple cases or its chart (the finish says which to practise); the page
    ships the skills in order and each answer's key as the keyboard prints it, so its script knows neither."""
    asked = [q for _, shoe in lessons() for _, of_coup in shoe for q in of_coup]
    assert {skill_of(q) for q in asked} == set(SKILLS)
    for q in asked:
        if q.topic != "banker":
            assert skill_of(q) == q.topic
            continue
        # A simple case: the Player stood, or the Banker's total acts alike whatever the Player's third card.
        total, third = q.cell.split("-")[1:]
        simple = third == "stood" or len({banker_acts(int(total), card) for card in range(10)}) == 1
        assert skill_of(q) == ("banker-simple" if simple else "banker"), q
    root = re.search(r'data-lesson="([^"]*)"', widget_html())
    assert root is not None
    data = json.loads(html.unescape(root[1]))
    assert data["skills"] == list(SKILLS)
    assert data["keys"] == {"draw": "D", "stand": "S", "neither": "N", "player": "P", "banker": "B", "tie": "T",
                            "yes": "Y", "no": "N", **{str(n): str(n) for n in range(10)}}  # fmt: skip
    shipped = [data["asks"][q["ask"]]["skill"] for s in data["sessions"] for c in s["coups"] for q in c["questions"]]
    assert shipped == [skill_of(q) for q in asked]


def test_a_drill_cell_is_the_decision_the_question_asks() -> None:
    from baccarat import resolve

    asked = questions(resolve("2 3 2 K 8"))  # Player 2 + 2 = 4 draws a K; Banker 3 + K stands against 8
    assert [q.cell for q in asked] == ["score-4", "score-3", "player-4", "player-4", "banker-3-8", ""]
    stood = questions(resolve("7c 5s 9h 8s 3s"))  # the Player stands on 6, the Banker draws on 3
    assert [q.cell for q in stood if q.topic == "banker"] == ["banker-3-stood"]


def test_each_kind_is_taught_before_it_is_asked_in_every_session() -> None:
    """The page's script shows the question's rule card with it (open until it is known): each question has one,
    and the card of a Banker question is its chart row's (or the Player-stood rule's), the card of a Player question
    the Player's rule; so no drawing question is ever asked without its rule on screen."""
    for _, shoe in lessons():
        for coup, asked in shoe:
            for q in asked:
                step = coup.steps[q.step - 1]
                assert q.teach == teach_key(step)
                if q.topic == "banker":
                    total, third = step.chart_cell or (None, None)
                    assert q.teach in (f"banker-{total}", "banker-low", "banker-7", "banker-stood")
                    assert (third is None) == (q.teach == "banker-stood")
                if q.topic == "player":
                    assert q.teach == "player"


def _tokens(shoe: tuple[Asked, ...]) -> set[tuple[str, ...]]:
    return {tuple(card.token for card in coup.cards) for coup, _ in shoe}


def test_no_teaching_coup_shows_a_card_twice_in_any_lesson_or_set_shipped() -> None:
    shipped = [first_shoe()] + [quiz(rule, variant) for rule in QUIZZES for variant in range(1, QUIZ_VARIANTS + 1)]
    for shoe in shipped:
        for coup, _ in shoe:
            tokens = [card.token for card in coup.cards]
            assert len(set(tokens)) == len(tokens), tokens
            assert all(card.suit for card in coup.cards)  # every card has its suit, so two are told apart
    for key in TEACHING:  # the rule cards' examples too
        from baccarat.lesson import _example_step

        coup, _ = _example_step(key)
        assert teachable(coup)
    assert not teachable(resolve_tokens("6h 6h K K"))


def resolve_tokens(cards: str) -> Coup:
    from baccarat import resolve

    return resolve(cards)


def test_the_quizzes_never_reuse_the_lessons_coups_and_each_set_is_its_own() -> None:
    lesson = _tokens(first_shoe())
    for rule in QUIZZES:
        seen: set[tuple[str, ...]] = set()
        for variant in range(1, QUIZ_VARIANTS + 1):
            coups = _tokens(quiz(rule, variant))
            assert not coups & lesson, (rule, variant)
            assert not coups & seen, (rule, variant)  # no coup in two sets of a page
            seen |= coups


def test_a_set_is_the_same_whenever_it_is_asked_for() -> None:
    for rule in QUIZZES:
        first = [(coup.cards, [q.answer for q in asked]) for coup, asked in quiz(rule, 7)]
        _quiz_coups.cache_clear()
        assert [(coup.cards, [q.answer for q in asked]) for coup, asked in quiz(rule, 7)] == first
        assert worded_shoe(quiz(rule, 7), words("zh-Hant"))[0][0] == quiz(rule, 7)[0][0]  # the same in every language
    for variant in (0, QUIZ_VARIANTS + 1):
        with pytest.raises(IndexError):
            quiz("player", variant)


def test_no_two_sets_ask_the_same_decisions_in_the_same_order() -> None:
    """A reader who has done a set cannot answer the next by position: the sets differ in the order of their
    answers, and the Banker's page asks other cells of the chart (a reader's review, who answered by position)."""
    for rule in QUIZZES:
        asked = [[(q.topic, q.cell, q.answer) for _, questions_ in quiz(rule, v) for q in questions_] for v in (1, 2)]
        assert asked[0] != asked[1], rule
    for rule, least in (("player", 8), ("naturals", 8), ("banker", 12)):
        orders = {tuple(q.answer for _, questions_ in quiz(rule, v) for q in questions_) for v in range(1, 25)}
        assert len(orders) >= least, (rule, len(orders))
    cells = {q.cell for v in range(1, QUIZ_VARIANTS + 1) for _, questions_ in quiz("banker", v) for q in questions_}
    assert len(cells) >= 20
    for variant in range(2, QUIZ_VARIANTS + 1):  # each Banker set: two draws, two stands where the third card decides
        deciding = [q.answer for _, questions_ in quiz("banker", variant) for q in questions_ if "stood" not in q.cell]
        assert sorted(deciding) == ["draw", "draw", "stand", "stand"], variant


def test_each_rules_page_asks_at_least_three_questions_on_its_own_rule() -> None:
    topics = {"card-values": {"score"}, "naturals": {"natural", "winner"}, "player": {"player"},
              "banker": {"banker"}, "calling-a-hand": {"natural", "player", "banker", "winner"}}  # fmt: skip
    assert set(QUIZZES) == set(topics) == set(QUIZ_TITLES) == set(QUIZ_DRILLS)
    for rule, wanted in topics.items():
        for variant in range(1, QUIZ_VARIANTS + 1):
            shoe = quiz(rule, variant)
            check_asked(shoe)
            asked = [q for _, questions_ in shoe for q in questions_]
            assert len(asked) >= 3 and {q.topic for q in asked} == wanted, rule
            answers = {q.answer for q in asked if q.topic in ("player", "banker", "natural")}
            assert len(answers) >= 2 or rule == "card-values", rule  # both ways of each decision, not one answer
        html = quiz_html(rule)
        assert f'data-save-key="baccarat-quiz-{rule}"' in html and f"../../drill/?{QUIZ_DRILLS[rule]}" in html


def test_the_version_2_questions_each_land_on_a_new_question_of_the_same_kind() -> None:
    old, new = first_shoe_v2(), first_shoe()
    assert len(old) == 13 and sum(len(asked) for _, asked in old) == 19  # what version 2 asked
    landed = legacy_map(old, new)
    fresh = [q for _, asked in new for q in asked]
    olds = [q for _, asked in old for q in asked]
    assert -1 not in landed and len(set(landed)) == len(landed)  # every old answer kept, none on another's place
    for was, place in zip(olds, landed, strict=True):
        assert fresh[place].topic == was.topic and (was.cell == fresh[place].cell or was.teach == fresh[place].teach)
    for rule in QUIZZES:
        landed = legacy_map(quiz_v2(rule), quiz(rule, 1))
        olds = [q for _, asked in quiz_v2(rule) for q in asked]
        # Every old answer kept, but the Player's page's natural (that page asks only the Player's rule now) and calling
        # a hand's scores (it asks each coup's decisions now, its scores counted for the natural, totals hidden).
        lost = [q.topic for q, place in zip(olds, landed, strict=True) if place == -1]
        gone = {"player": ["natural"], "calling-a-hand": ["score"] * 4}.get(rule, [])
        assert lost == gone and len(set(p for p in landed if p >= 0)) == len([p for p in landed if p >= 0]), rule


def _quiz_questions(rule: str, variant: int) -> list[tuple[Coup, Question]]:
    return [(coup, q) for coup, asked in quiz(rule, variant) for q in asked]


def test_each_rules_page_asks_its_own_rule_in_every_set() -> None:
    """Every shipped set of a page asks the rule that page teaches (a reader's review: the Player's page spent one or
    two of its four questions on naturals): the Player's page only coups with no natural, each asking the Player's
    decision, on four different totals from 0 to 7, both draws and stands; the Banker's page only the Banker's
    decision; the naturals' page whether there is a natural of every coup, two naturals (and who wins) and two
    coups without one. Every coup can teach (no card twice)."""
    player_totals: set[int] = set()
    for variant in range(1, QUIZ_VARIANTS + 1):
        player = _quiz_questions("player", variant)
        assert [q.topic for _, q in player] == ["player"] * 4 and not any(coup.natural for coup, _ in player)
        totals = [coup.steps[1].player_total for coup, _ in player]
        assert len(set(totals)) == 4 and set(totals) <= set(range(8)), (variant, totals)
        assert {q.answer for _, q in player} == {"draw", "stand"}, variant
        player_totals |= set(totals)
        banker = _quiz_questions("banker", variant)
        assert {q.topic for _, q in banker} == {"banker"} and len(banker) == 6, variant
        naturals = quiz("naturals", variant)
        assert [asked[0].topic for _, asked in naturals] == ["natural"] * 4, variant
        assert sorted(coup.natural for coup, _ in naturals) == [False, False, True, True], variant
        for coup, asked in naturals:  # a natural: who wins too, as the page teaches; no natural: nothing else
            assert [q.topic for q in asked] == (["natural", "winner"] if coup.natural else ["natural"]), variant
        for rule in QUIZZES:
            assert all(teachable(coup) for coup, _ in quiz(rule, variant)), (rule, variant)
    assert player_totals == set(range(8))  # across the sets, every total the Player's rule decides


def test_the_sets_picks_ask_each_pages_rule_for_any_seed() -> None:
    """The seeded draw of a set's picks, over many seeds beyond the shipped ones: the Player's page four different
    totals, two or three that draw and the rest that stand; the naturals' page two naturals and two coups without."""
    for variant in range(2, 1_000):
        player = _quiz_picks("player", variant)
        totals = [int(name.rsplit(" ", 1)[1]) for name, _, _ in player]
        assert {topics for _, _, topics in player} == {("player",)} and len(set(totals)) == 4, variant
        assert sum(total <= 5 for total in totals) in (2, 3), variant
        naturals = _quiz_picks("naturals", variant)
        asks = sorted(topics for _, _, topics in naturals)
        assert asks == [("natural",), ("natural",), ("natural", "winner"), ("natural", "winner")], variant


def test_the_page_carries_the_coups_and_opens_on_the_first_question() -> None:
    html = widget_html()
    coups = ",".join(" ".join(card.token for card in coup.cards) for coup in (c for c, _ in first_shoe()))
    assert f'data-coups="{coups}"' in html
    assert 'data-index="0"' in html and "What does the Player&#x27;s hand score?" in html
    assert html.count("<section") == 1 and html.count("<script") == 0


def test_every_set_of_the_lessons_keeps_their_rules_and_none_repeats_the_first_pass() -> None:
    """Practising a lesson again deals a fresh set: the same kinds of coups and questions as the first pass (which
    stays every reader's), each coup teachable, no drawing question before its lesson, no coup in two sets."""
    first = lessons()
    taught_in = {q.teach: n for n, (_, shoe) in enumerate(first) for _, asked in shoe for q in asked}
    taught_in = {key: min(n for n, (_, shoe) in enumerate(first) for _, a in shoe for q in a if q.teach == key)
                 for key in taught_in}  # fmt: skip
    seen = _tokens(first_shoe())
    for variant in range(1, LESSON_SETS):
        fresh = lessons(variant=variant)
        assert _tokens(lesson_set(variant)).isdisjoint(seen), variant
        seen |= _tokens(lesson_set(variant))
        for number, ((lesson, shoe), (_, model)) in enumerate(zip(fresh, first, strict=True)):
            check_asked(shoe)
            topics = sorted([q.topic for q in asked] for _, asked in shoe)  # a shuffled lesson's in its own order
            assert topics == sorted([q.topic for q in a] for _, a in model)
            for coup, asked in shoe:
                assert teachable(coup), (variant, lesson.key, coup)
                assert all(taught_in[q.teach] <= number for q in asked), (variant, lesson.key, coup)
    assert len(seen) == LESSON_SETS * len(first_shoe())
    with pytest.raises(IndexError):
        lessons(variant=LESSON_SETS)


def test_the_sets_are_the_same_on_every_build_and_in_every_language() -> None:
    before = [[coup.cards for coup in coups] for sets in _lesson_sets() for coups in sets]
    _lesson_sets.cache_clear()
    assert [[coup.cards for coup in coups] for sets in _lesson_sets() for coups in sets] == before
    assert [coup for coup, _ in worded_shoe(lesson_set(2), words("zh-Hans"))] == [coup for coup, _ in lesson_set(2)]


def test_a_third_card_shown_before_its_lesson_is_said_once_a_lesson_before_the_question() -> None:
    """Lesson 1 (scores) may show the Player drawing, lesson 2 the Banker: the first time in a lesson a hand's third
    card is on screen before the lesson that teaches it, the question says so and names that lesson."""
    teaches = {"player": 1, "banker": 2}  # the first lesson (from 0) that asks each hand's draw
    for variant in range(LESSON_SETS):
        for number, (lesson, shoe) in enumerate(lessons(variant=variant)):
            noted: set[str] = set()
            for coup, asked in shoe:
                for q in asked:
                    shown = coup.steps[: max(1, q.step - 1)]  # the coup as it stands while q is asked
                    drawn = {"player" if s.rule == "player-draws" else "banker" for s in shown if s.draws and s.card}
                    later = {hand for hand in drawn - noted if number < teaches[hand]}
                    noted |= later
                    if not later:
                        assert not q.note, (variant, lesson.key, coup, q)
                    elif later == {"player"}:
                        assert (
                            str(q.note)
                            == "The Player draws a third card here. Lesson 2 shows when; for now, just count it."
                        )
                    elif later == {"banker"}:
                        assert str(q.note).startswith("The Banker draws a third card here. Lesson ")
                        assert "Lesson 3 " in str(q.note) or "Lesson 4 " in str(q.note)
                    else:
                        assert str(q.note).startswith("Both hands draw a third card here."), q.note
    # Where the first pass says it: lesson 1's one Player draw, lesson 2's one Banker draw, in each edition.
    hant, hans = words("zh-Hant"), words("zh-Hans")
    notes = [[hant.say(q.note) for _, asked in shoe for q in asked if q.note] for _, shoe in lessons()]
    then = "現在先把這張牌一併計入點數就可以。"
    assert notes == [[f"這一局閒家補了第三張牌。甚麼時候要補，第 2 課會講；{then}"],
                     [f"這一局莊家補了第三張牌。甚麼時候要補，第 3 課會講；{then}"], [], []]  # fmt: skip
    notes = [[hans.say(q.note) for _, asked in shoe for q in asked if q.note] for _, shoe in lessons()]
    assert notes[0] == ["这里闲家补了第三张牌。什么时候补牌，第 2 课会讲；现在先把它算进点数就行。"]


def test_a_rule_cards_example_sums_only_cards_it_names() -> None:
    """Every number the example adds up is a card it shows: "4 + 0 + 6" comes with the hand's 4 and 0 named."""
    import re

    from baccarat.cards import points

    for key in TEACHING:
        card = rule_card(key)
        # The Player's card's other example stands (shown with a question of the first's draw): nothing to add.
        shown = [(card.example, key not in ("natural", "banker-7", "winner"))]
        shown += [(card.other, key not in ("natural", "banker-7", "player"))] if card.other is not None else []
        for (said, adds), lang in ((one, lang) for one in shown for lang in LANGUAGES):
            example = words(lang).say(said)
            named = [points(rank) for rank in re.findall(r"(10|[2-9AJQK])[♠♥♦♣]", example)]
            sums = re.findall(r"\d+(?: \+ \d+)+(?= =)", example)
            assert sums or not adds, (key, lang, example)
            for sum_ in sums:
                assert [int(n) for n in sum_.split(" + ")] == named, (key, lang, example)


def test_a_coup_whose_questions_stop_early_is_finished_with_a_line_naming_the_lesson_of_its_later_draw() -> None:
    """After its last question the page deals a coup to its end, unless a hand would then draw a third card whose
    rule a later lesson teaches: that question's ``after`` line says so (and only that one's), and the page stops the
    coup there (lesson_view.js: a lesson shows no rule it has not taught)."""
    teaches = {"player": 2, "banker": 3}  # the lesson (from 1) that first asks each hand's draw
    seen = set()
    for variant in range(LESSON_SETS):
        for number, (lesson, shoe) in enumerate(lessons(variant=variant), 1):
            for coup, asked in shoe:
                *rest, last = asked
                assert not any(q.after for q in rest), (lesson.key, coup)
                later = {"player" if s.rule == "player-draws" else "banker" for s in coup.steps[last.step :]
                         if s.draws and s.card is not None}  # fmt: skip
                later = {hand for hand in later if teaches[hand] > number}
                seen |= later
                after = str(last.after)
                stops = ": the coup stops here for now."
                if later == {"banker"}:
                    assert after.startswith("The Banker's move comes in Lesson ") and after.endswith(stops), after
                    assert "Lesson 3:" in after or "Lesson 4:" in after
                elif later == {"player"}:
                    assert after == f"The Player's move comes in Lesson 2{stops}", after
                elif later:
                    assert after.startswith("The Player's and the Banker's moves come in Lessons 2 and "), after
                else:
                    assert not last.after, (lesson.key, coup)
    assert seen == {"player", "banker"}
    coup, asked = lessons()[1][1][0]  # the reader's "Player 2 – Banker 2": the Banker's draw said in each script
    assert [card.token for card in coup.cards][:5] == ["5h", "Kd", "Qh", "2h", "7s"]
    said = asked[-1].after
    assert said and words("zh-Hant").say(said) != str(said) != words("zh-Hans").say(said)


def test_an_always_drawing_banker_says_so_and_no_example_draws_a_card_worth_nothing() -> None:
    from baccarat import resolve
    from baccarat.coup import explain

    en = words("en")
    assert en.say(explain(resolve("5h Kd Qh 2h 7s 7h").steps[-2])).startswith("Banker has 2; Banker 0–2 always draws:")
    for key in TEACHING:
        assert "(0 points)" not in en.say(rule_card(key).example), key


def test_a_bankers_question_says_what_the_player_did_in_each_script() -> None:
    """Lesson 3's first question and every Banker question after it: the prompt says whether the Player stood (on
    what) or drew (a card of how many points), as the felt shows it, in each edition."""
    asked = [(coup, q) for _, shoe in lessons() for coup, of_coup in shoe for q in of_coup if q.topic == "banker"]
    asked += [(coup, q) for rule in QUIZZES for coup, of_coup in quiz(rule, 3) for q in of_coup if q.topic == "banker"]
    for coup, q in asked:
        player = next(step for step in coup.steps if step.rule in ("player-draws", "player-stands"))
        if player.card is not None:
            points = player.card.points
            wanted = f"The Player drew a third card that counts {points}. Does the Banker draw a third card?"
        else:
            wanted = f"The Player stood on {player.player_total}. Does the Banker draw a third card?"
        assert str(q.prompt) == wanted, (coup, q)
    first = lessons()[2][1][0][1][0]  # lesson 3's first question
    assert str(first.prompt) == "The Player stood on 6. Does the Banker draw a third card?"
    assert words("zh-Hant").say(first.prompt) == "閒家 6 點停牌。莊家要補第三張牌嗎？"
    assert words("zh-Hans").say(first.prompt) == "闲家 6 点停牌。庄家要补第三张牌吗？"


def test_the_chart_asks_its_rows_in_each_sets_own_order_and_lesson_2_asks_more_with_no_coup_of_version_4_lost() -> None:
    """Lesson 4 asks the chart's rows in an order of each set's own (the same on every build), never one row twice in
    a row, so that no answer comes from a position; lesson 2 asks two Player questions more; every coup of the
    guide's version 4 is still asked, each question with its map (v4_map) onto the same question now."""
    rows = [[kind_of(coup).rsplit("-", 1)[0] for coup, _ in lessons(variant=v)[3][1]] for v in range(LESSON_SETS)]
    for order in rows:
        assert all(a != b for a, b in pairwise(order)), order
        assert sorted(order) == sorted(f"banker-{t}" for t in (3, 4, 5, 6) for _ in range(2))
    assert len({tuple(order) for order in rows}) == LESSON_SETS  # each set its own order
    assert [kind_of(coup) for coup, _ in lessons(v4=True)[3][1]] == list(KINDS[5:])  # version 4: the picks' order
    player = [q for _, asked in lessons()[1][1] for q in asked]
    assert len(player) == 8 and sum(q.topic == "player" for q in player) == 6
    moved = v4_map()
    old = ",".join(" ".join(c.token for c in coup.cards) for _, shoe in lessons(v4=True) for coup, _ in shoe)
    assert moved["id"] == fnv_digest(old)
    for variant in range(LESSON_SETS):
        for s, ((_, now), (_, then)) in enumerate(zip(lessons(variant=variant), lessons(variant=variant, v4=True),
                                                      strict=True)):  # fmt: skip
            new = [(coup, q.step, q.answer) for coup, asked in now for q in asked]
            was = [(coup, q.step, q.answer) for coup, asked in then for q in asked]
            to = moved["to"].get(str(s), [list(range(len(was)))] * LESSON_SETS)[variant]  # type: ignore[attr-defined]
            assert [new[j] for j in to] == was, (variant, s)  # each old question onto the same one now


def test_the_course_finish_has_a_heading_for_what_is_still_to_practise_naming_the_lessons_count() -> None:
    """The course's finish under the pass mark says what is still to practise (one thing, or a few), and says how
    many lessons were done: four, in every edition's own words."""
    from baccarat.render.lesson import _course_words

    assert len(LESSONS) == 4  # the headings say "four": change them with the lessons
    for lang, four in (("en", "four"), ("zh-Hant", "四課"), ("zh-Hans", "四课")):
        course = _course_words(words(lang))["course"]
        assert isinstance(course, dict)
        one, few = (str(said) for said in course["behind"])
        assert four in one and four in few and one != few
        assert str(course["title"]) not in (one, few)


def test_every_link_still_names_a_playable_set_and_the_unchanged_pages_keep_their_coups() -> None:
    """What a link keeps: every ``?quiz=N`` (1 to 24) of every page still names a set whose every answer is the rules'.
    The pages whose picks did not change (card values, the Banker, calling a hand) keep exactly the coups they
    shipped (the digest their saved progress names); the Player's and the naturals' pages deal new sets from the
    same seeds, and their progress saved of the earlier sets is carried over (EARLIER_SETS, tested in the browser)."""
    for rule in QUIZZES:
        for variant in range(1, QUIZ_VARIANTS + 1):
            shoe = quiz(rule, variant)
            check_asked(shoe)
    digests = {rule: fnv_digest(_data_coups(a for v in range(1, QUIZ_VARIANTS + 1) for a in quiz(rule, v)))
               for rule in QUIZZES}  # fmt: skip
    assert {rule: digests[rule] for rule in ("card-values", "banker", "calling-a-hand")} == {
        "card-values": "6pkrg6", "banker": "l46hw", "calling-a-hand": "16ru1av"}  # fmt: skip
    # Calling a hand keeps its coups and asks fewer questions of each (eight a set, not twelve): progress saved of its
    # sets then is carried over as an earlier build's (its sets of twelve left out, its finished mark kept).
    assert all(digests[rule] not in EARLIER_SETS[rule] for rule in EARLIER_SETS if rule != "calling-a-hand")
    assert EARLIER_SETS["calling-a-hand"] == (digests["calling-a-hand"],)
    sizes = {len([q for _, asked in quiz("calling-a-hand", v) for q in asked]) for v in range(1, QUIZ_VARIANTS + 1)}
    assert sizes == {8}


def test_a_rule_cards_example_is_never_the_case_its_question_asks() -> None:
    """The example shown beside a question is of another cell than the question's (a Banker 3 against a third card of
    9 is never shown above "Banker 3, the Player's third card 9: does the Banker draw?"): every question of every
    lesson set and every page's set, and the card each shows."""
    from baccarat.lesson import LESSON_SETS, _example_cell, _example_step, lesson_set

    shown_cells = {}
    for key in TEACHING:
        card = rule_card(key)
        assert card.cell == _example_cell(*_example_step(key))
        if card.other is not None:
            other_cell = _example_cell(*_example_step(key, card.cell))
            assert other_cell != card.cell, key
            shown_cells[key] = (card.cell, other_cell)
    sets = [lesson_set(v) for v in range(LESSON_SETS)]
    sets += [quiz(rule, v) for rule in QUIZZES for v in range(1, QUIZ_VARIANTS + 1)]
    asked = [q for shoe in sets for _, questions in shoe for q in questions if q.cell]
    assert {q.teach for q in asked} >= {"banker-3", "banker-6", "player", "score"}
    for question in asked:
        card = rule_card(question.teach)
        first, other = shown_cells[question.teach]
        shown = other if card.example_for(question.cell) is card.other else first
        assert shown != question.cell, question
    # The very case the reader met: the Banker's row 3 against a 9, shown the card's other example.
    banker_3 = rule_card("banker-3")
    assert banker_3.cell == "banker-3-9" and banker_3.example_for("banker-3-9") is banker_3.other
    assert "9" not in str(banker_3.other).split("counts ")[1][:2]
