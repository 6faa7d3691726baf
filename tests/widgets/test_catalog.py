"""The one list of widgets: each widget's files carry its one name, and its examples run every action."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from importlib import import_module

import pytest

from baccarat.widgets import UNEXPECTED, Widget, handle, widgets
from baccarat.widgets.catalog import CATALOG, actions, module_of, named
from tests.conftest import ROOT

WIDGETS = widgets()
ACTIONS = actions()
NAMES = [widget.name for widget in WIDGETS]


@pytest.mark.parametrize("name", NAMES)
def test_a_widget_spans_one_name_across_its_files(name: str) -> None:
    """A newcomer working on one widget opens the files of that name, and nothing else."""
    for path in (
        f"baccarat/render/{name}.py",
        f"baccarat/widgets/{name}.py",
        f"docs/assets/javascripts/baccarat/widgets/{name}.js",
        f"tests/widgets/test_{name}.py",
        f"tests/browser/test_{name}.py",
    ):
        assert (ROOT / path).is_file(), path
    assert import_module(f"baccarat.widgets.{name}").WIDGET.name == name


@pytest.mark.parametrize("widget", WIDGETS, ids=NAMES)
def test_a_widget_has_one_name_in_its_frame_its_forms_and_its_actions(widget: Widget) -> None:
    """The rule: the frame its renderer draws carries ``data-widget="<name>"``; each of its forms, and each of its
    actions, is called ``<name>`` or ``<name>-<verb>``."""
    frame = import_module(f"baccarat.render.{widget.name}").widget_html()
    assert frame.startswith(f'<div class="bac-widget" data-widget="{widget.name}" ')
    assert re.findall(r'data-widget="([^"]*)"', frame) == [widget.name]
    forms = re.findall(r'data-form="([^"]*)"', frame)
    assert forms and all(form == widget.name or form.startswith(f"{widget.name}-") for form in forms), forms
    for action in widget.actions:
        assert action.name == widget.name or action.name.startswith(f"{widget.name}-"), action.name
    assert all(module_of(action.name) == widget.name for action in widget.actions)


def test_each_action_and_name_is_declared_once() -> None:
    actions = [action.name for widget in WIDGETS for action in widget.actions]
    assert len(actions) == len(set(actions)) == len(ACTIONS)
    assert len(set(NAMES)) == len(WIDGETS)


def test_a_widget_is_found_by_its_name() -> None:
    assert [named(name) for name in NAMES] == list(WIDGETS)
    assert named("payout") is None and named("edge") is None and named("") is None


@pytest.mark.parametrize("widget", WIDGETS, ids=NAMES)
def test_the_examples_run_every_action_and_answer_without_a_bug(widget: Widget) -> None:
    """The standard library the browser ships is measured on these requests: they must reach every
    action, with good input and bad."""
    assert {example["action"] for example in widget.examples} == {action.name for action in widget.actions}
    answers = [handle(example) for example in widget.examples]
    assert all(answer.get("error") != UNEXPECTED for answer in answers)
    assert any(answer["ok"] for answer in answers)


@pytest.mark.parametrize("package", ["render", "widgets"])
def test_every_renderer_and_facade_module_has_a_test_module_of_its_name(package: str) -> None:
    """``baccarat/render/<name>.py`` is tested in ``tests/render/test_<name>.py``, and so for the facade."""
    modules = sorted(path.stem for path in (ROOT / "baccarat" / package).glob("*.py") if path.stem != "__init__")
    assert [name for name in modules if not (ROOT / "tests" / package / f"test_{name}.py").is_file()] == []


@pytest.mark.parametrize("name", NAMES)
def test_an_action_s_module_follows_from_its_name(name: str) -> None:
    """The door finds an action's module from the action's name before loading it: the catalogue lists names only."""
    declared = import_module(f"baccarat.widgets.{name}").WIDGET
    assert declared.name == name
    assert all(module_of(action.name) == name for action in declared.actions)
    assert module_of(f"{name}x") is None and module_of(f"x{name}") is None


def test_the_catalogue_and_the_loaded_widgets_agree_in_order() -> None:
    assert [listing.name for listing in CATALOG] == NAMES


def test_each_module_is_loaded_when_a_request_first_needs_it() -> None:
    """The browser's Python imports the door with no widget module, and an action loads its own (and what it
    imports), never every widget's."""
    probe = """
import json, sys
import baccarat.widgets as w
loaded = lambda: sorted(name.rsplit(".", 1)[1] for name in sys.modules
                        if name.rsplit(".", 1)[0] == "baccarat.widgets" and name.rsplit(".", 1)[1] in NAMES)
NAMES = [listing.name for listing in w.CATALOG]
before = loaded()
answer = json.loads(w.handle_json('{"action": "odds", "decks": 8, "removed": "5"}'))
print(json.dumps([before, loaded(), answer["ok"]]))
"""
    run = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=ROOT)
    assert json.loads(run.stdout) == [[], ["odds"], True]


def _modules() -> list[str]:
    package = ROOT / "baccarat"
    return sorted(
        ".".join(("baccarat", *path.relative_to(package).with_suffix("").parts)).removesuffix(".__init__")
        for path in package.rglob("*.py")
        if path.stem != "__main__"  # the command line itself, run rather than imported
    )


def test_every_module_of_the_package_imports_first_in_a_fresh_interpreter() -> None:
    """No import circle: each module imports first, with none of the package loaded, whichever a reader or
    a tool starts from (one interpreter, the package forgotten before each)."""
    probe = """
import importlib, sys
failed = []
for name in sys.argv[1:]:
    for loaded in [module for module in sys.modules if module.partition(".")[0] == "baccarat"]:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except Exception as error:
        failed.append(f"{name}: {error!r}")
print("\\n".join(failed))
"""
    run = subprocess.run(
        [sys.executable, "-c", probe, *_modules()], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert run.stdout.strip() == "", run.stdout
