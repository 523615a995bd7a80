/** DECKWRIGHT_PROPERTY_RUNS sizes every property test: the suite's own size unless it is set, and a clear error when it is not a factor. */
import { describe, expect, it } from 'vitest';
import { propertyRuns } from './property-runs.js';

describe('propertyRuns', () => {
  it("is the test's own size when the factor is not set", () => {
    expect(propertyRuns(300, undefined)).toBe(300);
    expect(propertyRuns(300, '')).toBe(300);
  });

  it('multiplies it by the factor, rounded, and tries at least one case', () => {
    expect(propertyRuns(300, '10')).toBe(3000);
    expect(propertyRuns(150, '0.2')).toBe(30);
    expect(propertyRuns(20, '0.001')).toBe(1);
  });

  it('refuses a factor that is not a number above 0, naming the variable', () => {
    for (const bad of ['0', '-2', 'lots', 'Infinity']) expect(() => propertyRuns(40, bad), bad).toThrow(/^DECKWRIGHT_PROPERTY_RUNS must be a number above 0 .*got '/);
  });
});
