"""The built site served as a reader's host serves it: Debian's nginx with the project's own
``deploy/nginx.conf`` (precompressed files, types, cache headers and Content-Security-Policy),
on 127.0.0.1 and a free port, started and stopped by the tests."""

from __future__ import annotations

import os
import pwd
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit
from urllib.request import Request, urlopen

from sitebuild import headers

ROOT = Path(__file__).resolve().parents[2]
#: The server block a host includes from its http block; only ``root`` (and ``listen``) change here.
SERVER_BLOCK = ROOT / "deploy" / "nginx.conf"
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
#: Where Debian's packages put the modules and the types; the brotli module comes from its own package.
MODULES = Path("/usr/lib/nginx/modules")
MIME_TYPES = Path("/etc/nginx/mime.types")

#: The Content-Security-Policy the README documents, as every host sends it (sitebuild/headers.py), and how
#: the files under a versioned or content-hashed path are cached.
CONTENT_SECURITY_POLICY, IMMUTABLE = headers.CONTENT_SECURITY_POLICY, headers.IMMUTABLE


def server_block(directory: Path, port: int) -> str:
    """``deploy/nginx.conf`` with its ``root`` set to ``directory`` and listening on 127.0.0.1:``port``."""
    text = SERVER_BLOCK.read_text(encoding="utf-8")
    text, roots = re.subn(r"(?m)^(\s*)root \S+;", lambda m: f"{m[1]}root {directory.absolute()};", text)
    text, listens = re.subn(r"(?m)^(\s*)listen \S+;", lambda m: f"{m[1]}listen 127.0.0.1:{port};", text)
    assert roots == listens == 1, "deploy/nginx.conf must have one root and one listen line"
    return text


def nginx_config(directory: Path, port: int, scratch: Path) -> str:
    """A whole nginx.conf around the project's server block, with every file it writes in ``scratch``."""
    temp = "\n".join(
        f"    {kind}_temp_path {scratch / kind};" for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
    )
    # Workers run as whoever runs the tests, so they can read a site under a private temporary folder.
    user = pwd.getpwuid(os.getuid()).pw_name
    return f"""# Written by tests/browser/host.py for one test server.
user {user};
daemon off;
master_process on;
worker_processes 1;
pid {scratch / "nginx.pid"};
error_log {scratch / "error.log"} warn;
load_module {MODULES / "ngx_http_brotli_static_module.so"};
events {{ worker_connections 256; }}
http {{
    access_log {scratch / "access.log"};
{temp}
    sendfile on;
    keepalive_timeout 65;
{server_block(directory, port)}
}}
"""


def free_port(preferred: int = 0) -> int:
    """A free 127.0.0.1 port: ``preferred`` if it is free, else any."""
    with socket.socket() as sock:
        try:
            sock.bind(("127.0.0.1", preferred))
        except OSError:
            sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_for(port: int, process: subprocess.Popen[bytes], log: Path | None = None) -> None:
    """Return once 127.0.0.1:``port`` accepts connections; fail if ``process`` ends first (quoting ``log``)."""
    for _ in range(400):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            if process.poll() is not None:
                said = log.read_text(errors="replace").strip() if log and log.exists() else ""
                raise RuntimeError(f"the site server exited with status {process.returncode}: {said}") from None
            time.sleep(0.05)
    process.terminate()
    raise RuntimeError(f"the site server did not start on port {port}")


def start_nginx(directory: Path, port: int, scratch: Path) -> subprocess.Popen[bytes]:
    """Start nginx serving ``directory`` on 127.0.0.1:``port`` and return once it accepts connections."""
    config = scratch / "nginx.conf"
    (scratch / "mime.types").symlink_to(MIME_TYPES)  # the server block includes it beside nginx.conf, as on a host
    config.write_text(nginx_config(directory, port, scratch), encoding="utf-8")
    process = subprocess.Popen([NGINX, "-c", str(config), "-e", str(scratch / "error.log")])
    _wait_for(port, process, scratch / "error.log")
    return process


def stop(process: subprocess.Popen[bytes]) -> None:
    """Stop nginx quickly (its master ends its workers)."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def checked_paths(site: Path) -> list[str]:
    """The built ``site``'s files whose headers a host test reads: pages (one in a Chinese edition, one made to
    be framed), the offline worker, the manifest, the runtime's WebAssembly and modules, and the wheel."""
    files = [next(site.glob(pattern)) for pattern in ("pyodide/*/pyodide.asm.wasm", "pyodide/*/pyodide.mjs")]
    files.append(next(site.glob("wheels/*/*.whl")))
    ours = [path.relative_to(site).as_posix() for path in files]
    return ["", "deal/", "zh-hant/deal/", "embed/banker-chart/", "sw.js", "manifest.webmanifest", *ours]


