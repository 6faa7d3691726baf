"""The live roads' actions and links."""

from __future__ import annotations

import re

import pytest

from baccarat import Shoe
from baccarat.widgets import handle
from baccarat.widgets.roads import parse_link


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
    ("lang", "tally"),
    [("en", "Banker 2, Player 2, Tie 1"), ("zh-Hant", "莊家贏 2 局、閒家贏 2 局、和局 1 局"),
     ("zh-Hans", "庄家赢 2 局、闲家赢 2 局、和局 1 局")],
)  # fmt: skip
def test_the_status_line_s_words_come_with_the_roads(lang: str, tally: str) -> None:
    """The page's status line says what was just done from these (roads.js): each side's wins and the latest result,
    in the reader's language, counted from what is drawn."""
    from baccarat.roads import parse_results

    typed = handle({"action": "roads", "results": "BPPTB", "lang": lang})
    assert typed["tally"] == tally and typed["latest"] in typed["info"]
    whole = parse_results(Shoe(8, seed=42).deal_many(200))
    dealt = handle({"action": "roads", "seed": 42, "lang": lang})
    counts = [str(whole.count(side)) for side in "BPT"]
    assert re.findall(r"\d+", dealt["tally"]) == counts


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        ({"results": "BPX"}, "not 'X'"),
        ({"results": "B" * 301}, "results: give at most 300 results"),
        ({"results": "<b>"}, "not '<', '>'"),
        ({"seed": "-1"}, "seed must be a whole number"),
        ({"seed": 1, "coups": 999}, "coups must be a whole number from 0 to"),
        ({"results": ""}, "There is no road yet: type some results."),  # the typed box sent empty: not the seed
        ({}, "There is no road yet: type some results."),
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
    answer = parse_link(pairs)
    assert not answer["ok"] and message in answer["error"]
