/** A simulation worker: plays its share of the games with the catalogue it is given, reports progress and summaries. */
import { parentPort, workerData } from 'node:worker_threads';
import type { Catalogue } from '../engine/catalogue.js';
import { simulateRange, type SimOptions } from './run.js';

const { cat, opts, from, to } = workerData as { cat: Catalogue; opts: SimOptions; from: number; to: number };
const every = Math.max(1, Math.floor((to - from) / 50));
const summaries = simulateRange(cat, opts, from, to, (done) => {
  if (done % every === 0 || done === to - from) parentPort!.postMessage({ done });
});
parentPort!.postMessage({ summaries });
