"""Shared test settings: hypothesis profiles, and the site built once per run with its server.

Test modules import each other by their full name (``from tests.oracle import ...``): one spelling that
pytest and mypy resolve alike.
"""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import settings

from sitebuild.editions import EDITIONS, build_all
from tests.browser.host import free_port, server_process

settings.register_profile("default", deadline=None)
#: On a CI machine (which sets CI): nothing written into the checkout's example database, which a fresh clone
#: starts without and throws away; a failing example is printed as a blob that reproduces it instead.
settings.register_profile("ci", settings.get_profile("default"), database=None, print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") else "default")


ROOT = Path(__file__).resolve().parent.parent
#: The folder of every browser test (marked ``browser``).
BROWSER = ROOT / "tests" / "browser"


#: The test site's port whenever it is free: the pages name their address, so the same port gives the
#: same pages as the last run, whose compressed copies the build then finds in its cache.
SITE_PORT = 47285


def build_site(
    site_dir: Path, *, docs_dir: Path | None = None, site_url: str | None = None
) -> subprocess.CompletedProcess[str]:
    """Run the real site build (mkdocs --strict), optionally on another docs folder or for another URL."""
    command = [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site_dir)]
    config = ROOT / "mkdocs.yml"
    if docs_dir is not None:
        # A copy of the config next to the other docs folder, so relative paths still resolve.
        text = config.read_text().replace("custom_dir: overrides", f"custom_dir: {ROOT / 'overrides'}")
        text = text.replace("- sitebuild/", f"- {ROOT / 'sitebuild'}/")
        config = docs_dir.parent / "mkdocs.yml"
        config.write_text(text)
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "DISABLE_MKDOCS_2_WARNING": "true"}
    if site_url:
        env["BACCARAT_SITE_URL"] = site_url
    return subprocess.run(
        [*command, "--config-file", str(config)], cwd=config.parent, env=env, capture_output=True, text=True
    )


#: The run's site server, held for as long as this process lives (it stops by itself after the run).
RUN_SERVER: list[subprocess.Popen[bytes]] = []
#: This run's claim on SITE_PORT, held for as long as this process lives.
PORT_CLAIM: list[object] = []


