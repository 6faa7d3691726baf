// @ts-check
// A glossary term, explained where the reader is: the build links a term's first use on a page to its
// glossary entry and writes the entry's term and definition on the link (sitebuild/glossary.py, in the
// edition's language). Here the link becomes a disclosure (role="button", aria-expanded, aria-controls) whose
// definition opens under the sentence being read, with the link to the glossary inside; without this script it
// stays the link.
//
// The term stays an ordinary inline element (a <span>, not a <button>): a button is an atomic inline box, which a
// line may break beside like an image, so Chinese punctuation after a term ("。", "，") could begin a line. Inline
// text keeps the browser's own line-breaking rules, inside <strong> and links too.
//
// The definition is a manual popover, right after its term in the page (so Tab goes from the term into
// it, and a screen reader reads it there), shown in the browser's top layer, so no folded block or
// scrolling table around the term can clip it. Enter or Space and a tap open and close it; Escape closes it and
// gives the term back its focus, as its × button does; a tap or a focus elsewhere closes it.

import { element, headerBottom } from "../dom.js";
import { listenWhileMounted } from "../mounted.js";
import { gapAfter, say } from "../words.js";

/** The space kept between a definition and the screen's edges, and between it and the text, in px. */
const EDGE = 8;
const GAP = 4;
/** The widest a definition gets, in px (22rem of the theme's 20 px root): a comfortable line. */
const WIDEST = 440;
/** Where a sentence ends: its full stop (or ! ?), in either script. */
const STOP = /[。！？]|[.!?](?=\s|$)/g;

let made = 0;

/**
 * The text around `term` in its paragraph, from the start of the sentence that holds it to that sentence's end
 * (the definitions of other terms, hidden, left out): what the reader is reading. As one range, which holds the
 * term's own definition, `pop`, right after it; and as the box of its lines, that definition's left out.
 * @param {HTMLElement} term @param {HTMLElement} pop
 */
function sentenceBox(term, pop) {
  const whole = sentenceOf(term);
  if (!whole) return null;
  const before = whole.cloneRange();
  before.setEndBefore(pop);
  const after = whole.cloneRange();
  after.setStartAfter(pop);
  const lines = [...before.getClientRects(), ...after.getClientRects()].filter((line) => line.width > 0);
  if (!lines.length) return null;
  return { top: Math.min(...lines.map((line) => line.top)), bottom: Math.max(...lines.map((line) => line.bottom)) };
}

/** @param {HTMLElement} term */
function sentenceOf(term) {
  const block = term.closest("p, li, dd, td, th, blockquote") ?? term.parentElement;
  if (!block) return null;
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(".bac-term-pop") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const range = document.createRange();
  range.selectNodeContents(block);
  let after = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    const inside = term.contains(node);
    if (!after && !inside && term.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) after = true;
    for (const stop of text.matchAll(STOP)) {
      const end = (stop.index ?? 0) + stop[0].length;
      if (after) {
        range.setEnd(node, end);
        return range;
      }
      if (!inside) range.setStart(node, end); // a sentence that ends before the term's
    }
  }
  return range;
}

/**
 * Put the open definition `pop` under the sentence `term` is in, inside the screen: above that sentence when
 * there is no room under it, and else under the term's own line (or above it, where there is more room).
 * Never wider than the screen, and moved left rather than past its right edge.
 * @param {HTMLElement} term
 * @param {HTMLElement} pop
 */
function place(term, pop) {
  const wide = document.documentElement.clientWidth;
  const high = window.innerHeight;
  const top = headerBottom();
  const at = term.getBoundingClientRect();
  const read = sentenceBox(term, pop) ?? at;
  const below = high - at.bottom - GAP - EDGE;
  const above = at.top - GAP - EDGE - top;
  pop.style.maxWidth = `${Math.min(WIDEST, wide - 2 * EDGE)}px`;
  pop.style.maxHeight = `${Math.max(below, above)}px`;
  const box = pop.getBoundingClientRect();
  const left = Math.max(EDGE, Math.min(at.left, wide - box.width - EDGE));
  let y = at.bottom + GAP;
  if (box.height <= high - read.bottom - GAP - EDGE) y = read.bottom + GAP;
  else if (box.height <= read.top - GAP - EDGE - top) y = read.top - GAP - box.height;
  else if (box.height > below && above > below) y = at.top - GAP - box.height;
  pop.style.left = `${left}px`;
  pop.style.top = `${y}px`;
}

/**
 * The term's keys: Enter and Space open or close it (a button's keys, as a role="button" must have them).
 * @param {HTMLElement} term @param {() => void} toggle
 */
function wireKeys(term, toggle) {
  term.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault(); // Space would scroll the page
    if (!event.repeat) toggle();
  });
}

/**
 * Turn a glossary link (`a.bac-term[data-definition]`, written by the build) into its term's disclosure.
 * @param {HTMLElement} link
 */
export function mount(link) {
  if (!(link instanceof HTMLAnchorElement) || !link.dataset.definition) return;
  const id = `bac-term-${++made}`;
  const term = element("span", { class: "bac-term", role: "button", tabindex: "0", "aria-expanded": "false", "aria-controls": id });
  term.append(...link.childNodes);
  const pop = element("span", { id, class: "bac-term-pop", popover: "manual" });
  const more = element("a", { class: "bac-term-more", href: link.href }, say("glossary.more"));
  // The × at the definition's top corner, last in its order (Tab goes from the term to the glossary link first).
  const close = element("button", { type: "button", class: "bac-term-close", "aria-label": say("glossary.close") });
  close.append(element("span", { "aria-hidden": "true" }, "×"));
  pop.append(element("dfn", {}, link.dataset.term ?? term.textContent ?? ""), link.dataset.definition ?? "", gapAfter(link.dataset.definition ?? ""), more, close);
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
  close.addEventListener("click", () => show(false, true));
  wireKeys(term, () => show(!isOpen()));
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
