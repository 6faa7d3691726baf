"""The one list of widgets: each widget's files carry its one name, and its examples run every action."""

from __future__ import annotations

from importlib import import_module

import pytest

from baccarat.widgets import UNEXPECTED, WIDGETS, Widget, handle
from baccarat.widgets.door import ACTIONS
from tests.conftest import ROOT

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
def test_a_widget_s_frame_carries_its_hook(widget: Widget) -> None:
    frame = import_module(f"baccarat.render.{widget.name}").widget_html()
    assert frame.startswith(f'<div class="bac-widget" data-widget="{widget.hook}" ')


def test_each_action_and_hook_is_declared_once() -> None:
    actions = [action.name for widget in WIDGETS for action in widget.actions]
    assert len(actions) == len(set(actions)) == len(ACTIONS)
    assert len({widget.hook for widget in WIDGETS}) == len(WIDGETS)


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
