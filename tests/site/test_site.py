"""The built site: pages, generated tables, anchors, and the build's own checks."""

from __future__ import annotations

import re
import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest
from bs4 import BeautifulSoup, Tag

from baccarat import resolve, resolve_hands
from baccarat.cards import RANK_POINTS
from baccarat.odds import exact_odds
from baccarat.payouts import PAY_TABLES
from baccarat.rules import banker_draws, is_natural, player_draws
from tests.conftest import ROOT, build_site
from tests.site.built import built_page

pytestmark = pytest.mark.site

PAGES = [
    "",
    "rules/card-values/",
    "rules/naturals/",
    "rules/player/",
    "rules/banker/",
    "rules/calling-a-hand/",
    "odds/",
    "payouts/",
    "roads/",
    "home-game/",
    "myths/",
    "at-the-table/",
    "edge/",
    "other-games/",
    "glossary/",
    "sources/",
    "reference/",
]


def page(site: Path, url: str) -> BeautifulSoup:
    return built_page(site / url / "index.html")


def table(soup: BeautifulSoup, table_id: str) -> Tag:
    found = soup.find("table", id=table_id)
    assert isinstance(found, Tag), f"no table #{table_id}"
    return found


def body_rows(element: Tag, *, exact: bool = False) -> list[list[str]]:
    """Each body row's cells as text (or each figure's four decimals, with ``exact``), group headings left out."""
    return [
        [str(cell.get("data-exact", "")) if exact and cell.name == "td" else cell.get_text(" ", strip=True)
         for cell in row.find_all(["th", "td"])]
        for row in element.select("tbody > tr:not(.bac-group)")
    ]  # fmt: skip


@pytest.mark.parametrize("url", PAGES)
def test_every_page_exists_with_a_title(built_site: Path, url: str) -> None:
    soup = page(built_site, url)
    assert soup.find("h1") is not None
    assert soup.title is not None and "Baccarat, explained" in soup.title.get_text()


def test_banker_grid_equals_the_rules_cell_by_cell(built_site: Path) -> None:
    grid = table(page(built_site, "rules/banker/"), "banker-chart")
    rows = body_rows(grid)
    assert len(rows) == 8
    for total, row in enumerate(rows):
        assert row[0] == str(total)
        expected = [banker_draws(total, None), *(banker_draws(total, v) for v in range(10))]
        assert [cell.split(" ")[0] for cell in row[1:]] == ["Draw" if d else "Stand" for d in expected]


def test_banker_rows_are_link_targets(built_site: Path) -> None:
    soup = page(built_site, "rules/banker/")
    for total in range(8):
        row = soup.find(id=f"banker-{total}")
        assert isinstance(row, Tag) and row.name == "tr"
        header = row.select_one("th")
        assert header is not None and header.get_text() == str(total)


def test_banker_compact_form(built_site: Path) -> None:
    rows = body_rows(table(page(built_site, "rules/banker/"), "banker-compact"))
    assert rows[3] == ["3", "Draws", "0–7, 9", "8"]
    assert rows[4] == ["4", "Draws", "2–7", "0, 1, 8, 9"]
    assert rows[7] == ["7", "Stands", "none", "any value"]


def test_card_values_table(built_site: Path) -> None:
    rows = body_rows(table(page(built_site, "rules/card-values/"), "card-values"))
    shown = {rank.strip(): int(points) for ranks, points in rows for rank in ranks.split(",")}
    assert shown == {("Ace" if rank == "A" else rank): value for rank, value in RANK_POINTS.items()}


def test_scoring_examples(built_site: Path) -> None:
    rows = body_rows(table(page(built_site, "rules/card-values/"), "scoring-examples"))
    assert ["7 8", "7 + 8 = 15", "5"] in rows
    assert ["K A", "0 + 1 = 1", "1"] in rows
    assert ["6 7 9", "6 + 7 + 9 = 22", "2"] in rows
    assert ["9 4 7", "9 + 4 + 7 = 20", "0"] in rows
    assert ["A 9", "1 + 9 = 10", "0"] in rows


def test_player_chart(built_site: Path) -> None:
    rows = body_rows(table(page(built_site, "rules/player/"), "player-chart"))
    assert rows == [["0–5", "Draws"], ["6–7", "Stands"], ["8–9", "Natural: both hands stand"]]
    assert all(player_draws(t) for t in range(6)) and all(is_natural(t) for t in (8, 9))


