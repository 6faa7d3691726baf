"""The guide's sources, one registry (``sitebuild/data/sources.toml``) for every page (a step of
:mod:`sitebuild.plugin`).

A claim that rests on a rule text cites it where it is made, by the registry's key and, for a text
with articles, the part: ``[cite:macau-bacara#art-7]`` becomes a link such as "Macau, art. 7" to that
part's entry on the Sources page. The Sources page lists the registry, one section at a time, with a
fence::

    ```baccarat-sources
    rule-texts
    ```

An unknown key, part or section fails the build, naming the page. Every source is listed once.
"""

from __future__ import annotations

import posixpath
import re
import tomllib
from dataclasses import dataclass, field
from datetime import date
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from babel.dates import format_date
from mkdocs.exceptions import PluginError

from baccarat.i18n import mark, words
from baccarat.render.markup import escape
from sitebuild.terms import TERMS_FENCE, terms_html

__all__ = ["KINDS", "SECTIONS", "Amendment", "Part", "Source", "cite_markdown", "read_sources", "section_html"]

REGISTRY = Path(__file__).parent / "data" / "sources.toml"
PROCEDURES = Path(__file__).parent / "data" / "procedures.toml"
SOURCES_PAGE = "sources.md"
FENCE = "baccarat-sources"
PROCEDURES_FENCE = "baccarat-procedures"
#: The Sources page's sections, in order, by anchor (a public interface: links point at them).
SECTIONS = ("rule-texts", "venues", "counting", "other-games", "help-lines")
#: What a source is: a rule text an authority published, a casino's own description of its procedure
#: (venue context, not rule), or a secondary description or published figure.
KINDS = MappingProxyType(
    {
        "official": mark("Official text"),
        "venue": mark("Venue context, not rule"),
        "secondary": mark("Secondary source"),
    }
)
CITE = re.compile(r"\[cite:([a-z0-9-]+)(?:#([a-z0-9.-]+))?\]")
_FENCE = re.compile(rf"^```({FENCE}|{PROCEDURES_FENCE}|{TERMS_FENCE})\n(.*?)^```$", re.M | re.S)


@dataclass(frozen=True)
class Part:
    """One article or section of a source: its label as cited (``art. 7``), what it says that the
    guide uses, and its own address where it has one."""

    key: str
    label: str
    used: str
    url: str = ""
    #: Its wording was read in a reproduction of the official text, not on the official page itself.
    reproduction: str = ""
    #: What it says that the guide uses, by language, where the registry says it in that language.
    used_zh: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Amendment:
    """One text that amended a source: its name (``Despacho 73/2005``), when and where it was published, what
    it changed, what this guide read of it (which copy, or that it could not be read), and its address where
    one was found."""

    text: str
    changed: str
    read: str
    published: str = ""
    url: str = ""
    #: Its name, what it changed, what was read and its publication, by language (as :class:`Source`'s).
    text_zh: dict[str, str] = field(default_factory=dict)
    changed_zh: dict[str, str] = field(default_factory=dict)
    read_zh: dict[str, str] = field(default_factory=dict)
    published_zh: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Source:
    """One published text: who issued it, its title, the date of the text, its address, the day it was
    last checked, what kind of source it is, and the articles the guide cites."""

    key: str
    section: str
    kind: str
    issuer: str
    title: str
    short: str
    dated: str
    url: str
    checked: date
    used: str
    parts: tuple[Part, ...]
    note: str = ""
    #: Its name as a Chinese reader cites it, by language (a text published in Chinese has one).
    short_zh: dict[str, str] = field(default_factory=dict)
    #: Its issuer as a Chinese tooltip names it, by language, where the issuer has a Chinese name (a place, an
    #: authority: 澳門, 法國內政部); a company or a website keeps its own name.
    issuer_zh: dict[str, str] = field(default_factory=dict)
    #: Its title in a Chinese tooltip, by language: the title a text published in Chinese gives itself
    #: (《百家樂法定規章》), or words for a title the registry describes rather than quotes; any other keeps
    #: its title in its own language.
    title_zh: dict[str, str] = field(default_factory=dict)
    #: What this guide read of the text: which copy, where and when, and what it could not read.
    read: str = ""
    #: The texts that amended it, in order, each with what it changed and what this guide read of it.
    amendments: tuple[Amendment, ...] = ()
    #: What the guide uses it for, its note and what was read, by language, where the registry says them in
    #: Chinese: a Chinese page then lists the source in its own language (its articles stay as cited).
    used_zh: dict[str, str] = field(default_factory=dict)
    note_zh: dict[str, str] = field(default_factory=dict)
    read_zh: dict[str, str] = field(default_factory=dict)
    dated_zh: dict[str, str] = field(default_factory=dict)

    def part(self, key: str) -> Part:
        """The part ``key``; raises :class:`KeyError` naming the parts there are."""
        for part in self.parts:
            if part.key == key:
                return part
        raise KeyError(f"{self.key!r} has no part {key!r}: it has {', '.join(p.key for p in self.parts) or 'none'}")

    def anchor(self, part: str = "") -> str:
        return f"src-{self.key}" + (f"-{part.replace('.', '-')}" if part else "")


