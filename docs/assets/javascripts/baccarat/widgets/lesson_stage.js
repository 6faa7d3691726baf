// @ts-check
// The lessons' stage (lesson_view.js): the coup a question is about, as the build drew it in the page's template,
// dealt up to the question's step, each hand's total as it stands after it.

import { setOf } from "./lesson_state.js";

/** @typedef {import("./lesson_state.js").LessonState} LessonState */
/** @typedef {import("./lesson_view.js").LessonView} LessonView */

/** Coup `c` of the session on show, as its set deals it (the template's), its card pictures put back. @param {LessonView} view @param {LessonState} state @param {number} c */
function coupNode(view, state, c) {
  const set = setOf(state, state.at);
  const coups = set ? view.sets.get(`${state.at}.${set}`) : view.sessions[state.at];
  const coup = /** @type {HTMLElement} */ (coups?.children[c].firstElementChild?.cloneNode(true));
  for (const card of /** @type {NodeListOf<HTMLElement>} */ (coup.querySelectorAll(".bac-card[data-svg]"))) {
    const picture = view.svgs[Number(card.dataset.svg)]?.firstElementChild;
    if (picture) card.append(picture.cloneNode(true));
  }
  return coup;
}

/**
 * Coup `c` of the session on show put on the stage, unless it is there already; whether it was put there now.
 * @param {LessonView} view @param {LessonState} state @param {number} c
 */
export function onStage(view, state, c) {
  const shown = `${state.at}.${setOf(state, state.at)}.${c}`;
  if (shown === view.shownCoup && view.stage.querySelector(".bac-coup")) return false;
  view.stage.replaceChildren(coupNode(view, state, c)); // drawn by baccarat.render when the site was built
  view.shownCoup = shown;
  return true;
}

/** Show the stage's coup up to `step`, with what that step deals sliding in. @param {LessonView} view @param {number} step @param {boolean} animate */
export function reveal(view, step, animate) {
  const coup = view.stage.querySelector(".bac-coup");
  if (!coup) return;
  coup.classList.toggle("bac-live", animate);
  for (const node of /** @type {NodeListOf<HTMLElement>} */ (coup.querySelectorAll("[data-reveal]"))) {
    const dealt = node.hidden && Number(node.dataset.reveal) <= step;
    node.hidden = Number(node.dataset.reveal) > step;
    node.toggleAttribute("data-just-dealt", dealt && animate);
  }
  const totals = totalsAt(view, step);
  for (const hand of /** @type {NodeListOf<HTMLElement>} */ (coup.querySelectorAll(".bac-hand"))) {
    const value = hand.querySelector(".bac-score-value");
    const total = totals[hand.dataset.side ?? ""];
    if (value && total !== undefined) value.textContent = total;
  }
}

/**
 * Each hand's score as it stands after `step` of the stage's coup (Python wrote it on every step), by side.
 * @param {LessonView} view @param {number} step @returns {Record<string, string | undefined>}
 */
export function totalsAt(view, step) {
  const steps = /** @type {HTMLElement[]} */ ([...view.stage.querySelectorAll(".bac-coup ol.bac-steps > li")]);
  const at = steps[Math.min(step, steps.length) - 1];
  return { player: at?.dataset.playerTotal, banker: at?.dataset.bankerTotal };
}
