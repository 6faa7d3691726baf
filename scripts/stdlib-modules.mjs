// Which standard-library modules does the browser's Python really import? Boots the pinned
// Pyodide under Node (from node_modules, offline), imports the baccarat wheel the way the
// live widgets do, runs every widget's example requests in every language of the guide (baccarat.widgets.widgets():
// good and bad input, each language's catalogue read from the wheel or from beside it, and a Python error crossing into JavaScript),
// and prints the files of the stdlib modules that ended up loaded (paths inside python_stdlib.zip), one per line.
// A request the package fails on (its answer is the one for a bug: a module missing, say) fails the run.
// The site build ships a standard library trimmed to this list (scripts/stdlib-modules.txt):
//   node scripts/stdlib-modules.mjs WHEEL > scripts/stdlib-modules.txt
// Run by scripts/stdlib-modules, which builds the wheel first.
import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

// With a second argument, the standard library to boot with (the test suite checks the site's
// trimmed one this way: every action must still run, and no module may be missing).
const [wheel, stdLibURL] = process.argv.slice(2);
if (!wheel) throw new Error("usage: node scripts/stdlib-modules.mjs WHEEL [STDLIB_ZIP]");
const indexURL = fileURLToPath(new URL("../node_modules/pyodide/", import.meta.url));
const pyodide = await loadPyodide({
  indexURL,
  ...(stdLibURL ? { stdLibURL } : {}),
  stdout: () => {},
  stderr: (line) => console.error(line),
});
pyodide.FS.writeFile("/lib/baccarat.whl", await readFile(wheel));
pyodide.runPython("import sys; sys.path.insert(0, '/lib/baccarat.whl')");
// A wheel the site ships has its catalogues beside it (a wheel built from the sources carries them).
const beside = (await readdir(dirname(wheel))).filter((name) => name.endsWith(".mo"));
if (beside.length) {
  pyodide.FS.mkdirTree("/lib/locale");
  for (const name of beside) pyodide.FS.writeFile(`/lib/locale/${name}`, await readFile(join(dirname(wheel), name)));
  pyodide.runPython("import pathlib, baccarat.i18n as i18n; i18n.CATALOGUE_FOLDERS.append(pathlib.Path('/lib/locale'))");
}
const widgets = pyodide.pyimport("baccarat.widgets");
// Every widget's example requests, as each widget's module declares them (baccarat.widgets.widgets()), in
// every language (an example's own lang stays), and the answer the package gives when it fails.
const [examples, languages, unexpected] = /** @type {[Record<string, unknown>[], string[], string]} */ (
  JSON.parse(
    pyodide.runPython(
      "import json, baccarat.i18n as i, baccarat.widgets as w; " +
        "json.dumps([[e for x in w.widgets() for e in x.examples], i.LANGUAGES, w.UNEXPECTED])",
    ),
  )
);
/** @type {Record<string, unknown>[]} */
const requests = languages.flatMap((lang) => examples.map((example) => ({ lang, ...example })));
requests.push({ action: "nonsense" });
for (const request of requests) {
  const answer = JSON.parse(widgets.handle_json(JSON.stringify(request)));
  if (answer.error === unexpected) throw new Error(`the package failed on ${JSON.stringify(request)}: see above`);
}
widgets.handle_json("not json");
try {
  pyodide.runPython("raise ValueError('a Python error on its way to JavaScript')");
} catch {
  // expected: formatting it imported whatever a traceback needs
}
pyodide.runPython("import sys; sys.version");
const files = pyodide.runPython(`
import sys
zip_path = next(path for path in sys.path if path.endswith(".zip")) + "/"
# Frozen modules (os, io, site...) live in the interpreter itself: their __file__ names the zip,
# but nothing is read from it.
sorted({module.__file__.removeprefix(zip_path) for module in list(sys.modules.values())
        if (getattr(module, "__file__", None) or "").startswith(zip_path)
        and getattr(module.__spec__, "origin", None) != "frozen"})
`).toJs();
console.log(files.join("\n"));
