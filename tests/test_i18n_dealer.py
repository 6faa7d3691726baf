"""The dealer's words in Chinese: every renderer of the dealer, the pocket dealer, "Try it live" and the
rules tables, in each Chinese script, reads with no English left, no rejected term and no character of
the other script; and the facade answers in the language a request names.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from html.parser import HTMLParser
from xml.etree import ElementTree

import pytest

from baccarat import resolve
from baccarat.cards import RANKS, Card, card_name, parse_cards, rank_word
from baccarat.coup import banker_reason, explain, player_reason
from baccarat.i18n import LANGUAGES, words
from baccarat.pocket import position
from baccarat.render import cards, charts, coup, deal, drawing, markup, pocket
from baccarat.rules import CARD_VALUES, player_actions, value_ranges
from baccarat.shoe import Shoe
from baccarat.widgets.door import handle
from tests.chinese import english_words, faults, wrong_script

CHINESE = [lang for lang in LANGUAGES if lang != "en"]


class _Visible(HTMLParser):
    """What a reader sees or hears: text (not styles) and the words of labels, titles and placeholders."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._style = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._style += tag == "style"
        self.parts += [value or "" for name, value in attrs if name in ("aria-label", "title", "placeholder")]

    def handle_endtag(self, tag: str) -> None:
        self._style -= tag == "style"

    def handle_data(self, data: str) -> None:
        if not self._style:
            self.parts.append(data)


def visible(html: str) -> str:
    parser = _Visible()
    parser.feed(html)
    return " ".join(parser.parts)


COUPS = ("2 3 2 K 8", "8 9 K K", "7 3 K 4", "6 3 K 2 4", "9 9 K K", "4 K 3 2 8", "A 2 3 4 5")


def _coups() -> list[str]:
    return [*COUPS, *(" ".join(card.token for card in played.cards) for played in Shoe(8, seed=3).deal_many(30))]


def _renderings(lang: str) -> dict[str, str]:
    """Every renderer this part of the guide touched, in ``lang`` (HTML, SVG or plain words)."""
    shown: dict[str, str] = {
        "card values table": charts.card_values_table(lang=lang),
        "player chart table": charts.player_chart_table(lang=lang),
        "banker compact table": charts.banker_compact_table(lang=lang),
        "banker grid": charts.banker_grid_table(lang=lang),
        "banker grid, compact": charts.banker_grid_table(highlight=(4, 3), anchors=False, compact=True, lang=lang),
        "card values drawing": charts.card_values_svg(lang=lang),
        "banker drawing, letters": charts.banker_chart_svg(highlight=(3, None), letters=True, lang=lang),
        "preview": drawing.preview_svg("-", "-", charts.chart_svg("player-chart", lang=lang), lang=lang),
        "preview, no chart": drawing.preview_svg("-", "-", lang=lang),
        "scoring table": cards.scoring_table(["7 8", "K A", "6 7 9", "9 4 7", "A 6", "A 9"], lang=lang),
        "burn table": cards.burn_table(lang=lang),
        "card help": cards.card_help(lang=lang),
        "face-down card": cards.card_svg(None, lang=lang),
        "stepper": coup.stepper_html(6, 2, lang=lang),
        "dealer": deal.widget_html(lang=lang),
        "shoe info": deal.shoe_info(7, 1, 9, 3, True, lang=lang) + deal.shoe_info(7, 8, 1, 401, False, lang=lang),
        "pocket dealer": pocket.widget_html(6, lang=lang),
        "chances": pocket.chances_html((0.4, 0.5, 0.1), 8, 1, False, lang=lang)
        + pocket.chances_html((0.4, 0.5, 0.1), 8, 3, False, lang=lang)
        + pocket.chances_html((1, 0, 0), 8, 5, True, lang=lang),
        "keypad": pocket.keypad_html(lang=lang),
        "markup": markup.decks_select(8, lang=lang)
        + markup.scroll_region("-", "", lang=lang)
        + markup.wrap_tables("<table></table>", lang=lang)
        + markup.percent(0.00001, lang=lang).cell()
        + markup.percent(0.5, lang=lang).cell(),
        "player's actions": " ".join(words(lang).say(action) for _, action in player_actions()),
        "value ranges": " ".join(
            words(lang).say(value_ranges(values, conjunction=conjunction))
            for values in (CARD_VALUES, (), {0, 1, 8, 9}, {6, 7}, range(4, 8))
            for conjunction in (", ", " or ")
        ),
        "reasons": " ".join(words(lang).say(player_reason(total)) for total in range(8))
        + " ".join(
            words(lang).say(banker_reason(total, third)) for total in range(8) for third in (None, *CARD_VALUES)
        ),
    }
    for key in charts.CHARTS:
        shown[f"chart {key}"] = charts.chart_svg(key, lang=lang) + charts.CHARTS[key].title_in(lang)
    for total in range(10):
        shown[f"player drawing, row {total}"] = charts.player_chart_svg(row=total, lang=lang)
        shown[f"banker compact drawing, row {total}"] = charts.banker_compact_svg(row=total, lang=lang)
        shown[f"banker drawing, row {total}"] = charts.banker_chart_svg(row=total, lang=lang)
    for cell in ((4, 3), (3, 8), (6, None), (7, 2)):
        shown[f"banker drawing, cell {cell}"] = charts.banker_chart_svg(highlight=cell, lang=lang)
    for rank in RANKS:
        for suit in (None, "s", "h", "d", "c"):
            card = Card(rank, suit)
            shown[f"card {card}"] = cards.card_html(card, third=True, lang=lang) + words(lang).say(card_name(card))
        shown[f"rank {rank}"] = words(lang).say(rank_word(rank))
    for cards_dealt in _coups():
        played = resolve(cards_dealt)
        shown[f"coup {cards_dealt}"] = (
            coup.coup_html(played, lang=lang)
            + coup.coup_html(played, stepper=True, shown=2, lang=lang)
            + coup.coup_html(played, chart=False, steps_collapsed=True, lang=lang)
            + coup.verdict(played, lang=lang)
            + " ".join(words(lang).say(explain(step)) for step in played.steps)
        )
        dealt = parse_cards(cards_dealt)
        for seen in range(len(dealt) + 1):
            now = position(dealt[:seen])
            says = words(lang).say(now.said)
            shown[f"position {cards_dealt} after {seen}"] = says + pocket.position_html(
                now.player, now.banker, now.next, says, lang=lang
            )
    return shown


