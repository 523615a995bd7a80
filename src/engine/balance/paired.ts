/**
 * The difference between two variants played with the same seeds, game by game (common random
 * numbers): game i of each variant starts from the same seed, so what differs between them is the
 * variant, not the luck of the draw, and the mean of the per-game differences has a far narrower
 * interval than two independent runs would give. The interval is the normal one of a mean
 * (per-game differences are bounded, and sweeps play thousands of games).
 */
import { mean, momentsOf } from './moments.js';

export interface PairedDifference {
  /** Mean of b[i] − a[i]. */
  estimate: number;
  ci95: [number, number];
  games: number;
}

export function pairedDifference(a: readonly number[], b: readonly number[]): PairedDifference | null {
  // Game i of one against game i of the other: runs of different lengths were not played alike.
  if (a.length !== b.length) throw new Error(`paired runs differ in length: ${a.length} and ${b.length} games`);
  if (!a.length) return null;
  const m = mean(momentsOf(a.map((x, i) => b[i] - x)));
  return { estimate: m.mean!, ci95: m.ci95!, games: m.games };
}
