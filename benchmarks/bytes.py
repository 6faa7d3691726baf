"""The bytes a reader costs a host, from a built site's own files (no browser): the figures behind the
README's "Scale, on paper".

A file weighs what its precompressed sibling weighs (``NAME.br`` for brotli, ``NAME.gz`` for gzip; a file
without one is sent as it is). Prints, for the site in ``site/`` (``scripts/build``) or the folder given:

- a first visit to the home page, which needs no Python: the page and what it names (stylesheets, scripts
  and the modules they import, the icon, and the sitemap Material loads; the search index waits until the
  reader opens the search: theme-later.js);
- a first visit to a widget page (``/deal/``): the same, and Python's start (the worker, the runtime, the
  compiled standard library, the wheel and, in a Chinese edition, its catalogue), as the page's
  ``baccarat-worker`` address names them;
- the offline copy: every file the service worker's list holds (``sw.js``), which it saves a few seconds
  after a reader's first page has settled;
- a returning visit, and what a million readers a month cost at brotli.

``python -m benchmarks.bytes [SITE]``, or ``scripts/bench bytes [SITE]`` (a folder without a built site is built
first, as ``scripts/build`` builds it).
"""

from __future__ import annotations

import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

from sitebuild.editions import build_all
from tests.site.test_offline_files import precache

ROOT = Path(__file__).resolve().parent.parent
READERS = 1_000_000
_IMPORT = re.compile(r"""(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}/[^"']+\.m?js)["']""")


class _Named(HTMLParser):
    """The same-site files a page names: stylesheets, scripts (and the bundle ``theme-later.js`` loads),
    the icon, images, its widgets (each a module); the Python worker's address, and whether a live widget
    starts it (a ``.bac-widget[data-widget]``, as baccarat-widgets.js looks for one: the lesson asks none)."""

    def __init__(self) -> None:
        super().__init__()
        self.files: list[str] = []
        self.worker = ""
        self.live = False
        self.modules: list[str] = []
        self._config = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = {name: value or "" for name, value in attrs}
        if tag == "link" and found.get("rel") in ("stylesheet", "icon"):
            self.files.append(found["href"])
        elif tag == "script":
            self.files += [found[name] for name in ("src", "data-theme") if found.get(name)]
        elif tag == "img" and found.get("src"):
            self.files.append(found["src"])
        elif tag == "meta" and found.get("name") == "baccarat-worker":
            self.worker = found["content"]
        if "bac-widget" in found.get("class", "").split() and "data-widget" in found:
            self.live = True
        self.modules += [found[name] for name in ("data-module", "data-widget") if found.get(name)]
        self._config = tag == "script" and found.get("id") == "__config"

    def handle_data(self, data: str) -> None:
        """Material's configuration: its search worker and, from the edition's root, the sitemap its instant
        navigation reads (not the search index: it is fetched when the reader opens the search)."""
        if self._config:
            config = json.loads(data)
            base = config["base"].rstrip("/") + "/"
            self.files += [config["search"], base + "sitemap.xml"]
            self._config = False


def _local(base: Path, reference: str, site: Path) -> Path | None:
    """The built file ``reference`` (relative to the folder ``base``) names, or None (another site, ``data:``)."""
    parts = urlsplit(reference)
    if parts.scheme or parts.netloc or not parts.path:
        return None
    path = (base / unquote(parts.path)).resolve()
    path = path / "index.html" if path.is_dir() else path
    return path if path.is_file() and path.is_relative_to(site.resolve()) else None


