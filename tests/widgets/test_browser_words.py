"""The browser's words: declared once, typed for tsc, translated with their plural forms, and the only words shown.

Each script says ``say("deal.ready")`` (docs/assets/javascripts/baccarat/words.js); the words are declared in Python
(baccarat.widgets.browser_words: the shared scripts' there, each widget's as ``BROWSER_WORDS`` in its own module),
written into every page by the build (sitebuild/words.py) and typed for strict tsc (browser_words.d.ts, written by
sitebuild/words_types.py). These tests check that the types are the declarations', that tsc refuses a wrong call,
that each language has every word in each of its plural forms, that the browser picks a form as gettext does, and
that no script holds English of its own (its string literals, read by TypeScript's own parser).
"""

from __future__ import annotations

import gettext
import itertools
import json
import re
import subprocess
from functools import cache
from pathlib import Path

import pytest
from babel.messages.plurals import PLURALS, get_plural

from baccarat.i18n import LANGUAGES, words
from baccarat.widgets.browser_words import (
    SHARED,
    Plural,
    browser_words,
    declared,
    ngettext,
    placeholders,
    plural_forms,
    say,
)
from baccarat.widgets.catalog import widgets
from sitebuild.page_words import compile_rule, evaluate, page_words, plural_rule
from sitebuild.words import words_script
from sitebuild.words_types import TARGET, declarations
from tests.chinese import english_words, rejected_terms, wrong_script
from tests.conftest import ROOT
from tests.generated import assert_generated_for_tsc

SCRIPTS = ROOT / "docs" / "assets" / "javascripts"
WORDS_JS = SCRIPTS / "baccarat" / "words.js"
TSC = ROOT / "node_modules" / ".bin" / "tsc"
DECLARED = declared()


# Declared once ----------------------------------------------------------------------------------------------------


def test_each_widget_declares_its_own_scripts_words() -> None:
    """A widget's ``BROWSER_WORDS`` are said by its own scripts (``<name>.js``, ``<name>_view.js``): its module is
    the one place they are said; the shared scripts' are in SHARED, and no key is declared twice."""
    seen = set(SHARED)
    for widget in widgets():
        own = getattr(__import__(f"baccarat.widgets.{widget.name}", fromlist=["_"]), "BROWSER_WORDS", {})
        assert {key.split(".")[0] for key in own} <= {widget.name, f"{widget.name}_view"}, widget.name
        assert not seen & set(own), widget.name
        seen |= set(own)
    assert seen == set(DECLARED)
    assert not {key.split(".")[0] for key in SHARED} & {widget.name for widget in widgets()}


def test_a_plural_word_names_its_count_among_the_plurals_placeholders() -> None:
    plurals = {key: word for key, word in DECLARED.items() if isinstance(word, Plural)}
    assert {"system.dealing", "system.played", "storage.remove-copies"} <= plurals.keys()
    for key, word in plurals.items():
        assert word.count in placeholders(word.plural), key
        assert set(placeholders(word.singular)) <= set(placeholders(word.plural)), key
    with pytest.raises(ValueError, match=r"no placeholder \{count\}"):
        ngettext("{shoes} shoe", "{shoes} shoes")


def test_no_plain_word_builds_a_count_into_a_plural_noun() -> None:
    """A count before a plural noun ("{shoes} shoes") is a plural word: English would say "1 shoes" otherwise.
    The two progress lines Python also writes, whose count is the session's length (never 1), are the exceptions."""
    shared_with_python = {"lesson_view.progress", "drill_view.session-progress"}
    counted = re.compile(r"\{\w+\} (?:of (?:the )?\{\w+\} )?(?!MB\b|ms\b)[a-z]+s\b")
    built = [key for key, word in DECLARED.items() if isinstance(word, str) and counted.search(word)]
    assert set(built) == shared_with_python


# Every key is said, and every key said is declared -------------------------------------------------------------


