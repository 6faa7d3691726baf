"""The browser wheel: reproducible, complete, and installable metadata."""

from __future__ import annotations

import base64
import hashlib
import sys
import tomllib
import zipfile
from io import BytesIO

import baccarat
from conftest import ROOT

sys.path.insert(0, str(ROOT / "overrides"))
from site_wheel import build_wheel  # noqa: E402


def test_wheel_is_reproducible_and_complete() -> None:
    name, data = build_wheel(ROOT)
    assert name == f"baccarat-{baccarat.__version__}-py3-none-any.whl"
    assert build_wheel(ROOT)[1] == data  # same code, same bytes, same URL hash
    archive = zipfile.ZipFile(BytesIO(data))
    files = set(archive.namelist())
    assert {f"baccarat/{p.name}" for p in (ROOT / "baccarat").glob("*.py")} <= files
    record = archive.read(f"baccarat-{baccarat.__version__}.dist-info/RECORD").decode()
    for line in record.splitlines():
        path, digest, size = line.split(",")
        if digest:
            content = archive.read(path)
            expected = base64.urlsafe_b64encode(hashlib.sha256(content).digest()).rstrip(b"=").decode()
            assert digest == f"sha256={expected}" and int(size) == len(content)
    assert "Tag: py3-none-any" in archive.read(f"baccarat-{baccarat.__version__}.dist-info/WHEEL").decode()


def test_package_version_matches_pyproject() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert baccarat.__version__ == project["version"]
