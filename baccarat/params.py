"""One parser for each kind of value a reader types, a link carries or a browser stored.

Whole numbers, text fields, link parameters and stored JSON each have one parser here,
used by every widget and by the modules behind them, so that one rule holds everywhere:
sizes are checked before any work, only ASCII digits make a number (``"²"`` and ``"٣"``
are digits to :meth:`str.isdigit`, and a control character such as ``"\\x1c"`` is
whitespace to :meth:`str.strip`), and every problem is a :class:`BaccaratError` that
names the field and quotes a short piece of what was given.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Iterable, Mapping
from typing import Any

from .errors import BaccaratError, Listed, Saying, Worded, mark, quote, quoted, said, verbatim

__all__ = [
    "FIELD_NAMES",
    "MAX_DEPTH",
    "MAX_LINK_VALUE",
    "MAX_SEED",
    "MAX_TEXT",
    "depth_exceeds",
    "field_name",
    "keys",
    "link_pairs",
    "link_params",
    "read_json",
    "said_shown",
    "seed_number",
    "shown",
    "text",
    "whole_number",
]

#: The longest value a link parameter may carry, checked before it is read, unless its link's query declares its own
#: bound beside its type (:func:`baccarat.widgets.contract.link_bound`).
MAX_LINK_VALUE = 2_000
#: The longest text field a request may carry (a typed hand, a list of names, a slip).
MAX_TEXT = 2_000
#: The largest seed of a shoe, a drill or a game: the largest whole number JavaScript carries exactly.
MAX_SEED = 2**53 - 1
#: How deeply a request or a stored item may nest lists and objects (real ones nest 5 deep).
MAX_DEPTH = 20
_MAX_PAIRS = 20
_MAX_STORED = 1_000_000  # characters of stored JSON: a long home game is about 40,000
_DIGITS = re.compile(r"[0-9]{1,20}")
_SPACE = " \t\r\n"  # what a reader may type around a number; str.strip() would take \x1c too


def shown(value: object) -> str:
    """Any JSON value as an error message may show it: short, and never a huge repr.

        >>> shown("Z"), shown(None), shown(10**400), shown([[1]])
        ("'Z'", 'None', 'a number of 401 digits', 'a list')

    Raises nothing.
    """
    if isinstance(value, str):
        return quote(value)
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return f"a number of {len(str(abs(value))) if value.bit_length() < 10_000 else 'over 3,000'} digits"
    if value is None or isinstance(value, (bool, int, float)):
        return repr(value)
    return (
        "an object"
        if isinstance(value, dict)
        else "a list"
        if isinstance(value, (list, tuple))
        else type(value).__name__
    )


def said_shown(value: object) -> Saying | Worded | str:
    """:func:`shown` as words of a refusal: text quoted in the reader's language, and what is not a number
    named in it.

        >>> from baccarat.i18n import words
        >>> words("zh-Hans").say(said_shown("Z")), words("zh-Hant").say(said_shown([1])), str(said_shown(4.5))
        ('“Z”', '一個列表', '4.5')
        >>> str(said_shown(10**400)) == shown(10**400)
        True

    Raises nothing.
    """
    if isinstance(value, str):
        return quoted(value)
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        if value.bit_length() >= 10_000:
            return said(mark("a number of over 3,000 digits"))
        return said(mark("a number of {digits} digits"), digits=len(str(abs(value))))
    if value is None:
        return Saying.pgettext("a value given", "None")
    if value is True:
        return Saying.pgettext("a value given", "True")
    if value is False:
        return Saying.pgettext("a value given", "False")
    if isinstance(value, (int, float)):
        return verbatim(repr(value))
    if isinstance(value, dict):
        return said(mark("an object"))
    if isinstance(value, (list, tuple)):
        return said(mark("a list"))
    return type(value).__name__


#: How a refusal names each field a reader fills in or a link carries, in the reader's language.
FIELD_NAMES: dict[str, Saying] = {
    "seed": Saying.pgettext("a field's name", "seed"),
    "decks": Saying.pgettext("a field's name", "decks"),
    "hand": Saying.pgettext("a field's name", "hand"),
    "step": Saying.pgettext("a field's name", "step"),
    "coups": Saying.pgettext("a field's name", "coups"),
    "shoes": Saying.pgettext("a field's name", "shoes"),
    "rounds": Saying.pgettext("a field's name", "rounds"),
    "stake": Saying.pgettext("a field's name", "stake"),
    "bankroll": Saying.pgettext("a field's name", "bankroll"),
    "players": Saying.pgettext("a field's name", "players"),
    "player": Saying.pgettext("a field's name", "player"),
    "banker": Saying.pgettext("a field's name", "banker"),
    "cards": Saying.pgettext("a field's name", "cards"),
    "removed": Saying.pgettext("a field's name", "removed"),
    "results": Saying.pgettext("a field's name", "results"),
    "stakes": Saying.pgettext("a field's name", "stakes"),
    "table": Saying.pgettext("a field's name", "table"),
    "bet": Saying.pgettext("a field's name", "bet"),
    "system": Saying.pgettext("a field's name", "system"),
    "answer": Saying.pgettext("a field's name", "answer"),
}


def field_name(name: str) -> Saying | str:
    """A request field's ``name`` as a refusal says it: English as it is, another language in its words
    (a name no reader meets stays as it is).

        >>> from baccarat.i18n import words
        >>> words("zh-Hant").say(field_name("decks")), str(field_name("decks")), field_name("asked")
        ('牌的副數', 'decks', 'asked')

    Raises nothing.
    """
    return FIELD_NAMES.get(name, name)


def keys(names: Iterable[str]) -> Listed:
    """Names typed as they are (:func:`~baccarat.errors.verbatim`) listed: English separated by commas, another
    language as it lists things.

        >>> from baccarat.i18n import words
        >>> str(keys(["seed", "decks"])), words("zh-Hans").say(keys(["seed", "decks"]))
        ('seed, decks', '“seed”、“decks”')

    Raises nothing.
    """
    return Listed(tuple(verbatim(name) for name in names), Saying.pgettext("between a list's items", ", "))


def whole_number(name: str, value: object, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high``: an integer, or ASCII digits (spaces around allowed).

        >>> whole_number("seed", " 42 ", 0, 99)
        42
        >>> whole_number("seed", "\\x1c4", 0, 99)
        Traceback (most recent call last):
        ...
        baccarat.errors.BaccaratError: seed must be a whole number from 0 to 99, not '[U+001C]4'

    Raises :class:`BaccaratError`, naming ``name`` as its field, for anything else (``True``, ``4.0``,
    ``"²"``, ``"-1"``) or a number out of range.
    """
    named = field_name(name)
    if value is None:
        raise BaccaratError.said(
            mark("{name} is missing: give a whole number from {low} to {high}"),
            field=name,
            name=named,
            low=low,
            high=high,
        )
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, str) and _DIGITS.fullmatch(value.strip(_SPACE)):
        number = int(value.strip(_SPACE))
    else:
        number = None
    if number is None or not low <= number <= high:
        raise BaccaratError.said(
            mark("{name} must be a whole number from {low} to {high}, not {given}"),
            field=name,
            name=named,
            low=low,
            high=high,
            given=said_shown(value if number is None else number),
        )
    return number


