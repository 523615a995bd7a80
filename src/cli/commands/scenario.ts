import type { Command } from 'commander';
import { formatText } from '../../core/diagnostics.js';
import { info, sayLine } from '../output.js';

export function registerScenario(program: Command): void {
  program
    .command('scenario')
    .description('run rule scenarios (YAML): a position, steps, expectations; exit 1 when one fails')
    .argument('<file...>', 'scenario files')
    .action(async (files: string[]) => {
      const { runScenarioFiles } = await import('../../pipeline/scenario.js');
      const reports = await runScenarioFiles(files);
      let failed = 0;
      for (const r of reports) {
        if (r.failures.length) {
          failed++;
          sayLine(`FAIL ${r.file} — ${r.name}`);
          process.stdout.write(`${formatText(r.failures)}\n`);
        } else sayLine(`pass ${r.file} — ${r.name}`);
      }
      info(`${reports.length - failed} of ${reports.length} scenario${reports.length === 1 ? '' : 's'} passed`);
      process.exitCode = failed ? 1 : 0;
    });
}
