/**
 * What a game supplies to the engine layer: a plain object of pure functions over its own state,
 * as boardgame.io's game objects are. The layer does the rest once for every game: steps with
 * their legality check, choices asked and recorded, games played by a policy, logs and replays,
 * choices suspended and resumed, bots, simulations over worker threads, and their figures.
 *
 * `S` is the game's state (plain data: it is cloned, hashed and sent to worker threads; its
 * seeded generator lives inside it), `A` an action, `E` an event (what replays and reports tell),
 * `Cat` the game's cards as the engine reads them, `Setup` what starts a game (a seed, players).
 */
import type { Choice, ChoiceCtx, Decide } from './choices.js';
import type { Rng } from './rng.js';

/** Why an action was refused: a stable code for tests and a sentence for people. */
export interface EngineError {
  code: string;
  message: string;
}

export interface GameDef<S, A, E, Cat, Setup, C extends ChoiceCtx<S, E, any> = ChoiceCtx<S, E>> {
  /** The `format` written in this game's logs (`deckwright replay` tells games apart by it). */
  logFormat: string;
  /** The context the game's rules receive: the layer's (who answers, events, answers) and what the game adds (its cards). */
  context(cat: Cat, decide: Decide<S>, events: boolean, forcedDiceOnly: boolean): C;
  /** A new game; choices met while setting up are asked through `ctx`. */
  setup(cat: Cat, setup: Setup, ctx: C): S;
  /** The legal actions now: a query, it asks nobody. */
  legal(cat: Cat, state: S): A[];
  /** Why `action` cannot be played now, or null when it can. */
  illegal(cat: Cat, state: S, action: A): EngineError | null;
  /** Plays a legal action on `state` itself. Ends the game by throwing `GameOver`. */
  apply(cat: Cat, state: S, action: A, ctx: C): void;
  clone(state: S): S;
  /** For search bots: re-deals, on a copy, what the players cannot know (piles, future dice), drawing from `rng`. */
  determinise?(state: S, rng: Rng): void;
  /** For search bots: what a position is worth to the players, from 0 (defeat) to 1 (victory); `root` is where the search started. */
  evaluate?(state: S, root: S): number;
  /**
   * For games played against each other with hidden information (seats.ts): the seat whose action
   * comes next, and what a seat knows of a state (a copy with the others' hands and the decks'
   * order hidden), which is all its bot is shown.
   */
  actor?(state: S): number;
  view?(state: S, seat: number): S;
  /**
   * What a log's final hash is taken of, when not the state itself: a state that names cards by
   * their number in the catalogue gives them by id here, so that a log still replays to its hash
   * with a pack whose cards were added or reordered without changing the game.
   */
  logState?(cat: Cat, state: S): unknown;
  /** Whether the game has ended. */
  over(state: S): boolean;
  /** How it ended ('victory', 'defeat', a seat...), or null while it goes on. */
  result(state: S): string | null;
  /** Actions played so far: a game past a limit stops as 'stalled' (a policy that never ends it). */
  actionCount(state: S): number;
  /** An action's name in messages ('move', 'attack'), when it has one. */
  actionName?(action: A): string;
  /** The fields of a log that say how the game was set up (its seed, players...), in the order they are written. */
  logSetup(setup: Setup): Record<string, unknown>;
  /** The setup a log records, read back. */
  setupOfLog(log: Record<string, unknown>): Setup;
}

/** A player, or a team's policy: picks actions and answers the choices the rules put to it. */
export interface Policy<S, A, C extends Choice = Choice> {
  name: string;
  /**
   * False for a policy that never reads the state it is shown (the random bot): a seated game
   * (seats.ts) then spares making its seat's view, which it would not look at.
   */
  readsState?: boolean;
  chooseAction(state: S, legal: A[]): A;
  choose: Decide<S, C>;
}

/**
 * A game as the layer's functions take it, whatever the context its rules receive: the layer
 * only creates contexts through `context` and hands them back, so it needs no more of their type.
 */
export type AnyGameDef<S, A, E, Cat, Setup> = GameDef<S, A, E, Cat, Setup, any>;
