/**
 * A probability estimated by sampling (Monte Carlo) where counting it exactly is out of reach: the
 * share of trials that hit, with its 95 % Wilson interval and the number of trials, so that a
 * report can say which of its figures are exact and which are estimated, and how well.
 */
import { seedRng, type Rng } from '../rng.js';
import { wilsonLimits } from '../stats.js';

export interface Estimate {
  kind: 'estimate';
  /** hits / samples. */
  estimate: number;
  /** The 95 % Wilson interval. */
  low: number;
  high: number;
  samples: number;
}

export function estimateOf(hits: number, samples: number): Estimate {
  if (!Number.isInteger(hits) || !Number.isInteger(samples) || samples <= 0 || hits < 0 || hits > samples) throw new RangeError(`an estimate needs 0 ≤ hits ≤ samples, samples > 0 (got ${hits} of ${samples})`);
  const [low, high] = wilsonLimits(hits, samples);
  return { kind: 'estimate', estimate: hits / samples, low, high, samples };
}

/**
 * Play `samples` seeded trials, each ending on one of `outcomes`, and estimate the chance of each
 * (an outcome never seen is estimated at 0, with its interval). The same seed gives the same figures.
 */
export function monteCarlo<O extends string>(samples: number, seed: number, outcomes: readonly O[], trial: (rng: Rng) => O): Record<O, Estimate> {
  const rng = seedRng(seed);
  const counts = new Map<string, number>(outcomes.map((o) => [o, 0]));
  for (let i = 0; i < samples; i++) {
    const outcome = trial(rng);
    const seen = counts.get(outcome);
    if (seen === undefined) throw new RangeError(`a trial ended on ${outcome}, not one of ${outcomes.join(', ')}`);
    counts.set(outcome, seen + 1);
  }
  return Object.fromEntries(outcomes.map((o) => [o, estimateOf(counts.get(o)!, samples)])) as Record<O, Estimate>;
}

/** Whether `p` lies in the estimate's interval. */
export const covers = (e: Estimate, p: number): boolean => e.low <= p && p <= e.high;
