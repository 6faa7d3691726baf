// @ts-check
// Marks in the site's navigation (Material's sidebar, the drawer on a phone): a ✓ and a word a screen reader says
// beside each page whose lessons or set of questions the reader has finished, read from the progress they saved
// (lesson.js writes `complete` in it). Marked again whenever a lesson saves (its "baccarat:progress" event).

import { ROOT } from "../runtime.js";
import { element } from "../dom.js";
import { listenWhileMounted } from "../mounted.js";
import { say } from "../words.js";

const LESSONS = "baccarat-lesson";
const QUIZ = "baccarat-quiz-";

/** The pages (their addresses) whose saved progress says they are finished. */
function finishedPages() {
  const pages = new Set();
  let keys = /** @type {string[]} */ ([]);
  try {
    keys = Object.keys(localStorage).filter((key) => key === LESSONS || (key.startsWith(QUIZ) && !key.includes("-set-aside-")));
  } catch {
    return pages; // storage blocked: nothing saved, as far as this page can tell
  }
  for (const key of keys) {
    try {
      const text = localStorage.getItem(key) ?? "";
      if (text.length > 8192 || JSON.parse(text)?.complete !== true) continue;
      const rule = key.slice(QUIZ.length);
      if (key === LESSONS) pages.add(new URL("", ROOT).href);
      else if (/^[a-z-]+$/.test(rule)) pages.add(new URL(`rules/${rule}/`, ROOT).href);
    } catch {
      // not ours to read: no mark
    }
  }
  return pages;
}

/** Mark each link of `nav` to a finished page, and unmark the others. @param {HTMLElement} nav */
function markAll(nav) {
  const pages = finishedPages();
  for (const link of /** @type {NodeListOf<HTMLAnchorElement>} */ (nav.querySelectorAll("a.md-nav__link[href]"))) {
    const to = new URL(link.getAttribute("href") ?? "", location.href);
    const done = !to.hash && pages.has(to.href); // a page, not one of its headings (the contents in the drawer)
    const marked = link.querySelector(".bac-nav-mark");
    if (done && !marked) {
      const box = element("span", { class: "bac-nav-mark" });
      box.append(element("span", { "aria-hidden": "true" }, "✓"), element("span", { class: "bac-sr" }, say("navmarks.finished")));
      (link.querySelector(".md-ellipsis") ?? link).append(" ", box);
    } else if (!done && marked) marked.remove();
  }
}

/** @param {HTMLElement} nav */
export function mount(nav) {
  markAll(nav);
  listenWhileMounted(nav, document, "baccarat:progress", () => markAll(nav));
  listenWhileMounted(nav, window, "storage", () => markAll(nav));
}
