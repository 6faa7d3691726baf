"""The guide's editions: one MkDocs configuration per language, the same paths and anchors in each.

English is ``mkdocs.yml``, at the site's root. Each other edition's configuration
(``mkdocs.zh-hant.yml``, …) inherits it (``INHERIT``) and names its ``extra.edition``: its ``lang``
(a :data:`baccarat.i18n.LANGUAGES` tag) and its ``docs_dir``. The build's first steps
(:mod:`sitebuild.plugin`, whose instance holds the edition being built):

- :func:`configure_edition`: the edition's address (``site_url`` + its path), its navigation titles
  (the English nav's structure, the edition's words for it) and the language switcher's entries; only
  the root edition writes the runtime and the offline copy, which every edition shares;
- :func:`add_untranslated`: every English page the edition has not translated yet, added under a
  notice in the reader's language (:func:`with_notice`), so that every path exists in every edition
  (never a 404).

:func:`build_all` builds every edition into one site (``scripts/build``): each edition is built and
finished as a lone build of it is (:mod:`sitebuild.finish`), the other editions first, then the root
edition, which takes them in before it is finished, so that what covers them all (the offline copy, the
hosts' files) sees every one.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import tomllib
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from html import escape
from pathlib import Path
from types import MappingProxyType
from typing import Any

from baccarat.i18n import read_lang, words
from sitebuild.reference import is_reference

__all__ = [
    "EDITIONS",
    "EDITIONS_BUILT",
    "Edition",
    "add_untranslated",
    "build_all",
    "configure_edition",
    "edition_of",
    "is_english_only",
    "is_untranslated",
    "marked_english",
    "page_source",
    "with_notice",
]

ROOT = Path(__file__).resolve().parent.parent
#: The guide's terms in Chinese (sitebuild/data/terms.toml), by key.
TERMS: Mapping[str, dict[str, str]] = MappingProxyType(
    tomllib.loads((ROOT / "sitebuild" / "data" / "terms.toml").read_text("utf-8"))
)


@dataclass(frozen=True)
class Edition:
    """One language's edition: its ``lang`` tag, its ``path`` under the site root, its name in its own
    language (the switcher's entry) and its MkDocs configuration."""

    lang: str
    path: str
    name: str
    config: str
    locale: str  # Open Graph's form (language_TERRITORY): where the edition's readers mostly are

    @property
    def is_root(self) -> bool:
        """Whether this is the root (English) edition, which writes what every edition shares."""
        return not self.path


#: Every edition, English (the root, and every other edition's fallback) first.
EDITIONS = (
    Edition("en", "", "English", "mkdocs.yml", "en_US"),
    Edition("zh-Hant", "zh-hant/", "繁體中文", "mkdocs.zh-hant.yml", "zh_HK"),
    Edition("zh-Hans", "zh-hans/", "简体中文", "mkdocs.zh-hans.yml", "zh_CN"),
)
_BY_LANG = MappingProxyType({edition.lang: edition for edition in EDITIONS})
#: The folder of the other editions' finished sites, which the root edition's build takes in before it is
#: finished (mkdocs.yml gives it to the plugin: ``editions_built``); set by :func:`build_all` only.
EDITIONS_BUILT = "BACCARAT_EDITIONS_BUILT"
_UNTRANSLATED = "baccarat_untranslated"  # a fallback page's mark, in its File


def is_english_only(uri: str) -> bool:
    """Whether every edition shows page ``uri`` in English: the package's Python reference, its index and
    every module's page (its names and docstrings are code's)."""
    return is_reference(uri)


def edition_of(config: Any) -> Edition:
    """The edition that ``config`` builds (its ``extra.edition.lang``; English without one)."""
    return _BY_LANG[read_lang(dict(config.extra.get("edition") or {}))]


def configure_edition(config: Any, edition: Edition) -> str:
    """Give ``config`` its ``edition``'s address, switcher entries and navigation titles; return the site's
    root URL (ending in ``/``), every edition's base."""
    root_url = config.site_url or "/"
    if not root_url.endswith("/"):
        root_url += "/"
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
    return root_url


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


def add_untranslated(files: Any, config: Any, edition: Edition) -> Any:
    """Add each English page ``edition`` has not translated, marked to carry the notice, and the
    English edition's own files (its stylesheet and scripts: the same in every edition); mark the
    generated pages that stay English (the API's module pages) too."""
    if edition.is_root:
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


def is_untranslated(page: Any) -> bool:
    """Whether ``page`` is shown in English in an edition of another language (its generated content is
    English too, as its text is)."""
    return bool(getattr(page.file, _UNTRANSLATED, False))


def with_notice(markdown: str, page: Any, lang: str, root_url: str) -> str:
    """A page not yet translated opens with a notice, in the reader's language ``lang`` (the edition's),
    above the English."""
    if not is_untranslated(page):
        return markdown
    w = words(lang)
    if is_english_only(page.file.src_uri):
        title = w("In English only")
        text = w(
            "This page is the Python reference of the package that computes the guide: it is written in English only."
        )
    else:
        title = w("Not translated yet")
        text = w("This page is not yet in your language: below is the English text.")
    english = escape(root_url + page.url, quote=True)
    link = w("The same page in the English edition")
    notice = (
        f'<div class="admonition note bac-untranslated" lang="{lang}"><p class="admonition-title">{escape(title)}</p>'
        f'<p>{escape(text)} <a href="{english}" hreflang="en">{escape(link)}</a></p></div>\n\n'
    )
    front, body = _split_heading(markdown)
    return f"{front}{notice}{body}"


def marked_english(output: str, page: Any) -> str:
    """The English content of a page not yet translated says it is English (screen readers read it so)."""
    if not is_untranslated(page):
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
    """Build every edition into ``site`` (English at its root, each other edition under its path).

    Each edition is built, and finished, as a lone ``mkdocs build`` of it is; the other editions first, side by side,
    beside ``site``, then the root edition, whose build takes them in (:data:`EDITIONS_BUILT`) before it
    writes what covers them all. Raises :class:`RuntimeError` with MkDocs' output when a build fails.
    """
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "DISABLE_MKDOCS_2_WARNING": "true"}
    env.pop(EDITIONS_BUILT, None)
    if site_url:
        env["BACCARAT_SITE_URL"] = site_url
    site.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=f".{site.name}-editions-", dir=site.parent) as built:
        # Side by side, one process each (a build is one core's work): what they share on disk, the caches,
        # is written atomically.
        with ThreadPoolExecutor() as pool:
            list(pool.map(lambda edition: _build(edition, Path(built) / edition.path, env), EDITIONS[1:]))
        _build(EDITIONS[0], site, {**env, EDITIONS_BUILT: built})


def _build(edition: Edition, target: Path, env: dict[str, str]) -> None:
    command = [sys.executable, "-m", "mkdocs", "build", "--strict", "--clean", "--config-file"]
    command += [str(ROOT / edition.config), "--site-dir", str(target)]
    result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"the {edition.lang} edition's build failed:\n{result.stdout}\n{result.stderr}")


def main(argv: list[str]) -> int:
    build_all(Path(argv[0]).resolve() if argv else ROOT / "site")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
