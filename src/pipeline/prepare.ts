/**
 * What every exporting command does first: load the pack, check it, and (unless the checker
 * found errors and `force` is off) bring the rendered cards up to date, with every image set the
 * requested exports need. The exporters then work from these sets and make no image themselves.
 */
import path from 'node:path';
import { hasErrors, summarize, type Diagnostic } from '../core/diagnostics.js';
import { imageSizeProblem } from '../core/limits.js';
import { loadPackFromDir, type LoadedPack } from '../core/pack.js';
import { removeStaleTemps } from '../core/stale-temp.js';
import { SHOP_DPI } from '../print/print-options.js';
import type { ImageSet } from '../render/image-set.js';
import { cardsWithErrors, checkLoadedPack, drawingBlocked } from './check.js';
import { distDir, type GameLocation } from './games.js';
import { info } from './progress.js';
import { renderLoaded } from './render.js';

/** The print shop's images: a set at its resolution, or why it cannot be made. */
export type ShopImages = { images: ImageSet } | { tooLarge: string };

export interface Prepared {
  pack: LoadedPack;
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
  /** Make the images of the print shop's documents too (at 300 dpi, in their own folder when the pack's dpi is another). */
  shop?: boolean;
  /** Called after a successful check, before rendering (build writes the editor schemas there). */
  beforeRender?: (pack: LoadedPack) => Promise<void>;
}

export async function prepareCards(game: GameLocation, opts: PrepareOptions = {}): Promise<Prepared> {
  const dist = distDir(game, opts.cwd);
  const cardsDir = path.join(dist, 'cards');
  await removeStaleTemps(dist);
  const pack = await loadPackFromDir(game.dir, game.display);
  const diagnostics = await checkLoadedPack(pack, { layout: opts.layout ?? true, renderCacheDir: cardsDir });
  info(`${game.name}: check: ${summarize(diagnostics)}`);
  const withErrors = cardsWithErrors(diagnostics);
  const base = { pack, cardsDir, rendered: 0, skipped: 0, withErrors, images: { dir: path.resolve(cardsDir), dpi: pack.manifest?.card.dpi ?? 0, images: [] } };
  if (!pack.manifest || !pack.def || drawingBlocked(pack, diagnostics)) return { ...base, diagnostics, stopped: 'blocked' };
  if (hasErrors(diagnostics) && !opts.force) return { ...base, diagnostics, stopped: 'check' };
  await opts.beforeRender?.(pack);
  // With --force the others go on; a card with errors is never drawn (no silently wrong card).
  const report = await renderLoaded(game, pack, { outDir: cardsDir, skip: withErrors });
  const stopped = hasErrors(report.diagnostics) && !opts.force ? 'render' : false;
  const prepared: Prepared = {
    ...base,
    diagnostics: [...diagnostics, ...report.diagnostics],
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
  const card = pack.manifest!.card;
  if (card.dpi === SHOP_DPI) return { images: prepared.images };
  const tooLarge = imageSizeProblem(card, SHOP_DPI, true);
  if (tooLarge) return { tooLarge };
  const report = await renderLoaded(game, pack, { outDir: path.join(dist, `cards-${SHOP_DPI}dpi`), dpi: SHOP_DPI, skip: prepared.withErrors });
  return { images: report.images };
}
