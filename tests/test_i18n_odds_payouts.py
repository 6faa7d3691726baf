"""The odds calculator's, the betting layout's and the session calculator's words in Chinese: every renderer of
the odds, pay and house-edge tables, the payout calculator and the session calculator, in each Chinese script,
reads with no English left, no rejected term and no character of the other script; the facades answer in the
language a request names; the build's fences and inline figures follow the edition's language.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from decimal import Decimal
from functools import cache
from html.parser import HTMLParser
from pathlib import Path

import pytest

from baccarat import resolve
from baccarat.i18n import LANGUAGES, words
from baccarat.odds import exact_odds
from baccarat.payouts import (
    PAY_TABLES,
    PERFECT_PAIRS,
    STANDARD,
    Bet,
    CommissionRounding,
    bet_name,
    outcome_word,
    pays,
    ratio,
    rounding_name,
)
from baccarat.render import odds, payouts, session
from baccarat.session import session as session_of
from baccarat.widgets.door import handle
from tests.chinese import english_words, faults, rejected_terms, wrong_script

CHINESE = [lang for lang in LANGUAGES if lang != "en"]
TERMS = tomllib.loads((Path(__file__).parent.parent / "sitebuild" / "data" / "terms.toml").read_text("utf-8"))

#: Latin words the widgets' words may keep besides the guide's own list: the names of the two technologies
#: the live widgets need, said when they are missing (they have no Chinese names).
TECHNOLOGIES = {"JavaScript", "WebAssembly"}


def english_left(text: str) -> list[str]:
    return [word for word in english_words(text) if word not in TECHNOLOGIES]


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


#: Coups that settle every bet every way: wins, pushes and losses, pairs and perfect pairs, naturals, a
#: three-card 7 and 8, a Banker 6, Dragon Bonus margins.
COUPS = (
    "2 3 2 K 8",
    "K 6 5 K K",
    "2 3 2 K K 4",
    "7 7 K K",
    "2 2 2 2 K",
    "9 5 K 5",
    "10 K K 10 9 9",
    "Kh 2s Kh 3d 5c 4s",
    "Kh Ks Kh Ks 5c 4s",
    "2 6 2 K 4",
    "7 K K K K",
    "8 9 K K",
    "8 8 K K",
    "5 K 2 K 3",
    "A 2 3 4 5",
)
#: A slip with a stake on every bet (its suits let the perfect pairs settle).
EVERY_BET = {bet: Decimal(5) for bet in Bet}


def _renderings(lang: str) -> dict[str, str]:
    """Every renderer this part of the guide touched, in ``lang`` (HTML, SVG or plain words)."""
    tie = session_of(Bet.TIE, coups=100)
    shown: dict[str, str] = {
        "odds by decks": odds.odds_table(lang=lang),
        "removed cards": odds.removed_cards_table(1, "5 5 5 5", lang=lang),
        "full shoe": odds.removed_cards_table(8, "", lang=lang),
        "deal counts": odds.deal_counts_table(exact_odds(8), lang=lang),
        "pay tables": odds.pay_table_table(lang=lang),
        "key numbers": odds.key_numbers_html(8, lang=lang),
        "house edge": odds.house_edge_table(8, lang=lang),
        "side bet pays": odds.side_bet_pay_table(lang=lang),
        "side bet edges": odds.side_bet_edge_table((1, 6, 8), lang=lang),
        "commission rounding": odds.commission_rounding_table(lang=lang),
        "worked settlements": odds.worked_settlements(lang=lang),
        "final totals": odds.final_totals_html(8, lang=lang),
        "winning margin": odds.margins_html(8, lang=lang),
        "odds calculator": odds.widget_html(lang=lang),
        "payout calculator": payouts.widget_html(lang=lang),
        "layout, every bet": payouts.layout_html(EVERY_BET, STANDARD, lang=lang),
        "session calculator": session.widget_html(lang=lang),
        "session, tie, with ruin": session.session_html(
            Bet.TIE, STANDARD, 8, Decimal(10), tie, bankroll=Decimal(200), ruin=0.4, lang=lang
        ),
        "session, a winning one": session.session_html(
            Bet.PANDA_8, STANDARD, 1, Decimal(5), session_of(Bet.PANDA_8, decks=1, coups=5), lang=lang
        ),
        "samples, cut short": session.samples_html(Bet.PLAYER, STANDARD, 8, 600, Decimal(10), 3, lang=lang)[0],
        "spread of one bet": session.sd_table(8, lang=lang),
        "martingale": session.martingale_table(Bet.BANKER, Decimal(10), Decimal(1000), [50, 100, 200], lang=lang),
        "martingale evening": session.martingale_evening_table(Bet.BANKER, Decimal(10), Decimal(1000), 100, lang=lang),
        "martingale runs": session.martingale_runs_table(Decimal(10), Decimal(1000), lang=lang),
        "bet names": " ".join(words(lang).say(bet_name(bet)) for bet in Bet),
        "pays": " ".join(words(lang).say(pays(bet, table)) for bet in Bet for table in PAY_TABLES.values()),
        "pay tables' names": " ".join(
            f"{words(lang).say(table.named())} {words(lang).say(table.headed())} {words(lang).say(table.short())}"
            for table in PAY_TABLES.values()
        ),
        "roundings": " ".join(words(lang).say(rounding_name(rule)) for rule in CommissionRounding),
        "outcomes": " ".join(words(lang).say(outcome_word(outcome)) for outcome in ("win", "lose", "push")),
        "headlines": " ".join(
            payouts.headline(Decimal(total), Decimal(10), lang=lang) for total in ("2.50", "0", "-10")
        ),
    }
    for cards in COUPS:
        played = resolve(cards)
        # A perfect pair is settled only on cards typed with their suits.
        stakes = {bet: stake for bet, stake in EVERY_BET.items() if played.cards[0].suit or bet not in PERFECT_PAIRS}
        for key, table in PAY_TABLES.items():
            shown[f"slip {cards} {key}"] = payouts.slip_html(played, stakes, table, lang=lang)
            shown[f"settlements {cards} {key}"] = "".join(
                payouts.settlement_html(bet, "10", played, table, lang=lang) for bet in stakes
            )
    return shown


#: Each language's renderings, drawn when a test first asks (not as the module is collected: every test process
#: collects every module, and only one runs these tests).
renderings = cache(_renderings)


@pytest.mark.parametrize("lang", CHINESE)
def test_no_english_word_no_rejected_term_and_each_script_its_own(lang: str) -> None:
    """No English word left, no rejected term, and Simplified holds no character only Traditional writes
    (閒 莊 對 賠 邊 籌 …), and the reverse."""
    texts = {name: visible(html) for name, html in renderings(lang).items()}
    assert faults(texts, lang, kept=TECHNOLOGIES) == {}


@pytest.mark.parametrize("lang", CHINESE)
def test_the_bets_are_named_as_the_term_table_names_them(lang: str) -> None:
    script = "hant" if lang == "zh-Hant" else "hans"
    named = {
        Bet.PLAYER: "player-hand",
        Bet.BANKER: "banker-hand",
        Bet.TIE: "tie",
        Bet.PLAYER_PAIR: "player-pair",
        Bet.BANKER_PAIR: "banker-pair",
        Bet.SUPER_6: "super-6",
        Bet.DRAGON_7: "dragon-7",
        Bet.PANDA_8: "panda-8",
    }
    for bet, term in named.items():
        assert words(lang).say(bet_name(bet)) == TERMS[term][script]
    assert TERMS["no-commission"][script] in renderings(lang)["pay tables' names"]
    assert TERMS["commission"][script] in renderings(lang)["pay tables' names"]
    assert TERMS["house-edge"][script] in visible(renderings(lang)["key numbers"])
    assert TERMS["natural"][script] in visible(renderings(lang)["winning margin"])


@pytest.mark.parametrize("lang", CHINESE)
def test_a_pay_is_written_the_way_chinese_tables_write_it(lang: str) -> None:
    """Chinese puts the stake first: "8 to 1" is 1 賠 8 (1 赔 8), "8 賠 1" would read "stake 8, win 1"; the
    figures stay digits."""
    pay = "賠" if lang == "zh-Hant" else "赔"
    assert words(lang).say(ratio(STANDARD.tie)) == f"1 {pay} 8"
    assert words(lang).say(ratio(STANDARD.banker)) == f"1 {pay} 0.95"
    assert words(lang).say(ratio(PAY_TABLES["no-commission"].banker_on_6)) == f"1 {pay} 0.5"
    assert words(lang).say(pays(Bet.DRAGON_7, STANDARD)) == f"1 {pay} 40"
    assert "45.86%" in visible(renderings(lang)["key numbers"])


@pytest.mark.parametrize("lang", CHINESE)
def test_the_lucky_6_is_named_and_paid_as_macau_writes_it(lang: str) -> None:
    """幸運6 in Traditional, 幸运6 in Simplified; stake first on both of its pays; and the slip says whether the
    Banker's winning 6 was on two cards or three, since that decides the pay."""
    hant = lang == "zh-Hant"
    name, pay = ("幸運6", "賠") if hant else ("幸运6", "赔")
    assert words(lang).say(bet_name(Bet.LUCKY_6)) == name
    assert words(lang).say(pays(Bet.LUCKY_6, STANDARD)) == (
        f"1 {pay} 12（三張牌：1 {pay} 20）" if hant else f"1 {pay} 12（三张牌：1 {pay} 20）"
    )
    two = payouts.bet_reason(Bet.LUCKY_6, resolve("K 6 5 K K"), STANDARD, lang=lang)
    three = payouts.bet_reason(Bet.LUCKY_6, resolve("K 2 K K 5 4"), STANDARD, lang=lang)
    assert two == (f"莊家以兩張牌 6 點贏：1 {pay} 12。" if hant else f"庄家以两张牌 6 点赢：1 {pay} 12。")
    assert three == (f"莊家以三張牌 6 點贏：1 {pay} 20。" if hant else f"庄家以三张牌 6 点赢：1 {pay} 20。")
    assert name in visible(renderings(lang)["side bet pays"]) and name in visible(renderings(lang)["side bet edges"])


