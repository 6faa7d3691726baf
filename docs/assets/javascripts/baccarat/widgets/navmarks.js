// @ts-check
// Marks in the site's navigation (Material's sidebar, the drawer on a phone): a ✓ and a word a screen reader says
// beside each page whose lessons (every one) or a set of questions the reader has passed, at the pass mark, read
// from the progress they saved (lesson.js writes `passed` in it, from each session's best run: a passed best keeps
// its ✓). A set finished under the mark earns none. Marked again whenever a lesson saves ("baccarat:progress").

import { ROOT } from "../runtime.js";
import { element } from "../dom.js";
import { listenWhileMounted } from "../mounted.js";
import { say } from "../words.js";
import { runPassed } from "./lesson_course.js";

const LESSONS = "baccarat-lesson";
const QUIZ = "baccarat-quiz-";

/**
 * Whether saved progress says its page is passed: its `passed`; saved before there was one, a page's questions by
 * their sets' best runs (one passed), the lessons not at all until their page saves again (it knows their number).
 * @param {string} key @param {any} saved
 */
function passedIn(key, saved) {
  if (typeof saved?.passed === "boolean") return saved.passed;
  const best = saved?.best;
  return key !== LESSONS && typeof best === "object" && best !== null && Object.values(best).some(runPassed);
}

/** The pages (their addresses) whose saved progress says they are passed. */
function passedPages() {
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
      if (text.length > 8192 || !passedIn(key, JSON.parse(text))) continue;
      const rule = key.slice(QUIZ.length);
      if (key === LESSONS) pages.add(new URL("", ROOT).href);
      else if (/^[a-z-]+$/.test(rule)) pages.add(new URL(`rules/${rule}/`, ROOT).href);
    } catch {
      // not ours to read: no mark
    }
  }
  return pages;
}

/** Mark each link of `nav` to a passed page, and unmark the others. @param {HTMLElement} nav */
function markAll(nav) {
  const pages = passedPages();
  for (const link of /** @type {NodeListOf<HTMLAnchorElement>} */ (nav.querySelectorAll("a.md-nav__link[href]"))) {
    const to = new URL(link.getAttribute("href") ?? "", location.href);
    const done = !to.hash && pages.has(to.href); // a page, not one of its headings (the contents in the drawer)
    const marked = link.querySelector(".bac-nav-mark");
    if (done && !marked) {
      const box = element("span", { class: "bac-nav-mark" });
      box.append(element("span", { "aria-hidden": "true" }, "✓"), element("span", { class: "bac-sr" }, say("navmarks.passed")));
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
