/** Shared test helpers: project paths, loading fixture packs, temporary folders, folder contents. */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, cpSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installRoot } from '../src/core/paths.js';
import { loadPackFromFiles, type LoadedPack } from '../src/core/pack.js';

export const root = installRoot;
export const fixtures = path.join(root, 'test', 'fixtures');
export const codexDir = path.join(root, 'cards', 'codex');

/** The YAML files of a pack folder and of its subfolders (data files), by path relative to it. */
export function readDir(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || !/\.ya?ml$/.test(e.name)) continue;
    const file = path.join(e.parentPath, e.name);
    files.set(path.relative(dir, file).split(path.sep).join('/'), readFileSync(file, 'utf8'));
  }
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}

/** The mini CODEX pack with the files of a broken case laid over it. */
/** The sets of broken fixtures: each case breaks one file of its set's small pack. */
export const BROKEN_SETS = [
  { dir: 'broken', base: 'mini-codex' },
  { dir: 'broken-index', base: 'mini-index' },
  { dir: 'broken-lyoko', base: 'mini-lyoko' },
  { dir: 'broken-pyramide', base: 'mini-pyramide' },
  { dir: 'broken-cardstle', base: 'mini-cardstle' },
] as const;
export type BrokenSet = (typeof BROKEN_SETS)[number];

export async function loadBrokenCase(name: string, set: BrokenSet = BROKEN_SETS[0]): Promise<LoadedPack> {
  const files = readDir(path.join(fixtures, set.base));
  for (const [f, text] of readDir(path.join(fixtures, set.dir, name))) files.set(f, text);
  return loadPackFromFiles(set.base, '', files);
}

export function tempDir(prefix = 'deckwright-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A copy of a pack folder in a temporary project (cards/<name>/), to edit freely. */
export function copyPack(from: string, name: string): { cwd: string; dir: string } {
  const cwd = tempDir();
  const dir = path.join(cwd, 'cards', name);
  cpSync(from, dir, { recursive: true });
  return { cwd, dir };
}

/** Every file under `dir` (hidden ones included), by relative path, with the sha256 of its bytes. */
export function filesUnder(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    out[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return out;
}

/** The id of a process that has ended: a child run to its end. */
export function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Diagnostics without core/typography's warnings. The fixtures were written before that rule, in
 * the keyboard's typography, as an earlier designer's pack is, and are kept so: a test of
 * something else leaves those warnings out (test/broken-fixtures.test.ts checks that each mini
 * pack gets only warnings there, which `check --fix` repairs).
 */
export function withoutTypography<T extends { rule: string }>(list: T[]): T[] {
  return list.filter((d) => d.rule !== 'core/typography');
}

/** A command's printed diagnostics without core/typography's warnings (see withoutTypography). */
export function outputWithoutTypography(out: string): string {
  return out
    .split('\n')
    .filter((l) => !/ warning core\/typography /.test(l))
    .join('\n')
    .trim();
}
