"""The Drill's questions, grading and repetition weighting, under CPython (the browser runs the same code)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baccarat import BaccaratError, resolve_hands
from baccarat.cards import Card
from baccarat.drill import (
    BANKER_CELLS,
    PLAYER_CELLS,
    SCORE_CELLS,
    Question,
    Settings,
    check_progress,
    choose_cell,
    grade,
    load_progress,
    mastery,
    question,
    record,
    weight,
)
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
            assert asked.rule in feedback.text
            if not feedback.correct:
                assert feedback.text.startswith(f"You answered {asked.answers[choice]}, but ")


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
    drawn = Counter(choose_cell(settings, n, progress) for n in range(1, 20_001))
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
    progress, note = load_progress(stored)
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
        assert cleared == {"version": 1, "cells": {}} and "revision is not a count" in note
