"""The JSON facade the browser worker calls, under CPython."""

from __future__ import annotations

import html
import json
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baccarat import Shoe, exact_odds, resolve_hands
from baccarat.render import coup_html, escape
from baccarat.web import handle, handle_json, parse_permalink, parse_roads_link


def test_resolve_from_hands() -> None:
    answer = handle({"action": "resolve", "player": "2 2 8", "banker": "3 K"})
    assert answer["ok"] and answer["outcome"] == "banker"
    assert answer["html"] == coup_html(resolve_hands(player="2 2 8", banker="3 K"))  # one renderer
    assert [s["rule"] for s in answer["steps"]][-2:] == ["banker-chart", "compare"]


def test_resolve_from_dealing_order() -> None:
    answer = handle({"action": "resolve", "cards": "2,3,2,K,8", "player": "", "banker": ""})
    assert answer["player"] == ["2", "2", "8"] and answer["banker"] == ["3", "K"]


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        ({"action": "resolve", "player": "2 2", "banker": "3 K"}, "Player has 4 on two cards (2 and 2) and must draw"),
        ({"action": "resolve", "player": "2 2 8", "banker": ""}, "the Banker hand is empty"),
        ({"action": "resolve", "cards": "2 3 2 K 8", "player": "2"}, "either the dealing order or the two hands"),
        ({"action": "resolve", "player": 5, "banker": "3 K"}, "player must be text"),
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
    assert parse_permalink([("player", "2,2,8"), ("banker", "3,K"), ("step", "5")]) == {
        "ok": True,
        "kind": "resolve",
        "request": {"player": "2,2,8", "banker": "3,K"},
        "step": 5,
    }
    assert parse_permalink([])["kind"] == "none"
    assert parse_permalink([("seed", "42")])["request"] == {"seed": 42, "decks": 8, "hand": 1}


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
    ],
)
def test_bad_permalinks(pairs: list[tuple[str, str]], message: str) -> None:
    answer = parse_permalink(pairs)
    assert answer["ok"] is False and message in answer["error"]


def test_json_boundary() -> None:
    assert json.loads(handle_json("not json")) == {"ok": False, "error": "the request is not valid JSON"}
    assert json.loads(handle_json("[1, 2]"))["ok"] is False
    assert json.loads(handle_json('{"action": "resolve", "cards": "9 8 K K"}'))["outcome"] == "player"


@given(st.text(max_size=40), st.text(max_size=40))
def test_any_text_gets_an_answer_and_html_never_carries_raw_input(player: str, banker: str) -> None:
    answer = handle({"action": "resolve", "player": player, "banker": banker})
    assert isinstance(answer["ok"], bool)
    if answer["ok"]:
        assert "<script" not in answer["html"]
    else:
        assert answer["error"]


def test_html_is_escaped() -> None:
    html = coup_html(resolve_hands(player="2 2 8", banker="3 K"))
    assert "Player&#x27;s third card" in html and "Player's third card" not in html


def test_odds_beside_the_full_shoe() -> None:
    answer = handle({"action": "odds", "decks": "1", "removed": "5 5 5 5"})
    assert answer["ok"]
    full, without = exact_odds(1), exact_odds(1, removed="5 5 5 5")
    cells = "".join(f"<td>{float(odds.banker) * 100:.4f}%</td>" for odds in (full, without))
    row = f'<th scope="row">Banker wins</th>{cells}'
    assert row in answer["html"] and "Without 5 5 5 5" in answer["html"]
    assert "Without" not in handle({"action": "odds", "decks": 8, "removed": ""})["html"]


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        (
            {"action": "odds", "decks": 1, "removed": "K K K K K"},
            "cannot remove 5 cards of rank K: 1 deck(s) hold only 4",
        ),
        ({"action": "odds", "decks": 1, "removed": "<b>"}, "'<b>' is not a card"),
        ({"action": "odds", "decks": 9}, "decks must be a whole number from 1 to 8, not 9"),
        ({"action": "odds", "removed": 5}, "removed must be text"),
    ],
)
def test_bad_odds_requests(request_: dict[str, object], message: str) -> None:
    answer = handle(request_)
    assert answer["ok"] is False and message in answer["error"]


@given(st.text())
def test_render_escape_is_html_escape(text: str) -> None:
    assert escape(text) == html.escape(text)


def test_the_dealer_starts_without_slow_imports() -> None:
    # The browser's Python compiles every module it imports: the widget start-up path
    # leaves out the html package and exact arithmetic (fractions), which it never needs.
    code = "import sys, baccarat.web; print(sorted({'html', 'fractions', 'baccarat.odds'} & set(sys.modules)))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


def test_roads_of_a_shoe_dealt_so_far_and_of_typed_results() -> None:
    from baccarat.roads import parse_results

    whole = parse_results(Shoe(8, seed=42).deal_many(200))
    answer = handle({"action": "roads", "seed": 42, "decks": 8, "coups": "10"})
    assert answer["ok"] and answer["results"] == whole[:10] and answer["total"] == len(whole)
    assert answer["info"].startswith(f"Shoe 42 (8 decks): 10 of {len(whole)} coups dealt. Coup 10: ")
    assert answer["html"].count('role="list"') == 5
    typed = handle({"action": "roads", "results": "bpt"})
    assert typed["results"] == "BPT" and typed["info"] == "3 results typed in. Coup 3: Tie." and "seed" not in typed
    assert handle({"action": "roads", "seed": 42})["coups"] == len(whole)  # no count: the whole shoe


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        ({"results": "BPX"}, "not 'X'"),
        ({"results": "B" * 301}, "results: give at most 300 results"),
        ({"results": "<b>"}, "not '<', '>'"),
        ({"seed": "-1"}, "seed must be a whole number"),
        ({"seed": 1, "coups": 999}, "coups must be a whole number from 0 to"),
    ],
)
def test_bad_roads_requests_name_the_problem(request_: dict[str, object], message: str) -> None:
    answer = handle({"action": "roads", **request_})
    assert not answer["ok"] and message in answer["error"]


@pytest.mark.parametrize(
    ("pairs", "message"),
    [
        ([("colour", "red")], "unknown link parameter 'colour': use seed, decks, coups, results"),
        ([("results", "BP"), ("seed", "1")], "either results, or seed"),
        ([("coups", "3")], "needs its seed"),
        ([("seed", "1"), ("seed", "2")], "gives seed twice"),
        ([("results", "BPQ")], "not 'Q'"),
    ],
)
def test_bad_roads_links_name_the_parameter(pairs: list[tuple[str, str]], message: str) -> None:
    answer = parse_roads_link(pairs)
    assert not answer["ok"] and message in answer["error"]
