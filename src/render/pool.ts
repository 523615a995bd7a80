/**
 * Renders jobs on all cores: the main thread draws each card and lays it out with satori
 * (JavaScript, kept warm in one place), and worker threads rasterise the SVGs with resvg and
 * write the files, so satori and resvg run side by side. A single job is done in-process:
 * starting a worker would cost more than it saves.
 */
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { cardGeometry } from '../core/manifest.js';
import { drawJob } from './draw.js';
import type { RenderJob } from './jobs.js';
import { toSvg } from './rasterize.js';
import { renderJobToFiles, type JobResult } from './render-job.js';
import type { RasterDone, RasterTask } from './worker.js';

export interface PoolOptions {
  /** Rasterising threads (default: one per core). */
  threads?: number;
  onDone?: (result: JobResult, done: number, total: number) => void;
}

export function defaultThreads(): number {
  return Math.max(1, os.availableParallelism?.() ?? os.cpus().length);
}

export async function renderAll(jobs: RenderJob[], outDir: string, opts: PoolOptions = {}): Promise<JobResult[]> {
  const threads = Math.min(opts.threads ?? defaultThreads(), jobs.length);
  const results: JobResult[] = new Array(jobs.length);
  let done = 0;
  const finish = (i: number, r: JobResult) => {
    results[i] = r;
    done++;
    opts.onDone?.(r, done, jobs.length);
  };
  if (threads <= 1) {
    for (let i = 0; i < jobs.length; i++) finish(i, await renderJobToFiles(jobs[i], outDir));
    return results;
  }

  const workers = Array.from({ length: threads }, () => new Worker(new URL('./worker.js', import.meta.url)));
  const pending = new Map<number, (d: RasterDone) => void>();
  const load = workers.map(() => 0);
  const owner = new Map<number, number>();
  for (const [w, worker] of workers.entries()) {
    worker.on('message', (d: RasterDone) => {
      load[w]--;
      pending.get(d.id)?.(d);
      pending.delete(d.id);
    });
    // A worker that dies fails its own tasks instead of leaving them waiting forever.
    worker.on('error', (e: Error) => {
      for (const [id, w2] of owner) if (w2 === w) pending.get(id)?.({ id, error: `render worker failed: ${e.message}` });
    });
  }
  try {
    const waits: Promise<void>[] = [];
    for (let i = 0; i < jobs.length; i++) {
      const job = jobs[i];
      let drawn;
      try {
        const { element, problems } = await drawJob(job);
        const g = cardGeometry(job.manifest.card);
        drawn = { problems, dpi: g.dpi, ...(await toSvg(element, g.fullWidth, g.fullHeight)) };
      } catch (e) {
        finish(i, { key: job.key, problems: [], missing: [], error: e instanceof Error ? e.message : String(e) });
        continue;
      }
      // Hand the SVG to the least busy worker and go on with the next card.
      const w = load.indexOf(Math.min(...load));
      load[w]++;
      owner.set(i, w);
      const { problems, missing, svg, dpi } = drawn;
      waits.push(
        new Promise<void>((resolve) => {
          pending.set(i, (d) => {
            finish(i, { key: job.key, problems, missing, ...(d.error ? { error: d.error } : {}) });
            resolve();
          });
          workers[w].postMessage({ id: i, svg, dpi, base: path.join(outDir, job.key) } satisfies RasterTask);
        }),
      );
      // Let finished rasterisations report (progress display) between two cards.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(waits);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}
