/**
 * CODEX's typography: French typography (core/typography/french.ts: ’, non-breaking spaces,
 * « », numbers bound to what they count), which core/typography checks in every French pack,
 * and, on top of it, what only a card language knows: its game terms capitalised (Créature,
 * Objet, Chapitre, Secret, Ration, Boss, PV, PA; "zone" stays lowercase where it is a place, as
 * on the rulebook's cards: "dans ma zone"), which codex/typography and index/typography check.
 * `typeset` gives a text both, as the printer's last step and the canonical form's.
 */
import { own } from '../../../core/own.js';
import { applyEdits, issuesOf, type TypographyEdit, type TypographyIssue } from '../../../core/typography/edits.js';
import { frenchEdits, type Apostrophe } from '../../../core/typography/french.js';

export { bindNumbers, type Apostrophe } from '../../../core/typography/french.js';
export type { TypographyIssue } from '../../../core/typography/edits.js';

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

/** The game terms of a text not written as the game writes them; a quoted card name keeps its own capitals. */
export function termEdits(text: string, terms: Readonly<Record<string, string>>): TypographyEdit[] {
  const quoted = quotedRanges(text);
  const edits: TypographyEdit[] = [];
  for (const m of text.matchAll(WORD)) {
    const want = own(terms, m[0].toLowerCase());
    if (!want || m[0] === want || quoted.some(([a, b]) => m.index > a && m.index < b)) continue;
    const [from, to] = [m.index, m.index + m[0].length];
    edits.push({ offset: from, end: to, message: `the game term '${m[0]}' is written '${want}'`, from, to, insert: want });
  }
  return edits;
}

/** The game terms' problems of a text (codex/typography's). */
export function termIssues(text: string, terms: Readonly<Record<string, string>> = CODEX_TERMS): TypographyIssue[] {
  return issuesOf(termEdits(text, terms));
}

/** The text with its game terms as the game writes them, and nothing else changed. */
export function typesetTerms(text: string, terms: Readonly<Record<string, string>> = CODEX_TERMS): string {
  return applyEdits(text, (t) => termEdits(t, terms));
}

/** Every issue of a text in CODEX's typography: French typography with `apostrophe`, and the game terms. */
export function typographyIssues(text: string, apostrophe: Apostrophe, terms: Readonly<Record<string, string>> = CODEX_TERMS): TypographyIssue[] {
  return issuesOf([...frenchEdits(text, apostrophe), ...termEdits(text, terms)]);
}

/** The text with every issue of `typographyIssues` repaired. */
export function typeset(text: string, apostrophe: Apostrophe, terms: Readonly<Record<string, string>> = CODEX_TERMS): string {
  return applyEdits(text, (t) => [...frenchEdits(t, apostrophe), ...termEdits(t, terms)]);
}

/** The apostrophe most texts of a pack use; ’ (French typography) when none or a tie: the canonical form's. */
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
