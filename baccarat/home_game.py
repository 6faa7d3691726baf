"""The home prediction game, kept score of: who deals, who predicts, who scores, who wins.

The rules (the guide's ``/home-game/`` page): 2 to 12 people; each round one of them
deals and sits the round out, everyone else predicts Player or Banker; a right
prediction scores 1 point, and a tie scores nobody; the dealer role passes clockwise
(down the list of names); most points after the agreed rounds wins. A tie for first
is settled by one more round among the players tied, again until one of them is
ahead (or the group shares first place). In a tiebreak round the dealer is the next
player in turn who is not tied; if everyone is tied, the dealer predicts too.

A game is plain JSON-safe data (the browser keeps it in localStorage): the set-up
and every recorded round. Everything else, scores, the dealer, the end, is worked
out from it here, so an undo is just dropping the last round, and no score can
drift from the round-by-round table.
"""

from __future__ import annotations

import base64
import json
import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .cards import Card
from .coup import Coup, Side, play, resolve, resolve_hands
from .errors import BaccaratError, CoupError, Sayable, Saying, mark, quoted, said
from .params import MAX_SEED, said_shown, whole_number
from .pocket import refused
from .shoe import new_shoe_cards

__all__ = [
    "FORMAT",
    "MAX_GAME_JSON",
    "MAX_SUMMARY",
    "RESULT_WORDS",
    "VERSION",
    "Standing",
    "call_word",
    "check_game",
    "dealt_from_shoe",
    "new_game",
    "read_summary",
    "record_round",
    "result_word",
    "score_sheet",
    "standing",
    "summary_code",
    "undo",
]

FORMAT = "baccarat-home-game"  # every saved game carries it: it keeps the widget's old name ("home-game")
VERSION = 1
MIN_PLAYERS, MAX_PLAYERS = 2, 12
MAX_NAME = 40
MAX_ROUNDS = 100
MAX_PLAYED = 400  # rounds, tiebreaks included: far more than any evening
CALLS = ("player", "banker")
_COUP_CARDS = 6  # a coup takes at most six cards: reshuffle when fewer are left


def parse_players(text: str) -> list[str]:
    """Player names, one per line (blank lines around the list ignored), checked.

        >>> parse_players("Ann\\nBo\\n  Cy  \\n")
        ['Ann', 'Bo', 'Cy']
        >>> parse_players("Ann\\n\\nBo")
        Traceback (most recent call last):
        ...
        baccarat.errors.BaccaratError: line 2 is empty: give one name per line

    Raises :class:`BaccaratError` for an empty line, a name given twice, a name too long,
    or fewer than 2 or more than 12 players.
    """
    lines = [line.strip() for line in str(text).strip().splitlines()]
    if len(lines) > MAX_PLAYERS:  # before any name is compared with another: 20,000 lines stay cheap
        raise BaccaratError.said(
            mark("the game is for {least} to {most} players, not {count}"),
            field="players",
            least=MIN_PLAYERS,
            most=MAX_PLAYERS,
            count=format(len(lines), ","),
        )
    names: list[str] = []
    seen: dict[str, int] = {}
    for number, name in enumerate(lines, 1):
        if not name:
            raise BaccaratError.said(
                mark("line {number} is empty: give one name per line"), field="players", number=number
            )
        if len(name) > MAX_NAME:
            raise BaccaratError.said(
                mark("the name on line {number} is {length} characters long: use at most {most}"),
                field="players",
                number=number,
                length=len(name),
                most=MAX_NAME,
            )
        twin = seen.setdefault(name.casefold(), number)
        if twin != number:
            raise BaccaratError.said(
                mark("{name} is given twice (lines {first} and {second}): give each player a different name"),
                field="players",
                name=quoted(name),
                first=twin,
                second=number,
            )
        names.append(name)
    if len(names) < MIN_PLAYERS:
        got = said(mark("no players")) if not names else said(mark("only one player ({name})"), name=quoted(names[0]))
        raise BaccaratError.said(
            mark("the game needs {least} to {most} players, one name per line: {got}"),
            field="players",
            least=MIN_PLAYERS,
            most=MAX_PLAYERS,
            got=got,
        )
    return names


