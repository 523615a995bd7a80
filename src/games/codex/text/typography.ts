/**
 * French typography of card text, as a pure function from text to text: `typeset` gives the
 * text the pack's conventions, and `typographyIssues` says, at which offsets, why the text
 * differs from that. The checker offers the typeset text as a fix; the grammar reads both.
 *
 * - a non-breaking space (U+00A0) before : ; ! ? and inside « » (a narrow one, U+202F, is also accepted);
 * - one apostrophe style across the pack: ' (the rulebook's card text) or ’;
 * - game terms capitalised: Créature, Objet, Chapitre, Secret, Ration, Boss, PV, PA
 *   ("zone" stays lowercase where it is a place, as on the rulebook's cards: "dans ma zone");
 * - no doubled spaces, none at either end.
 */

export type Apostrophe = "'" | '’';

export interface TypographyIssue {
  offset: number;
  end: number;
  message: string;
}

const NBSP = '\u00a0';
const SPACES = /[\u00a0\u202f]/;

/** Game terms and their canonical spelling, matched as whole words outside quoted names. */
const TERMS: Record<string, string> = {
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

export function typographyIssues(text: string, apostrophe: Apostrophe): TypographyIssue[] {
  const issues: TypographyIssue[] = [];
  const quoted = quotedRanges(text);
  const inQuotes = (i: number) => quoted.some(([a, b]) => i > a && i < b);
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if ((ch === "'" || ch === '’') && ch !== apostrophe && !inQuotes(i)) {
      issues.push({ offset: i, end: i + 1, message: `apostrophe ${ch} where this pack writes ${apostrophe}` });
    }
    if (':;!?'.includes(ch) && i > 0 && !SPACES.test(text[i - 1]) && !/\d/.test(text[i - 1])) {
      issues.push({ offset: i, end: i + 1, message: `'${ch}' takes a non-breaking space before it in French` });
    }
    if (ch === '«' && text[i + 1] !== undefined && !SPACES.test(text[i + 1])) {
      issues.push({ offset: i, end: i + 2, message: "'«' takes a non-breaking space after it" });
    }
    if (ch === '»' && i > 0 && !SPACES.test(text[i - 1])) {
      issues.push({ offset: i - 1, end: i + 1, message: "'»' takes a non-breaking space before it" });
    }
    if (ch === ' ' && text[i + 1] === ' ') {
      issues.push({ offset: i, end: i + 2, message: 'doubled space' });
    }
  }
  if (/^\s|\s$/.test(text)) issues.push({ offset: 0, end: text.length, message: 'space at the start or end of the text' });
  for (const m of text.matchAll(WORD)) {
    const want = TERMS[m[0].toLowerCase()];
    if (want && m[0] !== want && !inQuotes(m.index)) {
      issues.push({ offset: m.index, end: m.index + m[0].length, message: `the game term '${m[0]}' is written '${want}'` });
    }
  }
  return issues.sort((a, b) => a.offset - b.offset);
}

/** The text with every issue of `typographyIssues` repaired. */
export function typeset(text: string, apostrophe: Apostrophe): string {
  const quoted = quotedRanges(text);
  const inQuotes = (i: number) => quoted.some(([a, b]) => i > a && i < b);
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if ((ch === "'" || ch === '’') && !inQuotes(i)) out += apostrophe;
    else if (':;!?'.includes(ch) && i > 0 && !SPACES.test(text[i - 1]) && !/\d/.test(text[i - 1])) out = `${out.replace(/ $/, '')}${NBSP}${ch}`;
    else if (ch === '«' && text[i + 1] !== undefined && !SPACES.test(text[i + 1])) {
      out += `«${NBSP}`;
      if (text[i + 1] === ' ') i++;
    } else if (ch === '»' && i > 0 && !SPACES.test(text[i - 1])) out = `${out.replace(/ $/, '')}${NBSP}»`;
    else if (ch === ' ' && text[i + 1] === ' ') continue;
    else out += ch;
  }
  out = out.trim();
  const quotedOut = quotedRanges(out);
  return out.replace(WORD, (w, offset: number) => {
    const want = TERMS[w.toLowerCase()];
    return want && !quotedOut.some(([a, b]) => offset > a && offset < b) ? want : w;
  });
}

/** The apostrophe most texts of a pack use; ' (the rulebook's) when none or a tie. */
export function dominantApostrophe(texts: string[]): Apostrophe {
  let straight = 0;
  let curly = 0;
  for (const t of texts) {
    for (const ch of t) {
      if (ch === "'") straight++;
      else if (ch === '’') curly++;
    }
  }
  return curly > straight ? '’' : "'";
}

/** Offsets of the quote marks around card names: "…" and « … ». */
function quotedRanges(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(/"[^"]*"|«[^»]*»/g)) out.push([m.index, m.index + m[0].length - 1]);
  return out;
}
