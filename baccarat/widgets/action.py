"""What a widget module declares: its actions, each with its request and its answer as types, and the widget itself."""

from __future__ import annotations

import re
import sys
import traceback
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, cast

from ..errors import BaccaratError
from ..i18n import words
from ..params import MAX_LINK_VALUE
from ..progress import Progress
from .contract import fields_of, link_limits

__all__ = ["Action", "Answer", "Reporting", "Widget", "refusal", "refused"]

Answer = dict[str, Any]


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
        ...     link_params([["colour", "red"]], {"seed": "the seed"})
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
class Widget:
    """One live widget, as its facade module declares it (as ``WIDGET``).

    ``name`` is the widget's one name: its files' (``render/<name>.py``, ``widgets/<name>.py``, the
    browser's ``widgets/<name>.js`` and the tests' ``test_<name>.py``), the ``data-widget`` value its pages
    carry and the first word of its actions' names (``<name>`` or ``<name>-<verb>``). ``examples`` are requests that
    run every action, good input and bad (the standard library the browser ships is trimmed to what
    they import). A widget whose links carry a state parses them in its module's ``parse_link``, with
    its ``LINK_PARAMETERS``, whose names it declares as ``link_parameters``, and the query its links carry as
    ``link_query``, each parameter's bound beside its type (:func:`~.contract.link_bound`): its reader refuses what
    is longer, and every link an answer writes fits it (``tests/widgets/test_link_limits.py``).
    ``first_requests``, given the attributes of the widget's root as the build wrote them, lists the requests a
    reader is likely to make first: the build answers them to ship with the page.

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
