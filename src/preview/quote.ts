/** The lines of a YAML file around a diagnostic, to quote beside it on the page. */
import { readFileSync } from 'node:fs';
import type { QuotedLine } from '../../client/page-types.js';

/** Lines `line - 1` to `line + 1` of `text` (1-based), as far as the file has them. */
export function quoteLines(text: string, line: number, around = 1): QuotedLine[] {
  const lines = text.split(/\r?\n/);
  const out: QuotedLine[] = [];
  for (let n = Math.max(1, line - around); n <= Math.min(lines.length, line + around); n++) out.push({ n, text: lines[n - 1] });
  return out;
}

/** The text of a file the pack did not keep (a template, a deck list): read now, or empty when it is gone. */
export function readText(absFile: string): string {
  try {
    return readFileSync(absFile, 'utf8');
  } catch {
    return '';
  }
}