def new_game(players: str, rounds: str | int, first: str | int, seed: int) -> dict[str, Any]:
    """A new game: names one per line, ``rounds`` (a number, or ``"twice"``: until everyone has
    dealt twice), ``first`` (the 0-based place in the list of the first dealer) and the keeper's shoe seed.

        >>> game = new_game("Ann\\nBo\\nCy", "twice", 1, seed=7)
        >>> game["rounds"], standing(game).dealer
        (6, 'Bo')

    Raises :class:`BaccaratError` naming what is wrong.
    """
    names = parse_players(players)
    # ASCII digits only (whole_number): "²" is a digit to str.isdigit, and int() refuses it.
    count = 2 * len(names) if rounds == "twice" else whole_number("rounds", rounds, 1, MAX_ROUNDS)
    try:
        place = whole_number("first", first, 0, len(names) - 1)
    except BaccaratError:
        raise BaccaratError.said(
            mark("the first dealer must be one of the {count} players"), field="first", count=len(names)
        ) from None
    return {
        "format": FORMAT,
        "version": VERSION,
        "players": names,
        "rounds": count,
        "first": place,
        "seed": int(seed),
        "history": [],
        "shared": False,
        "revision": 1,
    }


# ---------------------------------------------------------------- where the game stands


@dataclass(frozen=True, slots=True)
class Standing:
    """Where a game stands: worked out from its set-up and recorded rounds alone."""

    scores: dict[str, int]
    played: int
    round: int  # the round to play next, counting from 1 (tiebreaks continue the count)
    dealer: str | None  # None once the game is over
    predictors: tuple[str, ...]
    tiebreak: bool  # the next round is a tiebreak among `tied`
    tied: tuple[str, ...]
    finished: bool
    winners: tuple[str, ...]  # one name, or several when first place is shared


def _leaders(scores: Mapping[str, int]) -> tuple[str, ...]:
    top = max(scores.values())
    return tuple(name for name, points in scores.items() if points == top)


Plan = list[tuple[str, tuple[str, ...], bool]]


def _round_plan(
    players: Sequence[str], first: int, rounds: int, history: Sequence[Mapping[str, Any]]
) -> tuple[Plan, dict[str, int]]:
    """Dealer, predictors and whether it is a tiebreak, for every recorded round and the next one
    (the plan ends early when the game is over); and the scores the recorded rounds give."""
    scores = dict.fromkeys(players, 0)
    plan: Plan = []
    turn = first
    for index in range(len(history) + 1):
        if index < rounds:
            dealer = players[turn % len(players)]
            predictors = tuple(name for name in players if name != dealer)
            tiebreak = False
        else:
            tied = _leaders(scores)
            if len(tied) == 1:
                break
            # The next player in turn who is not tied deals; if everyone is tied, the dealer predicts too.
            order = [players[(turn + k) % len(players)] for k in range(len(players))]
            dealer = next((name for name in order if name not in tied), order[0])
            turn = players.index(dealer)
            predictors = tied
            tiebreak = True
        plan.append((dealer, predictors, tiebreak))
        if index < len(history):
            result = history[index]["result"]
            for name in predictors:
                if history[index]["calls"].get(name) == result:
                    scores[name] += 1
        turn += 1
    return plan, scores


def standing(game: Mapping[str, Any]) -> Standing:
    """Scores, the next dealer and predictors, and the end of the game.

        >>> game = new_game("Ann\\nBo", 1, 0, seed=1)
        >>> game = record_round(game, {"Bo": "banker"}, player="2 2 8", banker="3 K")
        >>> s = standing(game)
        >>> s.scores, s.finished, s.winners
        ({'Ann': 0, 'Bo': 1}, True, ('Bo',))

    Raises nothing for a game that :func:`check_game` accepts.
    """
    players, history = game["players"], game["history"]
    plan, scores = _round_plan(players, game["first"], game["rounds"], history)
    played = len(history)
    over = len(plan) == played or game.get("shared", False)
    if over:
        return Standing(scores, played, played + 1, None, (), False, (), True, _leaders(scores))
    dealer, predictors, tiebreak = plan[played]
    tied = predictors if tiebreak else ()
    return Standing(scores, played, played + 1, dealer, predictors, tiebreak, tied, False, ())


