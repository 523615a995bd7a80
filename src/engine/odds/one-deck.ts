/**
 * Opposed tests drawn from ONE deck: side A draws its hand, side B draws from what is left, then
 * every card goes back. The two totals are not independent (a high card in one hand is missing
 * from the other), so their joint law is counted exactly here.
 *
 * Each side draws k cards; a card that grants that side one more draw (a « carte fétiche ») makes
 * it draw one more, each time. So a side's final hand is n = k + j cards, j of them granting, and
 * it always ends on a card that grants nothing (the k-th plain one). In a shuffled deck of N
 * cards, the chance that A's hand is one given set of n_A cards and B's one given set of n_B
 * (disjoint) is
 *
 *     k_A·(n_A − 1)! · k_B·(n_B − 1)! · (N − n_A − n_B)! / N!
 *
 * (the orders of A's set that end on one of its k_A plain cards, the same for B after it, over
 * the orders of the n_A + n_B top cards). It depends only on the four counts, and it is the same
 * whichever side draws first: order does not change the law. So the joint law is a count of
 * pairs of disjoint hands by their totals and their plain and granting counts, which a generating
 * function over the deck's kinds of cards (a value, who it grants) gives without enumerating
 * orders: each kind's copies are split between A, B and the rest of the deck.
 */
import { choose } from './draws.js';
import { fraction, gcd, type Fraction } from './fraction.js';
import type { Distribution } from './sums.js';

/** A card of the deck: its value, and whether it grants side A or side B one more draw. */
export interface DeckCard {
  value: number;
  grantsA?: boolean;
  grantsB?: boolean;
}

/**
 * The joint law of two opposed totals: P(A's total = x and B's = y) = weights[x][y] / den.
 * Integer weights over one denominator keep sums of many cells exact and cheap.
 */
export interface JointLaw {
  den: bigint;
  weights: bigint[][];
}

const factorial = (n: number): bigint => {
  let r = 1n;
  for (let i = 2; i <= n; i++) r *= BigInt(i);
  return r;
};

/** N! / (N − m)!: the orders of m cards taken from N. */
const falling = (n: number, m: number): bigint => {
  let r = 1n;
  for (let i = 0; i < m; i++) r *= BigInt(n - i);
  return r;
};

/** The orders of a final hand of n cards, k of them plain, that end on a plain card (1 for no card). */
const endingOnPlain = (k: number, n: number): bigint => (n === 0 ? 1n : BigInt(k) * factorial(n - 1));

/**
 * P(A's hand is one given set of nA cards, kA of them plain for A, and B's one given disjoint set
 * of nB cards, kB of them plain for B), in a shuffled deck of N cards.
 */
export function pairOfHandsProbability(deckSize: number, kA: number, nA: number, kB: number, nB: number): Fraction {
  if (nA + nB > deckSize) return fraction(0);
  return fraction(endingOnPlain(kA, nA) * endingOnPlain(kB, nB), falling(deckSize, nA + nB));
}

/**
 * The joint laws of A drawing kA ≤ maxA cards and B drawing kB ≤ maxB cards from one deck, every
 * pair (kA, kB) from one count. Counts are kept in doubles while they are exact integers (the
 * largest is checked against 2^53 first), then weighted in big integers.
 */
