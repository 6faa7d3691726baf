"""The dealer's actions: explain a coup typed in or dealt from a shoe, and open a dealer's link.

The coups it explains, typed or dealt, and their JSON come from :mod:`.coups`, which the payout calculator shares.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal, TypedDict

from ..coup import Coup
from ..errors import BaccaratError, CoupError, mark, quoted
from ..i18n import read_lang, words
from ..params import MAX_TEXT, whole_number
from ..render.coup import coup_html
from ..render.deal import OPENING_HAND, OPENING_SEEDS, asks_html
from .action import Action, Answer, Link, Widget
from .browser_words import Words, ngettext
from .contract import Decks, Number, Range, Seed, Text, link_bound
from .coups import (
    COUP_SAMPLES,
    HAND_FIELDS,
    CoupAnswer,
    DealtShoe,
    Hand,
    HandsQuery,
    HandsRequest,
    ShoeQuery,
    ShoeRequest,
    complete_coup,
    coup_to_json,
    dealt,
    hands_link,
    linked_coup,
    shoe_link,
)

__all__ = [
    "LINK",
    "MODES",
    "WIDGET",
    "DealAnswer",
    "DealLink",
    "DealRequest",
    "PartialAnswer",
    "ResolvedAnswer",
    "parse_link",
]

#: The dealer's two ways: asking at each decision, or showing each step.
MODES = ("ask", "show")
Mode = Literal["ask", "show"]
_MAX_STEP = 20  # more steps than any coup explains
#: The explanation step a link opens at, counting from 1: a whole number, or its digits.
LinkStep = Annotated[Number, Range(1, _MAX_STEP)]


class DealQuery(TypedDict, total=False):
    """A dealer's link's query: a typed coup's hands, or a dealt hand's shoe, the step to open at and the dealer's
    way, as text."""

    # Each as long as the request's field it fills may be: its reader refuses a longer one.
    player: Annotated[str, link_bound(Text)]  # the Player's cards, comma-separated (with banker)
    banker: Annotated[str, link_bound(Text)]  # the Banker's cards, comma-separated (with player)
    seed: Annotated[str, link_bound(Seed)]  # the shuffle seed of a dealt shoe, a whole number
    decks: Annotated[str, link_bound(Decks)]  # decks in that shoe, 1–8 (default 8)
    hand: Annotated[str, link_bound(Hand)]  # which hand of that shoe, counting from 1 (default 1)
    step: Annotated[str, link_bound(LinkStep)]  # the explanation step to open at, counting from 1
    mode: Annotated[str, link_bound(Mode)]  # ask (the dealer asks at each decision) or show (it shows each step)


class DealRequest(ShoeRequest):
    """One hand of a dealt shoe: ``seed``, ``decks`` and ``hand``."""


class ResolvedAnswer(CoupAnswer):
    """A coup typed in, explained, with the dealer's link to it and the payout calculator's (the same query)."""

    link: HandsQuery
    payouts_link: HandsQuery


class PartialAnswer(TypedDict):
    """A coup typed part way: where it stands and what happens next."""

    ok: Literal[True]
    partial: Literal[True]
    cards: list[str]
    player: list[str]
    banker: list[str]
    next: str
    says: str
    html: str
    link: HandsQuery


class DealAnswer(CoupAnswer, DealtShoe):
    """A dealt hand explained, where its shoe stands, and the dealer's link to it and the payout calculator's (the
    same query)."""

    link: ShoeQuery
    payouts_link: ShoeQuery


class LinkedHands(TypedDict):
    """A typed coup's two hands, as its link gives them."""

    player: str
    banker: str


class LinkedShoe(TypedDict):
    """A dealt hand's shoe, as its link gives it (checked: the hand is one the shoe deals)."""

    seed: int
    decks: int
    hand: int


class HandsLink(TypedDict):
    """What a dealer's link to a typed coup asks for, and the step to open at."""

    ok: Literal[True]
    kind: Literal["deal-resolve"]
    request: LinkedHands
    step: int | None
    mode: Mode | None


