"""The term table and the catalogues: every message translated, with its placeholders, in the chosen words."""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from sitebuild.catalogues import CODE, ROOT, TRANSLATED, extracted, problems, translations
from tests.chinese import TERMS, faults, page_texts, rejected_terms, wrong_script

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


def test_the_page_check_reads_the_whole_page_and_leaves_what_is_marked_as_another_language() -> None:
    """The frame, the window's title, the attributes a reader meets and Material's later words are read; an element
    marked as another language's is not (its attributes neither), nor a rejected term struck out as the mistake."""
    page = BeautifulSoup(
        '<html lang="zh-Hant"><head><title>例牌 - 百家樂詳解</title>'
        '<script id="__config" type="application/json">'
        '{"translations": {"search.result.one": "找到 1 个結果"}}</script>'
        '</head><body><header><input aria-label="Switch to dark mode" placeholder="搜尋">'
        '<a href="/" lang="en" title="English edition">English</a></header>'
        '<article><p>例牌<s>平局</s><a class="headerlink" title="Permanent link">¶</a></p>'
        '<p><a class="bac-cite" title="Pennsylvania Gaming Control Board，58 Pa. Code chapter 631a, Baccarat">'
        '<span lang="en">58 Pa. Code</span></a></p></article>'
        '<footer>Made with <a lang="en">Material for MkDocs</a>。頁脚</footer></body></html>',
        "html.parser",
    )
    texts = page_texts(page, "zh-Hant")
    assert texts["<title>"] == "例牌 - 百家樂詳解" and texts['<input placeholder="搜尋">'] == "搜尋"
    assert "English" not in texts["the page's text"] and "平局" not in texts["the page's text"]
    names = ["Pennsylvania Gaming Control Board", "58 Pa. Code chapter 631a, Baccarat"]
    english = [f"English word {word!r}" for word in ("Switch", "dark", "mode", "Permanent", "link", "Made", "with")]
    assert faults(texts, "zh-Hant", names=names) == {
        "Material's 'search.result.one'": ["个: the other script's"],
        '<input aria-label="Switch to dark mode">': english[:3],
        '<a title="Permanent link">': english[3:5],
        "the page's text": [*english[5:], *rejected_terms("頁脚", "zh-Hant"), "脚: the other script's"],
    }


def test_an_english_page_under_a_chinese_frame_is_left_aside_with_its_headings_where_the_frame_repeats_them() -> None:
    page = BeautifulSoup(
        '<html lang="zh-Hans"><head><title>baccarat.cards - 百家乐详解</title></head><body>'
        '<header><div class="md-header__topic" data-md-component="header-topic">'
        '<span class="md-ellipsis">baccarat.cards</span></div></header>'
        '<nav class="md-nav" aria-label="目录"><a class="md-nav__link" href="#baccarat.cards.parse_card">parse_card</a>'
        '<a class="md-nav__link" href="../">首页</a></nav>'
        '<article lang="en"><div class="bac-untranslated" lang="zh-Hans">只有英文版</div>'
        '<h1 id="baccarat.cards">baccarat.cards</h1><h2 id="baccarat.cards.parse_card">parse_card</h2></article>'
        "</body></html>",
        "html.parser",
    )
    texts = page_texts(page, "zh-Hans")
    assert faults(texts, "zh-Hans") == {}
    assert texts["<title>"].strip(" -") == "百家乐详解" and "首页" in texts["the page's text"]


#: A Jyutping syllable: an initial, a final and a tone (1 to 6).
JYUTPING = re.compile(
    r"(?:b|p|m|f|d|t|n|l|g|k|ng|h|gw|kw|w|z|c|s|j)?(?:aa|a|e|i|o|u|oe|eo|yu|m|ng)[iuymngptk]{0,2}[1-6]"
)


def test_every_cantonese_reading_is_jyutping_one_syllable_a_character() -> None:
    """Each reading reads the word players say (``cantonese_word``, else the Traditional term), a syllable for
    each of its characters; the table's reads as players say it (牌枱), and 曱甴 with its changed tone."""
    for key, term in TERMS.items():
        if "cantonese" not in term:
            assert "cantonese_word" not in term, key
            continue
        syllables = term["cantonese"].split()
        assert all(JYUTPING.fullmatch(syllable) for syllable in syllables), f"{key}: {term['cantonese']}"
        assert len(syllables) == len(term.get("cantonese_word", term["hant"])), key
    assert (TERMS["table"]["cantonese_word"], TERMS["table"]["cantonese"]) == ("牌枱", "paai4 toi2")
    assert TERMS["cockroach-pig"]["cantonese"] == "gaat6 zaat2 lou6"


def test_the_words_hong_kong_and_the_mainland_write_are_kept_and_taiwans_are_not() -> None:
    """天牌 is the everyday word for a natural; 超級六 is the side bet's name (never the table's); Traditional is
    written as Hong Kong and Macau write, Simplified says 判定一局 for calling a coup."""
    assert not rejected_terms("天牌，又叫天生贏家、天王", "zh-Hant") and "天牌" in TERMS["natural"]["also_hans"]
    assert not rejected_terms("押超級六", "zh-Hant") and rejected_terms("超級六百家樂", "zh-Hant")
    assert TERMS["no-commission-table"]["hant"] == "免佣百家樂" and rejected_terms("超级六牌桌", "zh-Hans")
    for taiwan in ("機率", "信賴區間", "列印", "螢幕", "套件", "建置", "頁脚"):
        assert rejected_terms(taiwan, "zh-Hant"), taiwan
    assert not rejected_terms("機率", "zh-Hans")  # (Traditional's variants only: the script check finds the rest)
    assert rejected_terms("荷官读出这一局", "zh-Hans") and rejected_terms("赌桌", "zh-Hans")
    assert not rejected_terms("判定一局：荷官唱牌", "zh-Hans")
