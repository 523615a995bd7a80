import type { Command } from 'commander';
import path from 'node:path';
import { formatText } from '../../core/diagnostics.js';
import { plural } from '../../core/plural.js';
import { resolveGames, UsageError } from '../../pipeline/games.js';
import { progress } from '../../pipeline/progress.js';
import { replayFile, simulate } from '../../pipeline/sim.js';
import { info, say } from '../output.js';
import { numberIn } from '../parse-options.js';

/** "2", "1-4" or "2,3" as a list of player counts. */
export function playerCounts(value: string | undefined): number[] | null {
  if (value === undefined) return null;
  const range = /^(\d)\s*-\s*(\d)$/.exec(value);
  const list = range ? Array.from({ length: Number(range[2]) - Number(range[1]) + 1 }, (_, i) => Number(range[1]) + i) : value.split(',').map((s) => Number(s.trim()));
  if (!list.length || list.some((n) => !Number.isInteger(n) || n < 1 || n > 8)) throw new UsageError(`--players must be a count (2), a range (1-4) or a list (2,3), got '${value}'`);
  return list;
}

export function registerSim(program: Command): void {
  program
    .command('sim')
    .description('simulated playtests: play N games with a bot and report what the cards do (HTML report in dist/<game>/reports/, or --json)')
    .argument('<game>', 'a game name under cards/ or a pack folder')
    .option('--games <n>', 'games to play', '1000')
    .option('--players <k>', 'player count: 2, a range 1-4 or a list 2,3 (default: every count the game allows, in turn)')
    .option('--seed <s>', 'seed of the first game (game i uses seed + i)', '1')
    .option('--bot <name>', 'random, heuristic or search', 'heuristic')
    .option('--iterations <n>', 'iterations per decision of the search bot')
    .option('--jobs <n>', 'worker threads (default: one per core)')
    .option('--json', 'print the figures as JSON on stdout instead of writing the HTML report')
    .action(async (gameArg: string, opts: Record<string, string | boolean | undefined>) => {
      const [game] = resolveGames([gameArg]);
      const games = numberIn('--games', opts.games as string, 1, 10_000_000, true)!;
      const bar = progress(`${game.name}: ${opts.bot} bot`);
      const result = await simulate(game, {
        games,
        players: playerCounts(opts.players as string | undefined),
        seed: numberIn('--seed', opts.seed as string, 0, 2 ** 32 - 1, true)!,
        bot: String(opts.bot),
        iterations: numberIn('--iterations', opts.iterations as string | undefined, 1, 100_000, true),
        jobs: numberIn('--jobs', opts.jobs as string | undefined, 1, 256, true),
        json: !!opts.json,
        onProgress: (d, t) => bar.update(d, t),
      });
      bar.end();
      if (!result.ok) {
        process.stdout.write(`${formatText(result.diagnostics)}\n`);
        info(`${game.name}: the cards have errors; fix them (deckwright check ${game.name}) before simulating`);
        process.exitCode = 1;
        return;
      }
      const r = result.report as { winRate: number; ci95: [number, number]; games: number };
      if (opts.json) process.stdout.write(`${JSON.stringify(result.report, null, 2)}\n`);
      else {
        info(`${game.name}: win rate ${(r.winRate * 100).toFixed(1)} % (95 % interval ${(r.ci95[0] * 100).toFixed(1)}–${(r.ci95[1] * 100).toFixed(1)} %) over ${plural(r.games, 'game')}`);
        for (const f of result.files) info(`  → ${path.relative(process.cwd(), f)}`);
      }
    });

  program
    .command('replay')
    .description('tell a recorded game turn by turn (the logs that sim writes beside its report)')
    .argument('<log>', 'a game log (JSON)')
    .option('--game <name>', 'the game to replay it with (default: the pack folder the log records, else its game under cards/)')
    .action(async (file: string, opts: { game?: string }) => {
      const result = await replayFile(file, opts.game);
      if (!result.ok) {
        process.stdout.write(`${formatText(result.diagnostics)}\n`);
        process.exitCode = 1;
        return;
      }
      say(result.text);
      if (result.mismatch) {
        info(`${file}: ${result.mismatch}`);
        process.exitCode = 1;
      }
    });
}
