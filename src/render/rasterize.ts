/**
 * Element → SVG (satori) → PNG (raster.ts). Deterministic: same element, same bytes.
 * satori and resvg are loaded on first use: a build with nothing to render never pays for them.
 */
import type { SatoriElement } from './context.js';
import { toPng } from './raster.js';
import { tidySvg } from './svg-tidy.js';
import { activeFontSet, type FontSet } from './font-set.js';

type Satori = typeof import('satori').default;
let satoriModule: Promise<Satori> | null = null;
/** satori, imported once (the layout thread loads it before it is asked for anything). */
export const loadSatori = () => (satoriModule ??= import('satori').then((m) => m.default));

export interface Rasterized {
  svg: string;
  png: Buffer;
  /** Characters satori could not find in any font (should be none: templates check first). */
  missing: string[];
}

/** `fonts`: the game's font set (its own files, the bundled families, the fallbacks). */
export async function toSvg(element: SatoriElement, width: number, height: number, fonts: FontSet = activeFontSet()): Promise<{ svg: string; missing: string[] }> {
  const missing: string[] = [];
  const satori = await loadSatori();
  const first = fonts.primaries[0];
  const svg = await satori(element as never, {
    width,
    height,
    fonts: fonts.satoriFonts(element),
    // Called for text satori finds in none of its fonts, or takes for an emoji (a character with
    // U+FE0F): record the characters no face of the set has, instead of fetching anything.
    loadAdditionalAsset: async (_code, segment) => {
      for (const ch of segment) if (!fonts.covers(first, ch) && !missing.includes(ch)) missing.push(ch);
      return [];
    },
  });
  return { svg: tidySvg(svg), missing };
}

export async function rasterize(element: SatoriElement, width: number, height: number, dpi?: number): Promise<Rasterized> {
  const { svg, missing } = await toSvg(element, width, height);
  return { svg, png: await toPng(svg, dpi), missing };
}
