/**
 * What a game pack's code gives the core: its own rules, and what else data cannot say (a text
 * for tooltips, an engine). Card types are data: declared in YAML (see core/types/), compiled to
 * the CardTypeDef below. Everything else comes from the pack's manifest (cards/<game>/game.yaml).
 */
import type { RecordSetup } from '../engine/balance/plan.js';
import type { OddsReport } from '../engine/odds/report.js';
import type { PackSession, SessionOptions } from '../engine/session.js';
import type { FirstTurn, FirstTurnOptions } from '../engine/first-turn.js';
import type { ComparableFigures } from './comparable.js';
import type { TSchema } from '@sinclair/typebox';
import type { Rule } from './rule.js';
import type { LoadedCard, LoadedPack } from './pack.js';
import type { Diagnostic } from './diagnostics.js';
import type { PathSegment, YamlSource } from './yaml-source.js';
import type { DeckRule } from './deck/deck-rule.js';
import type { Drawing } from '../print/drawing.js';

export interface CardTypeDef {
  /** Stable id used by decks in the manifest (`type: creature`). */
  id: string;
  /** Human title, in the game's language. */
  title: string;
  /** JSON Schema of one card, compiled from its declaration in a types file. */
  schema: TSchema;
  /** Template module under templates/<game>/ (without extension). */
  template: string;
  /** Where the type is declared, to locate problems with the declaration itself. */
  src?: YamlSource;
  path?: PathSegment[];
}

export interface PackDef {
  id: string;
  /** Pack-specific rules, run after the core rules. */
  rules: Rule[];
  /**
   * The template names the pack's decks and card types may use. Left out, they are the files of
   * templates/<id>/; only a pack that draws nothing (the core rules' example pack) lists them.
   */
  templates?: readonly string[];
  /**
   * The card as plain text for Tabletop Simulator tooltips and card lists (BBCode [b] allowed);
   * without it, every declared field with a value is listed, by its label (export/describe-fields.ts).
   */
  describe?: (card: LoadedCard, pack: LoadedPack) => string;
  /**
   * The small pack the examples of this pack's rules start from; the generated rule pages
   * (docs/rules/) show each example as the files it changes in it.
   */
  exampleFiles?: () => Record<string, string>;
  /** The game's reference engine, for packs that have one (`scenario`, `sim`, `replay`). */
  engine?: () => Promise<PackEngine>;
  /**
   * The module this code was loaded from (a file URL), for a project's rules code: simulation
   * threads import it again to play (src/engine/define-engine.ts). Set by the loader.
   */
  module?: string;
  /** Deck lists players build from the cards (`deck check`, `deck stats`), for games that have them. */
  decks?: DeckCapability;
  /**
   * For games played around a board: how their Tabletop Simulator table is set, as plain data
   * (`<game>-table.json`). What the layout does not name goes beside the board.
   */
  table?: (pack: LoadedPack) => TableLayout;
  /** Sheets the pack draws itself (a character sheet, a reference sheet): printed with `pdf`, filled by `sheet`. */
  sheets?: SheetsCapability;
}

/**
 * Printed sheets a game draws itself rather than from card images: blank ones written with the
 * print documents (`deckwright pdf`), and filled ones made from a data file (`deckwright sheet
 * <game> <file>`: a party of characters gives one filled character sheet each).
 */
export interface SheetsCapability {
  /** The blank documents, written under dist/<game>/print/ with the others. */
  documents(pack: LoadedPack): PackDocument[];
  /** The data type of the files `sheet` fills from (declared in the pack's types, e.g. a party). */
  dataType: string;
  /**
   * The filled documents of a file of that type, already checked (its schema and the pack's
   * rules): one per entry, named by a slug unique in the file (written as <file stem>-<slug>.pdf).
   */
  fill(pack: LoadedPack, data: unknown): Promise<{ slug: string; bytes: Buffer }[]>;
}

/** A document a pack draws itself: its path in the print folder and its bytes (the same bytes for the same pack). */
export interface PackDocument {
  /** e.g. "cardstle-fiche.pdf". */
  name: string;
  draw(): Promise<{ bytes: Buffer; pages: number }>;
  /**
   * Its pages as a drawing (src/print/drawing.ts), when the pack draws it with that kit: the
   * preview's gallery shows them beside the cards, and redraws them when the pack changes.
   */
  drawing?(): Drawing;
}