def _source(key: str, entry: dict[str, Any]) -> Source:
    """One registry entry, checked: an official text names its articles and an address for each."""
    fields = dict(entry)
    parts = tuple(Part(key=k, **v) for k, v in fields.pop("parts", {}).items())
    amendments = tuple(Amendment(**amendment) for amendment in fields.pop("amendments", []))
    source = Source(key=key, parts=parts, amendments=amendments, **fields)
    if source.section not in SECTIONS:
        raise ValueError(f"source {key!r}: section {source.section!r} is not one of {', '.join(SECTIONS)}")
    if source.kind not in KINDS:
        raise ValueError(f"source {key!r}: kind {source.kind!r} is not one of {', '.join(KINDS)}")
    if not source.url.startswith("https://") and not source.url.startswith("http://"):
        raise ValueError(f"source {key!r}: its address must be a web address, not {source.url!r}")
    if source.kind == "official" and not source.parts:
        raise ValueError(f"source {key!r}: an official text cites its articles or sections")
    return source


@cache
def read_sources(path: Path = REGISTRY) -> dict[str, Source]:
    """The registry, by key, in the order it is written.

        >>> sources = read_sources()
        >>> sources["pa-631a"].part("631a.11").label
        '§ 631a.11'

    Raises :class:`ValueError` for an entry that is not a whole source.
    """
    with path.open("rb") as file:
        return {key: _source(key, entry) for key, entry in tomllib.load(file).items()}


def _day(day: date, lang: str = "en") -> str:
    """A day as the edition writes it, by Babel's long format.

    >>> _day(date(2026, 12, 5)), _day(date(2026, 12, 5), "zh-Hant")
    ('5 December 2026', '2026年12月5日')
    """
    return format_date(day, format="long", locale="en_GB" if lang == "en" else lang.replace("-", "_"))


def section_html(section: str, sources: dict[str, Source] | None = None, *, lang: str = "en") -> str:
    """The Sources page's list for one section: each source with its issuer, title, date, kind, the
    articles the guide uses (each with its own anchor, the target of every citation) and the day it
    was checked."""
    if section not in SECTIONS:
        raise ValueError(f"unknown sources section {section!r}: use one of {', '.join(SECTIONS)}")
    listed = (sources or read_sources()).values()
    return (
        f'<ul class="bac-sources">{"".join(_item(source, lang) for source in listed if source.section == section)}</ul>'
    )


def _said(described: Source | Part | Amendment, field: str, lang: str) -> str:
    """The registry's ``field`` of a source, an article or an amendment in ``lang``: its ``<field>_zh`` words there,
    else its English."""
    english: str = getattr(described, field)
    return english if lang == "en" else getattr(described, f"{field}_zh").get(lang, english)


