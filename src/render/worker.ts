/**
 * A rasterising worker thread: turns the SVGs the main thread makes with satori into PNGs
 * (resvg) and writes both files. resvg is native code, so a worker starts in milliseconds,
 * while satori, which is JavaScript, stays warm on the main thread.
 */
import { parentPort } from 'node:worker_threads';
import { errorMessage, writeRaster, type RasterTask, type Written } from './render-job.js';

export interface WorkerTask extends RasterTask {
  id: number;
}

export interface WorkerDone {
  id: number;
  written?: Written;
  error?: string;
}

parentPort!.on('message', async (task: WorkerTask) => {
  try {
    parentPort!.postMessage({ id: task.id, written: await writeRaster(task) } satisfies WorkerDone);
  } catch (e) {
    parentPort!.postMessage({ id: task.id, error: errorMessage(e) } satisfies WorkerDone);
  }
});
