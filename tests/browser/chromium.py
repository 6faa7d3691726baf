"""Debian's Chromium under Playwright, with the flags a closed network needs."""

from __future__ import annotations

import shutil

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
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
#: The tests' browser: WebAssembly runs on V8's baseline compiler only. Each page's Python start is
#: otherwise followed by the optimising compiler recompiling the interpreter's hot functions on
#: other cores (about 0.75 of a core-second per page here), which speeds nothing a test waits for
#: and halves what two test processes get of two cores. Same semantics; the benchmarks keep the
#: default a reader's browser has.
TEST_ARGS = [*ARGS, "--js-flags=--liftoff-only"]
