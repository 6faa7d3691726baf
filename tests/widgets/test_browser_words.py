"""The browser scripts show no words of their own: every word they show comes from the catalogues.

Each script says ``say("deal.ready")`` (docs/assets/javascripts/baccarat/words.js), and the build writes
the edition's words into the page (baccarat.widgets.browser_words, sitebuild/words.py). These tests read
the scripts as text: their string literals (a small tokenizer below knows comments, strings, template
literals and regular expressions), and fail on a literal that reads as English.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from baccarat.i18n import LANGUAGES
from baccarat.widgets.browser_words import WORDS, browser_words
from sitebuild.catalogues import placeholders
from sitebuild.words import words_script
from tests.chinese import english_words, rejected_terms, wrong_script
from tests.conftest import ROOT

SCRIPTS = ROOT / "docs" / "assets" / "javascripts"
FILES = sorted(SCRIPTS.rglob("*.js"))


@dataclass(frozen=True)
class Literal:
    """A string literal of a script: its text (a template literal's ``${…}`` parts as ``${}``), and where."""

    text: str
    path: Path
    line: int
    before: str  # the code just before it, on its line: what it is given to

    def __str__(self) -> str:
        return f"{self.path.relative_to(SCRIPTS)}:{self.line}: {self.text!r}"


_REGEX_AFTER = set("(,=:[!&|?{};+-*%<>~^") | {""}
_REGEX_KEYWORDS = {"return", "typeof", "in", "of", "case", "do", "else", "void", "delete", "throw", "new"}


class _Tokenizer:
    """The string literals of a script, template literals' nested expressions included."""

    def __init__(self, path: Path) -> None:
        self.path, self.source, self.at = path, path.read_text(), 0
        self.found: list[Literal] = []

    def literal(self, text: str, start: int) -> None:
        line_start = self.source.rfind("\n", 0, start) + 1
        before = self.source[line_start:start]
        self.found.append(Literal(text, self.path, self.source.count("\n", 0, start) + 1, before))

    def regex_may_start(self) -> bool:
        code = self.source[: self.at].rstrip()
        word = re.search(r"[\w$]+$", code)
        if word:
            return word.group(0) in _REGEX_KEYWORDS
        return (code[-1:] if code else "") in _REGEX_AFTER

    def code(self, *, until_brace: bool = False) -> None:
        """Read code to its end (or to the ``}`` that closes a template literal's ``${``)."""
        depth, source = 0, self.source
        while self.at < len(source):
            char, pair = source[self.at], source[self.at : self.at + 2]
            if pair == "//":
                end = source.find("\n", self.at)
                self.at = len(source) if end < 0 else end
            elif pair == "/*":
                self.at = source.index("*/", self.at) + 2
            elif char in "\"'":
                self.quoted(char)
            elif char == "`":
                self.template()
            elif char == "/" and self.regex_may_start():
                self.regex()
            elif char == "{":
                depth += 1
                self.at += 1
            elif char == "}":
                self.at += 1
                if until_brace and depth == 0:
                    return
                depth -= 1
            else:
                self.at += 1

    def quoted(self, quote: str) -> None:
        start, text = self.at, []
        self.at += 1
        while self.source[self.at] != quote:
            if self.source[self.at] == "\\":
                self.at += 1
            text.append(self.source[self.at])
            self.at += 1
        self.at += 1
        self.literal("".join(text), start)

    def template(self) -> None:
        start, text = self.at, []
        self.at += 1
        while self.source[self.at] != "`":
            if self.source.startswith("${", self.at):
                self.at += 2
                self.code(until_brace=True)
                text.append("${}")
                continue
            if self.source[self.at] == "\\":
                self.at += 1
            text.append(self.source[self.at])
            self.at += 1
        self.at += 1
        self.literal("".join(text), start)

    def regex(self) -> None:
        self.at += 1
        in_class = False
        while self.source[self.at] != "/" or in_class:
            char = self.source[self.at]
            if char == "\\":
                self.at += 1
            elif char in "[]":
                in_class = char == "["
            self.at += 1
        self.at += 1


def literals(path: Path) -> list[Literal]:
    tokenizer = _Tokenizer(path)
    tokenizer.code()
    return tokenizer.found


#: What a literal is given to when it is no word a reader sees: a message for developers (the console,
#: a DOM comment), a CSS selector or media query, a key of the keyboard, a Web Lock's name, Python's code
#: to run, or a key of the page's words.
_NOT_SHOWN = re.compile(
    r"(?:\bconsole\.\w+|\.(?:querySelector(?:All)?|closest|matches|matchMedia|createComment|request|runPython)"
    r"|\b(?:say|failure))(?:\?\.)?\(\s*$"
    r"|\.(?:key|media)\s*={1,3}\s*$"
)
_DIRECTIVES = {"use strict"}
_WORD = re.compile(r"^[A-Za-z]+(?:'[a-z]+)?$")
_CAPITALISED = re.compile(r"(?<![\w$\0-])[A-Z][a-z]+(?![\w-])")
_EDGE_SPACE = re.compile(r"^\s+[A-Za-z]|[A-Za-z]\s+$")
_FILLED = "\0"  # what a template literal's ${…} stands for: a word, but no English of the script's own


def reads_as_english(text: str) -> bool:
    """Whether a literal's text reads as words for a reader: two words in a row (one of them may be a template
    literal's ``${…}``, not both), a capitalised word, or a word with a space at either end (a piece of a sentence).

    >>> [reads_as_english(text) for text in ("Copy", "no bet", "stake ", "pays ${}", "bac-result", "md-button ${}")]
    [True, True, True, True, False, False]
    >>> [reads_as_english(text) for text in ("${}Total", "${} ${}", "deal.ready", "keydown", "text/csv;charset=utf-8")]
    [False, False, False, False, False]
    """
    filled = text.replace("${}", _FILLED)
    words = [token.strip(".,:;!?…()\"'“”") for token in filled.split()]
    kinds = ["word" if _WORD.match(token) else "filled" if token == _FILLED else "" for token in words]
    in_a_row = any(a and b and "word" in (a, b) for a, b in itertools.pairwise(kinds))
    return bool(in_a_row or _CAPITALISED.search(filled) or _EDGE_SPACE.search(text))


def every_literal() -> Iterator[Literal]:
    for path in FILES:
        yield from literals(path)


def test_the_tokenizer_finds_literals_and_skips_comments_and_regular_expressions(tmp_path: Path) -> None:
    script = tmp_path / "example.js"
    script.write_text(
        '// "a comment"\nconst a = "one", b = `two ${x ? "three" : `four`} five`;\n'
        "/* 'no' */ const c = text.replace(/\"[^/]\"/g, 'six') / 2;\n"
    )
    assert [(found.text, found.line) for found in literals(script)] == [
        ("one", 2),
        ("three", 2),
        ("four", 2),
        ("two ${} five", 2),
        ("six", 3),
    ]


def test_no_script_holds_english_of_its_own() -> None:
    """Every sentence, label, status line and error a reader may see is a key of the page's words."""
    english = [
        str(found)
        for found in every_literal()
        if not _NOT_SHOWN.search(found.before) and found.text not in _DIRECTIVES and reads_as_english(found.text)
    ]
    assert english == []


_KEY = re.compile(r"^([a-z_]+)\.[a-z0-9-]+$")
_NAMESPACES = {key.split(".")[0] for key in WORDS}
#: The script each key's first part names (``dom`` is dom.js's shared words): its own file, or these.
_NAMESPACE_FILES = {"worker": SCRIPTS / "baccarat-worker.js"}


def script_of(namespace: str) -> Path:
    if namespace in _NAMESPACE_FILES:
        return _NAMESPACE_FILES[namespace]
    (path,) = [path for path in FILES if path.stem == namespace]
    return path


def test_every_key_the_scripts_name_is_declared_and_every_declared_key_is_named() -> None:
    """A key is named in the scripts as a literal: given to say() or failure(), or passed on to them."""
    named = [found for found in every_literal() if (match := _KEY.match(found.text)) and match.group(1) in _NAMESPACES]
    said = [found for found in every_literal() if re.search(r"\b(?:say|failure)\(\s*$", found.before)]
    assert [str(found) for found in [*named, *said] if found.text not in WORDS] == []
    assert set(WORDS) - {found.text for found in named} == set()
    # Each key belongs to the script its first part names, and that script names it.
    for key in WORDS:
        assert f'"{key}"' in script_of(key.split(".")[0]).read_text(), key


_CALL = re.compile(r"\b(?:say|failure)\(\s*\"([^\"]+)\"\s*(?:,\s*\{)?")


def names_given(source: str, start: int) -> set[str]:
    """The names of the object literal whose ``{`` is just before ``start``: ``{ a, b: f(c, d) }`` gives a and b."""
    depth, field, fields, at = 0, "", [], start
    while depth >= 0:
        char = source[at]
        depth += char in "([{"
        depth -= char in ")]}"
        if depth == 0 and char == ",":
            fields.append(field)
            field = ""
        elif depth >= 0:
            field += char
        at += 1
    fields.append(field)
    return {re.split(r"[:\s]", part.strip(), maxsplit=1)[0] for part in fields if part.strip()}


def test_every_placeholder_is_filled_where_the_names_are_written_out() -> None:
    """A call with its names written out (``say("odds.computed", { ms })``) fills exactly its words' placeholders."""
    checked = 0
    for path in FILES:
        source = path.read_text()
        for call in _CALL.finditer(source):
            key = call.group(1)
            wanted = placeholders(WORDS.get(key, ""))
            if call.group(0).endswith("{"):
                assert names_given(source, call.end()) == wanted, (path.name, key)
                checked += 1
            elif source[call.end() :].startswith(")"):
                assert wanted == set(), f"{path.name}: {key} is said without its names {sorted(wanted)}"
    assert checked >= 30


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_every_word_with_its_placeholders(lang: str) -> None:
    said = browser_words(lang)
    assert said.keys() == WORDS.keys()
    for key, english in WORDS.items():
        assert said[key].strip(), key
        assert placeholders(said[key]) == placeholders(english), (lang, key)
        if lang != "en":
            words = re.sub(r"\{\w+\}", "", english)
            assert said[key] != english or not re.search(r"[a-z]{3}", words), f"{lang}: {key} is not translated"


#: Latin words a Chinese browser word may hold besides the guide's list: the keys it names, a file's type.
_KEYS_AND_FILES = {"Ctrl", "Enter", "CSV", "csv"}
#: Why Python could not start, after "Details:": the names of files, types and protocols stay as they are.
_TECHNICAL = ("dom.runtime-failed", "runtime.", "worker.")


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_the_chinese_words_keep_to_their_script_and_the_terms(lang: str) -> None:
    for key, said in browser_words(lang).items():
        words = re.sub(r"\{\w+\}", "", said)  # the placeholders are the browser's to fill
        assert not wrong_script(words, lang), (key, said)
        assert not rejected_terms(words, lang), (key, said)
        if not key.startswith(_TECHNICAL):
            assert set(english_words(words)) <= _KEYS_AND_FILES, (key, said)


def test_the_words_script_carries_them_and_cannot_be_ended_early() -> None:
    script = words_script("zh-Hant")
    body = script.removeprefix('<script type="application/json" class="bac-words">').removesuffix("</script>")
    assert "</" not in body and "<!--" not in body
    assert json.loads(body) == browser_words("zh-Hant")
