/**
 * What every rule function receives besides the state: the cards, the players' policy (asked at
 * every choice the rules leave to the players), and where events and answers are recorded.
 */
import type { Catalogue } from './catalogue.js';
import type { Choice, GameEvent, GameState } from './types.js';

export interface Ctx {
  cat: Catalogue;
  /** Answers a choice with the index of an option. */
  decide: (state: GameState, choice: Choice) => number;
  /** Events of this step, or null when nobody listens (fast simulations). */
  events: GameEvent[] | null;
  /** The answers given during this step, in order: they go to the game log. */
  answers: number[];
  /** Dice come only from `state.forcedDice` (scenarios): running out throws OutOfDice. */
  forcedDiceOnly: boolean;
}

/**
 * Thrown when a player reaches 0 PV: the rest of the step does not happen. Not an Error: it is
 * control flow, and capturing a stack trace for it would cost every simulated defeat.
 */
export class GameOver {
  constructor(readonly result: string) {}
}

/** A policy answered outside the options, or a log does not fit the game it replays. */
export class DecisionError extends Error {}

export function emit(ctx: Ctx, event: GameEvent): void {
  ctx.events?.push(event);
}

/**
 * The golden rule: a choice with one option is no choice; anything else goes to the players.
 */
export function ask(state: GameState, ctx: Ctx, choice: Choice): number {
  if (choice.options.length <= 1) return 0;
  const n = ctx.decide(state, choice);
  if (!Number.isInteger(n) || n < 0 || n >= choice.options.length) {
    throw new DecisionError(`answer ${n} to "${choice.prompt}" is not one of its ${choice.options.length} options (${choice.options.join(', ')})`);
  }
  ctx.answers.push(n);
  return n;
}