@cache
def literals() -> list[dict[str, str]]:
    """Every string literal of the browser code, read by TypeScript's parser (tests/widgets/string_literals.mjs)."""
    command = ["node", str(Path(__file__).with_name("string_literals.mjs")), str(SCRIPTS)]
    lines = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=True).stdout.splitlines()
    return [json.loads(line) for line in lines]


def script_of(namespace: str) -> Path:
    """The script a key's first part names (``dom`` is dom.js's shared words; ``worker`` the Python worker's)."""
    if namespace == "worker":
        return SCRIPTS / "baccarat-worker.js"
    (path,) = [path for path in SCRIPTS.rglob(f"{namespace}.js")]
    return path


def test_every_declared_key_is_said_by_the_script_its_first_part_names() -> None:
    named = {found["text"] for found in literals()}
    for key in DECLARED:
        assert key in named, f"{key} is declared, but no script names it"
        assert f'"{key}"' in script_of(key.split(".")[0]).read_text(), key


def test_every_key_given_to_say_or_failure_is_declared() -> None:
    """tsc checks this for every typed call; this catches a key in any script, the worker's too."""
    said = [found for found in literals() if re.search(r"(?:^|\.)(?:say|failure)$", found["given"])]
    assert len(said) >= 140
    assert [
        f"{found['file']}:{found['line']}: {found['text']}" for found in said if found["text"] not in DECLARED
    ] == []


# Typed ----------------------------------------------------------------------------------------------------------


def test_the_types_are_written_from_the_declarations() -> None:
    """browser_words.d.ts is generated, not committed: scripts/setup writes it where strict tsc reads it (the test
    below has tsc check calls against it)."""
    assert_generated_for_tsc(TARGET, declarations(), "python -m sitebuild.words_types")


#: Calls strict tsc must refuse, each with the error it gives, and calls it must accept.
_WRONG_CALLS = {
    'say("system.no-such-word");': "TS2345",  # an unknown key
    'say("system.played", { shoes: 2 });': "TS2345",  # a placeholder left out (seed)
    'say("system.played", { shoes: 2, seed: 1, extra: 3 });': "TS2353",  # a name the words do not have
    'say("system.dealing");': "TS2554",  # a plural word without its count
    'say("system.ready", { shoes: 2 });': "TS2554",  # names for words without placeholders
    'failure("runtime.timeout");': "TS2554",  # failure() is typed as say() is
}
_RIGHT_CALLS = (
    'say("system.ready");',
    'say("system.dealing", { shoes: 1 });',
    'say("storage.remove-copies", { count: 2 });',
    'failure("runtime.timeout", { seconds: 120 });',
)


def test_strict_tsc_refuses_an_unknown_key_a_missing_or_extra_name_and_a_plural_without_its_count(
    tmp_path: Path,
) -> None:
    calls = [*_WRONG_CALLS, *_RIGHT_CALLS]
    script = tmp_path / "calls.js"
    script.write_text(f'// @ts-check\nimport {{ failure, say }} from "{WORDS_JS}";\n' + "\n".join(calls) + "\n")
    config = json.loads(re.sub(r"^\s*//.*$", "", (ROOT / "tsconfig.json").read_text(), flags=re.M))
    config["include"] = [str(script)]
    config.pop("exclude", None)
    (tmp_path / "tsconfig.json").write_text(json.dumps(config))
    checked = subprocess.run([str(TSC), "-p", str(tmp_path / "tsconfig.json")], capture_output=True, text=True)
    errors = {int(line): code for line, code in re.findall(r"calls\.js\((\d+),\d+\): error (TS\d+)", checked.stdout)}
    assert errors == {line: code for line, code in enumerate(_WRONG_CALLS.values(), start=3)}, checked.stdout


