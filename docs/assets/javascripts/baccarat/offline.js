// @ts-check
// Offline: the guide saves itself for use without a connection, through its service worker
// (sw.js at the site root, written by the build: see sitebuild/service-worker.js).
//
// The worker is registered late: a few seconds after the page has settled (on a widget page, after
// Python is ready), when the page is idle, so that saving the guide reads the browser's HTTP cache
// and competes neither with the start nor with the reader's first clicks. When a newer build is saved and waiting, a small notice offers to reload into it; the
// worker never takes over a page on its own.
//
// The page says where it stands, for readers' tools and the tests, in <html data-offline>:
// "waiting" (the page has settled: saving starts after its quiet time), "saving", "saved" (this
// page's build is kept for offline use), "update" (a newer build waits for a reload), "unavailable"
// (no service worker here, or it could not save).

import { SITE_ROOT } from "./runtime.js";
import { button, element } from "./dom.js";
import { say } from "./words.js";

const WORKER = new URL("sw.js", SITE_ROOT);
/** @param {"waiting" | "saving" | "saved" | "update" | "unavailable"} value */
const state = (value) => void (document.documentElement.dataset.offline = value);

/**
 * Ask the active worker which build it saved, and whether that build has this page's files.
 * @param {ServiceWorker} active
 * @returns {Promise<{saved: boolean[]}>}
 */
function askStatus(active) {
  const wheel = /** @type {HTMLMetaElement | null} */ (document.querySelector('meta[name="baccarat-worker"]'))?.content;
  const urls = [location.href, ...(wheel ? [new URL(wheel, SITE_ROOT).href.split("?")[0]] : [])];
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = ({ data }) => resolve(data);
    active.postMessage({ type: "status", urls }, [channel.port2]);
  });
}

/** @param {ServiceWorker} waiting */
function offerReload(waiting) {
  state("update");
  if (document.querySelector(".bac-update")) return;
  // Material's script starts now if it has not (theme-later.js), not at the reader's tap on Reload: while its
  // start's requests are answered by the old worker, Chromium leaves the new one waiting after "skip-waiting".
  document.dispatchEvent(new Event("baccarat:start-theme"));
  const reload = button(say("offline.reload"), "reload-guide");
  reload.addEventListener("click", () => {
    reload.disabled = true;
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
    waiting.postMessage({ type: "skip-waiting" });
  });
  const notice = element("div", { class: "bac-update", role: "status" });
  notice.append(element("p", {}, say("offline.new-version")), reload);
  document.body.append(notice);
}

async function register() {
  if (!("serviceWorker" in navigator)) return state("unavailable");
  state("saving");
  let registration;
  try {
    registration = await navigator.serviceWorker.register(WORKER, { scope: SITE_ROOT.href });
  } catch {
    return state("unavailable"); // blocked (a private window, a host without sw.js): the guide still works online
  }
  const controlled = () => navigator.serviceWorker.controller !== null;
  const watch = (/** @type {ServiceWorker | null} */ worker) =>
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && controlled()) offerReload(worker);
      if (worker.state === "redundant" && !registration.active) state("unavailable");
    });
  if (registration.waiting && controlled()) offerReload(registration.waiting);
  watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));
  const ready = await navigator.serviceWorker.ready;
  if (!ready.active) return;
  const status = await askStatus(ready.active);
  if (document.documentElement.dataset.offline !== "update") state(status.saved.every(Boolean) ? "saved" : "saving");
}

/** How long after the page has settled saving starts: the reader's first clicks come first. */
const QUIET_MS = 5000;

/**
 * Save the guide for offline use a little after `settled` (a promise) settles, when the page is idle.
 * @param {Promise<unknown>} settled
 */
export function saveForOffline(settled) {
  const go = () => register().catch(() => state("unavailable"));
  const later = () => {
    state("waiting"); // nothing has said otherwise yet: saving (register) only ever starts after this
    setTimeout(() => ("requestIdleCallback" in window ? requestIdleCallback(go, { timeout: QUIET_MS }) : go()), QUIET_MS);
  };
  settled.then(later, later);
}
