"""The dealer's actions: explain a coup typed in or dealt from a shoe, and open a dealer's link.

The coup helpers here (a typed coup, a dealt one, a coup as JSON) also serve the payout calculator.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Annotated, Any, Literal, NotRequired, TypedDict

from ..coup import Coup, Side, explain, resolve, resolve_hands
from ..errors import BaccaratError, CoupError, quoted, verbatim
from ..i18n import mark, read_lang
from ..params import link_params, seed_number, text, whole_number
from ..render.coup import coup_html
from ..render.deal import shoe_info
from ..shoe import MAX_DECKS, MIN_DECKS, Shoe
from .action import Action, Answer, Widget, refused
from .contract import Asked, Decks, LinkPairs, Range, Refusal, Seed, Text

if TYPE_CHECKING:  # the pocket dealer's module loads exact arithmetic: only for a coup typed part way
    pass

__all__ = [
    "LINK_PARAMETERS",
    "WIDGET",
    "CoupAnswer",
    "CoupJSON",
    "DealAnswer",
    "DealRequest",
    "DealtShoe",
    "Hand",
    "HandsQuery",
    "HandsRequest",
    "PermalinkRequest",
    "ShoeQuery",
    "coup_to_json",
    "dealt",
    "hands_link",
    "parse_link",
    "shoe_link",
    "typed_coup",
]

#: Query parameters a dealer's link may carry, and what each means.
LINK_PARAMETERS: dict[str, str] = {
    "player": "the Player's cards, comma-separated (with banker)",
    "banker": "the Banker's cards, comma-separated (with player)",
    "seed": "the shuffle seed of a dealt shoe, a whole number",
    "decks": f"decks in that shoe, {MIN_DECKS}–{MAX_DECKS} (default 8)",
    "hand": "which hand of that shoe, counting from 1 (default 1)",
    "step": "the explanation step to open at, counting from 1",
}
_MAX_HAND = 200  # more coups than any shoe holds
SHOE_FIELDS = ("seed", "decks", "hand")
HAND_FIELDS = ("player", "banker", "cards")
_MAX_STEP = 20  # more steps than any coup explains
#: Which hand of a dealt shoe: a whole number, or its digits.
Hand = Annotated[int | str, Range(1, _MAX_HAND)]


class HandsRequest(Asked, total=False):
    """A coup typed in: the two hands, or the cards in dealing order."""

    player: Text
    banker: Text
    cards: Text


class DealRequest(Asked):
    """One hand of a dealt shoe: ``seed``, ``decks`` (default 8) and ``hand`` (default 1)."""

    seed: Seed
    decks: NotRequired[Decks]
    hand: NotRequired[Hand]


class PermalinkRequest(Asked, total=False):
    """A link's query, to check and read."""

    pairs: LinkPairs


class Step(TypedDict):
    """One step of a coup's explanation."""

    rule: str
    text: str
    player_total: int
    banker_total: int
    card: str | None
    draws: bool | None
    chart_cell: list[int | None] | None


class CoupJSON(TypedDict):
    """A coup as plain data (:func:`coup_to_json`)."""

    cards: list[str]
    player: list[str]
    banker: list[str]
    player_total: int
    banker_total: int
    outcome: Literal["banker", "player", "tie"]
    natural: bool
    steps: list[Step]


class CoupAnswer(CoupJSON):
    """A coup explained: its data and its drawing, with the steps to go through."""

    ok: Literal[True]
    html: str


class HandsQuery(TypedDict):
    """A link's query to a coup typed in: each hand's cards, comma-separated, as Python read them."""

    player: str
    banker: str


class ShoeQuery(TypedDict):
    """A link's query to a hand of a dealt shoe: its seed, decks and hand, as text."""

    seed: str
    decks: str
    hand: str


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


class DealtShoe(TypedDict):
    """Where a dealt hand's shoe stands."""

    seed: int
    decks: int
    hand: int
    cards_left: int
    finished: bool
    burned: list[str]
    shoe_info: str


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
    kind: Literal["resolve"]
    request: LinkedHands
    step: int | None


class ShoeLink(TypedDict):
    """What a dealer's link to a dealt hand asks for, and the step to open at."""

    ok: Literal[True]
    kind: Literal["deal"]
    request: LinkedShoe
    step: int | None


class NoLink(TypedDict):
    """A dealer's link that asks for no coup (a step alone, or nothing)."""

    ok: Literal[True]
    kind: Literal["none"]
    request: dict[str, object]
    step: int | None


#: What a dealer's link asks for: a typed coup, a dealt hand or nothing, and the step to open at.
DealLink = HandsLink | ShoeLink | NoLink


def shoe_request(fields: Mapping[str, Any]) -> dict[str, int]:
    """The ``seed``, ``decks`` (default 8) and ``hand`` (default 1) naming one hand of a dealt shoe."""
    return {
        "seed": seed_number(fields.get("seed")),
        "decks": whole_number("decks", fields.get("decks", 8), MIN_DECKS, MAX_DECKS),
        "hand": whole_number("hand", fields.get("hand", 1), 1, _MAX_HAND),
    }


