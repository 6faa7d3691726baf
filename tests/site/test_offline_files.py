"""The offline files the build writes: the manifest, its icons, and a service worker listing every file by hash."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from sitebuild.offline import ICONS, icon_svg, precache_list
from tests.conftest import html_pages
from tests.site.built import built_page

from .test_links import decode_png

pytestmark = pytest.mark.site


def precache(site: Path) -> tuple[dict[str, str], list[str]]:
    """The worker's list: every file with its hash, and the files that never change."""
    source = (site / "sw.js").read_text(encoding="utf-8")
    start = source.index("const PRECACHE = ") + len("const PRECACHE = ")
    listed = json.loads(source[start : source.index(";\nconst CACHE")])
    files, immutable = listed["files"], listed["immutable"]
    assert isinstance(files, dict) and isinstance(immutable, list)
    assert all(isinstance(key, str) and isinstance(digest, str) for key, digest in files.items())
    assert all(isinstance(key, str) for key in immutable)
    return files, immutable


def test_the_worker_lists_every_file_a_reader_needs_each_with_its_hash(built_site: Path) -> None:
    files, immutable = precache(built_site)
    for path in html_pages(built_site):
        relative = path.parent.relative_to(built_site).as_posix()
        assert ("./" if relative == "." else f"{relative}/") in files, relative
    must = ["sitemap.xml", "search/search_index.json", "manifest.webmanifest", "icons/icon-192.png"]
    runtime = [key for key in files if key.startswith(("pyodide/", "wheels/"))]
    assert all(key in files for key in must)
    assert {Path(key).suffix for key in runtime} >= {".wasm", ".mjs", ".zip", ".whl", ".json"}
    for key, digest in files.items():
        path = built_site / key / "index.html" if key.endswith("/") else built_site / key
        assert hashlib.sha256(path.read_bytes()).hexdigest()[:16] == digest, key
    assert not [key for key in files if key.endswith((".br", ".gz", ".map")) or key == "sw.js"]
    assert set(immutable) >= set(runtime)
    assert not [key for key in immutable if key.endswith("/") or key.endswith(".html")]
    # The Python reference is saved once, the root's: the other editions' copies are the same English pages.
    assert "reference/baccarat/shoe/" in files and "reference/" in files
    assert not [key for key in files if "/reference/baccarat/" in key]


def test_the_list_is_the_site_as_built_and_its_build_id_changes_with_any_file(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "index.html").write_text("<h1>A</h1>")
    (tmp_path / "index.html").write_text("home")
    (tmp_path / "index.html.br").write_bytes(b"x")
    (tmp_path / "sw.js").write_text("worker")
    (tmp_path / "pyodide").mkdir()
    (tmp_path / "pyodide" / "x.wasm").write_bytes(b"\0asm")
    first = precache_list(tmp_path)
    assert set(first["files"]) == {"./", "a/", "pyodide/x.wasm"}
    assert first["immutable"] == ["pyodide/x.wasm"]
    (tmp_path / "a" / "index.html").write_text("<h1>A, changed</h1>")
    second = precache_list(tmp_path)
    assert second["build"] != first["build"] and second["files"]["./"] == first["files"]["./"]


def test_the_manifest_is_linked_from_every_page_and_names_real_icons(built_site: Path) -> None:
    manifest = json.loads((built_site / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["name"] == "Baccarat, explained" and manifest["display"] == "standalone"
    assert manifest["theme_color"] and manifest["background_color"]
    for icon in manifest["icons"]:
        width, height = decode_png((built_site / icon["src"]).read_bytes())
        assert f"{width}x{height}" == icon["sizes"]
    assert [icon.get("purpose") for icon in manifest["icons"]].count("maskable") == 1
    for path in html_pages(built_site):
        link = built_page(path).find("link", rel="manifest")
        assert link is not None, path
        assert (path.parent / str(link["href"])).resolve() == (built_site / "manifest.webmanifest").resolve()


def test_the_icons_are_drawn_with_the_package_s_own_cards() -> None:
    for _, size, maskable in ICONS:
        svg = icon_svg(size, maskable=maskable)
        assert 'aria-label="king of spades"' in svg and 'aria-label="9 of hearts"' in svg
        assert f'width="{size}"' in svg