def _item(source: Source, lang: str) -> str:
    """One source as the Sources page lists it: in the edition's language where the registry describes it in that
    language too (``used_zh``: then its articles and amendments too, a test holds), else in English, marked so
    (screen readers read it so)."""
    said = lang if lang in source.used_zh else "en"
    w = words(said)
    gap = " " if said == "en" else ""  # Chinese sets no space between sentences
    issuer = f"<strong>{escape(_said(source, 'issuer', said))}</strong>"
    title = f'<a href="{escape(source.url)}">{escape(_said(source, "title", said))}</a>'
    dated = escape(_said(source, "dated", said))
    if said != "en" and said not in source.dated_zh:
        dated = f'<span lang="en">{dated}</span>'
    head = w("{issuer}, {title} ({dated}).", issuer=issuer, title=title, dated=dated)
    kind = w("{kind}.", kind=w(KINDS[source.kind]))
    note, read = _said(source, "note", said), _said(source, "read", said)
    said_read = w("What this guide read: {read}", read=escape(read))
    checked = w("Checked {day}.", day=_day(source.checked, said))
    marked = ' lang="en"' if said != lang else ""
    return (
        f'<li id="{source.anchor()}" data-kind="{source.kind}"{marked}>{head}{gap}'
        f'<span class="bac-source-kind">{kind}</span>{gap}{escape(_said(source, "used", said))}'
        + (f"{gap}{escape(note)}" if note else "")
        + (f'{gap}<span class="bac-read">{said_read}</span>' if read else "")
        + _amendments_html(source, said)
        + "".join(_part_html(source, part, said) for part in source.parts)
        + f'{gap}<span class="bac-checked">{checked}</span></li>'
    )


def _part_html(source: Source, part: Part, lang: str) -> str:
    """One article the guide uses, as its source's entry lists it (the target of its citations), in ``lang``."""
    w = words(lang)
    if lang == "en":
        label = escape(part.label)
    elif _ARTICLE.fullmatch(part.label):
        label = escape(_chinese_article(part.label, lang))
    else:  # a section's own name (§ 631a.11) stays as its text writes it
        label = f'<span lang="en">{escape(part.label)}</span>'
    reproduction = w("a reproduction")
    copy = f'<a href="{escape(part.reproduction)}">{escape(reproduction)}</a>'
    reproduced = w("(Wording checked in {copy} of the text; the official page is linked first.)", copy=copy)
    linked = f'<a href="{escape(part.url or source.url)}">{label}</a>'
    return (
        f'<span class="bac-source-part" id="{source.anchor(part.key)}">'
        + w("{label}: {used}", label=linked, used=escape(_said(part, "used", lang)))
        + (f' <span class="bac-reproduction">{reproduced}</span>' if part.reproduction else "")
        + "</span>"
    )


def _amendments_html(source: Source, lang: str) -> str:
    """A source's amendments as a small table, one row each: the amending text (linked where it has an
    address), what it changed, and what this guide read of it, in ``lang``. On a phone the rows stack, each cell
    named."""
    if not source.amendments:
        return ""
    w = words(lang)
    columns = (w("Amendment"), w("What it changed"), w("What this guide read"))

    def named(amendment: Amendment) -> str:
        name = escape(_said(amendment, "text", lang))
        linked = f'<a href="{escape(amendment.url)}">{name}</a>' if amendment.url else name
        published = _said(amendment, "published", lang)
        return linked + (w(" ({published})", published=escape(published)) if published else "")

    rows = "".join(
        f'<tr><th scope="row">{named(amendment)}</th>'
        f'<td data-label="{escape(columns[1])}">{escape(_said(amendment, "changed", lang))}</td>'
        f'<td data-label="{escape(columns[2])}">{escape(_said(amendment, "read", lang))}</td></tr>'
        for amendment in source.amendments
    )
    head = "".join(f'<th scope="col">{escape(name)}</th>' for name in columns)
    caption = w("The amendments: what each changed, and what this guide read of it")
    return (
        f'<div class="bac-stacks bac-amendments"><table id="{source.anchor("amendments")}">'
        f"<caption>{escape(caption)}</caption><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table></div>"
    )


def _cited(key: str, part: str, sources: dict[str, Source] | None = None, lang: str = "en") -> tuple[Source, str]:
    """The source cited and the citation's words in ``lang``: "58 Pa. Code § 631a.11", "Macau rules, art.
    7(1)"; in Chinese, a text published in Chinese by its Chinese name ("《百家樂法定規章》第7條第1款"), any
    other by its own (English) words."""
    registry = sources or read_sources()
    if key not in registry:
        raise KeyError(f"no source {key!r} in the registry")
    source = registry[key]
    named = source.part(part).label if part else ""
    if lang in source.short_zh:
        return source, source.short_zh[lang] + (_chinese_article(named, lang) if named else "")
    return source, f"{source.short}{', ' if named[:1].isalpha() else ' '}{named}" if named else source.short


