/**
 * An edition's words. INDEX, the earlier edition of CODEX, says "salle" where CODEX says "zone",
 * "ennemi" for "Créature", "étage" for "Chapitre", and has a few phrases of its own. Its card
 * language is CODEX's grammar with those words: one grammar source, two parsers, so that a
 * sentence added to CODEX's language is INDEX's too and every error message speaks the words
 * of the pack it is about ("expected 'salle'").
 *
 * A lexicon is used in two places, always with the same phrases:
 * - at build time (scripts/compile.js), on the string literals of CODEX's grammar.peggy, to make
 *   the edition's grammar (`editionGrammar`);
 * - at run time, by the printer, on what it writes around card names (`translate`), so that the
 *   canonical text of an INDEX card is in INDEX's words.
 */

export interface Lexicon {
  /** The language's name in messages: "this effect is not in the INDEX card language". */
  name: string;
  /**
   * CODEX's words and the edition's, longest first where one contains another. A phrase matches
   * whole words, with its case as written, but for a first letter written in lowercase, which
   * also matches a capital (a sentence's start) and then gives the edition's phrase a capital.
   * Apostrophes are straight, as the grammar reads them.
   */
  phrases: readonly (readonly [codex: string, edition: string])[];
  /**
   * Forms only the edition has, as peggy alternatives (written in the edition's words) tried
   * before the rule's own: `{ CondBody: ['"cette salle est révélée"i { … }'] }`.
   */
  alternatives?: Readonly<Record<string, readonly string[]>>;
  /** Rules only the edition has, which its alternatives use (peggy source, appended). */
  rules?: string;
}

/** CODEX's own words: nothing to translate. */
export const CODEX_LEXICON: Lexicon = { name: 'CODEX', phrases: [] };

const LETTER = '\\p{L}';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phrase written with a lowercase first letter also matches it capitalised. */
function pattern(phrase: string): string {
  const first = phrase.charAt(0);
  const head = first.toLowerCase() === first && first.toUpperCase() !== first ? `[${first}${first.toUpperCase()}]` : escape(first);
  return head + escape(phrase.slice(1));
}

interface Compiled {
  re: RegExp;
  lookup: Map<string, string>;
}

const compiled = new WeakMap<Lexicon, Compiled | null>();

function compile(lexicon: Lexicon): Compiled | null {
  if (compiled.has(lexicon)) return compiled.get(lexicon)!;
  const keys = [...lexicon.phrases].sort((a, b) => b[0].length - a[0].length);
  const c = keys.length
    ? {
        re: new RegExp(`(?<![${LETTER}])(?:${keys.map(([k]) => pattern(k)).join('|')})(?![${LETTER}])`, 'gu'),
        lookup: new Map(keys),
      }
    : null;
  compiled.set(lexicon, c);
  return c;
}

/** A piece of CODEX wording in the edition's words (never a card name: the caller leaves those out). */
export function translate(lexicon: Lexicon, text: string): string {
  const c = compile(lexicon);
  if (!c) return text;
  return text.replace(c.re, (m) => {
    const key = keyOf(c, m);
    const v = c.lookup.get(key)!;
    // A lowercase phrase written with a capital: the edition's phrase takes the capital.
    return key === m ? v : v.charAt(0).toUpperCase() + v.slice(1);
  });
}

/** The phrase a match is of: itself, or the lowercase phrase it capitalises. */
function keyOf(c: Compiled, m: string): string {
  return c.lookup.has(m) ? m : m.charAt(0).toLowerCase() + m.slice(1);
}

/**
 * The edition's grammar: CODEX's with its case-insensitive string literals ("…"i, the language's
 * words) translated, and the edition's alternatives put first in their rules. Throws when a
 * phrase is in no literal or a rule does not exist: a lexicon that has drifted from the grammar
 * fails the build instead of leaving a word of CODEX in the edition's language.
 */
export function editionGrammar(base: string, lexicon: Lexicon): string {
  const c = compile(lexicon);
  const used = new Set<string>();
  let out = base.replace(/"((?:[^"\\\n]|\\.)*)"i/g, (lit, body: string) => {
    if (!c) return lit;
    const translated = body.replace(c.re, (m) => {
      used.add(keyOf(c, m));
      return translate(lexicon, m);
    });
    return `"${translated}"i`;
  });
  const unused = lexicon.phrases.filter(([k]) => !used.has(k));
  if (unused.length) throw new Error(`${lexicon.name} lexicon: no literal of the grammar has ${unused.map(([k]) => `"${k}"`).join(', ')}`);
  for (const [rule, alts] of Object.entries(lexicon.alternatives ?? {})) {
    // A rule starts a line: its name, maybe its display name in quotes, then "=" on the next line.
    const head = new RegExp(`^(${escape(rule)}(?:[ \\t]+"[^"\\n]*")?[ \\t]*\\n[ \\t]*=[ \\t]*)`, 'm');
    if (!head.test(out)) throw new Error(`${lexicon.name} lexicon: the grammar has no rule ${rule}`);
    out = out.replace(head, (h) => `${h}${alts.map((a) => `${a}\n  / `).join('')}`);
  }
  return lexicon.rules ? `${out}\n${lexicon.rules}` : out;
}
