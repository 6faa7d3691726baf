"""A static file server on 127.0.0.1 for the built site, as any static host would serve it."""

from __future__ import annotations

import functools
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


class SharedPortServer(ThreadingHTTPServer):
    """A server that may share its port with another serving the same files: the test processes of
    one run each serve the one built site on the port it was built for, and the kernel hands each
    connection to one of them (HTTP/1.0: one connection per request, so a process that finishes
    early leaves nothing half-open)."""

    allow_reuse_port = True


@contextmanager
def serve(
    directory: Path, *, port: int = 0, handler: type[SimpleHTTPRequestHandler] = SiteHandler, shared: bool = False
) -> Iterator[str]:
    """Serve ``directory`` on 127.0.0.1 (a free port unless given; ``shared``: a port other processes
    serve the same files on); yields the base URL."""
    kind = SharedPortServer if shared else ThreadingHTTPServer
    server = kind(("127.0.0.1", port), functools.partial(handler, directory=str(directory)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def serve_in_process(directory: Path, *, port: int) -> Iterator[str]:
    """Serve ``directory`` from a process of its own, as a real static host would.

    The benchmark uses this: a server thread inside the process driving the browser
    would share its interpreter lock, and slow the pages that fetch more files.
    """
    command = [sys.executable, "-m", "tests.browser.server", str(directory), str(port)]
    server = subprocess.Popen(command, cwd=Path(__file__).resolve().parents[2])
    try:
        for _ in range(200):  # wait until it accepts connections
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if server.poll() is not None:
                    raise RuntimeError(f"the site server exited with status {server.returncode}") from None
                time.sleep(0.05)
        else:
            raise RuntimeError(f"the site server did not start on port {port}")
        yield f"http://127.0.0.1:{port}/"
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":  # python -m tests.browser.server SITE PORT
    with serve(Path(sys.argv[1]), port=int(sys.argv[2])):
        threading.Event().wait()
