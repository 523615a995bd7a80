/**
 * The rules code of deckwright's own games, for a project's game made from one of them
 * (`deckwright new my-game --from codex` writes rules/my-game/index.ts that uses it): the copy
 * checks and plays as the shipped game does until the designer writes rules of their own.
 * Imported by a project as 'deckwright/games'.
 */
import { knownPackIds, loadPackDef } from './pack-registry.js';
import type { PackDef } from './pack-types.js';

/** The code of shipped game `id`: its checker rules, its engine and the rest of its PackDef. */
export async function shippedPack(id: string): Promise<PackDef> {
  const def = await loadPackDef(id);
  if (!def) throw new Error(`deckwright ships no game '${id}' with rules code; those it ships: ${(await knownPackIds()).join(', ')}`);
  return def;
}
