// @ts-check
// Stepping through a coup, Python's explanation one step at a time: cards, scores, the chart cell.

import { bringIntoView, element } from "./dom.js";
import { pageLink } from "./links.js";
import { say } from "./words.js";

/**
 * This page's link to a coup (its `query` as Python wrote it) opened at step `step`. The step is the one link
 * parameter the browser writes, here and only here: the reader's place in the explanation is view state, not a
 * request Python answers (Python still reads it, and checks it, when the link is opened).
 * @template {string} K
 * @param {import("./links.js").Query<K>} query
 * @param {number} step
 */
export const stepLink = (query, step) => pageLink(step > 1 ? { ...query, step: String(step) } : query);

/**
 * A coup's parts the stepper reads and writes: its steps, its chart, each hand's score, its bar.
 * @param {HTMLElement} coup
 */
function partsOf(coup) {
  const steps = /** @type {HTMLElement[]} */ ([...coup.querySelectorAll("ol.bac-steps > li")]);
  const chart = /** @type {HTMLDetailsElement | null} */ (coup.querySelector(".bac-coup-chart"));
  const scores = /** @type {[string, HTMLElement][]} */ (
    [...coup.querySelectorAll(".bac-hand")].map((hand) => [
      `${/** @type {HTMLElement} */ (hand).dataset.side}Total`,
      hand.querySelector(".bac-score-value"),
    ])
  );
  // The bar is Python's, drawn with the coup (baccarat.render.coup.stepper_html), its buttons disabled
  // until now: only its own three are enabled here (a widget's other actions in it are the widget's).
  const bar = /** @type {HTMLElement} */ (coup.querySelector(".bac-stepper"));
  const [back, forward, all] = /** @type {HTMLButtonElement[]} */ (
    ["back", "forward", "all"].map((action) => bar.querySelector(`[data-action="${action}"]`))
  );
  const count = /** @type {HTMLElement} */ (bar.querySelector(".bac-step-count"));
  const chartStep = steps.findIndex((li) => li.dataset.banker !== undefined) + 1;
  return { coup, steps, chart, chartStep, scores, bar, back, forward, all, count };
}
/** @typedef {ReturnType<typeof partsOf>} Parts */

/**
 * Show the coup as it stands at step `current`: what is dealt by then (sliding in if `fresh` or newly
 * revealed), the steps so far, each hand's score, the chart cell, and the bar's ends.
 * @param {Parts} parts
 * @param {number} current
 * @param {boolean} fresh
 */
function drawStep(parts, current, fresh) {
  const { coup, steps, chart, chartStep, scores, back, forward, all, count } = parts;
  for (const node of /** @type {NodeListOf<HTMLElement>} */ (coup.querySelectorAll("[data-reveal]"))) {
    const revealed = Number(node.dataset.reveal) <= current;
    if (revealed && (node.hidden || fresh)) node.toggleAttribute("data-just-dealt", true);
    node.hidden = !revealed;
  }
  steps.forEach((li, index) => {
    li.hidden = index >= current;
    if (index === current - 1) li.setAttribute("aria-current", "step");
    else li.removeAttribute("aria-current");
  });
  // Each hand's score as it stands after this step (Python wrote it on every step).
  for (const [key, value] of scores) value.textContent = steps[current - 1].dataset[key] ?? "";
  if (chart) {
    const reached = chartStep > 0 && current >= chartStep;
    coup.classList.toggle("bac-chart-reached", reached);
    if (reached) chart.open = true;
  }
  count.textContent = say("stepper.count", { step: current, steps: steps.length });
  // aria-disabled, not disabled: a focused button keeps keyboard focus at either end.
  back.setAttribute("aria-disabled", String(current === 1));
  for (const end of [forward, all]) end.setAttribute("aria-disabled", String(current === steps.length));
}

/**
 * Step through the coup in `place`: Python's HTML `html` (every piece of text in it escaped
 * by baccarat.render), or, when `html` is null, the coup the page already holds (rendered at
 * build time by the same code). `onChange(step)` hears every step the reader moves to. `holds(step)` may keep the
 * reader from moving on to a step (true: the caller asks about it first, then moves on with `go`). With `follow`
 * false the page never scrolls as the reader steps: what is under the bar stays where it is, and the caller shows
 * the step where the reader already looks.
 * @param {HTMLElement} place
 * @param {string | null} html
 * @param {{startAt?: number, onChange?: (step: number) => void, holds?: (step: number) => boolean, follow?: boolean}} [options]
 */
export function explain(place, html, { startAt = 1, onChange = (_step) => {}, holds = (_step) => false, follow = true } = {}) {
  if (html !== null) place.innerHTML = html;
  const parts = partsOf(/** @type {HTMLElement} */ (place.querySelector(".bac-coup")));
  const { coup, steps, chart, chartStep, bar, back, forward, all } = parts;
  const live = element("p", { class: "bac-sr", "aria-live": "polite" });
  for (const control of [back, forward, all]) control.disabled = false;
  coup.after(live);
  coup.classList.add("bac-live");
  let current = 1;
  // What is dealt slides in (CSS: [data-just-dealt]): every card of a coup Python just dealt, then each card
  // a step reveals. The coup the page already held is on screen before its script runs: it stays still.
  let fresh = html !== null;

  /** @param {number} step */
  function show(step, { announce = true } = {}) {
    current = Math.max(1, Math.min(steps.length, step));
    drawStep(parts, current, fresh);
    fresh = false;
    if (!announce) return;
    live.textContent = say("stepper.said", { step: current, steps: steps.length, text: steps[current - 1].textContent });
    onChange(current);
    if (!follow) return;
    // On a small screen the new step, or at the Banker's turn its chart cell, may be below the fold.
    const cell = current === chartStep ? chart?.querySelector(".bac-here") : null;
    bringIntoView(cell ?? steps[current - 1]);
  }
  /** The reader moves on one step, unless the caller holds it to ask about it first. */
  const forwardOne = () => {
    if (current < steps.length && holds(current + 1)) return;
    show(current + 1);
  };

  bar.addEventListener("click", (event) => {
    const action = /** @type {HTMLElement} */ (event.target).closest("button")?.dataset.action;
    if (action === "back") show(current - 1);
    if (action === "forward") forwardOne();
    if (action === "all") show(steps.length);
  });
  bar.addEventListener("keydown", (event) => {
    if (event.target instanceof HTMLInputElement) return; // a switch in the bar keeps its own arrow keys
    if (event.key === "ArrowRight") forwardOne();
    else if (event.key === "ArrowLeft") show(current - 1);
    else if (event.key === "Home") show(1);
    else if (event.key === "End") show(steps.length);
    else return;
    event.preventDefault();
  });
  show(startAt, { announce: false });
  return {
    focus: () => forward.focus({ preventScroll: true }),
    steps: steps.length,
    /** Move to step `step`, as the reader's own step (after a question the caller held it for). @param {number} step */
    go: (step) => show(step),
    /** The step on show now. */
    at: () => current,
  };
}
