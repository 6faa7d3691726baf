// Live "deal a hand" widgets. Interaction only: every rule, every explanation and all
// of its HTML come from the baccarat package running in a Pyodide worker.

const ROOT = new URL("../../", import.meta.url);
// Resolved once, now: after instant navigation the page URL changes but this must not.
const WORKER_URL = new URL(document.querySelector('meta[name="baccarat-worker"]')?.content ?? "", ROOT);

// ---------------------------------------------------------------- the Python runtime

// Read by the tests and the benchmark: Python must start once per browsing session.
const stats = (window.__baccarat ??= { workersStarted: 0 });
const START_TIMEOUT_S = 120;
let runtime = null;

/**
 * One worker per browsing session, shared by every widget and kept across instant navigation.
 * On a page with a widget the page head has already started it (overrides/main.html), before
 * the theme loaded; it is adopted here, with any messages it sent in the meantime.
 */
function python() {
  if (runtime) return runtime;
  const pending = new Map();
  let nextId = 0;
  let worker;
  const send = (message) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  const settle = (data) => {
    const entry = pending.get(data.id);
    if (!entry) return;
    pending.delete(data.id);
    if (data.ok) entry.resolve(data.result);
    else entry.reject(new Error(data.error));
  };
  const progress = { loaded: 0, total: 0, listeners: new Set() };
  const onProgress = (data) => {
    Object.assign(progress, data.progress);
    for (const listener of progress.listeners) listener(progress);
  };
  const failAll = (reason) => {
    for (const { reject } of pending.values()) reject(new Error(reason));
    pending.clear();
  };
  const early = window.__baccaratEarly;
  delete window.__baccaratEarly;
  try {
    if (typeof WebAssembly !== "object") throw new Error("this browser has no WebAssembly");
    if (early) {
      worker = early.worker;
    } else {
      worker = new Worker(WORKER_URL, { type: "module", name: "baccarat" });
      performance.mark("baccarat:worker-created");
    }
    stats.workersStarted += 1;
  } catch (error) {
    const ready = Promise.reject(error);
    ready.catch(() => {});
    return (runtime = { ready, call: () => ready, onProgress: () => {} });
  }
  // The worker starts Python by itself and answers with id 0 once it is ready (or has failed).
  const started = new Promise((resolve, reject) => pending.set(0, { resolve, reject }));
  // id -1: download progress of the runtime ({loaded, total} bytes); every other id answers a request.
  const receive = (data) => (data.id === -1 ? onProgress(data) : settle(data));
  worker.onmessage = ({ data }) => receive(data);
  worker.onerror = (event) => {
    event.preventDefault();
    failAll(event.message || "the Python worker could not start");
  };
  if (early) {
    early.messages.forEach(receive);
    if (early.error) failAll(early.error);
  }
  // Some failures (a blocked download deep inside the runtime) never settle: give up after a while.
  const timeout = new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`Python did not start within ${START_TIMEOUT_S} seconds`)), START_TIMEOUT_S * 1000),
  );
  const ready = Promise.race([started, timeout]).then((info) => {
    performance.mark("baccarat:python-ready");
    return info;
  });
  // Material's script, held back on widget pages so Python starts sooner (theme-later.js), may start now.
  const settled = () => window.dispatchEvent(new Event("baccarat:runtime-settled"));
  ready.then(settled, settled);
  runtime = {
    ready,
    call: (request) => ready.then(() => send({ type: "call", request })),
    /** Call `listener({loaded, total})` now and on every download step of the runtime. */
    onProgress: (listener) => {
      progress.listeners.add(listener);
      listener(progress);
    },
  };
  return runtime;
}

// ---------------------------------------------------------------- small DOM helpers

function element(tag, attributes = {}, text = "") {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text) node.textContent = text; // text from users and URLs is only ever set as text
  return node;
}

function button(label, action, extraClass = "") {
  return element("button", { type: "button", class: `md-button ${extraClass}`.trim(), "data-action": action }, label);
}

function setState(root, state) {
  root.dataset.state = state;
  root.setAttribute("aria-busy", String(state === "loading"));
}

function showError(root, message) {
  const box = root.querySelector(".bac-error");
  box.textContent = message;
  box.hidden = !message;
}

const RUNTIME_FAILED =
  "The live example could not start, so Python is not running in this page " +
  "(the browser may block WebAssembly, or the site's server may not send .wasm files as application/wasm). " +
  "Every worked example and chart on this page still reads as normal.";

function showRuntimeFailure(root, error) {
  root.querySelector(".bac-status").textContent = RUNTIME_FAILED;
  showError(root, `Details: ${error.message}`);
  setState(root, "error");
}

/** A progress bar under the status line while the Python runtime downloads (bytes received of the total). */
function showDownload(root, name) {
  const bar = element("progress", { class: "bac-progress", max: "1", value: "0", "aria-label": name });
  root.querySelector(".bac-status").after(bar);
  python().onProgress(({ loaded, total }) => {
    if (!total) return;
    bar.max = total;
    bar.value = Math.min(loaded, total);
    bar.setAttribute("aria-valuetext", `${(loaded / 1e6).toFixed(1)} of ${(total / 1e6).toFixed(1)} MB`);
  });
  python()
    .ready.catch(() => {})
    .finally(() => bar.remove());
}

/**
 * The one start-up sequence of every widget: a download bar while the runtime arrives, then
 * `onReady(info)` (enable the controls, open a link), then "ready". The error state means only
 * that Python could not start: whatever goes wrong after that is a message, and the widget stays usable.
 */
