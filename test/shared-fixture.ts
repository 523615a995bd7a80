/**
 * A fixture folder made once per test run and shared by the test files (which run side by side
 * in several processes): the first file to ask makes it in a staging folder of its own and
 * renames it into place, so another file sees it whole or not at all; one that made it at the
 * same time throws its copy away. Files only read it (a test that damages a file damages a copy).
 */
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
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

/** The folder `name` of the run, made by `make(folder)` the first time any test file asks for it. */
export async function sharedFolder(name: string, make: (folder: string) => Promise<void>): Promise<string> {
  const target = path.join(runDir(), name);
  if (existsSync(target)) return target;
  mkdirSync(path.dirname(target), { recursive: true });
  const staging = mkdtempSync(path.join(path.dirname(target), `.staging-${path.basename(target)}-`));
  const made = path.join(staging, path.basename(target));
  try {
    await make(made);
    renameSync(made, target);
  } catch (e) {
    // Another file's copy got there first: use it.
    if (!existsSync(target)) throw e;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return target;
}
