/**
 * The typographic convention of a game's language (its manifest's `language:`, by its first
 * subtag: "fr-CA" is French): French and English have theirs; a pack in another language is
 * left as it is written.
 */
import { applyEdits, issuesOf, type TypographyEdit, type TypographyIssue } from './edits.js';
import { englishEdits } from './english.js';
import { frenchEdits } from './french.js';

export interface Typography {
  /** The language's name, for messages and docs. */
  name: string;
  edits(text: string): TypographyEdit[];
}

const CONVENTIONS: Record<string, Typography> = {
  fr: { name: 'French', edits: (text) => frenchEdits(text) },
  en: { name: 'English', edits: englishEdits },
};

/** The languages that have a convention. */

/** The convention of a language, or null when deckwright knows none for it. */
export function typographyOf(language: string | undefined): Typography | null {
  const base = (language ?? '').split('-')[0].toLowerCase();
  return Object.hasOwn(CONVENTIONS, base) ? CONVENTIONS[base] : null;
}

/** The problems of a text in a convention. */
export function typographyIssuesOf(t: Typography, text: string): TypographyIssue[] {
  return issuesOf(t.edits(text));
}

/** A text set in a convention: every problem repaired. */
export function typesetIn(t: Typography, text: string): string {
  return applyEdits(text, (s) => t.edits(s));
}

/** deckwright's own French sentences (the reports a French game's engine writes) set in French typography. */
export function french(text: string): string {
  return typesetIn(typographyOf('fr')!, text);
}
