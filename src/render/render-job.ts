/**
 * The two stages of rendering one image, shared by the in-process path and the workers:
 * `layoutJob` runs the template and satori (JavaScript, on the main thread), `writeRaster`
 * rasterises and writes the SVG and PNG (raster-task.ts: native, in a worker or not).
 */
import { thrownAt, type ThrownAt } from '../core/template-build.js';
import { cardGeometry } from '../core/manifest.js';
import { BrokenInstallationError } from '../core/broken-installation.js';
import type { CardProblem } from './context.js';
import { drawnOnce } from './drawn.js';
import type { RenderJob } from './jobs.js';
import { imageFiles } from './outputs.js';
import { errorMessage, type RasterTask, type Written } from './raster-task.js';
import { toSvg } from './rasterize.js';
import { fontSetOf } from './own-fonts.js';

export interface JobResult {
  key: string;
  problems: CardProblem[];
  /** Characters satori found in no font. */
  missing: string[];
  error?: string;
  /** Where in a template's source the error was thrown, when its stack says. */
  thrownAt?: ThrownAt;
  /** What was written for the image, when it was. */
  written?: Written;
}

/** The size a job's image is laid out at, and the resolution and zoom it is rasterised at. */
export function imageGeometry(job: RenderJob): { width: number; height: number; dpi: number; scale: number } {
  const g = cardGeometry(job.format);
  const dpi = job.outputDpi ?? g.dpi;
  return { width: g.fullWidth, height: g.fullHeight, dpi, scale: dpi / g.dpi };
}

/** The size a job's image is laid out at, and how and where it is rasterised. */
export function imageTarget(job: RenderJob, outDir: string): { width: number; height: number; raster: Omit<RasterTask, 'svg'> } {
  const { width, height, dpi, scale } = imageGeometry(job);
  return { width, height, raster: { dpi, scale, files: imageFiles(outDir, job.key) } };
}

export async function layoutJob(job: RenderJob, outDir: string): Promise<{ result: JobResult; task?: RasterTask }> {
  try {
    // What the layout check drew for these inputs, when it did: the template runs once.
    const { element, problems } = await drawnOnce(job);
    const { width, height, raster } = imageTarget(job, outDir);
    const { svg, missing } = await toSvg(element, width, height, await fontSetOf(job.fonts));
    return { result: { key: job.key, problems, missing }, task: { ...raster, svg } };
  } catch (e) {
    // deckwright's own files are broken (a font): not this card's problem, stop with exit 2.
    if (e instanceof BrokenInstallationError) throw e;
    return { result: { key: job.key, problems: [], missing: [], error: errorMessage(e), ...(thrownAt(e) ? { thrownAt: thrownAt(e)! } : {}) } };
  }
}
