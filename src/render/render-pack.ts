/**
 * Renders a pack's cards to dist/<game>/cards/<deck>/<id>.svg and .png, re-rendering only the
 * images whose inputs changed or whose files were damaged (see cache.ts), on all cores.
 */
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.js';
import type { LoadedPack } from '../core/pack.js';
import { mapLimit } from '../export/file-hash.js';
import { isFresh, jobHash, readCache, renderEntry, writeCache, type RenderEntry } from './cache.js';
import type { ImageSet, RenderedImage } from './image-set.js';
import { imageFiles } from './outputs.js';
import { renderJobs, type RenderJob } from './jobs.js';
import { renderAll } from './pool.js';
import type { LayoutThread } from './layout-thread.js';
import { problemToDiagnostic, templateFailure } from './problems.js';

export interface RenderOptions {
  outDir: string;
  /** Card ids (or deck ids) to render; all when empty. */
  only?: string[];
  /** Rasterise at this resolution instead of the manifest's (the layout stays the same). */
  dpi?: number;
  threads?: number;
  /** Ignore the cache and render everything. */
  force?: boolean;
  /** Card ids not to render (cards with errors). */
  skip?: Set<string>;
  onProgress?: (done: number, total: number, key: string) => void;
  /** A thread warmed up to draw the few images this render makes (layout-thread.ts). */
  layoutThread?: LayoutThread | null;
}

export interface RenderReport {
  total: number;
  rendered: string[];
  skipped: number;
  diagnostics: Diagnostic[];
  outDir: string;
  /** The images this render stands behind: fresh or made without a problem (never one with errors). */
  images: ImageSet;
}

export function selectJobs(pack: LoadedPack, opts: Pick<RenderOptions, 'only' | 'dpi' | 'skip'>): RenderJob[] {
  let jobs = renderJobs(pack).filter((j) => !(j.cardId && opts.skip?.has(j.cardId)));
  if (opts.only?.length) {
    const wanted = new Set(opts.only);
    jobs = jobs.filter((j) => (j.cardId && wanted.has(j.cardId)) || wanted.has(j.deckId));
  }
  if (opts.dpi && opts.dpi !== pack.manifest?.card.dpi) jobs = jobs.map((j) => ({ ...j, outputDpi: opts.dpi }));
  return jobs;
}

export async function renderPack(pack: LoadedPack, opts: RenderOptions): Promise<RenderReport> {
  const jobs = selectJobs(pack, opts);
  const cache = readCache(opts.outDir);
  const hashes = new Map(jobs.map((j) => [j.key, jobHash(j)]));
  const fresh = await mapLimit(jobs, 8, async (j) => !opts.force && (await isFresh(cache, opts.outDir, j, hashes.get(j.key)!)));
  const todo = jobs.filter((_, i) => !fresh[i]);
  const results = await renderAll(todo, opts.outDir, {
    threads: opts.threads,
    layoutThread: opts.layoutThread,
    onDone: (r, done, total) => opts.onProgress?.(done, total, r.key),
  });
  const diagnostics: Diagnostic[] = [];
  const rendered: string[] = [];
  const done = new Map<string, RenderEntry>();
  jobs.forEach((j, i) => fresh[i] && done.set(j.key, cache.entries[j.key]));
  for (const [i, r] of results.entries()) {
    const job = todo[i];
    if (r.error) {
      diagnostics.push(templateFailure(pack, job, r.error, r.thrownAt ?? null));
      delete cache.entries[job.key];
      continue;
    }
    for (const p of r.problems) diagnostics.push(problemToDiagnostic(pack, job, p));
    for (const ch of r.missing) {
      diagnostics.push(
        problemToDiagnostic(pack, job, {
          rule: 'render/missing-glyph',
          path: [],
          needle: ch,
          message: `card '${job.cardId ?? job.deckId}' uses '${ch}', which none of the game's fonts has, nor the fallback fonts`,
        }),
      );
    }
    rendered.push(job.key);
    // An image with problems is not cached, so the problem is reported again next time. One with
    // only warnings (art with few pixels) is still the card's image: printed and exported.
    const errors = r.problems.some((p) => p.severity !== 'warning') || r.missing.length > 0;
    if (errors || r.problems.length) delete cache.entries[job.key];
    if (errors) continue;
    const entry = await renderEntry(opts.outDir, job.key, hashes.get(job.key)!, r.written!);
    done.set(job.key, entry);
    if (!r.problems.length) cache.entries[job.key] = entry;
  }
  if (todo.length) await writeCache(opts.outDir, cache);
  const outDir = path.resolve(opts.outDir);
  const dpi = opts.dpi ?? pack.manifest?.card.dpi ?? 0;
  const images: ImageSet = { dir: outDir, dpi, images: jobs.filter((j) => done.has(j.key)).map((j) => renderedImage(j, outDir, done.get(j.key)!)) };
  return { total: jobs.length, rendered, skipped: jobs.length - todo.length, diagnostics, outDir, images };
}

function renderedImage(job: RenderJob, outDir: string, entry: RenderEntry): RenderedImage {
  const { key, side, deckId, cardId } = job;
  return { key, side, deckId, cardId, format: job.format.name, ...imageFiles(outDir, key), sha256: entry.png.sha256, width: entry.width, height: entry.height };
}
