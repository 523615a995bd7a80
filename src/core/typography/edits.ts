/**
 * The machinery every typographic convention shares: a convention lists, for a text, its problems,
 * each with the edit that repairs it; from that list come the problems to report (where the reader
 * looks) and the repaired text (where the text changes). Conventions are pure functions of the
 * text: french.ts, english.ts; a card language adds its own (CODEX's capitalised game terms).
 */

/** A problem of a text, at offsets [offset, end) of it. */
export interface TypographyIssue {
  offset: number;
  end: number;
  message: string;
}

/** A problem and its repair: text[from, to) becomes `insert`. */
export interface TypographyEdit extends TypographyIssue {
  from: number;
  to: number;
  insert: string;
}

/** What a convention finds in a text. */
export type EditsOf = (text: string) => TypographyEdit[];

/** The problems of the edits, each once, in the order of the text. */
export function issuesOf(edits: TypographyEdit[]): TypographyIssue[] {
  const seen = new Set<string>();
  return edits
    .map(({ offset, end, message }) => ({ offset, end, message }))
    .filter((i) => !seen.has(JSON.stringify(i)) && seen.add(JSON.stringify(i)))
    .sort((a, b) => a.offset - b.offset || a.end - b.end);
}

/** Rounds of repair are few: each round applies every edit that touches no other. */
const ROUNDS = 8;

/** The text with every problem `editsOf` finds repaired. */
export function applyEdits(text: string, editsOf: EditsOf): string {
  // Edits that touch each other wait for the next round (a doubled space before a colon…).
  for (let round = 0; round < ROUNDS; round++) {
    const edits = editsOf(text).sort((a, b) => a.from - b.from || a.to - b.to);
    if (!edits.length) break;
    let out = '';
    let at = 0;
    for (const e of edits) {
      if (e.from < at) continue;
      out += text.slice(at, e.from) + e.insert;
      at = e.to;
    }
    text = out + text.slice(at);
  }
  return text;
}

/** Spaces at either end and doubled spaces: the same in every language. */
export function spacingEdits(text: string): TypographyEdit[] {
  const edits: TypographyEdit[] = [];
  for (let i = 0; i + 1 < text.length; i++) {
    if (text[i] === ' ' && text[i + 1] === ' ') edits.push({ offset: i, end: i + 2, message: 'doubled space', from: i, to: i + 1, insert: '' });
  }
  const lead = /^\s*/.exec(text)![0].length;
  const trail = lead === text.length ? 0 : /\s*$/.exec(text)![0].length;
  const message = 'space at the start or end of the text';
  if (lead) edits.push({ offset: 0, end: text.length, message, from: 0, to: lead, insert: '' });
  if (trail) edits.push({ offset: 0, end: text.length, message, from: text.length - trail, to: text.length, insert: '' });
  return edits;
}

/** Offsets [start, end) of the inline symbols `{name}` of a text: their names are not words to set. */
export function symbolRanges(text: string): [number, number][] {
  return [...text.matchAll(/\{[^{}]*\}/g)].map((m) => [m.index, m.index + m[0].length]);
}

/** True when offset `i` is inside one of `ranges` (their ends excluded). */
export function inside(ranges: [number, number][], i: number): boolean {
  return ranges.some(([a, b]) => i > a && i < b - 1);
}
