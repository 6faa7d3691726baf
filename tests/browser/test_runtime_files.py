"""The browser receives the runtime as a careful host sends it: precompressed, and compiled to bytecode."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, Response, expect

pytestmark = pytest.mark.browser


def test_the_runtime_arrives_brotli_compressed_and_python_starts_from_it(page: Page, site_url: str) -> None:
    responses: list[Response] = []
    page.on("response", lambda response: responses.append(response))
    page.goto(f"{site_url}deal/")
    expect(page.locator('[data-widget="deal"]')).to_have_attribute("data-state", "ready")
    received = {response.url.rsplit("/", 1)[-1].split("?")[0]: response for response in responses}
    for name in ("pyodide.asm.wasm", "pyodide.asm.mjs"):
        assert received[name].headers.get("content-encoding") == "br", name
    stdlib = next(response for name, response in received.items() if name.startswith("python_stdlib-"))
    wheel = next(response for name, response in received.items() if name.endswith(".whl"))
    assert stdlib.headers.get("content-encoding") == "br" and wheel.headers.get("content-encoding") == "br"
    assert received["pyodide.asm.wasm"].headers["content-type"] == "application/wasm"
    page_response = next(response for response in responses if response.url.endswith("/deal/"))
    assert page_response.headers.get("content-encoding") == "br"


LARGEST_PAINTS = """window.__largestPaints = [];
new PerformanceObserver((list) => window.__largestPaints.push(...list.getEntries().map((entry) => entry.startTime)))
  .observe({ type: "largest-contentful-paint", buffered: true });"""


@pytest.mark.parametrize("path", ["deal/", "payouts/"])
def test_python_starts_once_the_page_has_painted(page: Page, site_url: str, path: str) -> None:
    """The runtime's 4 MB wait for the page: the worker is asked for after the page's load and its largest
    paint (every page's content is in its HTML), so they never compete with the page's own first paint."""
    page.add_init_script(LARGEST_PAINTS)
    page.goto(f"{site_url}{path}")
    expect(page.locator("[data-widget][data-state=ready]").first).to_be_attached()
    times = page.evaluate(
        """() => ({
          load: performance.getEntriesByType("navigation")[0].loadEventStart,
          largest: Math.max(...window.__largestPaints),
          created: performance.getEntriesByName("baccarat:worker-created")[0].startTime,
          asked: performance.getEntriesByType("resource").find((entry) => entry.name.includes("baccarat-worker"))
            .startTime,
        })"""
    )
    assert times["load"] <= times["created"] <= times["asked"], times
    assert 0 < times["largest"] <= times["created"], times
