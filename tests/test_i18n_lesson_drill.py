"""The lesson's, the rules pages' questions' and the Drill's words in both Chinese scripts.

Rendered in each Chinese language, they hold no English word (but the names of software and of a key), no
term the term table rejects, and no character of the other script; the Drill grades what a Chinese reader
types exactly as it grades the keys its buttons send; and an unknown language is refused by name.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable, Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from baccarat import drill
from baccarat.coup import Coup, explain, resolve
from baccarat.drill import ANSWER_KEYS, SAID, Question, Settings, grade, question, read_answer
from baccarat.errors import BaccaratError
from baccarat.i18n import words
from baccarat.lesson import first_shoe, lesson_coups, quiz
from baccarat.render import drill as render_drill
from baccarat.render import lesson as render_lesson
from baccarat.shoe import Shoe
from baccarat.widgets.door import handle
from baccarat.widgets.drill import first_requests, parse_link
from tests.chinese import english_words, rejected_terms, wrong_script

ROOT = Path(__file__).resolve().parent.parent
CHINESE = ("zh-Hant", "zh-Hans")
#: Latin words a Chinese page keeps as they are: the software the live parts need (they have no Chinese names).
#: The key printed "Enter" on every keyboard is marked as English (lang="en"), as any English in a page is.
KEPT = {"JavaScript", "WebAssembly"}
#: Characters of the Traditional script and the Simplified character each becomes, chosen from the words these
#: parts use (and their near neighbours): neither is written in the other script. Left out on purpose: the
#: characters both scripts write (局, 和, 牌), and the Simplified forms that are also Traditional characters of
#: their own (后, 里, 只, 台, 面, 干, 范, 于, 几, 准, 么, 体, 系: 茶几, 批准, the surnames 范 and 于).
TRADITIONAL_SIMPLIFIED = (
    "閒闲 莊庄 點点 張张 對对 補补 贏赢 輸输 這这 個个 們们 會会 與与 為为 時时 開开 數数 發发 題题 練练 習习 規规 "
    "則则 決决 現现 還还 沒没 嗎吗 樣样 問问 過过 讀读 儲储 設设 進进 錄录 誤误 種种 參参 連连 結结 識识 給给 長长 "
    "單单 擇择 選选 啟启 動动 紙纸 頁页 實实 將将 從从 應应 邊边 兩两 雙双 圖图 認认 號号 輪轮 續续 際际 釋释 說说 "
    "勝胜 負负 讓让 總总 並并 覽览 鈕钮 鍵键 態态 難难 類类 須须 頭头 靈灵 處处 齊齐 當当 "
    "訂订 確确 專专 場场 優优 勢势 賭赌 貓猫 龍龙 級级 銷销 異异 聽听 錯错 換换 記记 帶带 變变 親亲 試试 隨随"
)
_PAIRS = TRADITIONAL_SIMPLIFIED.split()
TRADITIONAL_ONLY = "".join(pair[0] for pair in _PAIRS)
SIMPLIFIED_ONLY = "".join(pair[1] for pair in _PAIRS)
#: Each script's characters of the other script (what a page in that script must never hold).
FOREIGN = {"zh-Hant": SIMPLIFIED_ONLY, "zh-Hans": TRADITIONAL_ONLY}
#: Elements drawn by other renderers (the coup, the cards, the Banker chart): their words are tested with them.
OTHERS: set[str] = set()


class _Read(HTMLParser):
    """What a reader of the page reads: text, and the words the page's script shows from its attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.read: list[str] = []
        self.skipping: list[str] = []  # the open elements of another renderer's part, innermost last

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = {name: value or "" for name, value in attrs}
        if self.skipping or OTHERS & set(found.get("class", "").split()) or found.get("lang") == "en":
            self.skipping.append(tag)
            return
        for name in ("aria-label", "title", "alt", "data-again", "data-over"):
            self.read.append(found.get(name, ""))
        if "data-lesson" in found:  # the words the page's script shows: all but each coup's own drawing
            shipped = json.loads(found["data-lesson"])
            for ask in shipped["asks"]:  # what questions share: their prompts and choices
                self.read += [ask["prompt"], *(label for _, label in ask["choices"])]
            for session in shipped["sessions"]:
                self.read += [session["title"], session["knows"]]
                self.read += [asked["explanation"] for coup in session["coups"] for asked in coup["questions"]]
            # a card's words (its example's cell, a Drill cell's name, is no word shown)
            self.read += [words for card in shipped["cards"].values() for name, words in card.items() if name != "cell"]

    def handle_endtag(self, tag: str) -> None:
        if self.skipping and self.skipping[-1] == tag:
            self.skipping.pop()

    def handle_data(self, data: str) -> None:
        if not self.skipping:
            self.read.append(data)


