// Which standard-library modules does the browser's Python really import? Boots the pinned
// Pyodide under Node (from node_modules, offline), imports the baccarat wheel the way the
// live widgets do, runs every action of baccarat.web (good and bad input, and a Python error
// crossing into JavaScript), and prints the files of the stdlib modules that ended up loaded
// (paths inside python_stdlib.zip), one per line.
// The site build ships a standard library trimmed to this list (scripts/stdlib-modules.txt):
//   node scripts/stdlib-modules.mjs WHEEL > scripts/stdlib-modules.txt
// Run by scripts/stdlib-modules, which builds the wheel first.
import { readFile } from "node:fs/promises";
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
const web = pyodide.pyimport("baccarat.web");
const requests = [
  { action: "resolve", player: "2 2 8", banker: "3 K" },
  { action: "resolve", cards: "2 3 2 K 8" },
  { action: "resolve", player: "2 Z", banker: "3 K" },
  { action: "resolve", player: "2 2", banker: "3 K" },
  { action: "deal", seed: 42, decks: 8, hand: 3 },
  { action: "deal", seed: "x" },
  { action: "odds", decks: 8, removed: "5 5 K" },
  { action: "odds", decks: 1, removed: "K K K K K" },
  { action: "permalink", pairs: [["seed", "42"], ["step", "3"]] },
  { action: "permalink", pairs: [["colour", "red"]] },
  { action: "roads", seed: 42, decks: 8, coups: 20 },
  { action: "roads", results: "BPPTB" },
  { action: "roads", results: "BPX" },
  { action: "roads-permalink", pairs: [["seed", "42"], ["coups", "10"]] },
  { action: "payout", table: "no-commission", player: "K 6", banker: "5 K 2", stakes: "banker:25,tie:5,player-pair:5" },
  { action: "payout", table: "ez", seed: 42, decks: 8, hand: 2, stakes: "dragon-7:1,dragon-bonus-banker:5" },
  { action: "payout", cards: "Kh 2s Kh 3d 5c 4s", stakes: "perfect-pair:2.50,either-pair:1" },
  { action: "payout", cards: "2 3 2 K 8", stakes: "banker:-5" },
  { action: "payout-permalink", pairs: [["table", "ez"], ["player", "K,6"], ["banker", "5,K,2"], ["stakes", "tie:5"]] },
  { action: "payout-permalink", pairs: [["stakes", "tie:1e9999"]] },
  { action: "drill-start", stored: '{"version": 1, "cells": {"player-4": [1, 1, 1]}}', pairs: [["seed", "5"], ["kind", "call"]] },
  { action: "drill-start", stored: "{oops", pairs: [["kind", "banana"]] },
  { action: "drill-question", seed: 5, kind: "mix", rows: [], replay: false, number: 1, progress: null },
  { action: "drill-question", seed: 5, kind: "call", rows: [], replay: true, number: 2, cell: "call", step: 2 },
  { action: "drill-answer", seed: 5, kind: "banker", rows: [4], replay: false, number: 1, cell: "banker-4-7", answer: "stand", progress: null, session: {} },
  ...homeGameRequests(),
  { action: "nonsense" },
];
for (const request of requests) JSON.parse(web.handle_json(JSON.stringify(request)));
web.handle_json("not json");
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

/** The score keeper's actions on a small game (one round played, one tied for first). */
function homeGameRequests() {
  const game = { format: "baccarat-home-game", version: 1, players: ["Ann", "Bo", "Cy"], rounds: 1, first: 0, seed: 5, history: [], shared: false, revision: 1 };
  const played = { ...game, history: [{ calls: { Bo: "banker", Cy: "banker" }, cards: ["2", "3", "2", "K", "8"], result: "banker", source: "typed" }], revision: 2 };
  return [
    { action: "home-new", players: "Ann\nBo\nCy", rounds: "twice", first: "1", seed: 5 },
    { action: "home-new", players: "Ann", rounds: "8", first: "0", seed: 5 },
    { action: "home-load", stored: JSON.stringify(played) },
    { action: "home-load", stored: "{oops" },
    { action: "home-deal", game, calls: { Bo: "player", Cy: "banker" } },
    { action: "home-record", game, calls: { Bo: "player", Cy: "banker" }, from_shoe: true },
    { action: "home-record", game, calls: { Bo: "player", Cy: "banker" }, player: "2 2", banker: "3 K" },
    { action: "home-undo", game: played },
    { action: "home-share", game: played },
    { action: "home-csv", game: played },
    { action: "home-summary", code: "eyJ2IjoxLCJwIjpbIkFubiIsIkJvIl0sInIiOltbMCwiQiIsIi1iIl1dLCJzIjpmYWxzZX0" },
    { action: "home-summary", code: "<script>" },
  ];
}
