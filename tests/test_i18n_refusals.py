"""Refusals in the reader's language.

Every refusal a reader can meet (:data:`tests.refusal_inputs.BAD`: a bad card, stake, deck count, seed, name, link
parameter, answer...) is said, on a Chinese page, in that page's script: no English word but what the reader gave
(quoted), no term the term table rejects, no character of the other script, Chinese punctuation, and beside the
same field as in English. English reads exactly as it did before refusals could be worded in other languages
(``tests/golden/refusals_en.json``), and the facade still never raises.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from baccarat.errors import BaccaratError, CardError, Saying, Worded, about, counted_cards, quoted, said, verbatim
from baccarat.i18n import LANGUAGES, mark, words
from baccarat.params import FIELD_NAMES, said_shown, whole_number
from baccarat.widgets import UNEXPECTED, handle, handle_json
from baccarat.widgets.action import refused
from baccarat.widgets.catalog import actions
from tests.chinese import english_words, rejected_terms, wrong_script
from tests.refusal_inputs import BAD
from tests.widgets.test_door_mutations import Mutator

ACTIONS = actions()
CHINESE = [lang for lang in LANGUAGES if lang != "en"]
GOLDEN = json.loads((Path(__file__).parent / "golden" / "refusals_en.json").read_text(encoding="utf-8"))
#: What a reader gave, shown as given: quoted in either script's marks, or in the English quotes of the
#: refusals worded before this module (the roads' results, the Drill's answers).
QUOTED = re.compile(r"「[^」]*」|“[^”]*”|'[^']*'")
#: ASCII punctuation in Chinese prose (a thousands separator or a decimal point between digits aside).
ASCII_PUNCTUATION = re.compile(r"[,;:?!](?!\d)|(?<!\d)[,;:?!]")
#: Actions whose refusals no reader meets: their fields come from the page itself, or they never refuse.
NO_READER_REFUSAL = {
    "drill-start": "a stored progress or a link it cannot read is a note, not a refusal",
    "drill-question": "its settings come from the page's own controls, already checked",
    "home_game-load": "a stored game it cannot read is set aside with a note, not refused",
    "session-samples": "its fields are the session calculator's, refused by the same checks (the edge action)",
}


def chinese_problems(message: str, lang: str) -> list[str]:
    """What is wrong with ``message`` as a Chinese refusal in ``lang``: English (the reader's own input aside),
    a rejected term, a character of the other script, ASCII punctuation, or no Chinese full stop."""
    prose = QUOTED.sub("", message)
    problems = [f"English {word!r}" for word in english_words(prose)]
    problems += [f"rejected {term}" for term in rejected_terms(message, lang)]
    problems += [f"other script {sorted(wrong_script(prose, lang))}" for _ in [0] if wrong_script(prose, lang)]
    problems += [f"ASCII punctuation {found!r}" for found in ASCII_PUNCTUATION.findall(prose)]
    if not message.endswith(("。", "？", "！")):
        problems.append("no Chinese full stop")
    return problems


@pytest.mark.parametrize("name", sorted(BAD))
def test_english_refusals_read_exactly_as_before(name: str) -> None:
    assert handle(BAD[name]) == GOLDEN[name]
    assert handle({**BAD[name], "lang": "en"}) == GOLDEN[name]


@pytest.mark.parametrize("lang", CHINESE)
@pytest.mark.parametrize("name", sorted(BAD))
def test_a_refusal_is_worded_in_the_page_s_script(name: str, lang: str) -> None:
    answer = handle({**BAD[name], "lang": lang})
    assert answer["ok"] is False and answer["field"] == GOLDEN[name]["field"], answer
    assert chinese_problems(answer["message"], lang) == [], answer["message"]
    assert answer["error"] != GOLDEN[name]["error"]  # the package's own words, in the reader's language too


_SAVED_GAME = {"format": "baccarat-home-game", "version": 1, "players": ["Ann", "Bo"], "rounds": 1, "first": 0,
               "seed": 5, "revision": 1, "history": [], "shared": False}  # fmt: skip


@pytest.mark.parametrize("lang", CHINESE)
@pytest.mark.parametrize(
    "stored",
    [
        "{oops",
        "[" * 50 + "]" * 50,
        json.dumps({**_SAVED_GAME, "version": 99}),
        json.dumps({**_SAVED_GAME, "rounds": -1}),
        json.dumps({**_SAVED_GAME, "players": ["Ann"]}),
        json.dumps({**_SAVED_GAME, "shared": True}),
    ],
)
def test_the_reason_a_saved_game_is_set_aside_is_worded_too(stored: str, lang: str) -> None:
    answer = handle({"action": "home_game-load", "stored": stored, "lang": lang})
    assert answer["ok"] and answer["game"] is None
    assert chinese_problems(answer["note"], lang) == [], answer["note"]


def test_every_action_a_reader_uses_is_refused_in_the_list() -> None:
    tried = {request["action"] for request in BAD.values()}
    assert tried | NO_READER_REFUSAL.keys() == set(ACTIONS), set(ACTIONS) - tried - NO_READER_REFUSAL.keys()
    assert not tried & NO_READER_REFUSAL.keys()


def test_an_error_s_str_is_its_english_and_it_is_worded_in_any_language() -> None:
    error = CardError.said(
        mark("{token} is not a card: use {accepted}"), field="cards", token=quoted("Z"), accepted="A, K"
    )
    assert (str(error), error.field) == ("'Z' is not a card: use A, K", "cards")
    assert words("en").say(error) == str(error)
    assert words("zh-Hant").say(error) == "「Z」不是牌：請用 A, K。"
    assert words("zh-Hans").say(error) == "“Z”不是牌：请用 A, K。"


def test_an_error_keeps_its_words_beside_another_field_and_named_by_about() -> None:
    moved = BaccaratError.said(mark("the slip is empty: put a stake on at least one bet")).beside("stakes")
    assert (str(moved), moved.field) == ("stakes: the slip is empty: put a stake on at least one bet", "stakes")
    assert words("zh-Hant").say(moved) == "注單是空的：請至少在一個注項下注。"
    with pytest.raises(BaccaratError) as named, about("removed"):
        raise BaccaratError.said(mark("only {cards} left: a coup may need {need}"), cards=counted_cards(2), need=6)
    assert named.value.field == "removed" and words("zh-Hans").say(named.value) == "只剩 2 张牌：一局可能要用到 6 张。"


def test_values_that_are_words_are_worded_in_the_same_language() -> None:
    side = Saying.pgettext("hand", "Banker")
    four = said(mark("{side} has {cards}: a hand has two or three cards"), side=side, cards=counted_cards(4))
    assert str(four) == "Banker has 4 cards: a hand has two or three cards"
    assert words("zh-Hant").say(four) == "莊家有 4 張牌：一手牌只有兩張或三張。"
    assert str(counted_cards(1)) == "1 card" and str(counted_cards(2_000)) == "2,000 cards"
    named = Worded("tie", Saying.pgettext("bet", "Tie"))
    assert (str(named), words("zh-Hans").say(named), words("zh-Hant").say(named)) == ("tie", "和局", "和局")
    assert (str(verbatim("seed")), words("zh-Hant").say(verbatim("seed"))) == ("seed", "「seed」")


def test_a_quoted_input_is_quoted_in_each_language_s_marks() -> None:
    long = "Z" * 60
    assert str(quoted(long)) == f"'{'Z' * 40}…' (60 characters)"
    assert words("zh-Hant").say(quoted(long)) == f"「{'Z' * 40}…」（共 60 個字元）"
    assert words("zh-Hans").say(quoted("\x1c4")) == "“[U+001C]4”"


def test_a_quote_of_invisible_characters_stays_short_once_they_are_named() -> None:
    """Each invisible character is shown as its code point (``[U+D800]``, 8 characters): a quote shows at most 80."""
    for text in ("\ud800" * 300, "\x1c" * 40, "a\u202e" * 30):
        shown = str(quoted(text))
        assert len(shown) <= 80 + len("''… (300 characters)") and shown.endswith(f"({len(text)} characters)"), shown
    assert str(quoted("\x1c" * 10)) == "'" + "[U+001C]" * 10 + "'"


@pytest.mark.parametrize(
    "value", ["x", True, False, 4.5, -1, 10**400, 10**5000, [1], {"a": 1}], ids=lambda value: type(value).__name__
)
def test_any_json_value_is_shown_in_the_reader_s_words(value: object) -> None:
    with pytest.raises(BaccaratError) as refused_:
        whole_number("decks", value, 1, 8)
    english = str(refused_.value)
    assert english.startswith("decks must be a whole number from 1 to 8, not ")
    assert english.endswith(str(said_shown(value)))
    for lang in CHINESE:
        assert chinese_problems(refused(refused_.value, lang)["message"], lang) == []
    none = said_shown(None)
    assert isinstance(none, Saying) and (str(none), words("zh-Hant").say(none)) == ("None", "空值")


def test_every_field_name_is_worded_in_both_scripts() -> None:
    for name, saying in FIELD_NAMES.items():
        assert str(saying) == name
        for lang in CHINESE:
            worded = words(lang).say(saying)
            assert worded != name and chinese_problems(worded + "。", lang) == [], (name, worded)


def test_a_refusal_without_a_template_stays_english_and_an_unknown_language_is_refused_in_english() -> None:
    plain = BaccaratError("a request must be a JSON object naming its action")
    assert refused(plain, "zh-Hant")["message"] == "A request must be a JSON object naming its action."
    answer = handle({"action": "deal", "seed": "x", "lang": "fr"})
    assert answer["field"] == "lang" and answer["message"].startswith("Unknown language 'fr'")


def test_a_refusal_the_catalogue_cannot_word_is_said_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    broken = BaccaratError("the English", saying=Saying("{missing}", {"given": 1}))
    assert refused(broken, "zh-Hant")["message"] == "The English."
    assert "could not be worded in zh-Hant" in capsys.readouterr().err


@pytest.mark.parametrize("lang", CHINESE)
def test_mutated_bad_input_in_chinese_is_answered_without_a_bug(lang: str) -> None:
    mutator = Mutator(10 + CHINESE.index(lang))
    requests: list[dict[str, Any]] = list(BAD.values())
    for _ in range(200):
        request = mutator.request(mutator.rng.choice(requests))
        reply = json.loads(handle_json(json.dumps({**request, "lang": lang})))
        assert isinstance(reply, dict) and reply.get("error") != UNEXPECTED, request
        assert reply["ok"] or 0 < len(reply["message"]) <= 400, request
