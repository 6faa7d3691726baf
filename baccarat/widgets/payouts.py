"""The payout calculator's actions: settle a slip on a coup typed in or dealt, and open a calculator link."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Annotated, Any, Literal, TypedDict

from ..errors import BaccaratError
from ..i18n import mark, read_lang
from ..params import shown
from ..payouts import STANDARD, Bet, PayTable, parse_stake, parse_stakes, pay_table
from ..render.payouts import OPENING_SLIP, STAKE_FIELD, slip_html
from .action import Action, Answer, Link, Widget
from .browser_words import Words
from .contract import JSON, Decks, Default, Samples, Seed, Text, link_bound, parse
from .coups import (
    COUP_SAMPLES,
    CoupAnswer,
    DealtShoe,
    Hand,
    HandsQuery,
    HandsRequest,
    ShoeQuery,
    coup_to_json,
    dealt,
    hands_link,
    linked_coup,
    shoe_link,
    typed_coup,
)

__all__ = ["LINK", "WIDGET", "DealtPayoutsAnswer", "PayoutsAnswer", "PayoutsRequest", "parse_link"]

_MAX_SLIP = 400  # characters: every bet with a large stake fits


class PayoutsRequest(HandsRequest, total=False):
    """A slip on ``table``: ``stakes`` as a link writes them, or ``stake_fields`` (each bet's key and its stake as
    typed); and the coup, typed in (``player`` and ``banker``, or ``cards``) or dealt (``seed``, ``decks``,
    ``hand``)."""

    table: Text
    stakes: Text
    stake_fields: JSON  # each bet's stake as typed, by bet: its reader names the bet's field
    seed: Seed | None
    decks: Annotated[Decks, Default(8)]
    hand: Annotated[Hand, Default(1)]


class PayoutsQuery(TypedDict, total=False):
    """A payout calculator link's query: the table, the coup (typed in, or a shoe's hand) and the slip, as text."""

    # Each as long as the request's field it fills may be: its reader refuses a longer one.
    table: Annotated[str, link_bound(Text)]  # the pay table, e.g. standard or no-commission
    stakes: Annotated[str, link_bound(Text)]  # the slip, bet:amount pairs, e.g. banker:25,tie:5
    player: Annotated[str, link_bound(Text)]  # the Player's cards, comma-separated (with banker)
    banker: Annotated[str, link_bound(Text)]  # the Banker's cards, comma-separated (with player)
    seed: Annotated[str, link_bound(Seed)]  # the shuffle seed of a dealt shoe, a whole number
    decks: Annotated[str, link_bound(Decks)]  # decks in that shoe, 1–8 (default 8)
    hand: Annotated[str, link_bound(Hand)]  # which hand of that shoe, counting from 1 (default 1)


class PayoutsAnswer(CoupAnswer):
    """The slip settled on a coup typed in, the table and the slip as a link writes them, the calculator's link to
    it, and the dealer's link to its coup."""

    table: str
    stakes: str
    link: PayoutsQuery
    dealer_link: HandsQuery | ShoeQuery


class DealtPayoutsAnswer(PayoutsAnswer, DealtShoe):
    """The slip settled on a dealt coup, the table and the slip as a link writes them, and where its shoe stands."""


class LinkedSlip(TypedDict, total=False):
    """What a payout calculator link gives, each part checked: the table, the slip (as the link writes it, and each
    bet's stake as its field shows it) and the coup, typed in (``player`` and ``banker``) or dealt."""

    table: str
    stakes: str
    stake_fields: dict[str, str]
    player: str
    banker: str
    seed: int
    decks: int
    hand: int


class PayoutsLink(TypedDict):
    """What a payout calculator link asks for."""

    ok: Literal[True]
    request: LinkedSlip


