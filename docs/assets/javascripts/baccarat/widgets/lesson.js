// @ts-check
// The home page's lessons and each rules page's questions: one question at a time, its rule card beside it until
// the reader has it, asked before the dealer shows the answer, in short sessions with a progress bar and a finish.
// Every coup, question, answer, rule card and explanation was worked out by the package when the site was built
// (the page's data): this module only asks, compares the reader's pick with the answer it was given, and
// remembers where they are. The state is lesson_state.js (plain data), the view lesson_view.js; `mount` wires them.
// Each widget saves under a key of its own (the lessons' progress, each rules page's), as the Drill's progress is:
// compare and swap, a copy it cannot read set aside (never deleted), a full storage said honestly. Another tab's
// newer progress is simply taken: this tab had only answers.

import { element, find, headerBottom, setState, showError } from "../dom.js";
import { copyLink, pageLink } from "../links.js";
import { isTyping, listenWhileMounted } from "../mounted.js";
import { markOnScreen } from "../on_screen.js";
import { noteAnswer } from "../review.js";
import { noticeSlot, savedItem, whenNotSaved } from "../storage.js";
import { fill, say } from "../words.js";
import { behindLine, dropBehind, pagePassed } from "./lesson_course.js";
import { fromEarlier, fromV4, shown } from "./lesson_saved.js";
import { advance, begin, current, doneSessions, finished, lessonOf, mark, readable, restart, saved, setNumber, skipCoup, unseenSet } from "./lesson_state.js";
import { setCardOpen, showFinish, showQuestion, showTold, viewOf, withKey } from "./lesson_view.js";

/** The link parameter naming a rules page's set of questions (baccarat.render.lesson.QUIZ_PARAMETER). */
const SET_PARAMETER = "quiz";
/** Where a keyboard reader's focus goes after "Next": the first answer, or the first way on. */
const FIRST_MOVE = ".bac-lesson-question [data-answer], .bac-lesson-told [data-action]";
/**
 * Which set of a page's questions to ask: the link's, if it names one; else the one the reader is in the middle
 * of; else one not asked yet. A link naming none is said, and a set asked anyway.
 * @param {HTMLElement} root @param {import("./lesson_state.js").LessonState} state
 */
function chooseSet(root, state) {
  const given = new URLSearchParams(location.search).get(SET_PARAMETER);
  if (given !== null) {
    const number = setNumber(given, state.sessions.length);
    if (number !== null) return number - 1;
    showError(root, say("lesson.bad-set", { given: shown(given), count: state.sessions.length }));
  }
  const begun = state.progress[state.at] !== undefined && !finished(state, state.at);
  return begun ? state.at : unseenSet(state);
}

/**
 * At a page's set's finish (as the Drill's): a line that shares the set, with a button that copies the link to it;
 * never before its first question, where a new learner has no use for it.
 * @param {HTMLElement} root @param {import("./lesson_state.js").LessonState} state @param {HTMLElement} told
 */
function shareLink(root, state, told) {
  const copy = element("button", { type: "button", class: "md-button", "data-action": "copy-set" }, say("links.copy-link"));
  const box = element("input", { type: "text", readonly: "", class: "bac-lesson-link", "aria-label": say("lesson.set-link") });
  box.hidden = true;
  const href = pageLink({ [SET_PARAMETER]: String(state.at + 1) }, { hash: find(root, "h2").id });
  copy.addEventListener("click", () => copyLink(copy, box, href));
  find(told, ".bac-lesson-share").append(" ", copy, box); // its line, the view's
}

/**
 * After a new question or a finish: the widget's title, the felt and the question (at a finish, no felt: the result
 * down to its main way on) on screen, below the sticky header (its height measured, for the margin); if they cannot
 * all fit (an open rule card on a small phone), the felt and the question; if even those cannot, the question (or
 * the main way on) whole, at the bottom.
 * @param {HTMLElement} root @param {import("./lesson_view.js").LessonView} view
 */
