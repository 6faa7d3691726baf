"""Deploying: one header policy (sitebuild/headers.py) in every host's form, each host serving it, and the
workflow that publishes the site.

The host files are written from the policy (deploy/nginx.conf, deploy/Caddyfile by ``python -m
sitebuild.headers``; ``_headers`` by the build) and nginx and Caddy serve the built site here as the policy
says (Cloudflare's own server does in tests/browser/test_cdn.py). The tests marked ``site`` need the site.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
import yaml  # type: ignore[import-untyped]  # PyYAML (MkDocs reads its config with it) ships no types

from sitebuild import headers
from sitebuild.headers import (
    CONTENT_SECURITY_POLICY,
    HeaderRuleError,
    add_meta_policy,
    header_rules,
    headers_file,
    headers_for,
    meta_policy,
    unmatched,
    write_host_files,
)
from tests.browser.host import NGINX, _wait_for, free_port, header_mismatches, nginx_config, serve
from tests.conftest import ROOT
from tests.site.test_offline_files import precache

WORKFLOW = ROOT / ".github" / "workflows" / "deploy.yml"


# ── The policy, and the files written from it ────────────────────────────────────────────────


def test_the_host_configurations_are_what_the_policy_gives() -> None:
    for path, text in headers.generated().items():
        committed = path.read_text(encoding="utf-8")
        assert committed == text, f"{path.name} differs from the policy: run python -m sitebuild.headers"
        assert committed.startswith(f"# {headers.GENERATED}\n"), path.name  # says so in its first line
        assert CONTENT_SECURITY_POLICY in committed and headers.IMMUTABLE in committed
    checked = subprocess.run([sys.executable, "-m", "sitebuild.headers", "--check"], cwd=ROOT, capture_output=True)
    assert checked.returncode == 0, checked.stdout


def test_the_readme_documents_the_policy_the_hosts_send() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Deploying the site") :]
    blocks = re.findall(r"```\n(.*?)\n\s*```", section, re.DOTALL)
    policies = [block.strip() for block in blocks if block.strip().startswith("default-src")]
    assert policies == [CONTENT_SECURITY_POLICY]
    assert "frame-ancestors" not in CONTENT_SECURITY_POLICY  # the embeds stay frameable


def site_tree(root: Path, files: list[str]) -> Path:
    for name in files:
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_bytes(b"x")
    return root


SMALL_SITE = [
    "index.html",
    "index.html.br",
    "404.html",
    "sw.js",
    "sw.js.gz",
    "manifest.webmanifest",
    "deal/index.html",
    "embed/banker-chart/index.html",
    "zh-hant/deal/index.html",
    "assets/javascripts/baccarat/runtime.js",
    "pyodide/314.0.7/pyodide.asm.wasm",
    "pyodide/314.0.7/pyodide.mjs",
    "wheels/0123456789abcdef/baccarat-0.1.0-py3-none-any.whl",
]


def test_headers_file_gives_every_path_the_policy_once(tmp_path: Path) -> None:
    site = site_tree(tmp_path, SMALL_SITE)
    rules = write_host_files(site)
    assert (site / "_headers").read_text(encoding="utf-8") == headers_file(rules)
    assert (site / ".nojekyll").read_bytes() == b""
    patterns = [re.compile("^" + ".*".join(map(re.escape, pattern.split("*"))) + "$") for pattern, _ in rules]
    for path in ["/", "/deal/", "/zh-hant/deal/", "/embed/banker-chart/", "/sw.js", "/manifest.webmanifest"] + [
        "/" + name for name in SMALL_SITE if "/" in name and not name.endswith("index.html")
    ]:
        sent: dict[str, list[str]] = {}
        for (_, set_here), pattern in zip(rules, patterns, strict=True):
            if pattern.match(path):
                for name, value in set_here.items():
                    sent.setdefault(name, []).append(value)
        # Cloudflare Pages joins two values of one header with a comma: each header comes from one rule.
        assert all(len(values) == 1 for values in sent.values()), (path, sent)
        assert {name: values[0] for name, values in sent.items() if name != "Content-Type"} == headers_for(path)
        extension = path.rsplit(".", 1)[-1]
        assert sent.get("Content-Type", [None])[0] == headers.TYPES.get(extension), path
    # Only a server that sends the precompressed siblings in place of the file asks for them.
    assert not [pattern for pattern, _ in rules if pattern.endswith((".br", ".gz"))]


def test_a_rule_that_matches_no_file_fails_the_build_naming_it(tmp_path: Path) -> None:
    site = site_tree(tmp_path, [name for name in SMALL_SITE if not name.startswith("wheels/")])
    with pytest.raises(HeaderRuleError, match=r"/wheels/\*"):
        write_host_files(site)
    assert not (site / "_headers").exists()
    assert unmatched([("/sw.js", {}), ("/pyodide/*", {}), ("/nowhere/*", {})], {"/sw.js", "/pyodide/a"}) == [
        "/nowhere/*"
    ]
    # Pyodide loaded from a CDN (extra.baccarat.pyodide_url): no pyodide/ folder, and no rule for one.
    elsewhere = site_tree(tmp_path / "cdn", [name for name in SMALL_SITE if not name.startswith("pyodide/")])
    assert "/pyodide/*" not in [pattern for pattern, _ in header_rules(elsewhere, self_hosted_runtime=False)]


def test_the_meta_policy_goes_first_in_every_page_and_only_once(tmp_path: Path) -> None:
    page = tmp_path / "deal" / "index.html"
    page.parent.mkdir()
    page.write_text('<!doctype html><html><head>\n<meta charset="utf-8"><script>1</script></head></html>')
    redirect = tmp_path / "rules" / "index.html"
    redirect.parent.mkdir()
    redirect.write_text('<html><head><meta http-equiv="refresh" content="0; url=card-values/"></head></html>')
    assert add_meta_policy(tmp_path) == 2
    assert add_meta_policy(tmp_path) == 0
    html = page.read_text()
    assert html.count(meta_policy()) == 1
    assert html.index('<meta charset="utf-8">') < html.index(meta_policy()) < html.index("<script>")
    assert redirect.read_text().startswith(f"<html><head>{meta_policy()}")


# ── The deploy workflow ───────────────────────────────────────────────────────────────────────


def workflow() -> dict[str, Any]:
    loaded = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


def steps(job: dict[str, Any]) -> list[dict[str, Any]]:
    found = job["steps"]
    assert isinstance(found, list)
    return found


def test_the_workflow_builds_as_the_readme_does_and_publishes_site() -> None:
    flow = workflow()
    jobs = flow["jobs"]
    assert flow["permissions"] == {"contents": "read"}
    build = jobs["build"]
    assert build["runs-on"].startswith("ubuntu-")
    assert "BACCARAT_SITE_URL" in build["env"]
    uses = {step["uses"].split("@")[0]: step for job in jobs.values() for step in steps(job) if "uses" in step}
    # Pinned: every action at a full commit, its release named beside it.
    for step in (step for job in jobs.values() for step in steps(job) if "uses" in step):
        assert re.fullmatch(r"[\w-]+/[\w-]+@[0-9a-f]{40}", step["uses"]), step["uses"]
    assert re.search(r"@[0-9a-f]{40} # v\d", WORKFLOW.read_text())
    python = uses["actions/setup-python"]["with"]["python-version"]
    assert tuple(map(int, python.split("."))) >= (3, 11)
    assert str(uses["actions/setup-node"]["with"]["node-version"]) == "20"
    runs = [step.get("run", "") for step in steps(build)]
    assert "scripts/build" in runs
    assert uses["actions/upload-pages-artifact"]["with"]["path"].rstrip("/") == "site"
    # GitHub Pages: its own job, with only the two permissions publishing needs.
    pages = jobs["github-pages"]
    assert pages["needs"] == "build"
    assert pages["permissions"] == {"pages": "write", "id-token": "write"}
    assert [step["uses"].split("@")[0] for step in steps(pages)] == ["actions/deploy-pages"]
    # Cloudflare Pages: the pinned wrangler, only when the secret is set, and the token in that step alone.
    (cloudflare,) = [step for step in steps(build) if "wrangler" in step.get("run", "")]
    assert cloudflare["run"].startswith("npx wrangler pages deploy site --project-name ")
    assert cloudflare["if"] == "env.CLOUDFLARE_PAGES == 'true'"
    assert build["env"]["CLOUDFLARE_PAGES"] == "${{ secrets.CLOUDFLARE_API_TOKEN != '' }}"
    assert cloudflare["env"]["CLOUDFLARE_API_TOKEN"] == "${{ secrets.CLOUDFLARE_API_TOKEN }}"
    assert WORKFLOW.read_text().count("secrets.CLOUDFLARE_API_TOKEN }}") == 1


def test_wrangler_is_pinned_to_a_release_that_runs_on_the_workflows_node() -> None:
    package = json.loads((ROOT / "package.json").read_text())
    version = package["devDependencies"]["wrangler"]
    assert re.fullmatch(r"3\.\d+\.\d+", version), version  # exact; 4.x needs Node 22
    lock = json.loads((ROOT / "package-lock.json").read_text())
    assert lock["packages"]["node_modules/wrangler"]["version"] == version
    assert "node_modules/workerd" in lock["packages"]  # its runtime comes from npm, not from a download


# ── The hosts, serving the built site ────────────────────────────────────────────────────────


def head(url: str) -> int:
    try:
        with urllib.request.urlopen(urllib.request.Request(url, method="HEAD")) as response:
            return int(response.status)
    except urllib.error.HTTPError as error:
        return error.code


@pytest.mark.site
def test_nginx_accepts_the_server_block(built_site: Path, tmp_path: Path) -> None:
    (tmp_path / "mime.types").symlink_to("/etc/nginx/mime.types")
    config = tmp_path / "nginx.conf"
    config.write_text(nginx_config(built_site, free_port(), tmp_path), encoding="utf-8")
    checked = subprocess.run([NGINX, "-t", "-c", str(config), "-e", str(tmp_path / "error.log")],
                             capture_output=True, text=True)  # fmt: skip
    assert checked.returncode == 0, checked.stderr
    assert "syntax is ok" in checked.stderr and "[warn]" not in checked.stderr


@pytest.mark.site
def test_caddy_accepts_the_caddyfile(tmp_path: Path) -> None:
    checked = subprocess.run(
        ["caddy", "validate", "--config", str(headers.CADDYFILE), "--adapter", "caddyfile"],
        capture_output=True, text=True, cwd=tmp_path,
    )  # fmt: skip
    assert checked.returncode == 0, checked.stderr
    assert "Valid configuration" in checked.stdout + checked.stderr


@pytest.mark.site
def test_nginx_sends_the_policy(built_site: Path) -> None:
    with serve(built_site) as base:
        assert header_mismatches(base, built_site) == []
        (wasm,) = built_site.glob("pyodide/*/pyodide.asm.wasm")
        request = urllib.request.Request(base + wasm.relative_to(built_site).as_posix(), method="HEAD")
        request.add_header("Accept-Encoding", "br, gzip")
        with urllib.request.urlopen(request) as response:
            assert response.headers["Content-Encoding"] == "br"  # the build's sibling, not compressed again
        assert head(base + "no-such-page/") == 404


@contextmanager
def caddy(site: Path) -> Iterator[str]:
    """Caddy serving ``site`` with deploy/Caddyfile (its root and address changed) on 127.0.0.1 and a free port."""
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="baccarat-caddy-") as scratch:
        text = headers.CADDYFILE.read_text(encoding="utf-8")
        text = text.replace("\n:80 {", f"\nhttp://127.0.0.1:{port} {{").replace("/var/www/baccarat", str(site))
        config = Path(scratch) / "Caddyfile"
        config.write_text("{\n\tadmin off\n}\n" + text, encoding="utf-8")  # no admin endpoint: runs beside others
        env = {**os.environ, "HOME": scratch, "XDG_DATA_HOME": scratch, "XDG_CONFIG_HOME": scratch}
        command = [shutil.which("caddy") or "caddy", "run", "--config", str(config), "--adapter", "caddyfile"]
        log = Path(scratch) / "caddy.log"
        with log.open("wb") as out:
            process = subprocess.Popen(command, cwd=scratch, env=env, stdout=out, stderr=subprocess.STDOUT)
        try:
            _wait_for(port, process, log)
            yield f"http://127.0.0.1:{port}/"
        finally:
            process.terminate()
            process.wait(timeout=10)


@pytest.mark.site
def test_caddy_sends_the_policy(built_site: Path) -> None:
    with caddy(built_site) as base:
        assert header_mismatches(base, built_site) == []
        assert head(base + "no-such-page/") == 404


@pytest.mark.site
def test_the_build_writes_the_cdn_files_after_the_offline_copy(built_site: Path) -> None:
    text = (built_site / "_headers").read_text(encoding="utf-8")
    assert text == headers_file(header_rules(built_site))
    assert (built_site / ".nojekyll").is_file()
    files, _ = precache(built_site)
    assert "_headers" not in files and ".nojekyll" not in files  # no reader fetches them (Cloudflare serves none)
    assert meta_policy() not in (built_site / "index.html").read_text(encoding="utf-8")  # the switch is off
