"""The editions: every English page in every language at the same path, with the same anchors, each
naming the others (hreflang, both ways), in its own language, from one runtime."""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from bs4 import BeautifulSoup, Tag

from sitebuild.editions import EDITIONS, Edition
from tests.conftest import html_pages
from tests.site.built import built_page

pytestmark = pytest.mark.site

TRANSLATED = [edition for edition in EDITIONS if edition.path]


def soup(path: Path) -> BeautifulSoup:
    return built_page(path)


def english_pages(site: Path) -> list[str]:
    """Every English page's path under the root ("" for the home page, "rules/naturals/", …)."""
    return sorted(path.parent.relative_to(site).as_posix().removeprefix(".") + "/" for path in html_pages(site))


def heading_ids(page: BeautifulSoup) -> list[str]:
    article = page.select_one("article")
    assert isinstance(article, Tag)
    return [str(heading["id"]) for heading in article.find_all(re.compile("^h[1-6]$")) if heading.get("id")]


@pytest.mark.parametrize("edition", TRANSLATED, ids=lambda edition: edition.lang)
def test_every_page_is_in_every_edition_with_the_same_anchors(built_site: Path, edition: Edition) -> None:
    for path in english_pages(built_site):
        english = built_site / path.lstrip("/") / "index.html"
        other = built_site / edition.path / path.lstrip("/") / "index.html"
        assert other.is_file(), f"{edition.path}{path} is missing"
        anchors = heading_ids(soup(english))
        # Every English anchor, in the same order; an edition may add a section of its own (the Chinese
        # editions' mistakes met on Chinese rule pages, at the end of the myths page).
        kept = [anchor for anchor in heading_ids(soup(other)) if anchor in anchors]
        assert kept == anchors, f"{edition.path}{path}: other anchors"


_ALTERNATE = re.compile(r'<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">')
_LANG = re.compile(r'<html lang="([^"]+)"')
_SWITCH = re.compile(r'<a href="([^"]+)" hreflang="[^"]+" lang="[^"]+" class="md-select__link"')


def test_each_page_names_itself_in_every_edition_both_ways(built_site: Path, site_port: int) -> None:
    root = f"http://127.0.0.1:{site_port}/"
    named: dict[str, dict[str, str]] = {}  # page URL: {hreflang: URL}
    for path in english_pages(built_site):
        for edition in EDITIONS:
            html = (built_site / edition.path / path.lstrip("/") / "index.html").read_text(encoding="utf-8")
            url = f"{root}{edition.path}{path.lstrip('/')}"
            declared = _LANG.search(html)
            assert declared is not None and declared.group(1) == edition.lang, url
            named[url] = dict(_ALTERNATE.findall(html))
            want = {other.lang: f"{root}{other.path}{path.lstrip('/')}" for other in EDITIONS}
            assert named[url] == {**want, "x-default": want["en"]}, url
            switcher = _SWITCH.findall(html)
            assert len(switcher) == len(EDITIONS) and all(href.endswith(path.lstrip("/") or "/") for href in switcher)
    for url, alternates in named.items():  # reciprocal: every page a page names names it back
        lang = next(lang for lang, target in alternates.items() if target == url and lang != "x-default")
        assert all(named[target][lang] == url for target in alternates.values())


@pytest.mark.parametrize("edition", TRANSLATED, ids=lambda edition: edition.lang)
def test_a_page_not_yet_translated_says_so_in_the_readers_language(built_site: Path, edition: Edition) -> None:
    untranslated = [
        path for path in english_pages(built_site) if not (Path("i18n") / edition.path / _source(path)).is_file()
    ]
    assert untranslated, "every page is translated: this test has nothing left to check"
    for path in untranslated:
        page = soup(built_site / edition.path / path.lstrip("/") / "index.html")
        notice = page.select_one(".bac-untranslated")
        assert notice is not None and notice["lang"] == edition.lang, path
        assert re.search(r"[\u4e00-\u9fff]", notice.get_text()), "the notice is in Chinese"
        article = page.select_one("article")
        assert isinstance(article, Tag) and article["lang"] == "en", "the English text says it is English"


def _source(path: str) -> str:
    stem = path.strip("/") or "index"
    return f"{stem}.md" if (Path("docs") / f"{stem}.md").is_file() else f"{stem}/index.md"


