/**
 * A build that redraws a few images (an edited card) draws them in a thread started as soon as
 * the pack is loaded: the thread loads satori and the fonts while this one checks the pack, and
 * the check's drawings are then laid out and rasterised there, warm (about a fifth of a one-card
 * rebuild). More images than that go to the pool as before (pool.ts): its threads are worth
 * starting, and satori warms up on the main thread over the first few.
 *
 * The thread draws what the main thread would, from the same drawing and fonts (same bytes). A
 * drawing it cannot make comes back as an error, and the main thread then makes it itself, so
 * errors read exactly as they do without the thread.
 */
import { Worker } from 'node:worker_threads';
import type { LoadedPack } from '../core/pack.js';
import { workerEntry } from '../core/own-modules.js';
import { sharp } from '../core/sharp.js';
import { jobHash, readCache, renderedCleanly } from './cache.js';
import type { SatoriElement } from './context.js';
import { renderJobs, type RenderJob } from './jobs.js';
import type { LayoutThreadData, LayoutThreadDone, LayoutThreadTask } from './layout-worker.js';
import { MIN_JOBS_FOR_THREADS } from './pool.js';
import type { RasterTask, Written } from './raster-task.js';

export interface LayoutThread {
  /** Lays `element` out and rasterises it there; rejects when the thread could not. */
  draw(element: SatoriElement, width: number, height: number, raster: Omit<RasterTask, 'svg'>): Promise<{ written: Written; missing: string[] }>;
  close(): Promise<void>;
}

/**
 * The thread for the images of `pack` that its render cache in `outDir` does not vouch for, when
 * there are a few (one to MIN_JOBS_FOR_THREADS - 1) in a single font set; null otherwise.
 */
export function warmLayoutThread(pack: LoadedPack, outDir: string): LayoutThread | null {
  const stale: RenderJob[] = [];
  try {
    const cache = readCache(outDir);
    for (const job of renderJobs(pack)) {
      if (renderedCleanly(cache, job, jobHash(job))) continue;
      stale.push(job);
      if (stale.length >= MIN_JOBS_FOR_THREADS) return null;
    }
  } catch {
    // A pack the check will refuse (a template that does not compile): nothing to warm up for.
    return null;
  }
  if (!stale.length) return null;
  const fonts = stale[0].fonts;
  if (stale.some((j) => JSON.stringify(j.fonts) !== JSON.stringify(fonts))) return null;
  return startLayoutThread({ fonts });
}

/** `entry`: the worker's module (the bundle's build of it when running bundled; the tests give each). */
export function startLayoutThread(data: LayoutThreadData, entry: URL = workerEntry('src/render/layout-worker.js')): LayoutThread {
  const thread = new Worker(entry, { workerData: data });
  // sharp's native libraries must be opened by the main thread before a worker opens them (pool.ts).
  // The thread opens them for its first image, which is posted after this: it starts first, so
  // that it loads satori while this thread loads sharp.
  sharp();
  const pending = new Map<number, (d: LayoutThreadDone) => void>();
  let failed: string | null = null;
  let next = 0;
  thread.on('message', (d: LayoutThreadDone) => {
    pending.get(d.id)?.(d);
    pending.delete(d.id);
  });
  // A thread that fails or ends fails what it was asked and everything asked after.
  const stop = (why: string) => {
    failed ??= why;
    for (const [id, settle] of pending) settle({ id, error: why });
    pending.clear();
  };
  thread.on('error', (e: Error) => stop(e.message));
  thread.on('exit', () => stop('the layout thread has stopped'));
  return {
    async draw(element, width, height, raster) {
      if (failed) throw new Error(failed);
      const id = next++;
      const done = await new Promise<LayoutThreadDone>((resolve) => {
        pending.set(id, resolve);
        thread.postMessage({ id, element, width, height, raster } satisfies LayoutThreadTask);
      });
      if (done.error || !done.written) throw new Error(done.error ?? 'the layout thread gave no files');
      return { written: done.written, missing: done.missing ?? [] };
    },
    async close() {
      await thread.terminate();
    },
  };
}
