// @ts-check
// The live dealer's words for an answer and a session's finish, and its mark for Material's "Back to top" pill
// (widgets/deal.js): what the dealer says, apart from how it deals.

import { find } from "../dom.js";
import { say } from "../words.js";

/** @import { Graded, Tally } from "../dealer_asks.js" */

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
