/**
 * What a project's rules code hands `defineEngine`: its game's rules, how its cards become the
 * catalogue the rules read, its bots, its player counts, and the few words and figures the layer
 * cannot guess (an action's label, an event told, who won). Everything else of an engine (sim,
 * its report and logs, replay, scenarios, hot-seat play) the layer makes from these.
 */
import type { LoadedPack } from '../../core/pack.js';
import type { TableLayout } from '../../core/pack-types.js';
import type { OddsReport } from '../odds/report.js';
import type { ChoiceCtx } from '../choices.js';
import type { GameDef, Policy } from '../game-def.js';
import type { EngineSetup, EngineState, GameRules } from '../define-game.js';
import type { CardBook } from '../session-cards.js';
import type { TableView } from '../session-table.js';

/** Makes a bot for a game: `seed` is its own (each seat of each game gets another). */
export type BotMaker<S, A, Cat> = (cat: Cat, seed: number) => Policy<S, A>;

export interface EngineDefinition<S extends EngineState, A, E, Cat> {
  /** The rules (see define-game.ts: the plumbing of a GameDef may be left out). */
  game: GameRules<S, A, E, Cat>;
  /**
   * The game's cards as its rules read them, from the pack once it is checked (no card has an
   * error). Plain data: it is copied to the simulation threads.
   */
  catalogue(pack: LoadedPack): Cat;
  /** The bots by name, as `sim --bot` and the hot-seat page name them; `sim` plays `heuristic` unless told. */
  bots: Record<string, BotMaker<S, A, Cat>>;
  /** The player counts the game allows; `sim` plays each of `default` in turn (default: every count from min to max). */
  players: { min: number; max: number; default?: number[] };
  /** An action in words: scenarios write actions so, `legal:` lists them so, and hot-seat buttons say them. */
  label(cat: Cat, state: S, action: A): string;
  /**
   * For a game the players play against each other: the seat that won a finished game (from 0),
   * or null when none did (a draw). The report then gives each seat's win rate, and `winRate` is
   * the first seat's. Left out, the players win or lose together: they win when the result is
   * `victory` (its default: "victory").
   */
  winner?(state: S): number | null;
  victory?: string;
  /** An event in words for `replay` and hot-seat play, or null for one not worth telling; left out, the event's JSON. */
  narrate?(cat: Cat, event: E): string | null;
  /** What a game's length is counted in, and its length (default: turns, one per action played). */
  length?: { unit: 'rounds' | 'turns'; of(state: S): number };
  /** The game's own figures of a finished game (cards played, points scored...): the report gives their mean, least and most. */
  figures?(cat: Cat, state: S, events: E[]): Record<string, number>;
  /**
   * The cards of a finished game, by their ids in the pack: for each side (each seat of a game the
   * players play against each other, from seat 0; the players together, one side, otherwise) the
   * cards it drew (that came into its hand or into play, each once) and those it played. The
   * report's balance figures then give each card's win rate when drawn and when played. Left out,
   * they list no card. Ids that are no card of the pack are left out.
   */
  cards?(cat: Cat, state: S, events: E[]): { drawn: string[]; played: string[] }[];
  /**
   * Each seat's score now, from seat 0, for a game the players play against each other that keeps
   * one: read after every action, it gives the balance figures how often the lead changed and how
   * early the winner led for good. Left out, they give neither.
   */
  scores?(state: S): number[];
  /** A seat's name in reports and at the hot-seat table (default: "Player 1"..., in the game's language). */
  seatName?(seat: number): string;
  /** What a scenario's `expect: { state: … }` reads, by dotted paths (default: the state itself). */
  scenarioState?(cat: Cat, state: S): unknown;
  /**
   * The table the hot-seat page draws, for `viewer` (null: nobody's hand shown); `state` is already
   * what that seat knows. `book` names the pack's cards and their images. Left out, the page shows
   * the players and whose turn it is.
   */
  table?(cat: Cat, state: S, viewer: number | null, book: CardBook): TableView;
  /** The exact odds of the game (`deckwright odds`), when it has some to give. */
  odds?(pack: LoadedPack): OddsReport;
  /**
   * Where a game just set up puts each thing on a Tabletop Simulator table (`deckwright tts
   * <game> --setup`): its state as a table layout naming cards, pieces and dice as game.yaml does.
   * The layer sets the game up as `sim`'s first game with that seed (first-turn.ts).
   */
  firstTurn?(cat: Cat, state: S, pack: LoadedPack): TableLayout;
}

/** A definition with its rules made whole. */
export interface Defined<S extends EngineState, A, E, Cat> extends Omit<EngineDefinition<S, A, E, Cat>, 'game'> {
  game: GameDef<S, A, E, Cat, EngineSetup, ChoiceCtx<S, E>>;
}

export type AnyDefined = Defined<any, any, any, any>;

/**
 * Where an engine made by defineEngine keeps its definition: a simulation thread imports the
 * project's rules module again and finds it there. A registered symbol, so that it is the same
 * whichever copy of this module the rules imported.
 */
export const DEFINITION = Symbol.for('deckwright.engine-definition');
