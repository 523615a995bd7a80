/**
 * Writes the print documents of a card set under dist/<game>/print/: the print-and-play sheets,
 * the fold-and-glue sheets, one print-shop PDF per deck, and the documents of each board too large
 * for the paper (board-documents.ts). A document is written again only when
 * something it shows changed (its plan, its images, the fonts, the print code) or its file is not
 * what was written (gone, truncated, replaced), so a build with nothing changed does no PDF work.
 */
import path from 'node:path';
import { writeFileIfChanged } from '../core/atomic-write.js';
import { stableJson } from '../core/stable-json.js';
import type { CardSet } from '../export/card-set.js';
import { codeHash, fileHashes, hashOf, isIntact, readJsonCache, type FileRecord } from '../export/file-hash.js';
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
export const PRINT_VERSION = 2;
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

/** A document as written: the key of what it shows, and its file's size and hash. */
interface PrintEntry extends FileRecord {
  key: string;
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

export async function printSet(
  docs: PrintDocument[],
  opts: PrintOptions,
  dirs: { outDir: string; cacheDir: string },
  onProgress?: (done: number, total: number) => void,
): Promise<PrintedDocument[]> {
  const cache = readPrintCache(dirs.outDir);
  const hashes = await imageHashes(docs, opts.vector);
  // The plan's image paths count relative to the print folder: the same project in another
  // folder gives the same cache, byte for byte (the images count by their content hashes).
  const planText = (d: PrintDocument) => JSON.stringify(d.plan, (_, v: unknown) => (typeof v === 'string' && path.isAbsolute(v) ? path.relative(dirs.outDir, v) : v));
  const keyOf = (d: PrintDocument) =>
    hashOf(
      hashOf(PRINT_VERSION, codeHash('print')),
      fontsHash(),
      documentDate().toISOString(),
      opts.vector,
      d.heading,
      planText(d),
      imagesOf(d, opts.vector).map((f) => hashes.get(f)),
      // The credits page names the game's own art (a game without any keeps the keys it had).
      ...(d.set.art?.length ? [d.set.art] : []),
    );
  const keys = new Map(docs.map((d) => [d.name, keyOf(d)]));
  const fresh = await Promise.all(docs.map(async (d) => cache[d.name]?.key === keys.get(d.name) && (await isIntact(path.join(dirs.outDir, d.name), cache[d.name]))));
  const todo = docs.filter((_, i) => !fresh[i]);
  if (!todo.length) return docs.map((d) => ({ file: path.join(dirs.outDir, d.name), pages: d.plan.pages.length, written: false, bytes: 0, ms: 0 }));
  // pdfkit, svg-to-pdfkit and sharp load only when there is a document to write: a build with
  // nothing changed stays quick.
  const [{ drawPlan }, { createPdf, savePdf }, { opaqueCopies }] = await Promise.all([
    import('./draw-plan.js'),
    import('./pdf-document.js'),
    import('./opaque-images.js'),
  ]);
  const opaque = opts.vector ? new Map<string, string>() : await opaqueCopies(todo.flatMap((d) => imagesOf(d, false)), hashes, dirs.cacheDir);
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
    const pdf = createPdf({ title: `${d.set.title}: ${d.heading}`, subject: d.heading });
    drawPlan(pdf, d.plan, { set: d.set, opaque, vector: opts.vector, heading: d.heading });
    const written = await savePdf(pdf, file);
    cache[d.name] = { key: keys.get(d.name)!, ...written };
    donePages += d.plan.pages.length;
    onProgress?.(donePages, totalPages);
    results.push({ file, pages: d.plan.pages.length, written: true, bytes: written.size, ms: performance.now() - start });
  }
  await writeFileIfChanged(path.join(dirs.outDir, PRINT_CACHE_FILE), stableJson({ version: PRINT_VERSION, documents: cache }));
  return results;
}
