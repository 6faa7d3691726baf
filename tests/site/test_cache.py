"""The build cache sits outside the checkout (a fresh clone reuses it) unless BACCARAT_CACHE moves it."""

from __future__ import annotations

import hashlib
import os
import time
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


def test_each_result_is_kept_under_its_input_hash_and_read_back(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(compress, "CACHE", tmp_path)
    page = b"<p>a page</p>" * 100
    assert compress._compressed(page, ".gz") == compress.ENCODERS[".gz"](page)
    (kept,) = tmp_path.iterdir()
    assert kept.name == f"{hashlib.sha256(page).hexdigest()}.gz"
    kept.write_bytes(b"what the cache holds")  # read back, not compressed again
    assert compress._compressed(page, ".gz") == b"what the cache holds"


def test_entries_unread_for_a_month_are_removed(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(compress, "CACHE", tmp_path)
    old, recent = b"an old page" * 200, b"a recent page" * 200
    compress._compressed(old, ".br")
    compress._compressed(recent, ".br")
    month_ago = time.time() - (compress.KEPT_DAYS + 1) * 86400
    for entry in tmp_path.iterdir():
        os.utime(entry, (month_ago, month_ago))
    compress._compressed(recent, ".br")  # read again today
    compress.forget_unread(time.time())
    assert [entry.name for entry in tmp_path.iterdir()] == [f"{hashlib.sha256(recent).hexdigest()}.br"]