class ShoeLink(TypedDict):
    """What a dealer's link to a dealt hand asks for, and the step to open at."""

    ok: Literal[True]
    kind: Literal["deal"]
    request: LinkedShoe
    step: int | None
    mode: Mode | None


class NoLink(TypedDict):
    """A dealer's link that asks for no coup (a step alone, or nothing)."""

    ok: Literal[True]
    kind: Literal["none"]
    request: dict[str, object]
    step: int | None
    mode: Mode | None


#: What a dealer's link asks for: a typed coup, a dealt hand or nothing, the step to open at and the dealer's way.
DealLink = HandsLink | ShoeLink | NoLink


def _coup_answer(coup: Coup, lang: str) -> Answer:
    html = coup_html(coup, stepper=True, asked=asks_html(coup, lang=lang), lang=lang)
    return {"ok": True, "html": html, **coup_to_json(coup, lang=lang)}


def _resolve(request: Mapping[str, Any]) -> Answer:
    """Explain a coup from ``player`` and ``banker`` hands, or from ``cards`` in dealing order; a coup
    typed part way (the cards a learner sees at a table) answers with where it stands and what happens next,
    in the request's ``lang``."""
    lang = read_lang(request)
    try:
        answer = _coup_answer(complete_coup(request), lang)
        link = hands_link(answer["player"], answer["banker"])
        return {**answer, "link": link, "payouts_link": link}
    except CoupError:
        # The pocket dealer's exact arithmetic and its drawing: out of the dealer's start, for a coup typed part way.
        from ..pocket import unfinished
        from ..render.pocket import position_html

        player, banker, cards = (request[name] for name in HAND_FIELDS)
        now = unfinished(cards, player=player, banker=banker)
        if now is None:
            raise
    says = words(lang).say(now.said)
    felt = position_html(now.player, now.banker, now.next, says, lang=lang)
    return {
        "ok": True,
        "partial": True,
        "cards": [card.token for card in now.cards],
        "player": [card.token for card in now.player],
        "banker": [card.token for card in now.banker],
        "next": now.next,
        "says": says,
        "html": f'<div class="bac-partial">{felt}</div>',
        "link": hands_link([card.token for card in now.player], [card.token for card in now.banker]),
    }


def _deal(request: Mapping[str, Any]) -> Answer:
    """Deal hand number ``hand`` (from 1) of the shoe shuffled by ``seed`` with ``decks`` decks, in the request's
    ``lang``."""
    coup, shoe = dealt(request)
    link = shoe_link(shoe)
    return {**_coup_answer(coup, read_lang(request)), **shoe, "link": link, "payouts_link": link}


def _openings(_root: Mapping[str, str | None]) -> list[dict[str, Any]]:
    """The first hands a returning reader's dealer may open on, shipped with the page (the page draws its own).

    >>> [request["seed"] for request in _openings({})]
    [25, 36, 108, 170, 297]
    """
    decks = OPENING_HAND["decks"]
    others = (seed for seed in OPENING_SEEDS if seed != OPENING_HAND["seed"])
    return [{"action": "deal", "seed": seed, "decks": decks, "hand": 1} for seed in others]


def _read_link(params: dict[str, str], lang: str) -> Answer:
    """What a dealer's link asks for: ``kind`` (the action that shows it, or none), its ``request``, the ``step``
    and the ``mode`` (:data:`LINK`, whose :meth:`~.action.Link.parse` is :func:`parse_link`).

        >>> parse_link([("seed", "42"), ("decks", "6")])
        {'ok': True, 'kind': 'deal', 'request': {'seed': 42, 'decks': 6, 'hand': 1}, 'step': None, 'mode': None}
        >>> parse_link([("colour", "red")])["error"]
        "unknown link parameter 'colour': use player, banker, seed, decks, hand, step, mode"
        >>> parse_link([("mode", "quiz")])["error"]
        "mode must be ask or show, not 'quiz'"
    """
    step = whole_number("step", params["step"], 1, _MAX_STEP) if "step" in params else None
    mode = params.get("mode")
    if mode is not None and mode not in MODES:
        raise BaccaratError.said(mark("mode must be ask or show, not {given}"), field="mode", given=quoted(mode))
    return {**linked_coup(params), "step": step, "mode": mode}


