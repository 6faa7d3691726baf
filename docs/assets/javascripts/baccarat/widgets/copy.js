// @ts-check
// Copy fields (the "Link to this guide" list and the embed codes): a Copy button beside each.

import { button, element } from "../dom.js";
import { say } from "../words.js";

/**
 * Give a read-only field (`.bac-copy[data-copy]`, rendered at build time) its Copy button.
 * @param {HTMLElement} label
 */
export function mount(label) {
  const field = /** @type {HTMLInputElement | HTMLTextAreaElement} */ (label.querySelector("input, textarea"));
  const copy = button(say("copy.button"), "copy-field");
  copy.setAttribute("aria-label", say("copy.label", { name: label.querySelector("span")?.textContent ?? "" }));
  const said = element("span", { class: "bac-copied", "aria-live": "polite" });
  label.after(copy, said);
  copy.addEventListener("click", async () => {
    field.select();
    try {
      await navigator.clipboard.writeText(field.value);
      said.textContent = say("copy.copied");
    } catch {
      said.textContent = say("copy.selected");
    }
    setTimeout(() => (said.textContent = ""), 2500);
  });
}
