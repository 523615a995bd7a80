/**
 * `npm run bench` (sweep part): what a balance sweep costs and how it scales, as whole processes
 * (start-up, check, variants, report: what a designer waits for), run alternately so that every
 * configuration sees the same machine, medians of BENCH_RUNS runs (3 by default).
 *
 * - `sweep codex` over four variants of a card with 1 and with 2 threads (goal: 2 threads ≥ 1.7×
 *   one thread's games/s, warm threads kept across the variants' blocks), against the engine
 *   alone in this warm thread (the same games, no events: goal, the whole process ≥ 0.8× it per
 *   thread). 20,000 games a variant by default (BENCH_SWEEP_GAMES): a sweep is 10⁵ games or more,
 *   and smaller runs mostly measure the start-up and the compiler's warm-up;
 * - the same sweep through Redis (BullMQ) with two `deckwright worker` processes of one thread
 *   each on this machine, against the embedded sweep on two threads (goal ≥ 0.85×). It needs
 *   Debian's redis-server (scripts/ensure-redis.js installs it); without one that part is said
 *   to be skipped, with why.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { installRoot } from '../src/core/paths.js';
import { loadPackFromDir } from '../src/core/pack.js';
import { buildCatalogue } from '../src/games/codex/engine/catalogue.js';
import { makeBot } from '../src/games/codex/engine/bots/index.js';
import { playGame } from '../src/games/codex/engine/game.js';
import { gameSetup, type SimOptions } from '../src/games/codex/sim/run.js';
import { startRedis } from '../test/redis-server.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GAMES = Number(process.env.BENCH_SWEEP_GAMES ?? 20000);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cli = path.join(installRoot, 'bin', 'deckwright.js');
const VARIANTS = 4;
const sweepArgs = (seed: number) => ['sweep', 'codex', '--vary', 'creatures.meute-de-rats.pv=1,2,3,4', '--games', String(GAMES), '--seed', String(seed), '--json'];
// The project's games, whatever folder the bench runs from.
const cwd = installRoot;

function sweep(extra: string[], seed = 1): number {
  const t = performance.now();
  const r = spawnSync(process.execPath, [cli, ...sweepArgs(seed), ...extra], { cwd, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`sweep failed: ${r.stderr}`);
  return performance.now() - t;
}

const rate = (ms: number) => (VARIANTS * GAMES) / (ms / 1000);
const f = (x: number) => Math.round(x).toLocaleString('en');
const lines = [`sweep codex, ${VARIANTS} variants × ${GAMES.toLocaleString('en')} heuristic games, whole processes, medians of ${RUNS} runs:`];

// The engine alone: the sweep's games (heuristic bot, 1 to 4 players in turn) in this thread,
// warm, without events, as engine.bench.ts measures it.
const cat = buildCatalogue(await loadPackFromDir(path.join(installRoot, 'cards', 'codex')));
const ENGINE_GAMES = 4000;
const engineAlone = (): number => {
  const opts: SimOptions = { games: ENGINE_GAMES, players: [1, 2, 3, 4], seed: 1, bot: 'heuristic' };
  const t = performance.now();
  for (let i = 0; i < ENGINE_GAMES; i++) {
    const g = gameSetup(cat, opts, i);
    playGame(cat, { seed: g.seed, characters: g.characters, players: g.players, policy: makeBot('heuristic', cat, g.seed) });
  }
  return ENGINE_GAMES / ((performance.now() - t) / 1000);
};
engineAlone(); // warm-up

const one: number[] = [];
const two: number[] = [];
const alone: number[] = [];
for (let i = 0; i < RUNS; i++) {
  alone.push(engineAlone());
  one.push(sweep(['--jobs', '1']));
  two.push(sweep(['--jobs', '2']));
}
const [o, t, a] = [median(one), median(two), median(alone)];
lines.push(
  `  engine alone, this thread ${f(a)} games/s`,
  `  embedded, 1 thread  ${f(rate(o))} games/s (${(o / 1000).toFixed(1)} s): ×${(rate(o) / a).toFixed(2)} the engine alone (goal ≥ 0.8)`,
  `  embedded, 2 threads ${f(rate(t))} games/s (${(t / 1000).toFixed(1)} s): ×${(o / t).toFixed(2)} one thread (goal ≥ 1.7), ×${(rate(t) / 2 / a).toFixed(2)} the engine alone per thread`,
);

// Through Redis: a sweep process and two worker processes started together, timed until the
// sweep has its figures; each run a new seed (a new sweep id: nothing is resumed), the embedded
// two-thread sweep alternated with it.
const redisServer = process.env.DECKWRIGHT_REDIS_SERVER || '/usr/bin/redis-server';
if (!existsSync(redisServer)) lines.push(`  through Redis: skipped, no ${redisServer} (node scripts/ensure-redis.js installs it)`);
else {
  const redis = await startRedis();
  const url = redis.url;
  const queued: number[] = [];
  const embedded: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const seed = 1000 + i;
      embedded.push(sweep(['--jobs', '2'], seed));
      const workers: ChildProcess[] = [0, 1].map(() => spawn(process.execPath, [cli, 'worker', '--queue', url, '--jobs', '1'], { cwd, stdio: 'ignore' }));
      try {
        queued.push(sweep(['--queue', url], seed));
      } finally {
        for (const w of workers) w.kill('SIGTERM');
        await Promise.all(workers.map((w) => new Promise((resolve) => (w.exitCode !== null ? resolve(null) : w.once('exit', resolve)))));
      }
    }
  } finally {
    await redis.dispose();
  }
  const [q, e] = [median(queued), median(embedded)];
  lines.push(`  Redis, 2 worker processes ${f(rate(q))} games/s (${(q / 1000).toFixed(1)} s): ×${(e / q).toFixed(2)} the embedded sweep on 2 threads (goal ≥ 0.85)`);
}
const load = existsSync('/proc/loadavg') ? ` (load average ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]} at the end: above 0 means other work shared the cores)` : '';
lines.push(`  machine: ${availableParallelism()} cores${load}`);
process.stdout.write(`${lines.join('\n')}\n`);
