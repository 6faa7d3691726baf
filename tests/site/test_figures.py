"""Figures in running text: generated when the site is built, checked against the published ones."""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path
from types import SimpleNamespace

import pytest
from mkdocs.exceptions import PluginError

from baccarat.odds import exact_odds
from baccarat.payouts import Bet, house_edge, pay_table
from sitebuild.fences import expand_fences
from tests.site.built import built_page

pytestmark = pytest.mark.site


def figures(site: Path, url: str) -> list[tuple[str, str]]:
    soup = built_page(site / url / "index.html")
    return [(span.get_text(), str(span["title"])) for span in soup.select("span.bac-figure")]


def percent(share: Fraction) -> str:
    return f"{float(share) * 100:.2f}%"


def test_how_often_on_the_rules_pages(built_site: Path) -> None:
    odds = exact_odds(8)
    naturals = [text for text, _ in figures(built_site, "rules/naturals")]
    assert naturals == [percent(odds.natural), percent(odds.four_cards)] == ["34.30%", "37.89%"]
    # Every coup with no third card: the naturals and the coups where both hands stand on 6 or 7.
    assert odds.four_cards == odds.cards_dealt[4] and odds.four_cards > odds.natural
    assert [text for text, _ in figures(built_site, "rules/player")] == [percent(odds.player_draws)] == ["50.34%"]
    banker = [text for text, _ in figures(built_site, "rules/banker")]
    assert banker == [percent(odds.banker_draws), percent(odds.player_draws)] == ["43.54%", "50.34%"]
    # More decimals on demand, in the figure's title.
    assert figures(built_site, "rules/naturals")[0][1] == f"{float(odds.natural) * 100:.4f}% to four decimals (8 decks)"


def test_no_commission_is_said_to_cost_more(built_site: Path) -> None:
    odds = exact_odds(8)
    edges = [percent(house_edge(Bet.BANKER, table=pay_table(key), odds=odds)) for key in ("no-commission", "standard")]
    assert edges == ["1.46%", "1.06%"]
    for url in ("payouts", "odds"):
        shown = [text for text, _ in figures(built_site, url)]
        assert any(shown[i : i + 2] == edges for i in range(len(shown))), (url, shown)


def markdown(text: str) -> str:
    page = SimpleNamespace(file=SimpleNamespace(src_uri="odds.md"))
    return expand_fences(text, page, SimpleNamespace(site_url="/"), "en")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("`#!baccarat-figur share tie 8`", "odds.md: `#!baccarat-figur share tie 8`: unknown inline 'baccarat-figur'"),
        ("`#!baccarat-figure share ties 8`", "unknown figure 'share ties 8': use 'edge BET TABLE DECKS'"),
        ("`#!baccarat-figure edge banker vegas 8`", "unknown pay table 'vegas'"),
        ("`#!baccarat-figure share tie 9`", "9"),
    ],
)
def test_a_bad_figure_fails_the_build_naming_page_and_figure(text: str, message: str) -> None:
    with pytest.raises(PluginError, match=re.escape(message)) as raised:
        markdown(f"The tie: {text}.")
    assert str(raised.value).startswith("odds.md: ")


def test_a_good_figure_is_left_for_inlinehilite() -> None:
    assert markdown("`#!baccarat-figure share tie 8`") == "`#!baccarat-figure share tie 8`"


def test_the_myths_page_answers_at_least_15_questions_each_with_evidence(built_site: Path) -> None:
    soup = built_page(built_site / "myths" / "index.html")
    questions = soup.select("article h3")
    assert len(questions) >= 15
    for question in questions:
        answer = []
        for sibling in question.find_next_siblings():
            if sibling.name in ("h2", "h3"):
                break
            answer.append(sibling)
        text = " ".join(part.get_text(" ") for part in answer)
        assert question.get_text().rstrip("¶").strip().endswith("?"), question
        sentences = len(re.findall(r"[.!?:](?:\s|$)", text))
        assert 1 <= sentences <= 6, question.get_text()  # a few plain sentences
        evidence = [a for part in answer for a in part.select("a[href]")] + [
            span for part in answer for span in part.select("span.bac-figure")
        ]
        assert evidence, f"no link or figure for {question.get_text()!r}"
    # The figures are the package's, for instance the no-commission Banker bet's cost.
    no_commission = percent(house_edge(Bet.BANKER, table=pay_table("no-commission"), odds=exact_odds(8)))
    assert no_commission in [span.get_text() for span in soup.select("span.bac-figure")]
