// The guide's service worker (the site build writes it to /sw.js with this build's file list).
//
// One cache per build, "baccarat-<build>", holding every file of that build, each checked
// against its content hash, so a cache never mixes two builds. Installed in the background
// after the page's Python is ready; it never takes over a page mid-visit: a new build waits
// until the reader accepts the page's notice (a "skip-waiting" message), and the old caches
// go when it activates.
//
// Answers, for the files of its build only (anything else goes to the network untouched):
// - pages and other files under fixed paths: the network first, this build's copy if the
//   network fails or is slow, matched without the query string (permalinks work offline);
// - files under a versioned or content-hashed path (the Python runtime, the wheel, the
//   theme's bundles): this build's copy, without asking the network.
//
// Checked by tsc with a worker's types (tsconfig.workers.json): `sw` is `self`, as a service worker's.

/** @typedef {{build: string, files: Record<string, string>, immutable: string[]}} Precache */
/** @type {Precache} this build's file list: its path relative to this file, and each file's hash */
// @ts-expect-error: a placeholder the build replaces with this build's list (sitebuild/offline.py)
const PRECACHE = /* PRECACHE */ null;
const CACHE = `baccarat-${PRECACHE.build}`;
const FILES = new Map(Object.entries(PRECACHE.files));
const IMMUTABLE = new Set(PRECACHE.immutable);
/** Where this build's file list is kept in its own cache, for the next build to reuse files from. */
const LIST = "baccarat-precache.json";
/** A page that takes longer than this on the network comes from the cache instead, if it is there. */
const NETWORK_PATIENCE_MS = 4000;
const SIMULTANEOUS_DOWNLOADS = 3; // few: saving runs beside a page in use

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const scope = new URL(sw.registration.scope);
const urlOf = (/** @type {string} */ key) => new URL(key === "./" ? "" : key, scope).href;

/**
 * The file-list key of a request's URL (its path below the scope; the query is ignored), or null.
 * @param {URL} url
 */
function keyOf(url) {
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return null;
  const key = url.pathname.slice(scope.pathname.length) || "./";
  return FILES.has(key) ? key : null;
}

/** @param {ArrayBuffer} buffer */
async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * A response holding exactly the bytes this build wrote for `key`: from the network or the HTTP cache.
 * @param {string} key
 */
async function download(key) {
  // First as the browser has it (after Python's start most of it is in the HTTP cache); if that
  // copy is stale, once more from the server itself.
  for (const cache of /** @type {RequestCache[]} */ (["default", "no-cache"])) {
    const response = await fetch(urlOf(key), { cache, credentials: "same-origin" });
    if (!response.ok) throw new Error(`${key}: HTTP ${response.status}`);
    const body = await response.arrayBuffer();
    if ((await sha256(body)) === FILES.get(key)) {
      // The body is the decoded file: its coding and compressed length no longer apply.
      const headers = new Headers(response.headers);
      for (const name of ["Content-Encoding", "Content-Length", "Vary"]) headers.delete(name);
      return new Response(body, { status: 200, headers });
    }
  }
  throw new Error(`${key}: the server has another version of this file (is a new build being deployed?)`);
}

/** Responses an earlier build saved that this build has unchanged: reused, not downloaded again. */
async function earlierCopies() {
  const copies = /** @type {Map<string, Cache>} */ (new Map());
  for (const name of await caches.keys()) {
    if (!name.startsWith("baccarat-") || name === CACHE) continue;
    const cache = await caches.open(name);
    const list = await cache.match(LIST);
    if (!list) continue;
    for (const [key, hash] of Object.entries((await list.json()).files)) {
      if (FILES.get(key) === hash && !copies.has(key)) copies.set(key, cache);
    }
  }
  return copies;
}

async function precache() {
  const cache = await caches.open(CACHE);
  const earlier = await earlierCopies();
  const queue = [...FILES.keys()];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      if (await cache.match(urlOf(key))) continue; // an interrupted install already saved it
      const reused = (await earlier.get(key)?.match(urlOf(key))) ?? null;
      await cache.put(urlOf(key), reused ?? (await download(key)));
    }
  };
  await Promise.all(Array.from({ length: SIMULTANEOUS_DOWNLOADS }, worker));
  // Last: a cache with its list is complete.
  await cache.put(LIST, new Response(JSON.stringify(PRECACHE), { headers: { "Content-Type": "application/json" } }));
}

let firstInstall = false;

sw.addEventListener("install", (event) => {
  firstInstall = !sw.registration.active;
  event.waitUntil(precache());
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("baccarat-") && name !== CACHE) await caches.delete(name);
      }
      // The very first worker serves the page that installed it (the same build) at once, so
      // instant navigation works offline on this visit; a later one waits for its reload.
      if (firstInstall) await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") sw.skipWaiting();
  if (event.data?.type === "status") {
    // Which of the page's own files (its wheel, say) this worker saved: the page's build, or another?
    const saved = /** @type {string[]} */ (event.data.urls ?? []).map((url) => keyOf(new URL(url)) !== null);
    event.ports[0]?.postMessage({ build: PRECACHE.build, files: FILES.size, saved });
  }
});

/** @param {string} key */
async function fromCache(key) {
  const cache = await caches.open(CACHE);
  return cache.match(urlOf(key));
}

/** @param {string} key @param {Request} request */
async function cacheFirst(key, request) {
  return (await fromCache(key)) ?? fetch(request);
}

/** @param {string} key @param {Request} request */
async function networkFirst(key, request) {
  if (sw.navigator.onLine === false) {
    const saved = await fromCache(key); // known to be offline: not even a failed request first
    if (saved) return saved;
  }
  const network = fetch(request);
  const patience = /** @type {Promise<null>} */ (new Promise((resolve) => setTimeout(resolve, NETWORK_PATIENCE_MS, null)));
  try {
    const answer = await Promise.race([network, patience]);
    if (answer) return answer;
    return (await fromCache(key)) ?? (await network); // slow: the saved copy, if there is one
  } catch (error) {
    const saved = await fromCache(key);
    if (saved) return saved;
    throw error;
  }
}

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const key = keyOf(new URL(request.url));
  if (key === null) return;
  event.respondWith(IMMUTABLE.has(key) ? cacheFirst(key, request) : networkFirst(key, request));
});
