// @ts-check
// The Drill: questions on the scores and the drawing rules, graded by Python, with the reader's
// own Banker chart; progress is saved in this browser and can never be lost between two tabs.
// In two parts, as Material's components are: the state (the drill's settings, progress and question:
// plain data, no DOM) and the view (the widget's elements); `mount` wires the reader's controls to both.

import { call, knows } from "../runtime.js";
import { ask, bringIntoView, element, enableControls, find, findForm, field, hasKeyboard, markAnswers, randomSeed, showLinkProblem, startWidget } from "../dom.js";
import { linkPairs, pageLink } from "../links.js";
import { listenWhileMounted } from "../mounted.js";
import { noticeSlot, notice, savedItem, whenNotSaved } from "../storage.js";
import { say } from "../words.js";

/** @import { Answer } from "../calls" */
/** @import { Following, Progress, Session } from "../contract" */

const DRILL_PROGRESS = "baccarat-drill-progress"; // localStorage: {version, revision, cells}; Python checks it

// ---- State: the drill's settings, progress and question (no DOM) ----

/**
 * @typedef {object} DrillState
 * @property {{seed: number, kind: string, rows: number[], replay: boolean} | null} settings the drill asked
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

// ---- View: the widget's elements ----

/** @param {HTMLElement} root */
function viewOf(root) {
  return {
    root,
    status: find(root, ".bac-status"),
    result: find(root, ".bac-result"),
    feedbackPlace: find(root, ".bac-feedback-place"),
    next: find(root, '[data-action="next"]'),
    scoreLine: find(root, ".bac-drill-score"),
    said: find(root, ".bac-drill-said"), // read out: the verdict and the score, not the chart
    chartPlace: find(root, ".bac-mastery-place"),
    linkLine: find(root, ".bac-drill-link"),
    form: findForm(root, '[data-form="drill"]'),
  };
}
/** @typedef {ReturnType<typeof viewOf>} DrillView */

/** The link that asks the same questions again, as Python wrote it with each question. @param {DrillView} view @param {Answer<"drill-question">} reply */
function showLink(view, reply) {
  const href = pageLink(reply.link);
  view.linkLine.replaceChildren(say("drill.same-questions"), element("a", { href }, href));
}

/**
 * The question Python drew, focused if `focus()` says so once it is shown (the reader is in the drill).
 * @param {DrillView} view
 * @param {Answer<"drill-question">} reply
 * @param {() => boolean} focus
 */
function showQuestion(view, reply, focus) {
  view.result.innerHTML = reply.html; // from baccarat.render.drill: every piece of text in it is escaped
  view.feedbackPlace.replaceChildren();
  view.next.hidden = true;
  performance.mark("baccarat:drill-question");
  // Focus the question (not an answer, which would look chosen), so Tab reaches the answers next.
  const asked = find(view.result, "[data-question]");
  asked.tabIndex = -1;
  if (focus()) {
    asked.focus({ preventScroll: true });
    bringIntoView(asked); // the new question where the reader is looking, scrolled to only if it is not
  }
}

