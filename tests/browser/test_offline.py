"""Offline: after one online visit the whole guide works without a network, and a new build is
picked up only after its notice and a reload, whole, with the runtime downloaded once.

These tests allow service workers (the others block them, so that their guards see every request);
the guard here listens to every request of the context, the service worker's included.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from mkdocs.config import load_config
from playwright.sync_api import Browser, BrowserContext, Page, expect

from sitebuild.compress import ENCODERS, compressible
from sitebuild.offline import ICONS, MANIFEST, write_offline
from tests.conftest import ROOT, browsed_pages

from .guard import Guard, check_guard, watch_page, watched_context
from .host import Host, free_port, hosted
from .kept_tab import COUNT_DOCUMENTS, MATERIAL_RUNNING, SETTLED, VIEWPORT, reach_for, visit

pytestmark = pytest.mark.browser

#: The quiet time a settled page waits before it saves the guide, as offline.js itself says.
QUIET_MS = int(
    re.findall(r"^const QUIET_MS = (\d+);", (ROOT / "docs/assets/javascripts/baccarat/offline.js").read_text(), re.M)[0]
)

WIDGETS = {
    "deal/": '[data-widget="deal"]',
    "drill/": '[data-widget="drill"]',
    "payouts/": '[data-widget="payouts"]',
    "roads/": '[data-widget="roads"]',
    "odds/": '[data-widget="odds"]',
    "home-game/": '[data-widget="home_game"]',
    "edge/": '[data-widget="session"]',
}


@pytest.fixture()
def counted_site(built_site: Path, tmp_path: Path) -> Iterator[tuple[str, Host, Path]]:
    """The built site behind a symlink (so a test can swap in another build), served by nginx, whose
    access log counts each request."""
    current = tmp_path / "current"
    current.symlink_to(built_site)
    with hosted(current, port=free_port()) as host:
        yield host.url, host, current


@contextmanager
def saved_visit(browser: Browser, url: str, first: str = "deal/") -> Iterator[tuple[BrowserContext, Page]]:
    """A context whose page has visited ``first`` (a widget's page) online until the guide is saved for offline
    use; on leaving, no request has left 127.0.0.1 and no console error was logged."""
    guard = Guard()
    context = watched_context(
        browser, lambda: guard, viewport=VIEWPORT, service_workers="allow", reduced_motion="no-preference"
    )
    try:
        page = watch_page(context.new_page(), lambda: guard)
        context.clock.install()  # the page's clock runs as the real one does, until the test moves it on
        page.goto(f"{url}{first}")
        expect(page.locator(WIDGETS[first])).to_have_attribute("data-state", "ready")
        skip_the_quiet_time(page)
        expect(page.locator("html")).to_have_attribute("data-offline", "saved", timeout=120_000)
        yield context, page
    finally:
        context.close()
    check_guard(guard)


#: The pages the offline tour opens as a reader does, besides the widgets' pages (:data:`WIDGETS`): one of each
#: other kind of page (the home page, a page of prose, the API reference's index and one of its module pages).
#: Every other page is fetched through the service worker with every file it names (:data:`SERVED_WHOLE`).
OPENED = {".", "sources", "reference", "reference/baccarat/payouts"}
#: "" if the page at the address, and every file of this site it names (its styles, scripts, icons and
#: pictures), are served, and the page has its heading; else what is missing.
SERVED_WHOLE = """async (address) => {
  const response = await fetch(address);
  if (!response.ok) return `${address}: ${response.status}`;
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  if (!page.querySelector("h1")) return `${address}: no heading`;
  const named = page.querySelectorAll(
    "link[rel=stylesheet][href], link[rel~=icon][href], link[rel=modulepreload][href], script[src], img[src]"
  );
  const files = new Set([...named]
    .map((element) => new URL(element.getAttribute(element.tagName === "LINK" ? "href" : "src"), address))
    .filter((file) => file.origin === location.origin)
    .map(String));
  const missing = [];
  for (const file of files) {
    const served = await fetch(file);
    if (!served.ok) missing.push(`${file}: ${served.status}`);
  }
  return missing.length ? `${address}: ${missing.join(", ")}` : (files.size ? "" : `${address}: names no file`);
}"""


@pytest.mark.long
def test_after_one_visit_every_page_and_widget_works_offline(browser: Browser, built_site: Path, site_url: str) -> None:
    """Offline, every page is served whole by the service worker; one page of each kind without a widget is opened
    as a link typed in, the dealer's page too (its Python started offline, from what was saved), and from there each
    other widget's page as a reader's click opens it (Material fetches the page, the widget mounts on the running
    Python), and its widget works there."""
    url = site_url  # the address the site was built for: instant navigation follows its sitemap
    # Saved from the home game's page, whose widget starts Python only when the reader reaches for it: saving the
    # guide never starts Python, and the runtime is saved all the same.
    with saved_visit(browser, url, "home-game/") as (context, page):
        assert page.evaluate("window.__baccarat.workersStarted") == 0
        context.set_offline(True)
        relatives = [path.parent.relative_to(built_site).as_posix() for path in browsed_pages(built_site)]
        assert {f"{relative}/" for relative in relatives} >= set(WIDGETS), "a widget's page is not visited"
        assert set(relatives) >= OPENED, "a page to open is not in the site"
        addresses = {relative: url if relative == "." else f"{url}{relative}/" for relative in relatives}
        for relative in sorted(OPENED):
            response = page.goto(addresses[relative])
            assert response is not None and response.ok, relative
            expect(page.locator("h1").first).to_be_visible()
        # The dealer's page as a permalink, with its query (showing: Next hand deals on at once).
        response = page.goto(f"{addresses['deal']}?seed=42&decks=8&hand=3&step=2&mode=show")
        assert response is not None and response.ok
        _works_offline(page, "deal/")
        reach_for(page)
        page.evaluate(COUNT_DOCUMENTS)
        for widget in sorted(set(WIDGETS) - {"deal/"}):
            visit(page, addresses[widget.rstrip("/")])
            expect(page.locator("h1").first).to_be_visible()
            _works_offline(page, widget)
        # Every page, fetched from a page the service worker controls, as Material's instant navigation fetches.
        assert page.evaluate("() => navigator.serviceWorker.controller !== null")
        missing = [page.evaluate(SERVED_WHOLE, address) for address in addresses.values()]
        assert [line for line in missing if line] == []


def _works_offline(page: Page, widget: str) -> None:
    """The widget of page ``widget`` (a key of :data:`WIDGETS`) is ready, and does what a reader first asks of it."""
    expect(page.locator(WIDGETS[widget])).to_have_attribute("data-state", "ready")
    if widget == "home-game/":  # ready before Python: a game started offline needs it
        home = page.locator(WIDGETS["home-game/"])
        home.locator("textarea[name=players]").fill("Ann\nBo")
        home.locator("[data-action=start]").click()
        expect(home.locator("[data-dealer]")).to_have_attribute("data-dealer", "Ann")
    if widget == "deal/":
        deal = page.locator(WIDGETS["deal/"])
        expect(deal.locator(".bac-shoe-info")).to_contain_text("Hand 3,")
        deal.locator("[data-action=next-hand]").click()
        expect(deal.locator(".bac-shoe-info")).to_contain_text("Hand 4,")
    if widget == "odds/":
        odds = page.locator(WIDGETS["odds/"])
        odds.locator("input[name=removed]").fill("5 5 5 5")
        odds.locator("button[type=submit]").click()
        expect(odds.locator(".bac-status")).to_contain_text("Computed exactly in")
        # Instant navigation: Material fetches the next page itself; the page is not reloaded.
        page.evaluate("window.__sameVisit = true")
        page.locator(".md-nav__link", has_text="Glossary").first.click()
        expect(page).to_have_url(re.compile(r"/glossary/$"))
        expect(page.locator("h1")).to_contain_text("Glossary")
        assert page.evaluate("window.__sameVisit") is True


@pytest.mark.long
def test_a_new_build_waits_for_the_notice_then_arrives_whole_and_the_runtime_is_downloaded_once(
    browser: Browser, built_site: Path, counted_site: tuple[str, Host, Path], tmp_path: Path
) -> None:
    url, host, current = counted_site
    next_site = next_build(built_site, tmp_path / "next")

    with saved_visit(browser, url) as (context, page):
        first_build = build_of(page)
        current.unlink()
        current.symlink_to(next_site)  # deployed
        page.goto(url)
        notice = page.locator(".bac-update[role=status]")
        expect(notice).to_contain_text("A new version of the guide is ready.")
        expect(page.locator("html")).to_have_attribute("data-offline", "update")
        assert build_of(page) == first_build  # nothing changed hands on its own
        page.wait_for_function(MATERIAL_RUNNING)  # the notice started Material's script, before the reader's tap
        page.evaluate("window.__beforeTheReload = true")
        notice.get_by_role("button", name="Reload").click()
        page.wait_for_function("() => !window.__beforeTheReload")  # reloaded: a new page
        expect(page.locator("article")).to_contain_text("A sentence only the next build has.")
        skip_the_quiet_time(page)
        expect(page.locator("html")).to_have_attribute("data-offline", "saved", timeout=120_000)
        assert build_of(page) == json.loads(precache_of(next_site))["build"]
        assert page.evaluate("caches.keys()") == [f"baccarat-{build_of(page)}"]  # the old build's cache is gone
        context.set_offline(True)
        page.goto(url)
        expect(page.locator("article")).to_contain_text("A sentence only the next build has.")
        page.goto(f"{url}deal/")
        expect(page.locator(WIDGETS["deal/"])).to_have_attribute("data-state", "ready")
    counts = host.requests()
    wasm = [path for path in counts if path.endswith("pyodide.asm.wasm")]
    assert [counts[path] for path in wasm] == [1], dict(counts)


def skip_the_quiet_time(page: Page) -> None:
    """Move the page's clock past the few quiet seconds a settled page waits before saving the guide
    (the reader's first clicks come first), which a test would otherwise sit through, once the page says it
    waits. Should its timer not be set yet, the clock runs on as the real one does: the wait is longer, the
    test the same."""
    expect(page.locator(SETTLED)).to_be_attached()  # waiting
    page.clock.fast_forward(2 * QUIET_MS)  # the quiet time, then its idle callback's own limit


def next_build(built: Path, into: Path) -> Path:
    """The next build: this one with one sentence more on its home page.

    What a build changes when one page changes is written by the build's own steps: the page, the offline
    copy (the service worker's list of files, the manifest and the icons) and their compressed siblings. Every
    other file is this build's, hard-linked (building the whole site again takes a minute and tests nothing
    more here); a file written again is the next build's own copy first, so this build never changes.
    """
    shutil.copytree(built, into, copy_function=os.link)
    rewritten = [into / "index.html", into / "sw.js", into / MANIFEST, *(into / path for path, _, _ in ICONS)]
    for path in rewritten:
        data = path.read_bytes()
        path.unlink()
        path.write_bytes(data)
        for suffix in ENCODERS:
            path.with_name(path.name + suffix).unlink(missing_ok=True)
    home = rewritten[0]
    page = home.read_text(encoding="utf-8")
    assert page.count("</article>") == 1
    home.write_text(page.replace("</article>", "<p>A sentence only the next build has.</p></article>"), "utf-8")
    write_offline(into, load_config(str(ROOT / "mkdocs.yml")))
    for path in rewritten:
        if compressible(path):
            for suffix, encode in ENCODERS.items():
                path.with_name(path.name + suffix).write_bytes(encode(path.read_bytes()))
    return into


def precache_of(site: Path) -> str:
    source = (site / "sw.js").read_text(encoding="utf-8")
    start = source.index("const PRECACHE = ") + len("const PRECACHE = ")
    return source[start : source.index(";\nconst CACHE")]


def build_of(page: Page) -> Any:
    """The build the page's active service worker saved."""
    return page.evaluate(
        """async () => {
            const registration = await navigator.serviceWorker.ready;
            return new Promise((resolve) => {
                const channel = new MessageChannel();
                channel.port1.onmessage = ({ data }) => resolve(data.build);
                registration.active.postMessage({ type: "status", urls: [] }, [channel.port2]);
            });
        }"""
    )


def test_the_manifest_and_its_icons_make_the_guide_installable(page: Page, site_url: str) -> None:
    page.goto(site_url)
    href = page.locator('link[rel="manifest"]').get_attribute("href")
    assert href is not None
    manifest = page.evaluate("async (href) => (await fetch(href)).json()", href)
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./" and manifest["scope"] == "./"
    sizes = {(icon["sizes"], icon.get("purpose", "any")) for icon in manifest["icons"]}
    assert sizes == {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")}
    for icon in manifest["icons"]:
        width = page.evaluate(
            "async (src) => (await createImageBitmap(await (await fetch(src)).blob())).width",
            str(urlsplit(page.url)._replace(path="/" + icon["src"]).geturl()),
        )
        assert f"{width}x{width}" == icon["sizes"]