# ---------------------------------------------------------------- the keeper's one-deck shoe


def _deck(seed: int, shuffle: int) -> list[Card]:
    cards = new_shoe_cards(1)
    random.Random(seed * 1_000_003 + shuffle).shuffle(cards)
    return cards


def _shoe_position(game: Mapping[str, Any]) -> tuple[int, int]:
    """Which shuffle of the keeper's deck is in use, and how many of its cards are dealt (replaying the game)."""
    shuffle, used = 0, 0
    for entry in game["history"]:
        if entry["source"] == "shoe":
            if 52 - used < _COUP_CARDS:
                shuffle, used = shuffle + 1, 0
            used += len(entry["cards"])
    return shuffle, used


def dealt_from_shoe(game: Mapping[str, Any]) -> tuple[Coup, bool]:
    """The next coup from the keeper's shuffled 52-card deck, and whether the deck was reshuffled for it
    (fewer than six cards were left). The same game always deals the same next coup.

        >>> coup, reshuffled = dealt_from_shoe(new_game("Ann\\nBo", 4, 0, seed=3))
        >>> len(coup.cards) in range(4, 7), reshuffled
        (True, False)

    Raises nothing.
    """
    coup, _, reshuffled = _deal_next(game["seed"], _shoe_position(game))
    return coup, reshuffled


def _deal_next(seed: int, position: tuple[int, int]) -> tuple[Coup, tuple[int, int], bool]:
    """The coup dealt at ``position`` (shuffle, cards used) of the keeper's deck, the position after it,
    and whether the deck had to be reshuffled first."""
    shuffle, used = position
    reshuffled = 52 - used < _COUP_CARDS
    if reshuffled:
        shuffle, used = shuffle + 1, 0
    cards = iter(_deck(seed, shuffle)[used:])
    coup = play(lambda side: next(cards))
    return coup, (shuffle, used + len(coup.cards)), reshuffled


# ---------------------------------------------------------------- recording and undoing


def _typed_coup(player: str, banker: str) -> Coup:
    if not player.strip() or not banker.strip():
        missing = Side.PLAYER if not player.strip() else Side.BANKER
        raise BaccaratError.said(
            mark("type the {side}'s cards as dealt, or deal from the keeper's deck"),
            field=missing.value,
            side=missing.said,
        )
    try:
        coup = resolve_hands(player=player, banker=banker)
    except CoupError as error:
        raise refused(error, player=player, banker=banker) from None
    suited = [card for card in coup.cards if card.suit]
    twice = next((card for card in suited if suited.count(card) > 1), None)
    if twice is not None:
        raise BaccaratError.said(mark("the {card} appears twice, but a single deck has only one"), card=str(twice))
    return coup


def record_round(
    game: Mapping[str, Any], calls: Mapping[str, str], *, player: str = "", banker: str = "", from_shoe: bool = False
) -> dict[str, Any]:
    """The game with one more round: every predictor's call, and the coup typed in or dealt by the keeper.

    Raises :class:`BaccaratError` when the game is over, a predictor has no call (or a
    bad one), or the typed cards break the drawing rules (the message names the rule).
    """
    now = standing(game)
    if now.finished:
        raise BaccaratError.said(mark("the game is over: start a new game to play again"))
    if len(game["history"]) >= MAX_PLAYED:  # what check_game reads back, and what a summary link carries
        raise BaccaratError.said(
            mark("the game has lasted {most} rounds, tiebreaks included: share first place to end it"), most=MAX_PLAYED
        )
    _check_calls(now, calls)
    if from_shoe:
        coup, _ = dealt_from_shoe(game)
    else:
        coup = _typed_coup(player, banker)
    entry = {
        "calls": {name: calls[name] for name in now.predictors},
        "cards": [card.token for card in coup.cards],
        "result": coup.outcome.value,
        "source": "shoe" if from_shoe else "typed",
    }
    return {**_without_pending(game), "history": [*game["history"], entry], "revision": game["revision"] + 1}


def _without_pending(game: Mapping[str, Any]) -> dict[str, Any]:
    """The game without the round in progress (which a recorded or undone round replaces)."""
    return {key: value for key, value in game.items() if key != "pending"}


