"""The browser's door into the package: plain JSON-safe data in, JSON-safe data out.

The live widgets send one request per action to a Pyodide worker, which calls
:func:`handle`. Every answer is ``{"ok": True, ...}`` or ``{"ok": False,
"error": message}``; the message names the problem and is shown as text.
HTML in answers comes from :mod:`baccarat.render`, with all text escaped, so
the static pages and the live widgets show identical explanations.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from .coup import Coup, resolve, resolve_hands
from .errors import BaccaratError, quote
from .render import coup_html, roads_html, roads_info, shoe_info
from .shoe import MAX_DECKS, MIN_DECKS, Shoe

__all__ = [
    "PAYOUT_PARAMETERS",
    "PERMALINK_PARAMETERS",
    "ROADS_PARAMETERS",
    "coup_to_json",
    "handle",
    "handle_json",
    "parse_payout_link",
    "parse_permalink",
    "parse_roads_link",
]

Answer = dict[str, Any]

#: Query parameters a permalink may carry, and what each means.
PERMALINK_PARAMETERS: dict[str, str] = {
    "player": "the Player's cards, comma-separated (with banker)",
    "banker": "the Banker's cards, comma-separated (with player)",
    "seed": "the shuffle seed of a dealt shoe, a whole number",
    "decks": f"decks in that shoe, {MIN_DECKS}–{MAX_DECKS} (default 8)",
    "hand": "which hand of that shoe, counting from 1 (default 1)",
    "step": "the explanation step to open at, counting from 1",
}
_MAX_SEED = 2**53 - 1  # the largest whole number JavaScript can carry exactly
_MAX_HAND = 200  # more coups than any shoe holds
_WHOLE_NUMBER = re.compile(r"[0-9]{1,16}")


def _whole(name: str, text: object, low: int, high: int) -> int:
    if isinstance(text, bool):
        raise BaccaratError(f"{name} must be a whole number from {low} to {high}, not {text!r}")
    if isinstance(text, int):
        value = text
    elif isinstance(text, str) and _WHOLE_NUMBER.fullmatch(text.strip()):
        value = int(text)
    else:
        shown = quote(text) if isinstance(text, str) else repr(text)
        raise BaccaratError(f"{name} must be a whole number from {low} to {high}, not {shown}")
    if not low <= value <= high:
        raise BaccaratError(f"{name} must be a whole number from {low} to {high}, not {value}")
    return value


def _text(request: Mapping[str, Any], name: str) -> str:
    """A text field of a request, stripped; missing or null reads as empty."""
    value = request.get(name)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise BaccaratError(f"{name} must be text")
    return value.strip()


def _shoe_request(fields: Mapping[str, Any]) -> dict[str, int]:
    """The ``seed``, ``decks`` (default 8) and ``hand`` (default 1) naming one hand of a dealt shoe."""
    return {
        "seed": _whole("seed", fields.get("seed"), 0, _MAX_SEED),
        "decks": _whole("decks", fields.get("decks", 8), MIN_DECKS, MAX_DECKS),
        "hand": _whole("hand", fields.get("hand", 1), 1, _MAX_HAND),
    }


def coup_to_json(coup: Coup) -> dict[str, Any]:
    """A coup as plain JSON-safe data: the one shape the command line and the browser share.

        >>> coup_to_json(resolve("9 8 K K"))["outcome"]
        'player'

    Raises nothing: a coup is always representable.
    """
    return {
        "cards": [card.token for card in coup.cards],
        "player": [card.token for card in coup.player.cards],
        "banker": [card.token for card in coup.banker.cards],
        "player_total": coup.player.total,
        "banker_total": coup.banker.total,
        "outcome": coup.outcome.value,
        "natural": coup.natural,
        "steps": [
            {
                "rule": step.rule,
                "text": step.text,
                "player_total": step.player_total,
                "banker_total": step.banker_total,
                "card": step.card.token if step.card else None,
                "draws": step.draws,
                "chart_cell": list(step.chart_cell) if step.chart_cell else None,
            }
            for step in coup.steps
        ],
    }


def _coup_answer(coup: Coup) -> Answer:
    return {"ok": True, "html": coup_html(coup), **coup_to_json(coup)}


def _typed_coup(request: Mapping[str, Any]) -> Coup:
    """The coup typed as ``player`` and ``banker`` hands, or as ``cards`` in dealing order."""
    player, banker, cards = (_text(request, name) for name in ("player", "banker", "cards"))
    if cards:
        if player or banker:
            raise BaccaratError("give either the dealing order or the two hands, not both")
        return resolve(cards)
    if not (player and banker):
        missing = "Banker" if player else "Player"
        raise BaccaratError(f"the {missing} hand is empty: give both hands, e.g. Player '2 2 8' and Banker '3 K'")
    return resolve_hands(player=player, banker=banker)


def _resolve(request: Mapping[str, Any]) -> Answer:
    """Explain a coup from ``player`` and ``banker`` hands, or from ``cards`` in dealing order."""
    return _coup_answer(_typed_coup(request))


def _dealt(request: Mapping[str, Any]) -> tuple[Coup, dict[str, Any]]:
    """Hand number ``hand`` (from 1) of the shoe shuffled by ``seed`` with ``decks`` decks, and where it stands."""
    wanted = _shoe_request(request)
    shoe = Shoe(wanted["decks"], seed=wanted["seed"])
    coups = shoe.deal_many(wanted["hand"])
    if len(coups) < wanted["hand"]:
        raise BaccaratError(
            f"this shoe ends after {len(coups)} hands (the cut card came out): there is no hand {wanted['hand']}"
        )
    return coups[-1], {
        **wanted,
        "cards_left": shoe.cards_left,
        "finished": shoe.finished,
        "burned": [card.token for card in shoe.burned],
        "shoe_info": shoe_info(wanted["seed"], wanted["decks"], wanted["hand"], shoe.cards_left, shoe.finished),
    }


def _deal(request: Mapping[str, Any]) -> Answer:
    """Deal hand number ``hand`` (from 1) of the shoe shuffled by ``seed`` with ``decks`` decks."""
    coup, shoe = _dealt(request)
    return {**_coup_answer(coup), **shoe}


def _odds(request: Mapping[str, Any]) -> Answer:
    """Exact odds for ``decks`` decks beside the same shoe without the ``removed`` cards."""
    decks = _whole("decks", request.get("decks", 8), MIN_DECKS, MAX_DECKS)
    removed = _text(request, "removed")
    # Imported here: exact arithmetic loads the fractions module, slow in the browser's
    # Python, and only this action needs it (the dealer starts without it).
    from .odds_tables import removed_cards_table

    return {"ok": True, "html": removed_cards_table(decks, removed)}


def parse_permalink(pairs: Iterable[tuple[str, str]]) -> Answer:
    """Check a permalink's query parameters and say what it asks for.

        >>> parse_permalink([("seed", "42"), ("decks", "6")])
        {'ok': True, 'kind': 'deal', 'request': {'seed': 42, 'decks': 6, 'hand': 1}, 'step': None}
        >>> parse_permalink([("colour", "red")])["error"]
        "unknown link parameter 'colour': use player, banker, seed, decks, hand, step"

    Answers ``{"ok": False, "error": …}`` for unknown, repeated or bad parameters.
    """
    try:
        return {"ok": True, **_parse_permalink(list(pairs))}
    except BaccaratError as error:
        return {"ok": False, "error": str(error)}


def _link_params(pairs: Iterable[tuple[str, str]], known: Mapping[str, str]) -> dict[str, str]:
    """A link's query parameters by name, each known and given once."""
    params: dict[str, str] = {}
    for name, value in pairs:
        if name not in known:
            raise BaccaratError(f"unknown link parameter {quote(name)}: use {', '.join(known)}")
        if name in params:
            raise BaccaratError(f"the link gives {name} twice: give it once")
        params[name] = value
    return params


