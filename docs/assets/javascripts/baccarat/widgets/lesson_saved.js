// @ts-check
// The lessons' progress as the guide's version 4 saved it (before the Banker's chart asked its rows in an order of
// each set's own, and lesson 2 asked two questions more), moved onto these lessons: each mark, each pick and the
// question on show onto the same question now (its coup and step: Python's map, baccarat.render.lesson.v4_map), so
// that nothing is lost. Plain data, no DOM; lesson_state.js then reads the progress as its own, with the helpers
// below: a saved value as a message names it, and each session's best result, checked.

/** @typedef {{id: string, to: Record<string, number[][]>}} V4Map */

const isObject = (/** @type {unknown} */ value) => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Session `s`'s place and marks, moved by `to` (old question → new) into a session of `size` questions; null if
 * they are not sound enough to move (lesson_state.js then judges them).
 * @param {unknown} entry @param {number[]} to @param {number} size
 * @returns {[number, string] | null}
 */
function moved(entry, to, size) {
  if (!Array.isArray(entry) || typeof entry[1] !== "string" || entry[1].length !== to.length || !Number.isInteger(entry[0])) return null;
  const [index, answers] = /** @type {[number, string]} */ (entry);
  const marks = [..."-".repeat(size)];
  to.forEach((j, i) => (marks[j] = answers[i]));
  // Over: still over. A question answered but not gone on from: still on show. Else the first not answered.
  const at = index >= to.length ? size : answers[index] !== "-" ? to[index] : marks.indexOf("-");
  return [at, marks.join("")];
}

/**
 * `text` (the lessons' saved progress) moved from version 4's lessons onto these, as text; unchanged if it is not
 * of version 4's lessons or not JSON (lesson_state.js then reads it, or sets it aside).
 * @param {V4Map | undefined} v4 @param {string} lessonId @param {number[]} sizes each session's questions now
 * @param {string | null} text
 */
export function fromV4(v4, lessonId, sizes, text) {
  if (!v4 || v4.id === lessonId || !text || text.length > 8192) return text;
  let saved;
  try {
    saved = JSON.parse(text);
  } catch {
    return text; // not JSON, or nested past what JSON.parse takes: lesson_state.js says so
  }
  if (!isObject(saved) || saved.lesson !== v4.id || !isObject(saved.progress)) return text;
  const [progress, picks] = [{ ...saved.progress }, isObject(saved.picks) ? { ...saved.picks } : {}];
  for (const [s, maps] of Object.entries(v4.to)) {
    const set = isObject(saved.sets) ? saved.sets[s] : 0;
    const to = maps[Number.isInteger(set) ? set : 0] ?? maps[0];
    if (progress[s] !== undefined) progress[s] = moved(progress[s], to, sizes[Number(s)]) ?? progress[s];
    for (const key of Object.keys(picks).filter((key) => key.startsWith(`${s}.`))) delete picks[key];
    to.forEach((j, i) => {
      const pick = isObject(saved.picks) ? saved.picks[`${s}.${i}`] : undefined;
      if (pick !== undefined) picks[`${s}.${j}`] = pick;
    });
  }
  return JSON.stringify({ ...saved, lesson: lessonId, progress, picks });
}

/**
 * `text` (a page's saved progress) of the page's sets as an earlier build shipped them (their digest in `was`,
 * Python's EARLIER_SETS), carried onto these sets as text: every set's progress whose questions still count alike
 * (a mark each) kept with its picks, any other set's left out (it is asked afresh, its result kept if it was
 * finished, as its best run: the navigation's ✓ is a passed best's), the rule cards learnt and the page's finished
 * mark kept. Unchanged if it is not of such sets, or not JSON (lesson_state.js then reads it).
 * @param {string[] | undefined} was @param {string} lessonId @param {number[]} sizes each set's questions now
 * @param {string | null} text
 */
export function fromEarlier(was, lessonId, sizes, text) {
  if (!was?.length || !text || text.length > 8192) return text;
  let saved;
  try {
    saved = JSON.parse(text);
  } catch {
    return text;
  }
  if (!isObject(saved) || typeof saved.lesson !== "string" || !was.includes(saved.lesson) || !isObject(saved.progress)) return text;
  /** @type {Record<string, unknown>} */
  const progress = {};
  /** @type {Record<string, unknown>} */
  const picks = {};
  const alike = (/** @type {string} */ s) => {
    const entry = saved.progress[s];
    return Array.isArray(entry) && typeof entry[1] === "string" && entry[1].length === sizes[Number(s)];
  };
  for (const s of Object.keys(saved.progress).filter(alike)) progress[s] = saved.progress[s];
  for (const [key, pick] of Object.entries(isObject(saved.picks) ? saved.picks : {})) if (alike(key.split(".")[0])) picks[key] = pick;
  const at = alike(String(saved.at)) ? saved.at : 0;
  return JSON.stringify({ ...saved, lesson: lessonId, at, progress, picks, sets: {}, best: carriedBest(saved, sizes.length) });
}

/**
 * The best runs saved (lesson_state.js checks them), with each set's run finished then, if better (a set of other
 * questions now: its run is kept as it was, right of how many it asked). @param {any} saved @param {number} sessions
 */
function carriedBest(saved, sessions) {
  const best = isObject(saved.best) ? { ...saved.best } : {};
  for (const [s, entry] of Object.entries(saved.progress)) {
    if (!Array.isArray(entry) || typeof entry[1] !== "string" || !/^[rw-]{1,999}$/.test(entry[1])) continue;
    const [right, asked, kept] = [[...entry[1]].filter((m) => m === "r").length, entry[1].length, best[s]];
    const over = entry[0] === asked && Number(s) < sessions;
    if (over && !(Array.isArray(kept) && kept[0] / kept[1] >= right / asked)) best[s] = [right, asked];
  }
  return best;
}

/** The most of a link's or a saved value a message repeats. */
const SHOWN_MOST = 24;

/** A link's value as a message may show it: control characters as "�", cut short. @param {string} given */
export function shown(given) {
  const plain = given.replace(/[\p{Cc}\p{Cf}]/gu, "�");
  return plain.length > SHOWN_MOST ? `${plain.slice(0, SHOWN_MOST)}…` : plain;
}

/** A saved value as a message may name it: as JSON, then as a link's value is shown. @param {unknown} value */
export function shownValue(value) {
  let text = "?";
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    // nested past what JSON.stringify takes: "?"
  }
  return shown(text);
}

/**
 * The best result of each session saved (none before they were): by session, its best finished run's right answers
 * and questions; null if any is not sound (lesson_state.js then sets the whole progress aside, and says so).
 * @param {number} sessions how many the page has @param {unknown} given @returns {Record<string, [number, number]> | null}
 */
export function bestOf(sessions, given) {
  if (given === undefined) return {};
  if (!isObject(given)) return null;
  const entries = Object.entries(/** @type {object} */ (given));
  const sound = (/** @type {[string, any]} */ [s, run]) => /^(0|[1-9][0-9]{0,2})$/.test(s) && Number(s) < sessions && Array.isArray(run) && run.length === 2
    && run.every((n) => Number.isInteger(n)) && 0 <= run[0] && run[0] <= run[1] && 0 < run[1] && run[1] <= 999;
  return entries.every(sound) ? Object.fromEntries(entries) : null;
}
