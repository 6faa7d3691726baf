"""The roads', the lab's and the other games' words in both Chinese scripts.

Every renderer of the scoreboard roads, the road paste, the system tester, the live counter, the effect of
removal, the counts played out and the other games, rendered in each Chinese language, holds no English word
(but the names of the software the live widgets need), no term the term table rejects, and no character of the
other script; the facades answer in the language a request names, and refuse an unknown one by name; the
build's fences follow the edition's language; and English stays the words it always was.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from html.parser import HTMLParser

import pytest

from baccarat import lab, roads
from baccarat.counting import COUNTS, count_name, counter_state
from baccarat.errors import BaccaratError
from baccarat.i18n import LANGUAGES, words
from baccarat.odds import exact_odds
from baccarat.other_games import GAMES
from baccarat.payouts import BET_NAMES, Bet
from baccarat.render import counter, other_games, road_paste, system
from baccarat.render import lab as render_lab
from baccarat.render import roads as render_roads
from baccarat.widgets.door import handle
from sitebuild import counting_tables, formatters
from tests.chinese import english_words, rejected_terms, wrong_script

CHINESE = [lang for lang in LANGUAGES if lang != "en"]
#: Results that reach every case the roads word: ties before the first win, dragons and their tails, chops,
#: single wins, every derived road started, and nothing at all.
RESULTS = ("", "T", "TT", "B", "BPT", "TBTTPP", "BPBPP", "BPPPB", "BBBB", "PPPPPPPPP", "PBPB", "BPBPBPBPBT",
           "BBPTPBBBPPBPTTPBPPPBBBBBBBBPB")  # fmt: skip
COUNTING = json.loads(formatters.COUNTING_DATA.read_text(encoding="utf-8"))


class _Visible(HTMLParser):
    """What a reader sees or hears: text (SVG titles and descriptions too), and the words of labels, titles
    and placeholders."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.parts += [value or "" for name, value in attrs if name in ("aria-label", "title", "placeholder", "alt")]

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def visible(html: str) -> str:
    parser = _Visible()
    parser.feed(html)
    return " ".join(parser.parts)


def _renderings(lang: str) -> dict[str, str]:
    """Every renderer and prose-producing function of these parts, in ``lang`` (HTML, SVG or plain words)."""
    full, left = exact_odds(8), exact_odds(8, removed="K 5 8 2 9 9")
    shown: dict[str, str] = {
        "roads widget": render_roads.widget_html(lang=lang),
        "worked big eye boy": render_roads.worked_big_eye_boy(7, lang=lang)
        + render_roads.worked_big_eye_boy(42, 5, lang=lang),
        "roads predict nothing": render_roads.predict_nothing(12, lang=lang),
        "streaks": render_roads.streaks_html(12, lang=lang) + render_roads.streaks_html(2, seed=3, lang=lang),
        "roads info": render_roads.roads_info(42, 1, 3, 9, words(lang).say(roads.latest("BPT")), lang=lang)
        + render_roads.roads_info(7, 8, 0, 80, words(lang).say(roads.latest("")), lang=lang),
        "road paste widget": road_paste.widget_html(lang=lang) + road_paste.widget_html(1, lang=lang),
        "effect of removal": render_lab.eor_table(8, lang=lang),
        "bet names": " ".join(render_lab.bet_name(bet, lang=lang) for bet in Bet),
        "system tester": system.widget_html(lang=lang),
        "counter widget": counter.widget_html(lang=lang),
        "counts played out": counting_tables.counts_table(COUNTING, lang=lang)
        + counting_tables.betting_points_html(COUNTING, lang=lang),
        "edge by count": counting_tables.edge_by_count_chart(COUNTING, lang=lang)
        + counting_tables.edge_by_count_table(COUNTING, lang=lang),
        "count names": " ".join(words(lang).say(count_name(key)) for key in COUNTS),
        "other games": other_games.games_table(lang=lang) + other_games.player_choice_table(lang=lang),
        "road states": " ".join(
            words(lang).say(roads.state_name(count.state)) + words(lang).say(roads.state_name(count.state, short=True))
            for count in (*roads.next_coup_counts(shoes=1), *roads.streak_counts(shoes=1))
        ),
    }
    for key in GAMES:
        shown[f"banker chart of {key}"] = other_games.banker_choice_table(key, lang=lang)
    for key in lab.SYSTEMS:
        for shoes in (1, 3):
            played = lab.play_system(key, shoes=shoes, seed=2)
            shown[f"system {key} over {shoes}"] = system.result_html(played, lang=lang)
    for cards in ("", "8", "8 9 9 9 8 8 8 9", "4 5 6 7 4 5 6 7 3 3 3"):
        shown[f"counter after {cards!r}"] = counter.counter_html(counter_state(cards, 1), lang=lang)
    for results in RESULTS:
        for kind in render_roads.ROAD_KINDS:
            shown[f"{kind} of {results!r}"] = render_roads.road_svg(kind, results, lang=lang) + render_roads.road_svg(
                kind, results, cells=True, lang=lang
            )
        shown[f"reading of {results!r}"] = road_paste.reading_html(results, full, full, lang=lang)
        shown[f"reading of {results!r}, cards seen"] = road_paste.reading_html(results, full, left, lang=lang)
        shown[f"reasons of {results!r}"] = " ".join(
            words(lang).say(why) for k in (1, 2, 3) for _, _, why in roads.derived_reasons(results, k)
        )
        shown[f"entries of {results!r}"] = " ".join(
            words(lang).say(entry.named()) for column in roads.big_road(results) for entry in column
        )
    for kind in render_roads.ROAD_KINDS:
        shown[f"figure {kind}"] = render_roads.road_figure(kind, 7, lang=lang)
    return shown


