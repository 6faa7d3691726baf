"""The browser's words: every sentence and label the guide's JavaScript shows, by a stable key, declared once.

The scripts under ``docs/assets/javascripts/`` hold no words of their own: each says ``say("deal.ready")``
(``words.js``), and finds the words of the page's language in the page itself, where the site build wrote them for
its edition (``sitebuild/page_words.py``, ``sitebuild/words.py``). A key is ``<script>.<what>``: the script that
says it (``dom`` for the shared helpers) and what it is for.

Each live widget declares the words its scripts say in its own module, as ``BROWSER_WORDS`` beside its ``WIDGET``
(``baccarat/widgets/system.py`` has ``"system.ready"``); the scripts every page shares (the runtime, links, storage,
the lessons, …) declare theirs here, in :data:`SHARED`. :func:`declared` gathers them all.

Placeholders are named (``{error}``) and filled in by the browser, so a translation may reorder them. A sentence
with a count in it is declared with :func:`ngettext`: its English singular and plural (gettext's ``msgid`` and
``msgid_plural``), and the placeholder that holds the count. The browser picks the form by the language's own plural
rule (gettext's ``Plural-Forms``, from Babel's data: English has two forms, Chinese one: :func:`plural_forms`), which
the page carries compiled (``sitebuild/page_words.py``). Each message is translated with every other message of the
package (:mod:`baccarat.i18n`); ``sitebuild/words_types.py`` writes their TypeScript types, so that strict ``tsc``
checks every ``say()``: its key, its placeholders, and a plural word's count.
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from importlib import import_module

from ..i18n import mark, words

__all__ = [
    "SHARED",
    "Plural",
    "Word",
    "Words",
    "browser_words",
    "declared",
    "mark",
    "ngettext",
    "placeholders",
    "plural_forms",
    "say",
]


@dataclass(frozen=True, slots=True)
class Plural:
    """A browser word said with a count: its English ``singular`` and ``plural``, and the placeholder that holds the
    ``count`` (a number the browser picks the form by).

    >>> Plural("{count} shoe", "{count} shoes").count
    'count'
    """

    singular: str
    plural: str
    count: str = "count"


def ngettext(singular: str, plural: str, /, *, count: str = "count") -> Plural:
    """Mark a browser word with a count for the catalogues (as gettext's ``ngettext`` marks one, with no count yet):
    its English ``singular`` and ``plural``, and the name of the placeholder that holds the ``count``.

        >>> ngettext("Dealing {shoes} shoe…", "Dealing {shoes} shoes…", count="shoes").count
        'shoes'

    Raises :class:`ValueError` when ``plural`` has no ``{count}`` placeholder to pick its form by.
    """
    if count not in placeholders(plural):
        raise ValueError(f"the plural {plural!r} has no placeholder {{{count}}} to pick its form by")
    return Plural(singular, plural, count)


#: One word the browser shows: a sentence, or a sentence with a count (:class:`Plural`).
Word = str | Plural
#: Words by key, as a script or a widget declares them.
Words = Mapping[str, Word]

_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def placeholders(text: str) -> list[str]:
    """The names of ``text``'s placeholders, each once, in order.

    >>> placeholders("Step {step} of {steps}: {text}")
    ['step', 'steps', 'text']
    """
    return list(dict.fromkeys(_PLACEHOLDER.findall(text)))


#: The words of the scripts every page may run, by key (each live widget's are in its own module).
SHARED: dict[str, Word] = {
    # dom.js: what every widget shares
    "dom.link-problem": mark("This link could not be opened: {error}."),
    # Translators: marks the answer the reader picked, which was right (a tick, then words).
    "dom.answer-yours-right": mark("✓ your answer, right"),
    # Translators: marks the right answer, which the reader did not pick.
    "dom.answer-right": mark("✓ the right answer"),
    # Translators: marks the answer the reader picked, which was wrong.
    "dom.answer-yours-wrong": mark("✗ your answer"),
    "dom.runtime-failed": mark(
        "The live example could not start, so Python is not running in this page "
        "(the browser may block WebAssembly, or the site's server may not send .wasm files as application/wasm). "
        "Every worked example and chart on this page still reads as normal."
    ),
    # Translators: {error} is a technical reason, after the sentence that says the live example could not start.
    "dom.details": mark("Details: {error}"),
    # Translators: read out for the download's progress bar; {loaded} and {total} are megabytes (12.3).
    "dom.download-progress": mark("{loaded} of {total} MB"),
    # Translators: how far a long answer (a thousand shoes, a risk of ruin) has got, beside the status line and
    # read out for its progress bar; {percent} is a whole number from 0 to 100.
    "dom.work-progress": mark("{percent}% worked out"),
    "dom.open-failed": mark("Something went wrong while opening this widget: {error}"),
    # links.js: the "Copy link" button, before and after it has copied
    "links.link-copied": mark("Link copied"),
    "links.copy-link-above": mark("Copy the link above"),
    "links.copy-link": mark("Copy link"),
    # runtime.js and the worker: why Python could not start (shown after "Details:")
    "runtime.no-wasm": mark("this browser has no WebAssembly"),
    "runtime.worker-failed": mark("the Python worker could not start"),
    "runtime.timeout": ngettext(
        "Python did not start within {seconds} second", "Python did not start within {seconds} seconds", count="seconds"
    ),
    "worker.no-urls": mark("the Python worker was started without its pyodide and wheel URLs"),
    "worker.runtime-http": mark("the Python runtime could not be downloaded (HTTP {status})"),
    "worker.package-http": mark("the baccarat package could not be downloaded (HTTP {status})"),
    "worker.wasm-type": mark("the server sends pyodide.asm.wasm as {type}, but it must be application/wasm"),
    "worker.wasm-untyped": mark(
        "the server sends pyodide.asm.wasm with no content type, but it must be application/wasm"
    ),
    "worker.unknown-message": mark("unknown message type {type}"),
    # storage.js: saved progress that cannot be kept
    "storage.carry-on-unsaved": mark("Carry on without saving"),
    # Translators: {count} is how many copies of saved progress were set aside (moved to other keys) earlier.
    "storage.remove-copies": ngettext(
        "Remove the copy set aside earlier, and save", "Remove the {count} copies set aside earlier, and save"
    ),
    "storage.full": mark(
        "This browser's storage for this site is full, so your last change could not be kept here: "
        "it lives in this tab only until you close it. Nothing else was removed to make room."
    ),
    "storage.blocked": mark(
        "This browser does not let this page keep anything, so nothing is saved: it "
        "all works in this tab until you close it."
    ),
    "storage.carry-on": mark("Carry on"),
    # offline.js: a newer build of the guide is saved
    "offline.new-version": mark("A new version of the guide is ready."),
    "offline.reload": mark("Reload"),
    # stepper.js: stepping through a coup
    "stepper.count": mark("Step {step} of {steps}"),
    # Translators: read out as the reader steps; {text} is the step's own sentence.
    "stepper.said": mark("Step {step} of {steps}: {text}"),
    # dealer_asks.js: the live dealer's questions
    # Translators: the step bar's count while the dealer asks and the coup is not settled: no total (how many
    # steps a coup has tells whether a hand draws); "Step {step} of {steps}" once it is.
    "dealer_asks.step": mark("Step {step}"),
    # Translators: read out as the reader steps while the dealer asks, as "Step {step} of {steps}: {text}" without
    # the total; {text} is the step's own sentence.
    "dealer_asks.step-said": mark("Step {step}: {text}"),
    # Translators: why the step bar's "Next hand" waits while the dealer asks (shown under it, and said if it is
    # pressed): {show} is the switch's other choice, "Just show me", which deals on without asking.
    "dealer_asks.next-hand-waits": mark(
        "Next hand waits until this coup's questions are answered, or choose “{show}”."
    ),
    # glossary.js: a glossary term's definition, opened in place; its link to the term's entry in the glossary
    "glossary.more": mark("More in the glossary"),
    # Translators: the name a screen reader gives the × button that closes an open definition.
    "glossary.close": mark("Close the definition"),
    # copy.js: the copy fields of the links list and the embed codes
    "copy.button": mark("Copy"),
    # Translators: the Copy button's name for a screen reader; {name} is the field's label.
    "copy.label": mark("Copy: {name}"),
    "copy.copied": mark("Copied."),
    "copy.selected": mark("Selected: press Ctrl+C (or ⌘C) to copy."),
    # precision.js: tables of figures
    "precision.toggle": mark("Four decimals"),
    "precision.label": mark("Four decimals: {caption}"),
    # try_it_live.js: the worked coups on the rules pages
    "try_it_live.button": mark("Try it live"),
    "try_it_live.label": mark("Try it live: step through the coup {cards}"),
    "try_it_live.opening": mark("Opening the steps…"),
    "try_it_live.starting": mark("Starting Python in your browser…"),
    "try_it_live.open-dealer": mark("Open in the dealer"),
    "try_it_live.live": mark("Live: step through the coup."),
    # lesson_view.js and lesson.js: the lessons, and the rules pages' questions
    "lesson_view.topic-score": mark("Scoring a hand"),
    "lesson_view.topic-natural": mark("Spotting a natural"),
    "lesson_view.topic-player": mark("The Player's rule"),
    "lesson_view.topic-banker-simple": mark("The Banker's simple cases"),
    "lesson_view.topic-banker": mark("The Banker's chart"),
    # after a skill's result, when it was missed (more than once, of three answers or more); a skip is no miss
    "lesson_view.needs-practice": mark("Needs practice."),
    # Translators: under a finish's score, the pass mark that decides every verdict ({mark}: a percentage, 80)
    "lesson_view.mark-passed": mark("Passed (pass mark: {mark}%)."),
    "lesson_view.mark-under": mark("Not passed yet (pass mark: {mark}%)."),
    # after a skill's result, when it was missed of only one or two answers: too few to call it a weakness
    "lesson_view.missed-once": mark("Missed once: the Drill brings it back."),
    "lesson_view.missed-twice": mark("Missed twice: the Drill brings it back."),
    # the finish's advice when the only misses were such single slips: the main button goes on
    "lesson_view.go-on-missed": mark("Go on when you are ready: the Drill brings back what you missed."),
    "lesson_view.to-practise": mark("Still to practise: {skills}. Try the Drill, then this lesson again."),
    # a rules page's set of questions (not a lesson): {skills} as above
    "lesson_view.to-practise-set": mark("Still to practise: {skills}. Try the Drill, then this set again."),
    # the skills none missed, some of whose questions were skipped
    "lesson_view.to-try": mark("Not tried yet: {skills}."),
    # between the skills named in "Still to practise: {skills}"
    "lesson_view.list-separator": mark("; "),
    "lesson_view.lessons": mark("All the lessons"),
    # a rules page's set of questions, under the quiz: {title} is "Set 3 of 24"
    "lesson_view.share-set": mark("Share these questions ({title}):"),
    # the name of the Enter key, as printed on it: the hint on "Next" (as the Drill's)
    "lesson_view.enter-key": mark("Enter"),
    "lesson_view.path-done": mark("done: {right} of {total} right"),
    # a lesson done under the pass mark: not ticked, and said so
    "lesson_view.path-under": mark("done: {right} of {total} right, not passed yet"),
    "lesson_view.path-begun": mark("begun"),
    "lesson_view.path-new": mark("not started"),
    "lesson_view.topic-winner": mark("Calling the winner"),
    "lesson_view.count": mark("Question {question} of {questions} · coup {coup} of {coups}"),
    "lesson_view.right": mark("✓ Right."),
    "lesson_view.wrong": mark("✗ Not quite."),
    "lesson_view.read-rule": mark("Read the rule"),
    "lesson_view.see-how": mark("See how you did"),
    "lesson_view.next-coup": mark("Next coup"),
    "lesson_view.next-question": mark("Next question"),
    # Translators: one line of the summary per topic; {topic} is one of the topics above.
    "lesson_view.topic-result": mark("{topic}: {right} of {answered} right."),
    # Translators: a skill some of whose questions were skipped ({skipped}: how many; never counted as missed)
    "lesson_view.topic-result-skipped": mark("{topic}: {right} of {answered} right ({skipped} skipped)."),
    # Translators: a skill every question of which was skipped ({skipped}: how many)
    "lesson_view.topic-untried": mark("{topic}: not tried yet ({skipped} skipped)."),
    # Translators: {total} is the number of questions asked, {answered} those answered, {right} those answered right.
    "lesson_view.summary": ngettext(
        "You answered {answered} of the {total} question, and got {right} right.",
        "You answered {answered} of the {total} questions, and got {right} right.",
        count="total",
    ),
    # Translators: every question answered: {total} asked, {right} of them right ("12 題答對 9 題").
    "lesson_view.summary-all": ngettext(
        "{total} question, {right} right.",
        "{total} questions, {right} right.",
        count="total",
    ),
    "lesson_view.all-skipped": mark("You skipped every question: go through them again to answer them."),
    "lesson_view.practise-missed": mark("Practise what you missed in the Drill"),
    "lesson_view.keep-sharp": mark("Keep sharp in the Drill"),
    # Translators: the progress bar's value, as a screen reader says it.
    "lesson_view.progress": mark("{done} of {total} questions answered"),
    # Translators: {title} is a lesson's title ("Lesson 2: the Player's rule") or a set's ("Set 3 of 24").
    "lesson_view.finished": mark("Finished: {title}"),
    "lesson_view.what-next": mark("What to practise next:"),
    "lesson_view.next-lesson": mark("Go on to {title}"),
    "lesson_view.another-set": mark("Another set of questions"),
    # a link to the page of the lesson's rules (a lesson teaches two or three)
    "lesson_view.reread": mark("Review this lesson's rules"),
    # Translators: the course's finish while some lessons are under the pass mark (or not done): how many
    "lesson_view.course-behind": ngettext(
        "{count} lesson not passed yet",
        "{count} lessons not passed yet",
    ),
    # a button that opens a lesson done under the pass mark again, on fresh coups ({number}: 1 to 4)
    "lesson_course.redo-lesson": mark("Redo lesson {number}"),
    "lesson.again-lesson": mark("Do this lesson again"),
    "lesson.again-set": mark("Ask this set again"),
    "lesson.set-link": mark("Link to these questions"),
    # Translators: {given} is what a link gave, shown as text; {count} the number of sets.
    "lesson.bad-set": mark(
        "The link asks for the set of questions “{given}”, which is not a number from 1 to {count}: "
        "here is another set."
    ),
    # Translators: over a later lesson, a lesson done under the pass mark; a "Redo lesson {number}" button follows
    "lesson_course.behind": mark("Lesson {number} not passed yet ({right} of {total} right):"),
    "lesson.continue": mark("Continue where you left off: question {question} of {questions}"),
    "lesson.set-aside": mark(
        "Your saved progress here could not be read: it was set aside, and the questions start afresh."
    ),
    # navmarks.js: what a screen reader says of the ✓ beside a page whose lessons (all) or a set of questions the
    # reader passed (at the pass mark) in the site's navigation
    "navmarks.passed": mark("passed"),
}


def declared() -> dict[str, Word]:
    """Every word the browser shows, in English, by key: :data:`SHARED`, then each widget's ``BROWSER_WORDS`` in the
    catalogue's order (each widget's module loaded).

        >>> declared()["system.dealing"].plural
        'Dealing {shoes} shoes…'

    Raises :class:`ValueError` when two declarations name the same key.
    """
    from .catalog import widgets  # the widgets' modules import this one, for ngettext

    found = dict(SHARED)
    for widget in widgets():
        own: Words = getattr(import_module(f"{__package__}.{widget.name}"), "BROWSER_WORDS", {})
        for key, word in own.items():
            if found.setdefault(key, word) is not word:
                raise ValueError(f"the browser word {key!r} is declared twice ({widget.name} and another)")
    return found


def browser_words(lang: str) -> dict[str, str | tuple[str, ...]]:
    """The browser's words in ``lang``, by key, their placeholders left for the browser to fill: a plural word as its
    forms, one for each of the language's plural forms, in gettext's order.

        >>> browser_words("en")["deal.getting-ready"]
        'Getting the live dealer ready'
        >>> browser_words("en")["system.dealing"]
        ('Dealing {shoes} shoe…', 'Dealing {shoes} shoes…')
        >>> browser_words("zh-Hant")["system.dealing"]
        ('正在派 {shoes} 靴牌……',)

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    catalogue = words(lang).catalogue  # each message as marked: its placeholders are the browser's to fill
    counts = _form_counts(catalogue)
    said: dict[str, str | tuple[str, ...]] = {}
    for key, word in declared().items():
        if isinstance(word, Plural):
            said[key] = tuple(catalogue.ngettext(word.singular, word.plural, n) for n in counts)
        else:
            said[key] = catalogue.gettext(word)
    return said


