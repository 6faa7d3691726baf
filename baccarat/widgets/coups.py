"""Coups asked for by a request: typed in or dealt from a shoe, and a coup as JSON.

The dealer, the payout calculator and the command line share them; the dealer's own actions are in
:mod:`.deal`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Annotated, Any, Literal, NotRequired, TypedDict

from ..coup import Coup, Side, explain, resolve, resolve_hands
from ..errors import BaccaratError, CoupError, quoted, verbatim
from ..i18n import mark, read_lang, words
from ..render.deal import shoe_info
from ..shoe import Shoe
from .contract import Asked, Decks, Default, Range, Samples, Seed, Text, parse

__all__ = [
    "COUP_PARAMETERS",
    "COUP_SAMPLES",
    "CoupAnswer",
    "CoupJSON",
    "DealtShoe",
    "Hand",
    "HandsQuery",
    "HandsRequest",
    "ShoeQuery",
    "Step",
    "coup_to_json",
    "dealt",
    "hands_link",
    "linked_coup",
    "shoe_link",
    "shoe_request",
    "typed_coup",
]

#: Query parameters a link names a coup with, typed in or dealt (what each means is said beside it in each link's
#: query: :class:`~.deal.DealQuery`, :class:`~.payouts.PayoutsQuery`).
COUP_PARAMETERS = ("player", "banker", "seed", "decks", "hand")
_MAX_HAND = 200  # more coups than any shoe holds
SHOE_FIELDS = ("seed", "decks", "hand")
HAND_FIELDS = ("player", "banker", "cards")
#: Which hand of a dealt shoe: a whole number, or its digits.
Hand = Annotated[int | str, Range(1, _MAX_HAND)]
#: Values of the coup's link parameters for the link tests, beside those the declarations give (``hand``'s edges):
#: typed hands, whole and part way, and hands that are none; a hand deep in a shoe, and one past any shoe's end.
COUP_SAMPLES = {
    "player": Samples(("2,2,8", "K,6", "2,2", "9,9"), ("2,Z", "", "<b>")),
    "banker": Samples(("3,K", "5,K,2", "K"), ("x", "")),
    "hand": Samples(("3", "60"), ("93",)),
}


class ShoeRequest(Asked):
    """One hand of a dealt shoe: its ``seed``, ``decks`` and ``hand``."""

    seed: Seed
    decks: NotRequired[Annotated[Decks, Default(8)]]
    hand: NotRequired[Annotated[Hand, Default(1)]]


class HandsRequest(Asked, total=False):
    """A coup typed in: the two hands, or the cards in dealing order."""

    player: Text
    banker: Text
    cards: Text


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


class DealtShoe(TypedDict):
    """Where a dealt hand's shoe stands."""

    seed: int
    decks: int
    hand: int
    cards_left: int
    finished: bool
    burned: list[str]
    shoe_info: str


def shoe_request(fields: Mapping[str, Any]) -> dict[str, int]:
    """The ``seed``, ``decks`` (default 8) and ``hand`` (default 1) naming one hand of a dealt shoe.

        >>> shoe_request({"seed": "42"})
        {'seed': 42, 'decks': 8, 'hand': 1}

    Raises :class:`~baccarat.errors.BaccaratError` naming the field that is not a number in its range.
    """
    parsed = parse(ShoeRequest, fields)
    return {name: parsed[name] for name in SHOE_FIELDS}


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
                "text": words(lang).say(explain(step)),
                "player_total": step.player_total,
                "banker_total": step.banker_total,
                "card": step.card.token if step.card else None,
                "draws": step.draws,
                "chart_cell": list(step.chart_cell) if step.chart_cell else None,
            }
            for step in coup.steps
        ],
    }


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
        return complete_coup(request)
    except CoupError as error:
        from ..pocket import refused  # the pocket dealer's exact arithmetic: only for a coup typed part way

        player, banker, cards = (request[name] for name in HAND_FIELDS)
        raise refused(error, cards, player=player, banker=banker, field="cards" if cards else None) from None


def complete_coup(request: Mapping[str, Any]) -> Coup:
    """The coup typed as ``player`` and ``banker`` hands, or as ``cards`` in dealing order (a parsed
    :class:`HandsRequest`: :func:`~.contract.parse`), played out.

    Raises :class:`~baccarat.errors.CoupError` for cards that stop before the coup is over (the dealer shows
    where such a coup stands), and :class:`~baccarat.errors.BaccaratError` for anything else wrong with them.
    """
    player, banker, cards = (request[name] for name in HAND_FIELDS)
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


def _shown_by_the_dealer(request: Mapping[str, Any]) -> None:
    """Raise what the dealer would refuse the coup typed in ``request`` with: a coup typed part way is shown, as a
    position; any other coup that is not over is refused."""
    try:
        complete_coup(request)
    except CoupError:
        from ..pocket import unfinished  # the pocket dealer's exact arithmetic: only for a coup typed part way

        player, banker, cards = (request[name] for name in HAND_FIELDS)
        if unfinished(cards, player=player, banker=banker) is None:
            raise


def dealt(request: Mapping[str, Any]) -> tuple[Coup, dict[str, Any]]:
    """Hand number ``hand`` (from 1) of the shoe shuffled by ``seed`` with ``decks`` decks, and where it stands
    (said in the request's ``lang``), of a parsed request (:func:`~.contract.parse`)."""
    wanted = {name: request[name] for name in SHOE_FIELDS}
    shoe = Shoe(wanted["decks"], seed=wanted["seed"])
    coups = shoe.deal_many(wanted["hand"])
    if len(coups) < wanted["hand"]:
        raise BaccaratError.said(
            mark("this shoe ends after {count} hands (the cut card came out): there is no hand {hand}"),
            field="hand",
            count=len(coups),
            hand=wanted["hand"],
        )
    before = shoe.cards_left + len(coups[-1].cards)  # before the hand: the same at every step, never telling its draws
    return coups[-1], {
        **wanted,
        "cards_left": shoe.cards_left,
        "finished": shoe.finished,
        "burned": [card.token for card in shoe.burned],
        "shoe_info": shoe_info(
            wanted["seed"], wanted["decks"], wanted["hand"], before, shoe.finished, lang=read_lang(request)
        ),
    }


def linked_coup(params: Mapping[str, str]) -> dict[str, Any]:
    """The coup a link's checked parameters name: ``kind``, the dealer's action that shows it (``deal-resolve``
    for two hands typed in, ``deal`` for a shoe's hand, or ``none``), and that action's ``request``. Parameters
    other than :data:`COUP_PARAMETERS` are the caller's.

        >>> linked_coup({"seed": "42", "decks": "6"})
        {'kind': 'deal', 'request': {'seed': 42, 'decks': 6, 'hand': 1}}

    Raises :class:`~baccarat.errors.BaccaratError` for a link that mixes hands and a shoe, gives one hand,
    gives cards the dealer cannot show, gives a shoe without its seed, or names a hand its shoe does not deal.
    """
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
        _shown_by_the_dealer(
            parse(HandsRequest, typed)
        )  # a link is accepted only if the coup it leads to is (part way: a position)
        return {"kind": "deal-resolve", "request": typed}
    if shoe:
        if "seed" not in params:
            raise BaccaratError.said(mark("a link to a dealt shoe needs its {seed}"), seed=verbatim("seed"))
        request = shoe_request(params)
        dealt(request)  # a link is accepted only if the deal it leads to is (no hand after the shoe's end)
        return {"kind": "deal", "request": request}
    return {"kind": "none", "request": {}}
