"""Real bad input for every widget action a reader uses: what a reader types, taps or follows a link with, refused.

Taken from the widgets' ``examples`` and their refusal tests, one request per refusal a reader can reach. The
English answers to them are kept in ``tests/golden/refusals_en.json``, written before the refusals could be
worded in another language: English must read exactly as it did.
"""

from __future__ import annotations

from typing import Any

_GAME = {"format": "baccarat-home-game", "version": 1, "players": ["Ann", "Bo", "Cy"], "rounds": 1, "first": 0,
         "seed": 5, "history": [], "shared": False, "revision": 1}  # fmt: skip
_ROUND = {"calls": {"Bo": "banker", "Cy": "banker"}, "cards": ["2", "3", "2", "K", "8"], "result": "banker",
          "source": "typed"}  # fmt: skip
#: One round played: Bo and Cy both called it, so they are tied for first place (a tiebreak is due).
_PLAYED = {**_GAME, "revision": 2, "history": [_ROUND]}
#: Bo called it, Cy did not: the game is over.
_OVER = {**_GAME, "revision": 2, "history": [{**_ROUND, "calls": {"Bo": "banker", "Cy": "player"}}]}
_CALLS = {"Bo": "player", "Cy": "banker"}
_LONG = "x" * 2_001
#: Every rank of one deck four times, but for one king: a single card left.
_ALL_BUT_ONE = " ".join(["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] * 4)[:-2]


def _new(players: str = "Ann\nBo\nCy", rounds: str = "8", first: str = "0", seed: object = 5) -> dict[str, Any]:
    return {"action": "home_game-new", "players": players, "rounds": rounds, "first": first, "seed": seed}


def _record(game: dict[str, Any] = _GAME, calls: dict[str, str] = _CALLS, **hands: str) -> dict[str, Any]:
    return {"action": "home_game-record", "game": game, "calls": calls, **hands}


#: Every refusal a reader can meet, by a name that says what is wrong.
BAD: dict[str, dict[str, Any]] = {
    # The dealer: a coup typed in, a hand of a dealt shoe, a dealer's link.
    "deal-resolve-not-a-card": {"action": "deal-resolve", "player": "2 Z", "banker": "3 K"},
    "deal-resolve-ace-as-1": {"action": "deal-resolve", "player": "1 2", "banker": "3 K"},
    "deal-resolve-ace-as-11": {"action": "deal-resolve", "cards": "11 2 3 4"},
    "deal-resolve-not-a-card-long": {"action": "deal-resolve", "player": "2 " + "Z" * 60, "banker": "3 K"},
    "deal-resolve-not-a-card-markup": {"action": "deal-resolve", "cards": "<b>"},
    "deal-resolve-both-ways": {"action": "deal-resolve", "cards": "2 3 2 K 8", "player": "2 2"},
    "deal-resolve-no-banker": {"action": "deal-resolve", "player": "2 2 8"},
    "deal-resolve-no-player": {"action": "deal-resolve", "banker": "3 K"},
    "deal-resolve-four-cards": {"action": "deal-resolve", "player": "2 2 8 4", "banker": "3 K"},
    "deal-resolve-one-card": {"action": "deal-resolve", "player": "2", "banker": "3 K 4"},
    "deal-resolve-banker-third-not-due": {"action": "deal-resolve", "player": "2 2 8", "banker": "3 K 4"},
    "deal-resolve-banker-must-draw": {"action": "deal-resolve", "player": "7 K 5", "banker": "3 K"},
    "deal-resolve-player-third-not-due": {"action": "deal-resolve", "player": "7 K 5", "banker": "7 K"},
    "deal-resolve-natural-third": {"action": "deal-resolve", "player": "9 K 5", "banker": "3 K"},
    "deal-resolve-one-left-over": {"action": "deal-resolve", "cards": "2 3 2 K 8 9"},
    "deal-resolve-many-left-over": {"action": "deal-resolve", "cards": "9 8 K K " + "5 " * 30},
    "deal-resolve-too-long": {"action": "deal-resolve", "player": _LONG, "banker": "3 K"},
    "deal-seed-text": {"action": "deal", "seed": "x"},
    "deal-seed-negative": {"action": "deal", "seed": -1},
    "deal-seed-huge": {"action": "deal", "seed": 2**60},
    "deal-seed-missing": {"action": "deal"},
    "deal-decks-nine": {"action": "deal", "seed": 42, "decks": 9},
    "deal-decks-digits": {"action": "deal", "seed": 42, "decks": "²"},
    "deal-hand-zero": {"action": "deal", "seed": 42, "hand": 0},
    "deal-hand-after-the-shoe": {"action": "deal", "seed": 42, "decks": 1, "hand": 150},
    "deal-link-unknown": {"action": "deal-permalink", "pairs": [["colour", "red"]]},
    "deal-link-twice": {"action": "deal-permalink", "pairs": [["seed", "1"], ["seed", "2"]]},
    "deal-link-long": {"action": "deal-permalink", "pairs": [["seed", "1" * 2_001]]},
    "deal-link-player-only": {"action": "deal-permalink", "pairs": [["player", "2,2"]]},
    "deal-link-cards-and-seed": {
        "action": "deal-permalink",
        "pairs": [["player", "2,2"], ["banker", "3,K"], ["seed", "4"]],
    },
    "deal-link-decks-without-seed": {"action": "deal-permalink", "pairs": [["decks", "6"]]},
    "deal-link-step": {"action": "deal-permalink", "pairs": [["seed", "42"], ["step", "0"]]},
    "deal-link-mode": {"action": "deal-permalink", "pairs": [["seed", "42"], ["mode", "quiz"]]},
    "deal-link-seed": {"action": "deal-permalink", "pairs": [["seed", "4.5"]]},
    "deal-link-hand-after-the-shoe": {
        "action": "deal-permalink",
        "pairs": [["seed", "42"], ["decks", "1"], ["hand", "150"]],
    },
    # The pocket dealer.
    "pocket-not-a-card": {"action": "pocket", "cards": "2 Z", "decks": 8},
    "pocket-over": {"action": "pocket", "cards": "9 8 K K 5", "decks": 8},
    "pocket-over-later": {"action": "pocket", "cards": "2 3 2 K 8 9 9", "decks": 8},
    "pocket-too-many": {"action": "pocket", "cards": "A A A A A", "decks": 1},
    "pocket-decks": {"action": "pocket", "cards": "2", "decks": 0},
    # The odds calculator: cards removed from a shoe.
    "odds-too-many": {"action": "odds", "decks": 1, "removed": "K K K K K"},
    "odds-too-many-copies": {"action": "odds", "decks": 1, "removed": "As As"},
    "odds-too-few-left": {"action": "odds", "decks": 1, "removed": _ALL_BUT_ONE},
    "odds-not-a-card": {"action": "odds", "decks": 8, "removed": "5 5 Y"},
    "odds-decks": {"action": "odds", "decks": "x", "removed": ""},
    "odds-too-long": {"action": "odds", "decks": 8, "removed": _LONG},
    # The roads and the road paste.
    "roads-seed": {"action": "roads", "seed": "x"},
    "roads-coups": {"action": "roads", "seed": 42, "decks": 8, "coups": 500},
    "roads-results": {"action": "roads", "results": "BPX"},
    "roads-results-too-long": {"action": "roads", "results": "B" * 301},
    "roads-link-unknown": {"action": "roads-permalink", "pairs": [["colour", "red"]]},
    "roads-link-long-results": {"action": "roads-permalink", "pairs": [["results", "B" * 2_001]]},  # over 2,000
    "road_paste-cards": {"action": "road_paste", "results": "BP", "cards": "A A A A A", "decks": 1},
    "road_paste-not-a-card": {"action": "road_paste", "results": "BP", "cards": "Z", "decks": 8},
    "road_paste-decks": {"action": "road_paste", "results": "BP", "decks": 0},
    "road_paste-too-long": {"action": "road_paste", "results": "B" * 601},
    # The payout calculator: the slip, the table, the coup.
    "payouts-negative": {"action": "payouts", "cards": "2 3 2 K 8", "stakes": "banker:-5"},
    "payouts-zero": {"action": "payouts", "cards": "2 3 2 K 8", "stakes": "tie:0"},
    "payouts-no-colon": {"action": "payouts", "cards": "2 3 2 K 8", "stakes": "banker"},
    "payouts-unknown-bet": {"action": "payouts", "cards": "2 3 2 K 8", "stakes": "dragon:5"},
    "payouts-twice": {"action": "payouts", "cards": "2 3 2 K 8", "stakes": "banker:5,banker:6"},
    "payouts-empty": {"action": "payouts", "cards": "2 3 2 K 8", "stakes": ""},
    "payouts-slip-too-long": {"action": "payouts", "cards": "2 3 2 K 8", "stakes": "banker:5," + "," * 400},
    "payouts-table": {"action": "payouts", "table": "vegas", "cards": "2 3 2 K 8", "stakes": "banker:5"},
    "payouts-field-text": {"action": "payouts", "cards": "2 3 2 K 8", "stake_fields": {"banker": "10", "tie": "x"}},
    "payouts-field-zero": {"action": "payouts", "cards": "2 3 2 K 8", "stake_fields": {"player-pair": "0.00"}},
    "payouts-field-empty": {"action": "payouts", "cards": "2 3 2 K 8", "stake_fields": {"banker": " "}},
    "payouts-perfect-pair-suits": {"action": "payouts", "cards": "K 2 K 3 5 4", "stakes": "perfect-pair:1"},
    "payouts-lucky-6-stake": {"action": "payouts", "cards": "K 2 K K 5 4", "stakes": "lucky-6:six"},
    "payouts-field-lucky-6": {"action": "payouts", "cards": "K 2 K K 5 4", "stake_fields": {"lucky-6": "-6"}},
    "payouts-link-lucky-6": {"action": "payouts-permalink", "pairs": [["stakes", "lucky-6:0"]]},
    "payouts-unfinished-hands": {"action": "payouts", "player": "2 2", "banker": "3 K", "stakes": "banker:5"},
    "payouts-unfinished-cards": {"action": "payouts", "cards": "2 3 2", "stakes": "banker:5"},
    "payouts-not-a-card": {"action": "payouts", "player": "2 Z", "banker": "3 K", "stakes": "banker:5"},
    "payouts-no-hands": {"action": "payouts", "stakes": "banker:5"},
    "payouts-left-over": {"action": "payouts", "cards": "2 3 2 K 8 9", "stakes": "banker:5"},
    "payouts-hand-after-the-shoe": {"action": "payouts", "seed": 42, "decks": 1, "hand": 150, "stakes": "banker:5"},
    "payouts-link-stakes": {"action": "payouts-permalink", "pairs": [["stakes", "tie:1e9999"]]},
    "payouts-link-table": {"action": "payouts-permalink", "pairs": [["table", "vegas"]]},
    "payouts-link-unknown": {"action": "payouts-permalink", "pairs": [["colour", "red"]]},
    "payouts-link-both": {"action": "payouts-permalink", "pairs": [["player", "2"], ["banker", "3"], ["seed", "1"]]},
    # The Drill: an answer typed in.
    "drill-answer": {
        "action": "drill-answer",
        "seed": 5,
        "kind": "banker",
        "rows": [4],
        "replay": False,
        "number": 1,
        "cell": "banker-4-7",
        "answer": "maybe",
        "progress": None,
        "session": {},
    },
    # The home game: the players, the rounds, the first dealer, the calls and the cards of a round.
    "home_game-one-player": _new("Ann"),
    "home_game-no-players": _new(""),
    "home_game-thirteen-players": _new("\n".join(f"P{n}" for n in range(13))),
    "home_game-empty-line": _new("Ann\n\nBo"),
    "home_game-long-name": _new("Ann\n" + "B" * 41),
    "home_game-same-name": _new("Ann\nBo\nann"),
    "home_game-rounds-zero": _new(rounds="0"),
    "home_game-rounds-text": _new(rounds="eight"),
    "home_game-first": _new(first="5"),
    "home_game-seed": _new(seed="x"),
    "home_game-not-predicted": _record(calls={"Bo": "player"}, player="2 2 8", banker="3 K"),
    "home_game-bad-call": _record(calls={"Bo": "player", "Cy": "tie"}, player="2 2 8", banker="3 K"),
    "home_game-no-player-cards": _record(banker="3 K"),
    "home_game-no-banker-cards": _record(player="2 2 8"),
    "home_game-not-a-card": _record(player="2 Z", banker="3 K"),
    "home_game-unfinished": _record(player="2 2", banker="3 K"),
    "home_game-card-twice": _record(player="2h 2h 8", banker="3 K"),
    "home_game-too-many-cards": _record(player="2 2 8", banker="3 K 4"),
    "home_game-over": _record(game=_OVER, calls={"Ann": "player", "Cy": "banker"}, player="2 2 8", banker="3 K"),
    "home_game-deal-over": {"action": "home_game-deal", "game": _OVER, "calls": {"Ann": "player", "Cy": "banker"}},
    "home_game-deal-not-predicted": {"action": "home_game-deal", "game": _GAME, "calls": {}},
    "home_game-undo-nothing": {"action": "home_game-undo", "game": _GAME},
    "home_game-share-not-tied": {"action": "home_game-share", "game": _OVER},
    "home_game-damaged-game": {"action": "home_game-csv", "game": {**_GAME, "players": ["Ann"]}},
    "home_game-summary": {"action": "home_game-summary", "pairs": [["summary", "<script>"]]},
    "home_game-summary-long": {"action": "home_game-summary", "pairs": [["summary", "A" * 20_571]]},  # over its bound
    # The session calculator and its link.
    "session-coups-digits": {"action": "session", "bet": "tie", "coups": "²"},
    "session-coups-zero": {"action": "session", "bet": "tie", "coups": 0},
    "session-decks": {"action": "session", "bet": "tie", "decks": 9},
    "session-stake-negative": {"action": "session", "bet": "tie", "stake": "-1"},
    "session-stake-zero": {"action": "session", "bet": "tie", "stake": "0"},
    "session-stake-empty": {"action": "session", "bet": "tie", "stake": " "},
    "session-bankroll-text": {"action": "session", "bet": "tie", "bankroll": "lots"},
    "session-bankroll-small": {"action": "session", "bet": "tie", "stake": "10", "bankroll": "5"},
    "session-bankroll-long": {"action": "session", "bet": "dragon-bonus-player", "coups": 5_000, "bankroll": "100"},
    "session-bet": {"action": "session", "bet": "dragon"},
    "session-table": {"action": "session", "bet": "tie", "table": "vegas"},
    "session-link-stake": {"action": "session-permalink", "pairs": [["stake", "-1"]]},
    "session-link-unknown": {"action": "session-permalink", "pairs": [["colour", "red"]]},
    "session-link-seed": {"action": "session-permalink", "pairs": [["seed", "x"]]},
    # The system tester, the live counter.
    "system-shoes": {"action": "system", "system": "paroli", "shoes": 0},
    "system-seed": {"action": "system", "system": "paroli", "shoes": 2, "seed": "x"},
    "system-link-shoes": {"action": "system-permalink", "pairs": [["system", "paroli"], ["shoes", "0"]]},
    "system-unknown": {"action": "system", "system": "voodoo", "shoes": 3},
    "system-link-unknown": {"action": "system-permalink", "pairs": [["colour", "red"]]},
    "counter-not-a-card": {"action": "counter", "cards": "<b>", "decks": 8},
    "counter-too-many": {"action": "counter", "cards": "A A A A A", "decks": 1},
    "counter-decks": {"action": "counter", "cards": "A", "decks": "x"},
}
