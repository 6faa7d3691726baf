// Compile Python sources to bytecode inside the pinned Pyodide, so the magic number and the
// bytecode are exactly those of the browser's Python. Run by the site build (sitebuild/bytecode.py):
//   node scripts/compile-pyc.mjs SOURCES.zip PREFIX OUT.zip [SOURCES.zip PREFIX OUT.zip ...]
// Each SOURCES.zip holds .py files; OUT.zip gets one NAME.pyc for each NAME.py, compiled as the file
// PREFIX/NAME.py (where the browser's Python finds it, so tracebacks name the right file).
// Unchecked-hash .pyc files (never compared with a source) and no column tables (PYTHONNODEBUGRANGES):
// smaller files that load without a single stat or hash. Entries are sorted and dated 1980, and string
// hashing is fixed (PYTHONHASHSEED=0: a set constant such as `x in {"a", "b"}` is written in hash
// order), so the same sources give the same bytes.
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const args = process.argv.slice(2);
if (args.length === 0 || args.length % 3 !== 0) {
  throw new Error("usage: node scripts/compile-pyc.mjs SOURCES.zip PREFIX OUT.zip [...]");
}
const indexURL = fileURLToPath(new URL("../node_modules/pyodide/", import.meta.url));
const pyodide = await loadPyodide({
  indexURL,
  env: { PYTHONNODEBUGRANGES: "1", PYTHONHASHSEED: "0" },
  stdout: () => {},
  stderr: (line) => console.error(line),
});
const compileZip = pyodide.runPython(`
import py_compile, zipfile

def compile_zip(source, prefix, target):
    with zipfile.ZipFile(source) as archive, zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as out:
        for name in sorted(n for n in archive.namelist() if n.endswith(".py")):
            with open("/tmp/source.py", "wb") as file:
                file.write(archive.read(name))
            py_compile.compile(
                "/tmp/source.py", cfile="/tmp/source.pyc", dfile=f"{prefix}/{name}", doraise=True,
                invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
            )
            info = zipfile.ZipInfo(name + "c", date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            with open("/tmp/source.pyc", "rb") as file:
                out.writestr(info, file.read())

compile_zip
`);
for (let i = 0; i < args.length; i += 3) {
  const [source, prefix, target] = args.slice(i, i + 3);
  pyodide.FS.writeFile("/tmp/in.zip", await readFile(source));
  compileZip("/tmp/in.zip", prefix, "/tmp/out.zip");
  await writeFile(target, pyodide.FS.readFile("/tmp/out.zip"));
}
