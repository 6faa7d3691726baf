"""The pocket dealer's action: where a coup stands after the cards tapped so far, and the chances from there."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Annotated, Any, Literal, NotRequired, TypedDict

from ..cards import RANKS
from ..errors import about
from ..i18n import read_lang, words
from ..pocket import chances, position
from ..render.coup import winner_and_score
from ..render.pocket import chances_html, chances_text, position_html
from .action import Action, Answer, Widget
from .browser_words import Words, mark
from .contract import Asked, Decks, Default, Text

__all__ = ["WIDGET", "KeypadRequest", "PocketAnswer", "first_requests"]


class KeypadRequest(Asked):
    """The cards tapped so far (tokens), from a fresh shoe of ``decks`` decks."""

    cards: NotRequired[Text]
    decks: NotRequired[Annotated[Decks, Default(8)]]


class PocketAnswer(TypedDict):
    """Where the coup stands, who draws next, and the chances from there (as text, and drawn)."""

    ok: Literal[True]
    cards: list[str]
    decks: int
    next: str
    says: str
    #: The status line once the coup is over ("Coup over: Tie, 5 to 5. Tap New coup for the next one."); "" before.
    over: str
    chances: str
    html: str
    chances_html: str


def _pocket(request: Mapping[str, Any]) -> Answer:
    """What happens after ``cards`` (tokens in dealing order) from a fresh shoe of ``decks`` decks, in the
    request's ``lang``."""
    lang, decks = read_lang(request), request["decks"]
    with about("cards"):
        now = position(request["cards"])
        shares = chances(now.cards, decks)
    w = words(lang)
    says = w.say(now.said)
    result = winner_and_score(now.coup, w) if now.coup is not None else ""
    # Translators: the pocket dealer's status line once a coup is over; {result} as "Tie, 5 to 5".
    over = w("Coup over: {result}. Tap New coup for the next one.", result=result) if result else ""
    return {
        "ok": True,
        "cards": [card.token for card in now.cards],
        "decks": decks,
        "next": now.next,
        "says": says,
        "over": over,
        "chances": chances_text(shares),
        "html": position_html(now.player, now.banker, now.next, says, lang=lang, result=result),
        "chances_html": chances_html(shares, decks, len(now.cards), now.coup is not None, lang=lang),
    }


def first_taps(action: str) -> Callable[[Mapping[str, str | None]], list[dict[str, Any]]]:
    """A keypad widget's first requests: the first tap (one card, of any rank) on the widget's shoe, and
    a fresh start, answered at build time (the pocket dealer's keypad, and the live counter's).

    >>> taps = first_taps("pocket")({"data-decks": "8"})
    >>> len(taps), taps[1]
    (14, {'action': 'pocket', 'cards': 'A', 'decks': 8})
    """

    def requests(root: Mapping[str, str | None]) -> list[dict[str, Any]]:
        decks = int(root.get("data-decks") or 8)
        return [{"action": action, "cards": cards, "decks": decks} for cards in ("", *RANKS)]

    return requests


#: The first tap of any rank, and *New coup*.
first_requests = first_taps("pocket")


#: Every refusal a reader can reach here, by a name that says what is wrong: the tests keep its English answer
#: (``tests/golden/refusals_en.json``) and word it in every language.
REFUSALS: dict[str, dict[str, Any]] = {
    "pocket-not-a-card": {"action": "pocket", "cards": "2 Z", "decks": 8},
    "pocket-over": {"action": "pocket", "cards": "9 8 K K 5", "decks": 8},
    "pocket-over-later": {"action": "pocket", "cards": "2 3 2 K 8 9 9", "decks": 8},
    "pocket-too-many": {"action": "pocket", "cards": "A A A A A", "decks": 1},
    "pocket-decks": {"action": "pocket", "cards": "2", "decks": 0},
}


WIDGET = Widget(
    "pocket",
    (Action("pocket", KeypadRequest, PocketAnswer, _pocket),),
    examples=(
        {"action": "pocket", "cards": "", "decks": 8},
        {"action": "pocket", "cards": "2 3 2 K", "decks": 8},
        {"action": "pocket", "cards": "9 8 K K 5", "decks": 8},
        {"action": "pocket", "cards": "A A A A A", "decks": 1},
        {"action": "pocket", "cards": "2 Z", "decks": 8},
        {"action": "pocket", "cards": "2 3 2 K", "decks": 8, "lang": "zh-Hans"},
    ),
    first_requests=first_requests,
    page="pocket/",
    refusals=REFUSALS,
)


#: The words pocket.js says (the pocket dealer), by key: see :mod:`.browser_words`.
BROWSER_WORDS: Words = {
    "pocket.getting-ready": mark("Getting the pocket dealer ready"),
    "pocket.waiting": mark("Getting Python ready to work out this card…"),
    "pocket.ready": mark("Tap each card as the dealer turns it, in dealing order."),
    # Translators: the status line while a coup is tapped in: how many of its cards are in so far.
    "pocket.turned": mark("Cards turned so far: {count}."),
}
