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
]
#: The tests' browser: WebAssembly runs on V8's baseline compiler only. Each page's Python start is
#: otherwise followed by the optimising compiler recompiling the interpreter's hot functions on
#: other cores (about 0.75 of a core-second per page here), which speeds nothing a test waits for
#: and halves what two test processes get of two cores. Same semantics; the benchmarks keep the
#: default a reader's browser has.
TEST_ARGS = [*ARGS, "--js-flags=--liftoff-only"]
