"""The browser code stays readable: no function over about 60 lines in docs/assets/javascripts.

Each widget module is a small state part and a view part, wired by a short ``mount`` (as Material's
components are). ``function_lengths.mjs`` beside this file reads every script with TypeScript's own parser
(already in node_modules, for tsc) and lists each function with its length in lines.
"""

from __future__ import annotations

import re
import subprocess
from functools import cache

from tests.conftest import ROOT

LIMIT = 60
SCRIPT = ROOT / "tests" / "js" / "function_lengths.mjs"


@cache
def measured() -> tuple[str, ...]:
    """Every function of the browser code: "LINES FILE:LINE NAME", longest first (read once per test process:
    starting TypeScript's parser is most of the time)."""
    command = ["node", str(SCRIPT), "docs/assets/javascripts", "0"]
    return tuple(subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=True).stdout.splitlines())


def lengths(limit: int = 0) -> list[str]:
    """Every function of the browser code over ``limit`` lines, as :func:`measured` lists them (a name that is an
    expression over several lines, such as ``.ready.catch(…)``, goes on the lines after its own)."""
    return [line for line in measured() if (length := _LENGTH.match(line)) and int(length[1]) > limit]


_LENGTH = re.compile(r"(\d+) \S+:\d+ ")  # a function's line: "LINES FILE:LINE NAME"


def test_no_function_is_over_60_lines() -> None:
    assert lengths(LIMIT) == []


def test_every_module_is_read() -> None:
    # The widgets' mount functions are there to be measured: the check reads what it should.
    found = lengths()
    assert any("baccarat/widgets/deal.js:" in line and line.endswith(" mount") for line in found)
    assert sum(line.endswith(" mount") for line in found) >= 15