def check_calls(game: Mapping[str, Any], calls: Mapping[str, str]) -> None:
    """Check that every predictor this round has called Player or Banker (before the cards are dealt).

    Raises :class:`BaccaratError` naming the first player without a call, or with a bad one.
    """
    _check_calls(standing(game), calls)


def _check_calls(now: Standing, calls: Mapping[str, str]) -> None:
    if now.finished:
        raise BaccaratError.said(mark("the game is over: start a new game to play again"))
    for name in now.predictors:
        call = calls.get(name)
        if call is None:
            raise BaccaratError.said(
                mark("{name} has not predicted yet: choose Player or Banker for {name}"), name=name
            )
        if call not in CALLS:
            raise BaccaratError.said(
                mark("{name}'s prediction must be Player or Banker, not {given}"), name=name, given=quoted(str(call))
            )


def undo(game: Mapping[str, Any]) -> dict[str, Any]:
    """The game without its last recorded round (a shared first place is taken back first).

    Raises :class:`BaccaratError` when no round has been recorded.
    """
    if game.get("shared"):
        return {**_without_pending(game), "shared": False, "revision": game["revision"] + 1}
    if not game["history"]:
        raise BaccaratError.said(mark("no round has been recorded yet: there is nothing to undo"))
    return {**_without_pending(game), "history": game["history"][:-1], "revision": game["revision"] + 1}


def continues(newer: Mapping[str, Any], older: Mapping[str, Any]) -> bool:
    """Whether ``newer`` holds everything of ``older``: the same or a later revision, whose rounds begin
    with all of ``older``'s. A tab whose game another tab continued loses nothing by following it.

        >>> game = {"revision": 2, "history": [{"cards": ["9", "K", "K", "K"]}]}
        >>> later, other = {"revision": 3, "history": [*game["history"], {}]}, {"revision": 2, "history": []}
        >>> continues(later, game), continues(other, game)
        (True, False)

    Raises nothing for checked games.
    """
    return bool(
        newer["revision"] >= older["revision"] and newer["history"][: len(older["history"])] == older["history"]
    )


def share_first(game: Mapping[str, Any]) -> dict[str, Any]:
    """End a tiebreak by sharing first place among the tied players.

    Raises :class:`BaccaratError` unless the next round is a tiebreak.
    """
    if not standing(game).tiebreak:
        raise BaccaratError.said(
            mark("first place can only be shared when players are tied for it after the last round")
        )
    return {**_without_pending(game), "shared": True, "revision": game["revision"] + 1}


# ---------------------------------------------------------------- checking stored games


#: A stored game's numbers, as a refusal of a damaged one names them.
_STORED_VALUES = {
    "rounds": Saying.pgettext("a stored game's value", "rounds"),
    "first": Saying.pgettext("a stored game's value", "first"),
    "seed": Saying.pgettext("a stored game's value", "seed"),
    "revision": Saying.pgettext("a stored game's value", "revision"),
}


