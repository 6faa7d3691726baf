"""Precompressed siblings: every compressible file has them, they decompress exactly, and they are served."""

from __future__ import annotations

import gzip
import urllib.request
from email.message import Message
from pathlib import Path

import brotli
import pytest

from sitebuild.compress import compressible
from tests.browser.host import serve

pytestmark = pytest.mark.site


def originals(site: Path) -> list[Path]:
    return [path for path in site.rglob("*") if path.is_file() and path.suffix not in {".br", ".gz"}]


def test_every_compressible_file_has_siblings_that_decompress_to_it(built_site: Path) -> None:
    files = [path for path in originals(built_site) if compressible(path)]
    assert {path.suffix for path in files} >= {".html", ".js", ".css", ".json", ".wasm", ".zip", ".whl", ".mjs"}
    for path in files:
        data = path.read_bytes()
        assert brotli.decompress(path.with_name(path.name + ".br").read_bytes()) == data, path
        assert gzip.decompress(path.with_name(path.name + ".gz").read_bytes()) == data, path


def test_small_and_already_compressed_files_have_no_siblings(built_site: Path) -> None:
    for path in originals(built_site):
        if not compressible(path) and path.name != "sitemap.xml.gz":
            assert not path.with_name(path.name + ".br").exists(), path
    assert not list(built_site.rglob("*.png.br"))
    assert not [path for path in built_site.rglob("*.br") if path.stat().st_size == 0]


def fetch(url: str, encoding: str | None, method: str = "GET") -> tuple[Message, bytes]:
    request = urllib.request.Request(url, method=method, headers={"Accept-Encoding": encoding} if encoding else {})
    with urllib.request.urlopen(request) as response:
        return response.headers, response.read()


@pytest.mark.parametrize(
    ("encoding", "served", "suffix"),
    [
        ("gzip, deflate, br, zstd", "br", ".br"),
        ("gzip", "gzip", ".gz"),
        ("br;q=0, gzip", "gzip", ".gz"),
        (None, None, ""),
    ],
)
def test_nginx_serves_siblings_by_accept_encoding(
    built_site: Path, encoding: str | None, served: str | None, suffix: str
) -> None:
    (wasm,) = built_site.glob("pyodide/*/pyodide.asm.wasm")
    page = built_site / "deal" / "index.html"
    with serve(built_site) as base:
        for url, path in ((f"{base}{wasm.relative_to(built_site)}", wasm), (f"{base}deal/", page)):
            headers, body = fetch(url, encoding)
            assert headers.get("Content-Encoding") == served
            assert body == path.with_name(path.name + suffix).read_bytes()
        headers, _ = fetch(f"{base}{wasm.relative_to(built_site)}", encoding, method="HEAD")
        assert headers["Content-Type"] == "application/wasm"  # what the worker's check asks for


def test_material_s_palette_stylesheet_has_no_every_element_rule(built_site: Path) -> None:
    """sitebuild/theme.py: the scheme-switch mark restyles nothing, so Material's start restyles the page
    twice fewer; and the precompressed copies are of the trimmed file."""
    (css,) = built_site.glob("assets/stylesheets/palette.*.min.css")
    for data in (css.read_bytes(), brotli.decompress(css.with_name(css.name + ".br").read_bytes())):
        assert b"data-md-color-switching" not in data and b"data-md-color-scheme=slate" in data
