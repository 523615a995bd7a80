import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Command } from 'commander';
import { hasErrors, sortDiagnostics } from '../../core/diagnostics.js';
import type { BuildOptions } from '../../pipeline/build.js';
import type { GameLocation } from '../../pipeline/games.js';
import { oneOf, url } from '../parse-options.js';
import { info, printDiagnostics } from '../output.js';

/** Builds each game, prints its diagnostics; true when one has errors. */
async function buildAll(games: GameLocation[], opts: BuildOptions): Promise<boolean> {
  const { buildGame } = await import('../../pipeline/build.js');
  let failed = false;
  for (const game of games) {
    const r = await buildGame(game, opts);
    printDiagnostics(sortDiagnostics(r.diagnostics), 'text');
    if (r.stopped === 'check') info(`${game.name}: stopped before rendering: fix the errors above (or use --force)`);
    if (r.stopped === 'blocked') info(`${game.name}: stopped before rendering: no card can be drawn until the errors above are fixed`);
    if (r.stopped === 'render') info(`${game.name}: stopped before the PDF and TTS export: fix the errors above (or use --force)`);
    failed ||= hasErrors(r.diagnostics);
  }
  return failed;
}

/** `--watch`: build, then build again on every save, until interrupted (Ctrl-C). */
async function watchAll(games: GameLocation[], opts: BuildOptions): Promise<never> {
  const { watchGames } = await import('../../pipeline/watch.js');
  await buildAll(games, opts);
  return new Promise<never>(() => {
    const stop = watchGames(games, process.cwd(), {
      async build(changed) {
        const t = performance.now();
        const failed = await buildAll(changed, opts).catch((e: unknown) => {
          // A crash of one rebuild is reported and the watcher goes on: the next save may fix it.
          info(`build failed: ${e instanceof Error ? e.message : String(e)}`);
          return true;
        });
        const ms = Math.round(performance.now() - t);
        info(`${changed.map((g) => g.name).join(', ')}: rebuilt in ${ms} ms${failed ? ', with errors' : ''}; watching for changes (Ctrl-C to stop)`);
      },
      restart(file) {
        stop();
        info(`${path.relative(process.cwd(), file)} changed: compiling and starting again`);
        const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
        child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
      },
      ready() {
        info(`watching ${games.map((g) => g.display).join(', ')} for changes (Ctrl-C to stop)`);
      },
    });
  });
}

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('check, render every card, then make the print PDFs and the Tabletop Simulator export (only what changed)')
    .argument('[game...]', 'game names under cards/ or pack folders (default: all)')
    .option('--paper <paper>', 'paper of the print sheets: a4 or letter', 'a4')
    .option('--base-url <url>', 'where the TTS images will be hosted (default: local file:/// paths)')
    .option('--force', 'go on even when the checker finds errors')
    .option('--watch', 'stay running and build again each time a file of the games or a template is saved')
    .action(async (names: string[], opts: { force?: boolean; paper?: string; baseUrl?: string; watch?: boolean }) => {
      const { resolveGames } = await import('../../pipeline/games.js');
      const paper = oneOf('--paper', opts.paper, ['a4', 'letter'] as const);
      const baseUrl = url('--base-url', opts.baseUrl);
      const games = resolveGames(names);
      const options: BuildOptions = { force: opts.force, print: { paper }, tts: { baseUrl } };
      // An edited card is drawn in a thread that starts now, before the build's modules load.
      if (!opts.watch && games.length) {
        const { startLayoutWorkerEarly } = await import('../../render/early-layout-thread.js');
        const { distDir } = await import('../../pipeline/games.js');
        startLayoutWorkerEarly(path.join(distDir(games[0]), 'cards'), games[0].dir);
      }
      if (opts.watch) await watchAll(games, options);
      process.exitCode = (await buildAll(games, options)) ? 1 : 0;
    });
}
