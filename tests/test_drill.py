"""The Drill's questions, grading and repetition weighting, under CPython (the browser runs the same code)."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Sequence
from itertools import pairwise
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baccarat import BaccaratError, resolve_hands
from baccarat.cards import Card
from baccarat.drill import (
    BANKER_CELLS,
    COMEBACK_QUESTIONS,
    COMEBACKS,
    NATURAL,
    PLAYER_CELLS,
    SCORE_CELLS,
    SESSION_LENGTH,
    Question,
    Settings,
    again_note,
    answer_labels,
    cell_link,
    cell_name,
    check_progress,
    choose_cell,
    due_reason,
    fold_queue,
    grade,
    load_progress,
    mastery,
    question,
    record,
    session_summary,
    weight,
)
from baccarat.i18n import words
from baccarat.rules import banker_draws, is_natural, player_draws


def total(cards: Sequence[Card]) -> int:
    return sum(card.points for card in cards) % 10


def expected(q: Question) -> str:
    """The right answer from the cards alone, restated from the rules module."""
    if q.kind == "score":
        return str(total(q.cards))
    p, b = total(q.player[:2]), total(q.banker[:2])
    if q.kind == "player":
        return "neither" if is_natural(p) or is_natural(b) else "draw" if player_draws(p) else "stand"
    if q.kind == "banker":
        return "draw" if banker_draws(b, q.player[2].points if len(q.player) > 2 else None) else "stand"
    coup = resolve_hands(player=[c.token for c in q.player], banker=[c.token for c in q.banker])
    return coup.outcome.value


def test_every_banker_cell_and_player_total_and_score_is_reachable_and_asks_what_it_says() -> None:
    settings = Settings(seed=1)
    for number, cell in enumerate((*PLAYER_CELLS, *BANKER_CELLS, *SCORE_CELLS), 1):
        q = question(settings, number, cell)
        assert q.cell == cell
        if q.kind == "player":
            assert f"player-{total(q.player)}" == cell and len(q.player) == len(q.banker) == 2
        elif q.kind == "banker":
            third = q.player[2].points if len(q.player) > 2 else "stood"
            assert f"banker-{total(q.banker)}-{third}" == cell and q.chart_cell is not None
            assert not is_natural(total(q.player[:2])) and not is_natural(total(q.banker))
            assert (len(q.player) == 3) == player_draws(total(q.player[:2]))  # the Player acted by the rules
        else:
            assert f"score-{total(q.cards)}" == cell and len(q.cards) in (2, 3)
        assert q.answer == expected(q)
    assert len(BANKER_CELLS) == 88


@given(st.integers(0, 2**53 - 1), st.integers(1, 10_000), st.sampled_from(["mix", "player", "banker", "score", "call"]))
def test_grading_agrees_with_the_rules_for_every_kind(seed: int, number: int, kind: str) -> None:
    settings = Settings(seed=seed, kind=kind)
    cell = choose_cell(settings, number, {})
    q = question(settings, number, cell)
    steps = [q] + [question(settings, number, cell, step) for step in range(2, q.steps + 1)]
    for asked in steps:
        assert asked.answer == expected(asked)
        for choice in asked.answers:
            feedback = grade(asked, choice)
            assert feedback.correct == (choice == asked.answer)
            assert str(asked.rule) in str(feedback.text)
            if not feedback.correct:
                assert str(feedback.text).startswith(f"You answered {asked.answers[choice]}, but ")


def test_a_called_coup_asks_player_banker_winner_on_one_real_coup() -> None:
    settings = Settings(seed=12, kind="call")
    plans: Counter[tuple[str, ...]] = Counter()
    for number in range(1, 40):
        first = question(settings, number, "call")
        asked = [question(settings, number, "call", step) for step in range(1, first.steps + 1)]
        plans[tuple(q.kind for q in asked)] += 1
        assert asked[-1].player[:2] == asked[0].player and asked[-1].banker[:2] == asked[0].banker
        with pytest.raises(BaccaratError, match="step must be"):
            question(settings, number, "call", first.steps + 1)
    assert set(plans) == {("player", "winner"), ("player", "banker", "winner")}  # naturals skip the Banker


def test_the_same_seed_gives_the_same_questions() -> None:
    a = [question(Settings(seed=5), n, choose_cell(Settings(seed=5), n, {})) for n in range(1, 30)]
    b = [question(Settings(seed=5), n, choose_cell(Settings(seed=5), n, {})) for n in range(1, 30)]
    assert a == b
    assert a != [question(Settings(seed=6), n, choose_cell(Settings(seed=6), n, {})) for n in range(1, 30)]


def test_rows_limit_banker_questions() -> None:
    settings = Settings(seed=3, kind="banker", rows=(4, 5, 6))
    rows = {int(choose_cell(settings, n, {}).split("-")[1]) for n in range(1, 300)}
    assert rows == {4, 5, 6}


def test_missed_cells_come_back_sooner_than_mastered_ones() -> None:
    progress: dict[str, Any] = {"version": 1, "cells": {}}
    progress = record(progress, "banker-4-7", False)  # missed
    for _ in range(4):
        progress = record(progress, "banker-5-stood", True)  # mastered
    assert (
        weight(progress, "banker-4-7") == 16 > weight(progress, "banker-0-0") == 4 > weight(progress, "banker-5-stood")
    )
    settings = Settings(seed=1, kind="banker")
    weighed = {key: value for key, value in progress.items() if key != "due"}  # once it is no longer due (below)
    drawn = Counter(choose_cell(settings, n, weighed) for n in range(1, 20_001))
    assert drawn["banker-4-7"] > 3 * drawn["banker-0-0"] > 3 * drawn["banker-5-stood"]
    assert mastery(progress, "banker-5-stood") == "mastered" and mastery(progress, "banker-4-7") == "shaky"
    # A shared link weighs every cell alike, so it asks the same questions whatever the progress.
    replay = Settings(seed=1, kind="banker", replay=True)
    assert [choose_cell(replay, n, progress) for n in range(1, 50)] == [
        choose_cell(replay, n, {}) for n in range(1, 50)
    ]


def test_a_right_answer_moves_a_cell_up_and_a_miss_sends_it_back() -> None:
    progress: dict[str, Any] = {"version": 1, "cells": {}}
    for correct in (True, True, True, True, True, False, True):
        progress = record(progress, "score-3", correct)
    assert progress["cells"]["score-3"] == [1, 6, 7]


@pytest.mark.parametrize(
    ("stored", "why"),
    [
        ("{oops", "not valid JSON"),
        ("[]", "another version"),
        ('{"version": 2, "cells": {}}', "another version"),
        ('{"version": 1}', "no cells"),
        ('{"version": 1, "cells": {"banker-9-9": [0, 0, 1]}}', "bad entry for 'banker-9-9'"),
        ('{"version": 1, "cells": {"banker-4-7": [5, 5, 5]}}', "bad entry"),
        ('{"version": 1, "cells": {"banker-4-7": [0, 2, 1]}}', "bad entry"),
        ('{"version": 1, "cells": {"banker-4-7": [true, 1, 1]}}', "bad entry"),
    ],
)
def test_corrupt_or_old_progress_is_discarded_with_a_note(stored: str, why: str) -> None:
    progress, said = load_progress(stored)
    note = str(said)
    assert progress == {"version": 1, "cells": {}}
    assert note.startswith("Your saved Drill progress could not be read, so it was cleared") and why in note


def test_good_progress_round_trips() -> None:
    progress = record(record({"version": 1, "cells": {}}, "player-4", True), "banker-3-8", False)
    assert load_progress(json.dumps(progress)) == (progress, "")
    assert check_progress(None) == ({"version": 1, "cells": {}}, "")


def test_the_revision_counts_the_answers_saved_so_two_tabs_copies_differ() -> None:
    progress = record(record({"version": 1, "cells": {}}, "player-4", True), "player-4", True)
    assert progress["revision"] == 2
    assert check_progress(progress) == (progress, "")
    for revision in (-1, True, 2.0, "3", 10**10):
        cleared, note = check_progress({"version": 1, "revision": revision, "cells": {}})
        assert cleared == {"version": 1, "cells": {}} and "revision is not a count" in str(note)


# ---------------------------------------------------------------- spaced repetition, the queue and sessions


def drill_run(
    settings: Settings, progress: dict[str, Any], answers: Sequence[bool]
) -> tuple[list[str], dict[str, Any]]:
    """The cells of a run of single questions answered right or wrong in turn, and the progress after them."""
    asked = []
    for number, correct in enumerate(answers, start=1):
        cell = choose_cell(settings, number, progress)
        asked.append(cell)
        progress = record(progress, cell, correct)
    return asked, progress


@pytest.mark.parametrize("kind", ["banker", "player", "score", "mix"])
def test_a_cell_missed_in_the_drill_comes_back_within_the_next_few_questions(kind: str) -> None:
    for seed in range(20):
        settings = Settings(seed=seed, kind=kind)
        first = choose_cell(settings, 1, {})
        if first == "call":
            continue
        asked, progress = drill_run(settings, {"version": 1, "cells": {}}, [False, True, True, True, True])
        # Missed at question 1: due again two answers later, and a session brings misses back on its odd questions
        # only (at most half of it), so it is back by question 5 (by chance, sooner).
        back = 5
        assert asked[0] in asked[1:back]
        if asked[0] not in asked[1 : back - 1]:
            assert asked[back - 1] == asked[0]
        assert "due" not in progress or asked[0] not in progress["due"]  # right this time: due no more


def test_a_miss_in_the_lesson_or_a_quiz_comes_first_and_says_where() -> None:
    queue = json.dumps({"version": 1, "count": 3, "answers": [["banker-3-8", False, "lesson"], ["player-4", True,
                        "quiz"], ["score-7", False, "quiz"]]})  # fmt: skip
    progress, note, unread = fold_queue({"version": 1, "cells": {}}, queue)
    assert (note, unread) == ("", False)
    assert progress["cells"] == {"banker-3-8": [0, 0, 1], "player-4": [1, 1, 1], "score-7": [0, 0, 1]}
    banker = Settings(seed=1, kind="banker")
    assert choose_cell(banker, 1, progress) == "banker-3-8"
    assert due_reason(progress, "banker-3-8") == "lesson" and due_reason(progress, "player-4") is None
    assert str(again_note("lesson", "banker-3-8")) == (
        "In the lesson you missed Banker 3 when the Player's third card is 8: here it is again."
    )
    # A mix takes the longest due first; a drill of rows without it, or of whole coups, goes its own way.
    assert [choose_cell(Settings(seed=1), 1, progress)] == ["banker-3-8"]
    assert choose_cell(Settings(seed=1, kind="banker", rows=(4,)), 1, progress).startswith("banker-4-")
    assert choose_cell(Settings(seed=1, kind="call"), 1, progress) == "call"
    # A shared link asks the same questions whatever the progress.
    replay = Settings(seed=1, kind="banker", replay=True)
    assert choose_cell(replay, 1, progress) == choose_cell(replay, 1, {})
    # Answered right, both misses are due no more; the lesson's answers read back with the progress.
    after = record(record(progress, "banker-3-8", True), "score-7", True)
    assert "due" not in after and check_progress(after) == (after, "")
    assert check_progress(progress) == (progress, "")


@pytest.mark.parametrize(
    ("answers", "said"),
    [
        ([["banana", False, "lesson"]], "answer 2 names no cell of the Drill: 'banana'"),
        ([["winner", False]], "answer 2 names no cell of the Drill: 'winner'"),
        ([["score-3", "yes"]], "answer 2 is neither right nor wrong: 'yes'"),
        ([["score-3", 1]], "answer 2 is neither right nor wrong: '1'"),
        ([["score-3", None]], "answer 2 is neither right nor wrong"),
        ([["score-3", True, "casino"]], "answer 2 names no page it was given on: 'casino'"),
        ([{"cell": "score-3"}], "answer 2 is not a cell and a verdict"),
        ([["score-3"]], "answer 2 is not a cell and a verdict"),
        ([[["score-3"], True]], "answer 2 names no cell of the Drill"),
        ([["x" * 90_000, True]], "answer 2 names no cell of the Drill: 'xxxx"),
    ],
)
def test_a_bad_queued_answer_is_named_and_the_good_ones_are_folded_in(answers: list[Any], said: str) -> None:
    queue = json.dumps({"version": 1, "count": 3, "answers": [["score-3", False], *answers, ["player-5", True]]})
    progress, notice, unread = fold_queue({"version": 1, "cells": {}}, queue)
    note = str(notice)
    assert not unread and said in note and note.startswith("1 of the answers saved from the lesson")
    assert progress["cells"] == {"score-3": [0, 0, 1], "player-5": [1, 1, 1]}


@pytest.mark.parametrize(
    ("queue", "why"),
    [
        ("{oops", "not valid JSON"),
        ("[" * 5_000 + "]" * 5_000, "nests more than 20 levels deep"),
        ('{"version": 1, "count": 1, "answers": ["' + "x" * 100_000 + '"]}', "characters long"),
        ('{"version": 2, "count": 0, "answers": []}', "not a list of answers"),
        ('{"version": 1, "count": 0, "answers": {}}', "not a list of answers"),
        ("[]", "not a list of answers"),
        ("null", "not a list of answers"),
    ],
)
def test_an_unreadable_queue_is_left_out_with_a_note_and_the_progress_kept(queue: str, why: str) -> None:
    before = record({"version": 1, "cells": {}}, "player-4", True)
    progress, notice, unread = fold_queue(before, queue)
    note = str(notice)
    assert progress == before and unread
    assert note.startswith("The answers saved from the lesson and the quizzes could not be read") and why in note


def test_many_problems_are_counted_and_the_first_named() -> None:
    queue = json.dumps({"version": 1, "count": 6, "answers": [["bad", True]] * 5 + [["score-1", True]]})
    progress, notice, _ = fold_queue({"version": 1, "cells": {}}, queue)
    note = str(notice)
    assert note.startswith("5 of the answers") and "and 2 more" in note and progress["cells"] == {"score-1": [1, 1, 1]}
    chinese = words("zh-Hant").say(fold_queue({"version": 1, "cells": {}}, queue)[1])
    assert "5" in chinese and "bad" in chinese


def test_the_cells_in_words_and_their_rules() -> None:
    assert str(cell_name("banker-5-stood")) == "Banker 5 when the Player stood"
    hant, hans = words("zh-Hant"), words("zh-Hans")
    assert hant.say(cell_name("player-4")) == "閒家 4 點" and hans.say(cell_name("player-4")) == "闲家 4 点"
    link, where = cell_link("score-3")
    assert (link, str(where)) == ("rules/card-values/#card-values", "card values and scores")
    assert (
        cell_link("player-2")[0] == "rules/player/#player-chart" and cell_link("winner")[0] == "rules/calling-a-hand/"
    )
    for bad in ("banana", "banker-9-9", ""):
        with pytest.raises(BaccaratError):
            cell_name(bad)
        with pytest.raises(BaccaratError):
            cell_link(bad)


def test_a_session_s_summary_names_the_mastered_and_the_weakest_cells() -> None:
    progress: dict[str, Any] = {"version": 1, "cells": {}}
    for cell, right in [("score-3", True)] * 3 + [("banker-3-8", False), ("player-4", True), ("banker-6-6", False),
                                                  ("banker-6-6", True)]:  # fmt: skip
        progress = record(progress, cell, right)
    asked = {"score-3": [3, 3], "banker-3-8": [0, 1], "player-4": [1, 1], "banker-6-6": [1, 2]}
    summary = session_summary(progress, asked)
    assert summary["mastered"] == ["score-3"]
    # Only what this session missed (player-4 was answered right, so it is not listed), weakest first.
    assert summary["practise"] == ["banker-3-8", "banker-6-6"] and summary["weakest"] == "banker-3-8"
    assert session_summary(progress, {"score-3": [3, 3]})["weakest"] is None
    assert session_summary(progress, {"score-3": [3, 3], "player-4": [1, 1]})["practise"] == []


def test_the_summary_lists_at_most_three_misses_the_most_missed_first() -> None:
    asked = {"score-1": [0, 1], "score-2": [0, 3], "score-4": [0, 2], "score-5": [0, 1], "score-6": [4, 4]}
    summary = session_summary({"version": 1, "cells": {}}, asked)
    assert summary["practise"][:2] == ["score-2", "score-4"] and len(summary["practise"]) == 3
    assert "score-6" not in summary["practise"] and summary["weakest"] == "score-2"


def test_a_natural_in_a_called_coup_is_named_and_asked_again_as_a_natural() -> None:
    called = [question(Settings(seed=3, kind="call"), number, "call") for number in range(1, 80)]
    naturals = [q for q in called if q.answer == "neither"]
    assert naturals and all(q.cell == NATURAL for q in naturals)
    assert str(cell_name(NATURAL)) == "a natural (8 or 9 on two cards)" and cell_link(NATURAL)[0] == "rules/naturals/"
    progress = record({"version": 1, "cells": {}}, NATURAL, False, where="lesson")
    assert choose_cell(Settings(seed=5, kind="mix"), 1, progress) == NATURAL
    for number in range(1, 40):
        again = question(Settings(seed=5), number, NATURAL)
        assert again.answer == "neither" and again.cell == NATURAL
        first = [sum(card.points for card in hand[:2]) % 10 for hand in (again.banker, again.player)]
        assert is_natural(first[0]) and not is_natural(first[1])
        # A question on the Player's rule is never ended by a Banker natural.
        five = question(Settings(seed=5), number, "player-5")
        assert five.cell == "player-5" and five.answer in ("draw", "stand")


def test_older_progress_loads_with_nothing_lost_and_a_bad_session_or_due_is_left_out_alone() -> None:
    old = {"version": 1, "revision": 3, "cells": {"player-4": [2, 2, 3], "banker-3-8": [0, 1, 2]}}
    assert check_progress(old) == (old, "")
    session = {"seed": 5, "kind": "mix", "rows": [], "replay": False, "next": {"number": 4}, "asked": 3,
               "right": 2, "streak": 1, "best": 2, "missed": 0, "cells": {"player-4": [1, 1]}}  # fmt: skip
    # A session saved before a called coup counted at its first step has no "raised": none, as it comes in.
    assert check_progress({**old, "session": session})[0]["session"] == {**session, "raised": 0}
    # The last question, a called coup under way, is counted already (right so far, its steps a new best).
    under_way = {**session, "asked": SESSION_LENGTH, "right": 6, "streak": 3, "best": 3, "raised": 1,
                 "next": {"number": SESSION_LENGTH, "cell": "call", "step": 2}}  # fmt: skip
    assert check_progress({**old, "session": under_way})[0]["session"] == under_way
    bad_sessions: list[object] = [
        {**session, "asked": SESSION_LENGTH}, {**session, "kind": "banana"}, {**session, "right": 4},
        {**under_way, "asked": SESSION_LENGTH + 1}, {**session, "raised": 2}, {**session, "raised": True},
        {**session, "next": {"number": 0}}, {**session, "cells": {"banana": [0, 1]}}, {**session, "seed": -1},
        {**session, "next": {"number": 2, "step": 2, "cell": "score-1"}}, [], "x" * 100_000,
    ]  # fmt: skip
    for bad in bad_sessions:
        assert check_progress({**old, "session": bad}) == (old, "")
    dues: list[object] = [{"banana": [1, "drill"]}, {"player-4": [99, "drill"]}, {"player-4": [1, "casino"]}, []]
    for due in dues:
        assert check_progress({**old, "due": due}) == (old, "")


def _shown(q: Question) -> list[Card]:
    """Every card a question shows, before its answer and after it (the card its decision draws)."""
    player, banker = q.drawn or (q.player, q.banker)
    return [*q.cards, *player, *banker]


@pytest.mark.parametrize("kind", ["mix", "player", "banker", "score", "call"])
def test_two_questions_in_a_row_never_show_the_same_hand_nor_one_a_card_twice(kind: str) -> None:
    # Seed 2024's questions 4 and 5 both dealt the Player 4♦ 9♠ (a reader saw it); now no two neighbours can.
    for seed in (2024, *range(40)):
        settings = Settings(seed=seed, kind=kind, replay=True)
        hands = []
        for number in range(1, SESSION_LENGTH + 1):
            q = question(settings, number, choose_cell(settings, number, {}))
            shown = _shown(q)
            assert len(set(shown)) == len(shown), (seed, number, [str(card) for card in shown])
            hands.append(frozenset((q.cards or q.player)[:2]))
        assert all(a != b for a, b in pairwise(hands)), (seed, kind)


def test_a_draw_shows_the_card_its_rule_names_and_a_stand_shows_none() -> None:
    w = words("en")
    drawn = 0
    for number in range(1, 60):
        for cell in ("player-3", "player-7", "banker-3-8", "banker-4-stood", "banker-6-6", "banker-7-stood"):
            q = question(Settings(seed=3), number, cell)
            if q.answer != "draw":
                assert q.drawn is None
                continue
            drawn += 1
            assert q.drawn is not None
            player, banker = q.drawn
            card = player[2] if q.kind == "player" else banker[2]
            assert f"draws {card}" in w.say(q.rule)  # the card the explanation names is the one put on the felt
            assert (player[:2], banker[:2]) == (q.player[:2], q.banker[:2])
    assert drawn > 50


def test_a_player_miss_from_the_lesson_comes_back_named_as_the_hand_and_asks_all_three_answers() -> None:
    """The lesson queues a missed natural question under the Player's total (player-2 for Player 2, Banker 0): the
    Drill names it as the hand, and its Player question asks the natural and the Player's rule at once (issue 59)."""
    queue = json.dumps({"version": 1, "count": 1, "answers": [["player-2", False, "lesson"]]})
    progress, _, _ = fold_queue({"version": 1, "cells": {}}, queue)
    assert choose_cell(Settings(seed=3), 1, progress) == "player-2"
    # Named as the question missed, on the hand (hant8 #3: not "a hand where the Player has 2"): both decisions.
    assert str(again_note("lesson", "player-2")) == "In the lesson you missed the Player's next move on a two-card 2 " \
        "(a natural? draw or stand?): here it is again."  # fmt: skip
    assert str(again_note("drill", "player-9")) == "A few questions ago you missed that a Player 9 on two cards is a " \
        "natural: here it is again."  # fmt: skip
    q = question(Settings(seed=3), 1, "player-2")
    assert set(q.answers) == {"draw", "stand", "neither"}
    assert str(q.prompt) == "The Player's next move?"
    assert [str(label) for label in answer_labels("player").values()] == [
        "Player draws", "Player stands", "Natural: neither draws"]  # whose hand, on each button  # fmt: skip
    hant = words("zh-Hant").say(again_note("quiz", "player-2"))
    assert hant == "規則頁的練習題裡，關於「閒家頭兩張牌 2 點時怎樣做（是不是例牌？補牌還是停牌？）」" \
        "的題目你答錯過，現在再考你一次。"  # fmt: skip
    hans = words("zh-Hans").say(again_note("lesson", "natural"))
    assert hans == "首页课程里，关于“庄家头两张牌 8 或 9 点（例牌）时，闲家补不补牌”的题你答错过，这里再练一次。"
    assert words("zh-Hans").say(q.prompt) == "闲家下一步？"
    assert words("zh-Hant").say(answer_labels("player")["neither"]) == "有例牌：兩家都不補"


