import type { Command } from 'commander';
import { hasErrors, sortDiagnostics } from '../../core/diagnostics.js';
import { buildGame } from '../../pipeline/build.js';
import { resolveGames } from '../../pipeline/games.js';
import { info, printDiagnostics } from '../output.js';

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('check, then render every card (print sheets and TTS export come next)')
    .argument('[game...]', 'game names under cards/ or pack folders (default: all)')
    .option('--force', 'render even when the checker finds errors')
    .action(async (games: string[], opts: { force?: boolean }) => {
      let failed = false;
      for (const game of resolveGames(games)) {
        const r = await buildGame(game, { force: opts.force });
        printDiagnostics(sortDiagnostics(r.diagnostics), 'text');
        if (r.stoppedAfterCheck) info(`${game.name}: stopped before rendering: fix the errors above (or use --force)`);
        failed ||= hasErrors(r.diagnostics);
      }
      process.exitCode = failed ? 1 : 0;
    });
}