#: A dealer's links: its permalink action and its reader (:func:`parse_link`) come from this.
LINK = Link(DealQuery, _read_link, DealLink)
parse_link = LINK.parse


_LONG = "x" * (MAX_TEXT + 1)  # longer than any text field takes

#: Every refusal a reader can reach here, by a name that says what is wrong: the tests keep its English answer
#: (``tests/golden/refusals_en.json``) and word it in every language.
REFUSALS: dict[str, dict[str, Any]] = {
    "deal-resolve-not-a-card": {"action": "deal-resolve", "player": "2 Z", "banker": "3 K"},
    "deal-resolve-ace-as-1": {"action": "deal-resolve", "player": "1 2", "banker": "3 K"},
    "deal-resolve-ace-as-11": {"action": "deal-resolve", "cards": "11 2 3 4"},
    "deal-resolve-not-a-card-long": {"action": "deal-resolve", "player": "2 " + "Z" * 60, "banker": "3 K"},
    "deal-resolve-not-a-card-markup": {"action": "deal-resolve", "cards": "<b>"},
    "deal-resolve-both-ways": {"action": "deal-resolve", "cards": "2 3 2 K 8", "player": "2 2"},
    "deal-resolve-no-banker": {"action": "deal-resolve", "player": "2 2 8"},
    "deal-resolve-no-player": {"action": "deal-resolve", "banker": "3 K"},
    "deal-resolve-four-cards": {"action": "deal-resolve", "player": "2 2 8 4", "banker": "3 K"},
    "deal-resolve-one-card": {"action": "deal-resolve", "player": "2", "banker": "3 K 4"},
    "deal-resolve-banker-third-not-due": {"action": "deal-resolve", "player": "2 2 8", "banker": "3 K 4"},
    "deal-resolve-banker-must-draw": {"action": "deal-resolve", "player": "7 K 5", "banker": "3 K"},
    "deal-resolve-player-third-not-due": {"action": "deal-resolve", "player": "7 K 5", "banker": "7 K"},
    "deal-resolve-natural-third": {"action": "deal-resolve", "player": "9 K 5", "banker": "3 K"},
    "deal-resolve-one-left-over": {"action": "deal-resolve", "cards": "2 3 2 K 8 9"},
    "deal-resolve-many-left-over": {"action": "deal-resolve", "cards": "9 8 K K " + "5 " * 30},
    "deal-resolve-too-long": {"action": "deal-resolve", "player": _LONG, "banker": "3 K"},
    "deal-seed-text": {"action": "deal", "seed": "x"},
    "deal-seed-negative": {"action": "deal", "seed": -1},
    "deal-seed-huge": {"action": "deal", "seed": 2**60},
    "deal-seed-missing": {"action": "deal"},
    "deal-decks-nine": {"action": "deal", "seed": 42, "decks": 9},
    "deal-decks-digits": {"action": "deal", "seed": 42, "decks": "²"},
    "deal-hand-zero": {"action": "deal", "seed": 42, "hand": 0},
    "deal-hand-after-the-shoe": {"action": "deal", "seed": 42, "decks": 1, "hand": 150},
    "deal-link-unknown": {"action": "deal-permalink", "pairs": [["colour", "red"]]},
    "deal-link-twice": {"action": "deal-permalink", "pairs": [["seed", "1"], ["seed", "2"]]},
    "deal-link-long": {"action": "deal-permalink", "pairs": [["seed", "1" * 2_001]]},
    "deal-link-player-only": {"action": "deal-permalink", "pairs": [["player", "2,2"]]},
    "deal-link-cards-and-seed": {
        "action": "deal-permalink",
        "pairs": [["player", "2,2"], ["banker", "3,K"], ["seed", "4"]],
    },
    "deal-link-decks-without-seed": {"action": "deal-permalink", "pairs": [["decks", "6"]]},
    "deal-link-step": {"action": "deal-permalink", "pairs": [["seed", "42"], ["step", "0"]]},
    "deal-link-mode": {"action": "deal-permalink", "pairs": [["seed", "42"], ["mode", "quiz"]]},
    "deal-link-seed": {"action": "deal-permalink", "pairs": [["seed", "4.5"]]},
    "deal-link-hand-after-the-shoe": {
        "action": "deal-permalink",
        "pairs": [["seed", "42"], ["decks", "1"], ["hand", "150"]],
    },
}


