"""The live dealer's frame: the hand it opens on before Python, and where a dealt hand comes from."""

from __future__ import annotations

import re

import pytest

from baccarat import Shoe, resolve
from baccarat.coup import Step
from baccarat.render.coup import verdict
from baccarat.render.deal import (
    ASKING_FROM,
    OPENING_HAND,
    PLAYER_STOOD,
    asks_html,
    banker_rules,
    rule_of,
    shoe_info,
    widget_html,
)
from baccarat.render.markup import escape
from baccarat.rules import banker_chart
from baccarat.widgets import handle
from tests.oracle import banker_acts


def test_the_frame_opens_on_its_shoe_hand_explained() -> None:
    html = widget_html()
    coup = Shoe(OPENING_HAND["decks"], seed=OPENING_HAND["seed"]).deal_many(OPENING_HAND["hand"])[-1]
    assert f'data-seed="{OPENING_HAND["seed"]}"' in html and verdict(coup) in html
    assert html.count("<fieldset disabled>") == 2  # dealing and typed cards wait for Python


def test_where_a_dealt_hand_comes_from() -> None:
    """The shoe's number (its seed) is never bare: it is said as what deals the same shoe again, beside Copy link."""
    assert shoe_info(10, 8, 1, 401, False) == (
        "Hand 1, dealt from the 401 cards left in this shoe of 8 decks. Seed 10 deals the same shoe again; Copy link "
        "shares this hand."
    )
    assert shoe_info(3, 1, 9, 5, True).startswith("Hand 9, dealt from the 5 cards left in this shoe of 1 deck. Seed 3")
    assert "The cut card is out" in shoe_info(3, 1, 9, 5, True)
    assert "洗牌種子 10 可再派同一靴牌" in shoe_info(10, 8, 1, 401, False, lang="zh-Hant")
    assert "洗牌种子 10 可以重发同一靴牌" in shoe_info(10, 8, 1, 401, False, lang="zh-Hans")


def _said_count(line: str) -> int:
    return int(re.findall(r"\d+", line)[1])  # the hand's number, then the count


@pytest.mark.parametrize(("seed", "decks"), [(10, 8), (42, 6), (7, 1), (297, 8)])
def test_the_count_of_cards_left_never_tells_whether_third_cards_came(seed: int, decks: int) -> None:
    """At "Draw or stand?" (both hands' first two cards on the felt) a count taken after the hand would tell whether
    third cards came (reader hans9 #10): the line says the count before the hand, which the hand's own cards never
    change. It is said once, outside the coup's steps, so it is the same at every step, Back and Next included."""
    shoe = Shoe(decks, seed=seed)
    for hand in range(1, 12):
        if shoe.finished:
            break
        before = shoe.cards_left  # the burn is out before the first hand
        answer = handle({"action": "deal", "seed": seed, "decks": decks, "hand": hand})
        coup = shoe.deal()
        assert answer["ok"] and _said_count(answer["shoe_info"]) == before
        assert answer["cards_left"] == before - len(coup.cards) == shoe.cards_left
        # The cards on the felt at each step: both hands' first two, then each third card as its step deals it.
        on_felt = [4 + sum(step.card is not None for step in coup.steps[:at]) for at in range(1, len(coup.steps) + 1)]
        assert on_felt[ASKING_FROM - 1] == 4 and on_felt[-1] == len(coup.cards)
        assert all(before - shown >= shoe.cards_left for shown in on_felt)  # right of what is shown, at every step
        assert answer["shoe_info"] not in answer["html"]  # no step says a count of its own


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans"])
def test_the_built_page_s_line_is_the_live_dealer_s(lang: str) -> None:
    """Before any script, the page's line is the one Python says of the same hand, word for word."""
    html = widget_html(lang=lang)
    built = re.search(r'<p class="bac-shoe-info">([^<]*)</p>', html)
    answer = handle({"action": "deal", **OPENING_HAND, "lang": lang})
    assert built is not None and answer["ok"] and built.group(1) == escape(answer["shoe_info"])


