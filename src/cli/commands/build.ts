import type { Command } from 'commander';
import { hasErrors, sortDiagnostics } from '../../core/diagnostics.js';
import { buildGame } from '../../pipeline/build.js';
import { resolveGames } from '../../pipeline/games.js';
import { oneOf, url } from '../parse-options.js';
import { info, printDiagnostics } from '../output.js';

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('check, render every card, then make the print PDFs and the Tabletop Simulator export (only what changed)')
    .argument('[game...]', 'game names under cards/ or pack folders (default: all)')
    .option('--paper <paper>', 'paper of the print sheets: a4 or letter', 'a4')
    .option('--base-url <url>', 'where the TTS images will be hosted (default: local file:/// paths)')
    .option('--force', 'go on even when the checker finds errors')
    .action(async (games: string[], opts: { force?: boolean; paper?: string; baseUrl?: string }) => {
      const paper = oneOf('--paper', opts.paper, ['a4', 'letter'] as const);
      const baseUrl = url('--base-url', opts.baseUrl);
      let failed = false;
      for (const game of resolveGames(games)) {
        const r = await buildGame(game, { force: opts.force, print: { paper }, tts: { baseUrl } });
        printDiagnostics(sortDiagnostics(r.diagnostics), 'text');
        if (r.stopped === 'check') info(`${game.name}: stopped before rendering: fix the errors above (or use --force)`);
        if (r.stopped === 'blocked') info(`${game.name}: stopped before rendering: no card can be drawn until the errors above are fixed`);
        if (r.stopped === 'render') info(`${game.name}: stopped before the PDF and TTS export: fix the errors above (or use --force)`);
        failed ||= hasErrors(r.diagnostics);
      }
      process.exitCode = failed ? 1 : 0;
    });
}
