"""The guide's inks: each one a colour, each ink legible on what it is drawn on (WCAG AA, 4.5 to 1), and
the card's inks those of the sides and of the text."""

from __future__ import annotations

import re

import pytest

from baccarat.render.palette import CARD_INK, CELL_INK, FELT, SIDE_INK, TEXT

WHITE = "#ffffff"
AA = 4.5  # WCAG 2's contrast for normal text


def luminance(colour: str) -> float:
    """WCAG 2's relative luminance of a ``#rrggbb`` colour."""
    assert re.fullmatch(r"#[0-9a-f]{6}", colour), colour

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(int(colour[i : i + 2], 16)) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: str, other: str) -> float:
    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_the_contrast_formula_on_known_pairs() -> None:
    assert contrast("#000000", WHITE) == pytest.approx(21)
    assert contrast("#777777", WHITE) == pytest.approx(4.48, abs=0.01)  # the classic grey just short of AA


@pytest.mark.parametrize("side", ["banker", "player", "tie"])
def test_each_side_s_ink_reads_on_white(side: str) -> None:
    assert contrast(SIDE_INK[side], WHITE) >= AA


def test_the_sides_are_three_different_inks_and_the_tie_is_the_felt_s_green() -> None:
    assert len(set(SIDE_INK.values())) == 3
    assert SIDE_INK["tie"] == FELT


def test_text_and_white_on_the_felt_read() -> None:
    assert contrast(TEXT, WHITE) >= 7  # body text: AAA
    assert contrast(WHITE, FELT) >= AA  # the header's white words on the felt


def test_a_card_s_indices_are_the_banker_s_red_and_the_text_s_near_black() -> None:
    assert {"red": SIDE_INK["banker"], "black": TEXT} == CARD_INK


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("cell", ["draw", "stand"])
def test_every_chart_cell_s_word_reads_on_its_cell_in_both_schemes(scheme: str, cell: str) -> None:
    inks = CELL_INK[scheme]
    assert contrast(inks[f"{cell}-fg"], inks[cell]) >= AA


def test_draw_and_stand_cells_differ_in_each_scheme_and_light_cells_are_light() -> None:
    for scheme, inks in CELL_INK.items():
        assert set(inks) == {"draw", "draw-fg", "stand", "stand-fg"}
        assert inks["draw"] != inks["stand"], scheme
    assert all(luminance(CELL_INK["light"][cell]) > 0.7 for cell in ("draw", "stand"))
    assert all(luminance(CELL_INK["dark"][cell]) < 0.1 for cell in ("draw", "stand"))
