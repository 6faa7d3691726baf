"""The system tester's actions: play a betting system over the package's own shoes, and open its link."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ..errors import BaccaratError, quote
from ..params import link_params, seed_number, text, whole_number
from .action import Action, Answer, Widget, refused

__all__ = ["LINK_PARAMETERS", "WIDGET", "parse_link"]

#: Query parameters a system tester link may carry.
LINK_PARAMETERS: dict[str, str] = {
    "system": "the system, e.g. martingale (every system is named on the lab page)",
    "shoes": "how many shoes to play, 1 to 1,000",
    "seed": "the first shoe's seed: the shoes are seeds seed, seed + 1, …",
}


def _request(request: Mapping[str, Any]) -> tuple[str, int, int]:
    """The system, the number of shoes and the seed of a request or a link, each checked."""
    from ..lab import MOST_SHOES, SYSTEMS

    system = text(request, "system") or "flat-banker"
    if system not in SYSTEMS:
        raise BaccaratError(
            f"system: unknown system {quote(str(system))}: choose one of {', '.join(SYSTEMS)}", field="system"
        )
    shoes = whole_number("shoes", request.get("shoes", 100), 1, MOST_SHOES)
    return system, shoes, seed_number(request.get("seed", 1))


def _system(request: Mapping[str, Any]) -> Answer:
    """Play ``system`` over ``shoes`` shoes from seed ``seed``: the result beside its exact cost."""
    from ..lab import play_system
    from ..render.system import result_html

    system, shoes, seed = _request(request)
    return {"ok": True, "html": result_html(play_system(system, shoes=shoes, seed=seed)), "system": system,
            "shoes": shoes, "seed": seed}  # fmt: skip


def parse_link(pairs: Iterable[tuple[str, str]] | object) -> Answer:
    """Check a system tester link's query parameters and say what it asks for.

        >>> parse_link([("system", "paroli"), ("shoes", "50"), ("seed", "9")])
        {'ok': True, 'request': {'system': 'paroli', 'shoes': 50, 'seed': 9}}
        >>> parse_link([("shoes", "5000")])["error"]
        'shoes must be a whole number from 1 to 1000, not 5000'

    Answers a refusal (:func:`~.action.refused`) naming the parameter for anything it cannot use.
    """
    try:
        params = link_params(pairs, LINK_PARAMETERS)
        if not params:
            return {"ok": True, "request": {}}
        system, shoes, seed = _request(params)
        return {"ok": True, "request": {"system": system, "shoes": shoes, "seed": seed}}
    except BaccaratError as error:
        return refused(error)


WIDGET = Widget(
    "system",
    "system",
    (
        Action("system", ("system", "shoes", "seed"), _system),
        Action("system-permalink", ("pairs",), lambda request: parse_link(request.get("pairs"))),
    ),
    examples=(
        {"action": "system", "system": "martingale", "shoes": 3, "seed": 2},
        {"action": "system", "system": "big-road", "shoes": "2", "seed": "5"},
        {"action": "system", "system": "voodoo", "shoes": 3},
        {"action": "system-permalink", "pairs": [["system", "paroli"], ["shoes", "0"]]},
    ),
)
