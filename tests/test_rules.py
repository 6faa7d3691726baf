from __future__ import annotations

import pytest

from baccarat import CoupError, banker_chart, banker_decision, banker_draws, is_natural, player_draws
from baccarat.rules import BANKER_DRAWS_ON
from tests.oracle import banker_acts, player_acts


def test_naturals() -> None:
    assert [t for t in range(10) if is_natural(t)] == [8, 9]


def test_player_rule_matches_oracle() -> None:
    for total in range(8):
        assert player_draws(total) == (player_acts(total) == "draw")


def test_banker_rule_matches_oracle_in_every_cell() -> None:
    for total in range(8):
        assert banker_draws(total, None) == (banker_acts(total, None) == "draw")
        for third in range(10):
            assert banker_draws(total, third) == (banker_acts(total, third) == "draw"), (total, third)


def test_banker_compact_form_from_the_rules_text() -> None:
    # Restated from 58 Pa. Code § 631a.11, Table 1 (see Sources): which Player third cards make the Banker draw.
    assert {total: sorted(values) for total, values in BANKER_DRAWS_ON.items()} == {
        0: list(range(10)),
        1: list(range(10)),
        2: list(range(10)),
        3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
        4: [2, 3, 4, 5, 6, 7],
        5: [4, 5, 6, 7],
        6: [6, 7],
        7: [],
    }


def test_banker_chart_grid_shape_and_rule_ids() -> None:
    grid = banker_chart()
    assert [row[0].banker_total for row in grid] == list(range(8))
    assert all([cell.player_third for cell in row] == [None, *range(10)] for row in grid)
    assert {cell.rule for cell in grid[7]} == {"banker-stands-7"}
    assert grid[3][0].rule == "banker-player-stood"
    assert grid[3][1].rule == "banker-chart"


@pytest.mark.parametrize("bad", [-1, 10, 1.5, True, "3"])
def test_bad_totals_are_refused(bad: object) -> None:
    with pytest.raises(CoupError, match="scores run from 0 to 9"):
        player_draws(bad)  # type: ignore[arg-type]


def test_naturals_do_not_draw() -> None:
    with pytest.raises(CoupError, match="natural"):
        player_draws(8)
    with pytest.raises(CoupError, match="natural"):
        banker_decision(9, None)


def test_bad_third_card_value() -> None:
    with pytest.raises(CoupError, match="must be 0–9"):
        banker_decision(3, 10)
