/** Element → SVG (satori) → PNG (resvg). Deterministic: same element, same bytes. */
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { loadFonts } from './fonts.js';
import type { SatoriElement } from './context.js';
import { tidySvg } from './svg-tidy.js';

let satoriFonts: Parameters<typeof satori>[1]['fonts'] | null = null;

function fontsForSatori() {
  if (!satoriFonts) {
    satoriFonts = loadFonts().map((f) => ({
      name: f.family,
      data: f.data,
      weight: f.weight as 400 | 700,
      style: f.style,
    }));
  }
  return satoriFonts;
}

export interface Rasterized {
  svg: string;
  png: Buffer;
  /** Characters satori could not find in any font (should be none: templates check first). */
  missing: string[];
}

export async function toSvg(element: SatoriElement, width: number, height: number): Promise<{ svg: string; missing: string[] }> {
  const missing: string[] = [];
  const svg = await satori(element as never, {
    width,
    height,
    fonts: fontsForSatori(),
    // Called for characters none of our fonts has: record them instead of fetching anything.
    loadAdditionalAsset: async (_code, segment) => {
      missing.push(segment);
      return [];
    },
  });
  return { svg: tidySvg(svg), missing };
}

export function toPng(svg: string): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}

export async function rasterize(element: SatoriElement, width: number, height: number): Promise<Rasterized> {
  const { svg, missing } = await toSvg(element, width, height);
  return { svg, png: toPng(svg), missing };
}
