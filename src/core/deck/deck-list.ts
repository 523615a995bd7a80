/**
 * A deck list as players write and paste it: one card a line, a count then the card's name
 * (`3 Kiwi`, also `3x Kiwi`; a name alone is one copy), `#` starting a comment (a whole line or
 * the end of one), blank lines ignored. Parsing keeps where each entry is, so every problem is
 * reported at its line and column.
 */
import { LIMITS, thousands } from '../limits.js';
import { clip } from '../printable.js';

export interface DeckEntry {
  count: number;
  /** The name as written, trimmed. */
  name: string;
  /** 1-based line; columns of the name, 1-based, end exclusive. */
  line: number;
  column: number;
  endColumn: number;
  /** Column of the count (the line's first character), 1-based. */
  countColumn: number;
}

export interface DeckListProblem {
  line: number;
  column: number;
  endColumn: number;
  message: string;
}

export interface ParsedDeckList {
  file: string;
  entries: DeckEntry[];
  problems: DeckListProblem[];
  /** Lines in the file, to point at its end. */
  lines: number;
}

/** The most copies one line may ask for: beyond it the line is surely a typo. */
export const MAX_COUNT = 99;

const ENTRY = /^(\d+)\s*[xX×]?\s+(\S.*)$/;
/** A count that is no whole positive number ("-3 Kiwi", "+2 Kiwi", "1.5 Kiwi"): its sign and digits. */
const BAD_COUNT = /^([-+−]\s*\d+(?:[.,]\d+)?|\d+[.,]\d+)\s*[xX×]?(?:\s|$)/;

export function parseDeckList(file: string, text: string): ParsedDeckList {
  const entries: DeckEntry[] = [];
  const problems: DeckListProblem[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const lineCount = lines.at(-1) === '' ? lines.length - 1 : lines.length;
  lines.forEach((raw, i) => {
    const line = i + 1;
    // Each line may be a problem to report: past the limit, one problem says where reading stopped.
    if (line > LIMITS.deckListLines) {
      if (line === LIMITS.deckListLines + 1) {
        problems.push({ line, column: 1, endColumn: raw.length + 1, message: `a deck list has at most ${thousands(LIMITS.deckListLines)} lines; this one has ${thousands(lineCount)}, and the lines from here on are not read: check that it is the list you meant` });
      }
      return;
    }
    const hash = raw.indexOf('#');
    const content = (hash >= 0 ? raw.slice(0, hash) : raw).trimEnd();
    const lead = content.length - content.trimStart().length;
    const body = content.trimStart();
    if (!body) return;
    const bad = BAD_COUNT.exec(body);
    if (bad) {
      const count = bad[1];
      problems.push({ line, column: lead + 1, endColumn: lead + count.length + 1, message: `the count must be a positive whole number (1 to ${MAX_COUNT}); found ${count}` });
      return;
    }
    const m = ENTRY.exec(body);
    if (!m) {
      if (/^\d/.test(body)) {
        problems.push({ line, column: lead + 1, endColumn: lead + body.length + 1, message: `expected a count then a card name, e.g. "3 Fire Bolt"; found "${clip(body)}"` });
        return;
      }
      // A name alone is one copy.
      entries.push({ count: 1, name: body, line, column: lead + 1, endColumn: lead + body.length + 1, countColumn: lead + 1 });
      return;
    }
    const count = Number(m[1]);
    const nameColumn = lead + body.length - m[2].length + 1;
    if (count < 1 || count > MAX_COUNT) {
      problems.push({ line, column: lead + 1, endColumn: lead + m[1].length + 1, message: `a count is a number from 1 to ${MAX_COUNT}; found ${clip(m[1])}` });
      return;
    }
    entries.push({ count, name: m[2].trim(), line, column: nameColumn, endColumn: nameColumn + m[2].trim().length, countColumn: lead + 1 });
  });
  return { file, entries, problems, lines: lines.length };
}

/** A card name as lists may write it: case, accents, apostrophes and runs of spaces do not count. */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