function startWidget(root, downloadLabel, onReady) {
  showDownload(root, downloadLabel);
  python().ready.then(
    async (info) => {
      try {
        await onReady(info);
      } catch (error) {
        console.error(error); // a bug: the tests fail on it; the reader gets a sentence and a usable widget
        showError(root, `Something went wrong while opening this widget: ${error.message}`);
      }
      setState(root, "ready");
      performance.mark("baccarat:widget-ready");
    },
    (error) => showRuntimeFailure(root, error),
  );
}

/** A short digest of a text (32-bit FNV-1a): enough to tell two saved copies apart. */
function digest(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** Run `task` with the widget marked busy for assistive technology. */
async function whileBusy(root, task) {
  root.setAttribute("aria-busy", "true");
  try {
    return await task();
  } finally {
    root.setAttribute("aria-busy", "false");
  }
}

/** "Copy link": show the link in `box`, selected, and put it on the clipboard when the browser allows. */
async function copyLink(copy, box, href) {
  box.value = href;
  box.hidden = false;
  box.select();
  try {
    await navigator.clipboard.writeText(href);
    copy.textContent = "Link copied";
  } catch {
    copy.textContent = "Copy the link above";
  }
  setTimeout(() => (copy.textContent = "Copy link"), 2500);
}

/** A permalink's query, with the commas between cards and the colons of stakes left readable. */
function linkQuery(params) {
  return new URLSearchParams(params).toString().replaceAll("%2C", ",").replaceAll("%3A", ":");
}

const handParams = (answer) => ({ player: answer.player.join(","), banker: answer.banker.join(",") });

// ---------------------------------------------------------------- stepping through a coup

/**
 * Step through the coup in `place`: Python's HTML `html` (every piece of text in it escaped
 * by baccarat.render), or, when `html` is null, the coup the page already holds (rendered at
 * build time by the same code). `onChange(step)` hears every step the reader moves to.
 */
function explain(place, html, { startAt = 1, onChange = () => {} } = {}) {
  if (html !== null) place.innerHTML = html;
  const coup = place.querySelector(".bac-coup");
  const steps = [...coup.querySelectorAll("ol.bac-steps > li")];
  const chart = coup.querySelector(".bac-coup-chart");
  const chartStep = steps.findIndex((li) => li.dataset.banker !== undefined) + 1;
  const scores = [...coup.querySelectorAll(".bac-hand")].map((hand) => [
    `${hand.dataset.side}Total`,
    hand.querySelector(".bac-score-value"),
  ]);
  const live = element("p", { class: "bac-sr", "aria-live": "polite" });
  const count = element("span", { class: "bac-step-count" });
  const bar = element("div", { class: "bac-stepper", role: "group", "aria-label": "Explanation steps" });
  const back = button("◀ Back", "back");
  const forward = button("Next step ▶", "forward", "md-button--primary");
  const all = button("Show all", "all");
  bar.append(back, count, forward, all);
  coup.querySelector(".bac-table").after(bar);
  coup.after(live);
  coup.classList.add("bac-live");
  let current = 1;

  function show(step, { announce = true } = {}) {
    current = Math.max(1, Math.min(steps.length, step));
    for (const node of coup.querySelectorAll("[data-reveal]")) node.hidden = Number(node.dataset.reveal) > current;
    steps.forEach((li, index) => {
      li.hidden = index >= current;
      if (index === current - 1) li.setAttribute("aria-current", "step");
      else li.removeAttribute("aria-current");
    });
    // Each hand's score as it stands after this step (Python wrote it on every step).
    for (const [key, value] of scores) value.textContent = steps[current - 1].dataset[key];
    if (chart) {
      const reached = chartStep > 0 && current >= chartStep;
      coup.classList.toggle("bac-chart-reached", reached);
      if (reached) chart.open = true;
    }
    count.textContent = `Step ${current} of ${steps.length}`;
    // aria-disabled, not disabled: a focused button keeps keyboard focus at either end.
    back.setAttribute("aria-disabled", String(current === 1));
    for (const end of [forward, all]) end.setAttribute("aria-disabled", String(current === steps.length));
    if (announce) {
      live.textContent = `Step ${current} of ${steps.length}: ${steps[current - 1].textContent}`;
      onChange(current);
    }
  }

  bar.addEventListener("click", (event) => {
    const action = event.target.closest("button")?.dataset.action;
    if (action === "back") show(current - 1);
    if (action === "forward") show(current + 1);
    if (action === "all") show(steps.length);
  });
  bar.addEventListener("keydown", (event) => {
    if (event.key === "ArrowRight") show(current + 1);
    else if (event.key === "ArrowLeft") show(current - 1);
    else if (event.key === "Home") show(1);
    else if (event.key === "End") show(steps.length);
    else return;
    event.preventDefault();
  });
  show(startAt, { announce: false });
  return { focus: () => forward.focus(), steps: steps.length };
}

// ---------------------------------------------------------------- the "deal a hand" widget

function mountDeal(root) {
  const result = root.querySelector(".bac-result");
  const status = root.querySelector(".bac-status");
  const dealForm = root.querySelector('[data-form="deal"]');
  const enterForm = root.querySelector('[data-form="resolve"]');
  const shoeInfo = root.querySelector(".bac-shoe-info");
  const copy = button("Copy link", "copy");
  const linkBox = element("input", { type: "text", readonly: "", class: "bac-link", "aria-label": "Link to this coup" });
  linkBox.hidden = true;
  let shoe = null; // {seed, decks, hand}
  let link = null; // the query parameters that reproduce what is shown
  let step = 1;
  const shoeParams = (a) => ({ seed: String(a.seed), decks: String(a.decks), hand: String(a.hand) });

  /** Step through the coup now in `result` (null: the one already there), with Copy link. */
  function attach(html, startAt) {
    step = startAt;
    explain(result, html, {
      startAt,
      onChange: (current) => {
        step = current;
        // Keep the address bar a link to what is shown, but never after the reader has moved on.
        if (root.isConnected) history.replaceState(history.state, "", permalink());
      },
    });
    result.querySelector(".bac-stepper").append(copy);
    const toPayouts = new URL("payouts/", ROOT);
    toPayouts.search = linkQuery(link);
    toPayouts.hash = "settle-your-own-slip";
    const links = element("p", { class: "bac-links" });
    links.append(element("a", { href: toPayouts.href, class: "bac-open" }, "Open in the payout calculator"));
    result.append(links, linkBox);
    linkBox.hidden = true;
    // A hand the reader asked for gets its link in the address bar; the opening hand leaves it alone.
    if (html !== null && root.isConnected) history.replaceState(history.state, "", permalink());
  }

  // Before Python is ready: the hand rendered at build time, complete, and steppable already.
  if (result.querySelector(".bac-coup")) {
    shoe = { seed: Number(result.dataset.seed), decks: Number(result.dataset.decks), hand: Number(result.dataset.hand) };
    link = shoeParams(shoe);
    attach(null, result.querySelectorAll("ol.bac-steps > li").length);
  }

  function permalink() {
    const url = new URL(location.pathname, location.origin);
    url.search = linkQuery(step > 1 ? { ...link, step: String(step) } : link);
    return url.href;
  }

  async function run(request, { startAt, linkParams }) {
    showError(root, "");
    const answer = await whileBusy(root, () => python().call(request));
    if (!answer.ok) {
      showError(root, answer.error);
      return null;
    }
    link = linkParams(answer);
    const steps = answer.steps.length;
    if (startAt > steps) showError(root, `The link asks for step ${startAt}, but this coup has ${steps} steps: showing them all.`);
    attach(answer.html, Math.min(startAt, steps));
    performance.mark("baccarat:explained");
    return answer;
  }

  async function deal(next, startAt = 1) {
    const answer = await run({ action: "deal", ...next }, { startAt, linkParams: shoeParams });
    if (!answer) return;
    shoe = { seed: answer.seed, decks: answer.decks, hand: answer.hand };
    shoeInfo.textContent = answer.shoe_info;
    root.querySelector('[data-action="next-hand"]').disabled = answer.finished;
  }

  dealForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const seedText = dealForm.elements.seed.value.trim();
    // A blank seed means "surprise me"; the chosen seed is shown so the shoe can be shared.
    const seed = seedText === "" ? Math.floor(Math.random() * 2 ** 32) : seedText;
    deal({ seed, decks: dealForm.elements.decks.value, hand: 1 });
  });
  root.querySelector('[data-action="next-hand"]').addEventListener("click", () => {
    if (!shoe) dealForm.requestSubmit();
    else deal({ ...shoe, hand: shoe.hand + 1 });
  });
  enterForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const field = (name) => enterForm.elements[name].value;
    const request = { action: "resolve", player: field("player"), banker: field("banker"), cards: field("cards") };
    run(request, { startAt: 1, linkParams: handParams }).then((answer) => {
      if (!answer) return;
      shoe = null;
      shoeInfo.textContent = "";
    });
  });
  copy.addEventListener("click", () => copyLink(copy, linkBox, permalink()));

  startWidget(root, "Downloading Python for the live dealer", async (info) => {
    for (const fieldset of root.querySelectorAll("fieldset")) fieldset.disabled = false;
    status.textContent = `Ready: Python ${info.python} (Pyodide ${info.pyodide}) is running this guide's rules in your browser. Deal from a shoe, or enter cards.`;
    const pairs = [...new URLSearchParams(location.search)];
    if (pairs.length) await openPermalink(pairs);
  });

  async function openPermalink(pairs) {
    const parsed = await python().call({ action: "permalink", pairs });
    if (!parsed.ok) return showError(root, `This link could not be opened: ${parsed.error}`);
    const { kind, request, step: startAt } = parsed;
    if (kind === "resolve") {
      enterForm.closest("details").open = true;
      enterForm.elements.player.value = request.player;
      enterForm.elements.banker.value = request.banker;
      const answer = await run({ action: "resolve", ...request }, { startAt: startAt ?? 1, linkParams: handParams });
      if (answer) {
        shoe = null;
        shoeInfo.textContent = "";
      }
    } else if (kind === "deal") {
      // Show the linked shoe's settings, so "New shoe" deals it again from the start.
      dealForm.elements.seed.value = String(request.seed);
      dealForm.elements.decks.value = String(request.decks);
      await deal(request, startAt ?? 1);
    }
  }
}