def read(html: str) -> str:
    parser = _Read()
    parser.feed(html)
    return " ".join(text for text in parser.read if text.strip())


def check_words(text: str, lang: str, kept: set[str] = KEPT) -> None:
    """``text`` is all ``lang``: no English word, no rejected term, no character of the other script (by this
    module's list, and by CC-CEDICT's columns as every Chinese text of the guide is checked)."""
    english = set(english_words(text)) - kept
    assert not english, f"{lang}: English words {sorted(english)} in {text[:300]!r}"
    assert not rejected_terms(text, lang), f"{lang}: {rejected_terms(text, lang)} in {text[:300]!r}"
    foreign = sorted(set(FOREIGN[lang]) & set(text) | wrong_script(text, lang))
    assert not foreign, f"{lang}: characters {foreign} of the other script in {text[:300]!r}"


def test_the_character_lists_are_of_one_script_each() -> None:
    assert len(_PAIRS) > 100 and all(len(pair) == 2 and pair[0] != pair[1] for pair in _PAIRS)
    assert not set(TRADITIONAL_ONLY) & set(SIMPLIFIED_ONLY)
    assert len(set(TRADITIONAL_ONLY)) == len(TRADITIONAL_ONLY) and len(set(SIMPLIFIED_ONLY)) == len(SIMPLIFIED_ONLY)


@pytest.mark.parametrize("lang", CHINESE)
def test_the_catalogues_of_these_parts_are_in_their_own_script(lang: str) -> None:
    from sitebuild.catalogues import translations

    for _, message in translations(lang):
        if any(Path(path).stem in ("lesson", "drill") for path, _ in message.locations):
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            for text in map(str, strings):
                assert not set(FOREIGN[lang]) & set(text), (lang, message.id, text)
                assert "<" not in text and "&" not in text, (lang, message.id)  # words, never markup


@pytest.mark.parametrize("lang", CHINESE)
def test_the_first_shoe_and_every_quiz_are_all_chinese(lang: str) -> None:
    check_words(read(render_lesson.widget_html(lang=lang)), lang)
    for page in render_lesson.QUIZ_PAGES:
        html = render_lesson.quiz_html(page, lang=lang)
        check_words(read(html), lang)
        assert render_lesson.quiz_title(page, lang=lang) in html


def test_the_questions_are_asked_and_answered_alike_in_every_language() -> None:
    for lang in CHINESE:
        english_shoe, shoe = (render_lesson.worded_shoe(first_shoe(), words(said)) for said in ("en", lang))
        for (coup, english), (same, translated) in zip(english_shoe, shoe, strict=True):
            assert coup == same
            for q, t in zip(english, translated, strict=True):
                assert (q.step, q.topic, q.answer, q.rule, q.drill) == (t.step, t.topic, t.answer, t.rule, t.drill)
                assert [value for value, _ in q.choices] == [value for value, _ in t.choices]
                assert q.prompt != t.prompt and q.explanation != t.explanation
        quizzed = render_lesson.worded_shoe(quiz("banker"), words(lang))
        assert [coup for coup, _ in quizzed] == [coup for coup, _ in quiz("banker")]


