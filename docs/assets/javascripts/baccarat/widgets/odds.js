// @ts-check
// The exact-odds calculator: the shoe's odds with the cards already dealt taken out, computed exactly.

import { ask, enableControls, field, find, findForm, startWidget } from "../dom.js";
import { listenWhileMounted, whileMounted } from "../mounted.js";
import { say } from "../words.js";

/** A wide table's "Scroll sideways" hint: the first line of its region (the stylesheet's ::before), in px. */
const HINT = 28;

/**
 * Whether Material's "Back to top" pill, shown, lies over a wide table's "Scroll sideways to see it all" hint.
 * @param {Element} pill
 */
function pillOverAHint(pill) {
  const at = pill.getBoundingClientRect();
  return [...document.querySelectorAll(".bac-scroll.bac-overflows")].some((region) => {
    const box = region.getBoundingClientRect();
    const hint = Number.parseFloat(getComputedStyle(region, "::before").height) || HINT;
    return box.top < at.bottom && box.top + hint > at.top && box.left < at.right && box.right > at.left;
  });
}

/**
 * The pill shows under the header as the page scrolls up: just where a wide table's hint is as the reader comes to
 * the table on a phone. While it would lie over a hint it keeps away (the stylesheet reads the mark on <html>), and
 * comes back once the hint has moved on. Exported for the other pages with wide tables (the payout table's).
 * @param {HTMLElement} root the widget whose page it is: the listener goes with it
 */
export function keepPillOffHints(root) {
  const html = document.documentElement;
  let queued = false;
  const check = () => {
    queued = false;
    const pill = document.querySelector(".md-top");
    if (pill instanceof HTMLElement && !pill.hidden && pillOverAHint(pill)) html.dataset.bacHintUnderPill = "";
    else delete html.dataset.bacHintUnderPill;
  };
  const queue = () => {
    if (!queued) requestAnimationFrame(check);
    queued = true;
  };
  listenWhileMounted(root, window, "scroll", queue, { passive: true });
  listenWhileMounted(root, window, "resize", queue);
  whileMounted(root, () => delete html.dataset.bacHintUnderPill); // the next page's pill is its own
}

/** @param {HTMLElement} root */
export function mount(root) {
  const form = findForm(root, '[data-form="odds"]');
  const status = find(root, ".bac-status");
  const result = find(root, ".bac-result");
  keepPillOffHints(root);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const started = performance.now();
    const answer = await ask(root, { action: "odds", decks: field(form, "decks").value, removed: field(form, "removed").value });
    if (!answer) return;
    result.innerHTML = answer.html; // from baccarat.render: every piece of text in it is escaped
    status.textContent = say("odds.computed", { ms: Math.round(performance.now() - started) });
  });
  startWidget(root, say("odds.getting-ready"), async () => {
    enableControls(root);
    status.textContent = say("odds.ready");
  });
}
