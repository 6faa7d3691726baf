"""The lab's edge-by-true-count charts in a real browser: their words read at the page's size on a phone."""

from __future__ import annotations

import itertools

import pytest
from playwright.sync_api import Browser

pytestmark = pytest.mark.browser

#: Every piece of text in a chart, with the size it is drawn at on screen: SVG text is scaled with its drawing.
DRAWN_SIZES = """figure => {
  const walker = document.createTreeWalker(figure, NodeFilter.SHOW_TEXT);
  const found = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement, text = node.textContent.trim();
    if (!text || element.closest("figcaption")) continue;
    let size = parseFloat(getComputedStyle(element).fontSize);
    if (element instanceof SVGElement) size *= element.ownerSVGElement.getScreenCTM().a;
    found.push({text, size: Math.round(size * 10) / 10});
  }
  return found;
}"""

#: The true-count labels' boxes on screen, left to right.
LABEL_BOXES = """figure => [...figure.querySelectorAll(".bac-count-counts .bac-mark")].map((mark) => {
  const box = mark.getBoundingClientRect();
  return {text: mark.textContent, left: box.left, right: box.right};
})"""


@pytest.mark.parametrize("width", [320, 375, 1280])
def test_the_count_charts_words_read_on_a_phone(browser: Browser, site_url: str, width: int) -> None:
    phone = width < 500
    context = browser.new_context(
        viewport={"width": width, "height": 800}, is_mobile=phone, has_touch=phone, service_workers="block"
    )
    # The charts are the build's drawings: Python is not needed, and not started (the page's three widgets would
    # each start it, only to be left).
    context.route("**/pyodide/**", lambda route: route.abort())
    context.route("**/wheels/**", lambda route: route.abort())
    try:
        page = context.new_page()
        page.goto(f"{site_url}lab/#edge-by-count-chart")
        charts = page.locator("figure.bac-count-chart")
        assert charts.count() == 2
        for chart in charts.all():
            chart.scroll_into_view_if_needed()  # laid out (the page skips far figures until they are near)
            sizes = chart.evaluate(DRAWN_SIZES)
            texts = [item["text"] for item in sizes]
            assert "Average house edge" in texts and "True count" in texts and "0%" in texts, texts
            small = [item for item in sizes if item["size"] < 12]
            assert not small, small
            labels = chart.evaluate(LABEL_BOXES)
            assert all(a["right"] <= b["left"] for a, b in itertools.pairwise(labels)), labels
            plot = chart.locator("svg").bounding_box()
            assert plot and all(plot["x"] - 1 <= mark["left"] and mark["right"] <= plot["x"] + plot["width"] + 1
                                for mark in labels), (plot, labels)  # fmt: skip
    finally:
        context.close()