def say(lang: str, key: str, /, **names: object) -> str:
    """The words ``key`` names in ``lang``, each placeholder filled from ``names``, as ``words.js``'s ``say`` gives
    them: a plural word in the form its count takes, by the language's rule (for tests and tools).

        >>> say("en", "system.played", shoes=1, seed=5), say("en", "system.played", shoes=2, seed=5)
        ('Played 1 shoe from seed 5.', 'Played 2 shoes from seed 5.')
        >>> say("zh-Hant", "system.played", shoes=1, seed=5)
        '已用洗牌種子 5 玩了 1 靴牌。'

    Raises KeyError for a key no script declares, and :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a
    language the guide is not written in.
    """
    word, catalogue = declared()[key], words(lang).catalogue
    if isinstance(word, Plural):
        text = catalogue.ngettext(word.singular, word.plural, abs(int(str(names[word.count]))))
    else:
        text = catalogue.gettext(word)
    return _PLACEHOLDER.sub(lambda found: str(names.get(found.group(1), found.group(0))), text)


def plural_forms(lang: str) -> str:
    """``lang``'s gettext ``Plural-Forms``: its compiled catalogue's header, which Babel writes from its locale data
    (CLDR's); English, the source language with no catalogue, has gettext's own default.

        >>> plural_forms("en"), plural_forms("zh-Hans")
        ('nplurals=2; plural=(n != 1);', 'nplurals=1; plural=0;')

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    return _header(words(lang).catalogue)


def _header(catalogue: gettext.NullTranslations) -> str:
    """The catalogue's ``Plural-Forms``, or gettext's own default (English's) where it has none."""
    return str(catalogue.info().get("plural-forms", "nplurals=2; plural=(n != 1);"))


def _form_counts(catalogue: gettext.NullTranslations) -> list[int]:
    """For each of the catalogue's plural forms in turn, the smallest count that takes it (a count to ask the
    catalogue with for that form): ``[1, 0]`` for English, ``[0]`` for Chinese.

    Raises :class:`ValueError` when no count up to a million takes one of the forms.
    """
    info = _header(catalogue)
    found = re.search(r"nplurals\s*=\s*(\d+)", info)
    forms = int(found.group(1)) if found else 2
    rule: Callable[[int], int] = getattr(catalogue, "plural", lambda n: int(n != 1))  # gettext's, from the header
    first: dict[int, int] = {}
    for n in range(1_000_001):
        first.setdefault(rule(n), n)
        if len(first) >= forms:
            break
    if sorted(first)[:forms] != list(range(forms)):
        raise ValueError(f"the plural rule {info!r} gives no count up to a million each of its {forms} forms")
    return [first[form] for form in range(forms)]
