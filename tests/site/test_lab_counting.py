"""The lab's counting tables: drawn from the golden data, and saying what the data says."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from bs4 import Tag

from baccarat.counting import COUNTS
from tests.site.built import built_page

pytestmark = pytest.mark.site

GOLDEN = Path(__file__).resolve().parents[2] / "sitebuild" / "data" / "counting.json"


def header(row: Tag) -> str:
    """A table row's header cell, as text."""
    th = row.th
    assert th is not None, row
    return th.get_text(strip=True)


def test_the_counts_played_out_are_the_golden_datas(built_site: Path) -> None:
    data = json.loads(GOLDEN.read_text(encoding="utf-8"))
    soup = built_page(built_site / "lab" / "index.html")
    table = soup.find("table", id="counts-played")
    assert isinstance(table, Tag)
    rows = {header(row): [td.get_text(strip=True) for td in row.find_all("td")] for row in table.select("tbody tr")}
    for column, key in enumerate(COUNTS):
        bets = sum(data["played"][key]["bets"])
        assert rows["Bets per shoe"][column] == f"{bets / data['shoes']:.2f}"
        assert rows["Bets at a true count of"][column] == f"{data['points'][key]:+d} or more".replace("-", "−")
        assert rows["Units per shoe, exact"][column] == f"{sum(data['played'][key]['expected']) / data['shoes']:+.3f}"
    assert "2,000 eight-deck shoes" in table.get_text() and "seeds 1 to 2,000" in table.get_text()
    by_count = soup.find("table", id="edge-by-count")
    assert isinstance(by_count, Tag)
    for key in COUNTS:
        marked = by_count.select(f'tr[data-count="{key}"]')
        betting = [row for row in marked if "(the count bets)" in row.get_text()]
        assert betting and all(int(str(row["data-true-count"])) >= data["points"][key] for row in betting)
        shares = sum(float(row.find_all("td")[0].get_text().rstrip("%")) for row in marked)
        assert abs(shares - 100) < 0.2  # every coup of the first shoes, once


def test_the_edge_charts_name_their_axes_and_end_where_the_table_ends(built_site: Path) -> None:
    """Each count's chart has its two axis titles, and the ends of its true-count axis are the table's two end
    buckets (the rarer true counts the table adds into them), not a round number that happens to be there."""
    soup = built_page(built_site / "lab" / "index.html")
    table = soup.find("table", id="edge-by-count")
    assert isinstance(table, Tag)
    for key in COUNTS:
        chart = soup.select_one(f'figure.bac-count-chart[data-count="{key}"]')
        assert chart is not None, key
        titles = [title.get_text(strip=True) for title in chart.select(".bac-axis-title")]
        assert titles == ["Average house edge", "True count"]
        counts = [mark.get_text(" ", strip=True) for mark in chart.select(".bac-count-counts .bac-mark")]
        rows = [header(row) for row in table.select(f'tr[data-count="{key}"]')]
        assert counts[0] == rows[0] and counts[0].endswith(" or less"), (counts, rows)
        assert rows[-1].startswith(counts[-1]) and counts[-1].endswith(" or more"), (counts, rows)
        assert len(set(counts)) == len(counts) and not chart.select("svg text")  # the words are the page's text
