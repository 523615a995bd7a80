/**
 * French typography, as the packs print it (docs/rules/core-typography.md):
 *
 * - the apostrophe ’, never the keyboard's ' (a card language may still read both);
 * - a non-breaking space (U+00A0; a narrow one, U+202F, is accepted) before : ; ! ? and », after «;
 * - quotes are guillemets: a straight-quoted "Encre" becomes « Encre »;
 * - a non-breaking space between a number and what it counts (`1 PV`, `3 dégâts`, `2 {PA}`) and
 *   after `n°` (`n° 4`), so that a line never ends on a bare number;
 * - no doubled spaces, none at either end.
 */
import { spacingEdits, symbolRanges, inside, type TypographyEdit } from './edits.js';

export type Apostrophe = "'" | '’';

export const NBSP = '\u00a0';
const NO_BREAK = /[\u00a0\u202f]/;

/**
 * A number in digits, the space after it, and what follows: a word, a symbol or a quoted name;
 * `n°` with a space, or none, before its number.
 */
const NUMBER_THEN = /(?<![\p{L}\p{N}°])(\d+) (?=(\{|«|"|[\p{L}]+))|(?<![\p{L}])([nN]°)( ?)(?=\d)/gu;

/**
 * Words after a number that are not what it counts ("à portée 2 ou plus", "au tour 3 les momies"):
 * the space there may break.
 */
const NOT_COUNTED = new Set([
  ...['ou', 'et', 'puis', 'ni', 'mais', 'car', 'donc', 'si', 'que', 'qui', 'qu'],
  ...['à', 'au', 'aux', 'de', 'du', 'des', 'd', 'en', 'dans', 'sur', 'sous', 'par', 'pour', 'avec', 'sans', 'contre', 'vers', 'chez', 'entre', 'après', 'avant'],
  ...['le', 'la', 'les', 'l', 'un', 'une', 'ce', 'cet', 'cette', 'ces', 'son', 'sa', 'ses', 'leur', 'leurs'],
  ...['il', 'elle', 'ils', 'elles', 'on', 'je', 'j', 'tu', 'nous', 'vous', 'se', 's', 'ne', 'n', 'y', 'est', 'sont'],
]);

/** Offsets of the spaces that must not break after a number or `n°` (`1 PV`, `2 {PA}`, `n° 8`); `missing` when `n°` has none before its number. */
export function numberSpaces(text: string): { start: number; space: number; missing: boolean }[] {
  const out: { start: number; space: number; missing: boolean }[] = [];
  for (const m of text.matchAll(NUMBER_THEN)) {
    if (m[1] !== undefined && NOT_COUNTED.has(m[2].toLowerCase())) continue;
    const word = m[1] ?? m[3];
    out.push({ start: m.index, space: m.index + word.length, missing: m[1] === undefined && m[4] === '' });
  }
  return out;
}

/** The text with a non-breaking space after every number and what it counts, and after `n°` (a printer's last step). */
export function bindNumbers(text: string): string {
  const spaces = numberSpaces(text);
  if (!spaces.length) return text;
  let out = '';
  let at = 0;
  for (const s of spaces) {
    out += text.slice(at, s.space) + NBSP;
    at = s.missing ? s.space : s.space + 1;
  }
  return out + text.slice(at);
}

/** Every departure of `text` from French typography, each with its repair; `apostrophe` is the one the text should use. */
export function frenchEdits(text: string, apostrophe: Apostrophe = '’'): TypographyEdit[] {
  const edits: TypographyEdit[] = [];
  const symbols = symbolRanges(text);
  const add = (offset: number, end: number, message: string, from: number, to: number, insert: string) => edits.push({ offset, end, message, from, to, insert });
  // A non-breaking space next to `at`: the plain space there becomes one, or one goes in.
  const nbspAt = (at: number) => (text[at] === ' ' ? ([at, at + 1] as const) : ([at, at] as const));
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inside(symbols, i)) continue;
    if ((ch === "'" || ch === '’') && ch !== apostrophe) {
      add(i, i + 1, apostrophe === '’' ? `straight apostrophe: French writes ’` : `apostrophe ${ch} where this pack writes ${apostrophe}`, i, i + 1, apostrophe);
    }
    // Not in "10:30", nor between the marks of "?!".
    if (':;!?'.includes(ch) && i > 0 && !NO_BREAK.test(text[i - 1]) && !/[\d?!]/.test(text[i - 1])) {
      const [from, to] = text[i - 1] === ' ' ? nbspAt(i - 1) : nbspAt(i);
      add(i, i + 1, `'${ch}' takes a non-breaking space before it in French`, from, to, NBSP);
    }
    if (ch === '«' && text[i + 1] !== undefined && !NO_BREAK.test(text[i + 1])) {
      add(i, i + 2, "'«' takes a non-breaking space after it", ...nbspAt(i + 1), NBSP);
    }
    if (ch === '»' && i > 0 && !NO_BREAK.test(text[i - 1])) {
      const [from, to] = text[i - 1] === ' ' ? nbspAt(i - 1) : nbspAt(i);
      add(i - 1, i + 1, "'»' takes a non-breaking space before it", from, to, NBSP);
    }
  }
  for (const m of text.matchAll(/"([^"]*)"/g)) {
    const quoted = m[1].trim();
    if (!quoted) continue;
    add(m.index, m.index + m[0].length, `French quotes are guillemets: « ${quoted} »`, m.index, m.index + m[0].length, `«${NBSP}${quoted}${NBSP}»`);
  }
  for (const { start, space, missing } of numberSpaces(text)) {
    const word = text.slice(start, space);
    add(start, space + 1, `'${word}' stays on one line with what ${word.endsWith('°') ? 'it numbers' : 'it counts'}: a non-breaking space after it`, space, missing ? space : space + 1, NBSP);
  }
  edits.push(...spacingEdits(text));
  return edits;
}
