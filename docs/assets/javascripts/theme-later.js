// @ts-check
// Material's own script, started after Python on pages with a live widget.
//
// Material's start-up is one main-thread task (set-up plus the first style and layout) of
// 60-150 ms. Run while Python starts, on a two-core machine, it shares the processor and grows
// past 200 ms, so the page stutters just as the reader arrives. On widget pages the site puts
// this script where Material's was (see sitebuild/pages.py; data-theme names Material's), and it
// loads Material's script when the first of these happens:
//   - Python is ready or has failed (the widget script's "baccarat:runtime-settled" event);
//   - the reader reaches for the page: a key, a pointer or touch, or focus;
//   - ten seconds pass.
// Until then the page is the plain, complete page the site serves: text, tables, links (which
// load pages the ordinary way), the drawer and the search box (CSS), the reader's colour scheme
// and its toggle (partials/javascripts/palette.html).
(function () {
  "use strict";
  var theme = document.currentScript.dataset.theme;
  var palette = document.querySelector('[data-md-component="palette"]');
  var chosen = null;
  var started = false;
  var triggers = ["keydown", "pointerdown", "touchstart", "focusin"];

  // A scheme chosen on the toggle (shown from the first paint, see partials/javascripts/palette.html)
  // starts Material, and is handed to it once it runs.
  if (palette) {
    palette.addEventListener("change", function (event) {
      chosen = event.target;
      start();
    });
  }

  function start() {
    if (started) return;
    started = true;
    triggers.forEach(function (type) { document.removeEventListener(type, start, true); });
    settleStylesheets(loadMaterial);
  }

  // Material makes every relative address in the page absolute as it starts (for its instant
  // navigation). A stylesheet's new address is a new request, and until it is answered the browser
  // applies none of that sheet's rules: a layout in between has no theme (tables overflowed a phone
  // by 100 px, colours lost their contrast). So each stylesheet gets its absolute address first, as
  // a new link beside the old one that replaces it once loaded, and Material finds nothing to change.
  function settleStylesheets(done) {
    var links = Array.prototype.filter.call(document.querySelectorAll('link[rel="stylesheet"][href]'), function (link) {
      return !/^(?:[a-z]+:)?\/\//i.test(link.getAttribute("href"));
    });
    var waiting = links.length;
    if (!waiting) return done();
    links.forEach(function (link) {
      var absolute = link.cloneNode();
      absolute.href = link.href;
      absolute.onload = function () { link.remove(); settled(); };
      absolute.onerror = function () { absolute.remove(); settled(); }; // the old link stays as it was
      link.after(absolute);
    });
    function settled() {
      waiting -= 1;
      if (waiting === 0) done();
    }
  }

  function loadMaterial() {
    var script = document.createElement("script");
    script.src = theme;
    script.onload = function () {
      // Material starts on DOMContentLoaded, which has passed: announce it again (Material
      // listens once, and nothing else here listens for it).
      document.dispatchEvent(new Event("DOMContentLoaded"));
      if (chosen) chosen.dispatchEvent(new Event("change", { bubbles: true }));
      document.dispatchEvent(new Event("baccarat:theme-ready"));
    };
    document.body.appendChild(script);
  }

  triggers.forEach(function (type) { document.addEventListener(type, start, true); });
  window.addEventListener("baccarat:runtime-settled", start);
  setTimeout(start, 10000);
})();
