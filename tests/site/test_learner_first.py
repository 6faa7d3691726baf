"""The beginner's point first, the proof after, in every edition (issue 59, item 10): on the rules pages the
citations follow the rule they prove, /rules/card-values/ scores hands before its asides (side bets, other
sites' wording, Macau's "10 點"), /payouts/ says what each bet pays before it cites, and /odds/ gives the house
edge before the method behind it. Nothing is dropped: each page keeps the citations it had."""

from __future__ import annotations

from pathlib import Path

import pytest
from bs4 import Tag

from sitebuild.editions import EDITIONS
from tests.site.built import built_page

pytestmark = pytest.mark.site

PATHS = [edition.path for edition in EDITIONS]
#: The citations each page makes, by page: moved to after the rule, never dropped.
CITED = {
    "rules/naturals": {"src-pa-627a-627a-1", "src-pa-631a-631a-11"},
    "rules/card-values": {"src-macau-bacara-art-5"},
    "rules/player": {"src-pa-631a-631a-11", "src-tasmania-baccarat-s11", "src-macau-bacara"},
    "rules/banker": {"src-pa-631a-631a-11", "src-tasmania-baccarat-s11"},
    "payouts": {
        "src-pa-627a-627a-12",
        "src-france-2019-art-55-14",
        "src-macau-bacara-art-18",
        "src-macau-bacara-art-13",
        "src-macau-bacara-art-17",
    },
}


def article(site: Path, edition: str, page: str) -> Tag:
    found = built_page(site / edition / page / "index.html").find("article")
    assert isinstance(found, Tag), (edition, page)
    return found


def cited(page: Tag) -> set[str]:
    return {str(link["href"]).rpartition("#")[2] for link in page.select("a.bac-cite")}


def precedes(first: Tag, second: Tag) -> bool:
    """Whether ``first`` comes before ``second`` in the page."""
    return any(following is second for following in first.find_all_next())


@pytest.mark.parametrize("edition", PATHS)
def test_each_page_keeps_its_citations(built_site: Path, edition: str) -> None:
    for page, sources in CITED.items():
        # Only the Chinese editions cite Macau's regulation on the Player's page, for its word for a draw (增牌).
        expected = sources - {"src-macau-bacara"} if page == "rules/player" and not edition else sources
        assert cited(article(built_site, edition, page)) == expected, (edition, page)


@pytest.mark.parametrize("edition", PATHS)
def test_the_rule_comes_before_its_citation(built_site: Path, edition: str) -> None:
    naturals = article(built_site, edition, "rules/naturals")
    cases = naturals.find("ul")  # a natural 9 beats a natural 8, ...
    assert isinstance(cases, Tag)
    for citation in naturals.select("a.bac-cite"):
        assert precedes(cases, citation), (edition, "naturals", citation.get_text())
    for page in ("rules/naturals", "rules/player", "rules/banker"):
        found = article(built_site, edition, page)
        stated, first = found.find("strong"), found.select_one("a.bac-cite")  # the rule is stated in bold
        assert isinstance(stated, Tag) and isinstance(first, Tag), (edition, page)
        assert precedes(stated, first), (edition, page)


@pytest.mark.parametrize("edition", PATHS)
def test_card_values_scores_hands_first_and_its_asides_come_last(built_site: Path, edition: str) -> None:
    page = article(built_site, edition, "rules/card-values")
    curious = page.find(id="for-the-curious")
    assert isinstance(curious, Tag) and curious.name == "h2", edition
    examples = page.find(id="scoring-examples")
    assert isinstance(examples, Tag) and precedes(examples, curious), edition
    for aside in [*page.select("a.bac-cite"), *page.select('a[href*="payouts/"]'), *page.select('a[href*="myths/"]')]:
        assert precedes(curious, aside), (edition, aside.get_text())
    # Every heading before the asides is one of the beginner's own.
    assert [h.get("id") for h in page.find_all("h2") if precedes(h, curious)][:1] == ["scoring-a-hand"], edition


@pytest.mark.parametrize("edition", PATHS)
def test_what_each_bet_pays_says_the_pay_and_cites_under_the_list(built_site: Path, edition: str) -> None:
    page = article(built_site, edition, "payouts")
    heading = page.find(id="what-each-bet-pays")
    assert isinstance(heading, Tag), edition
    bets = heading.find_next("ul")
    assert isinstance(bets, Tag), edition
    items = bets.find_all("li", recursive=False)
    assert len(items) == 5, edition
    for item in items:
        assert item.select("a.bac-cite") == [], (edition, item.get_text()[:60])
        assert item.find("strong") is not None, (edition, item.get_text()[:60])  # the pay, in bold
    sources = bets.find_next_sibling("p")
    assert isinstance(sources, Tag), edition
    assert {"src-pa-627a-627a-12", "src-france-2019-art-55-14", "src-macau-bacara-art-18"} <= cited(sources), edition


@pytest.mark.parametrize("edition", PATHS)
def test_odds_opens_with_the_house_edge_and_the_method_after(built_site: Path, edition: str) -> None:
    page = article(built_site, edition, "odds")
    title = page.find("h1")
    assert isinstance(title, Tag), edition
    opening = title.find_next("p")
    key_numbers = page.select_one("section.bac-key-numbers")
    assert isinstance(opening, Tag) and isinstance(key_numbers, Tag), edition
    assert opening.find("strong") is not None and precedes(opening, key_numbers), edition
    assert opening.find("code") is None, edition  # the method (the package that counts) is not the opening
    # The method is one plain line after the key numbers, its detail on Sources; no package named on the page.
    method = page.select_one('a[href$="sources/#how-the-figures-are-made"]')
    assert isinstance(method, Tag) and precedes(key_numbers, method), edition
    assert [code for code in page.find_all("code") if code.get_text() == "baccarat"] == [], edition
    sources = article(built_site, edition, "sources").find(id="how-the-figures-are-made")
    assert isinstance(sources, Tag) and "Python" in str(sources.find_next("p")), edition


@pytest.mark.parametrize("edition", PATHS)
def test_home_says_what_the_game_is_above_the_lesson(built_site: Path, edition: str) -> None:
    """What the game is (two hands, a bet on which wins) comes before the lesson's first question; the page
    says "below" of the lesson it introduces, and tells how the figures are made in one line, not in prose."""
    page = built_page(built_site / edition / "index.html").find("article")
    assert isinstance(page, Tag), edition
    lesson = page.select_one("[data-widget='lesson']")
    intro = page.find("h1")
    assert isinstance(lesson, Tag) and isinstance(intro, Tag), edition
    intro = intro.find_next("p")
    assert isinstance(intro, Tag) and precedes(intro, lesson), edition
    said = intro.get_text()
    hands = {
        "": ("Player", "Banker", "below"),
        "zh-hant/": ("閒家", "莊家", "下面"),
        "zh-hans/": ("闲家", "庄家", "下面"),
    }
    assert all(word in said for word in hands[edition]), (edition, said)
    assert len(said) < {"": 240}.get(edition, 90), (edition, len(said))  # short: the question stays on screen
    prose = " ".join(p.get_text() for p in page.find_all("p") if p.find_parent(attrs={"data-widget": True}) is None)
    assert not any(word in prose for word in ("above", "上面的幾節", "上面的几节", "Python")), edition
    assert page.select_one('a[href$="sources/#how-the-figures-are-made"]') is not None, edition
