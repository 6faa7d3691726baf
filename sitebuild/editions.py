"""The guide's editions: one MkDocs configuration per language, the same paths and anchors in each.

English is ``mkdocs.yml``, at the site's root. Each other edition's configuration
(``mkdocs.zh-hant.yml``, …) inherits it (``INHERIT``) and names its ``extra.edition``: its ``lang``
(a :data:`baccarat.i18n.LANGUAGES` tag) and its ``docs_dir``. This hook, first of all, then:

- tells every later hook which edition is being built (:func:`current_lang`, :func:`is_root`): the
  fences' renderers are given the language, and only the root edition writes the runtime, the chart
  images and the offline copy, which every edition shares;
- gives each edition its address (``site_url`` + its path), its navigation titles (the English nav's
  structure, the edition's words for it) and the language switcher's entries;
- adds every English page the edition has not translated yet, under a notice in the reader's language,
  so that every path exists in every edition (never a 404).

:func:`build_all` builds every edition into one site (``scripts/build``), then writes once what covers
them all: the sitemaps with every page's alternates, the offline copy and the compressed files, and
the hosts' ``_headers`` and ``.nojekyll`` (:mod:`sitebuild.headers`).
"""

from __future__ import annotations

import gzip
import os
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

from mkdocs.plugins import event_priority

from baccarat.i18n import read_lang, words
from sitebuild.reference import is_reference

__all__ = [
    "EDITIONS",
    "Edition",
    "build_all",
    "current_lang",
    "edition_lang",
    "is_english_only",
    "is_root",
    "on_config",
    "on_files",
    "on_page_markdown",
    "on_post_page",
    "page_source",
]

ROOT = Path(__file__).resolve().parent.parent
#: The guide's terms in Chinese (sitebuild/data/terms.toml), by key.
TERMS: dict[str, dict[str, str]] = tomllib.loads((ROOT / "sitebuild" / "data" / "terms.toml").read_text("utf-8"))


@dataclass(frozen=True)
class Edition:
    """One language's edition: its ``lang`` tag, its ``path`` under the site root, its name in its own
    language (the switcher's entry) and its MkDocs configuration."""

    lang: str
    path: str
    name: str
    config: str
    locale: str  # Open Graph's form (language_TERRITORY): where the edition's readers mostly are


#: Every edition, English (the root, and every other edition's fallback) first.
EDITIONS = (
    Edition("en", "", "English", "mkdocs.yml", "en_US"),
    Edition("zh-Hant", "zh-hant/", "繁體中文", "mkdocs.zh-hant.yml", "zh_HK"),
    Edition("zh-Hans", "zh-hans/", "简体中文", "mkdocs.zh-hans.yml", "zh_CN"),
)
_BY_LANG = {edition.lang: edition for edition in EDITIONS}
#: Set by the build of every edition at once: each build leaves the offline copy and compression to it.
DEFER_FINISH = "BACCARAT_DEFER_FINISH"
_UNTRANSLATED = "baccarat_untranslated"  # a fallback page's mark, in its File


def is_english_only(uri: str) -> bool:
    """Whether every edition shows page ``uri`` in English: the package's Python reference, its index and
    every module's page (its names and docstrings are code's)."""
    return is_reference(uri)


_building: dict[str, Any] = {"edition": EDITIONS[0], "root_url": ""}
if __name__ != "sitebuild.editions":  # MkDocs loaded this file as a hook: share the importable module's state
    from sitebuild.editions import _building


def current_lang() -> str:
    """The language of the page being built, its generated content's (the fences' renderers take it:
    Markdown knows no config): its edition's, or English on a page the edition has not translated yet,
    whose English text its tables, figures and widgets follow."""
    page_lang: str | None = _building.get("page_lang")
    return page_lang or edition_lang()


def edition_lang() -> str:
    """The language of the edition being built (its frame's: navigation, notices, the scripts' words)."""
    edition: Edition = _building["edition"]
    return edition.lang


def is_root() -> bool:
    """Whether the build is the root (English) edition's, which writes what every edition shares."""
    return not _building["edition"].path


def finish_deferred() -> bool:
    """Whether this build leaves the offline copy and the compression to :func:`build_all`."""
    return bool(os.environ.get(DEFER_FINISH))


