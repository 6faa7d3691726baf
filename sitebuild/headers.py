"""The HTTP headers the guide needs, written once: the policy, and each host's form of it.

The policy is data, below: the Content-Security-Policy every response carries, how long a browser may
keep a file (a year under a versioned or content-hashed folder, else revalidated on every use), and
the types a server must get right. Every host is given it in its own form:

- the build writes ``_headers`` into the site, which Cloudflare Pages and Netlify read
  (:func:`write_host_files`, last of all in :func:`sitebuild.editions.finish`), and ``.nojekyll``,
  which keeps GitHub Pages from running Jekyll over it;
- ``python -m sitebuild.headers`` writes ``deploy/nginx.conf`` and ``deploy/Caddyfile`` from it
  (``--check`` says whether the committed files are what it would write; a test runs it).

Nothing else writes a header: the tests serve the built site with each of the three (nginx, Caddy and
Cloudflare's own local server) and compare what they send with :func:`headers_for`.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from types import MappingProxyType

__all__ = [
    "CONTENT_SECURITY_POLICY",
    "IMMUTABLE",
    "IMMUTABLE_FOLDERS",
    "META_CSP",
    "REVALIDATE",
    "TYPES",
    "HeaderRuleError",
    "add_meta_policy",
    "cache_control",
    "caddyfile",
    "header_rules",
    "headers_file",
    "headers_for",
    "meta_policy",
    "nginx_conf",
    "unmatched",
    "write_host_files",
]

ROOT = Path(__file__).resolve().parent.parent

# ── The policy ───────────────────────────────────────────────────────────────────────────────

#: What a page may load, directive by directive: Material's inline scripts and styles, WebAssembly
#: compiled in the Python worker, images drawn inline as ``data:`` URLs, and nothing from another origin.
#: No ``frame-ancestors``: other sites may frame the embeds (``/embed/``), and nothing here forbids it.
DIRECTIVES = (
    ("default-src", "'self'"),
    ("script-src", "'self' 'unsafe-inline' 'wasm-unsafe-eval'"),
    ("style-src", "'self' 'unsafe-inline'"),
    ("img-src", "'self' data:"),
    ("worker-src", "'self'"),
    ("connect-src", "'self'"),
    ("manifest-src", "'self'"),
    ("object-src", "'none'"),
    ("base-uri", "'self'"),
)
CONTENT_SECURITY_POLICY = "; ".join(f"{name} {sources}" for name, sources in DIRECTIVES)
#: The folders whose files never change while their path stays (a new Pyodide version or new code gets a
#: new path): a browser keeps them a year without asking again.
IMMUTABLE_FOLDERS = ("pyodide", "wheels")
IMMUTABLE = "public, max-age=31536000, immutable"
#: Everything else (pages, ``assets/``, ``sw.js``, the manifest): kept, but checked with the host on each
#: use, so a reader sees a new build at once and ``sw.js`` can tell the browser a new build is out.
REVALIDATE = "no-cache"
#: The types a server must send for these extensions: Pyodide starts only when its ``.wasm`` comes as
#: ``application/wasm``, its ``.mjs`` are JavaScript modules, and the web app manifest has a type of its own.
TYPES = MappingProxyType(
    {"wasm": "application/wasm", "mjs": "text/javascript", "webmanifest": "application/manifest+json"}
)


def cache_control(path: str) -> str:
    """The ``Cache-Control`` the policy gives the URL path ``path`` (``/pyodide/…``, ``/deal/``)."""
    path = "/" + path.lstrip("/")
    return IMMUTABLE if any(path.startswith(f"/{folder}/") for folder in IMMUTABLE_FOLDERS) else REVALIDATE


def headers_for(path: str) -> dict[str, str]:
    """Every header the policy sets on the response for URL path ``path`` (its type aside: :data:`TYPES`)."""
    return {"Content-Security-Policy": CONTENT_SECURITY_POLICY, "Cache-Control": cache_control(path)}


# ── The policy in the pages themselves (a host that sends no headers) ────────────────────────

#: ``BACCARAT_META_CSP=1 scripts/build`` writes the policy into every page (off by default: a host that
#: sends the header needs no copy in the page).
META_CSP = "BACCARAT_META_CSP"
#: Where the element goes: after the page's charset, else first in its head.
_AFTER = (re.compile(r'<meta charset="utf-8">', re.IGNORECASE), re.compile(r"<head>", re.IGNORECASE))


def meta_policy() -> str:
    """The policy as a page carries it itself: a ``<meta http-equiv>`` element. Browsers apply it to the
    page from where it stands (so it goes at the top of ``<head>``), never to the page's workers, and ignore
    ``frame-ancestors``, ``sandbox`` and the report directives in it (the policy has none of them)."""
    return f'<meta http-equiv="Content-Security-Policy" content="{CONTENT_SECURITY_POLICY}">'


def add_meta_policy(site: Path) -> int:
    """Write :func:`meta_policy` into every HTML file of ``site``, after its charset (before any script or
    style); return how many files it went into. Run before the offline copy lists the pages' hashes."""
    written = 0
    for page in sorted(site.rglob("*.html")):
        html = page.read_text(encoding="utf-8")
        if meta_policy() in html:
            continue
        for place in _AFTER:
            html, found = place.subn(lambda before: f"{before[0]}{meta_policy()}", html, count=1)
            if found:
                page.write_text(html, encoding="utf-8")
                written += 1
                break
    return written


