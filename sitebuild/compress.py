"""Precompressed siblings: ``NAME.br`` (brotli, quality 11) and ``NAME.gz`` (gzip, level 9).

Written beside every text, WebAssembly, zip and wheel file of the built site over 1 KB,
for hosts that serve a precompressed file when the browser accepts its encoding (nginx
``brotli_static``/``gzip_static``, Caddy ``precompressed``; see README). Quality 11 takes
a while (a minute on the 9.6 MB ``.wasm``, twenty core-seconds on the pages of the three
editions), so each result is cached under the hash of its input (:mod:`sitebuild.cache`):
a build compresses only what changed since an earlier one, and each of the files the
editions share only once. An entry unread for :data:`KEPT_DAYS` days is removed.
Both encoders are deterministic (gzip with no name or time in its header), so the same
site gives the same bytes.
"""

from __future__ import annotations

import gzip
import hashlib
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from types import MappingProxyType

import brotli

from sitebuild.cache import cache_dir
from sitebuild.stdlib import write_atomically

CACHE = cache_dir("compressed")
#: An entry no build has read for this long goes (each build's changed pages would otherwise pile up).
KEPT_DAYS = 30
COMPRESSIBLE = frozenset(
    {".css", ".html", ".js", ".json", ".map", ".mjs", ".mo", ".svg", ".txt", ".wasm", ".whl", ".xml", ".zip"}
)
MIN_SIZE = 1024
ENCODERS: Mapping[str, Callable[[bytes], bytes]] = MappingProxyType(
    {
        ".br": lambda data: bytes(brotli.compress(data, quality=11)),
        ".gz": lambda data: gzip.compress(data, compresslevel=9, mtime=0),
    }
)


def compressible(path: Path) -> bool:
    """Worth a compressed sibling: a text, wasm, zip, wheel or catalogue file over 1 KB."""
    return path.suffix in COMPRESSIBLE and path.stat().st_size > MIN_SIZE


def _compressed(data: bytes, suffix: str) -> bytes:
    cached = CACHE / f"{hashlib.sha256(data).hexdigest()}{suffix}"
    try:
        result = cached.read_bytes()
    except FileNotFoundError:
        result = ENCODERS[suffix](data)
        write_atomically(cached, result)
    else:
        cached.touch()  # read: kept for another KEPT_DAYS (access times are often not kept)
    return result


def forget_unread(now: float) -> None:
    """Remove the cache entries no build has read in :data:`KEPT_DAYS` days."""
    for entry in CACHE.glob("*"):
        try:
            if now - entry.stat().st_mtime > KEPT_DAYS * 86400:
                entry.unlink()
        except FileNotFoundError:  # a parallel build removed it first
            pass


def precompress(site: Path, *, skipped: tuple[str, ...] = ()) -> list[Path]:
    """Write the ``.br`` and ``.gz`` siblings of every compressible file under ``site`` but the ``skipped``
    folders (top-level names: other editions, compressed by their own builds); return the originals."""
    originals = sorted(
        path
        for path in site.rglob("*")
        if path.is_file() and compressible(path) and path.relative_to(site).parts[0] not in skipped
    )

    def write(job: tuple[Path, str]) -> None:
        path, suffix = job
        path.with_name(path.name + suffix).write_bytes(_compressed(path.read_bytes(), suffix))

    # The encoders release the interpreter lock: the big .wasm compresses beside everything else.
    jobs = sorted(((path, suffix) for path in originals for suffix in ENCODERS), key=lambda job: -job[0].stat().st_size)
    with ThreadPoolExecutor() as pool:
        list(pool.map(write, jobs))
    return originals