def _slip(request: Mapping[str, Any]) -> tuple[str, dict[Bet, Decimal]]:
    """The slip, as a link writes it and read: ``stakes`` as a link gives it, or the calculator's ``stake_fields``.

    ``stake_fields`` maps each bet's key to its field's text, as typed; a blank field is no bet.
    """
    fields = request.get("stake_fields")
    if fields is None:
        slip = request["stakes"]
        return slip, _stakes(slip)
    if not isinstance(fields, Mapping) or len(fields) > len(Bet):
        raise BaccaratError(f"stake_fields: give each bet's stake as text, at most {len(Bet)} of them")
    stakes: dict[Bet, Decimal] = {}
    typed_as: dict[Bet, str] = {}
    for key, typed in fields.items():
        if not isinstance(typed, str) or len(typed) > _MAX_SLIP:
            raise BaccaratError(f"stake_fields: the stake for {shown(key)} is not a short text")
        amount = typed.strip(" \t\r\n")
        if not amount:
            continue
        bet = next((bet for bet in Bet if bet.value == key), None)
        if bet is None:
            raise BaccaratError(f"stake_fields: unknown bet {shown(key)}")
        try:
            stakes[bet] = parse_stake(bet, amount)
        except BaccaratError as error:
            raise error.beside(f"{STAKE_FIELD}{bet.value}", named="stakes") from None
        typed_as[bet] = amount
    in_order = [bet for bet in Bet if bet in stakes]  # a layout's spots come in any order; a slip in one
    return ",".join(f"{bet.value}:{typed_as[bet]}" for bet in in_order), {bet: stakes[bet] for bet in in_order}


def _stakes(slip: str) -> dict[Bet, Decimal]:
    """The slip of a request or link, any problem named as the ``stakes`` parameter's."""
    try:
        if len(slip) > _MAX_SLIP:
            raise BaccaratError.said(
                mark("give at most {most} characters, not {given}"), most=_MAX_SLIP, given=format(len(slip), ",")
            )
        return parse_stakes(slip)
    except BaccaratError as error:
        raise error.beside("stakes") from None


def _table(name: str) -> PayTable:
    try:
        return pay_table(name) if name else STANDARD
    except BaccaratError as error:
        raise error.beside("table") from None


def _payouts(request: Mapping[str, Any]) -> Answer:
    """Settle the slip ``stakes`` on ``table`` for a coup typed in, or dealt from shoe ``seed``, in the request's
    ``lang``."""
    lang = read_lang(request)
    table = _table(request["table"])
    slip, stakes = _slip(request)
    if not stakes:
        raise BaccaratError.said(mark("the slip is empty: put a stake on at least one bet"), field="stakes")
    if request.get("seed") is not None:
        coup, shoe = dealt(request)
    else:
        coup, shoe = typed_coup(request), {}
    html = slip_html(coup, stakes, table, lang=lang)
    played = coup_to_json(coup, lang=lang)
    dealer_link = shoe_link(shoe) if shoe else hands_link(played["player"], played["banker"])
    link = {"table": table.key, **dealer_link, "stakes": slip}
    return {"ok": True, "html": html, "table": table.key, "stakes": slip, **played, **shoe, "link": link,
            "dealer_link": dealer_link}  # fmt: skip


def _read_link(params: dict[str, str], lang: str) -> Answer:
    """What a payout calculator link asks for (:data:`LINK`, whose :meth:`~.action.Link.parse` is :func:`parse_link`).

    >>> link = parse_link([("table", "ez"), ("player", "K,6"), ("banker", "5,K,2"), ("stakes", "banker:25")])
    >>> link["request"]
    {'table': 'ez', 'stakes': 'banker:25', 'stake_fields': {'banker': '25'}, 'player': 'K,6', 'banker': '5,K,2'}
    >>> parse_link([("stakes", "banker:-5")])["error"]
    "stakes: the banker stake must be an amount such as 25 or 12.50 (at most two decimals), not '-5'"
    """
    request: dict[str, Any] = {}
    if "table" in params:
        request["table"] = _table(params["table"].strip()).key
    # The table opens empty: a link with no slip (the dealer's, to settle its coup) puts the opening slip's bets on it.
    slip = params["stakes"] if "stakes" in params else OPENING_SLIP["stakes"]
    amounts = _stakes(slip)
    if not amounts:
        raise BaccaratError.said(mark("the slip is empty: put a stake on at least one bet"), field="stakes")
    request["stakes"] = slip.strip()
    # What each stake field shows: the amount as the link wrote it, by bet.
    request["stake_fields"] = {bet.value: str(amount) for bet, amount in amounts.items()}
    coup = linked_coup(params)
    if coup["kind"] == "deal-resolve":
        typed_coup(
            parse(HandsRequest, coup["request"])
        )  # a link is accepted only if its coup can be settled: a whole coup
    return {"request": {**request, **coup["request"]}}


