"""The odds calculator's action: exact odds of a shoe beside the same shoe with cards removed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal, NotRequired, TypedDict

from ..errors import about
from ..i18n import read_lang
from ..params import MAX_TEXT
from ..render.odds import removed_cards_table
from .action import Action, Answer, Widget
from .browser_words import Words, mark
from .contract import Asked, Decks, Default, Text

__all__ = ["WIDGET", "OddsAnswer", "OddsRequest"]


class OddsRequest(Asked):
    """A shoe of ``decks`` decks, and the cards ``removed`` from it."""

    decks: NotRequired[Annotated[Decks, Default(8)]]
    removed: Text


class OddsAnswer(TypedDict):
    """The odds of both shoes, side by side."""

    ok: Literal[True]
    html: str


def _odds(request: Mapping[str, Any]) -> Answer:
    """Exact odds for ``decks`` decks beside the same shoe without the ``removed`` cards, in the request's ``lang``."""
    with about("removed"):
        return {"ok": True, "html": removed_cards_table(request["decks"], request["removed"], lang=read_lang(request))}


_LONG = "x" * (MAX_TEXT + 1)  # longer than any text field takes
#: Every rank of one deck four times, but for one king: a single card left.
_ALL_BUT_ONE = " ".join(["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] * 4)[:-2]

#: Every refusal a reader can reach here, by a name that says what is wrong: the tests keep its English answer
#: (``tests/golden/refusals_en.json``) and word it in every language.
REFUSALS: dict[str, dict[str, Any]] = {
    "odds-too-many": {"action": "odds", "decks": 1, "removed": "K K K K K"},
    "odds-too-many-copies": {"action": "odds", "decks": 1, "removed": "As As"},
    "odds-too-few-left": {"action": "odds", "decks": 1, "removed": _ALL_BUT_ONE},
    "odds-not-a-card": {"action": "odds", "decks": 8, "removed": "5 5 Y"},
    "odds-decks": {"action": "odds", "decks": "x", "removed": ""},
    "odds-too-long": {"action": "odds", "decks": 8, "removed": _LONG},
}


WIDGET = Widget(
    "odds",
    (Action("odds", OddsRequest, OddsAnswer, _odds),),
    examples=(
        {"action": "odds", "decks": 8, "removed": "5 5 K"},
        {"action": "odds", "decks": 1, "removed": "K K K K K"},
        {"action": "odds", "decks": 8, "removed": "5 5 K", "lang": "zh-Hant"},
    ),
    page="odds/",
    refusals=REFUSALS,
)


#: The words odds.js says (the exact-odds calculator), by key: see :mod:`.browser_words`.
BROWSER_WORDS: Words = {
    "odds.getting-ready": mark("Getting the calculator ready"),
    "odds.ready": mark("Ready: name the cards already out of the shoe."),
    "odds.computed": mark("Computed exactly in {ms} ms, in your browser."),
}
