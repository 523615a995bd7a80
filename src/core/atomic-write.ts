/**
 * Writes a file through a temporary name and a rename, so that an interrupted or failed run
 * never leaves a truncated file where a good one was.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The temporary name's suffix: `.tmp-<pid>-<n>`. The process id lets a later run tell the
 * leftovers of a killed run (see stale-temp.ts) from the files a live run is writing.
 */
const TEMP_SUFFIX = /\.tmp-(\d+)-\d+$/;

let counter = 0;

/** The id of the process that made a temporary file, or null for any other name. */
export function tempFileOwner(name: string): number | null {
  const m = TEMP_SUFFIX.exec(name);
  return m ? Number(m[1]) : null;
}

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

/** writeFileAtomic for the few callers that must stay synchronous (a font read while a card is laid out). */
export function writeFileAtomicSync(file: string, data: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}-${counter++}`;
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

/**
 * Writes `data` atomically unless `file` already holds exactly these bytes: a build with nothing
 * changed leaves every file (and its folder) untouched, modification times included, so that
 * whatever watches them (editors, rsync, make) sees nothing to do. Returns whether it wrote.
 */
export async function writeFileIfChanged(file: string, data: string | Uint8Array): Promise<boolean> {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  try {
    const old = await readFile(file);
    if (old.length === bytes.length && Buffer.compare(old, bytes) === 0) return false;
  } catch {
    // No file yet (or unreadable): write it.
  }
  await writeFileAtomic(file, bytes);
  return true;
}