// ---------------------------------------------------------------- the exact-odds calculator

function mountOdds(root) {
  const form = root.querySelector('[data-form="odds"]');
  const status = root.querySelector(".bac-status");
  const result = root.querySelector(".bac-result");
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    showError(root, "");
    const started = performance.now();
    const request = { action: "odds", decks: form.elements.decks.value, removed: form.elements.removed.value };
    const answer = await whileBusy(root, () => python().call(request));
    if (!answer.ok) return showError(root, answer.error);
    result.innerHTML = answer.html; // from baccarat.render: every piece of text in it is escaped
    status.textContent = `Computed exactly in ${Math.round(performance.now() - started)} ms, in your browser.`;
  });
  startWidget(root, "Downloading Python for the calculator", async () => {
    form.querySelector("fieldset").disabled = false;
    status.textContent = "Ready: name the cards already out of the shoe.";
  });
}

// ---------------------------------------------------------------- the live scoreboard roads

function mountRoads(root) {
  const result = root.querySelector(".bac-result");
  const status = root.querySelector(".bac-status");
  const info = root.querySelector(".bac-roads-info");
  const shoeForm = root.querySelector('[data-form="roads-shoe"]');
  const typedForm = root.querySelector('[data-form="roads-results"]');
  const next = root.querySelector('[data-action="next-coup"]');
  const toEnd = root.querySelector('[data-action="deal-to-end"]');
  // What is drawn: a shoe dealt so far ({seed, decks, coups}) or typed results ({results}).
  let shown = { seed: result.dataset.seed, decks: result.dataset.decks, coups: result.dataset.coups };

  async function draw(request) {
    showError(root, "");
    const answer = await whileBusy(root, () => python().call({ action: "roads", ...request }));
    if (!answer.ok) return showError(root, answer.error);
    result.innerHTML = answer.html; // from baccarat.render: every piece of text in it is escaped
    info.textContent = answer.info; // read out (aria-live): "Shoe 42 (8 decks): 21 of 81 coups dealt. Coup 21: ..."
    const typed = answer.seed === undefined;
    shown = typed ? { results: answer.results } : { seed: answer.seed, decks: answer.decks, coups: answer.coups };
    next.disabled = typed || answer.coups >= answer.total;
    toEnd.disabled = typed || answer.coups >= answer.total;
    const url = new URL(location.pathname, location.origin);
    url.search = linkQuery(Object.fromEntries(Object.entries(shown).map(([key, value]) => [key, String(value)])));
    if (root.isConnected) history.replaceState(history.state, "", url.href);
    performance.mark("baccarat:roads-drawn");
  }

  next.addEventListener("click", () => draw({ ...shown, coups: Number(shown.coups) + 1 }));
  toEnd.addEventListener("click", () => draw({ seed: shown.seed, decks: shown.decks }));
  shoeForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const seedText = shoeForm.elements.seed.value.trim();
    const seed = seedText === "" ? Math.floor(Math.random() * 2 ** 32) : seedText;
    draw({ seed, decks: shoeForm.elements.decks.value, coups: 1 });
  });
  typedForm.addEventListener("submit", (event) => {
    event.preventDefault();
    draw({ results: typedForm.elements.results.value });
  });

  startWidget(root, "Downloading Python for the live roads", async () => {
    for (const fieldset of root.querySelectorAll("fieldset")) fieldset.disabled = false;
    status.textContent = "Ready: deal the next coup, a new shoe, or type results in.";
    const pairs = [...new URLSearchParams(location.search)];
    if (pairs.length) {
      const parsed = await python().call({ action: "roads-permalink", pairs });
      if (!parsed.ok) showError(root, `This link could not be opened: ${parsed.error}`);
      else if (parsed.request.results !== undefined) {
        typedForm.closest("details").open = true;
        typedForm.elements.results.value = parsed.request.results;
        await draw(parsed.request);
      } else if (parsed.request.seed !== undefined) {
        shoeForm.elements.seed.value = String(parsed.request.seed);
        shoeForm.elements.decks.value = String(parsed.request.decks);
        await draw(parsed.request);
      }
    }
  });
}

