// @ts-check
// The live dealer's questions (widgets/deal.js): while it asks, stepping pauses at each decision of the coup and
// asks it (Python drew every question, its right answer and what the dealer then tells: baccarat.render.deal);
// each answer is marked right or wrong in words (the Banker's draw or stand and its rule each on its own), then the
// dealer's call is shown, with the Banker chart's cell; every fifth coup asked ends on a short finish. Also what the
// browser keeps of the dealer (the coups it was asked about, the decisions called since the last finish, the way
// the reader chose).

import { knows } from "./runtime.js";
import { atRandom, bringIntoView, element, find, headerBottom, markAnswers } from "./dom.js";
import { linkPairs } from "./links.js";
import { savedItem } from "./storage.js";
import { say } from "./words.js";

/** @typedef {"ask" | "show"} Mode */
/** @typedef {{asked: number, right: number, missed: string[]}} Tally the decisions called since the last finish */
/** @typedef {{answer: boolean, rule: boolean | null, said: string}} Graded an answer, each part graded on its own */

/** The decisions the dealer asks about, and where the guide teaches each (a finish's "to practise"). */
export const TEACHES = { natural: "rules/naturals/", player: "rules/player/", banker: "rules/banker/#banker-chart", winner: "rules/calling-a-hand/" };

export const SAVED_VERSION = 1;
/** What this browser keeps: the coups it was asked about to the end, and the way the reader chose, if any. */
const SAVED = "baccarat-dealer";

/**
 * What this browser kept, if it is sound: a stored copy of another shape (edited, damaged, from elsewhere) is
 * none, and the dealer starts afresh. A copy from before the finish (no tally) is sound, with nothing called yet.
 * @param {string | null} text @returns {{coups: number, mode: Mode | null, tally: Tally} | null}
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
  const { coups, mode, asked = 0, right = 0, missed = [] } = kept;
  if (!Number.isSafeInteger(coups) || coups < 0 || ![null, "ask", "show"].includes(mode)) return null;
  if (!Number.isSafeInteger(asked) || !Number.isSafeInteger(right) || right < 0 || right > asked) return null;
  if (!Array.isArray(missed) || !missed.every((topic) => Object.hasOwn(TEACHES, topic))) return null;
  return { coups, mode, tally: { asked, right, missed: [...new Set(missed)] } };
}

/**
 * @typedef {object} Asking
 * @property {Set<number>} answered the steps whose question the reader answered
 * @property {(step: number) => void} go moves the coup on to a step
 * @property {() => number} at the step on show
 * @property {number} steps how many steps the coup has
 * @property {{mode: Mode}} state the dealer's way now
 * @property {(last: boolean, topic: string, right: boolean) => void} onDone hears each question answered (last:
 *   the coup's last step), its decision and whether every part of it was right
 * @property {(graded: Graded) => string} verdict the words that say an answer was right, or which part was not
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
 * The reader's answer: marked right or wrong at once (the Banker's draw or stand, then its rule, each on its
 * own screen), then the dealer's call, and the coup moves on to the step that answers it. Both rows of answers stay, marked.
 * @param {HTMLElement} result @param {Asking} asking @param {HTMLButtonElement} choice
 */
