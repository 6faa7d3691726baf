"""The catalogues: every message the code writes, extracted into templates, merged, checked and compiled with Babel.

The layout is gettext's own, which Babel, Django and Sphinx use (so ``pybabel update -d locale -D <domain>``
works on it too):

- ``locale/<domain>.pot``: one template per domain, extracted from the code by ``update`` (not committed: it is
  written where it is needed, as Django's are, and never edited by hand);
- ``locale/<ll_Script>/LC_MESSAGES/<domain>.po``: a language's translations of that domain (``zh_Hant``);
- ``baccarat/locale/<ll_Script>/LC_MESSAGES/<domain>.mo``: compiled, in the wheel (:mod:`baccarat.i18n`).

There are three domains (:data:`baccarat.i18n.DOMAINS`): the package's words, the browser scripts' words and
the site build's and command line's own notices. Which one a message belongs to follows from the modules that
mark it (:data:`MODULES`, as a Babel mapping file maps files); a message marked in modules of two domains
belongs to the first of them in :data:`~baccarat.i18n.DOMAINS`, which every reader of the other loads too.

Messages are marked in the code by calling a language's words: ``w("…")``, ``w.pgettext(ctx, "…")``,
``w.ngettext("…", "…", n)``, or :func:`baccarat.i18n.mark` for a word translated later. A comment starting
``Translators:`` just above one goes to the translators, in the template and every catalogue.

``python -m sitebuild.catalogues compile | check | update`` (``scripts/catalogues``):

- ``update`` extracts the templates and merges each ``.po`` from its template, as ``pybabel update``
  (:meth:`babel.messages.catalog.Catalog.update`): a new message comes in untranslated; a message whose
  English changed keeps its old translation, marked fuzzy, with the old English as ``#| msgid``; a message
  the code no longer says goes; a message that moved to another domain takes its translation along.
- ``check`` lists what keeps a catalogue from being complete and right: a fuzzy or untranslated message,
  placeholders that differ from the English, a catalogue behind the code (compared with a fresh extraction in
  memory: no template needed).
- ``compile`` (the default) writes the ``.mo`` files the package loads, and only the ones that changed.
"""

from __future__ import annotations

import ast
import copy
import fnmatch
import io
import re
import sys
from collections.abc import Iterable, Iterator, Mapping
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from types import MappingProxyType

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from baccarat import __version__
from baccarat.i18n import DEFAULT, DOMAINS, IN_THE_BROWSER, LANGUAGES, locale_name

ROOT = Path(__file__).resolve().parent.parent
COMPILED = ROOT / "baccarat" / "locale"
#: Where the words are: the package's (its pages, answers and command line) and the site build's (its notices).
CODE = ("baccarat", "sitebuild")
#: How the code marks a message: the words object ``w``, its two methods, and ``mark`` (translated later).
KEYWORDS: Mapping[str, tuple[int | tuple[int, str], ...] | None] = MappingProxyType(
    {"w": None, "mark": None, "pgettext": ((1, "c"), 2), "ngettext": (1, 2)}
)
#: Which domain a module's words go to: the first pattern its path matches decides (``*`` crosses folders).
MODULES: tuple[tuple[str, str], ...] = (
    ("baccarat/widgets/browser_words.py", "browser"),
    ("baccarat/cli.py", "site"),  # the command line runs where the package is installed, never in a page
    ("sitebuild/*", "site"),
    ("baccarat/*", "baccarat"),
)
#: A widget's module declares the words its scripts say under this name: what is marked inside is the browser's.
BROWSER_DECLARATION = "BROWSER_WORDS"
#: What each domain holds, the first line of its template and catalogues.
ABOUT: Mapping[str, str] = MappingProxyType(
    {
        "baccarat": "The package's words (baccarat/): the rules' answers, the tables, the charts and the widgets.",
        "browser": "The browser scripts' words (baccarat/widgets/browser_words.py and each widget's BROWSER_WORDS), "
        "written into each page by the build.",
        "site": "The site build's own notices (sitebuild/) and the command line's (baccarat/cli.py).",
    }
)
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != DEFAULT)
_PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")

