"""What every Chinese text of the guide is checked for: its script, the term table, and English left in it; and
what of a built page a reader meets (:func:`page_texts`), the whole page, frame included."""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Collection, Iterator, Mapping
from pathlib import Path

import zhon.cedict
from bs4 import BeautifulSoup, Tag
from bs4.element import NavigableString

TERMS = tomllib.loads((Path(__file__).parent.parent / "sitebuild" / "data" / "terms.toml").read_text("utf-8"))
#: Characters only one script writes (CC-CEDICT's Traditional and Simplified columns).
TRADITIONAL_ONLY = frozenset(zhon.cedict.traditional) - frozenset(zhon.cedict.simplified)
SIMPLIFIED_ONLY = frozenset(zhon.cedict.simplified) - frozenset(zhon.cedict.traditional)
SCRIPT = {"zh-Hant": "hant", "zh-Hans": "hans"}
#: Latin words a Chinese text may hold: card ranks, the game's own name, units and names.
ALLOWED_LATIN = frozenset(
    [
        "A",
        "J",
        "Q",
        "K",
        "Punto",
        "Banco",
        "Python",
        "API",
        "Pyodide",
        "JavaScript",
        "WebAssembly",
        "PNG",
        "SVG",
        "DICJ",
        "Despacho",
        "Macau",
        "MkDocs",
        "Material",
        "Lucky",
        "EZ",
        "Baccarat",
        "JQK",  # the pocket dealer's key for the cards that count 0 (ten and the court cards: 10 JQK)
        "Enter",  # a key's name, as the keyboard says it
        "Scribd",  # a website a cited sheet was posted on
        "UTC",  # the time zone of a page's last update, in its date's tooltip
    ]
)


def wrong_script(text: str, lang: str) -> set[str]:
    """The characters of ``text`` that only the other script writes."""
    other = TRADITIONAL_ONLY if lang == "zh-Hans" else SIMPLIFIED_ONLY
    return set(text) & other


def rejected_terms(text: str, lang: str) -> list[str]:
    """The term table's rejected variants that ``text`` uses."""
    script = SCRIPT[lang]
    found = []
    for term in TERMS.values():
        for word in (*term.get("reject", ()), *term.get(f"reject_{script}", ())):
            if word in text:
                found.append(f"{word} (use {term[script]}: {term.get('why', '')})")
    return found


def english_words(text: str) -> list[str]:
    """Words of three or more Latin letters in ``text`` that are not on the allowed list."""
    return [word for word in re.findall(r"[A-Za-z][A-Za-z'’-]{2,}", text) if word not in ALLOWED_LATIN]


def faults(
    texts: Mapping[str, str], lang: str, *, kept: Collection[str] = (), names: Collection[str] = ()
) -> dict[str, list[str]]:
    """What each of ``texts`` (a reader's visible text, by what shows it) gets wrong in ``lang``: an English word
    left (beyond those ``kept``: a technology's name, a card's key), a rejected term, or a character only the other
    script writes (``names`` aside: a name as its owner writes it, a reader's player or a cited text's own title).
    Only the texts with a fault are named."""
    found = {}
    for name, text in texts.items():
        own = text
        for spelled in names:
            own = own.replace(spelled, "")
        wrong = [
            *(f"English word {word!r}" for word in english_words(own) if word not in kept),
            *rejected_terms(text, lang),
            *(f"{char}: the other script's" for char in sorted(wrong_script(own, lang))),
        ]
        if wrong:
            found[name] = wrong
    return found


def rejected_words(lang: str) -> set[str]:
    """The term table's rejected variants in ``lang``."""
    script = SCRIPT[lang]
    return {word for term in TERMS.values() for word in (*term.get("reject", ()), *term.get(f"reject_{script}", ()))}


#: The attributes whose words reach a reader: a tooltip, what a screen reader says for an element, a field's
#: hint, an image's text.
READ_ATTRIBUTES = ("title", "aria-label", "aria-description", "aria-roledescription", "placeholder", "alt")
#: What is never read as text: scripts, styles, code, fields (their hints are attributes), a card's drawing (its
#: ARIA label names it) and an SVG's title (its ARIA label again).
NOT_READ = "script, style, code, pre, kbd, textarea, input, .bac-cards, svg title"