def test_who_wins_is_labelled_as_the_lessons_label_it_and_still_read_in_full() -> None:
    """The Drill's who-wins buttons are the lessons' (the same catalogue messages): 閒家 / 莊家 / 和局."""
    from baccarat.lesson import _HANDS
    from baccarat.render.drill import answer_words

    q = question(Settings(seed=1, kind="call"), 1, "call", 2)
    winner = q if q.kind == "winner" else question(Settings(seed=1, kind="call"), 1, "call", 3)
    assert winner.kind == "winner"
    for lang in ("en", "zh-Hant", "zh-Hans"):
        w = words(lang)
        assert list(answer_words("winner", lang=lang).values()) == [w.say(label) for _, label in _HANDS]
    assert answer_words("winner", lang="zh-Hans") == {"player": "闲家", "banker": "庄家", "tie": "和局"}
    right = winner.answer
    full = {"player": "Player wins", "banker": "Banker wins", "tie": "Tie"}[right]
    assert grade(winner, full).correct and grade(winner, right[0]).correct
    assert grade(winner, {"player": "闲家赢", "banker": "莊家贏", "tie": "和局"}[right]).correct


def test_a_new_reader_s_opening_ships_whole_and_a_new_round_is_saved_from_its_first_question() -> None:
    """The page ships what a new reader's script asks first (issue 59): the start, with the build's seed; the first
    question, which is the one the page is built with; and its grading for every answer. A session's first
    question returns the progress with that session under way, so that a reload before an answer comes back to it."""
    from baccarat.render.drill import OPENING_DRILL, question_html
    from baccarat.widgets.door import handle
    from baccarat.widgets.drill import first_requests

    start, first, *graded = first_requests({})
    opened = handle(start)
    assert opened["opening"] == OPENING_DRILL.seed and opened["resume"] is None
    assert first == {"action": "drill-question", "seed": OPENING_DRILL.seed, "kind": "mix", "rows": [],
                     "replay": False, "number": 1, "progress": opened["progress"]}  # fmt: skip
    asked = handle(first)
    shown = question(OPENING_DRILL, 1, choose_cell(OPENING_DRILL, 1, {}))
    assert (shown.kind, shown.step) == ("player", 1) and shown.steps > 1  # a coup to call, from the Player's move
    assert asked["html"] == question_html(shown)  # the page's own first question, enabled
    assert {request["answer"] for request in graded} == set(shown.answers)
    for request in graded:
        reply = handle(request)
        assert reply["ok"] and reply["correct"] == (request["answer"] == shown.answer)
        assert request["progress"] == asked["progress"] and request["session"] == opened["session"]
    # The session under way from question 1: a reload finds it, and resumes it, before any answer.
    kept = handle({"action": "drill-question", "seed": 77, "kind": "banker", "rows": [4, 6], "replay": False,
                   "number": 1, "progress": None})["progress"]  # fmt: skip
    assert kept["session"]["next"] == {"number": 1} and kept["session"]["asked"] == 0
    reloaded = handle({"action": "drill-start", "stored": json.dumps(kept), "queue": None, "pairs": []})
    assert reloaded["resume"] == {"settings": {"seed": 77, "kind": "banker", "rows": [4, 6], "replay": False},
                                  "next": {"number": 1}}  # fmt: skip
    assert reloaded["opening"] is None  # a returning reader's next session takes a seed of its own
    later = handle({"action": "drill-question", "seed": 77, "kind": "banker", "rows": [], "replay": False,
                    "number": 2, "progress": kept})  # fmt: skip
    assert later["progress"] == kept  # only a session's first question records it
    linked = handle({"action": "drill-start", "stored": None, "queue": None, "pairs": [["seed", "5"]]})
    assert linked["opening"] is None


