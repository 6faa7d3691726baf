"""What a widget module declares: its actions, each with its request and its answer as types, and the widget itself."""

from __future__ import annotations

import re
import sys
import traceback
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, cast

from ..errors import BaccaratError
from ..i18n import read_lang, words
from ..params import MAX_LINK_VALUE, link_params
from ..progress import Progress
from .contract import PermalinkRequest, Refusal, Samples, fields_of, link_limits, samples

__all__ = ["Action", "Answer", "Link", "Opens", "Reporting", "Widget", "refusal", "refused"]

Answer = dict[str, Any]
#: What a widget's page asks of a link it has read: given the link's accepted answer, the requests it makes, in order.
Opens = Callable[[Mapping[str, Any]], list[dict[str, Any]]]


class Reporting(Protocol):
    """The answer function of an action that reports its progress: it takes a keyword-only ``progress`` callback
    (:data:`~baccarat.progress.Progress`), and answers the same with it or without it."""

    def __call__(self, request: Mapping[str, Any], /, *, progress: Progress | None = None) -> Answer: ...


def refusal(error: str, field: str | None = None) -> Answer:
    """A refused request: the message as the package words it, and as the reader reads it beside ``field``.

        >>> refusal("stakes: the banker stake must be an amount", "stakes")["message"]
        'The banker stake must be an amount.'
        >>> refusal("Tie, 7 to 7?")["message"]
        'Tie, 7 to 7?'

    Raises nothing.
    """
    text = error.strip()
    if field:
        text = _FIELD_PREFIX.sub("", text)  # beside its field, the field's name goes without saying
    text = text[:1].upper() + text[1:]
    if not text.endswith((".", "?", "!", "。", "？", "！")):  # a Chinese sentence ends in its own full stop
        text += "."
    return {"ok": False, "error": error, "message": text, "field": field}


_FIELD_PREFIX = re.compile(r"^[a-z_]+:\s*")  # "stakes: …", "bet: …": a request field's name


def refused(error: BaccaratError, lang: str = "en") -> Answer:
    """The refusal of ``error``, beside the field it names, in ``lang`` (a language of
    :data:`~baccarat.i18n.LANGUAGES`): one shape for every refused request and link.

        >>> refused(BaccaratError("unknown link parameter 'colour'"))["message"]
        "Unknown link parameter 'colour'."
        >>> from baccarat.params import link_params
        >>> try:
        ...     link_params([["colour", "red"]], ("seed",))
        ... except BaccaratError as error:
        ...     print(refused(error, "zh-Hant")["message"])
        沒有「colour」這個連結參數：請用「seed」。

    Raises nothing for a language the guide is written in: a message its catalogue cannot word (a bug) is said in
    English, which always can be, and the bug goes to the console.
    """
    try:
        message = words(lang).say(error)
    except Exception:  # the facade never raises: the reader reads the English, the developer a traceback
        print(f"baccarat: the refusal {str(error)[:80]!r} could not be worded in {lang}", file=sys.stderr)
        traceback.print_exc()
        message = str(error)
    return refusal(message, error.field)


@dataclass(frozen=True, slots=True)
class Action:
    """One request a widget sends: its ``name``, its ``request`` and the ``answers`` it gets as types (each a
    :class:`~typing.TypedDict`: see :mod:`.contract`), and its ``answer`` function.

    The door checks every request against ``request`` before ``answer`` runs; the tests check every answer
    against ``answers``; the browser's types are written from both. An action whose answer may take long
    ``reports_progress``: its ``answer`` is then :class:`Reporting`, and :meth:`answered` gives it the caller's
    progress callback (the browser shows a bar; ``ProgressAction`` in its types lists these actions).

    >>> from baccarat.widgets.contract import Asked, Refusal
    >>> Action("ping", Asked, Refusal, lambda request: {"ok": True}).answer({})
    {'ok': True}
    """

    name: str
    request: type
    answers: object  # a TypedDict, or a union of them
    answer: Callable[[Mapping[str, Any]], Answer]
    reports_progress: bool = False

    def answered(self, request: Mapping[str, Any], progress: Progress | None = None) -> Answer:
        """The answer to ``request`` (already checked), telling ``progress`` how far it has got if this action
        reports progress (else ``progress`` is never called).

            >>> from baccarat.widgets.contract import Asked, Refusal
            >>> told = []
            >>> Action("ping", Asked, Refusal, lambda request: {"ok": True}).answered({}, told.append), told
            ({'ok': True}, [])

        Raises what ``answer`` raises, and what ``progress`` raises.
        """
        if progress is None or not self.reports_progress:
            return self.answer(request)
        return cast(Reporting, self.answer)(request, progress=progress)  # declared so: a test checks each

    @property
    def fields(self) -> tuple[str, ...]:
        """The request fields it reads (``lang`` aside, which every request may carry)."""
        return tuple(field.name for field in fields_of(self.request) if field.name != "lang")


