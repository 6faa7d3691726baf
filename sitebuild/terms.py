"""The guide's Chinese terms as a table (``sitebuild/data/terms.toml``), for the glossaries: each term in
English, Traditional and Simplified Chinese, whether Macau's regulation or common use gives it (with the
article, where one was read), and its Cantonese reading where a reader at a Macau table hears it (of the word players
say, where it is not the written one: 牌枱 for 牌桌)."""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from pathlib import Path

from baccarat.i18n import words
from baccarat.render.markup import escape

TERMS_FENCE = "baccarat-terms"
TERMS = Path(__file__).parent / "data" / "terms.toml"


def terms_html(cite: Callable[[str], str], lang: str, path: Path = TERMS) -> str:
    """The term table as HTML, its words in ``lang``, each regulation's word cited with ``cite`` (a
    ``KEY#PART`` reference as a link); on a phone its rows stack, each cell under its column's name.

    Raises :class:`KeyError` for a term citing a source or article the registry lacks.
    """
    w = words(lang)
    with path.open("rb") as file:
        terms = tomllib.load(file)
    columns = (w("English"), "繁體中文", "简体中文", w("From"), w("Cantonese (Jyutping)"))
    # Each script's column is named in its own script, marked as such (as the edition switcher is).
    named_in = {columns[1]: ' lang="zh-Hant"', columns[2]: ' lang="zh-Hans"'}
    head = "".join(f'<th scope="col"{named_in.get(name, "")}>{escape(name)}</th>' for name in columns)
    rows = []
    for term in terms.values():
        if not term.get("glossary", True):  # a name of the guide's own, held to one form, not a term of the game
            continue
        also_hant, also_hans = (
            _also(term, script, lang) for script, lang in (("hant", "zh-Hant"), ("hans", "zh-Hans"))
        )
        origin = cite(term["cite"]) if term["source"] == "regulation" else escape(w("common use"))
        cells = (
            f'<td data-label="{escape(columns[1])}" lang="zh-Hant">{escape(term["hant"])}{also_hant}</td>'
            f'<td data-label="{escape(columns[2])}" lang="zh-Hans">{escape(term["hans"])}{also_hans}</td>'
            f'<td data-label="{escape(columns[3])}">{origin}</td>'
            f'<td data-label="{escape(columns[4])}" lang="yue-Latn">{_reading(term)}</td>'
        )
        rows.append(f'<tr><th scope="row" lang="en">{escape(term["en"])}</th>{cells}</tr>')
    caption = w(
        "The guide's terms in Chinese: the word the guide writes, where it comes from (Macau's regulation or "
        "common use), and other words a reader will meet"
    )
    table = (
        f'<table id="chinese-terms"><caption>{escape(caption)}</caption><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )
    return f'<div class="bac-stacks">{table}</div>'


def _reading(term: dict[str, str]) -> str:
    """A term's Cantonese reading as HTML (its cell is marked as Jyutping), after the word players say where it
    is not the written one, marked as Cantonese in Traditional characters.

    >>> _reading({"hant": "牌桌", "cantonese_word": "牌枱", "cantonese": "paai4 toi2"})
    '<span lang="yue-Hant">牌枱</span> paai4 toi2'
    >>> _reading({"hant": "停牌"})
    '—'
    """
    reading = escape(term.get("cantonese", "—"))
    if "cantonese_word" not in term:
        return reading
    return f'<span lang="yue-Hant">{escape(term["cantonese_word"])}</span> {reading}'


def _also(term: dict[str, str], script: str, lang: str) -> str:
    """A term's other names in one script's column, introduced in that script's own words (its cell is marked
    ``lang``, whatever the page's language).

    >>> _also({"also_hant": "燒牌"}, "hant", "zh-Hant"), _also({}, "hans", "zh-Hans")
    ('<br><small>又稱：燒牌</small>', '')
    """
    if f"also_{script}" not in term:
        return ""
    w = words(lang)
    said = w("also: {names}", names=term[f"also_{script}"])
    return f"<br><small>{escape(said)}</small>"
