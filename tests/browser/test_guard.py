"""The browser tests' own guard: a request for another host is reported, and it never leaves."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from .guard import Guard

pytestmark = pytest.mark.browser


FETCH_ELSEWHERE = """async () => {
  try { await fetch("http://example.com/tracker.js", { mode: "no-cors" }); return "fetched"; }
  catch (error) { return "failed"; }
}"""


def test_a_request_for_another_host_is_reported_and_fails_at_once(page: Page, site_url: str, guard: Guard) -> None:
    # The guide's own pages forbid it: the host's Content-Security-Policy (connect-src 'self').
    page.goto(site_url)
    assert page.evaluate(FETCH_ELSEWHERE) == "failed"
    assert guard.outside == []  # blocked before it was ever requested
    # A page without that policy: the request is made, reported, and fails, since no host name but
    # 127.0.0.1 resolves in the test browser.
    page.goto("about:blank")
    assert page.evaluate(FETCH_ELSEWHERE) == "failed"
    assert guard.outside == ["http://example.com/tracker.js"]
    guard.outside.clear()  # seen; the guard's own check on closing would fail the test
    guard.expect_errors = True  # the console reports the failed fetch
