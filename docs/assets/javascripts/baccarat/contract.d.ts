// The contract of every action: its request and its answer, as the package declares them
// (baccarat/widgets/<widget>.py). Written by `python -m sitebuild.contract_types`: do not edit.

/** A reader's `answer` to a question, with the session so far. */
export interface AnswerRequest {
  lang?: string;
  /** 0 to 9,007,199,254,740,991 */
  seed: number | string;
  kind?: string;
  rows?: number[] | null;
  replay?: boolean | null;
  progress?: Progress | null;
  /** at most 2,000 characters */
  cell?: string | null;
  /** 1 to 3; default 1 */
  step?: number | string;
  /** 1 to 100,000 */
  number: number | string;
  /** at most 2,000 characters */
  answer: string | null;
  session?: Counts | null;
}

/** The round's calls, by player's name: what each predicted. */
export interface CallsRequest {
  lang?: string;
  game: Record<string, unknown>;
  calls?: Record<string, string> | null;
}

/** The counts and edges after the cards tapped (drawn, and the edges as text). */
export interface CounterAnswer {
  ok: true;
  html: string;
  cards: string[];
  decks: number;
  edges: string;
}

/** A session's questions answered so far, the right ones, the streak and the best streak, and whether a step of the coup under way was missed. */
export interface Counts {
  /** 0 to 1,000,000,000 */
  asked?: number | string;
  /** 0 to 1,000,000,000 */
  right?: number | string;
  /** 0 to 1,000,000,000 */
  streak?: number | string;
  /** 0 to 1,000,000,000 */
  best?: number | string;
  /** 0 to 1 */
  missed?: number | string;
  cells?: unknown;
}

/** A dealt hand explained, where its shoe stands, and the dealer's link to it and the payout calculator's (the same query). */
export interface DealAnswer {
  cards: string[];
  player: string[];
  banker: string[];
  player_total: number;
  banker_total: number;
  outcome: "banker" | "player" | "tie";
  natural: boolean;
  steps: Step[];
  ok: true;
  html: string;
  seed: number;
  decks: number;
  hand: number;
  cards_left: number;
  finished: boolean;
  burned: string[];
  shoe_info: string;
  link: ShoeQuery;
  payouts_link: ShoeQuery;
}

/** One hand of a dealt shoe: `seed`, `decks` and `hand`. */
export interface DealRequest {
  lang?: string;
  /** 0 to 9,007,199,254,740,991 */
  seed: number | string;
  /** 1 to 8; default 8 */
  decks?: number | string;
  /** 1 to 200; default 1 */
  hand?: number | string;
}

/** The slip settled on a dealt coup, the table and the slip as a link writes them, and where its shoe stands. */
export interface DealtPayoutsAnswer {
  cards: string[];
  player: string[];
  banker: string[];
  player_total: number;
  banker_total: number;
  outcome: "banker" | "player" | "tie";
  natural: boolean;
  steps: Step[];
  ok: true;
  html: string;
  table: string;
  stakes: string;
  link: PayoutsQuery;
  dealer_link: HandsQuery | ShoeQuery;
  seed: number;
  decks: number;
  hand: number;
  cards_left: number;
  finished: boolean;
  burned: string[];
  shoe_info: string;
}

/** The round's coup dealt from the keeper's deck: the hands, the coup drawn, and what to do next. */
export interface DealtRound {
  ok: true;
  player: string;
  banker: string;
  html: string;
  note: string;
}

/** What a drill link asks for (a bad part is left out, and named in `link_refusal`). */
export interface DrillLink {
  seed?: number;
  kind?: string;
  rows?: number[];
}

/** A drill link's query: the drill's seed, kind and rows (comma-separated, when it has any), as text. */
export interface DrillQuery {
  seed: string;
  kind: string;
  rows?: string;
}

/** A drill: its seed, kind, rows and whether it replays a link. */
export interface DrillSettings {
  seed: number;
  kind: string;
  rows: number[];
  replay: boolean;
}

/** What comes next: the next question, or the next step of this one. */
export interface Following {
  number: number;
  cell?: string;
  step?: number;
}

