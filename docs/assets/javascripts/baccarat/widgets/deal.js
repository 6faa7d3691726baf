// @ts-check
// The live dealer ("deal a hand"): hands dealt from a seeded shoe, or typed in, explained step by step.

import { ROOT, knows, python } from "../runtime.js";
import {
  ask,
  bringIntoView,
  copyLink,
  element,
  enableControls,
  linkPairs,
  linkQuery,
  pageLink,
  randomSeed,
  showError,
  showInAddressBar,
  showLinkProblem,
  startWidget,
} from "../dom.js";
import { explain, handParams } from "../stepper.js";
import { say } from "../words.js";

const shoeParams = (a) => ({ seed: String(a.seed), decks: String(a.decks), hand: String(a.hand) });

export function mount(root) {
  const result = root.querySelector(".bac-result");
  const status = root.querySelector(".bac-status");
  const dealForm = root.querySelector('[data-form="deal"]');
  const enterForm = root.querySelector('[data-form="resolve"]');
  const shoeInfo = root.querySelector(".bac-shoe-info");
  // Under the felt, in the opening coup's step bar (baccarat.render.deal): moved into each new coup's bar.
  const nextHand = root.querySelector('[data-action="next-hand"]');
  const copy = root.querySelector('[data-action="copy"]');
  copy.disabled = false;
  const linkBox = element("input", { type: "text", readonly: "", class: "bac-link", "aria-label": say("deal.link-label") });
  linkBox.hidden = true;
  let shoe = null; // {seed, decks, hand}
  let link = null; // the query parameters that reproduce what is shown
  let step = 1;

  const permalink = () => pageLink(step > 1 ? { ...link, step: String(step) } : link);

  /** Step through the coup now in `result` (null: the one already there), with Copy link. */
  function attach(html, startAt) {
    step = startAt;
    explain(result, html, {
      startAt,
      onChange: (current) => {
        step = current;
        showInAddressBar(root, permalink());
      },
    });
    // The control that moves the game on sits under the felt, beside the steps, where the eye already is.
    result.querySelector(".bac-stepper").append(nextHand, copy);
    const toPayouts = new URL("payouts/", ROOT);
    toPayouts.search = linkQuery(link);
    toPayouts.hash = "settle-your-own-slip";
    const links = element("p", { class: "bac-links" });
    links.append(element("a", { href: toPayouts.href, class: "bac-open" }, say("deal.open-payouts")));
    result.append(links, linkBox);
    linkBox.hidden = true;
    // A hand the reader asked for gets its link in the address bar; the opening hand leaves it alone.
    if (html !== null) showInAddressBar(root, permalink());
  }

  const nextRequest = () => ({ action: "deal", ...shoe, hand: shoe.hand + 1 });

  // Before Python is ready: the hand rendered at build time, complete, and steppable already; and
  // "Next hand" at once, for as long as the page ships the shoe's next hands.
  if (result.querySelector(".bac-coup")) {
    shoe = { seed: Number(result.dataset.seed), decks: Number(result.dataset.decks), hand: Number(result.dataset.hand) };
    link = shoeParams(shoe);
    attach(null, result.querySelectorAll("ol.bac-steps > li").length);
    nextHand.disabled = !knows(nextRequest());
  }

  async function run(request, { startAt, linkParams }) {
    const answer = await ask(root, request);
    if (!answer) return null;
    link = linkParams(answer);
    if (answer.partial) {
      // Cards typed part way, as at a table: where the coup stands and what happens next, no steps yet.
      step = 1;
      result.innerHTML = answer.html; // from baccarat.render: every piece of text in it is escaped
      result.append(nextHand, copy, linkBox);
      linkBox.hidden = true;
      showInAddressBar(root, permalink());
      return answer;
    }
    const steps = answer.steps.length;
    if (startAt > steps) showError(root, say("deal.step-beyond", { step: startAt, steps }));
    attach(answer.html, Math.min(startAt, steps));
    performance.mark("baccarat:explained");
    return answer;
  }

  async function deal(next, startAt = 1) {
    const answer = await run({ ...next, action: "deal" }, { startAt, linkParams: shoeParams });
    if (!answer) return;
    shoe = { seed: answer.seed, decks: answer.decks, hand: answer.hand };
    shoeInfo.textContent = answer.shoe_info;
    nextHand.disabled = answer.finished;
    // The new cards and the button stay where the reader is looking (scrolled to only if they are not).
    bringIntoView(result.querySelector(".bac-table"), "start");
  }

  async function resolve(request, startAt = 1) {
    const answer = await run({ action: "resolve", ...request }, { startAt, linkParams: handParams });
    if (!answer) return;
    shoe = null;
    shoeInfo.textContent = "";
    // The explained coup is far above the form that asked: bring its felt and result to the reader.
    bringIntoView(result.querySelector(".bac-table"), "start");
  }

  dealForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const seedText = dealForm.elements.seed.value.trim();
    // A blank seed means "surprise me"; the chosen seed is shown so the shoe can be shared.
    deal({ seed: seedText === "" ? randomSeed() : seedText, decks: dealForm.elements.decks.value, hand: 1 });
  });
  nextHand.addEventListener("click", () => {
    if (!shoe) dealForm.requestSubmit();
    else deal(nextRequest());
  });
  enterForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const field = (name) => enterForm.elements[name].value;
    resolve({ player: field("player"), banker: field("banker"), cards: field("cards") });
  });
  copy.addEventListener("click", () => copyLink(copy, linkBox, permalink()));

  async function openPermalink(pairs) {
    const parsed = await python().call({ action: "permalink", pairs });
    if (!parsed.ok) return showLinkProblem(root, parsed.error);
    const { kind, request, step: startAt } = parsed;
    if (kind === "resolve") {
      enterForm.closest("details").open = true;
      enterForm.elements.player.value = request.player;
      enterForm.elements.banker.value = request.banker;
      await resolve(request, startAt ?? 1);
    } else if (kind === "deal") {
      // Show the linked shoe's settings, so "New shoe" deals it again from the start.
      dealForm.elements.seed.value = String(request.seed);
      dealForm.elements.decks.value = String(request.decks);
      await deal(request, startAt ?? 1);
    }
  }

  startWidget(root, say("deal.getting-ready"), async (info) => {
    enableControls(root);
    nextHand.disabled = false;
    root.dataset.python = info.python; // for developers (the Sources page says what runs here)
    status.textContent = say("deal.ready");
    const pairs = linkPairs();
    if (pairs.length) await openPermalink(pairs);
  });
}
