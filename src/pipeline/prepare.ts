/**
 * What every exporting command does first: load the pack, check it, and (unless the checker
 * found errors and `force` is off) bring the rendered cards up to date, with every image set the
 * requested exports need. The exporters then work from these sets and make no image themselves.
 */
import path from 'node:path';
import { hasErrors, sortDiagnostics, summarize, type Diagnostic } from '../core/diagnostics.js';
import { imageSizeProblem } from '../core/limits.js';
import { loadPackFromDir, type LoadedPack } from '../core/pack.js';
import { removeStaleTemps } from '../core/stale-temp.js';
import { SHOP_DPI } from '../print/print-options.js';
import type { ImageSet } from '../render/image-set.js';
import { CARD_FORMAT, formatsOf } from '../core/formats.js';
import type { PathSegment } from '../core/yaml-source.js';
import { cardsWithErrors, checkLoadedPack, drawingBlocked } from './check.js';
import { shippedDeckLists, type ShippedList } from './deck-lists.js';
import { distDir, type GameLocation } from './games.js';
import { info } from './progress.js';
import { renderLoaded } from './render.js';
import { saveFaceMetrics } from '../render/face-metrics.js';
import { fewStaleImages, layoutThreadFor, type LayoutThread } from '../render/layout-thread.js';

/** The print shop's images: a set at its resolution, or why it cannot be made and where the manifest says so. */
export type ShopImages = { images: ImageSet } | { tooLarge: string; at: PathSegment[] };

export interface Prepared {
  pack: LoadedPack;
  /** The pack's ready-made deck lists that check clean (printed and exported each on its own). */
  deckLists: ShippedList[];
  diagnostics: Diagnostic[];
  /** dist/<game>/cards/ */
  cardsDir: string;
  /** Cards that have errors: not rendered, and left out of every export (with --force). */
  withErrors: Set<string>;
  /**
   * Where errors stopped the work: before rendering ('check'; 'blocked' when no card can be drawn
   * at all, which --force cannot change), before exporting ('render'), or not at all.
   */
  stopped: 'check' | 'blocked' | 'render' | false;
  rendered: number;
  skipped: number;
  /** The images of dist/<game>/cards/ that the render stands behind (empty when it was stopped before). */
  images: ImageSet;
  /** The print shop's images, when asked for (`shop`): `images` itself when the pack's dpi is theirs. */
  shop?: ShopImages;
}

export interface PrepareOptions {
  force?: boolean;
  /** Lay the cards out while checking (build does; the export commands rely on the render's own report). */
  layout?: boolean;
  cwd?: string;
  /**
   * Make the images of the print shop's documents too (at 300 dpi, in their own folder when the
   * pack's dpi is another). 'only': they are all that is asked for (`pdf --layout shop`), so an
   * image too large for them stops the work before anything is drawn.
   */
  shop?: boolean | 'only';
  /** Called after a successful check, before rendering (build writes the editor schemas there). */
  beforeRender?: (pack: LoadedPack) => Promise<void>;
}

export async function prepareCards(game: GameLocation, opts: PrepareOptions = {}): Promise<Prepared> {
  const dist = distDir(game, opts.cwd);
  const cardsDir = path.join(dist, 'cards');
  await removeStaleTemps(dist);
  // A game built before most likely has a few images to redraw (an edited card), or none: a
  // thread warms up to draw them while the pack is read and checked (layout-thread.ts).
  let layoutThread = layoutThreadFor(cardsDir, game.dir);
  try {
    const pack = await loadPackFromDir(game.dir, game.display);
    const stale = layoutThread && pack.manifest && pack.def ? fewStaleImages(pack, cardsDir) : null;
    if (stale) {
      // Drawn there while this thread checks the pack; written only if the check lets the render run.
      layoutThread!.useFonts(stale[0].fonts);
      // Posted before the checker's rules run (they hold this thread: the templates could not run until they end).
      await Promise.all(stale.map((job) => layoutThread!.prefetch(job)));
    }
    else if (layoutThread) {
      await layoutThread.close();
      layoutThread = null;
    }
    return await checkAndRender(game, pack, cardsDir, dist, opts, layoutThread);
  } finally {
    await layoutThread?.close();
  }
}

