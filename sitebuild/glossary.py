"""The first use of each glossary term on a page links to its entry, and carries its definition (a step of
:mod:`sitebuild.plugin`).

The glossary page is the only list of terms: each entry is a definition term with an
anchor (``Cut card { #cut-card }``), and ``.bac-name`` marks a name that is matched
only as written (so "Player" the hand is linked, "a player" at the table is not).
Other terms match with either case of their first letter, and with a plural "s" or "es".

Only running text is linked: never headings, links, code, tables, figures, forms, the
live widgets or the worked coups, and never a term inside its own glossary entry. A term is
linked once a page, and not at all on a page its entry sends the reader to as a whole ("See the
Banker's chart": the Banker's page explains the tableau in full, and needs no link to it).

Each link carries its term and its definition in plain words (``data-term``, ``data-definition``, in
the edition's language, the citations left to the glossary), so the browser shows the definition in
place (``widgets/glossary.js``); without JavaScript the link leads to the glossary, as any link does.

The site's search finds each entry on its own (:func:`search_entries`): Material's search indexes a page by its
headings, and the entries are a definition list, so a search for "cut card" would otherwise find the whole
glossary as one result. Each entry is one more search document, at its own anchor, its definition as its text.
"""

from __future__ import annotations

import html
import posixpath
import re
from collections.abc import Callable
from typing import Any, NamedTuple

from baccarat.render.markup import escape
from sitebuild.editions import page_source
from sitebuild.reference import is_reference

GLOSSARY = "glossary.md"
#: Pages left as they are: the glossary itself, and the API reference (code, not the reader's prose), whose
#: module pages :func:`.reference.is_reference` knows too.
NOT_LINKED = frozenset({GLOSSARY, "reference.md"})
_ENTRY = re.compile(r"^(\S[^\n{]*?)\s*\{\s*#([\w-]+)([^}]*)\}\s*\n:", re.M)
_TAG = re.compile(r"(<!--.*?-->|<[^>]*>)", re.S)
_NAME = re.compile(r"</?\s*([a-zA-Z][\w-]*)")
# Elements whose text is never linked (a generated <section> included), and those that hold running text.
_SKIP = frozenset({"a", "code", "pre", "kbd", "h1", "h2", "h3", "h4", "h5", "h6", "table", "svg", "script", "style",
                   "button", "label", "select", "textarea", "summary", "figure", "dt", "form", "section"})  # fmt: skip
_PROSE = frozenset({"p", "li", "dd"})
_CJK = re.compile(r"[\u3400-\u9fff]")
#: A title in Chinese book-title marks.
_TITLE = re.compile(r"《[^》]*》")
_VOID = frozenset({"area", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})


class Term(NamedTuple):
    text: str
    anchor: str
    pattern: re.Pattern[str]
    #: The definition in plain words: no markup, no citation (the glossary shows those).
    definition: str = ""
    #: The pages the entry sends the reader to as a whole (``rules/banker.md``): the term is not linked on them.
    pages: frozenset[str] = frozenset()


_DEFINITION_LINE = re.compile(r"^(?: {4}|\t)(.*)$")
_CITATION = re.compile(r"[,;，；、]?\s*\[cite:[^\]]*\]")
_EMPTY_BRACKETS = re.compile(r"\s*[（(]\s*[)）]")
_MD_LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]*)[^)]*\)")
_PAGE = re.compile(r"^([\w/.-]+\.md)$")  # a whole page (not a section of one: other-games.md#banque)
_SEE = re.compile(r"(?<=[.。])\s*(?:See|見|见)[^.。]*\]\([^)]*\)[^.。]*[.。]")
_SEE_AFTER = re.compile(r"\s*[:：,，;；]\s*(?:see|見|见)[^.。]*\]\([^)]*\)[^.。]*([.。])\s*$")
_EMPHASIS = re.compile(r"(\*{1,2}|_{2})(\S(?:.*?\S)?)\1")


def plain_definition(markdown: str) -> tuple[str, frozenset[str]]:
    """A definition's Markdown as plain words, and the whole pages it links to (not a page's section).

    Citations go (with the brackets they leave empty), links and emphasis keep their words,
    HTML keeps its text; what is left is text, escaped where it is written into a page.

        >>> plain_definition("A box ([cite:macau-bacara#art-1]); with [roads](roads.md#big), *not* <b>x</b>.")
        ('A box; with roads, not x.', frozenset())
        >>> plain_definition("A road. See [roads](roads.md)."), plain_definition("Costly: see [edge](edge.md).")[0]
        (('A road.', frozenset({'roads.md'})), 'Costly.')
        >>> plain_definition("牌靴（澳門的規章容許 6 至 12 副，[cite:macau-bacara#art-1]）。")[0]
        '牌靴（澳門的規章容許 6 至 12 副）。'
    """
    pages = frozenset(page.group(1) for _, target in _MD_LINK.findall(markdown) if (page := _PAGE.match(target)))
    # "See [at the table](…)." is a link or nothing: the popover's own link leads on (to the entry, and its links).
    text = _SEE_AFTER.sub(r"\1", _SEE.sub("", markdown))
    text = _CITATION.sub("", text)
    text = _EMPTY_BRACKETS.sub("", text)
    text = _MD_LINK.sub(r"\1", text)
    text = _EMPHASIS.sub(r"\2", text)
    text = html.unescape(re.sub(r"<[^>]*>", "", text))
    return re.sub(r"\s+", " ", text).strip(), pages