def check_game(data: object) -> dict[str, Any]:
    """A stored game, checked in full (the browser's copy may be corrupt, old, or from something else).

    Raises :class:`BaccaratError` saying what is wrong with it.
    """
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise BaccaratError.said(mark("it is not a game saved by this score keeper"))
    if data.get("version") != VERSION:
        raise BaccaratError.said(
            mark("it was saved by another version of this score keeper ({version})"),
            version=said_shown(data.get("version")),
        )
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(name, str) for name in players):
        raise BaccaratError.said(mark("its list of players is damaged"))
    names = parse_players("\n".join(players))
    if names != players:
        raise BaccaratError.said(mark("its list of players is damaged"))
    rounds, first, seed, revision = (data.get(key) for key in ("rounds", "first", "seed", "revision"))
    # A revision, like a seed, is a whole number JavaScript carries exactly.
    for key, value, high in (("rounds", rounds, 2 * MAX_ROUNDS), ("first", first, len(players) - 1),
                             ("seed", seed, MAX_SEED), ("revision", revision, MAX_SEED)):  # fmt: skip
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= high:
            raise BaccaratError.said(mark("its {key} value is damaged"), key=_STORED_VALUES[key])
    history = data.get("history")
    if not isinstance(history, list) or len(history) > MAX_PLAYED or not isinstance(data.get("shared"), bool):
        raise BaccaratError.said(mark("its rounds are damaged"))
    for number, entry in enumerate(history, 1):
        if not isinstance(entry, dict) or set(entry) != {"calls", "cards", "result", "source"}:
            raise BaccaratError.said(mark("its round {number} is damaged"), number=number)
        cards, calls = entry["cards"], entry["calls"]
        # A coup is 4 to 6 cards: checked before the rules read them (and list thousands left over).
        if (not isinstance(cards, list) or not 4 <= len(cards) <= 6 or not all(isinstance(c, str) for c in cards)
                or not isinstance(calls, dict) or entry["source"] not in ("shoe", "typed")):  # fmt: skip
            raise BaccaratError.said(mark("its round {number} is damaged"), number=number)
    # One pass over the rounds, each checked against the rules, the turn order and the keeper's deck.
    plan, _ = _round_plan(players, data["first"], data["rounds"], history)
    position = (0, 0)
    for number, entry in enumerate(history, 1):
        if number > len(plan):
            raise BaccaratError.said(mark("its round {number} was played after the game was over"), number=number)
        _, predictors, _ = plan[number - 1]
        if set(entry["calls"]) != set(predictors) or not all(v in CALLS for v in entry["calls"].values()):
            raise BaccaratError.said(
                mark("its round {number} does not have one Player or Banker call per player predicting"), number=number
            )
        try:
            if entry["source"] == "shoe":
                coup, position, _ = _deal_next(data["seed"], position)
            else:
                dealt = resolve(entry["cards"])
                coup = _typed_coup(*(" ".join(c.token for c in hand.cards) for hand in (dealt.player, dealt.banker)))
        except BaccaratError as error:
            # Translators: {error} is a whole sentence (with its full stop in Chinese), saying what is wrong.
            raise BaccaratError.said(
                mark("its round {number} does not add up ({error})"), number=number, error=error
            ) from None
        if [c.token for c in coup.cards] != entry["cards"] or coup.outcome.value != entry["result"]:
            raise BaccaratError.said(mark("its round {number} does not add up"), number=number)
    # Only the keys a game has: anything else in the stored item is left behind, never written back.
    game = {key: data[key] for key in _KEYS} | {"history": list(history), "shared": False}
    if data["shared"] and not standing(game).tiebreak:
        raise BaccaratError.said(mark("it shares a first place that is not tied"))
    pending = data.get("pending")
    if pending is not None and not _good_pending(pending):
        raise BaccaratError.said(mark("its round in progress is damaged"))
    return {**game, "shared": data["shared"], **({"pending": pending} if pending is not None else {})}


#: A game's keys, as :func:`new_game` makes it (and ``pending``, the round in progress, when there is one).
_KEYS = ("format", "version", "players", "rounds", "first", "seed", "history", "shared", "revision")


def _good_pending(pending: object) -> bool:
    """What the group has entered for the round in progress (kept so a reload loses nothing)."""
    if not isinstance(pending, dict) or set(pending) - {"calls", "player", "banker"}:
        return False
    calls = pending.get("calls", {})
    texts = (pending.get("player", ""), pending.get("banker", ""))
    return (
        isinstance(calls, dict)
        and len(calls) <= MAX_PLAYERS
        and all(isinstance(k, str) and v in CALLS for k, v in calls.items())
        and all(isinstance(t, str) and len(t) <= 100 for t in texts)
    )


# ---------------------------------------------------------------- the score sheet, and a summary link