def test_the_finish_says_nothing_is_mastered_yet_as_a_sentence_in_every_edition() -> None:
    """No heading over an empty list (the Simplified edition once read "还没有掌握的格子：…"): a sentence that says
    nothing is mastered yet, and how a decision is mastered (issue 59)."""
    from baccarat.render.drill import finish_html

    summary = {"mastered": [], "practise": ["player-4"], "weakest": "player-4"}
    said = {
        "en": "Nothing mastered yet: a decision is mastered after three right answers in a row.",
        "zh-Hant": "暫時未有已掌握的判斷：同一個判斷連續答對三次才算掌握。",
        "zh-Hans": "目前还没有已掌握的判定：同一种判定连续三次答对，才算掌握。",
    }
    for lang, sentence in said.items():
        assert f"<p>{sentence}</p>" in finish_html({"asked": 10, "right": 3, "best": 2}, summary, lang=lang)


# ---------------------------------------------------------------- a mix that says what it leans on (issue 59)


def _kind_of(cell: str) -> str:
    return "player" if cell == NATURAL else cell.partition("-")[0]


def _mixed_session(seed: int, progress: dict[str, Any], right: bool) -> tuple[Counter[str], dict[str, Any]]:
    """The kinds of a session of a mix, each question answered ``right`` or not (a called coup's steps are
    recorded under the cells they ask, as the Drill records them), and the progress after it."""
    settings, kinds = Settings(seed=seed), Counter[str]()
    for number in range(1, SESSION_LENGTH + 1):
        cell = choose_cell(settings, number, progress)
        kinds[_kind_of(cell)] += 1
        asked = [question(settings, number, "call", step) for step in (1, 2)] if cell == "call" else []
        for cell_asked in [q.cell for q in asked] or [cell]:
            progress = record(progress, cell_asked, right)
    return kinds, progress


