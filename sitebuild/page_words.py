"""What every page carries for ``words.js``: its edition's words, and its plural rule, compiled.

The words are the package's (:mod:`baccarat.widgets.browser_words`); the plural rule is gettext's ``Plural-Forms``
expression of the edition's catalogue (a C expression of the count ``n``, from Babel's locale data), which this module
compiles, at build time, into a small tree of numbers, ``"n"`` and operators that ``words.js``'s ``pluralForm``
evaluates (the browser runs no code from the page's data). Every plural rule Babel knows compiles, and computes what
Python's :mod:`gettext` computes (``tests/widgets/test_browser_words.py``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from baccarat.widgets.browser_words import Plural, browser_words, declared, plural_forms

__all__ = ["Rule", "compile_rule", "evaluate", "page_words", "plural_rule"]


def page_words(lang: str) -> dict[str, Any]:
    """What every page of ``lang``'s edition carries for ``words.js``: the language's plural rule, compiled
    (:func:`plural_rule`), and its words by key (:func:`~baccarat.widgets.browser_words.browser_words`), a plural word
    as the name of the placeholder that holds its count and its forms.

        >>> page_words("zh-Hans")["plural"]
        0
        >>> page_words("en")["words"]["system.dealing"]
        {'count': 'shoes', 'forms': ['Dealing {shoes} shoe…', 'Dealing {shoes} shoes…']}

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    english = declared()
    said = {
        key: {"count": word.count, "forms": list(forms)}
        if isinstance(word := english[key], Plural) and isinstance(forms, tuple)
        else forms
        for key, forms in browser_words(lang).items()
    }
    return {"plural": plural_rule(lang), "words": said}


def plural_rule(lang: str) -> Rule:
    """``lang``'s plural rule (which of its plural forms a count takes), compiled for the browser from its
    ``Plural-Forms`` (:func:`~baccarat.widgets.browser_words.plural_forms`).

        >>> plural_rule("en"), plural_rule("zh-Hant")
        (['!=', 'n', 1], 0)

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    header = plural_forms(lang)
    found = re.search(r"plural\s*=\s*([^;]+)", header)
    if found is None:
        raise ValueError(f"the Plural-Forms header {header!r} has no plural expression")
    return compile_rule(found.group(1))


#: A plural rule as the browser evaluates it: a number, the count ``"n"``, or an operator and its operands
#: (``["!=", "n", 1]``), each operand a rule; ``"?"`` takes three (the condition, then and else).
Rule = int | str | list[Any]

_TOKEN = re.compile(r"\s*(?:(\d+)|(n)|(\|\||&&|==|!=|<=|>=|[<>%?:!()*/+-]))")
#: C's binary operators that plural rules use, loosest first (the conditional ``?:`` is looser still).
_BINARY = (("||",), ("&&",), ("==", "!="), ("<", ">", "<=", ">="), ("+", "-"), ("*", "/", "%"))


def compile_rule(expression: str) -> Rule:
    """A gettext plural expression (C's syntax, of the count ``n``) as a :data:`Rule`.

        >>> compile_rule("(n != 1)")
        ['!=', 'n', 1]
        >>> compile_rule("n == 1 ? 0 : n >= 2 && n <= 4 ? 1 : 2")
        ['?', ['==', 'n', 1], 0, ['?', ['&&', ['>=', 'n', 2], ['<=', 'n', 4]], 1, 2]]

    Raises :class:`ValueError` for an expression it cannot read.
    """
    tokens: list[str | int] = []
    at = 0
    while at < len(expression.rstrip()):
        token = _TOKEN.match(expression, at)
        if token is None:
            raise ValueError(f"the plural rule {expression!r} cannot be read at {expression[at:]!r}")
        number, name, operator = token.groups()
        tokens.append(int(number) if number else name or operator)
        at = token.end()
    parser = _Parser(tokens, expression)
    rule = parser.conditional()
    if parser.at != len(tokens):
        raise ValueError(f"the plural rule {expression!r} has more after {tokens[parser.at - 1]!r}")
    return rule


@dataclass
class _Parser:
    """A precedence-climbing parser of C's expressions over ``tokens``."""

    tokens: list[str | int]
    expression: str
    at: int = 0

    def peek(self) -> str | int | None:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def take(self, wanted: str | None = None) -> str | int:
        token = self.peek()
        if token is None or (wanted is not None and token != wanted):
            raise ValueError(f"the plural rule {self.expression!r} is cut short, or lacks {wanted!r}")
        self.at += 1
        return token

    def conditional(self) -> Rule:
        test = self.binary(0)
        if self.peek() != "?":
            return test
        self.take("?")
        then = self.conditional()
        self.take(":")
        return ["?", test, then, self.conditional()]

    def binary(self, level: int) -> Rule:
        if level == len(_BINARY):
            return self.unary()
        left = self.binary(level + 1)
        while self.peek() in _BINARY[level]:
            operator = str(self.take())
            left = [operator, left, self.binary(level + 1)]
        return left

    def unary(self) -> Rule:
        token = self.take()
        if token == "!":
            return ["!", self.unary()]
        if token == "(":
            inner = self.conditional()
            self.take(")")
            return inner
        if isinstance(token, int) or token == "n":
            return token
        raise ValueError(f"the plural rule {self.expression!r} has {token!r} where a value should be")


def evaluate(rule: Rule, n: int) -> int:
    """The value of ``rule`` for the count ``n``, as C (and ``words.js``) computes it: the plural form's index.

    >>> [evaluate(compile_rule("(n != 1)"), n) for n in (0, 1, 2)]
    [1, 0, 1]
    """
    if isinstance(rule, int):
        return rule
    if isinstance(rule, str):
        if rule != "n":
            raise ValueError(f"a plural rule names only the count n, not {rule!r}")
        return n
    operator, *operands = rule
    if operator == "?":
        return evaluate(operands[1] if evaluate(operands[0], n) else operands[2], n)
    if operator == "!":
        return int(not evaluate(operands[0], n))
    a, b = (evaluate(operand, n) for operand in operands)
    return _OPERATORS[operator](a, b)


_OPERATORS: Mapping[str, Callable[[int, int], int]] = MappingProxyType(
    {
        "||": lambda a, b: int(bool(a or b)),
        "&&": lambda a, b: int(bool(a and b)),
        "==": lambda a, b: int(a == b),
        "!=": lambda a, b: int(a != b),
        "<": lambda a, b: int(a < b),
        ">": lambda a, b: int(a > b),
        "<=": lambda a, b: int(a <= b),
        ">=": lambda a, b: int(a >= b),
        "+": lambda a, b: a + b,
        "-": lambda a, b: a - b,
        "*": lambda a, b: a * b,
        "/": lambda a, b: a // b,
        "%": lambda a, b: a % b,
    }
)
