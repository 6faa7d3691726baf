"""Every widget's links, read through the door: a link is accepted only if the request it leads to is, and the link
an answer carries (Python writes every link) opens the same view again.

The widgets are read from the catalogue (each one whose ``WIDGET`` declares ``link_parameters``), so a new widget
with links is checked here once it says, in :data:`LEADS_TO`, which requests its page makes of a link.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from baccarat.render.drill import OPENING_DRILL
from baccarat.render.payouts import OPENING_SLIP
from baccarat.widgets import handle
from baccarat.widgets.action import Widget
from baccarat.widgets.catalog import widgets

Request = dict[str, Any]

#: Values of each link parameter, good (as a page writes them, or a reader might) and bad (Unicode digits, control
#: characters, out of range, empty, markup): ``(good, bad)``.
VALUES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "player": (("2,2,8", "K,6", "2,2", "9,9"), ("2,Z", "", "<b>")),
    "banker": (("3,K", "5,K,2", "K"), ("x", "")),
    "seed": (("42", "10", "0", " 7 "), ("-1", "²", "\x1c4", "9007199254740992")),
    "decks": (("8", "1", "6"), ("0", "9", "٣")),
    "hand": (("1", "3", "60"), ("93", "200", "0", "x")),
    "step": (("1", "3", "20"), ("21", "x")),
    "mode": (("ask", "show"), ("quiz", "", "ASK")),
    "table": (("standard", "ez", "no-commission"), ("nope", "")),
    "stakes": (
        ("banker:25", "banker:25,tie:5", "dragon-7:1", "banker:12.5", "lucky-6:2"),
        ("tie:1e9999", "banker:-5", "", "x", "lucky-6:0"),
    ),
    "coups": (("1", "20", "75"), ("0", "81", "10001", "x")),
    "results": (("BPPTB", "B"), ("BPX", "", "B" * 301)),
    "system": (("martingale", "paroli", "flat-banker", ""), ("voodoo",)),
    "shoes": (("1", "3"), ("0", "1001", "x")),
    "kind": (("mix", "banker", "player", "call"), ("banana",)),
    "rows": (("4,5,6", "6", "3,3"), ("4,٣", "0", "")),
    "bet": (("banker", "tie", "dragon-7", "lucky-6", ""), ("nope",)),
    "stake": (("10", "12.50"), ("0", "-1", "x")),
    "bankroll": (("200", "", "5"), ("x", "-1")),
}


def _deal(link: Mapping[str, Any]) -> list[Request]:
    kind, request = link["kind"], link["request"]
    return [{"action": kind, **request}] if kind in ("deal-resolve", "deal") else []


def _payouts(link: Mapping[str, Any]) -> list[Request]:
    """As the page settles a link: its table, stakes and coup, each the opening slip's where the link gives none."""
    request = dict(link["request"])
    slip = {"stake_fields": request.pop("stake_fields")} if "stake_fields" in request else {}
    request.pop("stakes", None)
    coup = {} if {"player", "seed"} & request.keys() else {"cards": OPENING_SLIP["cards"]}
    opening = {"table": OPENING_SLIP["table"], "stakes": OPENING_SLIP["stakes"]}
    return [{"action": "payouts", **opening, **coup, **slip, **request}]


def _drill(link: Mapping[str, Any]) -> list[Request]:
    """As a new reader's page opens a link: the first question of its drill (the page's own seed if it names none)."""
    wanted = link["link"]
    seed = wanted.get("seed", OPENING_DRILL.seed)
    drill = {
        "seed": seed,
        "kind": wanted.get("kind", "mix"),
        "rows": wanted.get("rows", []),
        "replay": "seed" in wanted,
    }
    return [{"action": "drill-question", **drill, "number": 1, "progress": None}]


def _session(link: Mapping[str, Any]) -> list[Request]:
    request = dict(link["request"])
    seed = request.pop("seed", None)
    return [
        {"action": "session", **request},
        {"action": "session-samples", **request, **({"seed": seed} if seed else {})},
    ]


def _shown(action: str) -> Callable[[Mapping[str, Any]], list[Request]]:
    """A widget that shows nothing new for a link that asks for nothing, else answers its request with ``action``."""
    return lambda link: [{"action": action, **link["request"]}] if link["request"] else []


#: Each widget with links: the requests its page makes of a link's accepted answer, in order.
LEADS_TO: dict[str, Callable[[Mapping[str, Any]], list[Request]]] = {
    "deal": _deal,
    "roads": _shown("roads"),
    "payouts": _payouts,
    "drill": _drill,
    "session": _session,
    "system": _shown("system"),
}

