// @ts-check
// The live dealer ("deal a hand"): hands dealt from a seeded shoe, or typed in, explained step by step. In two
// parts, as Material's: the state (what is shown, its link: data, no DOM) and the view; `mount` wires the two.

import { call, knows } from "../runtime.js";
import { ask, bringIntoView, element, enableControls, field, find, findForm, randomSeed, showError, showLinkProblem, startWidget } from "../dom.js";
import { copyLink, linkPairs, pageLink, showInAddressBar } from "../links.js";
import { explain, stepLink } from "../stepper.js";
import { answer, bringOn, freshOpening, goOnWith, handHeld, handWaits, holds, keep, placeChart, showAnswered, waitForAnswer } from "../dealer_asks.js";
import { backOneStep, counting, keepPageKeys, markOnScreen, verdict } from "./deal_view.js";
import { say } from "../words.js";

/** @import { Answer, Request } from "../calls" */
/** @import { HandsQuery, ShoeQuery } from "../contract" */
/** @import { Asking, Mode, Tally } from "../dealer_asks.js" */
/** @typedef {{seed: number, decks: number, hand: number}} Shoe */

// ---- State: what is shown, and the link that shows it again (no DOM) ----

/**
 * @typedef {object} DealState
 * @property {Shoe | null} shoe the shoe being dealt, or null for a coup typed in
 * @property {HandsQuery | ShoeQuery | null} link the query that shows it again, as Python wrote it
 * @property {HandsQuery | ShoeQuery | null} payouts the payout calculator's query for the same coup, as Python wrote it
 * @property {number} step the step of the coup on show
 * @property {Mode} mode whether the dealer asks at each decision or shows each step
 * @property {Mode | null} chosen the way the reader chose with the switch (saved), or null
 * @property {number} coups the coups this browser was asked about to the end (saved)
 * @property {Tally} tally the decisions called since the last finish (saved)
 */

/** The permalink of what is shown (its step, past the first, and the dealer's way). @param {DealState} state */
const permalink = (state) => stepLink({ ...(state.link ?? {}), mode: state.mode }, state.step);

/** The way a coup is dealt when neither a link nor the reader says: asking (each finish asks whether to go on). @param {DealState} state */
const usualMode = (state) => state.chosen ?? "ask";

/** The status line: where the reader is (a dealt hand's number; its shoe's seed is said under the felt, beside Copy
 * link: no bare number; nothing for cards typed in). @param {DealState} state */
const where = (state) => (state.shoe ? say("deal.where", { hand: state.shoe.hand }) : "");

/** The request for the shoe's next hand. @param {Shoe} shoe @returns {Request<"deal">} */
const nextRequest = (shoe) => ({ action: "deal", ...shoe, hand: shoe.hand + 1 });

/** The state of the page as built: the opening hand of the page's shoe, and its links as Python wrote them. @param {DOMStringMap} data */
function opening(data) {
  const shoe = { seed: Number(data.seed), decks: Number(data.decks), hand: Number(data.hand) };
  const link = JSON.parse(data.link ?? "{}");
  return { shoe, link, payouts: link, step: 1 };
}

// ---- View: the widget's elements ----

/** @param {HTMLElement} root */
function viewOf(root) {
  const linkBox = element("input", { type: "text", readonly: "", class: "bac-link", "aria-label": say("deal.link-label"), hidden: "" });
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
    // The switch between asking and showing, beside them (baccarat.render.deal.mode_switch).
    modes: /** @type {HTMLFieldSetElement} */ (find(root, ".bac-mode")),
    linkBox,
    /** The questions of the coup on show, and how it steps (set by `attach`). @type {Asking | null} */
    now: null,
    /** Hears each question answered (set by `mount`). @type {(last: boolean, topic: string, right: boolean) => void} */
    onAsked: (_last, _topic, _right) => {},
  };
}
/** @typedef {ReturnType<typeof viewOf>} DealView */

/**
 * Step through the coup now in the result (`html` null: the one already there), with Copy link; asking at each
 * decision while the dealer asks. `startAt` null opens it as the dealer's way does: asking, at its first
 * question; showing, at its first step. The page never scrolls as the reader steps: the felt and the bar stay put.
 * @param {DealView} view
 * @param {DealState} state
 * @param {string | null} html
 * @param {number | null} startAt
 */
