"""The build cache sits outside the checkout (a fresh clone reuses it) unless BACCARAT_CACHE moves it."""

from __future__ import annotations

from pathlib import Path

import pytest

from sitebuild import compress
from sitebuild.cache import cache_dir
from sitebuild.stdlib import ROOT


def test_the_cache_is_the_users_unless_moved(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("BACCARAT_CACHE", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_dir("stdlib") == tmp_path / "xdg" / "baccarat-site" / "stdlib"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert cache_dir("stdlib") == Path.home() / ".cache" / "baccarat-site" / "stdlib"
    assert not cache_dir("stdlib").is_relative_to(ROOT)
    monkeypatch.setenv("BACCARAT_CACHE", str(tmp_path / "mine"))
    assert cache_dir("compressed") == tmp_path / "mine" / "compressed"


def test_only_big_files_are_cached(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(compress, "CACHE", tmp_path)
    page, runtime = b"<p>a page</p>" * 100, bytes(range(256)) * 1024
    assert compress._compressed(page, ".gz") == compress.ENCODERS[".gz"](page)
    assert list(tmp_path.iterdir()) == []  # pages change with every build: never kept
    assert compress._compressed(runtime, ".gz") == compress.ENCODERS[".gz"](runtime)
    assert [path.suffix for path in tmp_path.iterdir()] == [".gz"]
    assert compress._compressed(runtime, ".gz") == compress.ENCODERS[".gz"](runtime)  # read back
