import type { Command } from 'commander';
import path from 'node:path';
import { formatText } from '../../core/diagnostics.js';
import { progress } from '../../pipeline/progress.js';
import { info } from '../output.js';
import { numberIn } from '../parse-options.js';
import type { SweepFlags } from '../sweep-flags.js';

const collect = (v: string, all: string[]) => [...all, v];

/** Ctrl-C during a sweep on a queue. */
class SweepStopped extends Error {}

export function registerSweep(program: Command): void {
  program
    .command('sweep')
    .description(
      'balance over variants: play a grid of variants (a card field, an option, the player count, the bot, a round robin of deck lists) with the same seeds, and report win rate, length, game measures and what each card does with intervals (dist/<game>/sweeps/<name>/: report.html, figures.json, CSV)',
    )
    .argument('<game-or-file>', 'a game name under cards/, a pack folder, or a sweep file (.yaml) that names its game')
    .option('--vary <axis=values>', 'an axis and its values: creatures.meute-de-rats.pv=1,2,3,4, option.<name>=a,b, players=2,3,4 or bot=random,heuristic (repeat for a grid)', collect, [] as string[])
    .option('--decks <lists...>', 'deck lists for a round robin (games whose players build decks); "shipped" for the pack\'s own')
    .option('--games <n>', 'games a variant', '1000')
    .option('--seed <s>', 'seed of the first game (game i of every variant uses seed + i)', '1')
    .option('--bot <name>', 'the bot, when --vary does not vary it', 'heuristic')
    .option('--players <k>', 'player count: 2, a range 1-4 or a list 2,3, played in turn')
    .option('--iterations <n>', 'iterations per decision of the search bot')
    .option('--block <n>', 'games a block holds (a unit of work for a thread or a queue worker)', '500')
    .option('--name <name>', 'the report folder under dist/<game>/sweeps/ (default: made from the axes)')
    .option('--target <win=rate>', 'name the variants whose win-rate interval holds this rate, e.g. win=0.5')
    .option('--jobs <n>', 'threads on this machine (default: one per core)')
    .option('--queue <redis-url>', 'play the blocks on a Redis queue (redis://host:port) by `deckwright worker`s, on any number of machines')
    .option('--json', 'print the figures as JSON on stdout instead of writing the report')
    .action(async (arg: string, opts: Record<string, string | boolean | string[] | undefined>) => {
      // Loaded when the command runs: every other command starts without them.
      const { readSweepFile, sweep } = await import('../../pipeline/sweep/index.js');
      const { queueFlag, specFromFlags } = await import('../sweep-flags.js');
      const { rateNote } = await import('../../pipeline/sweep/eta.js');
      const { sweepJson } = await import('../../pipeline/sweep/report.js');
      const command = program.commands.find((c) => c.name() === 'sweep')!;
      const given = (flag: string) => command.getOptionValueSource(flag) === 'cli';
      const flags = opts as unknown as SweepFlags;
      let spec;
      if (/\.ya?ml$/i.test(arg)) {
        const read = await readSweepFile(arg);
        if (!read.ok) {
          process.stdout.write(`${formatText(read.diagnostics)}\n`);
          info(`${arg}: fix the sweep file as listed, then run it again`);
          process.exitCode = 1;
          return;
        }
        spec = specFromFlags(arg, flags, given, read.spec);
      } else spec = specFromFlags(arg, flags, given);
      const queue = await queueFlag(opts.queue as string | undefined);
      const bar = progress(`${path.basename(spec.game)}: sweep`);
      const started = Date.now();
      // On a queue, Ctrl-C stops waiting; the blocks stay queued and the same command resumes.
      const stop = new AbortController();
      const onSignal = () => stop.abort(new SweepStopped());
      if (queue) process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
      let run;
      try {
        run = await sweep(spec, {
          jobs: numberIn('--jobs', opts.jobs as string | undefined, 1, 256, true),
          queue,
          write: !opts.json,
          signal: stop.signal,
          onProgress: (done, total) => bar.update(done, total, rateNote(done, total, Date.now() - started)),
          onWait: (m) => info(m),
        });
      } catch (e) {
        bar.end();
        if (e instanceof SweepStopped) {
          info('sweep stopped: the blocks played are kept in Redis and the others stay queued; run the same command again to resume');
          process.exitCode = 130;
          return;
        }
        const { BlockError } = await import('../../engine/balance/pool.js');
        // A game whose rules throw (a designer's own rules code): where, not a stack.
        if (e instanceof BlockError) {
          info(`sweep failed: ${e.message}; \`deckwright sim\` with that variant's values and seed plays the game again`);
          process.exitCode = 1;
          return;
        }
        const { SweepFailed } = await import('../../engine/balance/queue.js');
        if (e instanceof SweepFailed) {
          info(`sweep failed: ${e.message}`);
          process.exitCode = 1;
          return;
        }
        throw e;
      } finally {
        process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
      }
      bar.end();
      if (!run.ok) {
        process.stdout.write(`${formatText(run.diagnostics)}\n`);
        info(run.advice);
        process.exitCode = 1;
        return;
      }
      const r = run.result;
      if (opts.json) {
        process.stdout.write(`${JSON.stringify(sweepJson(r), null, 2)}\n`);
        return;
      }
      const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
      const pts = (x: number) => `${x > 0 ? '+' : ''}${(x * 100).toFixed(1)}`;
      for (const v of r.figures.variants) {
        const m = v.metrics.winRate;
        const d = v.paired?.winRate;
        const diff = d ? `; ${pts(d.estimate)} pts against the base (${pts(d.ci95[0])} to ${pts(d.ci95[1])})` : v.index === r.figures.base ? ' (base)' : '';
        const on = v.onTarget ? '  ← on target' : '';
        info(`${v.label}: win rate ${m.winRate === null ? '—' : pct(m.winRate)} (${m.ci95 ? `${pct(m.ci95[0])}–${pct(m.ci95[1])}` : '—'})${diff}${on}`);
      }
      info(`${r.figures.variants.length} variants × ${r.spec.games} games, same seeds; report:`);
      for (const f of run.files) info(`  → ${path.relative(process.cwd(), f)}`);
    });
}
