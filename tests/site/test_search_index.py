"""The site's search finds the guide's words, never a card picture's text or a lesson's answers: a reader
searching 例牌 once read "梅花 QQ♣Q♣♣黑桃 99♠9♠♠" and a quiz's whole solved walkthrough in its snippets."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from sitebuild.editions import EDITIONS, Edition

pytestmark = pytest.mark.site

#: A card picture's text as the search read it: a rank or suit run into another suit ("Q♣Q♣♣", "2♦2♦♦").
PICTURE = re.compile(r"[♣♦♥♠][0-9AJQK]{0,2}[♣♦♥♠]")


@pytest.mark.parametrize("edition", EDITIONS, ids=lambda edition: edition.lang)
def test_the_search_index_holds_no_card_picture_and_no_lesson_answers(built_site: Path, edition: Edition) -> None:
    index = json.loads((built_site / edition.path / "search" / "search_index.json").read_text("utf-8"))
    texts = {doc["location"]: doc["text"] for doc in index["docs"]}
    assert len(texts) > 50  # the index itself is there, page by page
    pictures = {location: PICTURE.search(text) for location, text in texts.items()}
    assert not {location: found.group(0) for location, found in pictures.items() if found}
    # A lesson or a quiz is searched by its first coup's lines only (one list of steps), never by the coups to
    # come and their answers (its <template> held 49-145 lists of steps a page).
    lessons = {location: text.count("<ol>") for location, text in texts.items() if "bac-lesson" in location}
    quizzes = {location: text.count("<ol>") for location, text in texts.items() if "bac-quiz" in location}
    assert len(lessons) == 1 and len(quizzes) == 5
    assert set(lessons.values()) | set(quizzes.values()) == {1}


@pytest.mark.parametrize("edition", EDITIONS, ids=lambda edition: edition.lang)
def test_each_glossary_entry_is_a_search_document_at_its_anchor(built_site: Path, edition: Edition) -> None:
    """Material indexes a page by its headings, and the glossary's entries are a definition list: each entry is a
    document of its own, at its anchor (the glossary's anchors unchanged), its definition its text (en9 #1)."""
    from sitebuild.editions import ROOT
    from sitebuild.glossary import read_entries

    source = ROOT / ("docs" if edition.lang == "en" else f"i18n/{edition.path.strip('/')}") / "glossary.md"
    entries = read_entries(source.read_text("utf-8"))
    index = json.loads((built_site / edition.path / "search" / "search_index.json").read_text("utf-8"))
    page = (built_site / edition.path / "glossary" / "index.html").read_text("utf-8")
    locations = [doc["location"] for doc in index["docs"]]
    # Each document's title and text, without the Chinese index's word breaks.
    said = {
        doc["location"]: (doc["title"].replace("\u200b", ""), doc["text"].replace("\u200b", ""))
        for doc in index["docs"]
    }
    assert len(entries) > 40
    for entry in entries:
        location = f"glossary/#{entry.anchor}"
        assert locations.index("glossary/") < locations.index(location)  # the page before its sections
        assert said[location] == (entry.text, entry.definition)
        assert f'id="{entry.anchor}"' in page
