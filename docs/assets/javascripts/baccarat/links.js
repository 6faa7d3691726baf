// @ts-check
// Links: the page's query for Python to read, and an address from a query Python wrote (no link
// parameter is named in the browser's code), shown in the address bar or copied.

import { ROOT } from "./runtime.js";
import { say } from "./words.js";

/** The query pairs of the page's address, for Python to check (a link is parsed only there). */
export function linkPairs() {
  return [...new URLSearchParams(location.search)];
}

/** A permalink's query, with the commas between cards and the colons of stakes left readable. @param {Record<string, string>} query */
const linkQuery = (query) => new URLSearchParams(query).toString().replaceAll("%2C", ",").replaceAll("%3A", ":");

/** @template {string} K @typedef {{readonly [name in K]?: string}} Query a link's query, as Python wrote it */

/**
 * An address with `query` as its query: a link's query as Python wrote it (each widget's answer carries its
 * own `link`, and its links to other pages), never written here. This page's, or the guide's page at `path`.
 * @template {string} K
 * @param {Query<K>} query
 * @param {{path?: string, hash?: string}} [where]
 */
export function pageLink(query, { path, hash } = {}) {
  const url = path === undefined ? new URL(location.pathname, location.origin) : new URL(path, ROOT);
  url.search = linkQuery(/** @type {Record<string, string>} */ (query));
  if (hash) url.hash = hash;
  return url.href;
}

/** The path of the page each widget started on (startWidget notes it). */
const startedOn = /** @type {WeakMap<Element, string>} */ (new WeakMap());

/** Note that the widget `root` starts on the page now shown. @param {Element} root */
export function noteStart(root) {
  startedOn.set(root, location.pathname);
}

/**
 * Keep the address bar a link to what the widget shows, but never after the reader has moved on: Material's
 * instant navigation changes the address before it replaces the page, and a widget answering in between would
 * give the next page its query. @param {Element} root @param {string} href
 */
export function showInAddressBar(root, href) {
  if (root.isConnected && startedOn.get(root) === location.pathname) history.replaceState(history.state, "", href);
}

/**
 * "Copy link": show the link in `box`, selected, and put it on the clipboard when the browser allows.
 * @param {HTMLElement} copy @param {HTMLInputElement} box @param {string} href
 */
export async function copyLink(copy, box, href) {
  box.value = href;
  box.hidden = false;
  box.select();
  try {
    await navigator.clipboard.writeText(href);
    copy.textContent = say("links.link-copied");
  } catch {
    copy.textContent = say("links.copy-link-above");
  }
  setTimeout(() => (copy.textContent = say("links.copy-link")), 2500);
}
