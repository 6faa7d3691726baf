// @ts-check
// The live dealer ("deal a hand"): hands dealt from a seeded shoe, or typed in, explained step by step.
// In two parts, as Material's components are: the state (what is shown and its link: plain data, no DOM)
// and the view (the widget's elements, read and written); `mount` wires the reader's controls to both.

import { call, knows } from "../runtime.js";
import { ask, bringIntoView, element, enableControls, field, find, findForm, randomSeed, showError, showLinkProblem, startWidget } from "../dom.js";
import { copyLink, linkPairs, pageLink, showInAddressBar } from "../links.js";
import { explain, stepLink } from "../stepper.js";
import { say } from "../words.js";

/** @import { Answer, Request } from "../calls" */
/** @import { HandsQuery, ShoeQuery } from "../contract" */
/** @typedef {{seed: number, decks: number, hand: number}} Shoe */

// ---- State: what is shown, and the link that shows it again (no DOM) ----

/**
 * @typedef {object} DealState
 * @property {Shoe | null} shoe the shoe being dealt, or null for a coup typed in
 * @property {HandsQuery | ShoeQuery | null} link the query that shows it again, as Python wrote it
 * @property {HandsQuery | ShoeQuery | null} payouts the payout calculator's query for the same coup, as Python wrote it
 * @property {number} step the step of the coup on show
 */

/** The permalink of what is shown (its step, past the first). @param {DealState} state */
const permalink = (state) => stepLink(state.link ?? {}, state.step);

/** The request for the shoe's next hand. @param {Shoe} shoe @returns {Request<"deal">} */
const nextRequest = (shoe) => ({ action: "deal", ...shoe, hand: shoe.hand + 1 });

/** The state of the page as built: the opening hand of the page's shoe, and its links as Python wrote them. @param {DOMStringMap} data */
function opening(data) {
  const shoe = { seed: Number(data.seed), decks: Number(data.decks), hand: Number(data.hand) };
  const link = JSON.parse(data.link ?? "{}");
  return /** @type {DealState} */ ({ shoe, link, payouts: link, step: 1 });
}

// ---- View: the widget's elements ----

/** @param {HTMLElement} root */
function viewOf(root) {
  const linkBox = element("input", { type: "text", readonly: "", class: "bac-link", "aria-label": say("deal.link-label") });
  linkBox.hidden = true;
  return {
    root,
    result: find(root, ".bac-result"),
    status: find(root, ".bac-status"),
    dealForm: findForm(root, '[data-form="deal"]'),
    enterForm: findForm(root, '[data-form="deal-resolve"]'),
    shoeInfo: find(root, ".bac-shoe-info"),
    // Under the felt, in the opening coup's step bar (baccarat.render.deal): moved into each new coup's bar.
    nextHand: /** @type {HTMLButtonElement} */ (find(root, '[data-action="next-hand"]')),
    copy: /** @type {HTMLButtonElement} */ (find(root, '[data-action="copy"]')),
    linkBox,
  };
}
/** @typedef {ReturnType<typeof viewOf>} DealView */

/**
 * Step through the coup now in the result (`html` null: the one already there), with Copy link.
 * @param {DealView} view
 * @param {DealState} state
 * @param {string | null} html
 * @param {number} startAt
 */
function attach(view, state, html, startAt) {
  const { root, result, nextHand, copy, linkBox } = view;
  state.step = startAt;
  explain(result, html, {
    startAt,
    onChange: (current) => {
      state.step = current;
      showInAddressBar(root, permalink(state));
    },
  });
  // The control that moves the game on sits under the felt, beside the steps, where the eye already is.
  find(result, ".bac-stepper").append(nextHand, copy);
  const toPayouts = pageLink(state.payouts ?? {}, { path: "payouts/", hash: "settle-your-own-slip" });
  const links = element("p", { class: "bac-links" });
  links.append(element("a", { href: toPayouts, class: "bac-open" }, say("deal.open-payouts")));
  result.append(links, linkBox);
  linkBox.hidden = true;
  // A hand the reader asked for gets its link in the address bar; the opening hand leaves it alone.
  if (html !== null) showInAddressBar(root, permalink(state));
}

/**
 * Show Python's answer to a deal or a coup typed in, from its step `startAt`.
 * @param {DealView} view
 * @param {DealState} state
 * @param {Answer<"deal" | "deal-resolve">} answer
 * @param {number} startAt
 */
