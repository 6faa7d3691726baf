"""Real requests, mutated: every widget's example requests, and a few longer real ones, changed a little
at a time (a value swapped for a hostile one, a key dropped or added, a list item repeated, a digit
made a Unicode digit; inside stored JSON and summary codes too), sent through the worker's door.

Seeded and deterministic: the same requests every run. Issue 46's fuzz of 964,084 such requests found
internal errors, answers holding NaN, and refused links the guide writes itself; each of those has a
test of its own, and this one keeps the whole class away: no answer is "something went wrong", every
answer is strict JSON, and none is longer than the door sends (its declared limit).
"""

from __future__ import annotations

import base64
import binascii
import json
import math
import random
import time
from collections.abc import Callable, Iterator
from typing import Any

from baccarat.home_game import new_game, record_round, summary_code
from baccarat.widgets import UNEXPECTED, handle, handle_json, widgets
from baccarat.widgets.catalog import actions
from baccarat.widgets.contract import MAX_ANSWER, Refusal, conforms

SEED = 46  # the issue's: with it, this test finds its internal errors and NaN answers in the code before the fixes
PER_ACTION = 150  # about 4 s in all
COMPUTING = {"counter", "session-samples", "odds", "road_paste", "system"}
ACTIONS = actions()
FIELDS = sorted({name for action in ACTIONS.values() for name in action.fields})
HOSTILE_TEXT = ["²", "٣", "１２", "\x1c", "\u202e", "\ud800", "\x00", "<b>", "-1", "1e9999", "NaN", "9" * 5_000]
HOSTILE_VALUES: list[Any] = [
    None, True, False, 0, -1, 1.5, 2**53, 10**400, -(10**400), math.nan, math.inf, -math.inf,
    "", [], {}, [[]], {"": None}, "x" * 3_000, *HOSTILE_TEXT,
]  # fmt: skip


def _played_game() -> dict[str, Any]:
    game = new_game("Ann\nBo\nCy\nDi", 3, 1, seed=9)
    calls = dict.fromkeys(("Ann", "Bo", "Cy", "Di"), "banker")
    for player, banker in (("2 2 8", "3 K"), ("9 K", "8 K"), ("7 K", "3 4"), ("7 K", "3 4")):
        game = record_round(game, calls, player=player, banker=banker)
    return game


def seeds() -> list[dict[str, Any]]:
    """Every widget's example requests, and real ones with more in them: a game in a tiebreak (stored, given
    and summarised), a long road, a slip of every kind of stake."""
    game = _played_game()
    longer: list[dict[str, Any]] = [
        {"action": "home_game-load", "stored": json.dumps({**game, "pending": {"calls": {"Bo": "player"}}})},
        {"action": "home_game-record", "game": game, "calls": {"Ann": "banker", "Bo": "player"}, "from_shoe": True},
        {"action": "home_game-share", "game": game},
        {"action": "home_game-summary", "pairs": [["summary", summary_code(game)]]},
        {"action": "road_paste", "results": "BPBBPTPPBB" * 30, "cards": "K 5 8 2 9 9", "decks": 6},
        {"action": "payouts", "cards": "2 3 2 K 8", "stake_fields": {"banker": "25", "tie": "5", "player-pair": "1"}},
    ]
    return [dict(example) for widget in widgets() for example in widget.examples] + longer


#: A step into the JSON that a text holds (stored JSON, a summary code), in a path to a value; the other
#: steps are keys of objects and places in lists.
INSIDE = None
Path = tuple[str | int | None, ...]


