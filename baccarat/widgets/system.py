"""The system tester's actions: play a betting system over the package's own shoes, and open its link.

Each answers in the language its request names (``lang``, English by default).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal, TypedDict

from ..errors import BaccaratError, quoted
from ..i18n import mark, read_lang
from ..lab import MOST_SHOES, SYSTEMS, play_system
from ..params import keys
from ..progress import Progress
from ..render.system import result_html
from .action import Action, Answer, Link, Widget
from .browser_words import Words, ngettext
from .contract import Asked, Default, Range, Samples, Seed, Text, link_bound, parse

__all__ = ["LINK", "WIDGET", "SystemAnswer", "SystemRequest", "parse_link"]

#: How many shoes to play: a whole number, or its digits.
Shoes = Annotated[int | str, Range(1, MOST_SHOES)]


class SystemRequest(Asked, total=False):
    """The ``system``, how many ``shoes`` and the first shoe's ``seed``."""

    system: Annotated[Text, Default("flat-banker")]
    shoes: Annotated[Shoes, Default(100)]
    seed: Annotated[Seed, Default(1)]


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
    system: Annotated[str, link_bound(Text)]  # the system, e.g. martingale (every system is named on the lab page)
    shoes: Annotated[str, link_bound(Shoes)]  # how many shoes to play, 1 to 1,000
    seed: Annotated[str, link_bound(Seed)]  # the first shoe's seed: the shoes are seeds seed, seed + 1, …


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
    """The system, the number of shoes and the seed of a parsed request (:func:`~.contract.parse`), the system
    checked."""
    system = request["system"]
    if system not in SYSTEMS:
        raise BaccaratError.said(
            mark("unknown system {system}: choose one of {systems}"), system=quoted(system), systems=keys(SYSTEMS)
        ).beside("system")
    return system, request["shoes"], request["seed"]


def _system(request: Mapping[str, Any], /, *, progress: Progress | None = None) -> Answer:
    """Play ``system`` over ``shoes`` shoes from seed ``seed``: the result beside its exact cost, in the request's
    ``lang``, telling ``progress`` (if given) how many of the shoes are played."""
    lang = read_lang(request)
    system, shoes, seed = _request(request)
    played = play_system(system, shoes=shoes, seed=seed, progress=progress)
    link = {"system": system, "shoes": str(shoes), "seed": str(seed)}
    return {"ok": True, "html": result_html(played, lang=lang), "system": system, "shoes": shoes, "seed": seed,
            "link": link}  # fmt: skip


def _read_link(params: dict[str, str], lang: str) -> Answer:
    """What a system tester link asks for (:data:`LINK`, whose :meth:`~.action.Link.parse` is :func:`parse_link`).

    >>> parse_link([("system", "paroli"), ("shoes", "50"), ("seed", "9")])
    {'ok': True, 'request': {'system': 'paroli', 'shoes': 50, 'seed': 9}}
    >>> parse_link([("shoes", "5000")])["error"]
    'shoes must be a whole number from 1 to 1000, not 5000'
    """
    if not params:
        return {"request": {}}
    system, shoes, seed = _request(parse(SystemRequest, params))
    return {"request": {"system": system, "shoes": shoes, "seed": seed}}


#: A system tester's links: its permalink action and its reader (:func:`parse_link`) come from this.
LINK = Link(SystemQuery, _read_link, SystemLink)
parse_link = LINK.parse


#: Every refusal a reader can reach here, by a name that says what is wrong: the tests keep its English answer
#: (``tests/golden/refusals_en.json``) and word it in every language.
REFUSALS: dict[str, dict[str, Any]] = {
    "system-shoes": {"action": "system", "system": "paroli", "shoes": 0},
    "system-seed": {"action": "system", "system": "paroli", "shoes": 2, "seed": "x"},
    "system-link-shoes": {"action": "system-permalink", "pairs": [["system", "paroli"], ["shoes", "0"]]},
    "system-unknown": {"action": "system", "system": "voodoo", "shoes": 3},
    "system-link-unknown": {"action": "system-permalink", "pairs": [["colour", "red"]]},
}
#: A long request of each action that reports its progress, at a size that still runs quickly in the tests.
LONG: dict[str, dict[str, Any]] = {
    "system": {"action": "system", "system": "martingale", "shoes": 30, "seed": 4},
}


WIDGET = Widget(
    "system",
    (Action("system", SystemRequest, SystemAnswer, _system, reports_progress=True),),
    examples=(
        {"action": "system", "system": "martingale", "shoes": 3, "seed": 2},
        {"action": "system", "system": "big-road", "shoes": "2", "seed": "5"},
        {"action": "system", "system": "voodoo", "shoes": 3},
        {"action": "system", "system": "paroli", "shoes": 2, "seed": 4, "lang": "zh-Hans"},
        {"action": "system-permalink", "pairs": [["system", "paroli"], ["shoes", "0"]]},
    ),
    link=LINK,
    page="lab/",
    refusals=REFUSALS,
    long=LONG,
    link_values={  # the shoes' declared top, 1,000 shoes, takes seconds: only these
        "system": Samples(("martingale", "paroli", "flat-banker", ""), ("voodoo",)),
        "shoes": Samples(("1", "3"), ("0", "1001", "x", "²", "١", "\x1c1", "1.5", ""), only=True),
    },
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
