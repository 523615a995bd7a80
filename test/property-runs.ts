/**
 * The size of the property tests (fast-check), one factor for them all.
 *
 * How many cases a property test tries: `n`, the size `npm test` runs, times the factor in
 * DECKWRIGHT_PROPERTY_RUNS when it is set (10 for a longer hunt, 0.2 for a quick look while
 * working on something else). At least one case.
 */
export function propertyRuns(n: number, factor = process.env.DECKWRIGHT_PROPERTY_RUNS): number {
  if (factor === undefined || factor === '') return n;
  const f = Number(factor);
  if (!Number.isFinite(f) || f <= 0) throw new Error(`DECKWRIGHT_PROPERTY_RUNS must be a number above 0 (a factor of each property test's runs), got '${factor}'`);
  return Math.max(1, Math.round(n * f));
}
