"""The session calculator's actions: a session of equal bets worked out exactly, sample sessions, and its links.

It lives on the house edge page (``/edge/``), whose address stays as readers linked it."""

from __future__ import annotations

import time
from collections.abc import Mapping
from decimal import Decimal
from typing import Annotated, Any, Literal, NotRequired, TypedDict

from ..errors import BaccaratError, quoted
from ..i18n import mark, read_lang
from ..params import field_name, keys, said_shown
from ..payouts import STANDARD, Bet, parse_stake, pay_table
from ..progress import Progress
from ..render.session import samples_html, session_html
from ..session import MAX_COUPS, ruin_chance, session
from .action import Action, Answer, Link, Widget
from .browser_words import Words
from .contract import (
    Asked,
    Decks,
    Default,
    Range,
    Samples,
    Seed,
    Text,
    link_bound,
    parse,
)

__all__ = [
    "LINK",
    "WIDGET",
    "SamplesAnswer",
    "SamplesRequest",
    "SessionAnswer",
    "SessionRequest",
    "parse_link",
]


#: An amount of money as typed (its reader, the stake fields', names what is wrong with it).
Amount = str | int | float | None
#: How many bets a session holds: a whole number, or its digits.
Coups = Annotated[int | str, Range(1, MAX_COUPS)]


class SessionRequest(Asked, total=False):
    """A session of ``coups`` equal bets of ``stake`` on ``bet`` at ``table`` with ``decks`` decks, and a
    ``bankroll`` (optional) for the risk of ruin; amounts as typed."""

    bet: Annotated[Text, Default("banker")]
    table: Text
    decks: Annotated[Decks, Default(8)]
    stake: Annotated[Amount, Default("10")]
    coups: Annotated[Coups, Default(100)]
    bankroll: Amount


class SamplesRequest(SessionRequest, total=False):
    """The same session's samples, from shoe ``seed`` on."""

    seed: Annotated[Seed, Default(1)]


class SessionLinkRequest(TypedDict):
    """A session as its link writes it: each field as text."""

    # Each as long as the request's field it fills may be: its reader refuses a longer one.
    bet: Annotated[str, link_bound(Text)]  # the bet, e.g. banker, player, tie or dragon-7
    table: Annotated[str, link_bound(Text)]  # the pay table, e.g. standard or no-commission
    decks: Annotated[str, link_bound(Decks)]  # the number of decks, 1 to 8
    stake: Annotated[str, link_bound(Amount)]  # the stake of every bet, e.g. 10 or 12.50
    coups: Annotated[str, link_bound(Coups)]  # the number of bets, 1 to 10,000
    bankroll: NotRequired[Annotated[str, link_bound(Amount)]]  # the money you start with, for the risk of ruin


class SessionAnswer(TypedDict):
    """The exact session drawn, its link, and how long it took (for the benchmark)."""

    ok: Literal[True]
    html: str
    link: SessionLinkRequest
    session_ms: float
    ruin_ms: NotRequired[float]


class SamplesAnswer(TypedDict):
    """Sample sessions drawn around the exact average, and the seed they start from."""

    ok: Literal[True]
    html: str
    note: str
    seed: int


class LinkedRequest(SessionLinkRequest):
    """A session calculator link's request, and the samples' first shoe if it names one."""

    seed: NotRequired[Annotated[str, link_bound(Seed)]]  # the first shoe of the sample sessions


class SessionLink(TypedDict):
    """What a session calculator link asks for."""

    ok: Literal[True]
    request: LinkedRequest


def _amount(name: str, value: object, *, optional: bool = False) -> Decimal | None:
    """An amount of money as the stake fields take it, the problem named as ``name``'s."""
    typed = "" if value is None else value
    if isinstance(typed, str) and not typed.strip(" \t\r\n"):
        if optional:
            return None
        raise BaccaratError.said(mark("give an amount such as 10 or 12.50")).beside(name)
    try:
        return parse_stake(Bet.BANKER, typed)  # its checks; the message is reworded to name this field
    except BaccaratError as error:
        if "more than 0" in str(error):
            raise BaccaratError.said(
                mark("{name} must be more than 0, not {given}"),
                field=name,
                name=field_name(name),
                given=said_shown(value),
            ) from None
        raise BaccaratError.said(
            mark("{name} must be an amount such as 10 or 12.50 (at most two decimals), not {given}"),
            field=name,
            name=field_name(name),
            given=said_shown(value),
        ) from None


