"""The browser's door into the package: one :func:`handle` for every widget's actions.

The live widgets send one JSON request per action to a Pyodide worker, which calls
:func:`handle_json`. Every answer is ``{"ok": True, ...}`` or ``{"ok": False, "error":
message, "message": sentence, "field": name}``, whatever JSON value came in: bad input is a
:class:`BaccaratError` naming the field, and anything unexpected (a bug) becomes a plain
sentence for the reader and a traceback in the worker's console for developers. ``field``
(the request field at fault, or null) lets the widget show ``message`` beside that field. HTML in answers comes from
:mod:`baccarat.render`, with all text escaped, so the static pages and the live widgets
show identical explanations.

A caller may give a ``progress`` callback: an action that reports its progress (a long computation: see
:attr:`.Action.reports_progress`) tells it the fraction done a few times, rising to 1. Whatever the callback
does, the answer is the same: a fraction it is given is always from 0 to 1 and never smaller than the last,
and once it raises it is told nothing more.
"""

from __future__ import annotations

import json
import sys
import traceback
from collections.abc import Mapping
from typing import Any

from ..errors import BaccaratError
from ..i18n import DEFAULT, read_lang
from ..params import MAX_DEPTH, depth_exceeds, read_json, shown
from ..progress import Progress
from .action import Action, Answer, refusal, refused
from .catalog import NAMES, module_of, widget
from .contract import MAX_ANSWER, finite, parse, too_long

__all__ = ["MAX_REQUEST", "UNEXPECTED", "action_named", "checked", "handle", "handle_json", "refusal"]

#: The reader's answer when something went wrong that no input explains (the details go to the console).
UNEXPECTED = "Something went wrong in this guide's own code, not in what you gave it. Please try again or reload."
#: The longest request read, in characters of JSON: the largest a page sends is the home game's resuming a saved game
#: (as long as :data:`baccarat.home_game.MAX_GAME_JSON`, 2,424,657), which it carries as text (each character escaped
#: at most twice over) beside the game the page had: three times that, rounded up (a test holds it so).
MAX_REQUEST = 7_300_000


def handle(request: object, *, progress: Progress | None = None) -> Answer:
    """Answer one widget request: ``{"action": "deal-resolve" | "deal" | "odds" | "roads-permalink" | …, ...}``
    (each action is a widget's name, or its name and a verb), in the language its ``lang`` names (English
    without one), refusals too.

        >>> handle({"action": "deal-resolve", "player": "2 2 8", "banker": "3 K"})["outcome"]
        'banker'
        >>> handle({"action": "deal-resolve", "player": "2 2 8", "banker": "3 K 4"})["error"][:49]
        'Banker cannot have a third card (4): Banker has 3'
        >>> handle({"action": "deal-resolve", "player": "2 2", "banker": "3 K", "lang": "fr"})["field"]
        'lang'
        >>> told = []
        >>> handle({"action": "system", "shoes": 40}, progress=told.append)["shoes"], told[0], told[-1], len(told)
        (40, 0.05, 1.0, 20)

    ``progress``, if given, is told how far an action that reports progress has got (see above).

    Raises nothing, whatever the request and whatever ``progress`` does: the answer carries the message instead.
    """
    if not isinstance(request, Mapping):
        return refusal("a request must be a JSON object naming its action")
    action = request.get("action")
    if not isinstance(action, str) or _known(action) is None:
        return refusal(_unknown_action(action))
    if depth_exceeds(request, MAX_DEPTH):
        return refusal(f"the request nests more than {MAX_DEPTH} levels deep")
    lang = DEFAULT  # an unknown language is refused, in English, before any work
    try:
        lang = read_lang(request)
        return checked(action_named(action), request, progress=_guarded(progress))
    except BaccaratError as error:
        return refused(error, lang)
    except Exception:  # a bug: the reader gets a sentence, the developer a traceback
        print(f"baccarat: {action!r} failed unexpectedly", file=sys.stderr)
        traceback.print_exc()
        return _unexpected()


def _known(name: object) -> Action | None:
    """The action ``name``, its widget's module loaded (the module follows from the name), or None."""
    module = module_of(name) if isinstance(name, str) else None
    if module is None:
        return None
    return next((action for action in widget(module).actions if action.name == name), None)


