/**
 * What the sweep side (queue.ts) and the workers (queue-worker.ts) agree on: the queue's name, a
 * sweep's keys, how a block is named in them, and how a `redis://` URL becomes a connection that
 * fails fast when Redis is not there at the start and waits for it when it goes away later.
 *
 * A sweep's keys (`deckwright:sweep:<id>:…`):
 * - `plans`: plan name → the plan, `v8.serialize`d (plans' data hold Maps, which JSON would lose);
 * - `results`: block → its tally, `v8.serialize`d, written once (HSETNX: a block played twice,
 *   after a worker's crash or a lapsed lock, is counted once);
 * - `failed`: block → why a worker gave it up for good.
 */
import { Redis, type RedisOptions } from 'ioredis';
import type { Block } from './pool.js';

/** The one BullMQ queue every sweep's blocks go through; a job names its sweep. */
export const QUEUE_NAME = 'deckwright-sweeps';

/** What a job carries: the block, and the sweep whose plans and results it reads and writes. */
export interface BlockJob extends Block {
  sweep: string;
}

/** A sweep id is a hash given by the caller: kept to characters safe in keys and BullMQ job ids. */
export function checkSweepId(sweep: string): void {
  if (!/^[A-Za-z0-9_.-]{1,128}$/.test(sweep)) throw new Error(`a sweep id is 1 to 128 letters, digits, '_', '.' or '-', got '${sweep}'`);
}

export function sweepKeys(sweep: string) {
  const base = `deckwright:sweep:${sweep}:`;
  return { plans: `${base}plans`, results: `${base}results`, failed: `${base}failed` };
}

/** A block's field in the results and failed hashes: unambiguous whatever the plan's name holds. */
export function blockField(b: Block): string {
  return JSON.stringify([b.plan, b.from, b.to]);
}

/** A block's BullMQ job id: adding the same block of the same sweep twice is a no-op. BullMQ refuses ':' in ids. */
export function blockJobId(sweep: string, b: Block): string {
  return `${sweep}-${encodeURIComponent(b.plan).replaceAll(':', '%3A')}-${b.from}-${b.to}`;
}

/** What `--queue` takes: redis://[user:password@]host[:port][/db], or rediss:// for TLS. */
export function redisOptions(url: string): RedisOptions {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new RedisUrlError(`not a Redis URL: '${url}' (expected redis://host:port)`);
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') throw new RedisUrlError(`a Redis URL starts with redis:// or rediss://, got '${url}'`);
  if (!u.hostname) throw new RedisUrlError(`the Redis URL '${url}' names no host (expected redis://host:port)`);
  const db = u.pathname.replace(/^\//, '');
  if (db && !/^\d+$/.test(db)) throw new RedisUrlError(`the Redis URL's path is a database number (redis://host:port/0), got '/${db}'`);
  if (u.search || u.hash) throw new RedisUrlError(`the Redis URL '${url}' has options deckwright does not read (?… or #…)`);
  return {
    host: u.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: u.port ? Number(u.port) : 6379,
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(db ? { db: Number(db) } : {}),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}

export class RedisUrlError extends Error {}

/** The URL as said in messages: no password. */
export function shownUrl(o: RedisOptions): string {
  const host = o.host?.includes(':') ? `[${o.host}]` : o.host;
  return `${o.tls ? 'rediss' : 'redis'}://${host}:${o.port}${o.db ? `/${o.db}` : ''}`;
}

/**
 * Reconnects soon after a loss (Redis restarted), then every 2 s: BullMQ's own default backs off
 * to 20 s, long for a sweep waiting on a Redis that came back.
 */
export const reconnectSoon = (times: number) => Math.min(100 * times, 2000);

/** Options for a connection that waits for Redis to come back (commands queue meanwhile): BullMQ's. */
export function waitingOptions(o: RedisOptions): Omit<RedisOptions, 'retryStrategy'> & { maxRetriesPerRequest: null; retryStrategy: (times: number) => number } {
  return { ...o, maxRetriesPerRequest: null, retryStrategy: reconnectSoon };
}

/**
 * A connection for our own commands: refused with a clear message when Redis cannot be reached
 * at the start; once it was, it reconnects and tells `onWait` when Redis goes away and comes back.
 */
export async function connect(o: RedisOptions, onWait: (message: string) => void = () => undefined): Promise<Connection> {
  let ready = false;
  let lost = false;
  let closing = false;
  let lastError = '';
  const client = new Redis({ ...waitingOptions(o), lazyConnect: true, retryStrategy: (times) => (ready ? reconnectSoon(times) : null) });
  client.on('error', (e: Error) => {
    lastError = e.message;
  });
  client.on('close', () => {
    if (!ready || lost || closing) return;
    lost = true;
    onWait(`lost Redis at ${shownUrl(o)}${lastError ? ` (${lastError})` : ''}: waiting for it to come back`);
  });
  client.on('ready', () => {
    if (lost) onWait(`Redis at ${shownUrl(o)} is back`);
    lost = false;
  });
  try {
    await client.connect();
    // An AUTH or a SELECT refused comes out here, with Redis's own words.
    await client.ping();
  } catch (e) {
    client.disconnect();
    throw new Error(`cannot reach Redis at ${shownUrl(o)}: ${lastError || (e as Error).message}`);
  }
  ready = true;
  return {
    redis: client,
    async close() {
      closing = true;
      // QUIT waits for Redis; a Redis that is away gets the socket closed instead.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}

export interface Connection {
  redis: Redis;
  close(): Promise<void>;
}