# ── _headers (Cloudflare Pages, Netlify) ─────────────────────────────────────────────────────

HEADERS_FILE = "_headers"
NO_JEKYLL = ".nojekyll"
#: Cloudflare Pages reads at most 100 rules, and no line over 2,000 characters.
MAX_RULES, MAX_LINE = 100, 2000


class HeaderRuleError(RuntimeError):
    """A ``_headers`` rule that matches no file of the built site, or a file Cloudflare Pages would refuse."""


def header_rules(site: Path, *, self_hosted_runtime: bool = True) -> list[tuple[str, dict[str, str]]]:
    """The policy as ``_headers`` rules for the built ``site``: ``[(path pattern, {name: value}), …]``.

    When several rules match a path, Cloudflare Pages sends every one's headers, and joins two values of
    the same header with a comma (``no-cache, public, max-age=…`` would keep nothing for long). So no
    header is set by two rules that can match one path: the policy everywhere (``/*``), a year for each
    immutable folder, the type of each extension of :data:`TYPES` the site has, and revalidation for the
    root page and for each other entry of the site's top folder. The precompressed siblings (``NAME.br``,
    ``NAME.gz``) are left out: only a server that sends them in place of the file asks for them, and a CDN
    compresses by itself. Without ``self_hosted_runtime`` (Pyodide loaded from a CDN,
    ``extra.baccarat.pyodide_url``) the site has no ``pyodide/`` folder, and no rule names one.
    """
    folders = [folder for folder in IMMUTABLE_FOLDERS if self_hosted_runtime or folder != "pyodide"]
    rules: list[tuple[str, dict[str, str]]] = [("/*", {"Content-Security-Policy": CONTENT_SECURITY_POLICY})]
    rules += [(f"/{folder}/*", {"Cache-Control": IMMUTABLE}) for folder in folders]
    extensions = {path.suffix.lstrip(".") for path in site.rglob("*") if path.is_file()}
    rules += [
        (f"/*.{extension}", {"Content-Type": kind}) for extension, kind in TYPES.items() if extension in extensions
    ]
    rules.append(("/", {"Cache-Control": REVALIDATE}))
    for entry in sorted(site.iterdir()):
        name = entry.name
        if name in IMMUTABLE_FOLDERS or name in (HEADERS_FILE, NO_JEKYLL) or _is_sibling(entry):
            continue
        rules.append((f"/{name}/*" if entry.is_dir() else f"/{name}", {"Cache-Control": REVALIDATE}))
    return rules


def _is_sibling(path: Path) -> bool:
    return path.suffix in (".br", ".gz") and path.with_suffix("").is_file()


def headers_file(rules: list[tuple[str, dict[str, str]]]) -> str:
    """The text of ``_headers``: each path pattern, then its headers indented below it."""
    blocks = [
        f"{pattern}\n" + "".join(f"  {name}: {value}\n" for name, value in headers.items())
        for pattern, headers in rules
    ]
    head = "# Written by the site build from the header policy in sitebuild/headers.py (Cloudflare Pages, Netlify).\n"
    return head + "".join(blocks)


def site_paths(site: Path) -> set[str]:
    """Every URL path the built ``site`` answers with a file: ``/sw.js``, and a folder's page as ``/deal/``."""
    paths = set()
    for path in site.rglob("*"):
        if path.is_file():
            url = "/" + path.relative_to(site).as_posix()
            paths.add(url)
            if path.name == "index.html":
                paths.add(url.removesuffix("index.html"))
    return paths


def unmatched(rules: list[tuple[str, dict[str, str]]], paths: set[str]) -> list[str]:
    """The rules' path patterns that match none of ``paths`` (a ``*`` matches anything, ``/`` included)."""
    missing = []
    for pattern, _ in rules:
        match = re.compile("^" + ".*".join(re.escape(part) for part in pattern.split("*")) + "$").match
        if not any(match(path) for path in paths):
            missing.append(pattern)
    return missing


def write_host_files(site: Path, *, self_hosted_runtime: bool = True) -> list[tuple[str, dict[str, str]]]:
    """Write ``_headers`` and ``.nojekyll`` into the built ``site`` (once every other file is written);
    return the rules. Raises :class:`HeaderRuleError` for a rule that matches no file, naming it."""
    rules = header_rules(site, self_hosted_runtime=self_hosted_runtime)
    missing = unmatched(rules, site_paths(site))
    if missing:
        raise HeaderRuleError(f"{HEADERS_FILE}: no file of the built site matches {', '.join(missing)}")
    text = headers_file(rules)
    longest = max(text.splitlines(), key=len)
    if len(rules) > MAX_RULES or len(longest) > MAX_LINE:
        raise HeaderRuleError(
            f"{HEADERS_FILE}: {len(rules)} rules, longest line {len(longest)} characters; "
            f"Cloudflare Pages reads at most {MAX_RULES} rules of lines up to {MAX_LINE}"
        )
    (site / HEADERS_FILE).write_text(text, encoding="utf-8")
    (site / NO_JEKYLL).write_bytes(b"")
    return rules


