// @ts-check
// The payout table: chips on a betting layout, a coup dealt or typed in, and the slip settled as a casino pays it.
// The layout keeps each spot's stake in whole cents; Python checks the stakes, settles them, and writes the link.
// In two parts, as Material's components are: the state (the stakes and the chips placed: plain data, no
// DOM) and the view (the widget's elements); `mount` wires the reader's controls to both.

import { call } from "../runtime.js";
import { ask, bringIntoView, button, element, enableControls, field, find, findForm, randomSeed, showLinkProblem, startWidget } from "../dom.js";
import { copyLink, linkPairs, pageLink, showInAddressBar } from "../links.js";
import { say } from "../words.js";
import { keepPillOffHints } from "./odds.js";

/** @import { Answer, Request } from "../calls" */
/** The coup of a slip: typed in (the two hands, or the cards in order) or dealt. @typedef {Pick<Request<"payouts">, "player" | "banker" | "cards" | "seed" | "decks" | "hand">} Coup */

/**
 * An amount in whole cents as the guide writes money: 1,234.50. Written out by hand, not by toLocaleString:
 * the first Intl call loads the browser's locale data, a task of 100 ms and more on a phone, at the widget's start.
 * @param {number} cents
 */
function money(cents) {
  const whole = String(Math.floor(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${cents < 0 ? "-" : ""}${whole}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
}
/** A stake Python has already checked (digits, at most two decimals) in whole cents. @param {string | undefined} text */
const centsOf = (text) => Math.round(Number(text) * 100);

// ---- State: the layout's stakes, the chips placed and the last slip settled (no DOM) ----

/**
 * @typedef {object} PayoutsState
 * @property {Map<string, number>} stakes each spot's stake, in cents
 * @property {[string, number][]} placed the chips placed, in order (for Undo)
 * @property {Map<string, number>} lastSlip the last slip settled (for Rebet)
 * @property {number} chip the chip chosen, in cents
 * @property {{seed: number, decks: string, hand: number, cards: string} | null} dealt the shoe hand now in
 *   the fields, while they are unchanged
 * @property {boolean} typed whether the reader has typed in the coup's fields since the last coup settled
 *   (then the main button settles what they typed, never deals over it)
 */

/** @param {[string, number][]} stakes @param {number} chip @returns {PayoutsState} */
function layout(stakes, chip) {
  const opening = new Map(stakes);
  return { stakes: opening, placed: [], lastSlip: new Map(opening), chip, dealt: null, typed: false }; // the opening slip, settled at build time
}

/** A chip of the chosen value on `bet`. @param {PayoutsState} state @param {string} bet */
function addChip(state, bet) {
  state.stakes.set(bet, (state.stakes.get(bet) ?? 0) + state.chip);
  state.placed.push([bet, state.chip]);
}

/** The last chip placed, taken back (undefined: none). @param {PayoutsState} state */
function takeBack(state) {
  const last = state.placed.pop();
  if (last) state.stakes.set(last[0], (state.stakes.get(last[0]) ?? 0) - last[1]);
  return last;
}

/** Every spot's stake set from `cents(bet)`; no chip left to undo. @param {PayoutsState} state @param {(bet: string) => number} cents */
function setStakes(state, cents) {
  for (const bet of state.stakes.keys()) state.stakes.set(bet, cents(bet));
  state.placed = [];
}

/**
 * Every spot with chips on it, as Python reads a slip: the bet's key and its stake as a link writes it (25, 12.50).
 * @param {PayoutsState} state
 */
const stakeFields = (state) =>
  Object.fromEntries(
    [...state.stakes]
      .filter(([, cents]) => cents > 0)
      .map(([bet, cents]) => [bet, cents % 100 ? (cents / 100).toFixed(2) : String(cents / 100)]),
  );

// ---- View: the widget's elements ----

/** @param {HTMLElement} root */
function viewOf(root) {
  const chips = /** @type {HTMLElement[]} */ ([...root.querySelectorAll("[data-chip]")]);
  return {
    root,
    form: findForm(root, '[data-form="payouts"]'),
    result: find(root, ".bac-result"),
    status: find(root, ".bac-status"),
    spots: /** @type {HTMLElement[]} */ ([...root.querySelectorAll("[data-spot]")]),
    chips,
    onTable: find(root, ".bac-on-table"),
    copy: button(say("links.copy-link"), "copy"),
    linkBox: element("input", { type: "text", readonly: "", class: "bac-link", "aria-label": say("payouts.link-label") }),
    chosenChip: chips.find((c) => c.getAttribute("aria-pressed") === "true")?.dataset.chip ?? "5",
  };
}
/** @typedef {ReturnType<typeof viewOf>} PayoutsView */

/** Each spot's stake, drawn as Python draws it, and the total on the table. @param {PayoutsView} view @param {PayoutsState} state */
function drawStakes(view, state) {
  let total = 0;
  for (const spot of view.spots) {
    const cents = state.stakes.get(spot.dataset.spot ?? "") ?? 0;
    total += cents;
    spot.dataset.stake = (cents / 100).toFixed(2);
    // As Python draws it: the amount on a chip, or "no bet" for a screen reader.
    find(spot, ".bac-spot-stake").replaceChildren(
      ...(cents
        ? [element("span", { class: "bac-sr" }, say("payouts.stake")), element("span", { class: "bac-amount" }, money(cents))]
        : [element("span", { class: "bac-sr" }, say("payouts.no-bet"))]),
    );
  }
  view.onTable.textContent = total ? say("payouts.on-table", { amount: money(total) }) : say("payouts.no-bets");
  // Undo, Clear and Rebet look pressable only when they have something to act on (aria-disabled: still focusable).
  const last = [...state.lastSlip.values()].some((cents) => cents > 0);
  const rebets = last && [...state.stakes].some(([bet, cents]) => cents !== (state.lastSlip.get(bet) ?? 0));
  const useful = { undo: state.placed.length > 0, clear: total > 0, rebet: rebets };
  for (const [action, on] of Object.entries(useful)) find(view.form, `[data-action="${action}"]`).setAttribute("aria-disabled", String(!on));
  const more = /** @type {HTMLDetailsElement} */ (find(view.root, ".bac-more-bets"));
  if ([...more.querySelectorAll("[data-spot]")].some((spot) => /** @type {HTMLElement} */ (spot).dataset.stake !== "0.00")) more.open = true;
}

/** A bet's name as the layout shows it. @param {PayoutsView} view @param {string} bet */
const nameOf = (view, bet) => find(view.root, `[data-spot="${bet}"] .bac-spot-name`).textContent;

/** The chosen way of typing the coup ("hands" or "order"). @param {HTMLFormElement} form */
const way = (form) => /** @type {RadioNodeList} */ (form.elements.namedItem("coup-as")).value;

/** Show the chosen way of typing the coup ("hands" or "order"), and only its fields. @param {HTMLFormElement} form @param {string} chosen */
function typeAs(form, chosen) {
  for (const radio of /** @type {RadioNodeList} */ (form.elements.namedItem("coup-as"))) {
    /** @type {HTMLInputElement} */ (radio).checked = /** @type {HTMLInputElement} */ (radio).value === chosen;
  }
  for (const group of /** @type {NodeListOf<HTMLElement>} */ (form.querySelectorAll("[data-coup-as]"))) {
    group.hidden = group.dataset.coupAs !== chosen;
    for (const input of group.querySelectorAll("input")) input.disabled = group.hidden;
  }
}

/**
 * The coup as the reader typed it, the chosen way only: the cards settled are the cards shown.
 * @param {HTMLFormElement} form @param {PayoutsState} state @returns {Coup}
 */
function coupFields(form, state) {
  const typed = (/** @type {string} */ name) => field(form, name).value;
  if (way(form) === "hands") return { player: typed("player"), banker: typed("banker") };
  const { dealt } = state;
  if (dealt && typed("cards") === dealt.cards) return { seed: dealt.seed, decks: dealt.decks, hand: dealt.hand };
  return { cards: typed("cards") };
}

/**
 * The slip Python settled, its links, and the coup in both ways of typing it.
 * @param {PayoutsView} view
 * @param {Answer<"payouts">} answer
 * @param {Coup} request
 */
function showSlip(view, answer, request) {
  const { root, form, result, status, copy, linkBox } = view;
  result.innerHTML = answer.html; // from baccarat.render.payouts: every piece of text in it is escaped
  // The other way of typing it now holds this coup too, so switching ways never changes the coup
  // (what the reader typed is left exactly as typed).
  if (request.cards === undefined) field(form, "cards").value = answer.cards.join(" ");
  if (request.player === undefined) {
    field(form, "player").value = answer.player.join(" ");
    field(form, "banker").value = answer.banker.join(" ");
  }
  const shoe = "seed" in answer ? answer : null; // a dealt coup's answer says where its shoe stands
  const links = element("p", { class: "bac-links" });
  const toDealer = pageLink(answer.dealer_link, { path: "deal/" });
  links.append(element("a", { href: toDealer, class: "bac-open" }, say("payouts.open-dealer")), " ", copy);
  result.append(links, linkBox);
  linkBox.hidden = true;
  showInAddressBar(root, pageLink(answer.link));
  // The status line (read out) says the outcome in brief; the slip itself is there to read.
  const net = find(result, "[data-total]").dataset.netShown ?? "";
  status.textContent = shoe ? say("payouts.settled-shoe", { net, shoe: shoe.shoe_info }) : say("payouts.settled", { net });
  bringIntoView(find(result, ".bac-payout"), "start"); // the coup, then the headline and the slip
  root.dispatchEvent(new Event("baccarat:settled")); // the main button says Deal again
  performance.mark("baccarat:settled");
}

// ---- The reader's controls ----

/** The chips and the spots, Undo, Clear, Rebet and the table's pays. @param {PayoutsView} view @param {PayoutsState} state */
function wireLayout(view, state) {
  const { root, form, status, chips, spots, onTable } = view;
  const done = (/** @type {string} */ said) => {
    drawStakes(view, state);
    status.textContent = said;
  };
  for (const c of chips) {
    c.addEventListener("click", () => {
      for (const other of chips) other.setAttribute("aria-pressed", String(other === c));
      state.chip = centsOf(c.dataset.chip);
    });
  }
  for (const spot of spots) {
    spot.addEventListener("click", () => {
      const bet = spot.dataset.spot ?? "";
      addChip(state, bet);
      done(say("payouts.chip-added", { bet: nameOf(view, bet), amount: money(state.stakes.get(bet) ?? 0), chip: money(state.chip) }));
    });
  }
  find(form, '[data-action="undo"]').addEventListener("click", () => {
    const last = takeBack(state);
    if (!last) return void (status.textContent = say("payouts.nothing-to-undo"));
    done(say("payouts.took-back", { amount: money(last[1]), bet: nameOf(view, last[0]) }));
  });
  find(form, '[data-action="clear"]').addEventListener("click", () => {
    setStakes(state, () => 0);
    done(say("payouts.cleared"));
  });
  find(form, '[data-action="rebet"]').addEventListener("click", () => {
    setStakes(state, (bet) => state.lastSlip.get(bet) ?? 0);
    drawStakes(view, state);
    status.textContent = say("payouts.rebet", { on_table: onTable.textContent });
  });
  field(form, "table").addEventListener("change", () => {
    for (const pays of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll(".bac-spot-pays[data-pays]"))) {
      pays.textContent = say("payouts.pays", { pays: JSON.parse(pays.dataset.pays ?? "{}")[field(form, "table").value] });
    }
  });
}

/**
 * Settle the slip, deal a shoe's hand into it, open a link.
 * @param {PayoutsView} view
 * @param {PayoutsState} state
 */
function actions(view, state) {
  const { root, form, result } = view;
  /** @param {Coup} request @returns {Promise<Answer<"payouts"> | null>} */
  async function settle(request) {
    const answer = await ask(root, { action: "payouts", table: field(form, "table").value, stake_fields: stakeFields(state), ...request });
    if (!answer) {
      result.replaceChildren(); // a refused slip leaves no old slip behind, as if it were the answer
      return null;
    }
    state.lastSlip = new Map([...state.stakes]);
    state.placed = [];
    state.typed = false; // what the reader typed is settled: Deal deals again
    drawStakes(view, state); // nothing left to undo, nor to bet again
    showSlip(view, answer, request);
    return answer;
  }
  /** @param {Coup} shoe */
  async function dealInto(shoe) {
    const answer = await settle(shoe);
    if (!answer || !("seed" in answer)) return; // (a dealt coup's answer says where its shoe stands)
    // The dealt cards are in the fields, so the reader sees them and can change stakes and settle again.
    field(form, "seed").value = String(answer.seed);
    typeAs(form, "order");
    state.dealt = { seed: answer.seed, decks: String(answer.decks), hand: answer.hand, cards: field(form, "cards").value };
  }
  /** @param {[string, string][]} pairs */
  async function openLink(pairs) {
    const parsed = await call({ action: "payouts-permalink", pairs });
    if (!parsed.ok) return showLinkProblem(root, parsed);
    const { table, stake_fields: amounts, stakes: _, ...coup } = parsed.request;
    if (table) {
      field(form, "table").value = table;
      field(form, "table").dispatchEvent(new Event("change"));
    }
    if (amounts) {
      setStakes(state, (bet) => (amounts[bet] === undefined ? 0 : centsOf(amounts[bet])));
      drawStakes(view, state);
    }
    if (coup.seed !== undefined) {
      field(form, "decks").value = String(coup.decks);
      return dealInto(coup);
    }
    if (coup.player !== undefined) {
      typeAs(form, "hands");
      field(form, "player").value = coup.player;
      field(form, "banker").value = coup.banker ?? ""; // (a link gives both hands, or neither)
    }
    form.requestSubmit();
  }
  return { settle, dealInto, openLink };
}

/**
 * The main button: Deal, unless the reader has typed a coup in the open "Type the coup you saw": then it
 * settles that coup, and says so (dealing would throw the typed cards away). Its `data-does` says which.
 * @param {PayoutsView} view @param {PayoutsState} state @param {(shoe: Coup) => Promise<void>} dealInto
 */
function wireDeal(view, state, dealInto) {
  const { root, form } = view;
  const deal = find(root, '[data-action="deal-one"]');
  const typing = /** @type {HTMLDetailsElement} */ (find(form, ".bac-payout-coup"));
  const dealLabel = deal.textContent ?? "";
  const typedCoup = () =>
    typing.open && state.typed && (way(form) === "hands" ? ["player", "banker"] : ["cards"]).some((name) => field(form, name).value.trim());
  const label = () => {
    const settles = Boolean(typedCoup());
    deal.dataset.does = settles ? "settle" : "deal";
    deal.textContent = settles ? say("payouts.settle-typed") : dealLabel;
  };
  for (const name of ["cards", "player", "banker"]) {
    field(form, name).addEventListener("input", () => {
      state.typed = true;
      label();
    });
  }
  typing.addEventListener("toggle", label);
  form.addEventListener("change", label); // the way of typing it
  root.addEventListener("baccarat:settled", label);
  deal.addEventListener("click", async () => {
    if (typedCoup()) return void form.requestSubmit();
    const seedText = field(form, "seed").value.trim();
    const seed = seedText === "" ? randomSeed() : seedText;
    const { dealt } = state;
    const sameShoe = dealt && String(dealt.seed) === String(seed) && String(dealt.decks) === field(form, "decks").value;
    await dealInto({ seed, decks: field(form, "decks").value, hand: sameShoe ? dealt.hand + 1 : 1 });
  });
}

/** @param {HTMLElement} root */
export function mount(root) {
  const view = viewOf(root);
  const { form, status, spots, copy, linkBox } = view;
  const state = layout(
    spots.map((spot) => [spot.dataset.spot ?? "", centsOf(spot.dataset.stake)]),
    centsOf(view.chosenChip),
  );
  const { settle, dealInto, openLink } = actions(view, state);
  wireLayout(view, state);
  keepPillOffHints(root); // the page's pay tables scroll sideways on a phone
  for (const radio of /** @type {RadioNodeList} */ (form.elements.namedItem("coup-as"))) {
    radio.addEventListener("change", () => typeAs(form, way(form)));
  }
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    settle(coupFields(form, state));
  });
  wireDeal(view, state, dealInto);
  copy.addEventListener("click", () => copyLink(copy, linkBox, location.href));
  startWidget(root, say("payouts.getting-ready"), async () => {
    enableControls(root);
    typeAs(form, way(form)); // the other way's fields stay disabled
    drawStakes(view, state);
    status.textContent = say("payouts.ready");
    const pairs = linkPairs();
    if (pairs.length) await openLink(pairs);
  });
}
