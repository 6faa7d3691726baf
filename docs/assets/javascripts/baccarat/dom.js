// @ts-check
// Small DOM helpers, and the ONE start-up sequence every widget goes through.

import { call, knows, python } from "./runtime.js";
import { noteStart } from "./links.js";
import { whileMounted } from "./mounted.js";
import { reason, say } from "./words.js";

/** @import { Action, Answer, Listening, ProgressListener, Request } from "./calls" */
/** @import { Refusal } from "./contract" */

// The widget's own markup (drawn by Python, tested by its browser tests): what these find is there.
/** The element `selector` finds in `within`. @param {ParentNode} within @param {string} selector */
export const find = (within, selector) => /** @type {HTMLElement} */ (within.querySelector(selector));
/** The form `selector` finds in `within`. @param {ParentNode} within @param {string} selector */
export const findForm = (within, selector) => /** @type {HTMLFormElement} */ (within.querySelector(selector));
/**
 * The control named `name` in `form`: an input, a select or a textarea, typed as an input (all three have
 * the `value` and `disabled` the widgets use). @param {HTMLFormElement} form @param {string} name
 */
export const field = (form, name) => /** @type {HTMLInputElement} */ (form.elements.namedItem(name));

/**
 * An element with attributes and text; text from readers and URLs is only ever set as text.
 * @template {keyof HTMLElementTagNameMap} K @param {K} tag @param {Record<string, string>} [attributes] @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function element(tag, attributes = {}, text = "") {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text) node.textContent = text;
  return node;
}

/** @param {string} label @param {string} action @param {string} [extraClass] */
export function button(label, action, extraClass = "") {
  return element("button", { type: "button", class: `md-button ${extraClass}`.trim(), "data-action": action }, label);
}

/** The widget contract: data-state="loading|ready|error", with aria-busy while loading. @param {HTMLElement} root @param {"loading" | "ready" | "error"} state */
export function setState(root, state) {
  root.dataset.state = state;
  root.setAttribute("aria-busy", String(state === "loading"));
}

/** Each widget's message line, found once: it may be moved out of sight of querySelector. */
const lines = /** @type {WeakMap<Element, HTMLElement>} */ (new WeakMap());
/** Each message line's own place, marked, for messages about no one field. */
const homes = /** @type {WeakMap<HTMLElement, Comment>} */ (new WeakMap());
let messages = 0;

/**
 * The widget's message line. Held by the widget rather than looked up each time: it visits the
 * widget's content (beside a field or a form), which a widget may redraw, taking it along.
 * @param {Element} root
 * @returns {HTMLElement}
 */
export function messageLine(root) {
  let box = lines.get(root);
  if (!box) {
    box = find(root, ".bac-error");
    const home = document.createComment("the message line's place");
    box.before(home);
    homes.set(box, home);
    lines.set(root, box);
    box.id ||= `bac-message-${++messages}`;
  }
  return box;
}

/**
 * The widget's message line (role="alert"), where the reader is looking; an empty message hides it.
 * With `field`, it sits just after that field, which is marked invalid and described by it, and it
 * clears as soon as the field is edited. With `near` (the control that asked), it sits after that
 * control's form. Otherwise it is in its own place. Either way it is brought on screen if it is not.
 * @param {Element} root
 * @param {string} message
 * @param {{field?: HTMLElement | null, near?: Element | null}} [where]
 */
export function showError(root, message, { field = null, near = null } = {}) {
  const box = messageLine(root);
  for (const marked of root.querySelectorAll('[aria-invalid="true"]')) unmark(marked, box.id);
  box.textContent = message;
  box.hidden = !message;
  // Home first, shown or not: a line left beside a form the widget then redraws would go with it.
  homes.get(box)?.after(box);
  if (!message) return;
  if (field) {
    (field.closest("label") ?? field).after(box);
    field.setAttribute("aria-invalid", "true");
    field.setAttribute("aria-describedby", `${field.getAttribute("aria-describedby") ?? ""} ${box.id}`.trim());
    field.addEventListener("input", () => field.getAttribute("aria-invalid") === "true" && showError(root, ""), {
      once: true,
    });
  } else {
    near?.closest("form")?.after(box);
  }
  bringIntoView(box);
}

