"""Build the baccarat wheel for the browser, reproducibly, from the working tree.

The project's own build backend (flit_core, from pyproject.toml) builds it through
the standard ``python -m build``, offline: no isolated environment is downloaded,
the backend comes from the locked ``.venv``. Every file of the package directory
goes in (sub-packages and data files too). A fixed ``SOURCE_DATE_EPOCH`` makes
the bytes depend on the code alone, so the content hash in the wheel's URL
changes exactly when the code does.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

#: 1980-01-01, the earliest time a zip file can hold: the same for every build.
SOURCE_DATE_EPOCH = "315532800"


def build_wheel(root: Path) -> tuple[str, bytes]:
    """Return ``(file name, wheel bytes)`` for the project in ``root``.

    Raises :class:`RuntimeError` with the backend's output if the build fails.
    """
    with tempfile.TemporaryDirectory() as out:
        command = [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", out, str(root)]
        env = {**os.environ, "SOURCE_DATE_EPOCH": SOURCE_DATE_EPOCH}
        result = subprocess.run(command, env=env, capture_output=True, text=True)
        wheels = list(Path(out).glob("*.whl"))
        if result.returncode != 0 or len(wheels) != 1:
            raise RuntimeError(f"building the wheel failed:\n{result.stdout}\n{result.stderr}")
        return wheels[0].name, wheels[0].read_bytes()
