// @ts-check
// The payout table: chips on a betting layout, a coup dealt or typed in, and the slip settled as a casino pays it.
// The layout keeps each spot's stake in whole cents; Python checks the stakes, settles them, and writes the link.

import { python } from "../runtime.js";
import {
  ask,
  bringIntoView,
  button,
  copyLink,
  element,
  enableControls,
  linkPairs,
  pageLink,
  randomSeed,
  showInAddressBar,
  showLinkProblem,
  startWidget,
} from "../dom.js";
import { dealerLink, handParams } from "../stepper.js";
import { say } from "../words.js";

/** An amount in cents as the guide writes money: 1,234.50. */
const money = (cents) =>
  (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A stake Python has already checked (digits, at most two decimals) in whole cents. */
const centsOf = (text) => Math.round(Number(text) * 100);

export function mount(root) {
  const form = root.querySelector('[data-form="payout"]');
  const result = root.querySelector(".bac-result");
  const status = root.querySelector(".bac-status");
  const spots = /** @type {HTMLElement[]} */ ([...root.querySelectorAll("[data-spot]")]);
  const chips = /** @type {HTMLElement[]} */ ([...root.querySelectorAll("[data-chip]")]);
  const onTable = root.querySelector(".bac-on-table");
  const copy = button(say("dom.copy-link"), "copy");
  const linkBox = element("input", { type: "text", readonly: "", class: "bac-link", "aria-label": say("payouts.link-label") });
  let dealt = null; // {seed, decks, hand, cards}: the shoe hand now in the fields, while they are unchanged

  // The layout: each spot's stake in cents, the chips placed (for Undo), and the last slip settled (for Rebet).
  const stakes = new Map(spots.map((spot) => [spot.dataset.spot, centsOf(spot.dataset.stake)]));
  let placed = [];
  let lastSlip = new Map(stakes); // the opening slip, settled at build time
  let chip = centsOf(chips.find((c) => c.getAttribute("aria-pressed") === "true")?.dataset.chip ?? "5");

  function drawStakes() {
    let total = 0;
    for (const spot of spots) {
      const cents = stakes.get(spot.dataset.spot) ?? 0;
      total += cents;
      spot.dataset.stake = (cents / 100).toFixed(2);
      // As Python draws it: the amount on a chip, or "no bet" for a screen reader.
      spot.querySelector(".bac-spot-stake").replaceChildren(
        ...(cents
          ? [element("span", { class: "bac-sr" }, say("payouts.stake")), element("span", { class: "bac-amount" }, money(cents))]
          : [element("span", { class: "bac-sr" }, say("payouts.no-bet"))]),
      );
    }
    onTable.textContent = total ? say("payouts.on-table", { amount: money(total) }) : say("payouts.no-bets");
    const more = root.querySelector(".bac-more-bets");
    if ([...more.querySelectorAll("[data-spot]")].some((spot) => spot.dataset.stake !== "0.00")) more.open = true;
  }
  const nameOf = (bet) => root.querySelector(`[data-spot="${bet}"] .bac-spot-name`).textContent;

  for (const c of chips) {
    c.addEventListener("click", () => {
      for (const other of chips) other.setAttribute("aria-pressed", String(other === c));
      chip = centsOf(c.dataset.chip);
    });
  }
  for (const spot of spots) {
    spot.addEventListener("click", () => {
      const bet = spot.dataset.spot;
      stakes.set(bet, (stakes.get(bet) ?? 0) + chip);
      placed.push([bet, chip]);
      drawStakes();
      status.textContent = say("payouts.chip-added", { bet: nameOf(bet), amount: money(stakes.get(bet)), chip: money(chip) });
    });
  }
  form.querySelector('[data-action="undo"]').addEventListener("click", () => {
    const last = placed.pop();
    if (!last) return void (status.textContent = say("payouts.nothing-to-undo"));
    const [bet, cents] = last;
    stakes.set(bet, stakes.get(bet) - cents);
    drawStakes();
    status.textContent = say("payouts.took-back", { amount: money(cents), bet: nameOf(bet) });
  });
  form.querySelector('[data-action="clear"]').addEventListener("click", () => {
    for (const bet of stakes.keys()) stakes.set(bet, 0);
    placed = [];
    drawStakes();
    status.textContent = say("payouts.cleared");
  });
  form.querySelector('[data-action="rebet"]').addEventListener("click", () => {
    for (const bet of stakes.keys()) stakes.set(bet, lastSlip.get(bet) ?? 0);
    placed = [];
    drawStakes();
    status.textContent = say("payouts.rebet", { on_table: onTable.textContent });
  });
  form.elements.table.addEventListener("change", () => {
    for (const pays of root.querySelectorAll(".bac-spot-pays[data-pays]")) {
      pays.textContent = say("payouts.pays", { pays: JSON.parse(pays.dataset.pays)[form.elements.table.value] });
    }
  });

  /** Every spot with chips on it, as Python reads a slip: the bet's key and its stake as a link writes it (25, 12.50). */
  const stakeFields = () =>
    Object.fromEntries(
      [...stakes]
        .filter(([, cents]) => cents > 0)
        .map(([bet, cents]) => [bet, cents % 100 ? (cents / 100).toFixed(2) : String(cents / 100)]),
    );

  /** Show the chosen way of typing the coup ("hands" or "order"), and only its fields. */
  function typeAs(way) {
    for (const radio of form.elements["coup-as"]) radio.checked = radio.value === way;
    for (const group of form.querySelectorAll("[data-coup-as]")) {
      group.hidden = group.dataset.coupAs !== way;
      for (const input of group.querySelectorAll("input")) input.disabled = group.hidden;
    }
  }
  const way = () => form.elements["coup-as"].value;
  for (const radio of form.elements["coup-as"]) radio.addEventListener("change", () => typeAs(way()));

  /** The coup as the reader typed it, the chosen way only: the cards settled are the cards shown. */
  function coupFields() {
    const field = (name) => form.elements[name].value;
    if (way() === "hands") return { player: field("player"), banker: field("banker") };
    if (dealt && field("cards") === dealt.cards) return { seed: dealt.seed, decks: dealt.decks, hand: dealt.hand };
    return { cards: field("cards") };
  }

  async function settle(request) {
    const slip = stakeFields();
    const answer = await ask(root, { action: "payout", table: form.elements.table.value, stake_fields: slip, ...request });
    if (!answer) {
      result.replaceChildren(); // a refused slip leaves no old slip behind, as if it were the answer
      return null;
    }
    result.innerHTML = answer.html; // from baccarat.render.payouts: every piece of text in it is escaped
    lastSlip = new Map([...stakes]);
    placed = [];
    // The other way of typing it now holds this coup too, so switching ways never changes the coup
    // (what the reader typed is left exactly as typed).
    if (request.cards === undefined) form.elements.cards.value = answer.cards.join(" ");
    if (request.player === undefined) {
      form.elements.player.value = answer.player.join(" ");
      form.elements.banker.value = answer.banker.join(" ");
    }
    const coup =
      request.seed !== undefined
        ? { seed: String(answer.seed), decks: String(answer.decks), hand: String(answer.hand) }
        : handParams(answer);
    const links = element("p", { class: "bac-links" });
    links.append(element("a", { href: dealerLink(coup), class: "bac-open" }, say("payouts.open-dealer")), " ", copy);
    result.append(links, linkBox);
    linkBox.hidden = true;
    showInAddressBar(root, pageLink({ table: answer.table, ...coup, stakes: answer.stakes }));
    // The status line (read out) says the outcome in brief; the slip itself is there to read.
    const net = result.querySelector("[data-total]").dataset.netShown;
    status.textContent = answer.shoe_info
      ? say("payouts.settled-shoe", { net, shoe: answer.shoe_info })
      : say("payouts.settled", { net });
    bringIntoView(result.querySelector(".bac-payout"), "start"); // the coup, then the headline and the slip
    performance.mark("baccarat:settled");
    return answer;
  }

  async function dealInto(shoe) {
    const answer = await settle(shoe);
    if (!answer) return;
    // The dealt cards are in the fields, so the reader sees them and can change stakes and settle again.
    form.elements.seed.value = String(answer.seed);
    typeAs("order");
    dealt = { seed: answer.seed, decks: String(answer.decks), hand: answer.hand, cards: form.elements.cards.value };
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    settle(coupFields());
  });
  root.querySelector('[data-action="deal-one"]').addEventListener("click", async () => {
    const seedText = form.elements.seed.value.trim();
    const seed = seedText === "" ? randomSeed() : seedText;
    const sameShoe = dealt && String(dealt.seed) === String(seed) && String(dealt.decks) === form.elements.decks.value;
    await dealInto({ seed, decks: form.elements.decks.value, hand: sameShoe ? dealt.hand + 1 : 1 });
  });
  copy.addEventListener("click", () => copyLink(copy, linkBox, location.href));

  async function openLink(pairs) {
    const parsed = await python().call({ action: "payout-permalink", pairs });
    if (!parsed.ok) return showLinkProblem(root, parsed.error);
    const { table, stake_fields: amounts, stakes: _, ...coup } = parsed.request;
    if (table) {
      form.elements.table.value = table;
      form.elements.table.dispatchEvent(new Event("change"));
    }
    if (amounts) {
      for (const bet of stakes.keys()) stakes.set(bet, amounts[bet] === undefined ? 0 : centsOf(amounts[bet]));
      placed = [];
      drawStakes();
    }
    if (coup.seed !== undefined) {
      form.elements.decks.value = String(coup.decks);
      return dealInto(coup);
    }
    if (coup.player !== undefined) {
      typeAs("hands");
      form.elements.player.value = coup.player;
      form.elements.banker.value = coup.banker;
    }
    form.requestSubmit();
  }

  startWidget(root, say("payouts.getting-ready"), async () => {
    enableControls(root);
    typeAs(way()); // the other way's fields stay disabled
    drawStakes();
    status.textContent = say("payouts.ready");
    const pairs = linkPairs();
    if (pairs.length) await openLink(pairs);
  });
}
