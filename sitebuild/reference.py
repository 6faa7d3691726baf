"""The Python API reference, one page per public module, generated from the package itself (steps of
:mod:`sitebuild.plugin`).

The modules are found by walking the package (:func:`public_modules`: every module and package whose
name has no part starting with ``_``), so a new module gets its page without anyone listing it. Each
module's page is generated at ``/reference/baccarat/<path>/`` (a package's at its folder:
``/reference/baccarat/render/``), and mkdocstrings draws it from the docstrings.

``/reference/`` (``docs/reference.md``) stays the index: its ```` ```baccarat-modules ```` fence becomes
the list of every module, each with the first paragraph of its docstring. The index keeps the anchors of
the one-page reference it replaced: each module's link carries the module's name as its id
(``#baccarat.shoe``), and a few lines of script send a member's old anchor (``#baccarat.shoe.BurnRule``)
on to the page that now holds it. A module that moves keeps its old name in :data:`MOVED`.

The docstrings' Sphinx roles (:class:`CardError`) become links, to the name on the same page if it is
there, else to the one module page that has it; and a doctest written flush with its docstring's text is
shown as code, as the indented ones are (:class:`DoctestsAsCode`, a griffe extension that mkdocs.yml
gives mkdocstrings).
"""

from __future__ import annotations

import ast
import importlib.util
import json
import pkgutil
import posixpath
import re
import subprocess
from collections.abc import Mapping
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from types import MappingProxyType
from typing import Any

import griffe
from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "baccarat"
#: The index page, and the folder of the generated pages (the build's other steps leave both as they are).
INDEX = "reference.md"
FOLDER = "reference/"
FENCE = "baccarat-modules"
#: A module's old dotted name: its new one. Its old anchor on the index then points on to the new page.
MOVED: Mapping[str, str] = MappingProxyType({})

_FENCE = re.compile(rf"^```{FENCE}[ \t]*\n```[ \t]*$", re.M)
_ROLE_IN_TEXT = re.compile(r":(?:class|func|data|mod|meth|attr|exc):`~?\.?([\w.]+)`")
_ROLE = re.compile(r":(?:class|func|data|mod|meth|attr|exc):<code>~?([\w.]+)</code>")


def is_reference(uri: str) -> bool:
    """Whether page ``uri`` (a source path, ``reference/baccarat/shoe.md``) is the index or a module's page."""
    return uri == INDEX or uri.startswith(FOLDER)


def public_modules() -> list[str]:
    """Every public module of the package, by dotted name: the package itself, then each module and
    subpackage whose name has no part starting with ``_``, as :mod:`pkgutil` walks them.

    >>> public_modules()[:3]
    ['baccarat', 'baccarat.cards', 'baccarat.cli']
    """
    package = importlib.import_module(PACKAGE)
    found = [PACKAGE]
    for module in pkgutil.walk_packages(package.__path__, f"{PACKAGE}."):
        if not any(part.startswith("_") for part in module.name.split(".")):
            found.append(module.name)
    return sorted(found, key=lambda name: name.split("."))


def is_package(name: str) -> bool:
    spec = importlib.util.find_spec(name)
    return spec is not None and spec.submodule_search_locations is not None


def page_uri(name: str) -> str:
    """The source path of module ``name``'s page: ``reference/baccarat/shoe.md``, a package's
    ``reference/baccarat/render/index.md``.

    >>> page_uri("baccarat.render.cards"), page_uri("baccarat.render")
    ('reference/baccarat/render/cards.md', 'reference/baccarat/render/index.md')
    """
    path = FOLDER + name.replace(".", "/")
    return f"{path}/index.md" if is_package(name) else f"{path}.md"


def source_of(name: str) -> Path:
    """The source file of module ``name``."""
    spec = importlib.util.find_spec(name)
    if spec is None or spec.origin is None:
        raise PluginError(f"the API reference cannot find the module {name}")
    return Path(spec.origin)


def summary(name: str) -> str:
    """The first paragraph of module ``name``'s docstring, on one line, its roles as plain code; read from
    the source, without importing the module.

    >>> summary("baccarat.rules")
    'The drawing rules of Punto Banco, written once, as data.'
    """
    with source_of(name).open(encoding="utf-8") as source:
        docstring = ast.get_docstring(ast.parse(source.read())) or ""
    if not docstring:
        raise PluginError(f"{name} has no docstring: the API reference needs its first line")
    first = " ".join(docstring.split("\n\n", 1)[0].split())
    return _ROLE_IN_TEXT.sub(r"`\1`", first)