def _drill_questions(lang: str) -> Iterator[Question]:
    """A sample of the Drill's questions: every kind, every cell, and whole coups called step by step."""
    for cell in (*drill.PLAYER_CELLS, *drill.BANKER_CELLS, *drill.SCORE_CELLS):
        yield question(Settings(seed=11), 1, cell)
    for number in range(1, 13):
        called = Settings(seed=number, kind="call")
        steps = question(called, number, "call").steps
        yield from (question(called, number, "call", step) for step in range(1, steps + 1))


@pytest.mark.parametrize("lang", CHINESE)
def test_the_drill_asks_grades_and_explains_in_chinese(lang: str) -> None:
    for q in _drill_questions(lang):
        check_words(read(render_drill.question_html(q, lang=lang)), lang)
        for key in q.answers:
            feedback = grade(q, key, labels=render_drill.answer_words(q.kind, lang=lang))
            check_words(read(render_drill.feedback_html(q, feedback, lang=lang)), lang)
    progress = {"version": 1, "cells": {"banker-3-8": [3, 3, 4], "banker-4-2": [0, 1, 3]}}
    check_words(read(render_drill.mastery_html(progress, lang=lang)), lang)
    frame = render_drill.widget_html(lang=lang)
    check_words(read(frame), lang)
    assert '<kbd lang="en" aria-hidden="true">Enter</kbd>' in frame
    check_words(read(render_drill.printable_html(7, 12, lang=lang)), lang)
    for stored in ("{oops", '{"version": 2}', '{"version": 1}', '{"version": 1, "cells": {}, "revision": -1}'):
        check_words(words(lang).say(drill.load_progress(stored)[1]), lang)


@pytest.mark.parametrize("lang", CHINESE)
def test_a_bad_link_is_named_in_chinese(lang: str) -> None:
    links = ([("x", "1"), ("seed", "a"), ("seed", "2"), ("rows", "9"), ("kind", "score"), ("rows", "3")],
             [("kind", "banana"), ("seed", "9" * 200)], [("kind", "score"), ("rows", "3")], "nope")  # fmt: skip
    # The link's parameters are named as a link gives them, and what it gave is quoted as it was.
    names = KEPT | {"seed", "kind", "rows", "mix", "player", "banker", "score", "call"}
    for pairs in links:
        wanted, problem = parse_link(pairs, lang=lang)
        assert problem and wanted == parse_link(pairs)[0]
        check_words(re.sub(r"'[^']*'", "", problem), lang, names)


@pytest.mark.parametrize("lang", CHINESE)
def test_the_facade_answers_in_the_requests_language(lang: str) -> None:
    asked = {"action": "drill-question", "seed": 5, "kind": "banker", "rows": [4], "number": 1, "lang": lang}
    shown = handle(asked)
    assert shown["ok"] and shown["cell"].startswith("banker-4-")
    check_words(read(shown["html"]), lang)
    q = question(Settings(seed=5, kind="banker", rows=(4,)), 1, shown["cell"])
    wrong = "停牌" if q.answer == "draw" else ("补牌" if lang == "zh-Hans" else "補牌")
    graded = handle({**asked, "action": "drill-answer", "cell": shown["cell"], "answer": wrong, "session": {}})
    assert graded["ok"] and graded["correct"] is False and graded["right"] == q.answer
    check_words(read(graded["html"]) + read(graded["chart"]), lang)
    started = handle({"action": "drill-start", "stored": "{oops", "pairs": [["kind", "call"]], "lang": lang})
    assert started["link"] == {"kind": "call"}
    check_words(started["note"] + read(started["chart"]), lang)
    refused = handle({**asked, "action": "drill-answer", "cell": shown["cell"], "answer": "maybe", "session": {}})
    assert refused["field"] == "answer" and refused["message"].endswith("。")
    check_words(refused["message"].replace("'maybe'", ""), lang)


def test_the_shipped_first_answers_are_in_the_editions_language() -> None:
    """The build ships the Drill's first answers: asked in Chinese, each comes back in Chinese."""
    for request in first_requests({"data-seed": "2024"})[:6]:
        answer = handle({**request, "lang": "zh-Hans"})
        assert answer["ok"], answer
        check_words(read(answer.get("html", "") + answer.get("chart", "")), "zh-Hans")


