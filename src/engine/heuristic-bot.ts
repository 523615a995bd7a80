/**
 * A bot written as a scoring of what it can do: it plays the action its heuristic rates highest,
 * and answers each choice with the option rated highest (at random when the heuristic rates no
 * options). Ties are broken by its own seeded generator, never by the order of the legal actions
 * alone, so that two equally good moves are both explored by a simulation; the same seed always
 * breaks them the same way.
 */
import type { Choice } from './choices.js';
import type { Policy } from './game-def.js';
import { randomInt, seedRng } from './rng.js';

export interface Heuristic<S, A> {
  /** What playing `action` now is worth to the player acting: higher is better. */
  action(state: S, action: A): number;
  /** What answering `choice` with option `option` is worth; left out, choices are answered at random. */
  answer?(state: S, choice: Choice, option: number): number;
}

/** The index of a best of `n` scores (a tie broken by `rng`). */
function best(n: number, score: (i: number) => number, pick: (k: number) => number): number {
  let top = -Infinity;
  let ties: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = score(i);
    if (s > top) {
      top = s;
      ties = [i];
    } else if (s === top) ties.push(i);
  }
  return ties.length === 1 ? ties[0] : ties[pick(ties.length)];
}

/** A bot named `name` that follows `heuristic`, its ties broken by a generator seeded with `seed`. */
export function heuristicBot<S, A>(name: string, seed: number, heuristic: Heuristic<S, A>): Policy<S, A> {
  const rng = seedRng(seed ^ 0x5bd1e995);
  const pick = (k: number) => randomInt(rng, k);
  return {
    name,
    chooseAction: (state, legal) => legal[best(legal.length, (i) => heuristic.action(state, legal[i]), pick)],
    choose: (state, choice) => (heuristic.answer ? best(choice.options.length, (i) => heuristic.answer!(state, choice, i), pick) : pick(choice.options.length)),
  };
}