_ARTICLE = re.compile(r"(?:art\.|s\.) ([\d-]+)(?:\((\d+)\))?( as amended)?")


def _chinese_article(label: str, lang: str) -> str:
    """ "art. 2(1)" as a Chinese text numbers it: 第2條第1款 (Traditional), 第2条第1款 (Simplified).

    >>> _chinese_article("art. 2(1)", "zh-Hant"), _chinese_article("s. 18", "zh-Hans")
    ('第2條第1款', '第18条')
    >>> _chinese_article("art. 55-14 as amended", "zh-Hant")
    '第55-14條（修訂後）'
    """
    found = _ARTICLE.fullmatch(label)
    if found is None:
        raise KeyError(f"{label!r} is not an article a Chinese citation can name")
    hant = lang == "zh-Hant"
    article = "條" if hant else "条"
    words = f"第{found.group(1)}{article}" + (f"第{found.group(2)}款" if found.group(2) else "")
    return words + (("（修訂後）" if hant else "（修订后）") if found.group(3) else "")


def tooltip(source: Source, part: str = "", lang: str = "en") -> str:
    """What a citation of ``source`` (its article ``part``) says when pointed at, in ``lang``: its issuer, its
    title and the article. In Chinese the surrounding words are the page's, and the title is the one the text gives
    itself: a text published in Chinese by its Chinese title, any other in its own language.

        >>> sources = read_sources()
        >>> tooltip(sources["macau-bacara"], "art-18", "zh-Hant"), tooltip(sources["macau-bacara"], "art-18", "zh-Hans")
        ('澳門《百家樂法定規章》第18條', '澳门《百家乐法定规章》第18条')
        >>> tooltip(sources["pa-631a"], "631a.11", "zh-Hant")
        '美國賓夕法尼亞州博彩管制委員會：58 Pa. Code chapter 631a, Baccarat，§ 631a.11'
        >>> tooltip(sources["pa-631a"], "631a.11")
        'Pennsylvania Gaming Control Board, 58 Pa. Code chapter 631a, Baccarat, § 631a.11'

    Raises :class:`KeyError` for an unknown part.
    """
    label = source.part(part).label if part else ""
    if lang == "en" or not lang.startswith("zh"):
        return ", ".join(words for words in (source.issuer, source.title, label) if words).replace('"', "'")
    who = source.issuer_zh.get(lang, source.issuer)
    where = _chinese_article(label, lang) if _ARTICLE.fullmatch(label) else label
    if lang in source.title_zh and source.title_zh[lang].startswith("《"):  # a Chinese title, in its own marks
        return f"{who}{source.title_zh[lang]}{where}"
    what = source.title_zh.get(lang, source.title)
    return (f"{who}：{what}" + (f"，{where}" if where else "")).replace('"', "'")


def cite_markdown(
    key: str, part: str, page_src: str, sources: dict[str, Source] | None = None, *, lang: str = "en"
) -> str:
    """A citation as a Markdown link to its entry on the Sources page, relative to ``page_src``.

        >>> cite_markdown("pa-631a", "631a.11", "rules/banker.md").partition(" ")[2].partition("(")[0]
        'Pa. Code § 631a.11]'
        >>> cite_markdown("pa-631a", "631a.11", "rules/banker.md").partition("(")[2].split()[0]
        '../sources.md#src-pa-631a-631a-11'

    Raises :class:`KeyError` for an unknown source or part, naming what there is.
    """
    source, label = _cited(key, part, sources, lang)
    target = posixpath.relpath(SOURCES_PAGE, posixpath.dirname(page_src) or ".")
    title = tooltip(source, part, lang)
    return f'[{_label_html(label, source, lang)}]({target}#{source.anchor(part)} "{title}"){{ .bac-cite }}'