# Translated, with each language's plural forms -------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_every_word_in_each_of_its_plural_forms(lang: str) -> None:
    said = browser_words(lang)
    assert said.keys() == DECLARED.keys()
    forms = {"en": 2}.get(lang, 1)  # Babel's (CLDR's) rule: English has one and other, Chinese one form
    for key, english in DECLARED.items():
        words = said[key]
        if isinstance(english, Plural):
            assert isinstance(words, tuple) and len(words) == forms, (lang, key)
            for form in words:  # a form may leave out the count (English "the copy"); nothing else
                assert set(placeholders(english.plural)) - {english.count} <= set(placeholders(form)), (lang, key)
                assert set(placeholders(form)) <= set(placeholders(english.plural)), (lang, key)
            texts: tuple[str, ...] = words
        else:
            assert isinstance(words, str) and set(placeholders(words)) == set(placeholders(english)), (lang, key)
            texts = (words,)
        for text in texts:
            assert text.strip(), (lang, key)
            if lang != "en":
                bare = re.sub(r"\{\w+\}", "", english.plural if isinstance(english, Plural) else english)
                assert text not in (english, getattr(english, "singular", "")) or not re.search(r"[a-z]{3}", bare), (
                    f"{lang}: {key} is not translated"
                )


def test_english_says_one_shoe_and_two_shoes() -> None:
    assert say("en", "system.played", shoes=1, seed=5) == "Played 1 shoe from seed 5."
    assert say("en", "system.played", shoes=2, seed=5) == "Played 2 shoes from seed 5."
    assert say("zh-Hans", "system.played", shoes=1, seed=5) == "已用洗牌种子 5 派完 1 靴牌。"
    assert browser_words("en")["system.played"] == ("Played {shoes} shoe from seed {seed}.",
                                                    "Played {shoes} shoes from seed {seed}.")  # fmt: skip
    assert browser_words("zh-Hant")["system.played"] == ("已用洗牌種子 {seed} 玩了 {shoes} 靴牌。",)
    assert browser_words("zh-Hans")["storage.remove-copies"] == ("删除之前另存的副本，然后保存",)


#: Latin words a Chinese browser word may hold besides the guide's list: the keys it names, a file's type.
_KEYS_AND_FILES = {"Ctrl", "Enter", "CSV", "csv"}
#: Why Python could not start, after "Details:": the names of files, types and protocols stay as they are.
_TECHNICAL = ("dom.runtime-failed", "runtime.", "worker.")


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_the_chinese_words_keep_to_their_script_and_the_terms(lang: str) -> None:
    for key, said in browser_words(lang).items():
        for form in (said,) if isinstance(said, str) else said:
            words = re.sub(r"\{\w+\}", "", form)  # the placeholders are the browser's to fill
            assert not wrong_script(words, lang), (key, form)
            assert not rejected_terms(words, lang), (key, form)
            if not key.startswith(_TECHNICAL):
                assert set(english_words(words)) <= _KEYS_AND_FILES, (key, form)


# The plural rule, compiled and evaluated as gettext does -------------------------------------------------------


def test_each_editions_plural_rule_is_babels() -> None:
    """Chinese's from the compiled catalogue's header, which Babel writes from its (CLDR's) data; English's, the
    source language with no catalogue, is gettext's default, which is Babel's for English too."""
    assert plural_forms("en") == str(get_plural("en")) == "nplurals=2; plural=(n != 1);"
    assert plural_rule("en") == ["!=", "n", 1]
    for lang in ("zh-Hant", "zh-Hans"):
        assert words(lang).catalogue.info()["plural-forms"] == plural_forms(lang) == "nplurals=1; plural=0;"
        assert plural_forms(lang) == str(get_plural(lang.replace("-", "_")))
        assert plural_rule(lang) == 0


#: Every plural rule Babel knows (about 200 languages): the browser's next languages.
_EXPRESSIONS = sorted({expression for _, expression in PLURALS.values()})


def test_every_plural_rule_babel_knows_compiles_to_what_gettext_computes() -> None:
    for expression in _EXPRESSIONS:
        rule, python = compile_rule(expression), gettext.c2py(expression)
        assert [evaluate(rule, n) for n in range(1001)] == [python(n) for n in range(1001)], expression
    for bad in ("n ==", "n = 1", "(n != 1", "n != 1)", "x"):
        with pytest.raises(ValueError):
            compile_rule(bad)


