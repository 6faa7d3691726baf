"""The odds calculator's action: exact odds of a shoe beside the same shoe with cards removed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, NotRequired, TypedDict

from ..errors import about
from ..i18n import read_lang
from ..params import text, whole_number
from ..render.odds import removed_cards_table
from ..shoe import MAX_DECKS, MIN_DECKS
from .action import Action, Answer, Widget
from .browser_words import Words, mark
from .contract import Asked, Decks, Text

__all__ = ["WIDGET", "OddsAnswer", "OddsRequest"]


class OddsRequest(Asked):
    """A shoe of ``decks`` decks (default 8), and the cards ``removed`` from it."""

    decks: NotRequired[Decks]
    removed: Text


class OddsAnswer(TypedDict):
    """The odds of both shoes, side by side."""

    ok: Literal[True]
    html: str


def _odds(request: Mapping[str, Any]) -> Answer:
    """Exact odds for ``decks`` decks beside the same shoe without the ``removed`` cards, in the request's ``lang``."""
    lang = read_lang(request)
    decks = whole_number("decks", request.get("decks", 8), MIN_DECKS, MAX_DECKS)
    removed = text(request, "removed")
    with about("removed"):
        return {"ok": True, "html": removed_cards_table(decks, removed, lang=lang)}


WIDGET = Widget(
    "odds",
    (Action("odds", OddsRequest, OddsAnswer, _odds),),
    examples=(
        {"action": "odds", "decks": 8, "removed": "5 5 K"},
        {"action": "odds", "decks": 1, "removed": "K K K K K"},
        {"action": "odds", "decks": 8, "removed": "5 5 K", "lang": "zh-Hant"},
    ),
)


#: The words odds.js says (the exact-odds calculator), by key: see :mod:`.browser_words`.
BROWSER_WORDS: Words = {
    "odds.getting-ready": mark("Getting the calculator ready"),
    "odds.ready": mark("Ready: name the cards already out of the shoe."),
    "odds.computed": mark("Computed exactly in {ms} ms, in your browser."),
}
