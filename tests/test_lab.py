"""The lab: systems played over the package's own shoes beside their exact cost, and the effect of removal
checked against a second, plain enumeration of the rules (tests/oracle.py)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from baccarat import BaccaratError
from baccarat.lab import EOR_BETS, EOR_RANKS, SYSTEMS, effect_of_removal, play_system
from baccarat.payouts import STANDARD, Bet, house_edge
from baccarat.roads import shoe_results

from .oracle import brute_force_counts


def test_flat_banker_bets_every_coup_and_settles_each_as_the_table_pays() -> None:
    result = play_system("flat-banker", shoes=3, seed=11)
    coups = "".join(shoe_results(seed) for seed in (11, 12, 13))
    assert result.bets == len(coups) and result.staked == 1_000 * len(coups)
    assert result.net == 950 * coups.count("B") - 1_000 * coups.count("P")  # ties push
    assert result.expected == -house_edge(Bet.BANKER, table=STANDARD) * result.staked


def test_follow_and_against_bet_every_coup_after_the_first_decided_one() -> None:
    follow, against = play_system("follow", shoes=2, seed=3), play_system("against", shoes=2, seed=3)

    def after_first_decided(results: str) -> int:
        return len(results) - (len(results) - len(results.lstrip("T"))) - 1

    assert follow.bets == against.bets == sum(after_first_decided(shoe_results(seed)) for seed in (3, 4))
    assert follow.staked == against.staked == 1_000 * follow.bets


def test_the_martingale_doubles_to_the_table_maximum_and_the_paroli_three_times() -> None:
    martingale = play_system("martingale", shoes=20, seed=1)
    paroli = play_system("paroli", shoes=20, seed=1)
    flat = play_system("flat-banker", shoes=20, seed=1)
    assert martingale.bets == paroli.bets == flat.bets
    assert martingale.staked > flat.staked and paroli.staked > flat.staked
    # Each costs the Banker's edge on what it staked, exactly.
    for result in (martingale, paroli):
        assert result.expected == -house_edge(Bet.BANKER) * result.staked


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_no_system_beats_the_edge(system: str) -> None:
    """Over many shoes every system's result stays within four standard errors of its bets' exact cost."""
    result = play_system(system, shoes=300, seed=2_000)
    assert result.bets > 20_000
    assert abs(result.net - float(result.expected)) <= 4 * result.standard_error, system


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(list(SYSTEMS)), st.integers(0, 10**6))
def test_a_system_is_reproducible_from_its_seed_and_its_cost_is_the_edge_on_each_side(system: str, seed: int) -> None:
    one, again = play_system(system, shoes=2, seed=seed), play_system(system, shoes=2, seed=seed)
    assert one == again
    banker, player = house_edge(Bet.BANKER), house_edge(Bet.PLAYER)
    assert -player * one.staked <= one.expected <= -banker * one.staked or one.bets == 0


@pytest.mark.parametrize(("system", "shoes"), [("voodoo", 3), ("follow", 0), ("follow", 1_001), ("follow", True)])
def test_bad_choices_are_named(system: str, shoes: int) -> None:
    with pytest.raises(BaccaratError, match=r"system|shoes"):
        play_system(system, shoes=shoes)


def _oracle_edges(counts: list[int]) -> dict[Bet, Fraction]:
    deals = brute_force_counts(counts)
    n = deals["player"] + deals["banker"] + deals["tie"]
    return {
        Bet.PLAYER: Fraction(deals["banker"] - deals["player"], n),
        Bet.BANKER: Fraction(deals["player"] * 20 - deals["banker"] * 19, 20 * n),
        Bet.TIE: Fraction(n - 9 * deals["tie"], n),
        Bet.DRAGON_7: Fraction(n - 41 * deals["banker_7_three_cards"], n),
    }


def test_the_effect_of_removal_agrees_with_a_plain_enumeration() -> None:
    effects = effect_of_removal(8)
    full = [128, *([32] * 9)]
    base = _oracle_edges(full)
    for rank in EOR_RANKS:
        counts = list(full)
        counts[0 if rank == "10" else 1 if rank == "A" else int(rank)] -= 1
        edges = _oracle_edges(counts)
        for bet, edge in edges.items():
            assert effects[rank][bet] == edge - base[bet], (rank, bet)
    # One card out, whichever, leaves a pair bet exactly where it was: every rank starts equal.
    assert all(effects[rank][Bet.PLAYER_PAIR] == effects[rank][Bet.EITHER_PAIR] == 0 for rank in EOR_RANKS)
    assert set(EOR_BETS) >= {Bet.PLAYER, Bet.BANKER, Bet.TIE, Bet.DRAGON_7, Bet.PANDA_8}
