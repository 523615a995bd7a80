/**
 * The bundled fonts (fonts/fonts.json, see core/font-catalog.ts): loaded once per process, given
 * to satori, and used by the text layout to measure words and to find characters a font does not have.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { FONTS_DIR, fontEntries, readingFonts, type FontEntry, type FontStyle } from '../core/font-catalog.js';
import { woffToSfnt } from './woff.js';
import { withLiningFigures } from './figures.js';

export interface LoadedFont extends FontEntry {
  data: Buffer;
  face: fontkit.Font;
}

let loaded: LoadedFont[] | null = null;

/** Reads and parses a font, so that a damaged file is found here rather than while a card is drawn. */
export function readFont(e: FontEntry, dir = FONTS_DIR): LoadedFont {
  return readingFonts(e.file, () => {
    // Digits as lining figures: satori applies no OpenType feature (see figures.ts).
    const data = withLiningFigures(woffToSfnt(readFileSync(path.join(dir, e.file))));
    const face = fontkit.create(data) as fontkit.Font;
    if (!face || typeof face.unitsPerEm !== 'number' || !face.layout('Ag').advanceWidth) throw new Error('not a usable font');
    return { ...e, data, face };
  });
}

export function loadFonts(): LoadedFont[] {
  loaded ??= fontEntries().map((e) => readFont(e));
  return loaded;
}

/** The face for a family, weight and style; the nearest weight of that family and style if not exact. */
export function findFont(family: string, weight: number, style: FontStyle): LoadedFont | undefined {
  const same = loadFonts().filter((f) => f.family === family && f.style === style);
  const pool = same.length ? same : loadFonts().filter((f) => f.family === family);
  return [...pool].sort((a, b) => Math.abs(a.weight - weight) - Math.abs(b.weight - weight))[0];
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

// Advance widths at 1 px, per face and text: text is laid out many times at several sizes
// while fitting, and shaping a word with fontkit is the slow part.
const advances = new Map<LoadedFont, Map<string, number>>();

/** Advance width of `text` in px at `size`. */
export function measure(font: LoadedFont, text: string, size: number): number {
  if (!text) return 0;
  let perFace = advances.get(font);
  if (!perFace) {
    perFace = new Map();
    advances.set(font, perFace);
  }
  let unit = perFace.get(text);
  if (unit === undefined) {
    unit = font.face.layout(text).advanceWidth / font.face.unitsPerEm;
    perFace.set(text, unit);
  }
  return unit * size;
}

export function hasGlyph(font: LoadedFont, ch: string): boolean {
  const cp = ch.codePointAt(0)!;
  return font.face.hasGlyphForCodePoint(cp);
}
