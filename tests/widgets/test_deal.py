"""The dealer's actions: coups typed in or dealt from a shoe, and its permalinks."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baccarat import Shoe, resolve_hands
from baccarat.pocket import position
from baccarat.render.coup import coup_html
from baccarat.render.deal import asks_html
from baccarat.render.markup import escape
from baccarat.widgets import handle
from baccarat.widgets.deal import parse_link


def test_resolve_from_hands() -> None:
    answer = handle({"action": "deal-resolve", "player": "2 2 8", "banker": "3 K"})
    assert answer["ok"] and answer["outcome"] == "banker"
    coup = resolve_hands(player="2 2 8", banker="3 K")
    # One renderer, with the bar that steps through it and the dealer's questions for when it asks.
    assert answer["html"] == coup_html(coup, stepper=True, asked=asks_html(coup))
    assert 'class="bac-stepper"' in answer["html"] and f"Step {len(coup.steps)} of {len(coup.steps)}" in answer["html"]
    assert [s["rule"] for s in answer["steps"]][-2:] == ["banker-chart", "compare"]


@pytest.mark.parametrize(
    "request_",
    [{"player": "2 2", "banker": "3 K"}, {"cards": "2 3 2 K"}, {"player": "2 2", "banker": "3"}],
)
def test_a_coup_typed_part_way_says_what_happens_next(request_: dict[str, str]) -> None:
    answer = handle({"action": "deal-resolve", **request_})
    now = position(answer["cards"])
    assert answer["ok"] and answer["partial"] and answer["next"] == now.next and answer["says"] == now.says
    assert answer["player"] == [card.token for card in now.player] and escape(now.says) in answer["html"]


def test_resolve_from_dealing_order() -> None:
    answer = handle({"action": "deal-resolve", "cards": "2,3,2,K,8", "player": "", "banker": ""})
    assert answer["player"] == ["2", "2", "8"] and answer["banker"] == ["3", "K"]


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        ({"action": "deal-resolve", "player": "2 2 8", "banker": "3 K 4"}, "Banker cannot have a third card (4)"),
        ({"action": "deal-resolve", "player": "2 2 8", "banker": ""}, "the Banker hand is empty"),
        ({"action": "deal-resolve", "cards": "2 3 2 K 8", "player": "2"}, "either the dealing order or the two hands"),
        ({"action": "deal-resolve", "player": 5, "banker": "3 K"}, "player must be text"),
        ({"action": "deal", "seed": "x"}, "seed must be a whole number from 0 to 9007199254740991, not 'x'"),
        ({"action": "deal", "seed": -1}, "not -1"),
        ({"action": "deal", "seed": True}, "not True"),
        ({"action": "deal", "seed": 1, "decks": 0}, "decks must be a whole number from 1 to 8, not 0"),
        ({"action": "deal", "seed": 1, "hand": 200}, "this shoe ends after"),
        ({"action": "launch"}, "unknown action 'launch'"),
        ({}, "unknown action None"),
    ],
)
def test_bad_requests_answer_with_a_message(request_: dict[str, object], message: str) -> None:
    answer = handle(request_)
    assert answer["ok"] is False and message in answer["error"]
    assert "html" not in answer


def test_deal_matches_the_shoe() -> None:
    answer = handle({"action": "deal", "seed": 42, "decks": 6, "hand": 3})
    shoe = Shoe(6, seed=42)
    coup = shoe.deal_many(3)[-1]
    assert answer["player"] == [c.token for c in coup.player.cards]
    assert answer["cards_left"] == shoe.cards_left and answer["hand"] == 3 and answer["finished"] is False
    assert handle({"action": "deal", "seed": "42", "decks": "6", "hand": "3"}) == answer


def test_permalinks() -> None:
    assert parse_link([("player", "2,2,8"), ("banker", "3,K"), ("step", "5")]) == {
        "ok": True,
        "kind": "deal-resolve",
        "request": {"player": "2,2,8", "banker": "3,K"},
        "step": 5,
        "mode": None,
    }
    assert parse_link([])["kind"] == "none"
    # The dealer's way travels in the link, with a coup or alone.
    assert parse_link([("seed", "42"), ("mode", "ask")])["mode"] == "ask"
    assert parse_link([("mode", "show")]) == {"ok": True, "kind": "none", "request": {}, "step": None, "mode": "show"}
    assert parse_link([("seed", "42")])["request"] == {"seed": 42, "decks": 8, "hand": 1}


@pytest.mark.parametrize(
    ("pairs", "message"),
    [
        ([("colour", "red")], "unknown link parameter 'colour'"),
        ([("<script>", "1")], "unknown link parameter '<script>'"),
        ([("seed", "1"), ("seed", "2")], "gives seed twice"),
        ([("player", "2,2,8")], "needs both player and banker"),
        ([("decks", "6")], "needs its seed"),
        ([("player", "2"), ("banker", "3"), ("seed", "1")], "not both"),
        ([("step", "0")], "step must be a whole number from 1 to 20, not 0"),
        ([("step", "9" * 60)], "(60 characters)"),
        ([("mode", "quiz")], "mode must be ask or show, not 'quiz'"),
        ([("mode", "ASK")], "mode must be ask or show, not 'ASK'"),
        ([("mode", "")], "mode must be ask or show, not ''"),
        ([("mode", "ask\x1c")], "mode must be ask or show, not 'ask[U+001C]'"),
        ([("mode", "<b>ask</b>")], "not '<b>ask</b>'"),
        ([("seed", "42"), ("mode", "ask"), ("mode", "show")], "gives mode twice"),
    ],
)
def test_bad_permalinks(pairs: list[tuple[str, str]], message: str) -> None:
    answer = parse_link(pairs)
    assert answer["ok"] is False and message in answer["error"]
    if "mode" in message:
        assert answer["field"] == "mode"


def test_a_bad_mode_is_refused_in_each_language() -> None:
    assert (
        parse_link([("mode", "quiz")], lang="zh-Hant")["error"]
        == "連結中的「mode」只可以是「ask」或「show」，不能是「quiz」。"
    )
    assert (
        parse_link([("mode", "quiz")], lang="zh-Hans")["error"] == "链接中的“mode”只能是“ask”或“show”，不能是“quiz”。"
    )


@given(st.text(max_size=40), st.text(max_size=40))
def test_any_text_gets_an_answer_and_html_never_carries_raw_input(player: str, banker: str) -> None:
    answer = handle({"action": "deal-resolve", "player": player, "banker": banker})
    assert isinstance(answer["ok"], bool)
    if answer["ok"]:
        assert "<script" not in answer["html"]
    else:
        assert answer["error"]


def test_html_is_escaped() -> None:
    html = coup_html(resolve_hands(player="2 2 8", banker="3 K"))
    assert "Player&#x27;s third card" in html and "Player's third card" not in html
