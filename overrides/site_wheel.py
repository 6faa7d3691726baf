"""Build the baccarat wheel for the browser, reproducibly, from the working tree.

A wheel is a zip file with three metadata files. Writing it here (fixed file
order and timestamps) makes it byte-for-byte stable, so its content hash, used
in its URL, changes exactly when the code does, and needs no build tools or
network during the site build.
"""

from __future__ import annotations

import base64
import hashlib
import tomllib
import zipfile
from io import BytesIO
from pathlib import Path

_EPOCH = (1980, 1, 1, 0, 0, 0)


def _digest(data: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def build_wheel(root: Path) -> tuple[str, bytes]:
    """Return ``(file name, wheel bytes)`` for the package in ``root``."""
    project = tomllib.loads((root / "pyproject.toml").read_text())["project"]
    name, version = project["name"], project["version"]
    dist_info = f"{name}-{version}.dist-info"
    files = {f"{name}/{path.name}": path.read_bytes() for path in sorted((root / name).glob("*.py"))}
    files[f"{dist_info}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
        f"Summary: {project['description']}\nRequires-Python: {project['requires-python']}\n"
    ).encode()
    files[f"{dist_info}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: baccarat-site\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    )
    record = "".join(f"{path},{_digest(data)},{len(data)}\n" for path, data in files.items())
    files[f"{dist_info}/RECORD"] = (record + f"{dist_info}/RECORD,,\n").encode()
    buffer = BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path, data in files.items():
            info = zipfile.ZipInfo(path, date_time=_EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
    return f"{name}-{version}-py3-none-any.whl", buffer.getvalue()
