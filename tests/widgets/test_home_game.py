"""The score keeper's actions, through the facade: a game started, played, undone, stored and shared."""

from __future__ import annotations

import csv
import io
import json
import re
from typing import Any

from baccarat.home_game import MAX_SUMMARY, read_summary, share_first, summary_code
from baccarat.render.home_game import game_html
from baccarat.widgets import UNEXPECTED, handle, handle_json
from tests.test_home_game import longest_game


def new_game(players: str = "Ann\nBo\nCy", rounds: str = "1") -> dict[str, Any]:
    answer = handle({"action": "home_game-new", "players": players, "rounds": rounds, "first": "0", "seed": 5})
    assert answer["ok"], answer
    game = answer["game"]
    assert isinstance(game, dict)
    return game


def test_a_game_is_started_played_and_taken_back() -> None:
    game = new_game()
    assert game["players"] == ["Ann", "Bo", "Cy"] and game["history"] == []
    calls = {"Bo": "player", "Cy": "banker"}
    played = handle({"action": "home_game-record", "game": game, "calls": calls, "player": "2 2 8", "banker": "3 K"})
    assert played["ok"] and played["finished"] and len(played["game"]["history"]) == 1
    assert "Cy wins, with 1 point." in played["html"]  # Banker 3 beats Player 2: Cy called it
    undone = handle({"action": "home_game-undo", "game": played["game"]})
    assert undone["ok"] and undone["game"]["history"] == [] and not undone["finished"]
    assert undone["note"] == "Round 1 is taken back (2 3 2 K 8: Banker wins, 3 to 2). Record it again."


def test_a_round_dealt_from_the_keeper_s_deck_is_recorded_as_dealt() -> None:
    game = new_game()
    calls = {"Bo": "player", "Cy": "banker"}
    dealt = handle({"action": "home_game-deal", "game": game, "calls": calls})
    assert dealt["ok"] and dealt["note"].endswith("Dealt: record the round.")
    played = handle({"action": "home_game-record", "game": game, "calls": calls, "from_shoe": True})
    assert played["game"]["history"][0]["cards"][:2] == [dealt["player"].split()[0], dealt["banker"].split()[0]]


def test_refusals_name_the_field_the_reader_typed() -> None:
    one = handle({"action": "home_game-new", "players": "Ann", "rounds": "1", "first": "0", "seed": 5})
    assert (one["ok"], one["field"]) == (False, "players")
    rounds = handle({"action": "home_game-new", "players": "Ann\nBo", "rounds": "0", "first": "0", "seed": 5})
    assert (rounds["ok"], rounds["field"]) == (False, "rounds")
    game = new_game()
    calls = {"Bo": "player", "Cy": "banker"}
    typed = handle({"action": "home_game-record", "game": game, "calls": calls, "player": "2 Z", "banker": "3 K"})
    assert (typed["ok"], typed["field"]) == (False, "player") and typed["message"].startswith("'Z' is not a card")
    missing = handle({"action": "home_game-record", "game": game, "calls": calls, "player": "2 2 8"})
    assert (missing["ok"], missing["field"]) == (False, "banker")


def test_a_stored_game_resumes_and_a_damaged_one_is_set_aside() -> None:
    game = new_game()
    assert handle({"action": "home_game-load", "stored": json.dumps(game)})["game"] == game
    damaged = handle({"action": "home_game-load", "stored": '{"format": "baccarat-home-game", "version": 99}'})
    assert damaged["ok"] and damaged["game"] is None and "set aside" in damaged["note"]


def test_the_score_sheet_and_the_summary_link() -> None:
    game = new_game()
    calls = {"Bo": "player", "Cy": "banker"}
    played = handle({"action": "home_game-record", "game": game, "calls": calls, "player": "2 2 8", "banker": "3 K"})[
        "game"
    ]
    sheet = list(csv.reader(io.StringIO(handle({"action": "home_game-csv", "game": played})["csv"])))
    assert sheet[0][:2] == ["Round", "Dealer"] and sheet[1][:4] == ["1", "Ann", "2 3 2 K 8", "Banker wins"]
    assert sheet[-1][0] == "Total"
    code = summary_code(played)
    shown = handle({"action": "home_game-summary", "pairs": [["summary", code]]})
    assert shown["ok"] and "A shared game" in shown["html"] and tuple(read_summary(code)["winners"]) == ("Cy",)
    assert handle({"action": "home_game-summary", "pairs": [["summary", code[:-3]]]})["ok"] is False


