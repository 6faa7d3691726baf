// Boot the runtime a built site ships, as its worker does, and report on it as JSON:
// the magic number of Pyodide's Python, its frozen modules (built into the interpreter), where the package's modules were loaded from, and the
// traceback of an error raised inside the package.
//   node tests/site/probe.mjs PYODIDE_FOLDER STDLIB_ZIP WHEEL
import { readFile } from "node:fs/promises";
import { loadPyodide } from "pyodide";

const [indexURL, stdLibURL, wheel] = process.argv.slice(2);
const pyodide = await loadPyodide({ indexURL, stdLibURL, stdout: () => {}, stderr: (line) => console.error(line) });
pyodide.FS.writeFile("/lib/baccarat.whl", await readFile(wheel));
const report = pyodide.runPython(`
import _imp, importlib.util, json, sys, traceback
sys.path.insert(0, "/lib/baccarat.whl")
import baccarat.widgets
try:
    baccarat.cards.parse_card("Z")
except baccarat.BaccaratError:
    error = traceback.format_exc()
json.dumps({
    "magic": importlib.util.MAGIC_NUMBER.hex(),
    "frozen": sorted(_imp._frozen_module_names()),
    "files": {name: module.__file__ for name, module in sorted(sys.modules.items())
              if name.startswith("baccarat") or name in ("json", "fractions", "encodings")},
    "traceback": error,
})
`);
console.log(report);
