/**
 * Finds pack code by id: src/games/<id>/index.ts exporting `pack`. The core never names a
 * game; adding a game is adding a folder there.
 */
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PackDef } from './pack-types.js';

const gamesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'games');
const cache = new Map<string, PackDef | null>();

export async function knownPackIds(): Promise<string[]> {
  const entries = await readdir(gamesDir, { withFileTypes: true });
  return entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
}

export async function loadPackDef(id: string): Promise<PackDef | null> {
  if (cache.has(id)) return cache.get(id)!;
  let def: PackDef | null = null;
  if ((await knownPackIds()).includes(id)) {
    const mod = (await import(pathToFileURL(path.join(gamesDir, id, 'index.js')).href)) as { pack: PackDef };
    def = mod.pack;
  }
  cache.set(id, def);
  return def;
}