def _parse_permalink(pairs: list[tuple[str, str]]) -> dict[str, Any]:
    params = _link_params(pairs, PERMALINK_PARAMETERS)
    step = _whole("step", params["step"], 1, 20) if "step" in params else None
    hands = {"player", "banker"} & params.keys()
    shoe = {"seed", "decks", "hand"} & params.keys()
    if hands and shoe:
        raise BaccaratError("a link gives either player and banker, or seed (with decks and hand), not both")
    if hands:
        if hands != {"player", "banker"}:
            raise BaccaratError("a link with cards needs both player and banker")
        return {"kind": "resolve", "request": {"player": params["player"], "banker": params["banker"]}, "step": step}
    if shoe:
        if "seed" not in params:
            raise BaccaratError("a link to a dealt shoe needs its seed")
        return {"kind": "deal", "request": _shoe_request(params), "step": step}
    return {"kind": "none", "request": {}, "step": step}


#: Query parameters a roads permalink may carry.
ROADS_PARAMETERS: dict[str, str] = {
    "seed": "the shuffle seed of a dealt shoe, a whole number",
    "decks": f"decks in that shoe, {MIN_DECKS}–{MAX_DECKS} (default 8)",
    "coups": "how many coups of that shoe are dealt so far (default all)",
    "results": "results typed in, B, P and T (instead of a shoe)",
}
_MAX_RESULTS = 300  # more than any shoe deals