def claim_site_port() -> int:
    """SITE_PORT unless another run on this machine holds it, else any free port. The claim is a lock on a file
    named by the port, taken before the build: a port that is merely free then may be another run's by the
    time its build ends and its server starts, and one run ending would take the other's server down."""
    claim = (Path(tempfile.gettempdir()) / f"baccarat-site-port-{SITE_PORT}.lock").open("w")
    try:
        fcntl.flock(claim, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        claim.close()
        return free_port()
    PORT_CLAIM.append(claim)
    return free_port(SITE_PORT)


#: The environment variable naming a folder where scripts/test builds the site while ruff, mypy and tsc run
#: (``python -m tests.conftest FOLDER``): the test processes then find it built instead of building it.
PREBUILT = "BACCARAT_TEST_SITE"


def prepare_site(run: Path, *, run_pid: int) -> None:
    """Build the site into ``run``/site and serve it for as long as process ``run_pid`` lives, unless an
    earlier process did, under ``run``/site.lock, which the caller holds. The result is left
    for the others: the port in ``run``/site.port, or the build's output in ``run``/site.failed."""
    site, port_file, failure = run / "site", run / "site.port", run / "site.failed"
    if port_file.is_file() or failure.is_file():
        return
    port = claim_site_port()
    try:  # every edition, as scripts/build builds them
        build_all(site, site_url=f"http://127.0.0.1:{port}/")
    except RuntimeError as error:
        failure.write_text(f"the site build failed:\n{error}")
        return
    RUN_SERVER.append(server_process(site, port=port, until_gone=run_pid))
    port_file.write_text(str(port))


@pytest.fixture(scope="session")
def shared_site(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int]:
    """The site, built once per test run for http://127.0.0.1:<port>/, and that port.

    With pytest-xdist, whichever test process asks first builds it while the others wait, and all of
    them use the same files, served on that port by one server process, which stops by itself once
    the run (pytest's first process) has ended. Under scripts/test the site is already being built
    (:data:`PREBUILT`), and every test process waits for that build. How long each waited is written
    to the run's site.waits, which the run's summary reports.
    """
    worker = bool(os.environ.get("PYTEST_XDIST_WORKER"))
    run = site_run(tmp_path_factory)
    asked = time.monotonic()
    with (run / "site.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        built = not (run / "site.port").is_file() and not (run / "site.failed").is_file()
        prepare_site(run, run_pid=os.getppid() if worker else os.getpid())
    name = os.environ.get("PYTEST_XDIST_WORKER", "pytest")
    with (run / "site.waits").open("a") as waits:
        waits.write(f"{name} {'built it' if built else 'waited'} {time.monotonic() - asked:.1f} s\n")
    if (run / "site.failed").is_file():
        pytest.fail((run / "site.failed").read_text(), pytrace=False)
    return run / "site", int((run / "site.port").read_text())


def site_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder all processes of this run share for the site: :data:`PREBUILT`'s, else the run's own."""
    if os.environ.get(PREBUILT):
        return Path(os.environ[PREBUILT])
    run = tmp_path_factory.getbasetemp()
    return run.parent if os.environ.get("PYTEST_XDIST_WORKER") else run


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, config: pytest.Config) -> None:
    """Say how long each test process waited for the site (a worker idle while another builds it)."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        return
    factory: pytest.TempPathFactory = config._tmp_path_factory  # type: ignore[attr-defined]
    waits = (Path(os.environ[PREBUILT]) if os.environ.get(PREBUILT) else factory.getbasetemp()) / "site.waits"
    if waits.is_file():
        terminalreporter.write_line("the site, by test process: " + "; ".join(sorted(waits.read_text().splitlines())))


@pytest.fixture(scope="session")
def site_port(shared_site: tuple[Path, int]) -> int:
    """The 127.0.0.1 port the browser tests serve the site on (the build's site_url names it)."""
    return shared_site[1]


@pytest.fixture(scope="session")
def built_site(shared_site: tuple[Path, int]) -> Path:
    """The site, built once per test run for http://127.0.0.1:<site_port>/ (never changed by a test)."""
    return shared_site[0]


#: The generated API pages the page-by-page browser tests visit: one template draws all 58, so the heaviest
#: stand for the rest (tests/site/test_reference_pages.py checks every one of them in the built HTML).
REFERENCE_SAMPLE = ("reference/baccarat/payouts", "reference/baccarat/roads", "reference/baccarat/widgets")


def browsed_pages(site: Path) -> list[Path]:
    """The English pages a browser test visits one by one: every page of the guide, the API reference's index,
    and :data:`REFERENCE_SAMPLE` of its module pages (each of which must exist)."""
    pages = {path.parent.relative_to(site).as_posix(): path for path in html_pages(site)}
    assert set(REFERENCE_SAMPLE) <= set(pages), f"no such reference page: {set(REFERENCE_SAMPLE) - set(pages)}"
    return [
        path
        for relative, path in pages.items()
        if not relative.startswith("reference/baccarat") or relative in REFERENCE_SAMPLE
    ]


def html_pages(site: Path, edition: str = "") -> list[Path]:
    """Every page of one edition of the guide (English unless ``edition`` names another's path, such as
    ``zh-hant/``), not the embeds, the redirects or the 404 page."""
    skip = ("embed/", "404.html", *(other.path for other in EDITIONS if other.path and other.path != edition))
    pages = [
        path
        for path in (site / edition).rglob("index.html")
        if not path.relative_to(site / edition).as_posix().startswith(skip)
    ]
    return [path for path in pages if "http-equiv" not in path.read_text()[:2000]]


@pytest.hookimpl(tryfirst=True)  # before -m deselects by mark
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests that need the site come first, the longest of them first of all; the rest follow.

    pytest-xdist's work-stealing (``--dist worksteal``) gives each worker an equal share of this list in
    order and lets a worker with nothing left take the end of another's share. So the first worker builds
    the site while the second runs the tests that need none, and the longest browser tests start early
    instead of one of them holding up the end.
    """

    # scripts/test collects the browser tests from their folder alone: one elsewhere would never run there.
    misplaced = [
        item.nodeid for item in items if item.get_closest_marker("browser") and BROWSER not in item.path.parents
    ]
    if misplaced:
        raise pytest.UsageError(f"a browser test outside {BROWSER.relative_to(ROOT)}: {', '.join(misplaced)}")
    for item in items:  # a test that reads the built site is a site test, marked or not (the fast lane skips it)
        if "shared_site" in getattr(item, "fixturenames", ()) and not item.get_closest_marker("browser"):
            item.add_marker(pytest.mark.site)

    def order(item: pytest.Item) -> tuple[bool, bool]:
        needs_site = any(item.get_closest_marker(name) for name in ("site", "browser"))
        return not needs_site, item.get_closest_marker("long") is None

    items.sort(key=order)


def main(run: str) -> None:
    """scripts/test's early build (:data:`PREBUILT`): build and serve the site into ``run`` while the lint
    runs, holding ``run``/site.lock, which scripts/test took and handed down as file descriptor 9, until
    the result is there; then hold the port's claim, and the server, for as long as scripts/test lives."""
    parent = os.getppid()
    with os.fdopen(9, "w"):
        prepare_site(Path(run), run_pid=parent)
    while True:  # until scripts/test ends (it stops this process then; if it is killed, this notices)
        try:
            os.kill(parent, 0)
        except ProcessLookupError:
            return
        time.sleep(1)


if __name__ == "__main__":
    main(*sys.argv[1:])