/**
 * A link that could not be opened, or only in part: every widget's link refusal (Python's, in the contract's one
 * shape) is shown here, as text. The reader is told why (`key` names the words, with `{error}` in them), and the
 * widget goes on without it.
 * @param {Element} root
 * @param {Refusal} refusal
 * @param {import("./browser_words").KeyFilledWith<{ error: string }>} [key]
 */
export function showLinkProblem(root, refusal, key = "dom.link-problem") {
  showError(root, say(key, { error: refusal.error }));
}

/** @param {Element} field @param {string} id */
function unmark(field, id) {
  field.removeAttribute("aria-invalid");
  const rest = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((ref) => ref && ref !== id);
  if (rest.length) field.setAttribute("aria-describedby", rest.join(" "));
  else field.removeAttribute("aria-describedby");
}

/** Whether the reader has a keyboard and a fine pointer, so that key hints are worth showing (as in the CSS). */
export function hasKeyboard() {
  return window.matchMedia("(hover: hover) and (pointer: fine)").matches;
}

/**
 * After an answer: the right one is marked with a tick and words, the reader's own pick with its words,
 * and the others fade; none looks like a choice still to make. The buttons are `[data-answer]` in `within`.
 * @param {Element} within @param {string} chosen @param {string} right
 */
export function markAnswers(within, chosen, right) {
  for (const choice of /** @type {NodeListOf<HTMLButtonElement>} */ (within.querySelectorAll("[data-answer]"))) {
    choice.disabled = true;
    const key = choice.dataset.answer;
    if (key === chosen) choice.dataset.chosen = "";
    if (key === right) choice.dataset.correct = "";
    if (key !== chosen && key !== right) continue;
    const note = key === right ? (key === chosen ? "dom.answer-yours-right" : "dom.answer-right") : "dom.answer-yours-wrong";
    choice.append(element("span", { class: "bac-answer-mark" }, say(note)));
  }
}

/**
 * Material's "Back to top" pill shows as the page scrolls up, under the header: just where a widget puts what
 * it has brought into view. So while a widget shows a result the pill is hidden (the stylesheet reads the
 * mark), until the reader scrolls the page by hand again (a wheel, a finger or a key: never a script).
 */
const quietBackToTop = () => (document.documentElement.dataset.bacShowing = "");
// Listened to for the whole browsing session, on purpose: this module is loaded once, and the mark is the page's.
for (const type of ["wheel", "touchmove", "keydown"]) {
  addEventListener(type, () => delete document.documentElement.dataset.bacShowing, { capture: true, passive: true });
}

/** The bottom of Material's sticky header (0 if none): what a scroll must keep clear. */
export const headerBottom = () => Math.max(0, document.querySelector(".md-header")?.getBoundingClientRect().bottom ?? 0);
let pendingCheck = () => {};
/** Scroll `node` into view only if some of it, or of the nodes `also` seen with it, is off screen: smoothly, unless
 * the reader asks for less motion; either way nothing of the page's own lies over it then.
 * @param {Element} node @param {ScrollLogicalPosition} [block] @param {Element[]} [also] */
export function bringIntoView(node, block = "nearest", also = []) {
  quietBackToTop();
  document.removeEventListener("scrollend", pendingCheck); // only the node asked for last is checked (below)
  const onScreen = () => [node, ...also].every((one) => one.getBoundingClientRect().top >= headerBottom() && one.getBoundingClientRect().bottom <= innerHeight);
  if (onScreen()) return;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const from = scrollY;
  node.scrollIntoView({ block, behavior: smooth ? "smooth" : "auto" });
  // A smooth scroll can come to nothing (Chrome left a phone's felt where the tap on Next hand had jumped the page):
  // if the page has not moved two frames on, or once it stops, a node still off screen is put there at once.
  const check = (pendingCheck = () => onScreen() || !("bacShowing" in document.documentElement.dataset) || node.scrollIntoView({ block }));
  if (!smooth) return;
  document.addEventListener("scrollend", check, { once: true });
  requestAnimationFrame(() => requestAnimationFrame(() => pendingCheck === check && scrollY === from && check()));
}