function keepInView(root, view) {
  const last = /** @type {HTMLElement} */ (root.querySelector(".bac-lesson-next .md-button--primary") ?? view.questionPlace.querySelector(".bac-answers") ?? view.questionPlace);
  const top = headerBottom();
  const to = last.getBoundingClientRect().bottom;
  const [title, felt, asked] = [find(root, "h2"), view.stage, view.questionPlace].map((node) => node.getBoundingClientRect().top);
  if (title >= top && to <= innerHeight) return;
  const room = innerHeight - top - 8;
  const shown = view.stage.getClientRects().length > 0; // none at a finish
  const anchor = to - title <= room ? find(root, "h2") : shown ? (to - felt <= room ? view.stage : null) : to - asked <= room ? view.questionPlace : null;
  if (!anchor) return void scrollBy({ top: to - innerHeight + 8 }); // the question's last line at the bottom
  anchor.style.scrollMarginTop = `${top + 8}px`;
  anchor.scrollIntoView({ block: "start" }); // at once: a new question is a new screen, and no scroll runs late
}

/**
 * After an answer: what the dealer tells, down to "Next", below the marked answers (it covers nothing), brought on
 * screen by the least scroll, never so far that what the reader looked at leaves it: the felt with its totals, if
 * all fits under it; else the question (on a phone under the felt, pinned below the header once the page scrolls
 * past it: the stylesheet's); else the marked answers under the felt; else (a small phone, a long explanation) the
 * felt is let go by and the marked answers stay. What the reader had scrolled up under the header (or under the
 * felt, pinned as the answer is told) comes back down below it, where "Next" still fits.
 * @param {HTMLElement} root @param {import("./lesson_view.js").LessonView} view
 */
