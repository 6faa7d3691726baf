"""The API reference's index in the browser: an anchor of the one-page reference it replaced goes on to the
module page that now holds the name."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(
    ("anchor", "page_path"),
    [
        ("baccarat.shoe.BurnRule", "reference/baccarat/shoe/"),
        ("baccarat.widgets.door.handle", "reference/baccarat/widgets/door/"),
        ("baccarat.render.markup", "reference/baccarat/render/markup/"),
        ("baccarat.widgets.handle", "reference/baccarat/widgets/"),
    ],
)
def test_an_old_anchor_goes_on_to_its_module_page(page: Page, site_url: str, anchor: str, page_path: str) -> None:
    page.goto(f"{site_url}reference/#{anchor}")
    page.wait_for_url(f"{site_url}{page_path}#{anchor}")
    expect(page.locator(f'[id="{anchor}"]')).to_have_count(1)


def test_the_index_stays_put_without_an_old_anchor(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}reference/#package-baccarat-render")
    expect(page.locator("h1")).to_have_text("Python API¶")
    assert page.url == f"{site_url}reference/#package-baccarat-render"