/** The error state: it means only that Python could not start. @param {HTMLElement} root @param {unknown} error */
export function showRuntimeFailure(root, error) {
  find(root, ".bac-status").textContent = say("dom.runtime-failed");
  showError(root, say("dom.details", { error: reason(error) }));
  setState(root, "error");
}

/**
 * A progress bar under the status line while the Python runtime downloads (bytes received of the total).
 * Its listener goes with the bar once Python has started or failed, or with the widget if the reader
 * leaves the page first (Material's instant navigation keeps the runtime, and would keep the listener).
 * @param {HTMLElement} root
 * @param {string} name
 */
function showDownload(root, name) {
  const bar = element("progress", { class: "bac-progress", max: "1", value: "0", "aria-label": name });
  find(root, ".bac-status").after(bar);
  const stop = python().onProgress(({ loaded, total }) => {
    if (!total) return;
    bar.max = total;
    bar.value = Math.min(loaded, total);
    const megabytes = (/** @type {number} */ bytes) => (bytes / 1e6).toFixed(1);
    bar.setAttribute("aria-valuetext", say("dom.download-progress", { loaded: megabytes(loaded), total: megabytes(total) }));
  });
  whileMounted(root, stop);
  python()
    .ready.catch(() => {})
    .finally(() => {
      stop();
      bar.remove();
    });
}

/**
 * A bar, where the answer will appear (`near`: the reader has just pressed the button above it), while Python
 * works out a long answer, named `name` for assistive technology: give `listen` to `ask` or `call` as the
 * progress listener, and call `done` when the answer has come or the request was refused. The bar appears at
 * the first report, so a quick answer shows none. How far it has got is written beside it, hidden from screen
 * readers (the status line is a live region: it announces the start and the end, the bar says the rest), and
 * kept on the root as `data-progress` (the fraction, for tests).
 * @param {HTMLElement} root
 * @param {string} name
 * @param {HTMLElement} near
 * @returns {{listen: ProgressListener, done: () => void}}
 */
export function workProgress(root, name, near) {
  const bar = element("progress", { class: "bac-work-bar", max: "1", value: "0", "aria-label": name });
  const shown = element("span", { class: "bac-work-progress", "aria-hidden": "true" });
  const place = element("p", { class: "bac-working" });
  place.append(bar, shown);
  const listen = (/** @type {number} */ fraction) => {
    if (!root.isConnected) return;
    const words = say("dom.work-progress", { percent: Math.round(fraction * 100) });
    if (!place.isConnected) near.before(place);
    bar.value = fraction;
    bar.setAttribute("aria-valuetext", words);
    shown.textContent = words;
    root.dataset.progress = String(fraction);
  };
  const done = () => {
    place.remove();
    delete root.dataset.progress;
  };
  return { listen, done };
}

/**
 * The one start-up sequence of every widget: a download bar while the runtime arrives, then
 * `onReady(info)` (enable the controls, open a link), then "ready". The error state means only
 * that Python could not start: whatever goes wrong after that is a message, and the widget stays usable.
 * @param {HTMLElement} root
 * @param {string} downloadLabel
 * @param {(info: {python?: string}) => unknown} onReady
 */
