"""Where the build keeps what it can reuse: the trimmed and compiled standard library and the
compressed runtime files.

Outside the checkout, as pip and npm keep theirs, so a fresh clone on the same machine (a CI run)
reuses what an earlier build made instead of spending a minute recompressing the runtime. Every
entry is named by a hash of all its inputs, so a stale entry is never read; delete the folder at
any time. ``BACCARAT_CACHE`` moves it.
"""

from __future__ import annotations

import os
from pathlib import Path


def cache_dir(kind: str) -> Path:
    """The folder for one kind of cached result (``$BACCARAT_CACHE``, else ``~/.cache/baccarat-site``)."""
    chosen = os.environ.get("BACCARAT_CACHE")
    user_cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return (Path(chosen) if chosen else user_cache / "baccarat-site") / kind
