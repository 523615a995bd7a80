/**
 * What the play routes send the page: a hot-seat session's view (src/engine/session.ts,
 * SessionView) with the actions reduced to their labels (the page sends an index back and the
 * server looks the action up, so the page never makes or checks an action), and the table as
 * plain data (src/engine/session-table.ts, whose declarations these are).
 */

import type { SessionOption, TableBoard, TableBox, TableCard, TableCounter, TableDie, TablePiece, TablePlayer, TableView, TableZone } from '../src/engine/session-table.js';

// The table and the start form are the engine's own declarations (types only: nothing of src/
// is loaded by the page), under the names the page's code uses.
export type PlayCounter = TableCounter;
export type PlayCard = TableCard;
export type PlayPiece = TablePiece;
export type PlayZone = TableZone;
export type PlayBoard = TableBoard;
export type PlayPlayer = TablePlayer;
export type PlayTable = TableView;
export type PlayDie = TableDie;
export type PlayOption = SessionOption;
export type PlayBox = TableBox;

/** GET /api/<game>/play: what a new game can be. */
export interface PlaySetup {
  game: string;
  /** The page's words in the game's language: ICU messages by key ("page-play.undo"), which the page formats (client/words.ts). */
  words: { language: string; messages: Record<string, string> };
  options: PlayOption[];
  bots: string[];
  /** The bots' names as a player reads them, beside `bots` (the ids the page sends back). */
  botNames: string[];
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
  /** How the game ended, in the game's language. */
  resultLabel: string | null;
  step: number;
  /** Decisions made so far (actions and answers, the setup's included): what the page counts. */
  decisions: number;
  seat: number | null;
  /** `botName`: the seat's bot as a player reads its name. */
  seats: { name: string; bot: string | null; botName: string | null }[];
  bots: string[];
  botNames: string[];
  /** `cards` and `picks`: a choice of cards (src/engine/session.ts, SessionQuestion), which the page lets a person pick. */
  question: { seat: number | null; kind: string; prompt: string; options: string[]; cards?: PlayCard[]; picks?: number[][] } | null;
  /**
   * The legal actions: the page sends the index of the one chosen. `group`: the action's kind, to
   * group the buttons; `groupTitle`: that group's title in the game's language.
   */
  actions: { label: string; group: string; groupTitle: string }[];
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