def _roads(request: Mapping[str, Any]) -> Answer:
    """The five roads of ``results`` typed in, or of shoe ``seed`` (``decks``) after ``coups`` coups."""
    from .roads import latest, parse_results, shoe_results

    typed = _text(request, "results")
    shoe: dict[str, int] = {}
    if typed:
        if len(typed) > _MAX_RESULTS:
            raise BaccaratError(f"results: give at most {_MAX_RESULTS} results, not {len(typed):,}")
        results = parse_results(typed)
    else:
        seed = _whole("seed", request.get("seed"), 0, _MAX_SEED)
        decks = _whole("decks", request.get("decks", 8), MIN_DECKS, MAX_DECKS)
        whole = shoe_results(seed, decks)
        coups = _whole("coups", request.get("coups", len(whole)), 0, len(whole))
        results = whole[:coups]
        shoe = {"seed": seed, "decks": decks, "coups": coups, "total": len(whole)}
    if shoe:
        info = roads_info(shoe["seed"], shoe["decks"], shoe["coups"], shoe["total"], latest(results))
    else:
        info = f"{len(results)} result{'s' if len(results) != 1 else ''} typed in. {latest(results)}"
    return {"ok": True, "html": roads_html(results), "results": results, "info": info, **shoe}


def parse_roads_link(pairs: Iterable[tuple[str, str]]) -> Answer:
    """Check a roads permalink's query parameters and say what it asks for.

        >>> parse_roads_link([("seed", "42"), ("coups", "10")])
        {'ok': True, 'request': {'seed': 42, 'decks': 8, 'coups': 10}}
        >>> parse_roads_link([("results", "BPX")])["error"]
        "results are written B (Banker), P (Player) and T (tie), not 'X'"

    Answers ``{"ok": False, "error": …}`` naming the parameter for anything it cannot use.
    """
    try:
        params = _link_params(pairs, ROADS_PARAMETERS)
        if "results" in params:
            if params.keys() != {"results"}:
                raise BaccaratError("a link gives either results, or seed (with decks and coups), not both")
            answer = _roads({"results": params["results"]})
            return {"ok": True, "request": {"results": answer["results"]}}
        if not params:
            return {"ok": True, "request": {}}
        if "seed" not in params:
            raise BaccaratError("a link to a dealt shoe needs its seed")
        request: dict[str, int] = {
            "seed": _whole("seed", params["seed"], 0, _MAX_SEED),
            "decks": _whole("decks", params.get("decks", 8), MIN_DECKS, MAX_DECKS),
        }
        from .roads import shoe_results

        whole = shoe_results(request["seed"], request["decks"])
        request["coups"] = _whole("coups", params.get("coups", len(whole)), 0, len(whole))
        return {"ok": True, "request": request}
    except BaccaratError as error:
        return {"ok": False, "error": str(error)}


