"""Lighthouse on every page, in its mobile profile (simulated slow 4G, a 4x slower CPU), against the
built site served by Debian's nginx with ``deploy/nginx.conf``, as a reader's host serves it.

Prints, per page, the four category scores and the largest contentful paint, the total blocking
time and the cumulative layout shift, then what blocked: the simulated long tasks that fall between
the first contentful paint and the page's time to interactive (the ones the total blocking time
counts), each with the script it ran (or the page, for its own parsing and layout). Lighthouse
(pinned in ``benchmarks/lighthouse/package.json``) drives Debian's Chromium; ``scripts/bench`` installs it.

``scripts/bench lighthouse [--site DIR] [PAGE ...]``: ``--site`` audits a site already built (for
``http://127.0.0.1:PORT/``, the port it serves it on: ``BACCARAT_SITE_URL`` at its build) instead of
building one; pages as URL paths (``deal/ zh-hant/deal/``), every page by default.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.browser.chromium import CHROMIUM
from tests.browser.host import free_port, serve_in_process

ROOT = Path(__file__).resolve().parent.parent
LIGHTHOUSE = ROOT / "benchmarks" / "lighthouse" / "node_modules" / ".bin" / "lighthouse"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
TARGETS = "targets: performance >= 0.98, the others 1.00, TBT <= 150 ms, CLS <= 0.02"


def pages(site: Path) -> list[str]:
    """Every page of the site (its folder, as a URL path), the home page first; embeds left out."""
    found = sorted(
        path.parent.relative_to(site).as_posix() for path in site.rglob("index.html") if "embed" not in path.parts
    )
    return ["" if path == "." else f"{path}/" for path in found]


def audit(url: str, out: Path) -> dict[str, float]:
    """One Lighthouse run (mobile, the default profile) on ``url``: the scores and three metrics (the report
    is left in ``out``)."""
    flags = "--headless=new --no-sandbox --disable-gpu --host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"
    subprocess.run(
        [str(LIGHTHOUSE), url, "--quiet", "--output=json", f"--output-path={out}", f"--chrome-flags={flags}",
         f"--only-categories={','.join(CATEGORIES)}"],
        check=True, env={**os.environ, "CHROME_PATH": CHROMIUM}, timeout=300,
    )  # fmt: skip
    report = json.loads(out.read_text(encoding="utf-8"))
    scores = {name: float(report["categories"][name]["score"] or 0) for name in CATEGORIES}
    audits = report["audits"]
    return {
        **scores,
        "lcp": audits["largest-contentful-paint"]["numericValue"],
        "tbt": audits["total-blocking-time"]["numericValue"],
        "cls": audits["cumulative-layout-shift"]["numericValue"],
    }


def blocking(report: Path) -> list[str]:
    """The long tasks the total blocking time counts (those between the first contentful paint and the time
    to interactive, as Lighthouse simulates them), longest first: each as its script's file name (or the
    page's, for its own parsing and layout) and its milliseconds over the 50 a task may take."""
    audits = json.loads(report.read_text(encoding="utf-8"))["audits"]
    metrics = audits["metrics"]["details"]["items"][0]
    start, end = metrics["firstContentfulPaint"], metrics["interactive"]
    found = []
    for task in audits["long-tasks"]["details"]["items"]:
        began, took = task["startTime"], task["duration"]
        if took > 50 and began < end and began + took > start:  # over 50 ms, and within the window
            name = task["url"].rstrip("/").rsplit("/", 1)[-1] if "/" in task["url"] else task["url"]
            found.append((took - 50, f"{name} {took - 50:.0f}"))
    return [text for _, text in sorted(found, reverse=True)]


def main() -> None:
    if not LIGHTHOUSE.exists():
        sys.exit("Lighthouse is not installed: run scripts/bench (it installs benchmarks/lighthouse)")
    arguments = sys.argv[1:]
    built = None
    if arguments[:1] == ["--site"]:
        built, arguments = Path(arguments[1]), arguments[2:]
    port = free_port()
    base = f"http://127.0.0.1:{port}/"
    if built is not None:  # the port it was built for: instant navigation needs its own site_url
        site_url = (built / "sitemap.xml").read_text(encoding="utf-8").split("<loc>", 1)[1].split("</loc>", 1)[0]
        port = int(site_url.split(":")[2].split("/")[0])
        base = f"http://127.0.0.1:{port}/"
    only = arguments  # page paths to audit (all by default), e.g. deal/ payouts/
    with tempfile.TemporaryDirectory() as tmp:
        site = built or Path(tmp) / "site"
        if built is None:
            env = {**os.environ, "BACCARAT_SITE_URL": base}
            subprocess.run([str(ROOT / "scripts" / "build"), str(site)], check=True, env=env, capture_output=True)
        with serve_in_process(site, port=port):
            print(f"Lighthouse 12.2.3, mobile profile, nginx on 127.0.0.1 ({TARGETS}):")
            heading = ("perf", "a11y", "b.p.", "seo")
            print(
                f"  {'page':22} {' '.join(f'{h:>5}' for h in heading)} {'LCP ms':>7} {'TBT ms':>7} {'CLS':>6}"
                "  blocking (ms over 50)"
            )
            for path in only or pages(site):
                report = Path(tmp) / "report.json"
                found = audit(base + path, report)
                print(
                    f"  /{path:21} {found['performance']:5.2f} {found['accessibility']:5.2f} "
                    f"{found['best-practices']:5.2f} {found['seo']:5.2f} {found['lcp']:7.0f} {found['tbt']:7.0f} "
                    f"{found['cls']:6.3f}  {', '.join(blocking(report)[:4])}",
                    flush=True,
                )


if __name__ == "__main__":
    main()
