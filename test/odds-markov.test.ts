/**
 * The engine layer's Markov solver (markov.ts: groups solved fraction-free in integers, one
 * reduction at the end) against the plainest exact solve there is: Gauss–Jordan in fractions on
 * every reachable state at once, for random small chains (loops, repeated targets, several
 * absorbing states of one outcome, chains that never end). Also its integer tools alone: the
 * fraction-free solve, the gcd, the reduction over a product of factors.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, div, fraction, fractionOverFactors, gcd, mul, ONE, sub, ZERO, type Fraction } from '../src/engine/odds/fraction.js';
import { solveIntegerSystem } from '../src/engine/odds/integer-system.js';
import { absorb, type Absorption, type Chain } from '../src/engine/odds/markov.js';
import { propertyRuns } from './property-runs.js';

/** States 0..n−1 step along weighted edges (each weight over the state's total); states n.. are absorbing, state n+j on outcome o(j mod labels). */
interface RandomChain {
  edges: Array<Array<{ to: number; w: number }>>;
  absorbing: number;
  labels: number;
}

const chainOf = (r: RandomChain): Chain<number> => ({
  key: String,
  step: (s) => {
    if (s >= r.edges.length) return { outcome: `o${(s - r.edges.length) % r.labels}` };
    const total = r.edges[s].reduce((t, e) => t + e.w, 0);
    return { next: r.edges[s].map((e) => ({ to: e.to, p: fraction(e.w, total) })) };
  },
});

/** The answer by Gauss–Jordan in fractions on all the reachable transient states together, or 'forever' when that system is singular. */
function plainSolve(r: RandomChain, start: number): Absorption | 'forever' {
  const chain = chainOf(r);
  const reach = new Set<number>([start]);
  const todo = [start];
  while (todo.length) {
    const step = chain.step(todo.pop()!);
    if ('next' in step) for (const { to } of step.next) if (!reach.has(to)) reach.add(to), todo.push(to);
  }
  const outcomeOf = (s: number) => {
    const step = chain.step(s);
    return 'outcome' in step ? step.outcome : null;
  };
  const outcomes = [...new Set([...reach].map(outcomeOf).filter((o): o is string => o !== null))].sort();
  if (outcomeOf(start) !== null) return { outcomes: new Map(outcomes.map((o) => [o, ONE])), meanSteps: ZERO };
  const transient = [...reach].filter((s) => outcomeOf(s) === null).sort((a, b) => a - b);
  const at = new Map(transient.map((s, i) => [s, i]));
  const n = transient.length;
  // [I − Q | P(to each outcome in one step) | 1].
  const rows: Fraction[][] = transient.map((s, i) => {
    const row = new Array<Fraction>(n + outcomes.length + 1).fill(ZERO);
    row[i] = ONE;
    row[n + outcomes.length] = ONE;
    const step = chain.step(s);
    if ('next' in step)
      for (const { to, p } of step.next) {
        const o = outcomeOf(to);
        const j = o === null ? at.get(to)! : n + outcomes.indexOf(o);
        row[j] = o === null ? sub(row[j], p) : add(row[j], p);
      }
    return row;
  });
  for (let c = 0; c < n; c++) {
    const pivot = rows.findIndex((row, i) => i >= c && row[c].num !== 0n);
    if (pivot < 0) return 'forever';
    [rows[c], rows[pivot]] = [rows[pivot], rows[c]];
    const inv = div(ONE, rows[c][c]);
    rows[c] = rows[c].map((x) => mul(x, inv));
    for (let i = 0; i < n; i++) if (i !== c) rows[i] = rows[i].map((x, j) => sub(x, mul(rows[i][c], rows[c][j])));
  }
  const i = at.get(start)!;
  return { outcomes: new Map(outcomes.map((o, k) => [o, rows[i][n + k]])), meanSteps: rows[i][n + outcomes.length] };
}

const randomChain: fc.Arbitrary<RandomChain> = fc
  .record({ transient: fc.integer({ min: 1, max: 6 }), absorbing: fc.integer({ min: 0, max: 4 }), labels: fc.integer({ min: 1, max: 3 }) })
  .chain(({ transient, absorbing, labels }) =>
    fc.record({
      edges: fc.array(fc.array(fc.record({ to: fc.nat(transient + absorbing - 1), w: fc.integer({ min: 1, max: 12 }) }), { minLength: 1, maxLength: 5 }), {
        minLength: transient,
        maxLength: transient,
      }),
      absorbing: fc.constant(absorbing),
      labels: fc.constant(labels),
    }),
  );

