"""The catalogues: every message the package writes, extracted, checked and compiled with Babel.

The repository keeps each language's translations in ``locale/<lang>/*.po`` (several files, one per
part of the guide, so that two people translating two parts never touch the same file). Compiling
merges them into ``baccarat/locale/<lang>.mo``, which the wheel carries (:mod:`baccarat.i18n`).

Messages are marked in the code by calling a language's words: ``w("…")``, ``w.pgettext(ctx, "…")``,
``w.ngettext("…", "…", n)``, or :func:`baccarat.i18n.mark` for a word translated later (the browser's).

``python -m sitebuild.catalogues compile | check | update`` (``scripts/catalogues``): ``update`` adds
each message no catalogue has yet, untranslated, to ``locale/<lang>/new.po`` for a translator, and drops
those the code no longer writes.
"""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from baccarat.i18n import DEFAULT, LANGUAGES

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "locale"
COMPILED = ROOT / "baccarat" / "locale"
#: Where the words are: the package's (its pages and answers) and the site build's (its notices).
CODE = ("baccarat", "sitebuild")
#: How the code marks a message: the words object ``w``, its two methods, and ``mark`` (translated later).
KEYWORDS: dict[str, tuple[int | tuple[int, str], ...] | None] = {
    "w": None,
    "mark": None,
    "pgettext": ((1, "c"), 2),
    "ngettext": (1, 2),
}
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != DEFAULT)
#: The parts whose words only the site build and the command line say: the browser's catalogue leaves them out.
BUILD_ONLY = ("site.po", "cli.po")
_BUILD_ONLY_CODE = ("sitebuild/", "baccarat/cli.py")
_PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")

Key = tuple[str, str | None]  # (msgid, context)
_FIXED_DATE = datetime(1980, 1, 1, tzinfo=UTC)


def extracted() -> dict[Key, Message]:
    """Every message the package's code marks, by (msgid, context)."""
    found: dict[Key, Message] = {}
    for folder in CODE:
        for filename, lineno, message, comments, context in extract_from_dir(
            ROOT / folder, keywords=KEYWORDS, comment_tags=("Translators:",), strip_comment_tags=True
        ):
            msgid = message if isinstance(message, str) else tuple(message)
            key = (msgid if isinstance(msgid, str) else msgid[0], context)
            entry = found.setdefault(key, Message(msgid, context=context, auto_comments=comments))
            entry.locations.append((f"{folder}/{filename}", lineno))
    return found


def _key(message: Message) -> Key:
    msgid = message.id if isinstance(message.id, str) else message.id[0]
    return msgid, message.context


def sources(lang: str) -> list[Path]:
    return sorted((SOURCES / lang).glob("*.po"))


def read(path: Path, lang: str) -> Catalog:
    with path.open("rb") as data:
        return read_po(data, locale=lang.replace("-", "_"), domain=path.stem)


def translations(lang: str) -> Iterator[tuple[Path, Message]]:
    """Every translated message of ``lang``, with the file it is in (the header excluded)."""
    for path in sources(lang):
        for message in read(path, lang):
            if message.id:
                yield path, message


def placeholders(text: str) -> set[str]:
    return set(_PLACEHOLDER.findall(text))


def problems(lang: str) -> list[str]:
    """What keeps ``lang``'s catalogue from being complete and right, one line each (empty: nothing)."""
    wanted = extracted()
    seen: dict[Key, tuple[Path, object]] = {}
    found: list[str] = []
    for path, message in translations(lang):
        msgid = message.id if isinstance(message.id, str) else message.id[0]
        key, where = (msgid, message.context), f"{path.relative_to(ROOT)}: {msgid!r}"
        if key in seen and seen[key][1] != message.string:  # two parts may share a word, not two translations
            found.append(f"{where} is translated otherwise in {seen[key][0].name}")
        seen[key] = (path, message.string)
        if key not in wanted:
            found.append(f"{where} is no longer in the code")
        elif path.name in BUILD_ONLY and not all(f.startswith(_BUILD_ONLY_CODE) for f, _ in wanted[key].locations):
            found.append(f"{where} is said in the browser too, so it cannot be in {path.name}, which it leaves out")
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy or not all(strings):
            found.append(f"{where} is {'fuzzy' if message.fuzzy else 'not translated'}")
        elif any(placeholders(str(text)) != placeholders(msgid) for text in strings):
            found.append(f"{where}: the translation's placeholders differ from {sorted(placeholders(msgid))}")
    found += [f"locale/{lang}: {msgid!r} is in no catalogue" for msgid, _ in wanted.keys() - seen.keys()]
    return found


def compile_catalogue(lang: str, *, browser: bool = False) -> bytes:
    """``lang``'s ``.po`` files, merged into one ``.mo`` (untranslated and fuzzy messages left out); for the
    ``browser``, without the :data:`BUILD_ONLY` parts, which no reader downloads."""
    # Fixed dates: the same .po files give the same bytes in every build (the wheel's hash names its URL).
    merged = Catalog(
        locale=lang.replace("-", "_"),
        domain="baccarat",
        project="baccarat",
        charset="utf-8",
        creation_date=_FIXED_DATE,
        revision_date=_FIXED_DATE,
    )
    for path, message in translations(lang):
        if browser and path.name in BUILD_ONLY:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if all(strings) and not message.fuzzy:
            merged[message.id] = message
    out = io.BytesIO()
    write_mo(out, merged)
    return out.getvalue()


def compile_all() -> list[Path]:
    """Compile every language's catalogue into the package, rewriting only what changed."""
    COMPILED.mkdir(exist_ok=True)
    written = []
    for lang in TRANSLATED:
        target, data = COMPILED / f"{lang}.mo", compile_catalogue(lang)
        if not target.is_file() or target.read_bytes() != data:
            target.write_bytes(data)
            written.append(target)
    return written


def update() -> list[Path]:
    """Drop every message the code no longer writes, and add every message no catalogue of a language has
    to its ``new.po``, for a translator."""
    wanted, written = extracted(), []
    for lang in TRANSLATED:
        for path in sources(lang):
            catalogue = read(path, lang)
            gone = [message for message in catalogue if message.id and _key(message) not in wanted]
            if gone:
                for message in gone:
                    catalogue.delete(message.id, message.context)
                headed = path.read_text(encoding="utf-8").lstrip("# \n").startswith('msgid ""')
                with path.open("wb") as out:  # a file without a header keeps none (Babel would write its own)
                    write_po(out, catalogue, width=0, omit_header=not headed)
                written.append(path)
    for lang in TRANSLATED:
        have = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for _, m in translations(lang)}
        path = SOURCES / lang / "new.po"
        catalogue = read(path, lang) if path.is_file() else Catalog(locale=lang.replace("-", "_"))
        for key in sorted(wanted.keys() - have, key=str):
            message = wanted[key]
            catalogue[message.id] = Message(message.id, "", context=message.context, locations=message.locations)
        if len(catalogue):
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("wb") as out:
                write_po(out, catalogue, width=0, omit_header=True)
            written.append(path)
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
        print("\n".join(found) or "every message is translated in every catalogue")
        return 1 if found else 0
    print("usage: python -m sitebuild.catalogues compile | check | update", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
