"""A link the package writes is one the door reads: every link an answer carries, at the package's own limits.

Games, sessions, systems, drills, dealt shoes, roads and slips are drawn up to their declared maximums (12 players
whose 40-character names are the widest characters there are, 400 rounds; the longest stake; the last seed and the
last hand of a shoe; every row of the Drill…). Each link an answer carries (``link``, and the links to another
widget, ``payouts_link`` and ``dealer_link``; the home game's summary link in its drawn game) goes back through the
worker's door (:func:`~baccarat.widgets.door.handle_json`), to the reader of the widget it names: accepted, and
leading to the same view. Each value fits the bound its link's query declares (:func:`~baccarat.widgets.contract.
link_limits`), which is the number the reader refuses beyond, and the address the browser makes of the longest link
is measured.

The same holds of the requests a page makes and the answers it takes: the largest game a page can hold (every limit,
the widest names) is resumed and ended through the door, within its declared limits (``MAX_REQUEST``, ``MAX_ANSWER``),
which the game's own bounds give (:data:`~baccarat.home_game.MAX_GAME_JSON`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from decimal import Decimal
from typing import Any
from urllib.parse import quote_plus

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from baccarat.drill import KINDS
from baccarat.home_game import (
    MAX_GAME_JSON,
    MAX_NAME,
    MAX_PLAYED,
    MAX_PLAYERS,
    MAX_ROUNDS,
    read_summary,
    record_round,
    rows,
    standing,
)
from baccarat.home_game import new_game as start_game
from baccarat.lab import MOST_SHOES, SYSTEMS
from baccarat.params import MAX_SEED
from baccarat.payouts import PAY_TABLES, Bet
from baccarat.session import MAX_COUPS
from baccarat.shoe import MAX_DECKS, MIN_DECKS
from baccarat.widgets.catalog import widget as widget_named
from baccarat.widgets.catalog import widgets
from baccarat.widgets.contract import MAX_ANSWER, conforms, link_limits
from baccarat.widgets.door import MAX_REQUEST, action_named, handle_json
from tests.widgets.test_links import page_requests

Query = Mapping[str, str]

#: The widest characters a name can hold: JSON writes one outside the Basic Multilingual Plane as a 12-character
#: escape, a control character or a CJK one as 6, a quotation mark or a backslash as 2; in an address, percent-encoded,
#: the first is 12 characters, a CJK one 9.
WIDE = ("😀", "🂡", "𠀋", "中", "\x01", '"', "\\", "é", "a")

#: The longest address's query each widget's links were written as, and the largest game's request and answer, in
#: characters: measured as the tests run.
LONGEST: dict[str, int] = {}

#: Which widget reads each kind of link an answer carries.
_READERS = {"payouts_link": "payouts", "dealer_link": "deal"}


@pytest.fixture(autouse=True, scope="module")
def _longest_said() -> Iterator[None]:
    """Say the longest address of each widget's links once the module has run (``pytest -s`` shows it)."""
    yield
    print("\nThe longest links (their address's query) and the largest game's request and answer:", LONGEST)


def reader_of(widget: str) -> str:
    """The action that reads ``widget``'s links."""
    names = [action.name for action in widget_named(widget).actions]
    return next(name for name in names if name.endswith(("-permalink", "-summary", "-start")))


def address(query: Query) -> str:
    """The query as the browser writes it into an address (``pageLink`` in links.js: form-encoded, commas and colons
    left readable)."""
    encoded = "&".join(f"{quote_plus(name, safe='*')}={quote_plus(value, safe='*')}" for name, value in query.items())
    return "?" + encoded.replace("%2C", ",").replace("%3A", ":")


def door(request: Mapping[str, Any]) -> dict[str, Any]:
    """``request``'s answer through the worker's door: as JSON text, both ways."""
    answer: dict[str, Any] = json.loads(handle_json(json.dumps(request, ensure_ascii=False)))
    return answer


def measured(widget: str, query: Query) -> None:
    """Check each value of ``query`` against the bound its reader declares, and keep the longest address."""
    limits = widget_named(widget).link_limits
    for name, value in query.items():
        assert len(value) <= limits[name], (widget, name, len(value), limits[name])
    LONGEST[widget] = max(LONGEST.get(widget, 0), len(address(query)))