def header_mismatches(base: str, site: Path) -> list[str]:
    """How the server at ``base`` departs from the header policy (sitebuild/headers.py) on
    :func:`checked_paths`: each header it sends otherwise, named with its path (none: it keeps the policy)."""
    wrong = []
    for path in checked_paths(site):
        with urlopen(Request(base + path, method="HEAD", headers={"Accept-Encoding": "br, gzip"})) as response:
            sent = response.headers
        kind = headers.TYPES.get(path.rsplit(".", 1)[-1]) if "." in path.rsplit("/", 1)[-1] else "text/html"
        wanted = {**headers.headers_for("/" + path), **({"Content-Type": kind} if kind else {})}
        for name, value in wanted.items():
            got = sent.get(name, "")
            if (got.split(";")[0] if name == "Content-Type" else got) != value:
                wrong.append(f"/{path} {name}: {got!r}, not {value!r}")
        if "frame-ancestors" in sent.get("Content-Security-Policy", "") or sent.get("X-Frame-Options"):
            wrong.append(f"/{path}: forbids framing")
    return wrong


class Host:
    """One running nginx: its base URL, and the requests it has served (from its access log)."""

    def __init__(self, url: str, scratch: Path) -> None:
        self.url, self._log = url, scratch / "access.log"

    def requests(self) -> Counter[str]:
        """How many GET requests each path has had so far (query strings left out)."""
        counts: Counter[str] = Counter()
        if self._log.exists():
            for line in self._log.read_text(errors="replace").splitlines():
                found = re.search(r'"GET (\S+) HTTP', line)
                if found:
                    counts[urlsplit(found[1]).path] += 1
        return counts


@contextmanager
def hosted(directory: Path, *, port: int = 0) -> Iterator[Host]:
    """Serve ``directory`` with nginx for the length of a ``with`` block (a free port unless given)."""
    port = port or free_port()
    with tempfile.TemporaryDirectory(prefix="baccarat-nginx-") as scratch:
        process = start_nginx(directory, port, Path(scratch))
        try:
            yield Host(f"http://127.0.0.1:{port}/", Path(scratch))
        finally:
            stop(process)


@contextmanager
def serve(directory: Path, *, port: int = 0) -> Iterator[str]:
    """Serve ``directory`` with nginx for the length of a ``with`` block; yields the base URL."""
    with hosted(directory, port=port) as host:
        yield host.url


def server_process(directory: Path, *, port: int, until_gone: int | None = None) -> subprocess.Popen[bytes]:
    """Serve ``directory`` on ``port`` from a process of its own, returning once it accepts connections.
    With ``until_gone`` (a process id) it stops by itself when that process has ended: the test run's
    one server outlives the test process that started it."""
    command = [sys.executable, "-m", "tests.browser.host", str(directory), str(port)]
    if until_gone is not None:
        command.append(str(until_gone))
    keeper = subprocess.Popen(command, cwd=ROOT, start_new_session=until_gone is not None)
    _wait_for(port, keeper)
    return keeper


@contextmanager
def serve_in_process(directory: Path, *, port: int) -> Iterator[str]:
    """:func:`server_process` for the length of a ``with`` block (the benchmarks)."""
    keeper = server_process(directory, port=port)
    try:
        yield f"http://127.0.0.1:{port}/"
    finally:
        keeper.terminate()
        keeper.wait()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def main(directory: str, port: str, watched: str | None = None) -> None:
    """Run nginx until this process is told to stop, or until process ``watched`` has ended."""
    with tempfile.TemporaryDirectory(prefix="baccarat-nginx-") as scratch:
        process = start_nginx(Path(directory), int(port), Path(scratch))
        stopping = False

        def on_signal(signum: int, frame: object) -> None:
            nonlocal stopping
            stopping = True

        signal.signal(signal.SIGTERM, on_signal)
        signal.signal(signal.SIGINT, on_signal)
        try:
            while not stopping and process.poll() is None and (watched is None or _alive(int(watched))):
                time.sleep(0.5)
        finally:
            stop(process)


if __name__ == "__main__":  # python -m tests.browser.host SITE PORT [PID: serve until that process ends]
    main(*sys.argv[1:])