Key = tuple[str, str | None]  # (msgid, context)
#: Fixed dates: the same messages give the same bytes (a template and a .mo change only when a word does).
_FIXED_DATE = datetime(1980, 1, 1, tzinfo=UTC)
#: How every template and catalogue is written: unwrapped, files without line numbers (a line moved in the
#: code changes no catalogue), no obsolete ``#~`` entries (git keeps them), the old English of a fuzzy one.
_WRITE: Mapping[str, int | bool] = MappingProxyType(
    {"width": 0, "include_lineno": False, "ignore_obsolete": True, "include_previous": True}
)


def template_path(domain: str, root: Path = ROOT) -> Path:
    return root / "locale" / f"{domain}.pot"


def catalogue_path(lang: str, domain: str, root: Path = ROOT) -> Path:
    return root / "locale" / locale_name(lang) / "LC_MESSAGES" / f"{domain}.po"


def module_domain(path: str) -> str:
    """The domain of the words marked in the module at ``path`` (relative to the repository, with ``/``).

    >>> module_domain("baccarat/render/odds.py"), module_domain("sitebuild/theme.py")
    ('baccarat', 'site')
    """
    return next(domain for pattern, domain in MODULES if fnmatch.fnmatchcase(path, pattern))


def key(message: Message) -> Key:
    msgid = message.id if isinstance(message.id, str) else message.id[0]
    return msgid, message.context


def extracted(root: Path = ROOT) -> dict[Key, Message]:
    """Every message the code marks, by (msgid, context), in the order the code first says it."""
    found: dict[Key, Message] = {}
    for folder in CODE:
        if not (root / folder).is_dir():
            continue
        for filename, lineno, text, comments, context in extract_from_dir(
            root / folder, keywords=KEYWORDS, comment_tags=("Translators:",), strip_comment_tags=True
        ):
            msgid = text if isinstance(text, str) else tuple(text)
            entry = found.setdefault(
                (msgid if isinstance(msgid, str) else msgid[0], context), Message(msgid, context=context)
            )
            entry.auto_comments += [comment for comment in comments if comment not in entry.auto_comments]
            entry.locations.append((f"{folder}/{filename}", lineno))
    return found


def domain_of(message: Message, root: Path = ROOT) -> str:
    """The domain a message belongs to: of the domains of the places that mark it, the first in DOMAINS; a place
    is its module's domain's, or the browser's inside a widget's :data:`BROWSER_DECLARATION`."""
    places = [
        (path, line, _declarations((root / path).read_text(encoding="utf-8"))) for path, line in message.locations
    ]
    found = [
        "browser" if any(a <= line <= b for a, b in spans) else module_domain(path) for path, line, spans in places
    ]
    return min(found, key=DOMAINS.index)


@cache
def _declarations(source: str) -> tuple[tuple[int, int], ...]:
    """The lines (first, last) of each top-level :data:`BROWSER_DECLARATION` in a module's ``source``."""
    return tuple(
        (node.lineno, node.end_lineno or node.lineno)
        for node in ast.parse(source).body
        if isinstance(node, ast.Assign | ast.AnnAssign)
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(target, ast.Name) and target.id == BROWSER_DECLARATION
    )


def _catalog(domain: str, lang: str | None = None) -> Catalog:
    language = "" if lang is None else f" Its {lang} translations: fill in each msgstr."
    return Catalog(
        locale=None if lang is None else locale_name(lang),
        domain=domain,
        header_comment=f"# {ABOUT[domain]}\n# Extracted from the code by scripts/catalogues update.{language}",
        project="baccarat",
        version=__version__,
        msgid_bugs_address="the project's issues",
        last_translator="the project's translators (git log)",
        language_team=locale_name(lang) if lang else "LANGUAGE",
        charset="utf-8",
        creation_date=_FIXED_DATE,
        revision_date=_FIXED_DATE,
        fuzzy=False,
    )


