/**
 * The bundled fonts (fonts/fonts.json): loaded once per process, given to satori, and used
 * by the text layout to measure words and to find characters a font does not have.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { projectRoot } from '../core/paths.js';
import { woffToSfnt } from './woff.js';

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
}

export interface LoadedFont extends FontEntry {
  data: Buffer;
  face: fontkit.Font;
}

export const FONTS_DIR = path.join(projectRoot, 'fonts');

let loaded: LoadedFont[] | null = null;

export function fontEntries(): FontEntry[] {
  return (JSON.parse(readFileSync(path.join(FONTS_DIR, 'fonts.json'), 'utf8')) as { fonts: FontEntry[] }).fonts;
}

export function loadFonts(): LoadedFont[] {
  if (!loaded) {
    loaded = fontEntries().map((e) => {
      const data = woffToSfnt(readFileSync(path.join(FONTS_DIR, e.file)));
      return { ...e, data, face: fontkit.create(data) as fontkit.Font };
    });
  }
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
    h.update(readFileSync(path.join(FONTS_DIR, 'fonts.json')));
    for (const f of fontEntries()) h.update(f.file).update(readFileSync(path.join(FONTS_DIR, f.file)));
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
