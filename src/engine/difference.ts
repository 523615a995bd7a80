/**
 * The difference of two rates with its 95 % interval, by Newcombe's hybrid score method (his
 * method 10: R. G. Newcombe, "Interval estimation for the difference between independent
 * proportions: comparison of eleven methods", Statistics in Medicine 17, 1998, 873–890). It
 * combines each rate's Wilson interval, so, like Wilson's, it stays sensible for small samples and
 * for rates near 0 or 1, where the textbook normal (Wald) interval is too narrow or leaves [-1, 1].
 *
 * It treats the two runs as independent samples. `sim` plays them with the same seeds: when that
 * makes their outcomes go together (a positive correlation, the likely case), the true interval is
 * narrower, so this one errs on the side of caution.
 */
import { wilsonLimits } from './stats.js';

const round = (x: number) => Math.round(x * 1e4) / 1e4;

export interface Difference {
  /** wins2/n2 − wins1/n1. */
  estimate: number;
  ci95: [number, number];
}

/** The second rate minus the first, with its 95 % interval; null when a run has no games to count. */
export function rateDifference(wins1: number, n1: number, wins2: number, n2: number): Difference | null {
  if (!n1 || !n2) return null;
  const [p1, p2] = [wins1 / n1, wins2 / n2];
  const [l1, u1] = wilsonLimits(wins1, n1);
  const [l2, u2] = wilsonLimits(wins2, n2);
  const d = p2 - p1;
  // Each side of the interval takes the distance from each rate to the Wilson limit on that side.
  const low = d - Math.sqrt((p2 - l2) ** 2 + (u1 - p1) ** 2);
  const high = d + Math.sqrt((u2 - p2) ** 2 + (p1 - l1) ** 2);
  return { estimate: round(d), ci95: [round(Math.max(-1, low)), round(Math.min(1, high))] };
}
