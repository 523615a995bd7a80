/** `render`: load a pack and render its cards, with a progress display. */
import { sortDiagnostics, type Diagnostic } from '../core/diagnostics.js';
import { loadPackFromDir, type LoadedPack } from '../core/pack.js';
import { removeStaleTemps } from '../core/stale-temp.js';
import { renderPack, type RenderOptions, type RenderReport } from '../render/render-pack.js';
import { info, progress } from './progress.js';
import { UsageError, type GameLocation } from './games.js';
import { imageSizeProblem } from '../core/limits.js';
import { CARD_FORMAT, formatsOf } from '../core/formats.js';
import { cardsWithErrors, checkLoadedPack, drawingBlocked } from './check.js';
import { writeCredits } from './credits.js';
import { packArt } from '../core/art-credits.js';
import path from 'node:path';

export interface GameRender extends RenderReport {
  pack: LoadedPack;
}

export async function renderLoaded(game: GameLocation, pack: LoadedPack, opts: RenderOptions): Promise<RenderReport> {
  const bar = progress(`${game.name}: rendering`);
  // The icons' licence (CC BY 3.0) asks for credit wherever they are used; so do most of the game's
  // own fonts' and art's. Written while the images are (a thread may be drawing them).
  const [report] = await Promise.all([
    renderPack(pack, { ...opts, onProgress: (d, t) => bar.update(d, t) }),
    writeCredits(path.dirname(path.resolve(opts.outDir)), pack.manifest?.title ?? game.name, pack.manifest?.language ?? 'en', pack.manifest?.fonts.files, packArt(pack)),
  ]);
  if (report.rendered.length) bar.end();
  info(`${game.name}: ${report.rendered.length} image(s) rendered, ${report.skipped} unchanged → ${report.outDir}`);
  return report;
}

/**
 * Render the cards that have no errors, reporting the errors of the others: never a silently
 * wrong card (an unknown symbol drawn as a placeholder, say). Layout problems come from the
 * render itself, so the rules run without the layout pass.
 */
export async function renderGame(game: GameLocation, opts: RenderOptions): Promise<GameRender> {
  // The output folder is dist/<game>/cards (or cards-<n>dpi): look through all of dist/<game>/.
  await removeStaleTemps(path.dirname(path.resolve(opts.outDir)));
  const pack = await loadPackFromDir(game.dir, game.display);
  const errors: Diagnostic[] = (await checkLoadedPack(pack, { layout: false })).filter((d) => d.severity === 'error');
  if (!pack.manifest || !pack.def || drawingBlocked(pack, errors)) {
    return { pack, total: 0, rendered: [], skipped: 0, diagnostics: errors, outDir: opts.outDir, images: { dir: path.resolve(opts.outDir), dpi: opts.dpi ?? 0, images: [] } };
  }
  // The manifest's own resolution is checked by core/limits; another one is checked here, for
  // every format (a board's image is the largest), before any image is allocated.
  for (const f of opts.dpi ? formatsOf(pack.manifest) : []) {
    const tooLarge = f.name === CARD_FORMAT ? imageSizeProblem(f, opts.dpi) : imageSizeProblem(f, opts.dpi, false, `an image of format '${f.name}'`);
    if (tooLarge) throw new UsageError(`${game.name}: --dpi ${opts.dpi}: ${tooLarge}`);
  }
  const report = await renderLoaded(game, pack, { ...opts, skip: cardsWithErrors(pack, errors) });
  const diagnostics = sortDiagnostics([...errors, ...report.diagnostics]);
  return { ...report, pack, diagnostics };
}
