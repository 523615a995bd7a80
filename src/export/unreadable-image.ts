/**
 * The error for an image that sharp or pdfkit cannot read: it names the file and says what to do,
 * where libvips alone would say "vipspng: libpng read error" and name nothing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export function unreadableImage(file: string, cause: unknown): Error {
  const relative = path.relative(process.cwd(), file);
  const shown = relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
  // libvips's first line says what went wrong; the next ones only what failed because of it.
  const why = (cause instanceof Error ? cause.message : String(cause)).trim().split('\n')[0];
  return new Error(`cannot read ${shown} (${why}): the file is ${existsSync(file) ? 'damaged' : 'missing'}; build again to redo it`);
}

/** Runs `read`, which reads the image `file`, and says which file when it fails. */
export async function readingImage<T>(file: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    throw unreadableImage(file, e);
  }
}