#: Query parameters a payout calculator link may carry.
PAYOUT_PARAMETERS: dict[str, str] = {
    "table": "the pay table: standard, standard-tie-9, no-commission, no-commission-tie-9 or ez",
    "stakes": "the slip, bet:amount pairs, e.g. banker:25,tie:5",
    "player": "the Player's cards, comma-separated (with banker)",
    "banker": "the Banker's cards, comma-separated (with player)",
    "seed": PERMALINK_PARAMETERS["seed"],
    "decks": PERMALINK_PARAMETERS["decks"],
    "hand": PERMALINK_PARAMETERS["hand"],
}
_MAX_SLIP = 400  # characters: every bet with a large stake fits


def _checked_stakes(text: str) -> dict[Any, Any]:
    """The slip of a request or link, any problem named as the ``stakes`` parameter's."""
    from .payouts import parse_stakes

    try:
        if len(text) > _MAX_SLIP:
            raise BaccaratError(f"give at most {_MAX_SLIP} characters, not {len(text):,}")
        return parse_stakes(text)
    except BaccaratError as error:
        raise BaccaratError(f"stakes: {error}") from None


def _payout(request: Mapping[str, Any]) -> Answer:
    """Settle the slip ``stakes`` on ``table`` for a coup typed in, or dealt from shoe ``seed``."""
    # Imported here: the dealer never needs the payouts' exact and decimal arithmetic.
    from .calculator import slip_html
    from .payouts import pay_table

    table = pay_table(_text(request, "table") or "standard")
    stakes = _checked_stakes(_text(request, "stakes"))
    if not stakes:
        raise BaccaratError("the slip is empty: type a stake for at least one bet")
    if request.get("seed") is not None:
        coup, shoe = _dealt(request)
    else:
        coup, shoe = _typed_coup(request), {}
    return {"ok": True, "html": slip_html(coup, stakes, table), **coup_to_json(coup), **shoe}


def parse_payout_link(pairs: Iterable[tuple[str, str]]) -> Answer:
    """Check a payout calculator link's query parameters and say what it asks for.

        >>> parse_payout_link([("table", "ez"), ("player", "K,6"), ("banker", "5,K,2"), ("stakes", "banker:25")])
        {'ok': True, 'request': {'table': 'ez', 'stakes': 'banker:25', 'player': 'K,6', 'banker': '5,K,2'}}
        >>> parse_payout_link([("stakes", "banker:-5")])["error"]
        "stakes: the banker stake must be an amount such as 25 or 12.50 (at most two decimals), not '-5'"

    Answers ``{"ok": False, "error": …}`` naming the parameter for anything it cannot use.
    """
    from .payouts import pay_table

    try:
        params = _link_params(pairs, PAYOUT_PARAMETERS)
        request: dict[str, Any] = {}
        try:
            if "table" in params:
                request["table"] = pay_table(params["table"].strip()).key
        except BaccaratError as error:
            raise BaccaratError(f"table: {error}") from None
        if "stakes" in params:
            _checked_stakes(params["stakes"])
            request["stakes"] = params["stakes"].strip()
        coup = _parse_permalink([(k, v) for k, v in params.items() if k not in ("table", "stakes")])
        return {"ok": True, "request": {**request, **coup["request"]}}
    except BaccaratError as error:
        return {"ok": False, "error": str(error)}


def _drill_start(request: Mapping[str, Any]) -> Answer:
    """Open the Drill: the reader's stored progress checked, and the drill a link asks for (bad parts named)."""
    from .drill import load_progress, parse_drill_link
    from .drill_html import mastery_html

    stored = request.get("stored")
    progress, note = load_progress(stored if isinstance(stored, str) else None)
    wanted, problem = parse_drill_link(request.get("pairs") or [])
    return {"ok": True, "progress": progress, "note": note, "link": wanted, "link_error": problem,
            "chart": mastery_html(progress)}  # fmt: skip


