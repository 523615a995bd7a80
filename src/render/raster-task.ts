/**
 * The rasterising stage of rendering one image, as a worker thread runs it: the SVG satori made
 * on the main thread → PNG, both files written atomically and recorded. Plain data in and out,
 * so a task can be posted to a worker; this module loads resvg and sharp, nothing of the layout.
 */
import { writeRecorded, type FileRecord } from '../export/file-hash.js';
import { toPng } from './raster.js';

/** What the rasterising stage needs. */
export interface RasterTask {
  svg: string;
  dpi: number;
  /** Rasterising zoom: output dpi / layout dpi. */
  scale: number;
  /** Where the files go. */
  files: { png: string; svg: string };
}

/** The files of one image as written, for the render cache, and the PNG's size in pixels. */
export interface Written {
  png: FileRecord;
  svg: FileRecord;
  width: number;
  height: number;
}

export const errorMessage = (e: unknown) => (e instanceof Error ? e.message : String(e));

export async function writeRaster(task: RasterTask): Promise<Written> {
  return writeImage(task.files, task.svg, await toPng(task.svg, task.dpi, task.scale));
}

/** An image's SVG and PNG written (atomically) and recorded. */
export async function writeImage(files: RasterTask['files'], svg: string, png: Buffer): Promise<Written> {
  const { width, height } = pngSize(png);
  return { svg: await writeRecorded(files.svg, svg), png: await writeRecorded(files.png, png), width, height };
}

/** A PNG's size, from its IHDR chunk (always the first, right after the 8-byte signature). */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
