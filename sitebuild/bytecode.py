"""Bytecode for the browser's Python, compiled at build time by the pinned Pyodide itself.

Pyodide imports from zip files. Given only ``.py`` sources it compiles every module on
every visit, inside WebAssembly: most of Python's start-up time. The build compiles
them once instead, under Node, in the same Pyodide (so the magic number and the bytecode
are exactly the browser's), into unchecked-hash ``.pyc`` files without column tables.

- The standard library ships as bytecode alone, in a zip that is stored, not deflated:
  the host compresses it (see ``site_compress``).
- The wheel keeps its ``.py`` files beside the bytecode, so a traceback from the package
  still shows its source lines; its ``RECORD`` lists the new files, so it stays a valid wheel.

Both are cached under a key of their inputs, like the trimmed library, and the same inputs
give the same bytes.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import subprocess
import tempfile
import zipfile
from collections.abc import Callable
from pathlib import Path

from sitebuild.stdlib import CACHE, PYODIDE, ROOT, RuntimeBuildError, write_atomically, zip_entry

COMPILER = ROOT / "scripts" / "compile-pyc.mjs"
#: Where the browser's Python finds the wheel (docs/assets/javascripts/baccarat-worker.js writes it there).
WHEEL_PATH = "/lib/baccarat.whl"


def stdlib_path() -> str:
    """Where Pyodide puts its standard library zip (``/lib/python314.zip`` for Python 3.14)."""
    major, minor = json.loads((PYODIDE / "pyodide-lock.json").read_text())["info"]["python"].split(".")[:2]
    return f"/lib/python{major}{minor}.zip"


def compile_sources(archives: list[tuple[bytes, str]]) -> list[dict[str, bytes]]:
    """For each ``(zip of sources, path the browser finds it at)``: ``{"a/b.py": bytecode}``.

    One Pyodide boot under Node compiles them all. Raises :class:`RuntimeBuildError`
    with Node's output if it fails (Node missing, Pyodide not installed, a syntax error).
    """
    with tempfile.TemporaryDirectory() as folder:
        command = ["node", str(COMPILER)]
        for index, (data, prefix) in enumerate(archives):
            source = Path(folder) / f"{index}.zip"
            source.write_bytes(data)
            command += [str(source), prefix, str(Path(folder) / f"{index}.pyc.zip")]
        try:
            result = subprocess.run(command, capture_output=True, text=True, timeout=600)
        except (OSError, subprocess.TimeoutExpired) as error:
            raise RuntimeBuildError(f"compiling the browser's bytecode failed: {error}") from error
        if result.returncode != 0:
            raise RuntimeBuildError(f"compiling the browser's bytecode failed:\n{result.stderr[-3000:]}")
        compiled = []
        for index in range(len(archives)):
            with zipfile.ZipFile(Path(folder) / f"{index}.pyc.zip") as archive:
                compiled.append({name.removesuffix("c"): archive.read(name) for name in archive.namelist()})
        return compiled


def compiled_stdlib(sources: bytes, bytecode: dict[str, bytes]) -> bytes:
    """The standard library zip with each ``.py`` replaced by its ``.pyc``, stored (not deflated)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(sources)) as source, zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as out:
        for name in sorted(source.namelist()):
            if name in bytecode:
                out.writestr(zip_entry(name + "c"), bytecode[name])
            else:
                out.writestr(zip_entry(name), source.read(name))
    return buffer.getvalue()


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


#: The compiled catalogues' folder in the wheel the backend builds: the browser's wheel leaves it out.
CATALOGUES = "baccarat/locale/"


