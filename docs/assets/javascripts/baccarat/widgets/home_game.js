// @ts-check
// The home game's score keeper: players, calls, rounds and scores, kept by Python and saved in this browser after
// every change (no round is lost, not even between two tabs). The state (plain data) apart from the view, as Material's.
import { call, startWhenReached } from "../runtime.js";
import { ask, bringIntoView, button, element, enableControls, field, find, findForm, randomSeed, setState, showError, showLinkProblem, startWidget } from "../dom.js";
import { linkPairs } from "../links.js";
import { noticeSlot, notice, savedItem, whenNotSaved } from "../storage.js";
import { explain } from "../stepper.js";
import { reason, say } from "../words.js";
import { dealerChoices, namesFirst } from "./home_game_view.js";

/** @import { Answer, Request } from "../calls" @import { GameAnswer } from "../contract" */
/** @typedef {Record<string, unknown>} Game the game as Python wrote it (Python checks it on every request) */

const HOME_GAME = "baccarat-home-game"; // localStorage: the game, checked by Python on load (the old name: saved games live here)

// ---- State: the game, and this tab's standing (no DOM) ----

/**
 * The game as this tab last saved it; the keeper's cards now in the fields (recorded "from the deck" if unchanged);
 * whether a change of this tab's was refused (another tab's came first: said until the reader takes the latest).
 * @typedef {{game: Game | null, dealt: {player: string, banker: string} | null, refused: boolean}} HomeState
 */

/** The game with the round in progress (calls and cards as typed), kept with it: a reload finds it.
 * @param {HomeState} state @param {{calls: Record<string, string>, player: string, banker: string}} round */
const withPending = (state, { calls, player, banker }) => ({ ...state.game, pending: { calls, player, banker } });

/** Whether the cards typed are still the ones dealt. @param {HomeState} state @param {string} player @param {string} banker */
const fromShoe = (state, player, banker) => state.dealt !== null && state.dealt.player === player && state.dealt.banker === banker;

/** The game on show: the sheet's controls are there only while one is (else Python refuses, saying why). @param {HomeState} state */
const onShow = (state) => /** @type {Game} */ (state.game);

// ---- View: the set-up form and the score sheet ----

/** @param {HTMLElement} root */
function viewOf(root) {
  return { root, status: find(root, ".bac-status"), setup: findForm(root, '[data-form="home_game-setup"]'), place: find(root, ".bac-home_game-place") };
}
/** @typedef {ReturnType<typeof viewOf>} HomeView */

/** The score sheet Python drew, in place of the set-up. @param {HomeView} view @param {GameAnswer} answer */
function showSheet(view, answer, { focus = true } = {}) {
  view.place.innerHTML = answer.html; // from baccarat.render.home_game: every name in it is escaped
  view.setup.hidden = true;
  // The first heading: the round just recorded (its cards), or the end of the game; the next
  // round's form follows it. Focused, and brought on screen if it is not.
  const heading = /** @type {HTMLElement | null} */ (view.place.querySelector("h3[tabindex]"));
  if (focus && heading) {
    heading.focus({ preventScroll: true });
    bringIntoView(heading.closest("section") ?? heading, "start");
  }
}

/** No game: the set-up again. @param {HomeView} view */
function showSetup(view) {
  view.place.replaceChildren();
  view.setup.hidden = false;
}

/** The round's form, its calls and its cards as typed. @param {HomeView} view */
function roundFields(view) {
  const form = findForm(view.place, '[data-form="home_game-round"]');
  /** @type {Record<string, string>} */
  const calls = {};
  for (const fieldset of /** @type {NodeListOf<HTMLElement>} */ (form.querySelectorAll("fieldset[data-player]"))) {
    const chosen = /** @type {HTMLInputElement | null} */ (fieldset.querySelector("input:checked"));
    if (chosen) calls[fieldset.dataset.player ?? ""] = chosen.value;
  }
  return { form, calls, player: field(form, "player").value, banker: field(form, "banker").value };
}

