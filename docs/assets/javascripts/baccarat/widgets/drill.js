// @ts-check
// The Drill: questions on the scores and the drawing rules, graded by Python, with the reader's
// own Banker chart; progress is saved in this browser and can never be lost between two tabs.
// In two parts, as Material's components are: the state (the drill's settings, progress and question:
// plain data, no DOM) and the view (drill_view.js: the widget's elements); `mount` wires the reader's controls to both.

import { call, knows } from "../runtime.js";
import { ask, enableControls, find, field, hasKeyboard, randomSeed, showLinkProblem, startWidget } from "../dom.js";
import { linkPairs } from "../links.js";
import { isPageKey, isTyping, listenWhileMounted } from "../mounted.js";
import { forgetAnswers, queuedAnswers } from "../review.js";
import { noticeSlot, notice, savedItem, whenNotSaved } from "../storage.js";
import { say, sentences } from "../words.js";
import { markOnScreen, quietStatus, showBar, showGrading, showLink, showQuestion, showScore, viewOf, waitForStart } from "./drill_view.js";

/** @import { Answer } from "../calls" */
/** @import { DrillSettings, Following, Progress, Session } from "../contract" */
/** @import { DrillView } from "./drill_view.js" */

const DRILL_PROGRESS = "baccarat-drill-progress"; // localStorage: {version, revision, cells}; Python checks it

// ---- State: the drill's settings, progress and question (no DOM); the view is drill_view.js ----

/**
 * @typedef {object} DrillState
 * @property {DrillSettings | null} settings the drill asked
 * @property {Progress | null} progress the reader's progress, as Python wrote it (saved as it is)
 * @property {Session | null} session this drill's score ({asked, right, streak, best}, by question as they are numbered),
 *   fresh from Python's drill-start; null (none yet) when a new drill starts at question 1
 * @property {{number: number, cell: string, step: number} | null} current the question on show
 * @property {Following | null} following what "Next" asks
 * @property {boolean} answered whether the question on show is answered
 */

/** @returns {DrillState} */
const fresh = () => ({ settings: null, progress: null, session: null, current: null, following: null, answered: false });

/**
 * The state once Python has graded an answer.
 * @param {DrillState} state
 * @param {Answer<"drill-answer">} reply
 */
function graded(state, reply) {
  state.progress = reply.progress;
  state.session = reply.session;
  state.following = reply.next;
}

/** The settings the form shows, with a fresh seed. @param {HTMLFormElement} form */
function formSettings(form) {
  const rows = [...form.querySelectorAll('input[name="rows"]:checked')].map((box) => Number(/** @type {HTMLInputElement} */ (box).value));
  return { seed: randomSeed(), kind: field(form, "kind").value, rows, replay: false };
}

/** Show a link's kind and rows in the form. @param {HTMLFormElement} form @param {{kind?: string, rows?: number[]}} link */
function showSettings(form, link) {
  field(form, "kind").value = link.kind ?? "mix";
  for (const box of /** @type {NodeListOf<HTMLInputElement>} */ (form.querySelectorAll('input[name="rows"]'))) {
    box.checked = (link.rows ?? []).includes(Number(box.value));
  }
}

// ---- The reader's controls ----

/**
 * Loading and keeping the reader's progress.
 * @param {DrillView} view
 * @param {DrillState} state
 * @param {ReturnType<typeof savedItem>} saved
 */
function storing(view, state, saved) {
  const { root, chartPlace, scoreLine } = view;
  /**
   * Read the stored progress (Python checks it), with the answers the lesson and the quizzes queued folded in;
   * an unreadable copy is set aside, never lost. The queued answers are forgotten once the progress holding
   * them is saved (only those read: any queued meanwhile stay for next time).
   * @param {[string, string][]} pairs
   */
  async function loadProgress(pairs = []) {
    const stored = saved.load();
    const queue = queuedAnswers();
    const start = await call({ action: "drill-start", stored, queue: queue.text, pairs }); // a new reader's: from the page
    if (!start.ok) throw new Error(start.message);
    state.progress = start.progress;
    chartPlace.innerHTML = start.chart; // from baccarat.render.drill: every piece of text in it is escaped
    let note = start.note;
    if (note) {
      const aside = await saved.setAside(stored);
      note = aside ? say("drill.set-aside", { note, key: aside }) : note;
    }
    scoreLine.textContent = sentences(note, start.queue_note);
    if (queue.text !== null && (await keep()) === "saved") await forgetAnswers(queue.count, start.queue_unread ? queue.text : null);
    return start;
  }
  async function keep() {
    const outcome = await saved.save(state.progress);
    if (outcome !== "saved") whenNotSaved(outcome, saved, noticeSlot(root), () => saved.save(state.progress));
    return outcome;
  }
  return { loadProgress, keep };
}