WIDGET = Widget(
    "deal",
    (
        Action("deal-resolve", HandsRequest, ResolvedAnswer | PartialAnswer, _resolve),
        Action("deal", DealRequest, DealAnswer, _deal),
    ),
    (
        {"action": "deal-resolve", "player": "2 2 8", "banker": "3 K"},
        {"action": "deal-resolve", "cards": "2 3 2 K 8"},
        {"action": "deal-resolve", "player": "2 Z", "banker": "3 K"},
        {"action": "deal-resolve", "player": "2 2", "banker": "3 K"},
        {"action": "deal", "seed": 42, "decks": 8, "hand": 3},
        {"action": "deal", "seed": "x"},
        {"action": "deal", "seed": 42, "decks": 8, "hand": 3, "lang": "zh-Hant"},
        {"action": "deal-resolve", "player": "2 2", "banker": "3 K", "lang": "zh-Hans"},
        {"action": "deal-permalink", "pairs": [["seed", "42"], ["step", "3"]]},
        {"action": "deal-permalink", "pairs": [["colour", "red"]]},
        {"action": "deal-permalink", "pairs": [["seed", "42"], ["mode", "ask"]]},
        {"action": "deal-permalink", "pairs": [["mode", "quiz"]]},
    ),
    first_requests=_openings,
    link=LINK,
    page="deal/",
    refusals=REFUSALS,
    opens=lambda link: [{"action": link["kind"], **link["request"]}] if link["kind"] != "none" else [],
    link_values=COUP_SAMPLES,
)


#: The words deal.js and deal_view.js say (the dealer), by key: see :mod:`.browser_words`.
BROWSER_WORDS: Words = {
    "deal.getting-ready": mark("Getting the live dealer ready"),
    "deal.link-label": mark("Link to this coup"),
    "deal.open-payouts": mark("Open in the payout calculator"),
    # Translators: {step} is the step a link asked for, {steps} how many steps the coup has (always more than one).
    "deal.step-beyond": ngettext(
        "The link asks for step {step}, but this coup has {steps} step: showing it.",
        "The link asks for step {step}, but this coup has {steps} steps: showing them all.",
        count="steps",
    ),
    # Translators: the status line over the felt, where the reader is: the hand's number in the shoe being dealt (its
    # seed is said under the felt, as what deals the same shoe again).
    "deal.where": mark("Hand {hand} of this shoe"),
    # Translators: the verdict on a Banker's two-part answer: {answer} is the reader's right "Draw" or "Stand" (a
    # button's words); the rule they chose to say why was wrong.
    "deal_view.rule-wrong": mark("{answer} ✓ · rule ✗"),
    # Translators: as above, the other way round: {answer} (the reader's "Draw" or "Stand") was wrong, the rule right.
    "deal_view.rule-right": mark("{answer} ✗ · rule ✓"),
    # Translators: a session's finish, after every fifth coup the dealer asked: {asked} decisions (a natural, a draw,
    # the winner…), {right} of them called right.
    "deal_view.finish-score": ngettext(
        "You called {right} of {asked} decision right.", "You called {right} of {asked} decisions right.", count="asked"
    ),
    # Translators: before the names of the rules the reader missed, each a link to the rule's page.
    "deal_view.finish-practise": mark("Read again before the next coups:"),
    "deal_view.finish-clean": mark("Every decision called as the dealer calls it."),
    "deal_view.finish-ask": mark("Shall I keep asking?"),
    "deal_view.keep-asking": mark("Keep asking"),
}
