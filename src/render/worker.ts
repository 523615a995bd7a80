/**
 * A rasterising worker thread: turns the SVGs the main thread makes with satori into PNGs
 * (resvg) and writes both files. resvg is native code, so a worker starts in milliseconds,
 * while satori, which is JavaScript, stays warm on the main thread.
 */
import { parentPort } from 'node:worker_threads';
import { writeFileAtomic } from '../core/atomic-write.js';
import { toPng } from './rasterize.js';

export interface RasterTask {
  id: number;
  svg: string;
  /** Output path without extension. */
  base: string;
  dpi: number;
}

export interface RasterDone {
  id: number;
  error?: string;
}

parentPort!.on('message', async (task: RasterTask) => {
  try {
    const png = toPng(task.svg, task.dpi);
    await writeFileAtomic(`${task.base}.svg`, task.svg);
    await writeFileAtomic(`${task.base}.png`, png);
    parentPort!.postMessage({ id: task.id } satisfies RasterDone);
  } catch (e) {
    parentPort!.postMessage({ id: task.id, error: e instanceof Error ? e.message : String(e) } satisfies RasterDone);
  }
});
