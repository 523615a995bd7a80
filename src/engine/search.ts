/**
 * The search bot every game can have: determinised Monte Carlo with the UCB1 bandit at the root.
 * For each decision it spends a fixed number of iterations (never a time budget, so the same seed
 * gives the same game on any machine). Each iteration re-deals what the players cannot know (the
 * GameDef's `determinise`), plays the candidate action, lets the game's rollout policy play on
 * until its horizon, and scores the position (the GameDef's `evaluate`). A game supplies those,
 * its rollout policy and its horizon, and gets the rest; the candidate its rollout policy prefers
 * is tried first and wins ties, so a small budget plays no worse than that policy.
 */
import { ucb1 } from './bots.js';
import type { AnyGameDef, Policy } from './game-def.js';
import { step } from './play.js';
import { seedRng } from './rng.js';

export interface SearchSpec<S, A, Cat> {
  def: AnyGameDef<S, A, unknown, Cat, unknown>;
  cat: Cat;
  /** Whether a rollout from `root` has looked far enough at `state` (a game over always has). */
  horizon(state: S, root: S): boolean;
  /** The policy that plays the rollouts on and answers every choice: the game's heuristic. */
  rollout: Policy<S, A, any>;
  /** Decisions not worth a search (a single option, nothing left to fear): the rollout policy's pick. */
  trivial?(state: S, legal: A[]): boolean;
  /** A rollout's actions at most, whatever its horizon. */
  maxRolloutActions: number;
}

export function searchBot<S, A, Cat>(spec: SearchSpec<S, A, Cat>, seed: number, iterations: number): Policy<S, A, any> {
  const { def, cat, rollout: inner } = spec;
  const { determinise, evaluate } = def;
  if (!determinise || !evaluate) throw new Error('a search bot needs the game to determinise and evaluate its positions');
  const rng = seedRng(seed ^ 0x51ed270b);
  const choose = inner.choose;
  const rollout = (root: S, action: A): number => {
    const s = def.clone(root);
    determinise(s, rng);
    step(def, cat, s, action, choose, { inPlace: true, trusted: true });
    let n = 0;
    while (!def.over(s) && !spec.horizon(s, root) && n++ < spec.maxRolloutActions) {
      step(def, cat, s, inner.chooseAction(s, def.legal(cat, s)), choose, { inPlace: true, trusted: true });
    }
    return evaluate(s, root);
  };
  return {
    name: 'search',
    choose,
    chooseAction(state, legal) {
      const preferred = inner.chooseAction(state, legal);
      if (legal.length === 1 || spec.trivial?.(state, legal)) return preferred;
      const actions = [preferred, ...legal.filter((a) => a !== preferred)];
      return actions[ucb1(actions.length, iterations, (arm) => rollout(state, actions[arm]))];
    },
  };
}