/** The game after the change, drawn, and whether it is over; what happened, when something did. */
export interface GameAnswer {
  ok: true;
  game: Record<string, unknown>;
  html: string;
  finished: boolean;
  note?: string;
  follows?: boolean;
}

/** A change to the game on show, or a view of it. */
export interface GameRequest {
  lang?: string;
  game: Record<string, unknown>;
}

/** The answer graded: feedback, the right answer, progress and session after it, and what comes next; at the session's last answer, its `finish` screen (otherwise empty). */
export interface GradedAnswer {
  ok: true;
  html: string;
  correct: boolean;
  right: string;
  progress: Progress;
  session: Session;
  next: Following;
  chart: string;
  finish: string;
}

/** What a dealer's link to a typed coup asks for, and the step to open at. */
export interface HandsLink {
  ok: true;
  kind: "deal-resolve";
  request: LinkedHands;
  step: number | null;
  mode: "ask" | "show" | null;
}

/** A link's query to a coup typed in: each hand's cards, comma-separated, as Python read them. */
export interface HandsQuery {
  player: string;
  banker: string;
}

/** A coup typed in: the two hands, or the cards in dealing order. */
export interface HandsRequest {
  lang?: string;
  /** at most 2,000 characters */
  player?: string | null;
  /** at most 2,000 characters */
  banker?: string | null;
  /** at most 2,000 characters */
  cards?: string | null;
}

/** The cards tapped so far (tokens), from a fresh shoe of `decks` decks. */
export interface KeypadRequest {
  lang?: string;
  /** at most 2,000 characters */
  cards?: string | null;
  /** 1 to 8; default 8 */
  decks?: number | string;
}

/** A typed coup's two hands, as its link gives them. */
export interface LinkedHands {
  player: string;
  banker: string;
}

/** A session calculator link's request, and the samples' first shoe if it names one. */
export interface LinkedRequest {
  /** at most 2,000 characters */
  bet: string;
  /** at most 2,000 characters */
  table: string;
  /** at most 2,000 characters */
  decks: string;
  /** at most 2,000 characters */
  stake: string;
  /** at most 2,000 characters */
  coups: string;
  /** at most 2,000 characters */
  bankroll?: string;
  /** at most 2,000 characters */
  seed?: string;
}

/** What a roads link gives, checked: `results` typed in, or shoe `seed` (`decks`) after `coups` coups. */
export interface LinkedRoads {
  results?: string;
  seed?: number;
  decks?: number;
  coups?: number;
}

/** A dealt hand's shoe, as its link gives it (checked: the hand is one the shoe deals). */
export interface LinkedShoe {
  seed: number;
  decks: number;
  hand: number;
}

/** What a payout calculator link gives, each part checked: the table, the slip (as the link writes it, and each bet's stake as its field shows it) and the coup, typed in (`player` and `banker`) or dealt. */
export interface LinkedSlip {
  table?: string;
  stakes?: string;
  stake_fields?: Record<string, string>;
  player?: string;
  banker?: string;
  seed?: number;
  decks?: number;
  hand?: number;
}

/** The stored game, as the browser stored it (JSON text, read and checked behind the door), and the game this tab had (`since`). */
export interface LoadRequest {
  lang?: string;
  stored?: unknown;
  since?: unknown;
}

/** A new game: `players` (one per line), `rounds` (a number or "twice"), `first` and `seed`. */
export interface NewRequest {
  lang?: string;
  /** at most 2,000 characters */
  players: string | null;
  /** at most 2,000 characters */
  rounds: string | null;
  /** at most 2,000 characters */
  first: string | null;
  /** 0 to 9,007,199,254,740,991; default 0 */
  seed?: number | string;
}

/** No game to resume: nothing stored, or a stored game set aside (`note` says why). */
export interface NoGame {
  ok: true;
  game: null;
  note?: string;
}

/** A dealer's link that asks for no coup (a step alone, or nothing). */
export interface NoLink {
  ok: true;
  kind: "none";
  request: Record<string, unknown>;
  step: number | null;
  mode: "ask" | "show" | null;
}

/** The odds of both shoes, side by side. */
export interface OddsAnswer {
  ok: true;
  html: string;
}

