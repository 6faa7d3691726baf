// @ts-check
// The browser code's functions, longest first: `node tests/js/function_lengths.mjs DIR [LIMIT]` prints
// "LINES FILE:LINE NAME" for every function of every .js file under DIR (recursively), and only those
// over LIMIT lines when LIMIT is given. It reads the code with TypeScript's own parser (the type checker
// already in node_modules), so a brace in a string or a comment is no function.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

const [dir = "docs/assets/javascripts", limitText = "0"] = process.argv.slice(2);
const limit = Number(limitText);

/** Every .js file under `folder`. @param {string} folder */
const scripts = (folder) =>
  readdirSync(folder, { recursive: true })
    .filter((name) => name.endsWith(".js"))
    .sort()
    .map((name) => join(folder, name));

/** A function's name as a reader finds it: its own, or the variable, property or method it is. @param {ts.Node} node */
function nameOf(node) {
  const named = /** @type {{name?: ts.Node}} */ (node).name;
  if (named) return named.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText().slice(0, 40)})`;
  return "(anonymous)";
}

/**
 * A classic script's wrapper, `(function () { … })();` at the top of its file (theme-later.js): the file's
 * own scope, read as the file is, not a function.
 * @param {ts.Node} node
 */
function isFileScope(node) {
  const call = ts.isParenthesizedExpression(node.parent) ? node.parent.parent : node.parent;
  return ts.isCallExpression(call) && ts.isExpressionStatement(call.parent) && ts.isSourceFile(call.parent.parent);
}

/** @type {[number, string][]} */
const found = [];
for (const file of scripts(dir)) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body && !isFileScope(node)) {
      const line = (/** @type {number} */ at) => source.getLineAndCharacterOfPosition(at).line;
      const lines = line(node.getEnd()) - line(node.getStart()) + 1;
      if (lines > limit) found.push([lines, `${file}:${line(node.getStart()) + 1} ${nameOf(node)}`]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
found.sort((a, b) => b[0] - a[0]);
for (const [lines, where] of found) console.log(`${lines} ${where}`);