function showCoup(view, state, answer, startAt) {
  const { root, result, nextHand, copy, linkBox } = view;
  if ("partial" in answer) {
    // Cards typed part way, as at a table: where the coup stands and what happens next, no steps yet.
    state.step = 1;
    result.innerHTML = answer.html; // from baccarat.render: every piece of text in it is escaped
    result.append(nextHand, copy, linkBox);
    linkBox.hidden = true;
    showInAddressBar(root, permalink(state));
    return;
  }
  const steps = answer.steps.length;
  if (startAt > steps) showError(root, say("deal.step-beyond", { step: startAt, steps }));
  attach(view, state, answer.html, Math.min(startAt, steps));
  performance.mark("baccarat:explained");
}

// ---- The reader's controls ----

/**
 * The dealer's actions: deal a shoe's hand, resolve typed cards, open a link.
 * @param {DealView} view
 * @param {DealState} state
 */
function actions(view, state) {
  const { root, result, dealForm, enterForm, shoeInfo, nextHand } = view;
  /** @template {"deal" | "deal-resolve"} A @param {Request<A>} request @param {number} startAt */
  async function run(request, startAt) {
    const answer = await ask(root, request);
    if (!answer) return null;
    state.link = answer.link;
    state.payouts = "payouts_link" in answer ? answer.payouts_link : null;
    showCoup(view, state, answer, startAt);
    return answer;
  }
  /** @param {Omit<Request<"deal">, "action">} next */
  async function deal(next, startAt = 1) {
    const answer = await run({ ...next, action: "deal" }, startAt);
    if (!answer) return;
    state.shoe = { seed: answer.seed, decks: answer.decks, hand: answer.hand };
    shoeInfo.textContent = answer.shoe_info;
    nextHand.disabled = answer.finished;
    // The new cards and the button stay where the reader is looking (scrolled to only if they are not).
    bringIntoView(find(result, ".bac-table"), "start");
  }
  /** @param {Omit<Request<"deal-resolve">, "action">} request */
  async function resolve(request, startAt = 1) {
    const answer = await run({ action: "deal-resolve", ...request }, startAt);
    if (!answer) return;
    state.shoe = null;
    shoeInfo.textContent = "";
    // The explained coup is far above the form that asked: bring its felt and result to the reader.
    bringIntoView(find(result, ".bac-table"), "start");
  }
  /** @param {[string, string][]} pairs */
  async function openPermalink(pairs) {
    const parsed = await call({ action: "deal-permalink", pairs });
    if (!parsed.ok) return showLinkProblem(root, parsed);
    const { kind, request, step: startAt } = parsed;
    if (kind === "deal-resolve") {
      /** @type {HTMLDetailsElement} */ (enterForm.closest("details")).open = true;
      field(enterForm, "player").value = request.player;
      field(enterForm, "banker").value = request.banker;
      await resolve(request, startAt ?? 1);
    } else if (kind === "deal") {
      // Show the linked shoe's settings, so "New shoe" deals it again from the start.
      field(dealForm, "seed").value = String(request.seed);
      field(dealForm, "decks").value = String(request.decks);
      await deal(request, startAt ?? 1);
    }
  }
  return { deal, resolve, openPermalink };
}

/** @param {HTMLElement} root */
export function mount(root) {
  const view = viewOf(root);
  const { result, status, dealForm, enterForm, nextHand, copy, linkBox } = view;
  copy.disabled = false;
  // Before Python is ready: the hand rendered at build time, complete, and steppable already; and
  // "Next hand" at once, for as long as the page ships the shoe's next hands.
  const state = /** @type {DealState} */ ({ shoe: null, link: null, step: 1 });
  if (result.querySelector(".bac-coup")) {
    Object.assign(state, opening(result.dataset));
    attach(view, state, null, result.querySelectorAll("ol.bac-steps > li").length);
    nextHand.disabled = !knows(nextRequest(/** @type {Shoe} */ (state.shoe)));
  }
  const { deal, resolve, openPermalink } = actions(view, state);
  dealForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const seedText = field(dealForm, "seed").value.trim();
    // A blank seed means "surprise me"; the chosen seed is shown so the shoe can be shared.
    deal({ seed: seedText === "" ? randomSeed() : seedText, decks: field(dealForm, "decks").value, hand: 1 });
  });
  nextHand.addEventListener("click", () => {
    if (!state.shoe) dealForm.requestSubmit();
    else deal(nextRequest(state.shoe));
  });
  enterForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const typed = (/** @type {string} */ name) => field(enterForm, name).value;
    resolve({ player: typed("player"), banker: typed("banker"), cards: typed("cards") });
  });
  copy.addEventListener("click", () => copyLink(copy, linkBox, permalink(state)));
  startWidget(root, say("deal.getting-ready"), async (info) => {
    enableControls(root);
    nextHand.disabled = false;
    root.dataset.python = info.python; // for developers (the Sources page says what runs here)
    status.textContent = say("deal.ready");
    const pairs = linkPairs();
    if (pairs.length) await openPermalink(pairs);
  });
}