def on_config(config: Any) -> Any:
    named = dict(config.extra.get("edition") or {})
    edition = _BY_LANG[read_lang(named)]
    root_url = config.site_url or "/"
    if not root_url.endswith("/"):
        root_url += "/"
    _building.update(edition=edition, root_url=root_url, page_lang=None)
    config.site_url = root_url + edition.path
    config.extra["edition"] = {
        "lang": edition.lang,
        "path": edition.path,
        "to_root": "../" * edition.path.count("/"),  # from this edition's root up to the site's
        "locale": edition.locale,
        "root_url": root_url,
    }
    # The switcher (Material's, from extra.alternate); overrides/partials/alternate.html links each
    # entry to the same page, and main.html writes hreflang from extra.editions.
    config.extra["alternate"] = [{"name": e.name, "lang": e.lang, "link": e.path} for e in EDITIONS]
    config.extra["editions"] = [{"lang": e.lang, "url": root_url + e.path, "locale": e.locale} for e in EDITIONS]
    if edition.lang != "en":
        _teach_search(edition.lang)
    titles = config.extra.get("nav_titles") or {}
    if titles:
        config.nav = _translated_nav(config.nav, titles)
    return config


def _teach_search(lang: str) -> None:
    """Material's search cuts Chinese into words with jieba: teach it the guide's terms, so that a
    search for 補牌 or 例牌 finds them whole (the term table is its user dictionary)."""
    try:
        import jieba
    except ImportError:  # search still works, on single characters
        return
    script = "hant" if lang == "zh-Hant" else "hans"
    for term in TERMS.values():
        for word in (term[script], term.get(f"also_{script}")):
            if word and len(word) > 1:
                jieba.add_word(word, freq=100_000)


def _translated_nav(nav: Any, titles: dict[str, str]) -> Any:
    """The English navigation's structure with this edition's titles (a missing title stays English)."""
    if isinstance(nav, list):
        return [_translated_nav(item, titles) for item in nav]
    if isinstance(nav, dict):
        return {titles.get(title, title): _translated_nav(value, titles) for title, value in nav.items()}
    return nav


@event_priority(100)  # first: the redirects plugin looks for its targets among the files
def on_files(files: Any, config: Any) -> Any:
    """Add each English page this edition has not translated, marked to carry the notice, and the
    English edition's own files (its stylesheet and scripts: the same in every edition); mark the
    generated pages that stay English (the API's module pages) too."""
    if is_root():
        return files
    from mkdocs.structure.files import File

    english = Path(config.config_file_path).parent / "docs"
    for path in sorted(english.rglob("*")):
        uri = path.relative_to(english).as_posix()
        if path.is_file() and files.get_file_from_path(uri) is None:
            fallback = File(uri, str(english), config.site_dir, config.use_directory_urls)
            setattr(fallback, _UNTRANSLATED, fallback.is_documentation_page())
            files.append(fallback)
    for file in files.documentation_pages():
        if file.generated_by and is_english_only(file.src_uri):
            setattr(file, _UNTRANSLATED, True)
    return files


def page_source(config: Any, uri: str) -> Path:
    """The Markdown source of page ``uri`` in the edition ``config`` builds: its own, else English's."""
    own = Path(config.docs_dir) / uri
    return own if own.is_file() else Path(config.config_file_path).parent / "docs" / uri


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """A page not yet translated opens with a notice, in the reader's language, above the English (and
    its generated content is English too, as its text is)."""
    untranslated = getattr(page.file, _UNTRANSLATED, False)
    _building["page_lang"] = "en" if untranslated else None
    if not untranslated:
        return markdown
    lang = edition_lang()
    w = words(lang)
    if is_english_only(page.file.src_uri):
        title = w("In English only")
        text = w(
            "This page is the Python reference of the package that computes the guide: it is written in English only."
        )
    else:
        title = w("Not translated yet")
        text = w("This page is not yet in your language: below is the English text.")
    english = escape(_building["root_url"] + page.url, quote=True)
    link = w("The same page in the English edition")
    notice = (
        f'<div class="admonition note bac-untranslated" lang="{lang}"><p class="admonition-title">{escape(title)}</p>'
        f'<p>{escape(text)} <a href="{english}" hreflang="en">{escape(link)}</a></p></div>\n\n'
    )
    front, body = _split_heading(markdown)
    return f"{front}{notice}{body}"


