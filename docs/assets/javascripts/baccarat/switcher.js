// @ts-check
// The language switcher keeps the reader's place: the same page, at the same heading. Every edition has
// the same paths and the same heading anchors, so the switcher's links (overrides/partials/alternate.html:
// each edition's copy of this page, a plain link that works without this script) get the address's anchor
// as they are followed. The anchor is the one of the moment: the reader may have followed a heading's
// link since the page came (Material's instant navigation changes the address in place).
//
// The page is the one shown now, too: instant navigation replaces the article but not the header, so a
// link written for the first page shown would lead to that page. Material replaces the head's alternates
// (overrides/main.html: this page in each edition), and the link takes its page from them.

/** The switcher's links: each names its edition's language (hreflang). */
const SWITCHER_LINK = "a.md-select__link[hreflang]";

/**
 * Point a switcher's link at the page shown now, in its edition, at the anchor shown now.
 * @param {HTMLAnchorElement} link
 */
function followReader(link) {
  const alternate = [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].find(
    (candidate) => candidate.getAttribute("hreflang") === link.hreflang,
  );
  // The head names the site's public address; the reader may be on another host (a preview, a copy):
  // only its path is taken, on this host.
  const page = alternate ? new URL(alternate.getAttribute("href") ?? "", location.href).pathname : link.href;
  const target = new URL(page, location.href);
  target.hash = location.hash;
  link.href = target.href;
}

/** Before anything follows a switcher's link (a click, a middle click, the menu's "copy link"), and first:
 * Material's own handlers on the body read the link after this has. @param {Event} event */
function beforeFollowing(event) {
  const link = event.target instanceof Element ? event.target.closest(SWITCHER_LINK) : null;
  if (link instanceof HTMLAnchorElement) followReader(link);
}

/** Listen for the page's whole life (the header, and so the switcher, outlives instant navigation). */
export function keepPlaceAcrossEditions() {
  for (const type of ["click", "auxclick", "contextmenu"]) document.addEventListener(type, beforeFollowing, true);
}
