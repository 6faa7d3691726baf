"""Lighthouse on every page, in its mobile profile (simulated slow 4G, a 4x slower CPU), against the
built site served by Debian's nginx with ``deploy/nginx.conf``, as a reader's host serves it.

Prints, per page, the four category scores and the largest contentful paint, the total blocking
time and the cumulative layout shift. Lighthouse (pinned in ``benchmarks/lighthouse/package.json``)
drives Debian's Chromium; ``scripts/bench`` installs it.
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
    """One Lighthouse run (mobile, the default profile) on ``url``: the scores and three metrics."""
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


def main() -> None:
    if not LIGHTHOUSE.exists():
        sys.exit("Lighthouse is not installed: run scripts/bench (it installs benchmarks/lighthouse)")
    port = free_port()
    base = f"http://127.0.0.1:{port}/"
    only = sys.argv[1:]  # page paths to audit (all by default), e.g. deal/ payouts/
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        env = {**os.environ, "BACCARAT_SITE_URL": base}
        subprocess.run([str(ROOT / "scripts" / "build"), str(site)], check=True, env=env, capture_output=True)
        with serve_in_process(site, port=port):
            print(f"Lighthouse 12.2.3, mobile profile, nginx on 127.0.0.1 ({TARGETS}):")
            heading = ("perf", "a11y", "b.p.", "seo")
            print(f"  {'page':22} {' '.join(f'{h:>5}' for h in heading)} {'LCP ms':>7} {'TBT ms':>7} {'CLS':>6}")
            for path in only or pages(site):
                found = audit(base + path, Path(tmp) / "report.json")
                print(
                    f"  /{path:21} {found['performance']:5.2f} {found['accessibility']:5.2f} "
                    f"{found['best-practices']:5.2f} {found['seo']:5.2f} {found['lcp']:7.0f} {found['tbt']:7.0f} "
                    f"{found['cls']:6.3f}",
                    flush=True,
                )


if __name__ == "__main__":
    main()
