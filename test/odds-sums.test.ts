/**
 * The engine layer's sums of a test, against counting every case here: every order of a small
 * deck played out card by card (a granting card drawing one more), every roll of the dice with
 * the lucky die; and the shared facts (a distribution sums to 1; with no granting card the law is
 * the plain hand's).
 */
import { describe, expect, it } from 'vitest';
import { add, fraction, gcd, ONE, toNumber, ZERO, type Fraction } from '../src/engine/odds/fraction.js';
import { atLeastOf, compareTotals, diceSums, diceSumsWithLuckyDie, grantedBefore, handSums, handSumsWithGrants, type Distribution } from '../src/engine/odds/sums.js';

const total = (d: Distribution): Fraction => d.reduce((a, b) => add(a, b), ZERO);

/** Every order of the deck, played: draw k; each granting card drawn draws one more. */
function enumerateGrants(plain: number[], k: number, granting: number, grantValue: number): Map<number, number> {
  const deck = [...plain.map((v) => ({ v, g: false })), ...Array.from({ length: granting }, () => ({ v: grantValue, g: true }))];
  const counts = new Map<number, number>();
  let orders = 0;
  const used = new Array<boolean>(deck.length).fill(false);
  const walk = (order: number[]) => {
    if (order.length === deck.length) {
      orders++;
      let left = k;
      let sum = 0;
      for (const i of order) {
        if (left === 0) break;
        sum += deck[i].v;
        left += deck[i].g ? 0 : -1;
      }
      counts.set(sum, (counts.get(sum) ?? 0) + 1);
      return;
    }
    for (let i = 0; i < deck.length; i++) {
      if (used[i]) continue;
      used[i] = true;
      walk([...order, i]);
      used[i] = false;
    }
  };
  walk([]);
  return new Map([...counts].map(([s, c]) => [s, c / orders]));
}

describe('sums of cards drawn', () => {
  it('give the plain hand its law: 2 cards of 1..5 sum to 3 in 1 hand of 10', () => {
    const d = handSums([1, 2, 3, 4, 5], 2);
    expect(d[3]).toEqual(fraction(1, 10));
    expect(d[5]).toEqual(fraction(2, 10));
    expect(total(d)).toEqual(ONE);
  });

  it('with granting cards, match every order of the deck played card by card', () => {
    for (const [plain, k, granting, v] of [
      [[1, 2, 3, 4, 5], 2, 2, 3],
      [[1, 1, 2, 5, 7, 9], 3, 1, 10],
      [[2, 4, 6], 1, 2, 1],
    ] as [number[], number, number, number][]) {
      const exact = handSumsWithGrants(plain, k, granting, v);
      expect(total(exact)).toEqual(ONE);
      const counted = enumerateGrants(plain, k, granting, v);
      for (const [s, p] of counted) expect(toNumber(exact[s]), `sum ${s}`).toBeCloseTo(p, 12);
      exact.forEach((f, s) => expect(counted.get(s) ?? 0, `sum ${s}`).toBeCloseTo(toNumber(f), 12));
    }
  });

  it('place the granting cards by a negative hypergeometric law', () => {
    // 2 granting cards, 38 plain, 3 drawn: both before the 3rd plain card.
    const p = [0, 1, 2].map((j) => grantedBefore(38, 2, 3, j));
    expect(p.reduce((a, b) => add(a, b), ZERO)).toEqual(ONE);
    expect(p[2]).toEqual(fraction(3 * 4, 39 * 40));
  });
});

describe('sums of dice', () => {
  it('with a lucky d12 adding a die on its number, match every roll', () => {
    const d = diceSumsWithLuckyDie(2, 6, 12);
    expect(total(d)).toEqual(ONE);
    const counted = new Map<number, number>();
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let l = 1; l <= 12; l++)
          for (let c = 1; c <= 6; c++) {
            // The lucky die shows the player's number (say 7) 1 time in 12: then the third die counts.
            const s = a + b + (l === 7 ? c : 0);
            counted.set(s, (counted.get(s) ?? 0) + 1 / (36 * 12 * 6));
          }
    for (const [s, p] of counted) expect(toNumber(d[s]), `sum ${s}`).toBeCloseTo(p, 12);
    expect(atLeastOf(diceSums(2), 12)).toEqual(fraction(1, 36));
  });
});

describe('opposed totals', () => {
  it('split every pair of rolls into greater, equal and less', () => {
    // 2d6 against 1d6, counted over the 216 rolls.
    let greater = 0;
    let equal = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) (a + b > c ? greater++ : a + b === c ? equal++ : 0);
    const r = compareTotals(diceSums(2), diceSums(1));
    expect(r.greater).toEqual(fraction(greater, 216));
    expect(r.equal).toEqual(fraction(equal, 216));
    expect(add(add(r.greater, r.equal), r.less)).toEqual(ONE);
  });
});

describe('the greatest common divisor behind every exact fraction', () => {
  it("is Euclid's on big integers, whether the numbers fit in a double or not, of any signs", () => {
    const euclid = (a: bigint, b: bigint): bigint => {
      a = a < 0n ? -a : a;
      b = b < 0n ? -b : b;
      while (b) [a, b] = [b, a % b];
      return a;
    };
    // A fixed sequence of numbers from 1 to 900 bits, some sharing a large factor.
    let seed = 20261127n;
    const next = (bits: number): bigint => {
      let n = 0n;
      for (let i = 0; i < bits; i += 31) {
        seed = (seed * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n;
        n = (n << 31n) | (seed >> 33n);
      }
      return n >> BigInt(Number(seed % 31n));
    };
    for (let i = 0; i < 3000; i++) {
      const shared = next(1 + (i % 120));
      const a = next(1 + ((i * 7) % 900)) * (i % 2 ? shared : 1n) * (i % 3 ? 1n : -1n);
      const b = next(1 + ((i * 13) % 900)) * (i % 5 ? shared : 1n);
      expect(gcd(a, b), `${a} ${b}`).toBe(euclid(a, b));
    }
    const edges: [bigint, bigint][] = [[0n, 0n], [0n, 5n], [5n, 0n], [-7n, 21n], [2n ** 53n + 1n, 2n ** 53n], [2n ** 70n, 0n], [3n ** 300n, 3n ** 299n * 2n], [BigInt(Number.MAX_SAFE_INTEGER), 2n ** 53n]];
    for (const [a, b] of edges) expect(gcd(a, b), `${a} ${b}`).toBe(euclid(a, b));
  });
});
