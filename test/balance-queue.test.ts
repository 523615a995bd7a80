/**
 * The sweep queue over a real Redis (test/redis-server.ts): CODEX's plans played by `deckwright
 * worker` processes give the same bytes as the embedded runner, through a worker killed mid-block,
 * Redis restarted mid-sweep, a sweep stopped and started again, a worker stopped by Ctrl-C or
 * SIGTERM, and a plan whose module no worker can load.
 *
 * The moments "mid-block" are made certain, not timed: the plans' module there is a project's
 * rules module of the test's own (a file URL, as a project's rules are), CODEX's games behind a
 * gate that, at one chosen block, says it started (a file) and waits for a file to go on.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir } from '../src/core/pack.js';
import { buildRoot } from '../src/core/paths.js';
import type { RecordPlan } from '../src/engine/balance/plan.js';
import { runBlocks, type Block } from '../src/engine/balance/pool.js';
import { runOnQueue } from '../src/engine/balance/queue.js';
import { blockField, blockJobId, QUEUE_NAME, sweepKeys } from '../src/engine/balance/queue-redis.js';
import { startWorker } from '../src/engine/balance/queue-worker.js';
import { mergeTallies, type Tally } from '../src/engine/balance/tally.js';
import { codexEngine } from '../src/games/codex/pack-engine.js';
import { runHere } from './cli-helpers.js';
import { codexDir, root } from './helpers.js';
import { startRedis, type RedisServer } from './redis-server.js';

const bin = path.join(root, 'bin', 'deckwright.js');
let redis: RedisServer;
let client: Redis;
let plans: Record<string, RecordPlan>;
let expected: string;
/** The embedded runner's tally of each block (JSON), by blockName. */
const embedded = new Map<string, string>();
let work: string;
/** Two variants, four blocks of 40 games each: the random bot at every player count, the heuristic one at 2. */
const blocks: Block[] = ['random', 'heuristic'].flatMap((plan) => [0, 40, 80, 120].map((from) => ({ plan, from, to: from + 40 })));
const blockName = (b: Block) => `${b.plan}:${b.from}`;

/** Each variant's blocks merged in game order, as a sweep merges them: its bytes. */
async function merged(run: (onBlock: (b: Block, t: Tally) => void) => Promise<void>): Promise<string> {
  const got: Record<string, Tally[]> = {};
  await run((b, t) => (got[b.plan] ??= []).push(t));
  return JSON.stringify(Object.fromEntries(Object.keys(plans).map((p) => [p, mergeTallies(got[p] ?? [])])));
}

/**
 * The plans behind a gate: at game `gate` of the random variant, the thread that plays it writes
 * `started-<pid>` in `dir`, then waits for `dir/go`.
 */
function gated(dir: string, gate: number): Record<string, RecordPlan> {
  const codex = pathToFileURL(path.join(buildRoot, 'src', 'games', 'codex', 'sim', 'run.js')).href;
  const file = path.join(dir, 'gate.mjs');
  writeFileSync(
    file,
    [
      "import { existsSync, writeFileSync } from 'node:fs';",
      `import { playRecords as codex } from ${JSON.stringify(codex)};`,
      'const nap = new Int32Array(new SharedArrayBuffer(4));',
      'export function playRecords(data, from, to) {',
      '  if (from === data.gate) {',
      `    writeFileSync(${JSON.stringify(dir)} + '/started-' + process.pid, '');`,
      `    while (!existsSync(${JSON.stringify(path.join(dir, 'go'))})) Atomics.wait(nap, 0, 0, 20);`,
      '  }',
      '  return codex(data.inner, from, to);',
      '}',
    ].join('\n'),
  );
  const module = pathToFileURL(file).href;
  return Object.fromEntries(Object.entries(plans).map(([name, p]) => [name, { module, exportName: 'playRecords', data: { inner: p.data, gate: name === 'random' ? gate : -1 } }]));
}

/** The pids of the processes that reached the gate. */
const reachedGate = (dir: string) => readdirSync(dir).filter((f) => f.startsWith('started-')).map((f) => Number(f.slice('started-'.length)));

async function until(what: string, ok: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`still waiting for ${what} after a minute`);
}

