// The page's calls to Python, as types: the one place they are declared (runtime.js's `call` reads them).
// Types only, checked by tsc. A declaration generated from the package's own (one per action) replaces
// `Actions` and `Answer` here, and every call site is then checked against it.

/** Each action's request fields; until each is declared, any JSON field. */
export interface Actions {
  [action: string]: { [field: string]: unknown };
}

/** An action's name: "deal", "drill-start", "home-load", … */
export type Action = keyof Actions & string;

/** What the page asks Python: the action, then its fields (the page's language is added by `call`). */
export type Request<A extends Action = Action> = { action: A } & Actions[A];

/**
 * What Python answers an accepted request of action `A`. Until each action's answer is declared its
 * fields are `any`: Python writes them (JSON), the page only passes them on or shows them.
 */
export interface Answer<A extends Action = Action> {
  ok: true;
  [field: string]: any;
}

/** What Python answers a request it refuses: why, in the reader's words, and the field it names. */
export interface Refusal {
  ok: false;
  error: string;
  message?: string;
  field?: string;
}
