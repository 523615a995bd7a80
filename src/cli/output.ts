/** How the CLI prints diagnostics: to stdout, as compiler-style text or JSON (messages go to stderr, see pipeline/progress.ts). */
import { formatJson, formatText, summarize, type Diagnostic } from '../core/diagnostics.js';
import { printable } from '../core/printable.js';

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

/** Text for the reader on stdout (a replay): it names cards, so it is printed with control characters escaped. */
export function say(text: string): void {
  process.stdout.write(printable(text));
}

/** One line on stdout, kept to one line whatever the data in it holds. */
export function sayLine(line: string): void {
  process.stdout.write(`${printable(line, true)}\n`);
}
