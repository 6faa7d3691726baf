"""The catalogues' machinery (sitebuild/catalogues.py): templates extracted by Babel, one catalogue per domain per
language, merged the standard way, checked and compiled; and the move from the old parts lost no translation."""

from __future__ import annotations

import gettext
import io
import subprocess
from pathlib import Path

import pytest
from babel.messages.catalog import Message
from babel.messages.pofile import read_po, write_po

from baccarat.i18n import DOMAINS, IN_THE_BROWSER, words
from sitebuild import catalogues
from sitebuild.catalogues import (
    ROOT,
    TRANSLATED,
    catalogue_path,
    compile_catalogue,
    problems,
    read,
    template_path,
    templates,
    update,
)

PACKAGE = """from baccarat.i18n import mark, words

w = words("en")
# Translators: the side that won the coup.
WON = w("The Banker wins")
TIE = mark("Tie")
HAND = w.pgettext("hand", "Player")
LEFT = w.ngettext("{count} card left", "{count} cards left", 2, count=2)
SHARED = mark("Working it out")
GONE = mark("A word about to go")
"""
BROWSER = 'from baccarat.i18n import mark\n\nWORDS = {"a": mark("Working it out"), "b": mark("Getting ready")}\n'
SITE = 'from baccarat.i18n import mark\n\nSKIP = mark("Skip to content")\nMOVED = mark("Permanent link")\n'
WIDGET = """from baccarat.i18n import mark, words
from baccarat.widgets.browser_words import ngettext

w = words("en")
BROWSER_WORDS = {
    "deal.ready": mark("Ready to deal"),
    # Translators: the shoes dealt so far.
    "deal.dealing": ngettext("Dealing a shoe", "Dealing {shoes} shoes", count="shoes"),
    "deal.drawn": mark("The Banker draws"),
}
DRAWN = w("The Banker draws")
"""
CLI = 'from baccarat.i18n import words\n\nw = words("en")\nprint(w("House edge per hand:"))\n'


def _project(root: Path, *, package: str = PACKAGE, site: str = SITE) -> None:
    for path, text in {
        "baccarat/rules.py": package,
        "baccarat/cli.py": CLI,
        "baccarat/widgets/browser_words.py": BROWSER,
        "baccarat/widgets/deal.py": WIDGET,
        "sitebuild/theme.py": site,
    }.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text, encoding="utf-8")


def _translate(root: Path, lang: str, done: dict[str, str | tuple[str, ...]]) -> None:
    """Translate, as a translator would, the messages of ``done`` (by English) in every domain of ``lang``."""
    for domain in DOMAINS:
        path = catalogue_path(lang, domain, root)
        catalogue = read(path, lang)
        for message in catalogue:
            english = message.id if isinstance(message.id, str) else message.id[0]
            if message.id and english in done:
                message.string, message.flags = done[english], message.flags - {"fuzzy"}
        out = io.BytesIO()
        write_po(out, catalogue, width=0, include_lineno=False)
        path.write_bytes(out.getvalue())


def _messages(root: Path, lang: str, domain: str) -> dict[str, Message]:
    return {message.id if isinstance(message.id, str) else message.id[0]: message
            for message in read(catalogue_path(lang, domain, root), lang) if message.id}  # fmt: skip


TRANSLATIONS: dict[str, str | tuple[str, ...]] = {
    "The Banker wins": "莊家贏",
    "Tie": "和局",
    "Player": "閒家",
    "{count} card left": ("還剩 {count} 張牌",),
    "Working it out": "計算中",
    "A word about to go": "快要刪去的字",
    "Getting ready": "準備中",
    "Skip to content": "跳至內容",
    "Permanent link": "永久連結",
    "House edge per hand:": "每局的賭場優勢：",
    "Ready to deal": "可以派牌",
    "Dealing a shoe": ("正在派 {shoes} 個牌靴",),
    "The Banker draws": "莊家補牌",
}


