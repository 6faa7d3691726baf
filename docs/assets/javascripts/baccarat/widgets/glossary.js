// @ts-check
// A glossary term, explained where the reader is: the build links a term's first use on a page to its
// glossary entry and writes the entry's term and definition on the link (sitebuild/glossary.py, in the
// edition's language). Here the link becomes a disclosure button (aria-expanded, aria-controls) whose
// definition opens beside it, with the link to the glossary inside; without this script it stays the link.
//
// The definition is a manual popover, right after its term in the page (so Tab goes from the term into
// it, and a screen reader reads it there), shown in the browser's top layer, so no folded block or
// scrolling table around the term can clip it. Enter or Space (the button's own) and a tap open and close
// it; Escape closes it and gives the term back its focus; a tap or a focus elsewhere closes it.

import { element } from "../dom.js";
import { listenWhileMounted } from "../mounted.js";
import { say } from "../words.js";

/** The space kept between a definition and the screen's edges, and between it and its term, in px. */
const EDGE = 8;
const GAP = 4;
/** The widest a definition gets, in px (22rem of the theme's 20 px root): a comfortable line. */
const WIDEST = 440;

let made = 0;

/**
 * Put the open definition `pop` under its `term` (above it when there is more room there), inside the
 * screen: never wider than the screen, and moved left rather than past its right edge.
 * @param {HTMLElement} term
 * @param {HTMLElement} pop
 */
function place(term, pop) {
  const wide = document.documentElement.clientWidth;
  const high = window.innerHeight;
  const at = term.getBoundingClientRect();
  const below = high - at.bottom - GAP - EDGE;
  const above = at.top - GAP - EDGE;
  pop.style.maxWidth = `${Math.min(WIDEST, wide - 2 * EDGE)}px`;
  pop.style.maxHeight = `${Math.max(below, above)}px`;
  const box = pop.getBoundingClientRect();
  const left = Math.max(EDGE, Math.min(at.left, wide - box.width - EDGE));
  const top = box.height <= below || below >= above ? at.bottom + GAP : at.top - GAP - box.height;
  pop.style.left = `${left}px`;
  pop.style.top = `${top}px`;
}

/**
 * Turn a glossary link (`a.bac-term[data-definition]`, written by the build) into its term's disclosure.
 * @param {HTMLElement} link
 */
export function mount(link) {
  if (!(link instanceof HTMLAnchorElement) || !link.dataset.definition) return;
  const id = `bac-term-${++made}`;
  const term = element("button", { type: "button", class: "bac-term", "aria-expanded": "false", "aria-controls": id });
  term.append(...link.childNodes);
  const pop = element("span", { id, class: "bac-term-pop", popover: "manual" });
  const more = element("a", { class: "bac-term-more", href: link.href }, say("glossary.more"));
  pop.append(element("dfn", {}, link.dataset.term ?? term.textContent ?? ""), link.dataset.definition, " ", more);
  link.replaceWith(term, pop);

  const isOpen = () => pop.matches(":popover-open");
  /** @param {boolean} open @param {boolean} [refocus] the term takes the focus back (after Escape) */
  const show = (open, refocus = false) => {
    if (open === isOpen()) return;
    if (open) {
      pop.showPopover();
      place(term, pop);
    } else pop.hidePopover();
    term.setAttribute("aria-expanded", String(open));
    if (refocus) term.focus();
  };
  term.addEventListener("click", () => show(!isOpen()));
  /** @param {EventTarget | null} target */
  const inside = (target) => target instanceof Node && (term.contains(target) || pop.contains(target));
  listenWhileMounted(term, document, "keydown", (event) => {
    if (/** @type {KeyboardEvent} */ (event).key === "Escape" && isOpen()) {
      event.preventDefault();
      show(false, true);
    }
  });
  listenWhileMounted(term, document, "pointerdown", (event) => inside(event.target) || show(false));
  for (const side of [term, pop]) {
    side.addEventListener("focusout", (event) => {
      const next = /** @type {FocusEvent} */ (event).relatedTarget;
      if (next && !inside(next)) show(false);
    });
  }
  const follow = () => isOpen() && place(term, pop);
  listenWhileMounted(term, window, "scroll", follow, { passive: true });
  listenWhileMounted(term, window, "resize", follow);
}
