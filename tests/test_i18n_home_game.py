"""The home game's words in Chinese: the score keeper's every screen (a game in progress, a tiebreak, a
finished game, a shared summary, the set-up form) and its score sheet, in each Chinese script, read with no
English left, no rejected term and no character of the other script; the people at the table are 參加者/参与者
and the hands they predict 閒家/闲家 and 莊家/庄家; the facade answers in the language a request names and
refuses an unknown one by name; the build's fence draws the frame in the edition's language.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Callable
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from baccarat.home_game import (
    new_game,
    read_summary,
    record_round,
    share_first,
    standing,
    summary_code,
)
from baccarat.i18n import LANGUAGES
from baccarat.render.home_game import game_html, score_sheet_csv, summary_html, widget_html
from baccarat.widgets.door import handle
from tests.chinese import TERMS, english_words, faults, rejected_terms, wrong_script

CHINESE = [lang for lang in LANGUAGES if lang != "en"]
#: Latin words the score keeper may keep: the technologies it needs (no Chinese names) and the file format.
KEPT = {"JavaScript", "WebAssembly", "CSV"}
#: Players with Chinese names, as a group reading a Chinese edition types them (a name is the reader's text).
PLAYERS = "阿明\n小華\n志強\n家豪"
HANDS = {"banker": ("2 2 8", "3 K"), "player": ("9 K", "8 K"), "tie": ("7 K", "3 4")}


def english_left(text: str) -> list[str]:
    return [word for word in english_words(text) if word not in KEPT]


class _Visible(HTMLParser):
    """What a reader sees or hears: text, and the words of labels, titles, placeholders and the column names
    a phone shows before each cell of a stacked table (``data-label``, drawn by the stylesheet)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        shown = ("aria-label", "title", "placeholder", "data-label")
        self.parts += [value or "" for name, value in attrs if name in shown]

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def visible(html: str) -> str:
    parser = _Visible()
    parser.feed(html)
    return " ".join(parser.parts)


def play(game: dict[str, Any], result: str, calls: dict[str, str] | None = None) -> dict[str, Any]:
    chosen = calls or {name: "banker" for name in standing(game).predictors}
    player, banker = HANDS[result]
    return record_round(game, chosen, player=player, banker=banker)


def _games() -> dict[str, dict[str, Any]]:
    """A game at every point the keeper draws differently."""
    fresh = new_game(PLAYERS, 2, 0, seed=1)
    one = play(fresh, "banker", {"小華": "banker", "志強": "banker", "家豪": "player"})
    tiebreak = play(one, "player", {"阿明": "banker", "志強": "banker", "家豪": "banker"})
    again = play(tiebreak, "tie", {"小華": "banker", "志強": "banker"})
    everyone = play(new_game("阿明\n小華", 1, 0, seed=1), "tie")
    shoe = new_game(PLAYERS, "twice", 1, seed=9)
    for _ in range(9):
        shoe = record_round(shoe, {name: "player" for name in standing(shoe).predictors}, from_shoe=True)
    return {
        "a new game": fresh,
        "a round in progress, typed part way": {
            **fresh,
            "pending": {"calls": {"小華": "player"}, "player": "2 2", "banker": "3"},
        },
        "after a round": one,
        "a tiebreak": tiebreak,
        "a second tiebreak": again,
        "everyone tied, the dealer predicting": everyone,
        "first place shared": share_first(again),
        "a tiebreak won": play(again, "banker", {"小華": "banker", "志強": "player"}),
        "won outright": play(new_game("阿明\n小華", 1, 0, seed=1), "player", {"小華": "player"}),
        "nobody scored": play(new_game("阿明\n小華", 1, 0, seed=1), "player", {"小華": "banker"}),
        "dealt by the keeper": shoe,
    }


GAMES = _games()


def _renderings(lang: str) -> dict[str, str]:
    """Every screen and file of the score keeper, in ``lang``."""
    shown = {"the set-up form": widget_html(lang=lang)}
    for name, game in GAMES.items():
        shown[name] = game_html(game, lang=lang)
        shown[f"{name}: its score sheet"] = score_sheet_csv(game, lang=lang)
        if standing(game).finished:
            shown[f"{name}: its summary"] = summary_html(read_summary(summary_code(game)), lang=lang)
    no_rounds = read_summary(summary_code(new_game(PLAYERS, 2, 0, seed=1)))
    shown["a summary of no rounds"] = summary_html(no_rounds, lang=lang)
    return shown


#: Each language's renderings, drawn when a test first asks (not as the module is collected).
renderings = cache(_renderings)


