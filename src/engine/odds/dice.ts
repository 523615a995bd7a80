/** Exact odds of dice: one die against a threshold, sums of several dice, a reroll of a miss. */
import { add, fraction, mul, ONE, sub, type Fraction } from './fraction.js';

/** How many of the sides^n rolls of n dice give each sum (index = sum). */
export function sumCounts(n: number, sides: number): bigint[] {
  let counts: bigint[] = [1n];
  for (let d = 0; d < n; d++) {
    const next: bigint[] = new Array(counts.length + sides).fill(0n);
    counts.forEach((c, s) => {
      if (c) for (let f = 1; f <= sides; f++) next[s + f] += c;
    });
    counts = next;
  }
  return counts;
}

/** P(the sum of n dice of `sides` faces ≥ t). */
export function sumAtLeast(n: number, sides: number, t: number): Fraction {
  const counts = sumCounts(n, sides);
  const hits = counts.reduce((acc, c, s) => (s >= t ? acc + c : acc), 0n);
  return fraction(hits, BigInt(sides) ** BigInt(n));
}

/** P(one die ≥ t). */
export const dieAtLeast = (t: number, sides = 6): Fraction => sumAtLeast(1, sides, t);

/** P(one die ≤ t). */
export const dieAtMost = (t: number, sides = 6): Fraction => fraction(Math.max(0, Math.min(sides, t)), sides);

/** The chance of success when a failed roll may be rolled again once: p + (1 − p)·p. */
export function withOneReroll(p: Fraction): Fraction {
  return add(p, mul(sub(ONE, p), p));
}