def test_a_domain_follows_from_the_modules_that_mark_a_message(tmp_path: Path) -> None:
    """The package's, the browser scripts' (browser_words.py's and a widget's BROWSER_WORDS) and the site's and
    command line's words go to their own templates; a word both the package and the browser scripts say is the
    package's, which the browser's Python loads too."""
    _project(tmp_path)
    assert update(tmp_path) != []
    found = {domain: {message.id for message in read(template_path(domain, tmp_path)) if message.id}
             for domain in DOMAINS}  # fmt: skip
    assert found == {
        "baccarat": {
            "The Banker wins",
            "Tie",
            "Player",
            ("{count} card left", "{count} cards left"),
            "Working it out",
            "A word about to go",
            "The Banker draws",
        },
        "browser": {"Getting ready", "Ready to deal", ("Dealing a shoe", "Dealing {shoes} shoes")},
        "site": {"Skip to content", "Permanent link", "House edge per hand:"},
    }
    template = read(template_path("baccarat", tmp_path))
    assert template.get("Player", "hand") is not None and template.get("Player") is None
    assert template["The Banker wins"].auto_comments == ["the side that won the coup."]
    assert read(template_path("browser", tmp_path))["Dealing a shoe"].auto_comments == ["the shoes dealt so far."]
    assert [path for path, _ in template["The Banker wins"].locations] == ["baccarat/rules.py"]
    assert "#: baccarat/rules.py\n" in template_path("baccarat", tmp_path).read_text("utf-8")  # files, not lines
    assert all(catalogue_path(lang, domain, tmp_path).is_file() for lang in TRANSLATED for domain in DOMAINS)
    assert update(tmp_path) == [], "a second update changes nothing"


def test_update_keeps_an_edited_message_fuzzy_with_its_old_translation_and_check_fails_on_it(tmp_path: Path) -> None:
    _project(tmp_path)
    update(tmp_path)
    assert "locale/zh_Hans/LC_MESSAGES/baccarat.po: 'Tie' is not translated" in problems("zh-Hans", tmp_path)
    for lang in TRANSLATED:
        _translate(tmp_path, lang, TRANSLATIONS)
        assert problems(lang, tmp_path) == []
    edited = PACKAGE.replace("The Banker wins", "The Banker wins the coup").replace(
        'GONE = mark("A word about to go")', ""
    )
    _project(tmp_path, package=edited + 'MOVED = mark("Permanent link")\n', site=SITE.replace("MOVED = ", "# "))
    update(tmp_path)
    package = _messages(tmp_path, "zh-Hant", "baccarat")
    won = package["The Banker wins the coup"]
    assert won.fuzzy and won.string == "莊家贏"
    assert '#| msgid "The Banker wins"' in catalogue_path("zh-Hant", "baccarat", tmp_path).read_text("utf-8")
    assert "A word about to go" not in package, "a word the code no longer says goes"
    moved = package["Permanent link"]
    assert moved.string == "永久連結" and not moved.fuzzy, "a word that moved to another domain keeps its translation"
    assert "Permanent link" not in _messages(tmp_path, "zh-Hant", "site")
    assert problems("zh-Hant", tmp_path) == [
        "locale/zh_Hant/LC_MESSAGES/baccarat.po: 'The Banker wins the coup' is fuzzy"
    ]
    _translate(tmp_path, "zh-Hant", {"The Banker wins the coup": "這局莊家贏", "Tie": "和局 {count}"})
    assert problems("zh-Hant", tmp_path) == [
        "locale/zh_Hant/LC_MESSAGES/baccarat.po: 'Tie': the translation's placeholders differ from the English's"
    ]


def test_check_finds_a_catalogue_behind_the_code_and_a_stray_file(tmp_path: Path) -> None:
    """Check compares the catalogues with the code's messages, extracted in memory: no template is needed (the
    templates are not committed; update writes them)."""
    _project(tmp_path)
    update(tmp_path)
    _translate(tmp_path, "zh-Hant", TRANSLATIONS)
    for template in (tmp_path / "locale").glob("*.pot"):
        template.unlink()
    assert problems("zh-Hant", tmp_path) == []
    noted = PACKAGE.replace('TIE = mark("Tie")', '# Translators: no side won.\nTIE = mark("Tie")')
    _project(tmp_path, package=noted + 'NEW = mark("Banker draws")\n')
    (tmp_path / "locale" / "zh-Hant").mkdir()
    (tmp_path / "locale" / "zh-Hant" / "new.po").write_text('msgid "x"\nmsgstr ""\n', encoding="utf-8")
    assert problems("zh-Hant", tmp_path) == [
        "locale/zh_Hant/LC_MESSAGES/baccarat.po: 'Banker draws' is not in it yet (run scripts/catalogues update)",
        "locale/zh_Hant/LC_MESSAGES/baccarat.po: 'Tie': its plural or its notes to the translators changed (run "
        "scripts/catalogues update)",
        "locale/zh-Hant/new.po is no domain's catalogue: move its messages",
    ]