export function answer(result, asking, choice) {
  const question = /** @type {HTMLElement} */ (choice.closest(".bac-ask"));
  const group = /** @type {HTMLElement} */ (choice.closest(".bac-answers"));
  const why = /** @type {HTMLElement | null} */ (question.querySelector(".bac-ask-why"));
  const inWhy = why?.contains(choice) ?? false;
  const wait = /** @type {HTMLElement | null} */ (result.querySelector(".bac-ask-wait"));
  if (wait) wait.hidden = true;
  const right = (inWhy ? question.dataset.rule : question.dataset.answer) ?? "";
  if (!inWhy) question.dataset.said = choice.textContent ?? ""; // the reader's draw or stand, named in the verdict
  question.dataset[inWhy ? "ruleRight" : "answerRight"] = String(choice.dataset.answer === right);
  if (why && !inWhy) {
    // The Banker's draw or stand is marked at once (✓/✗, the right one shown), then the rule that decides it is
    // asked on its own, under it: one decision at a time.
    markAnswers(group, choice.dataset.answer ?? "", right);
    question.dataset.graded = "";
    why.hidden = false;
    /** @type {HTMLElement} */ (why.querySelector("[data-answer]")).focus({ preventScroll: true });
    showWithFelt(result, why); // the cards and the rules to choose from together
    return;
  }
  markAnswers(group, choice.dataset.answer ?? "", right);
  const feedback = find(question, ".bac-feedback");
  const graded = { answer: question.dataset.answerRight === "true", rule: why ? question.dataset.ruleRight === "true" : null, said: question.dataset.said ?? "" };
  const allRight = graded.answer && graded.rule !== false;
  feedback.dataset.correct = String(allRight);
  find(feedback, ".bac-verdict").textContent = asking.verdict(graded);
  feedback.hidden = false;
  const step = Number(question.dataset.step);
  const last = step === asking.steps;
  asking.answered.add(step);
  asking.go(step);
  // One decision on screen: the answered question keeps its marked answers (the stylesheet folds those neither
  // chosen nor right), then the feedback, which reads in order: the verdict, what the dealer told, then the one way
  // on at its foot, where the reading ends: Next step, or at the coup's end Next hand (deal.js hears it).
  question.dataset.answered = "";
  const next = element("button", { type: "button", class: "md-button md-button--primary", "data-ask-next": "" });
  next.textContent = asking.next(last);
  feedback.append(next);
  muteBar(result, asking);
  asking.onDone(last, question.dataset.topic ?? "", allRight);
  showWithFelt(result, feedback);
  /** @type {HTMLElement} */ (feedback.querySelector("[data-ask-next], [data-keep]")).focus({ preventScroll: true });
}

/**
 * The cards and `part` (the feedback, or the rules to choose from) in one view (on a phone the reader may have
 * scrolled): the felt at the top (under its scroll margin) if not; on a screen too short for that, `part` whole at
 * its foot, as much of the felt above it as the screen holds. @param {HTMLElement} result @param {HTMLElement} part
 */
function showWithFelt(result, part) {
  const felt = find(result, ".bac-table");
  const top = Math.max(headerBottom(), parseFloat(getComputedStyle(felt).scrollMarginTop) || 0);
  const fits = part.getBoundingClientRect().bottom - felt.getBoundingClientRect().top <= innerHeight - top;
  if (fits) bringIntoView(felt, "start", [part]);
  else bringIntoView(part, "end");
}

/**
 * Why the bar's Next hand waits (while the dealer asks, until the coup's every question is answered): to deal on
 * now, the reader answers, or switches to showing. @param {HTMLElement} result
 */
export const handWaits = (result) =>
  say("dealer_asks.next-hand-waits", { show: result.querySelector('.bac-mode input[value="show"]')?.parentElement?.textContent?.trim() ?? "" });

/**
 * The bar's Next hand was pressed while it waits: it deals nothing (the coup's questions would go unanswered, and
 * uncounted); the status line says why, and the reader is taken to the way on in the question on show (true).
 * @param {HTMLElement} result @param {HTMLElement} nextHand @param {HTMLElement} status
 */
export function handHeld(result, nextHand, status) {
  if (nextHand.getAttribute("aria-disabled") !== "true") return false;
  status.textContent = handWaits(result);
  const open = ".bac-ask:not([hidden])";
  /** @type {HTMLElement | null} */ (result.querySelector(`${open} [data-answer]:not(:disabled), ${open} [data-ask-next]`))?.focus();
  return true;
}

