/**
 * The share function simulation threads (parallel.ts) run for an engine made by defineEngine, and
 * the one a sweep's threads run for its balance records (engine/balance/plan.ts).
 * A thread knows no pack: before its first game it imports the project's compiled rules module
 * that the run's data names, as the loader did (src/core/project-rules.ts), asks its `pack` for
 * its engine, and plays with the definition that engine carries.
 */
import type { PackDef } from '../../core/pack-types.js';
import type { GameRecord } from '../balance/record.js';
import { DEFINITION, type AnyDefined } from './definition.js';
import { playRange, type GameSummary, type SimData } from './games.js';

/** What a thread is sent: the games' data, and the rules module (a file URL) to play them with. */
export interface ShareData extends SimData {
  rules: string;
}

/** The definition behind a rules module's engine. */
export async function definitionOf(rulesModule: string): Promise<AnyDefined> {
  const mod = (await import(rulesModule)) as { pack?: PackDef };
  const engine = await mod.pack?.engine?.();
  const d = (engine as unknown as Record<symbol, AnyDefined> | undefined)?.[DEFINITION];
  if (!d) throw new Error(`${rulesModule}: its \`pack\` has no engine made by defineEngine`);
  return d;
}

/** The definitions loaded in this thread, by module: two projects' runs in one process never mix. */
const loaded = new Map<string, AnyDefined>();

export async function prepareShare(data: ShareData): Promise<void> {
  if (!loaded.has(data.rules)) loaded.set(data.rules, await definitionOf(data.rules));
}

export function playDefinedShare(data: ShareData, from: number, to: number, onGame?: (done: number) => void): GameSummary[] {
  const d = loaded.get(data.rules);
  if (!d) throw new Error(`the rules module ${data.rules} was not prepared before its games (prepareShare)`);
  return playRange(d, data, from, to, onGame);
}

/** The records of games `from`…`to`-1, for the balance figures (`sweep`; engine/balance/plan.ts). */
export function playDefinedRecords(data: ShareData, from: number, to: number): GameRecord[] {
  return playDefinedShare(data, from, to).map((g) => g.record);
}
