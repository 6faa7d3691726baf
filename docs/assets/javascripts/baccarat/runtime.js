// @ts-check
// The one Python runtime of a browsing session: a module worker running the baccarat package
// in Pyodide, one promise for "Python is ready", and the download's progress. Every widget
// shares it, and it survives Material's instant navigation (this module is loaded once). Every request
// goes in the page's language, so Python answers in it; why Python could not start is said by key.

import { failure, relayedFailure } from "./words.js";

/** @import { Action, Answer, Listening, ProgressListener, Refusal, Request } from "./calls" */
/**
 * The runtime every widget shares: "Python is ready" (with what runs: `{python}`), and the download's progress.
 * `send` may be given a listener of the request's own progress (the fraction worked out, 0 to 1).
 * @typedef {{
 *   ready: Promise<{python?: string}>,
 *   send: <A extends Action>(request: Request<A>, onProgress?: ProgressListener) => Promise<Answer<A> | Refusal>,
 *   onProgress: (listener: (progress: Progress) => void) => () => void,
 * }} Runtime
 */
/** @typedef {{loaded: number, total: number}} Progress */
/**
 * A message from the worker: `id` -1 is download progress, 0 the start, any other the answer to a request
 * (`result`: any, as it is either Python's JSON answer, typed by `call`, or the start's `{python}`), or how
 * far that request has got (`progress`: the fraction worked out, before its answer).
 * @typedef {{id: number, ok?: boolean, result?: any, error?: string, key?: string, names?: Record<string, unknown>, progress?: Progress | number}} FromWorker
 */

/** The root of this edition of the guide (the English one's is the site's), whatever path the site is served under. */
export const ROOT = new URL("../../../", import.meta.url);
/** @param {string} name */
const meta = (name) => /** @type {HTMLMetaElement | null} */ (document.querySelector(`meta[name="${name}"]`))?.content ?? "";
/** The site's root, where the one runtime, the wheel and the offline copy of every edition are. */
export const SITE_ROOT = new URL(meta("baccarat-root"), ROOT);
// Resolved once, now: after instant navigation the page URL changes but this must not.
const WORKER_URL = new URL(meta("baccarat-worker"), SITE_ROOT);

// Read by the tests and the benchmark: Python must start once per browsing session.
const stats = (window.__baccarat ??= { workersStarted: 0 });
const START_TIMEOUT_S = 120;
let runtime = /** @type {Runtime | null} */ (null);

// Answers that ship with the page: the build ran the package on the requests a reader is most
// likely to make first and stored each {request, answer} pair in the page (sitebuild/answers.py).
// Keyed by the request itself, so JavaScript knows no rule: the same Python gives the same answers.
const shipped = /** @type {Map<string, Answer | Refusal>} */ (new Map());
const readScripts = /** @type {WeakSet<Element>} */ (new WeakSet());

/**
 * A request as a key: its JSON with every object's keys in order.
 * @param {unknown} value
 * @returns {string}
 */
