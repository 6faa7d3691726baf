"""The home game's score keeper: start, resume, deal, record, undo and share a game; its CSV and summary.

Every answer is worded in the request's ``lang`` (English without one).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Annotated, Any, Literal, NotRequired, TypedDict

from ..coup import resolve
from ..errors import BaccaratError, Saying
from ..home_game import (
    MAX_GAME_JSON,
    MAX_PLAYERS,
    MAX_SUMMARY,
    check_calls,
    check_game,
    continues,
    dealt_from_shoe,
    new_game,
    read_summary,
    record_round,
    share_first,
    standing,
    undo,
)
from ..i18n import DEFAULT, mark, read_lang, words
from ..params import link_params, read_json
from ..render.coup import coup_html, verdict
from ..render.home_game import game_html, score_sheet_csv, summary_html
from .action import Action, Answer, Widget
from .browser_words import Words
from .contract import JSON, Asked, Default, LinkPairs, MaxLen, Seed, Text, link_limits

__all__ = ["WIDGET", "Game", "GameAnswer", "GameRequest"]

#: A game as the score keeper keeps it (its shape is :func:`baccarat.home_game.check_game`'s to check).
Game = dict[str, JSON]


class NewRequest(Asked):
    """A new game: ``players`` (one per line), ``rounds`` (a number or "twice"), ``first`` and ``seed``."""

    players: Text
    rounds: Text
    first: Text
    seed: NotRequired[Annotated[Seed, Default(0)]]


class LoadRequest(Asked, total=False):
    """The stored game, as the browser stored it (JSON text, read and checked behind the door), and the game
    this tab had (``since``)."""

    stored: JSON
    since: JSON


class GameRequest(Asked):
    """A change to the game on show, or a view of it."""

    game: Game


class CallsRequest(GameRequest, total=False):
    """The round's calls, by player's name: what each predicted."""

    calls: dict[str, str] | None


class RoundRequest(CallsRequest, total=False):
    """A round: everyone's call and the coup, typed in or dealt (``from_shoe``)."""

    player: Text
    banker: Text
    from_shoe: bool | None


class SummaryRequest(Asked, total=False):
    """A summary link's query, to check and read (its code as long as the longest the score keeper writes)."""

    pairs: LinkPairs


class SummaryQuery(TypedDict):
    """A summary link's query: its code, as long as the longest the score keeper writes (a 12-player game of 400
    rounds, each name 40 of the characters JSON writes longest: :data:`~baccarat.home_game.MAX_SUMMARY`)."""

    summary: Annotated[str, MaxLen(MAX_SUMMARY)]


class GameAnswer(TypedDict):
    """The game after the change, drawn, and whether it is over; what happened, when something did."""

    ok: Literal[True]
    game: Game
    html: str
    finished: bool
    note: NotRequired[str]
    follows: NotRequired[bool]


class NoGame(TypedDict):
    """No game to resume: nothing stored, or a stored game set aside (``note`` says why)."""

    ok: Literal[True]
    game: None
    note: NotRequired[str]


class DealtRound(TypedDict):
    """The round's coup dealt from the keeper's deck: the hands, the coup drawn, and what to do next."""

    ok: Literal[True]
    player: str
    banker: str
    html: str
    note: str


class SheetAnswer(TypedDict):
    """The score sheet as CSV."""

    ok: Literal[True]
    csv: str


class SummaryAnswer(TypedDict):
    """A summary link's final table, drawn."""

    ok: Literal[True]
    html: str


def _game(request: Mapping[str, Any]) -> dict[str, Any]:
    try:
        return check_game(request.get("game"))
    except BaccaratError as error:
        # The game lives in the page, not in a field the reader typed: the message names no field.
        # Translators: {error} is a whole sentence (with its full stop in Chinese), saying what is wrong with it.
        raise BaccaratError.said(mark("the game in this page could not be read: {error}"), error=error) from None


def _game_answer(game: Mapping[str, Any], lang: str) -> Answer:
    return {"ok": True, "game": game, "html": game_html(game, lang=lang), "finished": standing(game).finished}


def _new(request: Mapping[str, Any]) -> Answer:
    """Start a game: ``players`` (one per line), ``rounds`` (a number or "twice"), ``first`` and ``seed``."""
    game = new_game(request["players"], request["rounds"], request["first"], request["seed"])
    return _game_answer(game, read_lang(request))


