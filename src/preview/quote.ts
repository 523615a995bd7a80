/** The lines of a YAML file around a diagnostic, to quote beside it on the page. */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isWithin, resolveInside } from '../core/safe-path.js';
import type { QuotedLine } from '../../client/page-types.js';

/** Lines `line - 1` to `line + 1` of `text` (1-based), as far as the file has them. */
export function quoteLines(text: string, line: number, around = 1): QuotedLine[] {
  const lines = text.split(/\r?\n/);
  const out: QuotedLine[] = [];
  for (let n = Math.max(1, line - around); n <= Math.min(lines.length, line + around); n++) out.push({ n, text: lines[n - 1] });
  return out;
}

/** A file larger than this is no pack's YAML nor template: not quoted. */
const MAX_QUOTED_BYTES = 4 * 1024 * 1024;

/**
 * The text of a file the pack did not keep (a template, a file it refused): read now, or empty
 * when it is gone, or when it is not one of `roots`' own files. A diagnostic may name a link the
 * loader refused because it leads out of the pack: that file is resolved as the loader resolves
 * it (safe-path.ts) and never read, so the page cannot show what lies outside the pack.
 */
export function readOwnText(roots: readonly string[], absFile: string): string {
  for (const root of roots) {
    if (!isWithin(path.resolve(root), absFile)) continue;
    const real = resolveInside(root, path.relative(path.resolve(root), absFile));
    if (!real) return '';
    try {
      // Only a regular file: a FIFO or a device inside the folder would block or never end.
      const st = statSync(real);
      if (!st.isFile() || st.size > MAX_QUOTED_BYTES) return '';
      return readFileSync(real, 'utf8');
    } catch {
      return '';
    }
  }
  return '';
}