def page_files(site: Path, page: str) -> set[Path]:
    """The files a first visit to ``page`` (``deal/``) downloads: the page, what it names, the modules its
    scripts import, and Python's start if it has a widget."""
    html = site.resolve() / page / "index.html"
    named = _Named()
    named.feed(html.read_text(encoding="utf-8"))
    files = {html}
    todo = [found for ref in named.files if (found := _local(html.parent, ref, site))]
    # Each widget's module (the lesson's too), which baccarat-widgets.js imports from its own folder.
    registry = next((path for path in todo if path.name == "baccarat-widgets.js"), None)
    if registry is not None:
        modules = [registry.parent / "baccarat" / "widgets" / f"{module}.js" for module in named.modules]
        todo += [module for module in modules if module.is_file()]
    while todo:
        path = todo.pop()
        if path in files:
            continue
        files.add(path)
        if path.suffix in (".js", ".mjs"):
            text = path.read_text(encoding="utf-8", errors="replace")
            todo += [found for ref in _IMPORT.findall(text) if (found := _local(path.parent, ref, site))]
    if named.live:
        worker = _local(site.resolve(), named.worker, site)  # named from the site's root, as runtime.js reads it
        assert worker is not None, f"{page}: its worker {named.worker} is not in the site"
        files.add(worker)
        query = {name: values[0] for name, values in parse_qs(urlsplit(named.worker).query).items()}
        runtime = (worker.parent / query["pyodide"]).resolve()
        files |= {path for path in runtime.iterdir() if path.suffix not in (".br", ".gz")}
        for name in ("wheel", "catalogue"):
            if name in query:
                found = _local(worker.parent, query[name], site)
                assert found is not None, f"{page}: its {name} {query[name]} is not in the site"
                files.add(found)
    return files


def weigh(files: set[Path] | list[Path]) -> tuple[int, int, int]:
    """``(raw, brotli, gzip)`` bytes of ``files``, each as its precompressed sibling weighs, if it has one."""
    raw = brotli = gzip = 0
    for path in files:
        size = path.stat().st_size
        raw += size
        for suffix in (".br", ".gz"):
            sibling = path.with_name(path.name + suffix)
            weight = sibling.stat().st_size if sibling.is_file() else size
            if suffix == ".br":
                brotli += weight
            else:
                gzip += weight
    return raw, brotli, gzip


def offline_files(site: Path) -> tuple[list[Path], list[Path]]:
    """Every file the service worker's list (in ``sw.js``) holds, and those of them that never change (it
    serves them without asking the host: the runtime, the wheel, the hashed bundles)."""
    files, immutable = precache(site)
    path = {key: site.resolve() / key / "index.html" if key.endswith("/") else site.resolve() / key for key in files}
    return list(path.values()), [path[key] for key in immutable]


def line(label: str, files: set[Path] | list[Path]) -> str:
    raw, brotli, gzip = weigh(files)
    return f"  {label}: {len(files)} files, {raw:,} B raw, {brotli:,} B brotli, {gzip:,} B gzip"


def main(argv: list[str]) -> None:
    site = Path(argv[0]) if argv else ROOT / "site"
    if not (site / "sw.js").is_file():
        print(f"No built site in {site}: building every edition there first (as scripts/build does)")
        build_all(site)
    home, deal = page_files(site, ""), page_files(site, "deal/")
    chinese = page_files(site, "zh-hant/deal/")
    offline, runtime = offline_files(site)
    revalidated = deal - set(runtime)
    sw = weigh([site / "sw.js"])[1]
    print(f"Bytes a reader downloads, from the site in {site} (each file as its .br or .gz sibling weighs):")
    print(line("first visit, the home page (no Python)", home))
    print(line("first visit, /deal/ (its page, then Python's start)", deal))
    print(line("first visit, /zh-hant/deal/ (the same, and its catalogue)", chinese))
    print(line("the offline copy (sw.js's list; saved once the first page has settled)", offline))
    print(line("  of which never change (pyodide/, wheels/, hashed bundles)", runtime))
    print(
        f"  returning visit, same build: no file downloaded; on /deal/, {len(revalidated)} revalidations "
        f"(each answered 304, headers only); after a new build: sw.js ({sw:,} B brotli), then only the "
        "files whose hash changed:"
    )
    wheel = [path for path in offline if path.relative_to(site.resolve()).parts[0] == "wheels"]
    pages = [path for path in offline if path.suffix == ".html"]
    print(
        line(
            "    a change to the package's code alone: every page (each names the wheel's folder), the wheel",
            pages + wheel,
        )
    )
    _, offline_br, offline_gz = weigh(offline)
    _, home_br, _ = weigh(home)
    print(
        f"A million readers a month, each saving the offline copy once: {READERS:,} x {offline_br:,} B = "
        f"{READERS * offline_br / 1e12:.2f} TB brotli ({READERS * offline_gz / 1e12:.2f} TB gzip); "
        f"if each read the home page only: {READERS:,} x {home_br:,} B = {READERS * home_br / 1e9:.0f} GB brotli"
    )


if __name__ == "__main__":
    main(sys.argv[1:])
