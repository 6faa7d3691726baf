// @ts-check
// The page's words: the scripts show no words of their own. The build writes its edition's words into
// every page (sitebuild/words.py, from baccarat.widgets.browser_words), and `say` finds them by key.
// Each key, its placeholders and a plural word's count are typed (browser_words.d.ts, written from the
// words' declarations by `python -m sitebuild.words_types`), so strict tsc checks every call.

/** @typedef {import("./browser_words").WordKey} WordKey */
/** @typedef {import("./browser_words").Rule} Rule */
/**
 * What the build writes into every page (sitebuild.page_words.page_words): the edition's plural rule
 * (gettext's, compiled) and its words by key, a plural word as the name of its count and its forms, in the rule's
 * order (English has two, Chinese one).
 * @typedef {{ plural: Rule, words: Record<string, string | { count: string, forms: string[] }> }} PageWords
 */

/** The words of each words script read so far (read once, kept as long as its script is). */
const wordsOf = /** @type {WeakMap<Element, PageWords>} */ (new WeakMap());

/** No words: a page without its words script (a bug, said when a word is asked for). */
const NONE = /** @type {PageWords} */ ({ plural: 0, words: {} });

/**
 * The shown page's words: the build writes its edition's at the end of every page's body
 * (sitebuild/words.py), outside what Material's instant navigation replaces, so a page it brings in
 * finds the same edition's words there (a link into another edition loads its page whole).
 */
function pageWords() {
  const script = document.querySelector('script[type="application/json"].bac-words');
  if (!script) return NONE;
  let found = wordsOf.get(script);
  if (!found) {
    try {
      const read = JSON.parse(script.textContent ?? "");
      found = read && typeof read.words === "object" ? /** @type {PageWords} */ (read) : NONE;
    } catch (error) {
      console.error("the page's words could not be read", error);
      found = NONE;
    }
    wordsOf.set(script, found);
  }
  return found;
}

/**
 * The value of a plural rule for the count `n`, as C computes gettext's expression: the index of the plural
 * form `n` takes (sitebuild.page_words.evaluate is its twin, tested against Python's gettext).
 * @param {Rule} rule
 * @param {number} n a whole number, not negative
 * @returns {number}
 */
export function pluralForm(rule, n) {
  if (typeof rule === "number") return rule;
  if (rule === "n") return n;
  if (!Array.isArray(rule)) return 0;
  const [operator, ...operands] = rule;
  if (operator === "?") return pluralForm(operands[pluralForm(operands[0], n) ? 1 : 2], n);
  if (operator === "!") return pluralForm(operands[0], n) ? 0 : 1;
  const [a, b] = operands.map((operand) => pluralForm(operand, n));
  const results = /** @type {Record<string, number | boolean>} */ ({
    "||": a || b ? 1 : 0,
    "&&": a && b ? 1 : 0,
    "==": a === b,
    "!=": a !== b,
    "<": a < b,
    ">": a > b,
    "<=": a <= b,
    ">=": a >= b,
    "+": a + b,
    "-": a - b,
    "*": a * b,
    "/": b ? Math.trunc(a / b) : 0,
    "%": b ? a % b : 0,
  });
  return Number(results[String(operator)] ?? 0);
}

/**
 * The words `key` names in the page's language, each named placeholder (`{error}`) filled from `names`; a
 * plural word in the form its count takes (by the language's rule). Untyped: `say` is its typed face.
 * @param {string} key
 * @param {Record<string, unknown>} [names]
 * @returns {string}
 */
function sayAny(key, names = {}) {
  const { plural, words: all } = pageWords();
  const found = Object.hasOwn(all, key) ? all[key] : undefined;
  let words = found;
  if (typeof found === "object" && Array.isArray(found?.forms)) {
    const count = Math.abs(Math.trunc(Number(names[found.count]))) || 0;
    words = found.forms[Math.min(pluralForm(plural, count), found.forms.length - 1)];
  }
  if (typeof words !== "string") {
    console.error(`no words for ${JSON.stringify(key)} in this page`);
    return key;
  }
  return fill(words, names);
}

/**
 * Words `template` with each named placeholder (`{name}`) filled from `names`; one `names` lacks is left as it is.
 * Also for words a widget's page data carries (the lesson's, worded by Python), not the page's words by key.
 * @param {string} template @param {Record<string, unknown>} names
 */
export function fill(template, names) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(names, name) ? String(names[name]) : whole));
}

/**
 * What goes between a sentence and the next: a space, or nothing after a full-width stop (。？：), as Chinese is
 * written (a reviewer read "答对 4 题。 还要多练。" as a slip). @param {string} before
 */
export const gapAfter = (before) => (/[\u3000-\u303f\uff00-\uffef]$/.test(before) ? "" : " ");

/** Sentences said one after another, each gap as gapAfter gives it; empty ones left out. @param {string[]} parts */
export const sentences = (...parts) => parts.filter(Boolean).reduce((said, part) => (said ? said + gapAfter(said) : "") + part, "");

/**
 * The words `key` names, in the page's language (baccarat.widgets.browser_words), with each named
 * placeholder (`{error}`) filled from `names` (none for words without placeholders); a plural word takes the
 * form its count takes. The scripts show no words of their own: tsc refuses an unknown key and a missing or
 * extra name; a key the page lacks all the same is a bug, said in the console, and the key itself is shown.
 * @type {<K extends WordKey>(key: K, ...names: import("./browser_words").NamesOf<K>) => string}
 */
export const say = (key, ...names) => sayAny(key, names[0]);

/**
 * Why something failed, in the reader's words when the guide's own code said why (a runtime failure
 * carries the key of its words: see failure() in runtime.js), else as the browser or Python said it.
 * @param {unknown} error
 */
export function reason(error) {
  const failed = /** @type {{key?: unknown, names?: Record<string, unknown>, message?: unknown}} */ (error ?? {});
  if (typeof failed.key === "string") return sayAny(failed.key, failed.names);
  return String(failed.message ?? error);
}

/**
 * An error the reader is told of in their words (see reason): `key` names the words, `names` fill them.
 * Made where the words are not wanted yet (the runtime), or not at hand (the worker sends key and names).
 * @type {<K extends WordKey>(key: K, ...names: import("./browser_words").NamesOf<K>) => Error}
 */
export const failure = (key, ...names) => relayedFailure(key, names[0]);

/**
 * A failure another script made, relayed as it came (the worker's: its own `failure` typed its key and names).
 * @param {string} key
 * @param {Record<string, unknown>} [names]
 */
export function relayedFailure(key, names = {}) {
  return Object.assign(new Error(key), { key, names });
}
