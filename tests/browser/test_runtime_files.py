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