@dataclass(frozen=True, slots=True)
class Link:
    """What a widget's links carry and how they are read, declared once: the widget's ``<name>-permalink`` action,
    its parameters' names and bounds, and the browser's ``LinkParameters`` all come from it.

    ``query`` is a :class:`~typing.TypedDict` of the link's parameters, in the order a refusal lists them, each text
    with its bound beside it (:func:`~.contract.link_bound`); ``read`` turns the parameters, checked against it (each
    known, given once and within its bound), into what the link asks for, in the reader's language (raising
    :class:`BaccaratError` naming the parameter at fault); ``answers`` is what it asks for, as a type.

    >>> from baccarat.widgets.system import LINK
    >>> LINK.parameters, LINK.parse([["colour", "red"]])["error"]
    (('system', 'shoes', 'seed'), "unknown link parameter 'colour': use system, shoes, seed")
    >>> LINK.parse([["seed", "42"]])
    {'ok': True, 'request': {'system': 'flat-banker', 'shoes': 100, 'seed': 42}}
    """

    query: type
    read: Callable[[dict[str, str], str], Answer]
    answers: object  # a TypedDict, or a union of them

    @property
    def parameters(self) -> tuple[str, ...]:
        """The names of the parameters a link may carry, in the order a refusal lists them."""
        return tuple(field.name for field in fields_of(self.query))

    def parse(self, pairs: object, *, lang: str = "en") -> Answer:
        """Check a link's query (``[[name, value], …]``) and say what it asks for, or a refusal in ``lang`` naming the
        parameter it cannot use (:func:`refused`).

        Raises :class:`BaccaratError` (field ``lang``) for a language the guide is not written in.
        """
        read_lang({"lang": lang})  # an unknown language is refused before the link is read
        try:
            params = link_params(pairs, self.parameters, most=link_limits(self.query))
            return {"ok": True, **self.read(params, lang)}
        except BaccaratError as error:
            return refused(error, lang)

    def action(self, widget: str) -> Action:
        """The widget's ``<widget>-permalink`` action: a link's query (``pairs``) checked and read."""
        return Action(
            f"{widget}-permalink",
            PermalinkRequest,
            self.answers | Refusal,  # TypedDicts and their unions are types
            lambda request: self.parse(request.get("pairs"), lang=read_lang(request)),
        )


