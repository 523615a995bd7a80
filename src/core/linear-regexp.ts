/**
 * The regular expressions of the schemas (`pattern`) are matched by RE2 (re2js, a JavaScript
 * port of it), whose matching time grows linearly with the string, never exponentially: a pack's
 * types file may declare any pattern, and no card value can make the check hang on it. Telling
 * the dangerous patterns apart instead (a "star height" test) misses some, such as `^(a|a)*$`.
 *
 * RE2 has no backreferences and no lookaround (they cannot be matched in linear time): a pattern
 * that uses them is refused where it is declared (`re2Problem`).
 */
import type { RegExpEngine } from 'ajv/dist/types/index.js';
import { RE2JS } from 're2js';

/**
 * Compiled patterns, one per pattern text for the whole process, shared by every validator (a
 * pack's schemas repeat a few patterns: CODEX's validators compile 16 distinct ones 92 times,
 * each compile a fraction of a millisecond to a few). A compiled RE2 holds no match state.
 * On the global object so that the validators saved as files (which cannot import this module)
 * share it; the bundle's copy of re2js and the one those files require compile alike.
 */
const COMPILED = Symbol.for('deckwright.re2Compiled');
const compiled = ((globalThis as Record<symbol, Map<string, RE2JS> | undefined>)[COMPILED] ??= new Map<string, RE2JS>());

function compile(pattern: string): RE2JS {
  let re = compiled.get(pattern);
  if (!re) compiled.set(pattern, (re = RE2JS.compile(pattern)));
  return re;
}

/** The engine ajv compiles `pattern` with (ajv's `code.regExp`), flags aside: RE2 reads Unicode always. */
export const linearRegExp: RegExpEngine = Object.assign(compile, {
  // The same engine in the standalone validators that validator-cache.ts saves (CommonJS modules).
  code: '((pattern) => { const all = (globalThis[Symbol.for("deckwright.re2Compiled")] ??= new Map()); let re = all.get(pattern); if (!re) all.set(pattern, (re = require("re2js").RE2JS.compile(pattern))); return re; })',
});

/** Why RE2 cannot compile `pattern` (e.g. "invalid or unsupported Perl syntax: `(?=`"), or null when it can. */
export function re2Problem(pattern: string): string | null {
  try {
    compile(pattern);
    return null;
  } catch (e) {
    return (e as Error).message.replace(/^error parsing regexp: /, '');
  }
}