def coup_to_json(coup: Coup, *, lang: str = "en") -> dict[str, Any]:
    """A coup as plain JSON-safe data: the one shape the command line and the browser share (its steps'
    words in ``lang``).

        >>> coup_to_json(resolve("9 8 K K"))["outcome"]
        'player'

    Raises nothing for a language of :data:`~baccarat.i18n.LANGUAGES`: a coup is always representable.
    """
    return {
        "cards": [card.token for card in coup.cards],
        "player": [card.token for card in coup.player.cards],
        "banker": [card.token for card in coup.banker.cards],
        "player_total": coup.player.total,
        "banker_total": coup.banker.total,
        "outcome": coup.outcome.value,
        "natural": coup.natural,
        "steps": [
            {
                "rule": step.rule,
                "text": explain(step, lang=lang),
                "player_total": step.player_total,
                "banker_total": step.banker_total,
                "card": step.card.token if step.card else None,
                "draws": step.draws,
                "chart_cell": list(step.chart_cell) if step.chart_cell else None,
            }
            for step in coup.steps
        ],
    }


def _coup_answer(coup: Coup, lang: str) -> Answer:
    return {"ok": True, "html": coup_html(coup, stepper=True, lang=lang), **coup_to_json(coup, lang=lang)}


def hands_link(player: Iterable[str], banker: Iterable[str]) -> dict[str, str]:
    """A link's query to the coup of these cards (tokens as Python read them), for the dealer or the payouts.

        >>> hands_link(["2", "2", "8"], ["3", "K"])
        {'player': '2,2,8', 'banker': '3,K'}

    Raises nothing.
    """
    return {"player": ",".join(player), "banker": ",".join(banker)}


def shoe_link(shoe: Mapping[str, int]) -> dict[str, str]:
    """A link's query to hand ``hand`` of shoe ``seed`` with ``decks`` decks, for the dealer or the payouts.

        >>> shoe_link({"seed": 42, "decks": 8, "hand": 3, "cards_left": 400})
        {'seed': '42', 'decks': '8', 'hand': '3'}

    Raises KeyError for a shoe without one of them.
    """
    return {name: str(shoe[name]) for name in SHOE_FIELDS}


def typed_coup(request: Mapping[str, Any]) -> Coup:
    """The coup typed as ``player`` and ``banker`` hands, or as ``cards`` in dealing order.

    Cards that stop before the coup is over are refused with what happens next, for the hand it happens to.
    """
    try:
        return _typed_coup(request)
    except CoupError as error:
        from ..pocket import refused  # the pocket dealer's exact arithmetic: only for a coup typed part way

        player, banker, cards = (text(request, name) for name in HAND_FIELDS)
        raise refused(error, cards, player=player, banker=banker, field="cards" if cards else None) from None


def _typed_coup(request: Mapping[str, Any]) -> Coup:
    player, banker, cards = (text(request, name) for name in HAND_FIELDS)
    if cards:
        if player or banker:
            raise BaccaratError.said(mark("give either the dealing order or the two hands, not both"), field="cards")
        return resolve(cards)
    if not (player and banker):
        missing = Side.BANKER if player else Side.PLAYER
        raise BaccaratError.said(
            mark(
                "the {side} hand is empty: give both hands, e.g. {player} {example_player} and {banker} {example_banker}"  # noqa: E501
            ),
            field=missing.value,
            side=missing.said,
            player=Side.PLAYER.said,
            example_player=quoted("2 2 8"),
            banker=Side.BANKER.said,
            example_banker=quoted("3 K"),
        )
    return resolve_hands(player=player, banker=banker)


def dealt(request: Mapping[str, Any]) -> tuple[Coup, dict[str, Any]]:
    """Hand number ``hand`` (from 1) of the shoe shuffled by ``seed`` with ``decks`` decks, and where it stands
    (said in the request's ``lang``)."""
    wanted = shoe_request(request)
    shoe = Shoe(wanted["decks"], seed=wanted["seed"])
    coups = shoe.deal_many(wanted["hand"])
    if len(coups) < wanted["hand"]:
        raise BaccaratError.said(
            mark("this shoe ends after {count} hands (the cut card came out): there is no hand {hand}"),
            field="hand",
            count=len(coups),
            hand=wanted["hand"],
        )
    return coups[-1], {
        **wanted,
        "cards_left": shoe.cards_left,
        "finished": shoe.finished,
        "burned": [card.token for card in shoe.burned],
        "shoe_info": shoe_info(
            wanted["seed"], wanted["decks"], wanted["hand"], shoe.cards_left, shoe.finished, lang=read_lang(request)
        ),
    }


