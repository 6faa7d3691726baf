"""The API reference: a page for every public module, found in the package itself, and the index."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path
from types import SimpleNamespace

from mkdocs.structure.files import Files

from sitebuild import reference
from sitebuild.reference import INDEX, index_markdown, link_roles, module_page, page_uri, public_modules

PACKAGE = Path(__file__).resolve().parent.parent / "baccarat"


def modules_on_disk() -> set[str]:
    """Every public module by its file, independently of pkgutil: each ``.py`` file and each package
    folder whose path has no part starting with ``_``."""
    found = set()
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if not any(part.startswith("_") for part in parts):
            found.add(".".join(parts))
    return found


def test_every_public_module_is_found_and_no_other() -> None:
    names = public_modules()
    assert len(names) == len(set(names))
    assert set(names) == modules_on_disk()
    assert {"baccarat.lab", "baccarat.counting", "baccarat.render.road_paste", "baccarat.widgets.system"} <= set(names)


def test_the_build_generates_a_page_for_every_public_module() -> None:
    dates = SimpleNamespace(generated_timestamps={})  # the git-revision-date-localized plugin's
    plugins = SimpleNamespace(_current_plugin="hook", get={"git-revision-date-localized": dates}.get)
    config = SimpleNamespace(docs_dir="docs", site_dir="site", use_directory_urls=True, plugins=plugins)
    files = reference.with_module_pages(Files([]), config)
    generated = {file.src_uri: file for file in files}
    assert set(generated) == {page_uri(name) for name in modules_on_disk()}
    for name in modules_on_disk():
        file = generated[page_uri(name)]
        assert file.generated_by is not None and file.is_documentation_page()
        assert f"\n::: {name}\n" in file.content_string
        assert f'title: "{name}"' in file.content_string
    # "Last updated": each source's last commit, as git answers for that one file.
    for name in ("baccarat", "baccarat.cards", "baccarat.widgets.door", "baccarat.render.lesson"):
        source = reference.source_of(name)
        asked = ["git", "log", "-1", "--format=%ct", "--", source.name]
        answer = subprocess.run(asked, cwd=source.parent, capture_output=True, text=True, check=True).stdout
        assert dates.generated_timestamps[page_uri(name)] == int(answer), name
    assert len(dates.generated_timestamps) == len(modules_on_disk())


def test_pages_are_at_the_modules_paths() -> None:
    assert page_uri("baccarat") == "reference/baccarat/index.md"
    assert page_uri("baccarat.shoe") == "reference/baccarat/shoe.md"
    assert page_uri("baccarat.widgets") == "reference/baccarat/widgets/index.md"
    assert page_uri("baccarat.widgets.door") == "reference/baccarat/widgets/door.md"


def test_the_index_links_every_module_under_its_old_anchor() -> None:
    listed = index_markdown()
    for name in public_modules():
        link = f"]({page_uri(name)}){{ #{name} }}"
        assert link in listed, name
    assert listed.count("<script>") == 1


def test_a_moved_module_keeps_its_old_anchor() -> None:
    listed = index_markdown({"baccarat.widgets.payout": "baccarat.widgets.payouts"})
    assert '[](reference/baccarat/widgets/payouts.md){ #baccarat.widgets.payout hidden="hidden" }' in listed


def test_a_package_page_links_each_name_it_exports_where_it_is_defined() -> None:
    page = module_page("baccarat.widgets", public_modules())
    assert "members: false" in page
    assert "- [`handle`](door.md#baccarat.widgets.door.handle){ #baccarat.widgets.handle }" in page
    assert "- [`baccarat.widgets.door`](door.md): " in page
    assert "[Python API](../../../reference.md) › [`baccarat`](../index.md)" in page


def test_a_module_page_describes_itself_with_its_docstring() -> None:
    page = module_page("baccarat.rules", public_modules())
    description = re.search(r'^description: "(.*)"$', page, re.M)
    assert description is not None
    assert description.group(1) == (
        "The drawing rules of Punto Banco, written once, as data. The module baccarat.rules in the guide's Python API."
    )
    assert "members: false" not in page


def test_roles_link_to_this_page_first_then_to_the_one_page_holding_the_name() -> None:
    ids = {
        "reference/baccarat/render/system/": {"baccarat.render.system.widget_html"},
        "reference/baccarat/render/lab/": {"baccarat.render.lab.widget_html"},
        "reference/baccarat/errors/": {"baccarat.errors.CardError", "baccarat.errors"},
    }
    here = "reference/baccarat/render/system/"
    assert link_roles(":func:<code>widget_html</code>", here, ids) == (
        '<a href="#baccarat.render.system.widget_html"><code>widget_html</code></a>'
    )
    assert link_roles(":exc:<code>~baccarat.errors.CardError</code>", here, ids) == (
        '<a href="../../errors/#baccarat.errors.CardError"><code>CardError</code></a>'
    )
    assert link_roles(":mod:<code>baccarat.errors</code>", here, ids) == (
        '<a href="../../errors/#baccarat.errors"><code>errors</code></a>'
    )
    # Two pages hold it and this page does not: left as code.
    assert link_roles(":func:<code>widget_html</code>", "reference/baccarat/errors/", ids) == "<code>widget_html</code>"
    assert link_roles(":class:<code>Nowhere</code>", here, ids) == "<code>Nowhere</code>"


def test_the_index_page_asks_for_the_list_once() -> None:
    source = (PACKAGE.parent / "docs" / INDEX).read_text(encoding="utf-8")
    assert source.count("```baccarat-modules") == 1
