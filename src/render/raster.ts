/**
 * SVG → PNG: resvg draws the pixels; an opaque image (every card with a background, that is most
 * of them) is written by sharp as an RGB PNG, and one with transparency by resvg as RGBA.
 *
 * Why not resvg's PNG for every image: for an opaque card it is an RGBA file about twice the size
 * of sharp's RGB one, and slower to make (zlib level 6 without filtering takes some 13 ms on a
 * 815 × 1110 card where resvg's encoder takes 21), and an RGBA card must then be copied opaque
 * again (decoded and encoded once more) before a PDF can embed it as it is. The pixels are the
 * same: only the alpha channel, all 255, is left out.
 *
 * Imported by the rasterising worker threads: it loads nothing of the layout (satori, fonts).
 * sharp must be loaded by the main thread before a worker loads it (see pool.ts).
 * Deterministic: same SVG, same bytes.
 */
import { crc32 } from 'node:zlib';
import type * as ResvgModule from '@resvg/resvg-js';
import { lazyRequire } from '../core/lazy-require.js';
import { sharp } from '../core/sharp.js';

// Both CommonJS packages, required (not imported: Node's ES loader would scan their source for
// its exports first) when the first image is drawn.
const resvg = lazyRequire<typeof ResvgModule>('@resvg/resvg-js');

/**
 * An SVG's pixels: an image with transparency as resvg's PNG, an opaque one as its RGBA pixels,
 * to be written by encodeOpaque (the layout thread hands those to the main thread, which has sharp).
 */
export type Rasterised = { png: Buffer } | { rgba: Uint8Array; width: number; height: number };

/** `scale` rasterises at another resolution than the SVG's own (layout never changes with dpi). */
export function rasterise(svg: string, scale = 1): Rasterised {
  const { Resvg } = resvg();
  const fitTo = scale === 1 ? ({ mode: 'original' } as const) : ({ mode: 'zoom', value: scale } as const);
  const image = new Resvg(svg, { fitTo, font: { loadSystemFonts: false } }).render();
  // resvg's pixels are premultiplied by their alpha: the same as straight ones only where it is 255.
  const pixels = image.pixels;
  return paintsOpaqueFirst(svg, scale) || isOpaque(pixels) ? { rgba: pixels, width: image.width, height: image.height } : { png: image.asPng() };
}

/** An opaque image's RGBA pixels as an RGB PNG (sharp's, the alpha channel left out). */
export function encodeOpaque(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
  return sharp()(rgba, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
}

/** `scale` rasterises at another resolution than the SVG's own (layout never changes with dpi). */
export async function toPng(svg: string, dpi?: number, scale = 1): Promise<Buffer> {
  const r = rasterise(svg, scale);
  const png = 'png' in r ? r.png : await encodeOpaque(r.rgba, r.width, r.height);
  return dpi ? withDpi(png, dpi) : png;
}

/**
 * Whether satori's SVG starts by painting its whole canvas in an opaque colour: a rectangle at
 * 0,0 of the canvas's size, filled with a #rrggbb colour, with no other attribute (no opacity,
 * mask, clip or transform), painted first (after satori's root mask, which paints nothing). What
 * is painted over an opaque backdrop leaves it opaque, so every pixel is: the scan of 3.6 MB of
 * pixels (isOpaque, some 4 ms a card) is not needed. At scale 1 only, where the canvas is the
 * SVG's own size in whole pixels (a zoomed canvas may end in a partly covered row).
 */
export function paintsOpaqueFirst(svg: string, scale: number): boolean {
  if (scale !== 1) return false;
  const m = OPAQUE_START.exec(svg);
  return m !== null && m[1] === m[3] && m[2] === m[4] && m[1] === m[5] && m[2] === m[6];
}

const OPAQUE_START = /^<svg width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)" xmlns="http:\/\/www\.w3\.org\/2000\/svg">(?:<mask id="[\w-]+"><rect x="0" y="0" width="\d+" height="\d+" fill="#fff"\/><\/mask>)?<rect x="0" y="0" width="(\d+)" height="(\d+)" fill="#[0-9a-fA-F]{6}"\/>/;

/** Whether every pixel of RGBA bytes is fully opaque. */
export function isOpaque(rgba: Uint8Array): boolean {
  if (rgba.byteOffset % 4 === 0 && rgba.length % 4 === 0) {
    // A pixel at a time (a quarter of the steps): alpha is the high byte of a little-endian word.
    const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length / 4);
    const alpha = LITTLE_ENDIAN ? 0xff000000 : 0xff;
    for (let i = 0; i < pixels.length; i++) if ((pixels[i] & alpha) >>> 0 !== alpha >>> 0) return false;
    return true;
  }
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

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
