// @ts-check
// The live counter: the reader taps each card as it is turned; Python keeps both counts and works out every
// bet's exact edge from the cards left. The first tap's answers ship with the page.

import { askInTurn, enableControls, startWidget, wireKeypad } from "../dom.js";
import { say } from "../words.js";

/** @param {HTMLElement} root */
export function mount(root) {
  const form = /** @type {HTMLFormElement} */ (root.querySelector('[data-form="counter"]'));
  const result = /** @type {HTMLElement} */ (root.querySelector(".bac-result"));
  const status = /** @type {HTMLElement} */ (root.querySelector(".bac-status"));
  const decks = /** @type {HTMLSelectElement} */ (form.elements.namedItem("decks"));
  const undo = /** @type {HTMLButtonElement} */ (form.querySelector('[data-action="undo"]'));
  let cards = root.dataset.cards ? root.dataset.cards.split(" ") : []; // as Python last accepted them
  const inTurn = askInTurn(root, say("counter.waiting"));

  /** @param {import("../calls").Answer<"counter">} answer */
  function show(answer) {
    cards = answer.cards;
    Object.assign(root.dataset, { cards: cards.join(" "), decks: String(answer.decks), edges: answer.edges });
    result.innerHTML = answer.html; // from baccarat.render.counter: every piece of text in it is escaped
    undo.disabled = !cards.length;
    performance.mark("baccarat:counter-answered");
  }

  /** Ask for the shoe after `wanted(cards)`, once the taps before it are answered. */
  /** @param {(cards: string[]) => string[]} wanted */
  const count = (wanted) =>
    inTurn(() => ({ action: "counter", cards: wanted(cards).join(" "), decks: Number(decks.value) }), (answer) => answer && show(answer));

  wireKeypad(form, count);

  // The keypad works at once: a tap the page already knows is answered from it, any other waits for Python.
  enableControls(root);
  undo.disabled = !cards.length;
  startWidget(root, say("counter.getting-ready"), async () => {
    status.textContent = say("counter.ready");
  });
}
