// @ts-check
// The live counter: the reader taps each card as it is turned; Python keeps both counts and works out every
// bet's exact edge from the cards left. The first tap's answers ship with the page.

import { askInTurn, enableControls, startWidget } from "../dom.js";

/** @param {HTMLElement} root */
export function mount(root) {
  const form = /** @type {HTMLFormElement} */ (root.querySelector('[data-form="counter"]'));
  const result = /** @type {HTMLElement} */ (root.querySelector(".bac-result"));
  const status = /** @type {HTMLElement} */ (root.querySelector(".bac-status"));
  const decks = /** @type {HTMLSelectElement} */ (form.elements.namedItem("decks"));
  const undo = /** @type {HTMLButtonElement} */ (form.querySelector('[data-action="undo"]'));
  let cards = root.dataset.cards ? root.dataset.cards.split(" ") : []; // as Python last accepted them
  const inTurn = askInTurn(root, "Getting Python ready to weigh this card…");

  function show(answer) {
    cards = answer.cards;
    Object.assign(root.dataset, { cards: cards.join(" "), decks: String(answer.decks), edges: answer.edges });
    result.innerHTML = answer.html; // from baccarat.render.counter: every piece of text in it is escaped
    undo.disabled = !cards.length;
    performance.mark("baccarat:counter-answered");
  }

  /** Ask for the shoe after `wanted(cards)`, once the taps before it are answered. */
  const count = (wanted) =>
    inTurn(() => ({ action: "counter", cards: wanted(cards).join(" "), decks: Number(decks.value) }), (answer) => answer && show(answer));

  for (const key of form.querySelectorAll("[data-rank]")) {
    key.addEventListener("click", () => count((now) => [...now, /** @type {HTMLElement} */ (key).dataset.rank]));
  }
  undo.addEventListener("click", () => count((now) => now.slice(0, -1)));
  form.querySelector('[data-action="new"]')?.addEventListener("click", () => count(() => []));
  decks.addEventListener("change", () => count((now) => now));
  form.addEventListener("submit", (event) => event.preventDefault());

  // The keypad works at once: a tap the page already knows is answered from it, any other waits for Python.
  enableControls(root);
  undo.disabled = !cards.length;
  startWidget(root, "Getting the counter ready", async () => {
    status.textContent = "Ready: tap each card as it is turned.";
  });
}
