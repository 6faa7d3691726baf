"""Each action's contract, declared once as types: what its request holds and what its answer holds.

A widget module declares, for each action, a request and an answer as :class:`~typing.TypedDict` classes
(``NotRequired`` for a field that may be left out, ``Literal`` for a value of a few, ``X | None`` for one
that may be null), and the bounds of a field beside its type, with the package's own limits:
``Annotated[int | str, Range(MIN_DECKS, MAX_DECKS)]`` (a whole number, or its digits as text, read by
:func:`~baccarat.params.whole_number`) and ``Annotated[str, MaxLen(MAX_TEXT)]`` (text, read by
:func:`~baccarat.params.text`). The door checks every request against its action's request type
(:func:`check`) before the code behind it runs, and names the field it refuses; the tests check every
answer against its answer type; the browser's TypeScript declarations are written from the same types
(:mod:`sitebuild.contract_types`). Keys a request's type does not name are left alone, as the facades
always have.
"""

from __future__ import annotations

import dataclasses
import math
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Annotated, Any, Literal, NotRequired, Required, TypedDict, Union

from ..errors import BaccaratError, Saying, Worded, mark, verbatim
from ..params import FIELD_NAMES, MAX_LINK_VALUE, MAX_SEED, MAX_TEXT, said_shown, text, whole_number
from ..shoe import MAX_DECKS, MIN_DECKS

__all__ = [
    "JSON",
    "MAX_ANSWER",
    "Asked",
    "Decks",
    "Default",
    "Field",
    "LinkBound",
    "LinkPairs",
    "MaxLen",
    "Number",
    "PermalinkRequest",
    "Range",
    "Refusal",
    "Samples",
    "Seed",
    "Text",
    "check",
    "conforms",
    "fields_of",
    "finite",
    "link_bound",
    "link_limits",
    "parse",
    "samples",
    "too_long",
]

#: The longest answer the door sends, in characters of JSON. The longest a reader can ask for is the score keeper's
#: at its own limits: 12 players, 400 rounds, each name 40 characters, about 800,000 characters, and 2,748,286 when
#: every character of the names is a control character (written as a 6-character escape in the game and again in
#: its drawing; ``tests/widgets/test_link_limits.py`` measures it). A request whose answer would be longer is a
#: hostile one, refused before the page has to take it.
MAX_ANSWER = 4_000_000


@dataclass(frozen=True, slots=True)
class Range:
    """A whole number's bounds, ``low`` to ``high`` (both included), as :func:`~baccarat.params.whole_number`
    reads it: an integer, or ASCII digits as text."""

    low: int
    high: int


@dataclass(frozen=True, slots=True)
class MaxLen:
    """The most characters a text may hold, or items a list or an object."""

    most: int


@dataclass(frozen=True, slots=True)
class Default:
    """What a field reads as when the request leaves it out (a text field: left out, null or blank), declared beside
    its type: ``NotRequired[Annotated[Decks, Default(8)]]``. :func:`parse` fills it in."""

    value: object


#: Any JSON value (its shape is read behind the door, by the code that owns it).
JSON = Any
#: A text field, as :func:`~baccarat.params.text` reads it: missing or null reads as empty, and :func:`parse` gives it
#: stripped of spaces.
Text = Annotated[str | None, MaxLen(MAX_TEXT)]
#: A seed of a shoe, a drill or a game: a whole number, or its digits.
Seed = Annotated[int | str, Range(0, MAX_SEED)]
#: The decks of a shoe: a whole number, or its digits.
Decks = Annotated[int | str, Range(MIN_DECKS, MAX_DECKS)]
#: A whole number, or its digits, whose bounds its reader behind the door knows (they depend on the request: the coups
#: a shoe deals so far).
Number = int | str
#: A link's query as the browser sends it: ``[[name, value], …]`` (its count and lengths are the link's reader's).
LinkPairs = list[tuple[str, str]] | None


@dataclass(frozen=True, slots=True)
class LinkBound(MaxLen):
    """A link parameter's bound (:func:`link_bound`): the most characters it holds, and the declared type of the
    request field it fills (``reads``), from which the link tests draw its values (:func:`samples`)."""

    reads: Any = dataclasses.field(default=None, repr=False)


