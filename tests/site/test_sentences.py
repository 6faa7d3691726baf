"""The sentences around the figures: the Martingale, commission in chips, the new pay tables, the cut card
both ways, the mistakes other rule pages make, and the glossary's new terms, each generated and checked."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest
from bs4 import BeautifulSoup, Tag

from baccarat.payouts import BET_NAMES, Bet
from tests.site.built import built_page

pytestmark = pytest.mark.site

# Exactly 8 decks' Banker, Player and Tie deal counts, as published (Casino Exploit; see Sources).
BANKER, PLAYER, TIE = 2_292_252_566_437_888, 2_230_518_282_592_256, 475_627_426_473_216


def soup_of(site: Path, url: str) -> BeautifulSoup:
    return built_page(site / url / "index.html")


def rows_of(soup: BeautifulSoup, table_id: str) -> list[list[str]]:
    table = soup.find("table", id=table_id)
    assert isinstance(table, Tag), f"no table #{table_id}"
    return [[cell.get_text(" ", strip=True) for cell in row.find_all(["th", "td"])] for row in table.select("tbody tr")]


def definition(term: Tag) -> str:
    """The text of a glossary term's definition (the ``dd`` after its ``dt``)."""
    found = term.find_next("dd")
    assert isinstance(found, Tag), term
    return found.get_text()


def cents(amount: Fraction) -> str:
    return f"{Decimal(amount.numerator) / Decimal(amount.denominator):,.2f}".replace("-", "−")


def test_commission_in_chips_is_generated_and_exact(built_site: Path) -> None:
    rows = rows_of(soup_of(built_site, "payouts"), "commission-rounding")
    deals = BANKER + PLAYER + TIE
    # The commission on a win of each stake, by hand: exact, up to 0.25, up to 0.50, up to 1, at least 1.
    collected = {
        5: ("0.25", "0.25", "0.5", "1", "1"),
        10: ("0.5", "0.5", "0.5", "1", "1"),
        15: ("0.75", "0.75", "1", "1", "1"),
        20: ("1", "1", "1", "1", "1"),
        25: ("1.25", "1.25", "1.5", "2", "1.25"),
        100: ("5", "5", "5", "5", "5"),
    }
    assert [row[0] for row in rows] == [str(stake) for stake in collected]
    for row in rows:
        stake = int(row[0])
        for shown, taken in zip(row[1:], collected[stake], strict=True):
            edge = Fraction(PLAYER * stake, deals * stake) - Fraction(BANKER, deals) * (1 - Fraction(taken) / stake)
            assert shown == f"{float(edge) * 100:.2f}%", (stake, taken)
    assert rows[0][4] == "7.94%"  # a 5 stake paying a whole unit: a 20% commission


def test_the_martingale_evening_and_its_runs(built_site: Path) -> None:
    soup = soup_of(built_site, "edge")
    evening = rows_of(soup, "martingale-cost")
    assert evening[0] == ["Flat bets of 10", "1,000.00", "−10.58"]
    assert evening[1] == ["Martingale from 10 (largest stake 640)", "3,353.45", "−35.48"]
    runs = rows_of(soup, "martingale-runs")
    assert [row[0] for row in runs] == [str(k) for k in range(7)]
    for k, row in enumerate(runs):
        lost = sum(10 * 2**i for i in range(k))
        assert row[3] == cents(Fraction(10 * 2**k - lost))  # Player: always the first stake
        assert row[4] == cents(Fraction(19, 20) * 10 * 2**k - lost)
    assert [row[4] for row in runs][-2:] == ["−6.00", "−22.00"]
    text = soup.get_text(" ")
    assert "gains only about the first stake" not in text


def test_the_new_pay_tables_are_listed_with_their_edges(built_site: Path) -> None:
    soup = soup_of(built_site, "odds")
    edges = {row[0]: row[1:] for row in rows_of(soup, "side-bets")}
    assert edges[BET_NAMES[Bet.SUPER_6_15]][0] == "13.82%" and edges[BET_NAMES[Bet.SUPER_6]][0] == "29.98%"  # 8 decks
    assert edges[BET_NAMES[Bet.PERFECT_PAIR_250]][-1] == "100.00%"  # one deck has no perfect pair
    pays = {row[0]: row[-1] for row in rows_of(soup_of(built_site, "payouts"), "side-bet-pays")}
    assert pays[BET_NAMES[Bet.SUPER_6_15]] == "15 to 1"
    assert pays[BET_NAMES[Bet.PERFECT_PAIR_250]] == "25 to 1 (both hands: 250 to 1)"
    spots = {
        str(spot["data-spot"]) for spot in soup_of(built_site, "payouts").select("[data-widget=payouts] [data-spot]")
    }
    assert {"super-6-15", "perfect-pair-250"} <= spots


def test_the_mistakes_other_pages_make(built_site: Path) -> None:
    soup = soup_of(built_site, "myths")
    heading = soup.find(id="rule-mistakes")
    assert isinstance(heading, Tag)
    mistakes = heading.find_next("dl")
    assert isinstance(mistakes, Tag)
    corrections = mistakes.find_all("dd")
    assert len(corrections) >= 10
    for correction in corrections:
        assert correction.select("a[href]"), correction.get_text()  # each links to the rule
    said = mistakes.get_text(" ")
    for claim in (
        "A hand can score 10",
        "on 1 to 5 or 10 points",
        "dealer and a player",
        "automatically wins",
        "Banker 7 is a natural",
    ):
        assert claim in said


def test_the_cut_card_both_ways_and_the_new_terms(built_site: Path) -> None:
    table_page = " ".join(soup_of(built_site, "at-the-table").get_text(" ").split())
    assert "deals one more" in table_page and "the coup in progress is the last" in table_page
    glossary = soup_of(built_site, "glossary")
    terms = {str(term.get("id")) for term in glossary.find_all("dt")}
    assert {"banco", "punter", "vigorish", "dragon-tail"} <= terms
    cut = glossary.find(id="cut-card")
    assert isinstance(cut, Tag) and "French" in definition(cut)
    banque = glossary.find(id="baccarat-banque")
    assert isinstance(banque, Tag) and "against two hands" in definition(banque)


def test_sources_a_reader_can_check(built_site: Path) -> None:
    sources = soup_of(built_site, "sources")
    links = [str(a["href"]) for a in sources.select("article a[href]")]
    assert any("chapter627a/s627a.12" in link for link in links)
    assert any("chapter629a" in link and "pacodeandbulletin.gov" in link for link in links)
    assert not any("elaws.us" in link or "fdocuments" in link for link in links)
    assert any("legifrance.gouv.fr" in link for link in links)
