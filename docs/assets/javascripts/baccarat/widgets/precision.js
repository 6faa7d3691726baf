// @ts-check
// Tables of figures: two decimals to read, four on demand. Each figure's cell carries its four
// decimals (data-exact, rendered at build time); one button under the table switches them all.

import { button, element } from "../dom.js";
import { say } from "../words.js";

/**
 * Give a table whose cells carry `data-exact` its "Four decimals" button, just under it.
 * @param {HTMLTableElement} table
 */
export function mount(table) {
  const cells = /** @type {HTMLElement[]} */ ([...table.querySelectorAll("td[data-exact]")]);
  for (const cell of cells) cell.dataset.short = cell.textContent;
  const toggle = button(say("precision.toggle"), "precision");
  toggle.setAttribute("aria-pressed", "false");
  const caption = table.caption?.textContent?.trim();
  if (caption) toggle.setAttribute("aria-label", say("precision.label", { caption }));
  toggle.addEventListener("click", () => {
    const exact = toggle.getAttribute("aria-pressed") !== "true";
    toggle.setAttribute("aria-pressed", String(exact));
    for (const cell of cells) cell.textContent = (exact ? cell.dataset.exact : cell.dataset.short) ?? "";
  });
  const bar = element("div", { class: "bac-precision" });
  bar.append(toggle);
  (table.closest(".bac-scroll") ?? table).after(bar);
}
