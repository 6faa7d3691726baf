// Material's site search, started after Python on pages with a live widget.
// Material creates its search worker as the page loads and builds the whole search index in
// it at once; on a two-core machine that competes with Python's start. On widget pages the
// site hands Material this stand-in instead (see overrides/hooks.py). It holds Material's
// messages until Python is ready or the reader goes to the search box (the page says so on
// the "baccarat" channel), or ten seconds pass, then loads Material's own worker (named in
// this worker's query, ?real=URL) and hands it every message in order. Search is unchanged.
const held = [];
let started = false;

function start() {
  if (started) return;
  started = true;
  self.onmessage = null; // from now on Material's worker hears every message itself
  importScripts(new URL(self.location.href).searchParams.get("real"));
  for (const data of held.splice(0)) self.dispatchEvent(new MessageEvent("message", { data }));
}

self.onmessage = ({ data }) => held.push(data);
new BroadcastChannel("baccarat").onmessage = ({ data }) => {
  if (data === "python-ready" || data === "search-wanted") setTimeout(start, 0);
};
setTimeout(start, 10_000);
