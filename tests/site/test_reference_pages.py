"""The API reference as built: a page for every public module in every edition, and the index's anchors."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from bs4 import BeautifulSoup, Tag

from sitebuild.editions import EDITIONS
from sitebuild.reference import last_commits, page_uri, public_modules, source_of
from tests.site.built import built_page

pytestmark = pytest.mark.site


def url(name: str) -> str:
    """Module ``name``'s page, as a path under the site: ``reference/baccarat/shoe/``."""
    return page_uri(name).removesuffix(".md").removesuffix("/index") + "/"


def soup(site: Path, path: str) -> BeautifulSoup:
    return built_page(site / path / "index.html")


def test_every_public_module_has_its_page_in_every_edition(built_site: Path) -> None:
    for name in public_modules():
        for edition in EDITIONS:
            assert (built_site / edition.path / url(name) / "index.html").is_file(), f"/{edition.path}{url(name)}"
        page = soup(built_site, url(name))
        assert page.title is not None and page.title.get_text().startswith(f"{name} - ")
        heading = page.find("h1")
        assert heading is not None and heading.get_text(strip=True).startswith(name)
        ids = [str(element["id"]) for element in page.find_all(id=True)]
        assert sorted({i for i in ids if ids.count(i) > 1}) == [], name


def test_the_index_links_every_module_page(built_site: Path) -> None:
    index = soup(built_site, "reference/")
    for name in public_modules():
        link = index.find("a", id=name)
        assert isinstance(link, Tag), name
        assert link["href"] == url(name).removeprefix("reference/"), name


def test_every_documented_name_is_reached_from_its_anchor_on_the_index(built_site: Path) -> None:
    """The index's script sends #baccarat.shoe.BurnRule (an anchor of the one-page reference) to the page
    named by the longest part of it that is a link's id on the index: that page has the name's anchor."""
    index = soup(built_site, "reference/")
    links: dict[str, str] = {}  # each link's id on the index: the first link with it, as find("a", id=...) reads
    for link in index.find_all("a", id=True):
        links.setdefault(str(link["id"]), str(link["href"]))
    names = 0
    for module in public_modules():
        page = soup(built_site, url(module))
        for heading in page.select("article [id^='baccarat.']"):
            wanted = str(heading["id"])
            name = wanted
            while name not in links:
                name = name.rpartition(".")[0]
            target = links[name]
            assert target == url(module).removeprefix("reference/"), wanted
            names += 1
    assert names > 400


def test_a_module_page_was_last_updated_when_its_source_was_committed(built_site: Path) -> None:
    """Not the build's date: the same sources give the same pages."""
    committed = last_commits().get(source_of("baccarat.cards"))
    assert committed is not None
    when = datetime.fromtimestamp(committed, UTC)
    date = soup(built_site, url("baccarat.cards")).select_one(".git-revision-date-localized-plugin-date")
    assert date is not None and date.get_text() == f"{when:%B} {when.day}, {when.year}"
