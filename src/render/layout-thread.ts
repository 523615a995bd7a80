/**
 * A build that redraws a few images (an edited card) draws them in a worker thread started before
 * the pack is even read, when a file of the game was edited since its last render: the thread
 * loads satori and the fonts while this one loads and checks the pack, and the check's drawings
 * are then laid out and rasterised there, warm. A build with nothing to redraw, or with many images (those go to the
 * pool, pool.ts, whose threads are worth starting), stops it once the pack is read.
 *
 * The thread draws what the main thread would, from the same drawing and fonts (same bytes). A
 * drawing it cannot make comes back as an error, and the main thread then makes it itself, so
 * errors read exactly as they do without the thread.
 */
import { Worker } from 'node:worker_threads';
import type { LoadedPack } from '../core/pack.js';
import { sharp } from '../core/sharp.js';
import { jobHash, readCache, renderedCleanly } from './cache.js';
import { editedSinceRender, LAYOUT_WORKER, takeEarlyWorker } from './early-layout-thread.js';
import type { CardProblem } from './context.js';
import { drawnOnce } from './drawn.js';
import { imageFiles } from './outputs.js';
import { renderJobs, type RenderJob } from './jobs.js';
import type { LayoutThreadDone, LayoutThreadMessage } from './layout-worker.js';
import type { FontSource } from './own-fonts.js';
import { MIN_JOBS_FOR_THREADS } from './pool.js';
import { encodeOpaque, withDpi } from './raster.js';
import { writeImage, type Written } from './raster-task.js';
import { imageGeometry } from './render-job.js';

export interface LayoutThread {
  /** The game's font set: said once, before the first drawing. */
  useFonts(fonts: FontSource | undefined): void;
  /**
   * Starts drawing `job` there now (its template runs here first), before the check has passed:
   * nothing is written until `draw` asks for it. Resolves once the drawing is posted (never rejects).
   */
  prefetch(job: RenderJob): Promise<void>;
  /** `job`'s image, laid out and rasterised there (from the prefetch, if any), written in `outDir`; rejects when the thread could not. */
  draw(job: RenderJob, outDir: string): Promise<{ problems: CardProblem[]; missing: string[]; written: Written }>;
  close(): Promise<void>;
}

let drawnInProcess = false;

/**
 * The thread for a build of the cards in `outDir` from the game in `gameDir`, started now, when it
 * is worth it: a file of the game was edited since its last render, and this is the process's
 * first drawing. A process that builds again (`build --watch`, the preview) draws the next changes
 * on its main thread, where satori is then warm.
 */
export function layoutThreadFor(outDir: string, gameDir: string): LayoutThread | null {
  if (drawnInProcess) return null;
  drawnInProcess = true;
  // Decided already by the command, before it loaded the build's modules (early-layout-thread.ts)?
  const early = takeEarlyWorker(outDir);
  if (early !== undefined) return early && startLayoutThread(early);
  return editedSinceRender(outDir, [gameDir]) ? startLayoutThread() : null;
}

/**
 * The images of `pack` that its render cache in `outDir` does not vouch for, when there are a few
 * (one to MIN_JOBS_FOR_THREADS - 1) in a single font set; null otherwise.
 */
export function fewStaleImages(pack: LoadedPack, outDir: string): RenderJob[] | null {
  const stale: RenderJob[] = [];
  try {
    const cache = readCache(outDir);
    for (const job of renderJobs(pack)) {
      if (renderedCleanly(cache, job, jobHash(job))) continue;
      stale.push(job);
      if (stale.length >= MIN_JOBS_FOR_THREADS) return null;
    }
  } catch {
    // A pack the check will refuse (a template that does not compile): nothing to draw here.
    return null;
  }
  if (!stale.length) return null;
  const fonts = JSON.stringify(stale[0].fonts);
  return stale.every((j) => JSON.stringify(j.fonts) === fonts) ? stale : null;
}

/** `thread`: a worker of the layout worker's module (the bundle's build of it when running bundled; the tests start each). */
export function startLayoutThread(thread: Worker = new Worker(LAYOUT_WORKER())): LayoutThread {
  const pending = new Map<number, (d: LayoutThreadDone) => void>();
  const drawings = new Map<string, { posted: Promise<void>; done: Promise<LayoutThreadDone> }>();
  let failed: string | null = null;
  let next = 0;
  thread.on('message', (d: LayoutThreadDone) => {
    pending.get(d.id)?.(d);
    pending.delete(d.id);
  });
  // A thread that fails or ends fails what it was asked and everything asked after.
  const stop = (why: string) => {
    failed ??= why;
    for (const [id, settle] of pending) settle({ id, error: why });
    pending.clear();
  };
  thread.on('error', (e: Error) => stop(e.message));
  thread.on('exit', () => stop('the layout thread has stopped'));
  const post = (m: LayoutThreadMessage) => thread.postMessage(m);
  /** The thread's drawing of `job`, asked for once (a prefetch and the render share it): when it is posted, and when it is done. */
  const drawing = (job: RenderJob): { posted: Promise<void>; done: Promise<LayoutThreadDone> } => {
    const key = `${job.key}\u0000${jobHash(job)}`;
    let asked = drawings.get(key);
    if (!asked) {
      let posted!: () => void;
      const whenPosted = new Promise<void>((resolve) => (posted = resolve));
      const done = (async () => {
        try {
          const { element } = await drawnOnce(job);
          if (failed) return { id: -1, error: failed };
          const id = next++;
          return await new Promise<LayoutThreadDone>((resolve) => {
            pending.set(id, resolve);
            post({ kind: 'draw', id, element, ...imageGeometry(job) });
            posted();
          });
        } finally {
          posted();
        }
      })();
      // A template that throws is reported by the check and the render, which draw it again here.
      done.catch(() => undefined);
      drawings.set(key, (asked = { posted: whenPosted, done }));
    }
    return asked;
  };
  return {
    useFonts(fonts) {
      if (!failed) post({ kind: 'fonts', fonts });
    },
    prefetch(job) {
      return drawing(job).posted;
    },
    async draw(job, outDir) {
      const { problems } = await drawnOnce(job);
      const asked = drawing(job).done;
      // Loaded while the thread draws: it writes the opaque images, and the exporters need it next.
      sharp();
      const done = await asked;
      if (done.error || done.svg === undefined || !done.image) throw new Error(done.error ?? 'the layout thread gave no image');
      const image = done.image;
      const png = 'png' in image ? Buffer.from(image.png.buffer, image.png.byteOffset, image.png.byteLength) : withDpi(await encodeOpaque(image.rgba, image.width, image.height), imageGeometry(job).dpi);
      const written = await writeImage(imageFiles(outDir, job.key), done.svg, png);
      return { problems, missing: done.missing ?? [], written };
    },
    async close() {
      await thread.terminate();
    },
  };
}