def _load(request: Mapping[str, Any]) -> Answer:
    """Resume the stored game (JSON text), or say why it cannot be read (the page sets it aside).

    With ``since`` (the game this tab had), ``follows`` says whether the stored game continues it, so that
    the tab can take it without asking (see :func:`baccarat.home_game.continues`).
    """
    lang = read_lang(request)
    stored = request.get("stored")
    if not stored:
        return {"ok": True, "game": None}
    try:
        if not isinstance(stored, str):
            raise BaccaratError.said(mark("it is not text"))
        data = read_json(stored, _SAVED, max_chars=MAX_GAME_JSON)  # the longest game a page can have saved
    except BaccaratError as error:
        # English as the reason always read: what follows the first ": ", if any.
        return _set_aside(error, lang, english=str(error).split(": ", 1)[-1])
    try:
        answer = _game_answer(check_game(data), lang)
    except BaccaratError as error:
        return _set_aside(error, lang, english=str(error))
    if "since" in request:
        try:
            answer["follows"] = continues(answer["game"], _game({"game": request["since"]}))
        except BaccaratError:
            answer["follows"] = False  # this tab's own game unreadable: ask, never follow blindly
    return answer


#: A saved game, as the reason it cannot be read names it ("it is not valid JSON").
_SAVED = Saying.pgettext("a saved game", "it")


def _set_aside(error: BaccaratError, lang: str, *, english: str) -> Answer:
    """The note of a saved game set aside, with the reason ``error`` gives: in English as ``english`` words it, in
    another language as a refusal's words (within the note's brackets, without a full stop of its own)."""
    w = words(lang)
    why = english if lang == DEFAULT else w.say(error).removesuffix("。")
    note = w(
        "A saved game could not be resumed ({why}), so it was set aside in this browser (kept under its own name, "
        "not deleted) and a new game can start.",
        why=why,
    )
    return {"ok": True, "game": None, "note": note}


def _calls(request: Mapping[str, Any]) -> dict[str, str]:
    calls = request.get("calls") or {}
    if (
        not isinstance(calls, dict)
        or len(calls) > MAX_PLAYERS
        or not all(isinstance(k, str) and isinstance(v, str) for k, v in calls.items())
    ):
        raise BaccaratError.said(mark("the predictions could not be read"))
    return calls


def _deal(request: Mapping[str, Any]) -> Answer:
    """Deal the round's coup from the keeper's deck, once everyone has predicted."""
    lang = read_lang(request)
    w = words(lang)
    game = _game(request)
    check_calls(game, _calls(request))
    coup, reshuffled = dealt_from_shoe(game)
    if reshuffled:
        note = w("The keeper's deck had fewer than six cards left, so it was reshuffled. Dealt: record the round.")
    else:
        note = w("Dealt: record the round.")
    hands = {
        side: " ".join(c.token for c in hand.cards) for side, hand in (("player", coup.player), ("banker", coup.banker))
    }
    # The coup on the felt, to step through as the dealer page does, before anyone records it.
    html = coup_html(coup, chart=False, stepper=True, lang=lang)
    return {"ok": True, **hands, "html": html, "note": note}


def _record(request: Mapping[str, Any]) -> Answer:
    """Score the round: everyone's call and the coup (typed, or ``from_shoe``)."""
    game = _game(request)
    played = record_round(game, _calls(request), player=request["player"], banker=request["banker"],
                          from_shoe=bool(request.get("from_shoe")))  # fmt: skip
    return _game_answer(played, read_lang(request))


def _csv(request: Mapping[str, Any]) -> Answer:
    return {"ok": True, "csv": score_sheet_csv(_game(request), lang=read_lang(request))}


#: The one parameter a summary link carries (written by the score keeper's own link: see ``render.home_game``).
LINK_PARAMETERS: dict[str, str] = {"summary": "a finished game's summary, as its own link writes it"}


def _summary(request: Mapping[str, Any]) -> Answer:
    """A summary link's final table: its query read as every link is (an unknown or repeated parameter named), its
    code checked, anything else named as damaged."""
    params = link_params(request.get("pairs"), LINK_PARAMETERS, most=link_limits(SummaryQuery))
    try:
        summary = read_summary(params.get("summary", ""))
    except BaccaratError as error:  # beside the link's one parameter (its words already name the summary)
        raise BaccaratError(str(error), field="summary", saying=error.saying) from None
    return {"ok": True, "html": summary_html(summary, lang=read_lang(request))}


