/**
 * `deckwright worker --queue redis://host:port`: plays blocks of sweeps from a Redis queue until
 * stopped (engine/balance/queue-worker.ts). Ctrl-C lets the blocks being played end; a second
 * Ctrl-C, or SIGTERM, hands them back to the queue at once for another worker.
 */
import type { Command } from 'commander';
import { UsageError } from '../../core/usage-error.js';
import { info, sayLine } from '../output.js';
import { numberIn } from '../parse-options.js';

export function registerWorker(program: Command): void {
  program
    .command('worker')
    .description("play the blocks of sweeps queued in Redis (docs/queue.md), on this machine's cores, until stopped")
    .requiredOption('--queue <url>', 'the Redis holding the queue: redis://host:port (rediss:// for TLS, redis://:password@host:port/db)')
    .option('--jobs <n>', 'blocks played at once, one thread each (default: one per core)')
    .option('--lock-ms <ms>', 'how long a block stays claimed by a worker that stopped answering, before another takes it (every worker of a queue should use the same)', '5000')
    .action(async (opts: { queue: string; jobs?: string; lockMs: string }) => {
      const jobs = numberIn('--jobs', opts.jobs, 1, 256, true);
      const lockMs = numberIn('--lock-ms', opts.lockMs, 500, 3_600_000, true)!;
      const { redisOptions, RedisUrlError } = await import('../../engine/balance/queue-redis.js');
      try {
        redisOptions(opts.queue);
      } catch (e) {
        if (e instanceof RedisUrlError) throw new UsageError(`--queue: ${e.message}`);
        throw e;
      }
      const { startWorker } = await import('../../engine/balance/queue-worker.js');
      const { winsOf } = await import('../../engine/balance/tally.js');
      const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
      const worker = await startWorker({
        url: opts.queue,
        jobs,
        lockMs,
        onBlock: (b, tally, counted) =>
          sayLine(`sweep ${b.sweep}: ${b.plan}, games ${b.from}–${b.to - 1}: ${tally.games} games, win rate ${tally.games ? pct(winsOf(tally) / tally.games) : '–'}${counted ? '' : ' (played already, not counted again)'}`),
        onWait: info,
        onError: (m) => info(`worker: ${m}`),
      });
      info(`connected to ${worker.where}: playing blocks of sweeps, ${worker.jobs} at a time (Ctrl-C to stop)`);
      await new Promise<void>((resolve) => {
        let asked = false;
        const stop = (handBack: boolean) => {
          if (!handBack && !asked) info('stopping once the blocks being played end (Ctrl-C again to hand them back to the queue now)');
          else info('stopping: the blocks being played go back to the queue');
          asked = true;
          void worker.close({ handBack }).then(resolve);
        };
        const onInt = () => stop(asked);
        const onTerm = () => stop(true);
        process.on('SIGINT', onInt);
        process.on('SIGTERM', onTerm);
      });
      info('worker stopped');
    });
}
