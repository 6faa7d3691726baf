"""The answers that ship with the page: each one is what the live facade answers to its request."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from baccarat.render.deal import OPENING_SEEDS
from baccarat.widgets.door import handle
from sitebuild.answers import NEXT_HANDS, page_requests, shipped_answers
from tests.site.built import built_page

pytestmark = pytest.mark.site


#: A page's shipped answers: the one script the build writes (no parser needed: it holds no "</", which
#: :func:`test_the_script_cannot_be_ended_by_an_answer` checks).
SHIPPED = re.compile(r'<script type="application/json" class="bac-shipped-answers">(.*?)</script>', re.S)


def shipped(site: Path, url: str) -> list[list[dict[str, object]]]:
    scripts = SHIPPED.findall((site / url / "index.html").read_text(encoding="utf-8"))
    assert len(scripts) <= 1, url
    answers: list[list[dict[str, object]]] = json.loads(scripts[0]) if scripts else []
    return answers


def test_every_shipped_answer_is_the_live_facade_s(built_site: Path) -> None:
    pages = [path.parent.relative_to(built_site).as_posix() for path in built_site.rglob("index.html")]
    counted = 0
    live: dict[str, object] = {}  # a request many pages ship (the same coup in each edition) is asked once
    for url in pages:
        for request, answer in shipped(built_site, url):
            key = json.dumps(request, sort_keys=True)
            if key not in live:
                live[key] = handle(request)
            assert live[key] == answer, (url, request)
            counted += 1
    assert counted >= NEXT_HANDS + 10


def test_the_dealer_ships_its_next_hands_and_the_rules_their_worked_coups(built_site: Path) -> None:
    deal = shipped(built_site, "deal")
    hands = [request for request, _ in deal if request["action"] == "deal" and request["seed"] == 10]
    assert [request["hand"] for request in hands] == list(range(2, 2 + NEXT_HANDS))
    assert {request["decks"] for request in hands} == {8}  # the page's own shoe's next hands
    # A returning reader's fresh shoe: the first hand of each other opening shoe, shipped too.
    openings = {(request["seed"], request["hand"]) for request, _ in deal if request["action"] == "deal"} - {
        (10, hand) for hand in range(2, 2 + NEXT_HANDS)
    }
    assert openings == {(seed, 1) for seed in OPENING_SEEDS if seed != 10}
    calling = shipped(built_site, "rules/calling-a-hand")
    soup = built_page(built_site / "rules/calling-a-hand/index.html")
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
