"""The sources registry: every citation in the pages resolves to it, every official text names its
articles and an address, and the Sources page lists each source once."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from bs4 import Tag

from sitebuild.sources import CITE, KINDS, PROCEDURES, SECTIONS, read_sources, section_html
from sitebuild.terms import TERMS
from tests.conftest import html_pages
from tests.site.built import built_page

DOCS = Path(__file__).resolve().parents[2] / "docs"


def _cites() -> list[tuple[str, str, str]]:
    """Every citation: in the pages' Markdown, in the table of procedures on /at-the-table/, and in the
    glossary's table of Chinese terms."""
    procedures = tomllib.loads(PROCEDURES.read_text(encoding="utf-8"))
    in_table = [cell["cite"].partition("#") for row in procedures["row"] for cell in row["cells"] if "cite" in cell]
    terms = tomllib.loads(TERMS.read_text(encoding="utf-8"))
    in_terms = [term["cite"].partition("#") for term in terms.values() if term["source"] == "regulation"]
    return (
        [
            (str(path.relative_to(DOCS)), key, part)
            for path in sorted(DOCS.rglob("*.md"))
            for key, part in CITE.findall(path.read_text(encoding="utf-8"))
        ]
        + [("at-the-table.md", key, part) for key, _, part in in_table]
        + [("glossary.md", key, part) for key, _, part in in_terms]
    )


def test_every_citation_in_the_pages_resolves_to_the_registry() -> None:
    sources = read_sources()
    cites = _cites()
    assert len(cites) >= 10  # the pages do cite: an empty list would pass the loop below
    for page, key, part in cites:
        assert key in sources, (page, key)
        if part:
            sources[key].part(part)  # raises KeyError for an unknown part


def test_every_official_source_has_articles_and_addresses() -> None:
    for source in read_sources().values():
        assert source.kind in KINDS and source.section in SECTIONS
        assert re.match(r"https?://", source.url), source.key
        if source.kind == "official":
            assert source.parts, source.key
            assert all(part.label and part.used for part in source.parts), source.key


def test_a_bad_registry_entry_is_refused(tmp_path: Path) -> None:
    registry = tmp_path / "sources.toml"
    registry.write_text(
        '[x]\nsection = "rule-texts"\nkind = "official"\nissuer = "I"\ntitle = "T"\nshort = "S"\ndated = "d"\n'
        'url = "https://example.org/"\nchecked = 2026-12-01\nused = "u"\nparts = {}\n',
        encoding="utf-8",
    )
    with pytest.raises(ValueError, match="cites its articles"):
        read_sources(registry)
    with pytest.raises(ValueError, match="unknown sources section"):
        section_html("nowhere")


@pytest.mark.site
def test_the_sources_page_lists_each_source_once_and_every_citation_lands_on_it(built_site: Path) -> None:
    sources = read_sources()
    page = built_page(built_site / "sources" / "index.html")
    listed = [str(item["id"]) for item in page.select("ul.bac-sources > li[id]")]
    assert sorted(listed) == sorted(source.anchor() for source in sources.values())  # each once, none missing
    ids = {str(tag["id"]) for tag in page.find_all(id=True)}
    cited = 0
    for html in html_pages(built_site):  # the English edition's (each edition cites its own Sources page)
        for link in built_page(html).select("a.bac-cite"):
            path, _, anchor = str(link["href"]).partition("#")
            assert (html.parent / path / "index.html").resolve() == (built_site / "sources" / "index.html").resolve()
            assert anchor in ids, (html, anchor)
            cited += 1
    assert cited == len(_cites())
    for source in sources.values():
        entry = page.find(id=source.anchor())
        assert isinstance(entry, Tag)
        assert KINDS[source.kind] in entry.get_text(" ")


@pytest.mark.site
@pytest.mark.parametrize(("path", "lang"), [("zh-hant", "zh-Hant"), ("zh-hans", "zh-Hans")])
def test_a_source_the_registry_says_in_chinese_is_listed_in_chinese(built_site: Path, path: str, lang: str) -> None:
    """The help lines and Macau's regulation are listed in the page's language; the rest say they are English."""
    page = built_page(built_site / path / "sources" / "index.html")
    for key, source in read_sources().items():
        item = page.find(id=f"src-{key}")
        assert isinstance(item, Tag), key
        if lang in source.used_zh:
            assert item.get("lang") is None and source.used_zh[lang] in item.get_text(), key
            assert "Checked" not in item.get_text() and "核" in item.get_text(), key
        else:
            assert item.get("lang") == "en", key
    helplines = page.find(id="help-lines")
    assert isinstance(helplines, Tag) and "1834 633" in page.get_text()


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_every_source_is_described_in_each_chinese_script(lang: str) -> None:
    """A Chinese page lists every source in its own words: the entry, each article the guide uses, and each
    amendment (its name, what it changed, what was read); a title a text gives itself may stay in its language."""
    for key, source in read_sources().items():
        assert lang in source.used_zh, key
        for part in source.parts:
            assert lang in part.used_zh, f"{key}#{part.key}"
        for amendment in source.amendments:
            assert lang in amendment.text_zh and lang in amendment.changed_zh and lang in amendment.read_zh, key
            assert not amendment.published or lang in amendment.published_zh, key
        for field in ("note", "read", "dated"):
            assert not getattr(source, field) or lang in getattr(source, f"{field}_zh"), f"{key}: {field}"