/** "Start a new game?": the question, under the controls, its "keep" focused. @param {Element} control */
function confirmDiscard(control) {
  const asking = say("home_game.discard-question");
  const confirm = element("div", { class: "bac-home_game-confirm", role: "group", "aria-label": asking });
  const yes = button(say("home_game.discard"), "discard", "md-button--primary");
  const no = button(say("home_game.keep"), "keep");
  confirm.append(element("p", {}, say("home_game.discard-ask")), yes, no);
  control.closest(".bac-home_game-controls")?.after(confirm);
  no.focus();
}

/** The score sheet as a file, downloaded. @param {string} csv */
function download(csv) {
  const href = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = element("a", { href, download: say("home_game.csv-file", { date: new Date().toISOString().slice(0, 10) }) });
  document.body.append(link);
  link.click();
  link.remove();
}

// ---- Keeping the game: in order, saved, never over another tab's ----

/** The sheet Python drew; no cards dealt in the fields. @param {HomeView} view @param {HomeState} state @param {GameAnswer} answer */
function showGame(view, state, answer, /** @type {{focus?: boolean}} */ options = {}) {
  showSheet(view, answer, options);
  state.dealt = null;
}

/**
 * Changes to the game, one at a time in the order they were asked for: each builds on the game the
 * one before left, and saves after it. A change asked from a control that has gone since (a quick
 * second tap: the round it was for is recorded and redrawn already) is dropped.
 * @param {HTMLElement} root
 */
function inOrderOf(root) {
  let turns = /** @type {Promise<unknown>} */ (Promise.resolve());
  /** @param {Element} control @param {() => unknown} change */
  return (control, change) => {
    turns = turns
      .then(() => (control.isConnected && !control.closest("[hidden]") ? change() : undefined))
      .catch((error) => {
        console.error(error); // a bug: the tests fail on it; the reader gets a sentence and a usable widget
        showError(root, say("home_game.went-wrong", { error: reason(error) }));
      });
    return turns;
  };
}

/** The game `stored`, read and checked by Python: a refused copy reads as no game. @param {unknown} stored @returns {Promise<Answer<"home_game-load">>} */
async function loadGame(stored) {
  const answer = await call({ action: "home_game-load", stored });
  return answer.ok ? answer : { ok: true, game: null };
}

/** The stored game, read and checked by Python; read again while another tab saves. @param {ReturnType<typeof savedItem>} saved */
async function loadLatest(saved) {
  let stored = saved.load();
  let answer = await loadGame(stored);
  for (let tries = 0; tries < 3 && saved.peek() !== stored; tries += 1) {
    stored = saved.load();
    answer = await loadGame(stored);
  }
  return { stored, answer };
}

