/**
 * A project is a designer's folder laid out as deckwright's own repository is: cards/<game>/,
 * templates/<game>/, fonts/, art/, rules/<game>/ (the rules code of a game that has some),
 * dist/. deckwright's own checkout is one project that holds five games; a designer's folder
 * with deckwright installed as a dev dependency is another. The installation (where deckwright's
 * own compiled code, bundled fonts and shipped games are) is `installRoot` in paths.ts: the two
 * are the same folder only in deckwright's checkout.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** A game folder's manifest: what makes a folder a game. */
export const MANIFEST_FILE = 'game.yaml';

/** The folder of a project that holds its games, one folder per game. */
export const CARDS_FOLDER = 'cards';
/** The folder of a project that holds each game's templates, templates/<pack id>/. */
export const TEMPLATES_FOLDER = 'templates';
/** The folder of a project that holds the rules code of a game that has some, rules/<pack id>/. */
export const RULES_FOLDER = 'rules';

function isDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The project that `cwd` is in, found as git finds a repository: the nearest folder, `cwd` or
 * one above it, that holds a cards/ folder; `cwd` itself when none does (a folder about to
 * become a project, by `deckwright new`).
 */
export function findProjectRoot(cwd: string = process.cwd()): string {
  const start = path.resolve(cwd);
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (isDir(path.join(dir, CARDS_FOLDER))) return dir;
    if (path.dirname(dir) === dir) return start;
  }
}

/**
 * The project a pack folder belongs to: the folder above cards/ when the pack is cards/<game>/
 * (wherever the command runs from), else the project its folder is in.
 */
export function projectOfPack(packDir: string): string {
  const dir = path.resolve(packDir);
  const parent = path.dirname(dir);
  if (path.basename(parent) === CARDS_FOLDER) return path.dirname(parent);
  return findProjectRoot(dir);
}

/** Whether the project holds a folder of its own for `packId` under `folder` (templates/ or rules/). */
export function projectHas(project: string, folder: string, packId: string): boolean {
  return existsSync(path.join(project, folder, packId)) && isDir(path.join(project, folder, packId));
}
