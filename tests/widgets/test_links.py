"""Every widget's links, read through the door: a link is accepted only if the request it leads to is, and the link
an answer carries (Python writes every link) opens the same view again.

The widgets are read from the catalogue (each one whose ``WIDGET`` declares ``link_parameters``), and so are their
tables: the values each parameter is tried with (:attr:`~baccarat.widgets.action.Widget.link_samples`: those its
query's declaration gives, and those the widget declares) and the requests its page makes of a link
(:attr:`~baccarat.widgets.action.Widget.opens`). A new widget with links is checked here with no edit.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from baccarat.widgets import handle
from baccarat.widgets.action import Widget
from baccarat.widgets.catalog import widgets

Request = dict[str, Any]


def linked() -> list[Widget]:
    """Every widget whose links carry a state, in the catalogue's order."""
    return [widget for widget in widgets() if widget.link_parameters]


def page_requests(widget: Widget, link: Mapping[str, Any]) -> list[Request]:
    """The requests ``widget``'s page makes of ``link``, its link's accepted answer, in order."""
    assert widget.opens is not None, f"{widget.name} declares no opens: what does its page ask of a link?"
    return widget.opens(link)


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
def link_pairs(draw: st.DrawFn, widget: Widget) -> list[list[str]]:
    """A link: some of the widget's parameters, each with a good value (four times in five) or a bad one, and now and
    then one of them twice."""
    samples = widget.link_samples
    names = widget.link_parameters
    chosen = draw(st.lists(st.sampled_from(names), unique=True, max_size=len(names)))
    pairs = []
    for name in chosen:
        good, bad = samples[name].good, samples[name].bad
        pairs.append([name, draw(st.sampled_from(bad if draw(st.integers(0, 4)) == 0 else good))])
    if pairs and draw(st.integers(0, 9)) == 0:
        pairs.append(list(pairs[0]))
    return pairs


@pytest.mark.parametrize("widget", linked(), ids=lambda widget: widget.name)
def test_every_widget_with_links_declares_its_tables(widget: Widget) -> None:
    """Each parameter is tried with good values and bad ones, and the page's requests of a link are declared."""
    assert widget.opens is not None, widget.name
    samples = widget.link_samples
    assert list(samples) == list(widget.link_parameters)
    for name, tried in samples.items():
        assert tried.good and tried.bad and not set(tried.good) & set(tried.bad), (widget.name, name, tried)


def test_the_tables_come_from_the_declarations() -> None:
    """A whole number's edges and one past them, a choice's members and one that is none, a text's longest and one
    longer; and the values a widget declares besides."""
    deal = next(widget for widget in linked() if widget.name == "deal")
    tried = deal.link_samples
    assert {"1", " 2 ", "8"} <= set(tried["decks"].good) and {"0", "9", "١", "²", "\x1c1"} <= set(tried["decks"].bad)
    assert {"0", str(2**53 - 1)} <= set(tried["seed"].good) and {"-1", str(2**53)} <= set(tried["seed"].bad)
    assert set(tried["mode"].good) >= {"ask", "show"} and {"nope", "ASK", ""} <= set(tried["mode"].bad)
    assert "9" * 2_000 in tried["player"].good and "9" * 2_001 in tried["player"].bad
    assert "2,2,8" in tried["player"].good and "<b>" in tried["player"].bad
    system = next(widget for widget in linked() if widget.name == "system")
    assert "1000" not in system.link_samples["shoes"].good  # declared only: a thousand shoes take seconds


#: The system tester plays 100 shoes when a link names no number (a tenth of a second each way): fewer examples.
SLOW = {"system"}


@pytest.mark.parametrize("widget", [w for w in linked() if w.name not in SLOW], ids=lambda widget: widget.name)
@settings(max_examples=60, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_link_is_accepted_only_if_its_request_is_and_its_answer_s_link_opens_it_again(
    widget: Widget, data: st.DataObject
) -> None:
    check_link(widget, data.draw(link_pairs(widget)))


@pytest.mark.parametrize("widget", [w for w in linked() if w.name in SLOW], ids=lambda widget: widget.name)
@settings(max_examples=15, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_slow_widget_s_link_too(widget: Widget, data: st.DataObject) -> None:
    check_link(widget, data.draw(link_pairs(widget)))


def check_link(widget: Widget, pairs: list[list[str]]) -> None:
    """A link's requests are answered if it is accepted, and each answer's own link opens the same view again."""
    link, accepted = read(widget, pairs)
    if not accepted:
        return
    for request in page_requests(widget, link):
        answer = handle(request)
        assert answer["ok"], (pairs, request, answer)
        if "link" not in answer:
            continue
        # The link Python wrote opens the same view: read again, its requests answer with the same link.
        again, accepted_again = read(widget, [list(pair) for pair in answer["link"].items()])
        assert accepted_again, (answer["link"], again)
        same = next(r for r in page_requests(widget, again) if r["action"] == request["action"])
        reopened = handle(same)
        assert reopened["ok"] and reopened["link"] == answer["link"], (answer["link"], same, reopened)
        assert view(reopened) == view(answer) or widget.name == "drill", answer["link"]  # the Drill asks afresh


def view(answer: Mapping[str, Any]) -> dict[str, Any]:
    """An answer as the reader sees it: all of it, but how long it took (the session calculator's ``*_ms``)."""
    return {key: value for key, value in answer.items() if not key.endswith("_ms")}


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