@pytest.mark.parametrize("lang", CHINESE)
def test_no_english_word_no_rejected_term_and_each_script_its_own(lang: str) -> None:
    """No English word left, no rejected term, and, the names aside (小華 is the group's own spelling), each
    script keeps to its own characters."""
    texts = {name: visible(html) for name, html in renderings(lang).items()}
    assert faults(texts, lang, kept=KEPT, names=PLAYERS.split()) == {}


@pytest.mark.parametrize("lang", CHINESE)
def test_people_are_participants_and_the_hands_are_named_as_the_term_table_names_them(lang: str) -> None:
    script = {"zh-Hant": "hant", "zh-Hans": "hans"}[lang]
    people = {"zh-Hant": "參加者", "zh-Hans": "参与者"}[lang]
    shown = renderings(lang)
    in_progress = visible(shown["a tiebreak"])
    assert TERMS["player-hand"][script] in in_progress and TERMS["banker-hand"][script] in in_progress
    assert people in in_progress and people in visible(shown["the set-up form"])
    assert TERMS["tie"][script] in visible(shown["a second tiebreak"])
    assert "玩家" not in " ".join(visible(html) for html in shown.values())
    # A game's points are scored (分), not a hand's points (點/点).
    assert "以 1 分" in visible(shown["won outright"])


def test_english_is_the_default_and_the_chinese_scripts_differ() -> None:
    game = GAMES["a tiebreak won"]
    assert game_html(game) == game_html(game, lang="en")
    assert score_sheet_csv(game) == score_sheet_csv(game, lang="en")
    assert widget_html() == widget_html(lang="en")
    summary = read_summary(summary_code(game))
    assert summary_html(summary) == summary_html(summary, lang="en")
    hant, hans = (game_html(game, lang=lang) for lang in CHINESE)
    assert hant != hans


#: The score keeper's own hooks: whose call is whose, whose score is which, the dealer, the actions, the fields.
HOOKS = re.compile(r'((?:data-(?:player|score|dealer|action|form)|name|value|type|href)="[^"]*")')


@pytest.mark.parametrize("lang", CHINESE)
def test_the_data_hooks_and_the_form_are_the_same_in_every_language(lang: str) -> None:
    """Only the words change: the hooks tests and the page's script read are the same."""
    for name, game in GAMES.items():
        assert HOOKS.findall(game_html(game, lang=lang)) == HOOKS.findall(game_html(game)), name
    assert HOOKS.findall(widget_html(lang=lang)) == HOOKS.findall(widget_html())


@pytest.mark.parametrize("lang", CHINESE)
def test_the_score_sheet_has_the_same_cells_in_every_language(lang: str) -> None:
    """The same rows and columns, the same names, cards and points: a spreadsheet reads either alike."""
    for name, game in GAMES.items():
        english = list(csv.reader(io.StringIO(score_sheet_csv(game))))
        said = list(csv.reader(io.StringIO(score_sheet_csv(game, lang=lang))))
        assert [len(row) for row in said] == [len(row) for row in english], name
        names = game["players"]
        for row_said, row_english in zip(said, english, strict=True):
            for cell_said, cell_english in zip(row_said, row_english, strict=True):
                if re.fullmatch(r"[\dAJQK ]*", cell_english) or cell_english in names:
                    assert cell_said == cell_english, (name, row_said)


def _requests() -> list[dict[str, Any]]:
    """A request of every action, each answered (the game's own names are Chinese)."""
    fresh, one, tied = GAMES["a new game"], GAMES["after a round"], GAMES["a second tiebreak"]
    return [
        {"action": "home_game-new", "players": PLAYERS, "rounds": "twice", "first": "1", "seed": 5},
        {"action": "home_game-load", "stored": json.dumps(one)},
        {"action": "home_game-load", "stored": json.dumps(one), "since": fresh},
        {"action": "home_game-deal", "game": fresh, "calls": {"小華": "player", "志強": "banker", "家豪": "banker"}},
        {
            "action": "home_game-deal",
            "game": GAMES["dealt by the keeper"],
            "calls": {name: "player" for name in standing(GAMES["dealt by the keeper"]).predictors},
        },
        {
            "action": "home_game-record",
            "game": fresh,
            "calls": {"小華": "player", "志強": "banker", "家豪": "banker"},
            "player": "2 2 8",
            "banker": "3 K",
        },
        {
            "action": "home_game-record",
            "game": one,
            "calls": {"阿明": "player", "志強": "banker", "家豪": "banker"},
            "from_shoe": True,
        },
        {"action": "home_game-undo", "game": one},
        {"action": "home_game-undo", "game": GAMES["first place shared"]},
        {"action": "home_game-share", "game": tied},
        {"action": "home_game-summary", "pairs": [["summary", summary_code(GAMES["a tiebreak won"])]]},
    ]


