// @ts-check
// The live dealer's questions (widgets/deal.js): while it asks, stepping pauses at each decision of the coup and
// asks it (Python drew every question, its right answer and what the dealer then tells: baccarat.render.deal);
// the answer is marked right or wrong in words, then the dealer's call is shown, with the Banker chart's cell.
// Also what the browser keeps of the dealer (how many coups it was asked about, the way the reader chose).

import { knows } from "./runtime.js";
import { atRandom, bringIntoView, element, find, markAnswers } from "./dom.js";
import { linkPairs } from "./links.js";
import { savedItem } from "./storage.js";
import { say } from "./words.js";

/** @typedef {"ask" | "show"} Mode */

export const SAVED_VERSION = 1;
/** What this browser keeps: the coups it was asked about to the end, and the way the reader chose, if any. */
const SAVED = "baccarat-dealer";

/**
 * What this browser kept, if it is sound: a stored copy of another shape (edited, damaged, from elsewhere) is
 * none, and the dealer starts afresh. @param {string | null} text @returns {{coups: number, mode: Mode | null} | null}
 */
export function readSaved(text) {
  if (text === null || text.length > 200) return null;
  let kept;
  try {
    kept = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof kept !== "object" || kept === null || Array.isArray(kept) || kept.version !== SAVED_VERSION) return null;
  const { coups, mode } = kept;
  if (!Number.isSafeInteger(coups) || coups < 0 || ![null, "ask", "show"].includes(mode)) return null;
  return { coups, mode };
}

/**
 * @typedef {object} Asking
 * @property {Set<number>} answered the steps whose question the reader answered
 * @property {(step: number) => void} go moves the coup on to a step
 * @property {() => number} at the step on show
 * @property {number} steps how many steps the coup has
 * @property {{mode: Mode}} state the dealer's way now
 * @property {(last: boolean) => void} onDone hears each question answered (last: the coup's last step)
 * @property {(right: boolean) => string} verdict the words that say an answer was right, or not
 * @property {(last: boolean) => string} next the words of the button that goes on after an answer (last: the
 *   coup's last step, when it deals the next hand)
 */

/** The coup's question that step `step` answers, if it asks one. @param {HTMLElement} result @param {number} step */
const questionAt = (result, step) => /** @type {HTMLElement | null} */ (result.querySelector(`.bac-ask[data-step="${step}"]`));

/**
 * While the dealer asks, keep the reader from step `step` until its question is answered: ask it (true).
 * @param {HTMLElement} result @param {Asking} asking @param {number} step
 */
export function holds(result, asking, step) {
  const question = questionAt(result, step);
  if (asking.state.mode !== "ask" || !question || asking.answered.has(step)) return false;
  for (const other of result.querySelectorAll(".bac-ask")) /** @type {HTMLElement} */ (other).hidden = other !== question;
  question.hidden = false;
  muteBar(result, asking);
  return true;
}

/**
 * The reader tried to step on while a question waits: say so, beside the question and in the status line, and
 * take them to its first answer still open. @param {HTMLElement} result @param {number} step @param {HTMLElement} status
 */
export function waitForAnswer(result, step, status) {
  const question = questionAt(result, step);
  const wait = /** @type {HTMLElement | null} */ (result.querySelector(".bac-ask-wait"));
  if (!question || !wait) return;
  wait.hidden = false;
  status.textContent = wait.textContent;
  /** @type {HTMLElement | null} */ (question.querySelector("[data-answer]:not(:disabled)"))?.focus();
}

/** Only the question just answered stays, with what the dealer told; any other goes. @param {HTMLElement} result @param {Asking} asking @param {number} step */
export function showAnswered(result, asking, step) {
  for (const question of /** @type {NodeListOf<HTMLElement>} */ (result.querySelectorAll(".bac-ask"))) {
    question.hidden = !(asking.answered.has(step) && question.dataset.step === String(step));
  }
  muteBar(result, asking);
}

/**
 * The reader's answer: marked right or wrong in words, then (the Banker's) why, then the dealer's call, and the
 * coup moves on to the step that answers it. @param {HTMLElement} result @param {Asking} asking @param {HTMLButtonElement} choice
 */
export function answer(result, asking, choice) {
  const question = /** @type {HTMLElement} */ (choice.closest(".bac-ask"));
  const group = /** @type {HTMLElement} */ (choice.closest(".bac-answers"));
  const why = /** @type {HTMLElement | null} */ (question.querySelector(".bac-ask-why"));
  const inWhy = why?.contains(choice) ?? false;
  const wait = /** @type {HTMLElement | null} */ (result.querySelector(".bac-ask-wait"));
  if (wait) wait.hidden = true;
  const right = (inWhy ? question.dataset.rule : question.dataset.answer) ?? "";
  markAnswers(group, choice.dataset.answer ?? "", right);
  if (choice.dataset.answer !== right) question.dataset.wrong = "";
  if (why && !inWhy) {
    why.hidden = false; // the Banker's draw or stand, then the rule that decides it
    /** @type {HTMLElement} */ (why.querySelector("[data-answer]")).focus({ preventScroll: true });
    return;
  }
  const feedback = find(question, ".bac-feedback");
  const wrong = question.dataset.wrong !== undefined;
  feedback.dataset.correct = String(!wrong);
  find(feedback, ".bac-verdict").textContent = asking.verdict(!wrong);
  feedback.hidden = false;
  const step = Number(question.dataset.step);
  const last = step === asking.steps;
  asking.answered.add(step);
  asking.go(step);
  // One decision on screen: the answered question folds to its prompt and the feedback (the stylesheet hides its
  // answers, marked all the same), which reads in order: the verdict, what the dealer told, then the one way on
  // at its foot, where the reading ends: Next step, or at the coup's end Next hand (deal.js hears it).
  question.dataset.answered = "";
  const next = element("button", { type: "button", class: "md-button md-button--primary", "data-ask-next": "" });
  next.textContent = asking.next(last);
  feedback.append(next);
  muteBar(result, asking);
  // The cards and the verdict in one view (on a phone the reader may have scrolled): the felt at the top if not.
  bringIntoView(find(result, ".bac-table"), "start", [find(feedback, ".bac-verdict")]);
  next.focus({ preventScroll: true });
  asking.onDone(last);
}

