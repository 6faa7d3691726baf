// @ts-check
// The live side of the guide: a registry that finds the widgets on a page and loads only their
// modules (as Material's own components do). Interaction only: every rule, every explanation and
// all of their HTML come from the baccarat package running in a Pyodide worker (baccarat/runtime.js).
//
// Mounted now, and on every page Material's instant navigation brings in (its document$); each
// element is mounted once (data-mounted), so mounting again is harmless.

/** Content the guide enhances, and its module under baccarat/widgets/: worked coups on the rules pages,
 * tables of figures (neither inside a widget), the copy fields and the glossary's terms. Each live widget's
 * element names its own module (data-module, written by the site build from the package's one list of
 * widgets); the lesson asks Python nothing and is no such widget. */
const ENHANCERS = [
  [".bac-lesson[data-coups]", "lesson"],
  ["article .bac-coup[data-cards]", "try_it_live"],
  ["article table:has(td[data-exact])", "precision"],
  [".bac-copy[data-copy]", "copy"],
  ["nav.md-nav--primary", "navmarks"], // a mark beside each finished lesson and set of questions
  ["article a.bac-term[data-definition]", "glossary"], // a glossary term's definition, shown in place
];

/** Modules that enhance static content, and so never mount inside a widget (which renders its own). */
const STATIC_ONLY = new Set(["try_it_live", "precision"]);
const MODULE_NAME = /^[a-z_]+$/;

import { releaseDetached } from "./baccarat/mounted.js";
import { saveForOffline } from "./baccarat/offline.js";
import { pageSettled } from "./baccarat/runtime.js";
import { fitSearchToReaders } from "./baccarat/search.js";
import { keepPlaceAcrossEditions } from "./baccarat/switcher.js";

/** A widget module: it mounts each element of its kind. @typedef {{mount: (node: HTMLElement) => void}} WidgetModule */
const modules = /** @type {Map<string, Promise<WidgetModule>>} */ (new Map());

/**
 * The module `name` (under baccarat/widgets/), imported once.
 * @param {string} name
 * @returns {Promise<WidgetModule>}
 */
function load(name) {
  if (!modules.has(name)) modules.set(name, import(new URL(`baccarat/widgets/${name}.js`, import.meta.url).href));
  return /** @type {Promise<WidgetModule>} */ (modules.get(name));
}

/**
 * Mark each region that scrolls sideways and has more to show, so its hint appears (CSS), and let a code
 * block that scrolls sideways take keyboard focus (Material does it too, but only later, once it has
 * measured the block; axe and a keyboard reader may come first).
 *
 * Measured as the browser lays the page out: a ResizeObserver hears of each size the browser has just
 * computed, so reading it forces no layout. (Reading it here, region by region, between writes, laid the
 * whole page out again for each region: 0.3-1 s of a phone's main thread on the payouts page.) Content far
 * below the screen is not laid out at all (content-visibility in baccarat.css) and is measured when the
 * reader nears it. One observer per page: Material's instant navigation takes the old page's nodes away.
 */
let overflowWatch = /** @type {ResizeObserver | null} */ (null);
function watchOverflow() {
  overflowWatch?.disconnect();
  overflowWatch = new ResizeObserver((entries) => {
    const measured = entries
      .map(({ target }) => /** @type {HTMLElement} */ (target.closest(".bac-scroll") ?? target))
      .filter((box) => box.firstElementChild?.checkVisibility?.({ contentVisibilityAuto: true }) ?? true)
      .map((box) => [box, box.scrollWidth > box.clientWidth + 1]);
    for (const [box, overflows] of /** @type {[HTMLElement, boolean][]} */ (measured)) {
      if (box.classList.contains("bac-scroll")) box.classList.toggle("bac-overflows", overflows);
      else if (overflows) box.tabIndex = 0;
    }
  });
  for (const region of document.querySelectorAll(".bac-scroll")) {
    overflowWatch.observe(region); // its width follows the screen's
    if (region.firstElementChild) overflowWatch.observe(region.firstElementChild); // its content's width
  }
  for (const code of document.querySelectorAll("article pre > code")) overflowWatch.observe(code);
}

/** The last mounting's widgets, their modules loaded and each mounted (or failed: the console says so). */
let mounted = /** @type {Promise<unknown>} */ (Promise.resolve());

function mountAll() {
  releaseDetached(); // the listeners of the widgets Material's instant navigation took away
  watchOverflow();
  // Material's search dialog has no accessible name; give it one, Material's own word for its search.
  const search = document.querySelector('.md-search[role="dialog"]:not([aria-label])');
  const named = search?.querySelector(".md-search__input")?.getAttribute("aria-label");
  if (named) search?.setAttribute("aria-label", named);
  const wanted = /** @type {Map<string, HTMLElement[]>} */ (new Map());
  const marked = /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-widget][data-module]:not([data-mounted])"));
  for (const node of marked) {
    const name = node.dataset.module ?? "";
    if (MODULE_NAME.test(name)) wanted.set(name, [...(wanted.get(name) ?? []), node]);
  }
  for (const [selector, name] of ENHANCERS) {
    const found = /** @type {HTMLElement[]} */ ([...document.querySelectorAll(`${selector}:not([data-mounted])`)]).filter(
      (node) => !STATIC_ONLY.has(name) || !node.closest("[data-widget]"),
    );
    if (found.length) wanted.set(name, [...(wanted.get(name) ?? []), ...found]);
  }
  const mounting = [...wanted].map(([name, found]) => {
    for (const node of found) node.dataset.mounted = "";
    return load(name).then(
      (module) => found.forEach((node) => module.mount(node)),
      (error) => console.error(`the ${name} widget could not load`, error),
    );
  });
  mounted = Promise.allSettled(mounting);
}

// On widget pages Material's script runs later, after Python (theme-later.js): subscribe then.
function subscribe() {
  if (window.document$) window.document$.subscribe(mountAll);
  else mountAll();
}
// (A module script runs once the page is parsed, after Material's script on other pages.)
document.addEventListener("baccarat:theme-ready", subscribe, { once: true });
subscribe();

// The language switcher keeps the reader's page and heading (baccarat/switcher.js).
keepPlaceAcrossEditions();

// The search answers a pasted, dictated or input-method query as it does a typed one, and its Chinese results
// break lines as Chinese does (baccarat/search.js).
fitSearchToReaders();

// Saving the guide for offline use waits until the page has settled: its load, and on a page whose
// widget has started Python, until Python is ready (so it reads the HTTP cache instead of competing with
// the start). It never starts Python itself: a page whose widget waits for the reader has settled once its
// widgets are mounted. Material's start for a reader who only reads counts its ten seconds from then too
// (theme-later.js).
const settled = pageSettled(() => mounted);
settled.then(() => document.dispatchEvent(new Event("baccarat:settled")));
saveForOffline(settled);
