"""One exception family for every malformed or impossible input, and words as data: what to say, worded later.

A refusal a reader can meet is raised with its message as a template marked for the catalogues and its named
values (:meth:`BaccaratError.said`): its ``str()`` is the English, exactly as the template fills in, and
:meth:`baccarat.i18n.Words.say` says it in the reader's language (the widgets' door does, in the request's
``lang``). A value that is itself words (a hand's name, "3 cards", a quoted input) is a :class:`Saying`, a
:class:`Worded` or a :class:`Listed`, worded in the same language; any other value is shown as it is.

The rules core speaks no language: it returns these (its names, reasons and sentences are :class:`Saying` objects), and
the render layer and the widgets' door word them with ``words(lang).say(...)``. English needs no catalogue (it is
the templates' own text), so ``str()`` of any of them is its English, and this module imports no catalogue.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Self, TypeAlias

__all__ = [
    "BaccaratError",
    "CardError",
    "CoupError",
    "Listed",
    "Sayable",
    "Saying",
    "ShoeError",
    "Worded",
    "about",
    "counted",
    "counted_cards",
    "mark",
    "quote",
    "quoted",
    "said",
    "verbatim",
]

_QUOTE_LIMIT = 40


@dataclass(frozen=True, slots=True)
class Saying:
    """Words to say in any language: an English ``template`` marked for the catalogues, and its named ``values``.

    A ``context`` tells apart an English word with two meanings (:meth:`pgettext`); a ``plural`` template takes
    the form ``count`` asks for (:meth:`ngettext`). Make one with :func:`said`, :meth:`pgettext` or
    :meth:`ngettext`, whose literal templates the catalogues extract.

        >>> four = said(mark("{side} has {cards}: a hand has two or three cards"),
        ...             side=Saying.pgettext("hand", "Player"), cards=counted_cards(4))
        >>> from baccarat.i18n import words
        >>> str(four), words("zh-Hant").say(four)
        ('Player has 4 cards: a hand has two or three cards', '閒家有 4 張牌：一手牌只有兩張或三張。')

    Raises nothing: ``str()`` is the English; :meth:`baccarat.i18n.Words.say` words it in any language.
    """

    template: str
    values: Mapping[str, object] = field(default_factory=dict)
    context: str | None = None
    plural: str | None = None
    count: int = 1

    @classmethod
    def pgettext(cls, context: str, template: str, /, **values: object) -> Saying:
        """``template`` in ``context``, as :meth:`baccarat.i18n.Words.pgettext` says it.

        >>> from baccarat.i18n import words
        >>> words("zh-Hans").say(Saying.pgettext("hand", "Banker"))
        '庄家'
        """
        return cls(template, values, context=context)

    @classmethod
    def ngettext(cls, singular: str, plural: str, count: int, /, **values: object) -> Saying:
        """``singular`` or ``plural``, the form ``count`` takes, as :meth:`baccarat.i18n.Words.ngettext` says it.

        >>> str(Saying.ngettext("{count} card", "{count} cards", 2, count=2))
        '2 cards'
        """
        return cls(singular, values, plural=plural, count=count)

    def __str__(self) -> str:
        # English is the templates' own text: what the catalogues' English (no catalogue) words it as.
        text = self.template if self.plural is None or self.count == 1 else self.plural
        return text.format_map({name: _english(value) for name, value in self.values.items()}) if self.values else text


@dataclass(frozen=True, slots=True)
class Worded:
    """Words whose English is given as it is, ``english``, and which another language says as ``said`` does: a
    code typed the same in every language (a bet's key, a link's parameter), or English that is not a template's.

        >>> from baccarat.i18n import words
        >>> banker = Worded("banker", Saying.pgettext("hand", "Banker"))
        >>> str(banker), words("zh-Hant").say(banker)
        ('banker', '莊家')
    """

    english: str
    said: Sayable

    def __str__(self) -> str:
        return self.english


@dataclass(frozen=True, slots=True)
class Listed:
    """Words said one after another, with ``between`` said between each two (a language's list separator).

    >>> from baccarat.i18n import words
    >>> sides = Listed((Saying.pgettext("hand", "Player"), Saying.pgettext("hand", "Banker")), ", ")
    >>> str(sides), words("zh-Hans").say(sides)
    ('Player, Banker', '闲家, 庄家')
    """

    items: tuple[Sayable, ...]
    between: Sayable = ""

    def __str__(self) -> str:
        return str(self.between).join(str(item) for item in self.items)


#: Words to say in a reader's language: a :class:`Saying`, a :class:`Worded`, a :class:`Listed`, or text that
#: is the same in every language (a number, a card's token).
Sayable: TypeAlias = "Saying | Worded | Listed | str"


def mark(message: str) -> str:
    """Mark ``message`` for the catalogues, to be translated where it is shown (a refusal's template, the
    browser's words); :func:`baccarat.i18n.mark` is this function.

    >>> mark("Deal")
    'Deal'
    """
    return message


def said(template: str, /, **values: object) -> Saying:
    """``template`` (a literal marked with :func:`mark`) with its named values, to word in any language.

        >>> str(said(mark("only {cards} left: a coup may need {need}"), cards=counted_cards(1), need=6))
        'only 1 card left: a coup may need 6'

    Raises nothing.
    """
    return Saying(template, values)


def _english(value: object) -> object:
    """``value`` in English if it is words (a refusal's too); any other value as it is."""
    return str(value) if isinstance(value, (Saying, Worded, Listed, BaccaratError)) else value


class BaccaratError(ValueError):
    """Base of every error the package raises for bad input.

    It subclasses :class:`ValueError`, so ``except ValueError`` also works. ``field``, when
    given, names the form field at fault, for a widget to show the message beside it. ``saying``,
    when given, says the message in any language (:meth:`said`; :meth:`baccarat.i18n.Words.say` words it).
    """

    def __init__(self, message: str, *, field: str | None = None, saying: Saying | None = None) -> None:
        super().__init__(message)
        self.field = field
        self.saying = saying

    @classmethod
    def said(cls, template: str, /, *, field: str | None = None, **values: object) -> Self:
        """A refusal whose message is ``template`` (a literal marked with :func:`mark`) filled in with ``values``:
        English as its ``str()``, any other language through :meth:`baccarat.i18n.Words.say`.

            >>> error = CoupError.said(mark("{cards} left over after the coup was complete: {shown} (the coup used "
            ...                              "{used} of {given} cards)"), field="cards", cards=counted_cards(1),
            ...                        shown="9", used=5, given=6)
            >>> str(error), error.field
            ('1 card left over after the coup was complete: 9 (the coup used 5 of 6 cards)', 'cards')
            >>> from baccarat.i18n import words
            >>> words("zh-Hant").say(error)
            '這一局完成後還多出 1 張牌：9（這一局用了 6 張牌中的 5 張）。'

        Raises nothing.
        """
        return cls.from_saying(Saying(template, values), field=field)

    @classmethod
    def from_saying(cls, saying: Saying, /, *, field: str | None = None) -> Self:
        """A refusal whose message is ``saying`` (one with a context, or a plural): English as its ``str()``.

            >>> str(BaccaratError.from_saying(Saying.pgettext("hand", "Banker")))
            'Banker'

        Raises nothing.
        """
        return cls(str(saying), field=field, saying=saying)

    def beside(self, field: str, *, named: str | None = None) -> BaccaratError:
        """The same refusal beside ``field``, its English message led by ``named:`` (``field`` by default), the
        request field's name that a refusal's reader reads beside it without (:func:`~baccarat.widgets.refusal`).

            >>> error = BaccaratError.said(mark("give an amount such as 10 or 12.50")).beside("stake")
            >>> from baccarat.i18n import words
            >>> str(error), error.field, words("zh-Hans").say(error)
            ('stake: give an amount such as 10 or 12.50', 'stake', '请输入金额，例如 10 或 12.50。')

        Raises nothing.
        """
        return BaccaratError(f"{named or field}: {self}", field=field, saying=self.saying)


class CardError(BaccaratError):
    """A card token that is not in the accepted notation."""


class CoupError(BaccaratError):
    """Cards that cannot form a coup under the drawing rules."""


class ShoeError(BaccaratError):
    """A shoe, deck count or card removal that cannot exist."""


@contextmanager
def about(field: str) -> Iterator[None]:
    """Name ``field`` as the field of an error raised inside that names none: the caller knows which
    value it was reading when the rules refused it.

        >>> try:
        ...     with about("removed"):
        ...         raise ShoeError("cannot remove that")
        ... except ShoeError as error:
        ...     print(error.field)
        removed
    """
    try:
        yield
    except BaccaratError as error:
        if error.field is None:
            error.field = field
        raise


def quoted(text: str) -> Saying:
    """:func:`quote` as words of a refusal: in quotation marks of the reader's language.

        >>> from baccarat.i18n import words
        >>> str(quoted("Z")), words("zh-Hant").say(quoted("Z")), words("zh-Hans").say(quoted("Z"))
        ("'Z'", '「Z」', '“Z”')
        >>> str(quoted("x" * 41)) == quote("x" * 41)
        True

    Raises nothing.
    """
    start, whole = _visible_start(text)
    if whole:
        return Saying.pgettext("what was given, quoted", "'{text}'", text=start)
    return Saying.pgettext("what was given, quoted", "'{text}…' ({count} characters)", text=start, count=len(text))


def verbatim(text: str) -> Worded:
    """``text`` as a refusal shows what is typed the same in every language (a link's parameter, a bet's key, an
    amount): as it is in English, in the reader's quotation marks in another language.

        >>> from baccarat.i18n import words
        >>> str(verbatim("seed")), words("zh-Hant").say(verbatim("seed"))
        ('seed', '「seed」')

    Raises nothing.
    """
    return Worded(text, quoted(text))


def quote(text: str) -> str:
    """Quote user input for an error message, shortening very long input.

    The input itself is never changed; only the message shows less of it. A character a reader cannot
    see, or that would turn the message's text around (a control character, a right-to-left override),
    is named by its code point instead.

        >>> quote("Z"), quote("it's"), quote("\x1c4"), quote("ab\u202ecd")
        ("'Z'", "'it's'", "'[U+001C]4'", "'ab[U+202E]cd'")
        >>> quote("x" * 100)
        "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (100 characters)"

    Raises nothing.
    """
    start, whole = _visible_start(text)
    return f"'{start}'" if whole else f"'{start}…' ({len(text)} characters)"


def _visible_start(text: str) -> tuple[str, bool]:
    """The start of ``text`` a message shows, made visible (:func:`_visible`), and whether it is all of ``text``: at
    most :data:`_QUOTE_LIMIT` characters, and at most twice as many once invisible ones are named (``[U+001C]``).

        >>> _visible_start("\x1c4"), _visible_start("\x1c" * 40)[0].count("[U+001C]")
        (('[U+001C]4', True), 10)

    Raises nothing.
    """
    start = ""
    for count, character in enumerate(text):
        piece = _visible(character)
        if count == _QUOTE_LIMIT or len(start) + len(piece) > 2 * _QUOTE_LIMIT:
            return start, False
        start += piece
    return start, True


def _visible(text: str) -> str:
    """``text`` with every invisible or direction-changing character named by its code point."""
    return "".join(f"[U+{ord(c):04X}]" if unicodedata.category(c)[0] in "CZ" and c != " " else c for c in text)


def counted_cards(n: int) -> Saying:
    """:func:`counted` cards, as words of a refusal.

        >>> from baccarat.i18n import words
        >>> str(counted_cards(1)), str(counted_cards(1200)), words("zh-Hant").say(counted_cards(2))
        ('1 card', '1,200 cards', '2 張牌')

    Raises nothing.
    """
    return Saying.ngettext("{count} card", "{count} cards", n, count=format(n, ","))


def counted(n: int, noun: str, plural: str | None = None) -> str:
    """A number with its noun, singular or plural as English has it.

        >>> counted(1, "deck"), counted(8, "deck"), counted(2, "copy", "copies")
        ('1 deck', '8 decks', '2 copies')

    Raises nothing.
    """
    return f"{n:,} {noun if n == 1 else plural or noun + 's'}"
