/**
 * `npm run bench` (engine part, last): why two simulation threads are not twice as fast as one.
 * Each worker plays the same share of heuristic CODEX games twice: a cold pass (V8 still
 * compiling and recompiling the engine) and a warm one. The warm passes of two workers side by
 * side show what the engine itself does on two cores; the cold passes show what the warm-up
 * costs when no core is left idle for the compiler.
 */
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { loadPackFromDir } from '../src/core/pack.js';
import { installRoot } from '../src/core/paths.js';
import { buildCatalogue } from '../src/games/codex/engine/catalogue.js';
import type { SimOptions } from '../src/games/codex/sim/run.js';

const GAMES = Number(process.env.BENCH_WARMUP_GAMES ?? 2000);
const cat = buildCatalogue(await loadPackFromDir(path.join(installRoot, 'cards', 'codex')));
const runModule = new URL('../src/games/codex/sim/run.js', import.meta.url).href;
// The worker: two passes over its share, timed apart (a different seed each, so no game repeats).
const code = `const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { simulateRange } = await import(${JSON.stringify(runModule)});
  const { cat, opts, n } = workerData;
  const a = performance.now();
  simulateRange(cat, opts, 0, n);
  const b = performance.now();
  simulateRange(cat, { ...opts, seed: opts.seed + 1000000 }, 0, n);
  parentPort.postMessage({ cold: b - a, warm: performance.now() - b });
})();`;
const opts: SimOptions = { games: GAMES, players: [1, 2, 3, 4], seed: 1, bot: 'heuristic' };
const worker = () =>
  new Promise<{ cold: number; warm: number }>((resolve, reject) => {
    const w = new Worker(code, { eval: true, workerData: { cat, opts, n: GAMES } });
    w.on('message', resolve);
    w.on('error', reject);
  });

const one = await worker();
const two = await Promise.all([worker(), worker()]);
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const slowest = (k: 'cold' | 'warm') => Math.max(...two.map((r) => r[k]));
process.stdout.write(
  [
    `simulation warm-up, ${GAMES} heuristic games a worker, cold pass then warm pass:`,
    `  one worker               cold ${s(one.cold)}  warm ${s(one.warm)}`,
    `  two workers side by side cold ${s(slowest('cold'))}  warm ${s(slowest('warm'))}  (the slower of the two)`,
    `  two workers / one: cold ×${(slowest('cold') / one.cold).toFixed(2)}, warm ×${(slowest('warm') / one.warm).toFixed(2)} (1.00 = the two run as fast side by side as one alone)`,
  ].join('\n') + '\n',
);
