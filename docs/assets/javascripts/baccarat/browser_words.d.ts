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

/** Every word the browser shows, by key: the names its placeholders are filled from, every one required
 * (a plural word's count among them, which picks its form). */
export interface Words {
  /** This link could not be opened: {error}. */
  "dom.link-problem": { error: Filling };
  /** ✓ your answer, right */
  "dom.answer-yours-right": Record<never, never>;
  /** ✓ the right answer */
  "dom.answer-right": Record<never, never>;
  /** ✗ your answer */
  "dom.answer-yours-wrong": Record<never, never>;
  /** The live example could not start, so Python is not running in this page (the browser may block WebAssembly, or the site's server may not send .wasm files as application/wasm). Every worked example and chart on this page still reads as normal. */
  "dom.runtime-failed": Record<never, never>;
  /** Details: {error} */
  "dom.details": { error: Filling };
  /** {loaded} of {total} MB */
  "dom.download-progress": { loaded: Filling; total: Filling };
  /** {percent}% worked out */
  "dom.work-progress": { percent: Filling };
  /** Something went wrong while opening this widget: {error} */
  "dom.open-failed": { error: Filling };
  /** Link copied */
  "links.link-copied": Record<never, never>;
  /** Copy the link above */
  "links.copy-link-above": Record<never, never>;
  /** Copy link */
  "links.copy-link": Record<never, never>;
  /** this browser has no WebAssembly */
  "runtime.no-wasm": Record<never, never>;
  /** the Python worker could not start */
  "runtime.worker-failed": Record<never, never>;
  /** Python did not start within {seconds} seconds (a plural: {seconds} picks the form) */
  "runtime.timeout": { seconds: Filling };
  /** the Python worker was started without its pyodide and wheel URLs */
  "worker.no-urls": Record<never, never>;
  /** the Python runtime could not be downloaded (HTTP {status}) */
  "worker.runtime-http": { status: Filling };
  /** the baccarat package could not be downloaded (HTTP {status}) */
  "worker.package-http": { status: Filling };
  /** the server sends pyodide.asm.wasm as {type}, but it must be application/wasm */
  "worker.wasm-type": { type: Filling };
  /** the server sends pyodide.asm.wasm with no content type, but it must be application/wasm */
  "worker.wasm-untyped": Record<never, never>;
  /** unknown message type {type} */
  "worker.unknown-message": { type: Filling };
  /** Carry on without saving */
  "storage.carry-on-unsaved": Record<never, never>;
  /** Remove the {count} copies set aside earlier, and save (a plural: {count} picks the form) */
  "storage.remove-copies": { count: Filling };
  /** This browser's storage for this site is full, so your last change could not be kept here: it lives in this tab only until you close it. Nothing else was removed to make room. */
  "storage.full": Record<never, never>;
  /** This browser does not let this page keep anything, so nothing is saved: it all works in this tab until you close it. */
  "storage.blocked": Record<never, never>;
  /** Carry on */
  "storage.carry-on": Record<never, never>;
  /** A new version of the guide is ready. */
  "offline.new-version": Record<never, never>;
  /** Reload */
  "offline.reload": Record<never, never>;
  /** Step {step} of {steps} */
  "stepper.count": { step: Filling; steps: Filling };
  /** Step {step} of {steps}: {text} */
  "stepper.said": { step: Filling; steps: Filling; text: Filling };
  /** More in the glossary */
  "glossary.more": Record<never, never>;
  /** Copy */
  "copy.button": Record<never, never>;
  /** Copy: {name} */
  "copy.label": { name: Filling };
  /** Copied. */
  "copy.copied": Record<never, never>;
  /** Selected: press Ctrl+C (or ⌘C) to copy. */
  "copy.selected": Record<never, never>;
  /** Four decimals */
  "precision.toggle": Record<never, never>;
  /** Four decimals: {caption} */
  "precision.label": { caption: Filling };
  /** Try it live */
  "try_it_live.button": Record<never, never>;
  /** Try it live: step through the coup {cards} */
  "try_it_live.label": { cards: Filling };
  /** Opening the steps… */
  "try_it_live.opening": Record<never, never>;
  /** Starting Python in your browser… */
  "try_it_live.starting": Record<never, never>;
  /** Open in the dealer */
  "try_it_live.open-dealer": Record<never, never>;
  /** Live: step through the coup. */
  "try_it_live.live": Record<never, never>;
  /** Scoring a hand */
  "lesson_view.topic-score": Record<never, never>;
  /** Spotting a natural */
  "lesson_view.topic-natural": Record<never, never>;
  /** The Player's rule */
  "lesson_view.topic-player": Record<never, never>;
  /** The Banker's chart */
  "lesson_view.topic-banker": Record<never, never>;
  /** Calling the winner */
  "lesson_view.topic-winner": Record<never, never>;
  /** Coup {coup} of {coups} · question {question} of {questions} */
  "lesson_view.count": { coup: Filling; coups: Filling; question: Filling; questions: Filling };
  /** ✓ Right. */
  "lesson_view.right": Record<never, never>;
  /** ✗ Not quite. */
  "lesson_view.wrong": Record<never, never>;
  /** Read the rule */
  "lesson_view.read-rule": Record<never, never>;
  /** See how you did */
  "lesson_view.see-how": Record<never, never>;
  /** Next coup */
  "lesson_view.next-coup": Record<never, never>;
  /** Next question */
  "lesson_view.next-question": Record<never, never>;
  /** {topic}: {right} of {answered} right. */
  "lesson_view.topic-result": { topic: Filling; right: Filling; answered: Filling };
  /** {topic}: skipped. */
  "lesson_view.topic-skipped": { topic: Filling };
  /** You answered {answered} of the {total} questions, and got {right} right. (a plural: {total} picks the form) */
  "lesson_view.summary": { answered: Filling; total: Filling; right: Filling };
  /** You skipped every question: go through them again to answer them. */
  "lesson_view.all-skipped": Record<never, never>;
  /** Practise what you missed in the Drill */
  "lesson_view.practise-missed": Record<never, never>;
  /** Keep sharp in the Drill */
  "lesson_view.keep-sharp": Record<never, never>;
  /** {done} of {total} questions answered */
  "lesson_view.progress": { done: Filling; total: Filling };
  /** {title}: finished */
  "lesson_view.finished": { title: Filling };
  /** What to practise next: */
  "lesson_view.what-next": Record<never, never>;
  /** Next: {title} */
  "lesson_view.next-lesson": { title: Filling };
  /** Another set of questions */
  "lesson_view.another-set": Record<never, never>;
  /** Read the rule again */
  "lesson_view.reread": Record<never, never>;
  /** Do this lesson again */
  "lesson.again-lesson": Record<never, never>;
  /** Ask this set again */
  "lesson.again-set": Record<never, never>;
  /** Link to these questions */
  "lesson.set-link": Record<never, never>;
  /** The link asks for the set of questions “{given}”, which is not a number from 1 to {count}: here is another set. */
  "lesson.bad-set": { given: Filling; count: Filling };
  /** Continue where you left off: question {question} of {questions} */
  "lesson.continue": { question: Filling; questions: Filling };
  /** Your saved progress here could not be read: it was set aside, and the questions start afresh. */
  "lesson.set-aside": Record<never, never>;
  /** finished */
  "navmarks.finished": Record<never, never>;
  /** Getting the live dealer ready */
  "deal.getting-ready": Record<never, never>;
  /** Link to this coup */
  "deal.link-label": Record<never, never>;
  /** Open in the payout calculator */
  "deal.open-payouts": Record<never, never>;
  /** The link asks for step {step}, but this coup has {steps} steps: showing them all. (a plural: {steps} picks the form) */
  "deal.step-beyond": { step: Filling; steps: Filling };
  /** ✓ Right. */
  "deal.asked-right": Record<never, never>;
  /** ✗ Not this time: here is the dealer's call. */
  "deal.asked-wrong": Record<never, never>;
  /** Shoe {seed}, hand {hand} */
  "deal.where": { seed: Filling; hand: Filling };
  /** That was your fifth coup: from now on I deal without asking. Turn on “Ask me” to keep answering. */
  "deal.fifth": Record<never, never>;
  /** Getting the pocket dealer ready */
  "pocket.getting-ready": Record<never, never>;
  /** Getting Python ready to work out this card… */
  "pocket.waiting": Record<never, never>;
  /** Ready: tap each card as the dealer turns it, in dealing order. */
  "pocket.ready": Record<never, never>;
  /** Getting the calculator ready */
  "odds.getting-ready": Record<never, never>;
  /** Ready: name the cards already out of the shoe. */
  "odds.ready": Record<never, never>;
  /** Computed exactly in {ms} ms, in your browser. */
  "odds.computed": { ms: Filling };
  /** Getting the live roads ready */
  "roads.getting-ready": Record<never, never>;
  /** Ready: deal the next coup, a new shoe, or type results in. */
  "roads.ready": Record<never, never>;
  /** Getting the table ready */
  "payouts.getting-ready": Record<never, never>;
  /** Ready: pick a chip, tap the spots you bet on, then Deal. */
  "payouts.ready": Record<never, never>;
  /** Link to this slip */
  "payouts.link-label": Record<never, never>;
  /** stake */
  "payouts.stake": Record<never, never>;
  /** no bet */
  "payouts.no-bet": Record<never, never>;
  /** On the table: {amount} */
  "payouts.on-table": { amount: Filling };
  /** No bets yet: pick a chip, then tap a spot. */
  "payouts.no-bets": Record<never, never>;
  /** {bet}: {amount} (a chip of {chip} added). */
  "payouts.chip-added": { bet: Filling; amount: Filling; chip: Filling };
  /** No chip to take back since the last settlement. */
  "payouts.nothing-to-undo": Record<never, never>;
  /** Took back a chip of {amount} from {bet}. */
  "payouts.took-back": { amount: Filling; bet: Filling };
  /** The layout is clear. */
  "payouts.cleared": Record<never, never>;
  /** The last slip's bets are back on the layout. {on_table}. */
  "payouts.rebet": { on_table: Filling };
  /** pays {pays} */
  "payouts.pays": { pays: Filling };
  /** Settled: the slip nets {net}. */
  "payouts.settled": { net: Filling };
  /** Settled: the slip nets {net}. {shoe} */
  "payouts.settled-shoe": { net: Filling; shoe: Filling };
  /** Open in the dealer */
  "payouts.open-dealer": Record<never, never>;
  /** Getting the Drill ready */
  "drill.getting-ready": Record<never, never>;
  /** Ready: answer with the buttons, or with the keys shown on them; Enter for the next question. */
  "drill.ready-keys": Record<never, never>;
  /** Ready: tap an answer, then Next question. */
  "drill.ready-touch": Record<never, never>;
  /** Answer away: the first questions are graded from this page while the Drill starts. */
  "drill.answer-away": Record<never, never>;
  /** {note} The old copy is kept in this browser as {key}. */
  "drill.set-aside": { note: Filling; key: Filling };
  /** Your Drill progress was changed in another tab or window, so this tab saved nothing since. Nothing has been lost. */
  "drill.conflict": Record<never, never>;
  /** Carry on with the latest progress */
  "drill.take-latest": Record<never, never>;
  /** The latest progress is loaded. */
  "drill.latest-loaded": Record<never, never>;
  /** {done} of {questions} questions answered */
  "drill_view.session-progress": { done: Filling; questions: Filling };
  /** Score: {right} of {asked}. Streak: {streak} (best {best}). */
  "drill_view.score": { right: Filling; asked: Filling; streak: Filling; best: Filling };
  /** {verdict} {score} */
  "drill_view.said": { verdict: Filling; score: Filling };
  /** Progress cleared. Score: 0 of 0. Streak: 0. */
  "drill.cleared": Record<never, never>;
  /** This link could not be used in full: {error}. The drill goes on without it. */
  "drill.link-partial": { error: Filling };
  /** Getting the score keeper ready */
  "home_game.getting-ready": Record<never, never>;
  /** Ready: type the players' names to start, one per line. */
  "home_game.ready": Record<never, never>;
  /** Something went wrong: {error} */
  "home_game.went-wrong": { error: Filling };
  /** Carry on with the latest */
  "home_game.take-latest": Record<never, never>;
  /** This game was updated in another tab. */
  "home_game.updated-elsewhere": Record<never, never>;
  /** This game was changed in another tab or window, so this tab saved nothing since. Nothing has been lost: carry on with the latest version. */
  "home_game.changed-elsewhere": Record<never, never>;
  /** This tab's last change was not saved. */
  "home_game.not-saved": Record<never, never>;
  /** This game was changed in another tab or window at the same moment, so this tab's last change was not saved (nothing was overwritten). Carry on with the latest version, and make the change again if it is missing. */
  "home_game.conflict": Record<never, never>;
  /** Your game was resumed where you left it. */
  "home_game.resumed": Record<never, never>;
  /** The last round is recorded: the game is over. */
  "home_game.game-over": Record<never, never>;
  /** Round recorded and saved. */
  "home_game.recorded": Record<never, never>;
  /** Discard this game? */
  "home_game.discard-question": Record<never, never>;
  /** Start a new game? This game and its scores will be discarded. */
  "home_game.discard-ask": Record<never, never>;
  /** Discard this game */
  "home_game.discard": Record<never, never>;
  /** Keep playing */
  "home_game.keep": Record<never, never>;
  /** The game was discarded. Type the players' names to start a new one. */
  "home_game.discarded": Record<never, never>;
  /** home-game-{date}.csv */
  "home_game.csv-file": { date: Filling };
  /** The score sheet was downloaded as a CSV file. */
  "home_game.downloaded": Record<never, never>;
  /** the first name */
  "home_game.first-name": Record<never, never>;
  /** The game is on, and saved in this browser after every change. */
  "home_game.started": Record<never, never>;
  /** This summary link could not be opened: {error}. */
  "home_game.summary-problem": { error: Filling };
  /** A shared game's final table (read only). */
  "home_game.summary": Record<never, never>;
  /** Getting the calculator ready */
  "session.getting-ready": Record<never, never>;
  /** Ready: choose a bet, a stake and how many bets, then Work it out. */
  "session.ready": Record<never, never>;
  /** Working it out… */
  "session.working": Record<never, never>;
  /** Worked out exactly in {ms} ms, in your browser. */
  "session.worked-out": { ms: Filling };
  /** Dealing the sample sessions */
  "session.dealing-samples": Record<never, never>;
  /** Getting the tester ready */
  "system.getting-ready": Record<never, never>;
  /** Ready: choose a system and how many shoes, then play them. */
  "system.ready": Record<never, never>;
  /** Dealing {shoes} shoes… (a plural: {shoes} picks the form) */
  "system.dealing": { shoes: Filling };
  /** Nothing was dealt: see the message. */
  "system.nothing-dealt": Record<never, never>;
  /** Played {shoes} shoes from seed {seed}. (a plural: {shoes} picks the form) */
  "system.played": { shoes: Filling; seed: Filling };
  /** Getting the road reader ready */
  "road_paste.getting-ready": Record<never, never>;
  /** Getting Python ready to read this road… */
  "road_paste.waiting": Record<never, never>;
  /** Ready: type, paste or tap the results, oldest first. */
  "road_paste.ready": Record<never, never>;
  /** Getting the counter ready */
  "counter.getting-ready": Record<never, never>;
  /** Getting Python ready to weigh this card… */
  "counter.waiting": Record<never, never>;
  /** Ready: tap each card as it is turned. */
  "counter.ready": Record<never, never>;
}

/** Every key of the browser's words. */
export type WordKey = keyof Words;

/** What say() takes after the key: nothing for words without placeholders, else the names that fill them all. */
export type NamesOf<K extends WordKey> = [keyof Words[K]] extends [never] ? [] : [names: Words[K]];

/** The keys whose words are filled from exactly the names `N` has: what a helper that fills them may be given. */
export type KeyFilledWith<N> = {
  [K in WordKey]: [keyof Words[K]] extends [keyof N] ? ([keyof N] extends [keyof Words[K]] ? K : never) : never;
}[WordKey];
