"""The page for players at Chinese tables (/chinese-tables/): in every edition with the same anchors, each road
pattern named and drawn by a link whose results make that pattern, the claims about the 問路 buttons and the
derived roads' colours as the package draws them, the roads page's evidence linked, and each help line cited."""

from __future__ import annotations

import re
from itertools import product
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from bs4 import BeautifulSoup, Tag

from baccarat.roads import big_road, derived_marks, derived_road
from sitebuild.editions import EDITIONS, Edition
from sitebuild.sources import read_sources
from tests.site.built import built_page

PAGE = "chinese-tables"

#: Each pattern's anchor, its name in each edition, and what its columns on the big road must be.
PATTERNS: dict[str, tuple[dict[str, str], str]] = {
    "long-dragon": ({"zh-Hant": "長龍", "zh-Hans": "长龙"}, "one column, longer than the board is high"),
    "chop": ({"zh-Hant": "單跳", "zh-Hans": "单跳"}, "every column one long"),
    "double-chop": ({"zh-Hant": "雙跳", "zh-Hans": "双跳"}, "every column two long"),
    "one-hall-two-rooms": ({"zh-Hant": "一廳兩房", "zh-Hans": "一厅两房"}, "columns of one and two, alternating"),
    "runs-in-every-column": ({"zh-Hant": "排排連", "zh-Hans": "排排连"}, "every column at least two long"),
}

#: The page's title in each edition's navigation.
NAV_TITLES = {"en": "At Chinese tables", "zh-Hant": "華人牌桌", "zh-Hans": "华人牌桌"}

#: The help lines the page gives, by the registry entry that cites each.
HELP_LINES = {
    "macau-gambling-hotline": "2823 0101",
    "hong-kong-ping-wo-hotline": "1834 633",
    "singapore-ncpg-helpline": "1800-6-668-668",
}


def article(site: Path, edition: Edition) -> Tag:
    found = built_page(site / edition.path / PAGE / "index.html").select_one("article")
    assert isinstance(found, Tag), edition.lang
    return found


def anchors(page: Tag) -> list[str]:
    """The page's own anchors, in order: its headings' and its definition terms' (each pattern, each word)."""
    return [str(tag["id"]) for tag in page.find_all(re.compile(r"^(h[1-6]|dt)$")) if tag.get("id")]


def exact(figure: Tag) -> str:
    """A generated figure's exact value, from its title (to four decimals, in any edition's words)."""
    found = re.search(r"\d+\.\d{4}%", str(figure["title"]))
    assert found is not None, figure
    return found.group()


