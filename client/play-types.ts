/**
 * What the play routes send the page: a hot-seat session's view (src/engine/session.ts,
 * SessionView) with the actions reduced to their labels (the page sends an index back and the
 * server looks the action up, so the page never makes or checks an action), and the table as
 * plain data (src/engine/session-table.ts; the server's TableView must fit these types, which
 * the compiler checks where play-routes.ts builds a PlayView).
 */

export interface PlayCounter {
  id: string;
  label: string;
  value: number | string;
  max?: number;
}

export interface PlayCard {
  id: string;
  name: string;
  image?: string;
  faceDown: boolean;
  tapped?: boolean;
  counters: PlayCounter[];
  tags?: string[];
}

export interface PlayPiece {
  id: string;
  label: string;
  seat?: number;
  image?: string;
}

export interface PlayZone {
  id: string;
  title: string;
  seat?: number;
  cards: PlayCard[];
  pieces?: PlayPiece[];
  pile?: { count: number; back?: string };
  current?: boolean;
  counters?: PlayCounter[];
}

export interface PlayBoard {
  rows: number;
  cols: number;
  cells: { row: number; col: number; label: string; kind?: string; pieces: PlayPiece[]; cards?: PlayCard[] }[];
}

export interface PlayPlayer {
  seat: number;
  name: string;
  image?: string;
  active: boolean;
  stats: PlayCounter[];
  hand: PlayCard[] | null;
  handCount: number;
  front: PlayZone[];
}

export interface PlayTable {
  viewer: number | null;
  zones: PlayZone[];
  board?: PlayBoard;
  players: PlayPlayer[];
  counters: PlayCounter[];
}

export interface PlayDie {
  sides: number;
  value: number;
  label: string;
}

/** A start form's field (src/engine/session.ts, SessionOption). */
export interface PlayOption {
  name: string;
  label: string;
  kind: 'number' | 'choice' | 'choices';
  values?: { value: string; label: string }[];
  min?: number;
  max?: number;
  default: number | string | string[];
}

/** GET /api/<game>/play: what a new game can be. */
export interface PlaySetup {
  game: string;
  options: PlayOption[];
  bots: string[];
  /** The seats of a game with the default options (the form's bot selectors). */
  seats: string[];
  /** The games already being played in this server, newest first. */
  games: { id: string; seed: number | null; step: number; over: boolean }[];
}

export interface PlayView {
  id: string;
  game: string;
  /** The seed the game was set up with (a new game with the same seed and decisions is the same game). */
  seed: number | null;
  over: boolean;
  result: string | null;
  step: number;
  seat: number | null;
  seats: { name: string; bot: string | null }[];
  bots: string[];
  question: { seat: number | null; kind: string; prompt: string; options: string[] } | null;
  /** The legal actions: the page sends the index of the one chosen. `group`: the action's kind, to group the buttons. */
  actions: { label: string; group: string }[];
  table: PlayTable | null;
  log: string[];
  last: { lines: string[]; dice: PlayDie[] };
  canUndo: boolean;
}

/** A refusal or a bad request, as the routes answer it (the page shows code and message). */
export interface PlayError {
  error: { code: string; message: string };
}

/** POST …/save: where the log was written (and its URL under /out/), and the log itself. */
export interface PlaySaved {
  file: string;
  url: string | null;
  finalHash: string;
}