def seed_number(value: object, name: str = "seed") -> int:
    """A seed as a request or a link gives it: a whole number from 0 to :data:`MAX_SEED`.

    >>> seed_number("42")
    42
    >>> seed_number(-1)
    Traceback (most recent call last):
    ...
    baccarat.errors.BaccaratError: seed must be a whole number from 0 to 9007199254740991, not -1
    """
    return whole_number(name, value, 0, MAX_SEED)


def text(request: Mapping[str, Any], name: str, *, limit: int = MAX_TEXT) -> str:
    """A text field of a request, stripped of spaces; missing or null reads as empty.

        >>> text({"player": " 2 2 8 "}, "player")
        '2 2 8'

    Raises :class:`BaccaratError` naming the field if it is not text or is longer than ``limit`` characters.
    """
    value = request.get(name)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise BaccaratError.said(mark("{name} must be text"), field=name, name=field_name(name))
    if len(value) > limit:
        raise BaccaratError.said(
            mark("{name} is {length} characters long: give at most {most}"),
            field=name,
            name=field_name(name),
            length=format(len(value), ","),
            most=format(limit, ","),
        )
    return value.strip(_SPACE)


def link_pairs(value: object) -> list[tuple[str, str]]:
    """A link's query as the browser sends it: ``[[name, value], ...]`` (``None`` reads as none).

        >>> link_pairs([["seed", "42"]])
        [('seed', '42')]

    Raises :class:`BaccaratError` for any other shape or more than 20 parameters
    (the values' lengths are for their readers to check, before any other work).
    """
    if value is None:
        return []
    if not isinstance(value, (list, tuple)) or len(value) > _MAX_PAIRS:
        raise BaccaratError.said(mark("a link carries at most {most} parameters, as name=value pairs"), most=_MAX_PAIRS)
    pairs = []
    for pair in value:
        if not (isinstance(pair, (list, tuple)) and len(pair) == 2 and all(isinstance(part, str) for part in pair)):
            raise BaccaratError.said(mark("a link's parameters must be name=value pairs of text"))
        pairs.append((pair[0], pair[1]))
    return pairs