#: A payout calculator links: its permalink action and its reader (:func:`parse_link`) come from this.
LINK = Link(PayoutsQuery, _read_link, PayoutsLink)
parse_link = LINK.parse


def _opens(link: Mapping[str, Any]) -> list[dict[str, Any]]:
    """What the page asks of a link it has read: its table, slip and coup settled, each the opening slip's where the
    link gives none (the slip as its stake fields show it: the link's reader fills in the opening slip's)."""
    request = dict(link["request"])
    slip = {"stake_fields": request.pop("stake_fields")} if "stake_fields" in request else {}
    request.pop("stakes", None)
    coup = {} if {"player", "seed"} & request.keys() else {"cards": OPENING_SLIP["cards"]}
    opening = {"table": OPENING_SLIP["table"], "stakes": OPENING_SLIP["stakes"]}
    return [{"action": "payouts", **opening, **coup, **slip, **request}]


#: Every refusal a reader can reach here, by a name that says what is wrong: the tests keep its English answer
#: (``tests/golden/refusals_en.json``) and word it in every language.
REFUSALS: dict[str, dict[str, Any]] = {
    "payouts-negative": {"action": "payouts", "cards": "2 3 2 K 8", "stakes": "banker:-5"},
    "payouts-zero": {"action": "payouts", "cards": "2 3 2 K 8", "stakes": "tie:0"},
    "payouts-no-colon": {"action": "payouts", "cards": "2 3 2 K 8", "stakes": "banker"},
    "payouts-unknown-bet": {"action": "payouts", "cards": "2 3 2 K 8", "stakes": "dragon:5"},
    "payouts-twice": {"action": "payouts", "cards": "2 3 2 K 8", "stakes": "banker:5,banker:6"},
    "payouts-empty": {"action": "payouts", "cards": "2 3 2 K 8", "stakes": ""},
    "payouts-slip-too-long": {"action": "payouts", "cards": "2 3 2 K 8", "stakes": "banker:5," + "," * 400},
    "payouts-table": {"action": "payouts", "table": "vegas", "cards": "2 3 2 K 8", "stakes": "banker:5"},
    "payouts-field-text": {"action": "payouts", "cards": "2 3 2 K 8", "stake_fields": {"banker": "10", "tie": "x"}},
    "payouts-field-zero": {"action": "payouts", "cards": "2 3 2 K 8", "stake_fields": {"player-pair": "0.00"}},
    "payouts-field-empty": {"action": "payouts", "cards": "2 3 2 K 8", "stake_fields": {"banker": " "}},
    "payouts-perfect-pair-suits": {"action": "payouts", "cards": "K 2 K 3 5 4", "stakes": "perfect-pair:1"},
    "payouts-lucky-6-stake": {"action": "payouts", "cards": "K 2 K K 5 4", "stakes": "lucky-6:six"},
    "payouts-field-lucky-6": {"action": "payouts", "cards": "K 2 K K 5 4", "stake_fields": {"lucky-6": "-6"}},
    "payouts-link-lucky-6": {"action": "payouts-permalink", "pairs": [["stakes", "lucky-6:0"]]},
    "payouts-unfinished-hands": {"action": "payouts", "player": "2 2", "banker": "3 K", "stakes": "banker:5"},
    "payouts-unfinished-cards": {"action": "payouts", "cards": "2 3 2", "stakes": "banker:5"},
    "payouts-not-a-card": {"action": "payouts", "player": "2 Z", "banker": "3 K", "stakes": "banker:5"},
    "payouts-no-hands": {"action": "payouts", "stakes": "banker:5"},
    "payouts-left-over": {"action": "payouts", "cards": "2 3 2 K 8 9", "stakes": "banker:5"},
    "payouts-hand-after-the-shoe": {"action": "payouts", "seed": 42, "decks": 1, "hand": 150, "stakes": "banker:5"},
    "payouts-link-stakes": {"action": "payouts-permalink", "pairs": [["stakes", "tie:1e9999"]]},
    "payouts-link-table": {"action": "payouts-permalink", "pairs": [["table", "vegas"]]},
    "payouts-link-unknown": {"action": "payouts-permalink", "pairs": [["colour", "red"]]},
    "payouts-link-both": {"action": "payouts-permalink", "pairs": [["player", "2"], ["banker", "3"], ["seed", "1"]]},
}


