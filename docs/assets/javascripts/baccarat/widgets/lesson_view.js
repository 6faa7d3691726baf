// @ts-check
// The view of the lessons and the rules pages' questions (lesson.js): the session's head and progress bar, the
// stage (the coup, dealt up to the question: lesson_stage.js), the rule card, the question, what the dealer tells,
// and the session's finish. Every coup's markup and every card picture come from the page's template (the build's).

import { ROOT } from "../runtime.js";
import { element, find, markAnswers } from "../dom.js";
import { pageLink } from "../links.js";
import { fill, gapAfter, say } from "../words.js";
import { PASS_MARK, answeredWell, bestRun, current, finished, knownAfter, passed, summarize } from "./lesson_state.js";
import { courseWays, linkButton, notPassed, redoButton } from "./lesson_course.js";
import { onStage, reveal, totalsAt } from "./lesson_stage.js";

/** What each topic of question is called in the summary at the end of a session. @type {Record<string, import("../browser_words").KeyFilledWith<{}>>} */
const TOPICS = {
  score: "lesson_view.topic-score",
  natural: "lesson_view.topic-natural",
  player: "lesson_view.topic-player",
  "banker-simple": "lesson_view.topic-banker-simple",
  banker: "lesson_view.topic-banker",
  winner: "lesson_view.topic-winner",
};

/** @typedef {import("./lesson_state.js").LessonState} LessonState */

/**
 * An answer named with its key (aria-keyshortcuts; `keys`, Python's), hinted unless it is its label (a digit).
 * @param {HTMLElement} choice @param {string} value @param {Record<string, string>} keys
 */
export function withKey(choice, value, keys) {
  const key = keys[value] ?? "";
  if (!key || choice.hasAttribute("aria-keyshortcuts")) return;
  choice.setAttribute("aria-keyshortcuts", key);
  if (key !== value) choice.append(" ", element("kbd", { "aria-hidden": "true" }, key));
}

/** @param {HTMLElement} root */
export function viewOf(root) {
  const questionPlace = find(root, ".bac-lesson-question");
  const template = /** @type {HTMLTemplateElement | null} */ (root.querySelector("template.bac-lesson-coups"));
  const held = template?.content ?? document.createDocumentFragment();
  return {
    root,
    session: root.querySelector(".bac-lesson-session"), // a lesson's title (a page's set is not named on screen)
    progress: find(root, ".bac-progress"),
    stage: find(root, ".bac-lesson-stage"),
    teach: find(root, ".bac-lesson-teach"),
    questionPlace,
    told: find(root, ".bac-lesson-told"),
    count: find(root, ".bac-lesson-count"),
    skip: /** @type {HTMLButtonElement} */ (find(root, '[data-action="skip"]')),
    // The template's own children (a fragment has no :scope): each session's coups, then the card pictures.
    sessions: [...held.children].filter((node) => node.hasAttribute("data-session")),
    // A lesson's fresh sets of coups, by "session.set" (set 0 is the session's own).
    sets: new Map([...held.children].filter((node) => node.hasAttribute("data-set")).map((node) => [node.getAttribute("data-set"), node])),
    svgs: [...([...held.children].find((node) => node.hasAttribute("data-svgs"))?.children ?? [])],
    // Each question is drawn as the page draws the first (baccarat.render.lesson): its elements are the models.
    model: {
      prompt: /** @type {HTMLElement} */ (find(questionPlace, ".bac-prompt").cloneNode(false)),
      group: /** @type {HTMLElement} */ (find(questionPlace, ".bac-answers").cloneNode(false)),
      choice: /** @type {HTMLElement} */ (find(questionPlace, "[data-answer]").cloneNode(false)),
    },
    shownCoup: "0.0.0", // the session, its set and the coup on the stage (the page opens on the first)
    shownCard: find(root, ".bac-rule-card").dataset.teach ?? "", // the rule card on show
    cardOpened: /** @type {boolean | null} */ (null), // the reader's own choice for the card on show, if any
  };
}
/** @typedef {ReturnType<typeof viewOf>} LessonView */

