/**
 * What every game's bots share: the random policy, and the bandit (UCB1) that a search bot runs
 * at the root of each decision with a fixed number of iterations (never a time budget, so that
 * the same seed gives the same game on any machine). A game supplies its rollouts and scores.
 */
import type { Policy } from './game-def.js';
import { randomInt, seedRng } from './rng.js';

/** Any legal action, any answer, drawn from its own seeded generator. */
export function randomBot<S, A>(seed: number): Policy<S, A> {
  const rng = seedRng(seed ^ 0x2545f491);
  return {
    name: 'random',
    readsState: false,
    chooseAction: (_state, legal) => legal[randomInt(rng, legal.length)],
    choose: (_state, choice) => randomInt(rng, choice.options.length),
  };
}

/**
 * UCB1 over `arms` candidates: `iterations` rollouts, each of the arm with the best upper bound
 * (every arm once first, in order), `rollout(i)` returning a score in [0, 1]. Returns the arm
 * with the best mean; ties go to the earliest arm, so a game puts its preferred candidate first.
 */
export function ucb1(arms: number, iterations: number, rollout: (arm: number) => number): number {
  const n = new Array<number>(arms).fill(0);
  const total = new Array<number>(arms).fill(0);
  for (let it = 0; it < iterations; it++) {
    let arm = n.indexOf(0);
    if (arm < 0) {
      let best = -Infinity;
      for (let i = 0; i < arms; i++) {
        const ucb = total[i] / n[i] + Math.sqrt((2 * Math.log(it)) / n[i]);
        if (ucb > best) {
          best = ucb;
          arm = i;
        }
      }
    }
    n[arm]++;
    total[arm] += rollout(arm);
  }
  let best = 0;
  for (let i = 1; i < arms; i++) if (n[i] && total[i] / n[i] > total[best] / n[best] + 1e-9) best = i;
  return best;
}
