from __future__ import annotations

import random
from itertools import accumulate

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from baccarat import Coup, Shoe, ShoeError
from baccarat.cards import RANKS
from baccarat.shoe import BurnRule, CutCardRule, burn_count, new_shoe_cards


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
    assert len(coups) == _coups_the_procedure_deals(shoe, coups, one_more=True)
    with pytest.raises(ShoeError, match="this shoe is finished"):
        shoe.deal()


def _coups_the_procedure_deals(shoe: Shoe, coups: list[Coup], *, one_more: bool) -> int:
    """How many coups the procedure deals, worked out from where each dealt coup started: the cut card
    comes out when the card just behind it is reached. Out in place of a coup's first card, that coup is
    the last; out later in a coup, one more follows it (``one_more``) or none (the French rule)."""
    behind = 52 * shoe.decks - shoe.cut_card  # the index of the first card behind the cut card
    start = len(shoe.burned)
    for number, coup in enumerate(coups, start=1):
        end = start + len(coup.cards)
        if start == behind:
            return number
        if start < behind < end:
            return number + 1 if one_more else number
        start = end
    raise AssertionError("the cut card never came out")


@pytest.mark.parametrize("rule", list(CutCardRule))
def test_the_cut_card_rule_on_many_shoes(rule: CutCardRule) -> None:
    one_more = rule is CutCardRule.ONE_MORE
    in_place_of_a_first_card = 0
    for seed in range(600):
        shoe = Shoe(1 + seed % 8, seed=seed, cut_card_rule=rule)
        coups = shoe.deal_many(10_000)
        assert shoe.finished and len(coups) == _coups_the_procedure_deals(shoe, coups, one_more=one_more)
        behind = 52 * shoe.decks - shoe.cut_card
        starts = list(accumulate((len(c.cards) for c in coups[:-1]), initial=len(shoe.burned)))  # where each began
        in_place_of_a_first_card += starts[-1] == behind
    # A coup takes 4 to 6 cards, so the cut card lands on a coup's first card in about one shoe in five.
    assert 60 < in_place_of_a_first_card < 200


def test_a_cut_card_in_place_of_a_first_card_ends_the_shoe_after_that_coup() -> None:
    for seed in range(200):
        shoe = Shoe(8, seed=seed)
        french = Shoe(8, seed=seed, cut_card_rule=CutCardRule.LAST_IN_PROGRESS)
        coups, french_coups = shoe.deal_many(10_000), french.deal_many(10_000)
        start_of_last = 416 - shoe.cards_left - len(coups[-1].cards)
        if start_of_last == 416 - 16:  # the cut card came out where this coup's first card was
            assert french_coups == coups
        else:  # the French rule deals exactly one coup fewer
            assert french_coups == coups[:-1]
    assert "cut_card_rule" in repr(french) and "cut_card_rule" not in repr(shoe)


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
    ({"cut_card_rule": "french"}, "cut_card_rule must be a CutCardRule, not 'french'"),
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


def _shuffled_tokens(decks: int, seed: int) -> list[str]:
    """The shoe's order stated apart from the package: fresh decks suit by suit, ace to king, shuffled
    once by Python's own generator seeded with the shoe's seed."""
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    cards = [rank + suit for _ in range(decks) for suit in "shdc" for rank in ranks]
    random.Random(seed).shuffle(cards)
    return cards


@pytest.mark.parametrize("rule", [BurnRule.DECKS, BurnRule.HOUSE])
def test_macau_s_burns_and_cut_card_on_many_shoes(rule: BurnRule) -> None:
    """Macau's regulation (Despacho 55/2004, art. 2(1)): burn as many cards as decks, or a number from one
    to eight the house has set; the cut card about twelve cards from the end; then either cut-card rule."""
    for seed in range(300):
        decks = 1 + seed % 8
        burn = decks if rule is BurnRule.DECKS else 1 + seed * 7 % 8
        cut_rule = list(CutCardRule)[seed % 2]
        shoe = Shoe(decks, seed=seed, cut_card=12, cut_card_rule=cut_rule, burn_rule=rule,
                    house_burn=burn if rule is BurnRule.HOUSE else None)  # fmt: skip
        order = _shuffled_tokens(decks, seed)
        assert [card.token for card in shoe.burned] == order[:burn]
        coups = shoe.deal_many(10_000)
        dealt = [card.token for coup in coups for card in coup.cards]
        assert dealt == order[burn : burn + len(dealt)]
        one_more = cut_rule is CutCardRule.ONE_MORE
        assert shoe.finished and len(coups) == _coups_the_procedure_deals(shoe, coups, one_more=one_more)
        assert 52 * decks - burn - len(dealt) >= 0 and f"burn_rule={rule}" in repr(shoe)


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"burn_rule": "macau"}, "burn_rule must be a BurnRule, not 'macau'"),
    ({"burn_rule": BurnRule.HOUSE}, "house_burn must be a whole number from 1 to 8 with BurnRule.HOUSE, not None"),
    ({"burn_rule": BurnRule.HOUSE, "house_burn": 9}, "not 9"),
    ({"burn_rule": BurnRule.HOUSE, "house_burn": True}, "not True"),
    ({"house_burn": 3}, "house_burn goes only with BurnRule.HOUSE"),
])  # fmt: skip
def test_a_bad_burn_is_named(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ShoeError, match=message):
        Shoe(8, seed=1, **kwargs)  # type: ignore[arg-type]
