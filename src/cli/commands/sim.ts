import type { Command } from 'commander';
import path from 'node:path';
import { formatText } from '../../core/diagnostics.js';
import { plural } from '../../core/plural.js';
import { progress } from '../../pipeline/progress.js';
import { info, say } from '../output.js';
import { numberIn } from '../parse-options.js';
import { UsageError } from '../../core/usage-error.js';

/** "2", "1-4" or "2,3" as a list of player counts. */
export function playerCounts(value: string | undefined): number[] | null {
  if (value === undefined) return null;
  const range = /^(\d)\s*-\s*(\d)$/.exec(value);
  const list = range ? Array.from({ length: Number(range[2]) - Number(range[1]) + 1 }, (_, i) => Number(range[1]) + i) : value.split(',').map((s) => Number(s.trim()));
  if (!list.length || list.some((n) => !Number.isInteger(n) || n < 1 || n > 8)) throw new UsageError(`--players must be a count (2), a range (1-4) or a list (2,3), got '${value}'`);
  return list;
}

/** The options `sim` shares between one game and a comparison, checked. */
function settings(opts: Record<string, string | boolean | undefined>) {
  return {
    games: numberIn('--games', opts.games as string, 1, 10_000_000, true)!,
    players: playerCounts(opts.players as string | undefined),
    seed: numberIn('--seed', opts.seed as string, 0, 2 ** 32 - 1, true)!,
    bot: String(opts.bot),
    iterations: numberIn('--iterations', opts.iterations as string | undefined, 1, 100_000, true),
    jobs: numberIn('--jobs', opts.jobs as string | undefined, 1, 256, true),
    json: !!opts.json,
  };
}

/** `sim a b …`: each pack played with the same seeds, one comparison report (or its JSON on stdout). */
async function compare(gameArgs: string[], opts: Record<string, string | boolean | undefined>): Promise<void> {
  const { resolveGames } = await import('../../pipeline/games.js');
  const { simulateCompare } = await import('../../pipeline/sim-compare.js');
  const games = resolveGames(gameArgs);
  const result = await simulateCompare(games, { ...settings(opts), progress });
  if (!result.ok) {
    process.stdout.write(`${formatText(result.diagnostics)}\n`);
    info(`${result.game.name}: the cards have errors; fix them (deckwright check ${result.game.display}) before simulating`);
    process.exitCode = 1;
    return;
  }
  const c = result.comparison;
  if (opts.json) {
    process.stdout.write(`${JSON.stringify(c, null, 2)}\n`);
    return;
  }
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const pts = (x: number) => `${x > 0 ? '+' : ''}${(x * 100).toFixed(1)}`;
  c.runs.forEach((run, i) => {
    const r = c.winRate.runs[i];
    const d = i > 0 ? c.winRate.differences[i - 1] : null;
    const rate = r ? `win rate ${pct(r.rate)} (95 % interval ${pct(r.ci95[0])}–${pct(r.ci95[1])})` : 'no games';
    const diff = d ? `; ${pts(d.estimate)} pts against ${c.runs[0].label} (95 % interval ${pts(d.ci95[0])} to ${pts(d.ci95[1])} pts)` : '';
    info(`${run.label}: ${rate}${diff}`);
  });
  info(`over ${plural(c.games, 'game')} each, same seeds; comparison report:`);
  for (const f of result.files) info(`  → ${path.relative(process.cwd(), f)}`);
}

export function registerSim(program: Command): void {
  program
    .command('sim')
    .description(
      'simulated playtests: play N games with a bot and report what the cards do (HTML report in dist/<game>/reports/, or --json); with two games or more, play each with the same seeds and compare them (dist/compare-<game>-<game>/)',
    )
    .argument('<game...>', 'a game name under cards/ or a pack folder; more than one to compare them (differences against the first)')
    .option('--games <n>', 'games to play', '1000')
    .option('--players <k>', 'player count: 2, a range 1-4 or a list 2,3 (default: every count the game allows, in turn)')
    .option('--seed <s>', 'seed of the first game (game i uses seed + i)', '1')
    .option('--bot <name>', 'random, heuristic or search', 'heuristic')
    .option('--iterations <n>', 'iterations per decision of the search bot')
    .option('--jobs <n>', 'worker threads (default: one per core)')
    .option('--json', 'print the figures as JSON on stdout instead of writing the HTML report')
    .option('--map <name>', 'a map to play on, once per map, to compare them (board games; default: the game\'s first map)', (v: string, all: string[]) => [...all, v], [] as string[])
    .option('--deck <list>', 'a deck list to play, once per deck (games whose players build their own decks; default: the game\'s ready-made decks)', (v: string, all: string[]) => [...all, v], [] as string[])
    .action(async (gameArgs: string[], opts: Record<string, string | boolean | undefined> & { deck?: string[]; map?: string[] }) => {
      const { resolveGames } = await import('../../pipeline/games.js');
      const { simulate } = await import('../../pipeline/sim.js');
      if (gameArgs.length > 1) {
        if (opts.deck?.length) throw new UsageError('--deck plays decks of one game against each other: give one game');
        if (opts.map?.length) throw new UsageError('--map compares maps of one game: give one game');
        return compare(gameArgs, opts as Record<string, string | boolean | undefined>);
      }
      const [game] = resolveGames(gameArgs);
      const bar = progress(`${game.name}: ${opts.bot} bot`);
      const result = await simulate(game, { ...settings(opts as Record<string, string | boolean | undefined>), deckFiles: opts.deck ?? [], ...(opts.map?.length ? { maps: opts.map } : {}), onProgress: (d, t) => bar.update(d, t) });
      bar.end();
      if (!result.ok) {
        process.stdout.write(`${formatText(result.diagnostics)}\n`);
        info(`${game.name}: the cards have errors; fix them (deckwright check ${game.name}) before simulating`);
        process.exitCode = 1;
        return;
      }
      // Games played against each other name their sides (decks, or the god and the adventurers).
      const r = result.report as { winRate: number; ci95: [number, number]; games: number; decks?: { name: string; winRate: number; ci95: [number, number] }[]; sides?: { name: string; winRate: number; ci95: [number, number] }[] };
      const rate = (x: { winRate: number; ci95: [number, number] }) => `win rate ${(x.winRate * 100).toFixed(1)} % (95 % interval ${(x.ci95[0] * 100).toFixed(1)}–${(x.ci95[1] * 100).toFixed(1)} %)`;
      if (opts.json) process.stdout.write(`${JSON.stringify(result.report, null, 2)}\n`);
      else {
        const sides = r.decks ?? r.sides;
        if (sides) for (const d of sides) info(`${game.name}: ${d.name}: ${rate(d)} over ${plural(r.games, 'game')}`);
        else info(`${game.name}: ${rate(r)} over ${plural(r.games, 'game')}`);
        for (const f of result.files) info(`  → ${path.relative(process.cwd(), f)}`);
      }
    });

  program
    .command('replay')
    .description('tell a recorded game turn by turn (the logs that sim writes beside its report)')
    .argument('<log>', 'a game log (JSON)')
    .option('--game <name>', 'the game to replay it with (default: the pack folder the log records, else its game under cards/)')
    .action(async (file: string, opts: { game?: string }) => {
      const { replayFile } = await import('../../pipeline/sim.js');
      const result = await replayFile(file, opts.game);
      if (!result.ok) {
        process.stdout.write(`${formatText(result.diagnostics)}\n`);
        if (result.advice) info(result.advice);
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
