// @ts-check
// Python runs here, in one module worker, so the page never waits on it.
// The worker's name names the runtime (its URL would lose a query when started offline, from sw.js):
//   baccarat?pyodide=<folder URL>&wheel=<wheel URL>&stdlib=<standard library URL>&catalogue=<URL>&bytes=<total>
// (URLs relative to this file; stdlib: the site's trimmed standard library, without it Pyodide's own;
// catalogue: the words of the page's edition, when it is not English; bytes: what it all downloads). A worker started with the query in its URL instead reads that.
// It starts Python at once, without waiting for a message from the (possibly busy) page.
// Messages out: {id: -1, progress: {loaded, total}} while the runtime downloads;
// {id: 0, ok, result | error} when Python is ready or failed to start; then
// {id, ok: true, result} or {id, ok: false, error} for each message in, {id, type: "call", request}; for one
// that also says `progress: true`, {id, progress: fraction} as Python works it out (a few times, before the answer).
// A failure of the worker's own also names its words in the page (key, names: see words.js), in the
// reader's language; its `error` is then that key.

/** @typedef {import("./baccarat/browser_words").WordKey} WordKey */

/**
 * A failure the page says in the reader's words: `key` names them, `names` fill them (typed as words.js's failure).
 * @type {<K extends WordKey>(key: K, ...names: import("./baccarat/browser_words").NamesOf<K>) => Error}
 */
const failure = (key, ...names) => Object.assign(new Error(key), { key, names: names[0] ?? {} });

/**
 * The part of Pyodide this worker uses (pyodide.mjs, loaded by URL from the site's own copy). `runPython`
 * answers any: the value of the code's last line, converted (a string here, or a proxy). A Python function
 * is called with keywords by its `callKwargs`, the keywords last.
 * @typedef {{
 *   FS: {writeFile(path: string, data: Uint8Array): void, mkdirTree(path: string): void},
 *   runPython(code: string): any,
 *   pyimport(name: string): {handle_json: HandleJson},
 *   version: string,
 * }} Pyodide
 * @typedef {((request: string) => string) & {
 *   callKwargs(request: string, keywords: {progress: (fraction: number) => void}): string,
 * }} HandleJson
 */

/** The least time between two progress messages of one request, in ms: Python reports a few times, never per item. */
const PROGRESS_EVERY_MS = 100;

/**
 * What Python is given to report request `id`'s progress: each fraction goes to the page, but not more
 * often than every PROGRESS_EVERY_MS (the answer follows the last at once).
 * @param {number} id
 */
function reporter(id) {
  let last = -Infinity;
  return (/** @type {number} */ fraction) => {
    const now = performance.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    self.postMessage({ id, progress: fraction });
  };
}

/**
 * Count the bytes of every download (the runtime's files) and report them, at most every 50 ms.
 * @param {number} total
 */
function countDownloads(total) {
  let loaded = 0;
  let last = 0;
  const report = (/** @type {boolean} */ force) => {
    const now = performance.now();
    if (!force && now - last < 50) return;
    last = now;
    self.postMessage({ id: -1, progress: { loaded, total } });
  };
  const count = async (/** @type {ReadableStream<Uint8Array>} */ body) => {
    const reader = body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      loaded += chunk.value.byteLength;
      report(false);
    }
    report(true);
  };
  const fetchAndCount = self.fetch.bind(self);
  self.fetch = async (...args) => {
    const response = await fetchAndCount(...args);
    // Count a copy of the body: the response itself goes to Pyodide untouched, so the browser
    // can still stream-compile the .wasm and reuse its compiled code on the reader's next visit.
    if (response.body) count(/** @type {ReadableStream<Uint8Array>} */ (response.clone().body)).catch(() => {});
    return response;
  };
}

/**
 * Pyodide hangs rather than fails on a .wasm served with the wrong MIME type: say so instead.
 * @param {string} pyodideUrl
 */
async function checkWasm(pyodideUrl) {
  let response;
  try {
    response = await fetch(new URL("pyodide.asm.wasm", pyodideUrl), { method: "HEAD" });
  } catch {
    return; // no network (offline, from the saved copy): nothing to check, and nothing to fail
  }
  const type = response.headers.get("content-type");
  if (!response.ok) throw failure("worker.runtime-http", { status: response.status });
  if (!type) throw failure("worker.wasm-untyped");
  if (!type.startsWith("application/wasm")) throw failure("worker.wasm-type", { type });
}

/**
 * A file of the runtime's, downloaded while Python starts (a failure is reported once Python is up).
 * @param {string} url
 */
function download(url) {
  const data = fetch(url).then((response) => {
    if (!response.ok) throw failure("worker.package-http", { status: response.status });
    return response.arrayBuffer();
  });
  data.catch(() => {});
  return data;
}