@pytest.mark.parametrize("lang", CHINESE)
def test_the_interface_words_are_the_guides(lang: str) -> None:
    hant = lang == "zh-Hant"
    layout = visible(renderings(lang)["payout calculator"])
    for word in ("派牌", "取消上一注" if hant else "撤销上一注", "派牌順序" if hant else "派牌顺序", "牌靴"):
        assert word in layout
    assert ("邊注" if hant else "边注") in visible(renderings(lang)["side bet pays"])


def test_english_is_the_default_and_the_chinese_scripts_differ() -> None:
    played = resolve("Kh 6s 5d Kc Ks")
    table = PAY_TABLES["no-commission"]
    assert payouts.slip_html(played, EVERY_BET, table) == payouts.slip_html(played, EVERY_BET, table, lang="en")
    assert odds.pay_table_table() == odds.pay_table_table(lang="en")
    assert session.sd_table(8) == session.sd_table(8, lang="en")
    hant, hans = (payouts.slip_html(played, EVERY_BET, table, lang=lang) for lang in CHINESE)
    assert hant != hans
    # The same slip in every language: its bets, its nets and its outcomes, for tests and tools.
    hooks = re.compile(r'data-(?:bet|net|outcome|total|net-shown)="([^"]*)"')
    for html in (hant, hans):
        assert hooks.findall(html) == hooks.findall(payouts.slip_html(played, EVERY_BET, table))