def reads_back(answer: Mapping[str, Any], request: Mapping[str, Any], widget: str) -> None:
    """Every link ``answer`` (to ``request``, one of ``widget``'s) carries is accepted by the widget it names and leads
    to the same view: its own widget's page answers the same request again, drawn the same (a typed stake's leading
    zeros aside, the same link); another widget's link asks for the same coup."""
    assert answer["ok"], answer
    for key, query in answer.items():
        if key != "link" and not key.endswith("_link"):
            continue
        reader = _READERS.get(key, widget)
        measured(reader, query)
        pairs = [[name, value] for name, value in query.items()]
        link = door({"action": reader_of(reader), "pairs": pairs})
        assert link["ok"] and link.get("link_refusal") is None, (key, query, link)
        if reader != widget:  # the other widget's link names this coup: the same cards, or the same hand of a shoe
            asked = link["request"]
            assert {name: str(asked[name]).replace(" ", ",") for name in query if name in asked} == dict(query), asked
            continue
        again = next(door(r) for r in page_requests(widget_named(widget), link) if r["action"] == request["action"])
        assert again["ok"], (query, again)
        assert again["html"] == answer["html"] or widget == "drill", query  # the Drill draws a fresh question
        if again["link"] != query:  # the same slip, as the page writes it once read (leading zeros dropped)
            assert widget == "payouts" and _slip(again["link"]) == _slip(query), (query, again["link"])


def _slip(query: Query) -> dict[str, Any]:
    """A payout link's query, its stakes as amounts."""
    stakes = {bet: Decimal(amount) for bet, amount in (part.split(":") for part in query["stakes"].split(","))}
    return {**query, "stakes": stakes}


# ---------------------------------------------------------------------------------------------- the home game

names = st.lists(
    st.text(alphabet=st.sampled_from(WIDE), min_size=1, max_size=MAX_NAME),
    min_size=2,
    max_size=MAX_PLAYERS,
    unique_by=str.casefold,
)
_TIE, _PLAYER = ("7 K", "3 4"), ("9 K", "8 K")


def played(players: list[str], rounds: int, results: list[bool], calls: list[int]) -> dict[str, Any]:
    """A game of ``players`` over ``rounds`` rounds, played until it ends or lasts :data:`MAX_PLAYED` rounds: each
    round a tie or a Player win (``results``, repeated) and each predictor's call (``calls``, the bits of a number)."""
    game = start_game("\n".join(players), rounds, 0, seed=1)
    for number in range(MAX_PLAYED):
        now = standing(game)
        if now.finished:
            break
        bits = calls[number % len(calls)]
        chosen = {name: ("player", "banker")[bits >> index & 1] for index, name in enumerate(now.predictors)}
        player, banker = _TIE if results[number % len(results)] else _PLAYER
        game = record_round(game, chosen, player=player, banker=banker)
    return game


@settings(max_examples=12, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    names,
    st.integers(1, MAX_ROUNDS),
    st.lists(st.booleans(), min_size=1, max_size=8),
    st.lists(st.integers(0, 2**MAX_PLAYERS - 1), min_size=1, max_size=8),
)
@example(  # the longest: 12 names of 40 characters written as 12-character escapes, 400 rounds, first place shared
    [chr(0x1F600 + n) * MAX_NAME for n in range(MAX_PLAYERS)], MAX_ROUNDS, [True], [2**MAX_PLAYERS - 1]
)
def test_a_home_game_s_summary_link_is_read_back(
    players: list[str], rounds: int, results: list[bool], calls: list[int]
) -> None:
    game = played(players, rounds, results, calls)
    if not standing(game).finished:  # 400 rounds and still tied: first place shared, as the longest games end
        game = door({"action": "home_game-share", "game": game})["game"]
    # The finished game drawn, as the page resumes it from the browser's storage: the link is in its drawing.
    drawn = door({"action": "home_game-load", "stored": json.dumps(game, ensure_ascii=False)})
    assert drawn["ok"] and drawn["finished"], drawn
    found = re.search(r'href="\?summary=([A-Za-z0-9_-]+)"', drawn["html"])
    assert found is not None
    query = {"summary": found.group(1)}
    measured("home_game", query)
    opened = door({"action": "home_game-summary", "pairs": [["summary", query["summary"]]]})
    assert opened["ok"], opened
    summary = read_summary(query["summary"])
    assert summary["players"] == game["players"] and summary["scores"] == standing(game).scores
    assert [row["result"] for row in summary["rows"]] == [row["result"] for row in rows(game)]


# ---------------------------------------------------------------------------------------------- the other widgets

#: Stakes as a reader types them: up to the largest (nine digits and two decimals), with leading zeros.
amounts = st.from_regex(r"\A[0-9]{1,9}(\.[0-9]{1,2})?\Z").filter(lambda typed: float(typed) > 0)
_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
cards = st.lists(st.sampled_from(_RANKS), min_size=4, max_size=6).map(" ".join)
seeds = st.integers(0, MAX_SEED) | st.just(MAX_SEED)
decks = st.integers(MIN_DECKS, MAX_DECKS)


