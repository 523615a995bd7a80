/**
 * Exact probabilities: fractions of big integers, always in lowest terms, so that odds are
 * printed as the rulebook's players would check them (7/36, not 0.19444…) and tested exactly.
 */
import { numbers } from '../report/numbers.js';

export interface Fraction {
  num: bigint;
  den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a;
};

export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('a fraction of denominator 0');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export const ZERO = fraction(0);
export const ONE = fraction(1);

export const add = (a: Fraction, b: Fraction) => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Fraction, b: Fraction) => fraction(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Fraction, b: Fraction) => fraction(a.num * b.num, a.den * b.den);
export const div = (a: Fraction, b: Fraction) => fraction(a.num * b.den, a.den * b.num);

export function toNumber(f: Fraction): number {
  return Number(f.num) / Number(f.den);
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
