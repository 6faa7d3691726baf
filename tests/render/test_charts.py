"""The chart renderer: every cell's text agrees with the rules, and the SVG stands alone."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from baccarat.cards import RANK_POINTS
from baccarat.i18n import words
from baccarat.render.charts import (
    CHARTS,
    banker_chart_svg,
    banker_compact_svg,
    banker_grid_table,
    card_values_svg,
    chart_svg,
    player_chart_svg,
)
from baccarat.render.drawing import preview_svg
from baccarat.rules import BANKER_DRAWS_ON, banker_draws, is_natural, player_draws

NS = {"s": "http://www.w3.org/2000/svg"}


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def texts(group: ET.Element) -> str:
    return " ".join(text.text or "" for text in group.iter("{http://www.w3.org/2000/svg}text"))


def cells(root: ET.Element, attribute: str) -> dict[str, ET.Element]:
    return {g.attrib[attribute]: g for g in root.iter("{http://www.w3.org/2000/svg}g") if attribute in g.attrib}


def test_all_88_banker_cells_say_what_the_rules_say() -> None:
    root = parse(banker_chart_svg())
    found = cells(root, "data-cell")
    assert len(found) == 88
    for total in range(8):
        for third in (None, *range(10)):
            key = f"{total},{'stood' if third is None else third}"
            word = "Draw" if banker_draws(total, third) else "Stand"
            assert texts(found[key]) == word, key
            assert word.lower() in found[key].attrib["class"].split()  # colour follows the word


def test_player_chart_rows() -> None:
    root = parse(player_chart_svg())
    groups = [g for g in root.iter("{http://www.w3.org/2000/svg}g") if "data-row" in g.attrib]
    shown = {}
    for label, action in zip(groups[::2], groups[1::2], strict=True):
        first, _, last = texts(label).partition("–")
        for total in range(int(first), int(last or first) + 1):
            shown[total] = texts(action)
    for total in range(10):
        expected = "Natural: both hands stand" if is_natural(total) else "Draws" if player_draws(total) else "Stands"
        assert shown[total] == expected


def test_card_values_chart() -> None:
    root = parse(card_values_svg())
    row_texts = [texts(g) for g in root.iter("{http://www.w3.org/2000/svg}g")]
    ranks, points = row_texts[1:11], row_texts[12:22]
    shown = {rank: int(value) for group, value in zip(ranks, points, strict=True) for rank in group.split()}
    assert shown == RANK_POINTS


def test_banker_compact_rows() -> None:
    root = parse(banker_compact_svg())
    rows: dict[str, list[str]] = {}
    for g in root.iter("{http://www.w3.org/2000/svg}g"):
        if "data-row" in g.attrib:
            rows.setdefault(g.attrib["data-row"], []).append(texts(g))
    assert rows["3"] == ["3", "Draws", "0–7, 9", "8"]
    assert rows["4"] == ["4", "Draws", "2–7", "0, 1, 8, 9"]
    assert rows["7"] == ["7", "Stands", "none", "any value"]
    assert sorted(rows) == [str(total) for total in sorted(BANKER_DRAWS_ON)]


@pytest.mark.parametrize("key", list(CHARTS))
def test_every_chart_stands_alone_and_reads_without_the_picture(key: str) -> None:
    svg = chart_svg(key)
    root = parse(svg)
    title = root.find("s:title", NS)
    desc = root.find("s:desc", NS)
    assert title is not None and title.text == CHARTS[key].title
    assert desc is not None and len(desc.text or "") > 40
    assert root.attrib["role"] == "img" and root.attrib["aria-labelledby"] == f"{key}-title {key}-desc"
    outside = re.search(r"href|url\(|@import|@font-face|https?:", svg.replace(f'xmlns="{NS["s"]}"', ""))
    assert outside is None, "a chart loads nothing"
    assert "<style>" not in chart_svg(key, style=False)


def test_the_banker_description_states_every_row() -> None:
    desc = parse(banker_chart_svg()).find("s:desc", NS)
    assert desc is not None and desc.text is not None
    assert "Banker 3: if the Player stood, draws; if the Player drew, draws when the Player's third card is 0–7, 9" in (
        desc.text
    )
    assert "Banker 7: if the Player stood, stands; if the Player drew, stands whatever" in desc.text


@pytest.mark.parametrize(
    ("highlight", "note"),
    [
        ((4, 3), "Marked: Banker 4, Player's third card 3: Banker draws."),
        ((3, 8), "Marked: Banker 3, Player's third card 8: Banker stands."),
        ((5, None), "Marked: Banker 5, the Player stood: Banker draws."),
    ],
)
def test_a_marked_cell_is_outlined_and_named_in_words(highlight: tuple[int, int | None], note: str) -> None:
    root = parse(banker_chart_svg(highlight=highlight))
    marked = [g for g in root.iter("{http://www.w3.org/2000/svg}g") if "here" in g.attrib["class"].split()]
    assert len(marked) == 1
    total, third = highlight
    assert marked[0].attrib["data-cell"] == f"{total},{'stood' if third is None else third}"
    assert [t.text for t in root.iter("{http://www.w3.org/2000/svg}text") if t.attrib.get("class") == "note"] == [note]
    bold = [g.attrib for g in root.iter("{http://www.w3.org/2000/svg}g") if "bold" in g.attrib["class"].split()]
    assert bold[0] == {"class": "c plain bold", "data-row": str(total)}  # the row's header, then its 11 cells
    assert len(bold) == 12 and all(cell["data-cell"].startswith(f"{total},") for cell in bold[1:])


def test_a_marked_row() -> None:
    svg = banker_chart_svg(row=6)
    assert "Marked: the row for a Banker total of 6." in svg
    assert "Marked: a Player total of 7: stands." in player_chart_svg(row=7)
    assert "Marked" not in banker_chart_svg(row=9)  # no such row: nothing marked


def test_preview_card_is_1200_by_630_and_escapes_text() -> None:
    root = parse(preview_svg("<b>A & B</b>", "sub", chart_svg("player-chart")))
    assert (root.attrib["width"], root.attrib["height"]) == ("1200", "630")
    assert "<b>A & B</b>" in " ".join(t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text"))


BANKER_KEYS = {
    "en": ("D", "S", "D: the Banker draws. S: the Banker stands."),
    "zh-Hant": ("補", "停", "補：莊家補牌。停：莊家停牌。"),
    "zh-Hans": ("补", "停", "补：庄家补牌。停：庄家停牌。"),
}


@pytest.mark.parametrize("lang", sorted(BANKER_KEYS))
def test_the_full_banker_grid_writes_what_a_phone_shows_in_the_page_language(lang: str) -> None:
    """On a phone each cell of the full grid shows its letter, the caption a key to them, and a head too long for
    its narrow column a shorter name: all written by the renderer from the catalogue, for the stylesheet to show."""
    draw, stand, key = BANKER_KEYS[lang]
    html = banker_grid_table(lang=lang)
    cells = re.findall(r'<td class="bac-(draw|stand)" data-abbr="([^"]+)">([^<]+)</td>', html)
    assert len(cells) == 88
    assert {(kind, letter) for kind, letter, _ in cells} == {("draw", draw), ("stand", stand)}
    assert {word for _, _, word in cells} == {words(lang)("Draw"), words(lang)("Stand")}  # the word stays in the page
    assert f'<caption data-key="{key}">' in html
    heads = re.findall(r'<th scope="col" rowspan="2"( data-abbr="[^"]*")?>', html)
    # English shortens "Banker total" to "Banker"; "Player stood" fits as it is, and so do both Chinese heads.
    assert heads == ([' data-abbr="Banker"', ""] if lang == "en" else ["", ""])
    compact = banker_grid_table(compact=True, anchors=False, lang=lang)
    assert "data-abbr" not in compact and "data-key" not in compact  # its cells are letters already
