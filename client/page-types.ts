/**
 * What the preview server sends its page, as JSON: shared by the server (which builds it) and the
 * client (which draws it), so both sides read one definition. Types only: nothing here runs.
 */

export type Severity = 'error' | 'warning' | 'info';

/** One line of a YAML file, quoted under a diagnostic. */
export interface QuotedLine {
  n: number;
  text: string;
}

export interface PageDiagnostic {
  severity: Severity;
  rule: string;
  message: string;
  /** As the checker names it (relative to where the server runs). */
  file: string;
  line: number;
  column: number;
  /** Opens the file at the line in the designer's editor; null with `--editor none`. */
  link: string | null;
  /** The lines around the problem, the problem's own line marked by `at`. */
  quote: QuotedLine[];
  at: number;
}

export interface PageCard {
  id: string;
  deck: string;
  type: string;
  /** The card's `name` (or `title`), else its id. */
  name: string;
  /** Every text of the card, for the search box. */
  text: string;
  /** How many of it the deck holds. */
  copies: number;
  /** Image URLs, versioned by content (a new image has a new URL); null when there is none yet. */
  front: string | null;
  back: string | null;
  /** True when the images are the last good ones: the card (or its file) has errors now. */
  stale: boolean;
  diagnostics: PageDiagnostic[];
}

/** A token, a board or a sheet the pack draws: shown in the gallery like a card, with its faces. */
export interface PagePiece {
  id: string;
  kind: 'token' | 'board' | 'sheet';
  name: string;
  /** How many the game has. */
  count: number;
  /** Image URLs, versioned by content; null when there is none yet. `back` is a token's other face. */
  front: string | null;
  back: string | null;
  /** Every page of a sheet of several pages (the lightbox shows them all). */
  pages?: string[];
  /** True when the images are the last good ones: the piece cannot be drawn now. */
  stale: boolean;
  diagnostics: PageDiagnostic[];
}

export interface PageDeck {
  id: string;
  name: string;
  type: string;
  /** Cards (distinct) and copies in the deck. */
  cards: number;
  copies: number;
}

/** Something made on demand (print documents, TTS sheets, a simulation). */
export interface PageJob {
  kind: 'pdf' | 'tts' | 'sim';
  state: 'idle' | 'running' | 'done' | 'failed';
  /** "12/40" while running, the error when failed. */
  detail: string;
  /** Links to what it made (served by the preview), with their names. */
  files: { name: string; url: string }[];
}

export interface PackState {
  game: string;
  title: string;
  /** Goes up by one at each rebuild: the page ignores older states. */
  generation: number;
  /** A rebuild is under way (the state shown is the previous one). */
  building: boolean;
  /** When the last rebuild ended and how long it took. */
  builtAt: string;
  buildMs: number;
  errors: number;
  warnings: number;
  /** Problems that are no card's: the manifest, a file that does not parse, a template that throws. */
  packDiagnostics: PageDiagnostic[];
  decks: PageDeck[];
  cards: PageCard[];
  /** The tokens, boards and sheets the pack draws, in the manifest's order. */
  pieces: PagePiece[];
  types: string[];
  /** What the pack's engine offers: exact odds, simulations. */
  engine: { odds: boolean; sim: boolean };
  jobs: PageJob[];
  /** Reports already in dist/<game>/reports/. */
  reports: { name: string; url: string }[];
}

/** Server-sent events: `state` (a PackState), `job` ({ game, job }), `restart` (the server starts again). */
export interface JobEvent {
  game: string;
  job: PageJob;
}

export interface OddsCellText {
  text: string;
  /** A probability's exact fraction, shown on hover. */
  title?: string;
}

export interface PageOdds {
  title: string;
  tables: { title: string; note?: string; columns: string[]; rows: OddsCellText[][] }[];
}