/**
 * Start Pyodide from `pyodideUrl` with the standard library `stdLibURL` (null: Pyodide's own), the wheel
 * and the edition's catalogue (null: English, which needs none).
 * @param {string} pyodideUrl
 * @param {string} wheelUrl
 * @param {string | null} stdLibURL
 * @param {string | null} catalogueUrl
 * @returns {Promise<{pyodide: Pyodide, info: {python: string, pyodide: string}}>}
 */
async function load(pyodideUrl, wheelUrl, stdLibURL, catalogueUrl) {
  // The wheel built with this site, from beside it, and the words of this edition's language (the
  // wheel carries none: a reader downloads only their own language's).
  const wheel = download(wheelUrl);
  const catalogue = catalogueUrl ? download(catalogueUrl) : null;
  const { loadPyodide } = await import(new URL("pyodide.mjs", pyodideUrl).href);
  const pyodide = /** @type {Pyodide} */ (
    await loadPyodide({
      indexURL: pyodideUrl,
      ...(stdLibURL ? { stdLibURL } : {}),
      stdout: () => {},
      stderr: (/** @type {string} */ line) => console.warn(line),
    })
  );
  // A pure-Python wheel is a zip file Python imports from directly: nothing to unpack, no
  // package metadata to read, and no module of the installer's to import.
  pyodide.FS.writeFile("/lib/baccarat.whl", new Uint8Array(await wheel));
  pyodide.runPython("import sys; sys.path.insert(0, '/lib/baccarat.whl')");
  if (catalogue && catalogueUrl) {
    const name = new URL(catalogueUrl).pathname.split("/").pop();
    pyodide.FS.mkdirTree("/lib/locale");
    pyodide.FS.writeFile(`/lib/locale/${name}`, new Uint8Array(await catalogue));
    pyodide.runPython("import pathlib, baccarat.i18n as i18n; i18n.CATALOGUE_FOLDERS.append(pathlib.Path('/lib/locale'))");
  }
  return { pyodide, info: { python: pyodide.runPython("import sys; sys.version.split()[0]"), pyodide: pyodide.version } };
}

async function start() {
  const query = self.name.startsWith("baccarat?") ? self.name.slice("baccarat".length) : self.location.search;
  const params = new URLSearchParams(query);
  if (!params.get("pyodide") || !params.get("wheel")) {
    throw failure("worker.no-urls");
  }
  /** The URL the query names `name`, from this file's (null: none). @param {string} name */
  const named = (name) => {
    const value = params.get(name);
    return value ? new URL(value, self.location.href).href : null;
  };
  const [pyodideUrl, wheelUrl] = /** @type {[string, string]} */ (["pyodide", "wheel"].map(named));
  const stdLibURL = named("stdlib");
  const catalogueUrl = named("catalogue");
  const total = Number(params.get("bytes"));
  if (total > 0) countDownloads(total);
  // The check runs beside the boot and only matters when it fails.
  const failed = checkWasm(pyodideUrl).then(() => new Promise(() => {}));
  return Promise.race([failed, load(pyodideUrl, wheelUrl, stdLibURL, catalogueUrl)]);
}

/** @param {any} error anything thrown: an Error, a failure, a Python error, or a value */
const errorText = (error) => String(error && error.message ? error.message : error);
/**
 * What a failure says: its message, and the key and names of its words when it is the worker's own.
 * @param {any} error anything thrown (see errorText)
 */
const failed = (error) => ({ ok: false, error: errorText(error), ...(error?.key ? { key: error.key, names: error.names } : {}) });
const starting = start();
starting.then(
  ({ info }) => self.postMessage({ id: 0, ok: true, result: info }),
  (error) => self.postMessage({ id: 0, ...failed(error) }),
);
// The package is imported just after "ready" is sent (compiling it takes a while), so the page
// hears that Python is up at once; a request arriving sooner waits for the import.
const importing = starting.then(async ({ pyodide }) => {
  await new Promise((resolve) => setTimeout(resolve, 0)); // let the "ready" message go first
  return pyodide.pyimport("baccarat.widgets");
});
importing.catch(() => {});

self.onmessage = async ({ data }) => {
  const { id, type } = data;
  try {
    if (type !== "call") throw failure("worker.unknown-message", { type });
    const web = await importing;
    const request = JSON.stringify(data.request);
    const reply = data.progress ? web.handle_json.callKwargs(request, { progress: reporter(id) }) : web.handle_json(request);
    self.postMessage({ id, ok: true, result: JSON.parse(reply) });
  } catch (error) {
    self.postMessage({ id, ...failed(error) });
  }
};