def _drill_question(request: Mapping[str, Any]) -> Answer:
    """Question ``number`` of a drill: about ``cell`` at ``step`` when given, else a cell chosen by progress."""
    from .drill import check_progress, choose_cell, question, settings_from
    from .drill_html import question_html

    settings = settings_from(request)
    number = _whole("number", request.get("number", 1), 1, 100_000)
    progress, _ = check_progress(request.get("progress"))
    cell = request.get("cell") or choose_cell(settings, number, progress)
    q = question(settings, number, str(cell), _whole("step", request.get("step", 1), 1, 3))
    return {"ok": True, "html": question_html(q), "number": number, "cell": q.cell if q.steps == 1 else "call",
            "kind": q.kind, "step": q.step, "steps": q.steps}  # fmt: skip


def _drill_answer(request: Mapping[str, Any]) -> Answer:
    """Grade an answer: feedback, progress and session after it, and what comes next."""
    from .drill import check_progress, grade, question, record, settings_from
    from .drill_html import feedback_html, mastery_html

    settings = settings_from(request)
    number = _whole("number", request.get("number"), 1, 100_000)
    step = _whole("step", request.get("step", 1), 1, 3)
    q = question(settings, number, _text(request, "cell"), step)
    feedback = grade(q, _text(request, "answer"))
    progress, _ = check_progress(request.get("progress"))
    progress = record(progress, q.cell, feedback.correct)
    before = request.get("session")
    counts: Mapping[str, Any] = before if isinstance(before, dict) else {}
    asked, right, streak, best = (_whole(k, counts.get(k, 0), 0, 10**9) for k in ("asked", "right", "streak", "best"))
    streak = streak + 1 if feedback.correct else 0
    session = {"asked": asked + 1, "right": right + feedback.correct, "streak": streak, "best": max(best, streak)}
    following = {"number": number, "cell": "call", "step": step + 1} if step < q.steps else {"number": number + 1}
    return {"ok": True, "html": feedback_html(q, feedback), "correct": feedback.correct, "progress": progress,
            "session": session, "next": following, "chart": mastery_html(progress)}  # fmt: skip


def _game(request: Mapping[str, Any]) -> dict[str, Any]:
    from .homegame import check_game

    try:
        return check_game(request.get("game"))
    except BaccaratError as error:
        raise BaccaratError(f"the game in this page could not be read: {error}") from None


def _game_answer(game: Mapping[str, Any]) -> Answer:
    from .homegame import standing
    from .homegame_html import game_html

    return {"ok": True, "game": game, "html": game_html(game), "finished": standing(game).finished}


def _home_new(request: Mapping[str, Any]) -> Answer:
    """Start a game: ``players`` (one per line), ``rounds`` (a number or "twice"), ``first`` and ``seed``."""
    from .homegame import new_game

    seed = _whole("seed", request.get("seed", 0), 0, _MAX_SEED)
    return _game_answer(new_game(_text(request, "players"), _text(request, "rounds"), _text(request, "first"), seed))


def _home_load(request: Mapping[str, Any]) -> Answer:
    """Resume the stored game (JSON text), or say why it cannot be read (the page sets it aside)."""
    stored = request.get("stored")
    if not stored:
        return {"ok": True, "game": None}
    try:
        data = json.loads(stored) if isinstance(stored, str) else None
    except ValueError:
        return _set_aside("it is not valid JSON")
    try:
        return _game_answer(_game({"game": data}))
    except BaccaratError as error:
        return _set_aside(str(error).split(": ", 1)[-1])


def _set_aside(why: str) -> Answer:
    return {"ok": True, "game": None, "note": f"A saved game could not be resumed ({why}), so it was set aside "
            "in this browser (kept under its own name, not deleted) and a new game can start."}  # fmt: skip


def _calls(request: Mapping[str, Any]) -> dict[str, str]:
    calls = request.get("calls") or {}
    if not isinstance(calls, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in calls.items()):
        raise BaccaratError("the predictions could not be read")
    return calls


