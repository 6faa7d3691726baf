// @ts-check
// Material's search reads its field when a key is released (keyup) and when the field is focused. A query
// that arrives with no key released after it waits for the next key and shows nothing meanwhile: a paste
// from the menu, dictation, and the word a Chinese input method commits (on many phone keyboards no
// keyup follows it). Each such change is passed on as the key release Material listens for; Material
// drops a query equal to the last, so a change a real key also reports is searched once.

const QUERY = 'input[data-md-component="search-query"]';

/** @param {Event} event */
function passOn(event) {
  const field = event.target;
  // While an input method composes, its field holds letters on their way to a word (pinyin, jyutping).
  if (!(field instanceof HTMLInputElement) || !field.matches(QUERY) || ("isComposing" in event && event.isComposing)) return;
  field.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
}

/** Listen for the page's whole life (the header, and so the search field, outlives instant navigation). */
export function searchOnEveryInput() {
  document.addEventListener("input", passOn, true);
  document.addEventListener("compositionend", passOn, true); // the word committed: its input event came before
}
