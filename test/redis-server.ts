/**
 * A real redis-server for the queue's tests: on a free local port, in a temporary folder of its
 * own, with its append-only file on (as docs/queue.md asks of a sweep's Redis) so that a restart
 * loses nothing. It can be killed and started again on the same port and folder: Redis going away
 * mid-sweep and coming back.
 *
 * No test is skipped without it: a machine without redis-server fails with what to run
 * (`npm test` installs it first: scripts/ensure-redis.js).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REDIS_SERVER = process.env.DECKWRIGHT_REDIS_SERVER || '/usr/bin/redis-server';

export interface RedisServer {
  port: number;
  url: string;
  dir: string;
  /** Stops it: SIGTERM (it writes its files first, as a service stop does), or SIGKILL. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Starts it again on the same port, from the same folder (its append-only file). */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  dispose(): Promise<void>;
}

/** A port free now (the system's choice); the server is started on it right after. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** One PING: true when Redis answers PONG. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let got = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => {
      got += d.toString('latin1');
      // While it loads its append-only file, Redis answers -LOADING.
      if (got.includes('\r\n')) done(got.startsWith('+PONG'));
    });
  });
}

export async function startRedis(): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`redis-server is missing at ${REDIS_SERVER}: run \`node scripts/ensure-redis.js\` (npm test runs it first), or set DECKWRIGHT_REDIS_SERVER to one`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'deckwright-redis-'));
  const port = await freePort();
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let output = '';

  const start = async () => {
    output = '';
    const c = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', '', '--daemonize', 'no', '--logfile', ''], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = c;
    c.stdout!.on('data', (d) => (output += d));
    c.stderr!.on('data', (d) => (output += d));
    exited = new Promise((resolve) => c.on('exit', () => resolve()));
    let ended = false;
    void exited.then(() => (ended = true));
    for (let i = 0; i < 200; i++) {
      if (ended) throw new Error(`redis-server stopped at its start on port ${port}:\n${output.slice(-2000)}`);
      if (await pong(port)) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`redis-server did not answer on port ${port} within 5 s:\n${output.slice(-2000)}`);
  };

  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };
  // A test process that ends without dispose() leaves no Redis behind.
  const onExit = () => child?.kill('SIGKILL');
  process.on('exit', onExit);

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    dir,
    stop,
    start,
    async dispose() {
      await stop('SIGKILL');
      process.off('exit', onExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
