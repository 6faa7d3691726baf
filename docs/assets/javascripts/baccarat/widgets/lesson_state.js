// @ts-check
// The state of the lessons and the rules pages' questions (lesson.js): what the build shipped, where the reader
// is and what they answered. Plain data, no DOM. Every coup, question, answer, rule card and explanation was
// worked out by the package when the site was built; this module only reads it, marks the reader's picks, and
// reads back (or carries over from the guide's version 2) the progress saved.

import { randomSeed } from "../dom.js";
import { digest } from "../storage.js";
import { bestOf, shownValue } from "./lesson_saved.js";

export const VERSION = 4; // 4: a lesson's set of coups; 3: sessions, rule cards (still read); version 2's carried over
const MAX_SAVED = 8192; // characters: saved progress is a few hundred; anything longer is not ours
/** How many right answers of a kind fold its rule card away: a row of the Banker's chart, once (then recalled). */
export const knownAfter = (/** @type {string} */ key) => (/^banker-[0-9]$/.test(key) ? 1 : 2);

/** A skill missed: of three answers or more, more than once; of one or two, at all (a skip is no miss). @param {{right: number, answered: number}} skill */
export const missed = (skill) => skill.right < skill.answered - (skill.answered >= 3 ? 1 : 0);
/** The one pass mark of every lesson and every set: this share of its questions answered right. */
export const PASS_MARK = 0.8;
/** A session or skill passed: the pass mark of all its questions right (a skip is not right). @param {{right: number, answered: number, asked: number}} result */
export const passed = (result) => result.answered > 0 && result.right >= Math.ceil(PASS_MARK * result.asked - 1e-9);
/** A skill answered well: every question answered, none missed. @param {{right: number, answered: number, asked: number}} skill */
export const answeredWell = (skill) => skill.answered === skill.asked && !missed(skill);

/**
 * A question of a session, as the build wrote it (baccarat.lesson), with what it shares with others (`ask`): its
 * `skill` is what it counts towards in the session's finish (baccarat.lesson.skill_of).
 * @typedef {{step: number, answer: string, explanation: string, cell: string, teach: string, drill: string,
 *   topic: string, skill: string, prompt: string, choices: [string, string][], rule: string}} Question
 */
/** @typedef {{topic: string, skill: string, prompt: string, choices: [string, string][], rule: string}} Ask */
/** @typedef {{cards: string[], questions: Question[]}} Coup */
/** Each question with its coup `c` and its number `n` in that coup. @typedef {{c: number, n: number, question: Question}} Asked */
/** A set of a lesson's coups and its questions. @typedef {{coups: Coup[], asked: Asked[]}} CoupSet */
/**
 * A session: set 0's coups (every reader's first pass) and questions, and its fresh sets of the same kinds.
 * @typedef {{title: string, knows: string, rule: string, coups: Coup[], asked: Asked[], sets: CoupSet[]}} Session
 */
/**
 * The widget's own words, from the page's data: the count (a template, "{question}" and the like filled in here),
 * and the lessons' "again" with fresh coups, a set that could not be read, and the course's finish.
 * @typedef {{count?: string, again?: string, badSet?: string,
 *   course?: {title: string, behind: [string, string], done: string, next: string, ways: [string, string][]}}} Words
 */
/** A rule card's words (`other`: its example for a question of the example's own `cell`). @typedef {{title: string, rule: string, example: string, cell?: string, other?: string}} Card */
/** A question's own lines, if any: before its prompt, and after its coup's end. @typedef {Question & {note?: string, after?: string}} Noted */
/**
 * The Drill's link after the questions, by the keys of the missed questions' drills (each once, sorted,
 * comma-separated): a link's query as Python wrote it; under "" the whole Drill's, for any other combination.
 * @typedef {Record<string, import("../links.js").Query<string>>} DrillLinks
 */

/**
 * @typedef {object} LessonState
 * @property {"lesson" | "quiz"} mode lessons in order, or a page's sets of which one is asked
 * @property {Session[]} sessions
 * @property {DrillLinks} drills
 * @property {Record<string, Card>} cards
 * @property {string[]} skills the skills a session's finish lists, in its order (baccarat.lesson.SKILLS)
 * @property {Record<string, string>} keys each answer's key (baccarat.render.lesson.ANSWER_KEYS, as printed on it)
 * @property {Words} words
 * @property {Record<string, number>} sets the set of coups each session deals (0: the first pass, if not named)
 * @property {{id: string, to: number[], v4?: import("./lesson_saved.js").V4Map, was?: string[]}} legacy where version 2's questions land in the first sessions' (v4: the lessons' version 4's; was: a page's earlier sets', lesson_saved.js)
 * @property {string} lessonId the digest of these coups (saved progress of other coups is not this one's)
 * @property {number} at the session on show
 * @property {Record<string, [number, string]>} progress each session begun: the question on show (its length: the
 *   session is over) and a mark per question, "r" right, "w" wrong, "-" not answered
 * @property {Record<string, number>} taught right answers of each rule card's kind
 * @property {Record<string, string>} picks the reader's first pick of each question answered, by "session.question"
 *   (a wrong one is shown again as it was, after a reload or Back)
 * @property {boolean} complete every lesson finished (a page's questions: a set), once: it stays so, for the
 *   navigation's mark, when a session is done again
 * @property {Record<string, [number, number]>} best each session's best finished run (right, of how many): a
 *   session done again never loses it
 */

