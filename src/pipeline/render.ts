/** `render`: load a pack and render its cards, with a progress display. */
import { sortDiagnostics, type Diagnostic } from '../core/diagnostics.js';
import { loadPackFromDir, type LoadedPack } from '../core/pack.js';
import { renderPack, type RenderOptions, type RenderReport } from '../render/render-pack.js';
import { info, progress } from './progress.js';
import type { GameLocation } from './games.js';
import { writeCredits } from './credits.js';
import path from 'node:path';

export interface GameRender extends RenderReport {
  pack: LoadedPack;
}

export async function renderLoaded(game: GameLocation, pack: LoadedPack, opts: RenderOptions): Promise<RenderReport> {
  const bar = progress(`${game.name}: rendering`);
  const report = await renderPack(pack, { ...opts, onProgress: (d, t) => bar.update(d, t) });
  // The icons' licence (CC BY 3.0) asks for credit wherever they are used.
  await writeCredits(path.dirname(path.resolve(opts.outDir)), pack.manifest?.title ?? game.name);
  if (report.rendered.length) bar.end();
  info(`${game.name}: ${report.rendered.length} image(s) rendered, ${report.skipped} unchanged → ${report.outDir}`);
  return report;
}

/** Render without checking first; load problems that stop cards from rendering are reported. */
export async function renderGame(game: GameLocation, opts: RenderOptions): Promise<GameRender> {
  const pack = await loadPackFromDir(game.dir, game.display);
  const loadProblems: Diagnostic[] = pack.problems.filter((d) => d.severity === 'error');
  if (!pack.manifest || !pack.def) return { pack, total: 0, rendered: [], skipped: 0, diagnostics: loadProblems, outDir: opts.outDir };
  const report = await renderLoaded(game, pack, opts);
  const diagnostics = sortDiagnostics([...loadProblems, ...report.diagnostics]);
  return { ...report, pack, diagnostics };
}
