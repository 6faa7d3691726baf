"""The other games called baccarat, drawn from their data: where a person chooses, and where the rules do."""

from __future__ import annotations

import re

import pytest

from baccarat.other_games import GAMES
from baccarat.render.other_games import banker_choice_table, games_table, player_choice_table


def test_the_comparison_has_a_column_per_game() -> None:
    html = games_table()
    assert 'id="other-games"' in html
    assert len(re.findall(r'<th scope="col">', html)) == len(GAMES) + 1


def test_the_player_draws_on_0_to_4_everywhere_and_5_is_a_choice_elsewhere() -> None:
    rows = dict(
        (total, cells) for total, cells in re.findall(r'<th scope="row">(\d)</th>(.*?)</tr>', player_choice_table())
    )
    assert all(rows[str(total)].count("Draw") == len(GAMES) for total in range(5))
    assert "Choice" in rows["5"]


@pytest.mark.parametrize("game", [key for key in GAMES if key != "punto-banco"])
def test_each_banker_who_chooses_has_a_table(game: str) -> None:
    assert "<table" in banker_choice_table(game)
