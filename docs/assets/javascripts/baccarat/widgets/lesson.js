// @ts-check
// "Your first shoe": one question at a time, asked before the dealer shows the answer. Every coup, question,
// answer and explanation was worked out by the package when the site was built (the page's data): this
// module only asks, compares the reader's pick with the answer it was given, and remembers where they are.
// In two parts, as Material's components are: the state (where the reader is and what they answered: plain
// data, no DOM) and the view (the stage, the question and what the dealer tells); `mount` wires them.

import { ROOT } from "../runtime.js";
import { bringIntoView, element, find, markAnswers, setState } from "../dom.js";
import { pageLink } from "../links.js";
import { digest, noticeSlot, savedItem, whenNotSaved } from "../storage.js";
import { say } from "../words.js";

const VERSION = 2; // 2: the first shoe asks about twenty questions (version 1's progress is set aside)
const MAX_SAVED = 4096; // characters: a saved lesson is a few hundred; anything longer is not ours

/** Each topic of question, and the key of what it is called in the summary at the end of the shoe. */
const TOPICS = {
  score: "lesson.topic-score",
  natural: "lesson.topic-natural",
  player: "lesson.topic-player",
  banker: "lesson.topic-banker",
  winner: "lesson.topic-winner",
};

/**
 * A question of the lesson, as the build wrote it (baccarat.lesson), with the key of its drill (`drill`).
 * @typedef {{prompt: string, choices: [string, string][], answer: string, explanation: string, rule: string,
 *   step: number, topic: string, drill: string}} Question
 */
/**
 * The Drill's link after the questions, by the keys of the missed questions' drills (each once, sorted,
 * comma-separated): a link's query as Python wrote it; under "" the whole Drill's, for any other combination.
 * @typedef {Record<string, import("../links.js").Query<string>>} DrillLinks
 */
/** @typedef {{html: string, questions: Question[]}} Coup */
/** Each question with its coup `c` and its number `n` in that coup. @typedef {{c: number, n: number, question: Question}} Asked */

// ---- State: where the reader is, and what they answered (no DOM) ----

/**
 * @typedef {object} LessonState
 * @property {Coup[]} coups
 * @property {DrillLinks} drills
 * @property {Asked[]} asked every question, in order
 * @property {string} lessonId the digest of these coups (a saved lesson of other coups is not this one's)
 * @property {number} index the question on show (asked.length: the lesson is over)
 * @property {string} answers a mark per question: "r" right, "w" wrong, "-" not answered
 */

/** The lesson in the page's data (`data-lesson`, `data-drills`, `data-coups`). @param {DOMStringMap} data @returns {LessonState} */
function lessonOf(data) {
  const coups = /** @type {Coup[]} */ (JSON.parse(data.lesson ?? "[]"));
  const drills = /** @type {DrillLinks} */ (JSON.parse(data.drills ?? "{}"));
  const asked = coups.flatMap((coup, c) => coup.questions.map((question, n) => ({ c, n, question })));
  return { coups, drills, asked, lessonId: digest(data.coups ?? ""), index: 0, answers: "-".repeat(asked.length) };
}

/** The saved progress in `text`, if it is sound and for these coups; else null. @param {LessonState} state @param {string | null} text */
function readable(state, text) {
  const { asked, lessonId } = state;
  try {
    if (!text || text.length > MAX_SAVED) return null;
    const saved = JSON.parse(text);
    const sound =
      saved?.version === VERSION &&
      saved.lesson === lessonId &&
      Number.isInteger(saved.index) &&
      saved.index >= 0 &&
      saved.index <= asked.length &&
      typeof saved.answers === "string" &&
      new RegExp(`^[rw-]{${asked.length}}$`).test(saved.answers);
    return sound ? { index: /** @type {number} */ (saved.index), answers: /** @type {string} */ (saved.answers) } : null;
  } catch {
    return null;
  }
}

/** The reader's pick of the question on show, marked; answers whether it was right. @param {LessonState} state @param {string} value */
function mark(state, value) {
  const right = value === state.asked[state.index].question.answer;
  state.answers = state.answers.slice(0, state.index) + (right ? "r" : "w") + state.answers.slice(state.index + 1);
  return right;
}

/** Past the rest of the coup on show. @param {LessonState} state */
function skipCoup(state) {
  const { c } = state.asked[state.index];
  while (state.index < state.asked.length && state.asked[state.index].c === c) state.index += 1;
}

/** @param {LessonState} state */
function restart(state) {
  state.index = 0;
  state.answers = "-".repeat(state.asked.length);
}

/**
 * The shoe's result: each topic's right and answered counts, and what the Drill should practise.
 * @param {LessonState} state
 */
