/**
 * What the pipeline tells the person running it, on stderr (stdout is kept for diagnostics):
 * plain lines, and a progress display that updates one line on a terminal. Messages name games,
 * files and cards from the data: they are printed with control characters escaped.
 *
 * Several stages may run at once (build prints and exports to TTS side by side): on a terminal
 * their bars share the one updating line, and a finished bar is left on a line of its own.
 */
import { printable } from '../core/printable.js';

interface Bar {
  label: string;
  done: number;
  total: number;
  /** Said after the counts: a rate, the time left. */
  note: string;
}

/** The bars now running, in the order they started. */
const running: Bar[] = [];

const drawn = (b: Bar, width = 24) => {
  const filled = Math.round((b.done / Math.max(1, b.total)) * width);
  return `${b.label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${b.done}/${b.total}${b.note ? ` ${b.note}` : ''}`;
};

function redraw(): void {
  // \x1b[K clears what a longer line left behind.
  process.stderr.write(`\r${running.map((b) => drawn(b, running.length > 1 ? 12 : 24)).join('  ·  ')}\x1b[K`);
}

export function info(line: string): void {
  if (process.stderr.isTTY && running.some((b) => b.done > 0)) {
    process.stderr.write(`\r\x1b[K${printable(line)}\n`);
    redraw();
    return;
  }
  process.stderr.write(`${printable(line)}\n`);
}

/** A progress reporter: an updating line on a terminal, a few plain lines otherwise. */
export function progress(name: string): { update(done: number, total: number, note?: string): void; end(): void } {
  const tty = process.stderr.isTTY;
  const bar: Bar = { label: printable(name, true), done: 0, total: 0, note: '' };
  let lastPlain = -1;
  return {
    update(done, total, note = '') {
      bar.done = done;
      bar.total = total;
      bar.note = printable(note, true);
      if (tty) {
        if (!running.includes(bar)) running.push(bar);
        redraw();
      } else {
        // Plain lines at each quarter, so logs stay short.
        const quarter = Math.floor((done / Math.max(1, total)) * 4);
        if (quarter !== lastPlain) {
          lastPlain = quarter;
          process.stderr.write(`${bar.label} ${done}/${total}${bar.note ? ` ${bar.note}` : ''}\n`);
        }
      }
    },
    end() {
      const at = running.indexOf(bar);
      if (!tty || at < 0) return;
      running.splice(at, 1);
      process.stderr.write(`\r\x1b[K${drawn(bar)}\n`);
      if (running.length) redraw();
    },
  };
}