/** The session's name, its progress bar (a question counted once answered) and its count. @param {LessonView} view @param {LessonState} state */
export function showHead(view, state) {
  const { session, index, answers } = current(state);
  const total = session.asked.length;
  const done = Math.min(index + (answers[index] && answers[index] !== "-" ? 1 : 0), total);
  view.session?.firstChild?.replaceWith(session.title);
  view.progress.setAttribute("aria-valuemax", String(total));
  view.progress.setAttribute("aria-valuenow", String(done));
  view.progress.setAttribute("aria-valuetext", say("lesson_view.progress", { done, total }));
  view.progress.style.setProperty("--bac-done", `${(100 * done) / Math.max(1, total)}%`);
  view.root.dataset.session = String(state.at);
  view.root.dataset.index = String(index);
}

/**
 * The rule card of `key`: open until the reader has answered its kind right (knownAfter), unless they chose.
 * @param {LessonView} view @param {LessonState} state @param {string} key @param {string} cell the question's Drill cell
 */
function showCard(view, state, key, cell) {
  const card = state.cards[key];
  if (!card) return;
  const box = find(view.teach, ".bac-rule-card");
  if (key !== view.shownCard) {
    view.cardOpened = null;
    box.dataset.teach = key;
    find(box, ".bac-rule-title").textContent = card.title;
    find(box, ".bac-rule-text").textContent = card.rule;
    view.shownCard = key;
  }
  // Never the example of the question's own cell (it would answer it): the card's other one then.
  find(box, ".bac-rule-example").textContent = card.other && cell === card.cell ? card.other : card.example;
  const known = (state.taught[key] ?? 0) >= knownAfter(key);
  setCardOpen(view, view.cardOpened ?? !known);
  view.teach.hidden = false;
}

/** @param {LessonView} view @param {boolean} open */
export function setCardOpen(view, open) {
  find(view.teach, ".bac-rule-toggle").setAttribute("aria-expanded", String(open));
  find(view.teach, ".bac-rule-body").hidden = !open;
}

/**
 * The hands whose totals are hidden until `question` is answered, where they would answer it: for "Who wins?" and
 * "Is there a natural?", each hand whose score this coup has not asked the reader (and told) as it stands now; the
 * scores the reader has just worked out in this coup stay in sight.
 * @param {LessonView} view @param {import("./lesson_state.js").Coup} coup @param {import("./lesson_state.js").Question} question
 */
function hiddenTotals(view, coup, question) {
  if (question.topic !== "winner" && question.topic !== "natural") return [];
  const now = totalsAt(view, Math.max(1, question.step - 1));
  // A coup's first two steps are the scores, the Player's then the Banker's (baccarat.coup).
  return ["player", "banker"].filter((side, i) => {
    const asked = coup.questions.find((earlier) => earlier.topic === "score" && earlier.step === i + 1 && earlier.step < question.step);
    return !asked || totalsAt(view, asked.step)[side] !== now[side];
  });
}

/** The question on show: its coup on the stage, dealt up to it, its rule card and its choices. @param {LessonView} view @param {LessonState} state */
export function showQuestion(view, state) {
  const { root, count, model, questionPlace, told, skip } = view;
  const { session, index } = current(state);
  const { c, question } = session.asked[index];
  if (onStage(view, state, c)) reveal(view, 0, false); // a new coup: its cards are dealt as the first question is asked
  reveal(view, Math.max(1, question.step - 1), true);
  showHead(view, state);
  showCard(view, state, question.teach, question.cell);
  root.dataset.asking = `${question.topic}-${question.step}`;
  const hidden = hiddenTotals(view, session.coups[c], question);
  if (hidden.length) root.dataset.hideTotals = hidden.join(" ");
  else delete root.dataset.hideTotals;
  root.dataset.phase = "ask";
  delete root.dataset.finish;
  delete root.dataset.unpinned; // the felt pins again as the next answer is told (lesson.js)
  // One count for the reader: the question in this session (as the progress bar counts), the coup as context.
  const names = { question: index + 1, questions: session.asked.length, coup: c + 1, coups: session.coups.length };
  count.textContent = state.words.count ? fill(state.words.count, names) : say("lesson_view.count", names);
  const prompt = /** @type {HTMLElement} */ (model.prompt.cloneNode(false));
  prompt.textContent = question.prompt;
  const choices = /** @type {HTMLElement} */ (model.group.cloneNode(false));
  for (const [value, label] of question.choices) {
    const choice = /** @type {HTMLElement} */ (model.choice.cloneNode(false));
    choice.dataset.answer = value;
    choice.textContent = label;
    withKey(choice, value, state.keys);
    choices.append(choice);
  }
  // A third card on screen before its lesson: said once, before the question (the build chose where).
  const note = /** @type {import("./lesson_state.js").Noted} */ (question).note;
  questionPlace.replaceChildren(...(note ? [element("p", { class: "bac-lesson-note" }, note)] : []), prompt, choices);
  told.hidden = true;
  skip.hidden = false;
}

