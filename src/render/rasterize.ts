/**
 * Element → SVG (satori) → PNG (resvg). Deterministic: same element, same bytes.
 * satori and resvg are loaded on first use: a build with nothing to render never pays for them.
 */
import { crc32 } from 'node:zlib';
import type { SatoriElement } from './context.js';
import { tidySvg } from './svg-tidy.js';
import { activeFontSet, type FontSet } from './font-set.js';

type Satori = typeof import('satori').default;
let satoriModule: Promise<Satori> | null = null;
let resvgModule: Promise<typeof import('@resvg/resvg-js')> | null = null;
const loadSatori = () => (satoriModule ??= import('satori').then((m) => m.default));
const loadResvg = () => (resvgModule ??= import('@resvg/resvg-js'));

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

/** `scale` rasterises at another resolution than the SVG's own (layout never changes with dpi). */
export async function toPng(svg: string, dpi?: number, scale = 1): Promise<Buffer> {
  const { Resvg } = await loadResvg();
  const fitTo = scale === 1 ? ({ mode: 'original' } as const) : ({ mode: 'zoom', value: scale } as const);
  const png = new Resvg(svg, { fitTo, font: { loadSystemFonts: false } }).render().asPng();
  return dpi ? withDpi(png, dpi) : png;
}

/**
 * Adds a pHYs chunk (pixels per metre) after IHDR, so that print tools and shops place a
 * 300 dpi card at its real size instead of assuming 72 or 96 dpi.
 */
export function withDpi(png: Buffer, dpi: number): Buffer {
  const ppm = Math.round(dpi / 0.0254);
  const data = Buffer.alloc(9);
  data.writeUInt32BE(ppm, 0);
  data.writeUInt32BE(ppm, 4);
  data[8] = 1; // unit: metre
  const type = Buffer.from('pHYs', 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length);
  const ihdrEnd = 8 + 8 + 13 + 4; // signature, IHDR length+type, IHDR data, CRC
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)]);
}

export async function rasterize(element: SatoriElement, width: number, height: number, dpi?: number): Promise<Rasterized> {
  const { svg, missing } = await toSvg(element, width, height);
  return { svg, png: await toPng(svg, dpi), missing };
}