def test_each_editions_sitemap_lists_its_pages_with_their_alternates(built_site: Path, site_port: int) -> None:
    root = f"http://127.0.0.1:{site_port}/"
    for edition in EDITIONS:
        sitemap = (built_site / edition.path / "sitemap.xml").read_text(encoding="utf-8")
        locations = re.findall(r"<loc>([^<]+)</loc>", sitemap)
        assert locations == [f"{root}{edition.path}{path.lstrip('/')}" for path in english_pages_in_order(built_site)]
        for other in EDITIONS:
            assert sitemap.count(f'hreflang="{other.lang}"') == len(locations)
    robots = (built_site / "robots.txt").read_text(encoding="utf-8")
    assert all(f"Sitemap: {root}{edition.path}sitemap.xml" in robots for edition in EDITIONS)


def english_pages_in_order(site: Path) -> list[str]:
    """The English pages in the order the English sitemap lists them (the navigation's)."""
    english = (site / "sitemap.xml").read_text(encoding="utf-8")
    root = re.findall(r"<loc>([^<]+)</loc>", english)[0]
    return ["/" + location.removeprefix(root) for location in re.findall(r"<loc>([^<]+)</loc>", english)]


def test_one_runtime_and_one_offline_copy_for_every_edition(built_site: Path) -> None:
    for edition in TRANSLATED:
        # (Each edition draws its own chart images and embeds, in its language: tests/site/test_chinese_charts.py.)
        for shared in ("pyodide", "wheels", "sw.js", "manifest.webmanifest"):
            assert not (built_site / edition.path / shared).exists(), f"{edition.path}{shared} is a copy"
        page = soup(built_site / edition.path / "deal" / "index.html")
        root = page.select_one('meta[name="baccarat-root"]')
        assert root is not None and root["content"] == "../"
    saved = (built_site / "sw.js").read_text(encoding="utf-8")
    assert '"zh-hant/rules/naturals/"' in saved and '"zh-hans/deal/"' in saved, "offline covers every edition"


def test_link_previews_name_the_pages_language(built_site: Path) -> None:
    for edition in EDITIONS:
        page = soup(built_site / edition.path / "rules" / "banker" / "index.html")
        locale = page.select_one('meta[property="og:locale"]')
        assert locale is not None and locale["content"] == edition.locale
        others = {str(meta["content"]) for meta in page.select('meta[property="og:locale:alternate"]')}
        assert others == {other.locale for other in EDITIONS} - {edition.locale}
        title = page.select_one('meta[property="og:title"]')
        assert title is not None and (edition.lang == "en") != bool(
            re.search(r"[\u4e00-\u9fff]", str(title["content"]))
        )


def test_each_reader_downloads_only_their_own_languages_words(built_site: Path) -> None:
    """The wheel carries no catalogue; each sits beside it, and only a Chinese edition's pages name theirs."""

    def worker_query(page: Path) -> dict[str, str]:
        meta = soup(page).select_one('meta[name="baccarat-worker"]')
        assert meta is not None
        return {name: values[0] for name, values in parse_qs(urlsplit(str(meta["content"])).query).items()}

    english = worker_query(built_site / "deal" / "index.html")
    assert "catalogue" not in english
    wheel = (built_site / "assets" / "javascripts" / english["wheel"]).resolve()
    assert not [name for name in zipfile.ZipFile(wheel).namelist() if name.endswith(".mo")]
    for edition in TRANSLATED:
        query = worker_query(built_site / edition.path / "deal" / "index.html")
        assert query["wheel"] == english["wheel"], "one wheel for every edition"
        catalogue = (built_site / "assets" / "javascripts" / query["catalogue"]).resolve()
        assert catalogue == wheel.parent / f"{edition.lang}.mo" and catalogue.is_file()
        assert (catalogue.parent / f"{catalogue.name}.br").stat().st_size < 40_000


@pytest.mark.parametrize(
    ("edition", "word", "page"),
    [
        ("zh-hant/", "增牌", "rules/player/"),
        ("zh-hans/", "增牌", "rules/player/"),
        ("zh-hant/", "例牌", "rules/naturals/"),
        ("zh-hans/", "例牌", "rules/naturals/"),
        ("zh-hant/", "補牌", "rules/player/"),
        ("zh-hans/", "补牌", "rules/player/"),
        ("zh-hant/", "佣金", "payouts/"),
        ("zh-hans/", "大路", "roads/"),
    ],
)
def test_chinese_search_knows_the_terms_whole(built_site: Path, edition: str, word: str, page: str) -> None:
    """Material's search cuts Chinese into words (jieba, taught the term table) with zero-width spaces, and
    its separator splits there: a search for the term matches the page as a whole word."""
    index = json.loads((built_site / edition / "search" / "search_index.json").read_text(encoding="utf-8"))
    separator = re.compile(index["config"]["separator"])
    pages = {doc["location"].split("#")[0] for doc in index["docs"] if word in separator.split(doc["text"])}
    assert page in pages, sorted(pages)[:10]