#: Each language's renderings, drawn when a test first asks (not as the module is collected: every test process
#: collects every module, and only one runs these tests).
renderings = cache(_renderings)


def check_words(text: str, lang: str) -> None:
    """``text`` is all ``lang``: no English word, no rejected term, no character of the other script."""
    assert not english_words(text), f"{lang}: English words {english_words(text)} in {text[:300]!r}"
    assert not rejected_terms(text, lang), f"{lang}: {rejected_terms(text, lang)} in {text[:300]!r}"
    assert not wrong_script(text, lang), f"{lang}: {sorted(wrong_script(text, lang))} in {text[:300]!r}"


@pytest.mark.parametrize("lang", CHINESE)
def test_every_renderer_is_all_chinese(lang: str) -> None:
    failures = {}
    for name, html in renderings(lang).items():
        try:
            check_words(visible(html), lang)
        except AssertionError as failure:
            failures[name] = str(failure)
    assert failures == {}


@pytest.mark.parametrize("lang", CHINESE)
def test_the_roads_use_the_term_tables_names_in_their_order(lang: str) -> None:
    hant = lang == "zh-Hant"
    derived = [words(lang).say(roads.derived_road_name(k)) for k in (1, 2, 3)]
    assert derived == ["大眼仔", "小路", "曱甴路" if hant else "蟑螂路"]
    titles = [render_roads.road_title(kind, lang=lang) for kind in render_roads.ROAD_KINDS]
    assert titles == ["珠盤路" if hant else "珠盘路", "大路", *derived]
    assert [words(lang).say(roads.colour_name(mark)) for mark in ("red", "blue")] == (
        ["紅", "藍"] if hant else ["红", "蓝"]
    )
    assert words(lang).say(roads.result_name("P")) == ("閒家" if hant else "闲家")
    assert ("長龍" if hant else "长龙") in words(lang).say(roads.road_reading("BBBBB"))


@pytest.mark.parametrize("lang", CHINESE)
def test_a_chinese_bead_plate_writes_the_boards_characters(lang: str) -> None:
    svg = render_roads.road_svg("bead-plate", "BPT", lang=lang)
    banker, player = ("莊", "閒") if lang == "zh-Hant" else ("庄", "闲")
    assert f">{banker}</text>" in svg and f">{player}</text>" in svg and ">和</text>" in svg


def test_english_is_worded_as_it_always_was() -> None:
    assert [render_lab.bet_name(bet) for bet in Bet] == [BET_NAMES[bet] for bet in Bet]
    assert [str(lab.system_name(key)) for key in lab.SYSTEMS] == list(lab.SYSTEMS.values())
    assert [str(roads.derived_road_name(k)) for k in roads.DERIVED_ROADS] == list(roads.DERIVED_ROADS.values())
    assert [str(roads.result_name(letter)) for letter in roads.RESULT_NAMES] == list(roads.RESULT_NAMES.values())
    for count in (*roads.next_coup_counts(shoes=1), *roads.streak_counts(shoes=1)):
        assert str(roads.state_name(count.state)) == count.state
    assert str(roads.state_name("big road: a streak of 4 or more", short=True)) == "streak of 4 or more"
    assert render_roads.road_svg("bead-plate", "BPT") == render_roads.road_svg("bead-plate", "BPT", lang="en")
    assert render_roads.ROAD_LEGENDS["small-road"] == (
        "Solid dots, each column against the one two before it: red, the big road keeps its pattern; blue, it breaks "
        "it."
    )


@pytest.mark.parametrize("lang", CHINESE)
def test_the_facades_answer_in_the_requests_language(lang: str) -> None:
    requests: list[dict[str, object]] = [
        {"action": "roads", "seed": 42, "decks": 8, "coups": 20},
        {"action": "roads", "results": "BPPTBBBB"},
        {"action": "road_paste", "results": "B P P T B B B B", "cards": "K 5 8 2", "decks": 8},
        {"action": "road_paste", "results": "", "cards": "", "decks": 6},
        {"action": "system", "system": "martingale", "shoes": 3, "seed": 2},
        {"action": "system", "system": "big-road", "shoes": 1, "seed": 5},
        {"action": "counter", "cards": "8 9 9 K", "decks": 8},
    ]
    for request in requests:
        answer = handle({**request, "lang": lang})
        assert answer["ok"], answer
        check_words(visible(answer["html"]) + " " + answer.get("info", ""), lang)
    english = handle({"action": "roads", "results": "BPPTBBBB"})
    assert english["info"] == "8 results typed in. Coup 8: Banker." and "Big road" in english["html"]