REQUESTS = _requests()
#: What an answer carries as data: the same in every language.
DATA = ("game", "finished", "player", "banker", "follows", "ok")


@pytest.mark.parametrize("lang", CHINESE)
@pytest.mark.parametrize("request_", REQUESTS, ids=lambda request: str(request["action"]))
def test_the_facade_answers_in_the_language_asked(lang: str, request_: dict[str, Any]) -> None:
    answer = handle({**request_, "lang": lang})
    english = handle(request_)
    assert answer["ok"] and english["ok"], answer
    assert {key: answer[key] for key in DATA if key in answer} == {key: english[key] for key in DATA if key in english}
    said = [answer.get("html", ""), answer.get("note", "")]
    for text in said:
        shown = visible(text)
        for player in PLAYERS.split():
            shown = shown.replace(player, "")
        assert not english_left(shown), f"{request_['action']}: {english_left(shown)}"
        assert not wrong_script(shown, lang), f"{request_['action']}: {wrong_script(shown, lang)}"
        assert not rejected_terms(shown, lang), f"{request_['action']}: {rejected_terms(shown, lang)}"
    assert re.search("[閒闲莊庄局]", visible(" ".join(said)))


@pytest.mark.parametrize("lang", CHINESE)
def test_the_score_sheet_downloads_in_the_language_asked(lang: str) -> None:
    answer = handle({"action": "home_game-csv", "game": GAMES["a tiebreak won"], "lang": lang})
    assert answer["ok"] and answer["csv"] == score_sheet_csv(GAMES["a tiebreak won"], lang=lang)
    assert not english_left(answer["csv"]) and not rejected_terms(answer["csv"], lang)


@pytest.mark.parametrize("lang", CHINESE)
def test_a_saved_game_set_aside_is_said_in_the_language_asked(lang: str) -> None:
    """The note around the reason is the request's language (the reason is a refusal's own words)."""
    answer = handle({"action": "home_game-load", "stored": "{oops", "lang": lang})
    assert answer["ok"] and answer["game"] is None
    around = re.sub(r"（[^）]*）", "", answer["note"], count=1)
    assert not english_left(around) and not wrong_script(around, lang) and "（" in answer["note"]


@pytest.mark.parametrize("lang", ["fr", "zh", "ZH-HANT", 7, None])
@pytest.mark.parametrize("action", sorted({str(request["action"]) for request in REQUESTS} | {"home_game-csv"}))
def test_an_unknown_language_is_refused_by_name(action: str, lang: object) -> None:
    request = next((r for r in REQUESTS if r["action"] == action), {"action": action, "game": GAMES["after a round"]})
    answer = handle({**request, "lang": lang})
    assert answer["ok"] is False and answer["field"] == "lang"


RenderAny = Callable[..., str]


@pytest.mark.parametrize(
    "render",
    [
        lambda lang: game_html(GAMES["a tiebreak"], lang=lang),
        lambda lang: game_html(GAMES["a tiebreak won"], lang=lang),
        lambda lang: summary_html(read_summary(summary_code(GAMES["won outright"])), lang=lang),
        lambda lang: widget_html(lang=lang),
        lambda lang: score_sheet_csv(GAMES["after a round"], lang=lang),
    ],
    ids=["in progress", "finished", "summary", "frame", "score sheet"],
)
def test_a_renderer_refuses_a_language_it_does_not_know(render: RenderAny) -> None:
    with pytest.raises(ValueError, match="lang"):
        render("fr")


@pytest.mark.parametrize("lang", CHINESE)
def test_the_build_draws_the_score_keeper_in_the_editions_language(lang: str) -> None:
    from sitebuild import formatters

    html = formatters.superfences_formatter("home_game", "baccarat-widget", "", None, None, lang=lang)
    assert html == widget_html(lang=lang)
    text = visible(html)
    assert not english_left(text) and not wrong_script(text, lang) and not rejected_terms(text, lang)


@pytest.mark.parametrize("lang", CHINESE)
def test_the_home_games_catalogue_holds_words_never_markup(lang: str) -> None:
    """The renderer puts these words into HTML as they are: a translation holds no markup to escape."""
    from sitebuild.catalogues import translations

    for _, message in translations(lang):
        if not any(Path(path).stem == "home_game" for path, _ in message.locations):
            continue  # another part's
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in map(str, strings):
            assert "<" not in text and "&" not in text and '"' not in text, (lang, message.id)