/** A shoe of `decks` decks, and the cards `removed` from it. */
export interface OddsRequest {
  lang?: string;
  /** 1 to 8; default 8 */
  decks?: number | string;
  /** at most 2,000 characters */
  removed: string | null;
}

/** A coup typed part way: where it stands and what happens next. */
export interface PartialAnswer {
  ok: true;
  partial: true;
  cards: string[];
  player: string[];
  banker: string[];
  next: string;
  says: string;
  html: string;
  link: HandsQuery;
}

/** The slip settled on a coup typed in, the table and the slip as a link writes them, the calculator's link to it, and the dealer's link to its coup. */
export interface PayoutsAnswer {
  cards: string[];
  player: string[];
  banker: string[];
  player_total: number;
  banker_total: number;
  outcome: "banker" | "player" | "tie";
  natural: boolean;
  steps: Step[];
  ok: true;
  html: string;
  table: string;
  stakes: string;
  link: PayoutsQuery;
  dealer_link: HandsQuery | ShoeQuery;
}

/** What a payout calculator link asks for. */
export interface PayoutsLink {
  ok: true;
  request: LinkedSlip;
}

/** A payout calculator link's query: the table, the coup (typed in, or a shoe's hand) and the slip, as text. */
export interface PayoutsQuery {
  /** at most 2,000 characters */
  table?: string;
  /** at most 2,000 characters */
  stakes?: string;
  /** at most 2,000 characters */
  player?: string;
  /** at most 2,000 characters */
  banker?: string;
  /** at most 2,000 characters */
  seed?: string;
  /** at most 2,000 characters */
  decks?: string;
  /** at most 2,000 characters */
  hand?: string;
}

/** A slip on `table`: `stakes` as a link writes them, or `stake_fields` (each bet's key and its stake as typed); and the coup, typed in (`player` and `banker`, or `cards`) or dealt (`seed`, `decks`, `hand`). */
export interface PayoutsRequest {
  lang?: string;
  /** at most 2,000 characters */
  player?: string | null;
  /** at most 2,000 characters */
  banker?: string | null;
  /** at most 2,000 characters */
  cards?: string | null;
  /** at most 2,000 characters */
  table?: string | null;
  /** at most 2,000 characters */
  stakes?: string | null;
  stake_fields?: unknown;
  seed?: number | string | null;
  /** 1 to 8; default 8 */
  decks?: number | string;
  /** 1 to 200; default 1 */
  hand?: number | string;
}

/** A link's query, to check and read: every `<name>-permalink` action's request. */
export interface PermalinkRequest {
  lang?: string;
  pairs?: ([string, string])[] | null;
}

/** Where the coup stands, who draws next, and the chances from there (as text, and drawn). */
export interface PocketAnswer {
  ok: true;
  cards: string[];
  decks: number;
  next: string;
  says: string;
  chances: string;
  html: string;
  chances_html: string;
}

/** A reader's progress: each cell's `[box, right, seen]`, the missed cells due again (`{cell: [at, where]}`) and the session under way (its drill, what comes next, its counts and cells), all read and checked behind the door (:func:`baccarat.drill.check_progress`). */
export interface Progress {
  version: number;
  revision?: number;
  cells: Record<string, number[]>;
  due?: unknown;
  session?: unknown;
}

/** The question drawn, where it is (its number, cell, kind and step of its steps), and the link that asks the same questions again. */
export interface QuestionAnswer {
  ok: true;
  html: string;
  number: number;
  cell: string;
  kind: string;
  step: number;
  steps: number;
  link: DrillQuery;
  again: string;
}

/** Question `number` of a drill: about `cell` at `step` when given, else a cell chosen by `progress`. */
export interface QuestionRequest {
  lang?: string;
  /** 0 to 9,007,199,254,740,991 */
  seed: number | string;
  kind?: string;
  rows?: number[] | null;
  replay?: boolean | null;
  progress?: Progress | null;
  /** at most 2,000 characters */
  cell?: string | null;
  /** 1 to 3; default 1 */
  step?: number | string;
  /** 1 to 100,000; default 1 */
  number?: number | string;
}

/** Every refused request's answer: the package's words, the reader's sentence and the field at fault. */
export interface Refusal {
  ok: false;
  error: string;
  message: string;
  field: string | null;
}