/**
 * The drill's actions: ask a question, grade an answer.
 * @param {DrillView} view
 * @param {DrillState} state
 * @param {() => Promise<unknown>} keep
 */
function actions(view, state, keep) {
  const { root, result } = view;
  /**
   * Ask question `which`; a new round the reader started (`save`) is saved with its first question, so that a
   * reload before its first answer comes back to it (Python's progress holds the session under way). The question
   * is focused, and brought on screen, when the reader is in the drill or asked for it (`focus`: "Another 10",
   * whose finish goes as the question comes, taking the focus with it).
   * @param {Following} which
   * @param {boolean} [save]
   * @param {boolean} [focus]
   */
  async function askQuestion(which, save = false, focus = false) {
    const { settings, progress } = state;
    if (!settings) return; // asked only once the drill's settings are chosen
    const request = /** @type {const} */ ({ action: "drill-question", ...settings, ...which, progress });
    if (!knows(request) && root.dataset.state !== "ready") waitForStart(view);
    const reply = await ask(root, request);
    if (!reply) {
      result.classList.remove("bac-pending"); // refused: the question answered stays, with the message
      return;
    }
    state.progress = reply.progress;
    if (save) keep();
    state.answered = false;
    state.current = { number: reply.number, cell: reply.cell, step: reply.step };
    root.dataset.again = reply.again; // a missed cell back again: where it was missed (for tests and tools)
    showLink(view, reply);
    showQuestion(view, reply, () => focus || root.contains(document.activeElement) || which.number > 1 || (which.step ?? 0) > 1);
  }
  /** @param {string} key */
  async function answer(key) {
    if (state.answered || !state.settings || !state.current || !result.querySelector(`[data-answer="${CSS.escape(key)}"]`)) return;
    state.answered = true;
    quietStatus(view); // the widget is in use: how to answer is no longer news
    const { settings, current, progress, session } = state;
    const reply = await ask(root, { action: "drill-answer", ...settings, ...current, answer: key, progress, session });
    if (!reply) {
      state.answered = false;
      return;
    }
    graded(state, reply);
    showGrading(view, reply, key);
    keep();
    performance.mark("baccarat:drill-feedback");
  }
  return { askQuestion, answer };
}

/**
 * A button that clears what cannot be brought back asks first: its first tap says so on the button, a second
 * does it, and a tap elsewhere puts the button back. @param {HTMLButtonElement} button @param {() => unknown} act
 */
function askFirst(button, act) {
  const label = button.textContent;
  const putBack = () => {
    button.textContent = label;
    delete button.dataset.confirm;
  };
  button.addEventListener("click", () => {
    if (button.dataset.confirm === undefined) {
      button.dataset.confirm = "";
      button.textContent = say("drill.reset-confirm");
      return;
    }
    putBack();
    act();
  });
  button.addEventListener("blur", putBack);
}

/**
 * Starting again: a reset of the progress, or another session of 10.
 * @param {DrillView} view
 * @param {DrillState} state
 * @param {ReturnType<typeof savedItem>} saved
 * @param {(which: Following, save?: boolean, focus?: boolean) => Promise<void>} askQuestion
 */
function restarts(view, state, saved, askQuestion) {
  const { chartPlace, scoreLine } = view;
  /** Clear the progress (never behind another tab's back), and start afresh. */
  async function reset() {
    const outcome = await saved.save(null);
    if (outcome === "conflict") return; // the notice offers the latest; nothing is cleared behind another tab
    const start = await call({ action: "drill-start", stored: null, queue: null, pairs: [] });
    if (!start.ok) throw new Error(start.message);
    state.progress = start.progress;
    chartPlace.innerHTML = start.chart;
    state.session = start.session;
    scoreLine.textContent = say("drill.cleared");
    showBar(view, 0);
    await askQuestion({ number: 1 }); // the score starts again at 0, so do the questions
  }
  /**
   * A new session of the same drill, with fresh questions (a new seed), from question 1 and a score of 0: its first
   * question on screen, where the finish was (at 1280 x 800 the finish had scrolled the question away above).
   */
  async function again() {
    if (!state.settings) return;
    state.settings = { ...state.settings, seed: randomSeed(), replay: false };
    state.session = null;
    scoreLine.textContent = "";
    showBar(view, 0);
    await askQuestion({ number: 1 }, true, true);
  }
  return { reset, again };
}

/**
 * Each answer button names its key (aria-keyshortcuts, from baccarat.drill); Enter asks the next
 * question. Caught before the theme's own shortcuts (S opens its search), never while typing in a field.
 * @param {DrillView} view
 * @param {DrillState} state
 * @param {(key: string) => void} answer
 */
