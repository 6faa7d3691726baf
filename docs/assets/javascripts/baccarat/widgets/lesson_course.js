// @ts-check
// The lessons' course as the reader's best results tell it (lesson.js, lesson_view.js, navmarks.js): which lessons
// are passed (a lesson's best run at the pass mark: practised again, a lesson never loses it), the first one not
// passed, and the line over a later lesson that says so, with a button that redoes it. Only a passed lesson, or a
// page's set, earns the navigation's ✓: a session done under the mark is "not passed yet", never "done".

import { ROOT } from "../runtime.js";
import { element, find } from "../dom.js";
import { say } from "../words.js";
import { bestRun, passed } from "./lesson_state.js";

/** @typedef {import("./lesson_state.js").LessonState} LessonState */

/** Whether a best run, [right, questions], is at the pass mark (by lesson_state's one test of it). @param {unknown} run */
export function runPassed(run) {
  if (!Array.isArray(run) || run.length !== 2 || !run.every(Number.isInteger) || run[1] <= 0) return false;
  return passed({ right: run[0], answered: run[1], asked: run[1] });
}

/** The sessions (by number) whose best run is not at the pass mark, or that were never done. @param {LessonState} state */
export const notPassed = (state) => state.sessions.map((_, s) => s).filter((s) => !runPassed(bestRun(state, s)));

/**
 * Whether the page earns its ✓ in the navigation (saved as `passed`): every lesson passed; a page's questions, a
 * set passed. @param {LessonState} state
 */
export function pagePassed(state) {
  const open = notPassed(state).length;
  return state.mode === "quiz" ? open < state.sessions.length : open === 0;
}

/**
 * The first way on when the course is not passed: a button that opens the first lesson not passed (redone, on fresh
 * coups, if it was done; else begun), or null if every lesson is passed. @param {LessonState} state @param {string} extra
 */
export function redoButton(state, extra) {
  const s = notPassed(state)[0];
  if (s === undefined) return null;
  const done = bestRun(state, s) !== null;
  const label = done ? say("lesson_course.redo-lesson", { number: s + 1 }) : say("lesson_view.next-lesson", { title: state.sessions[s].title });
  return openButton(s, label, extra);
}

/** A button that opens session `s` (lesson.js's "open-lesson"). @param {number} s @param {string} label @param {string} [extra] */
const openButton = (s, label, extra = "") =>
  element("button", { type: "button", class: `md-button ${extra}`.trim(), "data-action": "open-lesson", "data-session": String(s) }, label);

/**
 * Over the lesson on show, a line for a lesson before it that was done under the pass mark (the first such): its
 * result, and a button that redoes it; the reader may also carry on. Gone once the lesson on show changes, or ends.
 * @param {HTMLElement} root @param {LessonState} state
 */
export function behindLine(root, state) {
  root.querySelector(".bac-lesson-behind")?.remove();
  if (state.mode !== "lesson") return;
  const s = notPassed(state).find((earlier) => earlier < state.at && bestRun(state, earlier) !== null);
  const run = s === undefined ? null : bestRun(state, s);
  if (s === undefined || !run) return;
  const line = element("p", { class: "bac-lesson-behind", "data-above": String(state.at) });
  const redo = openButton(s, say("lesson_course.redo-lesson", { number: s + 1 }));
  line.append(element("span", {}, say("lesson_course.behind", { number: s + 1, right: run[0], total: run[1] })), " ", redo);
  find(root, "h2").before(line);
}

/** The line over a later lesson, gone if the lesson on show is no longer the one it was over, or has ended. @param {HTMLElement} root @param {LessonState} state @param {boolean} over */
export function dropBehind(root, state, over) {
  const line = /** @type {HTMLElement | null} */ (root.querySelector(".bac-lesson-behind"));
  if (line && (over || line.dataset.above !== String(state.at))) line.remove();
}

/** A link styled as a button. @param {string} href @param {string} text @param {string} [extra] */
export const linkButton = (href, text, extra = "") => element("a", { href, class: `md-button ${extra}`.trim() }, text);

/**
 * The ways on at the course's finish: `first` (the first lesson not passed, then the Drill; or, the course passed
 * with something still to practise, the Drill: then the main way), each of the course's ways (`ways`: page and
 * words; the first the main one, if `first` is none; the Drill once), and the last lesson again (with `again`).
 * @param {[string, string][]} ways @param {string} again @param {HTMLElement[]} first @param {boolean} [offerAgain]
 */
export function courseWays(ways, again, first, offerAgain = true) {
  const list = element("div", { class: "bac-lesson-next" });
  list.append(...first);
  ways.filter(([path]) => !(first.length && path.startsWith("drill/"))) // the Drill once
    .forEach(([path, text], i) => list.append(linkButton(new URL(path, ROOT).href, text, i === 0 && !first.length ? "md-button--primary" : "")));
  if (offerAgain) list.append(element("button", { type: "button", class: "md-button", "data-action": "again" }, again));
  return list;
}