def on_post_page(output: str, page: Any, config: Any) -> str:
    """The English content of a page not yet translated says it is English (screen readers read it so)."""
    if not getattr(page.file, _UNTRANSLATED, False):
        return output
    article = '<article class="md-content__inner md-typeset"'
    return output.replace(f"{article}>", f'{article} lang="en">', 1)


def _split_heading(markdown: str) -> tuple[str, str]:
    """The page's first heading (with everything before it), and the rest: the notice goes between."""
    lines = markdown.splitlines(keepends=True)
    for index, line in enumerate(lines):
        if line.startswith("# "):
            return "".join(lines[: index + 1]) + "\n", "".join(lines[index + 1 :])
    return "", markdown


# ── Building every edition into one site ─────────────────────────────────────────────────────


def build_all(site: Path, *, site_url: str | None = None) -> None:
    """Build every edition into ``site`` (English at its root), then what covers them all.

    Raises :class:`RuntimeError` with MkDocs' output when an edition's build fails.
    """
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "DISABLE_MKDOCS_2_WARNING": "true", DEFER_FINISH: "1"}
    if site_url:
        env["BACCARAT_SITE_URL"] = site_url
    for edition in EDITIONS:
        target = site / edition.path
        command = [sys.executable, "-m", "mkdocs", "build", "--strict", "--clean", "--config-file"]
        command += [str(ROOT / edition.config), "--site-dir", str(target)]
        result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"the {edition.lang} edition's build failed:\n{result.stdout}\n{result.stderr}")
    finish(site)


def finish(site: Path) -> None:
    """Once every edition is written: the sitemaps and robots.txt, the offline copy, the compressed files,
    then the hosts' own files (``_headers``, ``.nojekyll``: no reader fetches them, nor the offline copy)."""
    from mkdocs.config import load_config

    from sitebuild.compress import precompress
    from sitebuild.headers import META_CSP, add_meta_policy, write_host_files
    from sitebuild.offline import write_offline

    write_sitemap(site)
    if os.environ.get(META_CSP):  # the policy in the pages themselves: before the offline copy hashes them
        add_meta_policy(site)
    config = load_config(str(ROOT / "mkdocs.yml"))
    write_offline(site, config)
    precompress(site)
    write_host_files(site, self_hosted_runtime=not (config.extra.get("baccarat") or {}).get("pyodide_url"))


_SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9"
_XHTML = "http://www.w3.org/1999/xhtml"


def write_sitemap(site: Path) -> None:
    """Each edition's ``sitemap.xml`` lists its own pages, each with its alternates in every edition, and
    ``robots.txt`` names every edition's sitemap.

    One sitemap per edition, not one for all: Material's instant navigation takes over the links to the
    pages its edition's sitemap lists, and a link into another edition must load that edition whole.
    """
    ET.register_namespace("", _SITEMAP)
    ET.register_namespace("xhtml", _XHTML)
    english = ET.parse(site / "sitemap.xml").getroot()
    locations = [url.text or "" for url in english.iter(f"{{{_SITEMAP}}}loc")]
    root_url = locations[0]  # the home page comes first
    pages = [location.removeprefix(root_url) for location in locations]
    for edition in EDITIONS:
        out = ET.Element(f"{{{_SITEMAP}}}urlset")
        for page in pages:
            entry = ET.SubElement(out, f"{{{_SITEMAP}}}url")
            ET.SubElement(entry, f"{{{_SITEMAP}}}loc").text = f"{root_url}{edition.path}{page}"
            for other in EDITIONS:
                link = ET.SubElement(entry, f"{{{_XHTML}}}link", rel="alternate", hreflang=other.lang)
                link.set("href", f"{root_url}{other.path}{page}")
        ET.indent(out)
        data = ET.tostring(out, encoding="utf-8", xml_declaration=True)
        (site / edition.path / "sitemap.xml").write_bytes(data)
        (site / edition.path / "sitemap.xml.gz").write_bytes(gzip.compress(data, mtime=0))
    robots = "".join(f"Sitemap: {root_url}{edition.path}sitemap.xml\n" for edition in EDITIONS)
    (site / "robots.txt").write_text(f"User-agent: *\nAllow: /\n\n{robots}", encoding="utf-8")


def main(argv: list[str]) -> int:
    build_all(Path(argv[0]) if argv else ROOT / "site")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
