/**
 * Finds pack code by id: src/games/<id>/index.ts exporting `pack`, and the card types that code
 * relies on, src/games/<id>/types.yaml. The core never names a game; adding a game with code is
 * adding a folder there, and a game without code needs none.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { PackDef } from './pack-types.js';
import { ownModule } from './own-modules.js';
import { installRoot } from './paths.js';
import { loadYamlSource, type YamlSource } from './yaml-source.js';
import type { JsonMemo } from './json-memo.js';

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
    // The bundle's copy when the command line runs bundled: the game shares its engine and kit.
    const mod = (await ownModule(`src/games/${id}/index.js`)) as { pack: PackDef };
    def = mod.pack;
  }
  cache.set(id, def);
  return def;
}

/** The name of the types file a pack's code folder may hold (src/games/<id>/types.yaml). */
export const PACK_CODE_TYPES = 'types.yaml';

/**
 * The types file of pack `id`'s code, shown relative to the working directory as other files
 * are; none when the pack has no code or its code declares no types.
 */
export async function packCodeTypes(id: string, yamlCache?: JsonMemo): Promise<YamlSource[]> {
  if (!(await knownPackIds()).includes(id)) return [];
  const file = path.join(installRoot, 'src', 'games', id, PACK_CODE_TYPES);
  const text = await readFile(file, 'utf8').catch(() => null);
  return text === null ? [] : [loadYamlSource(path.relative(process.cwd(), file) || file, text, yamlCache)];
}