def test_a_new_reader_opens_on_the_first_question_not_a_finished_hand() -> None:
    html = widget_html()
    # Where the steps stand, not how many the coup has (that would tell whether a hand draws), as the script says.
    assert f'class="bac-step-count">Step {ASKING_FROM}<' in html and " of 6<" not in html
    # What later steps reveal starts hidden: the dealer asks before it shows.
    assert re.search(r'<li data-step="3"[^>]* hidden>', html) and 'data-step="2" data-rule="banker-total"' in html
    assert re.search(r'<p class="bac-outcome" data-reveal="6" hidden>', html)
    assert 'name="mode" value="ask" checked' in html and 'name="mode" value="show">' in html
    # Its first question says why the coup stands past its first steps: both hands dealt and scored, then the
    # reader's first call, in every edition.
    lead = "The dealer has dealt both hands and scored them: Player 0, Banker 6. Your first call:"
    assert f'<p class="bac-ask-lead">{lead}</p><p class="bac-prompt">Does either hand have a natural' in html
    assert "閒家 0 點，莊家 6 點。輪到你判斷了，第一題：" in widget_html(lang="zh-Hant")
    assert "闲家 0 点，庄家 6 点。轮到你判断了，第一个问题：" in widget_html(lang="zh-Hans")


def _every_banker_decision() -> dict[tuple[int, int | None], Step]:
    """One coup's Banker step for each cell of the Banker chart, found in this guide's shoes."""
    found: dict[tuple[int, int | None], Step] = {}
    cells = {(decision.banker_total, decision.player_third) for row in banker_chart() for decision in row}
    seed = 0
    while len(found) < len(cells):
        seed += 1
        shoe = Shoe(8, seed=seed)
        while not shoe.finished:
            step = shoe.deal().steps[-2]
            if step.chart_cell is not None:
                found.setdefault(step.chart_cell, step)
    return found


def test_the_rule_named_for_each_banker_decision_says_what_the_banker_did() -> None:
    """Each cell's rule, read back in words: a rule that says "always draws" never names a stand, and so on."""
    rules = dict(banker_rules())
    for (total, third), step in _every_banker_decision().items():
        rule = rule_of(step)
        said = rules[rule]
        if third is None:
            assert rule == PLAYER_STOOD, (total, third)
            assert ("draws on 0–5" in said) and (step.draws == (total <= 5))
            continue
        assert f"Banker {total}" in said or (total in (0, 1, 2) and "Banker 0–2" in said), (total, said)
        if "always draws" in said:
            assert step.draws
        elif "always stands" in said:
            assert not step.draws
        elif "unless" in said:
            assert step.draws == (f"is {third}" not in said)
        else:
            named = said.rsplit("is ", 1)[1]
            low, _, high = named.partition("–")
            values = set(range(int(low), int(high) + 1)) if high else {int(v) for v in named.split(" or ")}
            assert step.draws == (third in values), (total, third, said)


def _true_of(rule: str, total: int, third: int | None) -> bool:
    """Whether a reader could fairly call a rule of "Which rule decides?" true of this Banker decision, read
    from the chart (not from the code under test): the Player-stood rule when the Player stood; a row of the chart
    when it holds the Banker's total and says what the Banker does here, or (the Player having no third card to
    read it by) whenever it holds the total."""
    if rule == PLAYER_STOOD:
        return third is None
    low, _, high = rule.removeprefix("banker-").partition("-")
    if total not in range(int(low), int(high or low) + 1):
        return False
    if third is None:
        return True
    return banker_chart()[total][1 + third].draws == banker_chart()[int(low)][1 + third].draws


