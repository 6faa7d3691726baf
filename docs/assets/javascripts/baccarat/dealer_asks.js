// @ts-check
// The live dealer's questions (widgets/deal.js): while it asks, stepping pauses at each decision of the coup and
// asks it (Python drew every question, its right answer and what the dealer then tells: baccarat.render.deal);
// the answer is marked right or wrong in words, then the dealer's call is shown, with the Banker chart's cell.
// Also what the browser keeps of the dealer (how many coups it was asked about, the way the reader chose).

import { find, markAnswers } from "./dom.js";

/** @typedef {"ask" | "show"} Mode */

export const SAVED_VERSION = 1;

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
  asking.answered.add(step);
  asking.go(step);
  // The reader goes on from the button that moves the coup on, where it always is.
  find(result, ".bac-stepper [data-action=forward]").focus({ preventScroll: true });
  asking.onDone(step === asking.steps);
}

/**
 * While the dealer asks, the Banker chart sits under the questions, where its cell is told, above the steps so
 * far; showing, it comes last, after them. @param {HTMLElement} result @param {Mode} mode
 */
export function placeChart(result, mode) {
  const chart = result.querySelector(".bac-coup-chart");
  const asks = result.querySelector(".bac-asks");
  if (!chart || !asks) return;
  if (mode === "ask") asks.after(chart);
  else /** @type {HTMLElement} */ (chart.parentElement).append(chart);
}

