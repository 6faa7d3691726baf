// Python runs here, in one module worker, so the page never waits on it.
// Messages in: {id, type: "start", pyodideUrl, wheelUrl} once, then {id, type: "call", request}.
// Messages out: {id, ok: true, result} or {id, ok: false, error}.

let web = null;
let starting = null;

/** Pyodide hangs rather than fails on a .wasm served with the wrong MIME type: say so instead. */
async function checkWasm(pyodideUrl) {
  const response = await fetch(new URL("pyodide.asm.wasm", pyodideUrl), { method: "HEAD" });
  const type = response.headers.get("content-type") || "no content type";
  if (!response.ok) throw new Error(`the Python runtime could not be downloaded (HTTP ${response.status})`);
  if (!type.startsWith("application/wasm")) {
    throw new Error(`the server sends pyodide.asm.wasm as ${type}, but it must be application/wasm`);
  }
}

async function load(pyodideUrl, wheelUrl) {
  const { loadPyodide } = await import(new URL("pyodide.mjs", pyodideUrl).href);
  // The wheel downloads while the runtime boots; nothing is installed from the network by pip.
  const pyodide = await loadPyodide({
    indexURL: pyodideUrl,
    packages: [wheelUrl],
    stdout: () => {},
    stderr: (line) => console.warn(line),
  });
  web = pyodide.pyimport("baccarat.web");
  return { python: pyodide.runPython("import sys; sys.version.split()[0]"), pyodide: pyodide.version };
}

function start({ pyodideUrl, wheelUrl }) {
  // The check runs beside the boot and only matters when it fails.
  const failed = checkWasm(pyodideUrl).then(() => new Promise(() => {}));
  return Promise.race([failed, load(pyodideUrl, wheelUrl)]);
}

self.onmessage = async ({ data }) => {
  const { id, type } = data;
  try {
    if (type === "start") {
      starting ??= start(data);
      self.postMessage({ id, ok: true, result: await starting });
    } else if (type === "call") {
      await starting;
      self.postMessage({ id, ok: true, result: JSON.parse(web.handle_json(JSON.stringify(data.request))) });
    } else {
      self.postMessage({ id, ok: false, error: `unknown message type ${type}` });
    }
  } catch (error) {
    self.postMessage({ id, ok: false, error: String(error && error.message ? error.message : error) });
  }
};
