/**
 * `deckwright worker`: takes blocks of sweeps from the Redis queue (queue.ts adds them), plays each
 * in a thread of its own (queue-threads.ts), stores its tally in the sweep's results and completes
 * the job.
 *
 * What makes it safe to run anywhere, any number of times:
 * - a result is written with HSETNX, and a block whose result is already there is not played: a
 *   block played twice (its worker was killed, or lost Redis long enough for its lock to lapse)
 *   is counted once;
 * - a worker killed mid-block loses nothing: its lock lapses (`lockMs`) and another worker's
 *   stalled-job check (every `stalledMs`) puts the job back in the queue;
 * - the threads play, so this process's event loop stays free to renew its locks however long a
 *   block takes (a block played here would look stalled and be played again elsewhere);
 * - `close()` lets the blocks being played end; `close({ handBack: true })` stops them and puts
 *   their jobs back in the queue at once, for another worker.
 */
import { hostname } from 'node:os';
import { availableParallelism } from 'node:os';
import v8 from 'node:v8';
import { WaitingError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { BlockThreads, HandedBack } from './queue-threads.js';
import { blockField, connect, QUEUE_NAME, redisOptions, shownUrl, sweepKeys, waitingOptions, type BlockJob } from './queue-redis.js';
import type { Tally } from './tally.js';

/** BullMQ's lock, for workers that play in threads (see lockMs). */
export const DEFAULT_LOCK_MS = 5000;

export interface WorkerOptions {
  /** redis://host:port */
  url: string;
  /** Blocks played at once, one thread each. Default: the machine's cores. */
  jobs?: number;
  /**
   * How long a job stays claimed by a worker that stopped renewing its lock (BullMQ's lockDuration).
   * Default 5 s: blocks are played in threads, so the event loop renews the lock every 2.5 s
   * however long a block takes, and a killed worker's block is played again within seconds.
   */
  lockMs?: number;
  /** How often this worker looks for jobs whose lock lapsed (BullMQ's stalledInterval). Default: lockMs. */
  stalledMs?: number;
  /** How many times a job may be put back after its worker stopped answering before it fails for good. Default 3. */
  maxStalled?: number;
  /** A block ended: played here, or found played already (`counted: false`). */
  onBlock?(block: BlockJob, tally: Tally, counted: boolean): void;
  /** Redis went away, or came back. */
  onWait?(message: string): void;
  /** A block failed here (it may be tried again elsewhere), or BullMQ reported a problem. */
  onError?(message: string): void;
}

export interface QueueWorker {
  /** Where it takes blocks from, as said to the user (no password). */
  where: string;
  jobs: number;
  /** Stops taking blocks; lets those being played end, or with `handBack`, puts them back in the queue. */
  close(opts?: { handBack?: boolean }): Promise<void>;
}

/** Serialized plans, kept per sweep and plan: the blocks of a sweep read each plan from Redis once. */
class PlanCache {
  private readonly kept = new Map<string, Promise<Buffer | null>>();
  constructor(
    private readonly redis: Redis,
    private readonly size: number,
  ) {}

  get(sweep: string, plan: string): Promise<Buffer | null> {
    const key = `${sweep}\n${plan}`;
    let got = this.kept.get(key);
    if (got) this.kept.delete(key);
    else got = this.redis.hgetBuffer(sweepKeys(sweep).plans, plan);
    this.kept.set(key, got);
    // A failed read (Redis gone mid-command) is not kept: the next block reads again.
    got.then((b) => b ?? this.kept.delete(key), () => this.kept.delete(key));
    if (this.kept.size > this.size) this.kept.delete(this.kept.keys().next().value!);
    return got;
  }
}

/** Errors of a lost connection: said once, as "lost Redis", by the connection's own events. */
const CONNECTION_ERRORS = /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND|Connection is closed|Stream isn't writeable/;

export async function startWorker(opts: WorkerOptions): Promise<QueueWorker> {
  const where = redisOptions(opts.url);
  const jobs = Math.max(1, opts.jobs ?? availableParallelism());
  const lockMs = opts.lockMs ?? DEFAULT_LOCK_MS;
  const onError = opts.onError ?? (() => undefined);
  const conn = await connect(where, opts.onWait);
  const threads = new BlockThreads(jobs);
  const plans = new PlanCache(conn.redis, 16);
  const me = `${hostname()}:${process.pid}`;

  const play = async (job: Job<BlockJob>, token?: string) => {
    const b = job.data;
    const keys = sweepKeys(b.sweep);
    const field = blockField(b);
    const stored = await conn.redis.hgetBuffer(keys.results, field);
    if (stored) {
      opts.onBlock?.(b, v8.deserialize(stored) as Tally, false);
      return { games: b.to - b.from, counted: false };
    }
    try {
      const plan = await plans.get(b.sweep, b.plan);
      if (!plan) throw new Error(`sweep ${b.sweep} has no plan "${b.plan}" in Redis (were its keys deleted?)`);
      const tally = await threads.play(`${b.sweep}\n${b.plan}`, plan, b.from, b.to);
      const counted = (await conn.redis.hsetnx(keys.results, field, v8.serialize(tally))) === 1;
      opts.onBlock?.(b, tally, counted);
      return { games: tally.games, counted };
    } catch (e) {
      if (e instanceof HandedBack) {
        // Back in the queue at once, not after the lock lapses; BullMQ is told not to fail it.
        await job.moveToWait(token);
        throw new WaitingError();
      }
      const reason = `${me}: ${e instanceof Error ? e.message : String(e)}`;
      onError(`sweep ${b.sweep}, ${b.plan}, games ${b.from}–${b.to - 1}: ${reason}`);
      // The last attempt: the sweep is told why (it reads the failed hash as it waits).
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await conn.redis.hset(keys.failed, field, reason);
      throw new Error(reason);
    }
  };

  const worker = new Worker<BlockJob>(QUEUE_NAME, play, {
    connection: waitingOptions(where),
    concurrency: jobs,
    lockDuration: lockMs,
    stalledInterval: opts.stalledMs ?? lockMs,
    maxStalledCount: opts.maxStalled ?? 3,
    name: me,
  });
  worker.on('error', (e: Error) => {
    if (!CONNECTION_ERRORS.test(e.message)) onError(e.message);
  });
  await worker.waitUntilReady();

  let closing: Promise<void> | null = null;
  let handingBack: Promise<void> | null = null;
  const away = () => conn.redis.status !== 'ready';
  return {
    where: shownUrl(where),
    jobs,
    close({ handBack = false } = {}) {
      // Stopping the threads fails their blocks with HandedBack: `play` puts their jobs back.
      if (handBack) handingBack ??= threads.close();
      closing ??= (async () => {
        // No more jobs are taken from here on; those being played end (or are handed back) first,
        // unless Redis is away: then nothing can be stored or handed back, and waiting for Redis
        // would hold a stop asked for. The worker stops at once; its jobs' locks lapse and other
        // workers take them.
        if (!away()) await Promise.race([worker.close(), new Promise((resolve) => conn.redis.once('close', resolve))]);
        await (handingBack ??= threads.close());
        if (away()) {
          opts.onWait?.(`Redis at ${shownUrl(where)} is away: stopping now; other workers take the blocks that were being played here once their locks lapse`);
          // Neither is awaited: a connection between two tries ends without saying so.
          void worker.close(true).catch(() => undefined);
          void worker.disconnect().catch(() => undefined);
        }
        await conn.close();
      })();
      return closing;
    },
  };
}