export function startWidget(root, downloadLabel, onReady) {
  noteStart(root);
  showDownload(root, downloadLabel);
  python().ready.then(
    async (info) => {
      // (The status reserves one line in the stylesheet, and the "starting" words fit in it: nothing below
      // moves as the widget comes alive, and no empty space is kept above the widget.)
      try {
        await onReady(info);
      } catch (error) {
        console.error(error); // a bug: the tests fail on it; the reader gets a sentence and a usable widget
        showError(root, say("dom.open-failed", { error: reason(error) }));
      }
      setState(root, "ready");
      performance.mark("baccarat:widget-ready");
    },
    (error) => showRuntimeFailure(root, error),
  );
}

/** Enable every control of a widget (they are disabled until Python is ready). @param {Element} root */
export function enableControls(root) {
  for (const fieldset of root.querySelectorAll("fieldset")) fieldset.disabled = false;
}

/**
 * Call Python (runtime.js's `call`, the one way) for the reader, with the widget marked busy; a refusal
 * answers null, and its message goes beside the field Python names (if the widget shows it), else after
 * the control that asked. `onProgress` hears how far a long answer has got (`call`'s; see `workProgress`).
 * @template {Action} A
 * @param {Element} root
 * @param {Request<A>} request
 * @param {Listening<A>} [onProgress]
 * @returns {Promise<Answer<A> | null>}
 */
export async function ask(root, request, onProgress) {
  const near = root.contains(document.activeElement) ? document.activeElement : null;
  showError(root, "");
  root.setAttribute("aria-busy", "true");
  try {
    const answer = await call(request, onProgress); // from the page at once when it shipped there
    if (!answer.ok) {
      const named = answer.field ? root.querySelector(`[name="${CSS.escape(answer.field)}"]`) : null;
      const shown = named instanceof HTMLElement && named.offsetParent ? named : null;
      showError(root, answer.message ?? answer.error, { field: shown, near });
    }
    return answer.ok ? answer : null;
  } finally {
    root.setAttribute("aria-busy", "false");
  }
}

/**
 * Taps asked one after another, in the order they were made (a quick second tap waits for the first's
 * answer). A tap the page already knows is answered from it; any other says `waiting` until Python is
 * ready. `ask(request, show)`: `request()` builds the request when its turn comes, `show` gets the answer.
 * @param {HTMLElement} root
 * @param {string} waiting
 */
export function askInTurn(root, waiting) {
  let queue = Promise.resolve();
  /** @template {Action} A @param {() => Request<A>} request @param {(answer: Answer<A> | null) => void} show */
  const inTurn = (request, show) => {
    queue = queue.then(async () => {
      const asked = request();
      if (!knows(asked) && root.dataset.state !== "ready") find(root, ".bac-status").textContent = waiting;
      const answer = await ask(root, asked);
      show(answer);
    });
  };
  return inTurn;
}

/**
 * A keypad's controls: each rank key adds its card, Undo takes the last back, "new" starts again, and a
 * change of decks asks again for the same cards. `change(edit)` gets how the cards change.
 * @param {HTMLFormElement} form
 * @param {(edit: (cards: string[]) => string[]) => void} change
 */
export function wireKeypad(form, change) {
  for (const key of /** @type {NodeListOf<HTMLElement>} */ (form.querySelectorAll("[data-rank]"))) {
    key.addEventListener("click", () => change((cards) => [...cards, key.dataset.rank ?? ""]));
  }
  form.querySelector('[data-action="undo"]')?.addEventListener("click", () => change((cards) => cards.slice(0, -1)));
  form.querySelector('[data-action="new"]')?.addEventListener("click", () => change(() => []));
  form.querySelector('[name="decks"]')?.addEventListener("change", () => change((cards) => cards));
  form.addEventListener("submit", (event) => event.preventDefault());
}

/**
 * A fresh shoe or drill seed, for "surprise me": six digits, short enough to read out to a friend
 * (Python checks every seed it is given, and older, longer seeds in links still work).
 */
export function randomSeed() {
  return 100000 + Math.floor(Math.random() * 900000);
}

/** One of `items` at random (a shipped opening hand): like seeds, drawn here only. @template T @param {readonly T[]} items */
export function atRandom(items) {
  return items[Math.floor(Math.random() * items.length)];
}