/** The sessions in the page's data (`data-lesson`, `data-coups`). @param {DOMStringMap} data @returns {LessonState} */
export function lessonOf(data) {
  const shipped = JSON.parse(data.lesson ?? "{}");
  const asks = /** @type {Ask[]} */ (shipped.asks ?? []);
  /** A set's coups, each question with what it shares with others, and its questions in order. @param {Coup[]} coups */
  const setOf = (coups) => {
    for (const coup of coups) coup.questions = coup.questions.map((question) => ({ ...question, ...asks[Number(/** @type {{ask?: number}} */ (question).ask)] }));
    return { coups, asked: coups.flatMap((coup, c) => coup.questions.map((question, n) => ({ c, n, question }))) };
  };
  const sessions = /** @type {Session[]} */ (shipped.sessions ?? []).map((session) => {
    const first = setOf(session.coups);
    return { ...session, ...first, sets: [first, ...(session.sets ?? []).map((/** @type {{coups: Coup[]}} */ set) => setOf(set.coups))] };
  });
  return {
    mode: shipped.mode === "quiz" ? "quiz" : "lesson",
    sessions,
    drills: shipped.drills ?? {},
    cards: shipped.cards ?? {},
    skills: shipped.skills ?? [],
    keys: shipped.keys ?? {},
    words: shipped.words ?? {},
    sets: {},
    legacy: shipped.legacy ?? { id: "", to: [] },
    lessonId: digest(data.coups ?? ""),
    at: 0,
    progress: {},
    taught: {},
    picks: {},
    complete: false,
    best: {},
  };
}

/** The set of coups session `s` deals. @param {LessonState} state @param {number} s */
export const setOf = (state, s) => state.sets[s] ?? 0;

/** Session `s` as its set deals it: its questions, the question on show and the marks. @param {LessonState} state @param {number} s */
function dealt(state, s) {
  const base = state.sessions[s];
  const session = { ...base, ...base.sets[setOf(state, s)] };
  const [index, answers] = state.progress[s] ?? [0, "-".repeat(session.asked.length)];
  return { session, index, answers };
}

/** The session on show, as its set deals it. @param {LessonState} state */
export const current = (state) => dealt(state, state.at);

/** The session on show at question `index`, with its marks. @param {LessonState} state @param {number} index @param {string} answers */
const place = (state, index, answers) => void (state.progress[state.at] = [index, answers]);

/** Whether session `s` is over. @param {LessonState} state @param {number} s */
export function finished(state, s) {
  const entry = state.progress[s];
  return entry !== undefined && entry[0] >= state.sessions[s].asked.length;
}

/** The sessions that are over. @param {LessonState} state */
export const doneSessions = (state) => state.sessions.map((_, s) => s).filter((s) => finished(state, s));

/** What is saved: version 4 (`best` since this build: older ones ignore it). @param {LessonState} state */
export function saved(state) {
  const done = doneSessions(state);
  for (const s of done) keepBest(state, s);
  state.complete ||= state.mode === "quiz" ? done.length > 0 : done.length === state.sessions.length;
  const { lessonId: lesson, at, progress, taught, complete, sets, picks, best } = state;
  return { version: VERSION, lesson, at, progress, taught, done, complete, sets, picks, best };
}

/**
 * Session `s`'s best result, [right, questions]: its best run kept, or this run if over and better; null if never over.
 * @param {LessonState} state @param {number} s @returns {[number, number] | null}
 */
export function bestRun(state, s) {
  const [kept, run] = [state.best[s], finished(state, s) ? summarize(state, s) : null];
  return run && (!kept || run.right / run.asked > kept[0] / kept[1]) ? [run.right, run.asked] : kept ?? null;
}

/** Session `s`'s best result kept. @param {LessonState} state @param {number} s */
function keepBest(state, s) { const run = bestRun(state, s); if (run) state.best[s] = run; }

const isCount = (/** @type {unknown} */ value, /** @type {number} */ most) => Number.isInteger(value) && Number(value) >= 0 && Number(value) <= most;

