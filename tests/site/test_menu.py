"""The menu a learner reads, and pages that teach before they cite (issue 59, item 10), in every edition.

The menu is five groups, the learner's path first (the lessons, the rules in the order a dealer calls a coup,
dealing and the Drill) and the developers' page last, the same in every edition and in its own words; every
page keeps its address, and Material's previous/next links walk the menu's order. On the rules pages the proof
(the citations) closes the page, after the rule, its chart and its quiz; the home page speaks to a learner and
says how its figures are made only near its end."""

from __future__ import annotations

import posixpath
from itertools import pairwise
from pathlib import Path

import pytest
from bs4 import BeautifulSoup, Tag

from sitebuild.editions import EDITIONS
from sitebuild.reference import is_reference
from tests.conftest import html_pages
from tests.site.built import built_page

pytestmark = pytest.mark.site

#: The learner's path, the menu's first group: pages by their address in an edition.
PATH = [
    "",
    "rules/card-values/",
    "rules/naturals/",
    "rules/player/",
    "rules/banker/",
    "rules/calling-a-hand/",
    "deal/",
    "drill/",
]
GROUPS = 5
#: The pages on which the rule is proved by citations: each citation closes the page.
PROVED = ["rules/naturals", "rules/player", "rules/banker"]


def menu(site: Path, edition: str, page: str = "glossary/") -> list[tuple[str, list[str]]]:
    """The menu as ``page`` of ``edition`` shows it: each top-level group's title and its pages' addresses
    (from the edition's root), the page's own contents left out."""
    nav = built_page(site / edition / page / "index.html").select_one("nav.md-nav--primary > ul.md-nav__list")
    assert isinstance(nav, Tag), (edition, page)
    groups = []
    for item in nav.find_all("li", recursive=False):
        title = item.find("label", class_="md-nav__link", recursive=False)
        assert isinstance(title, Tag), f"{edition}{page}: a page outside the menu's groups: {item.get_text()[:40]}"
        links = [str(a["href"]) for a in item.select("a.md-nav__link[href]") if not str(a["href"]).startswith("#")]
        groups.append(
            (" ".join(title.get_text().split()), [posixpath.normpath(posixpath.join(page, h)) for h in links])
        )
    return [(title, [("" if path == "." else path + "/") for path in paths]) for title, paths in groups]


def pages_in_order(site: Path, edition: str) -> list[str]:
    return [path for _, paths in menu(site, edition) for path in paths]


def test_the_menu_is_a_learners_path_then_reference_the_same_in_every_edition(built_site: Path) -> None:
    english = menu(built_site, "")
    assert len(english) == GROUPS, [title for title, _ in english]
    assert english[0][1] == PATH, english[0]
    assert english[-1][1][-1] == "reference/", english[-1]  # the developers' page, last of all
    for edition in EDITIONS:
        shown = menu(built_site, edition.path)
        assert [paths for _, paths in shown] == [paths for _, paths in english], edition.lang  # same groups, order
        if edition.path:  # the groups' titles in the edition's words, never English's
            for (title, _), (english_title, _) in zip(shown, english, strict=True):
                assert title != english_title and not any("a" <= c.lower() <= "z" for c in title), (edition, title)


@pytest.mark.parametrize("edition", [edition.path for edition in EDITIONS])
def test_every_page_is_in_the_menu_at_its_own_address(built_site: Path, edition: str) -> None:
    listed = pages_in_order(built_site, edition)
    assert len(listed) == len(set(listed)), listed
    guide = {
        f"{path.parent.relative_to(built_site / edition).as_posix()}/".removeprefix("./")
        for path in html_pages(built_site, edition)
    }
    guide = {page for page in guide if not is_reference(page.rstrip("/") + ".md") or page == "reference/"}
    assert set(listed) == guide


@pytest.mark.parametrize("edition", [edition.path for edition in EDITIONS])
def test_previous_and_next_walk_the_menu(built_site: Path, edition: str) -> None:
    order = pages_in_order(built_site, edition)
    for before, after in pairwise(order):
        for page, rel, other in ((before, "next", after), (after, "prev", before)):
            footer = built_page(built_site / edition / page / "index.html").select_one(f"a.md-footer__link--{rel}")
            assert isinstance(footer, Tag), (edition, page, rel)
            assert posixpath.normpath(posixpath.join(page or ".", str(footer["href"]))) == (other or ".").rstrip("/"), (
                edition,
                page,
                rel,
            )


def article(page: BeautifulSoup) -> Tag:
    found = page.find("article")
    assert isinstance(found, Tag)
    return found


@pytest.mark.parametrize("edition", [edition.path for edition in EDITIONS])
def test_a_rule_is_taught_and_asked_before_it_is_proved(built_site: Path, edition: str) -> None:
    for rule in PROVED:
        page = article(built_page(built_site / edition / rule / "index.html"))
        citations = page.select("a.bac-cite")
        quiz = page.select_one("[data-widget]")  # the page's quiz: the rule, asked
        assert citations and isinstance(quiz, Tag), (edition, rule)
        proof = {citation.find_parent("p") for citation in citations}
        assert len(proof) == 1, (edition, rule)  # one short paragraph says where the rule is written
        (paragraph,) = proof
        assert isinstance(paragraph, Tag) and paragraph.find("strong") is not None, (edition, rule)  # its lead-in
        assert any(following is paragraph for following in quiz.find_all_next("p")), (edition, rule)
        # It closes the page: at most the line that leads on to the next rule follows it.
        after = [p for p in paragraph.find_next_siblings("p") if "md-source-file" not in p.get_attribute_list("class")]
        assert len(after) <= 1, (edition, rule, [p.get_text()[:40] for p in after])


@pytest.mark.parametrize("edition", [edition.path for edition in EDITIONS])
def test_the_home_page_says_how_it_is_made_near_its_end(built_site: Path, edition: str) -> None:
    page = article(built_page(built_site / edition / "index.html"))
    minute = page.find(id="the-game-in-a-minute")
    assert isinstance(minute, Tag), edition
    # The page's own prose (not a widget's) says where the figures come from: one line, linking how they are made
    # on Sources (the package behind them is told there, not in the learner's path).
    told = [
        paragraph
        for paragraph in page.find_all("p")
        if paragraph.find("a", href=lambda href: bool(href) and "sources/#how-the-figures-are-made" in href)
        and paragraph.find_parent(attrs={"data-widget": True}) is None
    ]
    assert told, edition
    for paragraph in told:  # after the game itself, never in the learner's path
        assert any(following is paragraph for following in minute.find_all_next("p")), (edition, paragraph.get_text())