def _resolve(request: Mapping[str, Any]) -> Answer:
    """Explain a coup from ``player`` and ``banker`` hands, or from ``cards`` in dealing order; a coup
    typed part way (the cards a learner sees at a table) answers with where it stands and what happens next,
    in the request's ``lang``."""
    lang = read_lang(request)
    try:
        answer = _coup_answer(_typed_coup(request), lang)
        link = hands_link(answer["player"], answer["banker"])
        return {**answer, "link": link, "payouts_link": link}
    except CoupError:
        # The pocket dealer's exact arithmetic and its drawing: out of the dealer's start, for a coup typed part way.
        from ..pocket import unfinished
        from ..render.pocket import position_html

        player, banker, cards = (text(request, name) for name in HAND_FIELDS)
        now = unfinished(cards, player=player, banker=banker, lang=lang)
        if now is None:
            raise
    felt = position_html(now.player, now.banker, now.next, now.says, lang=lang)
    return {
        "ok": True,
        "partial": True,
        "cards": [card.token for card in now.cards],
        "player": [card.token for card in now.player],
        "banker": [card.token for card in now.banker],
        "next": now.next,
        "says": now.says,
        "html": f'<div class="bac-partial">{felt}</div>',
        "link": hands_link([card.token for card in now.player], [card.token for card in now.banker]),
    }


def _deal(request: Mapping[str, Any]) -> Answer:
    """Deal hand number ``hand`` (from 1) of the shoe shuffled by ``seed`` with ``decks`` decks, in the request's
    ``lang``."""
    coup, shoe = dealt(request)
    link = shoe_link(shoe)
    return {**_coup_answer(coup, read_lang(request)), **shoe, "link": link, "payouts_link": link}


def parse_link(pairs: Iterable[tuple[str, str]] | object, *, lang: str = "en") -> Answer:
    """Check a permalink's query parameters and say what it asks for (a refusal in ``lang``).

        >>> parse_link([("seed", "42"), ("decks", "6")])
        {'ok': True, 'kind': 'deal', 'request': {'seed': 42, 'decks': 6, 'hand': 1}, 'step': None}
        >>> parse_link([("colour", "red")])["error"]
        "unknown link parameter 'colour': use player, banker, seed, decks, hand, step"

    Answers a refusal (:func:`~.action.refused`) for unknown, repeated or bad parameters.
    """
    try:
        return {"ok": True, **link_request(pairs)}
    except BaccaratError as error:
        return refused(error, lang)


def link_request(pairs: object, known: Mapping[str, str] = LINK_PARAMETERS) -> dict[str, Any]:
    """What a dealer's link asks for: ``kind`` (resolve, deal or none), its ``request`` and the ``step``."""
    params = link_params(pairs, known)
    step = whole_number("step", params["step"], 1, _MAX_STEP) if "step" in params else None
    hands = {"player", "banker"} & params.keys()
    shoe = set(SHOE_FIELDS) & params.keys()
    if hands and shoe:
        raise BaccaratError.said(
            mark("a link gives either {player} and {banker}, or {seed} (with {decks} and {hand}), not both"),
            player=verbatim("player"),
            banker=verbatim("banker"),
            seed=verbatim("seed"),
            decks=verbatim("decks"),
            hand=verbatim("hand"),
        )
    if hands:
        if hands != {"player", "banker"}:
            raise BaccaratError.said(
                mark("a link with cards needs both {player} and {banker}"),
                player=verbatim("player"),
                banker=verbatim("banker"),
            )
        typed = {"player": params["player"], "banker": params["banker"]}
        _resolve(typed)  # a link is accepted only if the coup it leads to is (cards part way are: a position)
        return {"kind": "resolve", "request": typed, "step": step}
    if shoe:
        if "seed" not in params:
            raise BaccaratError.said(mark("a link to a dealt shoe needs its {seed}"), seed=verbatim("seed"))
        request = shoe_request(params)
        dealt(request)  # a link is accepted only if the deal it leads to is (no hand after the shoe's end)
        return {"kind": "deal", "request": request, "step": step}
    return {"kind": "none", "request": {}, "step": step}


WIDGET = Widget(
    "deal",
    "deal",
    (
        Action("resolve", HandsRequest, ResolvedAnswer | PartialAnswer, _resolve),
        Action("deal", DealRequest, DealAnswer, _deal),
        Action(
            "permalink",
            PermalinkRequest,
            DealLink | Refusal,
            lambda request: parse_link(request.get("pairs"), lang=read_lang(request)),
        ),
    ),
    (
        {"action": "resolve", "player": "2 2 8", "banker": "3 K"},
        {"action": "resolve", "cards": "2 3 2 K 8"},
        {"action": "resolve", "player": "2 Z", "banker": "3 K"},
        {"action": "resolve", "player": "2 2", "banker": "3 K"},
        {"action": "deal", "seed": 42, "decks": 8, "hand": 3},
        {"action": "deal", "seed": "x"},
        {"action": "deal", "seed": 42, "decks": 8, "hand": 3, "lang": "zh-Hant"},
        {"action": "resolve", "player": "2 2", "banker": "3 K", "lang": "zh-Hans"},
        {"action": "permalink", "pairs": [["seed", "42"], ["step", "3"]]},
        {"action": "permalink", "pairs": [["colour", "red"]]},
    ),
    link_parameters=tuple(LINK_PARAMETERS),
)
