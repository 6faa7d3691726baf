// @ts-check
// The live scoreboard roads: a shoe dealt coup by coup (or results typed in), all five roads redrawn.

import { call } from "../runtime.js";
import { ask, enableControls, field, find, findForm, randomSeed, showLinkProblem, startWidget } from "../dom.js";
import { linkPairs, pageLink, showInAddressBar } from "../links.js";
import { say } from "../words.js";

/** What is drawn: a shoe dealt so far ({seed, decks, coups}) or typed results ({results}). @typedef {Omit<import("../calls").Request<"roads">, "action">} Shown */
/** What the status line says an answer did (the reader's action decides which words). @typedef {(answer: import("../calls").Answer<"roads">) => string} Told */

/** The status line after a shoe's coup or coups: what was dealt, and each side's wins so far. */
const told = {
  /** @type {Told} */ next: (answer) => say("roads.dealt-next", { latest: answer.latest, tally: answer.tally }),
  /** @type {Told} */ toEnd: (answer) => say("roads.dealt-to-end", { coups: "coups" in answer ? answer.coups : 0, tally: answer.tally }),
  /** @type {Told} */ newShoe: (answer) => say("roads.new-shoe", { seed: "seed" in answer ? answer.seed : "", latest: answer.latest }),
  /** @type {Told} */ typed: (answer) => say("roads.drew-typed", { count: answer.results.length, tally: answer.tally }),
  /** @type {Told} */ linked: (answer) =>
    "seed" in answer ? say("roads.opened-shoe", { coups: answer.coups, total: answer.total, tally: answer.tally }) : told.typed(answer),
};

/** @param {HTMLElement} root */
function viewOf(root) {
  return {
    root,
    result: find(root, ".bac-result"),
    status: find(root, ".bac-status"),
    info: find(root, ".bac-roads-info"),
    shoeForm: findForm(root, '[data-form="roads-shoe"]'),
    typedForm: findForm(root, '[data-form="roads-results"]'),
    next: /** @type {HTMLButtonElement} */ (find(root, '[data-action="next-coup"]')),
    toEnd: /** @type {HTMLButtonElement} */ (find(root, '[data-action="deal-to-end"]')),
  };
}
/** @typedef {ReturnType<typeof viewOf>} RoadsView */

/** Each road opens at its latest columns, where the newest marks are (a whole shoe is wider than a phone). @param {HTMLElement} result */
function showLatest(result) {
  const roads = [...result.querySelectorAll(".bac-road-scroll")];
  const widths = roads.map((road) => road.scrollWidth); // every read, then every write: one layout
  roads.forEach((road, index) => (road.scrollLeft = widths[index]));
}

/**
 * Draw the roads Python answers `request` with, keep what is shown (`shown`) and its link, and say in the status line
 * (read out politely, role="status") what was done, by `tell`, or that nothing was drawn: never a stale line.
 * @param {RoadsView} view
 * @param {{shown: Shown}} state
 */
function drawer(view, state) {
  const { root, result, status, info, next, toEnd } = view;
  /** @param {Shown} request @param {Told} tell */
  return async (request, tell) => {
    const answer = await ask(root, { action: "roads", ...request });
    if (!answer) return void (status.textContent = say("roads.refused")); // the message by the field says why
    status.textContent = tell(answer);
    result.innerHTML = answer.html; // from baccarat.render: every piece of text in it is escaped
    showLatest(result);
    info.textContent = answer.info; // "Shoe 42 (8 decks): 21 of 81 coups dealt. Coup 21: ..." (the status is read out)
    const shoe = "seed" in answer ? answer : null; // a shoe's roads say its place in it; typed results', not
    state.shown = shoe ? { seed: shoe.seed, decks: shoe.decks, coups: shoe.coups } : { results: answer.results };
    next.disabled = !shoe || shoe.coups >= shoe.total;
    toEnd.disabled = !shoe || shoe.coups >= shoe.total;
    showInAddressBar(root, pageLink(answer.link));
    performance.mark("baccarat:roads-drawn");
  };
}

/** @param {HTMLElement} root */
export function mount(root) {
  const view = viewOf(root);
  const { result, status, shoeForm, typedForm, next, toEnd } = view;
  const state = { shown: /** @type {Shown} */ ({ seed: result.dataset.seed, decks: result.dataset.decks, coups: result.dataset.coups }) };
  showLatest(result);
  const draw = drawer(view, state);
  next.addEventListener("click", () => draw({ ...state.shown, coups: Number(state.shown.coups) + 1 }, told.next));
  toEnd.addEventListener("click", () => draw({ seed: state.shown.seed, decks: state.shown.decks }, told.toEnd));
  shoeForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const seedText = field(shoeForm, "seed").value.trim();
    draw({ seed: seedText === "" ? randomSeed() : seedText, decks: field(shoeForm, "decks").value, coups: 1 }, told.newShoe);
  });
  typedForm.addEventListener("submit", (event) => {
    event.preventDefault();
    draw({ results: field(typedForm, "results").value }, told.typed);
  });

  /** @param {[string, string][]} pairs */
  async function openLink(pairs) {
    const parsed = await call({ action: "roads-permalink", pairs });
    if (!parsed.ok) return showLinkProblem(root, parsed);
    if (parsed.request.results !== undefined) {
      /** @type {HTMLDetailsElement} */ (typedForm.closest("details")).open = true;
      field(typedForm, "results").value = parsed.request.results;
      await draw(parsed.request, told.linked);
    } else if (parsed.request.seed !== undefined) {
      field(shoeForm, "seed").value = String(parsed.request.seed);
      field(shoeForm, "decks").value = String(parsed.request.decks);
      await draw(parsed.request, told.linked);
    }
  }

  startWidget(root, say("roads.getting-ready"), async () => {
    enableControls(root);
    status.textContent = say("roads.ready");
    const pairs = linkPairs();
    if (pairs.length) await openLink(pairs);
  });
}
