"""The system tester's actions: play a betting system over the package's own shoes, and open its link.

Each answers in the language its request names (``lang``, English by default).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Annotated, Any, Literal, TypedDict

from ..errors import BaccaratError, quoted
from ..i18n import mark, read_lang, words
from ..lab import MOST_SHOES, SYSTEMS, play_system
from ..params import keys, link_params, seed_number, text, whole_number
from ..progress import Progress
from ..render.system import result_html
from .action import Action, Answer, Widget, refused
from .browser_words import Words, ngettext
from .contract import Asked, PermalinkRequest, Range, Refusal, Seed, Text, link_bound, link_limits

__all__ = ["LINK_PARAMETERS", "WIDGET", "SystemAnswer", "SystemRequest", "parse_link"]

#: Query parameters a system tester link may carry.
LINK_PARAMETERS: dict[str, str] = {
    "system": "the system, e.g. martingale (every system is named on the lab page)",
    "shoes": "how many shoes to play, 1 to 1,000",
    "seed": "the first shoe's seed: the shoes are seeds seed, seed + 1, …",
}


#: How many shoes to play: a whole number, or its digits.
Shoes = Annotated[int | str, Range(1, MOST_SHOES)]


class SystemRequest(Asked, total=False):
    """The ``system`` (default flat-banker), how many ``shoes`` (default 100) and the first shoe's ``seed`` (1)."""

    system: Text
    shoes: Shoes
    seed: Seed


class SystemAnswer(TypedDict):
    """The system's result beside its exact cost, and the request it answers, each checked."""

    ok: Literal[True]
    html: str
    system: str
    shoes: int
    seed: int
    link: SystemQuery


class SystemQuery(TypedDict):
    """A system tester link's query: the system, the shoes and the first seed, as text."""

    # Each as long as the request's field it fills may be: its reader refuses a longer one.
    system: Annotated[str, link_bound(Text)]
    shoes: Annotated[str, link_bound(Shoes)]
    seed: Annotated[str, link_bound(Seed)]


class SystemLinkRequest(TypedDict, total=False):
    """A system tester link's request, each field checked."""

    system: str
    shoes: int
    seed: int


class SystemLink(TypedDict):
    """What a system tester link asks for."""

    ok: Literal[True]
    request: SystemLinkRequest


def _request(request: Mapping[str, Any]) -> tuple[str, int, int]:
    """The system, the number of shoes and the seed of a request or a link, each checked."""
    system = text(request, "system") or "flat-banker"
    if system not in SYSTEMS:
        raise BaccaratError.said(
            mark("unknown system {system}: choose one of {systems}"), system=quoted(system), systems=keys(SYSTEMS)
        ).beside("system")
    shoes = whole_number("shoes", request.get("shoes", 100), 1, MOST_SHOES)
    return system, shoes, seed_number(request.get("seed", 1))


def _system(request: Mapping[str, Any], /, *, progress: Progress | None = None) -> Answer:
    """Play ``system`` over ``shoes`` shoes from seed ``seed``: the result beside its exact cost, in the request's
    ``lang``, telling ``progress`` (if given) how many of the shoes are played."""
    lang = read_lang(request)
    system, shoes, seed = _request(request)
    played = play_system(system, shoes=shoes, seed=seed, progress=progress)
    link = {"system": system, "shoes": str(shoes), "seed": str(seed)}
    return {"ok": True, "html": result_html(played, lang=lang), "system": system, "shoes": shoes, "seed": seed,
            "link": link}  # fmt: skip


def parse_link(pairs: Iterable[tuple[str, str]] | object, *, lang: str = "en") -> Answer:
    """Check a system tester link's query parameters and say what it asks for (a refusal of its own in ``lang``).

        >>> parse_link([("system", "paroli"), ("shoes", "50"), ("seed", "9")])
        {'ok': True, 'request': {'system': 'paroli', 'shoes': 50, 'seed': 9}}
        >>> parse_link([("shoes", "5000")])["error"]
        'shoes must be a whole number from 1 to 1000, not 5000'

    Answers a refusal (:func:`~.action.refused`) naming the parameter for anything it cannot use. Raises
    :class:`BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    words(lang)  # an unknown language is refused before the link is read
    try:
        params = link_params(pairs, LINK_PARAMETERS, most=link_limits(SystemQuery))
        if not params:
            return {"ok": True, "request": {}}
        system, shoes, seed = _request(params)
        return {"ok": True, "request": {"system": system, "shoes": shoes, "seed": seed}}
    except BaccaratError as error:
        return refused(error, lang)


WIDGET = Widget(
    "system",
    (
        Action("system", SystemRequest, SystemAnswer, _system, reports_progress=True),
        Action(
            "system-permalink",
            PermalinkRequest,
            SystemLink | Refusal,
            lambda request: parse_link(request.get("pairs"), lang=read_lang(request)),
        ),
    ),
    examples=(
        {"action": "system", "system": "martingale", "shoes": 3, "seed": 2},
        {"action": "system", "system": "big-road", "shoes": "2", "seed": "5"},
        {"action": "system", "system": "voodoo", "shoes": 3},
        {"action": "system", "system": "paroli", "shoes": 2, "seed": 4, "lang": "zh-Hans"},
        {"action": "system-permalink", "pairs": [["system", "paroli"], ["shoes", "0"]]},
    ),
    link_parameters=tuple(LINK_PARAMETERS),
    link_query=SystemQuery,
)


#: The words system.js says (the system tester), by key: see :mod:`.browser_words`.
BROWSER_WORDS: Words = {
    "system.getting-ready": mark("Getting the tester ready"),
    "system.ready": mark("Ready: choose a system and how many shoes, then play them."),
    # Translators: {shoes} is how many shoes are being played (1 to 1,000).
    "system.dealing": ngettext("Dealing {shoes} shoe…", "Dealing {shoes} shoes…", count="shoes"),
    "system.nothing-dealt": mark("Nothing was dealt: see the message."),
    # Translators: {shoes} is how many shoes were played (1 to 1,000); {seed} is the first shoe's seed.
    "system.played": ngettext(
        "Played {shoes} shoe from seed {seed}.", "Played {shoes} shoes from seed {seed}.", count="shoes"
    ),
}
