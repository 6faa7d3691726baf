// @ts-check
// The page's words: the scripts show no words of their own. The build writes its edition's words into
// every page (sitebuild/words.py, from baccarat.widgets.browser_words), and `say` finds them by key.

/** The words of each words script read so far (read once, kept as long as its script is). */
const wordsOf = /** @type {WeakMap<Element, Record<string, string>>} */ (new WeakMap());

/**
 * The shown page's words, by key: the build writes its edition's at the end of every page's body
 * (sitebuild/words.py), outside what Material's instant navigation replaces, so a page it brings in
 * finds the same edition's words there (a link into another edition loads its page whole).
 */
function pageWords() {
  const script = document.querySelector('script[type="application/json"].bac-words');
  if (!script) return {};
  let found = wordsOf.get(script);
  if (!found) {
    try {
      found = JSON.parse(script.textContent ?? "") ?? {};
    } catch (error) {
      console.error("the page's words could not be read", error);
      found = {};
    }
    wordsOf.set(script, /** @type {Record<string, string>} */ (found));
  }
  return /** @type {Record<string, string>} */ (found);
}

/**
 * The words `key` names, in the page's language (baccarat.widgets.browser_words), with each named
 * placeholder (`{error}`) filled from `names`. The scripts show no words of their own: a key the page
 * lacks is a bug, said in the console, and the key itself is shown rather than nothing.
 * @param {string} key
 * @param {Record<string, unknown>} [names]
 * @returns {string}
 */
export function say(key, names = {}) {
  const words = pageWords()[key];
  if (typeof words !== "string") {
    console.error(`no words for ${JSON.stringify(key)} in this page`);
    return key;
  }
  return words.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(names, name) ? String(names[name]) : whole));
}

/**
 * Why something failed, in the reader's words when the guide's own code said why (a runtime failure
 * carries the key of its words: see failure() in runtime.js), else as the browser or Python said it.
 * @param {unknown} error
 */
export function reason(error) {
  const failed = /** @type {{key?: unknown, names?: Record<string, unknown>, message?: unknown}} */ (error ?? {});
  if (typeof failed.key === "string") return say(failed.key, failed.names);
  return String(failed.message ?? error);
}

/**
 * An error the reader is told of in their words (see reason): `key` names the words, `names` fill them.
 * Made where the words are not wanted yet (the runtime), or not at hand (the worker sends key and names).
 * @param {string} key
 * @param {Record<string, unknown>} [names]
 */
export function failure(key, names = {}) {
  return Object.assign(new Error(key), { key, names });
}
