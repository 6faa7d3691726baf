// @ts-check
// State a reader would be upset to lose (the Drill's progress, a home game's score sheet), saved
// at once in localStorage so that nothing loses it:
//   - compare and swap: a tab writes only if the stored copy is still the one it last read or
//     wrote; otherwise it writes nothing and says so, offering the latest copy;
//   - each compare and swap holds the item's Web Lock (navigator.locks), so that two tabs saving
//     at the same moment take turns: the second one finds the first one's copy, and writes nothing.
//     localStorage alone is no help there: two tabs run side by side, and both can read the old
//     copy before either writes. Nor is the lock alone: a tab's copy of localStorage hears another
//     tab's write by a message that may come after the lock is handed over. So each write also leaves
//     its stamp in a ledger in IndexedDB (whose commits the next holder sees), and a holder whose
//     localStorage is behind the ledger waits for it to catch up before comparing. A browser without
//     Web Locks or IndexedDB compares and writes in one go, as before, which only a save in another
//     tab at that very moment can slip past;
//   - other tabs' changes are heard through the storage event;
//   - a copy Python cannot read (corrupt, foreign, newer, too deep or too large) is set aside
//     under a dated key, never deleted;
//   - a full storage is said honestly, and nothing else is removed to make room without asking.
// What the saved items hold, and whether they are sound, is Python's business: this module only
// stores text. Each item carries its version and revision (written by Python) and is compared by
// its whole text, of which `digest` is the short form shown to tests and tools (data-saved).

import { button, element, messageLine } from "./dom.js";
import { listenWhileMounted } from "./mounted.js";
import { say } from "./words.js";

/**
 * A short digest of a text (32-bit FNV-1a): enough to tell two saved copies apart at a glance.
 * @param {string} text
 */
export function digest(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** @param {string} key */
function read(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked: nothing stored, as far as this page can tell
  }
}

/** The stamp of a stored text (or of none): what the ledger records of each write. */
const stamp = (/** @type {string | null} */ text) => (text === null ? "none" : digest(text));

/** The ledger: for each key, the stamp of the last text any tab wrote, in IndexedDB. */
let ledger = /** @type {Promise<IDBDatabase | null> | null} */ (null);

function openLedger() {
  ledger ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open("baccarat-saves", 1);
      request.onupgradeneeded = () => request.result.createObjectStore("latest");
      request.onsuccess = () => {
        // Someone deleting the ledger (clearing the site's data) is not kept waiting by this page.
        request.result.onversionchange = () => {
          request.result.close();
          ledger = null;
        };
        resolve(request.result);
      };
      request.onerror = request.onblocked = () => resolve(null);
    } catch {
      resolve(null); // no IndexedDB here: the lock alone, as it was
    }
  });
  return ledger;
}

/**
 * Read (`value` undefined) or write the ledger's stamp for `key`; answers the stamp read, or undefined
 * when there is none or no ledger. A write answers once it has committed.
 * @param {string} key
 * @param {string} [value]
 * @returns {Promise<string | undefined>}
 */
async function ledgerEntry(key, value) {
  const db = await openLedger();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction("latest", value === undefined ? "readonly" : "readwrite");
      const store = transaction.objectStore("latest");
      const request = value === undefined ? store.get(key) : store.put(value, key);
      transaction.oncomplete = () => resolve(value === undefined ? request.result : value);
      transaction.onerror = transaction.onabort = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

/**
 * The stored text of `key` once this tab's localStorage has caught up with the ledger's last write
 * (its storage event), or after a second, when the ledger is the one behind (storage cleared by hand).
 * @param {string} key
 * @returns {Promise<string | null>}
 */
async function caughtUp(key) {
  const latest = await ledgerEntry(key);
  if (latest === undefined || latest === stamp(read(key))) return read(key);
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener("storage", heard);
      clearTimeout(timer);
      resolve(read(key));
    };
    const heard = () => {
      if (stamp(read(key)) === latest) done();
    };
    const timer = setTimeout(done, 1000);
    window.addEventListener("storage", heard);
  });
}

/** @param {unknown} error */
function isFull(error) {
  return error instanceof DOMException && (error.name === "QuotaExceededError" || error.code === 22);
}

/**
 * Run `work` holding the Web Lock named after `key`: every read-compare-write of an item, in every
 * tab and worker of this site, takes its turn (a tab's own turns in the order they were asked for).
 * Without Web Locks (an old browser, or a page whose origin may not hold locks), `work` runs at once.
 * @template T
 * @param {string} key
 * @param {() => T | Promise<T>} work
 * @returns {Promise<T>}
 */
export function inTurn(key, work) {
  const now = () => new Promise((resolve) => resolve(work()));
  const locks = globalThis.navigator?.locks;
  if (!locks) return now();
  let granted = false;
  return locks
    .request(`${key} (saving)`, async () => {
      granted = true;
      return work();
    })
    .catch((error) => {
      if (granted) throw error;
      return now(); // the lock was refused (an opaque origin): as without Web Locks
    });
}

/**
 * What a tab knows of a saved item: its key, its widget, and the stored text this tab last read or wrote.
 * @typedef {object} Item
 * @property {string} key
 * @property {HTMLElement} root the widget, whose data-saved shows the digest of `known`
 * @property {() => void} onConflict
 * @property {string | null} known the stored text this tab last read or wrote
 * @property {boolean} stale another tab changed it since: nothing is written until `load()`
 * @property {boolean} loaded until the first load a change is no conflict: the tab takes the newest copy then
 */

/** @param {Item} item */
const mark = (item) => {
  item.root.dataset.saved = item.known === null ? "" : digest(item.known);
};

