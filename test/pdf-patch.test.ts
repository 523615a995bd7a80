/**
 * A document whose images alone changed has their bytes replaced in the file as it was
 * (src/print/pdf-patch.ts): the file must be the one a cold build writes, byte for byte, and
 * anything the splice cannot do exactly (another image size, two cards now showing the same
 * image, a damaged file) is drawn whole instead.
 */
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardSet, type CardSet } from '../src/export/card-set.js';
import type { LoadedPack } from '../src/core/pack.js';
import type { ImageSet } from '../src/render/image-set.js';
import { drawCard } from '../src/print/draw-card.js';
import { createPdf, pdfBytes } from '../src/print/pdf-document.js';
import { replaceImageStreams, type ImageStream } from '../src/print/pdf-patch.js';
import { readOpaquePng } from '../src/print/png-embed.js';
import { DEFAULT_PRINT_OPTIONS, type PrintOptions } from '../src/print/print-options.js';
import { PRINT_CACHE_FILE, printDocuments, printSet } from '../src/print/print-set.js';
import { copiedTo, renderedSubset } from './export-fixture.js';
import { tempDir } from './helpers.js';

async function solidPng(file: string, width: number, height: number, r: number): Promise<string> {
  writeFileSync(file, await sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 40 } } }).png().toBuffer());
  return file;
}

function streamOf(file: string): ImageStream {
  const png = readOpaquePng(readFileSync(file))!;
  return { width: png.width, height: png.height, bits: png.bits, colors: png.colors, data: png.idat };
}

/** A two-page document: a title, then `images` side by side; returns its bytes and each image's PDF object. */
async function twoPages(images: string[]): Promise<{ bytes: Buffer; objects: (number | null)[] }> {
  const doc = createPdf({ title: 'patch', subject: 'patch' });
  doc.addPage({ size: [300, 300] }).font('Alegreya-400-normal').fontSize(12).text('Deux cartes', 20, 20);
  doc.addPage({ size: [300, 300] });
  const objects = images.map((f, i) => drawCard(doc, { png: f, svg: '' }, { x: 20 + i * 100, y: 40, width: 90, height: 120 }));
  return { bytes: await pdfBytes(doc), objects };
}