def _unknown_action(action: object) -> str:
    """What to say of an action no widget has: the actions of the widget it names, or every widget's name.

    >>> _unknown_action("payouts-settle")
    "unknown action 'payouts-settle': use one of payouts, payouts-permalink"
    >>> _unknown_action("payout")[:70]
    "unknown action 'payout': an action is a widget's name, or its name, a "
    """
    module = next((name for name in NAMES if str(action).startswith(f"{name}-")), None)
    if module is not None:
        listed = ", ".join(known.name for known in widget(module).actions)
        return f"unknown action {shown(action)}: use one of {listed}"
    names = ", ".join(NAMES)
    return f"unknown action {shown(action)}: an action is a widget's name, or its name, a hyphen and a verb: {names}"


def checked(action: Action, request: Mapping[str, Any], *, progress: Progress | None = None) -> Answer:
    """``action``'s answer to ``request``, once the request is parsed by the action's declared request type
    (:func:`~.contract.parse`: checked, each whole number read, each text stripped, each default filled in: the
    action reads no field again), and the answer is checked to be strict JSON of at most
    :data:`~.contract.MAX_ANSWER` characters.
    ``progress`` is told how far the answer has got, if the action reports progress.

        >>> checked(action_named("deal"), {"seed": 42, "hand": True})
        Traceback (most recent call last):
        ...
        baccarat.errors.BaccaratError: hand must be a whole number from 1 to 200, not True

    Raises :class:`BaccaratError` naming the field at fault (a long answer's refusal names none), and
    :class:`TypeError` or :class:`ValueError` for an answer holding a value JSON has not (``NaN``, ``Infinity``:
    a bug).
    """
    answer = action.answered(parse(action.request, request), progress)
    try:
        length = len(json.dumps(answer, ensure_ascii=False, allow_nan=False))
    except (TypeError, ValueError):
        finite(request)  # a NaN given by a caller in Python, carried back: the request's, named
        # Else a bug behind the door: handle() answers it as one.
        print("baccarat: an answer held a value that is not JSON", file=sys.stderr)
        raise
    if length > MAX_ANSWER:
        raise too_long(length)
    return answer


def action_named(name: str) -> Action:
    """The action ``name`` (``<widget>`` or ``<widget>-<verb>``), from its widget's module, which is loaded when a
    request first needs it: the browser's Python starts without any.

        >>> action_named("odds").fields
        ('decks', 'removed')

    Raises KeyError for a name no widget lists.
    """
    known = _known(name)
    if known is None:
        raise KeyError(name)
    return known


def _guarded(progress: object) -> Progress | None:
    """``progress`` as the door gives it to an action: each fraction from 0 to 1 and never smaller than the last,
    and nothing more once it has raised (its traceback goes to the console): the answer goes on regardless."""
    if not callable(progress):
        return None
    told = 0.0
    broken = False

    def report(fraction: float) -> None:
        nonlocal told, broken
        if broken:
            return
        told = min(max(told, fraction), 1.0)
        try:
            progress(told)
        except Exception:  # the caller's own failure: the answer matters more than its progress
            broken = True
            print("baccarat: the progress callback failed; the answer goes on without it", file=sys.stderr)
            traceback.print_exc()

    return report


def _unexpected() -> Answer:
    return {"ok": False, "error": UNEXPECTED, "message": UNEXPECTED, "field": None}


def handle_json(text: str, *, progress: Progress | None = None) -> str:
    """:func:`handle` for a JSON string, answering a JSON string (what the worker calls).

        >>> json.loads(handle_json('{"action": "deal", "seed": 42, "decks": 8}'))["player"]
        ['Kd', '3s', '4c']

    The reply is strict JSON, as JavaScript's ``JSON.parse`` reads it: an answer holding ``NaN`` or
    ``Infinity`` (or anything else JSON has not) is a bug, answered as one. ``progress`` is :func:`handle`'s.

    Raises nothing, malformed, huge or deeply nested JSON included, whatever ``progress`` does.
    """
    try:
        request: Any = read_json(text, "the request", max_chars=MAX_REQUEST)
    except BaccaratError as error:
        answer = refusal(str(error))
    else:
        answer = handle(request, progress=progress)
    try:
        reply = json.dumps(answer, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError):  # a bug behind the door; the request itself held no such value
        print("baccarat: an answer held a value that is not JSON", file=sys.stderr)
        traceback.print_exc()
        answer = _unexpected()
        reply = json.dumps(answer, ensure_ascii=False)
    try:
        reply.encode()  # a lone surrogate from the input cannot cross into JavaScript as UTF-8
    except UnicodeEncodeError:
        reply = json.dumps(answer)
    return reply
