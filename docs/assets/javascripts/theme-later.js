// @ts-check
// Material's own script, started when the reader first reaches for the page: on every page, in place of Material's.
//
// Material's start-up is one main-thread task (set-up, and a restyle and layout of the whole page) of
// 80-100 ms here, 300-400 ms on a phone's slower processor; on a widget page it also shares the
// processor with Python starting. The page does not need it to be read or used: until it runs, the
// page is the plain, complete page the site serves: text, tables, widgets, links (which load pages
// the ordinary way), the drawer and the search box (CSS), the reader's colour scheme and its toggle
// (the guide's own: partials/javascripts/palette.html). What Material adds answers the reader's
// moves: instant navigation (a click), contents and a header that follow the scroll, the search, its
// keys. So, as a facade stands in for a heavy script until it is wanted, the site puts this script
// where Material's was (see sitebuild/pages.py; data-theme names Material's), and it loads Material's
// script when the reader first reaches for the page: moves the pointer, touches, scrolls, presses a
// key or moves the focus; when the page asks (a "baccarat:start-theme" event); or ten seconds after
// the page has settled (a tab left open, a reader who only reads). A reader who opens a page and reads
// is never held by it while the page loads; one who reaches for the page has Material's features from then on.
(function () {
  "use strict";
  var script = /** @type {HTMLScriptElement} */ (document.currentScript);
  var theme = script.dataset.theme || "";
  var started = false;
  var listening = { capture: true, passive: true };
  var triggers = ["keydown", "pointerdown", "pointermove", "touchstart", "wheel", "scroll", "focusin"];

  function start() {
    if (started) return;
    started = true;
    triggers.forEach(function (type) { document.removeEventListener(type, reach, listening); });
    settleStylesheets(loadMaterial);
  }

  /**
   * The reader reaches for the page. A pointer's move counts only if it moved: Chromium also sends a still one,
   * where the pointer already is, as it lays a page out under it (a phone-sized page, now and then), and that is
   * no reader's move.
   * @param {Event} event
   */
  function reach(event) {
    if (event instanceof PointerEvent && event.type === "pointermove" && !event.movementX && !event.movementY) return;
    start();
  }

  // Material makes every relative address in the page absolute as it starts (for its instant
  // navigation). A stylesheet's new address is a new request, and until it is answered the browser
  // applies none of that sheet's rules: a layout in between has no theme (tables overflowed a phone
  // by 100 px, colours lost their contrast). The page's head makes them absolute before the page is
  // first styled (overrides/main.html), so Material finds nothing to change and nothing is restyled.
  // For a page without that (a stylesheet added since), each such stylesheet gets its absolute address
  // here, as a new link beside the old one. The new links load switched off (media "not all": no rule
  // of theirs applies, so nothing is restyled as each arrives), and once all have loaded they replace
  // the old ones in one step: the page is restyled once, not once a sheet (a long task on a big page).
  /** @param {() => void} done */
  function settleStylesheets(done) {
    var links = Array.prototype.filter.call(document.querySelectorAll('link[rel="stylesheet"][href]'), function (link) {
      return !/^(?:[a-z]+:)?\/\//i.test(link.getAttribute("href"));
    });
    var waiting = links.length;
    if (!waiting) return done();
    var swaps = links.map(function (link) {
      var absolute = link.cloneNode();
      absolute.href = link.href;
      absolute.media = "not all";
      absolute.onload = settled;
      absolute.onerror = function () { absolute.remove(); absolute = null; settled(); }; // the old link stays
      link.after(absolute);
      return function () {
        if (!absolute) return;
        if (link.media) absolute.media = link.media;
        else absolute.removeAttribute("media");
        link.remove();
      };
    });
    function settled() {
      waiting -= 1;
      if (waiting > 0) return;
      swaps.forEach(function (swap) { swap(); });
      // The page is restyled with its new sheets in the next frame, in a task of its own, before
      // Material's script runs: that script measures the page at once, and would restyle it itself.
      requestAnimationFrame(function () { setTimeout(done, 0); });
    }
  }

  function loadMaterial() {
    var script = document.createElement("script");
    script.src = theme;
    script.onload = function () {
      // Material starts on DOMContentLoaded, which has passed: announce it again (Material
      // listens once, and nothing else here listens for it). In a task of its own: reading the
      // script and starting the theme are two shorter pauses for the reader, not one long one.
      setTimeout(function () {
        document.dispatchEvent(new Event("DOMContentLoaded"));
        document.dispatchEvent(new Event("baccarat:theme-ready"));
      }, 0);
    };
    document.body.appendChild(script);
  }

  // The header's search button shows from the first paint (<html> is marked "js": overrides/main.html). Opened,
  // the search's index is fetched (below); opened before Material's search runs, its box takes the keyboard at
  // once, so that nothing the reader types is lost: Material's search starts from what the box holds.
  var search = document.getElementById("__search");
  if (search) {
    search.addEventListener("change", function (event) {
      var box = document.querySelector(".md-search__input");
      var opened = event.target instanceof HTMLInputElement && event.target.checked;
      if (opened) reachSearch();
      if (opened && box instanceof HTMLElement && !("document$" in window)) box.focus();
    });
  }

  // In the English edition Material's search fetches its index and builds it (lunr, in a worker) from the whole
  // edition's text as soon as Material starts: a third of a second of a desktop's processor and over a second of
  // a phone's, on every page opened, beside Python starting, for a search most readers never open (the Chinese
  // editions' search already waits until it is opened). The index's request (Material's XMLHttpRequest) is held
  // until the reader first reaches for the search: the box takes the focus or the search opens (its button, its
  // key, a link that opens it all do one of both). What is typed meanwhile is searched once the index is built,
  // as Material searches a query typed before its index is ready.
  var heldIndex = /** @type {(() => void)[]} */ ([]);
  var indexRequests = new WeakSet();
  var searchReached = false;
  var open = XMLHttpRequest.prototype.open;
  var send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = /** @type {any} */ (function (/** @type {string} */ _method, /** @type {string | URL} */ url) {
    if (/\/search\/search_index\.json$/.test(String(url))) indexRequests.add(this);
    return Reflect.apply(open, this, arguments);
  });
  /** @this {XMLHttpRequest} @param {Document | XMLHttpRequestBodyInit | null} [body] */
  XMLHttpRequest.prototype.send = function (body) {
    var request = this;
    if (searchReached || !indexRequests.has(request)) return send.call(request, body);
    heldIndex.push(function () { send.call(request, body); });
  };
  function reachSearch() {
    searchReached = true;
    heldIndex.splice(0).forEach(function (sendHeld) { sendHeld(); });
  }
  document.addEventListener("focusin", function (event) {
    if (event.target instanceof Element && event.target.matches(".md-search__input")) reachSearch();
  }, true);

  triggers.forEach(function (type) { document.addEventListener(type, reach, listening); });
  document.addEventListener("baccarat:start-theme", start); // the page asks (baccarat/offline.js)
  // The ten seconds count from when the page has settled: its load and, on a page whose widget starts Python,
  // Python ready (baccarat-widgets.js says so), so that a slow phone's start never shares the processor with
  // Material's. Counted from this script's start, they once ran out during the start itself. A page that never
  // settles (Python's download stalled) has Material a minute after this script's start.
  document.addEventListener("baccarat:settled", function () { setTimeout(start, 10000); }, { once: true });
  setTimeout(start, 60000);
})();