def module_page(name: str, names: list[str]) -> str:
    """The Markdown of module ``name``'s page: its title, the way back to the index and its package, and
    mkdocstrings' rendering of the module; a package's page lists its modules too (``names``: every
    public module)."""
    uri = page_uri(name)
    here = posixpath.dirname(uri)
    kind = "package" if is_package(name) else "module"
    meta = {
        "title": name,
        "description": f"{summary(name)} The {kind} {name} in the guide's Python API.",
        # Search is for the rules (see reference.md): the API's names would bury the rule pages.
        "search": {"exclude": True},
        "toc_depth": 2,
    }
    front = "".join(f"{key}: {json.dumps(value, ensure_ascii=False)}\n" for key, value in meta.items())
    trail = [f"[Python API]({posixpath.relpath(INDEX, here)})"]
    parent = name.rpartition(".")[0]
    if parent:
        trail.append(f"[`{parent}`]({posixpath.relpath(page_uri(parent), here)})")
    lines = [f"---\n{front}---", "", f"# `{name}`", "", " › ".join(trail), ""]
    lines += [f"::: {name}", "    options:", "      show_root_heading: false", "      heading_level: 2"]
    if not is_package(name):
        return "\n".join([*lines, ""])
    # A package's names are documented where they are defined: here, each links there, under its old id.
    lines += ["      members: false", ""]
    children = [child for child in names if child.rpartition(".")[0] == name]
    if children:
        lines += ["## Modules { #modules }", "", *_items(children, here), ""]
    names_here = exports(name)
    if names_here:
        lines += ["## The names it exports { #exports }", ""]
        for export, target, anchored in names_here:
            module = next(other for other in reversed(names) if target.startswith(f"{other}."))
            link = posixpath.relpath(page_uri(module), here) + (f"#{target}" if anchored else "")
            lines.append(f"- [`{export}`]({link}){{ #{name}.{export} }}, from `{module}`")
        lines.append("")
    return "\n".join(lines)


@cache
def _griffe_package() -> Any:
    """The package as griffe reads it (mkdocstrings' reader), its aliases resolved: loaded once a build."""
    return griffe.load(PACKAGE, search_paths=[str(ROOT)], resolve_aliases=True)


def exports(package: str) -> list[tuple[str, str, bool]]:
    """The names package ``package`` exports (its ``__all__``), each with the dotted path where it is
    defined and whether that module's page has an anchor for it (mkdocstrings leaves out a name without
    a docstring).

    >>> ("resolve", "baccarat.coup.resolve", True) in exports("baccarat")
    True
    """
    loaded = _griffe_package()
    for part in package.split(".")[1:]:
        loaded = loaded.members[part]
    assert isinstance(loaded, griffe.Module)
    found = []
    for listed in loaded.exports or ():
        export = listed if isinstance(listed, str) else listed.name  # a name, or one from another __all__
        member = loaded.members[export]
        target = member.final_target if isinstance(member, griffe.Alias) else member
        found.append((export, target.path, target.has_docstrings))
    return found


def _items(names: list[str], here: str, *, with_ids: bool = False) -> list[str]:
    """A Markdown list of modules, each linked to its page with its summary (with the module's old anchor
    on its link, on the index)."""
    items = []
    for name in names:
        anchor = f"{{ #{name} }}" if with_ids else ""
        items.append(f"- [`{name}`]({posixpath.relpath(page_uri(name), here)}){anchor}: {summary(name)}")
    return items


#: On the index, an old anchor of the one-page reference (#baccarat.shoe.BurnRule) goes on to the page
#: now holding it: the longest part of the name that is a module's link here (#baccarat.shoe) names it.
_FORWARD = """<script>
(() => {
  const wanted = decodeURIComponent(location.hash.slice(1));
  for (let name = wanted; name; name = name.slice(0, Math.max(0, name.lastIndexOf(".")))) {
    const link = document.getElementById(name);
    if (link instanceof HTMLAnchorElement) {
      location.replace(`${link.href.split("#")[0]}#${wanted}`);
      return;
    }
  }
})();
</script>"""


def index_markdown(moved: Mapping[str, str] = MOVED) -> str:
    """The index's list: each package with its summary, then its modules, each module's link carrying
    its name as an id (the one-page reference's anchors), each ``moved`` module's old name as a hidden one,
    and the script that forwards old anchors."""
    names = public_modules()
    packages = [name for name in names if is_package(name)]
    lines: list[str] = []
    for package in packages:
        lines += [f"## `{package}` {{ #package-{package.replace('.', '-')} }}", ""]
        lines += [f"[The package `{package}`]({page_uri(package)}){{ #{package} }}: {summary(package)}", ""]
        # Its modules; a subpackage has its own section.
        modules = [name for name in names if name.rpartition(".")[0] == package and name not in packages]
        lines += [*_items(modules, ".", with_ids=True), ""]
    # A moved module's old anchor: a hidden link the script follows (MkDocs checks the Markdown links).
    lines += [f'[]({page_uri(new)}){{ #{old} hidden="hidden" }}' for old, new in moved.items()]
    return "\n".join([*lines, _FORWARD])


def with_module_pages(files: Any, config: Any) -> Any:
    """``files`` with each module's page added, generated."""
    from mkdocs.structure.files import File

    names = public_modules()
    # "Last updated" under a module's page: its source's last commit, not the build's date.
    dates = config.plugins.get("git-revision-date-localized")
    committed = last_commits()
    for name in names:
        files.append(File.generated(config, page_uri(name), content=module_page(name, names)))
        when = committed.get(source_of(name))
        if dates is not None and when is not None:
            dates.generated_timestamps[page_uri(name)] = when
    return files


