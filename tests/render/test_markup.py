"""The HTML kit: escaping is html.escape's, exactly; a region that scrolls carries its hint, which the
stylesheet shows, and no stylesheet writes a word."""

from __future__ import annotations

import html
import re
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baccarat.home_game import new_game
from baccarat.i18n import words
from baccarat.render.home_game import game_html
from baccarat.render.markup import escape, scroll_region, wrap_tables
from baccarat.render.other_games import games_table, player_choice_table


@given(st.text())
def test_render_escape_is_html_escape(text: str) -> None:
    assert escape(text) == html.escape(text)


# ── The words a reader sees come from the catalogues, never from the stylesheet ──

ROOT = Path(__file__).resolve().parents[2]
HINTS = {"en": "Scroll sideways to see it all →", "zh-Hant": "可左右捲動 →", "zh-Hans": "可左右滚动 →"}


@pytest.mark.parametrize("lang", sorted(HINTS))
def test_every_region_that_scrolls_sideways_carries_its_hint_in_the_page_language(lang: str) -> None:
    """The stylesheet shows a region's hint from its data-hint: each region the renderers write has the hint in the
    page's language, a table wrapped from a page's Markdown as much as a widget's."""
    regions = (
        scroll_region("Pay", "<table></table>", lang=lang),
        wrap_tables("<p>x</p><table><caption>Odds</caption></table>", lang=lang),
        game_html(new_game("Ann\nBo", 2, 0, seed=1), lang=lang),
        games_table(lang=lang),
    )
    for region in regions:
        opened = re.findall(r'<div class="[^"]*\bbac-scroll\b[^"]*"[^>]*>', region)
        assert opened, region[:200]
        assert all(f' data-hint="{escape(HINTS[lang])}"' in tag for tag in opened), opened
    assert wrap_tables(regions[0], lang=lang) == regions[0]  # a region already made is not wrapped again
    # A caption carrying its key for a phone (data-key) still names the region its table is wrapped in.
    grid = wrap_tables(player_choice_table(lang=lang), lang=lang)
    caption = re.search(r"<caption[^>]*>([^<]*)</caption>", grid)
    assert caption and f'aria-label="{escape(words(lang)("{label} (scrolls sideways)", label=caption[1]))}"' in grid


def _content_strings(css: str) -> list[str]:
    """Every string a `content` declaration of ``css`` writes (comments left out)."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    values = re.findall(r"(?<![-\w])content:\s*([^;}]*)", css)
    return [string for value in values for string in re.findall(r'"((?:[^"\\]|\\.)*)"', value)]


def test_the_stylesheets_write_no_words() -> None:
    """A new language is its catalogue, never a stylesheet's edit: a `content` string holds symbols only (an arrow,
    a colon, nothing); the words a rule shows are the page's own, read with attr() from what the renderer wrote."""
    sheets = sorted((ROOT / "docs" / "assets").glob("**/*.css"))
    assert sheets
    for sheet in sheets:
        css = sheet.read_text(encoding="utf-8")
        worded = [s for s in _content_strings(css) if any(unicodedata.category(c)[0] in "LN" for c in s)]
        assert not worded, f"{sheet.name}: words in content: {worded}"
    css = (ROOT / "docs" / "assets" / "baccarat.css").read_text(encoding="utf-8")
    for read in ("data-hint", "data-abbr", "data-key"):
        assert f"content: attr({read})" in css, read
    assert _content_strings('a::before { content: "Banker" / ""; } b { content: "▸"; }') == ["Banker", "", "▸"]