// ---------------------------------------------------------------- the payout calculator

function mountPayout(root) {
  const form = root.querySelector('[data-form="payout"]');
  const result = root.querySelector(".bac-result");
  const status = root.querySelector(".bac-status");
  const stakeFields = [...form.querySelectorAll('input[name^="stake-"]')];
  const copy = button("Copy link", "copy");
  const linkBox = element("input", { type: "text", readonly: "", class: "bac-link", "aria-label": "Link to this slip" });
  let dealt = null; // {seed, decks, hand, cards}: the shoe hand now in the fields, while they are unchanged

  /** The slip as a link carries it: "banker:25,tie:5" (empty fields skipped, text sent as typed). */
  function stakes() {
    return stakeFields
      .filter((field) => field.value.trim() !== "")
      .map((field) => `${field.name.slice("stake-".length)}:${field.value.trim()}`)
      .join(",");
  }

  function coupFields() {
    const field = (name) => form.elements[name].value;
    if (dealt && field("cards") === dealt.cards && !field("player") && !field("banker")) {
      return { seed: dealt.seed, decks: dealt.decks, hand: dealt.hand };
    }
    return { player: field("player"), banker: field("banker"), cards: field("cards") };
  }

  function linkParams(request, answer) {
    const coup =
      request.seed !== undefined
        ? { seed: String(answer.seed), decks: String(answer.decks), hand: String(answer.hand) }
        : { player: answer.player.join(","), banker: answer.banker.join(",") };
    return { table: request.table, ...coup, stakes: request.stakes };
  }

  function dealerLink(params) {
    const url = new URL("deal/", ROOT);
    const { table, stakes: _, ...coup } = params;
    url.search = linkQuery(coup);
    return url.href;
  }

  async function settle(request) {
    showError(root, "");
    const answer = await whileBusy(root, () => python().call({ action: "payout", ...request }));
    if (!answer.ok) {
      showError(root, answer.error);
      return null;
    }
    result.innerHTML = answer.html; // from baccarat.calculator: every piece of text in it is escaped
    const params = linkParams(request, answer);
    const url = new URL(location.pathname, location.origin);
    url.search = linkQuery(params);
    const links = element("p", { class: "bac-links" });
    links.append(element("a", { href: dealerLink(params), class: "bac-open" }, "Open in the dealer"), " ", copy);
    result.append(links, linkBox);
    linkBox.hidden = true;
    if (root.isConnected) history.replaceState(history.state, "", url.href);
    // The status line (read out) says the outcome in brief; the slip itself is there to read.
    const net = result.querySelector("tr[data-total] td:nth-of-type(5)").textContent;
    status.textContent = `Settled: the slip nets ${net}.${answer.shoe_info ? ` ${answer.shoe_info}` : ""}`;
    performance.mark("baccarat:settled");
    return answer;
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    settle({ table: form.elements.table.value, stakes: stakes(), ...coupFields() });
  });
  root.querySelector('[data-action="deal-one"]').addEventListener("click", async () => {
    const seedText = form.elements.seed.value.trim();
    const seed = seedText === "" ? Math.floor(Math.random() * 2 ** 32) : seedText;
    const sameShoe = dealt && String(dealt.seed) === String(seed) && String(dealt.decks) === form.elements.decks.value;
    const hand = sameShoe ? dealt.hand + 1 : 1;
    await dealInto({ seed, decks: form.elements.decks.value, hand });
  });

  async function dealInto(shoe) {
    const answer = await settle({ table: form.elements.table.value, stakes: stakes(), ...shoe });
    if (!answer) return;
    // The dealt cards go into the fields, so the reader sees them and can change stakes and settle again.
    form.elements.seed.value = String(answer.seed);
    form.elements.player.value = "";
    form.elements.banker.value = "";
    form.elements.cards.value = answer.cards.join(" ");
    dealt = { seed: answer.seed, decks: String(answer.decks), hand: answer.hand, cards: form.elements.cards.value };
  }

  copy.addEventListener("click", () => copyLink(copy, linkBox, location.href));

  async function openLink(pairs) {
    const parsed = await python().call({ action: "payout-permalink", pairs });
    if (!parsed.ok) return showError(root, `This link could not be opened: ${parsed.error}`);
    const { table, stakes: slip, ...coup } = parsed.request;
    if (table) form.elements.table.value = table;
    if (slip !== undefined) {
      const amounts = Object.fromEntries(slip.split(",").filter(Boolean).map((pair) => pair.split(":").map((s) => s.trim())));
      for (const field of stakeFields) field.value = amounts[field.name.slice("stake-".length)] ?? "";
    }
    if (coup.seed !== undefined) {
      form.elements.decks.value = String(coup.decks);
      return dealInto(coup);
    }
    if (coup.player !== undefined) {
      form.elements.cards.value = "";
      form.elements.player.value = coup.player.replaceAll(",", " ");
      form.elements.banker.value = coup.banker.replaceAll(",", " ");
    }
    form.requestSubmit();
  }

  startWidget(root, "Downloading Python for the calculator", async () => {
    for (const fieldset of root.querySelectorAll("fieldset")) fieldset.disabled = false;
    status.textContent = "Ready: choose the table, type your stakes and the coup, then Settle.";
    const pairs = [...new URLSearchParams(location.search)];
    if (pairs.length) await openLink(pairs);
  });
}

