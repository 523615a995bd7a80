/** What the command-line tests share: running the CLI as a user does, broken projects, no stack traces. */
import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { BROKEN_SETS, copyPack, fixtures, root, type BrokenSet } from './helpers.js';

const bin = path.join(root, 'bin', 'deckwright.js');

export function run(args: string[], cwd = root) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A project folder holding the mini pack with one broken case laid over it, as cards/mini/. */
export function brokenProject(name: string, set: BrokenSet = BROKEN_SETS[0]): string {
  const { cwd, dir } = copyPack(path.join(fixtures, set.base), 'mini');
  // Its YAML files, data subfolders included.
  cpSync(path.join(fixtures, set.dir, name), dir, { recursive: true, filter: (src) => !src.endsWith('.json') });
  return cwd;
}

export const noStack = (s: string) => expect(s).not.toMatch(/\n\s+at .+:\d+:\d+\)?/);