class Mutator:
    """Small random changes to a JSON value, from one seeded generator: at a place in it chosen alike among
    all its values (inside stored JSON and summary codes too), a value of another type, a hostile value,
    or a small edit."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def request(self, seed: dict[str, Any]) -> dict[str, Any]:
        mutant: dict[str, Any] = json.loads(json.dumps(seed))  # a copy, as JSON would carry it
        for _ in range(self.rng.choice((1, 1, 2, 3))):
            places = [path for path in _paths(mutant) if path != ("action",)]
            path = self.rng.choice(places)
            changed = set_at(mutant, path, self.change(get_at(mutant, path), root=not path))
            assert isinstance(changed, dict)
            mutant = changed
        if self.rng.random() < 0.02:  # now and then an action the door does not know
            mutant["action"] = self.change(mutant["action"])
        return mutant

    def change(self, value: Any, *, root: bool = False) -> Any:
        rng, move = self.rng, self.rng.random()
        if not root and move < 0.15:
            return rng.choice(HOSTILE_VALUES)
        if not root and move < 0.4:  # another type: where a parser expects text, a number or a list, something else
            return rng.choice([[value], {"0": value}, None, str(value)[:50], len(str(value)[:50])])
        if isinstance(value, dict):
            changed = dict(value)
            keys = sorted(key for key in changed if not (root and key == "action"))
            if keys and rng.random() < 0.5:
                del changed[rng.choice(keys)]
            else:
                changed[rng.choice([*FIELDS, "x", "__proto__", "pending", "history"])] = rng.choice(HOSTILE_VALUES)
            return changed
        if isinstance(value, list):
            return self._list(value)
        if isinstance(value, str):
            return self._text(value)
        if isinstance(value, bool) or value is None:
            return rng.choice([not value, None, 0, "true"])
        if isinstance(value, float):
            return rng.choice([value + 1, -value, int(value) if math.isfinite(value) else 0, str(value)])
        if isinstance(value, int):
            small = value.bit_length() < 1_000  # as a float, or as text, only a number of moderate size
            changes = [value + 1, value - 1, -value, value * 1_000_003, 0, 10**400]
            return rng.choice([*changes, str(value), float(value)] if small else changes)
        return value

    def _list(self, value: list[Any]) -> list[Any]:
        rng, changed = self.rng, list(value)
        move = rng.random()
        if changed and move < 0.3:
            del changed[rng.randrange(len(changed))]
        elif changed and move < 0.6:
            changed *= rng.choice((2, 50, 500))
        else:
            changed.append(rng.choice([*changed, *HOSTILE_VALUES]) if changed else rng.choice(HOSTILE_VALUES))
        return changed

    def _text(self, value: str) -> Any:
        rng = self.rng
        if value.isascii() and value.isdigit() and rng.random() < 0.5:  # a number as text: digits of another kind
            at = rng.randrange(len(value))
            # Digits to str.isdigit() that int() refuses (superscripts), or reads (Arabic-Indic, full width).
            return value[:at] + rng.choice(("²", "³", "¹", "٣", "１", "\x1c", "-", ".5")) + value[at + 1 :]
        move = rng.random()
        if move < 0.3:
            at = rng.randrange(len(value) + 1)
            return value[:at] + rng.choice(HOSTILE_TEXT[:8]) + value[at:]
        if move < 0.45:
            return value[: rng.randrange(len(value) + 1)]
        if move < 0.6:
            return value * rng.choice((2, 10, 300))
        return rng.choice(HOSTILE_TEXT)


def _paths(value: Any) -> list[Path]:
    """The path to every value in ``value``, itself first (at most 50 items of a list)."""
    found: list[Path] = []
    todo: list[tuple[Path, Any]] = [((), value)]
    while todo:
        path, item = todo.pop()
        found.append(path)
        if isinstance(item, dict):
            todo += [((*path, key), item[key]) for key in sorted(item)]
        elif isinstance(item, list):
            todo += [((*path, index), item[index]) for index in range(min(len(item), 50))]
        elif isinstance(item, str) and (inner := _inside(item)) is not None:
            todo.append(((*path, INSIDE), inner[0]))
    return found


def _inside(text: str) -> tuple[Any, Callable[[Any], str]] | None:
    """The JSON a text holds, and how to write it back the same way: stored JSON, or a summary code."""
    if text[:1] in "{[":
        try:
            return json.loads(text), json.dumps
        except ValueError:
            return None
    if len(text) < 8:  # too short to be a code; and an action's own name is not one
        return None
    try:
        data = json.loads(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)).decode())
    except (ValueError, binascii.Error, UnicodeDecodeError):
        return None

    def encode(value: Any) -> str:
        return base64.urlsafe_b64encode(json.dumps(value).encode()).decode().rstrip("=")

    return data, encode


def get_at(value: Any, path: Path) -> Any:
    """The value at ``path`` in ``value``."""
    for step in path:
        if step is INSIDE:
            inner = _inside(value)
            assert inner is not None
            value = inner[0]
        else:
            value = value[step]
    return value


def set_at(value: Any, path: Path, new: Any) -> Any:
    """``value`` with ``new`` at ``path``, written back into the text that held it where the path goes inside."""
    if not path:
        return new
    step, rest = path[0], path[1:]
    if step is INSIDE:
        inner = _inside(value)
        assert inner is not None
        data, encode = inner
        return encode(set_at(data, rest, new))
    if isinstance(value, dict):
        assert isinstance(step, str)
        return {**value, step: set_at(value[step], rest, new)}
    assert isinstance(value, list) and isinstance(step, int)
    return [*value[:step], set_at(value[step], rest, new), *value[step + 1 :]]


def mutants() -> Iterator[dict[str, Any]]:
    """Mutants of each action's real requests: :data:`PER_ACTION` of each, fewer of the actions that
    compute the most (each takes 5-20 ms here, where most take under 1 ms)."""
    mutator, corpus = Mutator(SEED), seeds()
    for action in sorted(ACTIONS):
        real = [request for request in corpus if request["action"] == action]
        for _ in range(PER_ACTION // 5 if action in COMPUTING else PER_ACTION):
            yield mutator.request(mutator.rng.choice(real))


def _not_json(constant: str) -> Any:
    raise AssertionError(f"{constant} is not JSON")


def non_finite(value: Any) -> bool:
    """Whether a NaN or an infinity is anywhere in ``value`` (iteratively: values may nest deep)."""
    todo = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, float) and not math.isfinite(item):
            return True
        if isinstance(item, dict):
            todo += item.values()
        elif isinstance(item, list):
            todo += item
    return False


def test_mutated_real_requests_answer_strict_json_without_a_bug() -> None:
    reached: set[str] = set()
    for request in mutants():
        text = json.dumps(request)  # NaN and Infinity written as Python writes them: the door must refuse them
        start = time.process_time()
        reply = handle_json(text)
        elapsed = time.process_time() - start
        where = f"for {text[:300]}"
        assert len(reply) <= MAX_ANSWER, f"{len(reply):,} characters {where}"  # the door's declared limit
        answer = json.loads(reply, parse_constant=_not_json)  # strict: JavaScript's JSON.parse reads it
        assert isinstance(answer, dict) and isinstance(answer.get("ok"), bool), where
        assert answer.get("error") != UNEXPECTED, f"an unexpected error {where}"
        assert answer["ok"] or 0 < len(answer["message"]) <= 400, where
        assert elapsed < 10.0, f"{elapsed:.1f} s {where}"  # a guard against unbounded work, not a speed test
        if non_finite(request):  # the same request from Python itself, where nothing refuses a NaN on reading
            direct = handle(request)
            assert direct.get("error") != UNEXPECTED, f"an unexpected error {where}"
            json.dumps(direct, allow_nan=False)
        if answer["ok"]:  # an action the door knows: its answer is of the type the action declares
            assert conforms(answer, ACTIONS[request["action"]].answers), f"not of its declared type {where}"
        else:
            assert conforms(answer, Refusal), where
        if answer["ok"]:
            reached.add(str(request["action"]))
    # Mutated a little at a time, most requests still reach the code behind the door, for every action.
    assert reached == set(ACTIONS), set(ACTIONS) - reached
