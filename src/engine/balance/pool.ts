/**
 * Blocks of games played over threads on this machine: the sweep's embedded runner. Every thread
 * gets every plan once, then claims blocks from a shared counter until none is left, so threads
 * stay warm across all the variants of a sweep (a fresh thread pays its start and its compiler's
 * warm-up once, not once a variant) and a slower thread plays fewer blocks instead of being
 * waited for. This thread plays too: with `jobs` threads, `jobs - 1` workers are started.
 *
 * Each block's tally comes back to `onBlock` as it ends; the caller merges them in game order, so
 * the figures do not depend on the threads.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { playBlock, recordFunction, type RecordPlan } from './plan.js';
import type { Tally } from './tally.js';

export interface Block {
  /** The plan (variant) it plays. */
  plan: string;
  from: number;
  to: number;
}

export interface PoolTask {
  plans: Record<string, RecordPlan>;
  blocks: Block[];
  /** One Int32: the next block not yet claimed. */
  next: SharedArrayBuffer;
}

export type PoolMessage = { block: number; tally: Tally } | { error: string };

/** A game of a block that throws: the variant and the games, with the rules' own message (no stack: the designer needs where, not how). */
export class BlockError extends Error {}

export function blockError(block: Block, e: unknown): BlockError {
  const message = e instanceof Error ? e.message : String(e);
  return new BlockError(`variant ${block.plan.replace(/^v/, '')}, games ${block.from}–${block.to - 1}: ${message}`);
}

/** Claims the next block; null when none is left. */
export function claim(task: PoolTask): number | null {
  const i = Atomics.add(new Int32Array(task.next), 0, 1);
  return i < task.blocks.length ? i : null;
}

/** The plans' play functions, loaded once each, when a block first needs one. */
export function players(task: PoolTask) {
  const loaded = new Map<string, Awaited<ReturnType<typeof recordFunction>>>();
  return async (block: Block) => {
    let play = loaded.get(block.plan);
    try {
      if (!play) loaded.set(block.plan, (play = await recordFunction(task.plans[block.plan])));
      return playBlock(play, task.plans[block.plan], block.from, block.to);
    } catch (e) {
      throw blockError(block, e);
    }
  };
}

export interface PoolOptions {
  plans: Record<string, RecordPlan>;
  blocks: Block[];
  /** Threads, this one included. Default: the machine's cores. */
  jobs?: number;
  onBlock: (block: Block, tally: Tally) => void;
}

export async function runBlocks(opts: PoolOptions): Promise<void> {
  const task: PoolTask = { plans: opts.plans, blocks: opts.blocks, next: new SharedArrayBuffer(4) };
  const jobs = Math.max(1, Math.min(opts.jobs ?? availableParallelism(), opts.blocks.length));
  const workers = Array.from(
    { length: jobs - 1 },
    () =>
      new Promise<void>((resolve, reject) => {
        const worker = new Worker(new URL('./pool-worker.js', import.meta.url), { workerData: task });
        worker.on('message', (m: PoolMessage) => {
          if ('error' in m) reject(new BlockError(m.error));
          else opts.onBlock(task.blocks[m.block], m.tally);
        });
        worker.on('error', reject);
        worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`sweep worker thread stopped with code ${code}`))));
      }),
  );
  // This thread plays from the start (the workers are still loading), and reads their messages
  // between its blocks.
  const play = players(task);
  let failed: unknown = null;
  try {
    for (let i = claim(task); i !== null; i = claim(task)) {
      opts.onBlock(task.blocks[i], await play(task.blocks[i]));
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (e) {
    failed = e;
    // No more blocks for anyone: the workers end after the block they play.
    Atomics.store(new Int32Array(task.next), 0, task.blocks.length);
  }
  const ended = await Promise.allSettled(workers);
  if (failed) throw failed;
  const bad = ended.find((r) => r.status === 'rejected');
  if (bad) throw (bad as PromiseRejectedResult).reason;
}