@pytest.mark.parametrize("lang", CHINESE)
def test_a_refusal_of_these_parts_is_worded_in_chinese(lang: str) -> None:
    for request, field in (
        ({"action": "roads", "results": "BPX"}, "results"),
        ({"action": "roads", "results": "B" * 301}, "results"),
        ({"action": "road_paste", "results": "BPX"}, "results"),
        ({"action": "roads-permalink", "pairs": [["results", "BP"], ["seed", "3"]]}, None),
        ({"action": "roads-permalink", "pairs": [["coups", "3"]]}, None),
    ):
        refused = handle({**request, "lang": lang})
        assert refused["ok"] is False and refused["field"] == field and refused["message"].endswith("。"), refused
        check_words(refused["message"].replace("'X'", ""), lang)
    unknown = handle({"action": "system", "system": "voodoo", "lang": lang})
    assert unknown["field"] == "system" and unknown["message"].startswith("沒有" if lang == "zh-Hant" else "没有")


@pytest.mark.parametrize(
    "request_",
    [
        {"action": "roads", "results": "BPT", "lang": "fr"},
        {"action": "roads", "seed": 42, "lang": "zh"},
        {"action": "roads-permalink", "pairs": [], "lang": "zh-TW"},
        {"action": "road_paste", "results": "B", "lang": "ZH-HANT"},
        {"action": "system", "system": "paroli", "lang": None},
        {"action": "system-permalink", "pairs": [], "lang": "de"},
        {"action": "counter", "cards": "8", "lang": 7},
    ],
)
def test_an_unknown_language_is_refused_by_name(request_: dict[str, object]) -> None:
    answer = handle(request_)
    assert answer["ok"] is False and answer["field"] == "lang"


@pytest.mark.parametrize(
    "render",
    [
        lambda: render_roads.road_svg("big-road", "BPB", lang="fr"),
        lambda: render_roads.widget_html(lang="zh"),
        lambda: road_paste.widget_html(lang="EN"),
        lambda: render_lab.eor_table(8, lang="zh-CN"),
        lambda: system.widget_html(lang="de"),
        lambda: counter.widget_html(lang="fr"),
        lambda: other_games.games_table(lang="zh-TW"),
        lambda: counting_tables.counts_table(COUNTING, lang="ja"),
        lambda: words("fr").say(roads.road_reading("BBBB")),
    ],
)
def test_a_renderer_refuses_an_unknown_language_by_name(render: Callable[[], object]) -> None:
    with pytest.raises(BaccaratError) as refused:
        render()
    assert refused.value.field == "lang"


def test_the_builds_fences_are_drawn_in_the_editions_language() -> None:
    fences = [
        *(("baccarat-roads", f"{kind} 7") for kind in render_roads.ROAD_KINDS),
        ("baccarat-roads", "worked 7"),
        ("baccarat-roads", "big-road BPPBPPT"),
        ("baccarat-roads", "predict-nothing 5"),
        ("baccarat-roads", "streaks 5"),
        ("baccarat-lab", "eor 8"),
        ("baccarat-lab", "counts"),
        ("baccarat-lab", "edge-by-count"),
        ("baccarat-other-games", "compare"),
        ("baccarat-other-games", "player"),
        *(("baccarat-other-games", f"banker {key}") for key in GAMES),
        *(("baccarat-widget", name) for name in ("roads", "road_paste", "system", "counter")),
    ]
    english = {
        (fence, source): formatters.superfences_formatter(source, fence, "", None, None) for fence, source in fences
    }
    assert "Big eye boy" in english[("baccarat-roads", "big-eye-boy 7")]
    assert english[("baccarat-roads", "big-road BPPBPPT")] == (
        f'<figure class="bac-road-pattern">{render_roads.road_svg("big-road", "BPPBPPT")}</figure>'
    )
    for wrong in ("big-road BPX", "big-road " + "B" * 73, "dragon BPP"):
        with pytest.raises(BaccaratError, match="unknown roads content"):
            formatters.render_fence("baccarat-roads", wrong)
    figure = formatters.render_figure  # cached by figure and language: each edition's own
    assert " points (a" in figure("eor-most player 8")
    for lang in CHINESE:
        for fence, source in fences:
            html = formatters.superfences_formatter(source, fence, "", None, None, lang=lang)  # as the build asks
            check_words(visible(html), lang)
            assert html != english[fence, source]
        assert formatters.render_fence("baccarat-widget", "system", lang=lang) == system.widget_html(lang=lang)
        check_words(visible(figure("eor-most player 8", lang=lang) + figure("eor-most banker 8", lang=lang)), lang)
