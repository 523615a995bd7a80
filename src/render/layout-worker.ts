/**
 * A worker thread that lays a few cards out with satori and rasterises them (layout-thread.ts).
 * It loads satori and the bundled fonts as soon as it starts, then the game's font set when told
 * it, and lays out a sample, while the main thread is still loading and checking the pack: by the
 * time a changed card's drawing arrives, what a first image costs a fresh process (loading satori,
 * parsing the faces, V8's first runs) is paid.
 */
import { parentPort } from 'node:worker_threads';
import type { SatoriElement } from './context.js';
import { saveFaceMetrics } from './face-metrics.js';
import { bundledFontSet, type FontSet } from './font-set.js';
import { fontSetOf, type FontSource } from './own-fonts.js';
import { errorMessage, writeRaster, type RasterTask, type Written } from './raster-task.js';
import { loadSatori, toSvg } from './rasterize.js';

/** What the main thread asks: the game's fonts (once, first), then drawings. */
export type LayoutThreadMessage =
  | { kind: 'fonts'; fonts?: FontSource }
  | { kind: 'draw'; id: number; element: SatoriElement; width: number; height: number; raster: Omit<RasterTask, 'svg'> };

export interface LayoutThreadDone {
  id: number;
  written?: Written;
  missing?: string[];
  error?: string;
}

// Started before the pack is read: what every game needs. A failure here is the first drawing's.
const loaded = Promise.all([loadSatori(), Promise.resolve().then(() => bundledFontSet())]);
loaded.catch(() => undefined);

/** A line of text in the set's first family: enough for satori to load every face it is given. */
const SAMPLE = { type: 'div', props: { style: { display: 'flex', fontSize: 12 }, children: 'Aa 0' } } as SatoriElement;

let fonts: Promise<FontSet> | null = null;

async function draw(task: Extract<LayoutThreadMessage, { kind: 'draw' }>): Promise<LayoutThreadDone> {
  try {
    if (!fonts) throw new Error('the layout thread was given no fonts');
    const set = await fonts;
    const { svg, missing } = await toSvg(task.element, task.width, task.height, set);
    const written = await writeRaster({ ...task.raster, svg });
    // What the faces were asked here, kept for the next command (as the main thread's render does).
    saveFaceMetrics();
    return { id: task.id, written, missing };
  } catch (e) {
    return { id: task.id, error: errorMessage(e) };
  }
}

parentPort!.on('message', (m: LayoutThreadMessage) => {
  if (m.kind === 'fonts') {
    fonts = loaded.then(async () => {
      const set = await fontSetOf(m.fonts);
      await toSvg(SAMPLE, 64, 32, set);
      return set;
    });
    fonts.catch(() => undefined);
    return;
  }
  void draw(m).then((done) => parentPort!.postMessage(done));
});
