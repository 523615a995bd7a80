/**
 * Count, sum and sum of squares: what a mean and its interval are made of, kept as whole numbers
 * where the values are (so that sums merged from blocks are exact), and the mean with its 95 %
 * interval (the normal one: the reports' means are of thousands of games).
 */
import { Z95 } from '../stats.js';
import { round4 as r4 } from './round.js';

export interface Moments {
  n: number;
  sum: number;
  sumSq: number;
}

export interface MeanFigure {
  games: number;
  mean: number | null;
  ci95: [number, number] | null;
}

export const emptyMoments = (): Moments => ({ n: 0, sum: 0, sumSq: 0 });

export function addTo(m: Moments, x: number): void {
  m.n++;
  m.sum += x;
  m.sumSq += x * x;
}

export function momentsOf(values: Iterable<number>): Moments {
  const m = emptyMoments();
  for (const x of values) addTo(m, x);
  return m;
}

export function mean(m: Moments): MeanFigure {
  if (!m.n) return { games: 0, mean: null, ci95: null };
  const mu = m.sum / m.n;
  const variance = m.n > 1 ? Math.max(0, (m.sumSq - m.n * mu * mu) / (m.n - 1)) : 0;
  const half = Z95 * Math.sqrt(variance / m.n);
  return { games: m.n, mean: r4(mu), ci95: [r4(mu - half), r4(mu + half)] };
}
