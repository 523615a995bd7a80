/**
 * A worker thread that lays a few cards out with satori and rasterises them (layout-thread.ts).
 * It loads satori and the game's fonts as soon as it starts, and lays out a sample, while the
 * main thread is still checking the pack: by the time a changed card's drawing arrives, what a
 * first image costs a fresh process (loading satori, parsing the faces, V8's first runs) is paid.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { SatoriElement } from './context.js';
import { saveFaceMetrics } from './face-metrics.js';
import { fontSetOf, type FontSource } from './own-fonts.js';
import { errorMessage, writeRaster, type RasterTask, type Written } from './raster-task.js';
import { toSvg } from './rasterize.js';

export interface LayoutThreadData {
  fonts?: FontSource;
}

export interface LayoutThreadTask {
  id: number;
  element: SatoriElement;
  width: number;
  height: number;
  raster: Omit<RasterTask, 'svg'>;
}

export interface LayoutThreadDone {
  id: number;
  written?: Written;
  missing?: string[];
  error?: string;
}

const { fonts } = workerData as LayoutThreadData;

/** A line of text in the set's first family: enough for satori to load every face it is given. */
const SAMPLE: SatoriElement = { type: 'div', props: { style: { display: 'flex', fontSize: 12 }, children: 'Aa 0' } } as SatoriElement;

const ready = (async () => {
  const set = await fontSetOf(fonts);
  await toSvg(SAMPLE, 64, 32, set);
  return set;
})();
// A failed warm-up is the first task's failure (the main thread then draws it itself).
ready.catch(() => undefined);

async function draw(task: LayoutThreadTask): Promise<LayoutThreadDone> {
  try {
    const set = await ready;
    const { svg, missing } = await toSvg(task.element, task.width, task.height, set);
    const written = await writeRaster({ ...task.raster, svg });
    // What the faces were asked here, kept for the next command (as the main thread's render does).
    saveFaceMetrics();
    return { id: task.id, written, missing };
  } catch (e) {
    return { id: task.id, error: errorMessage(e) };
  }
}

parentPort!.on('message', (task: LayoutThreadTask) => {
  void draw(task).then((done) => parentPort!.postMessage(done));
});
