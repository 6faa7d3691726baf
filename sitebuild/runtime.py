"""The wheel and the pinned Pyodide, compiled, into the built site (steps of :mod:`sitebuild.plugin`).

As the build is configured (:func:`prepare_runtime`) the package's wheel is built (by the project's own
backend, offline) and compiled with the trimmed standard library to bytecode (see :mod:`sitebuild.bytecode`),
so the pages can name their URLs; once the site is written (:func:`write_runtime`) the files are written under
content-hashed or versioned paths, which a host may cache forever.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from mkdocs.exceptions import PluginError

from sitebuild.bytecode import browser_bytecode
from sitebuild.catalogues import TRANSLATED, compile_all, compile_catalogue
from sitebuild.stdlib import PYODIDE, ROOT, RuntimeBuildError, cached_trimmed_stdlib, pyodide_version, stdlib_name

#: The Pyodide runtime files a page needs, copied from the pinned npm package (the standard
#: library is not among them: the site ships its own, trimmed, see sitebuild.stdlib).
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")
#: The runtime files Pyodide fetches (the .mjs files are imported as modules, not fetched).
FETCHED = ("pyodide.asm.wasm", "pyodide-lock.json")
#: Python's module worker; its query names the runtime and the wheel, relative to the worker.
WORKER = "assets/javascripts/baccarat-worker.js"


@dataclass(frozen=True)
class Runtime:
    """What the build ships for Python in the browser, made once as it is configured: the compiled wheel
    (``wheel_path`` under the site, its bytes) and each language's catalogue beside it, and unless Pyodide
    comes from a CDN, its version's ``folder`` with the compiled standard library (``stdlib_name``)."""

    wheel_path: str
    wheel: bytes
    catalogues: dict[str, bytes]
    folder: str | None = None
    stdlib_name: str = ""
    stdlib: bytes = b""


#: 1980-01-01, the earliest time a zip file can hold: the same for every build.
SOURCE_DATE_EPOCH = "315532800"


def build_wheel(root: Path) -> tuple[str, bytes]:
    """Return ``(file name, wheel bytes)`` for the project in ``root``.

    Raises :class:`RuntimeError` with the backend's output if the build fails.
    """
    with tempfile.TemporaryDirectory() as out:
        command = [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", out, str(root)]
        env = {**os.environ, "SOURCE_DATE_EPOCH": SOURCE_DATE_EPOCH}
        result = subprocess.run(command, env=env, capture_output=True, text=True)
        wheels = list(Path(out).glob("*.whl"))
        if result.returncode != 0 or len(wheels) != 1:
            raise RuntimeError(f"building the wheel failed:\n{result.stdout}\n{result.stderr}")
        return wheels[0].name, wheels[0].read_bytes()


def prepare_runtime(config: Any, lang: str) -> Runtime:
    """Build the wheel and the standard library, compiled, so pages can name their URLs (the worker's, in
    ``config.extra.baccarat.worker``, with the catalogue of the edition's language ``lang``).

    Raises :class:`PluginError` when the runtime cannot be built.
    """
    runtime = config.extra.setdefault("baccarat", {})
    runtime.setdefault("pyodide_url", "")  # empty: self-hosted under pyodide/<version>/
    compile_all()  # the catalogues travel in the wheel
    file_name, wheel_sources = build_wheel(ROOT)
    try:
        folder = f"pyodide/{pyodide_version()}/"
        # Bytecode compiled now, by the pinned Pyodide, so no visit compiles a module (see sitebuild.bytecode).
        stdlib, data = browser_bytecode(None if runtime["pyodide_url"] else cached_trimmed_stdlib(), wheel_sources)
    except RuntimeBuildError as error:
        raise PluginError(str(error)) from error
    # The content hash in the path means a browser never runs a stale cached wheel, nor catalogue.
    catalogues = {f"{lang}.mo": compile_catalogue(lang, browser=True) for lang in TRANSLATED}
    digest = hashlib.sha256(data + b"".join(catalogues.values())).hexdigest()[:16]
    wheel_path = f"wheels/{digest}/{file_name}"
    shipped = Runtime(wheel_path, data, catalogues)
    to_root = "../" * WORKER.count("/")
    query = {"pyodide": runtime["pyodide_url"], "wheel": to_root + wheel_path}
    fetched = len(data) + sum((PYODIDE / name).stat().st_size for name in FETCHED if (PYODIDE / name).is_file())
    if f"{lang}.mo" in catalogues:  # a reader of this edition fetches its words, and only those
        query["catalogue"] = to_root + f"wheels/{digest}/{lang}.mo"
        fetched += len(catalogues[f"{lang}.mo"])
    if stdlib is not None:
        shipped = Runtime(wheel_path, data, catalogues, folder, stdlib_name(stdlib), stdlib)
        query.update(pyodide=to_root + folder, stdlib=to_root + folder + shipped.stdlib_name)
        fetched += len(stdlib)
    else:
        fetched += (PYODIDE / "python_stdlib.zip").stat().st_size  # a CDN serves Pyodide's whole library
    # What the worker downloads, for its progress bar: the runtime's fetched files and the wheel.
    query["bytes"] = str(fetched)
    runtime["worker"] = f"{WORKER}?{urlencode(query)}"
    return shipped


def write_runtime(site: Path, shipped: Runtime) -> None:
    """Put the wheel, its catalogues and the runtime into the built ``site`` (the root edition's: every edition
    shares them)."""
    wheel = site / shipped.wheel_path
    wheel.parent.mkdir(parents=True, exist_ok=True)
    wheel.write_bytes(shipped.wheel)
    for name, data in shipped.catalogues.items():
        (wheel.parent / name).write_bytes(data)
    if shipped.folder is not None:
        _copy_runtime(site, shipped.folder, shipped.stdlib_name, shipped.stdlib)


def _copy_runtime(site: Path, folder_name: str, stdlib_file: str, stdlib: bytes) -> None:
    """The pinned Pyodide's files and the compiled standard library, under the Pyodide version."""
    missing = [name for name in RUNTIME_FILES if not (PYODIDE / name).is_file()]
    if missing:
        raise PluginError(f"Pyodide runtime files missing from {PYODIDE}: {', '.join(missing)}; run scripts/setup")
    # Under the Pyodide version: a host may let browsers cache these files forever (see README).
    folder = site / folder_name
    folder.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME_FILES:
        shutil.copyfile(PYODIDE / name, folder / name)
    (folder / stdlib_file).write_bytes(stdlib)
