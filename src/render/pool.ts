/**
 * Spreads render jobs over worker threads, one per core (satori and resvg are both CPU-bound
 * and single-threaded). A single job is rendered in-process: starting a worker would cost more.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderJob } from './jobs.js';
import { renderJobToFiles, type JobResult } from './render-job.js';

export interface PoolOptions {
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
  const workerFile = new URL('./worker.js', import.meta.url);
  let next = 0;
  await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = new Worker(workerFile);
      try {
        while (next < jobs.length) {
          const i = next++;
          const result = await new Promise<JobResult>((resolve, reject) => {
            const onMessage = (m: { id: number; result: JobResult }) => {
              if (m.id !== i) return;
              worker.off('message', onMessage);
              worker.off('error', reject);
              resolve(m.result);
            };
            worker.on('message', onMessage);
            worker.once('error', reject);
            worker.postMessage({ id: i, job: jobs[i], outDir });
          });
          finish(i, result);
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  return results;
}
