// The page's calls to Python, as types: the one place they are declared (runtime.js's `call` reads them).
// Types only, checked by tsc. Each action's request and answer come from contract.d.ts, generated from
// the package's own declarations (`python -m sitebuild.contract_types`), so every request a widget builds
// and every answer field it reads is checked against what Python declares.

import type { ActionName, Contract, ProgressAction, Refusal as Refused } from "./contract";

/** An action's name: "deal", "drill-start", "home_game-load", … */
export type Action = ActionName;

/**
 * What the page asks Python: the action, then its fields (the page's language is added by `call`). The
 * `{ action: A }` repeats what the contract says, so that tsc reads `A` from a call's literal `action`.
 */
export type Request<A extends Action = Action> = Contract[A]["request"] & { action: A };

/** What Python answers an accepted request of action `A` (`ok: true`). */
export type Answer<A extends Action = Action> = Exclude<Contract[A]["answer"], Refused>;

/** What Python answers a request it refuses: why, in the reader's words, and the field it names. */
export type Refusal = Refused;

/** Hears how far Python has got with a long answer: the fraction worked out, from above 0 to 1. */
export type ProgressListener = (fraction: number) => void;

/** What `call` takes to hear an action's progress: a listener for an action that reports it, else nothing. */
export type Listening<A extends Action> = A extends ProgressAction ? ProgressListener | null : never;