export function oneDeckLaws(deck: readonly DeckCard[], maxA: number, maxB: number): (kA: number, kB: number) => JointLaw {
  for (const c of deck) if (!Number.isInteger(c.value) || c.value < 0) throw new RangeError(`a card's value must be a whole number ≥ 0, not ${c.value}`);
  const N = deck.length;
  const gA = deck.filter((c) => c.grantsA).length;
  const gB = deck.filter((c) => c.grantsB).length;
  if (maxA + gA + maxB + gB > N) throw new RangeError(`a deck of ${N} cards cannot give hands of ${maxA}+${gA} and ${maxB}+${gB} cards`);
  // The largest count a cell can reach: every pair of disjoint hands of the largest sizes.
  let most = 0n;
  for (let a = 0; a <= maxA + gA; a++) for (let b = 0; b <= maxB + gB; b++) if (choose(N, a) * choose(N - a, b) > most) most = choose(N, a) * choose(N - a, b);
  if (most > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`hands this large from ${N} cards are too many to count exactly in doubles`);

  // The deck's kinds: a value and whom it grants, with how many copies.
  const kinds = new Map<string, { value: number; count: number; a: boolean; b: boolean }>();
  for (const c of deck) {
    const key = `${c.value}|${Boolean(c.grantsA)}|${Boolean(c.grantsB)}`;
    const kind = kinds.get(key) ?? { value: c.value, count: 0, a: Boolean(c.grantsA), b: Boolean(c.grantsB) };
    kind.count++;
    kinds.set(key, kind);
  }
  const top = Math.max(0, ...deck.map((c) => c.value));
  const width = top * (maxB + gB) + 1;
  const height = top * (maxA + gA) + 1;
  // A state: A's plain and granting cards, B's; its cells [x * width + y] count pairs of hands.
  const index = (aP: number, aG: number, bP: number, bG: number) => ((aP * (gA + 1) + aG) * (maxB + 1) + bP) * (gB + 1) + bG;
  const size = (maxA + 1) * (gA + 1) * (maxB + 1) * (gB + 1);
  let states: (Float64Array | null)[] = new Array(size).fill(null);
  states[index(0, 0, 0, 0)] = new Float64Array(height * width).fill(0);
  states[index(0, 0, 0, 0)]![0] = 1;
  // The highest totals a state can hold so far, to skip the empty part of its cells.
  let reach: [number, number][] = new Array(size).fill([0, 0]);

  for (const kind of kinds.values()) {
    const next: (Float64Array | null)[] = new Array(size).fill(null);
    const nextReach: [number, number][] = new Array(size).fill([0, 0]);
    for (let aP = 0; aP <= maxA; aP++)
      for (let aG = 0; aG <= gA; aG++)
        for (let bP = 0; bP <= maxB; bP++)
          for (let bG = 0; bG <= gB; bG++) {
            const from = index(aP, aG, bP, bG);
            const cells = states[from];
            if (!cells) continue;
            const [rx, ry] = reach[from];
            for (let a = 0; a <= kind.count; a++)
              for (let b = 0; a + b <= kind.count; b++) {
                const [naP, naG] = kind.a ? [aP, aG + a] : [aP + a, aG];
                const [nbP, nbG] = kind.b ? [bP, bG + b] : [bP + b, bG];
                if (naP > maxA || nbP > maxB) continue;
                const ways = Number(choose(kind.count, a) * choose(kind.count - a, b));
                const to = index(naP, naG, nbP, nbG);
                const out = (next[to] ??= new Float64Array(height * width).fill(0));
                const dx = a * kind.value;
                const dy = b * kind.value;
                for (let x = 0; x <= rx; x++) {
                  const row = x * width;
                  const outRow = (x + dx) * width + dy;
                  for (let y = 0; y <= ry; y++) {
                    const c = cells[row + y];
                    if (c) out[outRow + y] += c * ways;
                  }
                }
                const [ox, oy] = nextReach[to];
                nextReach[to] = [Math.max(ox, rx + dx), Math.max(oy, ry + dy)];
              }
          }
    states = next;
    reach = nextReach;
  }

  return (kA: number, kB: number): JointLaw => {
    if (kA < 0 || kA > maxA || kB < 0 || kB > maxB) throw new RangeError(`hands of ${kA} and ${kB} cards were not counted (at most ${maxA} and ${maxB})`);
    // Over one denominator: the orders of the most cards the two hands can hold.
    const most = kA + (kA ? gA : 0) + kB + (kB ? gB : 0);
    const den = falling(N, most);
    const weights: bigint[][] = Array.from({ length: height }, () => new Array<bigint>(width).fill(0n));
    for (let aG = 0; aG <= (kA ? gA : 0); aG++)
      for (let bG = 0; bG <= (kB ? gB : 0); bG++) {
        const cells = states[index(kA, aG, kB, bG)];
        if (!cells) continue;
        const nA = kA + aG;
        const nB = kB + bG;
        // P(one pair of hands) × den: the orders of the nA + nB top cards, then of the rest up to `most`.
        const w = endingOnPlain(kA, nA) * endingOnPlain(kB, nB) * falling(N - nA - nB, most - nA - nB);
        for (let x = 0; x < height; x++)
          for (let y = 0; y < width; y++) {
            const c = cells[x * width + y];
            if (c) weights[x][y] += BigInt(c) * w;
          }
      }
    return { den, weights };
  };
}

/** The joint law of two independent totals (each side rolling its own dice). */
export function independentLaw(a: Distribution, b: Distribution): JointLaw {
  const lcm = (d: Distribution) => d.reduce((acc, f) => (f.num ? (acc * f.den) / gcd(acc, f.den) : acc), 1n);
  const denA = lcm(a);
  const denB = lcm(b);
  const weights = a.map((pa) => b.map((pb) => ((pa.num * denA) / pa.den) * ((pb.num * denB) / pb.den)));
  return { den: denA * denB, weights };
}

/** P((A's total, B's total) satisfies `event`). */
export function jointProbability(law: JointLaw, event: (a: number, b: number) => boolean): Fraction {
  let hits = 0n;
  // Plain loops: the odds of a fight ask this thousands of times of laws of thousands of cells.
  const weights = law.weights;
  for (let x = 0; x < weights.length; x++) {
    const row = weights[x];
    for (let y = 0; y < row.length; y++) {
      const w = row[y];
      if (w && event(x, y)) hits += w;
    }
  }
  return fraction(hits, law.den);
}

/** A's total alone (B's summed out). */
export function marginalA(law: JointLaw): Distribution {
  return law.weights.map((row) => fraction(row.reduce((s, w) => s + w, 0n), law.den));
}

/** B's total alone (A's summed out). */
export function marginalB(law: JointLaw): Distribution {
  const width = Math.max(0, ...law.weights.map((r) => r.length));
  return Array.from({ length: width }, (_, y) => fraction(law.weights.reduce((s, row) => s + (row[y] ?? 0n), 0n), law.den));
}