function keyOf(value) {
  if (Array.isArray(value)) return `[${value.map(keyOf).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${keyOf(/** @type {Record<string, unknown>} */ (value)[name])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Read the answers of every page shown so far (pages brought in by instant navigation included). */
function readShipped() {
  for (const script of document.querySelectorAll('script[type="application/json"].bac-shipped-answers')) {
    if (readScripts.has(script)) continue;
    readScripts.add(script);
    try {
      for (const [asked, answer] of JSON.parse(script.textContent ?? "")) shipped.set(keyOf(asked), answer);
    } catch (error) {
      console.error("the page's shipped answers could not be read", error);
    }
  }
}

/**
 * The language of the page's content: its edition's (`<html lang>`: "en", "zh-Hant", "zh-Hans"), or
 * English on a page the edition has not translated yet (its article says `lang="en"`). Read at each
 * request: instant navigation brings in other pages.
 */
const pageLanguage = () =>
  document.querySelector("article.md-content__inner")?.closest("[lang]")?.getAttribute("lang") ?? document.documentElement.lang;

/**
 * `request` in the page's language: Python answers in it, and the answers shipped with the page were
 * asked so (sitebuild/answers.py).
 * @template {Action} A
 * @param {Request<A>} request
 * @returns {Request<A>}
 */
const inPageLanguage = (request) => Object.assign({}, request, { lang: pageLanguage() });

/**
 * Whether `request` is answered at once, from the page, without Python.
 * @param {Request} request
 */
export function knows(request) {
  readShipped();
  return shipped.has(keyOf(inPageLanguage(request)));
}

/**
 * THE way the page calls Python: answer `request`, from the page at once when its answer shipped there
 * (an exact match of the request, in the page's language), else from Python (started if need be). Every
 * widget calls Python through this, directly or through dom.js's `ask` (which also shows the widget busy,
 * and a refusal beside its field). A refusal is an answer (`ok: false`), never a rejection; the promise
 * rejects only when Python could not start. For an action that reports its progress (`ProgressAction`:
 * a long computation), `onProgress` hears how far Python has got, a few times, before the answer.
 * @template {Action} A
 * @param {Request<A>} request
 * @param {Listening<A>} [onProgress]
 * @returns {Promise<Answer<A> | Refusal>}
 */
export function call(request, onProgress) {
  readShipped();
  const asked = inPageLanguage(request); // the language of the page that asked, whenever Python answers
  const found = shipped.get(keyOf(asked));
  if (found === undefined) return python().send(asked, onProgress ?? undefined);
  stats.shippedAnswers = Number(stats.shippedAnswers ?? 0) + 1;
  // Shipped under this very request, so it is this action's answer.
  return Promise.resolve(structuredClone(/** @type {Answer<A> | Refusal} */ (found))); // the widget may change what it was given
}

/**
 * Run `start` once the page has painted and settled: after its load event (its stylesheets and images
 * are in: every page's content is in its HTML) and two frames more. The first frame paints what
 * loaded, but the screen shows it a little later; by the second frame it is shown, so the page's
 * largest paint is behind it. On a fast connection that is at once. (A tab opened in the background
 * paints no frames: a timer starts it there.)
 * @param {() => void} start
 */
function afterThePagePaints(start) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const soon = () => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once, 0)));
    setTimeout(once, 500);
  };
  if (document.readyState === "complete") soon();
  else window.addEventListener("load", soon, { once: true });
}

/**
 * The worker's side of the conversation: requests sent with an id, each settled by the message that
 * answers it, and the download's progress heard by every listener.
 */
function conversation() {
  // any: what each request resolves with is typed where it is asked (`call`), not here.
  const pending = /** @type {Map<number, {resolve: (value: any) => void, reject: (error: unknown) => void, onProgress?: ProgressListener}>} */ (
    new Map()
  );
  let nextId = 0;
  let worker = /** @type {Worker | null} */ (null);
  const progress = { loaded: 0, total: 0 };
  const listeners = /** @type {Set<(progress: Progress) => void>} */ (new Set());
  /** @param {FromWorker} data */
  const settle = (data) => {
    const entry = pending.get(data.id);
    if (!entry) return;
    pending.delete(data.id);
    if (data.ok) entry.resolve(data.result);
    else entry.reject(data.key ? relayedFailure(data.key, data.names) : new Error(data.error)); // the worker's own say why by key
  };
  return {
    /** @param {Worker} started */
    attach(started) {
      worker = started;
    },
    /**
     * Send `message`; with `onProgress`, the worker gives Python a reporter, and the request's progress goes to it.
     * @param {Record<string, unknown>} message @param {ProgressListener} [onProgress] @returns {Promise<any>} the answer, typed by `call`
     */
    send: (message, onProgress) =>
      new Promise((resolve, reject) => {
        const id = ++nextId;
        pending.set(id, { resolve, reject, onProgress });
        worker?.postMessage({ ...message, id, ...(onProgress ? { progress: true } : {}) });
      }),
    /**
     * id -1: download progress of the runtime ({loaded, total} bytes); every other id answers a request, or
     * says how far it has got (a fraction), to that request's own listener. @param {FromWorker} data
     */
    receive(data) {
      if (data.id !== -1 && typeof data.progress === "number") return void pending.get(data.id)?.onProgress?.(data.progress);
      if (data.id !== -1) return settle(data);
      Object.assign(progress, data.progress);
      for (const listener of listeners) listener(progress);
    },
    /** @param {unknown} error */
    failAll(error) {
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
    },
    /** The worker starts Python by itself and answers with id 0 once it is ready (or has failed). */
    started: () => new Promise((resolve, reject) => pending.set(0, { resolve, reject })),
    /** Call `listener({loaded, total})` now and on every download step of the runtime; answers how to stop. @param {(progress: Progress) => void} listener */
    onProgress(listener) {
      listeners.add(listener);
      listener(progress);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * Start the worker (once the page has painted) for `talk`.
 * @param {ReturnType<typeof conversation>} talk
 */
function startWorker(talk) {
  afterThePagePaints(() => {
    let worker;
    try {
      // The query names the runtime's files; it travels in the worker's name, because a worker
      // started from the guide's offline copy (sw.js) loses its URL's query.
      worker = new Worker(WORKER_URL.href.split("?")[0], { type: "module", name: "baccarat" + WORKER_URL.search });
    } catch (error) {
      talk.failAll(error);
      return;
    }
    talk.attach(worker);
    performance.mark("baccarat:worker-created");
    stats.workersStarted += 1;
    worker.onmessage = ({ data }) => talk.receive(data);
    worker.onerror = (event) => {
      event.preventDefault();
      talk.failAll(event.message ? new Error(event.message) : failure("runtime.worker-failed"));
    };
  });
}

/**
 * Resolves once the page has settled, asking nothing of Python: after the page's load, an idle moment and its
 * widgets' mounting (`mounted`: their modules can arrive after the load, and a widget asks for Python as it
 * mounts), and then, if a widget has asked for Python, once Python is ready or has failed. A page whose widgets
 * wait for the reader before they start Python (the home game) has settled once they are mounted.
 * @param {() => Promise<unknown>} mounted
 * @returns {Promise<void>}
 */
export function pageSettled(mounted) {
  return new Promise((resolve) => {
    const afterPython = () => (runtime ? runtime.ready.then(() => resolve(), () => resolve()) : resolve());
    const check = () => mounted().then(afterPython, afterPython);
    const idle = () => ("requestIdleCallback" in window ? requestIdleCallback(check, { timeout: 2000 }) : setTimeout(check, 0));
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });
}

/**
 * Start Python only when the reader first reaches for the widget `root` (a touch, a click, a key or focus):
 * `start()` then. A request made before Python is ready waits for it, as every request does.
 * @param {HTMLElement} root
 * @param {() => void} start
 */
export function startWhenReached(root, start) {
  const reaches = ["pointerdown", "touchstart", "keydown", "focusin"];
  const reached = () => {
    for (const type of reaches) root.removeEventListener(type, reached, true);
    start();
  };
  for (const type of reaches) root.addEventListener(type, reached, { capture: true, passive: true });
}

/**
 * One worker per browsing session, shared by every widget and kept across instant navigation. It is
 * asked for as the widgets mount, and started once the page has painted (afterThePagePaints): the
 * runtime's 4 MB never compete with the page's own files, nor its start with the page's first layout.
 * A request made before then waits for Python, as every request not answered by the page does.
 * (Widgets call Python through `call`, never through this.)
 * @returns {Runtime}
 */
export function python() {
  if (runtime) return runtime;
  if (typeof WebAssembly !== "object") {
    const ready = Promise.reject(failure("runtime.no-wasm"));
    ready.catch(() => {});
    return (runtime = { ready, send: () => ready, onProgress: () => () => {} });
  }
  const talk = conversation();
  const started = talk.started();
  startWorker(talk);
  // Some failures (a blocked download deep inside the runtime) never settle: give up after a while.
  const timeout = new Promise((_, reject) =>
    setTimeout(() => reject(failure("runtime.timeout", { seconds: START_TIMEOUT_S })), START_TIMEOUT_S * 1000),
  );
  const ready = Promise.race([started, timeout]).then((info) => {
    performance.mark("baccarat:python-ready");
    return /** @type {{python?: string}} */ (info);
  });
  runtime = {
    ready,
    send: (request, onProgress) => ready.then(() => talk.send({ type: "call", request }, onProgress)),
    onProgress: talk.onProgress,
  };
  return runtime;
}
