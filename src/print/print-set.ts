/**
 * Writes the print documents of a card set under dist/<game>/print/: the print-and-play sheets,
 * the fold-and-glue sheets, one print-shop PDF per deck, and the documents of each board too large
 * for the paper (board-documents.ts). A document is written again only when
 * something it shows changed (its plan, its images, the fonts, the print code) or its file is not
 * what was written (gone, truncated, replaced), so a build with nothing changed does no PDF work.
 * When only images changed (a card's text edited), their bytes are replaced in the file as it
 * was (pdf-patch.ts): the same file a cold build writes, without drawing a page.
 */
import path from 'node:path';
import { writeFileIfChanged } from '../core/atomic-write.js';
import { stableJson } from '../core/stable-json.js';
import type { CardSet } from '../export/card-set.js';
import { readFile } from 'node:fs/promises';
import { codeHash, fileHashes, hashOf, isIntact, readJsonCache, recordOf, writeRecorded, type FileRecord } from '../export/file-hash.js';
import { replaceImageStreams, type ImageStream } from './pdf-patch.js';
import { readOpaquePng } from './png-embed.js';
import { fontsHash } from '../render/fonts.js';
import { documentDate } from './document-date.js';
import { imageOf, renderedOf, type PrintPlan } from './plan.js';
import { pngHashes } from '../render/image-set.js';
import { planFold } from './plan-fold.js';
import { planSheets } from './plan-sheets.js';
import { planShopDeck } from './plan-shop.js';
import { boardDocuments } from './board-documents.js';
import type { PrintOptions } from './print-options.js';
import { translator } from '../i18n/translate.js';

/** Bump when the documents or this cache's format change in a way the hashed inputs do not show. */
// 4: the text layer's characters repaired outside this folder (render/glyph-code-points.ts): documents written before read wrong.
export const PRINT_VERSION = 4;
export const PRINT_CACHE_FILE = '.print-cache.json';

export interface PrintDocument {
  /** Path relative to the print folder, e.g. "codex-a4.pdf", "shop/objets.pdf" or "boards/codex-board-plateau-a4.pdf". */
  name: string;
  plan: PrintPlan;
  heading: string;
  set: CardSet;
}

export interface PrintedDocument {
  file: string;
  pages: number;
  /** False when the file was already up to date. */
  written: boolean;
  /** True when it was written by replacing the changed images' bytes in the file as it was (pdf-patch.ts), without drawing. */
  patched?: boolean;
  bytes: number;
  ms: number;
}

/** The documents the options ask for, with their plans. `shopSet` holds the 300 dpi images. */
export function printDocuments(game: string, set: CardSet, opts: PrintOptions, shopSet: CardSet = set): PrintDocument[] {
  const docs: PrintDocument[] = [];
  const t = translator(set.manifest.language);
  const variant = (parts: (string | false)[]) => parts.filter(Boolean).join('-');
  if (opts.layouts.includes('sheets')) {
    docs.push({
      name: `${variant([game, opts.paper, opts.orientation === 'landscape' && 'landscape', opts.bleed && 'bleed', opts.duplex === 'short' && 'short-edge', opts.duplex === 'none' && 'backs-last', opts.vector && 'vector'])}.pdf`,
      plan: planSheets(game, set, opts),
      heading: t('heading.sheets', { duplex: opts.duplex }),
      set,
    });
  }
  if (opts.layouts.includes('fold')) {
    docs.push({
      name: `${variant([game, opts.paper, 'fold', opts.orientation === 'portrait' && 'portrait', opts.bleed && 'bleed', opts.vector && 'vector'])}.pdf`,
      plan: planFold(game, set, opts),
      heading: t('heading.fold'),
      set,
    });
  }
  // Boards larger than the paper: in tiles to assemble, and on one page for a print shop.
  docs.push(...boardDocuments(game, set, opts));
  if (opts.layouts.includes('shop')) {
    for (const deck of shopSet.decks) {
      docs.push({ name: `shop/${deck.deck.id}.pdf`, plan: planShopDeck(shopSet, deck), heading: t('heading.shop', { deck: deck.deck.name }), set: shopSet });
    }
  }
  return docs;
}

/**
 * A document as written: the key of what it shows, the key of its layout (all but its images'
 * bytes), its raster images' PDF objects with the content hash of each, and its file's size and hash.
 */
interface PrintEntry extends FileRecord {
  key: string;
  layout?: string;
  images?: [number, string][];
}

function readPrintCache(dir: string): Record<string, PrintEntry> {
  return readJsonCache<{ documents: Record<string, PrintEntry> }>(path.join(dir, PRINT_CACHE_FILE), PRINT_VERSION).documents ?? {};
}

function imagesOf(doc: PrintDocument, vector: boolean): string[] {
  const files = doc.plan.pages.flatMap((p) => (p.kind === 'cards' ? p.cards.map((c) => imageOf(c, new Map())) : []));
  return files.map((i) => (vector ? i.svg : i.png));
}

