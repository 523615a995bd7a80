/**
 * A sweep's blocks played by `deckwright worker`s on any number of machines, through Redis (BullMQ):
 * the other runner of a sweep beside the embedded one (pool.ts), with the same options and the
 * same `onBlock`, so the caller merges the tallies the same way and gets the same bytes.
 *
 * The sweep side stores each plan once, adds a job per block not yet played, and waits for the
 * blocks' tallies in the sweep's results hash (keys in queue-redis.ts), handing each to `onBlock`
 * as it arrives. Everything is keyed by the sweep id, so a sweep stopped and started again adds
 * only the blocks still missing (adding a block's job twice is a no-op) and reads the others.
 *
 * While it waits: Redis may go away and come back (the connection waits for it; `onWait` says
 * so); a job lost (a Redis restarted without its data) is added again; a job failed for good
 * (attempts spent, e.g. a worker could not load the plan's module) ends the sweep with the
 * worker's reason.
 */
import v8 from 'node:v8';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { RecordPlan } from './plan.js';
import type { Block } from './pool.js';
import { blockField, blockJobId, checkSweepId, connect, QUEUE_NAME, redisOptions, shownUrl, sweepKeys, waitingOptions, type BlockJob } from './queue-redis.js';
import type { Tally } from './tally.js';

export interface QueueRunOptions {
  /** redis://host:port */
  url: string;
  /** The sweep's id: a hash of what it plays, given by the caller. The same id resumes it. */
  sweep: string;
  plans: Record<string, RecordPlan>;
  blocks: Block[];
  /** A block's tally, as it arrives (in any order). */
  onBlock: (block: Block, tally: Tally) => void;
  /** What the sweep waits for, said once each time it changes: Redis away or back, no worker. */
  onWait?: (message: string) => void;
  /** Stops waiting (the jobs stay in the queue: the same sweep, started again, picks them up). */
  signal?: AbortSignal;
  /** How often the results are read. Default 250 ms. */
  pollMs?: number;
  /** After this long without a new result, the jobs' states are checked (failed, lost, no worker). Default 5 s. */
  checkMs?: number;
  /** The wait before a failed block is tried again. Default 1 s (JOB_OPTIONS). */
  retryMs?: number;
}

/**
 * A job is tried three times, a second apart, before it fails for good: another worker (another
 * machine) may succeed where one could not load the plan's module.
 */
export const JOB_OPTIONS = { attempts: 3, backoff: { type: 'fixed', delay: 1000 }, removeOnComplete: true, removeOnFail: false } as const;

/** Fields read or written per command: a sweep may have thousands of blocks. */
const CHUNK = 500;
const chunks = <T>(list: T[]): T[][] => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

export class SweepFailed extends Error {}

export async function runOnQueue(opts: QueueRunOptions): Promise<void> {
  checkSweepId(opts.sweep);
  const pending = new Map<string, Block>();
  for (const b of opts.blocks) {
    if (!Object.hasOwn(opts.plans, b.plan)) throw new Error(`a block of games ${b.from}–${b.to - 1} plays "${b.plan}", which is not among the sweep's plans`);
    const field = blockField(b);
    if (pending.has(field)) throw new Error(`the block of "${b.plan}", games ${b.from}–${b.to - 1}, is given twice`);
    pending.set(field, b);
  }
  const where = redisOptions(opts.url);
  const conn = await connect(where, opts.onWait);
  const queue = new Queue(QUEUE_NAME, { connection: waitingOptions(where) });
  // Its connection's errors are those of `conn`'s, said once by it.
  queue.on('error', () => undefined);
  try {
    await new SweepWait(opts, conn.redis, queue, pending, shownUrl(where)).run();
  } finally {
    // A Redis that is away cannot be told goodbye: the sockets are closed instead (not awaited:
    // a connection between two tries ends without saying so).
    if (conn.redis.status === 'ready') await queue.close().catch(() => undefined);
    else void queue.disconnect().catch(() => undefined);
    await conn.close();
  }
}

/** One wait for a sweep's blocks: `pending` holds those not yet handed to onBlock, by field. */
class SweepWait {
  private readonly keys: ReturnType<typeof sweepKeys>;
  private readonly stopped: Promise<never>;
  private seenResults = -1;
  private noWorkerSaid = false;

  constructor(
    private readonly opts: QueueRunOptions,
    private readonly redis: Redis,
    private readonly queue: Queue,
    private readonly pending: Map<string, Block>,
    private readonly where: string,
  ) {
    this.keys = sweepKeys(opts.sweep);
    const signal = opts.signal;
    this.stopped = new Promise<never>((_, reject) => {
      if (!signal) return;
      const stop = () => reject(signal.reason ?? new Error('the sweep was stopped'));
      if (signal.aborted) stop();
      else signal.addEventListener('abort', stop, { once: true });
    });
    this.stopped.catch(() => undefined);
  }

  /** A Redis command, or the sweep stopped: a Redis away does not hold a stop back. */
  private until<T>(p: Promise<T>): Promise<T> {
    return Promise.race([p, this.stopped]);
  }

