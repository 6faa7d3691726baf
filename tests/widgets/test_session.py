"""The session calculator's actions, as the browser calls them: answers, links and the hooks on the result."""

from __future__ import annotations

from decimal import Decimal

import pytest
from bs4 import BeautifulSoup, Tag

from baccarat.payouts import PAY_TABLES, Bet
from baccarat.session import ruin_chance, session
from baccarat.widgets import handle


def result_of(answer: dict[str, object]) -> dict[str, str]:
    assert answer["ok"], answer
    root = BeautifulSoup(str(answer["html"]), "html.parser").find(class_="bac-session")
    assert root is not None
    return {key: str(value) for key, value in root.attrs.items() if key.startswith("data-")}


def test_the_answer_carries_the_exact_figures() -> None:
    answer = handle({"action": "session", "bet": "player", "table": "ez", "decks": "6", "stake": "25", "coups": "250",
                     "bankroll": "500"})  # fmt: skip
    exact = session(Bet.PLAYER, table=PAY_TABLES["ez"], decks=6, coups=250)
    data = result_of(answer)
    assert float(data["data-ahead"]) == pytest.approx(float(exact.ahead), abs=1e-10)
    assert float(data["data-expected"]) == pytest.approx(float(exact.expected * 25), abs=1e-6)
    ruin = ruin_chance(Bet.PLAYER, bankroll=Decimal(500), stake=Decimal(25), table=PAY_TABLES["ez"], decks=6, coups=250)
    assert float(data["data-ruin"]) == pytest.approx(ruin, abs=1e-10)
    assert answer["link"] == {"bet": "player", "table": "ez", "decks": "6", "stake": "25", "coups": "250",
                              "bankroll": "500"}  # fmt: skip


def test_without_a_bankroll_there_is_no_ruin_and_the_defaults_fill_in() -> None:
    data = result_of(handle({"action": "session"}))
    assert "data-ruin" not in data and data["data-coups"] == "100"


@pytest.mark.parametrize(
    ("request_", "named"),
    [
        ({"coups": "0"}, "coups must be a whole number from 1 to"),
        ({"coups": 10_001}, "coups must be a whole number from 1 to"),
        ({"stake": "0"}, "stake must be more than 0"),
        ({"stake": "12.345"}, "stake must be an amount"),
        ({"stake": "\u0664"}, "stake must be an amount"),
        ({"bankroll": "9", "stake": "10"}, "bankroll: give at least one stake (10)"),
        ({"bet": "banker-pairs"}, "bet: unknown bet 'banker-pairs'"),
        ({"table": "vip"}, "table: unknown pay table 'vip'"),
        ({"decks": True}, "decks must be a whole number"),
        # A bankroll of 5,000 digits: refused before str(), which raises on over 4,300 (issue 46).
        ({"bankroll": "9" * 5_000}, "bankroll must be an amount"),
        (
            {"bankroll": 10**4_999},
            "bankroll must be an amount such as 10 or 12.50 (at most two decimals), not a number",
        ),
        ({"stake": 10**4_999}, "stake must be an amount"),
    ],
)
def test_every_bad_field_is_named(request_: dict[str, object], named: str) -> None:
    answer = handle({"action": "session", **request_})
    assert answer["ok"] is False and named in str(answer["error"]), answer
    assert answer["field"] == next(iter(request_)) and len(str(answer["error"])) <= 400


def test_sample_sessions_repeat_with_their_seed_and_are_drawn_as_text_safe_svg() -> None:
    first = handle({"action": "session-samples", "bet": "banker", "coups": "50", "seed": "7"})
    assert first == handle({"action": "session-samples", "bet": "banker", "coups": "50", "seed": "7"})
    svg = BeautifulSoup(str(first["html"]), "html.parser")
    assert len(svg.select("polyline.sample")) == 20
    desc = svg.find("desc")
    assert isinstance(desc, Tag) and "seed 7" in desc.get_text()


def test_a_link_is_read_back_as_the_request_it_names() -> None:
    pairs = [["bet", "banker"], ["coups", "100"], ["decks", "8"], ["stake", "10"], ["bankroll", "200"]]
    answer = handle({"action": "session-permalink", "pairs": pairs})
    assert answer == {"ok": True, "request": {"bet": "banker", "table": "standard", "decks": "8", "stake": "10",
                                              "coups": "100", "bankroll": "200"}}  # fmt: skip
    assert "twice" in handle({"action": "session-permalink", "pairs": [["bet", "tie"], ["bet", "tie"]]})["error"]