def link_bound(kind: Any) -> LinkBound:
    """The most characters a link's value for a field of declared type ``kind`` holds: the text's own bound, or
    :data:`~baccarat.params.MAX_LINK_VALUE` for any other (a whole number's digits are read by its own reader, which
    quotes what was given and names the field's range). A link's query declares each parameter with it, beside its
    type: ``Annotated[str, link_bound(Text)]``; the link's reader refuses a longer value (:func:`link_limits`), the
    tests check each link an answer writes against the same declaration, and draw the values they try from ``kind``
    (:func:`samples`).

        >>> [bound.most for bound in (link_bound(Text), link_bound(Seed), link_bound(Annotated[str, MaxLen(20_570)]))]
        [2000, 2000, 20570]
        >>> link_bound(Seed).reads is Seed
        True
    """
    limits = typing.get_args(kind)[1:] if typing.get_origin(kind) is Annotated else ()
    most = next((limit.most for limit in limits if isinstance(limit, MaxLen)), MAX_LINK_VALUE)
    return LinkBound(most, kind)


@dataclass(frozen=True, slots=True)
class Samples:
    """Values of a link parameter for the link tests (``tests/widgets/test_links.py``): ``good`` ones (as a page
    writes them, or a reader might) and ``bad`` ones (out of range, Unicode digits, control characters, markup…).

    A widget declares them (:attr:`~.action.Widget.link_values`) where its declaration cannot give them (what a text
    holds: cards, a slip), in addition to those its declaration gives (:func:`samples`), or ``only`` them where the
    declaration's would take too long (the system tester's 1,000 shoes).
    """

    good: tuple[str, ...] = ()
    bad: tuple[str, ...] = ()
    only: bool = False

    def __or__(self, other: Samples) -> Samples:
        """Both's values, each once, in order.

        >>> Samples(("1",), ("0",)) | Samples(("1", "2"), ("x",))
        Samples(good=('1', '2'), bad=('0', 'x'), only=False)
        """
        return Samples(tuple(dict.fromkeys((*self.good, *other.good))), tuple(dict.fromkeys((*self.bad, *other.bad))))


