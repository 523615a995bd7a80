/** A simulation worker: loads the pack, plays its share of the games, reports progress and summaries. */
import { parentPort, workerData } from 'node:worker_threads';
import { loadPackFromDir } from '../../../core/pack.js';
import { buildCatalogue } from '../engine/catalogue.js';
import { simulateRange, type SimOptions } from './run.js';

const { packDir, opts, from, to } = workerData as { packDir: string; opts: SimOptions; from: number; to: number };
const cat = buildCatalogue(await loadPackFromDir(packDir));
const every = Math.max(1, Math.floor((to - from) / 50));
const summaries = simulateRange(cat, opts, from, to, (done) => {
  if (done % every === 0 || done === to - from) parentPort!.postMessage({ done });
});
parentPort!.postMessage({ summaries });
