/**
 * The search bot: the engine layer's (src/engine/search.ts), with CODEX's determinisation and
 * score (position.ts, on codexGame), heuristic rollouts and horizon. Determinised Monte Carlo with a bandit at the root (UCB1). For each decision it
 * spends a fixed number of iterations (never a time budget): each one re-deals what the players
 * cannot know (the order of the piles and future dice), plays the candidate action, lets the
 * heuristic bot play on to a short horizon, and scores the position. The bandit is the engine
 * layer's (src/engine/bots.ts). Same seed, same game.
 */
import type { Catalogue } from '../catalogue.js';
import { searchBot as layerSearch } from '../../../../engine/search.js';
import { codexGame } from '../step.js';
import type { Action, GameState, Policy } from '../types.js';
import { heuristicBot } from './heuristic.js';

export const DEFAULT_ITERATIONS = 48;
/** How far a rollout looks: this many rounds past the decision, or the end of the chapter. */
const HORIZON_ROUNDS = 2;
const ROLLOUT_ACTIONS = 300;

export function searchBot(cat: Catalogue, seed: number, iterations = DEFAULT_ITERATIONS): Policy {
  return layerSearch<GameState, Action, Catalogue>(
    {
      def: codexGame,
      cat,
      horizon: (s, root) => s.chapter !== root.chapter || s.round >= root.round + HORIZON_ROUNDS,
      rollout: heuristicBot(cat),
      // Nothing to search in the free phase: no creature can hurt the party any more.
      trivial: (s) => s.phase === 'free',
      maxRolloutActions: ROLLOUT_ACTIONS,
    },
    seed,
    iterations,
  ) as Policy;
}
