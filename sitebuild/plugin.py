"""The site build, as one MkDocs plugin: its steps, in the order they run, over plain helper modules.

``mkdocs.yml`` lists the plugin (``baccarat``, registered by pyproject.toml's ``mkdocs.plugins`` entry
point) last among ``plugins:``, so each of its events runs after those of the plugins above it, as the
build needs: its pages are rendered once theirs have read them, and its site is finished (sitemaps,
offline copy, compression) once search and redirects have written theirs. One event runs before them:
:meth:`BaccaratPlugin.on_files` (MkDocs' priority 100), because the redirects and git-revision-date
plugins look for its files (the API's generated pages, an edition's untranslated pages).

Each event calls its steps in the order below; each step is a plain function of a helper module, given
what it needs. The plugin's instance holds the edition and every piece of state the build carries from
one event to another; no module keeps any, so one process can build two editions, one after the other.

- ``on_config``: the edition (:mod:`.editions`), the fences (:mod:`.fences`), the glossary's terms
  (:mod:`.glossary`), the wheel and the runtime (:mod:`.runtime`), the frame's words (:mod:`.theme`);
- ``on_files``: the API's module pages (:mod:`.reference`), then the edition's untranslated pages;
- ``on_page_markdown``: the untranslated page's notice, the API index's list, the citations and the
  Sources page's lists (:mod:`.sources`), the fences' lists and checks;
- ``on_page_content``: the API pages' names, the generated tables' anchors (:mod:`.pages`), the glossary's
  links, the answers that ship with the page (:mod:`.answers`);
- ``on_page_context``: the API docstrings' links, the glossary's entries in the search index (:mod:`.glossary`);
  ``on_post_page`` and ``on_post_template``: the page's language, its scripts and the browser's words;
- ``on_post_build``: the runtime (root edition), the chart images (:mod:`.charts`), Material's files
  trimmed, then the site finished (:mod:`.finish`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mkdocs.config import base
from mkdocs.config import config_options as c
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, event_priority
from mkdocs.structure.files import file_sort_key

from sitebuild import answers, editions, fences, finish, glossary, pages, reference, sources, theme
from sitebuild.charts import ChartBuildError, write_charts
from sitebuild.editions import EDITIONS, Edition
from sitebuild.formatters import inline_formatter, superfences_formatter
from sitebuild.headers import HeaderRuleError
from sitebuild.runtime import Runtime, prepare_runtime, write_runtime

__all__ = ["BaccaratConfig", "BaccaratPlugin"]


class BaccaratConfig(base.Config):  # type: ignore[no-untyped-call]  # MkDocs' own is untyped
    """The plugin's options (``plugins: - baccarat: …`` in mkdocs.yml)."""

    #: A folder holding the other editions' finished sites (``zh-hant/``, …), which the root edition's build
    #: takes in before it is finished: set by :func:`sitebuild.editions.build_all` only (empty: none).
    editions_built = c.Type(str, default="")


