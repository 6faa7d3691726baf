"""The browser's Python runtime, as the site ships it: the pinned Pyodide, a trimmed standard library.

Pyodide's ``python_stdlib.zip`` holds the whole standard library (2.5 MB, and it barely
compresses). The site ships only the modules the browser's Python really imports: those
listed in ``stdlib-modules.txt``, found by running the pinned Pyodide with this package
under Node (``scripts/stdlib-modules``). The trimmed zip is written reproducibly (sorted
entries, fixed timestamps), under a content-hash name, so a host may cache it forever.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
import threading
import tokenize
import zipfile
from pathlib import Path

from sitebuild.cache import cache_dir

ROOT = Path(__file__).resolve().parent.parent
PYODIDE = ROOT / "node_modules" / "pyodide"
# Beside the script that writes it, not in the theme folder (whose every file MkDocs copies into site/).
MODULES = ROOT / "scripts" / "stdlib-modules.txt"
_EPOCH = (1980, 1, 1, 0, 0, 0)


class RuntimeBuildError(RuntimeError):
    """The runtime could not be prepared (Pyodide not installed, or a listed module missing)."""


def pyodide_version() -> str:
    """The pinned Pyodide version, as installed from package-lock.json."""
    try:
        return str(json.loads((PYODIDE / "package.json").read_text())["version"])
    except FileNotFoundError:
        raise RuntimeBuildError(f"Pyodide is not installed in {PYODIDE}: run scripts/setup") from None


def stdlib_files() -> list[str]:
    """The files of the modules the browser's Python imports (comments and blank lines ignored)."""
    lines = (line.split("#")[0].strip() for line in MODULES.read_text().splitlines())
    return [line for line in lines if line]


def module_file(module: str, names: set[str]) -> str | None:
    """The zip entry of a module (``a/b/__init__.py`` or ``a/b.py``), or ``None`` if there is none."""
    path = module.replace(".", "/")
    return next((name for name in (f"{path}/__init__.py", f"{path}.py") if name in names), None)


_CODING = re.compile(r"coding[:=]")  # a coding cookie (lines 1-2) says how to read the file: it stays
_SKIPPED = frozenset({tokenize.COMMENT, tokenize.NL})


def _docstrings(tokens: list[tokenize.TokenInfo]) -> set[int]:
    """The indexes of the string statements that open a module or a block (what ``-OO`` drops), not f- or bytes
    strings: in one pass, each string judged by the significant tokens just before and after it."""
    found: set[int] = set()
    last: tokenize.TokenInfo | None = None  # the last significant token before this one, ENCODING aside
    for index, token in enumerate(tokens):
        if token.type in _SKIPPED:
            continue
        if token.type == tokenize.STRING and token.string[:1].lower() not in {"f", "b", "t"}:
            opens = last is None or last.type == tokenize.INDENT
            after = next((t for t in tokens[index + 1 :] if t.type not in _SKIPPED), None)
            if opens and after is not None and after.type in {tokenize.NEWLINE, tokenize.ENDMARKER}:
                found.add(index)
        if token.type != tokenize.ENCODING:
            last = token
    return found


def _significant(tokens: list[tokenize.TokenInfo]) -> list[tuple[int, int]]:
    return [(t.type, t.start[0]) for t in tokens if t.type not in _SKIPPED]


def strip_source(source: bytes) -> bytes:
    r"""Python source without comments or docstrings, every line kept where it was.

    Line numbers (and so tracebacks) are unchanged. The result is re-tokenized and
    compared with the original; if anything but comments and docstrings differs,
    or the tokenizer (CPython's, older than Pyodide's) cannot read the file, the
    original source is returned untouched.

        >>> strip_source(b"'Doc.'\nx = 1  # why\n")
        b'""\nx = 1  \n'
    """
    try:
        tokens = list(tokenize.tokenize(io.BytesIO(source).readline))
        lines = source.decode("utf-8").splitlines(keepends=True)
    except (tokenize.TokenError, SyntaxError, UnicodeDecodeError):
        return source
    edits: list[tuple[tuple[int, int], tuple[int, int], str]] = []
    docstrings = _docstrings(tokens)
    for index, token in enumerate(tokens):
        if token.type == tokenize.COMMENT and not (token.start[0] <= 2 and _CODING.search(token.string)):
            edits.append((token.start, token.end, ""))
        elif index in docstrings:
            edits.append((token.start, token.end, '"' + "\\\n" * (token.end[0] - token.start[0]) + '"'))
    for (row, col), (end_row, end_col), text in reversed(edits):
        head, tail = lines[row - 1][:col], lines[end_row - 1][end_col:]
        lines[row - 1 : end_row] = [head + text + tail]
    stripped = "".join(lines).encode()
    try:
        same = _significant(list(tokenize.tokenize(io.BytesIO(stripped).readline))) == _significant(tokens)
    except (tokenize.TokenError, SyntaxError):
        same = False
    return stripped if same else source


def zip_entry(name: str) -> zipfile.ZipInfo:
    """A zip entry with a fixed date and mode, so the same files always give the same zip bytes."""
    info = zipfile.ZipInfo(name, date_time=_EPOCH)
    info.external_attr = 0o644 << 16
    return info


def trimmed_stdlib(files: list[str] | None = None) -> bytes:
    """The standard-library zip with only ``files`` (default: the list), byte-for-byte reproducible."""
    source = zipfile.ZipFile(PYODIDE / "python_stdlib.zip")
    names = set(source.namelist())
    wanted = set(files or stdlib_files())
    missing = sorted(wanted - names)
    if missing:
        raise RuntimeBuildError(f"{MODULES.name} lists files the standard library lacks: {', '.join(missing)}")
    # Data the interpreter reads at start-up without importing it as a module.
    wanted |= {name for name in names if name.startswith("_sysconfigdata_")}
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in sorted(wanted):
            info = zip_entry(name)
            info.compress_type = zipfile.ZIP_DEFLATED
            data = source.read(name)
            archive.writestr(info, strip_source(data) if name.endswith(".py") else data, compresslevel=9)
    return buffer.getvalue()


CACHE = cache_dir("stdlib")


def cached_trimmed_stdlib() -> bytes:
    """:func:`trimmed_stdlib`, kept in the build cache (:mod:`sitebuild.cache`) under a key of all it
    is made from.

    Stripping 143 files with Python's own tokenizer takes seconds; the inputs (Pyodide's
    library, the list, this code) rarely change, and the result is the same bytes.
    """
    key = hashlib.sha256()
    for source in (PYODIDE / "python_stdlib.zip", MODULES, Path(__file__)):
        key.update(source.read_bytes())
    cached = CACHE / f"{key.hexdigest()[:24]}.zip"
    if cached.is_file():
        return cached.read_bytes()
    data = trimmed_stdlib()
    write_atomically(cached, data)
    return data


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a parallel build, or thread, never reads half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f"{path.name}.{os.getpid()}-{threading.get_ident()}.tmp")
    partial.write_bytes(data)
    partial.replace(path)


def stdlib_name(data: bytes) -> str:
    """The trimmed library's file name, with a content hash: a changed list gives a new URL."""
    return f"python_stdlib-{hashlib.sha256(data).hexdigest()[:16]}.zip"
