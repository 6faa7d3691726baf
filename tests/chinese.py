"""What every Chinese text of the guide is checked for: its script, the term table, and English left in it."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Collection, Mapping
from pathlib import Path

import zhon.cedict

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
    script writes (``names``, a reader's own spelling of a name, aside). Only the texts with a fault are named."""
    found = {}
    for name, text in texts.items():
        own = text
        for spelled in names:
            own = own.replace(spelled, "")
        wrong = [
            *(f"English word {word!r}" for word in english_words(text) if word not in kept),
            *rejected_terms(text, lang),
            *(f"{char}: the other script's" for char in sorted(wrong_script(own, lang))),
        ]
        if wrong:
            found[name] = wrong
    return found
