"""The other games called baccarat, as data: checked against the rule texts, restated here independently."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baccarat.errors import CoupError
from baccarat.other_games import COLUMNS, GAMES, TOTALS, Game, Play, differences
from baccarat.rules import banker_draws, player_draws

PUNTO, CHEMIN, BANQUE = GAMES["punto-banco"], GAMES["chemin-de-fer"], GAMES["banque"]

# Chemin de fer's banker, as the rule texts print it (Sources: Acanomas, "El Chemin de fer"):
# for each Banker total, the third-card values that draw and those that leave the choice; the Player
# standing means draw on 0-5, stand on 6-7.
CHEMIN_BANKER_DRAWS = {
    0: set(range(10)), 1: set(range(10)), 2: set(range(10)),
    3: {0, 1, 2, 3, 4, 5, 6, 7}, 4: {2, 3, 4, 5, 6, 7}, 5: {5, 6, 7}, 6: {6, 7}, 7: set(),
}  # fmt: skip
CHEMIN_BANKER_CHOOSES = {(3, 9), (5, 4)}


def test_punto_banco_leaves_nobody_a_choice_and_follows_the_rules_everywhere() -> None:
    for total in TOTALS:
        assert PUNTO.player_play(total) is (Play.DRAW if player_draws(total) else Play.STAND)
        for column in COLUMNS:
            assert PUNTO.banker_play(total, column) is (Play.DRAW if banker_draws(total, column) else Play.STAND)
    assert differences(PUNTO) == []


def test_chemin_de_fer_punter_chooses_on_5_only() -> None:
    assert [CHEMIN.player_play(total) for total in TOTALS] == [
        *[Play.DRAW] * 5, Play.CHOICE, Play.STAND, Play.STAND
    ]  # fmt: skip


def test_chemin_de_fer_banker_matches_the_printed_chart() -> None:
    for total in TOTALS:
        assert CHEMIN.banker_play(total, None) is (Play.DRAW if total <= 5 else Play.STAND)
        for third in range(10):
            expected = (
                Play.CHOICE
                if (total, third) in CHEMIN_BANKER_CHOOSES
                else Play.DRAW
                if third in CHEMIN_BANKER_DRAWS[total]
                else Play.STAND
            )
            assert CHEMIN.banker_play(total, third) is expected, (total, third)


def test_chemin_de_fer_differs_from_punto_banco_in_exactly_three_places() -> None:
    assert differences(CHEMIN) == [("player", 5, None), ("banker", 3, 9), ("banker", 5, 4)]


def test_banque_punters_play_as_in_chemin_de_fer_and_its_banker_always_chooses() -> None:
    assert [BANQUE.player_play(t) for t in TOTALS] == [CHEMIN.player_play(t) for t in TOTALS]
    assert {play for line in BANQUE.banker_chart for play in line} == {Play.CHOICE}
    assert BANQUE.hands_against_bank == 2


@pytest.mark.parametrize("game", GAMES.values(), ids=list(GAMES))
@pytest.mark.parametrize("natural", [8, 9])
def test_a_natural_leaves_nothing_to_play_in_every_game(game: Game, natural: int) -> None:
    assert hasattr(game, "player_play")
    with pytest.raises(CoupError, match="natural"):
        game.player_play(natural)
    with pytest.raises(CoupError, match="natural"):
        game.banker_play(natural, None)


@given(total=st.one_of(st.integers(), st.booleans(), st.none(), st.text(max_size=3)))
def test_anything_but_a_score_is_refused_with_a_rules_error(total: object) -> None:
    if isinstance(total, int) and not isinstance(total, bool) and 0 <= total <= 7:
        return
    for game in GAMES.values():
        with pytest.raises(CoupError):
            game.player_play(total)  # type: ignore[arg-type]
        with pytest.raises(CoupError):
            game.banker_play(total, 4)  # type: ignore[arg-type]


def test_every_choice_named_is_a_real_cell_of_the_chart() -> None:
    cells = {(total, column) for total in TOTALS for column in COLUMNS}
    for game in GAMES.values():
        assert game.banker_choices <= cells
        assert game.player_choices <= set(TOTALS)
