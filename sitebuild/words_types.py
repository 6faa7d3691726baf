"""The browser's types of its words: every key ``say()`` takes, with the names its placeholders are filled from.

The words are declared in Python (:mod:`baccarat.widgets.browser_words`: the shared scripts' there, each widget's in its
own module); this module writes their TypeScript types into :data:`TARGET`, so that strict ``tsc`` refuses a ``say()``
or ``failure()`` with an unknown key, a missing or extra placeholder's name, or a plural word without its count. The
file is not committed: ``scripts/setup``, which every test run starts with, writes it. Run it after changing a
declaration, unless you run ``scripts/setup`` or ``scripts/test``::

    python -m sitebuild.words_types
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from baccarat.widgets.browser_words import Plural, declared, placeholders
from sitebuild.contract_types import write_generated

__all__ = ["TARGET", "declarations", "main"]

#: Where the declarations are written, beside words.js, which imports them.
TARGET = Path(__file__).resolve().parent.parent / "docs/assets/javascripts/baccarat/browser_words.d.ts"

_HEADER = """\
// The browser's words: every key say() takes, and the names its placeholders are filled from, as the package
// declares them (baccarat/widgets/browser_words.py, and each widget's BROWSER_WORDS in baccarat/widgets/<widget>.py).
// Written by `python -m sitebuild.words_types`: do not edit.

/**
 * A plural rule, compiled from gettext's Plural-Forms (baccarat.widgets.browser_words.plural_rule): a number, the
 * count "n", or an operator and its operands, each a rule.
 */
export type Rule = number | string | Rule[];

/** What a placeholder is filled with, as text (a plural word's count: a number, or the digits a reader typed). */
export type Filling = string | number;
"""

_FOOTER = """
/** Every key of the browser's words. */
export type WordKey = keyof Words;

/** What say() takes after the key: nothing for words without placeholders, else the names that fill them all. */
export type NamesOf<K extends WordKey> = [keyof Words[K]] extends [never] ? [] : [names: Words[K]];

/** The keys whose words are filled from exactly the names `N` has: what a helper that fills them may be given. */
export type KeyFilledWith<N> = {
  [K in WordKey]: [keyof Words[K]] extends [keyof N] ? ([keyof N] extends [keyof Words[K]] ? K : never) : never;
}[WordKey];
"""


def declarations() -> str:
    """The TypeScript text: the interface ``Words`` of every key, and the types ``say()`` is declared with.

    >>> '  "system.played": { shoes: Filling; seed: Filling };' in declarations()
    True
    """
    entries = []
    for key, word in declared().items():
        if isinstance(word, Plural):  # the count is among the plural's placeholders; the singular may leave it out
            names = list(dict.fromkeys([*placeholders(word.plural), *placeholders(word.singular)]))
            about = f"{word.plural} (a plural: {{{word.count}}} picks the form)"
        else:
            names, about = placeholders(word), word
        shape = f"{{ {'; '.join(f'{name}: Filling' for name in names)} }}" if names else "Record<never, never>"
        entries.append(f"  /** {_comment(about)} */\n  {json.dumps(key)}: {shape};")
    return "\n".join(
        [
            _HEADER,
            "/** Every word the browser shows, by key: the names its placeholders are filled from, every one required",
            " * (a plural word's count among them, which picks its form). */",
            "export interface Words {",
            *entries,
            "}",
            _FOOTER,
        ]
    )


def _comment(text: str) -> str:
    return " ".join(text.split()).replace("*/", "*\\/")


def main() -> int:
    """Write :data:`TARGET`, unless it holds these declarations already."""
    write_generated(TARGET, declarations())
    return 0


if __name__ == "__main__":
    sys.exit(main())