function summarize(state) {
  const { asked, answers, drills } = state;
  const marked = asked.map((entry, i) => ({ ...entry, mark: answers[i] }));
  const topics = Object.entries(TOPICS).map(([topic, key]) => {
    const ofTopic = marked.filter((entry) => entry.question.topic === topic);
    const right = ofTopic.filter((entry) => entry.mark === "r").length;
    return { key, right, answered: ofTopic.filter((entry) => entry.mark !== "-").length };
  });
  const right = [...answers].filter((mark) => mark === "r").length;
  const answered = [...answers].filter((mark) => mark !== "-").length;
  const missed = marked.filter((entry) => entry.mark === "w").map((entry) => entry.question.drill);
  const query = drills[[...new Set(missed)].sort().join(",")] ?? drills[""] ?? {};
  return { topics, right, answered, drill: pageLink(query, { path: "drill/" }), missed: missed.length > 0 };
}

// ---- View: the stage, the question and what the dealer tells ----

/** @param {HTMLElement} root */
function viewOf(root) {
  const questionPlace = find(root, ".bac-lesson-question");
  return {
    root,
    stage: find(root, ".bac-lesson-stage"),
    questionPlace,
    told: find(root, ".bac-lesson-told"),
    count: find(root, ".bac-lesson-count"),
    skip: /** @type {HTMLButtonElement} */ (find(root, '[data-action="skip"]')),
    // Each question is drawn as the page draws the first (baccarat.render.lesson): its elements are the models.
    model: {
      prompt: /** @type {HTMLElement} */ (find(questionPlace, ".bac-prompt").cloneNode(false)),
      group: /** @type {HTMLElement} */ (find(questionPlace, ".bac-answers").cloneNode(false)),
      choice: /** @type {HTMLElement} */ (find(questionPlace, "[data-answer]").cloneNode(false)),
    },
    shownCoup: 0, // the coup on the stage (the page opens on the first)
  };
}
/** @typedef {ReturnType<typeof viewOf>} LessonView */

/** Show the stage's coup up to `step`, with what that step deals sliding in. @param {LessonView} view @param {number} step @param {boolean} animate */
function reveal(view, step, animate) {
  const coup = find(view.stage, ".bac-coup");
  coup.classList.toggle("bac-live", animate);
  for (const node of /** @type {NodeListOf<HTMLElement>} */ (coup.querySelectorAll("[data-reveal]"))) {
    const dealt = node.hidden && Number(node.dataset.reveal) <= step;
    node.hidden = Number(node.dataset.reveal) > step;
    node.toggleAttribute("data-just-dealt", dealt && animate);
  }
  // Each hand's score as it stands after that step (Python wrote it on every step of the coup).
  const steps = /** @type {HTMLElement[]} */ ([...coup.querySelectorAll("ol.bac-steps > li")]);
  const at = steps[Math.min(step, steps.length) - 1];
  for (const hand of /** @type {NodeListOf<HTMLElement>} */ (coup.querySelectorAll(".bac-hand"))) {
    const value = hand.querySelector(".bac-score-value");
    const total = at?.dataset[`${hand.dataset.side}Total`];
    if (value && total !== undefined) value.textContent = total;
  }
}

/** The question on show: its coup on the stage, dealt up to it, and its choices. @param {LessonView} view @param {LessonState} state */
function showQuestion(view, state) {
  const { root, stage, count, model, questionPlace, told, skip } = view;
  const { c, n, question } = state.asked[state.index];
  if (c !== view.shownCoup || !stage.querySelector(".bac-coup")) {
    stage.innerHTML = state.coups[c].html; // drawn by baccarat.render when the site was built: every text in it is escaped
    view.shownCoup = c;
    reveal(view, 0, false); // a new coup: its cards are dealt as the first question is asked
  }
  reveal(view, Math.max(1, question.step - 1), true);
  root.dataset.asking = `${question.topic}-${question.step}`;
  root.dataset.phase = "ask";
  const questions = state.coups[c].questions.length;
  count.textContent = say("lesson.count", { coup: c + 1, coups: state.coups.length, question: n + 1, questions });
  const prompt = /** @type {HTMLElement} */ (model.prompt.cloneNode(false));
  prompt.textContent = question.prompt;
  const choices = /** @type {HTMLElement} */ (model.group.cloneNode(false));
  for (const [value, label] of question.choices) {
    const choice = /** @type {HTMLElement} */ (model.choice.cloneNode(false));
    choice.dataset.answer = value;
    choice.textContent = label;
    choices.append(choice);
  }
  questionPlace.replaceChildren(prompt, choices);
  told.hidden = true;
  skip.hidden = false;
}

/**
 * What the dealer tells after the reader's pick `value`: right or wrong, why, the rule's page, and "Next".
 * @param {LessonView} view
 * @param {LessonState} state
 * @param {string} value
 * @param {boolean} right
 */
