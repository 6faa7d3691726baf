"""The pocket dealer's rules: where a coup stands after each of its cards, and the exact chances from there."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from baccarat import CardError, CoupError, ShoeError, resolve
from baccarat.pocket import NEXT, chances, position
from baccarat.shoe import value_counts
from tests.oracle import banker_acts, chances_after, play_values, player_acts

RANK_FOR_VALUE = {0: "K", 1: "A", **{v: str(v) for v in range(2, 10)}}
values = st.integers(0, 9)


def tokens(points: list[int]) -> str:
    """Cards for point values; the zeros take turns among the four ranks worth 0, as a one-deck shoe needs."""
    zeros = itertools.cycle(("K", "Q", "J", "10"))
    return " ".join(next(zeros) if v == 0 else RANK_FOR_VALUE[v] for v in points)


def expected_next(prefix: list[int]) -> str:
    """Where the next card goes, from the oracle's restatement of the rules."""
    if len(prefix) < 4:
        return ("player", "banker")[len(prefix) % 2]
    p, b = sum(prefix[0:4:2]) % 10, sum(prefix[1:4:2]) % 10
    if p >= 8 or b >= 8:
        return "done"
    third = None
    rest = prefix[4:]
    if player_acts(p) == "draw":
        if not rest:
            return "player-third"
        third, rest = rest[0], rest[1:]
    if b < 7 and banker_acts(b, third) == "draw" and not rest:
        return "banker-third"
    return "done"


@given(st.lists(values, min_size=6, max_size=6))
def test_every_prefix_of_a_coup_says_where_the_next_card_goes(deal: list[int]) -> None:
    player, banker = play_values(deal)
    used = len(player) + len(banker)
    for k in range(used + 1):
        now = position(tokens(deal[:k]))
        assert now.next == expected_next(deal[:k]) and now.next in NEXT
        assert (now.coup is None) == (k < used)
        assert now.says.endswith(".") and now.says[0].isupper()
    finished = position(tokens(deal[:used]))
    assert finished.coup == resolve(tokens(deal[:used]))
    assert finished.says.endswith(finished.coup.steps[-1].text)


def test_the_words_for_each_decision_name_the_hand_and_the_reason() -> None:
    assert position("").says == "The next card is the Player's first."
    assert position("2 3 2").says == "The next card is the Banker's second."
    assert "Player has 4 on two cards, and draws on 0–5" in position("2 2 2 K").says
    stood = position("3 2 3 K").says  # Player 6 stands; Banker 2 draws as the Player would
    assert stood.startswith("No natural: Player has 6, and stands on 6 or 7.") and "Banker draws on 2" in stood
    assert position("K 3 4 2 5").says.endswith("on 5 the Banker draws against 5. The next card is the Banker's third.")
    assert position("K 3 4 2 8").says.startswith(
        "Banker has 5; the Player's third card counts 8, and on 5 the Banker stands"
    )
    natural = position("9 K K K").says
    assert "natural 9" in natural and natural.endswith("Player wins.")


@pytest.mark.parametrize(("banker", "third"), [(b, t) for b in range(8) for t in (None, *range(10))])
def test_every_banker_cell_is_called_as_the_chart_says(banker: int, third: int | None) -> None:
    # Player two cards: 6 when it stands, 0 when it draws; Banker: the total as 0 + banker.
    player = [3, 3] if third is None else [0, 0]
    prefix = [player[0], 0, player[1], banker] + ([] if third is None else [third])
    now = position(tokens(prefix))
    draws = banker_acts(banker, third) == "draw"
    assert now.next == ("banker-third" if draws else "done")
    # A row that draws whatever the Player's third card is says so ("Banker 0–2 always draws"), as the lessons teach.
    always = third is not None and all(banker_acts(banker, card) == "draw" for card in range(10))
    called = "Banker 0–2 always draws" if always else "Banker draws" if draws else "Banker stands"
    assert called in now.says or ("Banker always stands on 7" in now.says and banker == 7)


@settings(max_examples=25, deadline=None)
@given(st.lists(values, min_size=6, max_size=6), st.integers(2, 5), st.integers(1, 8))
@example([5, 5, 5, 5, 5, 5], 5, 1)  # more 5s than one deck holds
def test_chances_equal_a_plain_enumeration_of_what_is_left(deal: list[int], k: int, decks: int) -> None:
    player, banker = play_values(deal)
    prefix = deal[: min(k, len(player) + len(banker))]
    shoe = value_counts(decks)
    if any(prefix.count(v) > shoe[v] for v in prefix):  # five 5s from one deck: refused, naming the rank
        with pytest.raises(ShoeError, match="of rank"):
            chances(tokens(prefix), decks)
        return
    counts = list(value_counts(decks, tokens(prefix)))
    expected = chances_after(prefix, counts)
    assert chances(tokens(prefix), decks) == (expected["player"], expected["banker"], expected["tie"])


@pytest.mark.parametrize("decks", [1, 8])
def test_chances_after_one_and_two_cards_average_back_to_the_fresh_shoe(decks: int) -> None:
    fresh = chances("", decks)
    counts = value_counts(decks)
    for size in (1, 2):
        total = [Fraction(0)] * 3
        for prefix in itertools.product(range(10), repeat=size):
            weight = Fraction(1)
            left = list(counts)
            for v in prefix:
                weight *= Fraction(left[v], sum(left))
                left[v] -= 1
            for index, share in enumerate(chances(tokens(list(prefix)), decks)):
                total[index] += weight * share
        assert tuple(total) == fresh


def test_a_finished_coup_has_one_certain_result_and_chances_sum_to_one() -> None:
    assert chances("2 3 2 K 8") == (Fraction(0), Fraction(1), Fraction(0))
    assert sum(chances("5 K", 6)) == 1


@pytest.mark.parametrize(
    ("cards", "decks", "error", "words"),
    [
        ("9 8 K K 5", 8, CoupError, "5 belongs to the next coup"),
        ("A A A A A", 1, ShoeError, "a 1-deck shoe holds only 4"),
        ("2 Z", 8, CardError, "'Z'"),
        ("2 3", 9, ShoeError, "deck"),
    ],
)
def test_impossible_cards_are_refused_by_name(cards: str, decks: int, error: type, words: str) -> None:
    with pytest.raises(error, match=words):
        chances(cards, decks)


@pytest.mark.parametrize(
    ("cards", "who"),
    [("9 K K K", "Player has a natural 9"), ("K 8 K K", "Banker has a natural 8"),
     ("9 8 K K", "Player has a natural 9 and Banker has a natural 8"), ("3 2 3 K", "No natural")],
)  # fmt: skip
def test_the_four_naturals_cases_after_the_fourth_card(cards: str, who: str) -> None:
    now = position(cards)
    assert now.says.startswith(who)
    assert (now.next == "done") == (who != "No natural")
    for k in range(4):  # before the fourth card nobody can tell
        assert position(cards.split()[:k]).next == ("player", "banker")[k % 2]