def test_every_table_is_accessible_markup(built_site: Path) -> None:
    for url in PAGES[:-1]:
        for element in page(built_site, url).select("article table"):
            assert element.find("caption") is not None, url
            for header in element.find_all("th"):
                assert header.get("scope") in {"col", "row", "colgroup", "rowgroup"}, (url, header)
            for cell in element.find_all("td"):
                assert cell.get_text(strip=True), (url, "empty cell")


def test_worked_examples_match_the_package(built_site: Path) -> None:
    coups = page(built_site, "rules/calling-a-hand/").select("div.bac-coup")
    assert len(coups) >= 6
    for element in coups:
        coup = resolve(str(element["data-cards"]))
        assert element["data-outcome"] == coup.outcome.value
        steps = [li.get_text() for li in element.select("ol.bac-steps > li")]
        assert steps == [step.text for step in coup.steps]


def test_the_worked_coups_of_the_rules(built_site: Path) -> None:
    soup = page(built_site, "rules/banker/")
    first = soup.select_one('div.bac-coup[data-cards="2 3 2 K 8"]')
    assert first is not None and "Banker wins, 3 to 2" in first.get_text()
    assert first.select_one("td.bac-here") is not None
    natural = page(built_site, "rules/naturals/").select_one('div.bac-coup[data-cards="8 9 K K"]')
    assert natural is not None and natural["data-outcome"] == resolve_hands(player="8 K", banker="9 K").outcome.value


def test_odds_are_generated_from_the_package(built_site: Path) -> None:
    soup = page(built_site, "odds/")
    rows = {row[0]: row[1:] for row in body_rows(table(soup, "odds-by-decks"))}
    exact = {row[0]: row[1:] for row in body_rows(table(soup, "odds-by-decks"), exact=True)}
    eight = exact_odds(8)
    # The 8-deck shoe's column first, the game a reader meets (and a phone shows beside the rows' names).
    assert rows["Banker wins"][0] == f"{float(eight.banker) * 100:.2f}%" == "45.86%"
    assert exact["Banker wins"][0] == f"{float(eight.banker) * 100:.4f}%"
    assert rows["Either hand has a natural"][0].startswith("34.30")
    assert rows["Player draws a third card"][0].startswith("50.34")
    assert rows["Banker draws a third card"][0].startswith("43.54")
    counts = {row[0]: row[1] for row in body_rows(table(soup, "deal-counts-8"))}
    assert counts["All ordered deals"] == "4,998,398,275,503,360"
    # One row per pay table: Player, Banker and Tie per hand dealt, then Player and Banker per bet settled.
    edges = {row[0]: row[1:] for row in body_rows(table(soup, "house-edge"), exact=True)}
    assert edges["Standard (5% commission: Banker pays 0.95 to 1), Tie 8 to 1"] == [
        "1.2351%",
        "1.0579%",
        "14.3596%",
        "1.3650%",
        "1.1692%",
    ]
    assert edges["Standard (5% commission: Banker pays 0.95 to 1), Tie 9 to 1"][2] == "4.8440%"
    assert len(edges) == len(PAY_TABLES)


def test_link_targets_listed_on_sources_all_resolve(built_site: Path) -> None:
    links = page(built_site, "sources/").select("article .bac-links a[href]")
    assert len(links) >= 15
    for link in links:
        href = str(link["href"])
        path, _, anchor = href.partition("#")
        target = (built_site / "sources" / path / "index.html").resolve()
        assert target.is_file(), href
        soup = built_page(target)
        assert soup.find(id=anchor) is not None, href
        assert link.get_text().endswith(f"#{anchor}")


def test_no_hand_typed_tables_in_the_markdown() -> None:
    for source in (ROOT / "docs").rglob("*.md"):
        for number, line in enumerate(source.read_text().splitlines(), 1):
            assert not line.lstrip().startswith("|"), f"{source}:{number}: Markdown table row"
            assert "<table" not in line and "<td" not in line, f"{source}:{number}: HTML table"
            assert not re.search(r"\b(Draw|Stand)s?\b.*\b(Draw|Stand)s?\b.*\b(Draw|Stand)s?\b", line), (
                f"{source}:{number}: looks like a typed chart row"
            )


