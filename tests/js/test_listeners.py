"""A widget's listeners on the window, the document or the browser go when its page goes.

Material's instant navigation replaces a page without unloading it: a listener a widget leaves on the
window (a key, a storage event) would outlive it, and hear events for a widget no longer shown. So the
widget modules and the modules they use listen there only through dom.js's ``listenWhileMounted`` (or
``whileMounted``), which removes the listener once the widget has left the page. This reads the scripts
as text: a direct ``addEventListener`` on a global in them fails it.
"""

from __future__ import annotations

import re

from tests.conftest import ROOT

SCRIPTS = ROOT / "docs" / "assets" / "javascripts" / "baccarat"
# What a widget's mount reaches: the widget modules, and the helpers they call as they mount.
MOUNTED = [*sorted((SCRIPTS / "widgets").glob("*.js")), SCRIPTS / "stepper.js", SCRIPTS / "storage.js"]
# A listener that removes itself, whatever the page does: storage.js's caughtUp waits at most a second
# for this tab's storage to catch up with another tab's write, then removes its listener.
SELF_REMOVING = {("storage.js", 'window.addEventListener("storage", heard);')}
GLOBAL_LISTENER = re.compile(
    r"(?<![\w.])(?:window|document|self|globalThis|navigator(?:\.\w+)*)\s*\.\s*addEventListener\s*\("
    r"|(?<![\w.])addEventListener\s*\("
)


def test_widgets_listen_on_globals_only_while_mounted() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in MOUNTED
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if GLOBAL_LISTENER.search(line) and (path.name, line.strip()) not in SELF_REMOVING
    ]
    assert found == []


def test_the_check_sees_a_listener_left_on_the_window() -> None:
    assert GLOBAL_LISTENER.search('window.addEventListener("storage", heard);')
    assert GLOBAL_LISTENER.search('addEventListener("keydown", onKey);')
    assert GLOBAL_LISTENER.search("navigator.serviceWorker.addEventListener('message', f)")
    assert not GLOBAL_LISTENER.search('listenWhileMounted(root, window, "storage", heard);')
    assert not GLOBAL_LISTENER.search('form.addEventListener("submit", send);')