@pytest.mark.parametrize(
    "request_",
    [
        {"action": "drill-start", "lang": "fr"},
        {"action": "drill-question", "seed": 1, "lang": "zh"},
        {"action": "drill-answer", "seed": 1, "number": 1, "cell": "score-3", "answer": "3", "lang": "zh-TW"},
        {"action": "drill-question", "seed": 1, "lang": None},
    ],
)
def test_an_unknown_language_is_refused_by_name(request_: dict[str, object]) -> None:
    answer = handle(request_)
    assert answer["ok"] is False and answer["field"] == "lang"


@pytest.mark.parametrize(
    "render",
    [
        lambda: render_lesson.widget_html(lang="fr"),
        lambda: render_lesson.quiz_html("player", lang="zh-CN"),
        lambda: render_drill.widget_html(lang="EN"),
        lambda: render_drill.printable_html(7, 3, lang="zh"),
        lambda: render_drill.answer_words("score", lang="de"),
        lambda: parse_link([], lang="fr"),
    ],
)
def test_a_renderer_refuses_an_unknown_language_by_name(render: Callable[[], object]) -> None:
    with pytest.raises(BaccaratError) as refused:
        render()
    assert refused.value.field == "lang"


def test_the_builds_fences_are_drawn_in_the_editions_language() -> None:
    from sitebuild import formatters

    english = formatters.render_fence("baccarat-quiz", "naturals")
    assert english == render_lesson.quiz_html("naturals")
    for fence, source in (("baccarat-quiz", "naturals"), ("baccarat-widget", "lesson"),
                          ("baccarat-widget", "drill"), ("baccarat-drill", "practice 7 12")):  # fmt: skip
        check_words(read(formatters.render_fence(fence, source, lang="zh-Hant")), "zh-Hant")  # as the build asks
    assert formatters.render_fence("baccarat-widget", "drill", lang="zh-Hant") == render_drill.widget_html(
        lang="zh-Hant"
    )


# ---------------------------------------------------------------- the explanations, and grading what is typed


def _coups() -> Iterator[Coup]:
    yield from lesson_coups()
    shoe = Shoe(8, seed=3)
    while not shoe.finished:
        yield shoe.deal()


def test_the_explanations_say_in_english_exactly_what_the_dealer_says() -> None:
    for coup in _coups():
        for step in coup.steps:
            assert str(explain(step)) == step.text
            assert all(words(lang).say(explain(step)) != step.text for lang in CHINESE)


RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


@given(st.lists(st.sampled_from(RANKS), min_size=6, max_size=6))
def test_any_coup_is_explained_as_the_dealer_explains_it(ranks: list[str]) -> None:
    coup = next(resolved for n in (6, 5, 4) if (resolved := _resolved(ranks[:n])) is not None)
    assert [str(explain(step)) for step in coup.steps] == [step.text for step in coup.steps]


def _resolved(ranks: list[str]) -> Coup | None:
    try:
        return resolve(ranks)
    except BaccaratError:  # too few cards, or some left over: the coup takes another number
        return None


def _wide(text: str) -> str:
    """``text`` as a Chinese keyboard may type it: letters and digits full width."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def _forms(q: Question, key: str, lang: str) -> list[str]:
    """Ways a reader may type ``key``: the key, its keyboard key, its button's words in English and in the
    reader's language (the only catalogue the browser holds), a Chinese short word."""
    labels = [render_drill.answer_words(q.kind, lang=language)[key] for language in ("en", lang)]
    forms = [key, key.upper(), ANSWER_KEYS[key], ANSWER_KEYS[key].upper(), *labels, *SAID.get(key, ())]
    if q.kind == "score":
        numeral = "零一二三四五六七八九"[int(key)]
        forms += [f"{key}點", f"{key} 点", numeral, f"{numeral}點", f"{numeral}点"]
        forms += ["兩", "两點"] if key == "2" else []
    return [*forms, *(_wide(form) for form in forms), *(f" {form}\u3000" for form in forms)]


