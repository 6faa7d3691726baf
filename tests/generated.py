"""The browser's generated types: written by scripts/setup where strict tsc reads them, never committed."""

from __future__ import annotations

import fnmatch
import json
import re
import subprocess
from pathlib import Path

from tests.conftest import ROOT


def assert_generated_for_tsc(path: Path, text: str, command: str) -> None:
    """``path`` holds ``text`` (its generator's output now), lies where ``tsconfig.json`` makes strict tsc read it,
    and is ignored by git, not committed (scripts/setup, which scripts/test runs first, writes it)."""
    where = path.relative_to(ROOT).as_posix()
    config = json.loads(re.sub(r"^\s*//.*$", "", (ROOT / "tsconfig.json").read_text(encoding="utf-8"), flags=re.M))
    assert any(fnmatch.fnmatchcase(where, pattern) for pattern in config["include"]), where
    assert not any(fnmatch.fnmatchcase(where, pattern) for pattern in config.get("exclude", ())), where
    ignored = subprocess.run(["git", "-C", str(ROOT), "check-ignore", "-q", where], check=False).returncode == 0
    assert ignored, f"{where} is generated: it is not committed (.gitignore names it)"
    assert path.is_file() and path.read_text(encoding="utf-8") == text, f"run scripts/setup (or {command})"