/**
 * What the dealer tells after the reader's pick `value`: right or wrong, why, the rule's page, and "Next".
 * @param {LessonView} view @param {LessonState} state @param {string} value @param {boolean} right
 */
export function showTold(view, state, value, right) {
  const { root, questionPlace, told, skip } = view;
  const { session, index } = current(state);
  const { c, n, question } = session.asked[index];
  markAnswers(questionPlace, value, question.answer);
  delete root.dataset.asking;
  delete root.dataset.hideTotals;
  root.dataset.phase = "told";
  showHead(view, state); // the bar fills as the question is answered
  const last = n === session.coups[c].questions.length - 1;
  // Then the dealer shows what happens; after the coup's last question, the coup to its end and its result, unless
  // it asked only the scores (a rules page's first quiz: its result would name a natural, not taught yet) or a hand
  // would then draw by a rule a later lesson teaches (the line after says which: the coup stops there).
  const after = /** @type {import("./lesson_state.js").Noted} */ (question).after;
  reveal(view, last && question.topic !== "score" && !after ? 99 : question.step, true);
  const verdict = element("p", { class: "bac-verdict" });
  verdict.append(element("span", {}, say(right ? "lesson_view.right" : "lesson_view.wrong")), ` ${question.explanation}`);
  const feedback = element("div", { class: "bac-feedback", "data-correct": String(right) });
  feedback.append(verdict);
  if (last && after) feedback.append(element("p", { class: "bac-lesson-note" }, after)); // a move taught later
  if (!right) {
    const rule = element("p", { class: "bac-lesson-rule" });
    rule.append(element("a", { href: new URL(question.rule, ROOT).href }, say("lesson_view.read-rule")));
    feedback.append(rule);
  }
  const label = say(index === session.asked.length - 1 ? "lesson_view.see-how" : last ? "lesson_view.next-coup" : "lesson_view.next-question");
  const next = element("button", { type: "button", class: "md-button md-button--primary", "data-action": "next" }, label);
  next.append(" ", element("kbd", { "aria-hidden": "true" }, say("lesson_view.enter-key")));
  told.replaceChildren(feedback, next);
  told.hidden = false;
  skip.hidden = last;
  return next;
}

/**
 * The ways on after a session: the next lesson (or another set), the rule's page, the Drill, the session again.
 * @param {LessonState} state @param {ReturnType<typeof summarize>} result @param {string} again
 */
function waysOn(state, result, again) {
  const ways = element("div", { class: "bac-lesson-next" });
  // Every question skipped: the session itself first; under the pass mark (the finish advises practice): the Drill first.
  const [none, weak] = [result.answered === 0, result.answered > 0 && !passed(result)];
  if (none) ways.append(element("button", { type: "button", class: "md-button md-button--primary", "data-action": "again" }, again));
  const next = state.mode === "quiz" || state.at < state.sessions.length - 1;
  const drill = linkButton(pageLink(result.query, { path: "drill/" }), say(result.missed ? "lesson_view.practise-missed" : "lesson_view.keep-sharp"), (next && !weak) || none ? "" : "md-button--primary");
  if (weak) ways.append(drill);
  if (next) {
    const label = state.mode === "quiz" ? say("lesson_view.another-set") : say("lesson_view.next-lesson", { title: state.sessions[state.at + 1].title });
    ways.append(element("button", { type: "button", class: none || weak ? "md-button" : "md-button md-button--primary", "data-action": "next-session" }, label));
  }
  if (!weak) ways.append(drill);
  if (state.mode === "lesson") ways.append(linkButton(new URL(current(state).session.rule, ROOT).href, say("lesson_view.reread")));
  if (!none) ways.append(element("button", { type: "button", class: "md-button", "data-action": "again" }, again));
  return ways;
}