def test_a_plurals_translation_names_what_both_english_forms_name(tmp_path: Path) -> None:
    """Chinese has one form, said for every count: it names each placeholder both English forms name, and may leave
    out a count only the English plural names."""
    _project(tmp_path)
    update(tmp_path)
    _translate(
        tmp_path, "zh-Hant", {**TRANSLATIONS, "{count} card left": ("還剩幾張牌",), "Dealing a shoe": ("派牌中",)}
    )
    assert problems("zh-Hant", tmp_path) == [
        "locale/zh_Hant/LC_MESSAGES/baccarat.po: '{count} card left': the translation's placeholders differ from "
        "the English's"
    ]
    _translate(tmp_path, "zh-Hant", {"{count} card left": ("還剩 {count} 張牌，{seed}",)})
    assert len(problems("zh-Hant", tmp_path)) == 1


def test_the_browsers_python_gets_the_package_domain_alone() -> None:
    """The browser's Python fetches one catalogue: the package's words; the browser scripts' words are written into
    each page by the build, and the site's notices are the build's."""
    package = {catalogues.key(m) for m in templates()["baccarat"] if m.id}
    for lang in TRANSLATED:
        data = compile_catalogue(lang, browser=True)
        assert data == compile_catalogue(lang, domains=IN_THE_BROWSER) and IN_THE_BROWSER == ("baccarat",)
        served: dict[str | tuple[str, int], str] = gettext.GNUTranslations(io.BytesIO(data))._catalog  # type: ignore[attr-defined]
        said = {msgid[0] if isinstance(msgid, tuple) else msgid for msgid in served} - {""}
        assert {
            (english, context or None) for context, _, english in (msgid.rpartition("\x04") for msgid in said)
        } == package


@pytest.mark.parametrize("lang", TRANSLATED)
def test_words_look_a_message_up_in_every_domain(lang: str) -> None:
    for domain in DOMAINS:
        english, context, string = next(
            (m.id, m.context, m.string)
            for m in read(catalogue_path(lang, domain), lang)
            if isinstance(m.id, str) and m.id
        )
        said = words(lang).pgettext(context, english) if context else words(lang)(english)
        assert said == string, (domain, english)


#: The move from the old layout (locale/<lang>/<part>.po, 14 parts) to one catalogue per domain: the commit
#: before it, and the move's own.
BEFORE_THE_MOVE = "b1c09ce32735"
THE_MOVE = "abe44c6d4e36"


def _git(*args: str) -> bytes:
    return subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, check=True).stdout


def _translations_at(commit: str, folders: list[str], lang: str) -> dict[tuple[str, str | None], object]:
    """Every (msgid, context) -> (English, translation, fuzzy) of the ``.po`` files in ``folders`` at ``commit``."""
    found: dict[tuple[str, str | None], object] = {}
    for folder in folders:
        for name in _git("ls-tree", "--name-only", f"{commit}:{folder}").decode().split():
            blob = io.BytesIO(_git("show", f"{commit}:{folder}/{name}"))
            for message in read_po(blob, locale=lang.replace("-", "_")):
                if message.id and name.endswith(".po"):
                    key, string = catalogues.key(message), message.string
                    said = (message.id, tuple(string) if isinstance(string, tuple | list) else string, message.fuzzy)
                    assert found.setdefault(key, said) == said, f"{folder}/{name}: {key} translated twice"
    return found


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_move_to_one_catalogue_a_domain_lost_no_translation(lang: str) -> None:
    """Every (msgid, context) -> translation of the 14 old parts is in the new catalogues, and nothing else."""
    if subprocess.run(["git", "-C", str(ROOT), "cat-file", "-e", f"{THE_MOVE}^{{commit}}"]).returncode:
        pytest.skip("not a clone with the project's history")
    before = _translations_at(BEFORE_THE_MOVE, [f"locale/{lang}"], lang)
    after = _translations_at(THE_MOVE, [f"locale/{lang.replace('-', '_')}/LC_MESSAGES"], lang)
    assert len(before) > 1000
    assert {key for key in before if before[key] != after.get(key)} == set()
    assert after.keys() == before.keys()