def test_a_fresh_mix_is_a_mix_and_a_mix_with_misses_leans_on_them_but_is_never_one_kind() -> None:
    """A reader saw 9 of 9 Banker questions under "A mix of everything": with nothing missed no kind takes more
    than three of ten; with the lesson's Banker misses (and every answer wrong, the worst case) the misses come
    back on the odd questions and the rest keep their turn, so no session is all one kind."""
    fresh_most, leaning_most = 0, 0
    for seed in range(300):
        kinds, _ = _mixed_session(seed, {"version": 1, "cells": {}}, right=True)
        assert sorted(kinds) == ["banker", "call", "player", "score"] and max(kinds.values()) <= 3, (seed, kinds)
        fresh_most = max(fresh_most, kinds["banker"])
        missed = {"version": 1, "cells": {}}
        for cell in BANKER_CELLS[::3]:  # 30 Banker cells missed in the lesson, due at once
            missed = record(missed, cell, False, where="lesson")
        for right in (False, True):
            kinds, _ = _mixed_session(seed, missed, right=right)
            assert 5 <= kinds["banker"] <= 8 and len(kinds) >= 2, (seed, right, kinds)
            leaning_most = max(leaning_most, kinds["banker"])
    assert fresh_most <= SESSION_LENGTH // 2 < leaning_most
    # A kind the reader chose is theirs: every question of it, misses first.
    chosen = Settings(seed=1, kind="score")
    assert {_kind_of(choose_cell(chosen, n, {})) for n in range(1, 11)} == {"score"}