#: Decimal digits of other scripts, which a whole number's reader refuses (it reads ASCII digits alone).
_OTHER_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def samples(kind: Any, limits: tuple[object, ...] = ()) -> Samples:
    """The values the link tests try for a parameter of declared type ``kind`` and bounds ``limits`` (a link
    parameter's, or the request field's it fills: see :class:`LinkBound`): a whole number's edges and one past them,
    its middle, a number a reader pads with spaces, and its digits in another script, after a control character, as a
    superscript, as a decimal and as a word; each of a choice's members, and what is none (another word, its
    capitals, nothing); a text's longest and one character longer.

        >>> samples(Annotated[int | str, Range(1, 8)])
        Samples(good=('1', ' 2 ', '4', '8'), bad=('0', '9', '١', '\\x1c1', '²', '1.5', 'x', ''), only=False)
        >>> samples(Literal["ask", "show"])
        Samples(good=('ask', 'show'), bad=('nope', 'ASK', ''), only=False)
        >>> [len(value) for value in (*samples(Text).good, *samples(Text).bad)]
        [2000, 2001]
    """
    found = Samples()
    while typing.get_origin(kind) is Annotated:
        kind, *extra = typing.get_args(kind)
        limits = (*limits, *extra)
    for limit in limits:
        if isinstance(limit, LinkBound) and limit.reads is not None:
            found |= samples(limit.reads)
        if isinstance(limit, MaxLen):
            found |= Samples(("9" * limit.most,), ("9" * (limit.most + 1),))
        if isinstance(limit, Range):
            low, high = limit.low, limit.high
            other = (str(low).translate(_OTHER_DIGITS), f"\x1c{low}", "²", f"{low}.5", "x", "")
            good = (str(low), f" {min(low + 1, high)} ", str((low + high) // 2), str(high))
            found |= Samples(good, (str(low - 1), str(high + 1), *other))
    if typing.get_origin(kind) is Literal:
        members = tuple(str(member) for member in typing.get_args(kind))
        none = (name for name in ("nope", members[0].upper(), "") if name not in members)
        found |= Samples(members, tuple(dict.fromkeys(none)))
    return found


def link_limits(query: type) -> dict[str, int]:
    """The most characters each parameter of a link's ``query`` (a :class:`~typing.TypedDict` of text fields, each
    bounded beside its type) may carry: what its reader gives :func:`~baccarat.params.link_params`.

        >>> class Query(TypedDict):
        ...     seed: Annotated[str, link_bound(Seed)]
        ...     code: Annotated[str, MaxLen(20_570)]
        >>> link_limits(Query)
        {'seed': 2000, 'code': 20570}

    Raises TypeError for a parameter declared without its bound (a declaration's bug, found by the tests).
    """
    limits = {}
    for field in fields_of(query):
        most = next((limit.most for limit in field.limits if isinstance(limit, MaxLen)), None)
        if most is None or field.kind is not str:
            raise TypeError(f"{query.__name__}.{field.name} is no text with its bound")
        limits[field.name] = most
    return limits


class Asked(TypedDict, total=False):
    """What every request may carry besides its action's fields: the language to answer in."""

    lang: str


class PermalinkRequest(Asked, total=False):
    """A link's query, to check and read: every ``<name>-permalink`` action's request."""

    pairs: LinkPairs


class Refusal(TypedDict):
    """Every refused request's answer: the package's words, the reader's sentence and the field at fault."""

    ok: Literal[False]
    error: str
    message: str
    field: str | None


@dataclass(frozen=True, slots=True)
class Field:
    """One field of a request or an answer: its ``name``, whether it is ``required``, its type (``kind``) and its
    bounds (``limits``)."""

    name: str
    required: bool
    kind: Any
    limits: tuple[object, ...] = ()


@cache
def fields_of(shape: type) -> tuple[Field, ...]:
    """The fields a :class:`~typing.TypedDict` declares, in order, with their types and bounds.

        >>> [(f.name, f.required) for f in fields_of(Refusal)]
        [('ok', True), ('error', True), ('message', True), ('field', True)]

    Requiredness is read from ``NotRequired``/``Required`` where written, else from the class's ``total`` (a string
    annotation hides them from ``__required_keys__`` in Python 3.11).
    """
    hints = typing.get_type_hints(shape, include_extras=True)
    found = []
    for name, hint in hints.items():
        required, kind, limits = name in getattr(shape, "__required_keys__", ()), hint, ()
        while typing.get_origin(kind) in (NotRequired, Required, Annotated):
            if typing.get_origin(kind) is Annotated:
                kind, *extra = typing.get_args(kind)
                limits = (*limits, *extra)
            else:
                required = typing.get_origin(kind) is Required
                kind = typing.get_args(kind)[0]
        found.append(Field(name, required, kind, limits))
    return tuple(found)


def check(shape: type, request: Mapping[str, Any]) -> None:
    """Check ``request`` against ``shape`` (a request's :class:`~typing.TypedDict`), before any work.

        >>> class Dealt(TypedDict):
        ...     decks: Annotated[int | str, Range(1, 8)]
        >>> check(Dealt, {"decks": 9})
        Traceback (most recent call last):
        ...
        baccarat.errors.BaccaratError: decks must be a whole number from 1 to 8, not 9

    Raises :class:`BaccaratError` naming the first field at fault: missing, of another type (a bool is not a
    number, text is not a number), out of its range or too long.
    """
    for field in fields_of(shape):
        if field.name not in request:
            if field.required:
                for limit in field.limits:
                    if isinstance(limit, Range):  # as the package's reader of whole numbers says it
                        whole_number(field.name, None, limit.low, limit.high)
                raise BaccaratError.said(mark("{name} is missing"), field=field.name, name=_named(field.name))
            continue
        _check(field.name, request[field.name], field.kind, field.limits)


def parse(shape: type, request: Mapping[str, Any]) -> dict[str, Any]:
    """``request`` checked against ``shape`` as :func:`check` checks it, and read: what the action behind the door
    takes, so that it never reads a field again.

        >>> class Dealt(Asked):
        ...     seed: Annotated[int | str, Range(0, 99)]
        ...     decks: NotRequired[Annotated[int | str, Range(1, 8), Default(8)]]
        ...     player: Text
        ...     system: NotRequired[Annotated[Text, Default("flat-banker")]]
        >>> parse(Dealt, {"seed": " 42 ", "player": " 2 2 8 ", "system": " ", "note": 1})
        {'seed': 42, 'player': '2 2 8', 'system': 'flat-banker', 'note': 1, 'decks': 8}

    A whole number (a field with its :class:`Range`) is read as an ``int``; a text that may be null (``Text``, or any
    ``str | None`` with its :class:`MaxLen`) is stripped of spaces, a missing or null one read as empty; a field left
    out (a text: or blank) is given its :class:`Default`, if it declares one; any other field, and any key ``shape``
    does not name, is kept as it came.

    Raises :class:`BaccaratError` as :func:`check` does, naming the first field at fault.
    """
    parsed = dict(request)
    for field in fields_of(shape):
        default = next((limit.value for limit in field.limits if isinstance(limit, Default)), _NO_DEFAULT)
        if field.name in request:
            _check(field.name, request[field.name], field.kind, field.limits)
            parsed[field.name] = value = _read(field.name, request[field.name], field.kind, field.limits)
            if value == "" and default is not _NO_DEFAULT and _is_text(field.kind):
                parsed[field.name] = default
        elif field.required:
            check(shape, request)  # its refusal, as every missing field's
        elif default is not _NO_DEFAULT:
            parsed[field.name] = default
        elif _is_text(field.kind):
            parsed[field.name] = ""
    return parsed


_NO_DEFAULT = object()


def _is_text(kind: Any) -> bool:
    """Whether a field of type ``kind`` is text that may be null: read as :func:`~baccarat.params.text` reads it."""
    return typing.get_origin(kind) in (Union, types.UnionType) and set(typing.get_args(kind)) == {str, type(None)}


def _read(name: str, value: object, kind: Any, limits: tuple[object, ...]) -> object:
    """A checked ``value`` of type ``kind`` as the action takes it (see :func:`parse`)."""
    for limit in limits:
        if isinstance(limit, Range):
            return whole_number(name, value, limit.low, limit.high)
    if _is_text(kind):
        return text({name: value}, name, limit=next((limit.most for limit in limits if isinstance(limit, MaxLen)),
                                                    MAX_TEXT))  # fmt: skip
    if typing.get_origin(kind) in (Union, types.UnionType) and value is not None:
        options = [option for option in typing.get_args(kind) if option is not type(None)]
        if len(options) == 1 and typing.get_origin(options[0]) is Annotated:  # a whole number, or null
            inner, *extra = typing.get_args(options[0])
            return _read(name, value, inner, (*limits, *extra))
    return value


def finite(request: Mapping[str, Any]) -> None:
    """Refuse a NaN or an infinity anywhere in ``request``, naming its field: JSON has none (only a caller in Python
    can send one), and an answer that carried one back would be no JSON.

        >>> finite({"game": {"note": float("nan")}})
        Traceback (most recent call last):
        ...
        baccarat.errors.BaccaratError: game holds nan, a number JSON has not
    """
    for name, value in request.items():
        _finite(str(name), value)


def _finite(name: str, value: object) -> None:
    todo = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, float) and not math.isfinite(item):
            raise BaccaratError.said(
                mark("{name} holds {given}, a number JSON has not"), field=name, name=_named(name), given=repr(item)
            )
        if isinstance(item, dict):
            todo.extend(item.values())
        elif isinstance(item, (list, tuple)):
            todo.extend(item)


def _check(name: str, value: object, kind: Any, limits: tuple[object, ...] = ()) -> None:
    """Check one value against its type, the refusal naming the request's field ``name``."""
    if typing.get_origin(kind) is Annotated:
        kind, *extra = typing.get_args(kind)
        limits = (*limits, *extra)
    for limit in limits:
        if isinstance(limit, Range):  # a whole number, or its digits: the package's one reader of them
            whole_number(name, value, limit.low, limit.high)
            return
    most = next((limit.most for limit in limits if isinstance(limit, MaxLen)), None)
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if kind is Any or kind is object:
        return
    if kind is None or kind is type(None):
        if value is not None:
            raise _wrong(name, value, kind)
        return
    if origin in (Union, types.UnionType):
        options = [option for option in args if option is not type(None)]
        if value is None and len(options) < len(args):
            return
        if len(options) == 1:
            _check(name, value, options[0], limits)
            return
        if not any(_fits(value, option) for option in options):
            raise _wrong(name, value, kind)
        return
    if kind is str:
        if not isinstance(value, str):
            raise _wrong(name, value, kind)
        if most is not None:
            text({name: value}, name, limit=most)  # its refusal, as every text field's
        return
    if kind is bool or kind is int or kind is float:
        if not _fits(value, kind):
            raise _wrong(name, value, kind)
        return
    if origin is Literal:
        if value not in args or isinstance(value, bool) != isinstance(args[0], bool):
            raise _wrong(name, value, kind)
        return
    if origin in (list, tuple, dict) or typing.is_typeddict(kind):
        _check_container(name, value, kind, most)
        return
    raise TypeError(f"{kind!r} is not a type a request declares")  # a declaration's bug, found by the tests


def _check_container(name: str, value: object, kind: Any, most: int | None) -> None:
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin is tuple:  # declared for a link's parameters alone: as the package's reader of them says it
        if not (
            isinstance(value, list)
            and len(value) == len(args)
            and all(_fits(item, item_kind) for item, item_kind in zip(value, args, strict=True))
        ):
            raise BaccaratError.said(mark("a link's parameters must be name=value pairs of text"), field=name)
        return
    if origin is list:
        if not isinstance(value, list):
            raise _wrong(name, value, kind)
        items: list[object] = value
    elif not isinstance(value, dict):
        raise _wrong(name, value, kind)
    else:
        items = list(value.values())
    if most is not None and len(items) > most:
        raise BaccaratError.said(
            mark("{name} holds {count} items: give at most {most}"),
            field=name,
            name=_named(name),
            count=format(len(items), ","),
            most=format(most, ","),
        )
    if typing.is_typeddict(kind):
        assert isinstance(value, dict)
        try:
            check(kind, value)
        except BaccaratError as error:  # a nested field's problem is its request field's
            raise error.beside(name, named=name if error.field is None else f"{name}.{error.field}") from None
        return
    if origin is dict:
        item_kind = args[1]
        for key in value if isinstance(value, dict) else ():
            if not isinstance(key, str):  # a JSON object's keys are text; a Python caller's may not be
                raise _wrong(name, value, kind)
    else:
        item_kind = args[0]
    for item in items:
        _check(name, item, item_kind)


def conforms(value: object, kind: Any) -> bool:
    """Whether ``value`` is of the declared type ``kind`` (an answer, in the tests: the door checks requests).

    >>> conforms({"ok": False, "error": "x", "message": "X.", "field": None}, Refusal), conforms(True, int)
    (True, False)
    """
    return _fits(value, kind)


def _fits(value: object, kind: Any) -> bool:
    """Whether ``value`` is of the plain type ``kind`` (a bool is no number), or is any value of a deeper type."""
    if kind is bool:
        return isinstance(value, bool)
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if kind is float:  # JSON has one kind of number; JavaScript's are finite
        return isinstance(value, (int, float)) and not isinstance(value, bool) and abs(value) < float("inf")
    if kind is str:
        return isinstance(value, str)
    if kind is type(None):
        return value is None
    try:
        _check("", value, kind)
    except BaccaratError:
        return False
    return True


#: What a field must be, as a refusal says it (the plain types a request declares).
_KINDS: dict[Any, Saying] = {
    str: Saying.pgettext("what a field must be", "text"),
    bool: Saying.pgettext("what a field must be", "true or false"),
    int: Saying.pgettext("what a field must be", "a whole number"),
    float: Saying.pgettext("what a field must be", "a number"),
    list: Saying.pgettext("what a field must be", "a list"),
    tuple: Saying.pgettext("what a field must be", "a list"),
    dict: Saying.pgettext("what a field must be", "an object"),
}


def _wrong(name: str, value: object, kind: Any) -> BaccaratError:
    origin = typing.get_origin(kind)
    if typing.is_typeddict(kind):
        origin = dict
    if kind is str:  # as every text field has always said it
        return BaccaratError.said(mark("{name} must be text"), field=name, name=_named(name))
    if origin is Literal:
        options = ", ".join(str(option) for option in typing.get_args(kind))
        return BaccaratError.said(
            mark("{name} must be one of {options}, not {given}"),
            field=name,
            name=_named(name),
            options=options,
            given=said_shown(value),
        )
    expected = _KINDS.get(origin or kind, _KINDS[dict] if origin is None else Saying.pgettext(
        "what a field must be", "of another kind"))  # fmt: skip
    return BaccaratError.said(
        mark("{name} must be {expected}, not {given}"),
        field=name,
        name=_named(name),
        expected=expected,
        given=said_shown(value),
    )


def _named(name: str) -> Saying | Worded:
    """A request field's name as a refusal says it: a reader's field in the reader's words, any other as it is
    typed (in the reader's quotation marks)."""
    return FIELD_NAMES.get(name) or verbatim(name)


def too_long(length: int) -> BaccaratError:
    """The refusal of a request whose answer would be ``length`` characters of JSON, over :data:`MAX_ANSWER`.

    >>> str(too_long(5_000_000))
    'the answer would be 5,000,000 characters long, more than the 4,000,000 a page takes: ask for less'
    """
    return BaccaratError.said(
        mark("the answer would be {length} characters long, more than the {most} a page takes: ask for less"),
        length=format(length, ","),
        most=format(MAX_ANSWER, ","),
    )
