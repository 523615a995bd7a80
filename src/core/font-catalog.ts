/**
 * The catalogue of bundled fonts, fonts/fonts.json: which families, weights and files deckwright
 * has, with their licences. Reading it needs no font parsing, so the checker can name the
 * families a manifest may use without loading a font.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BrokenInstallationError } from './broken-installation.js';
import { installRoot } from './paths.js';

export type FontStyle = 'normal' | 'italic';

export interface FontEntry {
  family: string;
  weight: number;
  style: FontStyle;
  file: string;
  licence: string;
  licenceFile: string;
  author: string;
  source: string;
  /**
   * A fallback face (Noto): never named by a manifest, it draws the characters a card's own
   * family lacks (arrows, stars, Greek, Polish, symbols, emoji). Each file is one subset of its
   * family, told apart by `subset`.
   */
  fallback?: boolean;
  subset?: string;
}

export const FONTS_DIR = path.join(installRoot, 'fonts');

/** What `fn` reads from fonts/, or an BrokenInstallationError naming the file: a broken font is never a card's problem. */
export function readingFonts<T>(file: string, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new BrokenInstallationError(`the bundled font file fonts/${file} cannot be read (${why}); restore the fonts/ folder of deckwright (git checkout fonts/)`);
  }
}

let entries: FontEntry[] | null = null;

export function fontEntries(): FontEntry[] {
  entries ??= readingFonts('fonts.json', () => {
    const list = (JSON.parse(readFileSync(path.join(FONTS_DIR, 'fonts.json'), 'utf8')) as { fonts?: FontEntry[] }).fonts;
    if (!Array.isArray(list)) throw new Error('no "fonts" list');
    return list;
  });
  return entries;
}

/** The families fonts/fonts.json offers, for the manifest's `fonts:` (the fallbacks are not among them). */
export function fontFamilies(): string[] {
  return [...new Set(fontEntries().filter((e) => !e.fallback).map((e) => e.family))].sort();
}

/** The faces a card is set in: every bundled entry but the fallbacks. */
export function primaryEntries(): FontEntry[] {
  return fontEntries().filter((e) => !e.fallback);
}

/** The fallback faces, in the order they are tried for a character the card's fonts lack. */
export function fallbackEntries(): FontEntry[] {
  return fontEntries().filter((e) => e.fallback);
}