def draws_its_pattern(anchor: str, results: str) -> bool:
    """Whether ``results`` make the pattern named by ``anchor`` on the big road (6 rows)."""
    columns = big_road(results)
    lengths = [len(column) for column in columns]
    if anchor == "long-dragon":
        return len(columns) == 1 and lengths[0] > 6
    if anchor == "chop":
        return len(columns) >= 4 and set(lengths) == {1}
    if anchor == "double-chop":
        return len(columns) >= 4 and set(lengths) == {2}
    if anchor == "one-hall-two-rooms":
        pairs = {column[0].winner for column in columns if len(column) == 2}
        return len(columns) >= 4 and lengths == [1, 2] * (len(columns) // 2) and len(pairs) == 1
    if anchor == "runs-in-every-column":
        return len(columns) >= 4 and min(lengths) >= 2 and len(set(lengths)) > 1
    raise KeyError(anchor)


@pytest.mark.site
def test_the_page_is_in_every_edition_with_the_same_anchors(built_site: Path) -> None:
    english = anchors(article(built_site, EDITIONS[0]))
    assert english[0] == PAGE and set(PATTERNS) <= set(english)
    assert {"road-patterns", "ask-the-road", "table-words", "online-scams", "help"} <= set(english)
    for edition in EDITIONS[1:]:
        page = article(built_site, edition)
        assert page.get("lang", edition.lang) == edition.lang, f"{edition.lang}: the English page under a notice"
        assert anchors(page) == english, edition.lang
    for edition in EDITIONS:  # and every page's navigation lists it, under the edition's own title
        nav = built_page(built_site / edition.path / "odds" / "index.html").select_one("nav.md-nav--primary")
        assert nav is not None, edition.lang
        entry = nav.select_one(f'a[href="../{PAGE}/"]')
        assert entry is not None and entry.get_text(strip=True) == NAV_TITLES[edition.lang], edition.lang


@pytest.mark.site
@pytest.mark.parametrize("edition", EDITIONS, ids=lambda edition: edition.lang)
def test_each_pattern_is_named_and_its_link_draws_it(built_site: Path, edition: Edition) -> None:
    page = article(built_site, edition)
    for anchor, (names, shape) in PATTERNS.items():
        term = page.find("dt", id=anchor)
        assert isinstance(term, Tag), anchor
        named = term.get_text()
        wanted = [names["zh-Hant"]] if edition.lang == "en" else [names[edition.lang]]
        assert all(name in named for name in wanted), (edition.lang, anchor, named)
        definition = term.find_next_sibling("dd")
        assert isinstance(definition, Tag), anchor
        link = definition.find("a", href=re.compile(r"roads/\?results="))
        assert isinstance(link, Tag), (edition.lang, anchor)
        address = urlsplit(str(link["href"]))
        assert address.path.endswith("roads/") and address.fragment == "deal-a-shoe-and-watch-the-roads"
        (results,) = parse_qs(address.query)["results"]
        assert draws_its_pattern(anchor, results), (edition.lang, anchor, results, shape)


@pytest.mark.site
@pytest.mark.parametrize("edition", EDITIONS, ids=lambda edition: edition.lang)
def test_the_page_answers_with_the_guides_evidence_and_figures(built_site: Path, edition: Edition) -> None:
    page = article(built_site, edition)
    links = {str(link["href"]) for link in page.find_all("a", href=True)}
    for target in (
        "../roads/#roads-predict-nothing-evidence",
        "../roads/#streaks",
        "../roads/#the-derived-roads",
        "../lab/#road",
        "../lab/#system",
        "../edge/",
        "../edge/#martingale",
        "../odds/#house-edge",
    ):
        assert target in links, (edition.lang, target)
        path, _, anchor = target.partition("#")
        built = built_site / edition.path / PAGE / path / "index.html"
        assert built.is_file(), target
        assert not anchor or built_page(built.resolve()).find(id=anchor) is not None, target
    # Every figure is generated, and every edition shows the same ones, in the same order.
    english = [exact(span) for span in article(built_site, EDITIONS[0]).select(".bac-figure")]
    shown = [exact(span) for span in page.select(".bac-figure")]
    assert len(english) >= 8 and shown == english, edition.lang


@pytest.mark.site
def test_the_streak_test_the_page_quotes_finds_nothing(built_site: Path) -> None:
    """The page says a chi-squared test of the streaks table finds nothing: the roads page's verdict says so."""
    verdict = built_page(built_site / "roads" / "index.html").select_one(".bac-streaks-verdict")
    assert verdict is not None and "nothing here says a run goes on" in verdict.get_text()


@pytest.mark.site
@pytest.mark.parametrize("edition", EDITIONS, ids=lambda edition: edition.lang)
def test_each_help_line_is_the_registrys_and_cited(built_site: Path, edition: Edition) -> None:
    sources = read_sources()
    heading = article(built_site, edition).find(id="help")
    assert isinstance(heading, Tag)
    listed = heading.find_next("ul")
    assert isinstance(listed, Tag)
    items = listed.find_all("li", recursive=False)
    assert len(items) == len(HELP_LINES)
    for item, (key, number) in zip(items, HELP_LINES.items(), strict=True):
        assert number in item.get_text(), (edition.lang, key)
        assert number in sources[key].used, key  # the number the registry says its source gives
        cite = item.select_one("a.bac-cite")
        assert cite is not None and str(cite["href"]).endswith(f"sources/#src-{key}"), (edition.lang, key)
    page = built_page(built_site / edition.path / "sources" / "index.html")
    for key in HELP_LINES:
        entry = page.find(id=f"src-{key}")
        assert isinstance(entry, Tag) and entry.find("a", href=sources[key].url) is not None, key
        assert re.search(r"(Checked\s+\d{1,2} [A-Z][a-z]+ |核[對对]日期：)20\d\d", entry.get_text(" ")), key


def test_the_ask_road_buttons_always_show_opposite_colours() -> None:
    """What the page says of 問路: on each derived road, a Banker win next and a Player win next either both add a
    mark or neither does, and the two marks are always of opposite colours (every shoe up to 12 decided coups)."""
    checked = 0
    for length in range(13):
        for letters in product("BP", repeat=length):
            results = "".join(letters)
            for k in (1, 2, 3):
                before = len(derived_marks(results, k))
                banker, player = derived_marks(results + "B", k), derived_marks(results + "P", k)
                assert (len(banker) > before) == (len(player) > before), (results, k)
                if len(banker) > before:
                    assert banker[-1][1] != player[-1][1], (results, k)
                    checked += 1
    assert checked > 20_000


def test_the_derived_roads_colour_the_named_patterns_as_the_page_says() -> None:
    """A clean chop or double chop is red on all three derived roads; one hall, two rooms is blue on the big eye
    boy and the cockroach pig and red on the small road."""
    for results in ("BPBPBPBPBP", "BBPPBBPPBBPP"):
        assert all(set(derived_road(results, k)) == {"red"} for k in (1, 2, 3)), results
    hall = "BPPBPPBPPBPP"
    assert [set(derived_road(hall, k)) for k in (1, 2, 3)] == [{"blue"}, {"red"}, {"blue"}]


def test_the_english_page_marks_its_chinese_words() -> None:
    """On the English page every Chinese word is marked with its script (screen readers read it in Chinese)."""
    source = (Path(__file__).parents[2] / "docs" / f"{PAGE}.md").read_text(encoding="utf-8")
    body = source.split("\n---\n", 1)[1]  # after the front matter (a description is plain text)
    soup = BeautifulSoup(body, "html.parser")
    for marked in soup.find_all("span", lang=True):
        marked.decompose()
    unmarked = re.findall(r"[\u3400-\u9fff]+", soup.get_text())
    assert not unmarked, unmarked
