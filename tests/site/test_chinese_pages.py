"""Each Chinese page, frame included: in its own script, in the chosen words, with no English sentence left in it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from bs4 import Tag

from sitebuild.editions import EDITIONS, Edition
from sitebuild.sources import read_sources, tooltip
from tests.chinese import faults, page_texts
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


def own_names(lang: str) -> list[str]:
    """The names a citation's tooltip keeps as their owners write them: each cited text's title in its own
    language, and each publisher that has no Chinese name (the tooltip says the rest in the page's language)."""
    names = {name for source in read_sources().values() for name in (source.title, source.issuer)}
    names -= {source.issuer for source in read_sources().values() if lang in source.issuer_zh}
    return sorted(names, key=len, reverse=True)


def whole_page_faults(site: Path, edition: Edition) -> dict[str, dict[str, list[str]]]:
    """What each page of ``edition`` gets wrong anywhere a reader meets it (:func:`page_texts`), by page."""
    found = {}
    for built in [*html_pages(site, edition.path), site / edition.path / "404.html"]:
        wrong = faults(page_texts(built_page(built), edition.lang), edition.lang, names=own_names(edition.lang))
        if wrong:
            found[built.relative_to(site).as_posix()] = wrong
    return found


@pytest.mark.parametrize("edition", CHINESE, ids=lambda edition: edition.lang)
def test_every_chinese_page_is_in_its_script_and_words_frame_included(built_site: Path, edition: Edition) -> None:
    """The whole page, not its article only: the navigation, the header and footer, the window's title, the
    search box, every tooltip and ARIA label (the colour toggle's, a heading's permanent link, a citation's), in
    the edition's script, in the term table's words, with no English left but what is marked as English."""
    assert translated_pages(built_site, edition.path), f"{edition.lang} has no page of its own yet"
    found = whole_page_faults(built_site, edition)
    shown = "\n".join(f"{page}: {where}: {wrong}" for page, faults in found.items() for where, wrong in faults.items())
    assert not found, f"{len(found)} pages:\n{shown[:6000]}"


@pytest.mark.parametrize("edition", CHINESE, ids=lambda edition: edition.lang)
def test_each_citation_is_pointed_at_in_the_pages_language(built_site: Path, edition: Edition) -> None:
    """A citation on a Chinese page says its tooltip in the page's language: 「澳門《百家樂法定規章》第18條」, an
    English-language text by its own title with the words around it in Chinese; only an English label inside the
    link is marked as English, never the link (whose tooltip would then be English too)."""
    cited = {}
    for source in read_sources().values():
        cited[source.anchor()] = (source, "")
        cited.update({source.anchor(part.key): (source, part.key) for part in source.parts})
    seen = 0
    for _, built in translated_pages(built_site, edition.path):
        for link in built_page(built).select("article a.bac-cite"):
            source, part = cited[str(link["href"]).partition("#")[2]]
            assert link.get("lang", edition.lang) == edition.lang, f"{built}: {link}"
            assert link["title"] == tooltip(source, part, edition.lang), f"{built}: {link}"
            if edition.lang not in source.short_zh:
                assert link.select_one('span[lang="en"]') is not None, f"{built}: {link}"
            seen += 1
    assert seen > 50
    macau = tooltip(read_sources()["macau-bacara"], "art-18", edition.lang)
    assert macau == ("澳門《百家樂法定規章》第18條" if edition.lang == "zh-Hant" else "澳门《百家乐法定规章》第18条")


@pytest.mark.parametrize("edition", CHINESE, ids=lambda edition: edition.lang)
def test_a_translated_page_shows_its_own_article(built_site: Path, edition: Edition) -> None:
    """A page the edition has translated shows its own article, not the English one (which the check above would
    leave aside as English)."""
    for source, built in translated_pages(built_site, edition.path):
        article = built_page(built).select_one("article")
        assert isinstance(article, Tag), source
        assert article.get("lang", edition.lang) == edition.lang, source
        assert built_page(built).select_one(".bac-untranslated") is None, source


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
