import type { Command } from 'commander';
import { hasErrors, sortDiagnostics } from '../../core/diagnostics.js';
import { checkGame } from '../../pipeline/check.js';
import { distDir, resolveGames, UsageError } from '../../pipeline/games.js';
import { info, printDiagnostics, summarize, type Format } from '../output.js';

export function registerCheck(program: Command): void {
  program
    .command('check')
    .description('check cards against their schemas and the game rules; exit 0 clean, 1 errors, 2 could not run')
    .argument('[game...]', 'game names under cards/ or pack folders (default: all)')
    .option('--format <format>', 'text or json', 'text')
    .action(async (games: string[], opts: { format: string }) => {
      if (opts.format !== 'text' && opts.format !== 'json') throw new UsageError(`unknown format '${opts.format}'; use text or json`);
      const all = [];
      for (const game of resolveGames(games)) {
        all.push(...(await checkGame(game, { renderCacheDir: `${distDir(game)}/cards` })).diagnostics);
      }
      const list = sortDiagnostics(all);
      printDiagnostics(list, opts.format as Format);
      if (opts.format === 'text') info(summarize(list));
      process.exitCode = hasErrors(list) ? 1 : 0;
    });
}
