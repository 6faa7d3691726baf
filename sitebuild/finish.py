"""The last step of every edition's build: its site finished, one way, whichever editions are built.

An edition's build (a lone ``mkdocs build``, ``mkdocs serve``, or one of :func:`sitebuild.editions.build_all`'s)
ends with :func:`finish_site`, after every other file is written:

1. the edition's ``sitemap.xml`` lists its pages, each with its alternates in every edition (and the root
   edition's ``robots.txt`` names every edition's sitemap);
2. with ``BACCARAT_META_CSP`` set, the content security policy goes into every page as well
   (:func:`sitebuild.headers.add_meta_policy`), before the offline copy hashes them;
3. the root edition only: the offline copy (:func:`sitebuild.offline.write_offline`), over every file of
   the site, the other editions' too when their finished sites were taken in first (``build_all``);
4. the ``.br`` and ``.gz`` siblings of the edition's own files (:mod:`sitebuild.compress`), and, the root
   edition only, the compression cache's long-unread entries removed;
5. the root edition only: the hosts' ``_headers`` and ``.nojekyll`` (no reader fetches them, nor the
   offline copy).
"""

from __future__ import annotations

import gzip
import os
import shutil
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from sitebuild.compress import forget_unread, precompress
from sitebuild.editions import EDITIONS, Edition
from sitebuild.headers import META_CSP, add_meta_policy, write_host_files
from sitebuild.offline import write_offline

__all__ = ["FinishError", "finish_site", "take_in_editions", "write_sitemap"]

_SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9"
_XHTML = "http://www.w3.org/1999/xhtml"


class FinishError(RuntimeError):
    """A built site that cannot be finished: an edition to take in is missing, or the sitemap is not the
    edition's pages."""


def take_in_editions(site: Path, built: Path) -> None:
    """Move each other edition's finished site from ``built`` (``built/zh-hant``, …) into the root edition's
    ``site``, under its path. Raises :class:`FinishError` naming an edition that is not there."""
    for edition in EDITIONS:
        if edition.is_root:
            continue
        source = built / edition.path
        if not (source / "index.html").is_file():
            raise FinishError(f"the {edition.lang} edition's finished site is not in {source}")
        shutil.move(source, site / edition.path)


def finish_site(site: Path, edition: Edition, config: Any, *, root_url: str, pages: list[str]) -> None:
    """Finish ``edition``'s built ``site`` (``config`` is its build's; ``root_url`` the site root's address,
    ending in ``/``; ``pages`` the edition's page URLs, in the root edition's order)."""
    write_sitemap(site, edition, root_url, pages)
    if os.environ.get(META_CSP):  # the policy in the pages themselves: before the offline copy hashes them
        add_meta_policy(site)
    if edition.is_root:
        write_offline(site, config)
    others = tuple(other.path.rstrip("/") for other in EDITIONS if not other.is_root)
    precompress(site, skipped=others if edition.is_root else ())
    if edition.is_root:
        forget_unread(time.time())  # once a build: the cache holds some 60,000 entries to look at
        self_hosted = not (config.extra.get("baccarat") or {}).get("pyodide_url")
        write_host_files(site, self_hosted_runtime=self_hosted)


def write_sitemap(site: Path, edition: Edition, root_url: str, pages: list[str]) -> None:
    """``edition``'s ``sitemap.xml`` (and ``.gz``) in its built ``site``: each of its ``pages`` (URLs relative
    to the edition's root, the root edition's order, so that every edition lists them alike), each with its
    alternates in every edition; the root edition's ``robots.txt`` names every edition's sitemap.

    One sitemap per edition, not one for all: Material's instant navigation takes over the links to the
    pages its edition's sitemap lists, and a link into another edition must load that edition whole.
    Raises :class:`FinishError` when MkDocs' sitemap lists other pages than ``pages``.
    """
    ET.register_namespace("", _SITEMAP)
    ET.register_namespace("xhtml", _XHTML)
    listed = ET.parse(site / "sitemap.xml").getroot()
    base = root_url + edition.path
    found = {(url.text or "").removeprefix(base) for url in listed.iter(f"{{{_SITEMAP}}}loc")}
    if found != set(pages):
        raise FinishError(f"the {edition.lang} sitemap lists other pages: {sorted(found ^ set(pages))}")
    out = ET.Element(f"{{{_SITEMAP}}}urlset")
    for page in pages:
        entry = ET.SubElement(out, f"{{{_SITEMAP}}}url")
        ET.SubElement(entry, f"{{{_SITEMAP}}}loc").text = f"{base}{page}"
        for other in EDITIONS:
            link = ET.SubElement(entry, f"{{{_XHTML}}}link", rel="alternate", hreflang=other.lang)
            link.set("href", f"{root_url}{other.path}{page}")
    ET.indent(out)
    data = ET.tostring(out, encoding="utf-8", xml_declaration=True)
    (site / "sitemap.xml").write_bytes(data)
    (site / "sitemap.xml.gz").write_bytes(gzip.compress(data, mtime=0))
    if edition.is_root:
        robots = "".join(f"Sitemap: {root_url}{other.path}sitemap.xml\n" for other in EDITIONS)
        (site / "robots.txt").write_text(f"User-agent: *\nAllow: /\n\n{robots}", encoding="utf-8")
