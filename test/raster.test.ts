/**
 * Rasterising: an opaque card is written as an RGB PNG (what a PDF embeds as it is, so no opaque
 * copy is made for the print documents), an image with transparency as RGBA (its copy made); and
 * a worker holds the pixels of one image at a time, however many are sent to it.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { opaqueCopies } from '../src/print/opaque-images.js';
import { rasterisers, rasteriserThreadsStarted } from '../src/render/pool.js';
import { isOpaque, paintsOpaqueFirst, toPng, withDpi } from '../src/render/raster.js';
import { renderedSubset } from './export-fixture.js';
import { tempDir } from './helpers.js';

const svg = (fill: string, size = 40) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${fill}"/><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="#2d4f6e"/></svg>`;
/** The colour type of a PNG (2: RGB, 6: RGBA), from its IHDR. */
const colourType = (png: Buffer) => png[25];

describe('card images', () => {
  it('writes an opaque image as an RGB PNG with the same pixels as resvg draws', async () => {
    const png = await toPng(svg('#f3ead6'), 300);
    expect(colourType(png)).toBe(2);
    const drawn = PNG.sync.read(new Resvg(svg('#f3ead6'), { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng());
    expect(Buffer.compare(PNG.sync.read(png).data, drawn.data)).toBe(0);
    // Still placed at its real size by print tools: 300 dpi in pixels per metre.
    expect(png.indexOf('pHYs')).toBeGreaterThan(0);
    expect(await toPng(svg('#f3ead6'), 300)).toEqual(png);
  });

  it('keeps transparency: an image with it is resvg’s RGBA PNG, as before', async () => {
    const png = await toPng(svg('none'), 300);
    expect(colourType(png)).toBe(6);
    expect(png).toEqual(withDpi(new Resvg(svg('none'), { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng(), 300));
  });

  it('embeds an opaque card as it is and copies only an image with transparency onto white', async () => {
    const dir = tempDir('deckwright-raster-');
    const opaque = path.join(dir, 'opaque.png');
    const clear = path.join(dir, 'clear.png');
    writeFileSync(opaque, await toPng(svg('#f3ead6'), 300));
    writeFileSync(clear, await toPng(svg('none'), 300));
    const cache = path.join(dir, 'cache');
    const copies = await opaqueCopies([opaque, clear], new Map([[opaque, 'a'.repeat(64)], [clear, 'b'.repeat(64)]]), cache);
    expect(copies.get(opaque)).toBe(opaque);
    expect(copies.get(clear)).not.toBe(clear);
    expect(colourType(readFileSync(copies.get(clear)!))).toBe(2);
    expect(readdirSync(cache).filter((f) => f.endsWith('.png'))).toEqual([`${'b'.repeat(24)}.png`]);
  });
});

describe('rasterising workers', () => {
  it('hold the pixels of one image at a time: 40 large images sent at once do not pile up', async () => {
    // 2000 × 2000 px: 16 MB of pixels each, 640 MB if a worker kept them all.
    const dir = tempDir('deckwright-raster-');
    const pool = await rasterisers(1);
    let peak = 0;
    const base = process.memoryUsage().rss;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss - base)), 10);
    try {
      const written = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          pool.run({ svg: svg(`#${(0x100000 + i * 997).toString(16)}`, 2000), dpi: 300, scale: 1, files: { png: path.join(dir, `${i}.png`), svg: path.join(dir, `${i}.svg`) } }),
        ),
      );
      expect(written.map((w) => [w.width, w.height])).toEqual(Array(40).fill([2000, 2000]));
      expect(existsSync(path.join(dir, '39.png'))).toBe(true);
    } finally {
      clearInterval(timer);
      await pool.close();
    }
    expect(peak / 2 ** 20).toBeLessThan(250);
  }, 120_000);
});

describe('rasterising threads', () => {
  it('are kept for the next render of the process: it starts none, and they draw as before', async () => {
    const dir = tempDir('deckwright-raster-');
    const draw = async (name: string) => {
      const pool = await rasterisers(1);
      try {
        return await pool.run({ svg: svg('#2a6f97', 200), dpi: 300, scale: 1, files: { png: path.join(dir, `${name}.png`), svg: path.join(dir, `${name}.svg`) } });
      } finally {
        await pool.close();
      }
    };
    const first = await draw('first');
    const started = rasteriserThreadsStarted();
    const second = await draw('second');
    expect(rasteriserThreadsStarted()).toBe(started);
    expect([second.width, second.height]).toEqual([first.width, first.height]);
    expect(readFileSync(path.join(dir, 'second.png')).equals(readFileSync(path.join(dir, 'first.png')))).toBe(true);
  });
});

describe('an SVG that paints its whole canvas opaque first', () => {
  it("is known opaque without scanning its pixels, and the pixels agree, on satori's CODEX cards", async () => {
    const { images } = await renderedSubset();
    let known = 0;
    for (const image of images.images) {
      const text = readFileSync(image.svg, 'utf8');
      if (!paintsOpaqueFirst(text, 1)) continue;
      known++;
      const pixels = new Resvg(text, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().pixels;
      expect(isOpaque(pixels), image.key).toBe(true);
    }
    // Every card of the subset has a background: each is known opaque from its first lines.
    expect(known).toBe(images.images.length);
  }, 120_000);

  it('is not taken for opaque when its first paint could leave a pixel transparent', () => {
    const start = (rect: string, size = 'width="40" height="40" viewBox="0 0 40 40"') =>
      `<svg ${size} xmlns="http://www.w3.org/2000/svg"><mask id="satori_om-id"><rect x="0" y="0" width="40" height="40" fill="#fff"/></mask>${rect}<circle cx="20" cy="20" r="9" fill="#2d4f6e"/></svg>`;
    const opaque = start('<rect x="0" y="0" width="40" height="40" fill="#f3ead6"/>');
    expect(paintsOpaqueFirst(opaque, 1)).toBe(true);
    // Zoomed, the canvas may end in a partly covered row: the pixels decide.
    expect(paintsOpaqueFirst(opaque, 1.5)).toBe(false);
    for (const other of [
      start('<rect x="0" y="0" width="40" height="40" fill="#f3ead680"/>'),
      start('<rect x="0" y="0" width="40" height="40" fill="#f3ead6" opacity="0.5"/>'),
      start('<rect x="0" y="0" width="40" height="40" fill="#f3ead6" mask="url(#satori_om-id)"/>'),
      start('<rect x="0" y="0" width="40" height="39" fill="#f3ead6"/>'),
      start('<rect x="1" y="0" width="40" height="40" fill="#f3ead6"/>'),
      start('<rect x="0" y="0" width="40" height="40" fill="transparent"/>'),
      start('<rect x="0" y="0" width="40" height="40" fill="#f3ead6"/>', 'width="40" height="40" viewBox="0 0 80 80"'),
      start('<rect x="0" y="0" width="40" height="40" fill="#f3ead6"/>', 'width="41" height="40" viewBox="0 0 41 40"'),
      `<svg width="40" height="40" viewBox="0 0 40 40" xmlns="http://www.w3.org/2000/svg"><defs><rect x="0" y="0" width="40" height="40" fill="#f3ead6"/></defs></svg>`,
    ]) {
      expect(paintsOpaqueFirst(other, 1), other).toBe(false);
    }
  });
});
