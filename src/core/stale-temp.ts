/**
 * Removes the temporary files that a run killed in the middle of a write (kill -9, a crash, a
 * power cut) left behind: those of writeFileAtomic whose process is gone. A live run's files,
 * a concurrent build's say, are never touched. Every command that writes outputs calls it first.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { tempFileOwner } from './atomic-write.js';

/** True unless no process has this id (ESRCH). EPERM: it exists but belongs to someone else. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Removes the dead runs' temporary files in `dir` (and its subfolders when `recursive`: a pack
 * folder is read flat, and may be a folder with much else in it). Returns the files removed.
 */
export async function removeStaleTemps(dir: string, recursive = true): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive });
  } catch {
    return []; // no folder yet: nothing left behind
  }
  const removed: string[] = [];
  for (const e of entries) {
    const pid = e.isFile() ? tempFileOwner(e.name) : null;
    if (pid === null || processAlive(pid)) continue;
    const file = path.join(e.parentPath, e.name);
    await rm(file, { force: true });
    removed.push(file);
  }
  return removed;
}