// ---------------------------------------------------------------- the Drill

const DRILL_PROGRESS = "baccarat-drill-progress"; // localStorage: {version, cells}; Python checks it

function mountDrill(root) {
  const status = root.querySelector(".bac-status");
  const result = root.querySelector(".bac-result");
  const feedbackPlace = root.querySelector(".bac-feedback-place");
  const next = root.querySelector('[data-action="next"]');
  const scoreLine = root.querySelector(".bac-drill-score");
  const said = root.querySelector(".bac-drill-said"); // read out: the verdict and the score, not the chart
  const chartPlace = root.querySelector(".bac-mastery-place");
  const linkLine = root.querySelector(".bac-drill-link");
  const form = root.querySelector('[data-form="drill"]');
  let settings = null; // {seed, kind, rows, replay}
  let progress = null;
  let session = { asked: 0, right: 0, streak: 0, best: 0 };
  let current = null; // the question on show: {number, cell, step}
  let following = null; // what "Next" asks
  let answered = false;

  function save() {
    try {
      localStorage.setItem(DRILL_PROGRESS, JSON.stringify(progress));
    } catch {
      status.textContent = "Your browser does not let this page keep your progress; the drill still works.";
    }
  }

  function showLink() {
    const url = new URL(location.pathname, location.origin);
    const params = { seed: String(settings.seed), kind: settings.kind };
    if (settings.rows.length) params.rows = settings.rows.join(",");
    url.search = linkQuery(params);
    const link = element("a", { href: url.href }, url.href);
    linkLine.replaceChildren("The same questions in any browser (for a class, or a friend): ", link);
  }

  async function ask(which) {
    showError(root, "");
    const reply = await whileBusy(root, () => python().call({ action: "drill-question", ...settings, ...which, progress }));
    if (!reply.ok) return showError(root, reply.error);
    result.innerHTML = reply.html; // from baccarat.drill_html: every piece of text in it is escaped
    feedbackPlace.replaceChildren();
    next.hidden = true;
    answered = false;
    current = { number: reply.number, cell: reply.cell, step: reply.step };
    performance.mark("baccarat:drill-question");
    // Focus the question (not an answer, which would look chosen), so Tab reaches the answers next.
    const asked = result.querySelector("[data-question]");
    asked.tabIndex = -1;
    if (root.contains(document.activeElement) || which.number > 1 || which.step > 1) asked.focus({ preventScroll: true });
  }

  async function answer(key) {
    if (answered || !current || !result.querySelector(`[data-answer="${CSS.escape(key)}"]`)) return;
    answered = true;
    const request = { action: "drill-answer", ...settings, ...current, answer: key, progress, session };
    const reply = await whileBusy(root, () => python().call(request));
    if (!reply.ok) {
      answered = false;
      return showError(root, reply.error);
    }
    progress = reply.progress;
    session = reply.session;
    for (const choice of result.querySelectorAll("[data-answer]")) {
      choice.disabled = true;
      choice.setAttribute("aria-pressed", String(choice.dataset.answer === key));
    }
    feedbackPlace.innerHTML = reply.html; // escaped by baccarat.drill_html
    chartPlace.innerHTML = reply.chart;
    scoreLine.textContent = `Score: ${session.right} of ${session.asked}. Streak: ${session.streak} (best ${session.best}).`;
    said.textContent = `${feedbackPlace.querySelector(".bac-verdict").textContent} ${scoreLine.textContent}`;
    following = reply.next;
    next.hidden = false;
    next.focus({ preventScroll: true });
    performance.mark("baccarat:drill-feedback");
    save();
  }

  result.addEventListener("click", (event) => {
    const choice = event.target.closest("[data-answer]");
    if (choice) answer(choice.dataset.answer);
  });
  next.addEventListener("click", () => following && ask(following));

  // Each answer button names its key (aria-keyshortcuts, from baccarat.drill); Enter asks the next
  // question. Caught before the theme's own shortcuts (S opens its search), never while typing in a field.
  window.addEventListener(
    "keydown",
    (event) => {
      if (root.dataset.state !== "ready" || !root.isConnected || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target.closest?.("input, select, textarea, [contenteditable]")) return;
      const key = event.key.toLowerCase();
      if (key === "enter") {
        if (answered && !next.hidden && !event.target.closest?.("button, a, summary")) {
          event.preventDefault();
          next.click();
        }
        return;
      }
      const choice = [...result.querySelectorAll("[data-answer]")].find(
        (button) => button.getAttribute("aria-keyshortcuts")?.toLowerCase() === key,
      );
      if (!choice || answered) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      answer(choice.dataset.answer);
    },
    { capture: true },
  );

  function formSettings() {
    const rows = [...form.querySelectorAll('input[name="rows"]:checked')].map((box) => Number(box.value));
    return { seed: Math.floor(Math.random() * 2 ** 32), kind: form.elements.kind.value, rows, replay: false };
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    settings = formSettings();
    showLink();
    ask({ number: 1 });
  });
  root.querySelector('[data-action="reset"]').addEventListener("click", async () => {
    try {
      localStorage.removeItem(DRILL_PROGRESS);
    } catch {}
    const start = await python().call({ action: "drill-start", stored: null, pairs: [] });
    progress = start.progress;
    chartPlace.innerHTML = start.chart;
    session = { asked: 0, right: 0, streak: 0, best: 0 };
    scoreLine.textContent = "Progress cleared. Score: 0 of 0. Streak: 0.";
  });

  startWidget(root, "Downloading Python for the Drill", async () => {
    let stored = null;
    try {
      stored = localStorage.getItem(DRILL_PROGRESS);
    } catch {}
    const pairs = [...new URLSearchParams(location.search)];
    const start = await python().call({ action: "drill-start", stored, pairs });
    progress = start.progress;
    chartPlace.innerHTML = start.chart;
    if (start.note) {
      save(); // the unreadable copy is replaced
      scoreLine.textContent = start.note;
    }
    const link = start.link;
    form.elements.kind.value = link.kind ?? "mix";
    for (const box of form.querySelectorAll('input[name="rows"]')) box.checked = (link.rows ?? []).includes(Number(box.value));
    const fresh = formSettings();
    settings = { ...fresh, seed: link.seed ?? fresh.seed, replay: link.seed !== undefined };
    for (const fieldset of root.querySelectorAll("fieldset")) fieldset.disabled = false;
    status.textContent = "Ready: answer with the buttons, or with the keys shown on them; Enter for the next question.";
    showLink();
    await ask({ number: 1 });
    if (start.link_error) showError(root, `This link could not be used in full: ${start.link_error}. The drill goes on without it.`);
  });
}