def _settings(request: Mapping[str, Any]) -> dict[str, Any]:
    """The session a parsed request (or link: :func:`~.contract.parse`) asks for, each field checked and any problem
    named."""
    bet_key = request["bet"]
    bet = next((bet for bet in Bet if bet.value == bet_key), None)
    if bet is None:
        raise BaccaratError.said(
            mark("unknown bet {given}: use one of {bets}"), given=quoted(bet_key), bets=keys(b.value for b in Bet)
        ).beside("bet")
    try:
        table = pay_table(request["table"]) if request["table"] else STANDARD
    except BaccaratError as error:
        raise error.beside("table") from None
    decks, coups = request["decks"], request["coups"]
    stake = _amount("stake", request["stake"])
    bankroll = _amount("bankroll", request.get("bankroll"), optional=True)
    if bankroll is not None and stake is not None and bankroll < stake:
        raise BaccaratError.said(mark("give at least one stake ({stake}), or leave it empty"), stake=str(stake)).beside(
            "bankroll"
        )
    return {"bet": bet, "table": table, "decks": decks, "coups": coups, "stake": stake, "bankroll": bankroll}


def _link(settings: Mapping[str, Any]) -> dict[str, str]:
    link = {
        "bet": settings["bet"].value,
        "table": settings["table"].key,
        "decks": str(settings["decks"]),
        "stake": str(settings["stake"]),
        "coups": str(settings["coups"]),
    }
    if settings["bankroll"] is not None:
        link["bankroll"] = str(settings["bankroll"])
    return link


def _session(request: Mapping[str, Any], /, *, progress: Progress | None = None) -> Answer:
    """The exact session: its figures as HTML (with the data-* hooks) and the link to it, in the request's ``lang``,
    telling ``progress`` (if given) how far the risk of ruin has got (the rest takes no time to speak of)."""
    lang = read_lang(request)
    settings = _settings(request)
    bet, table, decks, coups, stake, bankroll = (
        settings[name] for name in ("bet", "table", "decks", "coups", "stake", "bankroll")
    )
    started = time.perf_counter()
    result = session(bet, table=table, decks=decks, coups=coups)
    timing = {"session_ms": round((time.perf_counter() - started) * 1000, 2)}
    ruin = None
    if bankroll is not None:
        started = time.perf_counter()
        try:
            ruin = ruin_chance(
                bet, bankroll=bankroll, stake=stake, table=table, decks=decks, coups=coups, progress=progress
            )
        except BaccaratError as error:
            # Translators: {error} is a whole sentence (with its full stop in Chinese); this one follows it.
            raise BaccaratError.said(
                mark("{error}; leave the bankroll empty for a longer session"), error=error
            ).beside("bankroll") from None
        timing["ruin_ms"] = round((time.perf_counter() - started) * 1000, 2)
    html = session_html(bet, table, decks, stake, result, bankroll=bankroll, ruin=ruin, lang=lang)
    # The timings are for the benchmark (scripts/bench), which reads them in the browser.
    return {"ok": True, "html": html, "link": _link(settings), **timing}


def _samples(request: Mapping[str, Any], /, *, progress: Progress | None = None) -> Answer:
    """About 20 play-money sessions dealt by the package's own shoe, drawn around the exact average, in the
    request's ``lang``, telling ``progress`` (if given) how many are dealt."""
    lang = read_lang(request)
    settings = _settings(request)
    seed = request["seed"]
    bet, table, decks, coups, stake = (settings[name] for name in ("bet", "table", "decks", "coups", "stake"))
    html, note = samples_html(bet, table, decks, coups, stake, seed, lang=lang, progress=progress)
    return {"ok": True, "html": html, "note": note, "seed": seed}


def _read_link(params: dict[str, str], lang: str) -> Answer:
    """What a session calculator link asks for (:data:`LINK`, whose :meth:`~.action.Link.parse` is :func:`parse_link`).

    >>> parse_link([("bet", "banker"), ("coups", "100"), ("bankroll", "200")])["request"]
    {'bet': 'banker', 'table': 'standard', 'decks': '8', 'stake': '10', 'coups': '100', 'bankroll': '200'}
    >>> parse_link([("coups", "²")])["error"]
    "coups must be a whole number from 1 to 10000, not '²'"
    """
    parsed = parse(SamplesRequest, params)
    request = _link(_settings(parsed))
    if "seed" in params:
        request["seed"] = str(parsed["seed"])
    return {"request": request}


