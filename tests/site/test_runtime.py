"""The browser's runtime as the site ships it: versioned, trimmed, and still enough for every action."""

from __future__ import annotations

import ast
import itertools
import json
import subprocess
import tokenize
import traceback
import zipfile
from io import BytesIO
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest

import baccarat
from sitebuild.bytecode import fresh_bytecode
from sitebuild.runtime import build_wheel
from sitebuild.stdlib import (
    PYODIDE,
    cached_trimmed_stdlib,
    module_file,
    pyodide_version,
    stdlib_files,
    strip_source,
    trimmed_stdlib,
)
from tests.conftest import ROOT
from tests.site.built import built_page

pytestmark = pytest.mark.site

STDLIB = zipfile.ZipFile(PYODIDE / "python_stdlib.zip")


def module_source(module: str) -> tuple[Path, str] | None:
    """A module of the package: its file, and the package its relative imports start from."""
    path = ROOT.joinpath(*module.split("."))
    if (path / "__init__.py").is_file():
        return path / "__init__.py", module
    if path.with_suffix(".py").is_file():
        return path.with_suffix(".py"), module.rpartition(".")[0]
    return None


def browser_imports() -> set[str]:
    """Every module imported by the package's modules that the browser loads: ``baccarat.widgets`` and all
    it imports, at the top or inside a function (the command line and the docs build never run there)."""
    names: set[str] = set()
    todo, seen = ["baccarat", "baccarat.widgets"], set()
    while todo:
        module = todo.pop()
        source = module_source(module)
        if module in seen or source is None:
            continue
        seen.add(module)
        file, package = source
        for node in ast.walk(ast.parse(file.read_text())):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
            elif isinstance(node, ast.ImportFrom):
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                target = f"{base}.{node.module}" if node.module else base
                todo += [target, *(f"{target}.{alias.name}" for alias in node.names)]  # a name may be a module
    return names


def test_every_module_the_package_imports_is_in_the_trimmed_library(probe: dict[str, Any]) -> None:
    shipped = set(stdlib_files())
    in_pyodide = set(STDLIB.namelist())
    missing = []
    for module in sorted(browser_imports()):
        if module.split(".")[0] == "baccarat" or module in probe["frozen"]:  # frozen: inside the interpreter
            continue
        source = module_file(module, in_pyodide)
        if source is not None and source not in shipped:  # None: built in (sys, itertools, math...)
            missing.append(module)
    assert missing == [], f"the trimmed standard library lacks {missing}: run scripts/stdlib-modules"


@pytest.mark.long
def test_the_trimmed_library_is_reproducible_and_holds_only_the_list() -> None:
    data = trimmed_stdlib()
    assert cached_trimmed_stdlib() == data  # made by another process (a build), from the same inputs
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
    meta = built_page(site / "deal" / "index.html").find("meta", attrs={"name": "baccarat-worker"})
    assert meta is not None
    return {name: values[0] for name, values in parse_qs(urlsplit(str(meta["content"])).query).items()}


def test_the_runtime_sits_under_its_version_and_the_worker_knows_its_size(built_site: Path) -> None:
    folder = built_site / "pyodide" / pyodide_version()
    assert {path.name for path in folder.iterdir()} >= {"pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"}
    assert not (folder / "python_stdlib.zip").exists(), "only the trimmed library is shipped"
    assert not list(built_site.glob("stdlib-modules.txt*")), "the build's own data stays out of the site"
    query = worker_query(built_site)
    worker = built_site / "assets" / "javascripts"
    stdlib, wheel = (worker / query["stdlib"]).resolve(), (worker / query["wheel"]).resolve()
    assert stdlib.parent == folder.resolve()
    sources = zipfile.ZipFile(BytesIO(cached_trimmed_stdlib())).namelist()  # equal to a fresh one (above)
    assert sorted(zipfile.ZipFile(stdlib).namelist()) == sorted(name + "c" for name in sources)
    fetched = [folder / "pyodide.asm.wasm", folder / "pyodide-lock.json", stdlib, wheel]
    assert int(query["bytes"]) == sum(path.stat().st_size for path in fetched)


def test_every_action_runs_on_the_shipped_compiled_library_in_pyodide(built_site: Path) -> None:
    """The real check: Pyodide (Python 3.14) boots on the shipped bytecode and runs every widget action."""
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
    assert loaded and all(name.endswith(".pyc") for name in loaded), "every module comes from its bytecode"
    assert {name.removesuffix("c") for name in loaded} <= set(stdlib_files())
    assert json.loads((PYODIDE / "package.json").read_text())["version"] == pyodide_version()


def shipped_runtime(site: Path) -> tuple[Path, Path, Path]:
    """The Pyodide folder, the standard library and the wheel the site's pages name."""
    query = worker_query(site)
    worker = site / "assets" / "javascripts"
    return (
        (worker / query["pyodide"]).resolve(),
        (worker / query["stdlib"]).resolve(),
        (worker / query["wheel"]).resolve(),
    )


@pytest.fixture(scope="module")
def probe(built_site: Path) -> dict[str, Any]:
    """What the shipped runtime says of itself, booted in Pyodide under Node (see probe.mjs)."""
    folder, stdlib, wheel = shipped_runtime(built_site)
    script = Path(__file__).with_name("probe.mjs")
    command = ["node", str(script), f"{folder}/", str(stdlib), str(wheel)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert result.returncode == 0, result.stderr[-3000:]
    report: dict[str, Any] = json.loads(result.stdout)
    return report


def test_every_shipped_pyc_carries_the_pinned_pythons_magic_number(built_site: Path, probe: dict[str, Any]) -> None:
    _, stdlib, wheel = shipped_runtime(built_site)
    magic = bytes.fromhex(probe["magic"])
    for path in (stdlib, wheel):
        archive = zipfile.ZipFile(path)
        compiled = [name for name in archive.namelist() if name.endswith(".pyc")]
        assert compiled, f"{path.name} holds no bytecode"
        for name in compiled:
            header = archive.read(name)[:8]
            assert header[:4] == magic, f"{path.name}: {name} was compiled by another Python"
            assert int.from_bytes(header[4:8], "little") == 0b01, f"{name}: not an unchecked-hash .pyc"
    assert all(info.compress_type == zipfile.ZIP_STORED for info in zipfile.ZipFile(stdlib).infolist())
    assert not [name for name in zipfile.ZipFile(stdlib).namelist() if name.endswith(".py")]


def test_the_package_runs_from_its_bytecode_and_its_tracebacks_show_source(probe: dict[str, Any]) -> None:
    files = probe["files"]
    assert files["baccarat.cards"] == "/lib/baccarat.whl/baccarat/cards.pyc"
    assert files["json"].endswith(".zip/json/__init__.pyc")
    try:
        baccarat.cards.parse_card("Z")
    except baccarat.BaccaratError as error:
        frame = traceback.extract_tb(error.__traceback__)[-1]
    # The same file and line as CPython reports from the sources, and the source line itself.
    assert f'File "/lib/baccarat.whl/baccarat/cards.py", line {frame.lineno}, in parse_card' in probe["traceback"]
    assert frame.line and frame.line in probe["traceback"]


@pytest.mark.long
def test_the_compiled_runtime_is_reproducible(built_site: Path) -> None:
    """Compiled afresh (no cache), the standard library and the wheel come out byte for byte as shipped."""
    _, stdlib, wheel = shipped_runtime(built_site)
    sources = build_wheel(ROOT)[1]
    assert fresh_bytecode(cached_trimmed_stdlib(), sources) == (stdlib.read_bytes(), wheel.read_bytes())
