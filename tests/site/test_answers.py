"""The answers that ship with the page: each one is what the live facade answers to its request."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from baccarat.widgets.door import handle
from sitebuild.answers import NEXT_HANDS, page_requests, shipped_answers

pytestmark = pytest.mark.site


def shipped(site: Path, url: str) -> list[list[dict[str, object]]]:
    soup = BeautifulSoup((site / url / "index.html").read_text(encoding="utf-8"), "html.parser")
    scripts = soup.select('script[type="application/json"].bac-shipped-answers')
    assert len(scripts) <= 1, url
    if not scripts:
        return []
    text = scripts[0].string
    assert text is not None, url
    answers: list[list[dict[str, object]]] = json.loads(text)
    return answers


def test_every_shipped_answer_is_the_live_facade_s(built_site: Path) -> None:
    pages = [path.parent.relative_to(built_site).as_posix() for path in built_site.rglob("index.html")]
    counted = 0
    for url in pages:
        for request, answer in shipped(built_site, url):
            assert handle(request) == answer, (url, request)
            counted += 1
    assert counted >= NEXT_HANDS + 10


def test_the_dealer_ships_its_next_hands_and_the_rules_their_worked_coups(built_site: Path) -> None:
    deal = shipped(built_site, "deal")
    hands = [request for request, _ in deal if request["action"] == "deal"]
    assert [request["hand"] for request in hands] == list(range(2, 2 + NEXT_HANDS))
    assert {(request["seed"], request["decks"]) for request in hands} == {(10, 8)}  # the page's own shoe
    calling = shipped(built_site, "rules/calling-a-hand")
    soup = BeautifulSoup((built_site / "rules/calling-a-hand/index.html").read_text(encoding="utf-8"), "html.parser")
    worked = [
        str(coup["data-cards"]) for coup in soup.select("article .bac-coup[data-cards]:not([data-widget] .bac-coup)")
    ]
    assert [request["cards"] for request, _ in calling] == worked and len(worked) >= 5
    assert not shipped(built_site, "glossary")  # a page that asks nothing carries nothing


def test_the_script_cannot_be_ended_by_an_answer() -> None:
    html = '<div class="bac-coup" data-cards="2 3 2 K 8"></div>'
    script = shipped_answers(html)
    body = script.removeprefix('<script type="application/json" class="bac-shipped-answers">').removesuffix("</script>")
    assert "</" not in body and "<!--" not in body
    ((request, answer),) = json.loads(body)
    assert request == page_requests(html)[0] and answer == handle(request)
