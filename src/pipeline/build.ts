/**
 * `build`: the designer's one command. For each game: check, then (unless the checker found
 * errors and `force` is off) write the editor schemas and render the cards. Print sheets and
 * the Tabletop Simulator export join here as they are built.
 */
import path from 'node:path';
import { hasErrors, summarize, type Diagnostic } from '../core/diagnostics.js';
import { info } from './progress.js';
import { checkLoadedPack } from './check.js';
import { distDir, type GameLocation } from './games.js';
import { loadPackFromDir } from '../core/pack.js';
import { renderLoaded } from './render.js';
import { writeSchemas } from './schema.js';

export interface BuildResult {
  game: string;
  diagnostics: Diagnostic[];
  rendered: number;
  skipped: number;
  stoppedAfterCheck: boolean;
}

export async function buildGame(game: GameLocation, opts: { force?: boolean; cwd?: string } = {}): Promise<BuildResult> {
  const out = distDir(game, opts.cwd);
  const pack = await loadPackFromDir(game.dir, game.display);
  const cardsDir = path.join(out, 'cards');
  const diagnostics = await checkLoadedPack(pack, { renderCacheDir: cardsDir });
  info(`${game.name}: check: ${summarize(diagnostics)}`);
  if (!pack.manifest || !pack.def || (hasErrors(diagnostics) && !opts.force)) {
    return { game: game.name, diagnostics, rendered: 0, skipped: 0, stoppedAfterCheck: true };
  }
  await writeSchemas(pack.def, pack.manifest, path.join(out, 'schemas'));
  const report = await renderLoaded(game, pack, { outDir: cardsDir });
  return {
    game: game.name,
    diagnostics: [...diagnostics, ...report.diagnostics],
    rendered: report.rendered.length,
    skipped: report.skipped,
    stoppedAfterCheck: false,
  };
}
