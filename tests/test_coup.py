from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baccarat import Card, Coup, CoupError, Outcome, Side, play, resolve, resolve_hands
from baccarat.cards import RANKS
from tests.oracle import banker_acts, play_values, player_acts, winner

# One rank per point value, to build every combination of values.
RANK_FOR_VALUE = {0: "K", 1: "A", **{v: str(v) for v in range(2, 10)}}


def rules(coup: Coup) -> list[str]:
    return [step.rule for step in coup.steps]


def dealing(cards: Sequence[Card], values: Iterator[int]) -> Callable[[Side], Card]:
    """A draw for :func:`play` that deals ``cards[value]`` for each of ``values`` in turn, whatever the side."""
    return lambda side: cards[next(values)]


# The worked coups the guide teaches (rules/calling-a-hand), each checked against the drawing rules of
# 58 Pa. Code § 631a.11 (see Sources).
def test_worked_coup_1_banker_stands_on_3_against_an_8() -> None:
    coup = resolve("2 3 2 K 8")
    assert (coup.player.total, coup.banker.total, coup.outcome) == (2, 3, Outcome.BANKER)
    assert [c.rank for c in coup.player.cards] == ["2", "2", "8"]
    assert [c.rank for c in coup.banker.cards] == ["3", "K"]
    banker_step = coup.steps[4]
    assert banker_step.rule == "banker-chart"
    assert banker_step.chart_cell == (3, 8)  # the deciding card is the 8, not the Player's final 2
    assert banker_step.draws is False
    assert coup.steps[-1].text == "Banker 3 beats Player 2: Banker wins."
    assert resolve_hands(player="2 2 8", banker="3 K") == coup


def test_worked_coup_2_banker_4_draws_against_a_3() -> None:
    coup = resolve("2 4 2 K 3 5")
    step = next(s for s in coup.steps if s.rule == "banker-chart")
    assert step.chart_cell == (4, 3) and step.draws is True
    assert coup.banker.drew


def test_worked_coup_3_banker_4_stands_against_an_8() -> None:
    coup = resolve("2 4 2 K 8")
    step = next(s for s in coup.steps if s.rule == "banker-chart")
    assert step.chart_cell == (4, 8) and step.draws is False
    assert not coup.banker.drew


def test_worked_coup_4_natural_8_loses_to_natural_9() -> None:
    coup = resolve_hands(player="8 K", banker="9 K")
    assert coup.outcome is Outcome.BANKER and coup.natural
    assert not coup.player.drew and not coup.banker.drew
    assert rules(coup) == ["player-total", "banker-total", "natural", "compare"]


@pytest.mark.parametrize("player", ["6 K", "7 K", "3 3", "4 3"])
@pytest.mark.parametrize("banker_total", range(6))
def test_worked_coup_5_player_stands_banker_draws_on_0_to_5(player: str, banker_total: int) -> None:
    banker = f"K {RANK_FOR_VALUE[banker_total]}"
    coup = resolve_hands(player=player, banker=f"{banker} 5")
    step = coup.steps[4]
    assert coup.steps[3].rule == "player-stands"
    assert step.rule == "banker-player-stood" and step.draws and step.chart_cell == (banker_total, None)


def test_banker_stands_on_7_even_when_player_stood() -> None:
    coup = resolve("6 7 K K")
    assert coup.steps[-2].rule == "banker-stands-7"


def test_natural_8_beats_a_two_card_7() -> None:
    coup = resolve_hands(player="8 K", banker="7 K")
    assert coup.outcome is Outcome.PLAYER and coup.natural


def test_three_card_nine_is_not_a_natural() -> None:
    coup = resolve("2 K 2 6 5")
    assert coup.player.total == 9 and coup.player.drew and not coup.natural


def test_steps_carry_running_totals() -> None:
    coup = resolve("2 3 2 K 8")
    assert [(s.player_total, s.banker_total) for s in coup.steps] == [(4, 3)] * 3 + [(2, 3)] * 3
    assert coup.steps[3].card == Card("8")


def test_too_few_cards() -> None:
    with pytest.raises(CoupError, match="too few cards: after 2 3 2 K the rules give the Player another card"):
        resolve("2 3 2 K")
    with pytest.raises(CoupError, match="too few cards"):
        resolve("9 8")