class BaccaratPlugin(BasePlugin[BaccaratConfig]):  # type: ignore[no-untyped-call]
    """The guide's build: the edition being built and everything carried between its events."""

    supports_multiple_instances = False

    def __init__(self) -> None:
        self.edition: Edition = EDITIONS[0]
        self.root_url = "/"
        self.page_lang: str | None = None  # English on a page the edition has not translated yet
        self.terms: list[glossary.Term] = []
        self.reference_ids: dict[str, set[str]] = {}  # each module page's URL: the package's names it holds
        self.runtime: Runtime | None = None
        self.pages: list[str] = []  # the edition's page URLs, in the root edition's order (its sitemap's)

    @property
    def lang(self) -> str:
        """The language of the page being built, its generated content's: its edition's, or English on a page
        the edition has not translated yet, whose English text its tables, figures and widgets follow."""
        return self.page_lang or self.edition.lang

    # ── Configuration ────────────────────────────────────────────────────────────────────────

    def on_config(self, config: Any) -> Any:
        self.edition = editions.edition_of(config)
        self.root_url = editions.configure_edition(config, self.edition)
        self.page_lang = None
        self.reference_ids = {}
        self.pages = []
        fences.register_fences(config, self._fence, self._figure)
        self.terms = glossary.glossary_terms(config)
        self.runtime = prepare_runtime(config, self.edition.lang)
        theme.translate_frame(config, self.edition.lang)
        return config

    def _fence(self, src: str, language: str, class_name: str, options: Any, md: Any, **kwargs: Any) -> str:
        return superfences_formatter(src, language, class_name, options, md, lang=self.lang, **kwargs)

    def _figure(self, src: str, language: str, class_name: str, md: Any) -> str:
        return inline_formatter(src, language, class_name, md, lang=self.lang)

    # ── Files: before the redirects and git-revision-date plugins, which look for them ─────────

    @event_priority(100)  # before the plugins listed above it in mkdocs.yml (redirects, git-revision-date)
    def on_files(self, files: Any, *, config: Any) -> Any:
        files = reference.with_module_pages(files, config)
        files = editions.add_untranslated(files, config, self.edition)
        self.pages = _root_order(files)
        return files

    # ── Pages ────────────────────────────────────────────────────────────────────────────────

    def on_page_markdown(self, markdown: str, *, page: Any, config: Any, files: Any) -> str:
        self.page_lang = "en" if editions.is_untranslated(page) else None
        markdown = editions.with_notice(markdown, page, self.edition.lang, self.root_url)
        markdown = reference.with_module_list(markdown, page.file.src_uri)
        markdown = sources.with_sources(markdown, page.file.src_uri, self.lang)
        return fences.expand_fences(markdown, page, config, self.lang)

    def on_page_content(self, html: str, *, page: Any, config: Any, files: Any) -> str:
        reference.note_names(html, page, self.reference_ids)
        html = pages.with_anchor_ids(html, page)
        html = glossary.with_term_links(html, page, self.terms)
        return html + answers.shipped_answers(html, self.lang)

    def on_page_context(self, context: Any, *, page: Any, config: Any, nav: Any) -> Any:
        reference.link_page_roles(page, self.reference_ids)
        glossary.index_entries(page, config)  # after Material's search has indexed the page (it is listed first)
        return context

    def on_post_page(self, output: str, *, page: Any, config: Any) -> str:
        output = editions.marked_english(output, page)
        return pages.finished_page(output, page.file.src_uri, self.edition.lang)

    def on_post_template(self, output_content: str, *, template_name: str, config: Any) -> str:
        return pages.finished_template(output_content, template_name, self.edition.lang)

    # ── The site, written: what the pages share, then the site finished ─────────────────────────

    def on_post_build(self, *, config: Any) -> None:
        site = Path(config.site_dir)
        try:
            if self.edition.is_root and self.runtime is not None:
                write_runtime(site, self.runtime)
            write_charts(site, config.site_url or "/", self.edition.lang)
            theme.trim_material(site)
            if self.config.editions_built:
                if not self.edition.is_root:
                    raise PluginError(f"only the root edition takes in other editions, not {self.edition.lang}")
                finish.take_in_editions(site, Path(self.config.editions_built))
            finish.finish_site(site, self.edition, config, root_url=self.root_url, pages=self.pages)
        except (ChartBuildError, HeaderRuleError, finish.FinishError) as error:
            raise PluginError(str(error)) from error


def _root_order(files: Any) -> list[str]:
    """The page URLs of ``files`` in the order the root edition's build finds its pages: the Markdown files
    as MkDocs walks a docs folder, then the generated ones as they were added."""
    documents = list(files.documentation_pages())
    written = sorted((file for file in documents if not file.generated_by), key=file_sort_key)
    ordered = written + [file for file in documents if file.generated_by]
    return [_page_url(file.url) for file in ordered]


def _page_url(url: str) -> str:
    return "" if url in (".", "./") else url
