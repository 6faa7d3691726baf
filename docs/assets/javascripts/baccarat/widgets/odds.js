// @ts-check
// The exact-odds calculator: the shoe's odds with the cards already dealt taken out, computed exactly.

import { ask, enableControls, startWidget } from "../dom.js";
import { say } from "../words.js";

export function mount(root) {
  const form = root.querySelector('[data-form="odds"]');
  const status = root.querySelector(".bac-status");
  const result = root.querySelector(".bac-result");
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const started = performance.now();
    const answer = await ask(root, { action: "odds", decks: form.elements.decks.value, removed: form.elements.removed.value });
    if (!answer) return;
    result.innerHTML = answer.html; // from baccarat.render: every piece of text in it is escaped
    status.textContent = say("odds.computed", { ms: Math.round(performance.now() - started) });
  });
  startWidget(root, say("odds.getting-ready"), async () => {
    enableControls(root);
    status.textContent = say("odds.ready");
  });
}
