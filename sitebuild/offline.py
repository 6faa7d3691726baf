"""An installable guide that works offline (a web app manifest and a service worker).

- ``/manifest.webmanifest`` names the guide, its colours and its icons; every page links it.
- ``/icons/*.png``: the icons, a hand of cards drawn by the package's own card renderer and
  rasterised as the chart images are (192 and 512 px, and a maskable 512 px one).
- ``/sw.js``: the service worker, from :data:`WORKER_SOURCE` with this build's file list
  spliced in. Each file is listed with its content hash, so the worker can refuse a file that
  is not the one this build wrote (a stale HTTP cache, or a deploy half done) and can reuse,
  without downloading it again, a file an earlier build already saved.

Written once every other file is (:mod:`sitebuild.finish`), and before compression.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

from baccarat.cards import Card
from baccarat.render.cards import card_svg
from baccarat.render.palette import CARD_INK, FELT
from sitebuild.charts import ChartBuildError, png
from sitebuild.editions import EDITIONS

HERE = Path(__file__).resolve().parent
WORKER_SOURCE = HERE / "service-worker.js"
MANIFEST = "manifest.webmanifest"
#: The felt green of the site's header, and the page background.
THEME_COLOUR, BACKGROUND = FELT, "#ffffff"
ICONS = (("icons/icon-192.png", 192, False), ("icons/icon-512.png", 512, False), ("icons/maskable-512.png", 512, True))
#: Files the guide never needs offline: source maps, search languages other than English,
#: the precompressed copies (the worker saves the files themselves), the worker itself, and the other editions'
#: copies of the English-only Python reference (the root's is saved: about 1 MB less to fetch).
_OTHER_EDITIONS = "|".join(re.escape(edition.path) for edition in EDITIONS if edition.path)
_LEFT_OUT = re.compile(
    rf"(\.map|\.br|\.gz)$|^assets/javascripts/lunr/|^sw\.js$|^({_OTHER_EDITIONS})reference/baccarat/"
)
#: Paths whose content never changes while the path stays: a version or a content hash in it.
_IMMUTABLE = re.compile(r"^(pyodide/|wheels/)|\.[0-9a-f]{8,}\.min\.(js|css)$")
_PLACEHOLDER = "/* PRECACHE */ null"


def icon_svg(size: int, *, maskable: bool) -> str:
    """The guide's icon: a natural 9 (a king and a 9) on the felt, drawn with :func:`card_svg`.

    Drawn on a 200-unit square and scaled; a maskable icon keeps the cards well inside the
    central circle that every platform's mask leaves (radius 40%).
    """
    cards = "".join(
        f'<g transform="translate({x} 50) rotate({angle} 36 50.4) scale(1.2)">{card_svg(Card(rank, suit))}</g>'
        for rank, suit, angle, x in (("K", "s", -12, 38), ("9", "h", 10, 90))
    )
    zoom = size / 200 * (0.72 if maskable else 1)
    radius = 0 if maskable else size * 0.18
    style = (
        ".edge{fill:#fff;stroke:#9e9e9e;stroke-width:1.2}text{font-family:DejaVu Sans;font-weight:700}"
        f".corner{{font-size:16px}}.black text{{fill:{CARD_INK['black']}}}.red text{{fill:{CARD_INK['red']}}}"
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 {size} {size}">'
        f'<style>{style}</style><rect width="{size}" height="{size}" rx="{radius:.0f}" fill="{THEME_COLOUR}"/>'
        f'<g transform="translate({size / 2} {size / 2}) scale({zoom:.4f}) translate(-100 -100)">{cards}</g></svg>'
    )


def manifest(name: str, short_name: str, description: str) -> str:
    """The web app manifest: URLs relative to itself, at the site root, so any host path works."""
    icons = [
        {"src": path, "sizes": f"{size}x{size}", "type": "image/png", **({"purpose": "maskable"} if mask else {})}
        for path, size, mask in ICONS
    ]
    data = {
        "name": name,
        "short_name": short_name,
        "description": description,
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "theme_color": THEME_COLOUR,
        "background_color": BACKGROUND,
        "icons": icons,
    }
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def file_hash(path: Path) -> str:
    """The first 16 hex digits of the file's SHA-256, as the worker computes them."""
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def precache_list(site: Path) -> dict[str, Any]:
    """What the worker saves: ``{"build", "files": {url: hash}, "immutable": [url, …]}``.

    URLs are relative to the site root; a page is its folder (``rules/banker/``), as readers link it.
    """
    files = {}
    for path in sorted(site.rglob("*")):
        relative = path.relative_to(site).as_posix()
        if not path.is_file() or _LEFT_OUT.search(relative):
            continue
        url = relative.removesuffix("index.html") if relative.endswith("index.html") else relative
        files[url or "./"] = file_hash(path)
    build = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]
    return {"build": build, "files": files, "immutable": [url for url in files if _IMMUTABLE.search(url)]}


def write_offline(site: Path, config: Any) -> dict[str, Any]:
    """Write the icons, the manifest and the service worker into the built ``site``."""
    for path, size, maskable in ICONS:
        (site / path).parent.mkdir(parents=True, exist_ok=True)
        (site / path).write_bytes(png(icon_svg(size, maskable=maskable)))
    name = config.site_name
    (site / MANIFEST).write_text(manifest(name, "Baccarat", config.site_description or name), encoding="utf-8")
    precache = precache_list(site)
    source = WORKER_SOURCE.read_text(encoding="utf-8")
    if _PLACEHOLDER not in source:
        raise ChartBuildError(f"{WORKER_SOURCE.name} lost its {_PLACEHOLDER!r} line")
    (site / "sw.js").write_text(source.replace(_PLACEHOLDER, json.dumps(precache, indent=1)), encoding="utf-8")
    return precache
