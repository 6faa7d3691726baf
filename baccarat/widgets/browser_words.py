"""The browser's words: every sentence and label the guide's JavaScript shows, by a stable key.

The scripts under ``docs/assets/javascripts/`` hold no words of their own: each says ``say("deal.ready")``
(or names a key a script passes on), and finds the words of the page's language in the page itself,
where the site build wrote :func:`browser_words` for its edition (``sitebuild/words.py``). A key is
``<script>.<what>``: the module that says it (``dom`` for the shared helpers) and what it is for.

Placeholders are named (``{error}``) and filled in by the browser, so a translation may reorder them.
Each message is marked here, and translated with every other message of the package (:mod:`baccarat.i18n`).
"""

from __future__ import annotations

from ..i18n import mark, words

__all__ = ["WORDS", "browser_words"]

#: Every word the browser shows, in English (the catalogues' source text), by key.
WORDS: dict[str, str] = {
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
    "runtime.timeout": mark("Python did not start within {seconds} seconds"),
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
    "storage.remove-copy": mark("Remove the copy set aside earlier, and save"),
    "storage.remove-copies": mark("Remove the {count} copies set aside earlier, and save"),
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
    # glossary.js: a glossary term's definition, opened in place; its link to the term's entry in the glossary
    "glossary.more": mark("More in the glossary"),
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
    "lesson_view.topic-banker": mark("The Banker's chart"),
    "lesson_view.topic-winner": mark("Calling the winner"),
    "lesson_view.count": mark("Coup {coup} of {coups} · question {question} of {questions}"),
    "lesson_view.right": mark("✓ Right."),
    "lesson_view.wrong": mark("✗ Not quite."),
    "lesson_view.read-rule": mark("Read the rule"),
    "lesson_view.see-how": mark("See how you did"),
    "lesson_view.next-coup": mark("Next coup"),
    "lesson_view.next-question": mark("Next question"),
    # Translators: one line of the summary per topic; {topic} is one of the topics above.
    "lesson_view.topic-result": mark("{topic}: {right} of {answered} right."),
    "lesson_view.topic-skipped": mark("{topic}: skipped."),
    "lesson_view.summary": mark("You answered {answered} of the {total} questions, and got {right} right."),
    "lesson_view.all-skipped": mark("You skipped every question: go through them again to answer them."),
    "lesson_view.practise-missed": mark("Practise what you missed in the Drill"),
    "lesson_view.keep-sharp": mark("Keep sharp in the Drill"),
    # Translators: the progress bar's value, as a screen reader says it.
    "lesson_view.progress": mark("{done} of {total} questions answered"),
    # Translators: {title} is a lesson's title ("Lesson 2: the Player's rule") or a set's ("Set 3 of 24").
    "lesson_view.finished": mark("{title}: finished"),
    "lesson_view.what-next": mark("What to practise next:"),
    "lesson_view.next-lesson": mark("Next: {title}"),
    "lesson_view.another-set": mark("Another set of questions"),
    "lesson_view.reread": mark("Read the rule again"),
    "lesson.again-lesson": mark("Do this lesson again"),
    "lesson.again-set": mark("Ask this set again"),
    "lesson.set-link": mark("Link to these questions"),
    # Translators: {given} is what a link gave, shown as text; {count} the number of sets.
    "lesson.bad-set": mark(
        "The link asks for the set of questions “{given}”, which is not a number from 1 to {count}: "
        "here is another set."
    ),
    "lesson.continue": mark("Continue where you left off: question {question} of {questions}"),
    "lesson.set-aside": mark(
        "Your saved progress here could not be read: it was set aside, and the questions start afresh."
    ),
    # navmarks.js: the mark beside a finished lesson or set of questions in the site's navigation
    "navmarks.finished": mark("finished"),
    # deal.js: the dealer
    "deal.getting-ready": mark("Getting the live dealer ready"),
    "deal.ready": mark("Ready. Deal the next hand, start a new shoe, or enter your own cards."),
    "deal.link-label": mark("Link to this coup"),
    "deal.open-payouts": mark("Open in the payout calculator"),
    "deal.step-beyond": mark("The link asks for step {step}, but this coup has {steps} steps: showing them all."),
    "deal.asked-right": mark("✓ Right."),
    "deal.asked-wrong": mark("✗ Not this time: here is the dealer's call."),
    # pocket.js: the pocket dealer
    "pocket.getting-ready": mark("Getting the pocket dealer ready"),
    "pocket.waiting": mark("Getting Python ready to work out this card…"),
    "pocket.ready": mark("Ready: tap each card as the dealer turns it, in dealing order."),
    # counter.js: the live counter
    "counter.getting-ready": mark("Getting the counter ready"),
    "counter.waiting": mark("Getting Python ready to weigh this card…"),
    "counter.ready": mark("Ready: tap each card as it is turned."),
    # odds.js: the exact-odds calculator
    "odds.getting-ready": mark("Getting the calculator ready"),
    "odds.ready": mark("Ready: name the cards already out of the shoe."),
    "odds.computed": mark("Computed exactly in {ms} ms, in your browser."),
    # roads.js and road_paste.js: the scoreboard roads
    "roads.getting-ready": mark("Getting the live roads ready"),
    "roads.ready": mark("Ready: deal the next coup, a new shoe, or type results in."),
    "road_paste.getting-ready": mark("Getting the road reader ready"),
    "road_paste.waiting": mark("Getting Python ready to read this road…"),
    "road_paste.ready": mark("Ready: type, paste or tap the results, oldest first."),
    # payouts.js: the payout table
    "payouts.getting-ready": mark("Getting the table ready"),
    "payouts.ready": mark("Ready: pick a chip, tap the spots you bet on, then Deal."),
    "payouts.link-label": mark("Link to this slip"),
    # Translators: read out before the amount on a betting spot ("stake 25.00"): keep the space after it.
    "payouts.stake": mark("stake "),
    "payouts.no-bet": mark("no bet"),
    "payouts.on-table": mark("On the table: {amount}"),
    "payouts.no-bets": mark("No bets yet: pick a chip, then tap a spot."),
    # Translators: {bet} is the bet's name, {amount} the stake on it now, {chip} the chip just added.
    "payouts.chip-added": mark("{bet}: {amount} (a chip of {chip} added)."),
    "payouts.nothing-to-undo": mark("No chip to take back since the last settlement."),
    "payouts.took-back": mark("Took back a chip of {amount} from {bet}."),
    "payouts.cleared": mark("The layout is clear."),
    # Translators: {on_table} is the sentence "On the table: {amount}".
    "payouts.rebet": mark("The last slip's bets are back on the layout. {on_table}."),
    # Translators: what a betting spot pays on the table chosen; {pays} is the package's own, as in "1 to 1".
    "payouts.pays": mark("pays {pays}"),
    "payouts.settled": mark("Settled: the slip nets {net}."),
    # Translators: {shoe} says which hand of which shoe was dealt.
    "payouts.settled-shoe": mark("Settled: the slip nets {net}. {shoe}"),
    "payouts.open-dealer": mark("Open in the dealer"),
    # drill.js: the Drill
    "drill.getting-ready": mark("Getting the Drill ready"),
    "drill.ready-keys": mark(
        "Ready: answer with the buttons, or with the keys shown on them; Enter for the next question."
    ),
    "drill.ready-touch": mark("Ready: tap an answer, then Next question."),
    "drill.answer-away": mark("Answer away: the first questions are graded from this page while the Drill starts."),
    # Translators: {note} says why the stored progress could not be read; {key} is where its copy is kept.
    "drill.set-aside": mark("{note} The old copy is kept in this browser as {key}."),
    "drill.conflict": mark(
        "Your Drill progress was changed in another tab or window, so this tab saved nothing since. "
        "Nothing has been lost."
    ),
    "drill.take-latest": mark("Carry on with the latest progress"),
    "drill.latest-loaded": mark("The latest progress is loaded."),
    # drill_view.js: what the Drill's answers show
    # Translators: the session's progress bar, read out: {questions} is the session's length (10).
    "drill_view.session-progress": mark("{done} of {questions} questions answered"),
    "drill_view.score": mark("Score: {right} of {asked}. Streak: {streak} (best {best})."),
    # Translators: read out after an answer: the verdict's sentence, then the score's.
    "drill_view.said": mark("{verdict} {score}"),
    "drill.cleared": mark("Progress cleared. Score: 0 of 0. Streak: 0."),
    "drill.link-partial": mark("This link could not be used in full: {error}. The drill goes on without it."),
    # home_game.js: the home game's score keeper
    "home_game.getting-ready": mark("Getting the score keeper ready"),
    "home_game.ready": mark("Ready: type the players' names to start, one per line."),
    "home_game.went-wrong": mark("Something went wrong: {error}"),
    "home_game.take-latest": mark("Carry on with the latest"),
    "home_game.updated-elsewhere": mark("This game was updated in another tab."),
    "home_game.changed-elsewhere": mark(
        "This game was changed in another tab or window, so this tab saved nothing since. Nothing has been lost: "
        "carry on with the latest version."
    ),
    "home_game.not-saved": mark("This tab's last change was not saved."),
    "home_game.conflict": mark(
        "This game was changed in another tab or window at the same moment, so this tab's last change was not "
        "saved (nothing was overwritten). Carry on with the latest version, and make the change again if it is missing."
    ),
    "home_game.resumed": mark("Your game was resumed where you left it."),
    "home_game.game-over": mark("The last round is recorded: the game is over."),
    "home_game.recorded": mark("Round recorded and saved."),
    "home_game.discard-question": mark("Discard this game?"),
    "home_game.discard-ask": mark("Start a new game? This game and its scores will be discarded."),
    "home_game.discard": mark("Discard this game"),
    "home_game.keep": mark("Keep playing"),
    "home_game.discarded": mark("The game was discarded. Type the players' names to start a new one."),
    # Translators: the name of the downloaded score sheet; {date} is 2025-01-31. Keep it a file name: no slashes.
    "home_game.csv-file": mark("home-game-{date}.csv"),
    "home_game.downloaded": mark("The score sheet was downloaded as a CSV file."),
    # Translators: the only choice of first dealer before any name is typed.
    "home_game.first-name": mark("the first name"),
    "home_game.started": mark("The game is on, and saved in this browser after every change."),
    "home_game.summary-problem": mark("This summary link could not be opened: {error}."),
    "home_game.summary": mark("A shared game's final table (read only)."),
    # session.js: the session calculator
    "session.getting-ready": mark("Getting the calculator ready"),
    "session.ready": mark("Ready: choose a bet, a stake and how many bets, then Work it out."),
    "session.working": mark("Working it out…"),
    "session.worked-out": mark("Worked out exactly in {ms} ms, in your browser."),
    # Translators: the name of the progress bar shown while the sample sessions are dealt.
    "session.dealing-samples": mark("Dealing the sample sessions"),
    # system.js: the system tester
    "system.getting-ready": mark("Getting the tester ready"),
    "system.ready": mark("Ready: choose a system and how many shoes, then play them."),
    "system.dealing": mark("Dealing {shoes} shoes…"),
    "system.nothing-dealt": mark("Nothing was dealt: see the message."),
    "system.played": mark("Played {shoes} shoes from seed {seed}."),
}


def browser_words(lang: str) -> dict[str, str]:
    """The browser's words in ``lang``, by key, their placeholders left for the browser to fill.

        >>> browser_words("en")["deal.getting-ready"]
        'Getting the live dealer ready'
        >>> browser_words("en")["dom.details"]
        'Details: {error}'

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    catalogue = words(lang).catalogue  # each message as marked: its placeholders are the browser's to fill
    return {key: catalogue.gettext(message) for key, message in WORDS.items()}
