// @ts-check
// Paste your road: results typed, pasted or tapped; Python draws the roads, says what a road reader sees,
// and gives the next coup's exact chances, which no road moves. The first taps' answers ship with the page.

import { askInTurn, enableControls, startWidget } from "../dom.js";
import { say } from "../words.js";

/** @param {HTMLElement} root */
export function mount(root) {
  const form = /** @type {HTMLFormElement} */ (root.querySelector('[data-form="road_paste"]'));
  const result = /** @type {HTMLElement} */ (root.querySelector(".bac-result"));
  const status = /** @type {HTMLElement} */ (root.querySelector(".bac-status"));
  const field = (/** @type {string} */ name) => /** @type {HTMLInputElement} */ (form.elements.namedItem(name));
  const inTurn = askInTurn(root, say("road_paste.waiting"));

  /** @param {import("../calls").Answer<"road_paste"> | null} answer */
  function show(answer) {
    if (!answer) {
      result.replaceChildren(); // no old reading left standing as if it were the answer
      return;
    }
    Object.assign(root.dataset, { results: answer.results, next: answer.next });
    result.innerHTML = answer.html; // from baccarat.render.road_paste: every piece of text in it is escaped
    performance.mark("baccarat:road-read");
  }

  const read = () =>
    inTurn(() => ({ action: "road_paste", results: field("results").value, cards: field("cards").value, decks: Number(field("decks").value) }), show);

  for (const key of form.querySelectorAll("[data-result]")) {
    key.addEventListener("click", () => {
      const typed = field("results").value.trim();
      field("results").value = `${typed}${typed ? " " : ""}${/** @type {HTMLElement} */ (key).dataset.result}`;
      read();
    });
  }
  form.querySelector('[data-action="undo"]')?.addEventListener("click", () => {
    field("results").value = field("results").value.trim().replace(/\s*\S$/u, "");
    read();
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    read();
  });

  // The taps work at once: a road the page already knows is answered from it, any other waits for Python.
  enableControls(root);
  startWidget(root, say("road_paste.getting-ready"), async () => {
    status.textContent = say("road_paste.ready");
  });
}