class _LoadedFrom(HTMLParser):
    """The addresses a page loads (a script's, an image's or a frame's src; a stylesheet's, a preload's or an
    icon's href), read by the same tokenizer BeautifulSoup's html.parser uses, without building a tree (the
    scan of every built page costs a quarter of parsing them)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.loaded: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if tag in ("script", "img", "iframe") and attributes.get("src") is not None:
            self.loaded.append(f"<{tag} src={attributes['src']}>")
        rel = set((attributes.get("rel") or "").split())
        if tag == "link" and attributes.get("href") is not None and rel & LOADED_RELS:
            self.loaded.append(f"<link rel={attributes['rel']} href={attributes['href']}>")


LOADED_RELS = {"stylesheet", "preload", "modulepreload", "icon"}


def test_nothing_is_loaded_from_another_origin(built_site: Path) -> None:
    pages = 0
    for html in built_site.rglob("*.html"):
        scan = _LoadedFrom()
        scan.feed(html.read_text(encoding="utf-8"))
        scan.close()
        assert scan.loaded or "http-equiv" in html.read_text()[:2000], f"{html} loads nothing: the scan is broken"
        pages += bool(scan.loaded)
        for tag in scan.loaded:
            assert not re.search(r"(src|href)=(https?:)?//", tag), (html, tag)
    assert pages > 100


def test_print_stylesheet_hides_the_chrome(built_site: Path) -> None:
    css = (built_site / "assets" / "baccarat.css").read_text()
    media = css[css.index("@media print") :]
    for selector in (".md-header", ".md-sidebar", ".md-footer"):
        assert selector in media
    assert "size: A4" in media


@pytest.fixture()
def docs_copy(tmp_path: Path) -> Path:
    docs = tmp_path / "docs"
    shutil.copytree(ROOT / "docs", docs)
    return docs


#: The page a broken build breaks: the home page, the first MkDocs renders (index pages first, then by name), so the
#: build stops at once instead of rendering the guide's heaviest pages first.
FIRST_PAGE = "index.md"


def test_unknown_fence_fails_the_build_naming_page_and_fence(docs_copy: Path, tmp_path: Path) -> None:
    (docs_copy / FIRST_PAGE).write_text("# Home\n\n```baccarat-chrat\nbanker\n```\n")
    result = build_site(tmp_path / "out", docs_dir=docs_copy)
    assert result.returncode != 0
    assert f"{FIRST_PAGE}: unknown fence ```baccarat-chrat" in result.stderr


def test_bad_fence_argument_fails_the_build_naming_page(docs_copy: Path, tmp_path: Path) -> None:
    (docs_copy / FIRST_PAGE).write_text("# Home\n\n```baccarat-chart\nbankr\n```\n")
    result = build_site(tmp_path / "out", docs_dir=docs_copy)
    assert result.returncode != 0
    assert FIRST_PAGE in result.stderr and "unknown chart 'bankr'" in result.stderr


@pytest.mark.parametrize("url", [*PAGES, "deal/"])
def test_ids_are_unique(built_site: Path, url: str) -> None:
    ids = [str(element["id"]) for element in page(built_site, url).find_all(id=True)]
    assert sorted({i for i in ids if ids.count(i) > 1}) == []


def test_every_bets_house_edge_is_generated_for_1_6_and_8_decks(built_site: Path) -> None:
    from baccarat.payouts import SIDE_BETS, Bet, house_edge

    edges = table(page(built_site, "odds/"), "side-bets")
    rows = {row[0]: row[1:] for row in body_rows(edges, exact=True)}
    # The columns most decks first: 8, 6, 1.
    assert rows["Perfect Pair"] == ["13.0294%", "17.0716%", "100.0000%"]
    assert rows["Dragon 7"][0] == "7.6113%" and rows["Dragon Bonus, Player"][0] == "2.6517%"
    assert {row[0]: row[1:] for row in body_rows(edges)}["Dragon 7"][0] == "7.61%"
    odds = [exact_odds(n) for n in (8, 6, 1)]
    assert rows["Panda 8"] == [f"{float(house_edge(Bet.PANDA_8, odds=o)) * 100:.4f}%" for o in odds]
    # The main bets, each once for each edge it has on some table, then every side bet.
    groups = [group.get_text(strip=True) for group in edges.select("tr.bac-group")]
    assert groups == ["Main bets", "Side bets (the same on every table)"]
    for bet in (Bet.PLAYER, Bet.BANKER, Bet.TIE):
        for pays in PAY_TABLES.values():
            wanted = [f"{float(house_edge(bet, table=pays, odds=o)) * 100:.4f}%" for o in odds]
            assert any(name.startswith(bet.value.capitalize()) and row == wanted for name, row in rows.items())
    assert rows["Player bet (every table)"][0] == "1.2351%" and rows["Tie bet paying 9 to 1"][0] == "4.8440%"
    assert len(rows) == 7 + len(SIDE_BETS)


def test_every_bet_is_settled_on_a_real_coup(built_site: Path) -> None:
    from decimal import Decimal

    from baccarat.payouts import pay_table, settle_slip
    from baccarat.render.markup import money
    from baccarat.render.odds import WORKED_SETTLEMENTS

    rows = body_rows(table(page(built_site, "payouts/"), "worked-settlements"))
    assert len(rows) == len(WORKED_SETTLEMENTS)
    for row, (bet, key, cards) in zip(rows, WORKED_SETTLEMENTS, strict=True):
        (settled,), _ = settle_slip({bet: "10"}, resolve(cards), table=pay_table(key))
        assert row[3:] == [
            settled.outcome,
            money(settled.paid),
            money(settled.commission) if settled.commission else "none",
            money(settled.net, sign=True),
        ]
    banker = rows[0]
    # Money as the guide writes it everywhere: to the cent, a plus on a gain, a real minus on a loss.
    assert banker[0] == "Banker bet (Standard)" and banker[3:] == ["win", "10.00", "0.50", "+9.50"]
    assert Decimal(banker[-1]) == Decimal("9.5")
    assert any(row[-1].startswith("\N{MINUS SIGN}") for row in rows)


def test_the_chart_cells_are_one_palette_in_the_page_the_svg_and_the_embeds() -> None:
    """Draw and Stand cells are coloured alike wherever a chart is drawn: the stylesheet's variables in
    both schemes, the standalone SVG and the embed pages all take baccarat.render.palette.CELL_INK."""
    from baccarat.render.drawing import STYLE
    from baccarat.render.palette import CELL_INK
    from sitebuild.charts import DARK, LIGHT

    css = (ROOT / "docs" / "assets" / "baccarat.css").read_text()
    for scheme, opening in (("light", ":root {"), ("dark", '[data-md-color-scheme="slate"] {')):
        block = css[css.index(opening) : css.index("}", css.index(opening))]
        defined = dict(re.findall(r"--bac-(draw|draw-fg|stand|stand-fg):\s*(#[0-9a-f]{6})", block))
        assert defined == CELL_INK[scheme], scheme
    assert all(LIGHT[name] == ink for name, ink in CELL_INK["light"].items())
    assert all(DARK[name] == ink for name, ink in CELL_INK["dark"].items())
    assert f".draw rect{{fill:{CELL_INK['light']['draw']}}}" in STYLE


def test_the_side_colours_are_defined_once_and_drawings_use_the_same() -> None:
    """The stylesheet's light inks are the ones the package draws with (baccarat.render.palette)."""
    from baccarat.render.palette import CARD_INK, FELT, SIDE_INK

    css = (ROOT / "docs" / "assets" / "baccarat.css").read_text()
    light = css[css.index(":root {") : css.index("}", css.index(":root {"))]
    defined = dict(re.findall(r"--bac-(banker|player|tie):\s*(#[0-9a-f]{6})", light))
    assert defined == SIDE_INK
    cards = dict(re.findall(r"--bac-card-(red|black):\s*(#[0-9a-f]{6})", light))
    assert cards == CARD_INK
    assert re.search(rf"--md-primary-fg-color:\s*{FELT};", light)
    # Each colour is set once per scheme, and no rule outside the two schemes spells one out.
    rules = css[css.index("}", css.index('[data-md-color-scheme="slate"] {')) :]
    assert not any(ink in rules for ink in (*SIDE_INK.values(), *CARD_INK.values()) if ink != CARD_INK["black"])


def test_every_block_of_the_stylesheet_is_closed_where_it_ends() -> None:
    """An @media or @supports block spans indented lines and ends with a "}" of its own: a rule at the margin inside
    one means a brace was left open, and a browser quietly applies every rule after it only where the block does."""
    css = re.sub(
        r"/\*.*?\*/",
        lambda comment: "\n" * comment[0].count("\n"),
        (ROOT / "docs" / "assets" / "baccarat.css").read_text(),
        flags=re.S,
    )
    opened = 0
    for number, line in enumerate(css.splitlines(), 1):
        if opened and line and not line[0].isspace() and line != "}":
            raise AssertionError(f"baccarat.css line {number}: a rule at the margin inside the block of line {opened}")
        if line == "}":
            opened = 0
        elif line.startswith("@") and line.count("{") > line.count("}"):
            opened = number
    assert not opened, f"baccarat.css: the block of line {opened} is never closed"