def strict(reply: str) -> dict[str, Any]:
    """An answer as JavaScript's JSON.parse reads it: NaN and Infinity are not JSON."""

    def refuse(constant: str) -> object:
        raise AssertionError(f"{constant} in an answer: {reply[:300]}")

    answer = json.loads(reply, parse_constant=refuse)
    assert isinstance(answer, dict)
    return answer


def test_the_score_keeper_s_own_longest_summary_link_is_read() -> None:
    """home_game-summary read at most 2,000 characters; the home game's own links run to over 20,000 (issue 46)."""
    game = share_first(longest_game())
    link = re.search(r'href="\?summary=([A-Za-z0-9_-]+)"', game_html(game))
    assert link is not None and len(link[1]) > 2_000
    answer = strict(handle_json(json.dumps({"action": "home_game-summary", "pairs": [["summary", link[1]]]})))
    assert answer["ok"] and "A shared game" in answer["html"]
    too_long = handle({"action": "home_game-summary", "pairs": [["summary", "A" * (MAX_SUMMARY + 1)]]})
    assert (too_long["ok"], too_long["field"]) == (False, "summary") and "a link gives at most" in too_long["error"]


def test_rounds_of_unicode_digits_are_refused_by_name() -> None:
    for rounds in ("²", "٣", "１２"):
        answer = handle({"action": "home_game-new", "players": "Ann\nBo", "rounds": rounds, "first": "0", "seed": 5})
        assert (answer["ok"], answer["field"]) == (False, "rounds") and answer["error"] != UNEXPECTED, answer


def test_a_stored_game_s_unknown_keys_are_not_written_back() -> None:
    game = new_game()
    answer = strict(
        handle_json(json.dumps({"action": "home_game-load", "stored": json.dumps({**game, "colour": "red"})}))
    )
    assert answer["ok"] and answer["game"] == game


def test_a_round_dealt_some_other_way_than_typed_or_from_the_shoe_is_damaged() -> None:
    """A round's source of -Infinity (given by Python, no JSON read) was carried into the answer (issue 46's fuzz)."""
    game = json.loads(json.dumps(longest_game()))  # a copy: the longest game is made once for every test
    game["history"][1]["source"] = float("-inf")
    for action in ("home_game-share", "home_game-undo", "home_game-csv"):
        answer = handle({"action": action, "game": game})
        assert answer["ok"] is False and "round 2 is damaged" in answer["error"], answer
        json.dumps(answer, allow_nan=False)


def test_no_answer_carries_a_number_that_is_not_json() -> None:
    """A stored game's NaN or -Infinity reached an answer (issue 46): neither is JSON, and a request or a
    stored item holding one is not read."""
    game = new_game()
    for constant in ("NaN", "-Infinity", "Infinity"):
        stored = json.dumps(game)[:-1] + f', "note": {constant}}}'
        loaded = strict(handle_json(json.dumps({"action": "home_game-load", "stored": stored})))
        assert loaded["ok"] and loaded["game"] is None and "it is not valid JSON" in loaded["note"]
        request = json.dumps({"action": "home_game-undo", "game": game})[:-2] + f', "note": {constant}}}}}'
        undone = strict(handle_json(request))
        assert undone["ok"] is False and undone["error"] == "the request is not valid JSON"
    # Given by Python itself (no JSON read), a NaN under a key no game has is left behind with its key.
    calls = {"Bo": "player", "Cy": "banker"}
    played = handle({"action": "home_game-record", "game": {**game, "note": float("nan")}, "calls": calls,
                     "player": "2 2 8", "banker": "3 K"})  # fmt: skip
    assert played["ok"] and "note" not in played["game"]
    json.dumps(played, allow_nan=False)
