/**
 * Runs every template without drawing pixels, to find text that does not fit its box and
 * characters the fonts lack: part of `check`, so a designer learns it before rendering.
 */
import type { Diagnostic } from '../core/diagnostics.js';
import type { LoadedPack } from '../core/pack.js';
import { isFresh, jobHash, readCache } from './cache.js';
import { InstallError } from '../core/install-error.js';
import { drawJob } from './draw.js';
import { renderJobs } from './jobs.js';
import { problemToDiagnostic } from './problems.js';

/**
 * `cacheDir`: a render output folder. An image found fresh in its render cache was rendered
 * from exactly these inputs without any problem (problem images are never cached), so its
 * layout need not be checked again.
 */
export async function layoutDiagnostics(pack: LoadedPack, opts: { cacheDir?: string; skip?: Set<string> } = {}): Promise<Diagnostic[]> {
  const out: Diagnostic[] = [];
  const cache = opts.cacheDir ? readCache(opts.cacheDir) : null;
  for (const job of renderJobs(pack)) {
    if (job.cardId && opts.skip?.has(job.cardId)) continue;
    if (cache && opts.cacheDir && isFresh(cache, opts.cacheDir, job, jobHash(job))) continue;
    try {
      const { problems } = await drawJob(job);
      for (const p of problems) out.push(problemToDiagnostic(pack, job, p));
    } catch (e) {
      // deckwright's own files are broken (a font): not this card's problem, stop with exit 2.
      if (e instanceof InstallError) throw e;
      out.push(
        problemToDiagnostic(pack, job, {
          rule: 'render/template',
          path: [],
          message: `the template '${job.templateSource}' failed on this card: ${e instanceof Error ? e.message : String(e)}`,
        }),
      );
    }
  }
  return out;
}
