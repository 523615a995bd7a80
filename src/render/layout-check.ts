/**
 * Runs every template without drawing pixels, to find text that does not fit its box and
 * characters the fonts lack: part of `check`, so a designer learns it before rendering.
 */
import type { Diagnostic } from '../core/diagnostics.js';
import type { LoadedPack } from '../core/pack.js';
import { drawJob } from './draw.js';
import { renderJobs } from './jobs.js';
import { problemToDiagnostic } from './problems.js';

export async function layoutDiagnostics(pack: LoadedPack): Promise<Diagnostic[]> {
  const out: Diagnostic[] = [];
  for (const job of renderJobs(pack)) {
    try {
      const { problems } = await drawJob(job);
      for (const p of problems) out.push(problemToDiagnostic(pack, job, p));
    } catch (e) {
      out.push(
        problemToDiagnostic(pack, job, {
          rule: 'render/text-fit',
          path: [],
          message: `the template '${job.templateFile}' failed on this card: ${e instanceof Error ? e.message : String(e)}`,
        }),
      );
    }
  }
  return out;
}
