"""The built pages, parsed once per test process.

Most site tests read whole editions, and parsing their HTML is most of what they do: each page is
parsed the first time a test asks for it, and every later test of the same process gets the same tree.
Read it, never change it (a test that removes parts of a page parses its own copy).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from bs4 import BeautifulSoup


def built_page(path: Path) -> BeautifulSoup:
    """The page at ``path`` (a built ``.html`` file) parsed, shared by every test of this process: do not change it."""
    stat = path.stat()
    return _parsed(path.resolve(), stat.st_mtime_ns, stat.st_size)


@cache
def _parsed(path: Path, mtime: int, size: int) -> BeautifulSoup:
    """(Keyed by the file's time and size too: a test that builds another site in the same folder gets its pages.)"""
    return BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
