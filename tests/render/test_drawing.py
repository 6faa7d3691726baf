"""The SVG kit every chart is drawn with: real text, escaped; a title and a description; the marked cell on
top; its size read back; its inks the palette's."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from baccarat.render.drawing import CHAR, PAD, STYLE, Drawing, columns, svg_size, text_width
from baccarat.render.palette import CELL_INK, FELT, SIDE_INK, TEXT
from tests.render.structure import HOSTILE

SVG = "{http://www.w3.org/2000/svg}"


def small_drawing(title: str = "Title", desc: str = "Description") -> Drawing:
    """Two cells side by side, the first marked, and a note under them."""
    drawing = Drawing("small", title, desc)
    drawing.width, drawing.height = 114.0, 78.0
    drawing.cell(14, 44, 50, 34, ["first", "line two"], "draw", data=' data-cell="1"', here=True)
    drawing.cell(64, 44, 50, 34, ["second"], "stand", bold=True)
    drawing.note("Marked: the first cell.")
    return drawing


def test_a_drawing_stands_alone_named_by_its_title_and_description() -> None:
    root = ET.fromstring(small_drawing().svg())
    assert root.tag == f"{SVG}svg"
    assert (root.attrib["role"], root.attrib["class"], root.attrib["data-chart"]) == ("img", "bac-chart", "small")
    title, desc = root.find(f"{SVG}title"), root.find(f"{SVG}desc")
    assert title is not None and desc is not None
    assert root.attrib["aria-labelledby"].split() == [title.attrib["id"], desc.attrib["id"]]
    assert (title.text, desc.text) == ("Title", "Description")
    shown = [text.text for text in root.iter(f"{SVG}text")]
    assert shown[0] == "Title"  # the title is on the picture too, not only for a screen reader
    assert root.find(f"{SVG}style") is not None and root.find(f"{SVG}image") is None  # nothing loaded


def test_every_word_is_text_never_markup() -> None:
    drawing = Drawing("hostile", HOSTILE, HOSTILE)
    drawing.width, drawing.height = 100.0, 40.0
    drawing.cell(14, 14, 80, 34, [HOSTILE], "plain")
    drawing.note(HOSTILE)
    svg = drawing.svg()
    root = ET.fromstring(svg)  # still one well-formed drawing
    assert not [element for element in root.iter() if element.tag in (f"{SVG}script", f"{SVG}b")]
    assert not [name for element in root.iter() for name in element.attrib if name.startswith("on")]
    texts = [element.text for element in root.iter() if element.tag in (f"{SVG}title", f"{SVG}desc", f"{SVG}text")]
    assert texts == [HOSTILE] * 5  # title, description, title line, cell, note: each read back as the text given
    assert "<script>" not in svg


def test_the_marked_cell_is_drawn_last_so_no_neighbour_paints_over_its_outline() -> None:
    root = ET.fromstring(small_drawing().svg())
    groups = list(root.iter(f"{SVG}g"))
    assert [g.attrib["class"] for g in groups] == ["c stand bold", "c draw here"]
    assert groups[-1].attrib["data-cell"] == "1"


def test_a_cell_centres_its_lines_and_a_note_goes_under_the_chart() -> None:
    root = ET.fromstring(small_drawing().svg())
    marked = [g for g in root.iter(f"{SVG}g")][-1]
    box = marked.find(f"{SVG}rect")
    assert box is not None and box.attrib == {"x": "14", "y": "44", "width": "50", "height": "34"}
    lines = marked.findall(f"{SVG}text")
    assert [(t.attrib["x"], t.attrib["y"], t.text) for t in lines] == [("39", "57", "first"), ("39", "75", "line two")]
    note = [t for t in root.iter(f"{SVG}text") if t.attrib.get("class") == "note"]
    assert [(t.attrib["x"], t.attrib["y"], t.text) for t in note] == [(str(PAD), "100", "Marked: the first cell.")]


def test_the_size_is_the_content_and_its_margin_and_reads_back() -> None:
    drawing = small_drawing()  # a note adds 32 px under the chart
    svg = drawing.svg()
    assert drawing.height == 78 + 32
    width, height = round(114 + PAD), round(78 + 32 + PAD)
    assert svg_size(svg) == (width, height)
    assert f'viewBox="0 0 {width} {height}"' in svg
    page = ET.fromstring(svg).find(f"{SVG}rect")
    assert page is not None and (page.attrib["class"], page.attrib["width"]) == ("page", str(width))


def test_svg_size_refuses_a_size_that_is_not_a_number() -> None:
    with pytest.raises(ValueError):
        svg_size('<svg xmlns="http://www.w3.org/2000/svg" width="wide" height="194">')


def test_columns_and_text_widths() -> None:
    assert columns([50, 30.5, 20]) == [PAD, PAD + 50, PAD + 80.5]
    assert columns([]) == []
    assert text_width("") == 16 and text_width("Stand") == 5 * CHAR + 16


def test_the_style_gives_every_class_the_palette_s_ink() -> None:
    rules = dict(re.findall(r"([^{}]+)\{([^}]*)\}", STYLE))
    assert rules[".c text"] == f"fill:{TEXT}" and f"fill:{TEXT}" in rules[".title,.note"]
    assert rules[".head rect"] == f"fill:{FELT}"
    assert rules[".draw rect"] == f"fill:{CELL_INK['light']['draw']}"
    assert rules[".draw text"] == f"fill:{CELL_INK['light']['draw-fg']}"
    assert rules[".stand rect"] == f"fill:{CELL_INK['light']['stand']}"
    assert rules[".stand text"] == f"fill:{CELL_INK['light']['stand-fg']}"
    assert f"stroke:{SIDE_INK['banker']}" in rules[".here rect"]
    # The marked cell is bold and outlined: never colour alone.
    assert "font-weight:700" in rules[".bold text,.here text"]
