/**
 * What every exporting command does first: load the pack, check it, and (unless the checker
 * found errors and `force` is off) bring the rendered cards up to date. The exporters then work
 * from dist/<game>/cards/.
 */
import path from 'node:path';
import { hasErrors, summarize, type Diagnostic } from '../core/diagnostics.js';
import { loadPackFromDir, type LoadedPack } from '../core/pack.js';
import { removeStaleTemps } from '../core/stale-temp.js';
import { cardsWithErrors, checkLoadedPack, drawingBlocked } from './check.js';
import { distDir, type GameLocation } from './games.js';
import { info } from './progress.js';
import { renderLoaded } from './render.js';

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
}

export interface PrepareOptions {
  force?: boolean;
  /** Lay the cards out while checking (build does; the export commands rely on the render's own report). */
  layout?: boolean;
  cwd?: string;
  /** Called after a successful check, before rendering (build writes the editor schemas there). */
  beforeRender?: (pack: LoadedPack) => Promise<void>;
}

export async function prepareCards(game: GameLocation, opts: PrepareOptions = {}): Promise<Prepared> {
  const cardsDir = path.join(distDir(game, opts.cwd), 'cards');
  await removeStaleTemps(distDir(game, opts.cwd));
  const pack = await loadPackFromDir(game.dir, game.display);
  const diagnostics = await checkLoadedPack(pack, { layout: opts.layout ?? true, renderCacheDir: cardsDir });
  info(`${game.name}: check: ${summarize(diagnostics)}`);
  const withErrors = cardsWithErrors(diagnostics);
  const base = { pack, cardsDir, rendered: 0, skipped: 0, withErrors };
  if (!pack.manifest || !pack.def || drawingBlocked(pack, diagnostics)) return { ...base, diagnostics, stopped: 'blocked' };
  if (hasErrors(diagnostics) && !opts.force) return { ...base, diagnostics, stopped: 'check' };
  await opts.beforeRender?.(pack);
  // With --force the others go on; a card with errors is never drawn (no silently wrong card).
  const report = await renderLoaded(game, pack, { outDir: cardsDir, skip: withErrors });
  const all = [...diagnostics, ...report.diagnostics];
  return {
    ...base,
    diagnostics: all,
    rendered: report.rendered.length,
    skipped: report.skipped,
    stopped: hasErrors(report.diagnostics) && !opts.force ? 'render' : false,
  };
}