function showTold(view, state, value, right) {
  const { root, questionPlace, told, skip } = view;
  const { c, n, question } = state.asked[state.index];
  markAnswers(questionPlace, value, question.answer);
  delete root.dataset.asking;
  root.dataset.phase = "told";
  reveal(view, question.step, true); // then the dealer shows what happens
  const verdict = element("p", { class: "bac-verdict" });
  verdict.append(element("span", {}, say(right ? "lesson.right" : "lesson.wrong")), ` ${question.explanation}`);
  const feedback = element("div", { class: "bac-feedback", "data-correct": String(right) });
  feedback.append(verdict);
  if (!right) {
    const rule = element("p", { class: "bac-lesson-rule" });
    rule.append(element("a", { href: new URL(question.rule, ROOT).href }, say("lesson.read-rule")));
    feedback.append(rule);
  }
  const last = n === state.coups[c].questions.length - 1;
  const label = say(state.index === state.asked.length - 1 ? "lesson.see-how" : last ? "lesson.next-coup" : "lesson.next-question");
  const next = element("button", { type: "button", class: "md-button md-button--primary", "data-action": "next" }, label);
  told.replaceChildren(feedback, next);
  told.hidden = false;
  skip.hidden = last;
  return next;
}

/** The end of the shoe: each topic's result, and the way on to the Drill or back to the start. @param {LessonView} view @param {LessonState} state */
function showSummary(view, state) {
  const { root, count, questionPlace, told, skip } = view;
  delete root.dataset.asking;
  root.dataset.phase = "done";
  reveal(view, 99, false);
  skip.hidden = true;
  count.textContent = root.dataset.over ?? "";
  const result = summarize(state);
  const rows = element("ul", { class: "bac-lesson-summary" });
  for (const { key, right, answered } of result.topics) {
    const name = say(key);
    const line = answered ? say("lesson.topic-result", { topic: name, right, answered }) : say("lesson.topic-skipped", { topic: name });
    rows.append(element("li", {}, line));
  }
  const { answered, right } = result;
  const words = answered ? say("lesson.summary", { answered, total: state.asked.length, right }) : say("lesson.all-skipped");
  const heading = element("p", { class: "bac-prompt" }, words);
  const label = say(result.missed ? "lesson.practise-missed" : "lesson.keep-sharp");
  const toDrill = element("a", { href: result.drill, class: "md-button md-button--primary" }, label);
  const again = element("button", { type: "button", class: "md-button", "data-action": "again" }, root.dataset.again ?? "");
  questionPlace.replaceChildren(heading, rows);
  told.replaceChildren(toDrill, " ", again);
  told.hidden = false;
  return again;
}

// ---- The reader's controls ----

/** @param {HTMLElement} root */
export function mount(root) {
  const state = lessonOf(root.dataset);
  const view = viewOf(root);
  const { questionPlace, skip } = view;
  // Each set of questions saves under a key of its own: the first shoe's progress and each rules page's.
  // Saved as the Drill's progress is: compare and swap, a copy it cannot read set aside (never deleted),
  // a full storage said honestly. Another tab's newer progress is simply taken: this tab had only answers.
  const item = savedItem(root.dataset.saveKey ?? "baccarat-lesson", {
    root,
    onConflict: () => {
      Object.assign(state, readable(state, item.load()) ?? {});
      ask();
    },
  });
  async function save() {
    const progress = () => item.save({ version: VERSION, lesson: state.lessonId, index: state.index, answers: state.answers });
    const result = await progress();
    if (result !== "saved" && result !== "conflict") whenNotSaved(result, item, noticeSlot(root), progress);
  }
  function ask() {
    root.dataset.index = String(state.index);
    save();
    if (state.index < state.asked.length) return showQuestion(view, state);
    showSummary(view, state).addEventListener("click", () => {
      restart(state);
      ask();
    });
  }
  /** @param {string} value */
  function answer(value) {
    if (root.dataset.phase !== "ask") return;
    const next = showTold(view, state, value, mark(state, value));
    next.addEventListener("click", (event) => {
      state.index += 1;
      ask();
      // A keyboard reader (a click with no pointer: detail 0) goes on to the first answer; a pointer or touch
      // keeps no focus there, where the focus colour would look like an answer already picked.
      if (event.detail === 0) /** @type {HTMLElement | null} */ (questionPlace.querySelector("[data-answer], [data-action]"))?.focus();
    });
    save(); // the question stays current until "Next": a reload asks it again
    next.focus({ preventScroll: true });
    bringIntoView(view.told);
  }
  // Where the reader left off; a copy that is not a sound lesson of these coups is set aside, and the lesson starts afresh.
  const text = item.load();
  const found = readable(state, text);
  if (text && !found) item.setAside(text);
  Object.assign(state, found ?? {});
  skip.addEventListener("click", () => {
    skipCoup(state);
    ask();
  });
  questionPlace.addEventListener("click", (event) => {
    const choice = /** @type {HTMLElement} */ (event.target).closest("[data-answer]");
    if (choice instanceof HTMLElement && choice.dataset.answer !== undefined) answer(choice.dataset.answer);
  });
  if (state.index > 0) ask(); // where the reader left off
  else root.dataset.phase = "ask"; // the page already shows the first question
  setState(root, "ready");
}