def test_every_round_of_a_mix_calls_a_whole_coup_even_when_misses_take_every_odd_question() -> None:
    """A reader (hans9 #5) had a round of "A mix of everything" with no coup to call: a mix turns through the four
    kinds in every four questions, but a miss brought back takes an odd question, the coup's turn too when it fell
    there, in both blocks for about a quarter of the seeds. The coup now comes on the next question. Played through
    the widget as the page plays it, with misses due at every question and every answer wrong (the worst case),
    and with none, for a seed of every turn the coup can take in each block of four a round of ten spans (where it
    falls in 1-4 and 5-8, and whether at 9, 10 or after; the seed orders the kinds in each block): every four
    questions (1-4, 5-8) call a coup, so every round of ten calls two or three, and the misses still come back
    first, on the odd questions."""
    from baccarat.drill import MIXED, _mixed_kind
    from baccarat.widgets.door import handle

    def turns(seed: int) -> tuple[int, int, int]:
        """Where the coup's turn falls in blocks 1-4, 5-8 and 9-12 (at 9, 10, or after the round)."""
        first, second, third = ([_mixed_kind(seed, 4 * block + place) for place in range(1, 5)].index("call")
                                for block in range(3))  # fmt: skip
        return first, second, min(third, 2)

    seeds: dict[tuple[int, int, int], int] = {}
    for seed in range(1000):  # the first seed of each turn: all 4 x 4 x 3 come by seed 420
        seeds.setdefault(turns(seed), seed)
    assert len(seeds) == 4 * 4 * 3 == len(MIXED) ** 2 * 3
    missed: dict[str, Any] = {"version": 1, "cells": {}}
    for cell in (*BANKER_CELLS[::3], *PLAYER_CELLS, *SCORE_CELLS):  # misses due at once, of every kind a miss has
        missed = record(missed, cell, False, where="lesson")
    for seed in sorted(seeds.values()):
        for progress in (missed, {"version": 1, "cells": {}}):
            drill = {"seed": seed, "kind": "mix", "rows": [], "replay": False}
            session: dict[str, Any] = {}
            which: dict[str, Any] = {"number": 1}
            called: list[int] = []
            while True:
                asked = handle({"action": "drill-question", **drill, **which, "progress": progress})
                progress = asked["progress"]
                if asked["cell"] == "call" and asked["step"] == 1:
                    called.append(which["number"])
                if asked["again"]:  # a miss brought back: on an odd question, as ever
                    assert which["number"] % 2 == 1, (seed, which)
                q = question(Settings(seed=seed), which["number"], asked["cell"], asked["step"])
                wrong = next(answer for answer in q.answers if answer != q.answer)
                asked_now = {"cell": asked["cell"], "step": asked["step"], "answer": wrong}
                reply = handle({"action": "drill-answer", **drill, **which, **asked_now, "progress": progress,
                                "session": session})  # fmt: skip
                progress, session, which = reply["progress"], reply["session"], reply["next"]
                if reply["finish"]:
                    break
            assert any(n <= 4 for n in called) and any(5 <= n <= 8 for n in called), (seed, called)
            assert 2 <= len(called) <= 3, (seed, called)
    # The coup owed is saved with the session, so a reload asks it.
    owed = {**drill, "next": {"number": 2, "cell": "call"}, "asked": 1, "right": 0, "streak": 0, "best": 0,
            "missed": 0, "raised": 0, "cells": {"banker-3-8": [0, 1]}}  # fmt: skip
    assert check_progress({"version": 1, "cells": {}, "session": owed})[0]["session"]["next"] == owed["next"]


