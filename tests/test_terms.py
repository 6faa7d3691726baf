"""The term table and the catalogues: every message translated, with its placeholders, in the chosen words."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

import pytest

from sitebuild.catalogues import CODE, ROOT, TRANSLATED, extracted, problems, translations
from tests.chinese import TERMS, rejected_terms, wrong_script

SOURCES = tomllib.loads((Path(__file__).parent.parent / "sitebuild" / "data" / "sources.toml").read_text("utf-8"))


def test_every_term_has_both_scripts_and_a_known_source() -> None:
    for key, term in TERMS.items():
        assert term["en"] and term["hant"] and term["hans"], key
        assert term["source"] in {"regulation", "common"}, key
        if "cite" in term:
            source, _, part = term["cite"].partition("#")
            assert source in SOURCES and (not part or part in SOURCES[source]["parts"]), f"{key}: {term['cite']}?"
        if term["source"] == "regulation":
            assert "cite" in term, f"{key}: a regulation's word names its article"
    assert not wrong_script("".join(term["hans"] for term in TERMS.values()), "zh-Hans")
    assert not wrong_script("".join(term["hant"] for term in TERMS.values()), "zh-Hant")


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_is_translated_with_its_placeholders(lang: str) -> None:
    assert problems(lang) == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_catalogues_use_the_chosen_words_in_their_script(lang: str) -> None:
    for path, message in translations(lang):
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in strings:
            assert not rejected_terms(str(text), lang), f"{path.name}: {message.id!r}"
            assert not wrong_script(str(text), lang), f"{path.name}: {message.id!r}: {wrong_script(str(text), lang)}"


def test_a_term_missing_from_the_catalogue_is_found() -> None:
    assert rejected_terms("押閑家", "zh-Hant") and rejected_terms("玩家贏", "zh-Hans")
    assert wrong_script("闲家", "zh-Hant") == {"闲"} and wrong_script("莊家", "zh-Hans") == {"莊"}


def _marked_in_code() -> set[tuple[str, str | None]]:
    """Every message the code marks, read from its syntax tree (inside f-strings too, where Babel's
    extractor does not look)."""
    found: set[tuple[str, str | None]] = set()
    for folder in CODE:
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Call) or not node.args:
                    continue
                name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
                texts = [arg.value if isinstance(arg, ast.Constant) else None for arg in node.args[:2]]
                if name in ("w", "mark") and isinstance(texts[0], str):
                    found.add((texts[0], None))
                elif name == "pgettext" and len(texts) == 2 and all(isinstance(text, str) for text in texts):
                    found.add((str(texts[1]), str(texts[0])))
    return found


def test_every_marked_message_reaches_the_catalogues() -> None:
    """A message marked where Babel cannot see it (inside an f-string's braces) would never be translated."""
    assert _marked_in_code() - extracted().keys() == set()