function attach(view, state, html, startAt) {
  const { root, result, nextHand, copy, modes, linkBox } = view;
  state.step = startAt ?? 1;
  /** @type {Asking} */
  const asking = { answered: new Set(), go: () => {}, at: () => state.step, steps: 0, state, onDone: view.onAsked, verdict, next: (/** @type {boolean} */ last) => goOnWith(view, last).textContent ?? "" };
  view.now = asking;
  const stepper = explain(result, html, {
    startAt: state.step,
    follow: false,
    holds: (step) => {
      const asked = result.querySelector(`.bac-ask[data-step="${step}"]:not([hidden])`) !== null;
      const held = holds(result, asking, step);
      if (held && asked) waitForAnswer(result, step, view.status); // the question was on show: point to it
      return held;
    },
    onChange: (current) => {
      state.step = current;
      // "Answer the question first" (or why Next hand waits) goes once the reader goes on: the status says where they are.
      const wait = result.querySelector(".bac-ask-wait")?.textContent;
      if ([wait, handWaits(result)].includes(view.status.textContent ?? "")) view.status.textContent = where(state);
      showAnswered(result, asking, current);
      showInAddressBar(root, permalink(state));
    },
  });
  Object.assign(asking, { go: stepper.go, at: stepper.at, steps: stepper.steps });
  backOneStep(result, asking); // Back from a question asked goes one step back, as its "Step n of m" says
  // The controls that move the game on sit under the felt, beside the steps, where the eye already is.
  find(result, ".bac-stepper").append(nextHand, copy, modes);
  const toPayouts = pageLink(state.payouts ?? {}, { path: "payouts/", hash: "settle-your-own-slip" });
  const links = element("p", { class: "bac-links" });
  links.append(element("a", { href: toPayouts, class: "bac-open" }, say("deal.open-payouts")));
  result.append(links, linkBox);
  linkBox.hidden = true;
  if (startAt === null && state.mode === "ask") stepper.go(askingFrom(result));
  showAnswered(result, asking, stepper.at()); // a question drawn on show (the page's first) goes while showing
  placeChart(result, state.mode);
  if (state.mode === "ask") holds(result, asking, stepper.at() + 1);
  // A hand the reader asked for gets its link in the address bar; the opening hand leaves it alone.
  if (html !== null) showInAddressBar(root, permalink(state));
}

/**
 * The button under an answer's feedback is pressed: the coup goes on as the bar's Next step takes it (the felt back
 * with the next question), or at its end the next hand is dealt. @param {DealView} view @param {HTMLElement} next
 */
function goOn(view, next) {
  goOnWith(view, view.now !== null && Number(/** @type {HTMLElement} */ (next.closest(".bac-ask")).dataset.step) === view.now.steps).click();
  bringOn(view.result);
}

/** The step a coup stands at when the dealer asks its first question. @param {HTMLElement} result */
const askingFrom = (result) => Number(/** @type {HTMLElement | null} */ (result.querySelector(".bac-ask"))?.dataset.step ?? 2) - 1;

/**
 * The dealer's way changes (the switch, or a link): the coup on show goes on in it, from where it stands.
 * @param {DealView} view
 * @param {DealState} state
 * @param {Mode} mode
 */
function changeMode(view, state, mode) {
  state.mode = mode;
  for (const radio of view.modes.querySelectorAll("input")) radio.checked = radio.value === mode;
  const now = view.now;
  if (!now || !view.result.querySelector(".bac-asks")) return;
  placeChart(view.result, mode);
  if (mode === "ask") holds(view.result, now, now.at() + 1);
  else showAnswered(view.result, now, now.at());
  if (now.at() > 1 || mode === "ask") showInAddressBar(view.root, permalink(state));
}

/**
 * Show Python's answer to a deal or a coup typed in, from its step `startAt` (null: as the dealer's way opens it).
 * @param {DealView} view
 * @param {DealState} state
 * @param {Answer<"deal" | "deal-resolve">} answer
 * @param {number | null} startAt
 */