@pytest.mark.parametrize("kind", ["mix", "player", "score", "banker"])
def test_a_session_brings_each_miss_back_twice_at_most_and_misses_on_half_its_questions_at_most(kind: str) -> None:
    """A reader (hans8 #9) saw the same miss come back at questions 1, 7 and 10 and another three times: 6 of 10.
    Played through the widget as the page plays it, every answer wrong (the worst case), with misses from the
    lesson due at once: no cell comes back more than twice, and no more than half the questions are comebacks."""
    from baccarat.widgets.door import handle

    worst = 0
    for seed in range(12):
        progress: dict[str, Any] = {"version": 1, "cells": {}}
        for cell in ("player-2", "score-6", "banker-3-8", "banker-5-4"):
            progress = record(progress, cell, False, where="lesson")
        drill = {"seed": seed, "kind": kind, "rows": [], "replay": False}
        session: dict[str, Any] = {}
        which: dict[str, Any] = {"number": 1}
        comebacks: Counter[str] = Counter()
        singles: Counter[str] = Counter()  # every single question's cell, a comeback or drawn by weight
        while True:
            asked = handle({"action": "drill-question", **drill, **which, "progress": progress})
            assert asked["ok"], asked
            progress = asked["progress"]
            if asked["again"]:
                comebacks[asked["cell"]] += 1
                assert which["number"] % 2 == 1
            if asked["steps"] == 1:
                singles[asked["cell"]] += 1
            q = question(Settings(seed=seed, kind=kind), which["number"], asked["cell"], asked["step"])
            wrong = next(answer for answer in q.answers if answer != q.answer)
            reply = handle({"action": "drill-answer", **drill, **which, "cell": asked["cell"], "step": asked["step"],
                            "answer": wrong, "progress": progress, "session": session})  # fmt: skip
            progress, session, which = reply["progress"], reply["session"], reply["next"]
            if reply["finish"]:
                break
        assert comebacks and max(comebacks.values()) <= COMEBACKS, (seed, comebacks)
        assert max(singles.values()) <= COMEBACKS, (seed, singles)  # nor drawn a third time by its weight
        assert sum(comebacks.values()) <= COMEBACK_QUESTIONS == SESSION_LENGTH // 2, (seed, comebacks)
        worst = max(worst, sum(comebacks.values()))
    assert worst >= 4  # the worst case does bring misses back, on the odd questions


