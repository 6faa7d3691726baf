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
