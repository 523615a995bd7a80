/**
 * The difference between two variants played with the same seeds, game by game (common random
 * numbers): game i of each variant starts from the same seed, so what differs between them is the
 * variant, not the luck of the draw, and the mean of the per-game differences has a far narrower
 * interval than two independent runs would give. The interval is the normal one of a mean
 * (per-game differences are bounded, and sweeps play thousands of games).
 */
import { Z95 } from '../stats.js';
import { round4 as r4 } from './round.js';

export interface PairedDifference {
  /** Mean of b[i] − a[i]. */
  estimate: number;
  ci95: [number, number];
  games: number;
}


export function pairedDifference(a: readonly number[], b: readonly number[]): PairedDifference | null {
  // Game i of one against game i of the other: runs of different lengths were not played alike.
  if (a.length !== b.length) throw new Error(`paired runs differ in length: ${a.length} and ${b.length} games`);
  const n = a.length;
  if (!n) return null;
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < n; i++) {
    const d = b[i] - a[i];
    sum += d;
    sumSq += d * d;
  }
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (sumSq - n * mean * mean) / (n - 1)) : 0;
  const half = Z95 * Math.sqrt(variance / n);
  return { estimate: r4(mean), ci95: [r4(mean - half), r4(mean + half)], games: n };
}
