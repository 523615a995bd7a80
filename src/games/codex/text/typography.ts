/**
 * French typography of card text, as a pure function from text to text: `typeset` gives the
 * text the pack's conventions, and `typographyIssues` says, at which offsets, why the text
 * differs from that. The checker offers the typeset text as a fix; the grammar reads both.
 *
 * - a non-breaking space (U+00A0) before : ; ! ? and inside « » (a narrow one, U+202F, is also accepted);
 * - card names quoted « » (a straight-quoted "Encre" becomes « Encre »), as flavour text quotes;
 * - a non-breaking space between a number and what it counts (`1 PV`, `3 dégâts`, `2 {PA}`,
 *   `3 Encre`) and after `n°`, so that a line never ends on a bare number;
 * - one apostrophe style across the pack: ’ (French typography, CODEX's cards) or ' (the rulebook's
 *   plain text, a keyboard's);
 * - game terms capitalised: Créature, Objet, Chapitre, Secret, Ration, Boss, PV, PA
 *   ("zone" stays lowercase where it is a place, as on the rulebook's cards: "dans ma zone");
 * - no doubled spaces, none at either end.
 */
import { own } from '../../../core/own.js';

export type Apostrophe = "'" | '’';

export interface TypographyIssue {
  offset: number;
  end: number;
  message: string;
}

const NBSP = '\u00a0';
const SPACES = /[\u00a0\u202f]/;

/** Game terms and their canonical spelling, matched as whole words outside quoted names: CODEX's (an edition has its own). */
export const CODEX_TERMS: Readonly<Record<string, string>> = {
  créature: 'Créature',
  créatures: 'Créatures',
  objet: 'Objet',
  objets: 'Objets',
  chapitre: 'Chapitre',
  chapitres: 'Chapitres',
  secret: 'Secret',
  secrets: 'Secrets',
  ration: 'Ration',
  rations: 'Rations',
  boss: 'Boss',
  pv: 'PV',
  pa: 'PA',
};

const WORD = /[\p{L}]+/gu;

/**
 * A number in digits, the space after it, and what follows: a word, a symbol or a quoted name.
 * `n°` followed by its number is matched too.
 */
