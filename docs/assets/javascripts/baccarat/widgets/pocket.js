// @ts-check
// The pocket dealer: the reader taps each card as the dealer turns it; Python says where the next card
// goes, why, and the exact chances from the rest of the shoe. The first tap's answers ship with the page.

import { askInTurn, bringIntoView, enableControls, startWidget, wireKeypad } from "../dom.js";
import { say } from "../words.js";

/** @param {HTMLElement} root */
export function mount(root) {
  const form = /** @type {HTMLFormElement} */ (root.querySelector('[data-form="pocket"]'));
  const result = /** @type {HTMLElement} */ (root.querySelector(".bac-result"));
  const status = /** @type {HTMLElement} */ (root.querySelector(".bac-status"));
  const odds = /** @type {HTMLElement} */ (root.querySelector(".bac-pocket-odds"));
  const decks = /** @type {HTMLSelectElement} */ (form.elements.namedItem("decks"));
  const undo = /** @type {HTMLButtonElement} */ (form.querySelector('[data-action="undo"]'));
  const keys = /** @type {NodeListOf<HTMLButtonElement>} */ (form.querySelectorAll("[data-rank]"));
  let cards = root.dataset.cards ? root.dataset.cards.split(" ") : []; // as Python last accepted them
  const inTurn = askInTurn(root, say("pocket.waiting"));

  /** @param {string[]} wanted @returns {import("../calls").Request<"pocket">} */
  const request = (wanted) => ({ action: "pocket", cards: wanted.join(" "), decks: Number(decks.value) });

  /** @param {import("../calls").Answer<"pocket">} answer */
  function show(answer) {
    cards = answer.cards;
    Object.assign(root.dataset, { cards: cards.join(" "), decks: String(answer.decks), next: answer.next, chances: answer.chances });
    result.innerHTML = answer.html; // from baccarat.render: every piece of text in it is escaped
    odds.innerHTML = answer.chances_html;
    for (const key of keys) key.disabled = answer.next === "done";
    undo.disabled = !cards.length;
    bringIntoView(/** @type {HTMLElement} */ (result.querySelector(".bac-table"))); // the felt
    performance.mark("baccarat:pocket-answered");
  }

  /** Ask for the coup after `wanted`, once the taps before it are answered. */
  /** @param {(cards: string[]) => string[]} wanted */
  const deal = (wanted) => inTurn(() => request(wanted(cards)), (answer) => answer && show(answer));

  wireKeypad(form, deal);

  // The keypad works at once: a tap the page already knows is answered from it, any other waits for Python.
  enableControls(root);
  undo.disabled = !cards.length;
  startWidget(root, say("pocket.getting-ready"), async () => {
    status.textContent = say("pocket.ready");
  });
}
