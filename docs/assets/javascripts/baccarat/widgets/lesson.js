// @ts-check
// "Your first shoe": one question at a time, asked before the dealer shows the answer. Every coup, question,
// answer and explanation was worked out by the package when the site was built (the page's data): this
// module only asks, compares the reader's pick with the answer it was given, and remembers where they are.

import { ROOT } from "../runtime.js";
import { bringIntoView, element, markAnswers, setState } from "../dom.js";
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

/** @param {HTMLElement} root */
export function mount(root) {
  const coups = JSON.parse(root.dataset.lesson ?? "[]");
  const asked = coups.flatMap((coup, c) => coup.questions.map((question, n) => ({ c, n, question })));
  const stage = /** @type {HTMLElement} */ (root.querySelector(".bac-lesson-stage"));
  const questionPlace = /** @type {HTMLElement} */ (root.querySelector(".bac-lesson-question"));
  const told = /** @type {HTMLElement} */ (root.querySelector(".bac-lesson-told"));
  const count = /** @type {HTMLElement} */ (root.querySelector(".bac-lesson-count"));
  const skip = /** @type {HTMLButtonElement} */ (root.querySelector('[data-action="skip"]'));
  const lessonId = digest(root.dataset.coups ?? "");
  // Each set of questions saves under a key of its own: the first shoe's progress and each rules page's.
  const key = root.dataset.saveKey ?? "baccarat-lesson";
  // Each question is drawn as the page draws the first (baccarat.render.lesson): its elements are the models.
  const model = {
    prompt: /** @type {HTMLElement} */ (questionPlace.querySelector(".bac-prompt")).cloneNode(false),
    group: /** @type {HTMLElement} */ (questionPlace.querySelector(".bac-answers")).cloneNode(false),
    choice: /** @type {HTMLElement} */ (questionPlace.querySelector("[data-answer]")).cloneNode(false),
  };
  let shownCoup = 0; // the coup on the stage (the page opens on the first)
  // Saved as the Drill's progress is: compare and swap, a copy it cannot read set aside (never deleted),
  // a full storage said honestly. Another tab's newer progress is simply taken: this tab had only answers.
  const item = savedItem(key, {
    root,
    onConflict: () => {
      ({ index, answers } = readable(item.load()) ?? { index, answers });
      ask();
    },
  });
  let { index, answers } = restore();

  /** The saved progress in `text`, if it is sound and for these coups; else null. */
  function readable(text) {
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
      return sound ? { index: saved.index, answers: saved.answers } : null;
    } catch {
      return null;
    }
  }

  /** Where the reader left off; a copy that is not a sound lesson of these coups is set aside, and the lesson starts afresh. */
  function restore() {
    const text = item.load();
    const found = readable(text);
    if (text && !found) item.setAside(text);
    return found ?? { index: 0, answers: "-".repeat(asked.length) };
  }

  async function save() {
    const progress = () => item.save({ version: VERSION, lesson: lessonId, index, answers });
    const result = await progress();
    if (result !== "saved" && result !== "conflict") whenNotSaved(result, item, noticeSlot(root), progress);
  }

  /** Show the stage's coup up to `step`, with what that step deals sliding in. */
  function reveal(step, animate) {
    const coup = /** @type {HTMLElement} */ (stage.querySelector(".bac-coup"));
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

  function ask() {
    root.dataset.index = String(index);
    save();
    if (index >= asked.length) return summary();
    const { c, n, question } = asked[index];
    if (c !== shownCoup || !stage.querySelector(".bac-coup")) {
      stage.innerHTML = coups[c].html; // drawn by baccarat.render when the site was built: every text in it is escaped
      shownCoup = c;
      reveal(0, false); // a new coup: its cards are dealt as the first question is asked
    }
    reveal(Math.max(1, question.step - 1), true);
    root.dataset.asking = `${question.topic}-${question.step}`;
    root.dataset.phase = "ask";
    const questions = coups[c].questions.length;
    count.textContent = say("lesson.count", { coup: c + 1, coups: coups.length, question: n + 1, questions });
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

  function answer(value) {
    if (root.dataset.phase !== "ask") return;
    const { c, n, question } = asked[index];
    const right = value === question.answer;
    markAnswers(questionPlace, value, question.answer);
    answers = answers.slice(0, index) + (right ? "r" : "w") + answers.slice(index + 1);
    delete root.dataset.asking;
    root.dataset.phase = "told";
    reveal(question.step, true); // then the dealer shows what happens
    const verdict = element("p", { class: "bac-verdict" });
    verdict.append(element("span", {}, say(right ? "lesson.right" : "lesson.wrong")), ` ${question.explanation}`);
    const feedback = element("div", { class: "bac-feedback", "data-correct": String(right) });
    feedback.append(verdict);
    if (!right) {
      const rule = element("p", { class: "bac-lesson-rule" });
      rule.append(element("a", { href: new URL(question.rule, ROOT).href }, say("lesson.read-rule")));
      feedback.append(rule);
    }
    const last = n === coups[c].questions.length - 1;
    const label = say(index === asked.length - 1 ? "lesson.see-how" : last ? "lesson.next-coup" : "lesson.next-question");
    const next = element("button", { type: "button", class: "md-button md-button--primary", "data-action": "next" }, label);
    next.addEventListener("click", (event) => {
      index += 1;
      ask();
      // A keyboard reader (a click with no pointer: detail 0) goes on to the first answer; a pointer or touch
      // keeps no focus there, where the focus colour would look like an answer already picked.
      if (event.detail === 0) {
        /** @type {HTMLElement | null} */ (questionPlace.querySelector("[data-answer], [data-action]"))?.focus();
      }
    });
    told.replaceChildren(feedback, next);
    told.hidden = false;
    skip.hidden = last;
    save(); // the question stays current until "Next": a reload asks it again

    next.focus({ preventScroll: true });
    bringIntoView(told);
  }

  function summary() {
    delete root.dataset.asking;
    root.dataset.phase = "done";
    reveal(99, false);
    skip.hidden = true;
    count.textContent = root.dataset.over ?? "";
    const rows = element("ul", { class: "bac-lesson-summary" });
    const missedRows = new Set();
    const missedKinds = new Set();
    for (const [topic, key] of Object.entries(TOPICS)) {
      const name = say(key);
      const ofTopic = asked.map((entry, i) => ({ ...entry, mark: answers[i] })).filter((entry) => entry.question.topic === topic);
      const rightCount = ofTopic.filter((entry) => entry.mark === "r").length;
      const answered = ofTopic.filter((entry) => entry.mark !== "-").length;
      for (const entry of ofTopic.filter((e) => e.mark === "w")) {
        missedKinds.add(entry.question.drill.kind);
        if (entry.question.drill.rows) missedRows.add(entry.question.drill.rows);
      }
      const line = answered
        ? say("lesson.topic-result", { topic: name, right: rightCount, answered })
        : say("lesson.topic-skipped", { topic: name });
      rows.append(element("li", {}, line));
    }
    const right = [...answers].filter((mark) => mark === "r").length;
    const answered = [...answers].filter((mark) => mark !== "-").length;
    const words = answered
      ? say("lesson.summary", { answered, total: asked.length, right })
      : say("lesson.all-skipped");
    const heading = element("p", { class: "bac-prompt" }, words);
    const drill = new URL("drill/", ROOT);
    if (missedRows.size && missedKinds.size === 1) drill.search = `kind=banker&rows=${[...missedRows].sort().join(",")}`;
    else if (missedKinds.size === 1) drill.search = `kind=${[...missedKinds][0]}`;
    const toDrill = element(
      "a",
      { href: drill.href, class: "md-button md-button--primary" },
      say(missedKinds.size ? "lesson.practise-missed" : "lesson.keep-sharp"),
    );
    const again = element("button", { type: "button", class: "md-button", "data-action": "again" }, root.dataset.again ?? "");
    again.addEventListener("click", () => {
      index = 0;
      answers = "-".repeat(asked.length);
      ask();
    });
    questionPlace.replaceChildren(heading, rows);
    told.replaceChildren(toDrill, " ", again);
    told.hidden = false;
  }

  skip.addEventListener("click", () => {
    const { c } = asked[index];
    while (index < asked.length && asked[index].c === c) index += 1;
    ask();
  });
  questionPlace.addEventListener("click", (event) => {
    const choice = /** @type {HTMLElement} */ (event.target).closest("[data-answer]");
    if (choice instanceof HTMLElement && choice.dataset.answer !== undefined) answer(choice.dataset.answer);
  });
  if (index > 0) ask(); // where the reader left off
  else root.dataset.phase = "ask"; // the page already shows the first question
  setState(root, "ready");
}
