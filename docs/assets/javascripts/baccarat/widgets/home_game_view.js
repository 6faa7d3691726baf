// @ts-check
// The home game's set-up form (widgets/home_game.js): the first-dealer list that follows the names typed, and the
// line that says, right under "Start the game", that names are needed first.

import { element, field, find, messageLine, showError } from "../dom.js";
import { say } from "../words.js";

/** The first-dealer list follows the names typed (shown as text). @param {HTMLFormElement} setup */
export function dealerChoices(setup) {
  const names = field(setup, "players").value.split("\n").map((name) => name.trim()).filter(Boolean);
  const select = field(setup, "first");
  const chosen = select.value;
  select.replaceChildren(
    ...(names.length ? names : [say("home_game_view.first-name")]).map((name, index) => element("option", { value: String(index) }, name)),
  );
  if (Number(chosen) < names.length) select.value = chosen;
}

/**
 * "Start the game" with no names typed (the box shows only its grey example names): said at once, without Python,
 * right under the button the reader pressed, on screen and focused; it goes as soon as a name is typed.
 * @param {HTMLElement} root @param {HTMLFormElement} setup
 */
export function namesFirst(root, setup) {
  showError(root, say("home_game_view.names-first"), { near: find(setup, '[data-action="start"]') });
  const line = messageLine(root);
  line.tabIndex = -1;
  line.focus({ preventScroll: true });
  field(setup, "players").addEventListener("input", () => showError(root, ""), { once: true });
}
