// @ts-check
// "Try it live" on the rules pages' worked examples: the static coup becomes a steppable one.

import { call, knows } from "../runtime.js";
import { button, element, headerBottom, setState, showRuntimeFailure } from "../dom.js";
import { pageLink } from "../links.js";
import { say } from "../words.js";
import { explain } from "../stepper.js";

/**
 * Give a worked coup (`.bac-coup[data-cards]`, rendered at build time) its "Try it live" button.
 * @param {HTMLElement} coup
 */
export function mount(coup) {
  const live = button(say("try_it_live.button"), "try", "bac-try");
  live.setAttribute("aria-label", say("try_it_live.label", { cards: coup.dataset.cards ?? "" }));
  coup.append(live);
  live.addEventListener("click", async () => {
    const root = element("div", { class: "bac-widget", "data-widget": "coup" });
    setState(root, "loading");
    const request = /** @type {import("../calls").Request<"deal-resolve">} */ ({ action: "deal-resolve", cards: coup.dataset.cards });
    // The page ships this coup's steps: stepping through them needs no Python (it starts only for more).
    const waiting = say(knows(request) ? "try_it_live.opening" : "try_it_live.starting");
    const status = element("p", { class: "bac-status", role: "status" }, waiting);
    const error = element("p", { class: "bac-error", role: "alert" });
    error.hidden = true;
    const place = element("div", { class: "bac-result" });
    // The felt stays where the reader sees it: whatever the frame adds above it, the page scrolls by as much.
    // A felt that was above the screen (the reader tapped at the foot of a long coup) comes down under the
    // header instead, with its step bar: the live coup is shorter than the worked one, all steps shown.
    const feltTop = () => /** @type {HTMLElement} */ (root.querySelector(".bac-table") ?? coup).getBoundingClientRect().top;
    const header = headerBottom();
    const before = Math.max(header + 8, /** @type {HTMLElement} */ (coup.querySelector(".bac-table") ?? coup).getBoundingClientRect().top);
    const keepFelt = () => {
      const bar = root.querySelector(".bac-stepper")?.getBoundingClientRect();
      // Where the felt was, unless its step bar would then fall below the screen.
      const below = bar ? Math.max(0, bar.bottom - (feltTop() - before) - window.innerHeight + 8) : 0;
      window.scrollBy({ top: feltTop() - before + Math.min(below, Math.max(0, before - header - 8)), behavior: "instant" });
    };
    coup.replaceWith(root);
    root.append(status, error, place);
    place.append(coup);
    live.remove();
    keepFelt();
    try {
      const answer = await call(request);
      if (!answer.ok) throw new Error(answer.error);
      // Stepping never scrolls: the felt and Next step stay under the reader's eye and finger (as on /deal/).
      const stepper = explain(place, answer.html, { follow: false });
      place.append(element("a", { href: pageLink(answer.link, { path: "deal/" }), class: "bac-open" }, say("try_it_live.open-dealer")));
      status.textContent = say("try_it_live.live");
      setState(root, "ready");
      keepFelt();
      stepper.focus();
    } catch (failure) {
      showRuntimeFailure(root, failure);
    }
  });
}
