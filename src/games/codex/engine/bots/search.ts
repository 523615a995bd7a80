/**
 * The search bot: determinised Monte Carlo with a bandit at the root (UCB1). For each decision it
 * spends a fixed number of iterations (never a time budget): each one re-deals what the players
 * cannot know (the order of the piles and future dice), plays the candidate action, lets the
 * heuristic bot play on to a short horizon, and scores the position. The bandit is the engine
 * layer's (src/engine/bots.ts). Same seed, same game.
 */
import type { Catalogue } from '../catalogue.js';
import { cloneState } from '../clone.js';
import { ucb1 } from '../../../../engine/bots.js';
import { randomInt, seedRng, shuffle } from '../../../../engine/rng.js';
import { legal, step } from '../step.js';
import type { Action, GameState, Policy } from '../types.js';
import { answer, chooseAction as heuristicAction } from './heuristic.js';

export const DEFAULT_ITERATIONS = 48;
/** How far a rollout looks: this many rounds past the decision, or the end of the chapter. */
const HORIZON_ROUNDS = 2;
const ROLLOUT_ACTIONS = 300;

export function searchBot(cat: Catalogue, seed: number, iterations = DEFAULT_ITERATIONS): Policy {
  const rng = seedRng(seed ^ 0x51ed270b);
  const choose = (s: GameState, c: Parameters<Policy['choose']>[1]) => answer(cat, s, c);
  const rollout = (state: GameState, action: Action): number => {
    const s = cloneState(state);
    s.forcedDice = [];
    s.rng = seedRng(randomInt(rng, 2 ** 31));
    for (const pile of [s.piles.zones, s.piles.creatures, s.piles.objets, s.piles.boss]) shuffle(s.rng, pile);
    const chapter = s.chapter;
    const until = s.round + HORIZON_ROUNDS;
    step(cat, s, action, choose, { inPlace: true, trusted: true });
    let n = 0;
    while (s.phase !== 'over' && s.chapter === chapter && s.round < until && n++ < ROLLOUT_ACTIONS) {
      step(cat, s, heuristicAction(cat, s, legal(cat, s)), choose, { inPlace: true, trusted: true });
    }
    return evaluate(s, chapter);
  };
  return {
    name: 'search',
    choose,
    chooseAction(state, legalActions) {
      const preferred = heuristicAction(cat, state, legalActions);
      // Nothing to search in the free phase: no creature can hurt the party any more.
      if (legalActions.length === 1 || state.phase === 'free') return preferred;
      // The heuristic's pick is explored first and wins ties, so a small budget plays no worse.
      const actions = [preferred, ...legalActions.filter((a) => a !== preferred)];
      return actions[ucb1(actions.length, iterations, (arm) => rollout(state, actions[arm]))];
    },
  };
}

/** A position's worth for the party, from 0 (defeat) to 1 (victory). */
export function evaluate(s: GameState, fromChapter: number): number {
  if (s.result === 'victory') return 1;
  if (s.result === 'defeat') return 0;
  const minPv = Math.min(...s.players.map((p) => p.pv / p.maxPv));
  const avgPv = s.players.reduce((a, p) => a + p.pv / p.maxPv, 0) / s.players.length;
  const enemyPv = s.creatures.reduce((a, c) => a + c.pv, 0);
  const progress = s.chapter > fromChapter ? 1 : 1 / (1 + enemyPv / 4);
  const rations = s.players.reduce((a, p) => a + p.rations.filter((r) => !r.engaged).length, 0) / Math.max(1, s.players.length * 4);
  return 0.1 + 0.35 * minPv + 0.15 * avgPv + 0.3 * progress + 0.05 * rations;
}