// ---------------------------------------------------------------- the home game's score keeper

const HOME_GAME = "baccarat-home-game"; // localStorage: the game (Python's format, checked by Python on load)

function mountHomeGame(root) {
  const status = root.querySelector(".bac-status");
  const setup = root.querySelector('[data-form="home-setup"]');
  const place = root.querySelector(".bac-home-game");
  let game = null;
  let dealt = null; // {player, banker}: the keeper's cards now in the fields (recorded "from the deck" if unchanged)
  let stale = false; // another tab changed the game: this one stops writing
  let starting = true; // until the stored game is read: the newest copy is taken then, not a conflict

  // Seed, revision and a digest of the content: two tabs that both saved revision r+1 differ here.
  const stamp = (g) => (g ? `${g.seed}:${g.revision}:${digest(JSON.stringify(g))}` : "");
  function storedGame() {
    try {
      return JSON.parse(localStorage.getItem(HOME_GAME));
    } catch {
      return null;
    }
  }

  function conflict() {
    stale = true;
    const note = element("div", { class: "bac-home-conflict", role: "alert" });
    const reload = button("Reload the latest", "reload", "md-button--primary");
    reload.addEventListener("click", () => location.reload());
    note.append(element("p", {}, "This game was changed in another tab or window. Reload to carry on with the latest version: nothing has been lost."), reload);
    place.replaceChildren(note);
    setup.hidden = true;
    reload.focus();
  }

  /** Save at once; never over a newer copy written by another tab. */
  function save(next, { fresh = false } = {}) {
    if (stale) return false;
    const stored = storedGame();
    if (!fresh && stored && game && stamp(stored) !== stamp(game)) {
      conflict();
      return false;
    }
    try {
      if (next) localStorage.setItem(HOME_GAME, JSON.stringify(next));
      else localStorage.removeItem(HOME_GAME);
    } catch {
      showError(root, "This browser would not save the game (storage is full or blocked): keep this tab open.");
    }
    game = next;
    return true;
  }

  window.addEventListener("storage", (event) => {
    if (event.key === HOME_GAME && !stale && !starting && stamp(storedGame()) !== stamp(game)) conflict();
  });

  function show(answer, { focus = true } = {}) {
    place.innerHTML = answer.html; // from baccarat.homegame_html: every name in it is escaped
    setup.hidden = true;
    dealt = null;
    const heading = place.querySelector("h3[tabindex]");
    if (focus && heading) heading.focus({ preventScroll: false });
  }

  async function call(request) {
    showError(root, "");
    const answer = await whileBusy(root, () => python().call(request));
    if (!answer.ok) showError(root, answer.error);
    return answer.ok ? answer : null;
  }

  function roundFields() {
    const form = place.querySelector('[data-form="home-round"]');
    const calls = {};
    for (const fieldset of form.querySelectorAll("fieldset[data-player]")) {
      const chosen = fieldset.querySelector("input:checked");
      if (chosen) calls[fieldset.dataset.player] = chosen.value;
    }
    return { form, calls, player: form.elements.player.value, banker: form.elements.banker.value };
  }

  function keepPending() {
    const { calls, player, banker } = roundFields();
    save({ ...game, pending: { calls, player, banker } });
  }

  place.addEventListener("change", (event) => {
    if (event.target.closest('[data-form="home-round"]')) keepPending();
  });
  place.addEventListener("input", (event) => {
    if (event.target.matches('[data-form="home-round"] input[type="text"], [data-form="home-round"] input:not([type])')) keepPending();
  });
  place.addEventListener("submit", async (event) => {
    event.preventDefault();
    const { calls, player, banker } = roundFields();
    const fromShoe = dealt !== null && dealt.player === player && dealt.banker === banker;
    const answer = await call({ action: "home-record", game, calls, player, banker, from_shoe: fromShoe });
    if (answer && save(answer.game)) {
      show(answer);
      status.textContent = answer.finished ? "The last round is recorded: the game is over." : "Round recorded and saved.";
      performance.mark("baccarat:home-recorded");
    }
  });
  place.addEventListener("click", async (event) => {
    const action = event.target.closest("button")?.dataset.action;
    if (action === "deal") {
      const { form, calls } = roundFields();
      const answer = await call({ action: "home-deal", game, calls });
      if (!answer) return;
      form.elements.player.value = answer.player;
      form.elements.banker.value = answer.banker;
      dealt = { player: answer.player, banker: answer.banker };
      status.textContent = answer.note;
      keepPending();
      form.querySelector('[data-action="record"]').focus();
    } else if (action === "undo" || action === "share-first") {
      const answer = await call({ action: action === "undo" ? "home-undo" : "home-share", game });
      if (answer && save(answer.game)) show(answer);
    } else if (action === "export") {
      const answer = await call({ action: "home-csv", game });
      if (!answer) return;
      const link = element("a", {
        href: URL.createObjectURL(new Blob([answer.csv], { type: "text/csv;charset=utf-8" })),
        download: `home-game-${new Date().toISOString().slice(0, 10)}.csv`,
      });
      document.body.append(link);
      link.click();
      link.remove();
      status.textContent = "The score sheet was downloaded as a CSV file.";
    } else if (action === "new-game") {
      const ask = element("div", { class: "bac-home-confirm", role: "group", "aria-label": "Discard this game?" });
      const yes = button("Discard this game", "discard", "md-button--primary");
      const no = button("Keep playing", "keep");
      ask.append(element("p", {}, "Start a new game? This game and its scores will be discarded."), yes, no);
      event.target.closest(".bac-home-controls").after(ask);
      no.focus();
    } else if (action === "keep") {
      event.target.closest(".bac-home-confirm").remove();
      place.querySelector('[data-action="new-game"]').focus();
    } else if (action === "discard") {
      if (!save(null)) return;
      place.replaceChildren();
      setup.hidden = false;
      status.textContent = "The game was discarded. Type the players' names to start a new one.";
      setup.elements.players.focus();
    }
  });

  // Set-up: the first-dealer list follows the names typed (shown as text).
  function dealerChoices() {
    const names = setup.elements.players.value.split("\n").map((name) => name.trim()).filter(Boolean);
    const select = setup.elements.first;
    const chosen = select.value;
    select.replaceChildren(...(names.length ? names : ["the first name"]).map((name, index) => element("option", { value: String(index) }, name)));
    if (Number(chosen) < names.length) select.value = chosen;
  }
  setup.elements.players.addEventListener("input", dealerChoices);
  setup.elements.twice.addEventListener("change", () => (setup.elements.rounds.disabled = setup.elements.twice.checked));
  setup.addEventListener("submit", async (event) => {
    event.preventDefault();
    const rounds = setup.elements.twice.checked ? "twice" : setup.elements.rounds.value;
    const request = { action: "home-new", players: setup.elements.players.value, rounds, first: setup.elements.first.value };
    const answer = await call({ ...request, seed: Math.floor(Math.random() * 2 ** 32) });
    if (answer && save(answer.game, { fresh: true })) {
      show(answer);
      status.textContent = "The game is on, and saved in this browser after every change.";
    }
  });

  startWidget(root, "Downloading Python for the score keeper", async () => {
    for (const fieldset of root.querySelectorAll("fieldset")) fieldset.disabled = false;
    status.textContent = "Ready: type the players' names to start, one per line.";
    const summary = new URLSearchParams(location.search).get("summary");
    if (summary !== null) {
      const answer = await python().call({ action: "home-summary", code: summary });
      if (answer.ok) {
        place.innerHTML = answer.html; // escaped by baccarat.homegame_html
        setup.hidden = true;
        status.textContent = "A shared game's final table (read only).";
      } else showError(root, `This summary link could not be opened: ${answer.error}`);
    } else {
      const read = () => {
        try {
          return localStorage.getItem(HOME_GAME);
        } catch {
          return null;
        }
      };
      // Another tab may save while this one reads: read again until the copy read is the latest.
      let stored = read();
      let answer = await python().call({ action: "home-load", stored });
      for (let tries = 0; tries < 3 && read() !== stored; tries += 1) {
        stored = read();
        answer = await python().call({ action: "home-load", stored });
      }
      if (answer.note) {
        try {
          localStorage.setItem(`${HOME_GAME}-set-aside-${Date.now()}`, stored);
          localStorage.removeItem(HOME_GAME);
        } catch {}
        showError(root, answer.note);
      }
      if (answer.game) {
        game = answer.game;
        show(answer, { focus: false });
        status.textContent = "Your game was resumed where you left it.";
      }
    }
    starting = false;
  });
}