def test_a_session_that_brings_misses_back_says_so_before_its_first_question_in_every_edition() -> None:
    from baccarat.widgets.door import handle

    progress = record({"version": 1, "cells": {}}, "banker-4-1", False, where="lesson")
    progress = record(record(progress, "banker-3-8", False, where="quiz"), "score-7", False, where="lesson")
    request = {"action": "drill-question", "seed": 5, "kind": "mix", "rows": [], "replay": False, "number": 1,
               "progress": progress}  # fmt: skip
    said = {
        "en": "Your earlier misses come back on up to 5 of these 10 questions, each at most twice: the Banker&#x27;s "
        "chart (2 missed), scoring a hand (1 missed). The rest are a mix.",
        "zh-Hant": "這一輪會重溫你之前答錯的地方：莊家補牌表（答錯過 2 題）、計算點數（答錯過 1 題）。"
        "全輪 10 題中最多 5 題是重溫，同一個判斷最多考兩次；其餘題目各類混合。",
        "zh-Hans": "这一轮会重练你之前答错的内容：庄家补牌表（答错过 2 题）、算点数（答错过 1 题）。"
        "10 题里最多 5 题是重练，同一种判定最多练两次；其余题目各类混合。",
    }
    for lang, sentence in said.items():
        first = handle({**request, "lang": lang})
        assert f'<p class="bac-lean" data-lean>{sentence}</p>' in first["html"]
        assert first["html"].index("data-lean") < first["html"].index("data-again") < first["html"].index("bac-table")
    # Said once, before the first question; never on a shared link (which ignores progress) nor with nothing due.
    assert "data-lean" not in handle({**request, "number": 2})["html"]
    assert "data-lean" not in handle({**request, "replay": True})["html"]
    assert "data-lean" not in handle({**request, "progress": None})["html"]
    banker = handle({**request, "kind": "banker", "rows": [4]})["html"]
    assert "Your earlier misses come first, on up to 5 of these 10 questions, each at most twice: the Banker&#x27;s " \
        "chart (1 missed)." in banker  # fmt: skip