/** A coup typed in, explained, with the dealer's link to it and the payout calculator's (the same query). */
export interface ResolvedAnswer {
  cards: string[];
  player: string[];
  banker: string[];
  player_total: number;
  banker_total: number;
  outcome: "banker" | "player" | "tie";
  natural: boolean;
  steps: Step[];
  ok: true;
  html: string;
  link: HandsQuery;
  payouts_link: HandsQuery;
}

/** The drill of a session under way, and what it asks next. */
export interface Resumed {
  settings: DrillSettings;
  next: Following;
}

/** The roads and what a road reader sees in them, and the next coup's exact chances. */
export interface RoadPasteAnswer {
  ok: true;
  html: string;
  results: string;
  next: string;
  decks: number;
}

/** The `results` typed in (B, P, T), the `cards` seen, from a shoe of `decks` decks. */
export interface RoadPasteRequest {
  lang?: string;
  /** at most 600 characters */
  results: string | null;
  /** at most 2,000 characters */
  cards?: string | null;
  /** 1 to 8; default 8 */
  decks?: number | string;
}

/** The five roads drawn, the results they show, what they show said in words, and the link to them. */
export interface RoadsAnswer {
  ok: true;
  html: string;
  results: string;
  info: string;
  link: RoadsQuery;
}

/** What a roads link asks for: results typed in, a shoe dealt so far, or nothing. */
export interface RoadsLink {
  ok: true;
  request: LinkedRoads;
}

/** A roads link's query: `results` typed in, or shoe `seed` (`decks`) after `coups` coups, as text. */
export interface RoadsQuery {
  /** at most 2,000 characters */
  seed?: string;
  /** at most 2,000 characters */
  decks?: string;
  /** at most 2,000 characters */
  coups?: string;
  /** at most 2,000 characters */
  results?: string;
}

/** `results` typed in, or shoe `seed` (`decks`) after `coups` coups (default all: its bounds are the shoe's). */
export interface RoadsRequest {
  lang?: string;
  /** at most 2,000 characters */
  results?: string | null;
  /** 0 to 9,007,199,254,740,991 */
  seed?: number | string;
  /** 1 to 8; default 8 */
  decks?: number | string;
  coups?: number | string;
}

/** A round: everyone's call and the coup, typed in or dealt (`from_shoe`). */
export interface RoundRequest {
  lang?: string;
  game: Record<string, unknown>;
  calls?: Record<string, string> | null;
  /** at most 2,000 characters */
  player?: string | null;
  /** at most 2,000 characters */
  banker?: string | null;
  from_shoe?: boolean | null;
}

/** Sample sessions drawn around the exact average, and the seed they start from. */
export interface SamplesAnswer {
  ok: true;
  html: string;
  note: string;
  seed: number;
}

/** The same session's samples, from shoe `seed` on. */
export interface SamplesRequest {
  lang?: string;
  /** at most 2,000 characters; default "banker" */
  bet?: string | null;
  /** at most 2,000 characters */
  table?: string | null;
  /** 1 to 8; default 8 */
  decks?: number | string;
  /** default "10" */
  stake?: string | number | null;
  /** 1 to 10,000; default 100 */
  coups?: number | string;
  bankroll?: string | number | null;
  /** 0 to 9,007,199,254,740,991; default 1 */
  seed?: number | string;
}

/** A session's counts, as the Drill answers them: by question, as the questions are numbered (a coup called step by step is one question, counted at its last step, right if every step was), so the score's `asked` is the number of the question last answered; `missed` is 1 while a missed step's coup is under way. */
export interface Session {
  asked: number;
  right: number;
  streak: number;
  best: number;
  missed: number;
  cells: Record<string, number[]>;
}

/** The exact session drawn, its link, and how long it took (for the benchmark). */
export interface SessionAnswer {
  ok: true;
  html: string;
  link: SessionLinkRequest;
  session_ms: number;
  ruin_ms?: number;
}

/** What a session calculator link asks for. */
export interface SessionLink {
  ok: true;
  request: LinkedRequest;
}