def _undo(request: Mapping[str, Any]) -> Answer:
    """Take back the last round (or a shared first place), and say what was taken back."""
    lang = read_lang(request)
    w = words(lang)
    game = _game(request)
    after = undo(game)
    if game.get("shared"):
        note = w("The shared first place is taken back: the tiebreak goes on.")
    else:
        last = game["history"][-1]
        cards = " ".join(last["cards"])
        said = verdict(resolve(cards), lang=lang)
        note = w(
            "Round {round} is taken back ({cards}: {verdict}). Record it again.",
            round=len(game["history"]),
            cards=cards,
            verdict=said,
        )
    return {**_game_answer(after, lang), "note": note}


def _share(request: Mapping[str, Any]) -> Answer:
    """End a tiebreak by sharing first place."""
    lang = read_lang(request)
    w = words(lang)
    return {**_game_answer(share_first(_game(request)), lang), "note": w("First place is shared: the game is over.")}


_GAME = {"format": "baccarat-home-game", "version": 1, "players": ["Ann", "Bo", "Cy"], "rounds": 1, "first": 0,
         "seed": 5, "history": [], "shared": False, "revision": 1}  # fmt: skip
_ROUND = {"calls": {"Bo": "banker", "Cy": "banker"}, "cards": ["2", "3", "2", "K", "8"], "result": "banker",
          "source": "typed"}  # fmt: skip
_PLAYED = {**_GAME, "revision": 2, "history": [_ROUND]}

#: Bo called the one round, Cy did not: the game is over.
_OVER = {**_GAME, "revision": 2, "history": [{**_ROUND, "calls": {"Bo": "banker", "Cy": "player"}}]}
_CALLS = {"Bo": "player", "Cy": "banker"}


def _new_request(players: str = "Ann\nBo\nCy", rounds: str = "8", first: str = "0", seed: object = 5) -> dict[str, Any]:
    return {"action": "home_game-new", "players": players, "rounds": rounds, "first": first, "seed": seed}


def _record_request(game: dict[str, Any] = _GAME, calls: dict[str, str] = _CALLS, **hands: str) -> dict[str, Any]:
    return {"action": "home_game-record", "game": game, "calls": calls, **hands}


#: Every refusal a reader can reach here, by a name that says what is wrong: the tests keep its English answer
#: (``tests/golden/refusals_en.json``) and word it in every language.
REFUSALS: dict[str, dict[str, Any]] = {
    "home_game-one-player": _new_request("Ann"),
    "home_game-no-players": _new_request(""),
    "home_game-thirteen-players": _new_request("\n".join(f"P{n}" for n in range(13))),
    "home_game-empty-line": _new_request("Ann\n\nBo"),
    "home_game-long-name": _new_request("Ann\n" + "B" * 41),
    "home_game-same-name": _new_request("Ann\nBo\nann"),
    "home_game-rounds-zero": _new_request(rounds="0"),
    "home_game-rounds-text": _new_request(rounds="eight"),
    "home_game-first": _new_request(first="5"),
    "home_game-seed": _new_request(seed="x"),
    "home_game-not-predicted": _record_request(calls={"Bo": "player"}, player="2 2 8", banker="3 K"),
    "home_game-bad-call": _record_request(calls={"Bo": "player", "Cy": "tie"}, player="2 2 8", banker="3 K"),
    "home_game-no-player-cards": _record_request(banker="3 K"),
    "home_game-no-banker-cards": _record_request(player="2 2 8"),
    "home_game-not-a-card": _record_request(player="2 Z", banker="3 K"),
    "home_game-unfinished": _record_request(player="2 2", banker="3 K"),
    "home_game-card-twice": _record_request(player="2h 2h 8", banker="3 K"),
    "home_game-too-many-cards": _record_request(player="2 2 8", banker="3 K 4"),
    "home_game-over": _record_request(
        game=_OVER, calls={"Ann": "player", "Cy": "banker"}, player="2 2 8", banker="3 K"
    ),
    "home_game-deal-over": {"action": "home_game-deal", "game": _OVER, "calls": {"Ann": "player", "Cy": "banker"}},
    "home_game-deal-not-predicted": {"action": "home_game-deal", "game": _GAME, "calls": {}},
    "home_game-undo-nothing": {"action": "home_game-undo", "game": _GAME},
    "home_game-share-not-tied": {"action": "home_game-share", "game": _OVER},
    "home_game-damaged-game": {"action": "home_game-csv", "game": {**_GAME, "players": ["Ann"]}},
    "home_game-summary": {"action": "home_game-summary", "pairs": [["summary", "<script>"]]},
    "home_game-summary-long": {"action": "home_game-summary", "pairs": [["summary", "A" * 20_571]]},
}


