/**
 * Exact probabilities: fractions of big integers, always in lowest terms, so that odds are
 * printed as the rulebook's players would check them (7/36, not 0.19444…) and tested exactly.
 */
import { numbers } from '../report/numbers.js';

export interface Fraction {
  num: bigint;
  den: bigint;
}

/**
 * The greatest common divisor of two big integers, of any signs (0 with 0).
 *
 * Lehmer's algorithm (Knuth, TAOCP 4.5.2, algorithm L): while both are long, Euclid's steps are
 * worked out on their leading 52 bits in doubles, as long as the quotients are sure, and applied
 * to the long numbers at once (about 26 bits a round for a dozen big-integer operations, where
 * Euclid takes one big-integer division for under 2 bits); twice as quick from 100 bits up, and
 * the final reductions of a fight's exact odds are gcds of a few hundred bits. Once both fit in a
 * double's 53 bits, Euclid ends in doubles, exact there and many times quicker.
 */
export const gcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  if (a < b) [a, b] = [b, a];
  while (b) {
    if (a <= MAX_EXACT) {
      let x = Number(a);
      let y = Number(b);
      while (y) {
        const r = x % y;
        x = y;
        y = r;
      }
      return BigInt(x);
    }
    if (b > MAX_EXACT) {
      // a ≥ b, both over 53 bits: their leading 52 bits (the same shift for both).
      const shift = BigInt(bitLength(a) - 52);
      let x = Number(a >> shift);
      let y = Number(b >> shift);
      // The cofactors: a' = A·a + B·b, b' = C·a + D·b. Every value stays within 2^53 (Knuth).
      let [A, B, C, D] = [1, 0, 0, 1];
      while (y + C !== 0 && y + D !== 0) {
        // The quotient is sure when both ends of the leading bits' range agree on it.
        const q = Math.floor((x + A) / (y + C));
        if (q !== Math.floor((x + B) / (y + D))) break;
        [A, C] = [C, A - q * C];
        [B, D] = [D, B - q * D];
        [x, y] = [y, x - q * y];
      }
      if (B !== 0) {
        [a, b] = [BigInt(A) * a + BigInt(B) * b, BigInt(C) * a + BigInt(D) * b];
        continue;
      }
    }
    // One step of Euclid in big integers: b is short, or no quotient was sure.
    const r = a % b;
    a = b;
    b = r;
  }
  return a;
};

/** The number of bits of x > 0, or a little more (a double's exponent, or 4 a hexadecimal digit past 2^1024). */
function bitLength(x: bigint): number {
  const n = Number(x);
  return Number.isFinite(n) ? Math.floor(Math.log2(n)) + 1 : x.toString(16).length * 4;
}

const MAX_EXACT = BigInt(Number.MAX_SAFE_INTEGER);

export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('a fraction of denominator 0');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

/**
 * num / (the product of `factors`), in lowest terms: the same as fraction(num, product), but the
 * gcd is found factor by factor, each time of a short factor and what is left of the long
 * numerator (gcd(N, a·b) = g·gcd(N/g, b) with g = gcd(N, a)), never of two long numbers: a
 * Markov chain's answer (markov.ts) has a denominator of thousands of bits made of short ones.
 * Every factor above 0.
 */
export function fractionOverFactors(num: bigint, factors: readonly bigint[]): Fraction {
  let left = num < 0n ? -num : num;
  let common = 1n;
  let den = 1n;
  for (const f of factors) {
    if (f <= 0n) throw new RangeError(`a denominator's factor ${f}, not above 0`);
    den *= f;
    const g = gcd(left, f);
    if (g !== 1n) {
      left /= g;
      common *= g;
    }
  }
  return { num: num / common, den: den / common };
}

export const ZERO = fraction(0);
export const ONE = fraction(1);

// Sums and products of fractions already in lowest terms, by Henrici's method: the gcds taken are
// of the operands' parts (often small: a short fraction times a long one) rather than of the
// whole result, which makes long chains of exact fractions (a fight's odds) fast. Same results.

export function add(a: Fraction, b: Fraction): Fraction {
  if (a.num === 0n) return b;
  if (b.num === 0n) return a;
  const g = gcd(a.den, b.den);
  if (g === 1n) return { num: a.num * b.den + b.num * a.den, den: a.den * b.den };
  const t = a.num * (b.den / g) + b.num * (a.den / g);
  if (t === 0n) return ZERO;
  const h = gcd(t, g);
  return { num: t / h, den: (a.den / g) * (b.den / h) };
}

export const sub = (a: Fraction, b: Fraction): Fraction => add(a, { num: -b.num, den: b.den });

export function mul(a: Fraction, b: Fraction): Fraction {
  if (a.num === 0n || b.num === 0n) return ZERO;
  const g1 = gcd(a.num, b.den);
  const g2 = gcd(b.num, a.den);
  return { num: (a.num / g1) * (b.num / g2), den: (a.den / g2) * (b.den / g1) };
}

export function div(a: Fraction, b: Fraction): Fraction {
  if (b.num === 0n) throw new RangeError('a fraction divided by 0');
  return mul(a, b.num < 0n ? { num: -b.den, den: -b.num } : { num: b.den, den: b.num });
}

export function toNumber(f: Fraction): number {
  const n = Number(f.num);
  const d = Number(f.den);
  if (Number.isFinite(n) && Number.isFinite(d)) return n / d;
  // Past a double's range (a fight's exact odds): the leading bits of both, scaled alike.
  const bits = (x: bigint) => (x < 0n ? -x : x).toString(2).length;
  const shift = BigInt(Math.max(0, Math.max(bits(f.num), bits(f.den)) - 900));
  return Number(f.num >> shift) / Number(f.den >> shift);
}

/** "7/36" (or "1", "0"). */
export function toFractionText(f: Fraction): string {
  return f.den === 1n ? String(f.num) : `${f.num}/${f.den}`;
}

/** A percentage with one decimal, as the language writes it (numbers.ts): "19.4 %", "19,4 %". */
export function toPercentText(f: Fraction, language = 'en'): string {
  return numbers(language).pct(toNumber(f));
}

/** For JSON: the exact fraction, and the percentage rounded to 2 decimals. */
export function toJson(f: Fraction): { fraction: string; percent: number } {
  return { fraction: toFractionText(f), percent: Math.round(toNumber(f) * 10000) / 100 };
}