/**
 * What a game's Tabletop Simulator table holds beyond its pieces: who sits where, what each seat
 * holds, and what lies on the board (or, for a game of cards alone, in the grid of places at the
 * table's centre) at the start. Everything is named as game.yaml names it (deck, card, component
 * and die ids); the core turns it into TTS objects and checks it. A pack's fixed table
 * (`PackDef.table`) and the first turn its engine sets up (`PackEngine.firstTurn`) are both one.
 */
export interface TableLayout {
  /** The board component (`kind: board`) the table is set around; none for a game laid out in a grid of cards. */
  board?: string;
  /** For a game without a board: places in rows and columns at the table's centre (a line of zones, a room of cards). */
  grid?: TableGrid;
  seats: TableSeat[];
  /** What lies on the board at the start. */
  pieces: BoardPiece[];
  /**
   * What lies beside the board or grid, in this order (a game's piles, in the order its engine
   * draws them), before what the layout left.
   */
  aside?: TableItem[];
}

/** Places in rows and columns, row 0 the farthest from the south edge, column 0 the westmost. */
export interface TableGrid {
  rows: number;
  cols: number;
  places: GridPlace[];
}

/** One place of the grid: the first thing lies on the table, the others on top of it, side by side. */
export interface GridPlace {
  row: number;
  col: number;
  items: TableItem[];
}

/** The edge of the table a seat sits at, as seen from above with the board's top edge to the north. */
export type TableSide = 'south' | 'west' | 'north' | 'east';

export interface TableSeat {
  /** A Tabletop Simulator player colour (White, Brown, Red, Orange, Yellow, Green, Teal, Blue, Purple, Pink, or Black for the game master). */
  colour: string;
  /** Who sits there, shown on the hand zone. */
  name: string;
  side: TableSide;
  /** Dealt into the seat's hand zone: a deck's cards (its id), or one card (its next copy). */
  hand: (string | LayoutCard)[];
  /** Laid face up in front of the seat, left to right as the seat sees them. */
  front: TableItem[];
}

/** One card of a deck: each time a card is named, its next copy. */
export interface LayoutCard {
  deck: string;
  card: string;
  faceDown?: boolean;
}

/**
 * One thing the layout places: a card of a deck (each time a card is named, its next copy), a
 * deck's remaining cards as one pile, a pile of named cards (the first on top), one copy of a
 * token, one die of the manifest showing a face, or a player's pawn (TTS's own, in the seat's
 * colour: for a game whose pack has no pawns).
 */
export type TableItem =
  | { deck: string; card?: string; faceDown?: boolean }
  | { deck: string; cards: string[]; faceDown?: boolean; name?: string }
  | { component: string }
  | { die: string; face?: number }
  | { pawn: string; name: string };

export interface BoardPiece {
  item: TableItem;
  /** Its centre, in mm from the top-left corner of the board's trim. */
  at: { x: number; y: number };
}

/**
 * What a game whose players build their own decks says about them: how they are checked, and what
 * the deck statistics count. Deck lists themselves are plain text (core/deck/deck-list.ts).
 */
export interface DeckCapability {
  /** The folder of the pack holding its ready-made deck lists (`*.txt`), e.g. "decks". */
  listsDir: string;
  /** Decks of the manifest that every player shares and no list holds (Lyoko's heroes): printed and exported once. */
  sharedDecks: readonly string[];
  /** Cards in an opening hand. */
  handSize: number;
  /** Whether a player may shuffle a first hand back once and must keep the second (Lyoko's V.2). */
  mulligan: boolean;
  /** Cards drawn in a turn, the model of the "by turn t" odds (say it in the pack's docs). */
  drawsPerTurn: number;
  /** Turns the odds look ahead. */
  turns: number;
  rules: DeckRule[];
  /** The small pack the rules' example lists are checked against. */
  exampleFiles(): Record<string, string>;
  /** What the curve counts, e.g. "limit (VP)". */
  curveName: string;
  /** A card's place on the curve, and the groups the statistics count it in (its type, its mode…). */
  describe(card: LoadedCard): { curve: number | null; kinds: Record<string, string> };
}

