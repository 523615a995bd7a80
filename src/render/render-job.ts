/**
 * The two stages of rendering one image, shared by the in-process path and the workers:
 * `layoutJob` runs the template and satori (JavaScript, on the main thread), `writeRaster`
 * rasterises with resvg and writes the SVG and PNG atomically (native, in a worker or not).
 */
import { thrownAt, type ThrownAt } from '../core/template-build.js';
import { cardGeometry } from '../core/manifest.js';
import { BrokenInstallationError } from '../core/broken-installation.js';
import { writeRecorded, type FileRecord } from '../export/file-hash.js';
import type { CardProblem } from './context.js';
import { drawnOnce } from './drawn.js';
import type { RenderJob } from './jobs.js';
import { imageFiles } from './outputs.js';
import { toPng, toSvg } from './rasterize.js';
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

/** The files of one image as written, for the render cache, and the PNG's size in pixels. */
export interface Written {
  png: FileRecord;
  svg: FileRecord;
  width: number;
  height: number;
}

/** What the rasterising stage needs: plain data, so it can be posted to a worker. */
export interface RasterTask {
  svg: string;
  dpi: number;
  /** Rasterising zoom: output dpi / layout dpi. */
  scale: number;
  /** Where the files go. */
  files: { png: string; svg: string };
}

export const errorMessage = (e: unknown) => (e instanceof Error ? e.message : String(e));

export async function layoutJob(job: RenderJob, outDir: string): Promise<{ result: JobResult; task?: RasterTask }> {
  try {
    // What the layout check drew for these inputs, when it did: the template runs once.
    const { element, problems } = await drawnOnce(job);
    const g = cardGeometry(job.format);
    const { svg, missing } = await toSvg(element, g.fullWidth, g.fullHeight, await fontSetOf(job.fonts));
    return { result: { key: job.key, problems, missing }, task: { svg, dpi: job.outputDpi ?? g.dpi, scale: (job.outputDpi ?? g.dpi) / g.dpi, files: imageFiles(outDir, job.key) } };
  } catch (e) {
    // deckwright's own files are broken (a font): not this card's problem, stop with exit 2.
    if (e instanceof BrokenInstallationError) throw e;
    return { result: { key: job.key, problems: [], missing: [], error: errorMessage(e), ...(thrownAt(e) ? { thrownAt: thrownAt(e)! } : {}) } };
  }
}

export async function writeRaster(task: RasterTask): Promise<Written> {
  const png = await toPng(task.svg, task.dpi, task.scale);
  const { width, height } = pngSize(png);
  return { svg: await writeRecorded(task.files.svg, task.svg), png: await writeRecorded(task.files.png, png), width, height };
}

/** A PNG's size, from its IHDR chunk (always the first, right after the 8-byte signature). */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
