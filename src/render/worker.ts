/**
 * A rasterising worker thread: turns the SVGs the main thread makes with satori into PNGs
 * (resvg, sharp) and writes both files. It loads only raster-task.ts and what it needs (no
 * satori, no fonts), so it starts in a few milliseconds, while satori stays warm on the main thread.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { errorMessage, writeRaster, type RasterTask, type Written } from './raster-task.js';

export interface WorkerTask extends RasterTask {
  id: number;
}

export interface WorkerDone {
  id: number;
  written?: Written;
  error?: string;
}

/**
 * resvg keeps each image's pixels (3.6 MB for a 300 dpi card) in native memory that V8 does not
 * count, freed only when the small JavaScript object holding them is collected; a thread that
 * makes little garbage of its own seldom collects, so a deck's pixels piled up (some 170 MB per
 * thread for CODEX). A young-generation collection after each image (well under a millisecond)
 * frees them. `gc` is taken from a context made with V8's flag on. The flag is the whole process's
 * and stays on: switched off again, it could be off before another worker made its context
 * (deckwright makes no other vm contexts, the only place it would show).
 */
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as (options: { type: 'minor' | 'major' }) => void;

async function rasterise(task: WorkerTask): Promise<void> {
  try {
    const written = await writeRaster(task);
    collect({ type: 'minor' });
    parentPort!.postMessage({ id: task.id, written } satisfies WorkerDone);
  } catch (e) {
    parentPort!.postMessage({ id: task.id, error: errorMessage(e) } satisfies WorkerDone);
  }
}

// One image at a time: a task posted while another is being made waits for it, so that the
// thread never holds the pixels of two images (an async handler would start each as it comes).
let queue = Promise.resolve();
parentPort!.on('message', (task: WorkerTask) => {
  queue = queue.then(() => rasterise(task));
});
