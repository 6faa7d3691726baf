// @ts-check
// The browser code's string literals: `node tests/widgets/string_literals.mjs DIR` prints one JSON line per
// literal of every .js file under DIR (recursively): its file, line and text (a template literal's `${…}` parts
// as `${}`), and what it is given to: the function it is an argument of (through a `? :`, `??` or `||`),
// the property it is compared with (`event.key === "Enter"`), or "import" for a module's name. It reads the code
// with TypeScript's own parser (already in node_modules, for tsc), so a quote in a comment or a regular
// expression is no literal.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

const [dir = "docs/assets/javascripts"] = process.argv.slice(2);

/** Every .js file under `folder`. @param {string} folder */
const scripts = (folder) =>
  readdirSync(folder, { recursive: true })
    .filter((name) => name.endsWith(".js"))
    .sort()
    .map((name) => join(folder, name));

/** A literal's text, a template literal's substitutions as `${}`. @param {ts.Node} node */
function textOf(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  const template = /** @type {ts.TemplateExpression} */ (node);
  return template.head.text + template.templateSpans.map((span) => "${}" + span.literal.text).join("");
}

/** Whether a node passes its value on as it is: a `? :`'s branch, a `??` or `||`, parentheses. @param {ts.Node} node */
function passesOn(node) {
  const parent = node.parent;
  if (ts.isParenthesizedExpression(parent)) return true;
  if (ts.isConditionalExpression(parent)) return parent.condition !== node;
  if (ts.isBinaryExpression(parent)) {
    const kind = parent.operatorToken.kind;
    return kind === ts.SyntaxKind.QuestionQuestionToken || kind === ts.SyntaxKind.BarBarToken;
  }
  return false;
}

/** What a literal is given to (see above), or "" for anything else. @param {ts.Node} node */
function givenTo(node) {
  let at = node;
  while (passesOn(at)) at = at.parent;
  const parent = at.parent;
  if (ts.isCallExpression(parent) && parent.arguments.includes(/** @type {ts.Expression} */ (at))) {
    return parent.expression.getText().replace(/\s+/g, "");
  }
  if (ts.isBinaryExpression(parent) && /^=+$|^!=+$/.test(parent.operatorToken.getText())) {
    const other = parent.left === at ? parent.right : parent.left;
    return `compared with ${other.getText()}`;
  }
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isImportTypeNode(parent?.parent)) {
    return "import";
  }
  return "";
}

for (const file of scripts(dir)) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      console.log(JSON.stringify({ file, line, text: textOf(node), given: givenTo(node) }));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
