"""Each Chinese page: in its own script, in the chosen words, with no English sentence left in it."""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest
from bs4 import Tag

from sitebuild.editions import EDITIONS, Edition
from tests.chinese import SCRIPT, TERMS, english_words, rejected_terms, wrong_script
from tests.conftest import html_pages
from tests.site.built import built_page

pytestmark = pytest.mark.site

CHINESE = [edition for edition in EDITIONS if edition.lang.startswith("zh")]


def translated_pages(site: Path, edition_path: str) -> list[tuple[str, Path]]:
    """The pages this edition has translated (its own Markdown), as (source, built page)."""
    pages = []
    for source in sorted((Path("i18n") / edition_path).rglob("*.md")):
        uri = source.relative_to(Path("i18n") / edition_path).with_suffix("").as_posix()
        folder = "" if uri == "index" else uri.removesuffix("/index")
        pages.append((source.as_posix(), site / edition_path / folder / "index.html"))
    return pages


def rejected_words(lang: str) -> set[str]:
    """The term table's rejected variants in ``lang``."""
    script = SCRIPT[lang]
    return {word for term in TERMS.values() for word in (*term.get("reject", ()), *term.get(f"reject_{script}", ()))}


def visible_text(element: Tag, lang: str) -> str:
    """What a reader reads in ``element`` in the edition's language ``lang``: not its scripts, styles or code,
    not a field to copy (a link, an embed code), not a text marked as another language's (an English name, the
    other script's column of the term table), and not a rejected term struck out where a page quotes it as the
    mistake it is (``<s>天牌</s>``)."""
    for hidden in element.select("script, style, code, pre, kbd, textarea, input, .bac-cards, svg title"):
        hidden.decompose()
    for other in element.select(f'[lang]:not([lang="{lang}"])'):
        other.decompose()
    for struck in element.select("s"):
        if struck.get_text() in rejected_words(lang):
            struck.decompose()
    return element.get_text(" ")


@pytest.mark.parametrize("edition", CHINESE, ids=lambda edition: edition.lang)
def test_translated_pages_are_chinese_in_their_script_and_words(built_site: Path, edition: Edition) -> None:
    pages = translated_pages(built_site, edition.path)
    assert pages, f"{edition.lang} has no page of its own yet"
    for source, built in pages:
        soup = built_page(built)
        article = soup.select_one("article")
        assert isinstance(article, Tag), source
        text = visible_text(copy.copy(article), edition.lang)  # (the shared tree stays whole)
        assert not wrong_script(text, edition.lang), f"{source}: {sorted(wrong_script(text, edition.lang))}"
        assert not rejected_terms(text, edition.lang), f"{source}: {rejected_terms(text, edition.lang)}"
        assert not english_words(text), f"{source}: English left: {sorted(set(english_words(text)))[:20]}"


@pytest.mark.parametrize("edition", CHINESE, ids=lambda edition: edition.lang)
def test_every_pages_frame_is_in_the_editions_script(built_site: Path, edition: Edition) -> None:
    for built in html_pages(built_site, edition.path):
        soup = built_page(built)
        # The switcher names each edition in its own script: its other entries are left out.
        others = {id(other) for other in soup.select(f'.md-header [lang]:not([lang="{edition.lang}"])')}
        parts = soup.select("nav.md-nav--primary, .md-header, .bac-untranslated")
        frame = " ".join(
            text for part in parts for text in part.strings if not any(id(up) in others for up in text.parents)
        )
        assert not wrong_script(frame, edition.lang), f"{built}: {sorted(wrong_script(frame, edition.lang))}"


@pytest.mark.parametrize("edition", CHINESE, ids=lambda edition: edition.lang)
def test_the_mistakes_of_chinese_pages_are_each_corrected_with_a_link(built_site: Path, edition) -> None:  # type: ignore[no-untyped-def]
    soup = built_page(built_site / edition.path / "myths" / "index.html")
    heading = soup.find(id="chinese-pages")
    assert isinstance(heading, Tag)
    section: list[Tag] = []
    for sibling in heading.find_next_siblings():
        if sibling.name == "h2":
            break
        section.append(sibling)
    corrections = [dd for block in section for dd in block.find_all("dd")]
    assert len(corrections) >= 8
    for correction in corrections:
        links = [str(link["href"]) for link in correction.find_all("a") if "bac-cite" not in (link.get("class") or [])]
        assert links, correction.get_text()[:80]  # each names the rule that settles it


