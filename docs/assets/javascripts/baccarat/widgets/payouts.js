// @ts-check
// The payout calculator: a slip of stakes settled on a coup typed in or dealt, as a casino pays it.
// The stakes go to Python as the fields hold them; Python reads them, and writes the slip's link.

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

export function mount(root) {
  const form = root.querySelector('[data-form="payout"]');
  const result = root.querySelector(".bac-result");
  const status = root.querySelector(".bac-status");
  const stakeFields = [...form.querySelectorAll('input[name^="stake-"]')];
  const betOf = (field) => field.name.slice("stake-".length);
  const copy = button("Copy link", "copy");
  const linkBox = element("input", { type: "text", readonly: "", class: "bac-link", "aria-label": "Link to this slip" });
  let dealt = null; // {seed, decks, hand, cards}: the shoe hand now in the fields, while they are unchanged

  /** Every stake field as typed, by bet (Python reads them; a blank field is no bet). */
  const stakes = () => Object.fromEntries(stakeFields.map((field) => [betOf(field), field.value]));

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
    const answer = await ask(root, { action: "payout", table: form.elements.table.value, stake_fields: stakes(), ...request });
    if (!answer) return null;
    result.innerHTML = answer.html; // from baccarat.render.payouts: every piece of text in it is escaped
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
    links.append(element("a", { href: dealerLink(coup), class: "bac-open" }, "Open in the dealer"), " ", copy);
    result.append(links, linkBox);
    linkBox.hidden = true;
    showInAddressBar(root, pageLink({ table: answer.table, ...coup, stakes: answer.stakes }));
    // The status line (read out) says the outcome in brief; the slip itself is there to read.
    const net = result.querySelector("[data-total]").dataset.netShown;
    status.textContent = `Settled: the slip nets ${net}.${answer.shoe_info ? ` ${answer.shoe_info}` : ""}`;
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
    if (table) form.elements.table.value = table;
    if (amounts) for (const field of stakeFields) field.value = amounts[betOf(field)] ?? "";
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

  startWidget(root, "Getting the calculator ready", async () => {
    enableControls(root);
    typeAs(way()); // the other way's fields stay disabled
    status.textContent = "Ready: choose the table, type your stakes and the coup, then Settle.";
    const pairs = linkPairs();
    if (pairs.length) await openLink(pairs);
  });
}