def templates(root: Path = ROOT) -> dict[str, Catalog]:
    """Each domain's template, extracted from the code (what ``locale/<domain>.pot`` holds)."""
    found = {domain: _catalog(domain) for domain in DOMAINS}
    for message in extracted(root).values():
        found[domain_of(message, root)][message.id] = message  # (written with its files, not their lines)
    return found


def read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as data:
        return read_po(data, locale=None if lang is None else locale_name(lang), domain=path.stem)


def _written(catalogue: Catalog, path: Path) -> bool:
    """Write ``catalogue`` to ``path`` unless it holds that already; whether it wrote."""
    out = io.BytesIO()
    write_po(out, catalogue, **_WRITE)  # type: ignore[arg-type]
    if path.is_file() and path.read_bytes() == out.getvalue():
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(out.getvalue())
    return True


def translated(message: Message) -> bool:
    """Whether ``message`` has a whole translation, not fuzzy."""
    strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
    return bool(message.id) and not message.fuzzy and all(strings)


def update(root: Path = ROOT, compendium: Mapping[str, Iterable[Message]] | None = None) -> list[Path]:
    """Extract the templates and merge every language's catalogue of each domain from its template; return the
    files written. A message with no translation in its domain takes the one it has in another domain (it moved)
    or in ``compendium[lang]`` (other catalogues' messages: gettext's ``msgmerge --compendium``)."""
    wanted = templates(root)
    written = [template_path(domain, root) for domain, template in wanted.items()]
    written = [path for path, template in zip(written, wanted.values(), strict=True) if _written(template, path)]
    for lang in TRANSLATED:
        paths = {domain: catalogue_path(lang, domain, root) for domain in DOMAINS}
        old = {domain: read(path, lang) for domain, path in paths.items() if path.is_file()}
        known = {key(m): m for m in (compendium or {}).get(lang, ()) if translated(m)}
        known |= {key(m): m for catalogue in old.values() for m in catalogue if translated(m)}
        for domain, template in wanted.items():
            catalogue = old.get(domain) or _catalog(domain, lang)
            catalogue.update(copy.deepcopy(template))  # (Babel puts a new message's object in as it is)
            for message in catalogue:
                if message.id and not translated(message) and key(message) in known:
                    _carry(message, known[key(message)])
            if _written(catalogue, paths[domain]):
                written.append(paths[domain])
    return written


def _carry(message: Message, other: Message) -> None:
    """Give ``message`` the translation ``other`` (the same English, elsewhere) has, and its translator's notes."""
    message.string = other.string
    message.flags.discard("fuzzy")
    message.previous_id = []
    message.user_comments = list(dict.fromkeys([*message.user_comments, *other.user_comments]))


def translations(lang: str, root: Path = ROOT) -> Iterator[tuple[Path, Message]]:
    """Every message of ``lang``'s catalogues, with the file it is in (the headers excluded)."""
    for domain in DOMAINS:
        path = catalogue_path(lang, domain, root)
        if path.is_file():
            yield from ((path, message) for message in read(path, lang) if message.id)


def placeholders(text: str) -> set[str]:
    return set(_PLACEHOLDER.findall(text))


def _wrong_placeholders(message: Message) -> bool:
    """Whether a translation names other placeholders than its English: each form of a plural names every one
    both English forms name, and no other than theirs (Chinese's one form may leave out a count only the English
    plural names: "the copies", not "the 3 copies")."""
    if isinstance(message.id, str):
        return placeholders(str(message.string)) != placeholders(message.id)
    singular, plural = placeholders(message.id[0]), placeholders(message.id[1])
    forms = [placeholders(str(text)) for text in message.string or ("",)]
    return not all(singular & plural <= form <= singular | plural for form in forms)


