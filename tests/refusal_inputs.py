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
    return {"action": "home-new", "players": players, "rounds": rounds, "first": first, "seed": seed}


def _record(game: dict[str, Any] = _GAME, calls: dict[str, str] = _CALLS, **hands: str) -> dict[str, Any]:
    return {"action": "home-record", "game": game, "calls": calls, **hands}


#: Every refusal a reader can meet, by a name that says what is wrong.
BAD: dict[str, dict[str, Any]] = {
    # The dealer: a coup typed in, a hand of a dealt shoe, a dealer's link.
    "resolve-not-a-card": {"action": "resolve", "player": "2 Z", "banker": "3 K"},
    "resolve-ace-as-1": {"action": "resolve", "player": "1 2", "banker": "3 K"},
    "resolve-ace-as-11": {"action": "resolve", "cards": "11 2 3 4"},
    "resolve-not-a-card-long": {"action": "resolve", "player": "2 " + "Z" * 60, "banker": "3 K"},
    "resolve-not-a-card-markup": {"action": "resolve", "cards": "<b>"},
    "resolve-both-ways": {"action": "resolve", "cards": "2 3 2 K 8", "player": "2 2"},
    "resolve-no-banker": {"action": "resolve", "player": "2 2 8"},
    "resolve-no-player": {"action": "resolve", "banker": "3 K"},
    "resolve-four-cards": {"action": "resolve", "player": "2 2 8 4", "banker": "3 K"},
    "resolve-one-card": {"action": "resolve", "player": "2", "banker": "3 K 4"},
    "resolve-banker-third-not-due": {"action": "resolve", "player": "2 2 8", "banker": "3 K 4"},
    "resolve-banker-must-draw": {"action": "resolve", "player": "7 K 5", "banker": "3 K"},
    "resolve-player-third-not-due": {"action": "resolve", "player": "7 K 5", "banker": "7 K"},
    "resolve-natural-third": {"action": "resolve", "player": "9 K 5", "banker": "3 K"},
    "resolve-one-left-over": {"action": "resolve", "cards": "2 3 2 K 8 9"},
    "resolve-many-left-over": {"action": "resolve", "cards": "9 8 K K " + "5 " * 30},
    "resolve-too-long": {"action": "resolve", "player": _LONG, "banker": "3 K"},
    "deal-seed-text": {"action": "deal", "seed": "x"},
    "deal-seed-negative": {"action": "deal", "seed": -1},
    "deal-seed-huge": {"action": "deal", "seed": 2**60},
    "deal-seed-missing": {"action": "deal"},
    "deal-decks-nine": {"action": "deal", "seed": 42, "decks": 9},
    "deal-decks-digits": {"action": "deal", "seed": 42, "decks": "²"},
    "deal-hand-zero": {"action": "deal", "seed": 42, "hand": 0},
    "deal-hand-after-the-shoe": {"action": "deal", "seed": 42, "decks": 1, "hand": 150},
    "link-unknown": {"action": "permalink", "pairs": [["colour", "red"]]},
    "link-twice": {"action": "permalink", "pairs": [["seed", "1"], ["seed", "2"]]},
    "link-long": {"action": "permalink", "pairs": [["seed", "1" * 2_001]]},
    "link-player-only": {"action": "permalink", "pairs": [["player", "2,2"]]},
    "link-cards-and-seed": {"action": "permalink", "pairs": [["player", "2,2"], ["banker", "3,K"], ["seed", "4"]]},
    "link-decks-without-seed": {"action": "permalink", "pairs": [["decks", "6"]]},
    "link-step": {"action": "permalink", "pairs": [["seed", "42"], ["step", "0"]]},
    "link-seed": {"action": "permalink", "pairs": [["seed", "4.5"]]},
    "link-hand-after-the-shoe": {"action": "permalink", "pairs": [["seed", "42"], ["decks", "1"], ["hand", "150"]]},
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
    "road-paste-cards": {"action": "road-paste", "results": "BP", "cards": "A A A A A", "decks": 1},
    "road-paste-not-a-card": {"action": "road-paste", "results": "BP", "cards": "Z", "decks": 8},
    "road-paste-decks": {"action": "road-paste", "results": "BP", "decks": 0},
    "road-paste-too-long": {"action": "road-paste", "results": "B" * 601},
    # The payout calculator: the slip, the table, the coup.
    "payout-negative": {"action": "payout", "cards": "2 3 2 K 8", "stakes": "banker:-5"},
    "payout-zero": {"action": "payout", "cards": "2 3 2 K 8", "stakes": "tie:0"},
    "payout-no-colon": {"action": "payout", "cards": "2 3 2 K 8", "stakes": "banker"},
    "payout-unknown-bet": {"action": "payout", "cards": "2 3 2 K 8", "stakes": "dragon:5"},
    "payout-twice": {"action": "payout", "cards": "2 3 2 K 8", "stakes": "banker:5,banker:6"},
    "payout-empty": {"action": "payout", "cards": "2 3 2 K 8", "stakes": ""},
    "payout-slip-too-long": {"action": "payout", "cards": "2 3 2 K 8", "stakes": "banker:5," + "," * 400},
    "payout-table": {"action": "payout", "table": "vegas", "cards": "2 3 2 K 8", "stakes": "banker:5"},
    "payout-field-text": {"action": "payout", "cards": "2 3 2 K 8", "stake_fields": {"banker": "10", "tie": "x"}},
    "payout-field-zero": {"action": "payout", "cards": "2 3 2 K 8", "stake_fields": {"player-pair": "0.00"}},
    "payout-field-empty": {"action": "payout", "cards": "2 3 2 K 8", "stake_fields": {"banker": " "}},
    "payout-perfect-pair-suits": {"action": "payout", "cards": "K 2 K 3 5 4", "stakes": "perfect-pair:1"},
    "payout-unfinished-hands": {"action": "payout", "player": "2 2", "banker": "3 K", "stakes": "banker:5"},
    "payout-unfinished-cards": {"action": "payout", "cards": "2 3 2", "stakes": "banker:5"},
    "payout-not-a-card": {"action": "payout", "player": "2 Z", "banker": "3 K", "stakes": "banker:5"},
    "payout-no-hands": {"action": "payout", "stakes": "banker:5"},
    "payout-left-over": {"action": "payout", "cards": "2 3 2 K 8 9", "stakes": "banker:5"},
    "payout-hand-after-the-shoe": {"action": "payout", "seed": 42, "decks": 1, "hand": 150, "stakes": "banker:5"},
    "payout-link-stakes": {"action": "payout-permalink", "pairs": [["stakes", "tie:1e9999"]]},
    "payout-link-table": {"action": "payout-permalink", "pairs": [["table", "vegas"]]},
    "payout-link-unknown": {"action": "payout-permalink", "pairs": [["colour", "red"]]},
    "payout-link-both": {"action": "payout-permalink", "pairs": [["player", "2"], ["banker", "3"], ["seed", "1"]]},
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
    "home-one-player": _new("Ann"),
    "home-no-players": _new(""),
    "home-thirteen-players": _new("\n".join(f"P{n}" for n in range(13))),
    "home-empty-line": _new("Ann\n\nBo"),
    "home-long-name": _new("Ann\n" + "B" * 41),
    "home-same-name": _new("Ann\nBo\nann"),
    "home-rounds-zero": _new(rounds="0"),
    "home-rounds-text": _new(rounds="eight"),
    "home-first": _new(first="5"),
    "home-seed": _new(seed="x"),
    "home-not-predicted": _record(calls={"Bo": "player"}, player="2 2 8", banker="3 K"),
    "home-bad-call": _record(calls={"Bo": "player", "Cy": "tie"}, player="2 2 8", banker="3 K"),
    "home-no-player-cards": _record(banker="3 K"),
    "home-no-banker-cards": _record(player="2 2 8"),
    "home-not-a-card": _record(player="2 Z", banker="3 K"),
    "home-unfinished": _record(player="2 2", banker="3 K"),
    "home-card-twice": _record(player="2h 2h 8", banker="3 K"),
    "home-too-many-cards": _record(player="2 2 8", banker="3 K 4"),
    "home-over": _record(game=_OVER, calls={"Ann": "player", "Cy": "banker"}, player="2 2 8", banker="3 K"),
    "home-deal-over": {"action": "home-deal", "game": _OVER, "calls": {"Ann": "player", "Cy": "banker"}},
    "home-deal-not-predicted": {"action": "home-deal", "game": _GAME, "calls": {}},
    "home-undo-nothing": {"action": "home-undo", "game": _GAME},
    "home-share-not-tied": {"action": "home-share", "game": _OVER},
    "home-damaged-game": {"action": "home-csv", "game": {**_GAME, "players": ["Ann"]}},
    "home-summary": {"action": "home-summary", "code": "<script>"},
    # The session calculator and its link.
    "edge-coups-digits": {"action": "edge", "bet": "tie", "coups": "²"},
    "edge-coups-zero": {"action": "edge", "bet": "tie", "coups": 0},
    "edge-decks": {"action": "edge", "bet": "tie", "decks": 9},
    "edge-stake-negative": {"action": "edge", "bet": "tie", "stake": "-1"},
    "edge-stake-zero": {"action": "edge", "bet": "tie", "stake": "0"},
    "edge-stake-empty": {"action": "edge", "bet": "tie", "stake": " "},
    "edge-bankroll-text": {"action": "edge", "bet": "tie", "bankroll": "lots"},
    "edge-bankroll-small": {"action": "edge", "bet": "tie", "stake": "10", "bankroll": "5"},
    "edge-bankroll-long": {"action": "edge", "bet": "dragon-bonus-player", "coups": 5_000, "bankroll": "100"},
    "edge-bet": {"action": "edge", "bet": "dragon"},
    "edge-table": {"action": "edge", "bet": "tie", "table": "vegas"},
    "edge-link-stake": {"action": "edge-permalink", "pairs": [["stake", "-1"]]},
    "edge-link-unknown": {"action": "edge-permalink", "pairs": [["colour", "red"]]},
    "edge-link-seed": {"action": "edge-permalink", "pairs": [["seed", "x"]]},
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
