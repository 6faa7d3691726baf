"""The road paste's action: the roads of results typed in, what a road reader sees, and the next coup's
exact chances (with the cards seen, from what is left)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal, NotRequired, TypedDict

from ..errors import about
from ..i18n import read_lang
from ..odds import exact_odds
from ..render.road_paste import next_text, reading_html
from ..roads import parse_results
from .action import Action, Answer, Widget
from .browser_words import Words, mark
from .contract import Asked, Decks, Default, MaxLen, Text

__all__ = ["WIDGET", "RoadPasteAnswer", "RoadPasteRequest", "first_requests"]

_MAX_RESULTS = 300  # more than any shoe deals
_MAX_TYPED = _MAX_RESULTS * 2  # characters: a result and a space each


class RoadPasteRequest(Asked):
    """The ``results`` typed in (B, P, T), the ``cards`` seen, from a shoe of ``decks`` decks."""

    results: Annotated[str | None, MaxLen(_MAX_TYPED)]
    cards: NotRequired[Text]
    decks: NotRequired[Annotated[Decks, Default(8)]]


class RoadPasteAnswer(TypedDict):
    """The roads and what a road reader sees in them, and the next coup's exact chances."""

    ok: Literal[True]
    html: str
    results: str
    next: str
    decks: int


def _read(request: Mapping[str, Any]) -> Answer:
    """Read the road of ``results``; ``cards`` seen (optional) from a shoe of ``decks`` decks; in the request's
    ``lang``."""
    lang, decks, seen = read_lang(request), request["decks"], request["cards"]
    with about("results"):
        results = parse_results(request["results"])
    with about("cards"):
        left = exact_odds(decks, removed=seen)
    full = exact_odds(decks) if seen else left  # no card out: the shoe left is the full shoe
    return {
        "ok": True,
        "html": reading_html(results, full, left, lang=lang),
        "results": results,
        "next": next_text(left),
        "decks": decks,
    }


def first_requests(root: Mapping[str, str | None]) -> list[dict[str, Any]]:
    """The first tap of each result, answered at build time.

    >>> [request["results"] for request in first_requests({})]
    ['B', 'P', 'T']
    """
    return [{"action": "road_paste", "results": letter, "cards": "", "decks": 8} for letter in "BPT"]


#: Every refusal a reader can reach here, by a name that says what is wrong: the tests keep its English answer
#: (``tests/golden/refusals_en.json``) and word it in every language.
REFUSALS: dict[str, dict[str, Any]] = {
    "road_paste-cards": {"action": "road_paste", "results": "BP", "cards": "A A A A A", "decks": 1},
    "road_paste-not-a-card": {"action": "road_paste", "results": "BP", "cards": "Z", "decks": 8},
    "road_paste-decks": {"action": "road_paste", "results": "BP", "decks": 0},
    "road_paste-too-long": {"action": "road_paste", "results": "B" * 601},
}


WIDGET = Widget(
    "road_paste",
    (Action("road_paste", RoadPasteRequest, RoadPasteAnswer, _read),),
    examples=(
        {"action": "road_paste", "results": "B P P T B B B B", "cards": "K 5 8 2", "decks": 8},
        {"action": "road_paste", "results": "BPX"},
        {"action": "road_paste", "results": "BP", "cards": "A A A A A", "decks": 1},
        {"action": "road_paste", "results": "B P P T B", "cards": "K 5", "decks": 8, "lang": "zh-Hant"},
    ),
    first_requests=first_requests,
    page="lab/",
    refusals=REFUSALS,
)


#: The words road_paste.js says (the road reader), by key: see :mod:`.browser_words`.
BROWSER_WORDS: Words = {
    "road_paste.getting-ready": mark("Getting the road reader ready"),
    "road_paste.waiting": mark("Getting Python ready to read this road…"),
    "road_paste.ready": mark("Ready: type, paste or tap the results, oldest first."),
}
