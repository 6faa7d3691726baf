"""The browser's types of every action's request and answer, written from the actions' declarations.

Each widget module declares its actions' requests and answers as ``TypedDict`` classes
(:mod:`baccarat.widgets.contract`); this module writes them as TypeScript interfaces, with a map from each
action's name to its request and answer, into :data:`TARGET` (not committed: ``scripts/setup``, which every test
run starts with, writes it, so strict ``tsc`` checks the browser against the declarations as they are). Run it
after changing a declaration, unless you run ``scripts/setup`` or ``scripts/test``::

    python -m sitebuild.contract_types
"""

from __future__ import annotations

import sys
import types
import typing
from pathlib import Path
from typing import Any, Literal, Union

from baccarat.widgets.catalog import widgets
from baccarat.widgets.contract import Default, MaxLen, Range, Refusal, fields_of

__all__ = ["TARGET", "declarations", "main"]

#: Where the declarations are written, beside the runtime that sends the requests.
TARGET = Path(__file__).resolve().parent.parent / "docs/assets/javascripts/baccarat/contract.d.ts"

_HEADER = """\
// The contract of every action: its request and its answer, as the package declares them
// (baccarat/widgets/<widget>.py). Written by `python -m sitebuild.contract_types`: do not edit.
"""


def declarations() -> str:
    """The TypeScript text: one interface per request and answer type, and the map ``Contract`` of every action.

        >>> "export interface Contract {" in declarations()
        True

    Raises :class:`ValueError` when two declared types of different widgets share a name.
    """
    named: dict[str, type] = {}
    entries = []
    for widget in widgets():
        for action in widget.actions:
            request = _ts(action.request, named)
            answer = _ts(action.answers, named)
            refused = "" if "Refusal" in answer.split(" | ") else " | Refusal"
            entries.append(f'  "{action.name}": {{ request: {request} & {{ action: "{action.name}" }}; '
                           f"answer: {answer}{refused} }};")  # fmt: skip
    _ts(Refusal, named)
    progressing = tuple(action.name for widget in widgets() for action in widget.actions if action.reports_progress)
    written: dict[str, str] = {}
    while len(written) < len(named):  # writing one may name more (a field's own type): each is written too
        for name, shape in list(named.items()):
            written.setdefault(name, _interface(shape, named))
    interfaces = [written[name] for name in sorted(written)]
    return "\n".join(
        [
            _HEADER,
            *interfaces,
            "/** Every action, by name: the request the browser sends and the answer it gets. */",
            "export interface Contract {",
            *entries,
            "}",
            "",
            "/** Every widget with a link, by name: the parameters its link may carry. */",
            "export interface LinkParameters {",
            *(
                f'  "{widget.name}": {_literals(widget.link_parameters)};'
                for widget in widgets()
                if widget.link_parameters
            ),
            "}",
            "",
            "/** Every action that reports its progress while it works (a long computation): `call` may listen. */",
            f"export type ProgressAction = {_literals(progressing) or 'never'};",
            "",
            "export type ActionName = keyof Contract;",
            'export type RequestOf<A extends ActionName> = Contract[A]["request"];',
            'export type AnswerOf<A extends ActionName> = Contract[A]["answer"];',
            "",
        ]
    )


def _interface(shape: type, named: dict[str, type]) -> str:
    doc = " ".join((shape.__doc__ or "").split("\n\n")[0].split()).replace("``", "`")
    lines = [f"/** {doc} */"] if doc else []
    lines.append(f"export interface {shape.__name__} {{")
    for field in fields_of(shape):
        optional = "" if field.required else "?"
        said = _said(field.limits, counted="items" if typing.get_origin(field.kind) in (list, dict) else "characters")
        if said:  # the declaration's bounds and default, as the door reads them
            lines.append(f"  /** {said} */")
        lines.append(f"  {field.name}{optional}: {_ts(field.kind, named)};")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _said(limits: tuple[object, ...], *, counted: str = "characters") -> str:
    """A field's declared bounds and default, for its comment: ``1 to 8; default 8``.

    >>> _said((Range(1, 8), Default(8))), _said((MaxLen(2_000),)), _said((MaxLen(50),), counted="items")
    ('1 to 8; default 8', 'at most 2,000 characters', 'at most 50 items')
    """
    parts = []
    for limit in limits:
        if isinstance(limit, Range):
            parts.append(f"{limit.low:,} to {limit.high:,}")
        elif isinstance(limit, MaxLen):
            parts.append(f"at most {limit.most:,} {counted}")
        elif isinstance(limit, Default):
            parts.append(f"default {limit.value!r}".replace("'", '"'))
    return "; ".join(parts)


def _ts(kind: Any, named: dict[str, type]) -> str:
    """``kind`` as a TypeScript type, each ``TypedDict`` in it added to ``named``."""
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin is typing.Annotated:
        return _ts(args[0], named)
    if typing.is_typeddict(kind):
        other = named.setdefault(kind.__name__, kind)
        if other is not kind:
            raise ValueError(f"two declared types are named {kind.__name__}: {other!r} and {kind!r}")
        return str(kind.__name__)
    if kind is Any or kind is object:
        return "unknown"
    if kind is None or kind is type(None):
        return "null"
    plain = {str: "string", int: "number", float: "number", bool: "boolean"}
    if kind in plain:
        return plain[kind]
    if origin in (Union, types.UnionType):
        return " | ".join(dict.fromkeys(_ts(option, named) for option in args))
    if origin is Literal:
        return _literals(args)
    if origin is list:
        inner = _ts(args[0], named)
        return f"({inner})[]" if " " in inner else f"{inner}[]"
    if origin is tuple:
        return f"[{', '.join(_ts(arg, named) for arg in args)}]"
    if origin is dict:
        return f"Record<string, {_ts(args[1], named)}>"
    raise ValueError(f"{kind!r} has no TypeScript type here")


def _literals(values: tuple[object, ...]) -> str:
    return " | ".join("true" if value is True else "false" if value is False else f'"{value}"' for value in values)


def write_generated(target: Path, text: str) -> None:
    """Write a generated file, unless it holds ``text`` already (its time then stays, and tsc's cache with it)."""
    if not target.is_file() or target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")
        print(f"wrote {target.relative_to(Path.cwd()) if target.is_relative_to(Path.cwd()) else target}")


def main() -> int:
    """Write :data:`TARGET`, unless it holds these declarations already."""
    write_generated(TARGET, declarations())
    return 0


if __name__ == "__main__":
    sys.exit(main())
