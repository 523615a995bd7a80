/**
 * A worker thread that lays a few cards out with satori and rasterises them (layout-thread.ts).
 * It loads satori and the bundled fonts as soon as it starts, then the game's font set when told
 * it, and lays out a sample, while the main thread is still loading and checking the pack: by the
 * time a changed card's drawing arrives, what a first image costs a fresh process (loading
 * satori, parsing the faces, V8's first runs) is paid. It writes nothing and loads no sharp: it
 * gives back the SVG and the pixels, and the main thread writes them once the check has passed.
 */
import { parentPort } from 'node:worker_threads';
import type { SatoriElement } from './context.js';
import { saveFaceMetrics } from './face-metrics.js';
import { bundledFontSet, type FontSet } from './font-set.js';
import { fontSetOf, type FontSource } from './own-fonts.js';
import { rasterise, withDpi, type Rasterised } from './raster.js';
import { errorMessage } from './raster-task.js';
import { loadSatori, toSvg } from './rasterize.js';

/** What the main thread asks: the game's fonts (once, first), then drawings. */
export type LayoutThreadMessage =
  | { kind: 'fonts'; fonts?: FontSource }
  | { kind: 'draw'; id: number; element: SatoriElement; width: number; height: number; dpi: number; scale: number };

export interface LayoutThreadDone {
  id: number;
  svg?: string;
  /** The image's pixels (raster.ts, rasterise): an opaque one's RGBA, for the main thread's sharp to write. */
  image?: Rasterised;
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
// most games). sharp is not loaded here (some 0.1 s): an opaque image (most cards) goes back as
// pixels, which the main thread, which loads sharp while it waits, writes as a PNG. A failure
// here is the first drawing's.
const bundled = loadSatori().then(() => warmedUp(bundledFontSet()));
bundled.catch(() => undefined);

let fonts: Promise<FontSet> | null = null;

async function draw(task: Extract<LayoutThreadMessage, { kind: 'draw' }>): Promise<LayoutThreadDone> {
  try {
    if (!fonts) throw new Error('the layout thread was given no fonts');
    const set = await fonts;
    const { svg, missing } = await toSvg(task.element, task.width, task.height, set);
    const image = rasterise(svg, task.scale);
    // What the faces were asked here, kept for the next command (as the main thread's render does).
    saveFaceMetrics();
    // resvg's pixel buffer is its own memory: copied into one this thread can hand over.
    return { id: task.id, svg, image: 'png' in image ? { png: withDpi(image.png, task.dpi) } : { ...image, rgba: new Uint8Array(image.rgba) }, missing };
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
  // An opaque image's pixels are handed over, not copied (3.6 MB for a 300 dpi card).
  void draw(m).then((done) => parentPort!.postMessage(done, done.image && 'rgba' in done.image ? [done.image.rgba.buffer as ArrayBuffer] : []));
});
