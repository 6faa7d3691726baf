// @ts-check
// The Drill's view: its elements, and what Python's answers show in them (drill.js wires them to the reader).
// Every piece of HTML here comes from baccarat.render.drill, which escapes every piece of text in it.

import { bringIntoView, find, findForm, headerBottom, markAnswers } from "../dom.js";
import { pageLink } from "../links.js";
import { markOnScreen as watchOnScreen } from "../on_screen.js";
import { say, sentences } from "../words.js";

/** @import { Answer } from "../calls" */
/** @import { Session } from "../contract" */

/** @param {HTMLElement} root */
export function viewOf(root) {
  return {
    root,
    status: find(root, ".bac-status"),
    bar: find(root, ".bac-session-bar"),
    result: find(root, ".bac-result"),
    feedbackPlace: find(root, ".bac-feedback-place"),
    finishPlace: find(root, ".bac-finish-place"),
    next: find(root, '[data-action="next"]'),
    scoreLine: find(root, ".bac-drill-score"),
    said: find(root, ".bac-drill-said"), // read out: the verdict and the score, not the chart
    chartPlace: find(root, ".bac-mastery-place"),
    linkLine: find(root, ".bac-drill-link"),
    form: findForm(root, '[data-form="drill"]'),
  };
}
/** @typedef {ReturnType<typeof viewOf>} DrillView */

/** Material's "Back to top" pill keeps off the question's first line while it is on screen (on_screen.js). @param {DrillView} view */
export const markOnScreen = (view) => watchOnScreen(view.root, view.result);

/**
 * The status line says how to answer until the reader's first answer; then it gets out of the way (emptied, it
 * takes no room: the verdicts are read out from `said`). The question stays where it was on screen.
 * @param {DrillView} view
 */
export function quietStatus(view) {
  const { status, result } = view;
  if (!status.textContent) return;
  const before = result.getBoundingClientRect().top;
  status.textContent = "";
  const moved = before - result.getBoundingClientRect().top; // > 0: the question went up by the line's room
  if (moved > 0 && scrollY >= moved) scrollBy({ top: -moved, behavior: "instant" });
}

/**
 * Next pressed before Python has started (a new reader's first question is graded by the page alone): the answered
 * question lies face down under a line saying the next comes once the Drill has started, not a button that does
 * nothing (native review). `showQuestion` turns it face up. @param {DrillView} view
 */
export function waitForStart(view) {
  view.result.classList.add("bac-pending");
  find(view.result, ".bac-answers").dataset.waiting = say("drill_view.next-waiting");
}

/** The link that asks the same questions again, as Python wrote it with each question. @param {DrillView} view @param {Answer<"drill-question">} reply */
export function showLink(view, reply) {
  /** @type {HTMLAnchorElement} */ (find(view.linkLine, "a")).href = pageLink(reply.link);
}

/**
 * The session's progress bar: `asked` of its questions answered (its length is the page's aria-valuemax).
 * @param {DrillView} view
 * @param {number} asked
 */
export function showBar(view, asked) {
  const { bar } = view;
  const total = Number(bar.getAttribute("aria-valuemax")) || 1;
  bar.setAttribute("aria-valuenow", String(asked));
  bar.setAttribute("aria-valuetext", say("drill_view.session-progress", { done: asked, questions: total }));
  bar.style.setProperty("--done", String(Math.min(asked, total) / total));
}

/**
 * The score line, from a session's counts, after any `notes` (what opening the drill found to say).
 * @param {DrillView} view
 * @param {Session} session
 * @param {string} [notes]
 */
export function showScore(view, session, notes = "") {
  const { asked, right, streak, best } = session;
  // The score as a lesson's finish says it ("7 questions, 5 right."), then the streak.
  const score = [say("drill_view.score", { total: asked, right }), say("drill_view.streak", { streak, best })];
  view.scoreLine.textContent = sentences(notes, ...score);
  showBar(view, asked);
}

/**
 * The question Python drew, focused if `focus()` says so once it is shown (the reader is in the drill).
 * @param {DrillView} view
 * @param {Answer<"drill-question">} reply
 * @param {() => boolean} focus
 */
