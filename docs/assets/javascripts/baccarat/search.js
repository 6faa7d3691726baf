// @ts-check
// Material's search, as every reader types and reads it.
//
// Its query: Material reads its field when a key is released (keyup) and when the field is focused. A query
// that arrives with no key released after it waits for the next key and shows nothing meanwhile: a paste
// from the menu, dictation, and the word a Chinese input method commits (on many phone keyboards no
// keyup follows it). Each such change is passed on as the key release Material listens for; Material
// drops a query equal to the last, so a change a real key also reports is searched once.
//
// Its results: the Chinese editions' index is cut into words (jieba) with a zero-width space between two
// words, and Material shows the indexed text as it is. A zero-width space lets a line break anywhere, even
// before a full stop or a closing bracket, and it is copied with the text: the results show the text
// without them (the index keeps them, so what is found does not change).

const QUERY = 'input[data-md-component="search-query"]';
const RESULTS = '[data-md-component="search-result"]';
const WORD_BREAKS = /\u200b/g;

/** @param {Event} event */
function passOn(event) {
  const field = event.target;
  // While an input method composes, its field holds letters on their way to a word (pinyin, jyutping).
  if (!(field instanceof HTMLInputElement) || !field.matches(QUERY) || ("isComposing" in event && event.isComposing)) return;
  field.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
}

/** @param {Node} text */
function unbreak(text) {
  if (text.nodeValue?.includes("\u200b")) text.nodeValue = text.nodeValue.replace(WORD_BREAKS, "");
}

/** The text of the results Material has just written (a node and all within it), without its word breaks.
 * @param {Node} root */
function withoutWordBreaks(root) {
  if (root.nodeType === Node.TEXT_NODE) return unbreak(root);
  const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode(); text; text = texts.nextNode()) unbreak(text);
}

/** Listen for the page's whole life (the header, and so the search, outlives instant navigation). */
export function fitSearchToReaders() {
  document.addEventListener("input", passOn, true);
  document.addEventListener("compositionend", passOn, true); // the word committed: its input event came before
  const results = document.querySelector(RESULTS);
  if (!results) return;
  new MutationObserver((changes) => {
    for (const change of changes) change.addedNodes.forEach(withoutWordBreaks);
  }).observe(results, { childList: true, subtree: true });
}