def page_texts(soup: BeautifulSoup, lang: str) -> dict[str, str]:
    """Everything a reader meets on a built page of the edition in ``lang``, by where it shows: the window's
    title and the page's description, the visible text of the whole page (header, navigation, article, table of
    contents, footer), every tooltip, ARIA label, field hint and image text, and the words Material's scripts show
    later (search's messages, the copy button's).

    Left out: what is never read as text (:data:`NOT_READ`); what is marked as another language's, its attributes
    included (the edition switcher's other entries, an English name, the term table's other script's column, the
    English article of a page not yet translated); where such an article is the page's, the frame's repeats of its
    English title and headings (the header, the table of contents, the window's title); and a rejected term struck
    out where a page quotes it as the mistake it is (``<s>…</s>``).
    """
    page = soup  # read, never changed: what is left out is named in ``gone`` and passed over (the tree is shared)
    body = page.body
    assert isinstance(body, Tag)
    texts: dict[str, str] = {}
    config = page.select_one("script#__config")
    if config is not None:
        for key, words in json.loads(config.get_text())["translations"].items():
            texts[f"Material's {key!r}"] = words
    gone: set[int] = set()  # the elements left out (by id), with everything inside them
    own_title = ""  # an English page's title, wherever the frame repeats it
    article = body.select_one("article")
    english = isinstance(article, Tag) and article.get("lang", lang) != lang
    if english:  # an English page under the frame: its title, headings and description are its own
        topic = body.select_one('[data-md-component="header-topic"]')
        own_title = topic.get_text(" ", strip=True) if topic else ""
        for repeat in [*body.select(".md-header__topic"), *body.select(".md-nav__link")]:
            if repeat.get_text(" ", strip=True) == own_title:
                gone.add(id(repeat))
        anchors = {str(heading["id"]) for heading in article.find_all(id=True)} if article else set()
        for link in body.select('.md-nav a[href^="#"]'):
            if str(link["href"])[1:] in anchors:
                gone.add(id(link))
    texts["<title>"] = page.title.get_text().replace(own_title, "", 1) if page.title else ""
    for meta in page.select('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]'):
        name = str(meta.get("name") or meta.get("property"))
        if name.endswith("title"):
            texts[f"<meta {name}>"] = str(meta["content"]).replace(own_title, "", 1)
        elif name.endswith((":alt", "description")) and not (english and name.endswith("description")):
            texts[f"<meta {name}>"] = str(meta["content"])
    gone |= {id(other) for other in body.select(f'[lang]:not([lang="{lang}"])')}
    for element in _kept_tags(body, gone):
        for attribute in READ_ATTRIBUTES:
            if element.has_attr(attribute):
                value = str(element[attribute])
                texts[f'<{element.name} {attribute}="{value}">'] = value
    gone |= {id(hidden) for hidden in body.select(NOT_READ)}
    for struck in body.select("s"):
        if "".join(_kept_strings(struck, gone)) in rejected_words(lang):
            gone.add(id(struck))
    texts["the page's text"] = " ".join(_kept_strings(body, gone))
    return texts


def _kept_tags(tag: Tag, gone: set[int]) -> Iterator[Tag]:
    """The elements inside ``tag`` in the order ``find_all`` gives them, passing over those in ``gone`` (by id)."""
    for child in tag.contents:
        if isinstance(child, Tag) and id(child) not in gone:
            yield child
            yield from _kept_tags(child, gone)


def _kept_strings(tag: Tag, gone: set[int]) -> Iterator[str]:
    """The strings ``tag.get_text()`` joins (the kinds of string it reads), passing over the elements in ``gone``."""
    kinds = tag.interesting_string_types or tag.MAIN_CONTENT_STRING_TYPES

    def walk(parent: Tag) -> Iterator[str]:
        for child in parent.contents:
            if isinstance(child, Tag):
                if id(child) not in gone:
                    yield from walk(child)
            elif isinstance(child, NavigableString) and (
                type(child) is kinds if isinstance(kinds, type) else type(child) in kinds
            ):
                yield child

    return walk(tag)
