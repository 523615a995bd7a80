/**
 * Exact distributions of a test's total: the sum of cards drawn without replacement (with cards
 * that grant one more draw), or of dice with a die that sometimes adds one more. A distribution
 * is the probability of each total, index = total; a game asks it P(total ≥ T).
 *
 * Cards that grant a draw (a « carte fétiche »): the hand is every card up to the k-th card that
 * grants nothing, each granting card having drawn one more. In a shuffled deck the plain cards
 * come in a uniformly random order whatever the granting cards do, so the plain cards drawn are a
 * uniformly random k of them, and the number of granting cards before the k-th plain card is
 * independent of which plain cards those are (a negative hypergeometric law). The sum is the two
 * added: no enumeration of the deck's orders is needed.
 */
import { sumCounts } from './dice.js';
import { choose } from './draws.js';
import { add, fraction, mul, ZERO, type Fraction } from './fraction.js';

/** P(total = index). */
export type Distribution = Fraction[];

/** How many k-card hands of `values` (each card distinct, values may repeat) give each sum. */
export function handSumCounts(values: readonly number[], k: number): bigint[] {
  if (k < 0 || k > values.length) return [];
  // ways[j][s]: hands of j cards summing to s, among the cards seen so far.
  const max = values.reduce((a, b) => a + Math.max(0, b), 0);
  let ways: bigint[][] = Array.from({ length: k + 1 }, (_, j) => new Array<bigint>(max + 1).fill(0n).map((_, s) => (j === 0 && s === 0 ? 1n : 0n)));
  for (const v of values) {
    const next = ways.map((row) => [...row]);
    for (let j = 1; j <= k; j++) for (let s = v; s <= max; s++) if (ways[j - 1][s - v]) next[j][s] += ways[j - 1][s - v];
    ways = next;
  }
  return ways[k];
}

/** The total of k cards drawn from `values`. */
export function handSums(values: readonly number[], k: number): Distribution {
  const total = choose(values.length, k);
  return handSumCounts(values, k).map((c) => fraction(c, total));
}

/**
 * P(exactly j of the `granting` cards come before the k-th of the `plain` cards) in a shuffled
 * deck: j granting cards among the first k − 1 + j cards, then a plain card.
 */
export function grantedBefore(plain: number, granting: number, k: number, j: number): Fraction {
  if (j < 0 || j > granting || k < 1 || k > plain) return ZERO;
  return fraction(choose(k - 1 + j, j) * choose(plain - k + granting - j, granting - j), choose(plain + granting, granting));
}

/**
 * The total of a test that draws k cards from a deck of `plain` cards and `granting` cards (all
 * of value `grantValue`), each granting card drawn granting one more draw.
 */
export function handSumsWithGrants(plain: readonly number[], k: number, granting: number, grantValue: number): Distribution {
  const base = handSums(plain, k);
  let out: Distribution = [];
  for (let j = 0; j <= granting; j++) {
    const p = grantedBefore(plain.length, granting, k, j);
    if (p.num === 0n) continue;
    out = mixInto(out, base, p, j * grantValue);
  }
  return out;
}

/** The total of n dice of `sides` faces. */
export function diceSums(n: number, sides = 6): Distribution {
  const total = BigInt(sides) ** BigInt(n);
  return sumCounts(n, sides).map((c) => fraction(c, total));
}

/**
 * The total of n dice, rolled with a die of `luckySides` faces that adds one more die when it
 * shows the player's number (probability 1 / luckySides); that die itself adds nothing.
 */
export function diceSumsWithLuckyDie(n: number, sides: number, luckySides: number): Distribution {
  const lucky = fraction(1, luckySides);
  const plain = fraction(luckySides - 1, luckySides);
  return mixInto(mixInto([], diceSums(n, sides), plain, 0), diceSums(n + 1, sides), lucky, 0);
}

/** `into` plus p × `dist` shifted by `shift`. */
export function mixInto(into: Distribution, dist: Distribution, p: Fraction, shift: number): Distribution {
  const out = [...into];
  dist.forEach((q, s) => {
    if (q.num === 0n) return;
    const at = s + shift;
    while (out.length <= at) out.push(ZERO);
    out[at] = add(out[at], mul(p, q));
  });
  return out.map((x) => x ?? ZERO);
}

/** P(total ≥ t). */
export function atLeastOf(dist: Distribution, t: number): Fraction {
  let p = ZERO;
  for (let s = Math.max(0, Math.ceil(t)); s < dist.length; s++) if (dist[s].num) p = add(p, dist[s]);
  return p;
}

/** For two independent totals (each side rolling its own dice): P(a > b), P(a = b) and P(a < b). */
export function compareTotals(a: Distribution, b: Distribution): { greater: Fraction; equal: Fraction; less: Fraction } {
  let greater = ZERO;
  let equal = ZERO;
  let less = ZERO;
  a.forEach((pa, x) => {
    if (pa.num === 0n) return;
    b.forEach((pb, y) => {
      if (pb.num === 0n) return;
      const p = mul(pa, pb);
      if (x > y) greater = add(greater, p);
      else if (x === y) equal = add(equal, p);
      else less = add(less, p);
    });
  });
  return { greater, equal, less };
}
