/**
 * A game as a project's rules code writes it: a GameDef (game-def.ts) whose setup is a seed and a
 * player count, without the plumbing every such game writes the same way (its rules' context,
 * cloning plain data, the setup fields of its logs). `defineGame` fills that plumbing in; a rules
 * file that writes it itself keeps its own.
 *
 * The state is plain data holding its own generator (`rng`) and what a scenario forces (dice,
 * shuffles): `startState(setup)` makes those fields, and every random thing the rules do draws
 * from them (rollDie, shuffleOrForced), so the same seed always gives the same game.
 */
import { DecisionError, type ChoiceCtx } from './choices.js';
import type { GameDef } from './game-def.js';
import { forcedOrdersOf, type ShuffleSource } from './forced-order.js';
import { seedRng, type DiceSource } from './rng.js';

/** How a game of a project's rules starts: its seed and player count, and what a scenario forces. */
export interface EngineSetup {
  seed: number;
  players: number;
  /** A scenario's dice, rolled before the generator's (rng.ts `rollDie`). */
  dice?: number[];
  /** A scenario's order for the next shuffles of the piles it names (forced-order.ts). */
  order?: Record<string, string[] | string[][]>;
}

/** What every state of such a game holds: its generator and the dice and orders a scenario forces. */
export interface EngineState extends DiceSource, ShuffleSource {}

/** The fields of a new state that randomness comes from, for `setup` to spread into its state. */
export function startState(setup: EngineSetup): EngineState {
  return { rng: seedRng(setup.seed), forcedDice: [...(setup.dice ?? [])], forcedOrders: forcedOrdersOf(setup.order) };
}

/** The parts of a GameDef that `defineGame` writes when the rules leave them out. */
type Plumbing = 'context' | 'clone' | 'logSetup' | 'setupOfLog';

/** A game's rules: a GameDef over an EngineSetup, the plumbing optional. */
export type GameRules<S extends EngineState, A, E, Cat> = Omit<GameDef<S, A, E, Cat, EngineSetup, ChoiceCtx<S, E>>, Plumbing> &
  Partial<Pick<GameDef<S, A, E, Cat, EngineSetup, ChoiceCtx<S, E>>, Plumbing>>;

/** The layer's context: who answers, the step's events (when someone listens) and answers. */
export function choiceContext<S, E>(decide: ChoiceCtx<S, E>['decide'], events: boolean, forcedDiceOnly: boolean): ChoiceCtx<S, E> {
  return { decide, events: events ? [] : null, answers: [], forcedDiceOnly };
}

/** A whole number a log records, or a DecisionError (replay reports it at the log). */
function logInteger(log: Record<string, unknown>, field: string, min: number): number {
  const v = log[field];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min) throw new DecisionError(`the log's "${field}" is ${JSON.stringify(v)}, not a whole number from ${min}: it was not written by \`deckwright sim\` for this game, or was edited`);
  return v;
}

/** The complete GameDef of `rules`: what they leave out, written as every such game writes it. */
export function defineGame<S extends EngineState, A, E, Cat>(rules: GameRules<S, A, E, Cat>): GameDef<S, A, E, Cat, EngineSetup, ChoiceCtx<S, E>> {
  return {
    context: (_cat, decide, events, forcedDiceOnly) => choiceContext<S, E>(decide, events, forcedDiceOnly),
    // The state is plain data (it goes to logs' hashes and simulation threads): a structured clone copies it whole.
    clone: (state) => structuredClone(state),
    logSetup: (setup) => ({ seed: setup.seed, players: setup.players }),
    setupOfLog: (log) => ({ seed: logInteger(log, 'seed', 0), players: logInteger(log, 'players', 1) }),
    ...rules,
  };
}
