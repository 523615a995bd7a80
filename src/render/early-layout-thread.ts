/**
 * The layout thread's worker (layout-thread.ts), started as early as a command can: `build` starts
 * it before it loads the build's own modules, so that the thread loads satori and the fonts while
 * this one loads them and the pack (about a tenth of a one-card rebuild earlier than the build
 * could). This module loads nothing else: it must cost the command nothing to import.
 */
import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { workerEntry } from '../core/own-modules.js';
import { RENDER_CACHE_FILE } from './outputs.js';

/** The worker's module: the bundle's build of it when running bundled. */
export const LAYOUT_WORKER = () => workerEntry('src/render/layout-worker.js');

/**
 * True when `outDir` holds a render and a file under `inputs` (the game's folder) was modified
 * after its render cache was last written: the build most likely redraws a few images (an edited
 * card). A guess, from file times only (a few hundred stats, before the pack is read): a build
 * with nothing edited starts no thread, and one that needs none after all stops it.
 */
export function editedSinceRender(outDir: string, inputs: string[]): boolean {
  let rendered: number;
  try {
    rendered = statSync(path.join(outDir, RENDER_CACHE_FILE)).mtimeMs;
  } catch {
    // Never rendered: a cold render goes to the pool's threads.
    return false;
  }
  const newer = (dir: string): boolean => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return false;
    }
    for (const e of entries) {
      const full = path.join(dir, e.name);
      // At or after: file times are only as fine as the kernel's clock tick (a few ms), so an
      // edit made right after a render can carry the render's own time.
      const edited = e.isDirectory() ? newer(full) : e.isFile() && (statSync(full, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= rendered;
      if (edited) return true;
    }
    return false;
  };
  return inputs.some(newer);
}

/** What the command decided for one output folder: the worker it started, or null when nothing was edited. */
let early: { outDir: string; worker: Worker | null } | null = null;

/**
 * Starts the worker for a build of the game in `gameDir` into `outDir` when a file of the game was
 * edited since its last render; the build takes it, or the decision (takeEarlyWorker).
 */
export function startLayoutWorkerEarly(outDir: string, gameDir: string): void {
  if (early) return;
  const worker = editedSinceRender(outDir, [gameDir]) ? new Worker(LAYOUT_WORKER()) : null;
  // Until the build takes it, an idle worker must not keep the process alive.
  worker?.unref();
  early = { outDir: path.resolve(outDir), worker };
}

/**
 * What the command decided early for `outDir`, once: its worker, null when nothing was edited, or
 * undefined when it decided nothing for that folder (a worker started for another one is stopped).
 */
export function takeEarlyWorker(outDir: string): Worker | null | undefined {
  const taken = early;
  early = null;
  if (!taken) return undefined;
  if (taken.outDir !== path.resolve(outDir)) {
    void taken.worker?.terminate();
    return undefined;
  }
  taken.worker?.ref();
  return taken.worker;
}
