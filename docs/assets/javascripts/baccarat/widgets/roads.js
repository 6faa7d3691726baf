// @ts-check
// The live scoreboard roads: a shoe dealt coup by coup (or results typed in), all five roads redrawn.

import { python } from "../runtime.js";
import {
  ask,
  enableControls,
  linkPairs,
  pageLink,
  randomSeed,
  showInAddressBar,
  showLinkProblem,
  startWidget,
} from "../dom.js";
import { say } from "../words.js";

export function mount(root) {
  const result = root.querySelector(".bac-result");
  const status = root.querySelector(".bac-status");
  const info = root.querySelector(".bac-roads-info");
  const shoeForm = root.querySelector('[data-form="roads-shoe"]');
  const typedForm = root.querySelector('[data-form="roads-results"]');
  const next = root.querySelector('[data-action="next-coup"]');
  const toEnd = root.querySelector('[data-action="deal-to-end"]');
  // What is drawn: a shoe dealt so far ({seed, decks, coups}) or typed results ({results}).
  /** @type {{seed?: unknown, decks?: unknown, coups?: unknown, results?: unknown}} */
  let shown = { seed: result.dataset.seed, decks: result.dataset.decks, coups: result.dataset.coups };

  /** Each road opens at its latest columns, where the newest marks are (a whole shoe is wider than a phone). */
  const showLatest = () => {
    const roads = [...result.querySelectorAll(".bac-road-scroll")];
    const widths = roads.map((road) => road.scrollWidth); // every read, then every write: one layout
    roads.forEach((road, index) => (road.scrollLeft = widths[index]));
  };
  showLatest();

  async function draw(request) {
    const answer = await ask(root, { action: "roads", ...request });
    if (!answer) return;
    result.innerHTML = answer.html; // from baccarat.render: every piece of text in it is escaped
    showLatest();
    info.textContent = answer.info; // read out (aria-live): "Shoe 42 (8 decks): 21 of 81 coups dealt. Coup 21: ..."
    const typed = answer.seed === undefined;
    shown = typed ? { results: answer.results } : { seed: answer.seed, decks: answer.decks, coups: answer.coups };
    next.disabled = typed || answer.coups >= answer.total;
    toEnd.disabled = typed || answer.coups >= answer.total;
    showInAddressBar(root, pageLink(Object.fromEntries(Object.entries(shown).map(([key, value]) => [key, String(value)]))));
    performance.mark("baccarat:roads-drawn");
  }

  next.addEventListener("click", () => draw({ ...shown, coups: Number(shown.coups) + 1 }));
  toEnd.addEventListener("click", () => draw({ seed: shown.seed, decks: shown.decks }));
  shoeForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const seedText = shoeForm.elements.seed.value.trim();
    draw({ seed: seedText === "" ? randomSeed() : seedText, decks: shoeForm.elements.decks.value, coups: 1 });
  });
  typedForm.addEventListener("submit", (event) => {
    event.preventDefault();
    draw({ results: typedForm.elements.results.value });
  });

  async function openLink(pairs) {
    const parsed = await python().call({ action: "roads-permalink", pairs });
    if (!parsed.ok) return showLinkProblem(root, parsed.error);
    if (parsed.request.results !== undefined) {
      typedForm.closest("details").open = true;
      typedForm.elements.results.value = parsed.request.results;
      await draw(parsed.request);
    } else if (parsed.request.seed !== undefined) {
      shoeForm.elements.seed.value = String(parsed.request.seed);
      shoeForm.elements.decks.value = String(parsed.request.decks);
      await draw(parsed.request);
    }
  }

  startWidget(root, say("roads.getting-ready"), async () => {
    enableControls(root);
    status.textContent = say("roads.ready");
    const pairs = linkPairs();
    if (pairs.length) await openLink(pairs);
  });
}
