"""A static file server on 127.0.0.1 for the built site, as any static host would serve it."""

from __future__ import annotations

import functools
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar


class SiteHandler(SimpleHTTPRequestHandler):
    # Pyodide will not start unless .wasm comes as application/wasm.
    extensions_map: ClassVar[dict[str, str]] = {
        **SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
    }

    def end_headers(self) -> None:
        # As README.md asks of a host: files under a versioned or content-hashed path never change.
        if self.path.startswith(IMMUTABLE_PATHS):
            self.send_header("Cache-Control", IMMUTABLE)
        super().end_headers()

    def send_head(self) -> Any:
        """Send a file's precompressed sibling (``.br``, else ``.gz``) when the request accepts it,
        as nginx's ``brotli_static``/``gzip_static`` and Caddy's ``precompressed`` do."""
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?")[0].endswith("/"):
            path = path / "index.html"
        accepted = accepted_encodings(self.headers.get("Accept-Encoding", ""))
        for encoding, suffix in PRECOMPRESSED:
            sibling = path.with_name(path.name + suffix)
            if encoding in accepted and path.is_file() and sibling.is_file():
                body = sibling.open("rb")
                self.send_response(200)
                self.send_header("Content-Type", self.guess_type(str(path)))
                self.send_header("Content-Encoding", encoding)
                self.send_header("Content-Length", str(sibling.stat().st_size))
                self.send_header("Vary", "Accept-Encoding")
                self.end_headers()
                return body
        return super().send_head()

    def log_message(self, format: str, *args: Any) -> None:
        pass


#: The precompressed siblings the build writes, in order of preference.
PRECOMPRESSED = (("br", ".br"), ("gzip", ".gz"))


def accepted_encodings(header: str) -> set[str]:
    """The content codings an ``Accept-Encoding`` header accepts (``q=0`` refuses one)."""
    accepted = set()
    for item in header.split(","):
        name, _, params = item.partition(";")
        try:
            quality = float(params.strip().removeprefix("q=") or 1)
        except ValueError:
            quality = 1.0
        if name.strip() and quality > 0:
            accepted.add(name.strip().lower())
    return accepted


#: Paths whose files never change (a version or a content hash is in the path), and how to cache them.
IMMUTABLE_PATHS = ("/pyodide/", "/wheels/")
IMMUTABLE = "public, max-age=31536000, immutable"


#: The Content-Security-Policy the site needs (documented in README.md): Material
#: uses inline scripts and styles; Pyodide compiles WebAssembly.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; "
    "style-src 'self' 'unsafe-inline'; img-src 'self' data:; worker-src 'self'; connect-src 'self'; "
    "manifest-src 'self'; object-src 'none'; base-uri 'self'"
)


class StrictSiteHandler(SiteHandler):
    """The site as a careful host serves it: with the documented Content-Security-Policy."""

    def end_headers(self) -> None:
        self.send_header("Content-Security-Policy", CONTENT_SECURITY_POLICY)
        super().end_headers()


@contextmanager
def serve(directory: Path, *, port: int = 0, handler: type[SimpleHTTPRequestHandler] = SiteHandler) -> Iterator[str]:
    """Serve ``directory`` on 127.0.0.1 (a free port unless given); yields the base URL."""
    server = ThreadingHTTPServer(("127.0.0.1", port), functools.partial(handler, directory=str(directory)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def server_process(directory: Path, *, port: int, until_gone: int | None = None) -> subprocess.Popen[bytes]:
    """Serve ``directory`` on ``port`` from a process of its own, as a real static host would, and
    return once it accepts connections. With ``until_gone`` (a process id) it also stops by itself
    when that process has ended: the test run's one server outlives the test process that started it."""
    command = [sys.executable, "-m", "tests.browser.server", str(directory), str(port)]
    if until_gone is not None:
        command.append(str(until_gone))
    server = subprocess.Popen(
        command, cwd=Path(__file__).resolve().parents[2], start_new_session=until_gone is not None
    )
    for _ in range(200):  # wait until it accepts connections
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return server
        except OSError:
            if server.poll() is not None:
                raise RuntimeError(f"the site server exited with status {server.returncode}") from None
            time.sleep(0.05)
    server.terminate()
    raise RuntimeError(f"the site server did not start on port {port}")


@contextmanager
def serve_in_process(directory: Path, *, port: int) -> Iterator[str]:
    """:func:`server_process` for the length of a ``with`` block (the benchmark: a server thread inside
    the process driving the browser would share its interpreter lock, and slow the pages that fetch
    more files)."""
    server = server_process(directory, port=port)
    try:
        yield f"http://127.0.0.1:{port}/"
    finally:
        server.terminate()
        server.wait()


def wait_until_gone(pid: int) -> None:
    """Return once process ``pid`` has ended."""
    while True:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.5)


if __name__ == "__main__":  # python -m tests.browser.server SITE PORT [PID: serve until that process ends]
    with serve(Path(sys.argv[1]), port=int(sys.argv[2])):
        if len(sys.argv) > 3:
            wait_until_gone(int(sys.argv[3]))
        else:
            threading.Event().wait()
