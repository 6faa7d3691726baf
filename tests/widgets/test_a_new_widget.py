"""A widget is its declaration: a throwaway one, declared here and named once in the catalogue, is answered by the
door, its link read, its types written for the browser, its requests taken into the tests' tables and its links into
the link tests, with no list kept by hand; and CONTRIBUTING's checklist names no more files than a new widget and a new
action touch."""

from __future__ import annotations

import re
import sys
import types
from collections.abc import Iterator, Mapping
from typing import Annotated, Any, Literal, NotRequired, TypedDict

import pytest

from baccarat.params import MAX_SEED
from baccarat.widgets import catalog, door, handle
from baccarat.widgets.action import Action, Answer, Link, Widget
from baccarat.widgets.contract import Asked, Decks, Default, Seed, Text, link_bound, parse
from sitebuild.contract_types import declarations
from tests.browser.widgets import pages
from tests.conftest import ROOT
from tests.refusal_inputs import bad
from tests.widgets import test_link_limits, test_links


class PingRequest(Asked):
    """A shoe's ``seed`` and ``decks``, and a ``note``."""

    seed: Seed
    decks: NotRequired[Annotated[Decks, Default(8)]]
    note: NotRequired[Annotated[Text, Default("none")]]


class PingQuery(TypedDict, total=False):
    """A ping link's query."""

    seed: Annotated[str, link_bound(Seed)]
    decks: Annotated[str, link_bound(Decks)]


class PingAnswer(TypedDict):
    """The request as the action took it."""

    ok: Literal[True]
    seed: int
    decks: int
    note: str
    link: PingQuery


class PingLinked(TypedDict, total=False):
    """What a ping link asks for."""

    seed: int
    decks: int


class PingLink(TypedDict):
    """A ping link's answer."""

    ok: Literal[True]
    request: PingLinked


def _ping(request: Mapping[str, Any]) -> Answer:
    seed, decks = request["seed"], request["decks"]  # parsed by the door: whole numbers, the default filled in
    return {"ok": True, "seed": seed, "decks": decks, "note": request["note"],
            "link": {"seed": str(seed), "decks": str(decks)}}  # fmt: skip


def _read_link(params: dict[str, str], lang: str) -> Answer:
    return {"request": {name: value for name, value in parse(PingRequest, params).items() if name in params}}


WIDGET = Widget(
    "ping",
    (Action("ping", PingRequest, PingAnswer, _ping),),
    examples=({"action": "ping", "seed": 4}, {"action": "ping-permalink", "pairs": [["seed", "4"]]}),
    link=Link(PingQuery, _read_link, PingLink),
    page="ping/",
    refusals={"ping-seed": {"action": "ping", "seed": "x"}},
)


