"""The roads page: every road drawn by the package from one real shoe, and the claim that roads predict nothing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from baccarat.odds import exact_odds
from baccarat.render.roads import ROAD_KINDS, road_svg
from baccarat.roads import derived_marks, shoe_results
from tests.site.built import built_page
from tests.test_roads import oracle_streaks

pytestmark = pytest.mark.site


def roads_page(site: Path) -> BeautifulSoup:
    return built_page(site / "roads" / "index.html")


@pytest.mark.parametrize("kind", ROAD_KINDS)
def test_each_road_is_the_packages_drawing_of_shoe_7(built_site: Path, kind: str) -> None:
    figure = roads_page(built_site).find(id=f"road-{kind}")
    assert figure is not None
    svg = figure.find("svg")
    assert svg is not None
    results = shoe_results(7)
    assert str(svg["aria-label"]) in road_svg(kind, results)
    assert f"{len(results)} coups" in figure.get_text()


def test_the_worked_big_eye_boy_matches_the_road(built_site: Path) -> None:
    items = roads_page(built_site).select("ol.bac-worked-road > li")
    assert len(items) == 3
    marks = {entry.coup: mark for entry, mark in derived_marks(shoe_results(7), 1)}
    for item in items:
        assert marks[int(str(item["data-coup"]))] == item["data-mark"]
        assert item.get_text().rstrip(".").endswith(str(item["data-mark"]))


def test_the_page_backs_its_claim_that_roads_predict_nothing(built_site: Path) -> None:
    table = roads_page(built_site).find("table", id="roads-predict-nothing")
    assert table is not None
    caption = table.find("caption")
    assert caption is not None and "over 400 shoes" in caption.get_text()
    exact = float(exact_odds(8).banker) * 100
    rows = [[cell.get_text(strip=True) for cell in row.find_all(["th", "td"])] for row in table.select("tbody tr")]
    assert len(rows) == 11 and rows[0][0] == "any coup"
    for state, coups, banker, _share, interval in rows:
        low, high = (float(value) for value in re.findall(r"([\d.]+)%", interval))
        assert low <= exact <= high, f"{state}: the page says roads predict nothing, but {interval} misses {exact:.2f}%"
        assert int(banker.replace(",", "")) <= int(coups.replace(",", ""))


def test_the_page_opens_with_its_evidence(built_site: Path) -> None:
    article = roads_page(built_site).select_one("article")
    assert article is not None
    headings = [h.get("id") for h in article.find_all(["h2", "h3"])]
    assert headings[:2] == ["roads-predict-nothing-evidence", "does-a-streak-go-on"]


def test_streaks_go_on_as_often_as_any_coup_and_the_page_says_so_honestly(built_site: Path) -> None:
    soup = roads_page(built_site)
    table = soup.find("table", id="streaks")
    assert table is not None
    odds = exact_odds(8)
    decided = {"banker": odds.banker / (odds.banker + odds.player), "player": odds.player / (odds.banker + odds.player)}
    # Counted again here, run by run, over the page's 400 shoes (seeds 1,000 on).
    tally = {key: [0, 0] for key in oracle_streaks("")}
    for seed in range(1_000, 1_400):
        for key, (coups, continued) in oracle_streaks(shoe_results(seed)).items():
            tally[key][0] += coups
            tally[key][1] += continued
    misses = 0
    rows = table.select("tbody tr[data-side]")
    assert len(rows) == 12
    for row, (side, run) in zip(rows, [(side, n) for side in "BP" for n in range(1, 7)], strict=True):
        cells = [cell.get_text(strip=True) for cell in row.find_all(["th", "td"])]
        coups, continued = tally[side, run]
        assert cells[0] == {1: "One win", 6: "6 or more in a row"}.get(run, f"{run} in a row")
        assert (cells[1], cells[2]) == (f"{coups:,}", f"{continued:,}")
        chance = decided[str(row["data-side"])]
        assert row["data-side"] == {"B": "banker", "P": "player"}[side] and cells[4] == f"{float(chance):.2%}"
        low, high = (float(value) / 100 for value in re.findall(r"\(([\d.]+)–([\d.]+)%\)", cells[3])[0])
        misses += not low <= chance <= high
    verdict = soup.select_one(".bac-streaks-verdict")
    assert verdict is not None
    text = verdict.get_text()
    assert (f"{misses} row" in text) if misses else "Every row's 95% interval contains" in text
    assert "nothing here says a run goes on" in text  # the joint test's p-value is at least 5% for these shoes


@pytest.mark.parametrize("page", ["payouts", "glossary", ""])
def test_roads_are_linked_from_payouts_the_glossary_and_home(built_site: Path, page: str) -> None:
    soup = built_page(built_site / page / "index.html")
    assert soup.select_one('article a[href*="roads/"]') is not None


def test_the_lab_is_linked_from_the_myths_the_roads_and_the_odds(built_site: Path) -> None:
    for page in ("myths", "roads", "odds"):
        soup = built_page(built_site / page / "index.html")
        assert soup.select_one('article a[href*="lab/"]') is not None, page