export function showQuestion(view, reply, focus) {
  view.result.innerHTML = reply.html; // from baccarat.render.drill: every piece of text in it is escaped
  view.result.classList.remove("bac-pending"); // the face-down hand the page was built with, gone for good
  view.result.removeAttribute("aria-busy");
  view.feedbackPlace.replaceChildren();
  view.finishPlace.replaceChildren();
  view.next.hidden = true;
  view.scoreLine.hidden = false; // hidden at a finish, which says the score itself
  performance.mark("baccarat:drill-question");
  // Focus the question (not an answer, which would look chosen), so Tab reaches the answers next.
  const asked = find(view.result, "[data-question]");
  asked.tabIndex = -1;
  if (focus()) {
    asked.focus({ preventScroll: true });
    // The new question where the reader is looking, scrolled to only if it is not: the whole of it, its count to its
    // answers; when a phone has not room for all, from the felt on; else its prompt and answers at the bottom
    // (never the answers alone, their prompt scrolled away above).
    const [felt, prompt, answers] = [".bac-table", ".bac-prompt", ".bac-answers"].map((part) => find(asked, part));
    const start = [asked, felt].find((top) => fitsBelowMargin(top, answers));
    if (start) bringIntoView(start, "start", [prompt, answers]);
    else bringIntoView(answers, "end", [prompt]);
  }
}

/**
 * Whether what runs from `first` to `last` fits on screen when `first` is scrolled to the top, below the scroll
 * margin the stylesheet gives it (room for the sticky header). @param {Element} first @param {Element} last
 */
function fitsBelowMargin(first, last) {
  const margin = parseFloat(getComputedStyle(first).scrollMarginTop) || 0;
  return last.getBoundingClientRect().bottom - first.getBoundingClientRect().top + margin <= window.innerHeight;
}

/**
 * Scroll so that what runs from `first` to `last` is on screen below the sticky header, if it fits; if not, from
 * `fallback` on. Nothing moves when it is on screen already.
 * @param {Element} first
 * @param {Element} last
 * @param {Element} fallback
 */
function keepOnScreen(first, last, fallback) {
  const header = headerBottom();
  const room = window.innerHeight - header;
  const bottom = last.getBoundingClientRect().bottom;
  const top = first.getBoundingClientRect().top;
  if (top >= header && bottom <= window.innerHeight) return;
  const margin = 8;
  let by = fallback.getBoundingClientRect().top - header - margin; // no room for all: from the fallback on
  if (bottom - top + 2 * margin <= room) by = top < header ? top - header - margin : bottom - window.innerHeight + margin;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollBy({ top: by, behavior: smooth ? "smooth" : "auto" });
}

/**
 * Python's grading: the marked answers, the feedback, the chart and the score; the finish screen after a
 * session's last answer. The question, its verdict and the score stay on screen (from the verdict on, when a
 * phone has not room for all).
 * @param {DrillView} view
 * @param {Answer<"drill-answer">} reply
 * @param {string} key
 */
export function showGrading(view, reply, key) {
  const { result, feedbackPlace, chartPlace, scoreLine, said, next, finishPlace } = view;
  markAnswers(result, key, reply.right);
  // A called coup settled (its last step answered): its count may say how many steps it had now, not before.
  const count = /** @type {HTMLElement | null} */ (result.querySelector(".bac-question-count[data-settled]"));
  if (count && reply.next.step === undefined) count.textContent = count.dataset.settled ?? "";
  // The card the decision draws, on the felt, where its rule's words name it (escaped by baccarat.render.drill).
  if (reply.drawn) find(result, ".bac-table").outerHTML = reply.drawn;
  feedbackPlace.innerHTML = reply.html; // escaped by baccarat.render.drill
  chartPlace.innerHTML = reply.chart;
  // Every answer moves the score with its verdict: a called coup counts from its first step (right while every step
  // is, missed from a missed one on), so the score, the bar and "Question n" agree at every step.
  showScore(view, reply.session);
  const verdict = find(feedbackPlace, ".bac-verdict");
  said.textContent = say("drill_view.said", { verdict: verdict.textContent, score: scoreLine.textContent });
  finishPlace.innerHTML = reply.finish; // escaped by baccarat.render.drill ("" until the session's last answer)
  next.hidden = Boolean(reply.finish);
  // Between a called coup's steps the button goes on with the same cards: it says so (a reader read "Next question").
  const sameCoup = reply.next.step !== undefined;
  find(next, ".bac-next-label").textContent = say(sameCoup ? "drill_view.next-step" : "drill_view.next-question");
  scoreLine.hidden = Boolean(reply.finish); // the finish says the score, once, in its own words
  const last = reply.finish ? find(finishPlace, '[data-action="again"]') : next;
  last.focus({ preventScroll: true });
  // The cards, the verdict and what comes next; when a phone has not room for all, from the verdict on, except
  // at the finish, which keeps the cards and the verdict (the finish follows them, scrolled to by the reader).
  const felt = find(result, ".bac-table");
  keepOnScreen(felt, reply.finish ? (fits(felt, last) ? last : verdict) : last, reply.finish ? felt : verdict);
}

/** Whether what runs from `first` to `last` fits on screen below the sticky header. @param {Element} first @param {Element} last */
function fits(first, last) {
  const header = headerBottom();
  return last.getBoundingClientRect().bottom - first.getBoundingClientRect().top + 16 <= window.innerHeight - header;
}