/** Version 3's progress, if sound. @param {LessonState} state @param {any} saved */
function readV3(state, saved) {
  const { sessions, cards } = state;
  if (saved.lesson !== state.lessonId || !isCount(saved.at, sessions.length - 1)) return null;
  const progress = saved.progress;
  const taught = saved.taught;
  if (typeof progress !== "object" || progress === null || Array.isArray(progress)) return null;
  if (typeof taught !== "object" || taught === null || Array.isArray(taught)) return null;
  for (const [s, entry] of Object.entries(progress)) {
    const length = sessions[Number(s)]?.asked.length;
    if (!/^(0|[1-9][0-9]*)$/.test(s) || length === undefined || !Array.isArray(entry) || entry.length !== 2) return null;
    if (!isCount(entry[0], length) || typeof entry[1] !== "string" || !new RegExp(`^[rw-]{${length}}$`).test(entry[1])) return null;
  }
  if (!Object.entries(taught).every(([key, count]) => Object.hasOwn(cards, key) && isCount(count, 99))) return null;
  const best = bestOf(sessions.length, saved.best);
  if (!best) return null;
  /** @type {Record<string, number>} */
  const sets = {};
  return { at: /** @type {number} */ (saved.at), progress, taught, complete: saved.complete === true, sets, picks: picksOf(state, saved.picks), best, problem: "" };
}

/**
 * The picks saved with the progress (none before they were): each of a question this page asks, a value short
 * and plain; anything else is left out (the question is then shown answered, its right answer marked).
 * @param {LessonState} state @param {unknown} given
 */
function picksOf(state, given) {
  /** @type {Record<string, string>} */
  const picks = {};
  if (typeof given !== "object" || given === null || Array.isArray(given)) return picks;
  for (const [key, value] of Object.entries(given).slice(0, 2000)) {
    const [s, i] = key.split(".").map(Number);
    const fits = /^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$/.test(key) && typeof value === "string" && /^[a-z0-9]{1,8}$/.test(value);
    if (fits && i < (state.sessions[s]?.asked.length ?? 0)) picks[key] = value;
  }
  return picks;
}

/**
 * Version 4's progress: version 3's, and the set of coups each session deals. A set this page does not have is
 * named (`problem`, the value as saved) and its session deals its first set: nothing else is lost.
 * @param {LessonState} state @param {any} saved
 */
function readV4(state, saved) {
  const found = readV3(state, saved);
  if (!found) return null;
  const given = saved.sets ?? {};
  if (typeof given !== "object" || given === null || Array.isArray(given)) return { ...found, problem: shownValue(given) };
  for (const [s, set] of Object.entries(given)) {
    const session = /^(0|[1-9][0-9]*)$/.test(s) ? state.sessions[Number(s)] : undefined;
    if (session && isCount(set, session.sets.length - 1)) found.sets[s] = /** @type {number} */ (set);
    else found.problem ||= shownValue(set);
  }
  return found;
}

/**
 * Version 2's progress (one set of questions, one mark each), carried over: each mark onto the question it lands
 * on (Python's legacy map, through the first sessions' questions in order), each session then at its first
 * question not answered, the reader at the first session not over, each right answer counted for its rule card.
 * @param {LessonState} state @param {any} saved
 */
function readV2(state, saved) {
  const { legacy, sessions } = state;
  const old = legacy.to.length;
  if (saved.lesson !== legacy.id || !isCount(saved.index, old) || !new RegExp(`^[rw-]{${old}}$`).test(saved.answers ?? "")) return null;
  const flat = sessions.flatMap((session, s) => session.asked.map((asked, i) => ({ s, i, teach: asked.question.teach })));
  const marks = sessions.map((session) => [..."-".repeat(session.asked.length)]);
  /** @type {Record<string, number>} */
  const taught = {};
  [...saved.answers].forEach((mark, i) => {
    const landed = flat[legacy.to[i]];
    if (mark === "-" || landed === undefined) return;
    marks[landed.s][landed.i] = mark;
    if (mark === "r") taught[landed.teach] = Math.min(99, (taught[landed.teach] ?? 0) + 1);
  });
  /** @type {Record<string, [number, string]>} */
  const progress = {};
  marks.forEach((row, s) => {
    const first = row.indexOf("-");
    if (row.some((mark) => mark !== "-")) progress[s] = [first < 0 ? row.length : first, row.join("")];
  });
  const open = sessions.findIndex((session, s) => (progress[s]?.[0] ?? 0) < session.asked.length);
  return { at: open < 0 ? sessions.length - 1 : open, progress, taught, complete: false, sets: {}, picks: {}, best: {}, problem: "" };
}