function showCoup(view, state, answer, startAt) {
  const { root, result, nextHand, copy, modes, linkBox } = view;
  if ("partial" in answer) {
    // Cards typed part way, as at a table: where the coup stands and what happens next, no steps yet.
    state.step = 1;
    view.now = null;
    result.innerHTML = answer.html; // from baccarat.render: every piece of text in it is escaped
    result.append(nextHand, copy, modes, linkBox);
    Object.assign(nextHand, { hidden: false, ariaDisabled: "false" }); // the feedback's own is gone with its coup; nothing is asked
    nextHand.removeAttribute("aria-describedby"); // its why went with the coup's bar
    linkBox.hidden = true;
    showInAddressBar(root, permalink(state));
    return;
  }
  const steps = answer.steps.length;
  if (startAt !== null && startAt > steps) showError(root, say("deal.step-beyond", { step: startAt, steps }));
  attach(view, state, answer.html, startAt === null ? null : Math.min(startAt, steps));
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
  /** @template {"deal" | "deal-resolve"} A @param {Request<A>} request @param {number | null} startAt */
  async function run(request, startAt) {
    const answer = await ask(root, request);
    if (!answer) return null;
    state.link = answer.link;
    state.payouts = "payouts_link" in answer ? answer.payouts_link : null;
    showCoup(view, state, answer, startAt);
    return answer;
  }
  /** @param {Omit<Request<"deal">, "action">} next @param {number | null} [startAt] */
  async function deal(next, startAt = null) {
    const answer = await run({ ...next, action: "deal" }, startAt);
    if (!answer) return;
    state.shoe = { seed: answer.seed, decks: answer.decks, hand: answer.hand };
    shoeInfo.textContent = answer.shoe_info;
    view.status.textContent = where(state);
    nextHand.disabled = answer.finished;
    // The new cards and the button stay where the reader is looking (scrolled to only if they are not).
    bringIntoView(find(result, ".bac-table"), "start");
  }
  /** @param {Omit<Request<"deal-resolve">, "action">} request @param {number | null} [startAt] */
  async function resolve(request, startAt = null) {
    const answer = await run({ action: "deal-resolve", ...request }, startAt);
    if (!answer) return;
    state.shoe = null;
    shoeInfo.textContent = "";
    view.status.textContent = where(state);
    // The explained coup is far above the form that asked: bring its felt and result to the reader.
    bringIntoView(find(result, ".bac-table"), "start");
  }
  /** @param {[string, string][]} pairs */
  async function openPermalink(pairs) {
    const parsed = await call({ action: "deal-permalink", pairs });
    if (!parsed.ok) return showLinkProblem(root, parsed);
    const { kind, request, step: startAt, mode } = parsed;
    // The dealer's way a link gives holds for this visit (the reader's own choice, saved, is the switch's).
    if (mode) changeMode(view, state, mode);
    if (kind === "deal-resolve") {
      /** @type {HTMLDetailsElement} */ (enterForm.closest("details")).open = true;
      field(enterForm, "player").value = request.player;
      field(enterForm, "banker").value = request.banker;
      await resolve(request, startAt);
    } else if (kind === "deal") {
      // Show the linked shoe's settings, so "New shoe" deals it again from the start.
      field(dealForm, "seed").value = String(request.seed);
      field(dealForm, "decks").value = String(request.decks);
      await deal(request, startAt);
    }
  }
  return { deal, resolve, openPermalink };
}

/**
 * Open on another shoe's first hand, shipped with the page, in the place of the page's own and as still as it
 * (no card dealt in, nothing scrolled): a reader who comes back meets a fresh shoe, its seed in Copy link.
 * @param {DealView} view
 * @param {DealState} state
 * @param {Request<"deal">} request
 */