#: A session calculator links: its permalink action and its reader (:func:`parse_link`) come from this.
LINK = Link(LinkedRequest, _read_link, SessionLink)
parse_link = LINK.parse


#: Every refusal a reader can reach here, by a name that says what is wrong: the tests keep its English answer
#: (``tests/golden/refusals_en.json``) and word it in every language.
REFUSALS: dict[str, dict[str, Any]] = {
    "session-coups-digits": {"action": "session", "bet": "tie", "coups": "²"},
    "session-coups-zero": {"action": "session", "bet": "tie", "coups": 0},
    "session-decks": {"action": "session", "bet": "tie", "decks": 9},
    "session-stake-negative": {"action": "session", "bet": "tie", "stake": "-1"},
    "session-stake-zero": {"action": "session", "bet": "tie", "stake": "0"},
    "session-stake-empty": {"action": "session", "bet": "tie", "stake": " "},
    "session-bankroll-text": {"action": "session", "bet": "tie", "bankroll": "lots"},
    "session-bankroll-small": {"action": "session", "bet": "tie", "stake": "10", "bankroll": "5"},
    "session-bankroll-long": {"action": "session", "bet": "dragon-bonus-player", "coups": 5_000, "bankroll": "100"},
    "session-bet": {"action": "session", "bet": "dragon"},
    "session-table": {"action": "session", "bet": "tie", "table": "vegas"},
    "session-link-stake": {"action": "session-permalink", "pairs": [["stake", "-1"]]},
    "session-link-unknown": {"action": "session-permalink", "pairs": [["colour", "red"]]},
    "session-link-seed": {"action": "session-permalink", "pairs": [["seed", "x"]]},
}
#: A long request of each action that reports its progress, at a size that still runs quickly in the tests.
LONG: dict[str, dict[str, Any]] = {
    "session": {"action": "session", "bet": "banker", "coups": 2_000, "bankroll": "500"},
    "session-samples": {"action": "session-samples", "bet": "player", "coups": 200, "seed": 3},
}


WIDGET = Widget(
    "session",
    (
        Action("session", SessionRequest, SessionAnswer, _session, reports_progress=True),
        Action("session-samples", SamplesRequest, SamplesAnswer, _samples, reports_progress=True),
    ),
    (
        {
            "action": "session",
            "bet": "banker",
            "table": "standard",
            "decks": 8,
            "stake": "10",
            "coups": 100,
            "bankroll": "200",
        },
        {"action": "session", "bet": "tie", "coups": "²"},
        {"action": "session-samples", "bet": "player", "coups": 50, "seed": 3},
        {"action": "session", "bet": "tie", "coups": 50, "bankroll": "100", "lang": "zh-Hant"},
        {"action": "session-permalink", "pairs": [["bet", "banker"], ["coups", "100"]]},
        {"action": "session-permalink", "pairs": [["stake", "-1"]]},
    ),
    link=LINK,
    page="edge/",
    refusals=REFUSALS,
    long=LONG,
    opens=lambda link: [  # the session, and its samples from the link's first shoe (else the page's own)
        {"action": "session", **{name: value for name, value in link["request"].items() if name != "seed"}},
        {"action": "session-samples", **link["request"]},
    ],
    link_values={  # the coups' declared top, 10,000 coups with a bankroll, takes seconds: only these
        "bet": Samples(("banker", "tie", "dragon-7", "lucky-6", ""), ("nope",)),
        "table": Samples(("standard", "ez", "no-commission"), ("nope", "")),
        "stake": Samples(("10", "12.50"), ("0", "-1", "x")),
        "coups": Samples(("1", " 2 ", "20", "75", "81"), ("0", "10001", "x", "²", "١", "\x1c1", "1.5", ""), only=True),
        "bankroll": Samples(("200", "", "5"), ("x", "-1")),
    },
)


#: The words session.js says (the session calculator), by key: see :mod:`.browser_words`.
BROWSER_WORDS: Words = {
    "session.getting-ready": mark("Getting the calculator ready"),
    "session.ready": mark("Ready: choose a bet, a stake and how many bets, then Work it out."),
    "session.working": mark("Working it out…"),
    "session.worked-out": mark("Worked out exactly in {ms} ms, in your browser."),
    # Translators: the name of the progress bar shown while the sample sessions are dealt.
    "session.dealing-samples": mark("Dealing the sample sessions"),
}
