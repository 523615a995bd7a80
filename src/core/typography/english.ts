/**
 * English typography, as the packs print it (docs/rules/core-typography.md):
 *
 * - curly quotes: ’ for an apostrophe and a closing single quote, ‘ for an opening one, “ ” for
 *   double quotes (a straight-quoted "Fire Bolt" becomes “Fire Bolt”);
 * - no space before : ; ! ? (the French habit);
 * - no doubled spaces, none at either end.
 */
import { spacingEdits, symbolRanges, inside, type TypographyEdit } from './edits.js';

/** Where a quote mark opens: at the start, or after a space, an opening bracket, a dash or another opening quote. */
const OPENS_AFTER = /[\s([{\u2014\u2013‘“]/;

export function englishEdits(text: string): TypographyEdit[] {
  const edits: TypographyEdit[] = [];
  const symbols = symbolRanges(text);
  const add = (offset: number, end: number, message: string, from: number, to: number, insert: string) => edits.push({ offset, end, message, from, to, insert });
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inside(symbols, i)) continue;
    const opening = i === 0 || OPENS_AFTER.test(text[i - 1]);
    if (ch === "'") {
      add(i, i + 1, opening ? 'straight quote: an opening single quote is ‘' : 'straight apostrophe: English writes ’', i, i + 1, opening ? '‘' : '’');
    }
    if (ch === '"') add(i, i + 1, opening ? 'straight quote: an opening double quote is “' : 'straight quote: a closing double quote is ”', i, i + 1, opening ? '“' : '”');
    if (':;!?'.includes(ch) && i > 0 && /[ \u00a0\u202f]/.test(text[i - 1])) {
      let from = i - 1;
      while (from > 0 && /[ \u00a0\u202f]/.test(text[from - 1])) from--;
      // A mark alone after the text's first spaces is the spacing rule's to trim.
      if (from > 0) add(from, i + 1, `no space before '${ch}' in English`, from, i, '');
    }
  }
  edits.push(...spacingEdits(text));
  return edits;
}