describe('replaceImageStreams', () => {
  it('gives the bytes pdfkit writes with the new image, and null when it cannot do that exactly', async () => {
    const dir = tempDir('deckwright-patch-');
    const a = await solidPng(path.join(dir, 'a.png'), 40, 60, 10);
    const b = await solidPng(path.join(dir, 'b.png'), 40, 60, 200);
    // A longer stream than b's: every offset after it moves.
    const noisy = path.join(dir, 'noisy.png');
    const raw = Buffer.alloc(40 * 60 * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
    writeFileSync(noisy, await sharp(raw, { raw: { width: 40, height: 60, channels: 3 } }).png().toBuffer());
    const wide = await solidPng(path.join(dir, 'wide.png'), 41, 60, 10);

    const before = await twoPages([a, b]);
    const after = await twoPages([a, noisy]);
    const object = before.objects[1]!;
    expect(after.objects).toEqual(before.objects);
    const patched = replaceImageStreams(before.bytes, new Map([[object, streamOf(noisy)]]));
    expect(patched).not.toBeNull();
    expect(patched!.length).toBeGreaterThan(before.bytes.length);
    expect(patched!.equals(after.bytes)).toBe(true);
    // And back again, shorter.
    expect(replaceImageStreams(after.bytes, new Map([[object, streamOf(b)]]))!.equals(before.bytes)).toBe(true);
    // Nothing to replace: the same bytes.
    expect(replaceImageStreams(before.bytes, new Map())!.equals(before.bytes)).toBe(true);

    // Another size would need another dictionary (and DecodeParms): not a patch.
    expect(replaceImageStreams(before.bytes, new Map([[object, streamOf(wide)]]))).toBeNull();
    // An object that is not an image, one that does not exist, a damaged file.
    expect(replaceImageStreams(before.bytes, new Map([[1, streamOf(b)]]))).toBeNull();
    expect(replaceImageStreams(before.bytes, new Map([[10_000, streamOf(b)]]))).toBeNull();
    expect(replaceImageStreams(before.bytes.subarray(0, before.bytes.length - 10), new Map([[object, streamOf(b)]]))).toBeNull();
  });
});

describe('printSet after a card image changed', () => {
  let pack: LoadedPack;
  let images: ImageSet;
  beforeAll(async () => {
    ({ pack, images } = await renderedSubset());
  }, 60_000);

  const opts: PrintOptions = { ...DEFAULT_PRINT_OPTIONS, layouts: ['sheets', 'fold', 'shop'] };
  const print = (outDir: string, cards: CardSet) => printSet(printDocuments('codex', cards, opts), opts, { outDir, cacheDir: path.join(outDir, '.opaque') });
  const pdfs = (dir: string) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.pdf'))
      .sort();

  const negated = (file: string) => sharp(file).negate({ alpha: false }).png().toBuffer();

  /**
   * Prints the subset from a copy of its images' folder; then applies `edit` to the PNG of each
   * named image (its hash updated) and prints over it, and into an empty folder: the two must
   * match, byte for byte.
   */
  async function rebuild(edits: Record<string, (file: string) => Promise<Buffer>>) {
    const cards = path.join(tempDir(), 'cards');
    cpSync(images.dir, cards, { recursive: true });
    const moved = copiedTo(images, cards);
    const dir = tempDir('deckwright-print-');
    await print(dir, cardSet(pack, moved));
    for (const [key, edit] of Object.entries(edits)) {
      const image = moved.images.find((i) => i.key === key && i.side === 'front')!;
      const bytes = await edit(image.png);
      writeFileSync(image.png, bytes);
      image.sha256 = createHash('sha256').update(bytes).digest('hex');
    }
    const after = cardSet(pack, moved);
    const results = await print(dir, after);
    const cold = tempDir('deckwright-print-');
    await print(cold, after);
    expect(pdfs(dir)).toEqual(pdfs(cold));
    for (const f of pdfs(cold)) expect(readFileSync(path.join(dir, f)).equals(readFileSync(path.join(cold, f))), f).toBe(true);
    expect(readFileSync(path.join(dir, PRINT_CACHE_FILE), 'utf8')).toBe(readFileSync(path.join(cold, PRINT_CACHE_FILE), 'utf8'));
    const written = results.filter((r) => r.written).map((r) => path.relative(dir, r.file));
    return { written: written.sort(), patched: results.filter((r) => r.patched).map((r) => path.relative(dir, r.file)).sort() };
  }

  it('replaces the image in the documents that show the card, and only there: the bytes of a cold build', async () => {
    const r = await rebuild({ 'personnages/obstine': negated });
    expect(r.written).toEqual(['codex-a4-fold.pdf', 'codex-a4.pdf', 'shop/personnages.pdf']);
    expect(r.patched).toEqual(r.written);
  }, 120_000);

  it('draws whole a document where two cards now show the same image (one object for both in a cold build)', async () => {
    const twin = images.images.find((i) => i.key === 'personnages/obstine' && i.side === 'front')!;
    const r = await rebuild({ 'personnages/reveur': async () => readFileSync(twin.png) });
    expect(r.written).toEqual(['codex-a4-fold.pdf', 'codex-a4.pdf', 'shop/personnages.pdf']);
    expect(r.patched).toEqual([]);
  }, 120_000);

  it('draws whole a document whose new image has another pixel size', async () => {
    const r = await rebuild({ 'boss/peintre': (f) => sharp(f).resize({ width: 400, height: 500, fit: 'fill' }).png().toBuffer() });
    expect(r.written).toEqual(['codex-a4-fold.pdf', 'codex-a4.pdf', 'shop/boss.pdf']);
    expect(r.patched).toEqual([]);
  }, 120_000);
});