/**
 * The step bar while the dealer asks and its question is on show, asked or answered: its Next step and Show all are muted
 * (aria-disabled), for the one way on is in the question (its answers, then the button under the feedback); with
 * none on show they are the bar's own again. "Step n of m" names the decision on show, asked or answered (the
 * step its answer deals), else the step the felt shows. @param {HTMLElement} result @param {Asking} asking
 */
export function muteBar(result, asking) {
  const bar = result.querySelector(".bac-coup > .bac-stepper");
  if (!bar) return;
  const open = asking.state.mode === "ask" ? /** @type {HTMLElement | null} */ (result.querySelector(".bac-ask:not([hidden])")) : null;
  const step = open ? Number(open.dataset.step) : asking.at();
  for (const action of ["forward", "all"]) {
    const end = bar.querySelector(`[data-action="${action}"]`);
    end?.setAttribute("aria-disabled", String(open !== null || asking.at() === asking.steps));
  }
  const count = bar.querySelector(".bac-step-count");
  if (count) count.textContent = say("stepper.count", { step, steps: asking.steps });
}

/**
 * While the dealer asks, the Banker chart sits right under the step bar, below the feedback that names its cell,
 * above the steps so far (nothing above the bar moves as it opens); showing, it comes last, after them.
 * @param {HTMLElement} result @param {Mode} mode
 */
export function placeChart(result, mode) {
  const chart = result.querySelector(".bac-coup-chart");
  const bar = result.querySelector(".bac-coup > .bac-stepper");
  if (!chart || !bar || !result.querySelector(".bac-asks")) return;
  if (mode === "ask") bar.after(chart);
  else /** @type {HTMLElement} */ (chart.parentElement).append(chart);
}

/**
 * What this browser keeps of the dealer: how many coups it was asked about to the end, and the way the reader
 * chose. A stored copy the dealer cannot read is set aside (never deleted), and the dealer starts afresh.
 * @param {HTMLElement} root the dealer
 * @param {{coups: number, chosen: Mode | null}} state
 */
export function keep(root, state) {
  const item = savedItem(SAVED, {
    root,
    onConflict: () => Object.assign(state, kept(item.load())), // another tab's count is newer: take it
  });
  /** @param {string | null} text */
  const kept = (text) => {
    const found = readSaved(text);
    return { coups: found?.coups ?? state.coups, chosen: found ? found.mode : state.chosen };
  };
  const text = item.load();
  if (text !== null && !readSaved(text)) item.setAside(text);
  Object.assign(state, kept(text));
  // Saved at once, quietly: a full or blocked storage only means the dealer asks again next time.
  return () => item.save({ version: SAVED_VERSION, coups: state.coups, mode: state.chosen });
}

/**
 * The button an answer's feedback goes on with, as the reader would: the bar's Next step, or at the coup's end the
 * dealer's Next hand (or New shoe, when the shoe is finished).
 * @param {{result: HTMLElement, nextHand: HTMLButtonElement, dealForm: HTMLFormElement}} view @param {boolean} last
 * @returns {HTMLElement}
 */
export function goOnWith(view, last) {
  if (!last) return find(view.result, ".bac-stepper [data-action=forward]");
  return view.nextHand.disabled ? find(view.dealForm, "button[type=submit]") : view.nextHand;
}

/**
 * The end of a reader's fifth coup asked: under the answer, the dealer says it deals without asking from now on,
 * with the switch's own "Ask me" beside Next hand (one tap keeps the questions coming); the switch is marked.
 * @param {HTMLElement} result @param {HTMLFieldSetElement} modes @param {string} words what the dealer says
 */
export function sayStopped(result, modes, words) {
  const next = result.querySelector(".bac-ask:not([hidden]) [data-ask-next]");
  const ask = /** @type {HTMLInputElement} */ (find(modes, 'input[value="ask"]'));
  const keepAsking = element("button", { type: "button", class: "md-button" }, ask.parentElement?.textContent?.trim());
  keepAsking.addEventListener("click", () => {
    ask.checked = true;
    ask.dispatchEvent(new Event("change", { bubbles: true }));
    keepAsking.remove();
  });
  next?.before(element("p", { class: "bac-ask-stop" }, words));
  next?.after(keepAsking);
  modes.dataset.flagged = ""; // marked until the reader uses it
}

/**
 * A returning reader's opening hand (this browser kept the dealer's count or way), on a visit without a link: the
 * first hand of one of the shoes the page ships (baccarat.render.deal.OPENING_SEEDS), at random; or null, to keep
 * the page's own (a first visit, a link, or no such answer shipped).
 * @param {{coups: number, chosen: Mode | null}} state @param {DOMStringMap} data
 * @returns {import("./calls").Request<"deal"> | null}
 */
export function freshOpening(state, data) {
  if (linkPairs().length || (state.coups === 0 && state.chosen === null)) return null;
  const seeds = (data.openings ?? "").split(" ").map(Number).filter((seed) => seed > 0 && seed !== Number(data.seed));
  const seed = atRandom(seeds);
  const request = /** @type {import("./calls").Request<"deal">} */ ({ action: "deal", seed, decks: Number(data.decks), hand: 1 });
  return seed !== undefined && knows(request) ? request : null;
}