def _last_hand(seed: int, count: int) -> int:
    """The number of the last hand the shoe ``seed`` with ``count`` decks deals."""
    return int(door({"action": "roads", "seed": seed, "decks": count})["total"])


@st.composite
def dealt(draw: st.DrawFn) -> dict[str, Any]:
    """A hand of a dealt shoe, the last one as often as not."""
    seed, count = draw(seeds), draw(decks)
    last = _last_hand(seed, count)
    return {"seed": seed, "decks": count, "hand": draw(st.sampled_from([last, 1]) | st.integers(1, last))}


@st.composite
def requests(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    """A request of a widget whose answer carries links, at its limits as often as not."""
    widget = draw(st.sampled_from(["deal", "roads", "payouts", "drill", "session"]))
    if widget == "deal":
        if draw(st.booleans()):
            return widget, {"action": "deal-resolve", "cards": draw(cards)}
        return widget, {"action": "deal", **draw(dealt())}
    if widget == "roads":
        if draw(st.booleans()):
            typed = draw(st.text(alphabet="BPT", min_size=1, max_size=300) | st.just("T" * 300))
            return widget, {"action": "roads", "results": typed}
        shoe = draw(dealt())
        return widget, {"action": "roads", "seed": shoe["seed"], "decks": shoe["decks"], "coups": shoe["hand"]}
    if widget == "payouts":
        coup = draw(dealt()) if draw(st.booleans()) else {"cards": draw(cards)}
        bets = draw(st.lists(st.sampled_from(list(Bet)), min_size=1, unique=True) | st.just(list(Bet)))
        fields = {bet.value: draw(amounts | st.just("999999999.99")) for bet in bets}
        table = draw(st.sampled_from(sorted(PAY_TABLES)))
        return widget, {"action": "payouts", "table": table, "stake_fields": fields, **coup}
    if widget == "drill":
        rows = draw(st.lists(st.integers(0, 7), unique=True).map(sorted))
        kind = draw(st.sampled_from(sorted(KINDS)))
        return widget, {"action": "drill-question", "seed": draw(seeds), "kind": kind, "rows": rows, "replay": True}
    stake = draw(amounts | st.just("999999999.99"))
    session = {
        "bet": draw(st.sampled_from([bet.value for bet in Bet])),
        "table": draw(st.sampled_from(sorted(PAY_TABLES))),
        "decks": draw(decks),
        "stake": stake,
        "coups": draw(st.sampled_from([MAX_COUPS, 1]) | st.integers(1, MAX_COUPS)),
    }
    if draw(st.booleans()):
        session["bankroll"] = draw(st.just("999999999.99") | st.sampled_from([stake, "1" + stake]))
    return widget, {"action": "session", **session}


#: Each widget's longest link: every bet at the largest stake on the longest table's name, the last hand of the shoe
#: with the largest seed, 300 results, the Drill's every row, the longest session.
_LARGEST = {"seed": MAX_SEED, "decks": MAX_DECKS, "hand": 80}  # the shoe's last hand
_SESSION = {"bet": "dragon-bonus-banker", "table": "no-commission-tie-9", "decks": MAX_DECKS, "stake": "999999999.99"}


@settings(max_examples=100, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(requests())
@example(("payouts", {"action": "payouts", "table": "no-commission-tie-9", **_LARGEST,
                      "stake_fields": {bet.value: "999999999.99" for bet in Bet}}))  # fmt: skip
@example(("deal", {"action": "deal", **_LARGEST}))
@example(("roads", {"action": "roads", "results": "T" * 300}))
@example(("drill", {"action": "drill-question", "seed": MAX_SEED, "kind": "banker", "rows": list(range(8)),
                    "replay": True}))  # fmt: skip
@example(("session", {"action": "session", **_SESSION, "coups": MAX_COUPS}))
@example(
    ("session", {"action": "session", **_SESSION, "bet": "dragon-7", "coups": MAX_COUPS, "bankroll": "999999999.99"})
)
def test_every_link_an_answer_carries_is_read_back(asked: tuple[str, dict[str, Any]]) -> None:
    widget, request = asked
    answer = door(request)
    if not answer["ok"]:  # a coup the rules refuse, a bet no table pays, a ruin too long to work out: no link
        assert answer["field"] is not None or request["action"] == "deal-resolve", (request, answer)
        return
    reads_back(answer, request, widget)


def test_the_longest_session_link_with_its_samples_seed_is_read_back() -> None:
    """The session's link, and the samples' first shoe the page adds to it (the largest seed)."""
    query = {"bet": "dragon-bonus-banker", "table": "no-commission", "decks": "8", "stake": "999999999.99",
             "coups": str(MAX_COUPS), "bankroll": "999999999.99", "seed": str(MAX_SEED)}  # fmt: skip
    measured("session", query)
    opened = door({"action": "session-permalink", "pairs": [list(pair) for pair in query.items()]})
    assert opened["ok"] and opened["request"] == query, opened


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_a_system_s_link_is_read_back(system: str) -> None:
    """Each system's link, its shoes and seed at their largest (the longest name is played over every shoe)."""
    longest = max(SYSTEMS, key=len) == system
    request = {"action": "system", "system": system, "shoes": MOST_SHOES if longest else 2, "seed": MAX_SEED}
    reads_back(door(request), request, "system")


def test_each_reader_s_limits_are_its_query_s_declared_bounds() -> None:
    """Each link's reader refuses a value one character longer than its query declares, and no shorter one for its
    length: the door and the link's writer read the same number."""
    declared = [widget for widget in widgets() if widget.link_query is not None]
    assert {widget.name for widget in declared} >= {"deal", "home_game", "roads", "session", "system"}
    for widget in declared:
        assert widget.link_query is not None
        limits = link_limits(widget.link_query)
        assert set(limits) == set(widget.link_parameters or limits), widget.name
        reader = reader_of(widget.name)
        for name, most in limits.items():
            at_most = door({"action": reader, "pairs": [[name, "9" * most]]})
            refusal = at_most if not at_most["ok"] else at_most.get("link_refusal")
            assert refusal is None or "characters long" not in refusal["error"], (widget.name, name, refusal)
            over = door({"action": reader, "pairs": [[name, "9" * (most + 1)]]})
            refusal = over if not over["ok"] else over.get("link_refusal")
            assert refusal is not None and refusal["field"] == name, (widget.name, name, over)
            assert f"at most {most:,}" in refusal["error"], (widget.name, name, refusal)


def test_written_links_conform_to_their_declared_queries() -> None:
    """The answers' declared link types carry the bounds (the contract tests check every answer against them)."""
    answer = door({"action": "roads", "results": "B" * 300})
    assert conforms(answer, action_named("roads").answers)
    assert not conforms({**answer, "link": {"results": "B" * (widget_named("roads").link_limits["results"] + 1)}},
                        action_named("roads").answers)  # fmt: skip


# ---------------------------------------------------------------------------------------------- the largest game

#: Names as wide as names get, 40 characters each: control characters, which JSON writes as 6-character escapes both
#: in the game and in its drawing, the score sheet (the widest answer); and characters outside the Basic Multilingual
#: Plane, which Python's JSON writes as 12 (the widest saved game, and so the widest request).
_WIDEST = {
    "control": ["\x01" * (MAX_NAME - 1) + chr(0x4E00 + n) for n in range(MAX_PLAYERS)],
    "astral": [chr(0x1F600 + n) * MAX_NAME for n in range(MAX_PLAYERS)],
}


@pytest.mark.parametrize("widest", sorted(_WIDEST))
def test_the_largest_game_a_page_can_hold_goes_through_the_door(widest: str) -> None:
    """A game at every limit (12 names of 40 of the widest characters, 400 rounds all tied) is resumed from the
    browser's storage and its first place shared through the worker's door: its requests and answers fit the door's
    limits, which the game's declared bounds give (:data:`~baccarat.home_game.MAX_GAME_JSON`)."""
    game = played(_WIDEST[widest], MAX_ROUNDS, [True], [0])
    assert len(game["history"]) == MAX_PLAYED and not standing(game).finished
    stored = json.dumps(game)  # Python's escapes: as long as a saved game gets
    assert len(stored) <= MAX_GAME_JSON
    request = json.dumps({"action": "home_game-load", "stored": stored, "since": game})
    assert len(request) <= 3 * MAX_GAME_JSON <= MAX_REQUEST  # the saved game escaped twice, and the game
    reply = handle_json(request)
    resumed = json.loads(reply)
    assert resumed["ok"] and resumed["follows"] and resumed["game"] == game, resumed.get("error")
    shared = handle_json(json.dumps({"action": "home_game-share", "game": game}, ensure_ascii=False))
    assert json.loads(shared)["ok"], shared[:300]
    longest = max(len(reply), len(shared))
    LONGEST[f"(the home game's answer, {widest} names)"] = longest
    LONGEST[f"(the home game's request, {widest} names)"] = len(request)
    assert longest <= MAX_ANSWER
