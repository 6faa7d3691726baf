"""The built site as a CDN serves it: Cloudflare Pages' own local server (``wrangler pages dev``, pinned in
package-lock.json) on 127.0.0.1, reading the ``_headers`` file the build wrote.

It runs offline: wrangler's telemetry, its check for a newer release and the download of Cloudflare's
request metadata are all turned off (:func:`wrangler_pages`), and its runtime (workerd) came from npm.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from sitebuild.headers import CONTENT_SECURITY_POLICY
from tests.conftest import ROOT

from .host import free_port, header_mismatches
from .widgets import selector

pytestmark = pytest.mark.browser

WRANGLER = ROOT / "node_modules" / ".bin" / "wrangler"
#: The newest date the pinned runtime knows (workerd 1.YYYYMMDD.n): a later one makes wrangler warn.
_DAY = json.loads((ROOT / "node_modules" / "workerd" / "package.json").read_text())["version"].split(".")[1]
COMPATIBILITY_DATE = f"{_DAY[:4]}-{_DAY[4:6]}-{_DAY[6:]}"


def _answering(url: str) -> bool:
    """Whether ``url`` answers with the policy's header (wrangler has read the site and its ``_headers``)."""
    try:
        with urllib.request.urlopen(urllib.request.Request(url, method="HEAD"), timeout=5) as response:
            return bool(response.headers.get("Content-Security-Policy") == CONTENT_SECURITY_POLICY)
    except (urllib.error.URLError, OSError):
        return False


@contextmanager
def wrangler_pages(site: Path) -> Iterator[str]:
    """``wrangler pages dev`` serving ``site`` on 127.0.0.1 and a free port, for the length of a ``with`` block.

    Everything it keeps goes in a scratch folder, and nothing it does leaves the machine: no telemetry
    (``WRANGLER_SEND_METRICS``), miniflare's placeholder ``Request.cf`` instead of one fetched from
    workers.cloudflare.com (``NODE_ENV=test``), and its banner's check for a newer wrangler sent to a closed
    port on 127.0.0.1 (the check reads the npm registry's address from ``npm_registry``) instead of npm.
    """
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="baccarat-wrangler-") as scratch:
        env = {
            **os.environ,
            "WRANGLER_SEND_METRICS": "false",
            "NODE_ENV": "test",
            "npm_registry": f"http://127.0.0.1:{free_port()}/",
            "XDG_CONFIG_HOME": scratch,  # its settings and logs (its state goes in its working folder)
            "WRANGLER_LOG_PATH": scratch,
            "TMPDIR": scratch,
        }
        command = [str(WRANGLER), "pages", "dev", str(site), "--ip", "127.0.0.1", "--port", str(port)]
        command += ["--compatibility-date", COMPATIBILITY_DATE]
        log = Path(scratch) / "wrangler.log"
        with log.open("wb") as out:
            process = subprocess.Popen(
                command, cwd=scratch, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
            )
        url = f"http://127.0.0.1:{port}/"
        try:
            deadline = time.monotonic() + 60
            while not _answering(url):
                assert process.poll() is None, f"wrangler exited: {log.read_text(errors='replace')}"
                assert time.monotonic() < deadline, f"wrangler did not start: {log.read_text(errors='replace')}"
                time.sleep(0.1)
            yield url
        finally:
            os.killpg(process.pid, signal.SIGTERM)  # wrangler and the workerd it started, in its own group
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:  # a loaded machine: still closing, and never left running
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()


@pytest.fixture(scope="module")
def cdn_url(built_site: Path) -> Iterator[str]:
    """The built site served by Cloudflare Pages' local server, started once for this module."""
    with wrangler_pages(built_site) as url:
        yield url


def test_the_cdn_sends_the_policy_from_the_build_s_headers_file(cdn_url: str, built_site: Path) -> None:
    assert header_mismatches(cdn_url, built_site) == []


def test_a_widget_starts_under_the_cdn_s_policy(page: Page, cdn_url: str) -> None:
    response = page.goto(f"{cdn_url}deal/")
    assert response is not None and response.headers["content-security-policy"] == CONTENT_SECURITY_POLICY
    expect(page.locator(selector("deal"))).to_have_attribute("data-state", "ready")