/**
 * The step bar while the dealer asks and its question is on show, asked or answered: its Next step and Show all
 * are hidden, for the one way on is in the question (its answers, then the button under the feedback), and so is
 * its Next hand while the feedback holds one: never two; with none on show they are the bar's own again. Asking,
 * its Next hand waits (aria-disabled, with why) until every question ahead in the coup is answered. "Step n"
 * names the decision on show, asked or answered (the step its answer deals), else the step the felt shows.
 * @param {HTMLElement} result @param {Asking} asking
 */
export function muteBar(result, asking) {
  const bar = result.querySelector(".bac-coup > .bac-stepper");
  if (!bar) return;
  // Asking, the question on show; showing, the answer just given, kept with its feedback until the coup moves on.
  const open = /** @type {HTMLElement | null} */ (result.querySelector(".bac-ask:not([hidden])"));
  const step = open ? Number(open.dataset.step) : asking.at();
  for (const end of /** @type {NodeListOf<HTMLElement>} */ (bar.querySelectorAll('[data-action="forward"], [data-action="all"]'))) {
    end.hidden = open !== null;
    end.setAttribute("aria-disabled", String(asking.at() === asking.steps));
  }
  const nextHand = /** @type {HTMLElement | null} */ (bar.querySelector('[data-action="next-hand"]'));
  if (nextHand) {
    nextHand.hidden = open?.querySelector(".bac-feedback:not([hidden])") != null && Number(open?.dataset.step) === asking.steps;
    // Asking, it waits until the coup's every question still ahead is answered (it would drop them): disabled, with
    // why shown right under it (a pale button alone looked broken).
    const ahead = [...result.querySelectorAll(".bac-ask")].map((ask) => Number(/** @type {HTMLElement} */ (ask).dataset.step));
    const waits = asking.state.mode === "ask" && ahead.some((step) => step > asking.at() && !asking.answered.has(step));
    nextHand.setAttribute("aria-disabled", String(waits));
    let reason = /** @type {HTMLElement | null} */ (bar.querySelector(".bac-hand-waits"));
    if (!reason) bar.append((reason = element("p", { class: "bac-hand-waits", id: `${result.id || "bac-deal"}-hand-waits` })));
    reason.textContent = waits ? handWaits(result) : "";
    reason.hidden = !waits;
    if (waits) nextHand.setAttribute("aria-describedby", reason.id);
    else nextHand.removeAttribute("aria-describedby");
  }
  countSteps(result, bar, asking, step);
}

/**
 * "Step n of m" only once the coup is settled (or while showing): before, how many steps it has would tell whether
 * a hand draws (4 steps: a natural; 6: both draw), so an open question says "Step n" alone, and so does the
 * stepper's line read out to a screen reader. @param {HTMLElement} result @param {Element} bar @param {Asking} asking @param {number} step
 */
function countSteps(result, bar, asking, step) {
  const settled = asking.state.mode !== "ask" || asking.at() === asking.steps;
  const count = bar.querySelector(".bac-step-count");
  if (count) count.textContent = settled ? say("stepper.count", { step, steps: asking.steps }) : say("dealer_asks.step", { step });
  const live = result.querySelector(".bac-coup + .bac-sr[aria-live]");
  const told = result.querySelectorAll(".bac-coup ol.bac-steps > li")[asking.at() - 1]?.textContent ?? "";
  const said = say("dealer_asks.step-said", { step: asking.at(), text: told });
  if (!settled && live?.textContent && live.textContent !== said) live.textContent = said;
}

/**
 * While the dealer asks, the coup's result sits right under the cards, above the question and its feedback, and
 * the Banker chart right under the step bar, below the feedback that names its cell, above the steps so far
 * (nothing above the bar moves as it opens). Showing, the result follows the bar (stepping never moves the bar)
 * and the chart comes last.
 * @param {HTMLElement} result @param {Mode} mode
 */
