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


@pytest.mark.parametrize(
    ("lang", "player_key", "banker_key"),
    [
        ("en", "D: the Player draws. S: the Player stands.", "D: the Banker draws. S: the Banker stands."),
        ("zh-Hant", "補：閒家補牌。停：閒家停牌。", "補：莊家補牌。停：莊家停牌。"),
        ("zh-Hans", "补：闲家补牌。停：闲家停牌。", "补：庄家补牌。停：庄家停牌。"),
    ],
)
def test_a_phone_shows_each_games_cells_as_letters_keyed_under_the_caption(
    lang: str, player_key: str, banker_key: str
) -> None:
    """Each Draw and Stand cell carries its letter (a phone shows it), a Choice keeps its word; the Player's chart
    keys the Player's letters, each Banker chart the Banker's, in the page's language."""
    player = player_choice_table(lang=lang)
    assert f'<caption data-key="{player_key}">' in player
    banker = banker_choice_table("chemin-de-fer", lang=lang)
    assert f'<caption data-key="{banker_key}">' in banker
    for html in (player, banker):
        kinds = re.findall(r'<td class="bac-(\w+)"( data-abbr="[^"]+")?>', html)
        assert {kind for kind, _ in kinds} == {"draw", "stand", "choice"}
        assert all(bool(abbr) == (kind != "choice") for kind, abbr in kinds)