describe('Markov chains solved in integers', () => {
  it('end exactly where Gauss–Jordan in fractions says, or both find a chain that never ends', () => {
    fc.assert(
      fc.property(randomChain, (r) => {
        const expected = plainSolve(r, 0);
        if (expected === 'forever') {
          expect(() => absorb(0, chainOf(r))).toThrow(/stay forever/);
          return;
        }
        const got = absorb(0, chainOf(r));
        expect([...got.outcomes]).toEqual([...expected.outcomes]);
        expect(got.meanSteps).toEqual(expected.meanSteps);
      }),
      { numRuns: propertyRuns(250) },
    );
  });

  it('solve integer systems exactly, A·num = den·B, and find singular ones', () => {
    const small = fc.integer({ min: -9, max: 9 }).map(BigInt);
    const system = fc.integer({ min: 1, max: 5 }).chain((m) =>
      fc.record({ a: fc.array(fc.array(small, { minLength: m, maxLength: m }), { minLength: m, maxLength: m }), b: fc.array(fc.array(fc.bigInt({ min: -(1n << 200n), max: 1n << 200n }), { minLength: 2, maxLength: 2 }), { minLength: m, maxLength: m }) }),
    );
    fc.assert(
      fc.property(system, ({ a, b }) => {
        const x = solveIntegerSystem(a, b);
        // The determinant, by cofactors: 0 exactly when the solver says singular.
        const det = (m: bigint[][]): bigint => (m.length === 1 ? m[0][0] : m[0].reduce((s, v, j) => s + (j % 2 ? -1n : 1n) * v * det(m.slice(1).map((row) => row.filter((_, k) => k !== j))), 0n));
        const d = det(a);
        if (d === 0n) {
          expect(x).toBeNull();
          return;
        }
        expect(x!.den).toBe(d < 0n ? -d : d);
        for (let i = 0; i < a.length; i++) for (let c = 0; c < 2; c++) expect(a[i].reduce((s, v, j) => s + v * x!.num[j][c], 0n)).toBe(x!.den * b[i][c]);
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('take gcds (Lehmer’s, on leading bits in doubles) as Euclid’s plain remainders do', () => {
    const euclid = (a: bigint, b: bigint): bigint => {
      [a, b] = [a < 0n ? -a : a, b < 0n ? -b : b];
      while (b) [a, b] = [b, a % b];
      return a;
    };
    const long = fc.oneof(fc.bigInt({ min: -(1n << 60n), max: 1n << 60n }), fc.bigInt({ min: -(1n << 300n), max: 1n << 300n }), fc.bigInt({ min: 0n, max: 1n << 3000n }));
    fc.assert(
      fc.property(long, long, long, (a, b, common) => {
        // With a long common factor too, as a chain's numerators and denominators share.
        expect(gcd(a, b)).toBe(euclid(a, b));
        expect(gcd(a * common, b * common)).toBe(euclid(a * common, b * common));
      }),
      { numRuns: propertyRuns(400) },
    );
    for (const [a, b] of [[0n, 0n], [0n, -7n], [1n << 2000n, 1n << 1500n], [(1n << 3000n) - 1n, (1n << 2000n) - 1n], [(1n << 1024n) * 3n, 1n << 1100n]]) expect(gcd(a, b)).toBe(euclid(a, b));
  });

  it('reduce a fraction over a product of factors as over the product itself', () => {
    const factor = fc.oneof(fc.bigInt({ min: 1n, max: 1000n }), fc.bigInt({ min: 1n, max: 1n << 150n }), fc.constantFrom(2n, 3n, 6n, 12n, 36n));
    fc.assert(
      fc.property(fc.bigInt({ min: -(1n << 400n), max: 1n << 400n }), fc.array(factor, { maxLength: 8 }), fc.array(factor, { maxLength: 4 }), (base, factors, shared) => {
        // Numerators that share factors with the denominator, as a chain's answers do.
        const num = shared.reduce((p, f) => p * f, base);
        expect(fractionOverFactors(num, factors)).toEqual(fraction(num, factors.reduce((p, f) => p * f, 1n)));
      }),
      { numRuns: propertyRuns(500) },
    );
    expect(() => fractionOverFactors(1n, [2n, 0n])).toThrow(/not above 0/);
  });
});
