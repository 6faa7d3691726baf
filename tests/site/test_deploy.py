"""The host configurations the README points to: deploy/nginx.conf (the tests' own host) and
deploy/Caddyfile, each checked by the server itself, and nginx's answers as a reader's browser sees them."""

from __future__ import annotations

import subprocess
import urllib.error
import urllib.request
from email.message import Message
from pathlib import Path

import pytest

from tests.browser.host import CONTENT_SECURITY_POLICY, IMMUTABLE, NGINX, free_port, nginx_config, serve
from tests.conftest import ROOT

pytestmark = pytest.mark.site


def head(url: str, encoding: str = "br, gzip") -> tuple[int, Message]:
    request = urllib.request.Request(url, method="HEAD", headers={"Accept-Encoding": encoding})
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, response.headers
    except urllib.error.HTTPError as error:
        return error.code, error.headers


def test_nginx_accepts_the_server_block(built_site: Path, tmp_path: Path) -> None:
    (tmp_path / "mime.types").symlink_to("/etc/nginx/mime.types")
    config = tmp_path / "nginx.conf"
    config.write_text(nginx_config(built_site, free_port(), tmp_path), encoding="utf-8")
    checked = subprocess.run([NGINX, "-t", "-c", str(config), "-e", str(tmp_path / "error.log")],
                             capture_output=True, text=True)  # fmt: skip
    assert checked.returncode == 0, checked.stderr
    assert "syntax is ok" in checked.stderr


def test_caddy_accepts_the_caddyfile(tmp_path: Path) -> None:
    checked = subprocess.run(
        ["caddy", "validate", "--config", str(ROOT / "deploy" / "Caddyfile"), "--adapter", "caddyfile"],
        capture_output=True, text=True, cwd=tmp_path,
    )  # fmt: skip
    assert checked.returncode == 0, checked.stderr
    assert "Valid configuration" in checked.stdout + checked.stderr


def test_nginx_sends_types_caches_and_the_policy_as_the_readme_asks(built_site: Path) -> None:
    (wasm,) = built_site.glob("pyodide/*/pyodide.asm.wasm")
    (mjs,) = built_site.glob("pyodide/*/pyodide.asm.mjs")
    (wheel,) = built_site.glob("wheels/*/*.whl")
    with serve(built_site) as base:
        expected = {
            "": ("text/html", "no-cache"),
            "deal/": ("text/html", "no-cache"),
            "sw.js": ("javascript", "no-cache"),
            "manifest.webmanifest": ("application/manifest+json", "no-cache"),
            wasm.relative_to(built_site).as_posix(): ("application/wasm", IMMUTABLE),
            mjs.relative_to(built_site).as_posix(): ("text/javascript", IMMUTABLE),
            wheel.relative_to(built_site).as_posix(): ("", IMMUTABLE),
        }
        for path, (kind, cache) in expected.items():
            status, headers = head(base + path)
            assert status == 200, path
            assert kind in headers["Content-Type"], (path, headers["Content-Type"])
            assert headers["Cache-Control"] == cache, path
            assert headers["Content-Security-Policy"] == CONTENT_SECURITY_POLICY, path
        assert head(base + wasm.relative_to(built_site).as_posix())[1]["Content-Encoding"] == "br"
        status, headers = head(base + "no-such-page/")
        assert status == 404 and "text/html" in headers["Content-Type"]
