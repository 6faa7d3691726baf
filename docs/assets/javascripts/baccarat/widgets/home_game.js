// @ts-check
// The home game's score keeper: players, calls, rounds and scores, kept by Python and saved in this
// browser after every change, so that no round is ever lost, not even between two tabs.

import { python } from "../runtime.js";
import {
  ask,
  bringIntoView,
  button,
  element,
  enableControls,
  randomSeed,
  showError,
  showLinkProblem,
  startWidget,
} from "../dom.js";
import { noticeSlot, notice, savedItem, whenNotSaved } from "../storage.js";
import { explain } from "../stepper.js";
import { reason, say } from "../words.js";

const HOME_GAME = "baccarat-home-game"; // localStorage: the game (Python's format, checked by Python on load)

export function mount(root) {
  const status = root.querySelector(".bac-status");
  const setup = root.querySelector('[data-form="home-setup"]');
  const place = root.querySelector(".bac-home-game");
  const saved = savedItem(HOME_GAME, { root, onConflict: offerLatest });
  let game = null;
  let dealt = null; // {player, banker}: the keeper's cards now in the fields (recorded "from the deck" if unchanged)
  let refused = false; // a change of this tab's was not saved (another tab's came first): said until the reader takes the latest
  let turns = /** @type {Promise<unknown>} */ (Promise.resolve());

  /**
   * Changes to the game, one at a time in the order they were asked for: each builds on the game the
   * one before left, and saves after it. A change asked from a control that has gone since (a quick
   * second tap: the round it was for is recorded and redrawn already) is dropped.
   * @param {Element} control
   * @param {() => unknown} change
   */
  function inOrder(control, change) {
    turns = turns
      .then(() => (control.isConnected && !control.closest("[hidden]") ? change() : undefined))
      .catch((error) => {
        console.error(error); // a bug: the tests fail on it; the reader gets a sentence and a usable widget
        showError(root, say("home_game.went-wrong", { error: reason(error) }));
      });
    return turns;
  }

  /** This tab's change was not saved, or the other tab's game would lose this tab's rounds: say so, offer the latest. */
  function offerTheLatest(text) {
    notice(place, "bac-home-conflict", text, [
      [say("home_game.take-latest"), "reload", () => inOrder(root, resume).then(() => setup.elements.players.focus())],
    ]);
    setup.hidden = true;
  }

  /**
   * Another tab saved the game. If its copy holds everything this tab saved, this tab simply follows it;
   * only a tab whose own round would be lost (both saved over the same copy) is asked.
   */
  function offerLatest() {
    inOrder(root, async () => {
      if (refused) return; // the notice is on show already
      const latest = await python().call({ action: "home-load", stored: saved.peek(), since: game });
      if (latest.game && (!game || latest.follows)) {
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
   */
  async function save(next) {
    const outcome = await saved.save(next);
    if (outcome === "conflict") {
      refused = true;
      status.textContent = say("home_game.not-saved");
      offerTheLatest(say("home_game.conflict"));
      return false;
    }
    if (outcome !== "saved") whenNotSaved(outcome, saved, noticeSlot(root), () => saved.save(game));
    game = next;
    return true;
  }

  function show(answer, { focus = true } = {}) {
    place.innerHTML = answer.html; // from baccarat.render.home_game: every name in it is escaped
    setup.hidden = true;
    dealt = null;
    // The first heading: the round just recorded (its cards), or the end of the game; the next
    // round's form follows it. Focused, and brought on screen if it is not.
    const heading = place.querySelector("h3[tabindex]");
    if (focus && heading) {
      heading.focus({ preventScroll: true });
      bringIntoView(heading.closest("section") ?? heading, "start");
    }
  }

  /** The stored game, read and checked by Python; an unreadable copy is set aside with a message. */
  async function resume() {
    refused = false;
    // Another tab may save while this one reads: read again until the copy read is the latest.
    let stored = saved.load();
    let answer = await python().call({ action: "home-load", stored });
    for (let tries = 0; tries < 3 && saved.peek() !== stored; tries += 1) {
      stored = saved.load();
      answer = await python().call({ action: "home-load", stored });
    }
    if (answer.note) {
      await saved.setAside(stored);
      showError(root, answer.note);
    }
    game = answer.game ?? null;
    if (game) {
      show(answer, { focus: false });
      status.textContent = say("home_game.resumed");
    } else {
      place.replaceChildren();
      setup.hidden = false;
    }
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

  /** The round in progress (calls and cards as typed), kept with the game: a reload finds it. */
  function keepPending() {
    const { form, calls, player, banker } = roundFields();
    inOrder(form, () => save({ ...game, pending: { calls, player, banker } }));
  }

  place.addEventListener("change", (event) => {
    if (event.target.closest('[data-form="home-round"]')) keepPending();
  });
  place.addEventListener("input", (event) => {
    if (!event.target.matches('[data-form="home-round"] input[type="text"], [data-form="home-round"] input:not([type])')) return;
    keepPending();
    if (dealt) event.target.closest("form").querySelector(".bac-home-felt").replaceChildren(); // no longer these cards
  });
  place.addEventListener("submit", (event) => {
    event.preventDefault();
    const { form, calls, player, banker } = roundFields();
    const fromShoe = dealt !== null && dealt.player === player && dealt.banker === banker;
    inOrder(form, async () => {
      const answer = await ask(root, { action: "home-record", game, calls, player, banker, from_shoe: fromShoe });
      if (answer && (await save(answer.game))) {
        show(answer);
        status.textContent = say(answer.finished ? "home_game.game-over" : "home_game.recorded");
        performance.mark("baccarat:home-recorded");
      }
    });
  });
  place.addEventListener("click", (event) => {
    const control = event.target.closest("button");
    const action = control?.dataset.action;
    if (["deal", "undo", "share-first", "discard"].includes(action)) inOrder(control, () => changeGame(action));
    else if (action === "export") exportSheet();
    else if (action === "new-game") {
      const asking = say("home_game.discard-question");
      const confirm = element("div", { class: "bac-home-confirm", role: "group", "aria-label": asking });
      const yes = button(say("home_game.discard"), "discard", "md-button--primary");
      const no = button(say("home_game.keep"), "keep");
      confirm.append(element("p", {}, say("home_game.discard-ask")), yes, no);
      control.closest(".bac-home-controls").after(confirm);
      no.focus();
    } else if (action === "keep") {
      control.closest(".bac-home-confirm").remove();
      place.querySelector('[data-action="new-game"]').focus();
    }
  });

  /** The buttons that change the game (taken in order, see inOrder). */
  async function changeGame(action) {
    if (action === "deal") {
      const { form, calls } = roundFields();
      const answer = await ask(root, { action: "home-deal", game, calls });
      if (!answer) return;
      form.elements.player.value = answer.player;
      form.elements.banker.value = answer.banker;
      dealt = { player: answer.player, banker: answer.banker };
      status.textContent = answer.note;
      if (!(await save({ ...game, pending: { calls, player: answer.player, banker: answer.banker } }))) return;
      // The cards on the felt, the first four dealt in order; the steps show any third card, then the result.
      const felt = form.querySelector(".bac-home-felt");
      const stepper = explain(felt, answer.html);
      bringIntoView(felt.querySelector(".bac-table"), "start");
      stepper.focus();
    } else if (action === "undo" || action === "share-first") {
      const answer = await ask(root, { action: action === "undo" ? "home-undo" : "home-share", game });
      if (answer && (await save(answer.game))) {
        show(answer);
        status.textContent = answer.note;
      }
    } else if (action === "discard") {
      if (!(await save(null))) return;
      place.replaceChildren();
      setup.hidden = false;
      status.textContent = say("home_game.discarded");
      setup.elements.players.focus();
    }
  }

  async function exportSheet() {
    const answer = await ask(root, { action: "home-csv", game });
    if (!answer) return;
    const link = element("a", {
      href: URL.createObjectURL(new Blob([answer.csv], { type: "text/csv;charset=utf-8" })),
      download: say("home_game.csv-file", { date: new Date().toISOString().slice(0, 10) }),
    });
    document.body.append(link);
    link.click();
    link.remove();
    status.textContent = say("home_game.downloaded");
  }

  // Set-up: the first-dealer list follows the names typed (shown as text).
  function dealerChoices() {
    const names = setup.elements.players.value.split("\n").map((name) => name.trim()).filter(Boolean);
    const select = setup.elements.first;
    const chosen = select.value;
    select.replaceChildren(...(names.length ? names : [say("home_game.first-name")]).map((name, index) => element("option", { value: String(index) }, name)));
    if (Number(chosen) < names.length) select.value = chosen;
  }
  setup.elements.players.addEventListener("input", dealerChoices);
  setup.elements.twice.addEventListener("change", () => (setup.elements.rounds.disabled = setup.elements.twice.checked));
  setup.addEventListener("submit", (event) => {
    event.preventDefault();
    const rounds = setup.elements.twice.checked ? "twice" : setup.elements.rounds.value;
    const request = { action: "home-new", players: setup.elements.players.value, rounds, first: setup.elements.first.value };
    inOrder(setup, async () => {
      const answer = await ask(root, { ...request, seed: randomSeed() });
      if (answer && (await save(answer.game))) {
        show(answer);
        status.textContent = say("home_game.started");
      }
    });
  });

  startWidget(root, say("home_game.getting-ready"), async () => {
    enableControls(root);
    status.textContent = say("home_game.ready");
    const summary = new URLSearchParams(location.search).get("summary");
    if (summary === null) return inOrder(root, resume);
    const answer = await python().call({ action: "home-summary", code: summary });
    if (!answer.ok) return showLinkProblem(root, answer.error, "home_game.summary-problem");
    place.innerHTML = answer.html; // escaped by baccarat.render.home_game
    setup.hidden = true;
    status.textContent = say("home_game.summary");
  });
}