function tellInView(root, view) {
  const top = headerBottom();
  root.style.setProperty("--bac-pin", `${top}px`);
  const pinned = getComputedStyle(view.stage).position === "sticky";
  const felt = view.stage.getBoundingClientRect();
  const need = view.told.getBoundingClientRect().bottom - innerHeight + 8;
  const [prompt, answers] = [".bac-prompt", ".bac-answers"].map((selector) => find(view.questionPlace, selector).getBoundingClientRect().top - top - 8);
  const under = pinned ? felt.height : 0; // what the felt covers once pinned
  // The scroll, at least `need`, at most what keeps the felt (if on screen), else the question, else the answers.
  const rooms = [felt.top - top - 8 >= 0 ? felt.top - top - 8 : -Infinity, prompt - under, answers - under];
  let room = rooms.find((most) => most >= need);
  if (room === undefined && pinned && answers >= need) [room, root.dataset.unpinned] = [answers, ""];
  const by = Math.min(Math.max(need, 0), room ?? answers - under); // the least move: none, if none is needed
  if (Math.abs(by) < 1) return;
  const from = scrollY;
  scrollBy({ top: by, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  // A smooth scroll begun by a tap can come to nothing in Chrome: if the page has not moved two frames on, at once.
  requestAnimationFrame(() => requestAnimationFrame(() => scrollY === from && scrollBy({ top: by })));
}

/**
 * A rule card opened while the felt is pinned (an answer told, on a phone): its top brought down below the felt,
 * never under it. @param {import("./lesson_view.js").LessonView} view @param {Element} node
 */
function belowFelt(view, node) {
  if (getComputedStyle(view.stage).position !== "sticky") return;
  const by = node.getBoundingClientRect().top - view.stage.getBoundingClientRect().bottom - 8;
  if (by < 0) scrollBy({ top: by });
}

/** Whether some of `node` is on screen below the header. @param {Element} node */
function showing(node) {
  const box = node.getBoundingClientRect();
  return box.bottom > headerBottom() && box.top < innerHeight;
}

/**
 * The Drill's keys: an answer's (its aria-keyshortcuts: a digit, D/S, Y/N, P/B/T), and Enter for "Next". Taken
 * while the widget's question is on screen or the focus is in it (a rules page's other keys, S for the search,
 * stay the theme's otherwise), never while typing in a field.
 * @param {HTMLElement} root @param {import("./lesson_view.js").LessonView} view @param {Record<string, string>} keys
 * @param {(value: string) => void} answer
 */
function listenForKeys(root, view, keys, answer) {
  // The page's first question, as the build drew it, hinted as every later one is.
  for (const choice of /** @type {NodeListOf<HTMLElement>} */ (view.questionPlace.querySelectorAll("[data-answer]"))) withKey(choice, choice.dataset.answer ?? "", keys);
  /** @param {KeyboardEvent} event */
  const onKey = (event) => {
    if (!root.isConnected || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
    const target = /** @type {Element} */ (event.target);
    if (isTyping(target)) return;
    if (!showing(view.questionPlace) && !root.contains(document.activeElement)) return;
    delete root.dataset.touch; // a key pressed: its hints show again (where the screen has a fine pointer)
    const key = event.key.toLowerCase();
    if (key === "n" || key === "p") event.stopImmediatePropagation(); // answers here, never Material's next/previous page
    const next = /** @type {HTMLElement | null} */ (view.told.querySelector("[data-action=next]"));
    if (key === "enter") {
      if (root.dataset.phase === "told" && next && !target.closest?.("button, a, summary")) {
        event.preventDefault();
        next.click();
      }
      return;
    }
    const choices = /** @type {HTMLElement[]} */ ([...view.questionPlace.querySelectorAll("[data-answer]")]);
    const choice = choices.find((button) => button.getAttribute("aria-keyshortcuts")?.toLowerCase() === key);
    if (!choice || root.dataset.phase !== "ask") return;
    event.preventDefault();
    event.stopImmediatePropagation();
    answer(choice.dataset.answer ?? "");
  };
  listenWhileMounted(root, window, "keydown", /** @type {EventListener} */ (onKey), { capture: true });
}

/**
 * The home page's "continue" line: where the reader left off, a status (not a link: the question is already on
 * show under it), in the count's place (its room kept) until the reader answers (the count comes back, as it does
 * for any new question); none once a lesson is over. Gives what puts the count back.
 * @param {HTMLElement} root @param {import("./lesson_state.js").LessonState} state
 */
function continueLine(root, state) {
  const count = find(root, ".bac-lesson-count");
  const { session, index } = current(state);
  const before = count.textContent ?? "";
  const back = () => void (count.querySelector(".bac-lesson-continue") && (count.textContent = before));
  if (index >= session.asked.length || index === 0) return back;
  count.replaceChildren(element("span", { class: "bac-lesson-continue" }, say("lesson.continue", { question: index + 1, questions: session.asked.length })));
  return back;
}

/**
 * Where a returning reader goes on: the lesson on show if not over; else the next one not over (after it, then from
 * the first); every lesson over, the last, whose finish is the course's.
 * @param {import("./lesson_state.js").LessonState} state
 */
function nextLesson(state) {
  const all = state.sessions.map((_, s) => s);
  if (!finished(state, state.at)) return state.at;
  const open = [...all.slice(state.at + 1), ...all.slice(0, state.at)].find((s) => !finished(state, s));
  return open ?? (doneSessions(state).length === all.length ? all.length - 1 : state.at);
}

/**
 * Whether the lesson on show stands at its last question, answered: its finish was on show, or one tap away ("See
 * how you did"), and a return shows that finish, not the question again (a finish saved opens the next lesson).
 * @param {import("./lesson_state.js").LessonState} state
 */
function lastAnswered(state) {
  const { session, index, answers } = current(state);
  return index === session.asked.length - 1 && answers[index] !== "-";
}

/**
 * Where the reader left off (never an old finish, unless all are over, or the last answer of the lesson on show
 * was given); a copy that is neither these coups' progress nor version 2's is set aside (never
 * deleted), said, and the questions start afresh.
 * @param {HTMLElement} root @param {import("./lesson_state.js").LessonState} state
 * @param {{load: () => string | null, setAside: (text: string | null) => unknown}} item
 */
function resume(root, state, item) {
  const sizes = state.sessions.map((session) => session.asked.length);
  // Version 4's lessons, moved onto these; a page's sets as an earlier build shipped them, carried onto these.
  const text = fromEarlier(state.legacy.was, state.lessonId, sizes, fromV4(state.legacy.v4, state.lessonId, sizes, item.load()));
  const found = readable(state, text);
  if (text && !found) {
    item.setAside(text);
    showError(root, say("lesson.set-aside"));
  }
  const { problem = "", ...progress } = found ?? {};
  if (problem) showError(root, fill(state.words.badSet ?? "", { given: problem }));
  Object.assign(state, progress);
  if (state.mode !== "quiz") return void (lastAnswered(state) ? advance(state) : (state.at = nextLesson(state)));
  state.at = chooseSet(root, state);
  if (finished(state, state.at)) restart(state); // a set asked again (its link, or every set asked) starts afresh
}

/**
 * The reader's controls: an answer, Skip, the rule card's disclosure, and the ways on after a session.
 * @param {HTMLElement} root @param {import("./lesson_view.js").LessonView} view
 * @param {{answer: (value: string) => void, skip: () => void, toSession: (s: number, fresh: boolean) => void, nextSet: () => number}} act
 */
function wire(root, view, act) {
  markOnScreen(root); // Material's "Back to top" pill keeps off the title and the progress bar
  view.skip.addEventListener("click", act.skip);
  view.teach.addEventListener("click", (event) => {
    const toggle = /** @type {HTMLElement} */ (event.target).closest(".bac-rule-toggle");
    if (!toggle) return;
    view.cardOpened = toggle.getAttribute("aria-expanded") !== "true";
    setCardOpen(view, view.cardOpened);
    if (view.cardOpened) belowFelt(view, toggle);
  });
  // A touch (or a pen) hides the key hints before its tap answers, even where the screen claims a fine pointer.
  root.addEventListener("pointerdown", (event) => (event.pointerType === "mouse" ? delete root.dataset.touch : (root.dataset.touch = "")));
  root.addEventListener("click", (event) => {
    const target = /** @type {HTMLElement} */ (event.target);
    const choice = target.closest("[data-answer]");
    if (choice instanceof HTMLElement && view.questionPlace.contains(choice) && choice.dataset.answer !== undefined) act.answer(choice.dataset.answer);
    const acting = target.closest("[data-action]");
    const action = acting?.getAttribute("data-action");
    if (action === "next-session") act.toSession(act.nextSet(), true);
    if (action === "again") act.toSession(-1, true);
    if (action === "open-lesson") act.toSession(Number(acting?.getAttribute("data-session")), true);
  });
}

/**
 * The dealer's word on the pick `value` ("" not known: a wrong answer given before a reload), and "Next", which
 * goes on with `ask`.
 * @param {HTMLElement} root @param {import("./lesson_view.js").LessonView} view
 * @param {import("./lesson_state.js").LessonState} state @param {string} value @param {boolean} right @param {() => void} ask
 */
function told(root, view, state, value, right, ask) {
  const next = showTold(view, state, value, right); // the rule card stays as it was: nothing above the question moves
  next.addEventListener("click", (event) => {
    advance(state);
    ask();
    keepInView(root, view);
    // A keyboard reader (a click with no pointer: detail 0) goes on to the first answer; a pointer or touch
    // keeps no focus there, where the focus colour would look like an answer already picked.
    if (event.detail === 0) /** @type {HTMLElement | null} */ (root.querySelector(FIRST_MOVE))?.focus();
  });
  return next;
}

/** The reader's first pick of the question on show, as saved ("" if not known). @param {import("./lesson_state.js").LessonState} state */
function firstPick(state) {
  const { session, index, answers } = current(state);
  return answers[index] === "r" ? session.asked[index].question.answer : (state.picks[`${state.at}.${index}`] ?? "");
}

/**
 * The session's finish; a page's set's with the line that shares it.
 * @param {HTMLElement} root @param {import("./lesson_view.js").LessonView} view @param {import("./lesson_state.js").LessonState} state
 */
function finish(root, view, state) {
  const told = showFinish(view, state, state.mode === "quiz" ? say("lesson.again-set") : (state.words.again ?? say("lesson.again-lesson")));
  if (state.mode === "quiz") shareLink(root, state, told);
}

/** @param {HTMLElement} root */
export function mount(root) {
  const state = lessonOf(root.dataset);
  const view = viewOf(root);
  const item = savedItem(root.dataset.saveKey ?? "baccarat-lesson", {
    root,
    onConflict: () => {
      Object.assign(state, { ...readable(state, item.load()), problem: undefined });
      ask();
    },
  });
  async function save() {
    const progress = () => item.save({ ...saved(state), passed: pagePassed(state) }); // passed: the navigation's ✓
    const result = await progress();
    if (result !== "saved" && result !== "conflict") whenNotSaved(result, item, noticeSlot(root), progress);
    document.dispatchEvent(new CustomEvent("baccarat:progress"));
  }
  function ask() {
    begin(state);
    save();
    const { session, index, answers } = current(state);
    dropBehind(root, state, index >= session.asked.length); // the line over a later lesson, once it is left or over
    if (index >= session.asked.length) return finish(root, view, state);
    showQuestion(view, state);
    // Answered before a reload (or "Read the rule" and Back): the first answer stands, as it was, with its feedback.
    if (answers[index] !== "-") tell(firstPick(state), answers[index] === "r");
  }
  const tell = (/** @type {string} */ value, /** @type {boolean} */ right) => told(root, view, state, value, right, ask);
  /** @param {string} value */
  function answer(value) {
    if (root.dataset.phase !== "ask") return;
    goneOn(); // the "continue" line, acted on
    const { session, index } = current(state);
    const { question } = session.asked[index];
    const right = mark(state, value);
    if (question.cell) noteAnswer(question.cell, right, state.mode); // for the Drill: a missed cell comes back sooner
    const next = tell(value, right);
    save(); // the question stays current until "Next": a reload shows it answered, as it was
    next.focus({ preventScroll: true });
    tellInView(root, view);
  }
  /** A session (-1: the one on show) where it stands, or afresh if over (`fresh`: its next set). @param {number} s @param {boolean} fresh */
  function toSession(s, fresh) {
    if (s >= 0) state.at = s;
    if (finished(state, state.at)) restart(state, fresh);
    ask();
    keepInView(root, view);
    /** @type {HTMLElement | null} */ (view.questionPlace.querySelector("[data-answer]"))?.focus({ preventScroll: true });
  }
  resume(root, state, item);
  let goneOn = () => {};
  const skip = () => (skipCoup(state), ask());
  wire(root, view, { answer, skip, toSession, nextSet: () => (state.mode === "quiz" ? unseenSet(state) : state.at + 1) });
  listenForKeys(root, view, state.keys, answer);
  const { index, answers } = current(state);
  if (index > 0 || state.at > 0 || state.mode === "quiz" || answers[0] !== "-") ask(); // where the reader left off (a set: the one chosen)
  else root.dataset.phase = "ask"; // the page already shows the first question
  if (state.mode === "lesson") goneOn = continueLine(root, state);
  if (state.mode === "lesson" && !finished(state, state.at)) behindLine(root, state); // a lesson before, not passed
  setState(root, "ready");
}
