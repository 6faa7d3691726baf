// @ts-check
// The session calculator: what a run of equal bets does to your money, worked out exactly by the
// package in your browser, then about twenty play-money sessions dealt by its own shoe.

import { call } from "../runtime.js";
import { ask, enableControls, field, find, findForm, randomSeed, showLinkProblem, startWidget, workProgress } from "../dom.js";
import { linkPairs, pageLink, showInAddressBar } from "../links.js";
import { say } from "../words.js";

const FIELDS = /** @type {const} */ (["bet", "table", "decks", "stake", "coups", "bankroll"]);
/** A session's settings, as its fields or its link give them. @typedef {Omit<import("../calls").Request<"session">, "action">} Settings */

/** @param {HTMLElement} root */
export function mount(root) {
  const form = findForm(root, '[data-form="session"]');
  const result = find(root, ".bac-result");
  const samples = find(root, ".bac-samples-slot");
  const status = find(root, ".bac-status");
  // Under the opening session's samples, drawn with them (baccarat.render.session): kept under each new draw.
  const again = /** @type {HTMLButtonElement} */ (samples.querySelector('[data-action="samples"]'));
  let settings = /** @type {Settings | null} */ (null); // the request of the answer on show

  const fields = () => Object.fromEntries(FIELDS.map((name) => [name, field(form, name).value]));

  /** @param {number | string} [seed] */
  async function dealSamples(seed = randomSeed()) {
    const progress = workProgress(root, say("session.dealing-samples"), samples);
    const answer = await ask(root, { action: "session-samples", ...settings, seed }, progress.listen).finally(progress.done);
    if (!answer) return;
    samples.innerHTML = answer.html; // from baccarat.render.session: every piece of text in it is escaped
    samples.append(again);
    performance.mark("baccarat:samples-drawn");
  }

  /** @param {Settings} request @param {number | string} [seed] */
  async function workOut(request, seed) {
    const progress = workProgress(root, (status.textContent = say("session.working")), result);
    const started = performance.now();
    const answer = await ask(root, { action: "session", ...request }, progress.listen).finally(progress.done);
    if (!answer) return;
    result.innerHTML = answer.html; // from baccarat.render.session: every piece of text in it is escaped
    settings = answer.link;
    showInAddressBar(root, pageLink({ ...answer.link }));
    status.textContent = say("session.worked-out", { ms: Math.round(performance.now() - started) });
    performance.mark("baccarat:session-ready");
    await dealSamples(seed);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    workOut(fields());
  });
  again.addEventListener("click", () => dealSamples());

  /** @param {[string, string][]} pairs */
  async function openLink(pairs) {
    const parsed = await call({ action: "session-permalink", pairs });
    if (!parsed.ok) return showLinkProblem(root, parsed);
    const { seed, ...request } = parsed.request;
    for (const name of FIELDS) field(form, name).value = request[name] ?? "";
    return workOut(request, seed);
  }

  startWidget(root, say("session.getting-ready"), async () => {
    enableControls(root);
    status.textContent = say("session.ready");
    const pairs = linkPairs();
    if (pairs.length) return openLink(pairs);
    settings = fields();
    again.disabled = false; // the opening session's samples are in the page already
  });
}