/**
 * Each skill's result, by the one pass mark (lesson_state.passed): in a session under it, a skill under it too needs
 * practice; any other miss is said softly (the Drill brings it back); questions skipped said so (never a miss). And the line on
 * what the reader knows: the session's own (`knows`) only when every skill was answered well, else the skills to
 * practise, else those not tried yet, else "go on" (a soft miss); none when every question was skipped (the first way
 * on offers the session again). The main way on agrees (waysOn): the Drill under the pass mark, else the next lesson.
 * @param {LessonState} state @param {ReturnType<typeof summarize>} result @param {string} knows
 */
function results(state, result, knows) {
  const rows = element("ul", { class: "bac-lesson-summary" });
  const [weak, untried, softly] = [/** @type {string[]} */ ([]), /** @type {string[]} */ ([]), /** @type {string[]} */ ([])];
  const pass = passed(result);
  for (const skill of result.topics) {
    const [topic, skipped, { right, answered }] = [say(TOPICS[skill.topic]), skill.asked - skill.answered, skill];
    const line = !answered ? say("lesson_view.topic-untried", { topic, skipped })
      : skipped ? say("lesson_view.topic-result-skipped", { topic, right, answered, skipped }) : say("lesson_view.topic-result", { topic, right, answered });
    // The one mark for a skill too: under it (in a session under it), practise; at it or over, a slip said softly.
    const [row, practise] = [element("li", {}, line), !pass && right < answered && (!passed(skill) || answered - right > 2)];
    const soft = !practise && right < answered;
    if (practise) row.append(gapAfter(line), element("strong", {}, say("lesson_view.needs-practice")));
    if (soft) row.append(gapAfter(line), say(answered - right > 1 ? "lesson_view.missed-twice" : "lesson_view.missed-once"));
    (practise ? weak : skipped ? untried : soft ? softly : []).push(topic);
    rows.append(row);
  }
  const skills = (/** @type {string[]} */ names) => names.join(say("lesson_view.list-separator"));
  const practise = state.mode === "quiz" ? "lesson_view.to-practise-set" : "lesson_view.to-practise";
  const said = !result.answered ? "" : weak.length ? say(practise, { skills: skills(weak) }) : untried.length ? say("lesson_view.to-try", { skills: skills(untried) }) : softly.length ? say("lesson_view.go-on-missed") : knows;
  return { rows, knows: said ? element("p", { class: "bac-lesson-knows" }, said) : null, weak: weak.length };
}

/**
 * A session's finish: how the reader did, skill by skill, what they now know (or should practise), the ways on,
 * and in the lessons every lesson, to open again. After the last lesson of a finished course, the course's finish.
 * @param {LessonView} view @param {LessonState} state @param {string} again
 */
