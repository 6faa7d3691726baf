"""The HTML kit: escaping is html.escape's, exactly."""

from __future__ import annotations

import html

from hypothesis import given
from hypothesis import strategies as st

from baccarat.render.markup import escape


@given(st.text())
def test_render_escape_is_html_escape(text: str) -> None:
    assert escape(text) == html.escape(text)
