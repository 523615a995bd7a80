/**
 * A fixture folder made once per test run and shared by the test files (which run side by side
 * in several processes): the first file to ask takes a lock (a folder made atomically, holding
 * its process id), makes the fixture in place and then marks it complete, so another file uses it
 * whole or not at all. It is made where it stays, not moved there afterwards: what it holds may
 * name its own folder (a Tabletop Simulator save's local image URLs). A file that asks meanwhile
 * waits for it rather than making it too; a lock whose process is gone is taken over, and what
 * that process left half made is made again. Files only read it (a test that damages a file
 * damages a copy).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { tempDir } from './helpers.js';

/** The run's folder (test/global-setup.ts), or one of this process's when the tests run without it. */
let own: string | undefined;
function runDir(): string {
  const given = inject('runDir');
  if (given) return given;
  own ??= tempDir('deckwright-run-');
  return own;
}

/** Whether process `pid` still runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock `lock`, waiting while a live process holds it; false when `done()` came true meanwhile. */
async function lockOrDone(lock: string, done: () => boolean): Promise<boolean> {
  for (;;) {
    if (done()) return false;
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
    } catch {
      // Just made, its pid not written yet: wait as for a live holder.
    }
    if (Number.isInteger(holder) && holder > 0 && !alive(holder)) rmSync(lock, { recursive: true, force: true });
    else await sleep(100);
  }
}

/** The folder `name` of the run, made by `make(folder)` the first time any test file asks for it. */
export async function sharedFolder(name: string, make: (folder: string) => Promise<void>): Promise<string> {
  const target = path.join(runDir(), name);
  // Marks of the folders made whole, in a folder of their own beside them.
  const complete = path.join(runDir(), '.complete', name);
  mkdirSync(path.dirname(target), { recursive: true });
  mkdirSync(path.dirname(complete), { recursive: true });
  const lock = `${target}.lock`;
  if (!(await lockOrDone(lock, () => existsSync(complete)))) return target;
  try {
    if (existsSync(complete)) return target;
    // What a maker that failed or died left of it.
    rmSync(target, { recursive: true, force: true });
    try {
      await make(target);
    } catch (e) {
      rmSync(target, { recursive: true, force: true });
      throw e;
    }
    writeFileSync(complete, '');
    return target;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