def link_params(
    pairs: object, known: Collection[str], *, most: int | Mapping[str, int] = MAX_LINK_VALUE
) -> dict[str, str]:
    """A link's parameters by name, each one ``known`` and given once.

        >>> link_params([["seed", "42"]], ("seed",))
        {'seed': '42'}
        >>> link_params([["colour", "red"]], ("seed",))
        Traceback (most recent call last):
        ...
        baccarat.errors.BaccaratError: unknown link parameter 'colour': use seed

    Raises :class:`BaccaratError` as :func:`link_pairs` does, for an unknown or repeated name,
    and for a value longer than ``most`` characters (:data:`MAX_LINK_VALUE` unless a link's reader knows its own
    longest; by name, its query's declared bounds: :func:`baccarat.widgets.contract.link_limits`), each naming the
    parameter as its field.
    """
    params: dict[str, str] = {}
    for name, value in link_pairs(pairs):
        if name not in known:
            raise BaccaratError.said(
                mark("unknown link parameter {name}: use {known}"), field=name, name=quoted(name), known=keys(known)
            )
        if name in params:
            twice = Saying.pgettext("refusing a link", "the link gives {name} twice: give it once", name=verbatim(name))
            raise BaccaratError.from_saying(twice, field=name)
        longest = most if isinstance(most, int) else most.get(name, MAX_LINK_VALUE)
        if len(value) > longest:
            raise BaccaratError.said(
                mark("{name} is {length} characters long: a link gives at most {most}"),
                field=name,
                name=verbatim(name),
                length=format(len(value), ","),
                most=format(longest, ","),
            )
        params[name] = value
    return params


def depth_exceeds(value: object, limit: int = MAX_DEPTH) -> bool:
    """Whether lists and objects nest more than ``limit`` deep in ``value`` (checked without recursion).

        >>> depth_exceeds({"a": [[1]]}, 2), depth_exceeds({"a": [[1]]}, 3)
        (True, False)

    Raises nothing.
    """
    level: list[object] = [value]
    for _ in range(limit + 1):
        inner: list[object] = []
        for item in level:
            if isinstance(item, dict):
                inner.extend(item.values())
            elif isinstance(item, (list, tuple)):
                inner.extend(item)
        if not inner:
            return False
        level = inner
    return True


_BRACKETS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


def read_json(data: str, what: str | Saying, *, max_depth: int = MAX_DEPTH, max_chars: int = _MAX_STORED) -> object:
    """JSON text, read only once its size and its nesting have been checked (by a scan, not a parser).

        >>> read_json('{"version": 1}', "the saved progress")
        {'version': 1}
        >>> read_json("[" * 50 + "]" * 50, "the saved progress")
        Traceback (most recent call last):
        ...
        baccarat.errors.BaccaratError: the saved progress nests more than 20 levels deep
        >>> read_json('{"edge": NaN}', "the saved progress")
        Traceback (most recent call last):
        ...
        baccarat.errors.BaccaratError: the saved progress is not valid JSON

    Raises :class:`BaccaratError` for text that is too long, nested too deep, or not JSON (``NaN`` and
    ``Infinity`` included, which Python's json would read).
    """
    if len(data) > max_chars:
        raise BaccaratError.said(
            mark("{what} is {length} characters long: at most {most} can be read"),
            what=what,
            length=format(len(data), ","),
            most=format(max_chars, ","),
        )
    depth = deepest = 0
    for match in _BRACKETS.finditer(data):
        bracket = match.group()
        if bracket in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif bracket in "]}":
            depth -= 1
    if deepest > max_depth:
        raise BaccaratError.said(mark("{what} nests more than {depth} levels deep"), what=what, depth=max_depth)
    try:
        return json.loads(data, parse_constant=_not_a_number)
    except (ValueError, RecursionError):
        raise BaccaratError.said(mark("{what} is not valid JSON"), what=what) from None


def _not_a_number(constant: str) -> object:
    """Python's json reads NaN, Infinity and -Infinity, which JSON has not: an answer that carried one
    back would not be JSON either, and JavaScript's parser would refuse it."""
    raise ValueError(f"{constant} is not JSON")
