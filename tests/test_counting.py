"""The counting simulation: its counts follow the cards, its edges are exact, and its golden data replays."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from baccarat import Shoe
from baccarat.counting import COUNTS
from baccarat.coup import Coup
from baccarat.odds import exact_odds
from baccarat.payouts import Bet, house_edge
from baccarat.shoe import value_counts
from sitebuild.counting import coups_of, side_edges, simulate

GOLDEN = Path(__file__).resolve().parents[1] / "sitebuild" / "data" / "counting.json"


@settings(max_examples=8, deadline=None)
@given(st.lists(st.sampled_from(["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]), max_size=120))
def test_side_edges_are_the_exact_edges_of_the_cards_left(removed: list[str]) -> None:
    edges = side_edges(value_counts(8, removed))
    odds = exact_odds(8, removed=removed)
    assert edges == {bet: house_edge(bet, odds=odds) for bet in (Bet.DRAGON_7, Bet.PANDA_8)}


def test_the_running_counts_are_the_tags_of_every_card_seen_and_the_burn_is_unseen() -> None:
    shoe = Shoe(8, seed=5)
    seen: list[Coup] = []
    for number, left, values, running, coup in coups_of(5):
        assert number == len(seen) + 1 and left == sum(values) == 416 - len(shoe.burned) - sum(
            len(c.cards) for c in seen
        )
        for key, count in COUNTS.items():
            assert running[key] == sum(count.tag(card) for dealt in seen for card in dealt.cards)
        assert coup == shoe.deal()
        seen.append(coup)
    assert shoe.finished


def golden() -> dict[str, Any]:
    data = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_the_golden_data_is_2000_seeded_shoes_and_replays_from_its_seed() -> None:
    data = golden()
    assert data["shoes"] >= 2_000 and data["subset"] >= 200
    again = simulate(shoes=2, seed=data["seed"], subset=0, points=data["points"])
    for key in COUNTS:
        for field in ("bets", "units", "expected"):
            assert again["played"][key][field] == data["played"][key][field][:2], (key, field)
    assert simulate(shoes=2, seed=9, subset=1) == simulate(shoes=2, seed=9, subset=1)


@pytest.mark.parametrize("key", list(COUNTS))
def test_each_betting_point_the_golden_data_reports_is_an_exact_enumeration_of_that_shoe(key: str) -> None:
    data = golden()
    bet = COUNTS[key].bet
    for sample in data["played"][key]["samples"][:3]:
        shoe = Shoe(8, seed=sample["seed"])
        dealt = shoe.deal_many(sample["coup"] - 1)
        removed = [*shoe.burned, *(card for coup in dealt for card in coup.cards)]
        assert shoe.cards_left == sample["left"]
        assert sum(COUNTS[key].tag(card) for coup in dealt for card in coup.cards) == sample["running"]
        assert Fraction(sample["running"] * 52, sample["left"]) >= data["points"][key]  # the count said bet
        assert Fraction(sample["edge"]) == house_edge(bet, odds=exact_odds(8, removed=removed))
