"""The browser's runtime as the site ships it: versioned, trimmed, and still enough for every action."""

from __future__ import annotations

import ast
import itertools
import json
import subprocess
import sys
import tokenize
import zipfile
from io import BytesIO
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from bs4 import BeautifulSoup
from conftest import ROOT

sys.path.insert(0, str(ROOT / "overrides"))
from site_runtime import PYODIDE, module_file, pyodide_version, stdlib_files, strip_source, trimmed_stdlib

STDLIB = zipfile.ZipFile(PYODIDE / "python_stdlib.zip")


def browser_imports() -> set[str]:
    """Every module imported by the package's modules that the browser loads: ``baccarat.web`` and all
    it imports, at the top or inside a function (the command line and the docs build never run there)."""
    names: set[str] = set()
    todo, seen = ["__init__", "web"], set()
    while todo:
        module = todo.pop()
        if module in seen:
            continue
        seen.add(module)
        for node in ast.walk(ast.parse((ROOT / "baccarat" / f"{module}.py").read_text())):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
            elif isinstance(node, ast.ImportFrom) and node.level == 1:
                todo += [node.module] if node.module else [alias.name for alias in node.names]
    return names


def test_every_module_the_package_imports_is_in_the_trimmed_library() -> None:
    shipped = set(stdlib_files())
    in_pyodide = set(STDLIB.namelist())
    missing = []
    for module in sorted(browser_imports()):
        if module.split(".")[0] == "baccarat":
            continue
        source = module_file(module, in_pyodide)
        if source is not None and source not in shipped:  # None: built in (sys, itertools, math...)
            missing.append(module)
    assert missing == [], f"the trimmed standard library lacks {missing}: run scripts/stdlib-modules"


def test_the_trimmed_library_is_reproducible_and_holds_only_the_list() -> None:
    data = trimmed_stdlib()
    assert trimmed_stdlib() == data
    names = set(zipfile.ZipFile(BytesIO(data)).namelist())
    assert names - set(stdlib_files()) == {name for name in names if name.startswith("_sysconfigdata_")}
    assert len(data) < 0.25 * (PYODIDE / "python_stdlib.zip").stat().st_size


@pytest.mark.parametrize("name", ["typing.py", "inspect.py", "asyncio/base_events.py", "enum.py", "json/decoder.py"])
def test_stripping_keeps_every_line_in_place(name: str) -> None:
    source = STDLIB.read(name)
    stripped = strip_source(source)
    assert len(stripped) < 0.8 * len(source), "comments and docstrings are gone"
    assert stripped.count(b"\n") == source.count(b"\n")  # tracebacks keep their line numbers
    assert definitions(stripped) == definitions(source)  # every def and class, on the same line


def definitions(source: bytes) -> list[tuple[int, str]]:
    tokens = list(tokenize.tokenize(BytesIO(source).readline))
    return [(b.start[0], b.string) for a, b in itertools.pairwise(tokens) if a.string in {"def", "class"}]


def test_a_coding_cookie_survives_and_unreadable_source_is_left_alone() -> None:
    assert strip_source(b"# -*- coding: utf-8 -*-\nx = 1  # note\n") == b"# -*- coding: utf-8 -*-\nx = 1  \n"
    broken = b"def f(:\n    '''doc'''\n"
    assert strip_source(broken) == broken


def worker_query(site: Path) -> dict[str, str]:
    meta = BeautifulSoup((site / "deal" / "index.html").read_text(), "html.parser").find(
        "meta", attrs={"name": "baccarat-worker"}
    )
    assert meta is not None
    return {name: values[0] for name, values in parse_qs(urlsplit(str(meta["content"])).query).items()}


def test_the_runtime_sits_under_its_version_and_the_worker_knows_its_size(built_site: Path) -> None:
    folder = built_site / "pyodide" / pyodide_version()
    assert {path.name for path in folder.iterdir()} >= {"pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"}
    assert not (folder / "python_stdlib.zip").exists(), "only the trimmed library is shipped"
    query = worker_query(built_site)
    worker = built_site / "assets" / "javascripts"
    stdlib, wheel = (worker / query["stdlib"]).resolve(), (worker / query["wheel"]).resolve()
    assert stdlib.parent == folder.resolve() and stdlib.read_bytes() == trimmed_stdlib()
    fetched = [folder / "pyodide.asm.wasm", folder / "pyodide-lock.json", stdlib, wheel]
    assert int(query["bytes"]) == sum(path.stat().st_size for path in fetched)


def test_every_action_runs_on_the_trimmed_library_in_pyodide(built_site: Path) -> None:
    """The real check: Pyodide (Python 3.14) boots on the shipped library and runs every widget action."""
    query = worker_query(built_site)
    worker = built_site / "assets" / "javascripts"
    stdlib, wheel = (worker / query["stdlib"]).resolve(), (worker / query["wheel"]).resolve()
    result = subprocess.run(
        ["node", str(ROOT / "scripts" / "stdlib-modules.mjs"), str(wheel), str(stdlib)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    loaded = set(result.stdout.split())
    assert loaded and loaded <= set(stdlib_files())
    assert json.loads((PYODIDE / "package.json").read_text())["version"] == pyodide_version()