@pytest.mark.parametrize("lang", CHINESE)
def test_a_chart_keeps_its_ascii_ids_in_any_language(lang: str) -> None:
    """The bar charts' ids (their hatching's pattern) come from the English title, whatever the edition."""
    for name in ("final totals", "winning margin"):
        ids = re.findall(r'id="([^"]*)"', renderings(lang)[name])
        english = re.findall(
            r'id="([^"]*)"', odds.final_totals_html(8) if name == "final totals" else odds.margins_html(8)
        )
        assert ids == english and all(part.isascii() for part in ids)


REQUESTS = [
    {"action": "odds", "decks": 8, "removed": "5 5 K"},
    {"action": "odds", "decks": 1, "removed": ""},
    {"action": "payouts", "table": "no-commission", "player": "K 6", "banker": "5 K 2", "stakes": "banker:25,tie:5"},
    {
        "action": "payouts",
        "table": "ez",
        "seed": 42,
        "decks": 8,
        "hand": 2,
        "stakes": "dragon-7:1,dragon-bonus-banker:5",
    },
    {"action": "payouts", "cards": "Kh 2s Kh 3d 5c 4s", "stakes": "perfect-pair:2.50,either-pair:1"},
    {"action": "payouts", "cards": "2 3 2 K 8", "stake_fields": {"banker": "10", "player-pair": "2"}},
    {
        "action": "session",
        "bet": "banker",
        "table": "standard",
        "decks": 8,
        "stake": "10",
        "coups": 100,
        "bankroll": "200",
    },
    {"action": "session", "bet": "tie", "coups": 50},
    {"action": "session-samples", "bet": "player", "coups": 600, "seed": 3},
]


