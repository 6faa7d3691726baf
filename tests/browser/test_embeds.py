"""Embeds in another site's iframe (another origin), and chart pages that print on one page."""

from __future__ import annotations

import functools
import re
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Frame, Page, expect

from .test_accessibility import AXE, RUN_AXE, summary

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def other_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str]]:
    """Another site (another port on 127.0.0.1) whose pages embed our charts: a plain static server
    of its own, without the guide's host settings (its policy would forbid framing another origin)."""
    folder = tmp_path_factory.mktemp("other-site")
    handler = functools.partial(QuietHandler, directory=str(folder))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield folder, f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


class QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


#: The chart on show (the full Banker grid is drawn twice: in words, and in letters for a phone).
SHOWN = "svg.bac-chart:visible"


def embed(page: Page, other_site: tuple[Path, str], site_url: str, query: str, chart: str = "banker-chart") -> Frame:
    folder, url = other_site
    name = f"host-{abs(hash(query + chart))}.html"
    (folder / name).write_text(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A forum post</title>'
        '<link rel="icon" href="data:,"></head><body>'
        f'<main><h1>My notes</h1><iframe id="chart" title="Banker chart" width="820" height="520" '
        f'src="{site_url}embed/{chart}/{query}"></iframe></main></body></html>'
    )
    page.goto(url + name)
    frame = page.frame_locator("#chart")
    expect(frame.locator(SHOWN)).to_be_visible()
    found = page.frame(url=re.compile(r"/embed/"))
    assert found is not None
    assert not found.url.startswith(url)  # really another origin
    return found


def axe(frame: Frame) -> list[dict[str, Any]]:
    frame.add_script_tag(path=str(AXE))
    found: list[dict[str, Any]] = frame.evaluate(RUN_AXE)
    return found


def test_an_embedded_grid_marks_the_cell_from_its_query(
    page: Page, site_url: str, other_site: tuple[Path, str]
) -> None:
    frame = embed(page, other_site, site_url, "?cell=4,3")
    cell = frame.locator(f'{SHOWN} [data-cell="4,3"]')
    expect(cell).to_have_class(re.compile(r"\bhere\b"))
    assert frame.locator(f"{SHOWN} .here").count() == 1
    expect(frame.locator("#marked")).to_have_text("Marked: Banker 4, Player's third card 3: Banker draws.")
    expect(frame.locator("#note")).to_be_hidden()
    assert frame.locator(f'{SHOWN} [data-cell^="4,"].bold').count() == 11
    found = axe(frame)
    assert found == [], summary(found)


def test_the_player_stood_column_and_a_row(page: Page, site_url: str, other_site: tuple[Path, str]) -> None:
    frame = embed(page, other_site, site_url, "?cell=6,stood")
    expect(frame.locator("#marked")).to_have_text("Marked: Banker 6, the Player stood: Banker stands.")
    frame = embed(page, other_site, site_url, "?row=3", chart="banker-compact")
    expect(frame.locator("#marked")).to_have_text("Marked: the row for a Banker total of 3.")
    assert frame.locator(f'{SHOWN} [data-row="3"].here').count() == 3


def test_bad_parameters_are_named_as_text_and_ignored(page: Page, site_url: str, other_site: tuple[Path, str]) -> None:
    hostile = "%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%22%3E"
    frame = embed(page, other_site, site_url, f"?cell={hostile}&row=9&theme=pink&colour=red")
    note = frame.locator("#note")
    expect(note).to_be_visible()
    text = note.inner_text()
    assert 'cell=<img src=x onerror="window.__pwned=1"> ignored: no such cell' in text
    assert "row=9 ignored: this chart has no such row" in text
    assert "theme=pink ignored: use theme=dark or theme=light" in text
    assert "colour=red ignored: unknown parameter" in text
    assert frame.locator("img").count() == 0 and frame.evaluate("window.__pwned") is None
    assert frame.locator(".here").count() == 0
    expect(frame.locator(f'{SHOWN} [data-cell="0,0"]')).to_have_text("Draw")  # the chart itself is untouched


def test_dark_theme_from_the_query_and_from_the_reader(page: Page, site_url: str, other_site: tuple[Path, str]) -> None:
    frame = embed(page, other_site, site_url, "?theme=dark&cell=3,8")
    assert frame.evaluate("getComputedStyle(document.documentElement).backgroundColor") == "rgb(30, 33, 41)"
    found = axe(frame)
    assert found == [], summary(found)
    page.emulate_media(color_scheme="dark")
    frame = embed(page, other_site, site_url, "", chart="player-chart")
    assert frame.evaluate("getComputedStyle(document.documentElement).backgroundColor") == "rgb(30, 33, 41)"
    frame = embed(page, other_site, site_url, "?theme=light", chart="player-chart")
    assert frame.evaluate("getComputedStyle(document.documentElement).backgroundColor") == "rgb(255, 255, 255)"


