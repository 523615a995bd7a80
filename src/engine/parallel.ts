/**
 * Simulations over threads, for any game: games 0…total-1 are cut into chunks that the threads
 * claim in turn from a shared counter, each thread plays its chunks with the function a module of
 * the game exports and sends back what that function returns (summaries, never event streams),
 * and the results come back in game order, so the figures do not depend on the number of threads.
 *
 * With `jobs` threads, this thread is one of them and `jobs - 1` workers are started: this thread
 * would otherwise wait idle, and a worker costs a start and its own copy of the game's data.
 * Claimed chunks, not one fixed share per thread: a thread that V8 keeps busier compiling, or
 * that the machine gives less time, plays fewer games instead of being waited for at the end.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { importModule } from '../core/own-modules.js';

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
  /** Threads playing, this one included; 1 plays in this thread alone. Default: the machine's cores. */
  jobs?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface ShareTask {
  module: string;
  exportName: string;
  data: unknown;
  total: number;
  /** Games a claim takes. */
  chunk: number;
  /** One Int32: the first game not yet claimed (Atomics.add claims a chunk). */
  next: SharedArrayBuffer;
}

/** What a worker sends: a chunk's results, or progress within the chunk it plays. */
export type ShareMessage<T> = { from: number; results: T[] } | { from: number; done: number };

/**
 * The share function `exportName` of `module` (in this thread, or in a worker). A module that
 * must load something first to play (a project's rules code, named in `data`) exports
 * `prepareShare(data)`, awaited before the first game: the share function itself is synchronous.
 */
export async function shareFunction<T>(module: string, exportName: string, data?: unknown): Promise<PlayShare<T>> {
  // In this thread, the bundled command line's own copy of the module (own-modules.ts).
  const mod = await importModule(module);
  if (typeof mod.prepareShare === 'function') await (mod.prepareShare as (data: unknown) => Promise<void>)(data);
  const fn = mod[exportName];
  if (typeof fn !== 'function') throw new Error(`${module} exports no function ${exportName}`);
  return fn as PlayShare<T>;
}

/**
 * Chunks of about a sixteenth of a thread's share: small enough that the threads end together,
 * large enough that claiming and sending back cost nothing next to the games.
 */
export function chunkSize(total: number, jobs: number): number {
  return Math.max(1, Math.min(250, Math.ceil(total / (jobs * 16))));
}

/**
 * Claims and plays chunks until none is left, calling `onChunk` with each chunk's results and
 * `onGame` with the games played in the chunk being played. Returns after the last chunk.
 */
export function playChunks<T>(play: PlayShare<T>, task: ShareTask, onChunk: (from: number, results: T[]) => void, onGame?: (from: number, done: number) => void): void {
  while (playChunk(play, task, onChunk, onGame));
}

/** Claims and plays one chunk; false when none was left. */
function playChunk<T>(play: PlayShare<T>, task: ShareTask, onChunk: (from: number, results: T[]) => void, onGame?: (from: number, done: number) => void): boolean {
  const from = Atomics.add(new Int32Array(task.next), 0, task.chunk);
  if (from >= task.total) return false;
  const to = Math.min(task.total, from + task.chunk);
  onChunk(from, play(task.data as never, from, to, onGame && ((d) => onGame(from, d))));
  return true;
}

/**
 * `onProgress`, called at most about 200 times in a run and always at its end: the games are
 * played in this thread too, and a progress bar on a terminal redraws its line at every call.
 */
function throttled(onProgress: ShareOptions['onProgress'], total: number): (done: number) => void {
  if (!onProgress) return () => {};
  const step = Math.max(1, Math.floor(total / 200));
  let last = -1;
  return (done) => {
    if (done !== total && done - last < step) return;
    last = done;
    onProgress(done, total);
  };
}

export async function runShares<T>(opts: ShareOptions): Promise<T[]> {
  const total = opts.total;
  const jobs = Math.max(1, Math.min(opts.jobs ?? availableParallelism(), total));
  const play = await shareFunction<T>(opts.module.href, opts.exportName, opts.data);
  const report = throttled(opts.onProgress, total);
  if (jobs === 1) return play(opts.data as never, 0, total, report);

  const task: ShareTask = { module: opts.module.href, exportName: opts.exportName, data: opts.data, total, chunk: chunkSize(total, jobs), next: new SharedArrayBuffer(4) };
  const chunks = new Map<number, T[]>();
  // Games finished in whole chunks, plus those played so far in each chunk under way.
  let finished = 0;
  const underway = new Map<number, number>();
  const progress = () => {
    let d = finished;
    for (const n of underway.values()) d += n;
    report(d);
  };
  const onChunk = (from: number, results: T[]) => {
    chunks.set(from, results);
    underway.delete(from);
    finished += results.length;
    progress();
  };
  const onGame = (from: number, done: number) => {
    underway.set(from, done);
    progress();
  };

  const workers = Array.from(
    { length: jobs - 1 },
    () =>
      new Promise<void>((resolve, reject) => {
        const worker = new Worker(new URL('./parallel-worker.js', import.meta.url), { workerData: task });
        worker.on('message', (m: ShareMessage<T>) => ('results' in m ? onChunk(m.from, m.results) : onGame(m.from, m.done)));
        worker.on('error', reject);
        worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`simulation worker stopped with code ${code}`))));
      }),
  );
  // This thread plays too, from the start (the workers are still loading the game), and reads
  // the workers' messages between its chunks.
  let mine: unknown = null;
  try {
    while (playChunk(play, task, onChunk, onGame)) await new Promise((resolve) => setImmediate(resolve));
  } catch (e) {
    mine = e;
  }
  await Promise.all(workers);
  if (mine) throw mine;
  const out: T[] = [];
  for (let from = 0; from < total; from += task.chunk) out.push(...chunks.get(from)!);
  return out;
}