/**
 * The saved progress in `text`, if it is sound and of these coups (or version 3's or 2's, carried over); else
 * null. `problem` names a saved set of coups this page does not have (its session deals its first set).
 * @param {LessonState} state @param {string | null} text
 * @returns {{at: number, progress: Record<string, [number, string]>, taught: Record<string, number>, complete: boolean,
 *   sets: Record<string, number>, picks: Record<string, string>, best: Record<string, [number, number]>, problem: string} | null}
 */
export function readable(state, text) {
  try {
    if (!text || text.length > MAX_SAVED) return null;
    const saved = JSON.parse(text);
    if (saved?.version === VERSION) return readV4(state, saved);
    if (saved?.version === 3) return readV3(state, saved);
    if (saved?.version === 2) return readV2(state, saved);
    return null;
  } catch {
    return null; // not JSON, or nested past what JSON.parse takes
  }
}

/** The reader's pick of the question on show, marked; answers whether it was right. @param {LessonState} state @param {string} value */
export function mark(state, value) {
  const { session, index, answers } = current(state);
  const { question } = session.asked[index];
  if (answers[index] !== "-") return answers[index] === "r"; // the first answer given stands
  const right = value === question.answer;
  place(state, index, answers.slice(0, index) + (right ? "r" : "w") + answers.slice(index + 1));
  state.picks[`${state.at}.${index}`] = value;
  if (right) state.taught[question.teach] = Math.min(99, (state.taught[question.teach] ?? 0) + 1);
  return right;
}

/** The session on show, begun (a page's set is then one asked). @param {LessonState} state */
export function begin(state) {
  const { index, answers } = current(state);
  place(state, index, answers);
}

/** On to the next question. @param {LessonState} state */
export function advance(state) {
  const { index, answers } = current(state);
  place(state, index + 1, answers);
}

/** Past the rest of the coup on show. @param {LessonState} state */
export function skipCoup(state) {
  const { session, answers } = current(state);
  let { index } = current(state);
  const { c } = session.asked[index];
  while (index < session.asked.length && session.asked[index].c === c) index += 1;
  place(state, index, answers);
}

/**
 * The session on show, from its start; with `fresh`, dealing its next set of coups (the first pass comes back
 * after the last), so that a lesson practised again is not answered from memory.
 * @param {LessonState} state @param {boolean} [fresh]
 */
export function restart(state, fresh = false) {
  const sets = state.sessions[state.at].sets.length;
  keepBest(state, state.at); // a run over stays the best kept, if it is
  if (fresh && sets > 1) state.sets[state.at] = (setOf(state, state.at) + 1) % sets;
  place(state, 0, "-".repeat(current(state).session.asked.length));
  for (const key of Object.keys(state.picks)) if (key.startsWith(`${state.at}.`)) delete state.picks[key];
}

/**
 * A set not asked yet (a page's questions), at random (the guide's one source of seeds); every set asked, any
 * other than the one on show.
 * @param {LessonState} state
 */
export function unseenSet(state) {
  const all = state.sessions.map((_, s) => s);
  const unseen = all.filter((s) => state.progress[s] === undefined);
  const pool = unseen.length ? unseen : all.filter((s) => s !== state.at);
  return pool.length ? pool[randomSeed() % pool.length] : state.at;
}

/**
 * A link's set number, if it is one: ASCII digits, no sign, no leading zero, 1 to the number of sets.
 * @param {string} given @param {number} sets
 */
export function setNumber(given, sets) {
  return /^[1-9][0-9]{0,2}$/.test(given) && Number(given) <= sets ? Number(given) : null;
}

/**
 * Session `s`'s result (by default the one on show): each skill's right, answered and asked counts, and what the
 * Drill should practise.
 * @param {LessonState} state @param {number} [s]
 */
export function summarize(state, s = state.at) {
  const { drills } = state;
  const { session, answers } = dealt(state, s);
  const marked = session.asked.map((entry, i) => ({ ...entry, mark: answers[i] }));
  const topics = state.skills.flatMap((topic) => {
    const ofTopic = marked.filter((entry) => entry.question.skill === topic);
    const right = ofTopic.filter((entry) => entry.mark === "r").length;
    return ofTopic.length ? [{ topic, right, answered: ofTopic.filter((entry) => entry.mark !== "-").length, asked: ofTopic.length }] : [];
  });
  const right = [...answers].filter((mark) => mark === "r").length;
  const answered = [...answers].filter((mark) => mark !== "-").length;
  const missed = marked.filter((entry) => entry.mark === "w").map((entry) => entry.question.drill);
  const query = drills[[...new Set(missed)].sort().join(",")] ?? drills[""] ?? {};
  return { topics, right, answered, asked: answers.length, query, missed: missed.length > 0 };
}
