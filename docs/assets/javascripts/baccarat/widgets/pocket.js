// @ts-check
// The pocket dealer: the reader taps each card as the dealer turns it; Python says where the next card
// goes, why, and the exact chances from the rest of the shoe. The first tap's answers ship with the page.

import { askInTurn, enableControls, find, headerBottom, startWidget, wireKeypad } from "../dom.js";
import { say } from "../words.js";

/**
 * After a tap, the felt, the dealer's words and the whole pad on screen when they fit under the header; on a
 * screen too short for them all, the pad's last row (K, Undo) at the bottom, the words just above it, and as
 * much of the felt as fits. Scrolls only if something of it is off screen.
 * @param {HTMLElement} felt @param {HTMLElement} pad
 */
function keepPadInView(felt, pad) {
  const header = headerBottom();
  const gap = 4; // px of air at either edge
  const top = felt.getBoundingClientRect().top - gap;
  const bottom = pad.getBoundingClientRect().bottom + gap;
  const below = bottom - innerHeight; // > 0: the pad's last row is under the fold
  const fits = bottom - top <= innerHeight - header;
  const shift = !fits || below > 0 ? below : Math.min(0, top - header);
  if (Math.abs(shift) < 1) return;
  document.documentElement.dataset.bacShowing = ""; // as dom.js's bringIntoView: the back-to-top pill keeps away
  // Where to, not how far: a tap during the last tap's smooth scroll would add its shift to that scroll's end.
  scrollTo({ top: scrollY + shift, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
}

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
    const exactOpen = root.querySelector(".bac-pocket-exact")?.hasAttribute("open"); // the fractions stay as asked
    odds.innerHTML = answer.chances_html;
    if (exactOpen) find(odds, ".bac-pocket-exact").setAttribute("open", "");
    for (const key of keys) key.disabled = answer.next === "done";
    undo.disabled = !cards.length;
    // The status line: the coup's result once it is over, else how many cards are in (what to do before the first),
    // once Python is ready: a tap the page already knew the answer to leaves "getting ready" as it is.
    const under = cards.length ? say("pocket.turned", { count: cards.length }) : say("pocket.ready");
    if (answer.over || root.dataset.state === "ready") status.textContent = answer.over || under;
    keepPadInView(find(result, ".bac-table"), find(form, ".bac-keypad"));
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
    status.textContent = cards.length ? say("pocket.turned", { count: cards.length }) : say("pocket.ready");
  });
}