/** @param {Item} item */
function conflict(item) {
  if (item.stale) return;
  item.stale = true;
  item.onConflict();
}

/**
 * Save `value` as JSON (null: remove it), in turn (see inTurn). Answers "saved"; "conflict" when the
 * stored copy is no longer this tab's (nothing is written); "full" when the storage is full; "blocked"
 * when the browser keeps no storage for this page.
 * @param {Item} item
 * @param {unknown} value
 * @returns {Promise<"saved" | "conflict" | "full" | "blocked">}
 */
function saveItem(item, value) {
  const { key } = item;
  const text = value === null ? null : JSON.stringify(value);
  return inTurn(key, async () => {
    if (item.stale) return "conflict";
    if ((await caughtUp(key)) !== item.known) {
      conflict(item);
      return "conflict";
    }
    try {
      if (text === null) localStorage.removeItem(key);
      else localStorage.setItem(key, text);
    } catch (error) {
      return isFull(error) ? "full" : "blocked";
    }
    item.known = text;
    mark(item);
    await ledgerEntry(key, stamp(text)); // committed before the lock passes on
    return /** @type {const} */ ("saved");
  });
}

/**
 * Put the stored copy `text` aside under a dated key (found again by anyone who looks), and start
 * afresh; in turn, and only if it is still the stored copy (another tab may have replaced it).
 * Answers the key it was put under, or null.
 * @param {Item} item
 * @param {string | null} text
 * @returns {Promise<string | null>}
 */
function setAside(item, text) {
  const { key } = item;
  return inTurn(key, async () => {
    const aside = `${key}-set-aside-${new Date().toISOString()}`;
    if ((await caughtUp(key)) !== text) return null; // replaced meanwhile: nothing unreadable to keep
    try {
      localStorage.setItem(aside, String(text));
      localStorage.removeItem(key);
    } catch {
      return null; // full or blocked: the unreadable copy stays where it was, and is replaced by the next save
    } finally {
      item.known = read(key);
      mark(item);
    }
    await ledgerEntry(key, stamp(null));
    return aside;
  });
}

/**
 * The item saved under `key`. `onConflict()` is called (once) when another tab changes it, or
 * when a save finds a copy this tab never read; until `load()` takes the latest, the tab writes nothing.
 * @param {string} key
 * @param {{onConflict: () => void, root: HTMLElement}} widget
 */
export function savedItem(key, { onConflict, root }) {
  /** @type {Item} */
  const item = { key, root, onConflict, known: null, stale: false, loaded: false };
  /** @param {Event} event */
  const heard = (event) => {
    // event.key is null when the whole storage was cleared.
    const changed = /** @type {StorageEvent} */ (event).key;
    if ((changed === key || changed === null) && item.loaded && read(key) !== item.known) conflict(item);
  };
  listenWhileMounted(root, window, "storage", heard);

  return {
    /** The stored text now, without taking it as this tab's own. */
    peek: () => read(key),
    /** The stored text, taken as this tab's own: later saves are compared with it. */
    load() {
      item.known = read(key);
      item.loaded = true;
      item.stale = false;
      mark(item);
      return item.known;
    },
    /** @param {unknown} value */
    save: (value) => saveItem(item, value),
    /** @param {string | null} text */
    setAside: (text) => setAside(item, text),
    /** The keys of the copies set aside so far. */
    setAsideKeys() {
      try {
        return Object.keys(localStorage).filter((name) => name.startsWith(`${key}-set-aside-`));
      } catch {
        return [];
      }
    },
  };
}

/**
 * The widget's place for notices about its saved state, under its message line.
 * @param {HTMLElement} root
 */
export function noticeSlot(root) {
  let slot = root.querySelector(".bac-notices");
  if (!slot) {
    slot = element("div", { class: "bac-notices" });
    messageLine(root).after(slot);
  }
  return slot;
}

/**
 * A notice (role="alert") in `place`, with buttons ([label, data-action, onClick]); the first is focused.
 * @param {Element} place
 * @param {string} className
 * @param {string} text
 * @param {[string, string, () => unknown][]} actions
 */
export function notice(place, className, text, actions) {
  const box = element("div", { class: className, role: "alert" });
  box.append(element("p", {}, text));
  const buttons = actions.map(([label, action, onClick], index) => {
    const choice = button(label, action, index === 0 ? "md-button--primary" : "");
    choice.addEventListener("click", () => {
      box.remove();
      onClick();
    });
    return choice;
  });
  box.append(...buttons);
  place.replaceChildren(box);
  buttons[0]?.focus();
  return box;
}

/**
 * What to do when a save was refused: a conflict is shown by the item's own onConflict; a full
 * storage asks before removing the copies set aside earlier (the only thing this site would
 * remove to make room), then tries again (`retry()` answers the new save's result).
 * @param {string} result
 * @param {{ setAsideKeys(): string[] }} item
 * @param {Element} place
 * @param {() => Promise<string>} retry
 */
export function whenNotSaved(result, item, place, retry) {
  if (result === "full") {
    const asides = item.setAsideKeys();
    const actions = /** @type {[string, string, () => unknown][]} */ ([[say("storage.carry-on-unsaved"), "carry-on", () => {}]]);
    if (asides.length) {
      actions.unshift([
        say("storage.remove-copies", { count: asides.length }),
        "make-room",
        () => {
          for (const aside of asides) localStorage.removeItem(aside);
          retry().then((again) => whenNotSaved(again, item, place, retry));
        },
      ]);
    }
    notice(place, "bac-storage-full", say("storage.full"), actions);
  } else if (result === "blocked") {
    notice(place, "bac-storage-full", say("storage.blocked"), [[say("storage.carry-on"), "carry-on", () => {}]]);
  }
}