def rows(game: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The round-by-round table: round, dealer, cards, result, and each player's call and point
    (``None`` for a player who did not predict that round).

    Raises nothing for a checked game.
    """
    plan, _ = _round_plan(game["players"], game["first"], game["rounds"], game["history"])
    table = []
    for number, ((dealer, predictors, tiebreak), entry) in enumerate(zip(plan, game["history"], strict=False), 1):
        calls = {
            name: (entry["calls"][name], int(entry["calls"][name] == entry["result"])) if name in predictors else None
            for name in game["players"]
        }
        table.append({"round": number, "dealer": dealer, "cards": entry["cards"], "result": entry["result"],
                      "tiebreak": tiebreak, "calls": calls})  # fmt: skip
    return table


#: Each result as the score sheet writes it (in English: :func:`result_word` says it in any language).
RESULT_WORDS = {"player": mark("Player wins"), "banker": mark("Banker wins"), "tie": mark("Tie")}


def result_word(result: str) -> Saying:
    """A recorded result (``"player"``, ``"banker"`` or ``"tie"``) as the score sheet writes it.

        >>> from baccarat.i18n import words
        >>> str(result_word("banker")), words("zh-Hant").say(result_word("tie"))
        ('Banker wins', '和局')

    Raises :class:`KeyError` for any other result.
    """
    return said(RESULT_WORDS[result])


def call_word(call: str) -> Saying:
    """A prediction (``"player"`` or ``"banker"``): the hand predicted to win, named.

        >>> from baccarat.i18n import words
        >>> str(call_word("player")), words("zh-Hans").say(call_word("banker"))
        ('Player', '庄家')

    Raises :class:`KeyError` for any other call.
    """
    return {"player": Saying.pgettext("hand", "Player"), "banker": Saying.pgettext("hand", "Banker")}[call]


def score_sheet(game: Mapping[str, Any]) -> list[list[Sayable]]:
    """The score sheet, row by row: a row per round, each player's call and point, and the totals (its cells words
    to say; :func:`baccarat.render.home_game.score_sheet_csv` writes it as CSV, in a reader's language).

        >>> game = record_round(new_game("Ann\\nBo", 2, 0, seed=1), {"Bo": "banker"}, player="2 2 8", banker="3 K")
        >>> [[str(cell) for cell in row] for row in score_sheet(game)][1]
        ['1', 'Ann', '2 3 2 K 8', 'Banker wins', 'deals', '', 'Banker', '1']

    Raises nothing for a checked game.
    """
    players = game["players"]
    # Translators: a column of the downloaded score sheet: that player's points in the game.
    points = [said(mark("{name} points"), name=n) for n in players]
    heads = [Saying.pgettext("home game", "Round"), Saying.pgettext("home game", "Dealer"), said(mark("Cards")),
             said(mark("Result"))]  # fmt: skip
    sheet: list[list[Sayable]] = [[*heads, *(h for n, p in zip(players, points, strict=True) for h in (n, p))]]
    deals = Saying.pgettext("home game", "deals")
    for row in rows(game):
        cells: list[Sayable] = []
        for name in players:
            call = row["calls"][name]
            if call:
                cells += [call_word(call[0]), str(call[1])]
            else:
                cells += [deals if name == row["dealer"] else "", ""]
        label = said(mark("{round} (tiebreak)"), round=row["round"]) if row["tiebreak"] else str(row["round"])
        sheet.append([label, row["dealer"], " ".join(row["cards"]), result_word(row["result"]), *cells])
    scores = standing(game).scores
    totals = (cell for name in players for cell in ("", str(scores[name])))
    sheet.append([Saying.pgettext("home game", "Total"), "", "", "", *totals])
    return sheet


# The longest JSON a summary holds: 12 names of 40 characters, each character written as a 12-character
# escape (one outside the Basic Multilingual Plane), and 400 rounds (tiebreaks included), each with a call
# per player.
_LONGEST_SUMMARY_JSON = (
    len('{"v":1,"p":[],"r":[],"s":false}')
    + MAX_PLAYERS * (len('"",') + MAX_NAME * len("\\ud83c\\udca1"))
    + MAX_PLAYED * (len('[11,"B",""],') + MAX_PLAYERS)
)
#: The longest code :func:`summary_code` writes (base64: 4 characters for every 3), and so the longest
#: a summary link's code can be.
MAX_SUMMARY = (4 * _LONGEST_SUMMARY_JSON + 2) // 3
#: The longest JSON a game can be, as a browser stores it and sends it back: 12 names of 40 characters, each
#: character written as a 12-character escape, in the list of players and in each round's calls, 400 rounds and the
#: round in progress, each round with a call per player and six cards, and the game's other keys (spaced as
#: Python's json spaces them). The saved game a page resumes is read up to this length, and the door reads requests
#: that carry a game this long (twice over when it resumes one).
_LONGEST_ROUND_JSON = (
    len('{"calls": {}, "cards": [], "result": "banker", "source": "typed"}, ')
    + 6 * len('"10", ')
    + MAX_PLAYERS * (len('"": "banker", ') + MAX_NAME * len("\\ud83c\\udca1"))
)
MAX_GAME_JSON = (
    len('{"format": "baccarat-home-game", "version": 1, "players": [], "rounds": 200, "first": 11, "seed": , ')
    + len('"history": [], "shared": false, "revision": , "pending": {"player": "", "banker": ""}}')
    + 2 * len(str(MAX_SEED))
    + 2 * 100  # the round in progress's typed hands
    + MAX_PLAYERS * (len('"", ') + MAX_NAME * len("\\ud83c\\udca1"))
    + (MAX_PLAYED + 1) * _LONGEST_ROUND_JSON  # the round in progress, at most as long as a recorded one
)
_SUMMARY = re.compile(r"[A-Za-z0-9_-]+")
_RESULT_LETTERS = {"player": "P", "banker": "B", "tie": "T"}
_CALL_LETTERS = {"player": "p", "banker": "b", None: "-"}


def summary_code(game: Mapping[str, Any]) -> str:
    """A finished game as a compact code for a link (``/home-game/?summary=…``): names, and per round
    the dealer, the result and each player's call. No server keeps anything.

        >>> game = record_round(new_game("Ann\\nBo", 1, 0, seed=1), {"Bo": "banker"}, player="2 2 8", banker="3 K")
        >>> read_summary(summary_code(game))["scores"]
        {'Ann': 0, 'Bo': 1}

    Raises nothing for a checked game.
    """
    players = game["players"]
    table = [
        [players.index(row["dealer"]), _RESULT_LETTERS[row["result"]],
         "".join(_CALL_LETTERS[row["calls"][n][0] if row["calls"][n] else None] for n in players)]
        for row in rows(game)
    ]  # fmt: skip
    data = json.dumps({"v": 1, "p": players, "r": table, "s": bool(game.get("shared"))}, separators=(",", ":"))
    return base64.urlsafe_b64encode(data.encode()).decode().rstrip("=")


def read_summary(code: str) -> dict[str, Any]:
    """A summary link's game: players, rounds (dealer, result, calls and points) and final scores.

    Raises :class:`BaccaratError` for a code that is malformed, damaged or does not add up.
    """
    bad = BaccaratError.said(mark("this summary link is damaged or incomplete: ask for the link again"))
    if not isinstance(code, str) or len(code) > MAX_SUMMARY or not _SUMMARY.fullmatch(code):
        raise bad
    try:
        data = json.loads(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)).decode())
    except (ValueError, UnicodeDecodeError):
        raise bad from None
    if not isinstance(data, dict) or data.get("v") != 1 or not isinstance(data.get("r"), list):
        raise bad
    players = data.get("p")
    if not isinstance(players, list) or not all(isinstance(n, str) for n in players):
        raise bad
    try:
        if parse_players("\n".join(players)) != players:
            raise bad
    except BaccaratError:
        raise bad from None
    letters = {v: k for k, v in _RESULT_LETTERS.items()}
    calls_of = {"p": "player", "b": "banker", "-": None}
    scores = dict.fromkeys(players, 0)
    table = []
    for number, row in enumerate(data["r"], 1):
        # Each part's type before its value: a list is no key of a dict (row[1] in letters would raise).
        if not (isinstance(row, list) and len(row) == 3 and isinstance(row[0], int) and not isinstance(row[0], bool)
                and 0 <= row[0] < len(players) and isinstance(row[1], str) and row[1] in letters
                and isinstance(row[2], str) and len(row[2]) == len(players) and set(row[2]) <= set(calls_of)
                ) or number > MAX_PLAYED:  # fmt: skip
            raise bad
        result = letters[row[1]]
        calls = {}
        for name, letter in zip(players, row[2], strict=True):
            call = calls_of[letter]
            point = int(call == result) if call else 0
            scores[name] += point
            calls[name] = (call, point) if call else None
        table.append({"round": number, "dealer": players[row[0]], "result": result, "calls": calls})
    return {"players": players, "rows": table, "scores": scores, "winners": _leaders(scores) if table else (),
            "shared": bool(data.get("s"))}  # fmt: skip
