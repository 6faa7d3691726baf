// @ts-check
// The system tester: a betting system played over the package's own shoes, beside the exact cost of its bets.
// Python checks the choice, deals the shoes and writes the result; the link opens the same shoes again.

import { call } from "../runtime.js";
import { ask, bringIntoView, enableControls, field as control, find, findForm, showLinkProblem, startWidget, workProgress } from "../dom.js";
import { linkPairs, pageLink, showInAddressBar } from "../links.js";
import { say } from "../words.js";

/** @param {HTMLElement} root */
export function mount(root) {
  const form = findForm(root, '[data-form="system"]');
  const status = find(root, ".bac-status");
  const result = find(root, ".bac-result");
  const field = (/** @type {string} */ name) => control(form, name).value;

  async function play() {
    const dealing = say("system.dealing", { shoes: field("shoes") });
    status.textContent = dealing;
    const progress = workProgress(root, dealing, result);
    const answer = await ask(
      root,
      { action: "system", system: field("system"), shoes: field("shoes"), seed: field("seed") },
      progress.listen,
    ).finally(progress.done);
    if (!answer) {
      result.replaceChildren(); // a refused choice leaves no old result standing as its answer
      status.textContent = say("system.nothing-dealt");
      return;
    }
    result.innerHTML = answer.html; // from baccarat.render.system: every piece of text in it is escaped
    status.textContent = say("system.played", { shoes: answer.shoes, seed: answer.seed });
    showInAddressBar(root, pageLink(answer.link));
    bringIntoView(find(result, ".bac-system-verdict"));
    performance.mark("baccarat:system-played");
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    play();
  });

  startWidget(root, say("system.getting-ready"), async () => {
    enableControls(root);
    status.textContent = say("system.ready");
    const pairs = linkPairs();
    if (!pairs.length) return;
    const parsed = await call({ action: "system-permalink", pairs });
    if (!parsed.ok) return showLinkProblem(root, parsed);
    for (const [name, value] of Object.entries(parsed.request)) control(form, name).value = String(value);
    await play();
  });
}