WIDGET = Widget(
    "payouts",
    (Action("payouts", PayoutsRequest, PayoutsAnswer | DealtPayoutsAnswer, _payouts),),
    (
        {
            "action": "payouts",
            "table": "no-commission",
            "player": "K 6",
            "banker": "5 K 2",
            "stakes": "banker:25,tie:5,player-pair:5",
        },
        {
            "action": "payouts",
            "table": "ez",
            "seed": 42,
            "decks": 8,
            "hand": 2,
            "stakes": "dragon-7:1,dragon-bonus-banker:5",
        },
        {"action": "payouts", "cards": "Kh 2s Kh 3d 5c 4s", "stakes": "perfect-pair:2.50,either-pair:1"},
        {"action": "payouts", "cards": "K 6 5 K K", "stakes": "banker:20,tie:5,player-pair:5", "lang": "zh-Hans"},
        {"action": "payouts", "cards": "2 3 2 K 8", "stakes": "banker:-5"},
        {"action": "payouts", "cards": "2 3 2 K 8", "stake_fields": {"banker": "10", "tie": "x"}},
        {
            "action": "payouts-permalink",
            "pairs": [["table", "ez"], ["player", "K,6"], ["banker", "5,K,2"], ["stakes", "tie:5"]],
        },
        {"action": "payouts-permalink", "pairs": [["stakes", "tie:1e9999"]]},
    ),
    link=LINK,
    page="payouts/",
    refusals=REFUSALS,
    opens=_opens,
    link_values={
        **COUP_SAMPLES,
        "table": Samples(("standard", "ez", "no-commission"), ("nope", "")),
        "stakes": Samples(
            ("banker:25", "banker:25,tie:5", "dragon-7:1", "banker:12.5", "lucky-6:2"),
            ("tie:1e9999", "banker:-5", "", "x", "lucky-6:0"),
        ),
    },
)


#: The words payouts.js says (the payout table), by key: see :mod:`.browser_words`.
BROWSER_WORDS: Words = {
    "payouts.getting-ready": mark("Getting the table ready"),
    "payouts.ready": mark("Ready: pick a chip, tap the spots you bet on, then Deal."),
    "payouts.link-label": mark("Link to this slip"),
    # Translators: read out before the amount on a betting spot ("stake 25.00"): keep the space after it.
    "payouts.stake": mark("stake "),
    "payouts.no-bet": mark("no bet"),
    "payouts.on-table": mark("On the table: {amount}"),
    "payouts.no-bets": mark("No bets yet: pick a chip, tap a bet, then Deal."),
    # Translators: {bet} is the bet's name, {amount} the stake on it now, {chip} the chip just added.
    "payouts.chip-added": mark("{bet}: {amount} (a chip of {chip} added)."),
    "payouts.nothing-to-undo": mark("No chip to take back since the last settlement."),
    "payouts.took-back": mark("Took back a chip of {amount} from {bet}."),
    "payouts.cleared": mark("The layout is clear."),
    # Translators: {on_table} is the sentence "On the table: {amount}".
    "payouts.rebet": mark("The last slip's bets are back on the layout. {on_table}."),
    # Translators: what a betting spot pays on the table chosen; {pays} is the package's own, as in "1 to 1".
    "payouts.pays": mark("pays {pays}"),
    "payouts.settled": mark("Settled: the slip nets {net}."),
    # Translators: {shoe} says which hand of which shoe was dealt.
    "payouts.settled-shoe": mark("Settled: the slip nets {net}. {shoe}"),
    "payouts.open-dealer": mark("Open in the dealer"),
    # Translators: the main button's label once the reader has typed a coup: it settles that coup, not a dealt one.
    "payouts.settle-typed": mark("Settle the typed coup"),
}
