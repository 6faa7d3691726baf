"""The package's layers: the rules core speaks no language, and no module imports another that imports it back.

The rules core is the modules directly in ``baccarat/``. They return data and words as data (a
:class:`~baccarat.errors.Saying`, worded later); the render layer (``baccarat/render/``) and the widgets' door
(``baccarat/widgets/``) word them in the reader's language with ``words(lang).say(...)``. Only the modules that
are about language by nature take a ``lang`` or import :mod:`baccarat.i18n`: ``i18n`` itself (the catalogues) and
``cli`` (a command line's ``--lang`` picks the language it prints in, and it prints). Each list below names what
still does, and shrinks as modules move over: a test fails on a new one, and on one that moved but is still listed.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "baccarat"

#: The core modules about language by nature: the catalogues, and the command line (its ``--lang``).
ABOUT_LANGUAGE = {"i18n", "cli"}
#: Core modules that still word their answers, on their way to returning sayings (issue 60): none now.
STILL_WORDING: set[str] = set()
#: Functions of those modules that still take ``lang``, by ``module.function`` (``module.*``, all of one): none now.
STILL_TAKING_LANG: set[str] = set()


def _modules() -> dict[str, Path]:
    """Every module of the package by its dotted name under ``baccarat`` (``render.coup``; ``""`` the package)."""
    found = {}
    for file in sorted(PACKAGE.rglob("*.py")):
        parts = file.relative_to(PACKAGE).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = file
    return found


def _imports(name: str, file: Path, known: set[str]) -> set[str]:
    """The package's modules that module ``name`` imports, anywhere in it (inside a function too)."""
    is_package = file.name == "__init__.py"
    here = name.split(".") if name else []
    found = set()
    for node in ast.walk(ast.parse(file.read_text())):
        if isinstance(node, ast.Import):
            targets = [alias.name.removeprefix("baccarat").lstrip(".") for alias in node.names
                       if alias.name.split(".")[0] == "baccarat"]  # fmt: skip
        elif isinstance(node, ast.ImportFrom) and node.level:
            base = here if is_package else here[:-1]
            base = base[: len(base) - (node.level - 1)]
            module = ".".join([*base, *(node.module.split(".") if node.module else [])])
            targets = [module, *(f"{module}.{alias.name}".lstrip(".") for alias in node.names)]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "baccarat":
            module = (node.module or "").removeprefix("baccarat").lstrip(".")
            targets = [module, *(f"{module}.{alias.name}".lstrip(".") for alias in node.names)]
        else:
            continue
        found |= {target for target in targets if target in known and target != name}
    return found


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: _imports(name, file, set(modules)) for name, file in modules.items()}


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle of ``graph``, as the modules around it, or ``None`` (depth first, without recursion)."""
    done: set[str] = set()
    for start in sorted(graph):
        if start in done:
            continue
        path, stack = [start], [iter(sorted(graph[start]))]
        while stack:
            following = next(stack[-1], None)
            if following is None:
                done.add(path.pop())
                stack.pop()
            elif following in path:
                return [*path[path.index(following) :], following]
            elif following not in done:
                path.append(following)
                stack.append(iter(sorted(graph[following])))
    return None


def _core() -> Iterator[tuple[str, Path]]:
    """The rules core's modules, by their names in :func:`_graph` (``""`` for ``__init__``)."""
    for file in sorted(PACKAGE.glob("*.py")):
        yield "" if file.stem == "__init__" else file.stem, file


def _functions_taking_lang(tree: ast.AST, prefix: str) -> Iterator[str]:
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.ClassDef):
            yield from _functions_taking_lang(node, f"{prefix}{node.name}.")
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            arguments = node.args
            if "lang" in {a.arg for a in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)}:
                yield f"{prefix}{node.name}"
            yield from _functions_taking_lang(node, f"{prefix}{node.name}.")


def test_the_package_has_no_import_cycle() -> None:
    graph = _graph()
    assert "i18n" not in graph["errors"], "errors words no saying: the catalogues (i18n) do"
    assert _cycle(graph) is None, f"an import cycle: {' -> '.join(_cycle(graph) or [])}"


def test_the_cycle_finder_finds_one() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None


def test_the_import_graph_is_read_from_every_kind_of_import() -> None:
    graph = _graph()
    assert {"errors", "i18n", "params"} <= graph["widgets.action"]  # from ..errors import ...
    assert "coup" in graph["render.coup"] and "render.markup" in graph["render.coup"]  # from .markup import ...
    assert "pocket" in graph["widgets.deal"]  # an import inside a function
    assert "widgets.coups" in graph["cli"]


def test_the_rules_core_imports_no_catalogue_but_where_language_is_its_subject() -> None:
    graph = _graph()
    wording = {name for name, _ in _core() if "i18n" in graph[name]}
    assert wording - ABOUT_LANGUAGE - STILL_WORDING == set(), "a core module words its answers: return sayings"
    assert STILL_WORDING - wording == set(), "these modules no longer import i18n: take them off STILL_WORDING"


def test_no_function_of_the_rules_core_takes_a_language_but_where_language_is_its_subject() -> None:
    taking = {
        f"{name}.{function}"
        for name, file in _core()
        if name not in ABOUT_LANGUAGE
        for function in _functions_taking_lang(ast.parse(file.read_text()), "")
    }
    listed = {name for name in STILL_TAKING_LANG if not name.endswith(".*")}
    modules = {name.removesuffix(".*") for name in STILL_TAKING_LANG - listed}
    new = {name for name in taking - listed if name.split(".")[0] not in modules}
    assert new == set(), "a core function takes lang: return sayings, worded by the caller"
    assert listed - taking == set(), "these no longer take lang: take them off STILL_TAKING_LANG"