// ---------------------------------------------------------------- "Try it live" on worked examples

function mountTryItLive(coup) {
  const live = button("Try it live", "try", "bac-try");
  live.setAttribute("aria-label", `Try it live: step through the coup ${coup.dataset.cards}`);
  coup.append(live);
  live.addEventListener("click", async () => {
    const root = element("div", { class: "bac-widget", "data-widget": "coup" });
    setState(root, "loading");
    const status = element("p", { class: "bac-status", role: "status" }, "Starting Python in your browser…");
    const error = element("p", { class: "bac-error", role: "alert" });
    error.hidden = true;
    const place = element("div", { class: "bac-result" });
    coup.replaceWith(root);
    root.append(status, error, place);
    place.append(coup);
    live.remove();
    try {
      const answer = await python().call({ action: "resolve", cards: coup.dataset.cards });
      if (!answer.ok) throw new Error(answer.error);
      const stepper = explain(place, answer.html);
      const open = element("a", { href: dealLink(answer), class: "bac-open" }, "Open in the dealer");
      place.append(open);
      status.textContent = "Live: step through the coup.";
      setState(root, "ready");
      stepper.focus();
    } catch (failure) {
      showRuntimeFailure(root, failure);
    }
  });
}

function dealLink(answer) {
  const url = new URL("deal/", ROOT);
  url.search = linkQuery(handParams(answer));
  return url.href;
}