def _label_html(label: str, source: Source, lang: str) -> str:
    """A citation's words as HTML: on a Chinese page, an English name says it is English (screen readers read it
    so), while the link and its tooltip are in the page's language.

    >>> _label_html("58 Pa. Code § 631a.11", read_sources()["pa-631a"], "zh-Hans")
    '<span lang="en">58 Pa. Code § 631a.11</span>'
    """
    if lang == "en" or lang in source.short_zh:
        return escape(label)
    return f'<span lang="en">{escape(label)}</span>'


def cite_html(reference: str, page_src: str, *, lang: str = "en") -> str:
    """A citation (``KEY`` or ``KEY#PART``) as an HTML link, for a generated table. Each page is served as
    a folder (``rules/banker.md`` as ``rules/banker/``), so the link climbs out of the page's folder.

        >>> cite_html("macau-bacara#art-3", "at-the-table.md")[:68]
        '<a class="bac-cite" href="../sources/#src-macau-bacara-art-3" title='

    Raises :class:`KeyError` for an unknown source or part.
    """
    key, _, part = reference.partition("#")
    source, label = _cited(key, part, lang=lang)
    folder = "" if page_src == "index.md" else page_src.removesuffix(".md").removesuffix("/index") + "/"
    href = "../" * folder.count("/") + f"sources/#{source.anchor(part)}"
    title = escape(tooltip(source, part, lang))
    return f'<a class="bac-cite" href="{href}" title="{title}">{_label_html(label, source, lang)}</a>'


def procedures_html(page_src: str, path: Path = PROCEDURES, *, lang: str = "en") -> str:
    """How places run a shoe, side by side (``procedures.toml``), each cell citing its source, in the
    page's language where the file words it (``text_zh``, ``step_zh``, … by language). On a phone the rows
    stack, each cell under its column's name."""
    with path.open("rb") as file:
        data = tomllib.load(file)

    def said(entry: dict[str, Any], key: str) -> str:
        """An entry's words in the page's language (``<key>_zh``, by language), English where it has none."""
        return str(entry.get(f"{key}_zh", {}).get(lang, entry[key]))

    columns = data.get("columns_zh", {}).get(lang, data["columns"])
    step_word = data.get("step_zh", {}).get(lang, "Step")
    head = "".join(f'<th scope="col">{escape(name)}</th>' for name in (step_word, *columns))
    # A citation in brackets after the words: Chinese writes its own brackets, with no space before them.
    opening, closing = (" (", ")") if lang == "en" else ("（", "）")
    rows = []
    for row in data["row"]:
        cells = "".join(
            f'<td data-label="{escape(name)}">{escape(said(cell, "text"))}'
            + (f"{opening}{cite_html(cell['cite'], page_src, lang=lang)}{closing}" if "cite" in cell else "")
            + "</td>"
            for name, cell in zip(columns, row["cells"], strict=True)
        )
        rows.append(f'<tr><th scope="row">{escape(said(row, "step"))}</th>{cells}</tr>')
    table = (
        f'<table id="{data["id"]}"><caption>{escape(said(data, "caption"))}</caption><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )
    return f'<div class="bac-stacks">{table}</div>'


def with_sources(markdown: str, src: str, lang: str) -> str:
    """Page ``src``'s Markdown with its citations as links, and the Sources page's lists drawn from the
    registry, in ``lang``.

    Raises :class:`PluginError` naming the page and the citation or list it cannot draw.
    """

    def cite(match: re.Match[str]) -> str:
        try:
            return cite_markdown(match.group(1), match.group(2) or "", src, lang=lang)
        except KeyError as error:
            raise PluginError(f"{src}: {match.group(0)}: {error.args[0]}") from error

    def listed(match: re.Match[str]) -> str:
        try:
            if match.group(1) == PROCEDURES_FENCE:
                return procedures_html(src, lang=lang)
            if match.group(1) == TERMS_FENCE:
                return terms_html(lambda reference: cite_html(reference, src, lang=lang), lang)
            return section_html(match.group(2).strip(), lang=lang)
        except (ValueError, KeyError) as error:
            raise PluginError(f"{src}: {error}") from error

    return _FENCE.sub(listed, CITE.sub(cite, markdown))