_CELLS = st.sampled_from((*drill.PLAYER_CELLS, *drill.BANKER_CELLS, *drill.SCORE_CELLS, "call"))


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10**6), number=st.integers(1, 50), cell=_CELLS, step=st.integers(1, 3),
       lang=st.sampled_from(("en", *CHINESE)), data=st.data())  # fmt: skip
def test_every_way_of_typing_an_answer_is_graded_as_its_key(
    seed: int, number: int, cell: str, step: int, lang: str, data: st.DataObject
) -> None:
    called = Settings(seed=seed, kind="call")
    if cell == "call":
        step = min(step, question(called, number, "call").steps)
    q = question(called, number, cell, step if cell == "call" else 1)
    key = data.draw(st.sampled_from(list(q.answers)))
    typed = data.draw(st.sampled_from(_forms(q, key, lang)))
    assert read_answer(q, typed, labels=render_drill.answer_words(q.kind, lang=lang)) == key
    feedback = grade(q, typed, labels=render_drill.answer_words(q.kind, lang=lang))
    assert feedback == grade(q, key, labels=render_drill.answer_words(q.kind, lang=lang)) and feedback.correct == (
        key == q.answer
    )


def _as_read(typed: str) -> str:
    """``typed`` as the Drill reads it: full-width forms as their ASCII ones, case and spaces around ignored."""
    narrow = (unicodedata.normalize("NFKC", c) if "\uff01" <= c <= "\uff5e" or c == "\u3000" else c for c in typed)
    return "".join(narrow).strip().casefold()


#: Text near the answers: their letters and words, mixed and cut short.
_NEAR = st.text("dDsSnNpPbBtT補补停和閒闲莊庄家例牌點点五兩 \u3000０５", max_size=4)


@settings(max_examples=300, deadline=None)
@given(cell=_CELLS, typed=st.one_of(st.text(max_size=4), _NEAR), lang=st.sampled_from(("en", *CHINESE)))
def test_anything_else_is_refused_naming_the_answer(cell: str, typed: str, lang: str) -> None:
    q = question(Settings(seed=2), 1, cell)
    accepted = {_as_read(form) for key in q.answers for form in _forms(q, key, lang)}
    score = q.kind == "score" and re.fullmatch(r"[0-9〇零一二兩两三四五六七八九]\s*[點点]?", _as_read(typed))
    if _as_read(typed) in accepted or score:
        assert grade(q, typed, labels=render_drill.answer_words(q.kind, lang=lang)).correct in (True, False)
        return
    with pytest.raises(BaccaratError) as refused:
        grade(q, typed, labels=render_drill.answer_words(q.kind, lang=lang))
    assert refused.value.field == "answer"


@pytest.mark.parametrize("lang", ["en", *CHINESE])
def test_no_typed_word_means_two_answers_of_one_question(lang: str) -> None:
    for kind in ("player", "banker", "winner"):
        q = next(q for q in _drill_questions("en") if q.kind == kind)
        forms = {key: {form.strip().casefold() for form in _forms(q, key, lang)} for key in q.answers}
        for key, mine in forms.items():
            assert all(not mine & theirs for other, theirs in forms.items() if other != key), (kind, key)


def test_the_english_refusal_of_an_answer_is_worded_as_before() -> None:
    q = question(Settings(seed=5, kind="banker", rows=(4,)), 1, "banker-4-7")
    with pytest.raises(BaccaratError, match=r"^answer must be one of draw, stand, not '<b>'$"):
        grade(q, "<b>")
    with pytest.raises(BaccaratError, match=r"^answer must be one of draw, stand, not '<b>'$") as refused:
        grade(q, "<b>", labels=render_drill.answer_words(q.kind, lang="zh-Hant"))
    assert words("zh-Hant").say(refused.value) == "答案須是補牌、停牌其中之一，不能是 '<b>'。"
