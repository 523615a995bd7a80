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

/** The engine ajv compiles `pattern` with (ajv's `code.regExp`), flags aside: RE2 reads Unicode always. */
export const linearRegExp: RegExpEngine = Object.assign((pattern: string) => RE2JS.compile(pattern), {
  // The same engine in the standalone validators that validator-cache.ts saves (CommonJS modules).
  code: '((pattern) => require("re2js").RE2JS.compile(pattern))',
});

/** Why RE2 cannot compile `pattern` (e.g. "invalid or unsupported Perl syntax: `(?=`"), or null when it can. */
export function re2Problem(pattern: string): string | null {
  try {
    RE2JS.compile(pattern);
    return null;
  } catch (e) {
    return (e as Error).message.replace(/^error parsing regexp: /, '');
  }
}