@pytest.fixture
def declared(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The throwaway widget's module, and its name in the catalogue: all a new widget adds to the package's lists."""
    module = types.ModuleType("baccarat.widgets.ping")
    module.WIDGET = WIDGET  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "baccarat.widgets.ping", module)
    monkeypatch.setattr(catalog, "NAMES", (*catalog.NAMES, "ping"))
    monkeypatch.setattr(catalog, "_NAMES", catalog._NAMES | {"ping"})
    monkeypatch.setattr(door, "NAMES", catalog.NAMES)
    catalog.widget.cache_clear()
    yield
    catalog.widget.cache_clear()


@pytest.mark.usefixtures("declared")
def test_the_door_answers_a_new_widget_s_actions_parsed_by_its_declaration() -> None:
    assert handle({"action": "ping", "seed": " 7 ", "note": " "}) == {
        "ok": True, "seed": 7, "decks": 8, "note": "none", "link": {"seed": "7", "decks": "8"}}  # fmt: skip
    refused = handle({"action": "ping", "seed": 7, "decks": 9, "lang": "zh-Hant"})
    assert refused["ok"] is False and refused["field"] == "decks"
    assert handle({"action": "ping-pong"})["error"] == "unknown action 'ping-pong': use one of ping, ping-permalink"
    assert "ping" in handle({"action": "pong"})["error"]


@pytest.mark.usefixtures("declared")
def test_a_new_widget_s_links_come_from_its_declaration() -> None:
    assert [action.name for action in WIDGET.actions] == ["ping", "ping-permalink"]
    assert WIDGET.link_parameters == ("seed", "decks") and WIDGET.link_limits == {"seed": 2_000, "decks": 2_000}
    assert handle({"action": "ping-permalink", "pairs": [["seed", "4"]]}) == {"ok": True, "request": {"seed": 4}}
    refused = handle({"action": "ping-permalink", "pairs": [["colour", "red"]]})
    assert refused["error"] == "unknown link parameter 'colour': use seed, decks" and refused["field"] == "colour"


@pytest.mark.usefixtures("declared")
def test_the_browser_s_types_name_a_new_widget() -> None:
    written = declarations()
    assert '  "ping": { request: PingRequest & { action: "ping" }; answer: PingAnswer | Refusal };' in written
    assert '"ping-permalink": { request: PermalinkRequest & { action: "ping-permalink" }' in written
    assert '  "ping": "seed" | "decks";' in written
    assert "export interface PingQuery {" in written


@pytest.mark.usefixtures("declared")
def test_the_tests_tables_take_a_new_widget_in() -> None:
    assert bad()["ping-seed"] == {"action": "ping", "seed": "x"}
    assert pages()["ping"] == "ping/"
    assert "ping" in catalog.actions() and "ping-permalink" in catalog.actions()


@pytest.mark.usefixtures("declared")
def test_the_link_tests_take_a_new_widget_in() -> None:
    """The link tests find it in the catalogue, try its parameters with the values its declaration gives (a seed's and
    the decks' edges and one past them, a text's longest and one longer), ask what its page asks of a link (by default
    its own action, with the link's request) and check it as every widget's."""
    assert WIDGET in test_links.linked()
    tried = WIDGET.link_samples
    assert {"0", str(MAX_SEED)} <= set(tried["seed"].good) and {"-1", str(MAX_SEED + 1)} <= set(tried["seed"].bad)
    assert {"1", "8"} <= set(tried["decks"].good) and {"0", "9", "9" * 2_001} <= set(tried["decks"].bad)
    link = handle({"action": "ping-permalink", "pairs": [["seed", "4"]]})
    assert test_links.page_requests(WIDGET, link) == [{"action": "ping", "seed": 4}]
    test_links.test_every_widget_with_links_declares_its_tables(WIDGET)
    test_links.test_a_link_is_accepted_only_if_its_request_is_and_its_answer_s_link_opens_it_again(widget=WIDGET)
    test_link_limits.test_each_reader_s_limits_are_its_query_s_declared_bounds()


#: What a new widget and a new action touch, at most, as CONTRIBUTING's checklists name them (issue 60's measure); the
#: generated files (the browser's types, the gettext templates) are not committed and not on them.
MOST_FILES = {"widget": 13, "action": 6}


def _checklist(title: str) -> list[str]:
    text = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    section = text.split(f"## {title}", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^\d+\. \*\*`([^`]+)`\*\*", section, flags=re.M)


@pytest.mark.parametrize(("kind", "title"), [("widget", "Add a widget: a checklist"), ("action", "Add an action")])
def test_contributing_names_every_file_a_new_widget_or_action_touches(kind: str, title: str) -> None:
    """Each step of the checklist names one file, which exists for the system tester (``<name>`` is ``system``, on
    the ``lab`` page, whose words are in the ``lab`` part of the catalogues); no more than the bound."""
    files = _checklist(title)
    assert 0 < len(files) == len(set(files)) <= MOST_FILES[kind], files
    for path in files:
        assert (ROOT / path.replace("<name>", "system").replace("<page>", "lab").replace("<part>", "lab")).exists(), (
            path
        )
