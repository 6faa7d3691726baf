"""The human side of the guide: at the table, the other games, the glossary's links, sources and dates."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from bs4 import BeautifulSoup, Tag

from baccarat.cards import RANK_NAMES, RANKS, Card
from baccarat.other_games import COLUMNS, GAMES, TOTALS
from baccarat.shoe import DEFAULT_CUT_CARD, burn_count
from sitebuild.glossary import NOT_LINKED, read_terms
from sitebuild.reference import is_reference
from tests.conftest import ROOT, html_pages
from tests.site.built import built_page

pytestmark = pytest.mark.site


def soup_of(site: Path, url: str) -> BeautifulSoup:
    return built_page(site / url / "index.html")


def cells(table: Tag) -> list[list[str]]:
    body = table.select_one("tbody")
    assert body is not None
    return [[cell.get_text(" ", strip=True) for cell in row.find_all(["th", "td"])] for row in body.find_all("tr")]


def test_the_burn_table_is_the_shoe_s_own_rule(built_site: Path) -> None:
    table = soup_of(built_site, "at-the-table").find("table", id="burn")
    assert isinstance(table, Tag)
    burned = {name.strip().lower(): int(count) for names, count in cells(table) for name in names.split(",")}
    assert burned == {RANK_NAMES.get(rank, rank): burn_count(Card(rank)) for rank in RANKS}
    assert table.caption is not None and f"{DEFAULT_CUT_CARD} cards from the back" in table.caption.get_text()


def test_the_other_games_tables_are_their_data(built_site: Path) -> None:
    soup = soup_of(built_site, "other-games")
    player = soup.find("table", id="other-games-player")
    assert isinstance(player, Tag)
    words = {"draw": "Draw", "stand": "Stand", "choice": "Choice"}
    expected = [[str(total), *(words[game.player_play(total).value] for game in GAMES.values())] for total in TOTALS]
    assert [[cell.replace(" (unlike Punto Banco)", "") for cell in row] for row in cells(player)] == expected
    chart = soup.find("table", id="chemin-de-fer-banker")
    assert isinstance(chart, Tag)
    for total, row in zip(TOTALS, cells(chart), strict=True):
        plays = [words[GAMES["chemin-de-fer"].banker_play(total, column).value] for column in COLUMNS]
        assert [cell.replace(" (unlike Punto Banco)", "") for cell in row] == [str(total), *plays]
    marked = [cell.get_text(" ", strip=True) for cell in chart.find_all("td") if "unlike Punto Banco" in cell.text]
    assert marked == ["Choice (unlike Punto Banco)"] * 2
    compare = soup.find("table", id="other-games")
    assert isinstance(compare, Tag)
    assert [th.get_text(strip=True) for th in compare.select("thead th")][1:] == [game.name for game in GAMES.values()]


def test_the_glossary_has_30_terms_each_with_its_anchor(built_site: Path) -> None:
    terms = soup_of(built_site, "glossary").find_all("dt")
    assert len(terms) >= 30
    assert all(term.get("id") for term in terms)
    names = [term.get_text(strip=True) for term in terms]
    assert names == sorted(names, key=str.lower)
    for needed in ("Burn", "Cut card", "Bead plate", "House edge", "Dragon 7", "Shoe", "Coup", "Squeeze"):
        assert needed in names


def test_every_page_links_its_glossary_terms_to_real_entries_and_every_term_is_linked(built_site: Path) -> None:
    anchors = {str(term["id"]) for term in soup_of(built_site, "glossary").find_all("dt")}
    linked: set[str] = set()
    for path in html_pages(built_site):
        url = path.parent.relative_to(built_site).as_posix()
        links = built_page(path).select("article a.bac-term")
        source = "index.md" if url == "." else f"{url}.md"
        if source in NOT_LINKED or is_reference(source):
            assert links == [], url
            continue
        assert links, f"{url} links no glossary term"
        targets = [str(link["href"]).rpartition("#")[2] for link in links]
        assert len(targets) == len(set(targets)), f"{url} links a term twice"
        assert set(targets) <= anchors, url
        for link in links:
            assert str(link["href"]).rpartition("#")[0].endswith("glossary/"), link
            assert link.find_parent(["h1", "h2", "h3", "table", "a", "code"]) is None, link
        linked |= set(targets)
    expected = {term.anchor for term in read_terms((ROOT / "docs" / "glossary.md").read_text(encoding="utf-8"))}
    assert expected == anchors
    assert linked == anchors, f"never linked: {sorted(anchors - linked)}"


def test_the_first_use_in_a_paragraph_is_the_one_linked(built_site: Path) -> None:
    article = soup_of(built_site, "rules/banker").find("article")
    assert isinstance(article, Tag)
    first = next(text for text in article.find_all(["p", "li"]) if re.search(r"\bthird card\b", text.get_text()))
    assert first.find("a", class_="bac-term", href=re.compile("#third-card$")) is not None


def test_every_page_says_when_it_was_last_updated(built_site: Path) -> None:
    for path in html_pages(built_site):
        updated = built_page(path).find(class_="bac-updated")
        assert isinstance(updated, Tag), path
        assert re.fullmatch(r"Last updated: [A-Z][a-z]+ \d{1,2}, 20\d\d", updated.get_text(" ", strip=True)), path


def test_every_source_has_a_link_and_a_date_checked(built_site: Path) -> None:
    soup = soup_of(built_site, "sources")
    for section in ("rule-texts", "venues", "other-games"):
        heading = soup.find(id=section)
        assert isinstance(heading, Tag), section
        listed = heading.find_next("ul")
        assert isinstance(listed, Tag), section
        items = listed.find_all("li", recursive=False)
        assert items, section
        for item in items:
            text = item.get_text(" ", strip=True)
            if "named here without a link" in text:
                continue
            leaves = item.find_all("li") or [item]
            for leaf in leaves:
                assert leaf.find("a", href=re.compile("^https?://")), leaf.get_text()[:80]
                assert re.search(r"Checked\s+\d{1,2} [A-Z][a-z]+ 20\d\d", leaf.get_text(" ")), leaf.get_text()[:80]


def section_text(soup: BeautifulSoup, anchor: str) -> str:
    """The words under the heading ``anchor``, up to the next heading of its rank or above, as a reader reads
    them (Chinese puts no space between words, nor where a glossary link begins)."""
    heading = soup.find(id=anchor)
    assert isinstance(heading, Tag), anchor
    rank = int(heading.name[1])
    parts = []
    for sibling in heading.find_next_siblings():
        if sibling.name in {f"h{level}" for level in range(1, rank + 1)}:
            break
        parts.append(sibling.get_text())
    return " ".join(" ".join(parts).split())


@pytest.mark.parametrize(
    ("edition", "words"),
    [
        (
            "zh-hant",
            {
                "despacho": "第55/2004號經濟財政司司長批示",
                "cut": "最少約十二張",
                "squeeze": "咪牌檯",
                "machine": "自動洗派牌機",
            },
        ),
        (
            "zh-hans",
            {
                "despacho": "第55/2004号经济财政司司长批示",
                "cut": "最少约十二张",
                "squeeze": "咪牌台",
                "machine": "自动洗牌发牌机",
            },
        ),
    ],
)
def test_the_chinese_table_pages_say_macau_s_rules_and_asia_s_practice(
    built_site: Path, edition: str, words: dict[str, str]
) -> None:
    """Both scripts name the despacho and its seven amendments, the cut card's "at least about twelve", the
    machines that skip the cut and the burn, Asia's squeeze tables, and the commission taken at payout (no
    「小牌」); the myths page takes 天牌 for the common word it is and explains the regulation's "10 點"."""
    soup = soup_of(built_site, f"{edition}/at-the-table")
    macau = section_text(soup, "macau")
    assert words["despacho"] in macau and words["cut"] in macau and words["machine"] in macau
    assert all(
        number in macau for number in ("73/2005", "30/2007", "64/2007", "2/2009", "69/2009", "83/2011", "56/2018")
    )
    assert words["squeeze"] in section_text(soup, "squeeze")
    commission = section_text(soup, "commission")
    assert "小牌" not in commission and "95" in commission
    myths = soup_of(built_site, f"{edition}/myths")
    assert myths.select("#chinese-pages ~ dl s") == []  # no word struck out: 天牌 is the everyday word
    chinese_pages = section_text(myths, "chinese-pages")
    assert "天牌" in chinese_pages and "10 點" in chinese_pages.replace("点", "點")