export function placeChart(result, mode) {
  const bar = result.querySelector(".bac-coup > .bac-stepper");
  const felt = result.querySelector(".bac-coup > .bac-table");
  const outcome = result.querySelector(".bac-coup > .bac-outcome");
  if (!bar || !result.querySelector(".bac-asks")) return;
  if (outcome) (mode === "ask" ? felt : bar)?.after(outcome);
  const chart = result.querySelector(".bac-coup-chart");
  if (!chart) return;
  if (mode === "ask") bar.after(chart);
  else /** @type {HTMLElement} */ (chart.parentElement).append(chart);
}

/**
 * What this browser keeps of the dealer: how many coups it was asked about to the end, the decisions called since
 * the last finish, and the way the reader chose. A stored copy the dealer cannot read is set aside (never
 * deleted), and the dealer starts afresh.
 * @param {HTMLElement} root the dealer
 * @param {{coups: number, chosen: Mode | null, tally: Tally}} state
 */
export function keep(root, state) {
  const item = savedItem(SAVED, {
    root,
    onConflict: () => Object.assign(state, kept(item.load())), // another tab's count is newer: take it
  });
  /** @param {string | null} text */
  const kept = (text) => {
    const found = readSaved(text);
    return { coups: found?.coups ?? state.coups, chosen: found ? found.mode : state.chosen, tally: found?.tally ?? state.tally };
  };
  const text = item.load();
  if (text !== null && !readSaved(text)) item.setAside(text);
  Object.assign(state, kept(text));
  // Saved at once, quietly: a full or blocked storage only means the dealer asks again next time.
  return () => item.save({ version: SAVED_VERSION, coups: state.coups, mode: state.chosen, ...state.tally });
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

/** A decision called: counted, and named to practise if the reader missed it. @param {Tally} tally @param {string} topic @param {boolean} right */
export function tallied(tally, topic, right) {
  tally.asked += 1;
  if (right) tally.right += 1;
  else if (Object.hasOwn(TEACHES, topic) && !tally.missed.includes(topic)) tally.missed.push(topic);
}

/** The felt and the question now asked on screen together (nothing moves if they are). @param {HTMLElement} result */
export function bringOn(result) {
  const asked = result.querySelector(".bac-ask:not([hidden]):not([data-answered])");
  if (asked) bringIntoView(find(result, ".bac-table"), "start", [asked]);
}

/**
 * The finish of every fifth coup asked, in the place of the last answer's Next hand, as the lessons' and the
 * Drill's: the decisions called right, the rules to read again (from the misses), and whether to keep answering:
 * Keep asking (the one way on, primary) or Just show me, either of which deals the next hand (deal.js hears them).
 * @param {HTMLElement} result
 * @param {Tally} tally
 * @param {{score: string, practise: string, clean: string, named: Record<string, string>, between: string, ask: string, keep: string, show: string}} words
 */
export function finish(result, tally, words) {
  const next = result.querySelector(".bac-ask:not([hidden]) [data-ask-next]");
  if (!next) return;
  const card = element("div", { class: "bac-finish bac-ask-finish" });
  card.append(element("p", { class: "bac-finish-score" }));
  find(card, "p").append(element("strong", {}, words.score));
  const practise = element("p", {}, tally.missed.length ? `${words.practise} ` : words.clean);
  tally.missed.forEach((topic, index) => {
    if (index) practise.append(words.between);
    practise.append(element("a", { href: `../${TEACHES[/** @type {keyof TEACHES} */ (topic)]}` }, words.named[topic]));
  });
  const keep = element("button", { type: "button", class: "md-button md-button--primary", "data-keep": "ask" }, words.keep);
  const show = element("button", { type: "button", class: "md-button", "data-keep": "show" }, words.show);
  const choices = element("div", { class: "bac-finish-choices" }); // a row with a gap between: no mis-tap
  choices.append(keep, show);
  card.append(practise, element("p", {}, words.ask), choices);
  next.replaceWith(card);
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