def test_cards_left_over() -> None:
    with pytest.raises(CoupError, match=r"2 cards left over .*: 9 Q"):
        resolve("2 3 2 K 8 9 Q")


@pytest.mark.parametrize(
    ("player", "banker", "message"),
    [
        ("2 2", "3 K", "Player has 4 on two cards (2 and 2) and must draw"),
        ("7 K 5", "6 K", "Player cannot have a third card (5): Player has 7, and stands on 6 or 7."),
        ("8 K 5", "3 K", "Player cannot have a third card (5): Player has a natural 8"),
        ("2 2 8", "3 K 5", "Banker cannot have a third card (5): Banker has 3;"),
        ("2", "3 K", "Player has 1 card: a hand has two or three cards"),
        ("2 2 2 2", "3 K", "Player has 4 cards"),
    ],
)
def test_hands_that_contradict_the_rules(player: str, banker: str, message: str) -> None:
    with pytest.raises(CoupError) as error:
        resolve_hands(player=player, banker=banker)
    assert message in str(error.value)


def oracle_sequences() -> list[list[int]]:
    """Every distinct coup by point values: exactly the cards the oracle says are used."""
    sequences = []
    for first_four in itertools.product(range(10), repeat=4):
        p = (first_four[0] + first_four[2]) % 10
        b = (first_four[1] + first_four[3]) % 10
        if p >= 8 or b >= 8:
            sequences.append(list(first_four))
            continue
        thirds = range(10) if player_acts(p) == "draw" else [None]
        for third in thirds:
            prefix = list(first_four) + ([] if third is None else [third])
            if b < 7 and banker_acts(b, third) == "draw":
                sequences.extend([*prefix, z] for z in range(10))
            else:
                sequences.append(prefix)
    return sequences


@pytest.mark.long
def test_exhaustive_against_the_oracle() -> None:
    cards = [Card(RANK_FOR_VALUE[v]) for v in range(10)]
    sequences = oracle_sequences()
    assert len(sequences) > 100_000
    for values in sequences:
        queue = iter(values)
        coup = play(dealing(cards, queue))
        assert next(queue, None) is None, values  # used exactly the oracle's cards
        player, banker = play_values(values)
        assert [c.points for c in coup.player.cards] == player, values
        assert [c.points for c in coup.banker.cards] == banker, values
        assert coup.outcome.value == winner(player, banker), values


cards_strategy = st.builds(Card, st.sampled_from(RANKS), st.none() | st.sampled_from("shdc"))


@given(st.lists(cards_strategy, min_size=6, max_size=6))
def test_a_resolved_coup_never_breaks_a_drawing_rule(deck: list[Card]) -> None:
    queue = iter(deck)
    sides: list[Side] = []

    def draw(side: Side) -> Card:
        sides.append(side)
        return next(queue)

    coup = play(draw)
    p2 = sum(c.points for c in coup.player.cards[:2]) % 10
    b2 = sum(c.points for c in coup.banker.cards[:2]) % 10
    assert sides[:4] == [Side.PLAYER, Side.BANKER, Side.PLAYER, Side.BANKER]
    assert 0 <= coup.player.total <= 9 and 0 <= coup.banker.total <= 9
    if max(p2, b2) >= 8:
        assert coup.natural and len(coup.cards) == 4
    else:
        assert coup.player.drew == (p2 <= 5)
        third = coup.player.cards[2].points if coup.player.drew else None
        assert coup.banker.drew == (b2 < 7 and banker_acts(b2, third) == "draw")
    assert coup.cards == tuple(deck[: len(coup.cards)])
    assert resolve(coup.cards) == coup
    assert resolve_hands(player=coup.player.cards, banker=coup.banker.cards) == coup
    assert eval(repr(coup)) == coup


def test_repr() -> None:
    assert repr(resolve("2 3 2 K 8")) == "resolve('2 3 2 K 8')"


def test_a_refusal_names_only_the_first_cards_left_over() -> None:
    with pytest.raises(CoupError) as refused:
        resolve("2 3 2 K 8 " + "9 " * 500)
    message = str(refused.value)
    assert message.startswith("500 cards left over after the coup was complete: 9 9 9 9 9 9 …")
    assert len(message) < 120