/** The game's keeper: changes in order, saved at once, another tab's followed or offered. @param {HomeView} view @param {HomeState} state */
function keeper(view, state) {
  const { root, status, setup, place } = view;
  const saved = savedItem(HOME_GAME, { root, onConflict: offerLatest });
  const inOrder = inOrderOf(root);
  /** This tab's change was not saved, or the other tab's game would lose this tab's rounds: say so, offer the latest. @param {string} text */
  function offerTheLatest(text) {
    notice(place, "bac-home_game-conflict", text, [
      [say("home_game.take-latest"), "reload", () => inOrder(root, resume).then(() => field(setup, "players").focus())],
    ]);
    setup.hidden = true;
  }
  /**
   * Another tab saved the game. If its copy holds everything this tab saved, this tab simply follows it;
   * only a tab whose own round would be lost (both saved over the same copy) is asked.
   */
  function offerLatest() {
    inOrder(root, async () => {
      if (state.refused) return; // the notice is on show already
      const latest = await call({ action: "home_game-load", stored: saved.peek(), since: state.game });
      if (latest.ok && latest.game && (!state.game || latest.follows)) {
        await resume();
        status.textContent = say("home_game.updated-elsewhere");
        return;
      }
      offerTheLatest(say("home_game.changed-elsewhere"));
    });
  }
  /**
   * Save at once; never over a copy another tab wrote. A refused save is said at once, whatever the
   * other tab's copy holds: this tab's change is not in it.
   * @param {Game | null} next
   */
  async function save(next) {
    const outcome = await saved.save(next);
    if (outcome === "conflict") {
      state.refused = true;
      status.textContent = say("home_game.not-saved");
      offerTheLatest(say("home_game.conflict"));
      return false;
    }
    if (outcome !== "saved") whenNotSaved(outcome, saved, noticeSlot(root), () => saved.save(state.game));
    state.game = next;
    return true;
  }
  /** The stored game, read and checked by Python; an unreadable copy is set aside with a message. */
  async function resume() {
    state.refused = false;
    const { stored, answer } = await loadLatest(saved);
    if (answer.note) {
      await saved.setAside(stored);
      showError(root, answer.note);
    }
    state.game = answer.game;
    if (answer.game === null) return showSetup(view);
    showGame(view, state, answer, { focus: false });
    status.textContent = say("home_game.resumed");
  }
  const startsEmpty = () => saved.peek() === null && (saved.load(), true); // no game stored: this tab starts from none
  return { inOrder, save, resume, startsEmpty, show: (/** @type {GameAnswer} */ answer) => showGame(view, state, answer) };
}

// ---- The reader's controls ----

/** `ask`, whose refusal clears the sheet's last words ("Round recorded and saved."): its error shows alone. @type {typeof ask} */
const askSheet = async (root, request) => { const answer = await ask(root, request); if (!answer) find(root, ".bac-status").textContent = ""; return answer; };
/** What the sheet's buttons and forms ask. @param {HomeView} view @param {HomeState} state @param {ReturnType<typeof keeper>} keep */
function changes(view, state, keep) {
  const { root, status, setup, place } = view;
  const { save, show } = keep;
  /** Record the round as typed now, once the changes asked before it are made. */
  function record() {
    const { form, calls, player, banker } = roundFields(view);
    const dealtCards = fromShoe(state, player, banker);
    keep.inOrder(form, async () => {
      const answer = await askSheet(root, { action: "home_game-record", game: onShow(state), calls, player, banker, from_shoe: dealtCards });
      if (answer && (await save(answer.game))) {
        show(answer);
        status.textContent = say(answer.finished ? "home_game.game-over" : "home_game.recorded");
        performance.mark("baccarat:home_game-recorded");
      }
    });
  }
  /** The keeper deals the round's cards from the game's shoe, onto the felt. */
  async function deal() {
    const { form, calls } = roundFields(view);
    const answer = await askSheet(root, { action: "home_game-deal", game: onShow(state), calls });
    if (!answer) return;
    const { player, banker } = answer;
    field(form, "player").value = player;
    field(form, "banker").value = banker;
    state.dealt = { player, banker };
    status.textContent = answer.note;
    if (!(await save(withPending(state, { calls, player, banker })))) return;
    // The cards on the felt, the first four dealt in order; the steps show any third card, then the result.
    const felt = find(form, ".bac-home_game-felt");
    const stepper = explain(felt, answer.html);
    bringIntoView(find(felt, ".bac-table"), "start");
    stepper.focus();
  }
  /** @param {"home_game-undo" | "home_game-share"} action */
  async function redo(action) {
    const answer = await askSheet(root, { action, game: onShow(state) });
    if (answer && (await save(answer.game))) {
      show(answer);
      status.textContent = answer.note ?? "";
    }
  }
  async function discard() {
    if (!(await save(null))) return;
    showSetup(view);
    status.textContent = say("home_game.discarded");
    field(setup, "players").focus();
  }
  async function exportSheet() {
    const answer = await askSheet(root, { action: "home_game-csv", game: onShow(state) });
    if (!answer) return;
    download(answer.csv);
    status.textContent = say("home_game.downloaded");
  }
  /** @param {string} action */
  const change = (action) =>
    action === "deal" ? deal() : action === "undo" ? redo("home_game-undo") : action === "share-first" ? redo("home_game-share") : discard();
  return { record, change, exportSheet };
}

