"""The guide speaks to its readers, in every edition: a page opens with what it teaches, not with the proof
of it (the citations follow the rule); a link to share is a link, with words, not a query shown as code; and
a glossary term is linked once a page, with its definition on it for the browser to show in place."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from bs4 import Tag

from sitebuild.editions import EDITIONS, Edition
from sitebuild.glossary import read_terms
from sitebuild.reference import is_reference
from tests.conftest import ROOT, html_pages
from tests.site.built import built_page

pytestmark = pytest.mark.site

PATHS = [edition.path for edition in EDITIONS]
RULES = ["rules/card-values", "rules/naturals", "rules/player", "rules/banker", "rules/calling-a-hand"]
#: A path with a query, as a link's address reads: ``deal/?seed=42``, ``/zh-hant/deal/?player=2,2,8``.
QUERY_LINK = re.compile(r"[\w-]/?\?[\w-]+=")


def article(path: Path) -> Tag:
    found = built_page(path).find("article")
    assert isinstance(found, Tag), path
    return found


def first_prose(page: Tag) -> Tag:
    """The page's first paragraph or list after its title: what a reader reads first."""
    title = page.find("h1")
    assert isinstance(title, Tag)
    found = title.find_next(["p", "ul", "ol"])
    assert isinstance(found, Tag)
    return found


@pytest.mark.parametrize("edition", PATHS)
def test_rules_pages_open_with_the_rule_and_cite_it_after(built_site: Path, edition: str) -> None:
    for rule in RULES:
        page = article(built_site / edition / rule / "index.html")
        opening = first_prose(page)
        assert opening.select("a.bac-cite") == [], f"{edition}{rule} opens with a citation: {opening.get_text()[:80]}"
        if rule != "rules/calling-a-hand":  # a summary of the pages before it, which cite
            assert page.select("a.bac-cite"), f"{edition}{rule} lost its citations"
    banker = article(built_site / edition / "rules/banker/index.html")
    first_citation = banker.select_one("a.bac-cite")
    assert first_citation is not None and first_citation.find_previous("ul") is not None  # after both cases


@pytest.mark.parametrize("edition", PATHS)
def test_no_page_opens_with_a_citation_nor_shows_a_link_as_code(built_site: Path, edition: str) -> None:
    for path in html_pages(built_site, edition):
        page = article(path)
        if page.find("h1") is None or is_reference(f"{path.parent.relative_to(built_site / edition).as_posix()}.md"):
            continue  # the Python API's pages are code, for developers
        opening = first_prose(page)
        assert not opening.select("a.bac-cite"), path
        shown = [code.get_text() for code in page.select("code") if code.find_parent("pre") is None]
        assert [text for text in shown if QUERY_LINK.search(text)] == [], path


@pytest.mark.parametrize("edition", PATHS)
@pytest.mark.parametrize(
    ("page", "queries"),
    [
        ("deal", ["seed=42&decks=8&hand=3", "player=2,2,8&banker=3,K&step=5"]),
        ("sources", ["seed=42&decks=8&hand=3", "player=2,2,8&banker=3,K"]),
        ("lab", ["system=martingale&shoes=500&seed=1"]),
        ("roads", ["seed=42&decks=8&coups=40", "results=BPPTB"]),
    ],
)
def test_a_link_to_share_is_a_working_link_with_words(
    built_site: Path, edition: str, page: str, queries: list[str]
) -> None:
    found = article(built_site / edition / page / "index.html")
    for query in queries:
        links = [link for link in found.select("a[href]") if f"?{query}" in str(link["href"])]
        assert links, (edition, page, query)
        for link in links:
            target = (built_site / edition / page / str(link["href"]).partition("?")[0] / "index.html").resolve()
            assert target.is_file(), link  # a page of the same edition
            words = link.get_text(strip=True)
            assert words and "?" not in words and "=" not in words, link


@pytest.mark.parametrize("edition", EDITIONS, ids=lambda edition: edition.lang)
def test_a_term_is_linked_once_a_page_with_its_definition_and_not_on_its_own_page(
    built_site: Path, edition: Edition
) -> None:
    source = ROOT / ("docs" if not edition.path else f"i18n/{edition.path.rstrip('/')}") / "glossary.md"
    terms = {term.anchor: term for term in read_terms(source.read_text(encoding="utf-8"))}
    for path in html_pages(built_site, edition.path):
        url = path.parent.relative_to(built_site / edition.path).as_posix()
        links = article(path).select("a.bac-term")
        anchors = [str(link["href"]).rpartition("#")[2] for link in links]
        assert len(anchors) == len(set(anchors)), f"{url} links a term twice"
        for link, anchor in zip(links, anchors, strict=True):
            term = terms[anchor]
            assert link["data-term"] == term.text and link["data-definition"] == term.definition, link
            assert f"{url}.md" not in term.pages, f"{url} links {term.text}, whose entry sends the reader to it"
    player = article(built_site / edition.path / "rules/player/index.html")
    assert not [link for link in player.select("a.bac-term") if str(link["href"]).endswith("#draw")]


#: A half-width bracket inside Chinese: next to a Chinese character, or around a figure ("50.73% (49.59–51.87%)").
HALF_WIDTH = re.compile(r"[\u3400-\u9fff]\s*[()]|[()]\s*[\u3400-\u9fff]|\(\s*[\d.,%–-]+\s*[%)]|\d%?\s*\(\s*\d")


@pytest.mark.parametrize("edition", [edition.path for edition in EDITIONS if edition.path])
def test_chinese_tables_bracket_in_full_width(built_site: Path, edition: str) -> None:
    tables = 0
    for path in html_pages(built_site, edition):
        if path.relative_to(built_site / edition).as_posix().startswith("reference/"):
            continue  # the API reference: code, in English
        for table in built_page(path).select("article table"):
            tables += 1
            for cell in table.find_all(["th", "td", "caption"]):
                text = " ".join(cell.find_all(string=True, recursive=False)) if cell.find("table") else cell.get_text()
                found = HALF_WIDTH.search(text)
                assert found is None, (path.relative_to(built_site).as_posix(), text[:80])
    assert tables > 20, edition