def _definition_after(markdown: str, start: int) -> str:
    """The definition that begins at ``start`` (after its ``:``), to the end of its indented lines."""
    lines = markdown[start:].split("\n")
    kept = [lines[0].strip()]
    for line in lines[1:]:
        indented = _DEFINITION_LINE.match(line)
        if not indented or not line.strip():
            break
        kept.append(indented.group(1).strip())
    return " ".join(kept)


class Entry(NamedTuple):
    """A glossary entry as its page writes it: the term (without its English, in a Chinese edition), its anchor,
    its options (``.bac-name``), its definition in plain words and the whole pages it sends the reader to."""

    text: str
    anchor: str
    options: str
    definition: str
    pages: frozenset[str]


def read_entries(markdown: str) -> list[Entry]:
    """Every entry of the glossary's Markdown, in the page's order, one character long or not (:func:`read_terms`
    leaves those out).

        >>> [entry[:4] for entry in read_entries("局 <span lang=en>coup</span> { #ju }\\n:   一局（[cite:x#y]）。")]
        [('局', 'ju', ' ', '一局。')]
    """
    entries = []
    for found in _ENTRY.finditer(markdown):
        entry, anchor, options = found.groups()
        definition, pages = plain_definition(_definition_after(markdown, found.end()))
        entries.append(Entry(re.sub(r"\s*<span\b.*", "", entry), anchor, options, definition, pages))
    return entries


def read_terms(markdown: str) -> list[Term]:
    """The glossary's terms, longest first (so "Cut card" is found before a shorter term inside it).

    A Chinese edition's entry names its term, then its English (``閒家 <span lang="en">Player</span>``): the term
    is its Chinese, found wherever it is written, since Chinese puts no space between words (a longer term holding
    it, 補牌表 for 補牌, is still found first: see :func:`link_terms`).

        >>> [term.text for term in read_terms("補牌 <span lang=en>draw</span> { #draw }\\n:   Taking a card.\\n")]
        ['補牌']
    """
    terms = []
    for text, anchor, options, definition, pages in read_entries(markdown):
        if _CJK.search(text):
            if len(text) == 1:  # one character (局) is part of too many words (牌局, 協調局) to be found alone
                continue
            pattern = re.compile(re.escape(text))
        else:
            head = re.escape(text[0]) if ".bac-name" in options else f"[{text[0].upper()}{text[0].lower()}]"
            plural = "(?:e?s)?" if text[-1].isalpha() else ""
            pattern = re.compile(rf"(?<![\w-]){head}{re.escape(text[1:])}{plural}(?![\w-])")
        terms.append(Term(text, anchor, pattern, definition, pages))
    return sorted(terms, key=lambda term: -len(term.text))


def link_terms(html: str, terms: list[Term], glossary_url: str) -> str:
    """``html`` with the first use of each term in running text linked to ``glossary_url#anchor``, carrying
    the term and its definition.

    >>> terms = read_terms("Coup { #coup }\\n:   A round.\\n\\nPlayer { #player .bac-name }\\n:   A hand.\\n")
    >>> link_terms("<h1>Coup</h1><p>Each coup: a player bets on the Player. Coups end.</p>", terms, "g/")
    '<h1>Coup</h1><p>Each <a class="bac-term" href="g/#coup" data-term="Coup" data-definition="A round.">coup</a>: \
a player bets on the <a class="bac-term" href="g/#player" data-term="Player" data-definition="A hand.">Player</a>. \
Coups end.</p>'
    """
    pending = list(terms)
    stack: list[str] = []
    skipping = prose = 0
    out = []
    for piece in _TAG.split(html):
        if piece.startswith("<"):
            name_match = _NAME.match(piece)
            if name_match and not piece.startswith("<!"):
                name = name_match.group(1).lower()
                if piece.startswith("</"):
                    while stack:
                        opened = stack.pop()
                        skipping -= opened in _SKIP or opened == "widget"
                        prose -= opened in _PROSE
                        if opened == name or (opened == "widget" and name == "div"):
                            break
                elif name not in _VOID and not piece.endswith("/>"):
                    # A widget, or a worked coup's felt and steps: generated, and not prose.
                    kind = "widget" if name == "div" and ("data-widget" in piece or "bac-coup" in piece) else name
                    stack.append(kind)
                    skipping += kind in _SKIP or kind == "widget"
                    prose += kind in _PROSE
            out.append(piece)
        elif pending and prose and not skipping:
            out.append(_link_first(piece, terms, pending, glossary_url))
        else:
            out.append(piece)
    return "".join(out)


