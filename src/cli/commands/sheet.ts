import type { Command } from 'commander';
import { info, printDiagnostics, summarize } from '../output.js';

export function registerSheet(program: Command): void {
  program
    .command('sheet')
    .description("fill a game's sheets from a data file (Cardstle: a party file, one character sheet each); exit 0 written, 1 errors in the file, 2 could not run")
    .argument('<game>', 'a game name under cards/ or a pack folder')
    .argument('<file>', 'the data file to fill the sheets from, e.g. a party (groupe) file')
    .option('--out <dir>', 'where the PDFs go (default: dist/<game>/sheets/)')
    .action(async (gameArg: string, file: string, opts: { out?: string }) => {
      const { fillSheets } = await import('../../pipeline/sheet.js');
      const { resolveGames } = await import('../../pipeline/games.js');
      const [game] = resolveGames([gameArg]);
      const result = await fillSheets(game, file, { outDir: opts.out });
      printDiagnostics(result.diagnostics, 'text');
      if (!result.ok) {
        info(`${summarize(result.diagnostics)}; nothing written`);
        process.exitCode = 1;
        return;
      }
      for (const f of result.files) info(`wrote ${f}`);
      process.exitCode = 0;
    });
}
