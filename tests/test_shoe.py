from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from baccarat import Shoe, ShoeError
from baccarat.cards import RANKS
from baccarat.shoe import burn_count, new_shoe_cards


def test_same_seed_same_coups() -> None:
    assert Shoe(8, seed=42).deal_many(20) == Shoe(8, seed=42).deal_many(20)
    assert Shoe(8, seed=42).deal_many(5) != Shoe(8, seed=43).deal_many(5)


def test_golden_first_coup_of_seed_42() -> None:
    # Pinned so that a change in shuffling (or a different Python) is noticed.
    shoe = Shoe(8, seed=42)
    assert " ".join(c.token for c in shoe.burned) == "2h 8d 10h"
    assert " ".join(c.token for c in shoe.deal().cards) == "Kd Qs 3s 4c 4c 4d"


def test_burn_follows_the_first_card() -> None:
    for seed in range(50):
        shoe = Shoe(1, seed=seed)
        shown = shoe.burned[0]
        assert len(shoe.burned) == 1 + burn_count(shown) == 1 + (shown.points or 10)


def test_the_burn_counts_a_card_s_points_and_ten_for_a_zero() -> None:
    assert {rank: burn_count(rank) for rank in RANKS} == {
        "A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10, "J": 10, "Q": 10, "K": 10
    }  # fmt: skip


def test_a_shoe_holds_every_card_decks_times() -> None:
    cards = new_shoe_cards(6)
    assert len(cards) == 312 and all(cards.count(card) == 6 for card in set(cards))


@settings(max_examples=20)
@given(st.integers(1, 8), st.integers(0, 2**40))
def test_dealing_to_the_end(decks: int, seed: int) -> None:
    shoe = Shoe(decks, seed=seed)
    coups = shoe.deal_many(10_000)
    assert shoe.finished and shoe.cut_card_out
    dealt = len(shoe.burned) + sum(len(c.cards) for c in coups)
    assert dealt + shoe.cards_left == 52 * decks
    # The cut card came out during the second-to-last coup: one more coup followed.
    before_last = 52 * decks - shoe.cards_left - len(coups[-1].cards)
    assert before_last > 52 * decks - shoe.cut_card
    assert before_last - len(coups[-2].cards) <= 52 * decks - shoe.cut_card
    with pytest.raises(ShoeError, match="this shoe is finished"):
        shoe.deal()


def test_random_seed_is_recorded() -> None:
    shoe = Shoe(2)
    assert Shoe(2, seed=shoe.seed).deal_many(3) == shoe.deal_many(3)


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"decks": 0}, "decks must be a whole number from 1 to 8, not 0"),
    ({"decks": 9}, "not 9"),
    ({"seed": -1}, "seed must be a whole number 0 or more, not -1"),
    ({"seed": "42"}, "not '42'"),
    ({"cut_card": 3}, "cut_card must be 12–26 cards from the back for 1 deck"),
    ({"cut_card": 11}, "not 11"),
])  # fmt: skip
def test_bad_shoes(kwargs: dict[str, object], message: str) -> None:
    arguments: dict[str, object] = {"decks": 1, "seed": 1, **kwargs}
    with pytest.raises(ShoeError) as error:
        Shoe(**arguments)  # type: ignore[arg-type]
    assert message in str(error.value)


def test_the_shallowest_cut_card_never_runs_the_shoe_dry() -> None:
    # With 12 cards behind the cut card, the worst case (6 + 6 cards) exactly fits.
    for seed in range(2000):  # 11 cards would fail on about 2% of these seeds
        shoe = Shoe(1, seed=seed, cut_card=12)
        shoe.deal_many(100)
        assert shoe.finished and shoe.cards_left >= 0