def problems(lang: str, root: Path = ROOT) -> list[str]:
    """What keeps ``lang``'s catalogues from being complete and right, one line each (empty: nothing)."""
    found, wanted = [], templates(root)
    for domain, template in wanted.items():
        path = catalogue_path(lang, domain, root)
        catalogue, where = read(path, lang) if path.is_file() else Catalog(), path.relative_to(root)
        have, described = {key(message) for message in catalogue if message.id}, _described(template)
        found += [f"{where}: {msgid!r} is not in it yet (run scripts/catalogues update)" for msgid, _ in
                  sorted(described.keys() - have, key=str)]  # fmt: skip
        for message in catalogue:
            said = f"{where}: {key(message)[0]!r}"
            if not message.id:
                continue
            if template.get(*key(message)) is None:
                found.append(f"{said} is no longer said in this domain (run scripts/catalogues update)")
            elif _description(message) != described[key(message)]:
                found.append(f"{said}: its plural or its notes to the translators changed (run scripts/catalogues "
                             "update)")  # fmt: skip
            elif not translated(message):
                found.append(f"{said} is {'fuzzy' if message.fuzzy else 'not translated'}")
            elif _wrong_placeholders(message):
                found.append(f"{said}: the translation's placeholders differ from the English's")
    leftover = {path for path in (root / "locale").rglob("*.po")} - {
        catalogue_path(lang, domain, root) for lang in TRANSLATED for domain in DOMAINS
    }
    found += [f"{path.relative_to(root)} is no domain's catalogue: move its messages" for path in sorted(leftover)]
    return found


def _described(catalogue: Catalog) -> dict[Key, tuple[object, str]]:
    """What a template says of each message: its English (with a plural's) and its notes to the translators."""
    return {key(m): _description(m) for m in catalogue if m.id}


def _description(message: Message) -> tuple[object, str]:
    return message.id, " ".join(" ".join(message.auto_comments).split())  # as wrapped


def compile_catalogue(lang: str, *, browser: bool = False, domains: tuple[str, ...] = DOMAINS) -> bytes:
    """``lang``'s catalogues of ``domains``, merged into one ``.mo`` (untranslated and fuzzy messages left out);
    for the ``browser``, only the domains the browser's Python loads (:data:`~baccarat.i18n.IN_THE_BROWSER`)."""
    merged = _catalog(DOMAINS[0], lang)
    for domain in IN_THE_BROWSER if browser else domains:
        path = catalogue_path(lang, domain)
        for message in read(path, lang) if path.is_file() else ():
            if translated(message):
                merged[message.id] = message
    out = io.BytesIO()
    write_mo(out, merged)
    return out.getvalue()


def compiled_path(lang: str, domain: str) -> Path:
    return COMPILED / locale_name(lang) / "LC_MESSAGES" / f"{domain}.mo"


def compile_all() -> list[Path]:
    """Compile every language's catalogue of every domain into the package, rewriting only what changed, and
    remove any other compiled file there (an earlier layout's), which the wheel would carry."""
    written, wanted = [], set()
    for lang in TRANSLATED:
        for domain in DOMAINS:
            target, data = compiled_path(lang, domain), compile_catalogue(lang, domains=(domain,))
            wanted.add(target)
            if not target.is_file() or target.read_bytes() != data:
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(data)
                written.append(target)
    for stale in sorted(path for path in COMPILED.rglob("*") if path.is_file() and path not in wanted):
        stale.unlink()
    return written


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "compile"
    if command == "compile":
        for path in compile_all():
            print(f"compiled {path.relative_to(ROOT)}")
        return 0
    if command == "update":
        for path in update():
            print(f"updated {path.relative_to(ROOT)}")
        return 0
    if command == "check":
        found = [line for lang in TRANSLATED for line in problems(lang)]
        print("\n".join(dict.fromkeys(found)) or "every message is translated in every catalogue")
        return 1 if found else 0
    print("usage: python -m sitebuild.catalogues compile | check | update", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