#: Each language's renderings, drawn when a test first asks (not as the module is collected: every test process
#: collects every module, and only one runs these tests).
renderings = cache(_renderings)


@pytest.mark.parametrize("lang", CHINESE)
def test_no_english_word_no_rejected_term_and_each_script_its_own(lang: str) -> None:
    """No English word left, no rejected term, and Simplified holds no character only Traditional writes
    (閒 莊 點 張 對 補 贏 輸 …), and the reverse."""
    assert faults({name: visible(html) for name, html in renderings(lang).items()}, lang) == {}


@pytest.mark.parametrize("lang", CHINESE)
def test_the_terms_and_the_interface_words_are_used(lang: str) -> None:
    hant = lang == "zh-Hant"
    dealer, felt = renderings(lang)["dealer"], renderings(lang)["coup 2 3 2 K 8"]
    for word in ("閒家", "莊家", "點") if hant else ("闲家", "庄家", "点"):
        assert word in visible(felt)
    for word in ("下一局", "新牌靴", "派牌順序" if hant else "派牌顺序"):
        assert word in visible(dealer)
    assert ("取消上一張" if hant else "撤销上一张") in visible(renderings(lang)["pocket dealer"])
    assert "例牌" in visible(renderings(lang)["coup 8 9 K K"])
    assert ("補牌" if hant else "补牌") in visible(renderings(lang)["player chart table"])
    assert "和局" in visible(renderings(lang)["coup 7 3 K 4"])


def test_english_is_the_default_and_the_chinese_scripts_differ() -> None:
    english = resolve("2 3 2 K 8")
    assert coup.coup_html(english) == coup.coup_html(english, lang="en")
    assert [str(explain(step)) for step in english.steps] == [step.text for step in english.steps]
    hant, hans = (coup.coup_html(english, lang=lang) for lang in CHINESE)
    assert hant != hans
    # The same coup in every language: its steps, its rules and its cards.
    for html in (hant, hans):
        assert re.findall(r'data-(?:rule|card)="([^"]*)"', html) == re.findall(
            r'data-(?:rule|card)="([^"]*)"', coup.coup_html(english)
        )


def test_the_compact_grid_writes_one_character_and_explains_it() -> None:
    grid = renderings("zh-Hant")["banker grid, compact"]
    cells = re.findall(r'<td class="bac-(?:draw|stand)[^"]*">([^<]*)', grid)
    assert set(cells) == {"補", "停"} and len(cells) == 88
    assert "補：莊家補牌；停：莊家停牌" in grid