def test_the_browser_picks_each_form_as_gettext_does(tmp_path: Path) -> None:
    """words.js's pluralForm, run by Node over every rule Babel knows, agrees with Python's gettext."""
    rules = [compile_rule(expression) for expression in _EXPRESSIONS]
    (tmp_path / "package.json").write_text('{"type": "module"}')
    module = tmp_path / "words.js"
    module.write_text(WORDS_JS.read_text())
    runner = tmp_path / "run.js"
    runner.write_text(
        'import { pluralForm } from "./words.js";\n'
        f"const rules = {json.dumps(rules)};\n"
        "const forms = (rule) => Array.from({ length: 201 }, (_, n) => pluralForm(rule, n));\n"
        "console.log(JSON.stringify(rules.map(forms)));\n"
    )
    ran = subprocess.run(["node", str(runner)], capture_output=True, text=True, check=True)
    expected = [[gettext.c2py(expression)(n) for n in range(201)] for expression in _EXPRESSIONS]
    assert json.loads(ran.stdout) == expected


# Carried by every page ------------------------------------------------------------------------------------------


def test_the_words_script_carries_them_and_cannot_be_ended_early() -> None:
    script = words_script("zh-Hant")
    body = script.removeprefix('<script type="application/json" class="bac-words">').removesuffix("</script>")
    assert "</" not in body and "<!--" not in body
    carried = json.loads(body)
    assert carried == page_words("zh-Hant")
    assert carried["plural"] == 0 and carried["words"]["system.played"] == {
        "count": "shoes",
        "forms": ["已用洗牌種子 {seed} 玩了 {shoes} 靴牌。"],
    }
    english = page_words("en")
    assert english["plural"] == ["!=", "n", 1]
    assert english["words"]["storage.remove-copies"] == {
        "count": "count",
        "forms": [
            "Remove the copy set aside earlier, and save",
            "Remove the {count} copies set aside earlier, and save",
        ],
    }


# No script holds English of its own -----------------------------------------------------------------------------

#: What a literal is given to when it is no word a reader sees: a message for developers (the console, a DOM
#: comment), a CSS selector or media query, a Web Lock's name, Python's code to run, a key of the page's words, a
#: key of the keyboard or a module's name.
_NOT_SHOWN = re.compile(
    r"(?:^console\.\w+|\.(?:querySelector(?:All)?|closest|matches|matchMedia|createComment|request|runPython)"
    r"|(?:^|\.)(?:say|failure|relayedFailure))$"
    r"|^compared with .*\.(?:key|media)$|^import$"
)
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


def test_the_parser_finds_literals_and_skips_comments_and_regular_expressions(tmp_path: Path) -> None:
    (tmp_path / "example.js").write_text(
        '// "a comment"\nconst a = "one", b = `two ${x ? "three" : `four`} five`;\n'
        '/* \'no\' */ const c = text.replace(/"[^/]"/g, \'six\') / 2;\nsay(ok ? "deal.ready" : "deal.link-label");\n'
    )
    command = ["node", str(Path(__file__).with_name("string_literals.mjs")), str(tmp_path)]
    ran = subprocess.run(command, capture_output=True, text=True, check=True)
    found = [json.loads(line) for line in ran.stdout.splitlines()]
    assert [(item["text"], item["line"], item["given"]) for item in found] == [
        ("one", 2, ""),
        ("two ${} five", 2, ""),
        ("three", 2, ""),
        ("four", 2, ""),
        ("six", 3, "text.replace"),
        ("deal.ready", 4, "say"),
        ("deal.link-label", 4, "say"),
    ]


def test_no_script_holds_english_of_its_own() -> None:
    """Every sentence, label, status line and error a reader may see is a key of the page's words."""
    english = [
        f"{found['file']}:{found['line']}: {found['text']!r}"
        for found in literals()
        if not _NOT_SHOWN.search(found["given"]) and found["text"] != "use strict" and reads_as_english(found["text"])
    ]
    assert english == []
