"""The site build's shape: one MkDocs plugin, registered the standard way, whose events run in the order
mkdocs.yml lists it; helper modules with no events and no state of their own; no import circle; and every
edition's site finished one way, whether it is built alone or with the others."""

from __future__ import annotations

import ast
import gzip
import inspect
import re
from importlib.metadata import entry_points
from pathlib import Path
from types import SimpleNamespace

import mkdocs.plugins
import pytest
from mkdocs.config import load_config

from sitebuild.editions import EDITIONS
from sitebuild.finish import FinishError, finish_site, take_in_editions
from sitebuild.plugin import BaccaratPlugin

ROOT = Path(__file__).resolve().parent.parent
#: Calls that make a mutable container.
_MUTABLE_CALLS = frozenset({"list", "dict", "set", "bytearray", "defaultdict", "OrderedDict", "Counter", "deque"})
_MUTABLE_NODES = (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp)
#: Modules this rule leaves out (none now: the catalogues' tables are read-only too, issue 60 item 3).
_STATE_CHECKED_APART: frozenset[str] = frozenset()
#: MkDocs' events, as its plugins name their handlers (BasePlugin declares them for type checkers only).
_EVENTS = frozenset(re.findall(r"^    def (on_\w+)\(", inspect.getsource(mkdocs.plugins), re.M))


def modules(package: str) -> dict[str, ast.Module]:
    """Every module of ``package`` (a folder of the repository), by dotted name, parsed."""
    found = {}
    for path in sorted((ROOT / package).rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return found


def imports(tree: ast.Module, known: set[str], here: str) -> set[str]:
    """The modules of ``known`` that ``tree`` imports anywhere (inside a function or ``TYPE_CHECKING`` too),
    relative imports (``from .page_words import …``) read from ``here``, the package its module sits in."""
    named: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            named.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            parts = here.split(".")[: len(here.split(".")) - node.level + 1] if node.level else []
            module = ".".join([*parts, *([node.module] if node.module else [])])
            named.add(module)
            named.update(f"{module}.{alias.name}" for alias in node.names)
    return named & known


def package_of(name: str, names: set[str]) -> str:
    """The package module ``name`` sits in: itself if it is one (others sit in it), else its parent."""
    return name if any(other.startswith(f"{name}.") for other in names) else name.rpartition(".")[0]


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each import circle of ``graph`` (its strongly connected parts of more than one module, or a module
    importing itself), found by Tarjan's algorithm."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in sorted(graph[module]):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            part = [stack.pop()]
            while part[-1] != module:
                part.append(stack.pop())
            if len(part) > 1 or module in graph[module]:
                found.append(sorted(part))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


def test_the_circle_finder_finds_a_circle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_import_reader_reads_relative_imports_too() -> None:
    known = {"p", "p.a", "p.b", "p.q", "p.q.c"}
    tree = ast.parse("from .a import x\nfrom ..b import y\nfrom . import a\nimport p.q.c")
    assert imports(tree, known, "p.q") == {"p.q", "p.q.c", "p.b"}
    assert imports(tree, known, "p") == {"p", "p.a", "p.q.c"}
    assert package_of("p.q", known) == "p.q" and package_of("p.q.c", known) == "p.q" and package_of("p.a", known) == "p"


@pytest.mark.parametrize("package", ["sitebuild", "baccarat"])
def test_no_import_circle(package: str) -> None:
    parsed = modules(package)
    names = set(parsed)
    graph = {name: imports(tree, names, package_of(name, names)) - {name} for name, tree in parsed.items()}
    assert "sitebuild.page_words" in graph.get("sitebuild.words", {"sitebuild.page_words"})  # a relative import
    assert cycles(graph) == []


def test_no_module_of_the_build_keeps_mutable_state() -> None:
    """No module-level name is bound to a mutable container (tables are tuples, frozensets or read-only
    mappings; ``__all__`` aside), and no function rebinds a module's name (``global``): the plugin's instance
    holds the state."""
    faults = []
    for name, tree in modules("sitebuild").items():
        if name in _STATE_CHECKED_APART:
            continue
        for node in tree.body:
            targets = node.targets if isinstance(node, ast.Assign) else [getattr(node, "target", None)]
            if any(isinstance(target, ast.Name) and target.id == "__all__" for target in targets):
                continue
            value = node.value if isinstance(node, ast.Assign | ast.AnnAssign) else None
            called = value.func if isinstance(value, ast.Call) else None
            if isinstance(value, _MUTABLE_NODES) or (
                isinstance(called, ast.Name | ast.Attribute)
                and (called.id if isinstance(called, ast.Name) else called.attr) in _MUTABLE_CALLS
            ):
                faults.append(f"{name}, line {node.lineno}: a mutable container at module level")
        faults += [f"{name}, line {node.lineno}: global" for node in ast.walk(tree) if isinstance(node, ast.Global)]
    assert faults == []


def test_the_steps_live_in_the_plugin_and_the_helpers_have_no_events() -> None:
    """Only the plugin's class has MkDocs events; mkdocs.yml lists no hooks."""
    events = [
        f"{name}.{node.name}"
        for name, tree in modules("sitebuild").items()
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef) and node.name in _EVENTS
    ]
    assert len(_EVENTS) > 10 and events, (_EVENTS, events)
    assert all(event.startswith("sitebuild.plugin.") for event in events), events
    for config in ("mkdocs.yml", "mkdocs.zh-hant.yml", "mkdocs.zh-hans.yml"):
        assert not re.search(r"^hooks:", (ROOT / config).read_text(encoding="utf-8"), re.M), config


