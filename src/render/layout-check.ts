/**
 * Runs every template without drawing pixels, to find text that does not fit its box and
 * characters the fonts lack: part of `check`, so a designer learns it before rendering. What it
 * draws is kept for the renderer of the same process (drawn.ts).
 */
import type { Diagnostic } from '../core/diagnostics.js';
import type { LoadedPack } from '../core/pack.js';
import { BrokenInstallationError } from '../core/broken-installation.js';
import type { JsonMemo } from '../core/json-memo.js';
import { jobHash, layoutHash, readCache, renderedCleanly } from './cache.js';
import type { CardProblem } from './context.js';
import { drawnOnce } from './drawn.js';
import { thrownAt } from '../core/template-build.js';
import { renderJobs } from './jobs.js';
import { problemToDiagnostic, templateFailure } from './problems.js';

/**
 * `cacheDir`: a render output folder. An image its render cache says was rendered cleanly from
 * exactly these inputs need not be laid out again (whether its files are still intact is the
 * render's business, not the layout's).
 */
export async function layoutDiagnostics(pack: LoadedPack, opts: { cacheDir?: string; skip?: Set<string>; memo?: JsonMemo } = {}): Promise<Diagnostic[]> {
  const out: Diagnostic[] = [];
  const cache = opts.cacheDir ? readCache(opts.cacheDir) : null;
  for (const job of renderJobs(pack)) {
    if (job.cardId && opts.skip?.has(job.cardId)) continue;
    if (cache && renderedCleanly(cache, job, jobHash(job))) continue;
    // What laying out a card with exactly these inputs found the last time (`memo`, kept by
    // `check` between commands): a check that renders nothing still lays out only what changed.
    const key = opts.memo ? layoutHash(job) : '';
    const kept = opts.memo?.get(key);
    if (kept) {
      for (const p of kept.value as CardProblem[]) out.push(problemToDiagnostic(pack, job, p));
      continue;
    }
    try {
      // Kept for the renderer, which lays out this drawing instead of running the template again.
      const { problems } = await drawnOnce(job);
      opts.memo?.set(key, problems);
      for (const p of problems) out.push(problemToDiagnostic(pack, job, p));
    } catch (e) {
      // deckwright's own files are broken (a font): not this card's problem, stop with exit 2.
      if (e instanceof BrokenInstallationError) throw e;
      out.push(templateFailure(pack, job, e instanceof Error ? e.message : String(e), thrownAt(e)));
    }
  }
  return out;
}