async function checkAndRender(game: GameLocation, pack: LoadedPack, cardsDir: string, dist: string, opts: PrepareOptions, layoutThread: LayoutThread | null): Promise<Prepared> {
  const lists = await shippedDeckLists(game, pack);
  const diagnostics = sortDiagnostics([...(await checkLoadedPack(pack, { layout: opts.layout ?? true, renderCacheDir: cardsDir, keepMemos: true })), ...lists.diagnostics]);
  info(`${game.name}: check: ${summarize(diagnostics)}`);
  const withErrors = cardsWithErrors(pack, diagnostics);
  const base = { pack, deckLists: lists.lists, cardsDir, rendered: 0, skipped: 0, withErrors, images: { dir: path.resolve(cardsDir), dpi: pack.manifest?.card.dpi ?? 0, images: [] } };
  if (!pack.manifest || !pack.def || drawingBlocked(pack, diagnostics)) return { ...base, diagnostics, stopped: 'blocked' };
  if (hasErrors(diagnostics) && !opts.force) return { ...base, diagnostics, stopped: 'check' };
  if (opts.shop === 'only') {
    // The print shop's documents alone were asked for: if their images would be too large, say so
    // before drawing anything (at the pack's own dpi, a large card takes long to draw for nothing).
    const tooLarge = shopSizeProblem(pack.manifest);
    if (tooLarge) return { ...base, diagnostics, stopped: false, shop: tooLarge };
  }
  await opts.beforeRender?.(pack);
  // With --force the others go on; a card with errors is never drawn (no silently wrong card).
  const report = await renderLoaded(game, pack, { outDir: cardsDir, skip: withErrors, layoutThread });
  // What the render asked of the faces beyond the check's questions (the fallbacks a card needs).
  saveFaceMetrics();
  const stopped = hasErrors(report.diagnostics) && !opts.force ? 'render' : false;
  const prepared: Prepared = {
    ...base,
    // A warning of the layout pass (an image with few pixels) is found again by the render: said once.
    diagnostics: [...diagnostics, ...report.diagnostics.filter((d) => !diagnostics.some((c) => c.file === d.file && c.line === d.line && c.column === d.column && c.rule === d.rule && c.message === d.message))],
    rendered: report.rendered.length,
    skipped: report.skipped,
    stopped,
    images: report.images,
  };
  if (opts.shop && !stopped) prepared.shop = await shopImages(game, pack, prepared, dist);
  return prepared;
}

/**
 * Print shops want 300 dpi: a pack designed at another resolution gets a second set, rasterised
 * from the same drawings (no template runs again) into dist/<game>/cards-300dpi/.
 */
async function shopImages(game: GameLocation, pack: LoadedPack, prepared: Prepared, dist: string): Promise<ShopImages> {
  const manifest = pack.manifest!;
  if (manifest.card.dpi === SHOP_DPI) return { images: prepared.images };
  const tooLarge = shopSizeProblem(manifest);
  if (tooLarge) return tooLarge;
  // Only the decks: print shops get one document per deck, nothing else.
  const decks = manifest.decks.map((d) => d.id);
  const report = await renderLoaded(game, pack, { outDir: path.join(dist, `cards-${SHOP_DPI}dpi`), dpi: SHOP_DPI, only: decks, skip: prepared.withErrors });
  return { images: report.images };
}

/**
 * Why the print shop's images cannot be made, and where the manifest says so: an image of a format
 * a deck is drawn in that would be too large at 300 dpi. Null when they can (or when the pack's own
 * images are at 300 dpi: those are the print shop's).
 */
function shopSizeProblem(manifest: NonNullable<LoadedPack['manifest']>): { tooLarge: string; at: PathSegment[] } | null {
  if (manifest.card.dpi === SHOP_DPI) return null;
  // Every format a deck is drawn in, checked before any image is allocated.
  const used = formatsOf(manifest).filter((f) => manifest.decks.some((d) => (d.format ?? CARD_FORMAT) === f.name));
  for (const f of used) {
    const tooLarge = f.name === CARD_FORMAT ? imageSizeProblem(f, SHOP_DPI, true) : imageSizeProblem(f, SHOP_DPI, true, `an image of format '${f.name}'`);
    if (tooLarge) return { tooLarge, at: f.name === CARD_FORMAT ? ['card'] : ['formats', f.name] };
  }
  return null;
}
