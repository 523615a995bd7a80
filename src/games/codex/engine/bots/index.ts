/** The bots by name, as `deckwright sim --bot` knows them. */
import type { Catalogue } from '../catalogue.js';
import type { Action, GameState, Policy } from '../types.js';
import { heuristicBot } from './heuristic.js';
import { randomBot } from '../../../../engine/bots.js';
import { DEFAULT_ITERATIONS, searchBot } from './search.js';

export const BOTS = ['random', 'heuristic', 'search'] as const;
export type BotName = (typeof BOTS)[number];

export interface BotOptions {
  /** Iterations per decision of the search bot. */
  iterations?: number;
}

export function makeBot(name: BotName, cat: Catalogue, seed: number, opts: BotOptions = {}): Policy {
  switch (name) {
    case 'random':
      return randomBot<GameState, Action>(seed);
    case 'heuristic':
      return heuristicBot(cat);
    case 'search':
      return searchBot(cat, seed, opts.iterations ?? DEFAULT_ITERATIONS);
  }
}