# ── deploy/nginx.conf and deploy/Caddyfile ───────────────────────────────────────────────────

NGINX_CONF = ROOT / "deploy" / "nginx.conf"
CADDYFILE = ROOT / "deploy" / "Caddyfile"
GENERATED = "Generated by `python -m sitebuild.headers` from the header policy in sitebuild/headers.py: edit that."
#: The types nginx's own ``mime.types`` already maps (naming one again makes nginx warn at every start).
NGINX_KNOWS = MappingProxyType({"wasm": "application/wasm"})


def nginx_conf() -> str:
    """``deploy/nginx.conf``: a server block that sends the policy, the build's precompressed files and the types."""
    types = "".join(
        f"        {kind} {extension};\n" for extension, kind in TYPES.items() if NGINX_KNOWS.get(extension) != kind
    )
    folders = "|".join(IMMUTABLE_FOLDERS)
    return f"""# {GENERATED}
# The guide as nginx serves it: a server block to include from the http block of nginx.conf.
# Needs the ngx_brotli static module (Debian: libnginx-mod-http-brotli-static; its package loads it).
# Change `root` to the folder `scripts/build` wrote (and `listen`/`server_name` as your host needs).
server {{
    listen 80;
    server_name _;
    root /var/www/baccarat;

    # Pyodide starts only when .wasm comes as application/wasm (nginx's own mime.types has it);
    # the runtime's .mjs are JavaScript modules, and the manifest has a type of its own.
    include mime.types;
    types {{
{types}    }}
    # Links carry a widget's state (a home game's summary, a long slip): allow long addresses.
    large_client_header_buffers 4 64k;
    charset utf-8;
    charset_types text/css text/javascript application/javascript application/json image/svg+xml;

    # The build writes NAME.br and NAME.gz beside every large text, .wasm, zip and wheel file.
    brotli_static on;
    gzip_static on;
    gzip_vary on;

    # Material's inline scripts and styles, and WebAssembly compiled in the worker (see README).
    set $csp "{CONTENT_SECURITY_POLICY}";

    # Pages, assets, the offline worker (sw.js) and everything else: revalidated on each use, so readers
    # see a new build (and the browser finds it by comparing sw.js).
    location / {{
        add_header Content-Security-Policy $csp always;
        add_header Cache-Control "{REVALIDATE}" always;
        try_files $uri $uri/ =404;
    }}

    # The runtime and the wheel: a new version or new code gets a new path, so keep them for a year.
    location ~ ^/({folders})/ {{
        add_header Content-Security-Policy $csp always;
        add_header Cache-Control "{IMMUTABLE}" always;
    }}

    error_page 404 /404.html;
}}
"""


def caddyfile() -> str:
    """``deploy/Caddyfile``: the same for Caddy."""
    folders = " ".join(f"/{folder}/*" for folder in IMMUTABLE_FOLDERS)
    types = "".join(
        f"\t@{extension} path *.{extension}\n\theader @{extension} Content-Type {kind}\n"
        for extension, kind in TYPES.items()
    )
    return f"""# {GENERATED}
# The guide as Caddy serves it. Change `root` to the folder `scripts/build` wrote, and the
# site address to your host's (Caddy then fetches its HTTPS certificate by itself).
:80 {{
\troot * /var/www/baccarat

\t# The build writes NAME.br and NAME.gz beside every large text, .wasm, zip and wheel file.
\tfile_server {{
\t\tprecompressed br gzip
\t}}

\t# Pyodide starts only when .wasm comes as application/wasm; the runtime's .mjs are JavaScript
\t# modules, and the manifest has a type of its own.
{types}
\t# Material's inline scripts and styles, and WebAssembly compiled in the worker (see README).
\theader Content-Security-Policy "{CONTENT_SECURITY_POLICY}"

\t# Pages, assets and the offline worker (sw.js) are revalidated on each use; the runtime and the
\t# wheel, under versioned or content-hashed paths, are kept for a year.
\t@immutable path {folders}
\t@revalidated not path {folders}
\theader @immutable Cache-Control "{IMMUTABLE}"
\theader @revalidated Cache-Control "{REVALIDATE}"

\thandle_errors {{
\t\trewrite * /404.html
\t\tfile_server
\t}}
}}
"""


def generated() -> dict[Path, str]:
    """Each host configuration file, as :func:`main` writes it."""
    return {NGINX_CONF: nginx_conf(), CADDYFILE: caddyfile()}


def main(argv: list[str]) -> int:
    """Write ``deploy/nginx.conf`` and ``deploy/Caddyfile``; with ``--check``, only say which differ."""
    stale = [path for path, text in generated().items() if not path.is_file() or path.read_text("utf-8") != text]
    if argv[:1] == ["--check"]:
        for path in stale:
            print(f"{path.relative_to(ROOT)} is not what the policy gives: run python -m sitebuild.headers")
        return 1 if stale else 0
    for path in stale:
        path.write_text(generated()[path], encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