def test_every_banker_decision_offers_exactly_one_true_rule_and_grades_it_right() -> None:
    """Every two-card Banker total against every Player third card, or the Player standing: of the rules offered,
    exactly one is true of the coup, and it is the one the dealer grades right; every row offered is said of the
    Banker's own total (a row said of its own totals, "Banker 3 draws unless…", was picked by matching the felt)."""
    coups: dict[tuple[int, int | None], str] = {}
    for total in range(8):
        banker = "KA23456789"[total]
        draws = " 5" if banker_acts(total, None) == "draw" else ""  # the Banker's own third card, if the Player stood
        coups[(total, None)] = f"7 {banker} K K{draws}"  # the Player stands on 7
        for value in range(10):
            draws = " 5" if banker_chart()[total][1 + value].draws else ""
            coups[(total, value)] = f"K {banker} 4 K {'KA23456789'[value]}{draws}"  # the Player draws on 4
    assert len(coups) == 8 * 11
    for (total, third), cards in coups.items():
        coup = resolve(cards)
        assert coup.steps[-2].chart_cell == (total, third), cards
        html = asks_html(coup)
        graded = re.search(r'data-topic="banker"[^>]* data-rule="([a-z0-9-]+)"', html)
        why = re.search(r'<div class="bac-ask-why" hidden>(.*?)</div></div>', html)
        assert graded and why, cards
        offered = re.findall(r'data-answer="([a-z0-9-]+)"', why.group(1))
        assert len(offered) == 3 == len(set(offered)), (cards, offered)  # short: all on a phone's screen
        true = [rule for rule in offered if _true_of(rule, total, third)]
        assert true == [graded.group(1)], (total, third, offered, true)
        # The Player stood: one option at most talks of a third card it never drew, and it is a wrong one.
        options = re.findall(r'data-answer="([a-z0-9-]+)">([^<]*)<', why.group(1))
        if third is None:
            talk = [rule for rule, words in options if "third card" in words]
            assert len(talk) <= 1 and graded.group(1) not in talk, (total, options)
        # Every row is said of the Banker's own total: the total on the felt gives no choice away.
        said = re.findall(r'data-answer="(banker-[0-9-]+)">([^<]*)<', why.group(1))
        assert said and all(words.startswith(f"Banker {total} ") for _, words in said), (total, third, said)


def test_the_dealer_asks_each_decision_with_its_right_answer() -> None:
    coup = resolve("2 6 3 K 7 4")  # no natural, the Player draws a 7, the Banker 6 draws against it
    html = asks_html(coup)
    asked = re.findall(r'<div class="bac-ask" data-step="(\d)" data-topic="([a-z]+)" data-answer="([a-z]+)"', html)
    assert asked == [
        ("3", "natural", "no"),
        ("4", "player", "draw"),
        ("5", "banker", "draw"),
        ("6", "winner", "player"),
    ]
    assert 'data-rule="banker-6"' in html
    why = re.search(r'<div class="bac-ask-why" hidden>(.*?)</div></div>', html)
    assert why is not None
    choices = re.findall(r'data-answer="([a-z0-9-]+)"', why.group(1))
    assert len(choices) == 3 and "banker-6" in choices and PLAYER_STOOD in choices
    assert "In the Banker chart: row 6, column 7." in html
    assert escape(coup.steps[4].text) in html  # the dealer's own words for the step, once answered
    # A natural: the dealer asks whether there is one, then who wins.
    natural = asks_html(resolve("9 8 K K"))
    assert re.findall(r'data-topic="([a-z]+)"', natural) == ["natural", "winner"]


def test_the_questions_are_worded_in_each_script() -> None:
    coup = resolve("2 6 3 K 7 4")
    hant, hans = asks_html(coup, lang="zh-Hant"), asks_html(coup, lang="zh-Hans")
    assert "莊家 6 點：閒家第三張牌是 6 或 7 點才補牌" in hant and "橫列" in hant and "直欄" in hant
    assert "庄家 6 点，闲家第三张牌是 6 或 7 点才补牌" in hans and "那一行" in hans
    for html in (hant, hans):
        assert not re.search(r">[^<]*\b(Banker|Player|draws|stands|rule)\b[^<]*<", html), html
