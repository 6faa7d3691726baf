"""Debian's Chromium under Playwright, with the flags a closed network needs."""

from __future__ import annotations

import os
import shutil

#: The browser a reader has: the benchmarks and Lighthouse run it.
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
#: The tests' browser: Debian's build of the same Chromium as its headless shell, the one Playwright
#: itself runs headless tests on. The same engine, without the desktop browser's compositing for a
#: screen nobody sees: a page costs about half the CPU, and the tests run two at a time on two cores.
#: ``BACCARAT_TEST_CHROMIUM=/usr/bin/chromium scripts/test`` runs them on the desktop browser instead.
TEST_CHROMIUM = (
    os.environ.get("BACCARAT_TEST_CHROMIUM")
    or shutil.which("chromium-headless-shell")
    or "/usr/bin/chromium-headless-shell"
)
ARGS = [
    "--no-sandbox",  # we run as root in CI
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # A closed network: no host name resolves but the test server's (a request that would leave
    # 127.0.0.1 fails at once, and the tests' guard reports it).
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
#: The tests' flags: WebAssembly runs on V8's baseline compiler only. Each page's Python start is
#: otherwise followed by the optimising compiler recompiling the interpreter's hot functions on
#: other cores (about 0.75 of a core-second per page here), which speeds nothing a test waits for
#: and halves what two test processes get of two cores. Same semantics; the benchmarks keep the
#: default a reader's browser has.
TEST_ARGS = [*ARGS, "--js-flags=--liftoff-only"]