def test_the_plugin_is_registered_by_its_entry_point() -> None:
    (entry,) = entry_points(group="mkdocs.plugins", name="baccarat")
    assert entry.load() is BaccaratPlugin


def test_the_events_run_in_the_order_mkdocs_yml_lists_them() -> None:
    """MkDocs' own order of each event's handlers, as loaded from mkdocs.yml: the plugin's after every plugin
    listed above it, but its ``on_files``, first (the redirects and git-revision-date plugins read its files)."""
    config = load_config(str(ROOT / "mkdocs.yml"))
    listed = list(config.plugins)
    assert listed[-1] == "baccarat", listed
    plugin = config.plugins["baccarat"]
    assert isinstance(plugin, BaccaratPlugin)
    others = [config.plugins[name] for name in listed[:-1]]
    for event, handlers in config.plugins.events.items():
        owners = [getattr(handler, "__self__", None) for handler in handlers]
        if plugin not in owners:
            continue
        if event == "files":
            assert owners[0] is plugin, event
            assert {"redirects", "git-revision-date-localized"} <= {
                name for name in listed if config.plugins[name] in owners
            }
        else:
            assert owners[-1] is plugin and all(owner in others for owner in owners[:-1]), event
    used = {
        event
        for event, handlers in config.plugins.events.items()
        if plugin in [getattr(handler, "__self__", None) for handler in handlers]
    }
    assert used == {
        "config",
        "files",
        "page_markdown",
        "page_content",
        "page_context",
        "post_page",
        "post_template",
        "post_build",
    }


# ── The site finished one way ────────────────────────────────────────────────────────────────────


def mkdocs_sitemap(site: Path, base: str, pages: list[str]) -> None:
    """A sitemap as MkDocs writes it: ``pages`` under ``base``, in the order given."""
    site.mkdir(parents=True, exist_ok=True)
    urls = "".join(f"<url><loc>{base}{page}</loc></url>" for page in pages)
    ns = "http://www.sitemaps.org/schemas/sitemap/0.9"
    (site / "sitemap.xml").write_text(f'<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="{ns}">{urls}</urlset>')


def page(site: Path, path: str, text: str = "") -> Path:
    written = site / path
    written.parent.mkdir(parents=True, exist_ok=True)
    written.write_text(f"<html><head></head><body>{text or path}{' ' * 2048}</body></html>")
    return written


def locations(site: Path) -> list[str]:
    return re.findall(r"<loc>([^<]*)</loc>", (site / "sitemap.xml").read_text())


def test_an_edition_lists_its_pages_in_the_root_order_each_with_every_alternate(tmp_path: Path) -> None:
    root = "https://example.org/"
    site = tmp_path / "zh-hant"
    mkdocs_sitemap(site, f"{root}zh-hant/", ["", "rules/banker/", "odds/"])  # a fallback page last, as MkDocs found it
    page(site, "index.html")
    finish_site(site, EDITIONS[1], None, root_url=root, pages=["", "odds/", "rules/banker/"])
    assert locations(site) == [f"{root}zh-hant/", f"{root}zh-hant/odds/", f"{root}zh-hant/rules/banker/"]
    sitemap = (site / "sitemap.xml").read_text()
    assert (
        f'hreflang="zh-Hans" href="{root}zh-hans/odds/"' in sitemap and f'hreflang="en" href="{root}odds/"' in sitemap
    )
    assert gzip.decompress((site / "sitemap.xml.gz").read_bytes()) == (site / "sitemap.xml").read_bytes()
    assert (site / "index.html.br").is_file() and (site / "index.html.gz").is_file()
    assert not (site / "sw.js").exists() and not (site / "_headers").exists()  # what covers every edition: the root's
    with pytest.raises(FinishError, match="other pages"):
        finish_site(site, EDITIONS[1], None, root_url=root, pages=["", "odds/"])


def test_the_root_edition_takes_in_the_others_finished_and_covers_them(tmp_path: Path) -> None:
    root = "https://example.org/"
    site, built = tmp_path / "site", tmp_path / "built"
    mkdocs_sitemap(site, root, [""])
    page(site, "index.html")
    page(site, "pyodide/0.1/pyodide.mjs")
    page(site, "wheels/abc/baccarat.whl")
    with pytest.raises(FinishError, match="zh-Hant"):
        take_in_editions(site, built)
    for edition in EDITIONS[1:]:
        page(built / edition.path, "index.html", edition.lang)
        (built / edition.path / "index.html.br").write_bytes(b"its own build's")
    take_in_editions(site, built)
    config = SimpleNamespace(site_name="Baccarat", site_description="", extra={"baccarat": {"pyodide_url": ""}})
    finish_site(site, EDITIONS[0], config, root_url=root, pages=[""])
    assert (site / "zh-hant" / "index.html.br").read_bytes() == b"its own build's"  # finished once, by its build
    worker = (site / "sw.js").read_text()
    assert '"zh-hant/"' in worker and '"zh-hans/"' in worker  # the offline copy covers every edition
    assert "/zh-hant/*" in (site / "_headers").read_text()
    assert (site / "robots.txt").read_text().count("Sitemap: ") == len(EDITIONS)
