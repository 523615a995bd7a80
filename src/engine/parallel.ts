/**
 * Simulations over worker threads, for any game: games 0…total-1 are cut into one contiguous
 * share per thread, each thread plays its share with the function a module of the game exports
 * and sends back what that function returns (summaries, never event streams), and the results
 * come back in game order, so the figures do not depend on the number of threads.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Plays games `from`…`to`-1 with `data` (plain data: it is copied to each thread), calling
 * `onGame` with how many it has played so far.
 */
export type PlayShare<T> = (data: never, from: number, to: number, onGame?: (done: number) => void) => T[];

export interface ShareOptions {
  /** The module that exports the share function (a URL: `new URL('./share.js', import.meta.url)`). */
  module: URL;
  /** Its name in the module. */
  exportName: string;
  data: unknown;
  total: number;
  /** Worker threads; 1 plays in this thread. Default: the machine's cores. */
  jobs?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface ShareTask {
  module: string;
  exportName: string;
  data: unknown;
  from: number;
  to: number;
}

/** The share function `exportName` of `module` (in this thread, or in a worker). */
export async function shareFunction<T>(module: string, exportName: string): Promise<PlayShare<T>> {
  const fn = ((await import(module)) as Record<string, unknown>)[exportName];
  if (typeof fn !== 'function') throw new Error(`${module} exports no function ${exportName}`);
  return fn as PlayShare<T>;
}

export async function runShares<T>(opts: ShareOptions): Promise<T[]> {
  const total = opts.total;
  const jobs = Math.max(1, Math.min(opts.jobs ?? availableParallelism(), total));
  if (jobs === 1) {
    const play = await shareFunction<T>(opts.module.href, opts.exportName);
    return play(opts.data as never, 0, total, (d) => opts.onProgress?.(d, total));
  }
  const done = new Array<number>(jobs).fill(0);
  const size = Math.ceil(total / jobs);
  const parts = await Promise.all(
    Array.from({ length: jobs }, (_, j) => {
      const task: ShareTask = { module: opts.module.href, exportName: opts.exportName, data: opts.data, from: j * size, to: Math.min(total, (j + 1) * size) };
      return new Promise<T[]>((resolve, reject) => {
        const worker = new Worker(new URL('./parallel-worker.js', import.meta.url), { workerData: task });
        worker.on('message', (m: { done?: number; results?: T[] }) => {
          if (m.done !== undefined) {
            done[j] = m.done;
            opts.onProgress?.(done.reduce((a, b) => a + b, 0), total);
          }
          if (m.results) resolve(m.results);
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (code !== 0) reject(new Error(`simulation worker stopped with code ${code}`));
        });
      });
    }),
  );
  return parts.flat();
}

