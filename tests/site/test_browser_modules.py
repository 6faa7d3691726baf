"""The browser side's shape: small ES modules, one per widget, loaded by the registry, no rule logic.

These read the modules as text: what they do is tested in a real browser (tests/browser).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from baccarat.widgets import CATALOG
from tests.conftest import ROOT

pytestmark = pytest.mark.site

SCRIPTS = ROOT / "docs" / "assets" / "javascripts"
MODULES = sorted((SCRIPTS / "baccarat").rglob("*.js"))
REGISTRY = (SCRIPTS / "baccarat-widgets.js").read_text()


def test_every_module_is_type_checked() -> None:
    """scripts/test runs tsc over these (tsconfig.json): each module asks for the check itself too."""
    for path in (*MODULES, *SCRIPTS.glob("*.js")):
        assert path.read_text().startswith("// @ts-check\n"), path.name


def test_every_module_is_small() -> None:
    sizes = {path.relative_to(SCRIPTS).as_posix(): len(path.read_text().splitlines()) for path in MODULES}
    assert sizes and max(sizes.values()) <= 350, sizes


def test_every_widget_on_the_site_names_its_module_from_the_one_list(built_site: Path) -> None:
    """Each widget's element carries its one name and its module (from baccarat.widgets.CATALOG), and the
    module is there under the widget's one name, in the sources and in the site."""
    marked = {
        pair
        for page in built_site.rglob("*.html")
        for pair in re.findall(r'data-widget="([a-z_-]+)" data-module="([a-z_]+)"', page.read_text(encoding="utf-8"))
    }
    assert marked == {(widget.name, widget.name) for widget in CATALOG}
    for widget in CATALOG:
        assert (SCRIPTS / "baccarat" / "widgets" / f"{widget.name}.js").is_file(), widget.name
        assert (built_site / "assets" / "javascripts" / "baccarat" / "widgets" / f"{widget.name}.js").is_file()
    unmarked = [
        page
        for page in built_site.rglob("*.html")
        if re.search(r'<div class="bac-widget" data-widget="[a-z_-]+" data-state', page.read_text(encoding="utf-8"))
    ]
    assert unmarked == []
    assert "data-widget=" not in REGISTRY  # the registry lists no widget of its own


def test_state_comes_from_data_hooks_and_seeds_from_one_place() -> None:
    for path in MODULES:
        text = path.read_text()
        assert not re.search(r"nth-(of-type|child)", text), f"{path.name} reads state by table position"
        if path.name != "dom.js":
            assert "Math.random" not in text, f"{path.name} makes its own seed: use randomSeed() from dom.js"
    # Stakes and cards are read by Python: no module takes a typed slip or hand apart.
    for path in MODULES:
        assert not re.search(r"\.split\([\"'][,:][\"']\)", path.read_text()), path.name


def test_widget_pages_preload_their_modules(built_site: Path) -> None:
    def preloaded(url: str) -> list[str]:
        html = (built_site / url / "index.html").read_text(encoding="utf-8")
        return re.findall(r'<link rel="modulepreload" href="([^"]+)">', html)

    names = ("runtime", "dom", "mounted", "offline", "stepper", "storage", "widgets/drill")
    assert preloaded("drill") == [f"../assets/javascripts/baccarat/{name}.js" for name in names]
    assert preloaded("rules/banker") == []  # no widget, nothing preloaded (Try it live loads on demand)
    for url in ("deal", "odds", "roads", "payouts", "home-game", "edge"):
        for href in preloaded(url):
            assert (built_site / url / href).resolve().is_file(), href
