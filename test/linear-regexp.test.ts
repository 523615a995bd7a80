/**
 * Schema patterns are compiled once per pattern text for the whole process, by the in-process
 * engine and by the validators saved as files alike (src/core/linear-regexp.ts), and match as
 * RE2 does.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { linearRegExp } from '../src/core/linear-regexp.js';

const require = createRequire(import.meta.url);

describe('compiled schema patterns', () => {
  it('are one per pattern text, shared with the saved validators’ code, and match as RE2 does', () => {
    const id = linearRegExp('^[a-z0-9]+(-[a-z0-9]+)*$', 'u') as unknown as { test(s: string): boolean };
    expect(linearRegExp('^[a-z0-9]+(-[a-z0-9]+)*$', 'u')).toBe(id);
    expect(id.test('meute-de-rats')).toBe(true);
    expect(id.test('Meute de rats')).toBe(false);
    // The saved validators' engine (a CommonJS function of their own) finds the same compiled pattern...
    const saved = new Function('require', `return ${linearRegExp.code};`)(require) as (p: string) => { test(s: string): boolean };
    expect(saved('^[a-z0-9]+(-[a-z0-9]+)*$')).toBe(id);
    // ...and one it compiles first is the engine's too.
    const fresh = saved('^x{2,3}$');
    expect(linearRegExp('^x{2,3}$', 'u')).toBe(fresh);
    expect([fresh.test('xx'), fresh.test('xxxx')]).toEqual([true, false]);
    // An ambiguous pattern still matches in linear time.
    expect((linearRegExp('^(a|a)*$', 'u') as unknown as { test(s: string): boolean }).test(`${'a'.repeat(5000)}!`)).toBe(false);
  });
});
