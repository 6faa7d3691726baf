"""The scoreboard's actions: draw the five roads of a shoe or of results typed in, and open a roads link.

Each answers in the language its request names (``lang``, English by default).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal, TypedDict

from ..errors import BaccaratError, about
from ..i18n import read_lang, words
from ..params import seed_number, whole_number
from ..render.roads import roads_html, roads_info, tally_words
from ..roads import latest, parse_results, shoe_results
from .action import Action, Answer, Link, Widget
from .browser_words import Words, mark, ngettext
from .contract import (
    Asked,
    Decks,
    Default,
    Number,
    Samples,
    Seed,
    Text,
    link_bound,
    parse,
)

__all__ = ["LINK", "WIDGET", "RoadsAnswer", "RoadsRequest", "ShoeRoadsAnswer", "parse_link"]

_MAX_RESULTS = 300  # more than any shoe deals


class RoadsRequest(Asked, total=False):
    """``results`` typed in, or shoe ``seed`` (``decks``) after ``coups`` coups (default all: its bounds are the
    shoe's)."""

    results: Text
    seed: Seed
    decks: Annotated[Decks, Default(8)]
    coups: Number


class RoadsQuery(TypedDict, total=False):
    """A roads link's query: ``results`` typed in, or shoe ``seed`` (``decks``) after ``coups`` coups, as text."""

    # Each as long as the request's field it fills may be: its reader refuses a longer one.
    seed: Annotated[str, link_bound(Seed)]  # the shuffle seed of a dealt shoe, a whole number
    decks: Annotated[str, link_bound(Decks)]  # decks in that shoe, 1–8 (default 8)
    coups: Annotated[str, link_bound(Number)]  # how many coups of that shoe are dealt so far (default all)
    results: Annotated[str, link_bound(Text)]  # results typed in, B, P and T (instead of a shoe)


class RoadsAnswer(TypedDict):
    """The five roads drawn, the results they show, what they show said in words (``info``; the latest result alone,
    ``latest``; each side's wins, ``tally``), and the link to them."""

    ok: Literal[True]
    html: str
    results: str
    info: str
    latest: str
    tally: str
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
    """The results of shoe ``seed`` (``decks``) after ``coups`` coups (default: the whole shoe), of a parsed request
    (:func:`~.contract.parse`)."""
    seed, decks = seed_number(request.get("seed")), request["decks"]  # the seed's reader: a missing seed's refusal
    whole = shoe_results(seed, decks)
    coups = whole_number("coups", request.get("coups", len(whole)), 0, len(whole))
    return whole[:coups], {"seed": seed, "decks": decks, "coups": coups, "total": len(whole)}


def _typed(request: Mapping[str, Any], lang: str = "en") -> str:
    typed = request["results"]
    if len(typed) > _MAX_RESULTS:
        w = words(lang)
        raise BaccaratError(
            w("results: give at most {most} results, not {given}", most=_MAX_RESULTS, given=format(len(typed), ",")),
            field="results",
        )
    with about("results"):
        results = parse_results(typed)
    if not results:  # roads are drawn only of results (an empty box, or a link giving none): said, not a seed missing
        raise BaccaratError(words(lang)("There is no road yet: type some results."), field="results")
    return results


def _roads(request: Mapping[str, Any]) -> Answer:
    """The five roads of ``results`` typed in, or of shoe ``seed`` (``decks``) after ``coups`` coups, in the
    request's ``lang``."""
    lang = read_lang(request)
    w = words(lang)
    shoe: dict[str, int] = {}
    if request["results"] or "seed" not in request:  # neither asked for: the typed box sent empty, said as such
        results = _typed(request, lang)
        last = w.say(latest(results))
        info = w.ngettext(
            "{count} result typed in. {latest}",
            "{count} results typed in. {latest}",
            len(results),
            count=format(len(results), ","),
            latest=last,
        )
    else:
        results, shoe = _shoe(request)
        last = w.say(latest(results))
        info = roads_info(shoe["seed"], shoe["decks"], shoe["coups"], shoe["total"], last, lang=lang)
    link = {name: str(shoe[name]) for name in ("seed", "decks", "coups")} if shoe else {"results": results}
    said = {"info": info, "latest": last, "tally": tally_words(results, lang=lang)}
    return {"ok": True, "html": roads_html(results, lang=lang), "results": results, **said, **shoe, "link": link}


def _read_link(params: dict[str, str], lang: str) -> Answer:
    """What a roads link asks for (:data:`LINK`, whose :meth:`~.action.Link.parse` is :func:`parse_link`).

    >>> parse_link([("seed", "42"), ("coups", "10")])
    {'ok': True, 'request': {'seed': 42, 'decks': 8, 'coups': 10}}
    >>> parse_link([("results", "BPX")])["error"]
    "results are written B (Banker), P (Player) and T (tie), not 'X'"
    """
    w = words(lang)
    if "results" in params:
        if params.keys() != {"results"}:
            raise BaccaratError(w("a link gives either results, or seed (with decks and coups), not both"))
        return {"request": {"results": _typed(parse(RoadsRequest, params), lang)}}
    if not params:
        return {"request": {}}
    if "seed" not in params:
        raise BaccaratError(w("a link to a dealt shoe needs its seed"))
    _, shoe = _shoe(parse(RoadsRequest, params))
    return {"request": {name: shoe[name] for name in ("seed", "decks", "coups")}}


#: A roads links: its permalink action and its reader (:func:`parse_link`) come from this.
LINK = Link(RoadsQuery, _read_link, RoadsLink)
parse_link = LINK.parse


#: Every refusal a reader can reach here, by a name that says what is wrong: the tests keep its English answer
#: (``tests/golden/refusals_en.json``) and word it in every language.
REFUSALS: dict[str, dict[str, Any]] = {
    "roads-seed": {"action": "roads", "seed": "x"},
    "roads-coups": {"action": "roads", "seed": 42, "decks": 8, "coups": 500},
    "roads-results": {"action": "roads", "results": "BPX"},
    "roads-results-too-long": {"action": "roads", "results": "B" * 301},
    "roads-link-unknown": {"action": "roads-permalink", "pairs": [["colour", "red"]]},
    "roads-link-long-results": {"action": "roads-permalink", "pairs": [["results", "B" * 2_001]]},
}


WIDGET = Widget(
    "roads",
    (Action("roads", RoadsRequest, RoadsAnswer | ShoeRoadsAnswer, _roads),),
    (
        {"action": "roads", "seed": 42, "decks": 8, "coups": 20},
        {"action": "roads", "results": "BPPTB"},
        {"action": "roads", "seed": 42, "decks": 8, "coups": 20, "lang": "zh-Hant"},
        {"action": "roads", "results": "BPX"},
        {"action": "roads-permalink", "pairs": [["seed", "42"], ["coups", "10"]]},
    ),
    link=LINK,
    page="roads/",
    link_values={  # beside the shoe's edges its declaration gives: results typed in, and coups of a shoe dealt so far
        "results": Samples(("BPPTB", "B"), ("BPX", "", "B" * 301)),
        "coups": Samples(("1", "20", "75"), ("0", "81", "10001", "x")),
    },
    refusals=REFUSALS,
)


#: The words roads.js says (the live scoreboard roads), by key: see :mod:`.browser_words`.
BROWSER_WORDS: Words = {
    "roads.getting-ready": mark("Getting the live roads ready"),
    "roads.ready": mark("Ready: deal the next coup, a new shoe, or type results in."),
    # The status line says what the reader's last action did (read out politely): {latest} is "Coup 21: Player.",
    # {tally} each side's wins so far, "Banker 10, Player 9, Tie 2".
    "roads.dealt-next": mark("Dealt one more coup. {latest} So far: {tally}."),
    # Translators: {coups} is the coups the whole shoe dealt, {tally} "Banker 35, Player 31, Tie 6".
    "roads.dealt-to-end": ngettext(
        "Dealt the shoe to the end: {coups} coup; {tally}.",
        "Dealt the shoe to the end: {coups} coups; {tally}.",
        count="coups",
    ),
    # Translators: {seed} is the new shoe's shuffle seed, {latest} the first coup's result ("Coup 1: Banker.").
    "roads.new-shoe": mark("Shuffled a new shoe (seed {seed}) and dealt its first coup. {latest}"),
    "roads.drew-typed": ngettext(
        "Drew the roads of the {count} result typed in: {tally}.",
        "Drew the roads of the {count} results typed in: {tally}.",
        count="count",
    ),
    # Translators: a link opened the page on a shoe dealt so far: {coups} of its {total} coups.
    "roads.opened-shoe": mark("Opened the linked shoe at coup {coups} of {total}. So far: {tally}."),
    # Said when Python refused what the reader asked (the message beside the field says why).
    "roads.refused": mark("Nothing drawn: the roads are as they were."),
}
