// @ts-check
// The live dealer's words for an answer and a session's finish, and its mark for Material's "Back to top" pill
// (widgets/deal.js): what the dealer says, apart from how it deals.

import { find } from "../dom.js";
import { finish, tallied } from "../dealer_asks.js";
import { isPageKey, isTyping, listenWhileMounted } from "../mounted.js";
import { say } from "../words.js";

/** @import { Asking, Graded, Tally } from "../dealer_asks.js" */

/** A session of the dealer's: every fifth coup asked ends on a finish, which asks whether to keep asking. */
const SESSION_COUPS = 5;

/**
 * The words that mark an answer right or wrong (with a sign, not by colour alone), the lessons' and the Drill's; a
 * Banker's answer with one part right and one wrong says which. @param {Graded} graded
 */
export function verdict({ answer, rule, said }) {
  if (rule === null || rule === answer) return say(answer ? "lesson_view.right" : "lesson_view.wrong");
  return say(answer ? "deal_view.rule-wrong" : "deal_view.rule-right", { answer: said });
}

// Material's "Back to top" pill keeps off the felt's step bar while the dealer is on screen (on_screen.js).
export { markOnScreen } from "../on_screen.js";

/** The words of a session's finish (dealer_asks.js's `finish`). @param {Tally} tally @param {HTMLFieldSetElement} modes */
export const finishWords = ({ right, asked }, modes) => ({
  score: say("deal_view.finish-score", { right, asked }),
  practise: say("deal_view.finish-practise"),
  clean: say("deal_view.finish-clean"),
  named: { natural: say("lesson_view.topic-natural"), player: say("lesson_view.topic-player"), banker: say("lesson_view.topic-banker"), winner: say("lesson_view.topic-winner") },
  between: say("lesson_view.list-separator"),
  ask: say("deal_view.finish-ask"),
  keep: say("deal_view.keep-asking"),
  show: find(modes, 'input[value="show"]').parentElement?.textContent?.trim() ?? "",
});

/**
 * Hears each question answered: each decision is tallied, and a coup asked to its end counts, saved; every fifth
 * ends on a finish (the decisions called right, what to practise), which asks whether to keep asking: the dealer's
 * way never changes by itself.
 * @param {{result: HTMLElement, modes: HTMLFieldSetElement}} view
 * @param {{coups: number, tally: Tally}} state
 * @param {() => void} save
 */
export const counting = (view, state, save) => (/** @type {boolean} */ last, /** @type {string} */ topic, /** @type {boolean} */ right) => {
  tallied(state.tally, topic, right);
  if (last) state.coups += 1;
  if (last && state.coups % SESSION_COUPS === 0) {
    finish(view.result, state.tally, finishWords(state.tally, view.modes));
    state.tally = { asked: 0, right: 0, missed: [] };
  }
  save();
};

/**
 * While a question is asked, the felt stands at the step before it ("Step 3 of 6" asks step 3, the cards as step 2
 * left them): Back (or the left arrow in the bar) then goes back one step, to that step 2 with the question folded
 * away, not two. Heard before the stepper's own handlers (capture), which it then skips. Any other time, Back is
 * the stepper's. @param {HTMLElement} result @param {Asking} asking
 */
export function backOneStep(result, asking) {
  const bar = find(result, ".bac-coup > .bac-stepper");
  const back = (/** @type {Event} */ event) => {
    const target = /** @type {HTMLElement} */ (event.target);
    const pressed = event instanceof KeyboardEvent ? event.key === "ArrowLeft" && !(target instanceof HTMLInputElement) : target.closest('[data-action="back"]') !== null;
    const asked = /** @type {HTMLElement | null} */ (result.querySelector(".bac-ask:not([hidden])"));
    if (!pressed || !asked || Number(asked.dataset.step) !== asking.at() + 1) return;
    event.stopPropagation();
    event.preventDefault();
    asking.go(asking.at());
  };
  bar.addEventListener("click", back, true);
  bar.addEventListener("keydown", back, true);
}

/**
 * While a coup is under way (not at its last step), N and P (and "." and ",") never turn the page: Material takes
 * them for the next and previous page, which would throw the coup away. Typing in a field is the field's.
 * @param {HTMLElement} root @param {{now: {at: () => number, steps: number} | null}} view
 */
export function keepPageKeys(root, view) {
  const onKey = (/** @type {KeyboardEvent} */ event) => {
    if (!root.isConnected || event.ctrlKey || event.metaKey || event.altKey || !isPageKey(event.key)) return;
    if (isTyping(event.target)) return;
    if (view.now && view.now.at() < view.now.steps) event.stopImmediatePropagation();
  };
  listenWhileMounted(root, window, "keydown", /** @type {EventListener} */ (onKey), { capture: true });
}
