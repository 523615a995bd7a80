/**
 * The tests' PDF reader (test/pdf-reader.ts) hands pdf.js its files with the images' Flate filter
 * taken away, so that their pixels are never inflated: what it reads back must be what pdf.js
 * reads from the file as it is, for every kind of image a deckwright PDF may hold, and only the
 * images' filters may change.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawCard } from '../src/print/draw-card.js';
import { createPdf, pdfBytes } from '../src/print/pdf-document.js';
import { tempDir } from './helpers.js';
import { readPdf, readPdfData, withoutImageFilters } from './pdf-reader.js';

/** Pixels that do not compress to nothing, so that a decoded image and an undecoded one differ. */
function noise(width: number, height: number, channels: 1 | 3 | 4): Buffer {
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  return pixels;
}

const image = (width: number, height: number, channels: 1 | 3 | 4) => sharp(noise(width, height, channels), { raw: { width, height, channels } });

/**
 * Two pages: a card as deckwright draws it (its own PNG embedding, with a predictor) on both
 * pages, once turned 180° and clipped; pdfkit's own embeddings of a PNG with alpha (an image and
 * its soft mask), a grey PNG and a JPEG; a dashed line, a filled box and words.
 */
async function sample(): Promise<{ file: string; bytes: Buffer }> {
  const dir = tempDir();
  const card = path.join(dir, 'card.png');
  writeFileSync(card, await image(83, 111, 3).png().toBuffer());
  const alpha = await image(40, 30, 4).png().toBuffer();
  const grey = await image(25, 50, 1).png().toBuffer();
  const jpeg = await image(60, 20, 3).jpeg().toBuffer();
  const doc = createPdf({ title: 'lecture', subject: 'lecture' });
  doc.addPage({ size: [400, 400] }).font('Alegreya-400-normal').fontSize(12).text('Deux pages', 20, 20);
  drawCard(doc, { png: card, svg: '' }, { x: 20, y: 40, width: 83, height: 111 });
  doc.save().rect(150, 40, 60, 80).clip().rotate(180, { origin: [190, 95] });
  drawCard(doc, { png: card, svg: '' }, { x: 150, y: 40, width: 83, height: 111 });
  doc.restore();
  doc.moveTo(20, 300).lineTo(380, 300).dash(4, { space: 2 }).stroke().undash();
  doc.rect(20, 320, 50, 10).fill('#333333');
  doc.addPage({ size: [400, 400] });
  drawCard(doc, { png: card, svg: '' }, { x: 20, y: 40, width: 83, height: 111 });
  doc.image(alpha, 150, 40, { width: 40 });
  doc.image(grey, 200, 40, { width: 25 });
  doc.image(jpeg, 250, 40, { width: 60 });
  const bytes = await pdfBytes(doc);
  const file = path.join(dir, 'lecture.pdf');
  writeFileSync(file, bytes);
  return { file, bytes };
}

describe('the tests PDF reader', () => {
  it('reads from a file whose images are not inflated what pdf.js reads from the file as it is', async () => {
    const { file, bytes } = await sample();
    const light = withoutImageFilters(bytes);
    // Only the Flate images' filters turned into spaces: the card's, the PNG with alpha and its
    // soft mask, the grey PNG (the JPEG and the pages' own compressed streams are kept).
    const original = Buffer.from(bytes).toString('latin1');
    const kept = Buffer.from(light).toString('latin1');
    let blanked = 0;
    const expected = original.replace(/\/Filter \/FlateDecode/g, (filter, at: number) => {
      if (!kept.startsWith(' '.repeat(filter.length), at)) return filter;
      blanked++;
      return ' '.repeat(filter.length);
    });
    expect(kept).toBe(expected);
    expect(blanked).toBe(4);
    expect(kept).toContain('/Filter /FlateDecode');
    expect(kept).toContain('/Filter /DCTDecode');

    const asItIs = await readPdfData(new Uint8Array(bytes), { text: true });
    expect(await readPdfData(light, { text: true })).toEqual(asItIs);
    expect(await readPdf(file, { text: true })).toEqual(asItIs);

    const [first, second] = asItIs;
    expect(first.images.map((i) => [i.pixelWidth, i.pixelHeight, i.rotated, !!i.clip])).toEqual([
      [83, 111, false, false],
      [83, 111, true, true],
    ]);
    expect(second.images.map((i) => [i.pixelWidth, i.pixelHeight])).toEqual([
      [83, 111],
      [40, 30],
      [25, 50],
      [60, 20],
    ]);
    // The card is one object, drawn on both pages.
    expect(new Set([...first.images, second.images[0]].map((i) => i.id)).size).toBe(1);
    expect(first.lines.some((l) => l.dashed)).toBe(true);
    expect(first.fills).toContainEqual({ x: 20, y: 320, width: 50, height: 10 });
    expect(first.text).toContain('Deux pages');
  });

  it('gives each caller pages of its own when it reads a file again', async () => {
    const { file } = await sample();
    const once = await readPdf(file);
    once[0].images.length = 0;
    once[0].width = 1;
    const again = await readPdf(file);
    expect(again[0].images).toHaveLength(2);
    expect(again[0].width).toBe(400);
  });

  it("leaves the test process's built-ins as they were: pdf.js runs in a thread of its own", async () => {
    // pdfjs-dist's Node build replaces Array.prototype.push, JSON.stringify and JSON.parse with
    // slower core-js versions in the realm that loads it; in this process, every test after it
    // would run on them.
    const builtIns = () => [Array.prototype.push, JSON.stringify, JSON.parse, Function.prototype.toString];
    const before = builtIns();
    const { file } = await sample();
    expect(await readPdf(file, { text: true })).toHaveLength(2);
    expect(builtIns()).toEqual(before);
    expect(String(Array.prototype.push)).toContain('[native code]');
  });
});