@pytest.mark.parametrize("lang", CHINESE)
@pytest.mark.parametrize("request_", REQUESTS)
def test_the_facade_answers_in_the_language_asked(lang: str, request_: dict[str, object]) -> None:
    answer = handle({**request_, "lang": lang})
    english = handle(request_)
    assert answer["ok"] and english["ok"], answer
    # The same answer, as data: only the words differ.
    same = ("table", "stakes", "link", "seed", "cards", "outcome", "player_total", "banker_total")
    assert {key: answer[key] for key in same if key in answer} == {key: english[key] for key in same if key in english}
    for text in (answer["html"], answer.get("note", ""), *(step["text"] for step in answer.get("steps", []))):
        assert not english_left(visible(text)), f"{request_}: {english_left(visible(text))}"
        assert not wrong_script(visible(text), lang), f"{request_}: {wrong_script(visible(text), lang)}"
        assert not rejected_terms(visible(text), lang), f"{request_}: {rejected_terms(visible(text), lang)}"
    assert re.search("[閒闲莊庄和]", visible(answer["html"]))


@pytest.mark.parametrize("action", ["odds", "payouts", "session", "session-samples"])
@pytest.mark.parametrize("lang", ["fr", "zh", "ZH-HANS", 1, None, ["zh-Hans"]])
def test_an_unknown_language_is_refused_by_name(action: str, lang: object) -> None:
    answer = handle({"action": action, "cards": "2 3 2 K 8", "stakes": "banker:5", "lang": lang})
    assert answer["ok"] is False and answer["field"] == "lang"


RenderAny = Callable[..., str]


@pytest.mark.parametrize(
    "render",
    [
        odds.odds_table,
        odds.pay_table_table,
        odds.key_numbers_html,
        odds.house_edge_table,
        odds.side_bet_pay_table,
        odds.commission_rounding_table,
        odds.worked_settlements,
        odds.final_totals_html,
        odds.widget_html,
        payouts.widget_html,
        session.widget_html,
        session.sd_table,
        lambda lang: words(lang).say(bet_name(Bet.TIE)),
        lambda lang: words(lang).say(STANDARD.named()),
    ],
)
def test_a_renderer_refuses_a_language_it_does_not_know(render: RenderAny) -> None:
    with pytest.raises(ValueError, match="lang"):
        render(lang="fr")


@pytest.mark.parametrize("lang", CHINESE)
@pytest.mark.parametrize(
    ("fence", "source"),
    [
        ("baccarat-odds", "key-numbers 8"),
        ("baccarat-odds", "by-decks 1 8"),
        ("baccarat-odds", "counts 8"),
        ("baccarat-odds", "house-edge 8"),
        ("baccarat-odds", "pay-tables"),
        ("baccarat-odds", "side-bets 1 8"),
        ("baccarat-odds", "side-bet-pays"),
        ("baccarat-odds", "commission-rounding"),
        ("baccarat-odds", "settlements"),
        ("baccarat-odds", "final-totals 8"),
        ("baccarat-odds", "winning-margin 8"),
        ("baccarat-session", "sd 8"),
        ("baccarat-session", "martingale banker 10 1000 50 100"),
        ("baccarat-session", "martingale-runs 10 1000"),
        ("baccarat-session", "martingale-evening banker 10 1000 100"),
        ("baccarat-coup", "K 6 5 K K\nsettle: banker 10 no-commission\nsettle: super-6 5 no-commission"),
        ("baccarat-widget", "odds"),
        ("baccarat-widget", "payouts"),
        ("baccarat-widget", "session"),
    ],
)
def test_the_build_renders_these_fences_in_the_editions_language(lang: str, fence: str, source: str) -> None:
    from sitebuild import formatters

    html = formatters.superfences_formatter(source, fence, "", None, None, lang=lang)  # as the build gives it
    text = visible(html)
    assert not english_left(text) and not wrong_script(text, lang), (english_left(text), wrong_script(text, lang))
    assert not rejected_terms(text, lang)
    assert re.search("[閒闲莊庄和賠赔注]", text)


@pytest.mark.parametrize("lang", CHINESE)
@pytest.mark.parametrize(
    "figure",
    ["share natural 8", "edge banker no-commission 8", "share banker 1 without 5 5 5 5", "ahead banker standard 8 100"],
)
def test_an_inline_figure_says_its_title_in_the_editions_language(lang: str, figure: str) -> None:
    from sitebuild import formatters

    english = formatters.render_figure(figure)
    said = formatters.render_figure(figure, lang=lang)
    # The figure itself is the same; only its title's words change.
    assert re.sub(r' title="[^"]*"', "", said) == re.sub(r' title="[^"]*"', "", english)
    title = re.search(r'title="([^"]*)"', said)
    assert title and not english_left(title.group(1)) and not wrong_script(title.group(1), lang)
    assert "副牌" in title.group(1)