def _finish_lines(finish: str) -> list[str]:
    """A finish's lines of text, its headline first (each paragraph, its tags dropped)."""
    return [re.sub("<[^>]+>", "", line.split(">", 1)[1]) for line in finish.split("</p>")[:-1]]


def test_the_finish_opens_on_its_verdict_then_says_what_is_known_what_to_practise_and_the_way_on() -> None:
    """hant9 #6: the finish was wordy, with no pass or fail. It opens on one headline with the verdict, by the
    lessons' pass mark in the lessons' words, then at most three short lines: what is mastered (else the nearest to
    it: "2 of 3 right in a row"; the finish once said only "Nothing mastered yet" after 9 of 10 right), what to
    practise next, and the rule to read; nothing said twice, in every edition."""
    from baccarat.render.drill import finish_html

    progress: dict[str, Any] = {"version": 1, "cells": {}}
    for cell, right in [("banker-4-1", True)] * 2 + [("player-4", True), ("score-2", True), ("score-5", True),
                                                     ("score-6", False), ("score-3", True)]:  # fmt: skip
        progress = record(progress, cell, right)
    asked = {"banker-4-1": [2, 2], "player-4": [1, 1], "score-2": [1, 1], "score-5": [1, 1], "score-6": [0, 1]}
    summary = session_summary(progress, asked)
    assert summary["close"] == [("banker-4-1", 2), ("player-4", 1), ("score-2", 1), ("score-5", 1)]
    assert summary["mastered"] == [] and summary["practise"] == ["score-6"]
    assert _finish_lines(finish_html({"asked": 10, "right": 9, "best": 5}, summary)) == [
        "Passed: 9 of 10 right (pass mark: 80%).",
        "Banker 4 when the Player&#x27;s third card is 1: 2 of 3 right in a row.",
        "To practise next: a hand that scores 6.",
        "Read the rule for a hand that scores 6: card values and scores",
    ]
    assert _finish_lines(finish_html({"asked": 10, "right": 7, "best": 3}, summary))[0] == (
        "Not passed yet: 7 of 10 right (pass mark: 80%)."
    )
    # Mastered now, on one line; in Chinese in each script's words, the pass mark as the lessons say it.
    progress = record(progress, "banker-4-1", True)
    summary = session_summary(progress, {**asked, "banker-4-1": [3, 3]})
    assert summary["mastered"] == ["banker-4-1"] and len(summary["close"]) == 3
    hant = _finish_lines(finish_html({"asked": 10, "right": 8, "best": 6}, summary, lang="zh-Hant"))
    assert hant[:3] == ["已過關：10 題中答對 8 題（答對 80% 或以上即合格）。",
                        "已經掌握：莊家 4 點（閒家第三張牌 1 點）。",
                        "下一步要練習：一手 6 點的牌。"], hant  # fmt: skip
    hans = _finish_lines(finish_html({"asked": 10, "right": 6, "best": 6}, summary, lang="zh-Hans"))
    assert hans[0] == "还没过关：10 题中答对 6 题（及格线：80%）。" and hans[1].startswith("已经掌握："), hans
    for lines in (hant, hans):
        assert len(lines) <= 4  # the headline, then three lines at most


def test_the_drill_s_pass_mark_is_the_lessons() -> None:
    """One pass mark for every verdict: the Drill's finish (Python) and the lessons' (lesson_state.js)."""
    from pathlib import Path

    from baccarat.drill import PASS_MARK, passed

    script = Path(__file__).parents[1] / "docs/assets/javascripts/baccarat/widgets/lesson_state.js"
    assert f"export const PASS_MARK = {PASS_MARK / 100};" in script.read_text(encoding="utf-8")
    assert [passed(10, right) for right in (7, 8)] == [False, True] and not passed(0, 0)
