/**
 * Paths named by a pack's data (a template, a card file, later an image or a map) must stay in
 * the folders the pack owns: a shared game must not make deckwright read, import or overwrite
 * anything else on the designer's machine. A name is resolved against its folder, and refused
 * when it is absolute, climbs out with `..`, or leads out through a symbolic link.
 */
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** True when `file` is `dir` itself or lies under it (both already absolute and normalised). */
export function isWithin(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * The real path of `name` inside `root`, or null when it is absolute, climbs out of `root`, or
 * is a link (or lies in a linked folder) whose target is outside `root`. A name that does not
 * exist resolves to where it would be, so callers can tell "outside" from "missing".
 */
export function resolveInside(root: string, name: string): string | null {
  if (!name || path.isAbsolute(name) || name.includes('\0')) return null;
  const realRoot = existsSync(root) ? realpathSync(root) : path.resolve(root);
  const joined = path.resolve(realRoot, name);
  if (!isWithin(realRoot, joined)) return null;
  const real = existsSync(joined) ? realpathSync(joined) : joined;
  return isWithin(realRoot, real) ? real : null;
}
