/**
 * Renders jobs on all cores: the main thread draws each card and lays it out with satori
 * (JavaScript, kept warm in one place), and worker threads (one per other core) rasterise the
 * SVGs with resvg and write the files, so satori and resvg run side by side. A single job is done in-process:
 * starting a worker would cost more than it saves.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderJob } from './jobs.js';
import { sharp } from '../core/sharp.js';
import { errorMessage, writeRaster, type RasterTask, type Written } from './raster-task.js';
import type { LayoutThread } from './layout-thread.js';
import { layoutJob, type JobResult } from './render-job.js';
import type { WorkerDone, WorkerTask } from './worker.js';

export interface PoolOptions {
  /**
   * Threads rendering (default: one per core): this one lays the cards out with satori, which
   * keeps a core busy, and the others (worker threads) rasterise. 1: all in this thread.
   */
  threads?: number;
  onDone?: (result: JobResult, done: number, total: number) => void;
  /** A thread warmed up to draw the few images of this render (layout-thread.ts), when there is one. */
  layoutThread?: LayoutThread | null;
}

export function defaultThreads(): number {
  return Math.max(1, os.availableParallelism?.() ?? os.cpus().length);
}

/**
 * Images a worker holds at once: the one it rasterises and the next, already posted so that it
 * never waits for the main thread. The others wait here as SVG text (a few hundred kB each), not
 * as pixels in a worker (3.6 MB, twice, for a 300 dpi card) nor as tasks a worker would start
 * side by side.
 */
const IN_FLIGHT = 2;

/**
 * Rasterising threads this process started and no render uses now, kept for the next render:
 * a thread loads resvg and sharp before its first image (some 300 ms), which a process that
 * renders again and again (the preview, `build --watch`) paid at every render. Kept threads are
 * unreferenced: they never keep the process alive. At most one per core.
 */
const idle: Worker[] = [];

let started = 0;
/** How many rasterising threads this process has started (for the tests). */
export const rasteriserThreadsStarted = (): number => started;

function takeThread(): Worker {
  const kept = idle.pop();
  if (kept) {
    kept.ref();
    return kept;
  }
  const thread = new Worker(new URL('./worker.js', import.meta.url));
  started++;
  // A kept thread that fails (out of memory) while no render listens must not bring the process
  // down with an unhandled 'error': it ends, and is not handed out again.
  thread.on('error', () => {});
  thread.once('exit', () => {
    const at = idle.indexOf(thread);
    if (at >= 0) idle.splice(at, 1);
  });
  return thread;
}

/** `thread` kept for the next render, or ended when enough are kept. */
async function keepThread(thread: Worker): Promise<void> {
  if (idle.length >= defaultThreads()) return void (await thread.terminate());
  thread.unref();
  idle.push(thread);
}

/** Rasterisers: worker threads, or the main thread itself when none is left alive (exported for the tests). */
export async function rasterisers(count: number): Promise<{ run(task: RasterTask): Promise<Written>; close(): Promise<void> }> {
  // sharp's native libraries must be opened by the main thread before a worker opens them, or
  // they are unloaded when that worker ends while others still use them (sharp's documentation).
  sharp();
  const workers = Array.from({ length: count }, () => ({
    thread: takeThread(),
    alive: true,
    pending: new Map<number, (d: WorkerDone) => void>(),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- EventEmitter's own listener type
    listeners: [] as [string, (...args: any[]) => void][],
  }));
  // Tasks waiting for a worker with room, woken one per finished task (all when a worker dies).
  const waiting: (() => void)[] = [];
  for (const w of workers) {
    const onMessage = (d: WorkerDone) => {
      w.pending.get(d.id)?.(d);
      w.pending.delete(d.id);
      waiting.shift()?.();
    };
    // A worker that dies fails its own tasks; later tasks go to the others (or in-process).
    const onError = (e: Error) => {
      w.alive = false;
      for (const [id, settle] of w.pending) settle({ id, error: `render worker failed: ${e.message}` });
      w.pending.clear();
      for (const wake of waiting.splice(0)) wake();
    };
    w.thread.on('message', onMessage);
    w.thread.on('error', onError);
    w.listeners.push(['message', onMessage], ['error', onError]);
  }
  /** The alive worker with the fewest tasks once it has room, or null when none is alive. */
  const withRoom = async () => {
    for (;;) {
      const alive = workers.filter((w) => w.alive);
      if (!alive.length) return null;
      const w = alive.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      if (w.pending.size < IN_FLIGHT) return w;
      await new Promise<void>((wake) => waiting.push(wake));
    }
  };
  let nextId = 0;
  return {
    async run(task) {
      const w = await withRoom();
      if (!w) return writeRaster(task);
      const id = nextId++;
      const done = await new Promise<WorkerDone>((resolve) => {
        w.pending.set(id, resolve);
        w.thread.postMessage({ ...task, id } satisfies WorkerTask);
      });
      if (done.error || !done.written) throw new Error(done.error ?? 'render worker gave no files');
      return done.written;
    },
    async close() {
      // This render's listeners go; a live thread is kept for the next render, a dead one ended.
      for (const w of workers) for (const [event, listener] of w.listeners) w.thread.off(event, listener);
      await Promise.all(workers.map((w) => (w.alive && !w.pending.size ? keepThread(w.thread) : w.thread.terminate())));
    },
  };
}

/**
 * Below this many images, rasterising in this thread is quicker than starting threads: a thread
 * loads the rasteriser before its first image (some 300 ms, more than an image takes), so the few
 * cards an edit redraws in the preview or `--watch` (a template shared by two or three cards) are
 * drawn here, and a whole deck goes to the threads.
 */
export const MIN_JOBS_FOR_THREADS = 4;

/**
 * `job` laid out and rasterised by the warm thread, from the drawing this thread made; null when
 * the template failed or the thread could not draw it (this thread then does, and reports why).
 */
async function drawInThread(job: RenderJob, outDir: string, thread: LayoutThread): Promise<JobResult | null> {
  try {
    return { key: job.key, ...(await thread.draw(job, outDir)) };
  } catch {
    return null;
  }
}

export async function renderAll(jobs: RenderJob[], outDir: string, opts: PoolOptions = {}): Promise<JobResult[]> {
  const threads = Math.min(opts.threads ?? (jobs.length < MIN_JOBS_FOR_THREADS ? 1 : defaultThreads()), jobs.length);
  const results: JobResult[] = new Array(jobs.length);
  let done = 0;
  const finish = (i: number, r: JobResult) => {
    results[i] = r;
    done++;
    opts.onDone?.(r, done, jobs.length);
  };
  const raster = threads > 1 ? await rasterisers(threads - 1) : null;
  try {
    const waits: Promise<void>[] = [];
    for (let i = 0; i < jobs.length; i++) {
      const drawnThere = !raster && opts.layoutThread ? await drawInThread(jobs[i], outDir, opts.layoutThread) : null;
      if (drawnThere) {
        finish(i, drawnThere);
        continue;
      }
      const { result, task } = await layoutJob(jobs[i], outDir);
      if (!task) {
        finish(i, result);
        continue;
      }
      const written = raster ? raster.run(task) : writeRaster(task);
      const settled = written.then(
        (files) => finish(i, { ...result, written: files }),
        (e) => finish(i, { ...result, error: errorMessage(e) }),
      );
      if (!raster) await settled;
      waits.push(settled);
      // Let finished rasterisations report (progress display) between two cards.
      if (raster) await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(waits);
  } finally {
    await raster?.close();
  }
  return results;
}
