"""Paste your road, as HTML: what a road reader sees, the next coup's exact chances (which the road does not
move; the cards seen do), the five roads, and the static frame."""

from __future__ import annotations

from baccarat.odds import exact_odds
from baccarat.render.road_paste import next_text, reading_html, widget_html
from baccarat.render.roads import ROAD_KINDS
from baccarat.roads import road_reading
from tests.render.structure import checked, one, table_rows


def points(text: str) -> float:
    """A change in percentage points as the table writes it (a real minus sign, four decimals), read back."""
    assert "-" not in text and len(text.split(".")[1]) == 4, text
    return float(text.replace("−", "-"))


def test_a_road_alone_leaves_the_full_shoe_s_chances_as_they_are() -> None:
    full = exact_odds(8)
    soup = checked(reading_html("BBBBPBBBBB", full, full))
    assert one(soup, ".bac-road-reading").get_text() == str(road_reading("BBBBPBBBBB"))
    table = one(soup, "table")
    assert (
        one(table, "caption").get_text() == "The next coup's exact chances from a full 8-deck shoe, whatever the road"
    )
    assert [th.get_text() for th in table.select("thead th")] == ["Next coup", "From a full 8-deck shoe"]
    assert table_rows(table) == [["Player", "44.6247%"], ["Banker", "45.8597%"], ["Tie", "9.5156%"]]
    why = soup.find_all("p")[-1].get_text()
    assert why.endswith("so it moves these chances by a trace at most.")
    assert [figure["data-road"] for figure in soup.select("figure.bac-road-figure")] == list(ROAD_KINDS)


def test_cards_seen_add_the_chances_from_the_cards_left_and_how_far_they_moved() -> None:
    full, left = exact_odds(8), exact_odds(8, removed="9 9 8 8 K")
    soup = checked(reading_html("BBPT", full, left))
    table = one(soup, "table")
    assert one(table, "caption").get_text().endswith(", and from the cards left after those seen")
    assert [th.get_text() for th in table.select("thead th")][2:] == ["From the 411 cards left", "Moved, in points"]
    for row, whole, now in zip(
        table_rows(table), (full.player, full.banker, full.tie), (left.player, left.banker, left.tie), strict=True
    ):
        assert row[1] == f"{float(whole):.4%}" and row[2] == f"{float(now):.4%}"
        assert abs(points(row[3]) - float(now - whole) * 100) <= 0.00005, row
    assert "the cards seen are what move them" in soup.find_all("p")[-1].get_text()


def test_no_road_yet_says_so_and_still_shows_the_chances() -> None:
    full = exact_odds(8)
    soup = checked(reading_html("", full, full))
    assert one(soup, ".bac-road-reading").get_text() == "There is no road yet: type some results."
    assert len(table_rows(one(soup, "table"))) == 3


def test_next_text_is_player_banker_tie_to_ten_decimals() -> None:
    assert next_text(exact_odds(8)) == "0.4462466093 0.4585974226 0.0951559680"
    one_deck = next_text(exact_odds(1)).split()
    assert len(one_deck) == 3 and all(len(chance) == 12 for chance in one_deck)


def test_the_frame_waits_for_python_with_an_empty_road_and_its_fields() -> None:
    soup = checked(widget_html(8))
    root = one(soup, '[data-widget="road_paste"]')
    assert (root["data-state"], root["data-results"], root["data-next"]) == ("loading", "", next_text(exact_odds(8)))
    form = one(root, 'form[data-form="road_paste"]')
    assert one(form, "fieldset").has_attr("disabled")
    results = one(form, "input[name=results]")
    assert one(form, f"#{results['aria-describedby']}").get_text().startswith("B for a Banker win")
    taps = form.select("button[data-result]")
    assert [(tap["data-result"], tap["aria-label"]) for tap in taps] == [
        ("B", "Add a Banker win"),
        ("P", "Add a Player win"),
        ("T", "Add a tie"),
    ]
    assert one(form, "button[data-action=undo]").get_text() == "Undo"
    one(form, "input[name=cards]")
    assert one(form, "button[type=submit]").get_text() == "Read the road"
    assert one(root, ".bac-result .bac-road-reading").get_text() == "There is no road yet: type some results."