export function showFinish(view, state, again) {
  const { root, count, questionPlace, told, skip, teach } = view;
  delete root.dataset.asking;
  root.dataset.phase = "done";
  const { session } = current(state);
  // The last coup's felt and result are folded away (the stylesheet's, by the phase): the result is first on screen.
  showHead(view, state);
  skip.hidden = true;
  teach.hidden = true;
  const [result, total] = [summarize(state), session.asked.length];
  const { answered, right } = result;
  // Every question answered: the count and the right ones ("12 questions, 9 right"); some skipped: how many answered.
  const score = answered === total ? say("lesson_view.summary-all", { total, right }) : answered ? say("lesson_view.summary", { answered, total, right }) : say("lesson_view.all-skipped");
  // A lesson's finish named; a page's set never by its bare number (its share line names it): the score, said to a
  // screen reader (the stylesheet hides the line, the heading under it says the same).
  count.textContent = state.mode === "quiz" ? score : say("lesson_view.finished", { title: session.title });
  const heading = element("p", { class: "bac-prompt bac-lesson-result" }, score);
  // The pass mark said where the verdict is: passed or not yet, and what passes (every skill is judged by it too).
  const mark = { mark: Math.round(PASS_MARK * 100) };
  const verdict = answered ? [element("p", { class: "bac-lesson-mark" }, say(passed(result) ? "lesson_view.mark-passed" : "lesson_view.mark-under", mark))] : [];
  const course = courseDone(state);
  // The course complete only once every lesson is passed (its best run): else its first way on redoes the first not.
  const redo = course ? redoButton(state, "md-button--primary") : null;
  const { rows, knows, weak } = results(state, result, course && !redo ? (courseWell(state) ? course.done : "") : session.knows);
  const path = state.mode === "lesson" ? [lessonPath(state)] : [element("p", { class: "bac-lesson-share" }, say("lesson_view.share-set", { title: session.title }))]; // a set's link: lesson.js
  if (course) {
    root.dataset.finish = "course"; // the whole course's finish, not only the lesson's
    heading.classList.remove("bac-prompt");
    // The score first, then what the reader knows or should practise, as every lesson's finish says them.
    // Under the pass mark, the heading says what is still to practise, and the Drill comes first, as the advice says.
    // Lessons not passed: the heading says how many, and the ways on are the first of them, then the Drill.
    const title = redo ? say("lesson_view.course-behind", { count: notPassed(state).length }) : weak ? course.behind[weak > 1 ? 1 : 0] : course.title;
    const practise = say(result.missed ? "lesson_view.practise-missed" : "lesson_view.keep-sharp");
    const drill = weak || redo ? [linkButton(pageLink(result.query, { path: "drill/" }), practise, redo ? "" : "md-button--primary")] : [];
    questionPlace.replaceChildren(element("p", { class: "bac-prompt bac-lesson-course bac-lesson-result" }, title), heading, ...verdict, ...(knows ? [knows] : []), rows);
    const ways = redo ? [redo, ...drill] : drill;
    told.replaceChildren(element("p", { class: "bac-lesson-practise" }, redo ? say("lesson_view.what-next") : course.next), courseWays(redo ? [] : course.ways, again, ways, redo?.dataset.session !== String(state.at)), ...path);
  } else {
    questionPlace.replaceChildren(heading, ...verdict, ...(knows ? [knows] : []), rows);
    told.replaceChildren(element("p", { class: "bac-lesson-practise" }, say("lesson_view.what-next")), waysOn(state, result, again), ...path);
  }
  told.hidden = false;
  return told;
}

/** Whether every lesson's every skill was answered well (the course's "You can now…"). @param {LessonState} state */
const courseWell = (state) => state.sessions.every((_, s) => summarize(state, s).topics.every(answeredWell));

/**
 * Every lesson, each with its best result and a ✓ once passed (practised again, a lesson keeps both), to open again
 * (a lesson done deals fresh coups).
 * @param {LessonState} state
 */
function lessonPath(state) {
  const list = element("ol", { class: "bac-lesson-path" });
  state.sessions.forEach((session, s) => {
    const best = bestRun(state, s);
    const [done, [right, total]] = [best !== null, best ?? [0, 0]];
    const well = done && passed({ right, answered: total, asked: total });
    const status = done ? say(well ? "lesson_view.path-done" : "lesson_view.path-under", { right, total }) : state.progress[s] ? say("lesson_view.path-begun") : say("lesson_view.path-new");
    const open = element("button", { type: "button", class: "md-button", "data-action": "open-lesson", "data-session": String(s) });
    if (s === state.at) open.setAttribute("aria-current", "step");
    open.append(element("span", { class: "bac-path-mark", "aria-hidden": "true" }, done && well ? "✓" : String(s + 1)), element("span", { class: "bac-path-title" }, session.title), element("span", { class: "bac-path-status" }, status));
    const item = element("li", { "data-done": String(done) });
    item.append(open);
    list.append(item);
  });
  const box = element("nav", { class: "bac-lesson-paths", "aria-label": say("lesson_view.lessons") });
  box.append(element("p", { class: "bac-lesson-practise" }, say("lesson_view.lessons")), list);
  return box;
}

/** The course's finish, if its last lesson is on show (else null): the course's words. @param {LessonState} state */
function courseDone(state) {
  const last = state.mode === "lesson" && state.at === state.sessions.length - 1;
  return last && finished(state, state.at) ? state.words.course ?? null : null;
}