def last_commits() -> dict[Path, int]:
    """When each source file of the package was last committed (Unix time), from one ``git log`` (one per
    module cost a build about a second); a file never committed is absent, and outside git, all are."""
    folder = source_of(PACKAGE).parent
    asked = ["git", "log", "--format=@%ct", "--name-only", "--relative", "--", "."]
    result = subprocess.run(asked, cwd=folder, capture_output=True, text=True)
    found: dict[Path, int] = {}
    when = None
    for line in result.stdout.splitlines() if result.returncode == 0 else []:
        if line.startswith("@"):
            when = int(line[1:])
        elif line and when is not None:
            found.setdefault(folder / line, when)  # the log runs newest first
    return found


def with_module_list(markdown: str, src_uri: str) -> str:
    """The index's ```` ```baccarat-modules ```` fence becomes the list of every module (page ``src_uri``'s
    Markdown, the index's or any other, unchanged)."""
    if src_uri != INDEX:
        return markdown
    expanded, count = _FENCE.subn(lambda _: index_markdown(), markdown)
    if count != 1:
        raise PluginError(f"{INDEX}: the ```{FENCE} fence (empty) must appear once, where the modules are listed")
    return expanded


class _IdCollector(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        # A documented name: its heading, or the module's own anchor (not a package's link to a name).
        if tag in {"h1", "h2", "h3", "h4", "h5", "h6"} or (tag == "a" and not any(name == "href" for name, _ in attrs)):
            self.ids.update(value for name, value in attrs if name == "id" and value and value.startswith(PACKAGE))


def note_names(html: str, page: Any, ids: dict[str, set[str]]) -> None:
    """Note in ``ids`` which names ``page`` holds, if it is a module page (its ``html``), for the links of every
    page's roles."""
    if page.file.src_uri.startswith(FOLDER):
        collector = _IdCollector()
        collector.feed(html)
        ids[page.url] = collector.ids


def link_roles(html: str, page_url: str, ids: dict[str, set[str]]) -> str:
    """Turn the docstrings' Sphinx roles (:class:`CardError`) into links: to the name on this page if it
    is there once, else to the one module page holding it (left as code when the name is ambiguous).

    >>> ids = {"reference/baccarat/errors/": {"baccarat.errors.CardError"}, "reference/baccarat/cards/": set()}
    >>> link_roles(":class:<code>CardError</code>", "reference/baccarat/cards/", ids)
    '<a href="../errors/#baccarat.errors.CardError"><code>CardError</code></a>'
    """

    def matches(names: set[str], target: str) -> list[str]:
        suffix = target if target.startswith(".") else f".{target}"
        return sorted(name for name in names if name == target or name.endswith(suffix))

    def link(match: re.Match[str]) -> str:
        target = match.group(1)
        short = target.rsplit(".", 1)[-1]
        here = matches(ids.get(page_url, set()), target)
        if len(here) == 1:
            return f'<a href="#{here[0]}"><code>{short}</code></a>'
        found = [(url, name) for url, names in ids.items() for name in matches(names, target)]
        if here or len(found) != 1:
            return f"<code>{short}</code>"
        url, name = found[0]
        return f'<a href="{posixpath.relpath(url, page_url or ".")}/#{name}"><code>{short}</code></a>'

    return _ROLE.sub(link, html)


def link_page_roles(page: Any, ids: dict[str, set[str]]) -> None:
    """Once every page is rendered (and every module page's names known, in ``ids``), link ``page``'s roles."""
    if page.content and ":<code>" in page.content:
        page.content = link_roles(page.content, page.url, ids)


def doctests_as_code(docstring: str) -> str:
    """A doctest written flush with the docstring's text, indented into a code block (Markdown would
    read its ``>>>`` as a quote, and a list in its output as a link): from its ``>>>`` line to the next
    blank line, after a blank line of its own.

    >>> doctests_as_code("The first tap.\\n>>> letters()\\n['B']\\n\\nThe end.").splitlines()
    ['The first tap.', '', '    >>> letters()', "    ['B']", '', 'The end.']
    """
    lines: list[str] = []
    in_doctest = False
    for line in docstring.split("\n"):
        if line.startswith(">>>"):
            if not in_doctest and lines and lines[-1].strip():
                lines.append("")
            in_doctest = True
        elif not line.strip():
            in_doctest = False
        lines.append(f"    {line}" if in_doctest else line)
    return "\n".join(lines)


class DoctestsAsCode(griffe.Extension):
    """Every docstring's flush doctests shown as code (:func:`doctests_as_code`), as its indented ones are."""

    def on_instance(
        self,
        *,
        node: ast.AST | griffe.ObjectNode,
        obj: griffe.Object,
        agent: griffe.Visitor | griffe.Inspector,
        **kwargs: Any,
    ) -> None:
        if obj.docstring is not None:
            obj.docstring.value = doctests_as_code(obj.docstring.value)
