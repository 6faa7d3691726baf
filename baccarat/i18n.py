"""The reader's language: every word the package writes goes through one gettext catalogue per language.

The language is always passed in (a request's ``lang``, a renderer's ``lang=``), never read from
the environment: Pyodide's locale is ``C.UTF-8`` whatever the reader reads. English is the
catalogues' source text, so it needs no catalogue. Each of the gettext :data:`DOMAINS` is compiled
from the repository's ``locale/<ll_Script>/LC_MESSAGES/<domain>.po`` into the package's
``locale/<ll_Script>/LC_MESSAGES/<domain>.mo`` (``scripts/catalogues``), and so ships inside the wheel.

Placeholders are named (``{player}``), so a translation may put them in any order; a context
(:meth:`Words.pgettext`) tells apart an English word with two meanings: the Player hand (閒家)
is not a player at the table (玩家).
"""

from __future__ import annotations

import gettext
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path

from .errors import BaccaratError, Listed, Sayable, Saying, Worded, mark
from .params import shown

__all__ = [
    "CATALOGUE_FOLDERS",
    "DEFAULT",
    "DOMAINS",
    "IN_THE_BROWSER",
    "LANGUAGES",
    "Words",
    "locale_name",
    "mark",
    "read_lang",
    "words",
]

#: The languages the guide is written in, as BCP 47 tags (a page's ``<html lang>`` and a request's ``lang``).
LANGUAGES = ("en", "zh-Hant", "zh-Hans")
#: The source language: its text is the catalogues' keys.
DEFAULT = "en"
#: The gettext domains, in the order :func:`words` looks a message up in them: the package's words (the rules'
#: answers, the tables, the charts and the widgets), the browser scripts' words (the build writes them into each
#: page) and the site build's and the command line's own notices (``sitebuild/catalogues.py`` says which module's
#: words go where).
DOMAINS = ("baccarat", "browser", "site")
#: The domains the browser's Python says words of: the package's alone, fetched beside the wheel as ``<lang>.mo``.
IN_THE_BROWSER = ("baccarat",)


def locale_name(lang: str) -> str:
    """The gettext locale of a language tag, which names its catalogues' folder.

    >>> locale_name("zh-Hant")
    'zh_Hant'
    """
    return lang.replace("-", "_")


@dataclass(frozen=True)
class Words:
    """One language's words: call it with an English message (and its named placeholders).

    >>> w = words("en")
    >>> w("{side} wins", side="Banker")
    'Banker wins'
    >>> w.ngettext("{count} card", "{count} cards", 3, count=3)
    '3 cards'
    """

    lang: str
    catalogue: gettext.NullTranslations = field(repr=False)

    def __call__(self, message: str, /, **names: object) -> str:
        return _filled(self.catalogue.gettext(message), names)

    def pgettext(self, context: str, message: str, /, **names: object) -> str:
        """``message`` in ``context`` (an English word with two meanings: "hand" for Player the hand)."""
        return _filled(self.catalogue.pgettext(context, message), names)

    def ngettext(self, singular: str, plural: str, count: int, /, **names: object) -> str:
        """The form of ``singular`` or ``plural`` that ``count`` takes (Chinese has one form for both)."""
        return _filled(self.catalogue.ngettext(singular, plural, count), names)

    def say(self, said: Sayable | BaccaratError, /) -> str:
        """Words the rules core returns (:class:`~baccarat.errors.Saying` and its kin, a refusal) in this language,
        each value that is words worded too: the render layer and the widgets' door word the core's answers so.

            >>> from baccarat.errors import Saying, counted_cards, said
            >>> words("zh-Hant").say(said(mark("{side} has {cards}: a hand has two or three cards"),
            ...                           side=Saying.pgettext("hand", "Player"), cards=counted_cards(4)))
            '閒家有 4 張牌：一手牌只有兩張或三張。'

        A refusal with no template is its English in every language.
        """
        return str(self._worded(said))

    def _worded(self, value: object) -> object:
        """``value`` in this language if it is words; any other value as it is (for a template's format)."""
        if isinstance(value, Saying):
            values = {name: self._worded(item) for name, item in value.values.items()}
            if value.plural is not None:
                return self.ngettext(value.template, value.plural, value.count, **values)
            if value.context is not None:
                return self.pgettext(value.context, value.template, **values)
            return self(value.template, **values)
        if isinstance(value, Worded):
            return value.english if self.lang == DEFAULT else self.say(value.said)
        if isinstance(value, Listed):
            return self.say(value.between).join(self.say(item) for item in value.items)
        if isinstance(value, BaccaratError):
            return str(value) if value.saying is None or self.lang == DEFAULT else self.say(value.saying)
        return value


def _filled(text: str, names: Mapping[str, object]) -> str:
    return text.format_map(names) if names else text


@cache
def words(lang: str) -> Words:
    """The words of ``lang``, one of :data:`LANGUAGES`.

        >>> words("zh-Hant").lang
        'zh-Hant'
        >>> words("fr")
        Traceback (most recent call last):
        baccarat.errors.BaccaratError: lang: unknown language 'fr': use one of en, zh-Hant, zh-Hans

    Raises :class:`BaccaratError` (field ``lang``) for any other language.
    """
    if lang not in LANGUAGES:
        raise BaccaratError(f"lang: unknown language {shown(lang)}: use one of {', '.join(LANGUAGES)}", field="lang")
    if lang == DEFAULT:
        return Words(lang, gettext.NullTranslations())
    package, *others = (_compiled(lang, domain) for domain in DOMAINS)
    if package is None:  # a checkout whose catalogues were never compiled: say how, in English
        raise BaccaratError(f"lang: the {lang} catalogue is not compiled (run scripts/catalogues)", field="lang")
    for other in others:  # a message not in one domain is looked up in the next
        if other is not None:
            package.add_fallback(other)
    return Words(lang, package)


#: Folders holding a compiled catalogue of the package's domain (``<lang>.mo``) outside the package: the
#: browser's Python fetches only the reader's language's, beside the wheel, and names its folder here (the
#: wheel it loads carries none).
CATALOGUE_FOLDERS: list[Path] = []


def _compiled(lang: str, domain: str) -> gettext.GNUTranslations | None:
    """``lang``'s compiled catalogue of ``domain``, in the package (or, the package's domain, in a folder of
    :data:`CATALOGUE_FOLDERS`); None where there is none (the browser's Python has the package's alone)."""
    places = [resources.files(__package__).joinpath("locale", locale_name(lang), "LC_MESSAGES", f"{domain}.mo")]
    if domain == DOMAINS[0]:
        places += [folder / f"{lang}.mo" for folder in CATALOGUE_FOLDERS]
    for compiled in places:
        try:
            with compiled.open("rb") as data:
                return gettext.GNUTranslations(data)
        except FileNotFoundError:
            continue
    return None


def read_lang(request: Mapping[str, object]) -> str:
    """The language a widget request asks for: its ``lang``, English when it names none.

        >>> read_lang({"action": "deal"}), read_lang({"lang": "zh-Hans"})
        ('en', 'zh-Hans')
        >>> read_lang({"lang": 7})
        Traceback (most recent call last):
        baccarat.errors.BaccaratError: lang: unknown language 7: use one of en, zh-Hant, zh-Hans

    Raises :class:`BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    lang = request.get("lang", DEFAULT)
    if not isinstance(lang, str) or lang not in LANGUAGES:
        raise BaccaratError(f"lang: unknown language {shown(lang)}: use one of {', '.join(LANGUAGES)}", field="lang")
    return lang