/**
 * The content hash of every image the documents embed: the image set's for the PNGs (the render
 * knows them), read from the files for the SVGs of vector documents.
 */
async function imageHashes(docs: PrintDocument[], vector: boolean): Promise<Map<string, string>> {
  if (vector) return fileHashes(docs.flatMap((d) => imagesOf(d, true)));
  return pngHashes(docs.flatMap((d) => d.plan.pages.flatMap((p) => (p.kind === 'cards' ? p.cards.map(renderedOf) : []))));
}

/**
 * The document's distinct raster images in the order they are first drawn (each is embedded
 * once, as one PDF object, however often it is drawn), and for each placement the index of its
 * image in that list: two cards that show the same bytes share one object.
 */
function distinctImages(doc: PrintDocument, hashes: Map<string, string>): { images: { png: string; sha256: string }[]; shape: number[] } {
  const index = new Map<string, number>();
  const images: { png: string; sha256: string }[] = [];
  const shape = imagesOf(doc, false).map((png) => {
    const sha256 = hashes.get(png)!;
    let i = index.get(sha256);
    if (i === undefined) {
      index.set(sha256, (i = images.length));
      images.push({ png, sha256 });
    }
    return i;
  });
  return { images, shape };
}

/**
 * What the plan's JSON gives the keys: the image paths relative to the print folder (the same
 * project in another folder gives the same cache, byte for byte), and of each image and card
 * only what the drawing reads. An image's bytes count by their hashes, kept apart (so that a
 * document whose images alone changed can have them replaced); a card's TTS description is
 * never printed.
 */
function keyJson(outDir: string): (value: unknown) => string {
  const relative = new Map<string, string>();
  return (value) =>
    JSON.stringify(value, function (this: unknown, key, v: unknown) {
      if (typeof v === 'string' && path.isAbsolute(v)) {
        let r = relative.get(v);
        if (r === undefined) relative.set(v, (r = path.relative(outDir, v)));
        return r;
      }
      const holder = this && typeof this === 'object' ? this : {};
      if ((key === 'sha256' && 'png' in holder) || (key === 'description' && 'front' in holder)) return undefined;
      return v;
    });
}

/** What the cover and credits pages read from the card set besides the plan: the manifest, the decks' cards, the art. */
function coverData(set: CardSet) {
  return {
    title: set.title,
    manifest: set.manifest,
    decks: set.decks.map((d) => [d.deck.id, d.cards.map((c) => c.name)]),
    components: set.components.map((c) => [c.component.id, c.name, c.count]),
    art: set.art ?? [],
  };
}

export async function printSet(
  docs: PrintDocument[],
  opts: PrintOptions,
  dirs: { outDir: string; cacheDir: string },
  onProgress?: (done: number, total: number) => void,
): Promise<PrintedDocument[]> {
  const cache = readPrintCache(dirs.outDir);
  const hashes = await imageHashes(docs, opts.vector);
  const json = keyJson(dirs.outDir);
  const covers = new Map<CardSet, string>();
  const coverOf = (set: CardSet) => covers.get(set) ?? covers.set(set, json(coverData(set))).get(set)!;
  const common = hashOf(PRINT_VERSION, codeHash('print'), fontsHash(), documentDate().toISOString(), opts.vector);
  const distinct = new Map(docs.map((d) => [d, opts.vector ? { images: [], shape: [] } : distinctImages(d, hashes)]));
  // The layout: everything a document shows but its images' bytes (and which of its cards share one image).
  const layouts = new Map(docs.map((d) => [d, hashOf(common, d.heading, json(d.plan), coverOf(d.set), distinct.get(d)!.shape)]));
  const keyOf = (d: PrintDocument) => hashOf(layouts.get(d), imagesOf(d, opts.vector).map((f) => hashes.get(f)));
  const keys = new Map(docs.map((d) => [d.name, keyOf(d)]));
  const fresh = await Promise.all(docs.map(async (d) => cache[d.name]?.key === keys.get(d.name) && (await isIntact(path.join(dirs.outDir, d.name), cache[d.name]))));
  const todo = docs.filter((_, i) => !fresh[i]);
  if (!todo.length) return docs.map((d) => ({ file: path.join(dirs.outDir, d.name), pages: d.plan.pages.length, written: false, bytes: 0, ms: 0 }));

  // A document whose layout is the one written: its changed images replaced in its file as it was
  // (pdf-patch.ts), once that file is found intact. The others are drawn whole.
  const plans = new Map<PrintDocument, PatchPlan>();
  if (!opts.vector) {
    for (const d of todo) {
      const plan = patchPlan(cache[d.name], layouts.get(d)!, distinct.get(d)!.images);
      if (plan) plans.set(d, plan);
    }
  }
  // sharp loads only when there is a document to write, and an opaque copy is checked (or made)
  // only for the images a document embeds anew.
  const { opaqueCopies } = await import('./opaque-images.js');
  const opaque = new Map<string, string>();
  const needOpaque = async (sources: string[]) => {
    const missing = [...new Set(sources)].filter((s) => !opaque.has(s));
    if (!opts.vector && missing.length) for (const [src, copy] of await opaqueCopies(missing, hashes, dirs.cacheDir)) opaque.set(src, copy);
  };
  // The files to patch are read while the opaque copies are made, and patched side by side (mostly reading and writing).
  const [previous] = await Promise.all([
    Promise.all(todo.map((d) => (plans.has(d) ? intactBytes(path.join(dirs.outDir, d.name), cache[d.name]!) : null))),
    needOpaque(todo.flatMap((d) => plans.get(d)?.changes.map((c) => c.png) ?? imagesOf(d, false))),
  ]);
  const patched = new Map(
    await Promise.all(todo.map(async (d, i) => [d, previous[i] && (await patchDocument(path.join(dirs.outDir, d.name), previous[i], plans.get(d)!, opaque))] as const)),
  );
  const results: PrintedDocument[] = [];
  const totalPages = todo.reduce((n, d) => n + d.plan.pages.length, 0);
  let donePages = 0;
  for (const d of docs) {
    const file = path.join(dirs.outDir, d.name);
    if (!todo.includes(d)) {
      results.push({ file, pages: d.plan.pages.length, written: false, bytes: 0, ms: 0 });
      continue;
    }
    const start = performance.now();
    const patch = patched.get(d);
    let entry: PrintEntry;
    if (patch) {
      entry = { key: keys.get(d.name)!, layout: layouts.get(d), images: plans.get(d)!.images, ...patch };
    } else {
      await needOpaque(opts.vector ? [] : imagesOf(d, false));
      entry = { key: keys.get(d.name)!, layout: layouts.get(d), ...(await drawDocument(d, file, opts, opaque, hashes)) };
    }
    cache[d.name] = entry;
    donePages += d.plan.pages.length;
    onProgress?.(donePages, totalPages);
    results.push({ file, pages: d.plan.pages.length, written: true, patched: Boolean(patch), bytes: entry.size, ms: performance.now() - start });
  }
  await writeFileIfChanged(path.join(dirs.outDir, PRINT_CACHE_FILE), stableJson({ version: PRINT_VERSION, documents: cache }));
  return results;
}

