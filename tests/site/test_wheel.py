"""The browser wheel and the locked dependencies: reproducible, complete, exactly pinned."""

from __future__ import annotations

import base64
import hashlib
import re
import shutil
import tomllib
import zipfile
from io import BytesIO
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet

import baccarat
from baccarat.i18n import DOMAINS, locale_name
from sitebuild.bytecode import CATALOGUES
from sitebuild.catalogues import TRANSLATED
from sitebuild.runtime import build_wheel
from tests.conftest import ROOT

pytestmark = pytest.mark.site

DIST_INFO = f"baccarat-{baccarat.__version__}.dist-info"


def package_files(root: Path) -> set[str]:
    """Every file of the package directory a wheel must carry (bytecode caches excluded)."""
    return {
        path.relative_to(root).as_posix()
        for path in (root / "baccarat").rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"
    }


def check_record(archive: zipfile.ZipFile) -> None:
    for line in archive.read(f"{DIST_INFO}/RECORD").decode().splitlines():
        path, digest, size = line.split(",")
        if digest:
            content = archive.read(path)
            expected = base64.urlsafe_b64encode(hashlib.sha256(content).digest()).rstrip(b"=").decode()
            assert digest == f"sha256={expected}" and int(size) == len(content), path


def test_two_builds_give_identical_bytes() -> None:
    name, data = build_wheel(ROOT)
    assert name == f"baccarat-{baccarat.__version__}-py3-none-any.whl"
    assert build_wheel(ROOT)[1] == data  # same code, same bytes, same URL hash


def test_the_wheel_holds_every_file_of_the_package() -> None:
    archive = zipfile.ZipFile(BytesIO(build_wheel(ROOT)[1]))
    files = set(archive.namelist())
    assert package_files(ROOT) <= files
    assert {name for name in files if not name.startswith(DIST_INFO)} == package_files(ROOT)
    check_record(archive)
    assert "Tag: py3-none-any" in archive.read(f"{DIST_INFO}/WHEEL").decode()


def test_sub_packages_and_data_files_reach_the_wheel(tmp_path: Path) -> None:
    project = tmp_path / "project"
    project.mkdir()
    for name in ("pyproject.toml", "LICENSE"):
        shutil.copy(ROOT / name, project / name)
    shutil.copytree(ROOT / "baccarat", project / "baccarat", ignore=shutil.ignore_patterns("__pycache__"))
    (project / "baccarat" / "extra").mkdir()
    (project / "baccarat" / "extra" / "__init__.py").write_text('"""A sub-package added later."""\n')
    (project / "baccarat" / "extra" / "table.json").write_text('{"a": 1}\n')
    archive = zipfile.ZipFile(BytesIO(build_wheel(project)[1]))
    assert {"baccarat/extra/__init__.py", "baccarat/extra/table.json"} <= set(archive.namelist())
    assert set(archive.namelist()) >= package_files(project)
    check_record(archive)


def test_the_shipped_wheel_keeps_each_source_beside_its_bytecode(built_site: Path) -> None:
    """The browser's wheel: the built one plus a ``.pyc`` beside every ``.py``, less the catalogues (served
    beside it), still a valid wheel."""
    (shipped,) = built_site.glob("wheels/*/*.whl")
    archive = zipfile.ZipFile(shipped)
    names = set(archive.namelist())
    sources = {name for name in names if name.endswith(".py")}
    assert sources == {name for name in package_files(ROOT) if name.endswith(".py")}
    assert {name for name in names if name.endswith(".pyc")} == {name + "c" for name in sources}
    built = set(zipfile.ZipFile(BytesIO(build_wheel(ROOT)[1])).namelist())
    assert names - {name + "c" for name in sources} == {name for name in built if not name.startswith(CATALOGUES)}
    assert {name for name in built if name.startswith(CATALOGUES)} == {
        f"{CATALOGUES}{locale_name(lang)}/LC_MESSAGES/{domain}.mo" for lang in TRANSLATED for domain in DOMAINS
    }
    check_record(archive)


def test_package_version_matches_pyproject() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert baccarat.__version__ == project["version"]


def locked() -> dict[str, tuple[str, int]]:
    """The lock as {name: (version, number of hashes)}."""
    text = (ROOT / "requirements.lock").read_text()
    pins: dict[str, tuple[str, int]] = {}
    for block in re.split(r"\n(?=[A-Za-z0-9])", text):
        match = re.match(r"([A-Za-z0-9._-]+)==(\S+)", block)
        if match:
            name = re.sub(r"[-_.]+", "-", match.group(1)).lower()
            pins[name] = (match.group(2), block.count("--hash=sha256:"))
    return pins


def test_every_dependency_is_locked_exactly_with_hashes() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    wanted = [
        Requirement(text) for group in pyproject["project"]["optional-dependencies"].values() for text in group
    ] + [Requirement(text) for text in pyproject["build-system"]["requires"]]
    pins = locked()
    assert pins, "requirements.lock names no packages"
    for requirement in wanted:
        name = re.sub(r"[-_.]+", "-", requirement.name).lower()
        assert name in pins, f"{requirement} is not in requirements.lock: run scripts/lock"
        version, _ = pins[name]
        assert version in SpecifierSet(str(requirement.specifier)), f"lock has {name}=={version}, not {requirement}"
    assert all(hashes > 0 for _, hashes in pins.values()), "every locked package needs its hashes"
    assert "--find-links" not in (ROOT / "requirements.lock").read_text()  # PyPI only, no machine-local folders