WIDGET = Widget(
    "home_game",
    (
        Action("home_game-new", NewRequest, GameAnswer, _new),
        Action("home_game-load", LoadRequest, GameAnswer | NoGame, _load),
        Action("home_game-deal", CallsRequest, DealtRound, _deal),
        Action("home_game-record", RoundRequest, GameAnswer, _record),
        Action("home_game-undo", GameRequest, GameAnswer, _undo),
        Action("home_game-share", GameRequest, GameAnswer, _share),
        Action("home_game-csv", GameRequest, SheetAnswer, _csv),
        Action("home_game-summary", SummaryRequest, SummaryAnswer, _summary),
    ),
    examples=(
        {"action": "home_game-new", "players": "Ann\nBo\nCy", "rounds": "twice", "first": "1", "seed": 5},
        {"action": "home_game-new", "players": "Ann", "rounds": "8", "first": "0", "seed": 5},
        {"action": "home_game-load", "stored": json.dumps(_PLAYED)},
        {"action": "home_game-load", "stored": "{oops"},
        {"action": "home_game-load", "stored": json.dumps(_PLAYED), "since": _GAME},
        {"action": "home_game-deal", "game": _GAME, "calls": {"Bo": "player", "Cy": "banker"}},
        {"action": "home_game-record", "game": _GAME, "calls": {"Bo": "player", "Cy": "banker"}, "from_shoe": True},
        {
            "action": "home_game-record",
            "game": _GAME,
            "calls": {"Bo": "player", "Cy": "banker"},
            "player": "2 2",
            "banker": "3 K",
        },
        {"action": "home_game-undo", "game": _PLAYED},
        {"action": "home_game-undo", "game": _PLAYED, "lang": "zh-Hant"},
        {"action": "home_game-share", "game": _PLAYED},
        {"action": "home_game-csv", "game": _PLAYED},
        {
            "action": "home_game-summary",
            "pairs": [["summary", "eyJ2IjoxLCJwIjpbIkFubiIsIkJvIl0sInIiOltbMCwiQiIsIi1iIl1dLCJzIjpmYWxzZX0"]],
        },
        {"action": "home_game-summary", "pairs": [["summary", "<script>"]]},
    ),
    link_query=SummaryQuery,
    page="home-game/",
    refusals=REFUSALS,
)


#: The words home_game.js and home_game_view.js say (the home game's score keeper), by key: see :mod:`.browser_words`.
BROWSER_WORDS: Words = {
    "home_game.getting-ready": mark("Getting the score keeper ready"),
    "home_game.ready": mark("Ready: type the players' names to start, one per line."),
    "home_game.went-wrong": mark("Something went wrong: {error}"),
    "home_game.take-latest": mark("Carry on with the latest"),
    "home_game.updated-elsewhere": mark("This game was updated in another tab."),
    "home_game.changed-elsewhere": mark(
        "This game was changed in another tab or window, so this tab saved nothing since. Nothing has been lost: "
        "carry on with the latest version."
    ),
    "home_game.not-saved": mark("This tab's last change was not saved."),
    "home_game.conflict": mark(
        "This game was changed in another tab or window at the same moment, so this tab's last change was not "
        "saved (nothing was overwritten). Carry on with the latest version, and make the change again if it is missing."
    ),
    "home_game.resumed": mark("Your game was resumed where you left it."),
    "home_game.game-over": mark("The last round is recorded: the game is over."),
    "home_game.recorded": mark("Round recorded and saved."),
    "home_game.discard-question": mark("Discard this game?"),
    "home_game.discard-ask": mark("Start a new game? This game and its scores will be discarded."),
    "home_game.discard": mark("Discard this game"),
    "home_game.keep": mark("Keep playing"),
    "home_game.discarded": mark("The game was discarded. Type the players' names to start a new one."),
    # Translators: the name of the downloaded score sheet; {date} is 2025-01-31. Keep it a file name: no slashes.
    "home_game.csv-file": mark("home-game-{date}.csv"),
    "home_game.downloaded": mark("The score sheet was downloaded as a CSV file."),
    # Translators: the only choice of first dealer before any name is typed.
    "home_game_view.first-name": mark("the first name"),
    "home_game.started": mark("The game is on, and saved in this browser after every change."),
    # Translators: said right under "Start the game" when it is pressed with no names typed: the grey names shown in
    # the box are its placeholder, an example, not names the game would use.
    "home_game_view.names-first": mark(
        "Type the players' names in the box above first, one per line: the grey names are only an example."
    ),
    "home_game.summary-problem": mark("This summary link could not be opened: {error}."),
    "home_game.summary": mark("A shared game's final table (read only)."),
}
