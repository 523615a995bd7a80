/**
 * A worker thread that lays a few cards out with satori and rasterises them (layout-thread.ts).
 * It loads satori and the bundled fonts as soon as it starts, then the game's font set when told
 * it, lays out a sample and opens sharp, while the main thread is still loading and checking the
 * pack: by the time a changed card's drawing arrives, what a first image costs a fresh process
 * (loading satori and sharp, parsing the faces, V8's first runs) is paid. It writes nothing: the
 * main thread writes what it gives back once the check has passed.
 */
import { parentPort } from 'node:worker_threads';
import { sharp } from '../core/sharp.js';
import type { SatoriElement } from './context.js';
import { saveFaceMetrics } from './face-metrics.js';
import { bundledFontSet, type FontSet } from './font-set.js';
import { fontSetOf, type FontSource } from './own-fonts.js';
import { toPng } from './raster.js';
import { errorMessage } from './raster-task.js';
import { loadSatori, toSvg } from './rasterize.js';

/** What the main thread asks: the game's fonts (once, first), then drawings. */
export type LayoutThreadMessage =
  | { kind: 'fonts'; fonts?: FontSource }
  | { kind: 'draw'; id: number; element: SatoriElement; width: number; height: number; dpi: number; scale: number };

export interface LayoutThreadDone {
  id: number;
  svg?: string;
  png?: Uint8Array;
  missing?: string[];
  error?: string;
}

/** A line of text in the set's first family: enough for satori to load every face it is given. */
const SAMPLE = { type: 'div', props: { style: { display: 'flex', fontSize: 12 }, children: 'Aa 0' } } as SatoriElement;

async function warmedUp(set: FontSet): Promise<FontSet> {
  await toSvg(SAMPLE, 64, 32, set);
  return set;
}

// Started before the pack is read: satori and the bundled fonts, laid out once (the font set of
// most games), then sharp for the PNGs. The main thread opens sharp too before this thread can
// end (layout-thread.ts), which sharp's native libraries need. A failure here is the first drawing's.
const bundled = loadSatori()
  .then(() => warmedUp(bundledFontSet()))
  .then((set) => {
    sharp();
    return set;
  });
bundled.catch(() => undefined);

let fonts: Promise<FontSet> | null = null;

async function draw(task: Extract<LayoutThreadMessage, { kind: 'draw' }>): Promise<LayoutThreadDone> {
  try {
    if (!fonts) throw new Error('the layout thread was given no fonts');
    const set = await fonts;
    const { svg, missing } = await toSvg(task.element, task.width, task.height, set);
    const png = await toPng(svg, task.dpi, task.scale);
    // What the faces were asked here, kept for the next command (as the main thread's render does).
    saveFaceMetrics();
    return { id: task.id, svg, png, missing };
  } catch (e) {
    return { id: task.id, error: errorMessage(e) };
  }
}

parentPort!.on('message', (m: LayoutThreadMessage) => {
  if (m.kind === 'fonts') {
    // A game with font files of its own has a set of its own, laid out once too.
    fonts = m.fonts?.files.length ? bundled.then(async () => warmedUp(await fontSetOf(m.fonts))) : bundled;
    fonts.catch(() => undefined);
    return;
  }
  void draw(m).then((done) => parentPort!.postMessage(done));
});
