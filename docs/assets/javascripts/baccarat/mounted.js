// @ts-check
// What a widget leaves outside itself goes when the widget goes. Material's instant navigation replaces
// a page without unloading it: a listener a widget left on the window, or on the runtime that every page
// shares, would outlive the widget. So a widget listens there only through `listenWhileMounted` (or says
// what to undo with `whileMounted`), and the registry calls `releaseDetached` on every page it shows.

/** What to undo when a widget leaves the page, each with its widget (see whileMounted). */
const pageListeners = /** @type {Set<{root: Element, off: () => void}>} */ (new Set());

/**
 * Call `off` when the widget `root` is no longer on the page (releaseDetached, on every page shown):
 * Material's instant navigation replaces a page without unloading it, and what outlives its widget leaks.
 * @param {Element} root
 * @param {() => void} off
 */
export function whileMounted(root, off) {
  pageListeners.add({ root, off });
}

/**
 * Listen on `target` (the window, the document) for as long as the widget `root` is on the page.
 * Material's instant navigation replaces a page without unloading it: a listener left on the window
 * would outlive its widget, so it goes when the widget does (releaseDetached, on every page shown).
 * @param {Element} root
 * @param {EventTarget} target
 * @param {string} type
 * @param {EventListener} listener
 * @param {AddEventListenerOptions} [options]
 */
export function listenWhileMounted(root, target, type, listener, options) {
  target.addEventListener(type, listener, options);
  whileMounted(root, () => target.removeEventListener(type, listener, options));
}

/** Remove the listeners of widgets no longer on the page. */
export function releaseDetached() {
  for (const entry of pageListeners) {
    if (!entry.root.isConnected) {
      entry.off();
      pageListeners.delete(entry);
    }
  }
}

/** Material's keys for the next and previous page: a widget whose work a page turn would throw away keeps them. */
const PAGE_KEYS = new Set(["n", "p", ".", ","]);
/** Whether `key` (a KeyboardEvent's) turns Material's page. @param {string} key */
export const isPageKey = (key) => PAGE_KEYS.has(key.toLowerCase());

/** Whether a key pressed on `target` (a KeyboardEvent's) is typed into a field: of text, a list or an editable box.
 * A radio button or a tick box is no such field (the colour scheme's toggle is one: N pressed after it must still
 * answer a widget, not turn the page). @param {EventTarget | null} target */
export const isTyping = (target) =>
  target instanceof Element &&
  target.closest('input:not([type="radio"], [type="checkbox"], [type="button"], [type="submit"], [type="reset"]), select, textarea, [contenteditable]:not([contenteditable="false"])') !== null;