/** A scenario's outcome: its failed expectations, located in the scenario file; none when it passes. */
export interface ScenarioOutcome {
  name: string;
  failures: Diagnostic[];
}

/** What `sim` asks of an engine. */
export interface SimRequest {
  games: number;
  /** Player counts to use in turn; null for the engine's default. */
  players: number[] | null;
  seed: number;
  bot: string;
  /** Iterations per decision, for bots that search. */
  iterations?: number;
  /** Worker threads (default: the machine's cores). */
  jobs?: number;
  /** For games whose players build their own decks: the decks to play against each other, resolved to card ids. */
  decks?: { name: string; cards: string[] }[];
  /** For board games with maps: the maps to play on, in turn (`--map`; default: the pack's first). */
  maps?: string[];
  /** Where the HTML report and the logs of notable games go; none written when null. */
  outDir: string | null;
  onProgress?: (done: number, total: number) => void;
}

export interface SimOutcome {
  /** The figures, as `sim --json` prints them; `winRate` is at the top level. */
  report: { winRate: number } & Record<string, unknown>;
  /** Files written (the HTML report, logs to replay). */
  files: string[];
  /**
   * The figures `sim <game> <game>…` compares across runs; an engine that leaves them out cannot
   * be compared. Kept apart from `report` so that a single run's JSON is unchanged.
   */
  comparable?: ComparableFigures;
}

/** A game log as read from its file: the parsed JSON, and the file's name and text to locate problems in. */
export interface LogFile {
  file: string;
  text: string;
  data: unknown;
}

/** A recorded game played again, or the problems that keep a log from being replayed. */
export type ReplayOutcome =
  | {
      ok: true;
      /** The game told turn by turn. */
      text: string;
      /** How the replayed game's end differs from the log's (result or final state); null when it ends as recorded. */
      mismatch: string | null;
    }
  | { ok: false; problems: Diagnostic[] };

export interface PackEngine {
  bots: readonly string[];
  runScenario(pack: LoadedPack, scenario: YamlSource): Promise<ScenarioOutcome>;
  simulate(pack: LoadedPack, request: SimRequest): Promise<SimOutcome>;
  /** A recorded game told turn by turn; throws when the log does not fit the pack. */
  replay(pack: LoadedPack, log: LogFile): ReplayOutcome;
  /** Optional: the exact odds a designer and the players want (`deckwright odds <game>`). */
  odds?(pack: LoadedPack): OddsReport;
  /** Optional, for board games: the maps a simulation can be played on (`sim --map`), by name. */
  maps?(pack: LoadedPack): string[];
  /**
   * Optional: hot-seat play in the browser (docs/hot-seat.md). The game the session functions of
   * src/engine/session.ts play, the setup `options` make (their defaults when left out), and the
   * options a start form offers. Throws SessionOptionsError for options that make no game.
   */
  session?(pack: LoadedPack, options?: SessionOptions): PackSession;
  /**
   * Optional: the table at the start of a game (`deckwright tts <game> --setup`), set up by the
   * engine as `sim`'s first game with that seed and player count (src/engine/first-turn.ts).
   * Throws FirstTurnOptionsError for options that set up no game.
   */
  firstTurn?(pack: LoadedPack, options: FirstTurnOptions): FirstTurn;
  /**
   * Optional: how `sweep` and `deckwright worker` play this pack's games for balance figures (a
   * module, its plain data, and the names the figures need; engine/balance/plan.ts). Throws, as
   * `simulate` does, with a sentence for a request the game cannot play (a player count, a bot).
   */
  records?(pack: LoadedPack, request: RecordRequest): RecordSetup;
}

/** What a sweep asks of one variant of a pack: as `sim`'s options, the cards already changed. */
export interface RecordRequest {
  seed: number;
  bot: string;
  /** Player counts, in turn; null for the engine's default. */
  players: number[] | null;
  iterations?: number;
  /** For games whose players build their own decks: the decks that play each other (side 0 first). */
  decks?: { name: string; cards: string[] }[];
}