LINKED = [widget for widget in widgets() if widget.link_parameters]


def reader_of(widget: Widget) -> str:
    """The action that reads the widget's link: its permalink action, or the drill's start."""
    names = [action.name for action in widget.actions]
    return next((name for name in names if name.endswith("permalink")), "drill-start")


def read(widget: Widget, pairs: list[list[str]]) -> tuple[dict[str, Any], bool]:
    """The link's answer, and whether it was accepted (every refusal in the contract's one shape)."""
    answer = handle({"action": reader_of(widget), "pairs": pairs})
    refusal = answer if not answer["ok"] else answer.get("link_refusal")
    if refusal is not None:
        assert refusal.keys() == {"ok", "error", "message", "field"} and refusal["ok"] is False, refusal
        assert refusal["error"] != "Something went wrong in this guide's own code", (pairs, refusal)
    return answer, refusal is None


@st.composite
def link_pairs(draw: st.DrawFn, names: tuple[str, ...]) -> list[list[str]]:
    """A link: some of the widget's parameters, each with a good value (four times in five) or a bad one, and now and
    then one of them twice."""
    chosen = draw(st.lists(st.sampled_from(names), unique=True, max_size=len(names)))
    pairs = [[name, draw(st.sampled_from(VALUES[name][draw(st.integers(0, 4)) == 0]))] for name in chosen]
    if pairs and draw(st.integers(0, 9)) == 0:
        pairs.append(list(pairs[0]))
    return pairs


def test_every_widget_with_links_is_checked() -> None:
    assert [widget.name for widget in LINKED] == list(LEADS_TO)
    assert {name for widget in LINKED for name in widget.link_parameters} <= VALUES.keys()


#: The system tester plays 100 shoes when a link names no number (a tenth of a second each way): fewer examples.
SLOW = {"system"}


@pytest.mark.parametrize("widget", [w for w in LINKED if w.name not in SLOW], ids=lambda widget: widget.name)
@settings(max_examples=60, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_link_is_accepted_only_if_its_request_is_and_its_answer_s_link_opens_it_again(
    widget: Widget, data: st.DataObject
) -> None:
    check_link(widget, data.draw(link_pairs(widget.link_parameters)))


@pytest.mark.parametrize("widget", [w for w in LINKED if w.name in SLOW], ids=lambda widget: widget.name)
@settings(max_examples=15, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_slow_widget_s_link_too(widget: Widget, data: st.DataObject) -> None:
    check_link(widget, data.draw(link_pairs(widget.link_parameters)))


def check_link(widget: Widget, pairs: list[list[str]]) -> None:
    """A link's requests are answered if it is accepted, and each answer's own link opens the same view again."""
    link, accepted = read(widget, pairs)
    if not accepted:
        return
    for request in LEADS_TO[widget.name](link):
        answer = handle(request)
        assert answer["ok"], (pairs, request, answer)
        if "link" not in answer:
            continue
        # The link Python wrote opens the same view: read again, its requests answer with the same link.
        again, accepted_again = read(widget, [list(pair) for pair in answer["link"].items()])
        assert accepted_again, (answer["link"], again)
        same = next(r for r in LEADS_TO[widget.name](again) if r["action"] == request["action"])
        reopened = handle(same)
        assert reopened["ok"] and reopened["link"] == answer["link"], (answer["link"], same, reopened)
        assert reopened["html"] == answer["html"] or widget.name == "drill", answer["link"]


@pytest.mark.parametrize(
    ("action", "query", "field"),
    [
        ("deal-permalink", [["player", "2,Z"], ["banker", "3,K"]], "player"),  # a card that is not one
        ("deal-permalink", [["seed", "42"], ["hand", "93"]], "hand"),  # after the shoe's end
        ("payouts-permalink", [["player", "2,2"], ["banker", "3,K"]], "player"),  # a coup part way: nothing to settle
        ("payouts-permalink", [["stakes", ""]], "stakes"),  # an empty slip
        ("roads-permalink", [["seed", "42"], ["coups", "200"]], "coups"),  # more coups than the shoe deals
    ],
)
def test_a_link_whose_request_would_be_refused_is_refused(action: str, query: list[list[str]], field: str) -> None:
    answer = handle({"action": action, "pairs": query})
    assert answer["ok"] is False and answer["field"] == field, answer