interface WorkerProcess {
  child: ChildProcess;
  out: () => string;
  err: () => string;
  exit: Promise<number | null>;
}

/**
 * Every worker here has a lock of a second, so that a killed worker's block is soon taken by
 * another: BullMQ's check for lapsed locks is shared by a queue's workers (the last one to run it
 * sets when the next may), so one worker with the default 30 s would hold it back for all.
 */
const LOCK_MS = 1000;

/** `deckwright worker` as a user starts it. */
function workerProcess(...args: string[]): WorkerProcess {
  const child = spawn(process.execPath, [bin, 'worker', '--queue', redis.url, '--lock-ms', String(LOCK_MS), ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out: () => out, err: () => err, exit };
}

/** The blocks a worker's output says it played and counted. */
const counted = (w: WorkerProcess, sweep: string) => [...w.out().matchAll(new RegExp(`^sweep ${sweep}: (\\w+), games (\\d+)–\\d+: \\d+ games, [^(\\n]*$`, 'gm'))].map((m) => `${m[1]}:${m[2]}`);

beforeAll(async () => {
  redis = await startRedis();
  client = new Redis(redis.url, { maxRetriesPerRequest: null });
  work = mkdtempSync(path.join(os.tmpdir(), 'deckwright-queue-'));
  const pack = await loadPackFromDir(codexDir);
  const setup = (bot: string, players: number[] | null) => {
    const { module, exportName, data } = codexEngine.records!(pack, { seed: 1, bot, players });
    return { module, exportName, data };
  };
  plans = { random: setup('random', null), heuristic: setup('heuristic', [2]) };
  expected = await merged((onBlock) =>
    runBlocks({
      plans,
      blocks,
      jobs: 1,
      onBlock: (b, t) => {
        embedded.set(blockName(b), JSON.stringify(t));
        onBlock(b, t);
      },
    }),
  );
});

afterAll(async () => {
  client?.disconnect();
  await redis?.dispose();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('a sweep played by deckwright workers through Redis', () => {
  it('gives the embedded runner’s bytes with two worker processes, each block played and counted once', async () => {
    const workers = [workerProcess('--jobs', '1'), workerProcess('--jobs', '1')];
    const got = await merged((onBlock) => runOnQueue({ url: redis.url, sweep: 'two-workers', plans, blocks, onBlock }));
    expect(got).toBe(expected);
    for (const w of workers) w.child.kill('SIGINT');
    expect(await Promise.all(workers.map((w) => w.exit))).toEqual([0, 0]);
    expect(workers.flatMap((w) => counted(w, 'two-workers')).sort()).toEqual(blocks.map(blockName).sort());
    for (const w of workers) expect(w.err()).toMatch(new RegExp(`^connected to ${redis.url}: playing blocks of sweeps, 1 at a time`, 'm'));
    expect(await client.hlen(sweepKeys('two-workers').results)).toBe(blocks.length);
  });

  it('loses nothing and counts nothing twice when a worker is killed mid-block and Redis restarts', async () => {
    const dir = mkdtempSync(path.join(work, 'killed-'));
    const sweep = 'killed';
    const first = workerProcess('--jobs', '1');
    const waits: string[] = [];
    const done = merged((onBlock) => runOnQueue({ url: redis.url, sweep, plans: gated(dir, 40), blocks, onBlock, onWait: (m) => waits.push(m), pollMs: 50 }));
    await until('the first worker to reach the gate', () => reachedGate(dir).includes(first.child.pid!));
    first.child.kill('SIGKILL');
    await first.exit;
    await redis.stop();
    await redis.start();
    writeFileSync(path.join(dir, 'go'), '');
    const second = workerProcess('--jobs', '2');
    expect(await done).toBe(expected);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
    // The gated block was started by both; its result was stored once, by the second.
    expect(reachedGate(dir).sort()).toEqual([first.child.pid, second.child.pid].sort());
    expect([...counted(first, sweep), ...counted(second, sweep)].sort()).toEqual(blocks.map(blockName).sort());
    expect(counted(second, sweep)).toContain('random:40');
    expect(await client.hlen(sweepKeys(sweep).results)).toBe(blocks.length);
    // The sweep said so while Redis was away: "lost Redis at … (why): waiting …", then "… is back".
    expect(waits.filter((m) => m.startsWith(`lost Redis at ${redis.url}`) && m.endsWith(': waiting for it to come back'))).toHaveLength(1);
    expect(waits).toContain(`Redis at ${redis.url} is back`);
  });

  it('resumes a stopped sweep: only the blocks still missing are played', async () => {
    const sweep = 'resumed';
    const stop = new AbortController();
    // The first workers stop after three blocks, the sweep once it has them.
    let played = 0;
    const early = await startWorker({
      url: redis.url,
      jobs: 1,
      lockMs: LOCK_MS,
      onBlock: () => {
        if (++played === 3) void early.close();
      },
    });
    const first: Block[] = [];
    const stopped = runOnQueue({ url: redis.url, sweep, plans, blocks, pollMs: 50, signal: stop.signal, onBlock: (b) => first.push(b) === 3 && stop.abort(new Error('stopped by the test')) });
    await expect(stopped).rejects.toThrow('stopped by the test');
    await early.close();
    expect(played).toBe(3);
    const stored = await client.hkeys(sweepKeys(sweep).results);
    expect(stored).toHaveLength(3);

    const again: { block: string; counted: boolean }[] = [];
    const late = await startWorker({ url: redis.url, jobs: 2, lockMs: LOCK_MS, onBlock: (b, _t, c) => again.push({ block: blockName(b), counted: c }) });
    const got = await merged((onBlock) => runOnQueue({ url: redis.url, sweep, plans, blocks, pollMs: 50, onBlock }));
    await late.close();
    expect(got).toBe(expected);
    const missing = blocks.filter((b) => !stored.includes(blockField(b))).map(blockName);
    expect(again.map((a) => a.block).sort()).toEqual(missing.sort());
    expect(again.every((a) => a.counted)).toBe(true);
  });

  it('lets the blocks being played end on Ctrl-C, and hands them back to the queue on SIGTERM', async () => {
    const queue = new Queue(QUEUE_NAME, { connection: { host: '127.0.0.1', port: redis.port, maxRetriesPerRequest: null } });
    try {
      // Ctrl-C: the block at the gate ends, is counted, and the worker stops.
      const calm = mkdtempSync(path.join(work, 'sigint-'));
      const w1 = workerProcess('--jobs', '1');
      const sweep1 = runOnQueue({ url: redis.url, sweep: 'sigint', plans: gated(calm, 0), blocks: blocks.slice(0, 1), pollMs: 50, onBlock: () => undefined });
      await until('the worker to reach the gate', () => reachedGate(calm).length === 1);
      w1.child.kill('SIGINT');
      await until('the worker to say it stops', () => w1.err().includes('stopping once the blocks being played end'));
      writeFileSync(path.join(calm, 'go'), '');
      expect(await w1.exit).toBe(0);
      await sweep1;
      expect(counted(w1, 'sigint')).toEqual(['random:0']);

      // SIGTERM: the block goes back to the queue at once. No other worker runs meanwhile, so no
      // check for lapsed locks could have put it back: it is waiting because it was handed back.
      const rush = mkdtempSync(path.join(work, 'sigterm-'));
      const w2 = workerProcess('--jobs', '1');
      const block = blocks[0];
      const sweep2 = runOnQueue({ url: redis.url, sweep: 'sigterm', plans: gated(rush, 0), blocks: [block], pollMs: 50, onBlock: () => undefined });
      await until('the worker to reach the gate', () => reachedGate(rush).length === 1);
      w2.child.kill('SIGTERM');
      expect(await w2.exit).toBe(0);
      expect(w2.err()).toContain('stopping: the blocks being played go back to the queue');
      expect(await queue.getJobState(blockJobId('sigterm', block))).toBe('waiting');
      writeFileSync(path.join(rush, 'go'), '');
      const w3 = await startWorker({ url: redis.url, jobs: 1, lockMs: LOCK_MS });
      await sweep2;
      await w3.close();
      expect(await client.hlen(sweepKeys('sigterm').results)).toBe(1);
    } finally {
      await queue.close();
    }
  });

  it('says when no worker takes its blocks, and adds again the jobs and plans that Redis lost', async () => {
    const waits: string[] = [];
    const got = new Map<string, string>();
    const some = blocks.slice(3, 5);
    const done = runOnQueue({ url: redis.url, sweep: 'lost', plans, blocks: some, pollMs: 50, checkMs: 200, onBlock: (b, t) => got.set(blockName(b), JSON.stringify(t)), onWait: (m) => waits.push(m) });
    await until('the sweep to say no worker is there', () => waits.length > 0);
    expect(waits).toEqual([`no worker takes blocks from ${redis.url}: start some with \`deckwright worker --queue ${redis.url}\``]);
    // As a Redis restarted without its data would be.
    await client.flushall();
    const w = await startWorker({ url: redis.url, jobs: 1, lockMs: LOCK_MS });
    await done;
    await w.close();
    expect([...got].sort()).toEqual(some.map((b) => [blockName(b), embedded.get(blockName(b))]).sort());
  });

  it('ends the sweep with the worker’s reason when no worker can load the plan’s module, and resumes once it is there', async () => {
    const dir = mkdtempSync(path.join(work, 'missing-'));
    const file = path.join(dir, 'rules.mjs');
    const plan: RecordPlan = { module: pathToFileURL(file).href, exportName: 'playRecords', data: plans.random.data };
    const errors: string[] = [];
    const w = await startWorker({ url: redis.url, jobs: 1, lockMs: LOCK_MS, onError: (m) => errors.push(m) });
    try {
      const run = () => merged((onBlock) => runOnQueue({ url: redis.url, sweep: 'missing', plans: { random: plan, heuristic: plans.heuristic }, blocks: blocks.slice(0, 1), pollMs: 50, retryMs: 100, onBlock }));
      const failed = run();
      await expect(failed).rejects.toThrow(/^"random", games 0–39, failed: [^:]+:\d+: .*Cannot find module/);
      expect(errors).toHaveLength(3);
      expect(await client.hlen(sweepKeys('missing').results)).toBe(0);
      // The module put where the plan says: the same sweep, started again, plays the block.
      writeFileSync(file, `export { playRecords } from ${JSON.stringify(pathToFileURL(path.join(buildRoot, 'src', 'games', 'codex', 'sim', 'run.js')).href)};\n`);
      const got = JSON.parse(await run()) as Record<string, Tally>;
      expect(got.random.games).toBe(40);
      expect(existsSync(file)).toBe(true);
    } finally {
      await w.close();
    }
  });
});

describe('deckwright worker on the command line', () => {
  it('refuses a URL that is not Redis’s as a usage error', async () => {
    const r = await runHere(['worker', '--queue', 'http://localhost:6379']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("deckwright: --queue: a Redis URL starts with redis:// or rediss://, got 'http://localhost:6379'\n");
  });

  it('says plainly that Redis cannot be reached', async () => {
    const r = await runHere(['worker', '--queue', 'redis://127.0.0.1:1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^deckwright: cannot reach Redis at redis:\/\/127\.0\.0\.1:1: .*ECONNREFUSED.*\n$/);
  });
});

describe('scripts/ensure-redis.js (npm test runs it first)', () => {
  it('does nothing when redis-server is there; installs it with apt-get as root when it is not (dry run)', () => {
    const script = path.join(root, 'scripts', 'ensure-redis.js');
    const found = spawnSync(process.execPath, [script, '--dry-run'], { encoding: 'utf8', env: { ...process.env, DECKWRIGHT_REDIS_SERVER: process.execPath } });
    expect(found.status).toBe(0);
    expect(found.stdout).toBe(`redis-server found at ${process.execPath}\n`);
    const missing = spawnSync(process.execPath, [script, '--dry-run'], { encoding: 'utf8', env: { ...process.env, DECKWRIGHT_REDIS_SERVER: '/nonexistent/redis-server' } });
    if (process.getuid?.() === 0) {
      expect(missing.status).toBe(0);
      expect(missing.stderr).toMatch(/would run: DEBIAN_FRONTEND=noninteractive apt-get update\n.*would run: DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server/s);
    } else {
      expect(missing.status).toBe(1);
      expect(missing.stderr).toMatch(/only root can install it: run `sudo apt-get/);
    }
  });
});