function listenForKeys(view, state, answer) {
  const { root, result, next } = view;
  /** @param {KeyboardEvent} event */
  const onKey = (event) => {
    if (!root.isConnected || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = /** @type {Element} */ (event.target);
    if (isTyping(target)) return;
    const key = event.key.toLowerCase();
    // Material takes N and P (and "." and ",") for the next and previous page: while the Drill is on the page they
    // answer here or do nothing, even before a question shows and on a question that has no such answer.
    if (isPageKey(key)) event.stopImmediatePropagation();
    if (!state.current) return; // a question on show
    if (key === "enter") {
      if (state.answered && !next.hidden && !target.closest?.("button, a, summary")) {
        event.preventDefault();
        next.click();
      }
      return;
    }
    const choice = /** @type {HTMLElement[]} */ ([...result.querySelectorAll("[data-answer]")]).find(
      (button) => button.getAttribute("aria-keyshortcuts")?.toLowerCase() === key,
    );
    if (!choice || state.answered) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    answer(choice.dataset.answer ?? "");
  };
  listenWhileMounted(root, window, "keydown", /** @type {EventListener} */ (onKey), { capture: true });
}

/**
 * Open the drill: the stored progress and any link read, then the session under way or a new one's first
 * question. A new reader's first session has the build's seed (Python's `opening`), whose first question the
 * page was built with and whose answers it ships; any other drill the link does not name has a fresh seed, and
 * the link under the drill asks its questions again. The function it answers opens the drill once, however
 * often it is called.
 * @param {DrillView} view
 * @param {DrillState} state
 * @param {ReturnType<typeof savedItem>} saved
 * @param {(pairs?: [string, string][]) => Promise<Answer<"drill-start">>} loadProgress
 * @param {(which: Following) => Promise<void>} askQuestion
 */
function opening(view, state, saved, loadProgress, askQuestion) {
  const { root, form } = view;
  let begun = false;
  return async function begin() {
    if (begun) return;
    begun = true;
    const start = await loadProgress(linkPairs());
    state.session = start.session;
    const { link, resume } = start;
    showSettings(form, resume?.settings ?? link);
    if (resume) {
      state.settings = resume.settings; // the session under way when the page was left: where the reader was
      if (start.session.asked) showScore(view, start.session, view.scoreLine.textContent ?? "");
    } else {
      const chosen = formSettings(form);
      state.settings = { ...chosen, seed: link.seed ?? start.opening ?? chosen.seed, replay: link.seed !== undefined };
    }
    await askQuestion(resume?.next ?? { number: 1 });
    if (start.link_refusal) showLinkProblem(root, start.link_refusal, "drill.link-partial");
  };
}

/** @param {HTMLElement} root */
export function mount(root) {
  const view = viewOf(root);
  const { status, result, next, form, scoreLine, finishPlace } = view;
  const state = fresh();
  const saved = savedItem(DRILL_PROGRESS, { root, onConflict: offerLatest });
  const { loadProgress, keep } = storing(view, state, saved);
  const { askQuestion, answer } = actions(view, state, keep);
  const { reset, again } = restarts(view, state, saved, askQuestion);
  const begin = opening(view, state, saved, loadProgress, askQuestion);
  function offerLatest() {
    notice(noticeSlot(root), "bac-drill-conflict", say("drill.conflict"), [
      [say("drill.take-latest"), "reload", () => loadProgress().then(() => (scoreLine.textContent = say("drill.latest-loaded")))],
    ]);
  }
  result.addEventListener("click", (event) => {
    const choice = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest("[data-answer]"));
    if (choice) answer(choice.dataset.answer ?? "");
  });
  next.addEventListener("click", () => state.following && askQuestion(state.following));
  finishPlace.addEventListener("click", (event) => {
    if (/** @type {Element} */ (event.target).closest('[data-action="again"]')) again();
  });
  listenForKeys(view, state, answer);
  markOnScreen(view);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    state.settings = formSettings(form);
    state.session = null; // a new drill, from question 1: its score from 0 (Python's), shown from its first answer
    scoreLine.textContent = "";
    showBar(view, 0);
    askQuestion({ number: 1 }, true); // saved as it starts: a reload before its first answer comes back to it
  });
  askFirst(/** @type {HTMLButtonElement} */ (find(root, '[data-action="reset"]')), reset);

  // A new reader's opening ships with the page (its first question, shown since the first paint, and its grading):
  // the drill opens at once. A returning reader's question comes from Python: until then the page's lies face down.
  if (knows({ action: "drill-start", stored: saved.load(), queue: queuedAnswers().text, pairs: linkPairs() })) begin();
  else result.classList.add("bac-pending");
  startWidget(root, say("drill.getting-ready"), async () => {
    enableControls(root);
    await begin();
    // How to answer, until the first answer (a session resumed is in use: the line makes no room).
    const inUse = state.answered || Boolean(state.session?.asked);
    status.textContent = inUse ? "" : say(hasKeyboard() ? "drill.ready-keys" : "drill.ready-touch");
  });
}