// ---------------------------------------------------------------- copy fields (links and embed code)

function mountCopy(label) {
  const field = label.querySelector("input, textarea");
  const copy = button("Copy", "copy-field");
  copy.setAttribute("aria-label", `Copy: ${label.querySelector("span").textContent}`);
  const said = element("span", { class: "bac-copied", "aria-live": "polite" });
  label.after(copy, said);
  copy.addEventListener("click", async () => {
    field.select();
    try {
      await navigator.clipboard.writeText(field.value);
      said.textContent = "Copied.";
    } catch {
      said.textContent = "Selected: press Ctrl+C (or ⌘C) to copy.";
    }
    setTimeout(() => (said.textContent = ""), 2500);
  });
}

// ---------------------------------------------------------------- mounting

function mountAll() {
  // Material's search dialog has no accessible name; give it one.
  document.querySelector('.md-search[role="dialog"]:not([aria-label])')?.setAttribute("aria-label", "Search");
  const kinds = { deal: mountDeal, odds: mountOdds, roads: mountRoads, payout: mountPayout, drill: mountDrill, "home-game": mountHomeGame };
  for (const root of document.querySelectorAll("[data-widget]:not([data-mounted])")) {
    if (!(root.dataset.widget in kinds)) continue; // "coup" widgets mount themselves
    root.dataset.mounted = "";
    kinds[root.dataset.widget](root);
  }
  for (const label of document.querySelectorAll(".bac-copy[data-copy]:not([data-mounted])")) {
    label.dataset.mounted = "";
    mountCopy(label);
  }
  for (const coup of document.querySelectorAll("article .bac-coup[data-cards]:not([data-mounted])")) {
    if (coup.closest("[data-widget]")) continue;
    coup.dataset.mounted = "";
    mountTryItLive(coup);
  }
}

// Mount now, and on every page Material's instant navigation brings in (its document$). On
// widget pages Material's script runs later, after Python (theme-later.js): subscribe then.
function subscribe() {
  if (window.document$) window.document$.subscribe(mountAll);
  else mountAll();
}
// (A module script runs once the page is parsed, after Material's script on other pages.)
document.addEventListener("baccarat:theme-ready", subscribe, { once: true });
subscribe();