/** A document drawn whole with pdfkit, and written; with its raster images' objects, in the order they were embedded. */
async function drawDocument(d: PrintDocument, file: string, opts: PrintOptions, opaque: Map<string, string>, hashes: Map<string, string>): Promise<FileRecord & { images: [number, string][] }> {
  // pdfkit and svg-to-pdfkit load only when a document is drawn: a build with nothing changed, or
  // with a card's image changed alone, stays quick.
  const [{ drawPlan }, { createPdf, savePdf }] = await Promise.all([import('./draw-plan.js'), import('./pdf-document.js')]);
  const pdf = createPdf({ title: `${d.set.title}: ${d.heading}`, subject: d.heading });
  const images: [number, string][] = [];
  drawPlan(pdf, d.plan, { set: d.set, opaque, vector: opts.vector, heading: d.heading, onEmbed: (object, placed) => images.push([object, hashes.get(renderedOf(placed).png)!]) });
  return { ...(await savePdf(pdf, file)), images };
}

/** The images of a written document that changed since, by their PDF objects, and its images' record once they are replaced. */
interface PatchPlan {
  changes: { object: number; png: string }[];
  images: [number, string][];
}

/**
 * What replacing the changed images of a written document takes, or null when it must be drawn
 * whole: its layout changed, or its images' record does not match the images it shows now.
 */
function patchPlan(entry: PrintEntry | undefined, layout: string, images: { png: string; sha256: string }[]): PatchPlan | null {
  if (!entry?.images || entry.layout !== layout || entry.images.length !== images.length) return null;
  const changes = entry.images.flatMap(([object, sha256], i) => (sha256 === images[i].sha256 ? [] : [{ object, png: images[i].png }]));
  return { changes, images: entry.images.map(([object], i) => [object, images[i].sha256]) };
}

/** The file's bytes when it is still what was written, else null. */
async function intactBytes(file: string, record: FileRecord): Promise<Buffer | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return null;
  }
  const now = recordOf(bytes);
  return now.size === record.size && now.sha256 === record.sha256 ? bytes : null;
}

/** The document with its changed images replaced, written; null when one of them cannot be (then it is drawn whole). */
async function patchDocument(file: string, previous: Buffer, plan: PatchPlan, opaque: Map<string, string>): Promise<FileRecord | null> {
  const streams = new Map<number, ImageStream>();
  for (const c of plan.changes) {
    const png = readOpaquePng(await readFile(opaque.get(c.png)!));
    if (!png) return null;
    streams.set(c.object, { width: png.width, height: png.height, bits: png.bits, colors: png.colors, data: png.idat });
  }
  const bytes = replaceImageStreams(previous, streams);
  return bytes ? writeRecorded(file, bytes) : null;
}
