// @ts-check
// The exact-odds calculator: the shoe's odds with the cards already dealt taken out, computed exactly.

import { ask, enableControls, startWidget } from "../dom.js";

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
    status.textContent = `Computed exactly in ${Math.round(performance.now() - started)} ms, in your browser.`;
  });
  startWidget(root, "Getting the calculator ready", async () => {
    enableControls(root);
    status.textContent = "Ready: name the cards already out of the shoe.";
  });
}
