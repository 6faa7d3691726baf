// @ts-check
// The Drill: questions on the scores and the drawing rules, graded by Python, with the reader's
// own Banker chart; progress is saved in this browser and can never be lost between two tabs.

import { answer as answerOf, knows } from "../runtime.js";
import {
  ask,
  bringIntoView,
  element,
  enableControls,
  hasKeyboard,
  linkPairs,
  linkQuery,
  listenWhileMounted,
  markAnswers,
  randomSeed,
  showError,
  startWidget,
} from "../dom.js";
import { noticeSlot, notice, savedItem, whenNotSaved } from "../storage.js";
import { say } from "../words.js";

const DRILL_PROGRESS = "baccarat-drill-progress"; // localStorage: {version, revision, cells}; Python checks it

export function mount(root) {
  const status = root.querySelector(".bac-status");
  const result = root.querySelector(".bac-result");
  const feedbackPlace = root.querySelector(".bac-feedback-place");
  const next = root.querySelector('[data-action="next"]');
  const scoreLine = root.querySelector(".bac-drill-score");
  const said = root.querySelector(".bac-drill-said"); // read out: the verdict and the score, not the chart
  const chartPlace = root.querySelector(".bac-mastery-place");
  const linkLine = root.querySelector(".bac-drill-link");
  const form = root.querySelector('[data-form="drill"]');
  const saved = savedItem(DRILL_PROGRESS, { root, onConflict: offerLatest });
  let settings = null; // {seed, kind, rows, replay}
  let progress = null;
  let session = null; // the score of this visit's drill: {asked, right, streak, best}, fresh from Python's drill-start
  let current = null; // the question on show: {number, cell, step}
  let following = null; // what "Next" asks
  let answered = false;

  /** Read the stored progress (Python checks it); an unreadable copy is set aside, never lost. */
  async function loadProgress(pairs = []) {
    const stored = saved.load();
    const start = await answerOf({ action: "drill-start", stored, pairs }); // a new reader's: from the page
    progress = start.progress;
    chartPlace.innerHTML = start.chart; // from baccarat.render.drill: every piece of text in it is escaped
    if (start.note) {
      const aside = await saved.setAside(stored);
      scoreLine.textContent = aside ? say("drill.set-aside", { note: start.note, key: aside }) : start.note;
    }
    return start;
  }

  function offerLatest() {
    notice(
      noticeSlot(root),
      "bac-drill-conflict",
      say("drill.conflict"),
      [[say("drill.take-latest"), "reload", () => loadProgress().then(() => (scoreLine.textContent = say("drill.latest-loaded")))]],
    );
  }

  async function keep() {
    const outcome = await saved.save(progress);
    if (outcome !== "saved") whenNotSaved(outcome, saved, noticeSlot(root), () => saved.save(progress));
  }

  function showLink() {
    const url = new URL(location.pathname, location.origin);
    const params = { seed: String(settings.seed), kind: settings.kind };
    if (settings.rows.length) params.rows = settings.rows.join(",");
    url.search = linkQuery(params);
    const link = element("a", { href: url.href }, url.href);
    linkLine.replaceChildren(say("drill.same-questions"), link);
  }

  async function askQuestion(which) {
    const reply = await ask(root, { action: "drill-question", ...settings, ...which, progress });
    if (!reply) return;
    result.innerHTML = reply.html; // from baccarat.render.drill: every piece of text in it is escaped
    feedbackPlace.replaceChildren();
    next.hidden = true;
    answered = false;
    current = { number: reply.number, cell: reply.cell, step: reply.step };
    performance.mark("baccarat:drill-question");
    // Focus the question (not an answer, which would look chosen), so Tab reaches the answers next.
    const asked = result.querySelector("[data-question]");
    asked.tabIndex = -1;
    if (root.contains(document.activeElement) || which.number > 1 || which.step > 1) {
      asked.focus({ preventScroll: true });
      bringIntoView(asked); // the new question where the reader is looking, scrolled to only if it is not
    }
  }

  async function answer(key) {
    if (answered || !current || !result.querySelector(`[data-answer="${CSS.escape(key)}"]`)) return;
    answered = true;
    const reply = await ask(root, { action: "drill-answer", ...settings, ...current, answer: key, progress, session });
    if (!reply) {
      answered = false;
      return;
    }
    progress = reply.progress;
    session = reply.session;
    markAnswers(result, key, reply.right);
    feedbackPlace.innerHTML = reply.html; // escaped by baccarat.render.drill
    chartPlace.innerHTML = reply.chart;
    scoreLine.textContent = say("drill.score", session);
    const verdict = feedbackPlace.querySelector(".bac-verdict").textContent;
    said.textContent = say("drill.said", { verdict, score: scoreLine.textContent });
    following = reply.next;
    next.hidden = false;
    next.focus({ preventScroll: true });
    bringIntoView(next);
    keep();
    performance.mark("baccarat:drill-feedback");
  }

  result.addEventListener("click", (event) => {
    const choice = event.target.closest("[data-answer]");
    if (choice) answer(choice.dataset.answer);
  });
  next.addEventListener("click", () => following && askQuestion(following));

  // Each answer button names its key (aria-keyshortcuts, from baccarat.drill); Enter asks the next
  // question. Caught before the theme's own shortcuts (S opens its search), never while typing in a field.
  listenWhileMounted(
    root,
    window,
    "keydown",
    (/** @type {KeyboardEvent} */ event) => {
      if (!current || !root.isConnected || event.ctrlKey || event.metaKey || event.altKey) return; // a question on show
      const target = /** @type {Element} */ (event.target);
      if (target.closest?.("input, select, textarea, [contenteditable]")) return;
      const key = event.key.toLowerCase();
      if (key === "enter") {
        if (answered && !next.hidden && !target.closest?.("button, a, summary")) {
          event.preventDefault();
          next.click();
        }
        return;
      }
      const choice = [...result.querySelectorAll("[data-answer]")].find(
        (button) => button.getAttribute("aria-keyshortcuts")?.toLowerCase() === key,
      );
      if (!choice || answered) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      answer(choice.dataset.answer);
    },
    { capture: true },
  );

  function formSettings() {
    const rows = [...form.querySelectorAll('input[name="rows"]:checked')].map((box) => Number(box.value));
    return { seed: randomSeed(), kind: form.elements.kind.value, rows, replay: false };
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    settings = formSettings();
    showLink();
    askQuestion({ number: 1 });
  });
  root.querySelector('[data-action="reset"]').addEventListener("click", async () => {
    const outcome = await saved.save(null);
    if (outcome === "conflict") return; // the notice offers the latest; nothing is cleared behind another tab
    const start = await answerOf({ action: "drill-start", stored: null, pairs: [] });
    progress = start.progress;
    chartPlace.innerHTML = start.chart;
    session = start.session;
    scoreLine.textContent = say("drill.cleared");
  });

  /**
   * Open the drill: the stored progress and any link read, then its first question. A new reader (nothing
   * stored, no link) gets the page's own drill (data-seed), whose first questions and the gradings of their
   * answers ship with the page (baccarat.widgets.drill.first_requests): it starts at once, before Python.
   */
  let begun = false;
  async function begin() {
    begun = true;
    const isNew = saved.load() === null;
    const start = await loadProgress(linkPairs());
    session = start.session;
    const link = start.link;
    form.elements.kind.value = link.kind ?? "mix";
    for (const box of form.querySelectorAll('input[name="rows"]')) box.checked = (link.rows ?? []).includes(Number(box.value));
    const fresh = formSettings();
    const seed = link.seed ?? (isNew ? Number(root.dataset.seed) : fresh.seed);
    settings = { ...fresh, seed, replay: link.seed !== undefined };
    showLink();
    await askQuestion({ number: 1 });
    if (start.link_error) showError(root, say("drill.link-partial", { error: start.link_error }));
  }
  if (knows({ action: "drill-start", stored: saved.load(), pairs: linkPairs() })) {
    begin();
    status.textContent = say("drill.answer-away");
  }

  startWidget(root, say("drill.getting-ready"), async () => {
    enableControls(root);
    status.textContent = say(hasKeyboard() ? "drill.ready-keys" : "drill.ready-touch");
    if (!begun) await begin();
  });
}
