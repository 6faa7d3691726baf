"""The live counter's action: the counts and every bet's exact edge once the cards tapped have left the shoe."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypedDict

from ..counting import counter_state
from ..errors import about
from ..i18n import read_lang
from ..render.counter import counter_html, edges_text
from .action import Action, Answer, Widget
from .browser_words import Words, mark
from .pocket import KeypadRequest, first_taps

__all__ = ["WIDGET", "CounterAnswer", "first_requests"]


class CounterAnswer(TypedDict):
    """The counts and edges after the cards tapped (drawn, and the edges as text)."""

    ok: Literal[True]
    html: str
    cards: list[str]
    decks: int
    edges: str


def _counter(request: Mapping[str, Any]) -> Answer:
    """The counts and edges after ``cards`` (tokens, any order) from a fresh shoe of ``decks`` decks, in the
    request's ``lang``."""
    lang, decks = read_lang(request), request["decks"]
    with about("cards"):
        state = counter_state(request["cards"], decks)
    return {
        "ok": True,
        "html": counter_html(state, lang=lang),
        "cards": [card.token for card in state.cards],
        "decks": decks,
        "edges": edges_text(state),
    }


#: The first tap of any rank, and *New shoe*.
first_requests = first_taps("counter")


#: Every refusal a reader can reach here, by a name that says what is wrong: the tests keep its English answer
#: (``tests/golden/refusals_en.json``) and word it in every language.
REFUSALS: dict[str, dict[str, Any]] = {
    "counter-not-a-card": {"action": "counter", "cards": "<b>", "decks": 8},
    "counter-too-many": {"action": "counter", "cards": "A A A A A", "decks": 1},
    "counter-decks": {"action": "counter", "cards": "A", "decks": "x"},
}


WIDGET = Widget(
    "counter",
    (Action("counter", KeypadRequest, CounterAnswer, _counter),),
    examples=(
        {"action": "counter", "cards": "8 9 9 K", "decks": 8},
        {"action": "counter", "cards": "A A A A A", "decks": 1},
        {"action": "counter", "cards": "<b>", "decks": 8},
        {"action": "counter", "cards": "8 9 9", "decks": 8, "lang": "zh-Hant"},
    ),
    first_requests=first_requests,
    page="lab/",
    refusals=REFUSALS,
)


#: The words counter.js says (the live counter), by key: see :mod:`.browser_words`.
BROWSER_WORDS: Words = {
    "counter.getting-ready": mark("Getting the counter ready"),
    "counter.waiting": mark("Getting Python ready to weigh this card…"),
    "counter.ready": mark("Ready: tap each card as it is turned."),
}
