"""Each Chinese page: in its own script, in the chosen words, with no English sentence left in it."""

from __future__ import annotations

from pathlib import Path

import pytest
from bs4 import BeautifulSoup, Tag

from sitebuild.editions import EDITIONS, Edition
from tests.chinese import SCRIPT, TERMS, english_words, rejected_terms, wrong_script
from tests.conftest import html_pages

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
    not a text marked as another language's (an English name, the other script's column of the term table),
    and not a rejected term struck out where a page quotes it as the mistake it is (``<s>天牌</s>``)."""
    for hidden in element.select("script, style, code, pre, kbd, .bac-cards, svg title"):
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
        soup = BeautifulSoup(built.read_text(encoding="utf-8"), "html.parser")
        article = soup.select_one("article")
        assert isinstance(article, Tag), source
        text = visible_text(article, edition.lang)
        assert not wrong_script(text, edition.lang), f"{source}: {sorted(wrong_script(text, edition.lang))}"
        assert not rejected_terms(text, edition.lang), f"{source}: {rejected_terms(text, edition.lang)}"
        assert not english_words(text), f"{source}: English left: {sorted(set(english_words(text)))[:20]}"


@pytest.mark.parametrize("edition", CHINESE, ids=lambda edition: edition.lang)
def test_every_pages_frame_is_in_the_editions_script(built_site: Path, edition: Edition) -> None:
    for built in html_pages(built_site, edition.path):
        soup = BeautifulSoup(built.read_text(encoding="utf-8"), "html.parser")
        for other in soup.select(f'.md-header [lang]:not([lang="{edition.lang}"])'):
            other.decompose()  # the switcher names each edition in its own script
        parts = soup.select("nav.md-nav--primary, .md-header, .bac-untranslated")
        frame = " ".join(element.get_text(" ") for element in parts)
        assert not wrong_script(frame, edition.lang), f"{built}: {sorted(wrong_script(frame, edition.lang))}"
