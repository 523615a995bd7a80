/**
 * The bundled fonts (fonts/fonts.json, see core/font-catalog.ts): loaded once per process, given
 * to satori, and used by the text layout to measure words and to find characters a font does not
 * have. Which faces a card may use is its game's font set (font-set.ts): the bundled families,
 * the game's own files, and the fallback faces for characters none of them has.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type * as Fontkit from 'fontkit';
import { fontkit } from '../core/fontkit.js';
import { FONTS_DIR, fallbackEntries, fontEntries, primaryEntries, readingFonts, type FontEntry, type FontStyle } from '../core/font-catalog.js';
import { woffToSfnt } from './woff.js';
import { derivedBytes } from '../core/derived-bytes.js';
import { withLiningFigures, withoutCharacters } from './figures.js';
import { activeFontSet } from './font-set.js';
import { FaceMetrics } from './face-metrics.js';
import { keepCodePoints } from './glyph-code-points.js';

export interface LoadedFont extends FontEntry {
  data: Buffer;
  /** The parsed face (a bundled one is parsed when first used: most questions are answered by `metrics`). */
  readonly face: Fontkit.Font;
  /** What the layout asks of the face, kept between commands (face-metrics.ts). */
  metrics: FaceMetrics;
  /**
   * The name satori knows the face by: its family, or for a fallback its family and subset
   * (satori keeps one face per family, weight and style, and each subset is a file of its own).
   */
  name: string;
}

/** The name satori gets for a face of `e`. */
export function satoriName(e: FontEntry): string {
  return e.fallback ? `${e.family} (${e.subset ?? e.file})` : e.family;
}

/**
 * A face from its sfnt bytes, refused when it has nothing to lay out. Its glyphs keep their
 * characters (glyph-code-points.ts): a PDF's text layer is made of them.
 */
export function faceOfData(data: Buffer): Fontkit.Font {
  const face = keepCodePoints(fontkit().create(data) as Fontkit.Font);
  if (!face || typeof face.unitsPerEm !== 'number' || !face.layout('A').advanceWidth) throw new Error('not a usable font');
  return face;
}

/**
 * Reads a bundled font; a damaged file is found here (its lining-figure copy cannot be made) or
 * when it is first parsed, and reported as a broken installation, never as a card's problem.
 */
export function readFont(e: FontEntry, dir = FONTS_DIR): LoadedFont {
  return readingFonts(e.file, () => {
    // Digits as lining figures in every template, without asking satori for an OpenType feature (see figures.ts).
    // A fallback draws what the card's family lacks, never its spaces (see withoutCharacters).
    // What these make of the file is kept between commands (derived-bytes.ts).
    const file = readFileSync(path.join(dir, e.file));
    const data = derivedBytes('fonts', file, e.fallback ? 'lining, no spaces' : 'lining', () => {
      const sfnt = withLiningFigures(woffToSfnt(file));
      return e.fallback ? withoutCharacters(sfnt, (cp) => /^\s$/u.test(String.fromCodePoint(cp))) : sfnt;
    });
    let face: Fontkit.Font | undefined;
    const parse = () => (face ??= readingFonts(e.file, () => faceOfData(data)));
    const font = { ...e, data, name: satoriName(e), metrics: FaceMetrics.open(data, parse) };
    return Object.defineProperty(font, 'face', { get: parse, enumerable: true }) as LoadedFont;
  });
}

let loaded: LoadedFont[] | null = null;
let fallbacks: LoadedFont[] | null = null;

/** The bundled faces cards are set in (the fallbacks aside). */
export function loadFonts(): LoadedFont[] {
  loaded ??= primaryEntries().map((e) => readFont(e));
  return loaded;
}

/** The fallback faces, in the order they are tried; read on first need (most cards need none). */
export function fallbackFonts(): LoadedFont[] {
  fallbacks ??= fallbackEntries().map((e) => readFont(e));
  return fallbacks;
}

/** The face for a family, weight and style, among the faces of the game being drawn; the nearest weight of that family and style if not exact. */
export function findFont(family: string, weight: number, style: FontStyle): LoadedFont | undefined {
  return activeFontSet().find(family, weight, style);
}

/** Hash of every font file, part of each card's render hash. */
let fontsDigest: string | null = null;

/** Hash of fonts.json and every font file as stored (no parsing: cheap when nothing else needs the fonts). */
export function fontsHash(): string {
  if (!fontsDigest) {
    const h = createHash('sha256');
    h.update(readingFonts('fonts.json', () => readFileSync(path.join(FONTS_DIR, 'fonts.json'))));
    for (const f of fontEntries()) h.update(f.file).update(readingFonts(f.file, () => readFileSync(path.join(FONTS_DIR, f.file))));
    fontsDigest = h.digest('hex');
  }
  return fontsDigest;
}

/**
 * Advance width of `text` in px at `size`, set in `font`; a character the face lacks is measured
 * in the face satori draws it with (another family of the game, or a fallback).
 */
export function measure(font: LoadedFont, text: string, size: number): number {
  if (!text) return 0;
  return activeFontSet().advance(font, text) * size;
}

export function hasGlyph(font: LoadedFont, ch: string): boolean {
  const cp = ch.codePointAt(0)!;
  return font.metrics.hasGlyph(cp);
}
