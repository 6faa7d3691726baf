"""MkDocs hook: the first use of each glossary term on a page links to its entry.

The glossary page is the only list of terms: each entry is a definition term with an
anchor (``Cut card { #cut-card }``), and ``.bac-name`` marks a name that is matched
only as written (so "Player" the hand is linked, "a player" at the table is not).
Other terms match with either case of their first letter, and with a plural "s" or "es".

Only running text is linked: never headings, links, code, tables, figures, forms, the
live widgets or the worked coups, and never a term inside its own glossary entry.
"""

from __future__ import annotations

import posixpath
import re
from typing import Any, NamedTuple

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


def read_terms(markdown: str) -> list[Term]:
    """The glossary's terms, longest first (so "Cut card" is found before a shorter term inside it).

    A Chinese edition's entry names its term, then its English (``閒家 <span lang="en">Player</span>``): the term
    is its Chinese, found wherever it is written, since Chinese puts no space between words (a longer term holding
    it, 補牌表 for 補牌, is still found first: see :func:`link_terms`).

        >>> [term.text for term in read_terms("補牌 <span lang=en>draw</span> { #draw }\\n:   Taking a card.\\n")]
        ['補牌']
    """
    terms = []
    for entry, anchor, options in _ENTRY.findall(markdown):
        text = re.sub(r"\s*<span\b.*", "", entry)
        if _CJK.search(text):
            if len(text) == 1:  # one character (局) is part of too many words (牌局, 協調局) to be found alone
                continue
            pattern = re.compile(re.escape(text))
        else:
            head = re.escape(text[0]) if ".bac-name" in options else f"[{text[0].upper()}{text[0].lower()}]"
            plural = "(?:e?s)?" if text[-1].isalpha() else ""
            pattern = re.compile(rf"(?<![\w-]){head}{re.escape(text[1:])}{plural}(?![\w-])")
        terms.append(Term(text, anchor, pattern))
    return sorted(terms, key=lambda term: -len(term.text))


def link_terms(html: str, terms: list[Term], glossary_url: str) -> str:
    """``html`` with the first use of each term in running text linked to ``glossary_url#anchor``.

    >>> terms = read_terms("Coup { #coup }\\n:   A round.\\n\\nPlayer { #player .bac-name }\\n:   A hand.\\n")
    >>> link_terms("<h1>Coup</h1><p>Each coup: a player bets on the Player. Coups end.</p>", terms, "g/")
    '<h1>Coup</h1><p>Each <a class="bac-term" href="g/#coup">coup</a>: a player bets on the \
<a class="bac-term" href="g/#player">Player</a>. Coups end.</p>'
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
        link = f'<a class="bac-term" href="{glossary_url}#{term.anchor}">{text[start:end]}</a>'
        text = text[:start] + link + text[end:]
    return text


_terms: list[Term] = []


def on_config(config: Any) -> Any:
    """Read the terms from the glossary page's own source."""
    _terms[:] = read_terms(page_source(config, GLOSSARY).read_text(encoding="utf-8"))
    return config


def on_page_content(html: str, page: Any, config: Any, files: Any) -> str:
    """Link the first use of each term on every page but those in :data:`NOT_LINKED` and the API's."""
    if page.file.src_uri in NOT_LINKED or is_reference(page.file.src_uri):
        return html
    target = posixpath.relpath("glossary", page.url or ".") + "/"  # page URLs are directories: "rules/banker/"
    return link_terms(html, _terms, target)