def _link_first(text: str, terms: list[Term], pending: list[Term], glossary_url: str) -> str:
    """Link the first use of each pending term in ``text``, dropping it from ``pending``.

    Every use of every term is found first, longest terms first, so a shorter term inside a
    longer one ("card" in "cut card") never counts as a use of its own.
    """
    # A book's title (《百家樂法定規章》) is a name, not running text: no term inside it is a use.
    uses: list[tuple[int, int, Term | None]] = [(title.start(), title.end(), None) for title in _TITLE.finditer(text)]
    for term in terms:
        for match in term.pattern.finditer(text):
            if not any(start < match.end() and match.start() < end for start, end, _ in uses):
                uses.append((match.start(), match.end(), term))
    first: list[tuple[int, int, Term]] = []
    for start, end, used in sorted(uses, key=lambda use: use[0]):
        if used is not None and used in pending:
            pending.remove(used)
            first.append((start, end, used))
    for start, end, term in reversed(first):
        said = (
            f' data-term="{escape(term.text)}" data-definition="{escape(term.definition)}"' if term.definition else ""
        )
        # An ordinary inline link (and, in the browser, an inline span: widgets/glossary.js): the line breaks around
        # it as around the text it is, so "。" after a term never begins a line.
        link = f'<a class="bac-term" href="{glossary_url}#{term.anchor}"{said}>{text[start:end]}</a>'
        text = text[:start] + link + text[end:]
    return text


def glossary_terms(config: Any) -> list[Term]:
    """The terms of the glossary page of the edition ``config`` builds, read from its own source."""
    return read_terms(page_source(config, GLOSSARY).read_text(encoding="utf-8"))


def with_term_links(html_text: str, page: Any, terms: list[Term]) -> str:
    """``page``'s HTML with the first use of each of the glossary's ``terms`` linked, on every page but those in
    :data:`NOT_LINKED` and the API's, and on a page but the terms whose entry sends the reader to it."""
    if page.file.src_uri in NOT_LINKED or is_reference(page.file.src_uri):
        return html_text
    target = posixpath.relpath("glossary", page.url or ".") + "/"  # page URLs are directories: "rules/banker/"
    return link_terms(html_text, [term for term in terms if page.file.src_uri not in term.pages], target)


#: How much more an entry weighs in the search than a section of a page (lunr's document boost, which Material's search
#: passes on): a search for a term ("natural", "cut card") finds its entry first, above the pages whose headings
#: name it (an article outweighs a section five to two); a search for more than a term ("banker chart") still finds
#: the pages first.
SEARCH_BOOST = 5


def search_entries(markdown: str, url: str, segment: Callable[[str], str] | None = None) -> list[dict[str, str | int]]:
    """One search document per entry of the glossary's Markdown, in the shape of Material's search index: its
    ``location`` the entry's anchor on the glossary page (at ``url``), its ``title`` the term, its ``text`` the
    definition in plain words (the one a term's popover shows), its ``boost`` :data:`SEARCH_BOOST`. ``segment`` cuts
    Chinese into words as Material's search cuts the rest of the index (jieba, a zero-width space between words).

        >>> search_entries("Cut card { #cut-card }\\n:   A card. See [the burn](at-the-table.md).\\n", "glossary/")
        [{'location': 'glossary/#cut-card', 'title': 'Cut card', 'text': 'A card.', 'boost': 5}]
    """
    cut = segment or (lambda text: text)
    return [
        {
            "location": f"{url}#{entry.anchor}",
            "title": cut(entry.text),
            "text": cut(entry.definition),
            "boost": SEARCH_BOOST,
        }
        for entry in read_entries(markdown)
    ]


def index_entries(page: Any, config: Any) -> None:
    """On the glossary page, after Material's search has indexed it (its own sections, the whole list of entries
    among them), add one search document per entry just after them (Material finds a section's page as the
    document before it with the same path), so a search for a term leads to its entry, at its anchor. No entry's
    anchor changes: the anchors are the glossary's public addresses."""
    if page.file.src_uri != GLOSSARY:
        return
    search = next((plugin for plugin in config.plugins.values() if hasattr(plugin, "search_index")), None)
    if search is None or not search.config.get("enabled", True):
        return
    index = search.search_index
    try:
        import jieba  # noqa: F401  # Material's search segments Chinese only when jieba is installed
    except ImportError:
        segment = None
    else:
        segment = getattr(index, "_segment_chinese", None)
    markdown = page_source(config, GLOSSARY).read_text(encoding="utf-8")
    index.entries.extend(search_entries(markdown, page.url, segment))