def compiled_wheel(wheel: bytes, bytecode: dict[str, bytes]) -> bytes:
    """The wheel with a ``.pyc`` beside each ``.py`` (the source stays, for tracebacks) and its RECORD updated,
    without the catalogues (the site serves each beside the wheel: a reader downloads only their language's).

    Every entry is stored, not deflated: the host compresses the whole file (``.br``, ``.gz``), and then
    each ``.pyc`` finds its docstrings and names in the source just before it: a quarter fewer bytes to send.
    """
    buffer = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(wheel)) as source, zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as out:
        record = next(name for name in source.namelist() if name.endswith(".dist-info/RECORD"))
        lines = [line for line in source.read(record).decode().splitlines() if not line.startswith(CATALOGUES)]
        for name in source.namelist():
            if name.startswith(CATALOGUES):
                continue  # each language's catalogue is served beside the wheel, fetched by its readers only
            data = source.read(name)
            if name.endswith(".dist-info/entry_points.txt"):
                data = without_site_build(data)
                lines = [_record_line(name, data) if line.startswith(f"{name},") else line for line in lines]
            if name != record:
                out.writestr(_stored(source.getinfo(name)), data)
            if name in bytecode:
                out.writestr(zip_entry(name + "c"), bytecode[name])
                lines.insert(-1, _record_line(name + "c", bytecode[name]))  # RECORD's own line stays last
        out.writestr(_stored(source.getinfo(record)), "\n".join(lines) + "\n")
    return buffer.getvalue()


def without_site_build(entry_points: bytes) -> bytes:
    """The wheel's ``entry_points.txt`` without its ``[mkdocs.plugins]`` section: the site's build (``sitebuild``)
    is no part of the package, and the browser has no MkDocs.

        >>> without_site_build(b"[console_scripts]\\nb=b.cli:main\\n\\n[mkdocs.plugins]\\nb=sitebuild.plugin:P\\n\\n")
        b'[console_scripts]\\nb=b.cli:main\\n\\n'
    """
    sections = entry_points.decode().split("\n\n")
    return "\n\n".join(part for part in sections if not part.startswith("[mkdocs.plugins]")).encode()


def _stored(info: zipfile.ZipInfo) -> zipfile.ZipInfo:
    """The same entry (name, date, mode), stored as it is."""
    copy = zipfile.ZipInfo(info.filename, date_time=info.date_time)
    copy.external_attr = info.external_attr
    return copy


def _python_sources(data: bytes) -> bytes:
    """Just the ``.py`` files of a zip, for the compiler."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(buffer, "w") as out:
        for name in source.namelist():
            if name.endswith(".py"):
                out.writestr(zip_entry(name), source.read(name))
    return buffer.getvalue()


def _cache_path(kind: str, data: bytes) -> Path:
    key = hashlib.sha256(data)
    for source in (COMPILER, Path(__file__), PYODIDE / "pyodide.asm.wasm"):
        key.update(source.read_bytes())
    return CACHE / f"{kind}-pyc-{key.hexdigest()[:24]}.zip"


_Job = tuple[bytes, str, Callable[[dict[str, bytes]], bytes]]


def _jobs(stdlib: bytes | None, wheel: bytes) -> dict[str, _Job]:
    """What to compile: each kind's sources, where the browser finds them, and how to pack the result."""
    jobs: dict[str, _Job] = {"wheel": (wheel, WHEEL_PATH, lambda pyc: compiled_wheel(wheel, pyc))}
    if stdlib is not None:
        jobs["stdlib"] = (stdlib, stdlib_path(), lambda pyc: compiled_stdlib(stdlib, pyc))
    return jobs


def _compile(jobs: dict[str, _Job]) -> dict[str, bytes]:
    compiled = compile_sources([(_python_sources(data), prefix) for data, prefix, _ in jobs.values()])
    return {kind: pack(bytecode) for (kind, (_, _, pack)), bytecode in zip(jobs.items(), compiled, strict=True)}


def fresh_bytecode(stdlib: bytes | None, wheel: bytes) -> tuple[bytes | None, bytes]:
    """The compiled standard library (``None`` stays ``None``: a CDN serves Pyodide's own) and wheel."""
    results = _compile(_jobs(stdlib, wheel))
    return results.get("stdlib"), results["wheel"]


def browser_bytecode(stdlib: bytes | None, wheel: bytes) -> tuple[bytes | None, bytes]:
    """:func:`fresh_bytecode`, each result cached under a key of its inputs (the sources, the compiler,
    the interpreter); whatever is not cached is compiled in one Pyodide boot."""
    jobs = _jobs(stdlib, wheel)
    results = {kind: path.read_bytes() for kind, job in jobs.items() if (path := _cache_path(kind, job[0])).is_file()}
    missing = {kind: job for kind, job in jobs.items() if kind not in results}
    if missing:
        for kind, data in _compile(missing).items():
            write_atomically(_cache_path(kind, jobs[kind][0]), data)
            results[kind] = data
    return results.get("stdlib"), results["wheel"]
