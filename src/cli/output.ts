/** How the CLI prints diagnostics: to stdout, as compiler-style text or JSON (messages go to stderr, see pipeline/progress.ts). */
import { formatJson, formatText, summarize, type Diagnostic } from '../core/diagnostics.js';

export type Format = 'text' | 'json';

export function printDiagnostics(list: Diagnostic[], format: Format): void {
  if (format === 'json') {
    process.stdout.write(`${formatJson(list)}\n`);
    return;
  }
  if (list.length) process.stdout.write(`${formatText(list)}\n`);
}

export { summarize };
export { info } from '../pipeline/progress.js';
