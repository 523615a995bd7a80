import type { Command } from 'commander';
import { formatText } from '../../core/diagnostics.js';
import { info } from '../output.js';

export function registerOdds(program: Command): void {
  program
    .command('odds')
    .description("the exact odds of a game's dice and draws, as fractions and percentages (packs whose engine offers them)")
    .argument('<game>', 'a game name under cards/ or a pack folder')
    .option('--json', 'print them as JSON ({ fraction: "7/36", percent: 19.44 } for each probability)')
    .action(async (gameArg: string, opts: { json?: boolean }) => {
      const { oddsJson, oddsText } = await import('../../engine/odds/report.js');
      const { oddsOf } = await import('../../pipeline/odds.js');
      const { resolveGames } = await import('../../pipeline/games.js');
      const [game] = resolveGames([gameArg]);
      const result = await oddsOf(game);
      if (!result.ok) {
        process.stdout.write(`${formatText(result.diagnostics)}\n`);
        info(`${game.name}: the cards have errors; fix them (deckwright check ${game.name}) first`);
        process.exitCode = 1;
        return;
      }
      process.stdout.write(opts.json ? `${JSON.stringify(oddsJson(result.report), null, 2)}\n` : oddsText(result.report, result.language));
    });
}