def _home_deal(request: Mapping[str, Any]) -> Answer:
    """Deal the round's coup from the keeper's deck, once everyone has predicted."""
    from .homegame import check_calls, dealt_from_shoe

    game = _game(request)
    check_calls(game, _calls(request))
    coup, reshuffled = dealt_from_shoe(game)
    note = "The keeper's deck had fewer than six cards left, so it was reshuffled. " if reshuffled else ""
    hands = {
        side: " ".join(c.token for c in hand.cards) for side, hand in (("player", coup.player), ("banker", coup.banker))
    }
    return {"ok": True, **hands, "note": note + "Dealt: record the round."}


def _home_record(request: Mapping[str, Any]) -> Answer:
    """Score the round: everyone's call and the coup (typed, or ``from_shoe``)."""
    from .homegame import record_round

    game = _game(request)
    played = record_round(game, _calls(request), player=_text(request, "player"), banker=_text(request, "banker"),
                          from_shoe=bool(request.get("from_shoe")))  # fmt: skip
    return _game_answer(played)


def _home_csv(request: Mapping[str, Any]) -> Answer:
    from .homegame import score_sheet_csv

    return {"ok": True, "csv": score_sheet_csv(_game(request))}


def _home_summary(request: Mapping[str, Any]) -> Answer:
    """A summary link's final table (the code is checked; anything else is named as damaged)."""
    from .homegame import read_summary
    from .homegame_html import summary_html

    return {"ok": True, "html": summary_html(read_summary(_text(request, "code")))}


def _home_undo(request: Mapping[str, Any]) -> Answer:
    from .homegame import undo

    return _game_answer(undo(_game(request)))


def _home_share(request: Mapping[str, Any]) -> Answer:
    """End a tiebreak by sharing first place."""
    from .homegame import share_first

    return _game_answer(share_first(_game(request)))


_ACTIONS: dict[str, Callable[[Mapping[str, Any]], Answer]] = {
    "resolve": _resolve,
    "deal": _deal,
    "odds": _odds,
    "permalink": lambda request: parse_permalink(request.get("pairs") or []),
    "roads": _roads,
    "roads-permalink": lambda request: parse_roads_link(request.get("pairs") or []),
    "payout": _payout,
    "payout-permalink": lambda request: parse_payout_link(request.get("pairs") or []),
    "drill-start": _drill_start,
    "drill-question": _drill_question,
    "drill-answer": _drill_answer,
    "home-new": _home_new,
    "home-load": _home_load,
    "home-deal": _home_deal,
    "home-record": _home_record,
    "home-undo": _home_undo,
    "home-share": _home_share,
    "home-csv": _home_csv,
    "home-summary": _home_summary,
}


def handle(request: Mapping[str, Any]) -> Answer:
    """Answer one widget request: ``{"action": "resolve" | "deal" | "odds" | "permalink" | "roads" | …, ...}``.

        >>> handle({"action": "resolve", "player": "2 2 8", "banker": "3 K"})["outcome"]
        'banker'
        >>> handle({"action": "resolve", "player": "2 2", "banker": "3 K"})["error"]
        'Player has 4 on two cards (2 and 2) and must draw, but only two cards were given for the Player'

    Never raises for bad input: the answer carries the message instead.
    """
    action = request.get("action") if isinstance(request, Mapping) else None
    if action not in _ACTIONS:
        return {"ok": False, "error": f"unknown action {action!r}: use one of {', '.join(_ACTIONS)}"}
    try:
        return _ACTIONS[action](request)
    except BaccaratError as error:
        return {"ok": False, "error": str(error)}


def handle_json(text: str) -> str:
    """:func:`handle` for a JSON string, answering a JSON string (what the worker calls).

        >>> json.loads(handle_json('{"action": "deal", "seed": 42, "decks": 8}'))["player"]
        ['Kd', '3s', '4c']

    Never raises for bad input, malformed JSON included.
    """
    try:
        request = json.loads(text)
    except ValueError:
        return json.dumps({"ok": False, "error": "the request was not valid JSON"})
    return json.dumps(handle(request if isinstance(request, dict) else {}), ensure_ascii=False)
