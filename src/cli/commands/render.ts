import type { Command } from 'commander';
import { hasErrors } from '../../core/diagnostics.js';
import { info, printDiagnostics } from '../output.js';
import { UsageError } from '../../core/usage-error.js';

export function registerRender(program: Command): void {
  program
    .command('render')
    .description('render each card to SVG and PNG under dist/<game>/cards/ (only changed cards are re-rendered)')
    .argument('[game...]', 'game names under cards/ or pack folders (default: all)')
    .option('--only <ids>', 'comma-separated card or deck ids to render')
    .option('--dpi <n>', 'resolution in dots per inch, written to dist/<game>/cards-<n>dpi/ (default: the manifest\'s, to cards/)')
    .option('--force', 'render even the cards that have not changed')
    .action(async (games: string[], opts: { only?: string; dpi?: string; force?: boolean }) => {
      const { distDir, resolveGames } = await import('../../pipeline/games.js');
      const { renderGame } = await import('../../pipeline/render.js');
      const dpi = opts.dpi === undefined ? undefined : Number(opts.dpi);
      if (dpi !== undefined && (!Number.isInteger(dpi) || dpi < 72 || dpi > 1200)) {
        throw new UsageError(`--dpi must be a whole number from 72 to 1200, got '${opts.dpi}'`);
      }
      const only = opts.only ? opts.only.split(',').map((s) => s.trim()).filter(Boolean) : undefined;
      let failed = false;
      for (const game of resolveGames(games)) {
        // Another resolution goes to its own folder, so the print-ready images in cards/ stay as they are.
        const outDir = `${distDir(game)}/${dpi ? `cards-${dpi}dpi` : 'cards'}`;
        const r = await renderGame(game, { outDir, only, dpi, force: opts.force });
        printDiagnostics(r.diagnostics, 'text');
        failed ||= hasErrors(r.diagnostics);
      }
      process.exitCode = failed ? 1 : 0;
      if (failed) info('some cards could not be rendered; see the messages above');
    });
}