def test_embeds_fit_a_320_pixel_screen(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 320, "height": 640})
    for chart in ("card-values", "player-chart", "banker-compact", "banker-chart"):  # one tab, each in turn
        page.goto(f"{site_url}embed/{chart}/")
        assert page.evaluate("document.documentElement.scrollWidth") <= 320, chart  # wide grids scroll in their box
        found = axe(page.main_frame)
        assert found == [], f"{chart}: {summary(found)}"


#: Each drawn text's size on screen, in CSS pixels: its font size scaled as its drawing is.
TEXT_SIZES = """(svg) => {
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  return [...svg.querySelectorAll('text')].map(t => parseFloat(getComputedStyle(t).fontSize) * scale);
}"""


def test_the_full_banker_grid_embedded_on_a_phone_is_whole_and_readable(page: Page, site_url: str) -> None:
    """Its last column on screen without scrolling sideways, no text under 12 px, and a link's mark shown: at 320 px
    as it loads, then with the window set to 375 px."""
    page.set_viewport_size({"width": 320, "height": 740})
    page.goto(f"{site_url}embed/banker-chart/?cell=3,8")
    for width in (320, 375):
        page.set_viewport_size({"width": width, "height": 740})
        chart = page.locator(SHOWN)
        expect(chart).to_have_count(1)
        region = chart.locator("xpath=..")
        assert region.evaluate("r => r.scrollWidth <= r.clientWidth"), f"the grid scrolls sideways at {width} px"
        last = chart.locator('[data-cell="7,9"]').bounding_box()
        assert last is not None and last["x"] + last["width"] <= width, (width, last)
        assert min(chart.evaluate(TEXT_SIZES)) >= 12, width
        expect(chart.locator('[data-cell="3,8"]')).to_have_class(re.compile(r"\bhere\b"))
        expect(chart.locator('[data-cell="3,8"]')).to_have_text("S")
        expect(page.locator("#marked")).to_have_text("Marked: Banker 3, Player's third card 8: Banker stands.")
        assert page.evaluate("document.documentElement.scrollWidth") <= width


def pdf_pages(page: Page) -> int:
    page.emulate_media(media="print")
    return len(re.findall(rb"/Type\s*/Page[^s]", page.pdf(format="A4", print_background=True)))


def test_chart_pages_and_embeds_print_on_one_page(page: Page, site_url: str) -> None:
    for url in ("rules/card-values/", "rules/player/", "embed/banker-chart/?cell=4,3"):  # one tab, each in turn
        page.emulate_media(media="screen")  # each loaded as a reader's screen shows it, then printed
        page.goto(f"{site_url}{url}")
        assert pdf_pages(page) == 1, url


def test_sources_copy_buttons_copy_the_embed_code(page: Page, site_url: str, context: BrowserContext) -> None:
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(f"{site_url}sources/")
    section = page.locator(".bac-copies").last
    buttons = section.locator("button[data-action=copy-field]")
    expect(buttons).to_have_count(4)
    buttons.last.click()
    expect(section.locator(".bac-copied").last).to_have_text("Copied.")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied.startswith(f'<iframe src="{site_url}embed/banker-chart/"') and copied.endswith("</iframe>")
    buttons.first.press("Enter")  # keyboard works too
    assert page.evaluate("navigator.clipboard.readText()") == f"{site_url}rules/banker/#banker-chart"


def test_a_players_total_marks_the_row_of_its_range(page: Page, site_url: str, other_site: tuple[Path, str]) -> None:
    frame = embed(page, other_site, site_url, "?row=4", chart="player-chart")
    expect(frame.locator("#marked")).to_have_text("Marked: the row for a Player total of 4.")
    assert frame.locator(f'{SHOWN} [data-row="0"].bold').count() > 0
    assert frame.locator(f"{SHOWN} .here").count() > 0 and frame.locator(f'{SHOWN} [data-row="6"].bold').count() == 0


@pytest.mark.parametrize(
    ("edition", "marked", "ignored"),
    [
        ("zh-hant/", "已標示：莊家 4 點，閒家第三張牌 3：莊家補牌。", "已略過 colour=red：不明參數"),
        ("zh-hans/", "已标出：庄家 4 点，闲家第三张牌 3，庄家补牌。", "已忽略 colour=red：未知参数"),
    ],
)
def test_a_chinese_embed_marks_and_refuses_in_its_script(
    page: Page, site_url: str, other_site: tuple[Path, str], edition: str, marked: str, ignored: str
) -> None:
    frame = embed(page, other_site, site_url + edition, "?cell=4,3&colour=red")
    expect(frame.locator("#marked")).to_have_text(marked)
    expect(frame.locator("#note")).to_contain_text(ignored)
    assert frame.locator(f"{SHOWN} .here").count() == 1
    found = axe(frame)
    assert found == [], summary(found)
