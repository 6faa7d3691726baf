"""The roads as drawn: each mark named in words, typed results and a dealt shoe alike."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from baccarat.render.roads import ROAD_KINDS, road_svg, roads_html, roads_info, streaks_html


@pytest.mark.parametrize("kind", ROAD_KINDS)
def test_every_road_is_an_image_named_in_words(kind: str) -> None:
    svg = ET.fromstring(road_svg(kind, "BBPTPPBBBPB"))
    assert svg.get("role") == "img" and svg.get("data-road") == kind and svg.get("aria-label")


def test_the_big_road_says_each_win_in_order_with_its_ties() -> None:
    label = ET.fromstring(road_svg("big-road", "BBPT")).get("aria-label") or ""
    assert "coup 1: Banker; coup 2: Banker; coup 3: Player, 1 tie" in label


def test_all_five_roads_and_where_a_shoe_stands() -> None:
    html = roads_html("BPPTB")
    assert all(f'data-road="{kind}"' in html for kind in ROAD_KINDS)
    assert roads_info(42, 8, 20, 81, "Coup 20: Banker.") == "Shoe 42 (8 decks): 20 of 81 coups dealt. Coup 20: Banker."
    assert roads_info(42, 1, 1, 9, "").startswith("Shoe 42 (1 deck): 1 of 9 coups dealt.")


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_a_chinese_share_brackets_its_interval_full_width(lang: str) -> None:
    html = streaks_html(20, lang=lang)
    shares = re.findall(r"<td>([^<]*–[^<]*)</td>", html)  # each share with its interval
    assert len(shares) == 12, lang
    for share in shares:
        assert re.fullmatch(r"\d+\.\d\d%（\d+\.\d\d–\d+\.\d\d%）", share), share
    assert re.search(r"\d+\.\d\d% \(\d", streaks_html(20)), "English keeps its half-width brackets"
