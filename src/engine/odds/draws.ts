/** Exact odds of draws without replacement (the hypergeometric law): holding cards of a kind in a hand. */
import { fraction, type Fraction } from './fraction.js';

/** n choose k, exactly. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  k = Math.min(k, n - k);
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}

/** P(exactly k of the `successes` cards among `draws` cards drawn from `population`). */
export function exactlyInDraw(population: number, successes: number, draws: number, k: number): Fraction {
  return fraction(choose(successes, k) * choose(population - successes, draws - k), choose(population, draws));
}

/** P(at least k of the `successes` cards among `draws` cards drawn from `population`). */
export function atLeastInDraw(population: number, successes: number, draws: number, k: number): Fraction {
  let hits = 0n;
  for (let j = Math.max(0, k); j <= Math.min(successes, draws); j++) hits += choose(successes, j) * choose(population - successes, draws - j);
  return fraction(hits, choose(population, draws));
}
