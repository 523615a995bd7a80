/**
 * What the pipeline tells the person running it, on stderr (stdout is kept for diagnostics):
 * plain lines, and a progress display that updates one line on a terminal. Messages name games,
 * files and cards from the data: they are printed with control characters escaped.
 */
import { printable } from '../core/printable.js';

export function info(line: string): void {
  process.stderr.write(`${printable(line)}\n`);
}

/** A progress reporter: an updating line on a terminal, a few plain lines otherwise. */
export function progress(name: string): { update(done: number, total: number): void; end(): void } {
  const tty = process.stderr.isTTY;
  const label = printable(name, true);
  let lastPlain = -1;
  return {
    update(done, total) {
      if (tty) {
        const width = 24;
        const filled = Math.round((done / Math.max(1, total)) * width);
        process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
      } else {
        // Plain lines at each quarter, so logs stay short.
        const quarter = Math.floor((done / Math.max(1, total)) * 4);
        if (quarter !== lastPlain) {
          lastPlain = quarter;
          process.stderr.write(`${label} ${done}/${total}\n`);
        }
      }
    },
    end() {
      if (tty) process.stderr.write('\n');
    },
  };
}