@pytest.mark.parametrize("lang", CHINESE)
def test_a_chinese_drawing_holds_its_words(lang: str) -> None:
    """A Chinese character is a whole em wide (:func:`~baccarat.render.drawing.text_width` counts it so): every
    line of a cell fits its box, and every note and title fits the drawing."""
    svg_ns = "{http://www.w3.org/2000/svg}"
    drawings = [charts.chart_svg(key, lang=lang) for key in charts.CHARTS] + [
        charts.banker_chart_svg(highlight=(3, None), letters=True, lang=lang),
        charts.banker_chart_svg(highlight=(6, 7), lang=lang),
        charts.player_chart_svg(row=7, lang=lang),
        charts.banker_compact_svg(row=6, lang=lang),
    ]
    for svg in drawings:
        root = ElementTree.fromstring(svg)
        width, _ = drawing.svg_size(svg)
        for group in root.iter(f"{svg_ns}g"):
            box = group.find(f"{svg_ns}rect")
            if box is None:
                continue
            for line in group.findall(f"{svg_ns}text"):
                assert drawing.text_width(line.text or "") - 16 <= float(box.get("width", 0)), line.text
        for line in root.findall(f"{svg_ns}text"):
            size = float(line.get("font-size", 15))
            assert drawing.text_width(line.text or "") * size / 15 <= width, line.text


@pytest.mark.parametrize("lang", CHINESE)
@pytest.mark.parametrize(
    "request_",
    [
        {"action": "deal-resolve", "player": "2 2 8", "banker": "3 K"},
        {"action": "deal-resolve", "cards": "2 3 2 K 8"},
        {"action": "deal-resolve", "player": "2 2", "banker": "3 K"},
        {"action": "deal", "seed": 42, "decks": 8, "hand": 3},
        {"action": "deal", "seed": 1, "decks": 1, "hand": 7},
        {"action": "pocket", "cards": "", "decks": 8},
        {"action": "pocket", "cards": "2 3 2 K", "decks": 8},
        {"action": "pocket", "cards": "9 8 K K", "decks": 8},
    ],
)
def test_the_facade_answers_in_the_language_asked(lang: str, request_: dict[str, object]) -> None:
    answer = handle({**request_, "lang": lang})
    english = handle(request_)
    assert answer["ok"] and english["ok"]
    # The same answer, as data: only the words differ.
    assert {key: value for key, value in answer.items() if not isinstance(value, (str, list))} == {
        key: value for key, value in english.items() if not isinstance(value, (str, list))
    }
    words = [answer["html"], answer.get("says", ""), answer.get("shoe_info", ""), answer.get("chances_html", "")]
    words += [step["text"] for step in answer.get("steps", [])]
    for text in words:
        assert not english_words(visible(text)), f"{request_}: {english_words(visible(text))}"
        assert not wrong_script(visible(text), lang), f"{request_}: {wrong_script(visible(text), lang)}"
    assert ("莊家" if lang == "zh-Hant" else "庄家") in visible(answer["html"])


@pytest.mark.parametrize("action", ["deal-resolve", "deal", "pocket"])
@pytest.mark.parametrize("lang", ["fr", "zh", "ZH-HANT", 1, None, ["zh-Hant"]])
def test_an_unknown_language_is_refused_by_name(action: str, lang: object) -> None:
    answer = handle({"action": action, "cards": "2 3 2 K 8", "seed": 4, "lang": lang})
    assert answer["ok"] is False and answer["field"] == "lang"


RenderAny = Callable[..., str]


@pytest.mark.parametrize(
    "render",
    [
        charts.card_values_table,
        charts.player_chart_table,
        charts.banker_compact_table,
        charts.banker_grid_table,
        cards.burn_table,
        cards.card_help,
        deal.widget_html,
        pocket.widget_html,
    ],
)
def test_a_renderer_refuses_a_language_it_does_not_know(render: RenderAny) -> None:
    with pytest.raises(ValueError, match="lang"):
        render(lang="fr")


@pytest.mark.parametrize("lang", CHINESE)
@pytest.mark.parametrize(
    ("fence", "source"),
    [
        ("baccarat-chart", "card-values"),
        ("baccarat-chart", "player"),
        ("baccarat-chart", "banker"),
        ("baccarat-chart", "banker-compact"),
        ("baccarat-scoring", "7 8\nK A"),
        ("baccarat-coup", "2 3 2 K 8"),
        ("baccarat-coup", "player: 2 2 8\nbanker: 3 K"),
        ("baccarat-shoe", "burn"),
        ("baccarat-widget", "deal"),
        ("baccarat-widget", "pocket"),
    ],
)
def test_the_build_renders_the_dealers_fences_in_the_editions_language(lang: str, fence: str, source: str) -> None:
    from sitebuild import formatters

    html = formatters.superfences_formatter(source, fence, "", None, None, lang=lang)  # as the build gives it
    text = visible(html)
    assert not english_words(text) and not wrong_script(text, lang), (english_words(text), wrong_script(text, lang))
    assert re.search("[閒闲莊庄點点牌]", text)
