"""The home game's score keeper: start, resume, deal, record, undo and share a game; its CSV and summary."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import BaccaratError
from ..params import read_json, text, whole_number
from .action import Action, Answer
from .deal import MAX_SEED

__all__ = ["ACTIONS"]


def _game(request: Mapping[str, Any]) -> dict[str, Any]:
    from ..homegame import check_game

    try:
        return check_game(request.get("game"))
    except BaccaratError as error:
        raise BaccaratError(f"the game in this page could not be read: {error}") from None


def _game_answer(game: Mapping[str, Any]) -> Answer:
    from ..homegame import standing
    from ..render.home_game import game_html

    return {"ok": True, "game": game, "html": game_html(game), "finished": standing(game).finished}


def _new(request: Mapping[str, Any]) -> Answer:
    """Start a game: ``players`` (one per line), ``rounds`` (a number or "twice"), ``first`` and ``seed``."""
    from ..homegame import new_game

    seed = whole_number("seed", request.get("seed", 0), 0, MAX_SEED)
    return _game_answer(new_game(text(request, "players"), text(request, "rounds"), text(request, "first"), seed))


def _load(request: Mapping[str, Any]) -> Answer:
    """Resume the stored game (JSON text), or say why it cannot be read (the page sets it aside)."""
    stored = request.get("stored")
    if not stored:
        return {"ok": True, "game": None}
    try:
        if not isinstance(stored, str):
            raise BaccaratError("it is not text")
        data = read_json(stored, "it")
        return _game_answer(_game({"game": data}))
    except BaccaratError as error:
        return _set_aside(str(error).split(": ", 1)[-1])


def _set_aside(why: str) -> Answer:
    return {"ok": True, "game": None, "note": f"A saved game could not be resumed ({why}), so it was set aside "
            "in this browser (kept under its own name, not deleted) and a new game can start."}  # fmt: skip


def _calls(request: Mapping[str, Any]) -> dict[str, str]:
    from ..homegame import MAX_PLAYERS

    calls = request.get("calls") or {}
    if (
        not isinstance(calls, dict)
        or len(calls) > MAX_PLAYERS
        or not all(isinstance(k, str) and isinstance(v, str) for k, v in calls.items())
    ):
        raise BaccaratError("the predictions could not be read")
    return calls


def _deal(request: Mapping[str, Any]) -> Answer:
    """Deal the round's coup from the keeper's deck, once everyone has predicted."""
    from ..homegame import check_calls, dealt_from_shoe

    game = _game(request)
    check_calls(game, _calls(request))
    coup, reshuffled = dealt_from_shoe(game)
    note = "The keeper's deck had fewer than six cards left, so it was reshuffled. " if reshuffled else ""
    hands = {
        side: " ".join(c.token for c in hand.cards) for side, hand in (("player", coup.player), ("banker", coup.banker))
    }
    return {"ok": True, **hands, "note": note + "Dealt: record the round."}


def _record(request: Mapping[str, Any]) -> Answer:
    """Score the round: everyone's call and the coup (typed, or ``from_shoe``)."""
    from ..homegame import record_round

    game = _game(request)
    played = record_round(game, _calls(request), player=text(request, "player"), banker=text(request, "banker"),
                          from_shoe=bool(request.get("from_shoe")))  # fmt: skip
    return _game_answer(played)


def _csv(request: Mapping[str, Any]) -> Answer:
    from ..homegame import score_sheet_csv

    return {"ok": True, "csv": score_sheet_csv(_game(request))}


def _summary(request: Mapping[str, Any]) -> Answer:
    """A summary link's final table (the code is checked; anything else is named as damaged)."""
    from ..homegame import read_summary
    from ..render.home_game import summary_html

    return {"ok": True, "html": summary_html(read_summary(text(request, "code")))}


def _undo(request: Mapping[str, Any]) -> Answer:
    from ..homegame import undo

    return _game_answer(undo(_game(request)))


def _share(request: Mapping[str, Any]) -> Answer:
    """End a tiebreak by sharing first place."""
    from ..homegame import share_first

    return _game_answer(share_first(_game(request)))


ACTIONS = (
    Action("home-new", ("players", "rounds", "first", "seed"), _new),
    Action("home-load", ("stored",), _load),
    Action("home-deal", ("game", "calls"), _deal),
    Action("home-record", ("game", "calls", "player", "banker", "from_shoe"), _record),
    Action("home-undo", ("game",), _undo),
    Action("home-share", ("game",), _share),
    Action("home-csv", ("game",), _csv),
    Action("home-summary", ("code",), _summary),
)