  async run(): Promise<void> {
    const pollMs = this.opts.pollMs ?? 250;
    const checkMs = this.opts.checkMs ?? 5000;
    await this.until(this.storePlans());
    await this.until(this.collect());
    await this.until(this.enqueue([...this.pending.values()]));
    let progressAt = Date.now();
    while (this.pending.size) {
      await this.until(new Promise((resolve) => setTimeout(resolve, pollMs)));
      const [results, failed] = (await this.until(this.redis.pipeline().hlen(this.keys.results).hlen(this.keys.failed).exec()))!.map(([e, n]) => {
        if (e) throw e;
        return n as number;
      });
      if (results !== this.seenResults && (await this.until(this.collect()))) progressAt = Date.now();
      if (failed) await this.until(this.failures());
      if (this.pending.size && Date.now() - progressAt >= checkMs) {
        await this.until(this.check());
        progressAt = Date.now();
      }
    }
  }

  /** Each plan once (HSETNX): a resumed sweep's are there already, and are the same. */
  private async storePlans(): Promise<void> {
    const p = this.redis.pipeline();
    for (const [name, { module, exportName, data }] of Object.entries(this.opts.plans)) p.hsetnx(this.keys.plans, name, v8.serialize({ module, exportName, data } satisfies RecordPlan));
    await p.exec();
  }

  /** Hands the results not yet handed over to onBlock; how many there were. */
  private async collect(): Promise<number> {
    const fields = await this.redis.hkeys(this.keys.results);
    this.seenResults = fields.length;
    const mine = fields.filter((f) => this.pending.has(f));
    for (const part of chunks(mine)) {
      const values = await this.redis.hmgetBuffer(this.keys.results, ...part);
      part.forEach((field, i) => {
        const block = this.pending.get(field)!;
        this.pending.delete(field);
        this.opts.onBlock(block, v8.deserialize(values[i]!) as Tally);
      });
    }
    return mine.length;
  }

  /**
   * Adds the blocks' jobs. A job still waiting or being played is left as it is (adding it again
   * is a no-op); one that failed (a resumed sweep, its cause fixed since) or completed without
   * its result (Redis lost it) is replaced.
   */
  private async enqueue(blocks: Block[]): Promise<void> {
    for (const part of chunks(blocks)) {
      await this.redis.hdel(this.keys.failed, ...part.map(blockField));
      const ids = part.map((b) => blockJobId(this.opts.sweep, b));
      const states = await Promise.all(ids.map((id) => this.queue.getJobState(id)));
      await Promise.all(ids.map((id, i) => (states[i] === 'failed' || states[i] === 'completed' ? this.queue.remove(id) : null)));
      await this.queue.addBulk(part.map((b, i) => ({ name: 'block', data: { sweep: this.opts.sweep, plan: b.plan, from: b.from, to: b.to } satisfies BlockJob, opts: { jobId: ids[i], ...JOB_OPTIONS, ...(this.opts.retryMs !== undefined ? { backoff: { type: 'fixed', delay: this.opts.retryMs } } : {}) } })));
    }
  }

  /** Blocks a worker gave up for good: the sweep ends with the first one's reason. */
  private async failures(): Promise<void> {
    const failed = await this.redis.hgetall(this.keys.failed);
    for (const [field, reason] of Object.entries(failed)) {
      const block = this.pending.get(field);
      if (block) throw new SweepFailed(this.failure(block, reason));
    }
  }

  private failure(b: Block, reason: string): string {
    return `"${b.plan}", games ${b.from}–${b.to - 1}, failed: ${reason}`;
  }

  /**
   * Nothing new for a while: the pending jobs' states. A failed one ends the sweep (its worker
   * could not say so: it was stopped for good after stalling too often); a lost one is added
   * again; no worker at all is said.
   */
  private async check(): Promise<void> {
    const lost: Block[] = [];
    for (const part of chunks([...this.pending.values()])) {
      const ids = part.map((b) => blockJobId(this.opts.sweep, b));
      const states = await Promise.all(ids.map((id) => this.queue.getJobState(id)));
      for (const [i, state] of states.entries()) {
        if (state === 'failed') {
          const job = await this.queue.getJob(ids[i]);
          throw new SweepFailed(this.failure(part[i], job?.failedReason ?? 'no reason given'));
        }
        if (state === 'unknown' || state === 'completed') lost.push(part[i]);
      }
    }
    if (lost.length) {
      // Its result may have come meanwhile (a completed job is removed): read it first.
      await this.collect();
      await this.storePlans();
      await this.enqueue(lost.filter((b) => this.pending.has(blockField(b))));
    }
    const workers = await this.queue.getWorkersCount().catch(() => -1);
    if (workers === 0 && !this.noWorkerSaid) this.opts.onWait?.(`no worker takes blocks from ${this.where}: start some with \`deckwright worker --queue ${this.where}\``);
    this.noWorkerSaid = workers === 0;
  }
}
