// @ts-check
// The answers a reader gave on the drawing rules outside the Drill (the home page's lesson, the rules
// pages' quizzes), queued in this browser for the Drill, which folds them into its progress (Python's
// baccarat.drill.record) and brings back sooner the chart cells the reader got wrong.
//
// The queue is localStorage's "baccarat-review-queue": {version: 1, count, answers: [[cell, right, where], ...]},
// `count` the number of answers ever queued, `answers` the last 200 of them. This module knows no rule
// and checks no cell: Python reads the queue and names whatever it cannot use. Each change is a
// read-modify-write in turn (storage.js's inTurn: the item's Web Lock), so two tabs appending at once
// both keep their answer, and the Drill clears only the answers it folded (`count` tells which), never
// one queued meanwhile. Nothing here throws: a full or blocked storage loses the answer, never the page.

import { inTurn } from "./storage.js";

export const REVIEW_QUEUE = "baccarat-review-queue";
export const REVIEW_LIMIT = 200;

/** @typedef {{version: 1, count: number, answers: unknown[]}} Queue */

/** @returns {string | null} */
function readText() {
  try {
    return localStorage.getItem(REVIEW_QUEUE);
  } catch {
    return null;
  }
}

/**
 * The queue stored now, or null when there is none or it is not a queue this module can append to.
 * @param {string | null} text
 * @returns {Queue | null}
 */
function parsed(text) {
  if (text === null || text.length > 100_000) return null;
  try {
    const value = JSON.parse(text);
    const { version, count, answers } = value ?? {};
    if (version !== 1 || !Array.isArray(answers) || !Number.isSafeInteger(count) || count < answers.length) return null;
    return { version: 1, count, answers };
  } catch {
    return null; // not JSON, or nested past what JSON.parse takes
  }
}

/**
 * Write `queue` (null: remove the item); false when the storage refuses. An emptied queue is kept with
 * its count, so that a Drill that read it earlier can never take a later answer for one it folded.
 * @param {Queue | null} queue
 */
function write(queue) {
  try {
    if (queue === null) localStorage.removeItem(REVIEW_QUEUE);
    else localStorage.setItem(REVIEW_QUEUE, JSON.stringify(queue));
    return true;
  } catch {
    return false;
  }
}

/** Where this page's answers are given: a rules page's quiz (its lesson saves under "baccarat-quiz-…"), or the lesson. */
function answeredOn() {
  return document.querySelector('[data-widget="lesson"][data-save-key^="baccarat-quiz-"]') ? "quiz" : "lesson";
}

/**
 * Queue one answer: `cell` the Drill's cell key ("player-4", "banker-3-8", "score-7"), `right` whether
 * the reader got it right, `where` it was given ("lesson" or "quiz"; by default, what this page holds), which
 * the Drill says when the cell comes back. A stored copy that is no queue (corrupt, foreign) is set aside under
 * a dated key, never deleted, and a new queue started. Answers once written (or refused); never rejects.
 * @param {string} cell
 * @param {boolean} right
 * @param {"lesson" | "quiz"} [where]
 * @returns {Promise<boolean>}
 */
export function noteAnswer(cell, right, where = answeredOn()) {
  return inTurn(REVIEW_QUEUE, () => {
    const text = readText();
    let queue = parsed(text);
    if (queue === null && text !== null) {
      try {
        localStorage.setItem(`${REVIEW_QUEUE}-set-aside-${new Date().toISOString()}`, text);
      } catch {
        // full or blocked: the unreadable copy is replaced by the new queue below (or stays, if that fails too)
      }
    }
    queue ??= { version: 1, count: 0, answers: [] };
    const answers = [...queue.answers, [String(cell), right === true, where]].slice(-REVIEW_LIMIT);
    return write({ version: 1, count: queue.count + 1, answers });
  }).catch(() => false);
}

/**
 * The queue's stored text and the count it holds up to (0 when none or unreadable): what the Drill
 * sends to Python, and later passes to `forgetAnswers`.
 * @returns {{text: string | null, count: number}}
 */
export function queuedAnswers() {
  const text = readText();
  return { text, count: parsed(text)?.count ?? 0 };
}

/**
 * Remove the answers the Drill folded: those queued up to `count` (queuedAnswers' count); the ones
 * queued since, by any tab, stay. `unreadable`: the text the Drill found unreadable, removed (it was
 * named to the reader) if it is still the stored copy. Never rejects.
 * @param {number} count
 * @param {string | null} [unreadable]
 * @returns {Promise<boolean>}
 */
export function forgetAnswers(count, unreadable = null) {
  return inTurn(REVIEW_QUEUE, () => {
    const text = readText();
    if (unreadable !== null && text === unreadable) return write(null);
    const queue = parsed(text);
    if (queue === null) return true;
    const kept = Math.max(0, Math.min(queue.answers.length, queue.count - count));
    return write({ version: 1, count: queue.count, answers: kept ? queue.answers.slice(-kept) : [] });
  }).catch(() => false);
}
