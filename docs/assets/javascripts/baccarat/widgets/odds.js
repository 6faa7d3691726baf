// @ts-check
// The exact-odds calculator: the shoe's odds with the cards already dealt taken out, computed exactly.

import { ask, enableControls, field, find, findForm, startWidget } from "../dom.js";
import { say } from "../words.js";

/** @param {HTMLElement} root */
export function mount(root) {
  const form = findForm(root, '[data-form="odds"]');
  const status = find(root, ".bac-status");
  const result = find(root, ".bac-result");
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const started = performance.now();
    const answer = await ask(root, { action: "odds", decks: field(form, "decks").value, removed: field(form, "removed").value });
    if (!answer) return;
    result.innerHTML = answer.html; // from baccarat.render: every piece of text in it is escaped
    status.textContent = say("odds.computed", { ms: Math.round(performance.now() - started) });
  });
  startWidget(root, say("odds.getting-ready"), async () => {
    enableControls(root);
    status.textContent = say("odds.ready");
  });
}