/** Python's grading: the marked answers, the feedback, the chart and the score. @param {DrillView} view @param {Answer<"drill-answer">} reply @param {string} key */
function showGrading(view, reply, key) {
  const { result, feedbackPlace, chartPlace, scoreLine, said, next } = view;
  markAnswers(result, key, reply.right);
  feedbackPlace.innerHTML = reply.html; // escaped by baccarat.render.drill
  chartPlace.innerHTML = reply.chart;
  const { asked, right, streak, best } = reply.session;
  scoreLine.textContent = say("drill.score", { asked, right, streak, best });
  const verdict = find(feedbackPlace, ".bac-verdict").textContent;
  said.textContent = say("drill.said", { verdict, score: scoreLine.textContent });
  next.hidden = false;
  next.focus({ preventScroll: true });
  bringIntoView(next);
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
 * The drill's actions: load the progress, ask a question, grade an answer, open the drill.
 * @param {DrillView} view
 * @param {DrillState} state
 * @param {ReturnType<typeof savedItem>} saved
 */
function actions(view, state, saved) {
  const { root, result, chartPlace, scoreLine } = view;
  /** Read the stored progress (Python checks it); an unreadable copy is set aside, never lost. @param {[string, string][]} pairs */
  async function loadProgress(pairs = []) {
    const stored = saved.load();
    const start = await call({ action: "drill-start", stored, pairs }); // a new reader's: from the page
    if (!start.ok) throw new Error(start.message);
    state.progress = start.progress;
    chartPlace.innerHTML = start.chart; // from baccarat.render.drill: every piece of text in it is escaped
    if (start.note) {
      const aside = await saved.setAside(stored);
      scoreLine.textContent = aside ? say("drill.set-aside", { note: start.note, key: aside }) : start.note;
    }
    return start;
  }
  async function keep() {
    const outcome = await saved.save(state.progress);
    if (outcome !== "saved") whenNotSaved(outcome, saved, noticeSlot(root), () => saved.save(state.progress));
  }
  /** @param {Following} which */
  async function askQuestion(which) {
    const { settings, progress } = state;
    if (!settings) return; // asked only once the drill's settings are chosen
    const reply = await ask(root, { action: "drill-question", ...settings, ...which, progress });
    if (!reply) return;
    state.answered = false;
    state.current = { number: reply.number, cell: reply.cell, step: reply.step };
    showLink(view, reply);
    showQuestion(view, reply, () => root.contains(document.activeElement) || which.number > 1 || (which.step ?? 0) > 1);
  }
  /** @param {string} key */
  async function answer(key) {
    if (state.answered || !state.settings || !state.current || !result.querySelector(`[data-answer="${CSS.escape(key)}"]`)) return;
    state.answered = true;
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
  /** Clear the progress (never behind another tab's back), and start afresh. */
  async function reset() {
    const outcome = await saved.save(null);
    if (outcome === "conflict") return; // the notice offers the latest; nothing is cleared behind another tab
    const start = await call({ action: "drill-start", stored: null, pairs: [] });
    if (!start.ok) throw new Error(start.message);
    state.progress = start.progress;
    chartPlace.innerHTML = start.chart;
    state.session = start.session;
    scoreLine.textContent = say("drill.cleared");
    await askQuestion({ number: 1 }); // the score starts again at 0, so do the questions
  }
  return { loadProgress, askQuestion, answer, reset };
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
    if (!state.current || !root.isConnected || event.ctrlKey || event.metaKey || event.altKey) return; // a question on show
    const target = /** @type {Element} */ (event.target);
    if (target.closest?.("input, select, textarea, [contenteditable]")) return;
    const key = event.key.toLowerCase();
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

/** @param {HTMLElement} root */
export function mount(root) {
  const view = viewOf(root);
  const { status, result, next, form, scoreLine } = view;
  const state = fresh();
  const saved = savedItem(DRILL_PROGRESS, { root, onConflict: offerLatest });
  const { loadProgress, askQuestion, answer, reset } = actions(view, state, saved);
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
  listenForKeys(view, state, answer);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    state.settings = formSettings(form);
    state.session = null; // a new drill, from question 1: its score from 0 (Python's), shown from its first answer
    scoreLine.textContent = "";
    askQuestion({ number: 1 });
  });
  find(root, '[data-action="reset"]').addEventListener("click", reset);

  /**
   * Open the drill: the stored progress and any link read, then its first question. A new reader (nothing
   * stored, no link) gets the page's own drill (data-seed), whose first questions and the gradings of their
   * answers ship with the page (baccarat.widgets.drill.first_requests): it starts at once, before Python.
   */
  let begun = false;
  async function begin() {
    begun = true;
    const isNew = saved.load() === null;
    const start = await loadProgress(linkPairs());
    state.session = start.session;
    const link = start.link;
    showSettings(form, link);
    const chosen = formSettings(form);
    const seed = link.seed ?? (isNew ? Number(root.dataset.seed) : chosen.seed);
    state.settings = { ...chosen, seed, replay: link.seed !== undefined };
    await askQuestion({ number: 1 });
    if (start.link_refusal) showLinkProblem(root, start.link_refusal, "drill.link-partial");
  }
  if (knows({ action: "drill-start", stored: saved.load(), pairs: linkPairs() })) {
    begin();
    status.textContent = say("drill.answer-away");
  }
  startWidget(root, say("drill.getting-ready"), async () => {
    enableControls(root);
    status.textContent = say(hasKeyboard() ? "drill.ready-keys" : "drill.ready-touch");
    if (!begun) await begin();
  });
}
