"""The scoreboard's actions: draw the five roads of a shoe or of results typed in, and open a roads link.

Each answers in the language its request names (``lang``, English by default).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Annotated, Any, Literal, TypedDict

from ..errors import BaccaratError, about
from ..i18n import read_lang, words
from ..params import link_params, seed_number, text, whole_number
from ..render.roads import roads_html, roads_info
from ..roads import latest, parse_results, shoe_results
from ..shoe import MAX_DECKS, MIN_DECKS
from .action import Action, Answer, Widget, refused
from .browser_words import Words, mark
from .contract import Asked, Decks, Number, PermalinkRequest, Refusal, Seed, Text, link_bound, link_limits
from .coups import COUP_PARAMETERS

__all__ = ["LINK_PARAMETERS", "WIDGET", "RoadsAnswer", "RoadsRequest", "ShoeRoadsAnswer", "parse_link"]

#: Query parameters a roads permalink may carry.
LINK_PARAMETERS: dict[str, str] = {
    "seed": COUP_PARAMETERS["seed"],
    "decks": COUP_PARAMETERS["decks"],
    "coups": "how many coups of that shoe are dealt so far (default all)",
    "results": "results typed in, B, P and T (instead of a shoe)",
}
_MAX_RESULTS = 300  # more than any shoe deals


class RoadsRequest(Asked, total=False):
    """``results`` typed in, or shoe ``seed`` (``decks``, default 8) after ``coups`` coups (default all)."""

    results: Text
    seed: Seed
    decks: Decks
    coups: Number


class RoadsQuery(TypedDict, total=False):
    """A roads link's query: ``results`` typed in, or shoe ``seed`` (``decks``) after ``coups`` coups, as text."""

    # Each as long as the request's field it fills may be: its reader refuses a longer one.
    results: Annotated[str, link_bound(Text)]
    seed: Annotated[str, link_bound(Seed)]
    decks: Annotated[str, link_bound(Decks)]
    coups: Annotated[str, link_bound(Number)]


class RoadsAnswer(TypedDict):
    """The five roads drawn, the results they show, what they show said in words, and the link to them."""

    ok: Literal[True]
    html: str
    results: str
    info: str
    link: RoadsQuery


class ShoeRoadsAnswer(RoadsAnswer):
    """The five roads of a shoe dealt so far, and its place in it: ``coups`` of its ``total``."""

    seed: int
    decks: int
    coups: int
    total: int


class LinkedRoads(TypedDict, total=False):
    """What a roads link gives, checked: ``results`` typed in, or shoe ``seed`` (``decks``) after ``coups`` coups."""

    results: str
    seed: int
    decks: int
    coups: int


class RoadsLink(TypedDict):
    """What a roads link asks for: results typed in, a shoe dealt so far, or nothing."""

    ok: Literal[True]
    request: LinkedRoads


def _shoe(request: Mapping[str, Any]) -> tuple[str, dict[str, int]]:
    """The results of shoe ``seed`` (``decks``) after ``coups`` coups (default: the whole shoe)."""
    seed = seed_number(request.get("seed"))
    decks = whole_number("decks", request.get("decks", 8), MIN_DECKS, MAX_DECKS)
    whole = shoe_results(seed, decks)
    coups = whole_number("coups", request.get("coups", len(whole)), 0, len(whole))
    return whole[:coups], {"seed": seed, "decks": decks, "coups": coups, "total": len(whole)}


def _typed(request: Mapping[str, Any], lang: str = "en") -> str:
    typed = text(request, "results")
    if len(typed) > _MAX_RESULTS:
        w = words(lang)
        raise BaccaratError(
            w("results: give at most {most} results, not {given}", most=_MAX_RESULTS, given=format(len(typed), ",")),
            field="results",
        )
    with about("results"):
        return parse_results(typed)


def _roads(request: Mapping[str, Any]) -> Answer:
    """The five roads of ``results`` typed in, or of shoe ``seed`` (``decks``) after ``coups`` coups, in the
    request's ``lang``."""
    lang = read_lang(request)
    shoe: dict[str, int] = {}
    if text(request, "results"):
        results = _typed(request, lang)
        w = words(lang)
        info = w.ngettext(
            "{count} result typed in. {latest}",
            "{count} results typed in. {latest}",
            len(results),
            count=format(len(results), ","),
            latest=words(lang).say(latest(results)),
        )
    else:
        results, shoe = _shoe(request)
        info = roads_info(
            shoe["seed"], shoe["decks"], shoe["coups"], shoe["total"], words(lang).say(latest(results)), lang=lang
        )
    link = {name: str(shoe[name]) for name in ("seed", "decks", "coups")} if shoe else {"results": results}
    return {"ok": True, "html": roads_html(results, lang=lang), "results": results, "info": info, **shoe, "link": link}


def parse_link(pairs: Iterable[tuple[str, str]] | object, *, lang: str = "en") -> Answer:
    """Check a roads permalink's query parameters and say what it asks for (a refusal of its own in ``lang``).

        >>> parse_link([("seed", "42"), ("coups", "10")])
        {'ok': True, 'request': {'seed': 42, 'decks': 8, 'coups': 10}}
        >>> parse_link([("results", "BPX")])["error"]
        "results are written B (Banker), P (Player) and T (tie), not 'X'"

    Answers a refusal (:func:`~.action.refused`) naming the parameter for anything it cannot use. Raises
    :class:`BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    try:
        params = link_params(pairs, LINK_PARAMETERS, most=link_limits(RoadsQuery))
        if "results" in params:
            if params.keys() != {"results"}:
                raise BaccaratError(w("a link gives either results, or seed (with decks and coups), not both"))
            results = _typed(params, lang)
            if not results:  # a link is accepted only if the roads it leads to are: results, or a shoe
                raise BaccaratError(w("There is no road yet: type some results."), field="results")
            return {"ok": True, "request": {"results": results}}
        if not params:
            return {"ok": True, "request": {}}
        if "seed" not in params:
            raise BaccaratError(w("a link to a dealt shoe needs its seed"))
        _, shoe = _shoe(params)
        return {"ok": True, "request": {name: shoe[name] for name in ("seed", "decks", "coups")}}
    except BaccaratError as error:
        return refused(error, lang)


WIDGET = Widget(
    "roads",
    (
        Action("roads", RoadsRequest, RoadsAnswer | ShoeRoadsAnswer, _roads),
        Action(
            "roads-permalink",
            PermalinkRequest,
            RoadsLink | Refusal,
            lambda request: parse_link(request.get("pairs"), lang=read_lang(request)),
        ),
    ),
    (
        {"action": "roads", "seed": 42, "decks": 8, "coups": 20},
        {"action": "roads", "results": "BPPTB"},
        {"action": "roads", "seed": 42, "decks": 8, "coups": 20, "lang": "zh-Hant"},
        {"action": "roads", "results": "BPX"},
        {"action": "roads-permalink", "pairs": [["seed", "42"], ["coups", "10"]]},
    ),
    link_parameters=tuple(LINK_PARAMETERS),
    link_query=RoadsQuery,
)


#: The words roads.js says (the live scoreboard roads), by key: see :mod:`.browser_words`.
BROWSER_WORDS: Words = {
    "roads.getting-ready": mark("Getting the live roads ready"),
    "roads.ready": mark("Ready: deal the next coup, a new shoe, or type results in."),
}
