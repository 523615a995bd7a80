/**
 * `npm run bench`: rendering speed of the CODEX pack, as medians of several runs, with the
 * ratios measured side by side in the same run (these machines are shared and noisy).
 *
 * - raw, one core: the 82 card fronts drawn, satori'd and resvg'd one after another in a child
 *   process pinned to one core (taskset): the single-core reference of the ratio;
 * - raw, in-process: the same in this process, where V8's own helper threads (garbage
 *   collector, compiler) quietly use the second core: shown for information;
 * - cold: `renderPack` of the same 82 fronts into an empty folder (worker threads, all cores).
 * Whole `deckwright build` runs (cold, one card edited, nothing changed) are in build.bench.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cardGeometry } from '../src/core/manifest.js';
import { installRoot } from '../src/core/paths.js';
import { defaultThreads, renderAll } from '../src/render/pool.js';
import { frontJobs, rawRender } from './raw-render.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'deckwright-bench-'));

const fronts = await frontJobs();
const g = cardGeometry(fronts[0].manifest.card);

/** The single-core reference: a child process pinned to core 0, when taskset is there. */
const pinned = spawnSync('taskset', ['--version']).status === 0;
function rawOneCore(): number {
  const script = path.join(installRoot, 'build', 'bench', 'raw-render.js');
  const args = pinned ? ['taskset', ['-c', '0', process.execPath, script]] : [process.execPath, [script]];
  const r = spawnSync(args[0] as string, args[1] as string[], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`raw render failed: ${r.stderr}`);
  return Number(r.stdout.trim());
}

async function cold(): Promise<number> {
  const out = tmp();
  const t = performance.now();
  await renderAll(fronts, out);
  return performance.now() - t;
}

// Warm the in-process path a little (module loading, font parsing) so "raw" is not penalised.
await rawRender(fronts.slice(0, 3));

const rawsPinned: number[] = [];
const raws: number[] = [];
const colds: number[] = [];
const ratios: number[] = [];
const ratiosInProcess: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const p = rawOneCore();
  const r = await rawRender(fronts);
  const c = await cold();
  rawsPinned.push(p);
  raws.push(r);
  colds.push(c);
  ratios.push(c / p);
  ratiosInProcess.push(c / r);
}

const lines = [
  `deckwright render bench — CODEX, ${fronts.length} card fronts at ${g.fullWidth}×${g.fullHeight} px, ${defaultThreads()} threads, median of ${RUNS} runs`,
  `raw satori+resvg, one core${pinned ? ' (taskset)' : ' (NOT pinned: no taskset)'}  : ${fmt(median(rawsPinned))}  (${(median(rawsPinned) / fronts.length).toFixed(0)} ms/card)`,
  `raw satori+resvg, in-process          : ${fmt(median(raws))}  (${(median(raws) / fronts.length).toFixed(0)} ms/card; V8 helper threads use the 2nd core)`,
  `cold render, satori + resvg workers   : ${fmt(median(colds))}  (${(median(colds) / fronts.length).toFixed(0)} ms/card)`,
  `ratio cold / raw one core (same run)  : ${median(ratios).toFixed(2)}  (goal ≤ 0.60)`,
  `ratio cold / raw in-process           : ${median(ratiosInProcess).toFixed(2)}`,
];
process.stdout.write(`${lines.join('\n')}\n`);