/** A session as its link writes it: each field as text. */
export interface SessionLinkRequest {
  /** at most 2,000 characters */
  bet: string;
  /** at most 2,000 characters */
  table: string;
  /** at most 2,000 characters */
  decks: string;
  /** at most 2,000 characters */
  stake: string;
  /** at most 2,000 characters */
  coups: string;
  /** at most 2,000 characters */
  bankroll?: string;
}

/** A session of `coups` equal bets of `stake` on `bet` at `table` with `decks` decks, and a `bankroll` (optional) for the risk of ruin; amounts as typed. */
export interface SessionRequest {
  lang?: string;
  /** at most 2,000 characters; default "banker" */
  bet?: string | null;
  /** at most 2,000 characters */
  table?: string | null;
  /** 1 to 8; default 8 */
  decks?: number | string;
  /** default "10" */
  stake?: string | number | null;
  /** 1 to 10,000; default 100 */
  coups?: number | string;
  bankroll?: string | number | null;
}

/** The score sheet as CSV. */
export interface SheetAnswer {
  ok: true;
  csv: string;
}

/** What a dealer's link to a dealt hand asks for, and the step to open at. */
export interface ShoeLink {
  ok: true;
  kind: "deal";
  request: LinkedShoe;
  step: number | null;
  mode: "ask" | "show" | null;
}

/** A link's query to a hand of a dealt shoe: its seed, decks and hand, as text. */
export interface ShoeQuery {
  seed: string;
  decks: string;
  hand: string;
}

/** The five roads of a shoe dealt so far, and its place in it: `coups` of its `total`. */
export interface ShoeRoadsAnswer {
  ok: true;
  html: string;
  results: string;
  info: string;
  link: RoadsQuery;
  seed: number;
  decks: number;
  coups: number;
  total: number;
}

/** The Drill opened: progress checked (`note` says what was set aside) with the queued answers folded in (`queue_note` names those it could not use; `queue_unread`: none could be read), the link read, and the session under way to `resume` (None: a fresh session, `session`). */
export interface StartAnswer {
  ok: true;
  progress: Progress;
  note: string;
  queue_note: string;
  queue_unread: boolean;
  link: DrillLink;
  link_refusal: Refusal | null;
  chart: string;
  session: Session;
  resume: Resumed | null;
}

/** The stored progress (JSON text, as the browser stored it), the answers queued by the lesson and the quizzes (JSON text, review.js's queue) and the page's link. */
export interface StartRequest {
  lang?: string;
  stored?: unknown;
  queue?: unknown;
  pairs?: ([string, string])[] | null;
}

/** One step of a coup's explanation. */
export interface Step {
  rule: string;
  text: string;
  player_total: number;
  banker_total: number;
  card: string | null;
  draws: boolean | null;
  chart_cell: (number | null)[] | null;
}

/** A summary link's final table, drawn. */
export interface SummaryAnswer {
  ok: true;
  html: string;
}

/** A summary link's query, to check and read (its code as long as the longest the score keeper writes). */
export interface SummaryRequest {
  lang?: string;
  pairs?: ([string, string])[] | null;
}

/** The system's result beside its exact cost, and the request it answers, each checked. */
export interface SystemAnswer {
  ok: true;
  html: string;
  system: string;
  shoes: number;
  seed: number;
  link: SystemQuery;
}

/** What a system tester link asks for. */
export interface SystemLink {
  ok: true;
  request: SystemLinkRequest;
}

/** A system tester link's request, each field checked. */
export interface SystemLinkRequest {
  system?: string;
  shoes?: number;
  seed?: number;
}

/** A system tester link's query: the system, the shoes and the first seed, as text. */
export interface SystemQuery {
  /** at most 2,000 characters */
  system: string;
  /** at most 2,000 characters */
  shoes: string;
  /** at most 2,000 characters */
  seed: string;
}

/** The `system`, how many `shoes` and the first shoe's `seed`. */
export interface SystemRequest {
  lang?: string;
  /** at most 2,000 characters; default "flat-banker" */
  system?: string | null;
  /** 1 to 1,000; default 100 */
  shoes?: number | string;
  /** 0 to 9,007,199,254,740,991; default 1 */
  seed?: number | string;
}