async function reopen(view, state, request) {
  const { result, shoeInfo, nextHand } = view;
  const opened = view.now;
  const answer = await call(request);
  if (!answer.ok || "partial" in answer || view.now !== opened) return; // the reader has moved on: leave it
  const shoe = { seed: answer.seed, decks: answer.decks, hand: answer.hand };
  Object.assign(state, { link: answer.link, payouts: answer.payouts_link, shoe });
  shoeInfo.textContent = answer.shoe_info;
  // Python may have started meanwhile and said where the reader was: the status names the shoe now on show.
  if (view.root.dataset.state === "ready") view.status.textContent = where(state);
  result.innerHTML = answer.html; // from baccarat.render: every piece of text in it is escaped
  attach(view, state, null, state.mode === "ask" ? askingFrom(result) : 1);
  nextHand.disabled = !knows(nextRequest(shoe));
}
/**
 * The reader answers a finish: the dealer's way they chose is kept (as the switch keeps it), and the next hand is
 * dealt in it. @param {DealView} view @param {DealState} state @param {() => void} save @param {Mode} mode
 */
function keepOn(view, state, save, mode) {
  changeMode(view, state, (state.chosen = mode));
  save();
  goOnWith(view, true).click();
}

/** @param {HTMLElement} root */
export function mount(root) {
  const view = viewOf(root);
  const { result, status, dealForm, enterForm, nextHand, copy, modes, linkBox } = view;
  copy.disabled = false;
  const state = /** @type {DealState} */ ({ shoe: null, link: null, payouts: null, step: 1, mode: "ask", chosen: null, coups: 0, tally: { asked: 0, right: 0, missed: [] } });
  const save = keep(root, state);
  changeMode(view, state, usualMode(state));
  view.onAsked = counting(view, state, save);
  // Before Python: the hand built with the page, at its first question or step, steppable; "Next hand" while shipped.
  if (result.querySelector(".bac-coup")) {
    Object.assign(state, opening(result.dataset));
    attach(view, state, null, state.mode === "ask" ? askingFrom(result) : 1);
    nextHand.disabled = !knows(nextRequest(/** @type {Shoe} */ (state.shoe)));
    status.textContent = where(state); // it answers already: no "starting" line (the download's bar says the rest)
  }
  markOnScreen(root);
  keepPageKeys(root, view); // N (Material's next page) never throws a coup under way away
  const { deal, resolve, openPermalink } = actions(view, state);
  const fresh = freshOpening(state, result.dataset);
  if (fresh) reopen(view, state, fresh);
  result.addEventListener("click", (event) => {
    const target = /** @type {HTMLElement} */ (event.target);
    const choice = target.closest(".bac-ask [data-answer]");
    if (view.now && choice instanceof HTMLButtonElement && !choice.disabled) answer(result, view.now, choice);
    const next = target.closest(".bac-ask [data-ask-next]");
    if (next instanceof HTMLElement) goOn(view, next);
    const kept = target.closest(".bac-ask [data-keep]");
    if (kept instanceof HTMLElement) keepOn(view, state, save, /** @type {Mode} */ (kept.dataset.keep));
  });
  modes.addEventListener("change", (event) => {
    const mode = /** @type {Mode} */ (/** @type {HTMLInputElement} */ (event.target).value);
    changeMode(view, state, (state.chosen = mode));
    save();
  });
  dealForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const seedText = field(dealForm, "seed").value.trim();
    // A blank seed means "surprise me"; the chosen seed is shown so the shoe can be shared.
    deal({ seed: seedText === "" ? randomSeed() : seedText, decks: field(dealForm, "decks").value, hand: 1 });
  });
  nextHand.addEventListener("click", () => {
    if (handHeld(result, nextHand, status)) return; // asking: the coup's questions first (dealer_asks.js)
    if (!state.shoe) dealForm.requestSubmit();
    else deal(nextRequest(state.shoe));
  });
  enterForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const typed = (/** @type {string} */ name) => field(enterForm, name).value;
    resolve({ player: typed("player"), banker: typed("banker"), cards: typed("cards") });
  });
  copy.addEventListener("click", () => copyLink(copy, linkBox, permalink(state)));
  const pairs = linkPairs(); // the link the page came with: not one the reader's answers wrote before Python started
  startWidget(root, say("deal.getting-ready"), async (info) => {
    enableControls(root);
    nextHand.disabled = false;
    root.dataset.python = info.python; // for developers (the Sources page says what runs here)
    status.textContent = where(state); // where the reader is (no "Ready": the coup is under way)
    if (pairs.length) await openPermalink(pairs);
  });
}