@pytest.mark.parametrize("edition", CHINESE, ids=lambda edition: edition.lang)
def test_macau_comes_first_at_the_table_with_its_articles(built_site: Path, edition) -> None:  # type: ignore[no-untyped-def]
    soup = built_page(built_site / edition.path / "at-the-table" / "index.html")
    article = soup.select_one("article")
    assert isinstance(article, Tag)
    first_section = article.find("h2")
    assert isinstance(first_section, Tag)
    opening = " ".join(p.get_text() for p in first_section.find_all_previous("p"))
    assert "澳門" in opening or "澳门" in opening, "the page opens with Macau's procedure, before its first section"
    assert article.select_one('p a[href="#macau"]') is not None, "and leads to it"
    macau = soup.find(id="macau")
    assert isinstance(macau, Tag)
    cited = {
        str(link.get_text())
        for link in article.select("a.bac-cite")
        if "法定規章" in link.get_text() or "法定规章" in link.get_text()
    }
    for article_number in ("第2條第1款", "第2條第2款", "第3條第1款", "第7條第1款", "第18條"):
        wanted = article_number if edition.lang == "zh-Hant" else article_number.replace("條", "条")
        assert any(wanted in text for text in cited), f"{wanted} is not cited"


@pytest.mark.parametrize("edition", CHINESE, ids=lambda edition: edition.lang)
def test_chinese_pages_link_their_glossary_terms(built_site: Path, edition: Edition) -> None:
    """A Chinese term in running text links to its glossary entry, as an English one does (Chinese writes no
    spaces: the term is found between words), once per page, never in a heading, a table or a link."""
    glossary = built_page(built_site / edition.path / "glossary" / "index.html")
    anchors = {str(term["id"]) for term in glossary.find_all("dt")}
    linked: set[str] = set()
    for path in html_pages(built_site, edition.path):
        links = built_page(path).select("article a.bac-term")
        targets = [str(link["href"]).rpartition("#")[2] for link in links]
        assert len(targets) == len(set(targets)) and set(targets) <= anchors, path
        assert all(link.find_parent(["h1", "h2", "h3", "table", "a", "code"]) is None for link in links), path
        linked |= set(targets)
    assert len(linked) >= 0.7 * len(anchors), f"never linked: {sorted(anchors - linked)}"


#: A pay written English's way round in Chinese ("8 賠 1"), which a Chinese reader reads as "stake 8, win 1".
BACKWARDS_PAY = re.compile(r"(?<![0-9.,、])([0-9][0-9.]*)\s*[賠赔]\s*1(?![0-9.])")


@pytest.mark.parametrize("edition", CHINESE, ids=lambda edition: edition.lang)
def test_every_pay_puts_the_stake_first(built_site: Path, edition: Edition) -> None:
    """Pages, embeds, images and the answers shipped with the pages (JSON, which may escape its characters)."""
    pays = "賠" if edition.lang == "zh-Hant" else "赔"
    seen = 0
    for path in sorted((built_site / edition.path).rglob("*")):
        if path.suffix not in {".html", ".svg", ".json", ".js"}:
            continue
        text = path.read_text("utf-8")
        text = re.sub(r"\\u([0-9a-fA-F]{4})", lambda code: chr(int(code.group(1), 16)), text)
        wrong = sorted({match.group(0) for match in BACKWARDS_PAY.finditer(text) if match.group(1) != "1"})
        assert not wrong, f"{path.relative_to(built_site)}: {wrong}"
        seen += text.count(pays)
    assert seen > 100
    payouts = built_page(built_site / edition.path / "payouts" / "index.html").get_text()
    assert f"1 {pays} 8" in payouts and f"1 {pays} 0.95" in payouts and f"1 {pays} 0.5" in payouts
