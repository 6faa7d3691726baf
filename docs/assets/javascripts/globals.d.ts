// What the browser code reads from the page's window besides the DOM: Material's streams, and the
// state the guide keeps there for its own scripts, its tests and its benchmark. Types only: the
// site serves no .ts file.

interface Window {
  /** Material for MkDocs: each page it shows, the first and every one instant navigation brings in. */
  document$?: { subscribe(next: () => void): unknown };
  /** Material for MkDocs: where instant navigation goes next. */
  location$?: { next(url: URL): void };
  /** The runtime's counters (workers started, answers shipped with the page), read by tests and the benchmark. */
  __baccarat?: { workersStarted: number; [counter: string]: unknown };
}
