/**
 * Writes a file through a temporary name and a rename, so that an interrupted or failed run
 * never leaves a truncated file where a good one was.
 */
import { mkdir, rename, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';

let counter = 0;

export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}-${counter++}`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}