/** The sheet's controls: fields kept as typed, rounds recorded, buttons. @param {HomeView} view @param {HomeState} state @param {ReturnType<typeof keeper>} keep */
function wireSheet(view, state, keep) {
  const { place } = view;
  const { record, change, exportSheet } = changes(view, state, keep);
  const keepPending = () => {
    const round = roundFields(view);
    keep.inOrder(round.form, () => keep.save(withPending(state, round)));
  };
  place.addEventListener("change", (event) => {
    if (/** @type {Element} */ (event.target).closest('[data-form="home_game-round"]')) keepPending();
  });
  place.addEventListener("input", (event) => {
    const target = /** @type {Element} */ (event.target);
    if (!target.matches('[data-form="home_game-round"] input[type="text"], [data-form="home_game-round"] input:not([type])')) return;
    keepPending();
    if (state.dealt) target.closest("form")?.querySelector(".bac-home_game-felt")?.replaceChildren(); // no longer these cards
  });
  place.addEventListener("submit", (event) => {
    event.preventDefault();
    record();
  });
  place.addEventListener("click", (event) => {
    const control = /** @type {Element} */ (event.target).closest("button");
    const action = control?.dataset.action ?? "";
    if (!control) return;
    if (["deal", "undo", "share-first", "discard"].includes(action)) keep.inOrder(control, () => change(action));
    else if (action === "export") exportSheet();
    else if (action === "new-game") confirmDiscard(control);
    else if (action === "keep") {
      control.closest(".bac-home_game-confirm")?.remove();
      find(place, '[data-action="new-game"]').focus();
    }
  });
}

/** @param {HTMLElement} root */
export function mount(root) {
  const view = viewOf(root);
  const { status, setup, place } = view;
  const state = /** @type {HomeState} */ ({ game: null, dealt: null, refused: false });
  const keep = keeper(view, state);
  wireSheet(view, state, keep);
  field(setup, "players").addEventListener("input", () => dealerChoices(setup));
  field(setup, "twice").addEventListener("change", () => (field(setup, "rounds").disabled = field(setup, "twice").checked));
  setup.addEventListener("submit", (event) => {
    event.preventDefault();
    const rounds = field(setup, "twice").checked ? "twice" : field(setup, "rounds").value;
    if (!field(setup, "players").value.trim()) return namesFirst(root, setup); // the grey names are an example: say so, there
    const request = /** @type {Request<"home_game-new">} */ ({ action: "home_game-new", players: field(setup, "players").value, rounds, first: field(setup, "first").value });
    keep.inOrder(setup, async () => {
      const answer = await ask(root, { ...request, seed: randomSeed() });
      if (answer && (await keep.save(answer.game))) {
        keep.show(answer);
        status.textContent = say("home_game.started");
      }
    });
  });
  if (!linkPairs().length && keep.startsEmpty()) { // nothing to show: the set-up form works without Python until the reader reaches for it
    enableControls(root);
    setState(root, "ready");
    status.textContent = say("home_game.ready");
    return startWhenReached(root, () => startWidget(root, say("home_game.getting-ready"), () => {}));
  }
  startWidget(root, say("home_game.getting-ready"), async () => {
    enableControls(root);
    status.textContent = say("home_game.ready");
    const pairs = linkPairs(); // a summary link (Python reads it, as every link)
    if (!pairs.length) return keep.inOrder(root, keep.resume);
    const answer = await call({ action: "home_game-summary", pairs });
    if (!answer.ok) return showLinkProblem(root, answer, "home_game.summary-problem");
    place.innerHTML = answer.html; // escaped by baccarat.render.home_game
    setup.hidden = true;
    status.textContent = say("home_game.summary");
  });
}
