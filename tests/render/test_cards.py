"""Cards as the guide draws them: named for screen readers, in their suit's ink, and the scoring examples."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from baccarat import hand_total, parse_card, parse_cards
from baccarat.cards import RANKS, SUITS, Card
from baccarat.render.cards import card_html, card_svg, scoring_table
from baccarat.render.palette import CARD_INK


@pytest.mark.parametrize("rank", RANKS)
@pytest.mark.parametrize("suit", SUITS)
def test_every_card_is_named_and_inked_by_its_suit(rank: str, suit: str) -> None:
    svg = ET.fromstring(card_svg(Card(rank, suit)))
    label = svg.get("aria-label") or ""
    assert label and svg.findtext("title") == label
    ink = "red" if suit in "hd" else "black"
    assert ink in (svg.get("class") or "").split() and ink in CARD_INK


def test_a_suitless_card_says_so_and_a_third_card_is_marked() -> None:
    assert 'aria-label="king, suit not given"' in card_svg(Card("K", None))
    html = card_html(parse_card("6h"), third=True)
    assert 'class="bac-card bac-third"' in html and 'data-card="6h"' in html


def test_the_scoring_examples_add_the_points_and_keep_the_last_digit() -> None:
    hands = ["7 8", "K A", "9 4 7"]
    html = scoring_table(hands)
    assert 'id="scoring-examples"' in html
    for hand in hands:
        values = [card.points for card in parse_cards(hand)]
        assert f"{' + '.join(map(str, values))} = {sum(values)}" in html
        assert f"<td>{' + '.join(map(str, values))} = {sum(values)}</td><td>{hand_total(hand)}</td>" in html


SVG = ""  # inline SVG, as the pages carry it: no namespace


@pytest.mark.parametrize("sideways", [False, True])
@pytest.mark.parametrize("suit", [*SUITS, None])
@pytest.mark.parametrize("rank", RANKS)
def test_every_6_and_9_is_underlined_as_real_cards_are(rank: str, suit: str | None, sideways: bool) -> None:
    """However the card lies, a 6 is not a 9: every 6 and 9 glyph has the bar under it, turned with it."""
    svg = ET.fromstring(card_svg(Card(rank, suit), sideways=sideways))
    for parent in svg.iter():
        children = list(parent)
        for glyph, after in zip(children, [*children[1:], None], strict=False):
            if glyph.tag != f"{SVG}text" or "rank" not in (glyph.get("class") or "").split():
                continue
            assert glyph.text == rank
            if rank not in "69":
                assert after is None or after.get("class") != "mark"
                continue
            assert after is not None and after.get("class") == "mark", ET.tostring(parent)
            assert after.get("transform") == glyph.get("transform")  # turned with its figure
            size = float(glyph.get("font-size") or 16)
            assert float(after.get("y") or 0) > float(glyph.get("y") or 0)  # under the baseline
            assert float(after.get("width") or 0) >= 0.5 * size and float(after.get("height") or 0) >= 0.1 * size
    ranks = svg.findall(f".//{SVG}text[@class]")
    shown = [text for text in ranks if "rank" in (text.get("class") or "").split()]
    middle_rank = not suit and rank not in "JQK"
    assert len(shown) == 2 + sideways + middle_rank  # two corners, the upright index, a suitless card's big rank


@pytest.mark.parametrize("rank", ["6", "9", "10", "A"])
def test_a_sideways_suitless_card_turns_its_big_rank_upright(rank: str) -> None:
    """The stylesheet turns a third card a quarter clockwise; its big rank, like its upright index, is drawn a
    quarter back about its own middle, so it reads upright on the felt."""
    svg = ET.fromstring(card_svg(Card(rank), sideways=True))
    middle = next(text for text in svg.iter(f"{SVG}text") if "middle" in (text.get("class") or ""))
    assert middle.get("transform") == "rotate(-90 30 42.5)"
    upright = next(text for text in svg.iter(f"{SVG}text") if text.get("transform", "").startswith("rotate(-90 16"))
    assert upright.text == rank
    flat = ET.fromstring(card_svg(Card(rank)))
    assert all(text.get("transform") is None for text in flat.iter(f"{SVG}text"))


@pytest.mark.parametrize("rank", ["J", "Q", "K"])
def test_a_court_card_s_corners_are_clear_of_its_frame(rank: str) -> None:
    """The corner letters and suits sit outside the picture's frame: a bold sans letter is at most 0.85 em wide
    (DejaVu Sans Bold's Q), a suit sign 0.8 em; the far corner is the same, turned about the card's middle."""
    svg = ET.fromstring(card_svg(Card(rank, "h")))
    frame = next(rect for rect in svg.iter(f"{SVG}rect") if rect.get("class") == "frame")
    left, width = float(frame.get("x") or 0), float(frame.get("width") or 0)
    corner = next(text for text in svg.iter(f"{SVG}text") if text.get("class") == "rank corner")
    suit = next(text for text in svg.iter(f"{SVG}text") if text.get("class") == "suit")
    x = float(corner.get("x") or 0)
    widest = max(x + 0.85 * 16, float(suit.get("x") or 0) + 0.8 * float(suit.get("font-size") or 0))
    assert widest + 0.5 < left - 0.5  # the frame's line is 1 wide
    assert left + width + 0.5 < 60 - widest - 0.5  # the far corner, mirrored
    face = next(group for group in svg.iter(f"{SVG}g") if group.get("class") == "face")
    assert "scale(" in (face.get("transform") or "")  # the picture is fitted into the narrower frame