/** Every action, by name: the request the browser sends and the answer it gets. */
export interface Contract {
  "deal-resolve": { request: HandsRequest & { action: "deal-resolve" }; answer: ResolvedAnswer | PartialAnswer | Refusal };
  "deal": { request: DealRequest & { action: "deal" }; answer: DealAnswer | Refusal };
  "deal-permalink": { request: PermalinkRequest & { action: "deal-permalink" }; answer: HandsLink | ShoeLink | NoLink | Refusal };
  "pocket": { request: KeypadRequest & { action: "pocket" }; answer: PocketAnswer | Refusal };
  "odds": { request: OddsRequest & { action: "odds" }; answer: OddsAnswer | Refusal };
  "roads": { request: RoadsRequest & { action: "roads" }; answer: RoadsAnswer | ShoeRoadsAnswer | Refusal };
  "roads-permalink": { request: PermalinkRequest & { action: "roads-permalink" }; answer: RoadsLink | Refusal };
  "payouts": { request: PayoutsRequest & { action: "payouts" }; answer: PayoutsAnswer | DealtPayoutsAnswer | Refusal };
  "payouts-permalink": { request: PermalinkRequest & { action: "payouts-permalink" }; answer: PayoutsLink | Refusal };
  "drill-start": { request: StartRequest & { action: "drill-start" }; answer: StartAnswer | Refusal };
  "drill-question": { request: QuestionRequest & { action: "drill-question" }; answer: QuestionAnswer | Refusal };
  "drill-answer": { request: AnswerRequest & { action: "drill-answer" }; answer: GradedAnswer | Refusal };
  "home_game-new": { request: NewRequest & { action: "home_game-new" }; answer: GameAnswer | Refusal };
  "home_game-load": { request: LoadRequest & { action: "home_game-load" }; answer: GameAnswer | NoGame | Refusal };
  "home_game-deal": { request: CallsRequest & { action: "home_game-deal" }; answer: DealtRound | Refusal };
  "home_game-record": { request: RoundRequest & { action: "home_game-record" }; answer: GameAnswer | Refusal };
  "home_game-undo": { request: GameRequest & { action: "home_game-undo" }; answer: GameAnswer | Refusal };
  "home_game-share": { request: GameRequest & { action: "home_game-share" }; answer: GameAnswer | Refusal };
  "home_game-csv": { request: GameRequest & { action: "home_game-csv" }; answer: SheetAnswer | Refusal };
  "home_game-summary": { request: SummaryRequest & { action: "home_game-summary" }; answer: SummaryAnswer | Refusal };
  "session": { request: SessionRequest & { action: "session" }; answer: SessionAnswer | Refusal };
  "session-samples": { request: SamplesRequest & { action: "session-samples" }; answer: SamplesAnswer | Refusal };
  "session-permalink": { request: PermalinkRequest & { action: "session-permalink" }; answer: SessionLink | Refusal };
  "system": { request: SystemRequest & { action: "system" }; answer: SystemAnswer | Refusal };
  "system-permalink": { request: PermalinkRequest & { action: "system-permalink" }; answer: SystemLink | Refusal };
  "road_paste": { request: RoadPasteRequest & { action: "road_paste" }; answer: RoadPasteAnswer | Refusal };
  "counter": { request: KeypadRequest & { action: "counter" }; answer: CounterAnswer | Refusal };
}

/** Every widget with a link, by name: the parameters its link may carry. */
export interface LinkParameters {
  "deal": "player" | "banker" | "seed" | "decks" | "hand" | "step" | "mode";
  "roads": "seed" | "decks" | "coups" | "results";
  "payouts": "table" | "stakes" | "player" | "banker" | "seed" | "decks" | "hand";
  "drill": "seed" | "kind" | "rows";
  "session": "bet" | "table" | "decks" | "stake" | "coups" | "bankroll" | "seed";
  "system": "system" | "shoes" | "seed";
}

/** Every action that reports its progress while it works (a long computation): `call` may listen. */
export type ProgressAction = "session" | "session-samples" | "system";

export type ActionName = keyof Contract;
export type RequestOf<A extends ActionName> = Contract[A]["request"];
export type AnswerOf<A extends ActionName> = Contract[A]["answer"];
