/** Figures every simulation report needs. */

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The normal quantile of a two-sided 95 % interval. */
export const Z95 = 1.959964;

/**
 * The 95 % Wilson score interval of a rate of `wins` in `n`, unrounded: what a further interval
 * (the difference of two rates, see difference.ts) is built from.
 */
export function wilsonLimits(wins: number, n: number): [number, number] {
  if (!n) return [0, 0];
  const z = Z95;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * The 95 % Wilson score interval of a rate of `wins` in `n` (good for small samples and for
 * rates near 0 or 1, where the normal approximation leaves [0, 1]); rounded to 4 decimals.
 */
export function wilson(wins: number, n: number): [number, number] {
  const [low, high] = wilsonLimits(wins, n);
  return [round(low), round(high)];
}