@dataclass(frozen=True, slots=True)
class Widget:
    """One live widget, as its facade module declares it (as ``WIDGET``).

    ``name`` is the widget's one name: its files' (``render/<name>.py``, ``widgets/<name>.py``, the
    browser's ``widgets/<name>.js`` and the tests' ``test_<name>.py``), the ``data-widget`` value its pages
    carry and the first word of its actions' names (``<name>`` or ``<name>-<verb>``). ``examples`` are requests that
    run every action, good input and bad (the standard library the browser ships is trimmed to what
    they import). A widget whose links carry a state declares them as its ``link`` (:class:`Link`): its
    ``<name>-permalink`` action is added to its ``actions``, and its ``link_parameters`` and ``link_query`` (each
    parameter's bound beside its type: :func:`~.contract.link_bound`) are the link's; the link's reader refuses what
    is longer, and every link an answer writes fits it (``tests/widgets/test_link_limits.py``). A widget that reads
    a link in another way (the drill's, the score keeper's summary) declares ``link_parameters`` and ``link_query``
    itself.
    ``first_requests``, given the attributes of the widget's root as the build wrote them, lists the requests a
    reader is likely to make first: the build answers them to ship with the page. ``opens``, given a link's accepted
    answer, lists the requests the widget's page then makes, in order: by default (a widget that declares its
    ``link``) its own action's, ``<name>``, with the ``request`` the link asks for, if it asks for any.

    The tests read their tables from the declaration too: ``page``, the address of the page it lives on (under the
    site's root: it is public, and may differ from the name); ``refusals``, every refusal a reader can reach, as
    requests by a name that says what is wrong (their English answers are kept in ``tests/golden/refusals_en.json``
    and each is worded in every language); ``long``, a long request of each action that reports its progress, by
    the action's name, at a size that still runs quickly in the tests; and ``link_values``, the values of a link's
    parameters to try (:class:`~.contract.Samples`) where its query's declaration cannot give them (what a text
    holds), beside those it gives (:attr:`link_samples`).

    >>> from baccarat.widgets.contract import Asked, Refusal
    >>> Widget("ping", (Action("ping", Asked, Refusal, lambda request: {"ok": True}),)).examples
    ()
    """

    name: str
    actions: tuple[Action, ...]
    examples: tuple[Mapping[str, Any], ...] = ()
    first_requests: Callable[[Mapping[str, str | None]], list[dict[str, Any]]] | None = None
    link_parameters: tuple[str, ...] = ()
    link_query: type | None = None
    link: Link | None = None
    page: str = ""
    refusals: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    long: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    opens: Opens | None = None
    link_values: Mapping[str, Samples] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.link is not None:  # its permalink action, its parameters and their bounds: the link's declaration
            object.__setattr__(self, "actions", (*self.actions, self.link.action(self.name)))
            object.__setattr__(self, "link_parameters", self.link.parameters)
            object.__setattr__(self, "link_query", self.link.query)
            if self.opens is None:
                object.__setattr__(self, "opens", _own_action(self.name))

    @property
    def link_samples(self) -> dict[str, Samples]:
        """The values the link tests try for each of its link's parameters, good and bad: those its query's
        declaration gives (:func:`~.contract.samples`: a whole number's edges and one past them, each choice and one
        that is none, a text's longest and one longer) and those it declares in ``link_values`` (or those alone).

            >>> from baccarat.widgets.catalog import widget
            >>> [value[:4] for value in widget("deal").link_samples["decks"].good]  # 1 to 8, and 2,000 digits
            ['1', ' 2 ', '4', '8', '9999']
        """
        declared = {field.name: field for field in fields_of(self.link_query)} if self.link_query is not None else {}
        found = {}
        for name in self.link_parameters:
            given, parameter = self.link_values.get(name, Samples()), declared.get(name)
            derived = samples(parameter.kind, parameter.limits) if parameter and not given.only else Samples()
            found[name] = derived | given
        return found

    @property
    def link_limits(self) -> dict[str, int]:
        """The most characters each of its link's parameters may carry: as its ``link_query`` declares them, else
        :data:`~baccarat.params.MAX_LINK_VALUE` (a reader that has not declared its query yet).

            >>> from baccarat.widgets.catalog import widget
            >>> widget("home_game").link_limits["summary"] > 20_000
            True
        """
        declared = link_limits(self.link_query) if self.link_query is not None else {}
        return {**dict.fromkeys(self.link_parameters, MAX_LINK_VALUE), **declared}


def _own_action(name: str) -> Opens:
    """What the page of a widget named ``name`` asks of a link by default: its action ``<name>`` with the link's
    ``request``, if it asks for anything.

        >>> _own_action("roads")({"ok": True, "request": {"results": "BP"}}), _own_action("roads")({"request": {}})
        ([{'action': 'roads', 'results': 'BP'}], [])
    """
    return lambda link: [{"action": name, **link["request"]}] if link.get("request") else []
