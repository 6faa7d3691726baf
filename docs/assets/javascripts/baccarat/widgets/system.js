// @ts-check
// The system tester: a betting system played over the package's own shoes, beside the exact cost of its bets.
// Python checks the choice, deals the shoes and writes the result; the link opens the same shoes again.

import { python } from "../runtime.js";
import { ask, bringIntoView, enableControls, linkPairs, pageLink, showInAddressBar, showLinkProblem, startWidget } from "../dom.js";
import { say } from "../words.js";

export function mount(root) {
  const form = root.querySelector('[data-form="system"]');
  const status = root.querySelector(".bac-status");
  const result = root.querySelector(".bac-result");
  const field = (name) => form.elements[name].value;

  async function play() {
    status.textContent = say("system.dealing", { shoes: field("shoes") });
    const answer = await ask(root, { action: "system", system: field("system"), shoes: field("shoes"), seed: field("seed") });
    if (!answer) {
      result.replaceChildren(); // a refused choice leaves no old result standing as its answer
      status.textContent = say("system.nothing-dealt");
      return;
    }
    result.innerHTML = answer.html; // from baccarat.render.system: every piece of text in it is escaped
    status.textContent = say("system.played", { shoes: answer.shoes, seed: answer.seed });
    showInAddressBar(root, pageLink({ system: answer.system, shoes: answer.shoes, seed: answer.seed }));
    bringIntoView(result.querySelector(".bac-system-verdict"));
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
    const parsed = await python().call({ action: "system-permalink", pairs });
    if (!parsed.ok) return showLinkProblem(root, parsed.error);
    for (const [name, value] of Object.entries(parsed.request)) form.elements[name].value = String(value);
    await play();
  });
}