const NUMBER_THEN = /(?<![\p{L}\p{N}°])(\d+) (?=(\{|«|"|[\p{L}]+))|(?<![\p{L}])(n°) (?=\d)/gu;
/** Words after a number that are not what it counts ("à portée 2 ou plus"): the space there may break. */
const NOT_COUNTED = new Set(['ou', 'et', 'puis', 'ni', 'à', 'au', 'aux', 'de', 'du', 'des', 'd', 'en', 'dans', 'sur', 'par', 'pour', 'que', 'qui']);

/** Offsets of the plain spaces that must not break after a number (`1 PV`, `2 {PA}`, `n° 8`). */
export function numberSpaces(text: string): { start: number; space: number }[] {
  const out: { start: number; space: number }[] = [];
  for (const m of text.matchAll(NUMBER_THEN)) {
    if (m[1] !== undefined && NOT_COUNTED.has(m[2].toLowerCase())) continue;
    out.push({ start: m.index, space: m.index + (m[1] ?? m[3]).length });
  }
  return out;
}

/** The text with a non-breaking space after every number and what it counts (the printer's last step). */
export function bindNumbers(text: string): string {
  const at = new Set(numberSpaces(text).map((n) => n.space));
  return at.size ? text.split('').map((ch, i) => (at.has(i) ? NBSP : ch)).join('') : text;
}

/** One issue and the edit that repairs it: text[from, to) becomes `insert`. */
interface TypographyEdit extends TypographyIssue {
  from: number;
  to: number;
  insert: string;
}

/** Every issue of a text, each with its repair; issues point where the reader looks, edits where the text changes. */
function typographyEdits(text: string, apostrophe: Apostrophe, terms: Readonly<Record<string, string>>): TypographyEdit[] {
  const edits: TypographyEdit[] = [];
  const quoted = quotedRanges(text);
  const inQuotes = (i: number) => quoted.some(([a, b]) => i > a && i < b);
  const add = (offset: number, end: number, message: string, from: number, to: number, insert: string) => edits.push({ offset, end, message, from, to, insert });
  // A non-breaking space next to `at`: the plain space there becomes one, or one goes in.
  const nbspAt = (at: number) => (text[at] === ' ' ? ([at, at + 1] as const) : ([at, at] as const));
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if ((ch === "'" || ch === '’') && ch !== apostrophe && !inQuotes(i)) {
      add(i, i + 1, `apostrophe ${ch} where this pack writes ${apostrophe}`, i, i + 1, apostrophe);
    }
    if (':;!?'.includes(ch) && i > 0 && !SPACES.test(text[i - 1]) && !/\d/.test(text[i - 1])) {
      const [from, to] = text[i - 1] === ' ' ? nbspAt(i - 1) : nbspAt(i);
      add(i, i + 1, `'${ch}' takes a non-breaking space before it in French`, from, to, NBSP);
    }
    if (ch === '«' && text[i + 1] !== undefined && !SPACES.test(text[i + 1])) {
      add(i, i + 2, "'«' takes a non-breaking space after it", ...nbspAt(i + 1), NBSP);
    }
    if (ch === '»' && i > 0 && !SPACES.test(text[i - 1])) {
      const [from, to] = text[i - 1] === ' ' ? nbspAt(i - 1) : nbspAt(i);
      add(i - 1, i + 1, "'»' takes a non-breaking space before it", from, to, NBSP);
    }
    if (ch === ' ' && text[i + 1] === ' ') add(i, i + 2, 'doubled space', i, i + 1, '');
  }
  for (const m of text.matchAll(/"([^"]*)"/g)) {
    const name = m[1].trim();
    if (!name) continue;
    add(m.index, m.index + m[0].length, `a card name is quoted in French guillemets: « ${name} »`, m.index, m.index + m[0].length, `«${NBSP}${name}${NBSP}»`);
  }
  for (const { start, space } of numberSpaces(text)) {
    if (inQuotes(start)) continue;
    add(start, space + 1, `'${text.slice(start, space)}' stays on one line with what it counts: a non-breaking space after it`, space, space + 1, NBSP);
  }
  const lead = /^\s*/.exec(text)![0].length;
  const trail = /\s*$/.exec(text)![0].length;
  if (lead || trail) {
    add(0, text.length, 'space at the start or end of the text', 0, lead, '');
    if (trail && lead < text.length) add(0, text.length, 'space at the start or end of the text', text.length - trail, text.length, '');
  }
  for (const m of text.matchAll(WORD)) {
    const want = own(terms, m[0].toLowerCase());
    if (want && m[0] !== want && !inQuotes(m.index)) {
      add(m.index, m.index + m[0].length, `the game term '${m[0]}' is written '${want}'`, m.index, m.index + m[0].length, want);
    }
  }
  return edits;
}

export function typographyIssues(text: string, apostrophe: Apostrophe, terms: Readonly<Record<string, string>> = CODEX_TERMS): TypographyIssue[] {
  const seen = new Set<string>();
  return typographyEdits(text, apostrophe, terms)
    .map(({ offset, end, message }) => ({ offset, end, message }))
    .filter((i) => !seen.has(JSON.stringify(i)) && seen.add(JSON.stringify(i)))
    .sort((a, b) => a.offset - b.offset);
}

/** The text with every issue of `typographyIssues` repaired. */
export function typeset(text: string, apostrophe: Apostrophe, terms: Readonly<Record<string, string>> = CODEX_TERMS): string {
  // Edits that touch each other wait for the next round (a doubled space before a colon…).
  for (let round = 0; round < 5; round++) {
    const edits = typographyEdits(text, apostrophe, terms).sort((a, b) => a.from - b.from || a.to - b.to);
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

/** The apostrophe most texts of a pack use; ’ (French typography) when none or a tie. */
export function dominantApostrophe(texts: string[]): Apostrophe {
  let straight = 0;
  let curly = 0;
  for (const t of texts) {
    for (const ch of t) {
      if (ch === "'") straight++;
      else if (ch === '’') curly++;
    }
  }
  return straight > curly ? "'" : '’';
}

/** Offsets of the quote marks around card names: "…" and « … ». */
function quotedRanges(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(/"[^"]*"|«[^»]*»/g)) out.push([m.index, m.index + m[0].length - 1]);
  return out;
}
